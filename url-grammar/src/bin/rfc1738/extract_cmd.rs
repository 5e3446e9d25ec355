//! `rfc1738 extract [FILE|-]`: URLs found in free text, checked against the grammar.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use clap::Args;
use url_grammar::extract::{extract, Found};
use url_grammar::production::Mode;

use crate::failure::{self, Failure};
use crate::input;
use crate::parse_human::printable;
use crate::report_json::FoundJson;
use crate::style::{self, paint};

/// Arguments of `rfc1738 extract`.
#[derive(Debug, Args)]
pub struct ExtractArgs {
    /// Print one JSON object per URL:
    /// {"url","fragment","start","end","line","wrapped","production","error"[,"hyphen"]}.
    #[arg(long = "json", visible_alias = "jsonl")]
    jsonl: bool,
    /// Read scheme names case-insensitively (section 2.1); strict BNF otherwise.
    #[arg(long)]
    lenient: bool,
    /// Text to search; `-` or nothing reads standard input.
    #[arg(value_name = "FILE")]
    file: Option<PathBuf>,
}

/// Runs the command; `Ok(true)` when every URL found is valid.
pub fn run(args: &ExtractArgs, color: bool) -> Result<bool, Failure> {
    let text = input::read_all(args.file.as_ref())?;
    let mode = if args.lenient {
        Mode::Lenient
    } else {
        Mode::Strict
    };
    let found = extract(&text, mode);
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for url in &found {
        if args.jsonl {
            serde_json::to_writer(&mut out, &FoundJson::of(url)).map_err(io::Error::from)?;
            writeln!(out)?;
        } else {
            write_human(&mut out, url, color)?;
        }
    }
    out.flush()?;
    Ok(found.iter().all(Found::is_valid))
}

/// The URL on standard output; why it is invalid, and any hyphen note, on standard
/// error. Control characters in the URL are shown escaped (`\u{0}`, `\u{1b}`), never
/// sent to the terminal.
fn write_human(out: &mut impl Write, url: &Found, color: bool) -> Result<(), Failure> {
    let text = printable(&url.with_fragment());
    if url.is_valid() {
        writeln!(out, "{text}")?;
    } else {
        writeln!(out, "{}", paint(color, style::INVALID, &text))?;
    }
    if let Some(error) = &url.error {
        out.flush()?;
        failure::note(format_args!(
            "rfc1738: line {}: {text}: not an RFC 1738 URL: {error}",
            url.line
        ))?;
    }
    if let Some(hyphen) = &url.hyphen {
        out.flush()?;
        let without = match hyphen.without_production {
            Some(production) => format!("{} ({production})", printable(&hyphen.without)),
            None => format!("{} (not a URL)", printable(&hyphen.without)),
        };
        failure::note(format_args!(
            "rfc1738: line {}: {text}: a hyphen at a line break (byte {}) may or may not belong to the URL; without it: {without}",
            url.line,
            hyphen
                .at
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ))?;
    }
    Ok(())
}
