#!/usr/bin/env bash
# A random-grammar campaign (tests/grammar-fuzz): draws grammars, compiles them
# through url-derive in batches, compares each with pest (pest_vm) on drawn inputs,
# and shrinks every failure into tests/grammar-fuzz/corpus/, which
# `cargo test --workspace` replays. Prints the counts and the generator's coverage.
# Exit status: 0 no disagreement, 1 some, 2 usage or build error.
# Usage: scripts/grammar-fuzz.sh [--from SEED] [--grammars N] [--batch N] [--rounds N]
#        [--derive] [--plain-names] [--no-shrink]      (--help lists every option)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --locked -p rfc1738-grammar-fuzz --bin grammar-fuzz
exec target/debug/grammar-fuzz "$@"
