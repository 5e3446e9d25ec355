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
    /// File of candidate URLs, one per line; `-` or nothing reads standard input.
    #[arg(value_name = "FILE")]
    file: Option<PathBuf>,
}

/// Runs the command; `Ok(true)` when every line was valid.
pub fn run(args: &CheckArgs, color: bool) -> Result<bool, Failure> {
    let started = Instant::now();
    let input = input::open(args.file.as_ref())?;
    let settings = Settings {
        mode: if args.lenient {
            Mode::Lenient
        } else {
            Mode::Strict
        },
        jsonl: args.jsonl,
        lint: args.lint,
        color: color && !args.jsonl,
        jobs: args
            .jobs
            .map_or_else(cores, NonZeroUsize::get)
            .min(max_jobs()),
    };
    let progress = if args.no_progress {
        Progress::hidden()
    } else {
        Progress::for_input(input.size, true)
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let tally = check_all(input.reader, settings, &mut out, &progress);
    progress.finish();
    let mut tally = tally?;
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
