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

make_crate() { # name, dependencies, lib.rs
  mkdir -p "$work/$1/src"
  cp "$root/url-grammar/rfc1738.pest" "$work/$1/grammar.pest"
  cp "$root/Cargo.lock" "$work/$1/Cargo.lock"
  printf '[package]\nname = "%s"\nversion = "0.0.0"\nedition = "2021"\n\n[workspace]\n\n[dependencies]\n%s\n' "$1" "$2" >"$work/$1/Cargo.toml"
  printf '%s\n' "$3" >"$work/$1/src/lib.rs"
}

make_crate with-url-derive \
  "url-derive = { path = \"$root/url-derive\" }
url-runtime = { path = \"$root/url-runtime\" }" \
  '#[url_derive::grammar("grammar.pest")]
pub mod ast {}'
make_crate with-pest-derive \
  'pest = "=2.9.6"
pest_derive = { version = "=2.9.6", features = ["grammar-extras"] }' \
  '#[derive(pest_derive::Parser)]
#[grammar = "../grammar.pest"]
pub struct Rfc1738Parser;'

seconds() { local start=$(date +%s.%N); "$@" >/dev/null 2>&1; echo "$(date +%s.%N) - $start" | bc; }

echo "profile: $profile; $(nproc) cores; $(rustc --version)"
printf '%-18s %12s %16s\n' crate "clean (s)" "grammar edit (s)"
for crate in with-url-derive with-pest-derive; do
  cd "$work/$crate"
  clean=$(seconds cargo build --offline $flag)
  printf '\n/// A one-line edit.\nx_rule = @{ "x" ~ digits }\n' >>grammar.pest
  edit=$(seconds cargo build --offline $flag)
  printf '%-18s %12.1f %16.1f\n' "$crate" "$clean" "$edit"
done
