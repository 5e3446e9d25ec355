//! Writes the batch of grammars this package compiles (`$OUT_DIR/batch.rs`): one
//! module per grammar, holding url-derive's parser and pest_derive's, over the
//! grammar with an entry-point rule per rule (`grammar_gen::with_entry_points`).
//! `GRAMMAR_FUZZ_DERIVE` says which grammars get pest_derive's parser: `1` (the
//! default) every one, `0` none, `where-vm-differs` those that pest_vm reads
//! otherwise than pest_derive (`grammar_gen::pest_vm_differs`).
//!
//! The grammars: every `*.pest` file of the directory `GRAMMAR_FUZZ_DIR` names
//! (a campaign's batch), or else the seed set (the first [`SEEDS`] grammars of
//! `grammar_gen`) and the regression corpus (`corpus/*.pest`).

#[path = "src/corpus.rs"]
#[allow(dead_code)]
mod corpus;
#[path = "src/grammar_gen.rs"]
#[allow(dead_code)]
mod grammar_gen;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Grammars in the seed set that `cargo test` compiles and compares.
const SEEDS: u64 = 48;

/// The options of the seed set's grammars.
const SEED_CONFIG: grammar_gen::Config = grammar_gen::Config {
    confusable_names: false,
    atomic_calls_own_atomicity: false,
};

/// Which grammars of the batch get pest_derive's parser.
#[derive(Clone, Copy)]
enum Derive {
    All,
    None,
    WhereVmDiffers,
}

struct Entry {
    name: String,
    text: String,
    inputs: Vec<(String, String)>,
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/grammar_gen.rs");
    println!("cargo:rerun-if-changed=src/corpus.rs");
    println!("cargo:rerun-if-env-changed=GRAMMAR_FUZZ_DIR");
    println!("cargo:rerun-if-env-changed=GRAMMAR_FUZZ_DERIVE");
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let entries = match std::env::var_os("GRAMMAR_FUZZ_DIR") {
        Some(dir) => directory(Path::new(&dir)),
        None => {
            let mut entries: Vec<Entry> = (0..SEEDS)
                .map(|seed| Entry {
                    name: format!("seed-{seed}"),
                    text: grammar_gen::generate(seed, SEED_CONFIG).0,
                    inputs: Vec::new(),
                })
                .collect();
            entries.extend(directory(&manifest.join("corpus")));
            entries
        }
    };
    let derive = match std::env::var("GRAMMAR_FUZZ_DERIVE").as_deref() {
        Err(_) | Ok("1") => Derive::All,
        Ok("0") => Derive::None,
        Ok("where-vm-differs") => Derive::WhereVmDiffers,
        Ok(other) => {
            panic!("GRAMMAR_FUZZ_DERIVE is {other:?}; it is `1`, `0` or `where-vm-differs`")
        }
    };
    let mut out = String::new();
    let mut table = Vec::new();
    for (index, entry) in entries.iter().enumerate() {
        let derive = match derive {
            Derive::All => true,
            Derive::None => false,
            Derive::WhereVmDiffers => grammar_gen::pest_vm_differs(&entry.text),
        };
        write_module(&mut out, index, entry, derive);
        table.push(format!("g{index}::COMPILED"));
    }
    writeln!(
        out,
        "/// Every grammar of the batch.\npub static BATCH: &[&::rfc1738_grammar_fuzz::Compiled] = &[{}];",
        table
            .iter()
            .map(|t| format!("&{t}"))
            .collect::<Vec<_>>()
            .join(", ")
    )
    .unwrap();
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it"));
    std::fs::write(out_dir.join("batch.rs"), out).expect("OUT_DIR is writable");
}

/// The `*.pest` files of `dir`, by name.
fn directory(dir: &Path) -> Vec<Entry> {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read the grammar directory {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "pest"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            println!("cargo:rerun-if-changed={}", path.display());
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            let inputs =
                corpus::inputs(&text).unwrap_or_else(|why| panic!("{}: {why}", path.display()));
            Entry {
                name: path
                    .file_stem()
                    .expect("a file")
                    .to_string_lossy()
                    .into_owned(),
                text,
                inputs,
            }
        })
        .collect()
}

fn write_module(out: &mut String, index: usize, entry: &Entry, derive: bool) {
    let (wrapped, rules) = grammar_gen::with_entry_points(&entry.text);
    let derived = if derive {
        let arms: String = rules
            .iter()
            .map(|rule| format!("{rule:?} => Rule::{},\n", grammar_gen::entry_point(rule)))
            .collect();
        format!(
            r#"
    #[derive(::pest_derive::Parser)]
    #[grammar_inline = {wrapped:?}]
    pub struct Reference;

    fn derived(rule: &str, input: &str) -> ::rfc1738_grammar_fuzz::Outcome {{
        let rule = match rule {{
            {arms}
            _ => return ::rfc1738_grammar_fuzz::Outcome::NoSuchRule,
        }};
        ::rfc1738_grammar_fuzz::reference::pest_outcome(
            || <Reference as ::pest::Parser<Rule>>::parse(rule, input),
            ::rfc1738_grammar_fuzz::reference::derived_name,
        )
    }}"#
        )
    } else {
        String::new()
    };
    let inputs: String = entry
        .inputs
        .iter()
        .map(|(rule, input)| format!("({rule:?}, {input:?}), "))
        .collect();
    writeln!(
        out,
        r#"
/// Grammar `{name}`.
mod g{index} {{
    #[::url_derive::grammar(inline = {wrapped:?})]
    pub mod typed {{}}
{derived}
    fn typed_run(rule: &str, input: &str) -> ::rfc1738_grammar_fuzz::observe::Observed {{
        let entry = ::rfc1738_grammar_fuzz::grammar_gen::entry_point(rule);
        ::rfc1738_grammar_fuzz::observe::observe(
            input,
            typed::parse_rule(&entry, input),
            typed::validate_rule(&entry, input),
        )
    }}

    pub static COMPILED: ::rfc1738_grammar_fuzz::Compiled = ::rfc1738_grammar_fuzz::Compiled {{
        name: {name:?},
        text: {text:?},
        inputs: &[{inputs}],
        typed: typed_run,
        derived: {derived_field},
    }};
}}"#,
        name = entry.name,
        text = entry.text,
        derived_field = if derive { "Some(derived)" } else { "None" },
    )
    .unwrap();
}
