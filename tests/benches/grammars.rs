//! url-derive against pest_derive on every grammar of the pest-compatibility suite
//! (`tests/pest_compat.rs`), one criterion group per grammar; `build.rs` writes the
//! two parsers of each over the grammar files the suite reads.
//!
//! In each group, on the same inputs: url-derive's typed `parse`, `is_valid` and
//! `validate` of the grammar's entry rule (one per grammar, `entry` in `build.rs`,
//! wrapped as `bench_whole = { <entry> ~ EOI }` for both engines),
//! `url_runtime::walk_rules` over the trees `parse` made (parsed beforehand), and
//! pest_derive's `Parser::parse` (its `Pairs`). One iteration runs over every input
//! of the group.
//!
//! Inputs, where the suite gets them:
//! - JSON: pest_grammars' `benches/main.i18n.json` (697 KB, VS Code's translation
//!   strings) four times in one array, 2.8 MB; serde_json's `Value` runs too;
//! - TOML: pest_grammars' `tests/examples.toml` (5 KB, the TOML README's examples)
//!   400 times over, 2.1 MB (the grammar checks syntax only, so repeated tables
//!   parse);
//! - the other grammars with examples that their crates ship (http: pest_grammars'
//!   `tests/examples.http`; pest_meta's grammar: the five grammar files the suite
//!   lists): those files, as the suite reads them;
//! - every other grammar: derivations of the entry rule by the suite's deriver
//!   (`rfc1738_grammar_fuzz::derive::Deriver`, seeded with the grammar's name as
//!   in the suite), the first [`DERIVED`] that both engines accept (fewer where
//!   [`ATTEMPTS`] derivations give fewer).
//!
//! Each group prints where its inputs came from, how many and their size
//! (`inputs <grammar>: ...`). `scripts/grammar-bench.sh` runs this and prints the
//! table of docs/performance.md. Run alone: `cargo bench -p rfc1738-conformance
//! --bench grammars [-- <group>]`. Compare within a group.

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput};
use rfc1738_grammar_fuzz::derive::Deriver;

/// Derived inputs per grammar without shipped examples.
const DERIVED: usize = 500;
/// Most derivations tried for them.
const ATTEMPTS: usize = 50 * DERIVED;

/// A file of pest_grammars' package.
fn shipped(file: &str) -> String {
    let root = std::path::Path::new(env!("PEST_GRAMMARS_DIR"));
    std::fs::read_to_string(root.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// The JSON input.
fn json_input() -> Vec<String> {
    let doc = shipped("benches/main.i18n.json");
    vec![format!("[{}]", [doc.as_str(); 4].join(",\n"))]
}

/// The TOML input.
fn toml_input() -> Vec<String> {
    vec![shipped("tests/examples.toml").repeat(400)]
}

/// The suite's inputs for `rule` of the grammar `name` (its `files`): the examples
/// its crates ship for that rule, read whole, or else the first [`DERIVED`]
/// derivations of the rule that `accepts`; and where they came from.
fn suite_inputs(
    name: &str,
    files: &[&str],
    examples: &[(&str, &str, &str)],
    rule: &str,
    accepts: &dyn Fn(&str) -> bool,
) -> (Vec<String>, String) {
    let shipped: Vec<(&str, &str)> = examples
        .iter()
        .filter(|(_, of, _)| *of == rule)
        .map(|(path, _, shown)| (*path, *shown))
        .collect();
    if !shipped.is_empty() {
        let inputs = shipped
            .iter()
            .map(|(path, _)| {
                std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
            })
            .collect();
        let shown: Vec<&str> = shipped.iter().map(|(_, shown)| *shown).collect();
        return (inputs, shown.join(", "));
    }
    let text: String = files
        .iter()
        .map(|path| std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}")))
        .collect();
    let mut deriver = Deriver::new(&text, name);
    let inputs: Vec<String> = (0..ATTEMPTS)
        .map(|_| deriver.derive(rule))
        .filter(|input| accepts(input))
        .take(DERIVED)
        .collect();
    let source = format!("derivations of `{rule}` accepted by both engines");
    (inputs, source)
}

/// A group over `inputs`, configured alike for every grammar: each sample is long
/// enough on the small inputs, and the whole run stays within minutes.
fn group<'c>(c: &'c mut Criterion, name: &str, inputs: &[String]) -> BenchmarkGroup<'c, WallTime> {
    let bytes: usize = inputs.iter().map(String::len).sum();
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Bytes(bytes as u64));
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));
    group
}

/// `fn bench(c)` in a module of `bench_parsers.rs`: the group of that module's
/// grammar, parsing `bench_whole` (its entry rule, whole) on the inputs of
/// [`given_inputs`] or else the suite's.
macro_rules! bench_grammar {
    () => {
        /// This grammar's group.
        pub fn bench(c: &mut ::criterion::Criterion) {
            use ::pest::Parser as _;
            use typed::BenchWhole;
            let name = module_path!().rsplit("::").next().expect("a module");
            let accepts = |input: &str| {
                BenchWhole::is_valid(input) && Reference::parse(Rule::bench_whole, input).is_ok()
            };
            let (inputs, source) = match crate::given_inputs(name) {
                Some(given) => given,
                None => crate::suite_inputs(name, FILES, EXAMPLES, ENTRY, &accepts),
            };
            assert!(!inputs.is_empty(), "{name}: no input");
            for input in &inputs {
                if !accepts(input) {
                    let start: String = input.chars().take(60).collect();
                    panic!(
                        "{name}: an input of {} bytes, {start:?}..., is rejected: url-derive {:?}, pest_derive {:?}",
                        input.len(),
                        BenchWhole::validate(input).map_err(|e| e.render()),
                        Reference::parse(Rule::bench_whole, input).map(|_| ()).map_err(|e| e.to_string()),
                    );
                }
            }
            let bytes: usize = inputs.iter().map(String::len).sum();
            println!(
                "inputs {name}: {} inputs, {bytes} bytes, rule {ENTRY}: {source}",
                inputs.len()
            );
            let trees: Vec<BenchWhole<'_>> = inputs
                .iter()
                .map(|input| BenchWhole::parse(input).expect("accepted"))
                .collect();
            let mut group = crate::group(c, name, &inputs);
            group.bench_function("url-derive parse", |b| {
                b.iter(|| {
                    for input in &inputs {
                        ::std::hint::black_box(&BenchWhole::parse(input));
                    }
                })
            });
            group.bench_function("url-derive is_valid", |b| {
                b.iter(|| {
                    for input in &inputs {
                        ::std::hint::black_box(BenchWhole::is_valid(input));
                    }
                })
            });
            group.bench_function("url-derive validate", |b| {
                b.iter(|| {
                    for input in &inputs {
                        ::std::hint::black_box(&BenchWhole::validate(input));
                    }
                })
            });
            group.bench_function("url-derive walk_rules", |b| {
                b.iter(|| {
                    let mut nodes = 0usize;
                    for tree in &trees {
                        ::url_runtime::walk_rules(tree, &mut |_, _| nodes += 1);
                    }
                    ::std::hint::black_box(nodes)
                })
            });
            group.bench_function("pest_derive Pairs", |b| {
                b.iter(|| {
                    for input in &inputs {
                        ::std::hint::black_box(&Reference::parse(Rule::bench_whole, input));
                    }
                })
            });
            crate::extra(name, &mut group, &inputs);
            group.finish();
        }
    };
}

include!(concat!(env!("OUT_DIR"), "/bench_parsers.rs"));

/// The inputs of the grammars that do not take the suite's, and where they come
/// from: bigger documents of the same crate, for JSON and TOML.
fn given_inputs(name: &str) -> Option<(Vec<String>, String)> {
    match name {
        "json" => Some((
            json_input(),
            "pest_grammars' benches/main.i18n.json, 4 times in an array".to_owned(),
        )),
        "toml" => Some((
            toml_input(),
            "pest_grammars' tests/examples.toml, 400 times".to_owned(),
        )),
        _ => None,
    }
}

/// More rows of a grammar's group: serde_json's `Value` on the JSON inputs.
fn extra(name: &str, group: &mut BenchmarkGroup<'_, WallTime>, inputs: &[String]) {
    if name == "json" {
        serde_json_value(group, inputs);
    }
}

/// serde_json's `Value` on the JSON inputs, beside the two engines.
fn serde_json_value(group: &mut BenchmarkGroup<'_, WallTime>, inputs: &[String]) {
    group.bench_function("serde_json Value", |b| {
        b.iter(|| {
            for input in inputs {
                black_box(&serde_json::from_str::<serde_json::Value>(input).expect("valid"));
            }
        })
    });
}

criterion::criterion_group!(benches, every_grammar);
criterion::criterion_main!(benches);
