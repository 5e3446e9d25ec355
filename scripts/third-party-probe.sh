#!/usr/bin/env bash
# Differential probe of url-derive against pest_derive on the grammars of published
# crates: does url-derive compile each grammar, and agree with pest on inputs drawn
# from the crate itself and from the grammar?
#
# Grammars: the list `probes` below (a short name, the crate, its exact version, the
# grammar's path inside the crate, and the rules the crate's own strings are parsed
# as). Each crate is downloaded from crates.io into the scratch directory (nothing of
# it enters this repository) and read there.
#
# For each grammar, a scratch crate outside the workspace (this workspace's
# Cargo.lock, pest_derive with `grammar-extras` as the workspace has it) whose lib
# applies both pest_derive and url-derive to the grammar plus a wrapper
# `probe_whole_<r> = { SOI ~ <r> ~ EOI }` for every rule r but WHITESPACE and
# COMMENT (read from the grammar's text; the harness names a rule without its
# wrapper, and compares nothing then), and whose binary is
# scripts/third-party-probe/harness.rs, depending on tests/grammar-fuzz
# (rfc1738-grammar-fuzz) by path: its `reference`, `observe` and `outcome` modules
# read both engines' results, its `derive` draws inputs.
# Inputs, all made at run time:
#
# - the crate's string literals (every `.rs` file, parsed with syn, literals inside
#   macro invocations included) and the whole text of its other files under tests/
#   and examples/, each parsed as every main rule of the list;
# - a deletion, an insertion and a swap of neighbours at random places of each;
# - ROUNDS derivations of every rule (grammar-fuzz's `derive`), a mutation of
#   each, and a random string per round and main rule.
#
# Each (rule, input) is compared through the wrapper (verdict; on acceptance every
# node, `walk_rules` against pest's `pairs.flatten()`, name and span; on rejection
# the error's offset and its expected and unexpected rules) and, for a rule that is
# not silent, bare (verdict, and nodes on acceptance: pest's bare rule may match a
# prefix, which is url-derive's rejection). url-derive must also keep its own
# promises, as grammar-fuzz's `observe` checks them: `validate_rule` agrees with
# `parse_rule` (verdict, and the error on rejection), every node of the typed tree
# has its span's text, prints it back, and has the same children by both child
# visitors; and it must not panic (both engines run under catch_unwind). pest
# gives up past grammar-fuzz's call limit (200,000 calls; deep recursion): such
# pairs are counted as "pest give-ups" and not compared. Pairs on which pest
# panics are counted as "pest panics"; url-derive must still answer them without a
# panic and keep its own promises.
#
# One line per grammar: rules, inputs ((rule, input) pairs), agreements,
# disagreements, pest give-ups; then the first SHOW disagreements in full (rule,
# input as a Rust debug string, both outcomes, each promise of url-derive's that
# did not hold). Exit status 1 if any grammar disagrees, if url-derive fails to
# compile a grammar pest_derive compiles, if the download or pest_derive fails
# (a broken entry of the list), or if the harness fails to compile against the
# grammar's `Rule` or finds a rule without its wrapper (the probe's own fault).
#
# Usage: scripts/third-party-probe.sh [NAME...]   (default: every entry; NAME is the
#        short name or the crate's name)
# Environment: SEED (default 1; the same seed gives the same inputs), ROUNDS
# (derivation rounds, default 20), SHOW (disagreements printed per grammar, default
# 5), PROFILE (cargo profile of the scratch crates, default release), KEEP=1 keeps
# the scratch directory (its path is printed), WORK=DIR uses and keeps DIR instead
# (a kept one has the crates downloaded and the dependencies built),
# CARGO_TARGET_DIR (default WORK/target, shared by the scratch crates).
# PERTURB=1 is the self-check: the harness drops url-derive's last node of every
# accepted input, so every grammar must then report disagreements (and the script
# exit 1); a run that agrees under PERTURB=1 compares nothing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${WORK:-$(mktemp -d)}
if [ "${KEEP:-}" = 1 ] || [ -n "${WORK:-}" ]; then
  echo "scratch directory: $work" >&2
else
  trap 'rm -rf "$work"' EXIT
fi
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$work/target}
profile=${PROFILE:-release}
out_dir=$CARGO_TARGET_DIR/$([ "$profile" = dev ] && echo debug || echo "$profile")

# name|crate|version|grammar path in the crate|main rules (comma-separated)
probes=(
  "tera|tera|1.20.1|src/parser/tera.pest|template"
  "handlebars|handlebars|6.4.4|src/grammar.pest|handlebars,template"
  "json5|json5|0.4.1|src/json5.pest|text,value"
  "jsonpath|jsonpath-rust|0.7.5|src/parser/grammar/json_path.pest|path"
  "liquid|liquid-core|0.26.11|src/parser/grammar.pest|LiquidFile,LaxLiquidFile"
  "graphql|async-graphql-parser|7.2.1|src/graphql.pest|executable_document,service_document"
  "hcl|hcl-rs|0.12.3|src/parser/grammar/hcl.pest|Hcl,HclTemplate,Expression"
  "pyliteral|py_literal|0.4.0|src/grammar.pest|start,value"
  "graphviz|graphviz-rust|0.9.9|src/grammar/dot.pest|file"
  "caith|caith|4.2.4|src/caith.pest|command"
  "xlformula|xlformula_engine|0.1.18|src/grammar.pest|formula"
  "openinghours|opening-hours-syntax|2.1.4|src/grammar.pest|input_opening_hours,opening_hours"
  "semver|semver-parser|0.10.3|src/semver.pest|range_set,range"
  "dockerfile|dockerfile-parser|0.9.0|src/dockerfile_parser.pest|dockerfile"
  "prql|prql-compiler|0.5.2|src/parser/prql.pest|statements"
  "calyx|calyx-frontend|0.7.1|src/syntax.pest|file"
  "conventionalcommit|conventional_commit_parser|0.9.4|src/grammar.pest|message,summary,body,footers"
  "wdl|wdl-grammar|0.3.0|src/v1/wdl.pest|document"
  "cddl|cddl|0.10.7|cddl.pest|cddl"
  "rst|rst_parser|0.4.2|src/rst.pest|document"
  "html|html_parser|0.7.0|src/grammar/rules.pest|html"
  "leo|leo-grammar|1.0.7|src/leo.pest|file"
  "email|email-address-parser|2.0.2|src/rfc5322.pest|address_single,address_single_obs"
  "requirements|requirements|0.3.0|src/parser/requirements.pest|requirement_file"
  "smithy|atelier_smithy|0.2.13|src/smithy.pest|idl"
  "smithyselector|atelier_smithy|0.2.13|src/selector.pest|input"
)

selected=()
if (($#)); then
  for want in "$@"; do
    found=""
    for entry in "${probes[@]}"; do
      IFS='|' read -r name krate _ <<<"$entry"
      if [ "$want" = "$name" ] || [ "$want" = "$krate" ]; then
        selected+=("$entry")
        found=1
      fi
    done
    [ -n "$found" ] || { echo "no probe named $want" >&2; exit 2; }
  done
else
  selected=("${probes[@]}")
fi

# A Rust string literal of $1.
rust_str() { printf '"%s"' "$(sed 's/\\/\\\\/g; s/"/\\"/g' <<<"$1" | awk 'NR > 1 { printf "\\n" } { printf "%s", $0 }')"; }

# Writes the scratch crate of one grammar in DIR.
scratch() { # dir, name, grammar path
  local dir=$1 name=$2 grammar=$3 rules wrappers="" rule
  mkdir -p "$dir/src"
  cp "$root/Cargo.lock" "$dir/Cargo.lock"
  # Rule definitions: `name = {`, with an optional modifier and tag-less attribute,
  # the name first on its line; the rest may be on the lines after it (the grammar
  # is read whole, -z), with `//` comments between `=` and the brace.
  rules=$(grep -zoP '(?m)^[ \t]*(#\[[^\]\n]*\][ \t]*)?\K[A-Za-z_]\w*(?=\s*=(\s|//[^\n]*)*[_@$!]?\s*\{)' "$grammar" |
    tr '\0' '\n' | awk '!seen[$0]++')
  for rule in $rules; do
    case $rule in WHITESPACE | COMMENT) continue ;; esac
    wrappers+="probe_whole_$rule = { SOI ~ $rule ~ EOI }"$'\n'
  done
  cat >"$dir/Cargo.toml" <<EOF
[package]
name = "probe_$name"
version = "0.0.0"
edition = "2021"
publish = false

[workspace]

[features]
# The comparison binary, and grammar-fuzz, which only it uses.
url = ["dep:rfc1738-grammar-fuzz"]

[dependencies]
url-derive = { path = "$root/url-derive" }
url-runtime = { path = "$root/url-runtime" }
rfc1738-grammar-fuzz = { path = "$root/tests/grammar-fuzz", optional = true }
pest = "=2.9.6"
pest_derive = { version = "=2.9.6", features = ["grammar-extras"] }
pest_meta = { version = "=2.9.6", features = ["grammar-extras"] }
syn = { version = "2", features = ["full", "visit"] }
proc-macro2 = "1"

[[bin]]
name = "probe"
path = "src/main.rs"
required-features = ["url"]
EOF
  local path wrap
  path=$(rust_str "$grammar")
  wrap=$(rust_str "${wrappers%$'\n'}")
  cat >"$dir/src/lib.rs" <<EOF
#![recursion_limit = "512"]

#[derive(pest_derive::Parser)]
#[grammar = $path]
#[grammar_inline = $wrap]
pub struct Reference;

#[cfg(feature = "url")]
#[url_derive::grammar($path, inline = $wrap)]
pub mod typed {}

pub const GRAMMAR: &str = $path;
EOF
  cat >"$dir/src/main.rs" <<EOF
extern crate probe_$name as probe_lib;

include!("$root/scripts/third-party-probe/harness.rs");
EOF
}

status=0
mkdir -p "$work/crates"
for entry in "${selected[@]}"; do
  IFS='|' read -r name krate version grammar_path mains <<<"$entry"
  src=$work/crates/$krate-$version
  if [ ! -d "$src" ]; then
    # The API's download URL redirects to static.crates.io: either will do.
    if ! { curl -sSfL "https://crates.io/api/v1/crates/$krate/$version/download" 2>/dev/null ||
      curl -sSfL "https://static.crates.io/crates/$krate/$krate-$version.crate"; } | tar xz -C "$work/crates"; then
      echo "$name: download of $krate $version failed" >&2
      status=1
      continue
    fi
  fi
  grammar=$src/$grammar_path
  if [ ! -f "$grammar" ]; then
    echo "$name: no $grammar_path in $krate $version" >&2
    status=1
    continue
  fi
  dir=$work/probe-$name
  scratch "$dir" "$name" "$grammar"
  cd "$dir"
  if ! cargo build --profile "$profile" --lib >"$work/log" 2>&1; then
    tail -n 30 "$work/log" >&2
    echo "$name ($krate $version): pest_derive fails on the grammar (entry broken?)"
    status=1
    continue
  fi
  if ! cargo build --profile "$profile" --features url --lib >"$work/log" 2>&1; then
    grep -E -A12 '^error' "$work/log" | head -n 60 >&2
    echo "$name ($krate $version): url-derive FAILS to compile a grammar pest_derive compiles"
    status=1
    continue
  fi
  if ! cargo build --profile "$profile" --features url --bin probe >"$work/log" 2>&1; then
    grep -E -A12 '^error' "$work/log" | head -n 60 >&2
    echo "$name ($krate $version): the harness fails to compile against the grammar's Rule"
    status=1
    continue
  fi
  if "$out_dir/probe" "$src" "$mains" >"$work/out" 2>&1; then
    sed "1s/^/$name ($krate $version): /" "$work/out"
  else
    sed "1s/^/$name ($krate $version): /" "$work/out"
    status=1
  fi
done
exit $status
