//! `rfc1738 extract [FILE|-]...`: URLs found in free text, checked against the
//! grammar.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use clap::Args;
use url_grammar::extract::{extract, Found};
use url_grammar::production::Mode;

use crate::failure::{self, Failure};
use crate::input;
use crate::lossless;
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
    /// Text to search, file after file; `-` or nothing reads standard input. With
    /// several, each URL names its file (`FILE:LINE:URL` or a "file" field), and a
    /// file that cannot be read is reported and skipped (exit status 2 at the end).
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
}

/// Runs the command; `Ok(true)` when every URL found is valid.
pub fn run(args: &ExtractArgs, color: bool) -> Result<bool, Failure> {
    let mode = if args.lenient {
        Mode::Lenient
    } else {
        Mode::Strict
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let inputs = input::each(&args.files);
    let named = inputs.len() > 1;
    let mut all_valid = true;
    let mut unreadable = 0;
    for path in &inputs {
        let text = match input::read_all(*path) {
            Ok(text) => text,
            Err(error) => {
                out.flush()?;
                failure::note(format_args!("rfc1738: {error}"))?;
                unreadable += 1;
                continue;
            }
        };
        let name = named.then(|| input::name(*path));
        let found = extract(&text, mode);
        for url in &found {
            if args.jsonl {
                serde_json::to_writer(&mut out, &FoundJson::of(url, name.as_deref()))
                    .map_err(io::Error::from)?;
                writeln!(out)?;
            } else {
                write_human(&mut out, name.as_deref(), url, color)?;
            }
        }
        all_valid &= found.iter().all(Found::is_valid);
    }
    out.flush()?;
    if unreadable > 0 {
        return Err(Failure::Unreadable {
            unreadable,
            inputs: inputs.len(),
        });
    }
    Ok(all_valid)
}

/// The URL on standard output (after `FILE:LINE:` when `file` names its input); why
/// it is invalid, and any hyphen note, on standard error. Control characters in the
/// URL are shown escaped (`\u{0}`, `\u{1b}`), and bytes that are not UTF-8 as `\xHH`,
/// never sent to the terminal.
fn write_human(
    out: &mut impl Write,
    file: Option<&str>,
    url: &Found,
    color: bool,
) -> Result<(), Failure> {
    let text = match &url.not_utf8 {
        Some(bytes) => lossless::escaped(bytes),
        None => printable(&url.with_fragment()),
    };
    let place = match file {
        Some(file) => format!("{file}:{}", url.line),
        None => format!("line {}", url.line),
    };
    if let Some(file) = file {
        write!(out, "{file}:{}:", url.line)?;
    }
    if url.is_valid() {
        writeln!(out, "{text}")?;
    } else {
        writeln!(out, "{}", paint(color, style::INVALID, &text))?;
    }
    if let Some(error) = &url.error {
        out.flush()?;
        failure::note(format_args!(
            "rfc1738: {place}: {text}: not an RFC 1738 URL: {error}"
        ))?;
    }
    if let Some(hyphen) = &url.hyphen {
        out.flush()?;
        let without = match hyphen.without_production {
            Some(production) => format!("{} ({production})", printable(&hyphen.without)),
            None => format!("{} (not a URL)", printable(&hyphen.without)),
        };
        failure::note(format_args!(
            "rfc1738: {place}: {text}: a hyphen at a line break (byte {}) may or may not belong to the URL; without it: {without}",
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
