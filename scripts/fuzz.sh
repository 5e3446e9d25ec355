#!/usr/bin/env bash
# Runs every cargo-fuzz target of fuzz/ for SECONDS each (default 60), one after the
# other, single job, on stable Rust (`--sanitizer none`: libFuzzer's coverage
# instrumentation without AddressSanitizer, which needs nightly). Exits non-zero on
# the first finding; the input is then in fuzz/artifacts/<target>/.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]   (needs `cargo install cargo-fuzz`)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(url_parse check_line extract engines_agree)

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "cargo-fuzz is not installed: cargo install cargo-fuzz --locked" >&2
  exit 2
fi

# Release build with debug assertions (and so overflow checks) on.
flags=(--sanitizer none --debug-assertions)
cargo fuzz build "${flags[@]}"
for target in "${targets[@]}"; do
  echo "== fuzz $target for ${seconds}s"
  cargo fuzz run "${flags[@]}" "$target" -- \
    -dict=fuzz/url.dict -max_len=4096 -rss_limit_mb=2048 -timeout=10 \
    -max_total_time="$seconds" -print_final_stats=1
done
