//! Checking a stream of lines on several cores, writing the reports in input order,
//! in memory bounded by a few chunks.
//!
//! A reader thread cuts the input into chunks of whole lines, workers check chunks,
//! and the calling thread writes each chunk's reports once all chunks before it are
//! written. The reader may run at most `IN_FLIGHT_PER_WORKER` chunks per worker
//! ahead of the writer, so memory stays bounded whatever the input's length.

use std::collections::BTreeMap;
use std::io::{self, BufRead, Write};
use std::sync::mpsc;
use std::sync::Mutex;
use std::thread;

use serde::Serialize;
use url_grammar::check::{check_line, strip_terminator, LineError, LineReport};
use url_grammar::lines::{too_long_message, Line, LineReader};
use url_grammar::production::Mode;
use url_grammar::semantics::Lint;
use url_grammar::Url;

use crate::lossless;
use crate::progress::Progress;
use crate::report_json::LineJson;
use crate::style::{self, paint};
use crate::summary::Tally;

/// Bytes of input per chunk (a chunk holds whole lines, so a longer line makes a
/// longer chunk).
const CHUNK_BYTES: usize = 256 << 10;
/// How many chunks per worker may be read ahead of the writer.
const IN_FLIGHT_PER_WORKER: usize = 4;
/// How many chunks may wait for a free worker, whatever the number of workers
/// (the credits, not this queue, bound what is read ahead).
const JOB_QUEUE: usize = 2;
/// Stack of each worker: checking a many-megabyte line must not overflow it.
const WORKER_STACK: usize = 64 << 20;

/// How to check and report each line.
#[derive(Debug, Clone, Copy)]
pub struct Settings<'a> {
    /// Strict or lenient reading of the scheme.
    pub mode: Mode,
    /// JSON Lines instead of human-readable lines.
    pub jsonl: bool,
    /// Report the lints of each valid line.
    pub lint: bool,
    /// Colour the human-readable lines.
    pub color: bool,
    /// The input's name in each report, when there are several inputs.
    pub file: Option<&'a str>,
    /// Worker threads, already capped by the caller; 1 checks on the calling
    /// thread.
    pub jobs: usize,
}

/// Whole lines of the input.
struct Chunk {
    /// Its place in the input, from 0.
    seq: u64,
    /// The number of its first line, from 1.
    first_line: u64,
    /// The lines, terminators included, but for those too long to keep.
    bytes: Vec<u8>,
    /// The lines too long to keep, in order: (line number, length).
    too_long: Vec<(u64, u64)>,
    /// Bytes of input it covers, skipped lines included.
    input_len: u64,
}

/// The input, line by line.
pub type Lines = LineReader<Box<dyn BufRead + Send>>;

/// A chunk's reports, ready to write.
struct Checked {
    seq: u64,
    /// Bytes of input it covered, for the progress bar.
    input_len: u64,
    out: Vec<u8>,
    tally: Tally,
}

/// Checks every line of `input`, writing one report per line to `out` in input
/// order, and returns the counts.
pub fn check_all(
    mut input: Lines,
    settings: Settings<'_>,
    out: &mut dyn Write,
    progress: &Progress,
) -> io::Result<Tally> {
    let first = read_chunk(&mut input, 0)?;
    let at_end = first.bytes.len() < CHUNK_BYTES;
    if settings.jobs <= 1 || at_end {
        return check_serial(first, input, settings, out, progress);
    }
    check_parallel(first, input, settings, out, progress)
}

/// Checks chunk after chunk on the calling thread.
fn check_serial(
    mut chunk: Chunk,
    mut input: Lines,
    settings: Settings<'_>,
    out: &mut dyn Write,
    progress: &Progress,
) -> io::Result<Tally> {
    let mut tally = Tally::default();
    while chunk.input_len > 0 {
        let checked = check_chunk(&chunk, settings, input.max());
        progress.write(out, &checked.out)?;
        progress.advance(checked.input_len);
        tally.merge(checked.tally);
        chunk = read_chunk(&mut input, chunk.seq + 1)?;
    }
    Ok(tally)
}

/// Checks chunks on `settings.jobs` workers while a reader thread reads ahead.
fn check_parallel(
    first: Chunk,
    input: Lines,
    settings: Settings<'_>,
    out: &mut dyn Write,
    progress: &Progress,
) -> io::Result<Tally> {
    let in_flight = settings.jobs * IN_FLIGHT_PER_WORKER;
    let max_line = input.max();
    let (job_tx, job_rx) = mpsc::sync_channel::<Chunk>(JOB_QUEUE);
    let job_rx = Mutex::new(job_rx);
    let (done_tx, done_rx) = mpsc::channel::<Checked>();
    // One credit per chunk that may be read ahead; the writer returns one per chunk
    // written.
    let (credit_tx, credit_rx) = mpsc::sync_channel::<()>(in_flight);
    for _ in 0..in_flight {
        credit_tx.send(()).expect("the receiver is alive");
    }
    thread::scope(|scope| {
        // Owned here, so that an early return drops them and the workers stop.
        let (job_tx, credit_rx, done_tx) = (job_tx, credit_rx, done_tx);
        for index in 0..settings.jobs {
            let job_rx = &job_rx;
            let done_tx = done_tx.clone();
            thread::Builder::new()
                .name(format!("check-{index}"))
                .stack_size(WORKER_STACK)
                .spawn_scoped(scope, move || loop {
                    let next = job_rx.lock().map(|rx| rx.recv());
                    let Ok(Ok(chunk)) = next else { return };
                    // After a write error the writer is gone; keep draining so that
                    // the reader is never stuck on a full queue.
                    let _ = done_tx.send(check_chunk(&chunk, settings, max_line));
                })?;
        }
        drop(done_tx);
        let reader = thread::Builder::new()
            .name("check-reader".to_owned())
            .spawn_scoped(scope, move || read_ahead(first, input, &job_tx, &credit_rx))?;
        let written = write_in_order(&done_rx, credit_tx, out, progress);
        drop(done_rx);
        let read = reader
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("the reader thread panicked")));
        read?;
        written
    })
}

/// The reader: sends `first`, then chunk after chunk, each when a credit allows.
fn read_ahead(
    first: Chunk,
    mut input: Lines,
    job_tx: &mpsc::SyncSender<Chunk>,
    credit_rx: &mpsc::Receiver<()>,
) -> io::Result<()> {
    let mut chunk = first;
    loop {
        if credit_rx.recv().is_err() {
            return Ok(());
        }
        let seq = chunk.seq;
        if job_tx.send(chunk).is_err() {
            return Ok(());
        }
        chunk = read_chunk(&mut input, seq + 1)?;
        if chunk.input_len == 0 {
            return Ok(());
        }
    }
}

/// The writer: writes each chunk's reports once every chunk before it is written.
fn write_in_order(
    done_rx: &mpsc::Receiver<Checked>,
    credit_tx: mpsc::SyncSender<()>,
    out: &mut dyn Write,
    progress: &Progress,
) -> io::Result<Tally> {
    let mut tally = Tally::default();
    let mut pending = BTreeMap::new();
    let mut next = 0;
    for checked in done_rx {
        pending.insert(checked.seq, checked);
        while let Some(checked) = pending.remove(&next) {
            progress.write(out, &checked.out)?;
            progress.advance(checked.input_len);
            tally.merge(checked.tally);
            next += 1;
            let _ = credit_tx.send(());
        }
    }
    Ok(tally)
}

/// Reads whole lines until the chunk holds `CHUNK_BYTES` or the input ends: the
/// chunk numbered `seq`.
fn read_chunk(input: &mut Lines, seq: u64) -> io::Result<Chunk> {
    let first_line = input.lines() + 1;
    let start = input.bytes();
    let mut bytes = Vec::with_capacity(CHUNK_BYTES + 1024);
    let mut too_long = Vec::new();
    while bytes.len() < CHUNK_BYTES {
        match input.read_line(&mut bytes)? {
            None => break,
            Some(Line::Read) => {}
            Some(Line::TooLong { length }) => too_long.push((input.lines(), length)),
        }
    }
    Ok(Chunk {
        seq,
        first_line,
        bytes,
        too_long,
        input_len: input.bytes() - start,
    })
}

/// The lines of a chunk in order: each line's text, or the length of one too long
/// to keep.
fn chunk_lines(chunk: &Chunk) -> impl Iterator<Item = (u64, Result<&[u8], u64>)> {
    let mut kept = chunk.bytes.split_inclusive(|&b| b == b'\n');
    let mut too_long = chunk.too_long.iter().peekable();
    (chunk.first_line..).map_while(
        move |number| match too_long.next_if(|&&(at, _)| at == number) {
            Some(&(_, length)) => Some((number, Err(length))),
            None => kept.next().map(|line| (number, Ok(strip_terminator(line)))),
        },
    )
}

/// The report for a line too long to keep: invalid, its text unread.
fn too_long_report(length: u64, max_line: usize) -> LineReport {
    LineReport {
        input: String::new(),
        valid: false,
        production: None,
        error: Some(LineError {
            offset: 0,
            expected: Vec::new(),
            message: too_long_message(length, max_line),
        }),
        scheme_case_folded: false,
    }
}

/// Checks each line of a chunk and renders its reports.
fn check_chunk(chunk: &Chunk, settings: Settings<'_>, max_line: usize) -> Checked {
    let mut out = Vec::with_capacity(chunk.bytes.len() * 2);
    let mut tally = Tally::default();
    for (number, line) in chunk_lines(chunk) {
        let report = match line {
            Ok(line) => check_line(line, settings.mode),
            Err(length) => too_long_report(length, max_line),
        };
        let skipped = line.is_err();
        let line = line.unwrap_or_default();
        tally.add(&report);
        let lints = settings.lint.then(|| lints_of(&report, settings.mode));
        if let Some(lints) = &lints {
            tally.add_lints(lints);
        }
        if settings.jsonl {
            let json = LineJson::of(&report)
                .at(settings.file, number)
                .with_bytes(line);
            write_json(&mut out, json, lints.as_deref());
        } else if let (true, Some(error)) = (skipped, &report.error) {
            write_skipped(
                &mut out,
                &place(settings.file, number),
                &error.message,
                settings.color,
            );
        } else {
            write_human(
                &mut out,
                &place(settings.file, number),
                line,
                &report,
                lints.as_deref(),
                settings.color,
            );
        }
    }
    Checked {
        seq: chunk.seq,
        input_len: chunk.input_len,
        out,
        tally,
    }
}

/// The lints of a valid line (sections 2.2 and 6); none for an invalid one.
fn lints_of(report: &LineReport, mode: Mode) -> Vec<Lint> {
    if !report.valid {
        return Vec::new();
    }
    // The line parsed when it was checked; it parses again the same way.
    Url::parse_with(&report.input, mode).map_or_else(|_| Vec::new(), |url| url.lints())
}

/// A line of `check --jsonl --lint`: the report with its lints.
#[derive(Serialize)]
struct LintedReport<'a> {
    /// The fields of `check --jsonl`, as they are without `--lint`.
    #[serde(flatten)]
    report: LineJson<'a>,
    /// The lints, in code order; empty for an invalid line.
    lints: Vec<LintJson<'a>>,
}

/// A lint in JSON: `{"code","severity","message"}`.
#[derive(Serialize)]
struct LintJson<'a> {
    /// The stable code, `RFC1738-L001` to `RFC1738-L007`.
    code: &'static str,
    /// `caution`, `warning` or `error`.
    severity: String,
    /// What was found, in words.
    message: &'a str,
}

/// One line of JSON: the report, and its lints when `--lint` asked for them.
fn write_json(out: &mut Vec<u8>, report: LineJson<'_>, lints: Option<&[Lint]>) {
    // Serialising plain data into memory cannot fail.
    let _ = match lints {
        None => serde_json::to_writer(&mut *out, &report),
        Some(lints) => serde_json::to_writer(
            &mut *out,
            &LintedReport {
                report,
                lints: lints
                    .iter()
                    .map(|lint| LintJson {
                        code: lint.code.code(),
                        severity: lint.severity().to_string(),
                        message: &lint.message,
                    })
                    .collect(),
            },
        ),
    };
    out.push(b'\n');
}

/// Where a line is: `3`, or `a.txt:3` when there are several inputs.
fn place(file: Option<&str>, number: u64) -> String {
    match file {
        Some(file) => format!("{file}:{number}"),
        None => number.to_string(),
    }
}

/// The human-readable line for a line too long to keep: where it is and why.
fn write_skipped(out: &mut Vec<u8>, place: &str, message: &str, color: bool) {
    let line = format!(
        "{place}: {}: {message}\n",
        paint(color, style::INVALID, "invalid")
    );
    out.extend_from_slice(line.as_bytes());
}

/// One human-readable line: where it is (`3`, or `a.txt:3` when there are several
/// inputs), the verdict, the production or the error, and the lints when `--lint`
/// asked for them. An invalid line is shown escaped, bytes that are not UTF-8 as
/// `\xHH`.
fn write_human(
    out: &mut Vec<u8>,
    place: &str,
    bytes: &[u8],
    report: &LineReport,
    lints: Option<&[Lint]>,
    color: bool,
) {
    use std::fmt::Write as _;
    let mut line = String::new();
    let _ = match (&report.production, &report.error) {
        (Some(production), _) => write!(
            line,
            "{place}: {} {}: {}",
            paint(color, style::VALID, "valid"),
            paint(color, style::RULE, production),
            report.input
        ),
        (None, Some(error)) => write!(
            line,
            "{place}: {}: {}: {}",
            paint(color, style::INVALID, "invalid"),
            lossless::escaped(bytes),
            error.message
        ),
        (None, None) => write!(
            line,
            "{place}: {}: {}",
            paint(color, style::INVALID, "invalid"),
            lossless::escaped(bytes)
        ),
    };
    for lint in lints.unwrap_or_default() {
        let _ = write!(
            line,
            " [{} {}: {}]",
            paint(color, style::RULE, lint.code),
            lint.severity(),
            lint.message
        );
    }
    line.push('\n');
    out.extend_from_slice(line.as_bytes());
}
