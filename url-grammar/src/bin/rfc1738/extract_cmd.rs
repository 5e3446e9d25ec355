//! `rfc1738 extract [FILE|-]...`: URLs found in free text, checked against the
//! grammar.

use std::io::{self, BufRead, BufWriter, Write};
use std::path::PathBuf;

use clap::Args;
use url_grammar::extract::{Extractor, Found};
use url_grammar::lines::{too_long_message, Line, LineReader};
use url_grammar::production::Mode;

use crate::failure::{self, Failure};
use crate::input;
use crate::lossless;
use crate::report_json::FoundJson;
use crate::style::{self, paint};
use url_runtime::printable;

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

/// Runs the command; `Ok(true)` when every URL found is valid (and no line was too
/// long to read). Each text is read line by line and each URL written once the text
/// after it settles it, so memory stays bounded whatever the text's length.
pub fn run(args: &ExtractArgs, color: bool) -> Result<bool, Failure> {
    let mode = if args.lenient {
        Mode::Lenient
    } else {
        Mode::Strict
    };
    let stdout = io::stdout();
    let inputs = input::each(&args.files);
    let named = inputs.len() > 1;
    let mut writer = Writer {
        out: BufWriter::new(stdout.lock()),
        jsonl: args.jsonl,
        color,
        file: None,
        all_valid: true,
        failed: None,
    };
    let mut unreadable = 0;
    for path in &inputs {
        let lines = match input::open(*path) {
            Ok(opened) => opened.lines(),
            Err(error) => {
                writer.out.flush()?;
                failure::note(format_args!("rfc1738: {error}"))?;
                unreadable += 1;
                continue;
            }
        };
        writer.file = named.then(|| input::name(*path));
        extract_from(lines, mode, &mut writer)?;
    }
    writer.out.flush()?;
    if unreadable > 0 {
        return Err(Failure::Unreadable {
            unreadable,
            inputs: inputs.len(),
        });
    }
    Ok(writer.all_valid)
}

/// Finds the URLs of one input, line by line, and writes them. A line too long to
/// read is reported on standard error and ends any URL open across it.
fn extract_from(
    mut lines: LineReader<impl BufRead>,
    mode: Mode,
    writer: &mut Writer<impl Write>,
) -> Result<(), Failure> {
    let mut extractor = Extractor::new(mode, lines.max());
    let mut line = Vec::new();
    loop {
        line.clear();
        let before = lines.bytes();
        match lines.read_line(&mut line)? {
            None => break,
            Some(Line::Read) => extractor.push(&line, &mut |url| writer.write(&url)),
            Some(Line::TooLong { length }) => {
                extractor.skip(lines.bytes() - before, 1, &mut |url| writer.write(&url));
                writer.out.flush()?;
                writer.all_valid = false;
                let place = match &writer.file {
                    Some(file) => format!("{file}:{}", lines.lines()),
                    None => format!("line {}", lines.lines()),
                };
                failure::note(format_args!(
                    "rfc1738: {place}: {}",
                    too_long_message(length, lines.max())
                ))?;
            }
        }
        if let Some(failed) = writer.failed.take() {
            return Err(failed);
        }
    }
    extractor.finish(&mut |url| writer.write(&url));
    match writer.failed.take() {
        Some(failed) => Err(failed),
        None => Ok(()),
    }
}

/// Writes each URL found, keeping the first failure to write.
struct Writer<W: Write> {
    out: W,
    jsonl: bool,
    color: bool,
    /// The input's name, when there are several.
    file: Option<String>,
    /// Every URL so far was valid.
    all_valid: bool,
    /// The first write that failed; nothing more is written after it.
    failed: Option<Failure>,
}

impl<W: Write> Writer<W> {
    fn write(&mut self, url: &Found) {
        if self.failed.is_some() {
            return;
        }
        self.all_valid &= url.is_valid();
        let file = self.file.as_deref();
        let written = if self.jsonl {
            serde_json::to_writer(&mut self.out, &FoundJson::of(url, file))
                .map_err(io::Error::from)
                .and_then(|()| writeln!(self.out))
                .map_err(Failure::from)
        } else {
            write_human(&mut self.out, file, url, self.color)
        };
        self.failed = written.err();
    }
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
        None => printable(&url.with_fragment()).into_owned(),
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
