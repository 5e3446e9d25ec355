//! The parsing benchmarks of issue #7: every parser on the same lines, in one run.
//!
//! For each corpus file (see `common/mod.rs`) a criterion group named after the file
//! times one pass over all of its lines per iteration, so time per URL is the
//! iteration's time divided by the number of lines; the group's throughput is
//! `ElementsAndBytes` (URLs and bytes per second). A second group, `<file>.rejected`,
//! holds the lines that `ast::Url::is_valid` rejects (the invalid-input path), when
//! there are any.
//!
//! The parsers, by benchmark name:
//!
//! | name | what it runs |
//! |---|---|
//! | `ast-parse` | `url_grammar::ast::Url::parse` (generated, typed tree) |
//! | `Url-parse` | `url_grammar::Url::parse`: the tree held with its semantics, errors explained (section 2.2) |
//! | `ast-is_valid` | `url_grammar::ast::Url::is_valid` (generated, no tree) |
//! | `pest-reference` | `url_grammar::reference::classify(line, Mode::Strict)` |
//! | `production-lenient` | `url_grammar::production::classify(line, Mode::Lenient)` |
//! | `url` | `url::Url::parse` (WHATWG) |
//! | `fluent-uri` | `fluent_uri::Uri::parse` (RFC 3986) |
//! | `ada-url` | `ada_url::Url::parse(line, None)` (WHATWG, C++) |
//!
//! `scripts/bench.sh` runs this and prints the table from criterion's estimates.

mod common;

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{
    criterion_group, criterion_main, BenchmarkGroup, Criterion, SamplingMode, Throughput,
};
use url_grammar::ast;
use url_grammar::production::{self, Mode};
use url_grammar::reference;

use common::{corpus_files, Corpus};

/// Whether a parse succeeded, after showing its result to `black_box` by reference:
/// the parse cannot be optimised away, and no parser is timed moving its result
/// into `black_box` (a copy of `ast::Url`'s 264 bytes, or of any peer's result, is
/// no part of parsing). The result is dropped here, as a caller's would be.
fn seen<T, E>(result: Result<T, E>) -> bool {
    black_box(&result);
    result.is_ok()
}

/// Times one parser over all of `lines` in `g`, after telling how many it accepts.
/// `accepts` is generic, not a function pointer, so that each parser's loop is
/// compiled and inlined on its own; it keeps what it parsed alive until dropped, as a
/// caller would.
fn run(
    g: &mut BenchmarkGroup<'_, WallTime>,
    group: &str,
    lines: &[&str],
    name: &str,
    accepts: impl Fn(&str) -> bool,
) {
    let accepted = lines.iter().filter(|line| accepts(line)).count();
    eprintln!(
        "corpus {group}: {name} accepts {accepted} of {} lines",
        lines.len()
    );
    g.bench_function(name, |b| {
        b.iter(|| {
            let mut accepted = 0usize;
            for line in black_box(lines) {
                accepted += usize::from(accepts(line));
            }
            accepted
        })
    });
}

/// Times every parser over all of `lines` under the group `group`.
fn bench_lines(c: &mut Criterion, group: &str, lines: &[&str]) {
    let bytes: u64 = lines.iter().map(|line| line.len() as u64).sum();
    let mut g = c.benchmark_group(group);
    g.throughput(Throughput::ElementsAndBytes {
        elements: lines.len() as u64,
        bytes,
    });
    // One iteration is a whole file (tens of milliseconds): few, flat samples.
    g.sampling_mode(SamplingMode::Flat);
    run(&mut g, group, lines, "ast-parse", |line| {
        seen(ast::Url::parse(line))
    });
    run(&mut g, group, lines, "Url-parse", |line| {
        seen(url_grammar::Url::parse(line))
    });
    run(&mut g, group, lines, "ast-is_valid", |line| {
        black_box(ast::Url::is_valid(line))
    });
    run(&mut g, group, lines, "pest-reference", |line| {
        seen(reference::classify(line, Mode::Strict))
    });
    run(&mut g, group, lines, "production-lenient", |line| {
        seen(production::classify(line, Mode::Lenient))
    });
    run(&mut g, group, lines, "url", |line| {
        seen(url::Url::parse(line))
    });
    run(&mut g, group, lines, "fluent-uri", |line| {
        seen(fluent_uri::Uri::<&str>::parse(line))
    });
    run(&mut g, group, lines, "ada-url", |line| {
        seen(ada_url::Url::parse(line, None))
    });
    g.finish();
}

fn parse(c: &mut Criterion) {
    for path in corpus_files() {
        let corpus = Corpus::read(&path);
        let lines: Vec<&str> = corpus.lines.iter().map(String::as_str).collect();
        bench_lines(c, &corpus.name, &lines);
        let rejected: Vec<&str> = lines
            .iter()
            .copied()
            .filter(|line| !ast::Url::is_valid(line))
            .collect();
        if rejected.is_empty() {
            eprintln!("corpus {}: no rejected lines", corpus.name);
        } else {
            bench_lines(c, &format!("{}.rejected", corpus.name), &rejected);
        }
    }
}

criterion_group! {
    name = benches;
    // A default `cargo bench` stays at a few minutes: about 5 s per benchmark.
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    targets = parse
}
criterion_main!(benches);
