#!/usr/bin/env bash
# The benchmark suite of issue #7 in one command: runs the criterion benches of
# url-grammar (release) and the allocation count, then prints a table read from
# criterion's JSON estimates under target/criterion.
#
#   scripts/bench.sh                 # the vendored corpus (url-grammar/benches/data)
#   scripts/bench.sh fluent          # criterion filter: only benchmarks matching "fluent"
#   RFC1738_BENCH_CORPUS=../shared/corpus scripts/bench.sh   # add more corpus files
#
# Arguments go to the criterion bench (filters, --quick, --save-baseline NAME, ...).
# Writes target/bench/{parse.log,alloc.md,table.md}. Needs cargo and python3.
set -euo pipefail
cd "$(dirname "$0")/.."

target=$(cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
out="$target/bench"
mkdir -p "$out"
stamp="$out/.started"
touch "$stamp"

{
    echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
    echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "rustc:   $(rustc --version)"
    echo "command: scripts/bench.sh $*"
} | tee "$out/machine.txt"
echo

echo "== cargo bench -p url-grammar --bench parse" >&2
cargo bench -p url-grammar --features reference --bench parse -- "$@" 2>&1 | tee "$out/parse.log" >&2

echo "== cargo bench -p url-grammar --bench alloc" >&2
cargo bench -p url-grammar --features reference --bench alloc >"$out/alloc.md"

PYTHONPATH=scripts/lib python3 - "$target/criterion" "$stamp" "$out/parse.log" >"$out/table.md" <<'PY'
import os, re, sys
from criterion_run import results

root, stamp, log = sys.argv[1], os.path.getmtime(sys.argv[2]), sys.argv[3]
PARSERS = ["ast-parse", "Url-parse", "ast-is_valid", "pest-reference", "production-lenient",
           "url", "fluent-uri", "ada-url"]

accepts = {}
for line in open(log, encoding="utf-8", errors="replace"):
    m = re.match(r"corpus (\S+): (\S+) accepts (\d+) of (\d+) lines", line)
    if m:
        accepts[(m[1], m[2])] = (int(m[3]), int(m[4]))

# group -> parser -> (ns per iteration, URLs, bytes, ±% of the 95% CI), this run only.
measured = {}
for bench, estimates in results(root, stamp, "estimates.json"):
    throughput = bench.get("throughput") or {}
    both = throughput.get("ElementsAndBytes")
    if not both:
        continue
    mean = estimates["mean"]
    ns, ci = mean["point_estimate"], mean["confidence_interval"]
    spread = (ci["upper_bound"] - ci["lower_bound"]) / 2 / ns * 100
    group, parser = bench["group_id"], bench["function_id"]
    measured.setdefault(group, {})[parser] = (ns, both["elements"], both["bytes"], spread)

def order(group):
    return (group.replace(".rejected", ""), group.endswith(".rejected"))

print("| corpus (URLs) | parser | ns/URL | ± | MB/s | × fluent-uri | × url | accepts |")
print("|---|---|---:|---:|---:|---:|---:|---:|")
for group in sorted(measured, key=order):
    row = measured[group]
    def per_url(name):
        return row[name][0] / row[name][1] if name in row else None
    fluent, url = per_url("fluent-uri"), per_url("url")
    for parser in [p for p in PARSERS if p in row] + sorted(set(row) - set(PARSERS)):
        ns, urls, nbytes, spread = row[parser]
        t = ns / urls
        mbs = nbytes / (ns / 1e9) / 1e6
        vs_f = f"{t / fluent:.2f}" if fluent else "-"
        vs_u = f"{t / url:.2f}" if url else "-"
        acc = accepts.get((group, parser))
        acc = f"{acc[0]}" if acc else "-"
        print(f"| {group} ({urls}) | {parser} | {t:.1f} | {spread:.0f}% | {mbs:.1f} | {vs_f} | {vs_u} | {acc} |")

print()
print("ns/URL: criterion's mean time for one pass over the lines, divided by their number; "
      "±: half the 95% confidence interval of that mean. "
      "× columns: time per URL divided by that peer's time per URL on the same lines "
      "(below 1 is faster). MB/s: 10^6 bytes of URL text (terminators not counted) per second. "
      "accepts: lines the parser accepts.")
print()
def check(group, parser, peer, limit, text):
    row = measured.get(group, {})
    if parser not in row or peer not in row:
        print(f"- {text}: not measured in this run")
        return
    ratio = (row[parser][0] / row[parser][1]) / (row[peer][0] / row[peer][1])
    verdict = "holds" if ratio <= limit else "does NOT hold"
    print(f"- {text}: {ratio:.2f} (needs <= {limit:.2f}) — {verdict}")
print("Done when (issue #7):")
check("web-as-rfc1738", "ast-parse", "fluent-uri", 1.0,
      "web-as-rfc1738, Url::parse time / fluent-uri time")
check("web-as-rfc1738", "ast-is_valid", "fluent-uri", 0.5,
      "web-as-rfc1738, Url::is_valid time / fluent-uri time")
check("all-schemes", "ast-parse", "url", 1 / 3,
      "all-schemes, Url::parse time / url time")
check("all-schemes", "ast-is_valid", "url", 1 / 3,
      "all-schemes, Url::is_valid time / url time")
print("Done when (issue #15):")
check("web-as-rfc1738", "Url-parse", "fluent-uri", 1.0,
      "web-as-rfc1738, url_grammar::Url::parse (with semantics) time / fluent-uri time")
PY

cat "$out/table.md"
echo
cat "$out/alloc.md"
rm -f "$stamp"
