//! `rfc1738 check`: one candidate URL per line, a verdict per line, a summary.

use std::io::{self, BufWriter, Write};
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::time::Instant;

use clap::Args;
use url_grammar::production::Mode;

use crate::check_pipeline::{check_all, Settings};
use crate::failure::{self, Failure};
use crate::input;
use crate::progress::Progress;
use crate::summary::Tally;

/// Arguments of `rfc1738 check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Read scheme names case-insensitively (section 2.1); strict BNF otherwise.
    #[arg(long)]
    lenient: bool,
    /// Print one JSON object per input line: {"input","valid","production","error"}.
    #[arg(long = "json", visible_alias = "jsonl")]
    jsonl: bool,
    /// Add the cautions of sections 2.2 and 6 (lints, with stable codes) to each
    /// valid line's report: a `"lints": [{"code","severity","message"}]` field in
    /// JSON Lines, appended to the line otherwise.
    #[arg(long)]
    lint: bool,
    /// Worker threads for large inputs (default: the number of cores). At most
    /// 4 per core are started: a larger N is capped there.
    #[arg(short, long, value_name = "N")]
    jobs: Option<NonZeroUsize>,
    /// Never show a progress bar (one is shown on a terminal for files of 4 MiB or
    /// more).
    #[arg(long)]
    no_progress: bool,
    /// Files of candidate URLs, one per line, checked in order; `-` or nothing reads
    /// standard input. With several, each report names its file (`FILE:LINE:` or a
    /// "file" and a "line" field), and a file that cannot be read is reported and
    /// skipped (exit status 2 at the end).
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
}

/// Runs the command; `Ok(true)` when every line was valid.
pub fn run(args: &CheckArgs, color: bool) -> Result<bool, Failure> {
    let started = Instant::now();
    let settings = Settings {
        mode: if args.lenient {
            Mode::Lenient
        } else {
            Mode::Strict
        },
        jsonl: args.jsonl,
        lint: args.lint,
        color: color && !args.jsonl,
        file: None,
        jobs: args
            .jobs
            .map_or_else(cores, NonZeroUsize::get)
            .min(max_jobs()),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let inputs = input::each(&args.files);
    let named = inputs.len() > 1;
    let mut tally = Tally::default();
    let mut unreadable = 0;
    for path in &inputs {
        let opened = match input::open(*path) {
            Ok(opened) => opened,
            Err(error) => {
                out.flush()?;
                failure::note(format_args!("rfc1738: {error}"))?;
                unreadable += 1;
                continue;
            }
        };
        let name = named.then(|| input::name(*path));
        let progress = if args.no_progress {
            Progress::hidden()
        } else {
            Progress::for_input(opened.size, true)
        };
        let here = Settings {
            file: name.as_deref(),
            ..settings
        };
        let part = check_all(opened.lines(), here, &mut out, &progress);
        progress.finish();
        tally.merge(part?);
    }
    if args.lint {
        // The summary counts lints even when no line was checked.
        tally.add_lints(&[]);
    }
    let summary = tally.summary(started.elapsed(), settings.color);
    if args.jsonl {
        out.flush()?;
        failure::note(summary)?;
    } else {
        writeln!(out, "{summary}")?;
        out.flush()?;
    }
    if unreadable > 0 {
        return Err(Failure::Unreadable {
            unreadable,
            inputs: inputs.len(),
        });
    }
    Ok(tally.invalid == 0)
}

/// Workers per core that `-j` may ask for: more only cost threads and memory.
const JOBS_PER_CORE: usize = 4;

/// The number of cores: one worker per core by default.
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, NonZeroUsize::get)
}

/// The most workers `-j` starts, whatever it asks for.
fn max_jobs() -> usize {
    cores().saturating_mul(JOBS_PER_CORE)
}
