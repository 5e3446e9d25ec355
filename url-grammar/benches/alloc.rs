//! Memory of issue #7: `size_of::<ast::Url>()` and the heap allocations each parse
//! makes, counted by a global allocator over every line of each corpus file (see
//! `common/mod.rs`). Not a timing benchmark (`harness = false`, no criterion): it runs
//! each parser once per line and prints a Markdown table; `scripts/bench.sh` shows it.
//!
//! Allocations are the calls to `alloc`, `alloc_zeroed` and `realloc` of Rust's global
//! allocator; `ada-url` allocates in C++ with `malloc`, which this does not see.

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use url_grammar::ast;
use url_grammar::production::{self, Mode};
use url_grammar::reference;

use common::{corpus_files, Corpus};

/// The system allocator, counting calls and bytes requested.
struct Counting;

static CALLS: AtomicU64 = AtomicU64::new(0);
static BYTES: AtomicU64 = AtomicU64::new(0);

// SAFETY: every method forwards to `System` with the caller's arguments unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        CALLS.fetch_add(1, Relaxed);
        BYTES.fetch_add(layout.size() as u64, Relaxed);
        System.alloc(layout)
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        CALLS.fetch_add(1, Relaxed);
        BYTES.fetch_add(layout.size() as u64, Relaxed);
        System.alloc_zeroed(layout)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        CALLS.fetch_add(1, Relaxed);
        BYTES.fetch_add(new_size.saturating_sub(layout.size()) as u64, Relaxed);
        System.realloc(ptr, layout, new_size)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Allocation calls and bytes over a set of lines.
#[derive(Default)]
struct Tally {
    lines: u64,
    calls: u64,
    bytes: u64,
    max_calls: u64,
}

impl Tally {
    fn cell(&self) -> String {
        if self.lines == 0 {
            return "-".to_owned();
        }
        format!(
            "{:.2} ({} B, max {})",
            self.calls as f64 / self.lines as f64,
            self.bytes / self.lines,
            self.max_calls
        )
    }
}

/// Runs `parse` once on each line and tallies its allocations, apart for the lines
/// the generated parser accepts and those it rejects.
fn count(lines: &[(&str, bool)], parse: impl Fn(&str)) -> (Tally, Tally) {
    let (mut valid, mut rejected) = (Tally::default(), Tally::default());
    for &(line, is_valid) in lines {
        let (calls, bytes) = (CALLS.load(Relaxed), BYTES.load(Relaxed));
        parse(black_box(line));
        let calls = CALLS.load(Relaxed) - calls;
        let bytes = BYTES.load(Relaxed) - bytes;
        let tally = if is_valid { &mut valid } else { &mut rejected };
        tally.lines += 1;
        tally.calls += calls;
        tally.bytes += bytes;
        tally.max_calls = tally.max_calls.max(calls);
    }
    (valid, rejected)
}

/// Keeps `value` from being optimized away, then drops it.
fn consume<T>(value: T) {
    drop(black_box(value));
}

fn main() {
    println!(
        "size_of::<url_grammar::ast::Url>() = {} bytes; size_of::<Result<ast::Url, url_runtime::ParseError>>() = {} bytes",
        std::mem::size_of::<ast::Url>(),
        std::mem::size_of::<Result<ast::Url, url_runtime::ParseError>>(),
    );
    println!();
    println!("Heap allocations per URL: mean (mean bytes requested, max in one URL), lines split by `ast::Url::is_valid`.");
    println!();
    println!("| file | parser | valid lines | rejected lines |");
    println!("|---|---|---|---|");
    for path in corpus_files() {
        let corpus = Corpus::read(&path);
        let lines: Vec<(&str, bool)> = corpus
            .lines
            .iter()
            .map(|line| (line.as_str(), ast::Url::is_valid(line)))
            .collect();
        let valid = lines.iter().filter(|(_, ok)| *ok).count();
        let rows = [
            (
                "ast-parse",
                count(&lines, |line| consume(ast::Url::parse(line))),
            ),
            (
                "Url-parse",
                count(&lines, |line| consume(url_grammar::Url::parse(line))),
            ),
            (
                // The accessors read the tree: no more allocations than the parse.
                "Url-parse, then user/host/port/view",
                count(&lines, |line| {
                    if let Ok(url) = url_grammar::Url::parse(line) {
                        consume((url.user(), url.host(), url.port(), url.view()));
                    }
                }),
            ),
            (
                "ast-is_valid",
                count(&lines, |line| consume(ast::Url::is_valid(line))),
            ),
            (
                "pest-reference",
                count(&lines, |line| {
                    consume(reference::classify(line, Mode::Strict))
                }),
            ),
            (
                "production-lenient",
                count(&lines, |line| {
                    consume(production::classify(line, Mode::Lenient))
                }),
            ),
            ("url", count(&lines, |line| consume(url::Url::parse(line)))),
            (
                "fluent-uri",
                count(&lines, |line| consume(fluent_uri::Uri::<&str>::parse(line))),
            ),
        ];
        for (name, (ok, rejected)) in rows {
            println!(
                "| {} ({} valid, {} rejected) | {name} | {} | {} |",
                corpus.name,
                valid,
                lines.len() - valid,
                ok.cell(),
                rejected.cell()
            );
        }
    }
}
