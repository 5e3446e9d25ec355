//! `rfc1738 check`: one candidate URL per line, a verdict per line, a summary.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::PathBuf;

use clap::Args;
use url_grammar::check::{check_line, strip_terminator, LineReport};
use url_grammar::production::{Mode, Production};

/// Arguments of `rfc1738 check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Read scheme names case-insensitively (section 2.1); strict BNF otherwise.
    #[arg(long)]
    lenient: bool,
    /// Print one JSON object per input line: {"input","valid","production","error"}.
    #[arg(long)]
    jsonl: bool,
    /// File of candidate URLs, one per line; `-` or nothing reads standard input.
    file: Option<PathBuf>,
}

/// Counts for the summary.
#[derive(Debug, Default)]
struct Tally {
    lines: u64,
    invalid: u64,
    per_production: BTreeMap<Production, u64>,
}

impl Tally {
    fn add(&mut self, report: &LineReport) {
        self.lines += 1;
        match report.production() {
            Some(production) => *self.per_production.entry(production).or_default() += 1,
            None => self.invalid += 1,
        }
    }

    fn summary(&self) -> String {
        let valid = self.lines - self.invalid;
        let rate = if self.lines == 0 {
            100.0
        } else {
            100.0 * valid as f64 / self.lines as f64
        };
        let per: Vec<String> = self
            .per_production
            .iter()
            .map(|(production, n)| format!("{production} {n}"))
            .collect();
        format!(
            "{} lines: {valid} valid ({rate:.1}%), {} invalid{}",
            self.lines,
            self.invalid,
            if per.is_empty() {
                String::new()
            } else {
                format!("; {}", per.join(", "))
            }
        )
    }
}

/// Runs the command; `Ok(true)` when every line was valid.
pub fn run(args: &CheckArgs) -> io::Result<bool> {
    let mode = if args.lenient {
        Mode::Lenient
    } else {
        Mode::Strict
    };
    let input: Box<dyn BufRead> = match &args.file {
        Some(path) if path.as_os_str() != "-" => {
            Box::new(BufReader::new(File::open(path).map_err(|e| {
                io::Error::new(e.kind(), format!("cannot read {}: {e}", path.display()))
            })?))
        }
        _ => Box::new(io::stdin().lock()),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let tally = check_stream(input, mode, args.jsonl, &mut out)?;
    if args.jsonl {
        out.flush()?;
        eprintln!("{}", tally.summary());
    } else {
        writeln!(out, "{}", tally.summary())?;
        out.flush()?;
    }
    Ok(tally.invalid == 0)
}

/// Checks every line of `input`, writing a report per line; holds one line at a time.
fn check_stream(
    mut input: impl BufRead,
    mode: Mode,
    jsonl: bool,
    out: &mut impl Write,
) -> io::Result<Tally> {
    let mut tally = Tally::default();
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            return Ok(tally);
        }
        let report = check_line(strip_terminator(&line), mode);
        tally.add(&report);
        if jsonl {
            serde_json::to_writer(&mut *out, &report)?;
            writeln!(out)?;
        } else {
            write_human(out, tally.lines, &report)?;
        }
    }
}

/// One human-readable line: the verdict, the production or the error.
fn write_human(out: &mut impl Write, number: u64, report: &LineReport) -> io::Result<()> {
    match (&report.production, &report.error) {
        (Some(production), _) => writeln!(out, "{number}: valid {production}: {}", report.input),
        (None, Some(error)) => writeln!(
            out,
            "{number}: invalid: {}: {}",
            report.input.escape_debug(),
            error.message
        ),
        (None, None) => writeln!(out, "{number}: invalid: {}", report.input.escape_debug()),
    }
}
