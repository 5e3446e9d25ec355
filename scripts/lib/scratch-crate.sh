# Sourced by the compile-cost scripts: `scratch_crate DIR ENGINE` writes a crate
# `scratch` in DIR, outside the workspace, whose lib.rs applies ENGINE (`url-derive`
# or `pest_derive`) to DIR/grammar.pest (the caller writes that file), with this
# workspace's Cargo.lock and pest_derive with `grammar-extras`, as the workspace
# has it. Needs `root`, the workspace's directory.
scratch_crate() { # dir, engine
  local deps lib
  mkdir -p "$1/src"
  cp "$root/Cargo.lock" "$1/Cargo.lock"
  if [ "$2" = url-derive ]; then
    deps="url-derive = { path = \"$root/url-derive\" }
url-runtime = { path = \"$root/url-runtime\" }"
    lib='#[url_derive::grammar("grammar.pest")]
pub mod ast {}'
  else
    deps='pest = "=2.9.6"
pest_derive = { version = "=2.9.6", features = ["grammar-extras"] }'
    lib='#[derive(pest_derive::Parser)]
#[grammar = "../grammar.pest"]
pub struct Parser;'
  fi
  printf '[package]\nname = "scratch"\nversion = "0.0.0"\nedition = "2021"\n\n[workspace]\n\n[dependencies]\n%s\n' "$deps" >"$1/Cargo.toml"
  # The limit the compiler asks for on deep grammars: url-derive's types nest as
  # deep as the rule graph, and proving an auto trait (`Unpin`) of the outermost
  # goes through every level (128 is too few for deep-grammar.sh's 60 sections).
  printf '#![recursion_limit = "512"]\n%s\n' "$lib" >"$1/src/lib.rs"
}
