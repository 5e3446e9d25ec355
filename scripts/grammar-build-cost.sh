#!/usr/bin/env bash
# Build cost of url-derive against pest_derive on third-party grammars and on a
# generated grammar of many flat rules. For each grammar, two scratch crates outside
# the workspace (one applying url-derive, one pest_derive) are built in the same run:
#
# - json, toml, sql (pest_grammars' files, read where cargo unpacked the crate):
#   a clean build (dependencies included), then a rebuild after appending a one-line
#   rule to the grammar;
# - flat-N (N rules `rI = { "kI=" ~ ASCII_DIGIT+ ~ (";" ~ ASCII_ALPHA+)? }`, N=5000
#   unless given): the crate alone (dependencies built beforehand), with its time and
#   peak memory (max resident set size of the build, from /usr/bin/time).
#
# Usage: scripts/grammar-build-cost.sh [debug|release] [N]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
profile=${1:-debug}
rules=${2:-5000}
flag=$([ "$profile" = release ] && echo --release || true)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

grammars=$(cd "$root" && cargo metadata --format-version 1 --offline --locked \
  --filter-platform "$(rustc -vV | sed -n 's/^host: //p')" |
  jq -r '.packages[] | select(.name == "pest_grammars") | .manifest_path' |
  xargs dirname)/src/grammars

. "$root/scripts/lib/scratch-crate.sh"
make_crate() { # dir, engine, grammar file
  scratch_crate "$1" "$2"
  cp "$3" "$1/grammar.pest"
}

seconds() { local start=$(date +%s.%N); "$@" >/dev/null 2>&1; echo "$(date +%s.%N) - $start" | bc; }

echo "profile: $profile; $(nproc) cores; $(rustc --version)"
printf '%-10s %-12s %10s %12s\n' grammar engine "clean (s)" "edit (s)"
for grammar in json toml sql; do
  for engine in url-derive pest_derive; do
    dir="$work/$grammar-$engine"
    make_crate "$dir" "$engine" "$grammars/$grammar.pest"
    cd "$dir"
    clean=$(seconds cargo build --offline $flag)
    printf '\n/// A one-line edit.\nx_rule = @{ "x" ~ ASCII_DIGIT+ }\n' >>grammar.pest
    edit=$(seconds cargo build --offline $flag)
    printf '%-10s %-12s %10.1f %12.1f\n' "$grammar" "$engine" "$clean" "$edit"
  done
done

flat="$work/flat.pest"
for ((i = 0; i < rules; i++)); do
  printf 'r%d = { "k%d=" ~ ASCII_DIGIT+ ~ (";" ~ ASCII_ALPHA+)? }\n' "$i" "$i"
done >"$flat"
printf '\n%-10s %-12s %10s %14s\n' grammar engine "crate (s)" "peak RSS (MB)"
for engine in url-derive pest_derive; do
  dir="$work/flat-$engine"
  make_crate "$dir" "$engine" "$flat"
  cd "$dir"
  # Dependencies first, on a one-rule grammar; then the crate alone.
  mv grammar.pest flat.pest
  echo 'r0 = { "k" }' >grammar.pest
  cargo build --offline $flag >/dev/null 2>&1
  mv flat.pest grammar.pest
  touch grammar.pest # mv keeps the older time, which cargo would take as unchanged
  /usr/bin/time -f '%e %M' -o "$work/time" cargo build --offline $flag >/dev/null 2>&1
  read -r secs kb <"$work/time"
  printf '%-10s %-12s %10.1f %14.0f\n' "flat-$rules" "$engine" "$secs" "$((kb / 1024))"
done
