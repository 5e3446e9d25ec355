#!/usr/bin/env bash
# Speed of url-derive against pest_derive on every grammar of the pest-compatibility
# suite: runs the criterion bench tests/benches/grammars.rs (release; one group per
# grammar, see its header for the inputs) and prints a markdown table of each
# grammar's times and ratios, read from criterion's samples of this run.
#
# Times are the least time per iteration over a group's samples (criterion's
# `sample.json`: each sample's total time over its iterations), not the mean: on a
# loaded machine the least is the run least disturbed by other work.
#
#   scripts/grammar-bench.sh            # every grammar (about 10 minutes)
#   scripts/grammar-bench.sh '^csv/'    # criterion filter: only the csv group
#
# Arguments go to the criterion bench. Writes target/grammar-bench/{bench.log,table.md}.
# Needs cargo and python3.
set -euo pipefail
cd "$(dirname "$0")/.."

target=$(cargo metadata --format-version 1 --no-deps --offline |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
out="$target/grammar-bench"
mkdir -p "$out"
stamp="$out/.started"
touch "$stamp"

echo "== cargo bench -p rfc1738-conformance --bench grammars" >&2
cargo bench -p rfc1738-conformance --locked --bench grammars -- "$@" 2>&1 | tee "$out/bench.log" >&2

PYTHONPATH=scripts/lib python3 - "$target/criterion" "$stamp" "$out/bench.log" >"$out/table.md" <<'PY'
import os, re, sys
from criterion_run import results

root, stamp, log = sys.argv[1], os.path.getmtime(sys.argv[2]), sys.argv[3]

# grammar -> (inputs, bytes, rule, source), as the bench prints them.
inputs = {}
for line in open(log, encoding="utf-8", errors="replace"):
    m = re.match(r"inputs (\S+): (\d+) inputs, (\d+) bytes, rule (\S+): (.*)", line)
    if m:
        inputs[m[1]] = (int(m[2]), int(m[3]), m[4], m[5].strip())

# grammar -> function -> least ns per iteration, for the samples of this run.
least = {}
for bench, data in results(root, stamp, "sample.json"):
    ns = min(t / n for t, n in zip(data["times"], data["iters"]))
    least.setdefault(bench["group_id"], {})[bench["function_id"]] = ns

PARSE, VALID, CHECK, WALK, PEST = (
    "url-derive parse", "url-derive is_valid", "url-derive validate",
    "url-derive walk_rules", "pest_derive Pairs")

def us(ns):
    return f"{ns / 1000:.1f}" if ns >= 1000 else f"{ns / 1000:.3f}"

print("Least µs per iteration (one iteration: every input of the grammar once); "
      "× columns are pest_derive's time over url-derive's; walk and validate are "
      "over parse.\n")
print("| grammar | inputs | parse µs | is_valid µs | validate µs | walk_rules µs | "
      "pest_derive µs | parse × | is_valid × | walk / parse | validate / parse |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for grammar in sorted(least, key=lambda g: list(inputs).index(g) if g in inputs else 99):
    row = least[grammar]
    if not all(k in row for k in (PARSE, VALID, CHECK, WALK, PEST)):
        continue
    n, nbytes, rule, _ = inputs.get(grammar, (0, 0, "?", ""))
    print(f"| {grammar} | {n} × `{rule}`, {nbytes / 1024:.1f} KB | {us(row[PARSE])} | "
          f"{us(row[VALID])} | {us(row[CHECK])} | {us(row[WALK])} | {us(row[PEST])} | "
          f"{row[PEST] / row[PARSE]:.1f} | {row[PEST] / row[VALID]:.1f} | "
          f"{row[WALK] / row[PARSE]:.2f} | {row[CHECK] / row[PARSE]:.2f} |")
extra = {g: r for g, r in least.items() if "serde_json Value" in r and PARSE in r}
for grammar, row in extra.items():
    print(f"\n{grammar}: serde_json `Value` {us(row['serde_json Value'])} µs, "
          f"{row[PARSE] / row['serde_json Value']:.2f}× url-derive's parse time.")
print("\nInputs:\n")
for grammar, (n, nbytes, rule, source) in inputs.items():
    print(f"- {grammar}: {source}")
PY
cat "$out/table.md"
