//! url-derive against pest_derive (and serde_json) on a few MB of JSON and TOML,
//! with pest_grammars' `json.pest` and `toml.pest` through both engines
//! (`build.rs` writes the two parsers of each).
//!
//! Data, from files pest_grammars ships (found where cargo unpacked it):
//! - JSON: `benches/main.i18n.json` (697 KB, VS Code's translation strings) four
//!   times in one array, 2.8 MB;
//! - TOML: `tests/examples.toml` (5 KB, the TOML README's examples) 400 times over,
//!   2.1 MB (the grammar checks syntax only, so repeated tables parse).
//!
//! Run: `cargo bench -p rfc1738-conformance --bench grammars`. Each group times the
//! engines on the same input in one run; compare within a group.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use pest::Parser as _;

include!(concat!(env!("OUT_DIR"), "/bench_parsers.rs"));

/// A file of pest_grammars' package.
fn shipped(file: &str) -> String {
    let root = std::path::Path::new(env!("PEST_GRAMMARS_DIR"));
    std::fs::read_to_string(root.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

fn json_input() -> String {
    let doc = shipped("benches/main.i18n.json");
    format!("[{}]", [doc.as_str(); 4].join(",\n"))
}

fn toml_input() -> String {
    shipped("tests/examples.toml").repeat(400)
}

fn bench_json(c: &mut Criterion) {
    let input = json_input();
    assert!(json::typed::Json::is_valid(&input), "the JSON input parses");
    let mut group = c.benchmark_group("json");
    group.throughput(Throughput::Bytes(input.len() as u64));
    group.sample_size(10);
    group.bench_function("url-derive parse", |b| {
        b.iter(|| json::typed::Json::parse(&input).expect("valid"))
    });
    group.bench_function("url-derive is_valid", |b| {
        b.iter(|| json::typed::Json::is_valid(&input))
    });
    group.bench_function("pest_derive Pairs", |b| {
        b.iter(|| json::Reference::parse(json::Rule::json, &input).expect("valid"))
    });
    group.bench_function("serde_json Value", |b| {
        b.iter(|| serde_json::from_str::<serde_json::Value>(&input).expect("valid"))
    });
    group.finish();
}

fn bench_toml(c: &mut Criterion) {
    let input = toml_input();
    assert!(toml::typed::Toml::is_valid(&input), "the TOML input parses");
    let mut group = c.benchmark_group("toml");
    group.throughput(Throughput::Bytes(input.len() as u64));
    group.sample_size(10);
    group.bench_function("url-derive parse", |b| {
        b.iter(|| toml::typed::Toml::parse(&input).expect("valid"))
    });
    group.bench_function("url-derive is_valid", |b| {
        b.iter(|| toml::typed::Toml::is_valid(&input))
    });
    group.bench_function("pest_derive Pairs", |b| {
        b.iter(|| toml::Reference::parse(toml::Rule::toml, &input).expect("valid"))
    });
    group.finish();
}

criterion_group!(benches, bench_json, bench_toml);
criterion_main!(benches);
