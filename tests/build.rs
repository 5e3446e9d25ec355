//! Writes the pest-compatibility suite's parsers (`$OUT_DIR/pest_compat.rs`, included
//! by `tests/pest_compat.rs`, and `$OUT_DIR/bench_parsers.rs`, for
//! `benches/grammars.rs`): for every grammar that pest's published crates ship,
//! and for this suite's own four, a `pest_derive` parser and a `url-derive` module
//! over the same files. Third-party grammars are read where cargo unpacked their
//! crates (found with `cargo metadata`), never copied into this repository.
//!
//! In the suite (not the benchmark), each grammar gets one extra rule per rule, `compat_whole_<rule> = { SOI ~ <rule>
//! ~ EOI }` (an inline grammar given to both engines), so that both must match the
//! whole input and every rule can be an entry point.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A grammar of the suite: its crate (`None` for this repository's own), the files
/// in order (relative to the crate's root), and example inputs that published
/// crates ship: each a crate, a file in it, and the rule it is an example of.
struct Spec {
    name: &'static str,
    krate: Option<&'static str>,
    files: &'static [&'static str],
    /// The rule the benchmark parses: the rule a document of the grammar is, or
    /// for pest_derive's test grammars that have none, a rule with structure.
    entry: &'static str,
    examples: &'static [(&'static str, &'static str, &'static str)],
}

const SPECS: &[Spec] = &[
    Spec {
        name: "json",
        krate: Some("pest_grammars"),
        files: &["src/grammars/json.pest"],
        entry: "json",
        examples: &[
            ("pest_grammars", "tests/examples.json", "json"),
            ("pest_grammars", "benches/data.json", "json"),
        ],
    },
    Spec {
        name: "toml",
        krate: Some("pest_grammars"),
        files: &["src/grammars/toml.pest"],
        entry: "toml",
        examples: &[("pest_grammars", "tests/examples.toml", "toml")],
    },
    Spec {
        name: "http",
        krate: Some("pest_grammars"),
        files: &["src/grammars/http.pest"],
        entry: "http",
        examples: &[("pest_grammars", "tests/examples.http", "http")],
    },
    Spec {
        name: "sql",
        krate: Some("pest_grammars"),
        files: &["src/grammars/sql.pest"],
        entry: "Command",
        examples: &[],
    },
    Spec {
        name: "pest_derive_grammar",
        krate: Some("pest_derive"),
        files: &["tests/grammar.pest"],
        entry: "repeat_mutate_stack",
        examples: &[],
    },
    Spec {
        name: "implicit",
        krate: Some("pest_derive"),
        files: &["tests/implicit.pest"],
        entry: "program",
        examples: &[],
    },
    Spec {
        name: "lists",
        krate: Some("pest_derive"),
        files: &["tests/lists.pest"],
        entry: "lists",
        examples: &[],
    },
    Spec {
        name: "nested_expr",
        krate: Some("pest_derive"),
        files: &["tests/nested_expr.pest"],
        entry: "expression",
        examples: &[],
    },
    Spec {
        name: "oneormore",
        krate: Some("pest_derive"),
        files: &["tests/oneormore.pest"],
        entry: "assign",
        examples: &[],
    },
    Spec {
        name: "opt",
        krate: Some("pest_derive"),
        files: &["tests/opt.pest"],
        entry: "expr",
        examples: &[],
    },
    Spec {
        name: "reporting",
        krate: Some("pest_derive"),
        files: &["tests/reporting.pest"],
        entry: "choices_a_progress",
        examples: &[],
    },
    Spec {
        name: "surround",
        krate: Some("pest_derive"),
        files: &["tests/surround.pest"],
        entry: "Quote",
        examples: &[],
    },
    Spec {
        name: "calc",
        krate: Some("pest_derive"),
        files: &["examples/base.pest", "examples/calc.pest"],
        entry: "program",
        examples: &[],
    },
    Spec {
        name: "help_menu",
        krate: Some("pest_derive"),
        files: &["examples/help-menu.pest"],
        entry: "HelpMenu",
        examples: &[],
    },
    Spec {
        name: "pest_meta_grammar",
        krate: Some("pest_meta"),
        files: &["src/grammar.pest"],
        entry: "grammar_rules",
        examples: &[
            ("pest_meta", "src/grammar.pest", "grammar_rules"),
            ("pest_derive", "tests/grammar.pest", "grammar_rules"),
            ("pest_derive", "examples/calc.pest", "grammar_rules"),
            ("pest_grammars", "src/grammars/toml.pest", "grammar_rules"),
            ("pest_grammars", "src/grammars/sql.pest", "grammar_rules"),
        ],
    },
    Spec {
        name: "calculator",
        krate: None,
        files: &["grammars/compat/calculator.pest"],
        entry: "calculation",
        examples: &[],
    },
    Spec {
        name: "csv",
        krate: None,
        files: &["grammars/compat/csv.pest"],
        entry: "file",
        examples: &[],
    },
    Spec {
        name: "ini",
        krate: None,
        files: &["grammars/compat/ini.pest"],
        entry: "file",
        examples: &[],
    },
    Spec {
        name: "trivia",
        krate: None,
        files: &["grammars/compat/trivia.pest"],
        entry: "program",
        examples: &[],
    },
];

/// Rules of the suite's grammars that are compiled but not compared, and why.
const NOT_COMPARED: &[(&str, &str, &str)] = &[];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=grammars/compat");
    let manifest_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let crates = match registry_crates(&manifest_dir) {
        Ok(crates) => crates,
        Err(why) => return write_unavailable(&why),
    };
    if let Some((root, _)) = crates.get("pest_grammars") {
        println!("cargo:rustc-env=PEST_GRAMMARS_DIR={}", root.display());
    }
    let mut out = String::new();
    let mut table = Vec::new();
    for (index, spec) in SPECS.iter().enumerate() {
        let (root, version) = match spec.krate {
            Some(krate) => {
                let (root, version) = crates.get(krate).unwrap_or_else(|| {
                    panic!("`cargo metadata` lists no package {krate}: the pest-compatibility suite needs it")
                });
                (root.clone(), version.clone())
            }
            None => (manifest_dir.clone(), "this repository".to_owned()),
        };
        let paths: Vec<PathBuf> = spec.files.iter().map(|file| root.join(file)).collect();
        let mut text = String::new();
        for path in &paths {
            println!("cargo:rerun-if-changed={}", path.display());
            text.push_str(
                &std::fs::read_to_string(path)
                    .unwrap_or_else(|e| panic!("cannot read grammar {}: {e}", path.display())),
            );
        }
        let rules = rule_names(&text);
        let examples: Vec<(String, &str)> = spec
            .examples
            .iter()
            .map(|(krate, file, rule)| {
                let (root, _) = crates
                    .get(*krate)
                    .unwrap_or_else(|| panic!("`cargo metadata` lists no package {krate}"));
                (root.join(file).display().to_string(), *rule)
            })
            .collect();
        write_module(&mut out, index, spec, &version, &paths, &rules, &examples);
        table.push(format!("&g{index}::GRAMMAR"));
    }
    let bench: String = SPECS
        .iter()
        .map(|spec| bench_module(spec, &crates, &manifest_dir))
        .chain([format!(
            "/// Every grammar's group.\npub fn every_grammar(c: &mut ::criterion::Criterion) {{\n{}}}\n",
            SPECS
                .iter()
                .map(|spec| format!("    {}::bench(c);\n", spec.name))
                .collect::<String>()
        )])
        .collect();
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it"));
    std::fs::write(out_dir.join("bench_parsers.rs"), bench).expect("OUT_DIR is writable");
    writeln!(out, "/// Every grammar of the suite.").unwrap();
    writeln!(
        out,
        "pub static GRAMMARS: &[&Grammar] = &[{}];",
        table.join(", ")
    )
    .unwrap();
    std::fs::write(out_dir.join("pest_compat.rs"), out).expect("OUT_DIR is writable");
}

/// The benchmark's module for `spec` (`benches/grammars.rs`): both engines over the
/// grammar's files and one more rule, `bench_whole = { <entry> ~ EOI }`, so that
/// the entry rule has a type even when it is silent and both engines match the
/// whole input (no `SOI ~` first: with implicit whitespace, its skip would take the
/// leading comments that an entry starting with `SOI` must see); with the file paths and the shipped examples, read as the suite
/// reads them; and `bench_grammar!()`, which the benchmark defines.
fn bench_module(
    spec: &Spec,
    crates: &HashMap<String, (PathBuf, String)>,
    manifest_dir: &Path,
) -> String {
    let root = match spec.krate {
        Some(krate) => crates[krate].0.clone(),
        None => manifest_dir.to_path_buf(),
    };
    let files: Vec<String> = spec
        .files
        .iter()
        .map(|file| format!("{:?}", root.join(file).display().to_string()))
        .collect();
    let pest_attrs: String = files
        .iter()
        .map(|f| format!("    #[grammar = {f}]\n"))
        .collect();
    let examples: Vec<String> = spec
        .examples
        .iter()
        .map(|(krate, file, rule)| {
            let (root, version) = &crates[*krate];
            let path = root.join(file).display().to_string();
            let shown = format!("{krate} {version}'s {file}");
            format!("({path:?}, {rule:?}, {shown:?})")
        })
        .collect();
    let wrapper = format!("bench_whole = {{ {} ~ EOI }}\n", spec.entry);
    format!(
        "/// The suite's `{name}` grammar, through both engines.\npub mod {name} {{\n    #[derive(::pest_derive::Parser)]\n{pest_attrs}    #[grammar_inline = {wrapper:?}]\n    pub struct Reference;\n\n    #[::url_derive::grammar({files}, inline = {wrapper:?})]\n    pub mod typed {{}}\n\n    /// The grammar's files, in order.\n    pub const FILES: &[&str] = &[{files}];\n    /// The examples its crates ship: each file, the rule it is an example of, and\n    /// where it comes from.\n    pub const EXAMPLES: &[(&str, &str, &str)] = &[{examples}];\n    /// The rule `bench_whole` wraps.\n    pub const ENTRY: &str = {entry:?};\n\n    bench_grammar!();\n}}\n",
        name = spec.name,
        entry = spec.entry,
        files = files.join(", "),
        examples = examples.join(", "),
    )
}

/// Writes both generated files as a `compile_error!` that says why the grammars
/// could not be found, so that the suite and the benchmark fail to build with that
/// reason, while the package's library still builds: `cargo package` verifies the
/// packaged crate outside the workspace, where `cargo metadata` cannot resolve the
/// workspace's own crates.
fn write_unavailable(why: &str) {
    let message = format!(
        "the pest-compatibility suite reads pest's grammars where cargo unpacked them, \
         and `cargo metadata` could not list them (run it from the workspace): {why}"
    );
    let code = format!("::core::compile_error!({message:?});\n");
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it"));
    for file in ["pest_compat.rs", "bench_parsers.rs"] {
        std::fs::write(out_dir.join(file), &code).expect("OUT_DIR is writable");
    }
}

/// The root directory and version of every package `cargo metadata` lists, or why
/// `cargo metadata` failed.
fn registry_crates(manifest_dir: &Path) -> Result<HashMap<String, (PathBuf, String)>, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    // Only the packages this build uses: those cargo has already unpacked.
    let target = std::env::var("TARGET").expect("cargo sets it");
    let output = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--offline", "--locked"])
        .args(["--filter-platform", &target])
        .current_dir(manifest_dir)
        .output()
        .expect("cargo metadata runs");
    if !output.status.success() {
        return Err(format!(
            "cargo metadata failed: {}",
            String::from_utf8_lossy(&output.stderr).trim_end()
        ));
    }
    let metadata: serde_json::Value =
        serde_json::from_slice(&output.stdout).expect("cargo metadata prints JSON");
    let mut crates = HashMap::new();
    for package in metadata["packages"].as_array().into_iter().flatten() {
        let (Some(name), Some(version), Some(manifest)) = (
            package["name"].as_str(),
            package["version"].as_str(),
            package["manifest_path"].as_str(),
        ) else {
            continue;
        };
        if let Some(root) = Path::new(manifest).parent() {
            crates.insert(name.to_owned(), (root.to_path_buf(), version.to_owned()));
        }
    }
    Ok(crates)
}

/// The names of the grammar's rules, in order, read with pest_meta.
fn rule_names(text: &str) -> Vec<String> {
    let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text)
        .unwrap_or_else(|e| panic!("grammar does not parse: {e}"));
    let rules = pest_meta::parser::consume_rules(pairs)
        .unwrap_or_else(|e| panic!("grammar is invalid: {e:?}"));
    rules.into_iter().map(|rule| rule.name).collect()
}

fn write_module(
    out: &mut String,
    index: usize,
    spec: &Spec,
    version: &str,
    paths: &[PathBuf],
    rules: &[String],
    examples: &[(String, &str)],
) {
    let entries: Vec<&String> = rules
        .iter()
        .filter(|rule| !matches!(rule.as_str(), "WHITESPACE" | "COMMENT"))
        .collect();
    let not_compared: Vec<String> = NOT_COMPARED
        .iter()
        .filter(|(grammar, _, _)| *grammar == spec.name)
        .map(|(_, rule, reason)| format!("({rule:?}, {reason:?})"))
        .collect();
    let compared: Vec<&&String> = entries
        .iter()
        .filter(|rule| {
            !NOT_COMPARED
                .iter()
                .any(|(g, r, _)| *g == spec.name && *r == rule.as_str())
        })
        .collect();
    let wrappers: String = entries
        .iter()
        .map(|rule| format!("compat_whole_{rule} = {{ SOI ~ {rule} ~ EOI }}\n"))
        .collect();
    let files: Vec<String> = paths
        .iter()
        .map(|p| format!("{:?}", p.display().to_string()))
        .collect();
    let pest_attrs: String = files
        .iter()
        .map(|f| format!("#[grammar = {f}]\n"))
        .collect();
    let krate = spec.krate.unwrap_or("rfc1738-conformance");
    writeln!(
        out,
        r#"
/// The `{name}` grammar.
mod g{index} {{
    #[derive(::pest_derive::Parser)]
    {pest_attrs}#[grammar_inline = {wrappers:?}]
    pub struct Reference;

    #[::url_derive::grammar({files}, inline = {wrappers:?})]
    pub mod typed {{}}

    pub static GRAMMAR: super::Grammar = super::Grammar {{
        name: {name:?},
        krate: {krate:?},
        version: {version:?},
        paths: &[{files}],
        rules: &[{rules}],
        not_compared: &[{not_compared}],
        examples: &[{examples}],
        reference,
        typed: typed_parse,
    }};

    fn reference(rule: &str, input: &str) -> super::Outcome {{
        let rule = match rule {{
            {arms}
            _ => return super::Outcome::NoSuchRule,
        }};
        super::pest_outcome(rule, input, <Reference as ::pest::Parser<Rule>>::parse)
    }}

    fn typed_parse(rule: &str, input: &str) -> super::Observed {{
        let entry = format!("compat_whole_{{rule}}");
        super::observe(input, typed::parse_rule(&entry, input), typed::validate_rule(&entry, input))
    }}
}}"#,
        name = spec.name,
        files = files.join(", "),
        rules = compared
            .iter()
            .map(|r| format!("{r:?}"))
            .collect::<Vec<_>>()
            .join(", "),
        not_compared = not_compared.join(", "),
        examples = examples
            .iter()
            .map(|(path, rule)| format!("({path:?}, {rule:?})"))
            .collect::<Vec<_>>()
            .join(", "),
        arms = entries
            .iter()
            .map(|r| format!("{r:?} => Rule::compat_whole_{r},"))
            .collect::<String>(),
    )
    .unwrap();
}
