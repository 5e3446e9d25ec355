#!/usr/bin/env bash
# Measures the build cost of the generated parser against pest_derive on the same
# grammar: two scratch crates outside the workspace, one applying url-derive to
# rfc1738.pest, one applying pest_derive. Prints, for each, the time of a clean
# build (dependencies included) and of an incremental rebuild after a one-line
# grammar edit. Usage: scripts/build-cost.sh [debug|release]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
profile=${1:-debug}
flag=$([ "$profile" = release ] && echo --release || true)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

. "$root/scripts/lib/scratch-crate.sh"
for engine in url-derive pest_derive; do
  scratch_crate "$work/$engine" "$engine"
  cp "$root/rfc1738.pest" "$work/$engine/grammar.pest"
done

seconds() { local start=$(date +%s.%N); "$@" >/dev/null 2>&1; echo "$(date +%s.%N) - $start" | bc; }

echo "profile: $profile; $(nproc) cores; $(rustc --version)"
printf '%-18s %12s %16s\n' engine "clean (s)" "grammar edit (s)"
for engine in url-derive pest_derive; do
  cd "$work/$engine"
  clean=$(seconds cargo build --offline $flag)
  printf '\n/// A one-line edit.\nx_rule = @{ "x" ~ digits }\n' >>grammar.pest
  edit=$(seconds cargo build --offline $flag)
  printf '%-18s %12.1f %16.1f\n' "$engine" "$clean" "$edit"
done
