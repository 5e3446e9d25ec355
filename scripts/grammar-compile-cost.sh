#!/usr/bin/env bash
# Compile cost of url-derive against pest_derive, grammar by grammar, measured in the
# same run, printed as a markdown table of url-derive / pest_derive ratios.
#
# Grammars: every grammar of the pest-compatibility suite (the `SPECS` of
# tests/build.rs: pest_grammars', pest_derive's and pest_meta's own grammar, read
# where cargo unpacked those crates, and tests/grammars/compat/; a grammar of several
# files is their concatenation, as the suite reads it), and `deep`, the grammar of
# scripts/deep-grammar.sh (396 rules, a call chain about 100 rules long).
#
# For each engine, a scratch crate outside the workspace (this workspace's
# Cargo.lock, pest_derive with `grammar-extras` as the workspace has it) whose
# lib.rs applies the engine to `grammar.pest`; its dependencies are built first, on
# a one-rule grammar, so that every figure is the grammar crate alone. Builds run
# with CARGO_INCREMENTAL=0 and one job. Per grammar, profile and engine:
#
# - clean: `cargo clean -p scratch`, then `cargo build`;
# - edit: one rule appended to the grammar (`x_rule = @{ "x" ~ ASCII_DIGIT+ }`), then
#   `cargo build` again (without incremental compilation this is the whole crate
#   again, so it should match `clean`: a check that nothing else is rebuilt);
# - CPU: user + system seconds of the build (cargo and rustc), from /usr/bin/time,
#   which a loaded machine inflates far less than wall time; the least of REPEAT
#   runs (default 1);
# - peak RSS: /usr/bin/time's maximum resident set size, that of the largest
#   process of the build (rustc);
# - code: the machine code the crate compiles to, the text size (`size -t`) of the
#   objects in its rlib (url-derive's and pest_derive's entry points are not
#   `#[inline]` nor generic, so the parsers are compiled in this crate);
# - IR (debug only): lines of LLVM IR emitted for the crate before optimisation
#   (`cargo rustc -- --emit=llvm-ir`, what `cargo llvm-lines` counts), the volume of
#   code the generated source asks the backend to compile.
#
# Usage: scripts/grammar-compile-cost.sh [GRAMMAR...]   (default: all, then deep)
#        scripts/grammar-compile-cost.sh --table FILE...
# The second form prints the table from the raw figures that runs wrote to stderr
# (lines `grammar,profile,engine: clean ...`), so runs of a few grammars or one
# profile make one table.
# Environment: PROFILES (default "debug release"), ENGINES (default "url-derive
# pest_derive"), EDIT=0 skips the edit rebuild (for builds of many minutes), REPEAT
# (default 1), KEEP=1 keeps
# the scratch directory (its path is printed), WORK=DIR uses and keeps DIR instead
# (a kept one: its dependencies are built already). Raw figures go to stderr as
# they come.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
profiles=${PROFILES:-debug release}
repeat=${REPEAT:-1}
work=${WORK:-$(mktemp -d)}
if [ "${KEEP:-}" = 1 ] || [ -n "${WORK:-}" ]; then
  echo "scratch directory: $work" >&2
else
  trap 'rm -rf "$work"' EXIT
fi
export CARGO_INCREMENTAL=0 CARGO_BUILD_JOBS=1
mkdir -p "$work/grammars"

# The root directory of each package cargo has unpacked for the workspace.
declare -A crate_dir
while read -r name manifest; do
  crate_dir[$name]=$(dirname "$manifest")
done < <(cd "$root" && cargo metadata --format-version 1 --offline --locked \
  --filter-platform "$(rustc -vV | sed -n 's/^host: //p')" |
  jq -r '.packages[] | "\(.name) \(.manifest_path)"')

# The suite's grammars, read from the `name:`, `krate:` and `files:` lines of each
# spec in tests/build.rs, so that this list cannot drift from the suite's.
all=()
while read -r key rest; do
  case $key in
  name:) name=$(sed 's/^"\(.*\)",$/\1/' <<<"$rest") ;;
  krate:)
    if [ "$rest" = "None," ]; then
      base=$root/tests
    else
      base=${crate_dir[$(sed 's/^Some("\(.*\)"),$/\1/' <<<"$rest")]}
    fi
    ;;
  files:)
    : >"$work/grammars/$name.pest"
    for file in $(grep -o '"[^"]*"' <<<"$rest" | tr -d '"'); do
      cat "$base/$file" >>"$work/grammars/$name.pest"
    done
    all+=("$name")
    ;;
  esac
done < <(sed -n '/^const SPECS/,/^];/p' "$root/tests/build.rs" | grep -E '^ +(name|krate|files):')
bash "$root/scripts/deep-grammar.sh" >"$work/grammars/deep.pest"
all+=(deep)
if [ "${1:-}" = --table ]; then
  shift
  raw=("$@")
  selected=()
elif (($#)); then
  selected=("$@")
else
  selected=("${all[@]}")
fi

. "$root/scripts/lib/scratch-crate.sh"

# `cargo build` in the current crate under /usr/bin/time: prints "CPU-seconds RSS-MB".
timed_build() { # cargo flags
  if ! /usr/bin/time -f '%U %S %M' -o "$work/time" cargo build --offline "$@" >"$work/log" 2>&1; then
    cat "$work/log" >&2
    return 1
  fi
  awk '{ printf "%.2f %.0f\n", $1 + $2, $3 / 1024 }' "$work/time"
}

# The least CPU time of REPEAT builds after `prepare` (a command), with the peak RSS
# of that build.
best_build() { # prepare, cargo flags
  local prepare=$1 best="" run
  shift
  for ((r = 0; r < repeat; r++)); do
    $prepare
    run=$(timed_build "$@")
    if [ -z "$best" ] || awk -v a="${run% *}" -v b="${best% *}" 'BEGIN { exit !(a < b) }'; then
      best=$run
    fi
  done
  echo "$best"
}

read -ra engines <<<"${ENGINES:-url-derive pest_derive}"
declare -A fig # fig[grammar,profile,engine,measure]
if [ -n "${raw+set}" ]; then
  # The figures of earlier runs; grammars and profiles in their order.
  profiles=""
  while IFS= read -r line; do
    key=${line%%: *}
    IFS=, read -r grammar profile engine <<<"$key"
    [[ " ${selected[*]} " == *" $grammar "* ]] || selected+=("$grammar")
    [[ " $profiles " == *" $profile "* ]] || profiles="$profiles $profile"
    read -r _ cc _ cr _ _ ec _ er _ _ code _ _ ir _ <<<"${line#*: }"
    # A figure not measured is `-`, and stays unset.
    for pair in clean_cpu=$cc clean_rss=$cr edit_cpu=$ec edit_rss=$er code=$code ir=$ir; do
      [ "${pair#*=}" = - ] || fig[$key,${pair%%=*}]=${pair#*=}
    done
  done < <(grep -hE '^[A-Za-z0-9_]+,(debug|release),(url-derive|pest_derive): clean ' "${raw[@]}")
else
  for engine in "${engines[@]}"; do
    scratch_crate "$work/$engine" "$engine"
  done

  echo "$(nproc) cores; $(rustc --version); load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
  for profile in $profiles; do
    flags=(--profile "$([ "$profile" = release ] && echo release || echo dev)")
    out_dir=target/$([ "$profile" = release ] && echo release || echo debug)
    for engine in "${engines[@]}"; do
      cd "$work/$engine"
      echo 'r0 = { "k" }' >grammar.pest
      cargo build --offline "${flags[@]}" >"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
    done
    for grammar in "${selected[@]}"; do
      for engine in "${engines[@]}"; do
        cd "$work/$engine"
        key="$grammar,$profile,$engine"
        fresh() { cp "$work/grammars/$grammar.pest" grammar.pest && cargo clean -p scratch --offline "${flags[@]}" >/dev/null 2>&1; }
        edited() { cp "$work/grammars/$grammar.pest" grammar.pest && printf '\nx_rule = @{ "x" ~ ASCII_DIGIT+ }\n' >>grammar.pest; }
        read -r "fig[$key,clean_cpu]" "fig[$key,clean_rss]" < <(best_build fresh "${flags[@]}")
        # The code of the clean build (the edit adds one rule's code).
        fig[$key,code]=$(size -t "$out_dir"/deps/libscratch-*.rlib 2>/dev/null | awk 'END { print $1 }') || true
        if [ "${EDIT:-1}" != 0 ]; then
          read -r "fig[$key,edit_cpu]" "fig[$key,edit_rss]" < <(best_build edited "${flags[@]}")
        fi
        if [ "$profile" = debug ]; then
          cp "$work/grammars/$grammar.pest" grammar.pest
          rm -f "$out_dir"/deps/scratch-*.ll
          cargo rustc --lib --offline "${flags[@]}" -- --emit=llvm-ir >"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
          fig[$key,ir]=$(cat "$out_dir"/deps/scratch-*.ll | wc -l)
          rm -f "$out_dir"/deps/scratch-*.ll # a deep grammar's IR takes a GB
        fi
        echo "$key: clean ${fig[$key,clean_cpu]} s ${fig[$key,clean_rss]} MB, edit ${fig[$key,edit_cpu]:--} s ${fig[$key,edit_rss]:--} MB, code ${fig[$key,code]} B, IR ${fig[$key,ir]:--} lines" >&2
      done
    done
  done

fi

# "url-derive / pest_derive (ratio×)" for one measure, scaled by `div` (1 or 1024).
cell() { # grammar, profile, measure, div, decimals
  local u=${fig[$1,$2,url-derive,$3]:-} p=${fig[$1,$2,pest_derive,$3]:-}
  if [ -z "$u" ] || [ -z "$p" ]; then
    echo -n "-"
    return
  fi
  awk -v u="$u" -v p="$p" -v d="$4" -v n="$5" 'BEGIN {
    fmt = "%." n "f / %." n "f (%.1f×)"
    printf fmt, u / d, p / d, (p > 0 ? u / p : 0)
  }'
}

echo
if [ -n "${raw+set}" ]; then
  echo "Figures of ${raw[*]}; each cell: url-derive / pest_derive (ratio)."
else
  echo "$(nproc) cores, $(rustc --version), $(date -u +%Y-%m-%d); each cell: url-derive / pest_derive (ratio)."
fi
echo
echo "| grammar | rules | profile | CPU s, clean | CPU s, edit | peak RSS MB, clean | peak RSS MB, edit | code KB | LLVM IR klines |"
echo "|---|---:|---|---|---|---|---|---|---|"
for grammar in "${selected[@]}"; do
  # Rule definitions: lines `name = {`, with an optional modifier (a count that
  # takes a definition inside a block comment too: reporting's one).
  rules=$(grep -cE '^[[:space:]]*[A-Za-z_][A-Za-z_0-9]*[[:space:]]*=[[:space:]]*[_@$!]?[[:space:]]*\{' "$work/grammars/$grammar.pest")
  for profile in $profiles; do
    echo "| $grammar | $rules | $profile | $(cell "$grammar" "$profile" clean_cpu 1 1) | $(cell "$grammar" "$profile" edit_cpu 1 1) | $(cell "$grammar" "$profile" clean_rss 1 0) | $(cell "$grammar" "$profile" edit_rss 1 0) | $(cell "$grammar" "$profile" code 1024 0) | $(cell "$grammar" "$profile" ir 1000 1) |"
  done
done
