//! `rfc1738 parse [--lenient] [--json] [URL|-]...`: the typed tree of each URL and
//! what it means by the RFC's prose.

use std::ffi::OsString;
use std::io::{self, BufRead, BufWriter, Write};
use std::path::PathBuf;

use clap::Args;
use url_grammar::check::{explain_control, not_utf8, strip_terminator};
use url_grammar::lines::{too_long_message, Line, LineReader};
use url_grammar::production::Mode;
use url_grammar::Url;
use url_runtime::ParseError;

use crate::failure::{self, Failure};
use crate::style::{self, paint};
use crate::{input, parse_human, parse_json};

/// Arguments of `rfc1738 parse`.
#[derive(Debug, Args)]
pub struct ParseArgs {
    /// Read scheme names case-insensitively (section 2.1); strict BNF otherwise.
    #[arg(long)]
    lenient: bool,
    /// Print one JSON object per URL, one a line:
    /// {"input","valid","tree","semantics","error"}.
    #[arg(long, visible_alias = "jsonl")]
    json: bool,
    /// Also parse every line of FILE as a URL, after the URL arguments (`-` reads
    /// standard input); repeat it for several files (`-f a.txt -f b.txt`). When lines
    /// come from more than one input, each report names its file and line. A file
    /// that cannot be read is reported and skipped (exit status 2 at the end).
    #[arg(short, long = "file", value_name = "FILE")]
    files: Vec<PathBuf>,
    /// The URLs to parse; `-` reads one URL per line from standard input, as does
    /// giving neither a URL nor --file.
    #[arg(value_name = "URL")]
    urls: Vec<OsString>,
}

/// Where the URLs come from, in order.
enum Source<'a> {
    /// A command-line argument: one URL.
    Argument(&'a OsString),
    /// Standard input (`None`) or a file: one URL per line.
    Lines(Option<&'a PathBuf>),
}

/// Runs the command; `Ok(true)` when every URL parsed.
pub fn run(args: &ParseArgs, color: bool) -> Result<bool, Failure> {
    let mut sources: Vec<Source<'_>> = args
        .urls
        .iter()
        .map(|url| {
            if url == "-" {
                Source::Lines(None)
            } else {
                Source::Argument(url)
            }
        })
        .collect();
    sources.extend(args.files.iter().map(|file| Source::Lines(Some(file))));
    if sources.is_empty() {
        sources.push(Source::Lines(None));
    }
    let inputs = sources
        .iter()
        .filter(|source| matches!(source, Source::Lines(_)))
        .count();
    let stdout = io::stdout();
    let mut printer = Printer {
        out: BufWriter::new(stdout.lock()),
        mode: if args.lenient {
            Mode::Lenient
        } else {
            Mode::Strict
        },
        json: args.json,
        color: color && !args.json,
        count: 0,
    };
    let mut all_valid = true;
    let mut unreadable = 0;
    for source in &sources {
        all_valid &= match source {
            Source::Argument(url) => printer.one(url.as_encoded_bytes(), None)?,
            Source::Lines(path) => match input::open(*path) {
                Ok(opened) => {
                    let name = (inputs > 1).then(|| input::name(*path));
                    printer.lines(opened.lines(), name.as_deref())?
                }
                Err(error) => {
                    printer.out.flush()?;
                    failure::note(format_args!("rfc1738: {error}"))?;
                    unreadable += 1;
                    true
                }
            },
        };
    }
    printer.out.flush()?;
    if printer.count == 0 && unreadable == 0 {
        failure::note("rfc1738: no URL to parse: the input is empty")?;
    }
    if unreadable > 0 {
        return Err(Failure::Unreadable { unreadable, inputs });
    }
    Ok(all_valid)
}

/// Parses inputs and writes their reports.
struct Printer<W: Write> {
    /// Where the reports go.
    out: W,
    /// Strict or lenient reading of the scheme.
    mode: Mode,
    /// JSON lines instead of human-readable reports.
    json: bool,
    /// Colour the human-readable reports.
    color: bool,
    /// Reports written so far (human reports are separated by a blank line).
    count: u64,
}

impl<W: Write> Printer<W> {
    /// Parses each line of `lines` (terminator stripped), naming `file` and the
    /// line in each report when given; a line too long to keep is reported invalid,
    /// unread. `Ok(true)` when all parsed.
    fn lines(
        &mut self,
        mut lines: LineReader<impl BufRead>,
        file: Option<&str>,
    ) -> io::Result<bool> {
        let mut all_valid = true;
        let mut line = Vec::new();
        loop {
            line.clear();
            let read = lines.read_line(&mut line)?;
            let at = file.map(|file| (file, lines.lines()));
            all_valid &= match read {
                None => return Ok(all_valid),
                Some(Line::Read) => self.one(strip_terminator(&line), at)?,
                Some(Line::TooLong { length }) => {
                    self.unread(&too_long_message(length, lines.max()), at)?
                }
            };
        }
    }

    /// Writes the report of a line too long to read: invalid, `message` says why.
    fn unread(&mut self, message: &str, at: Option<(&str, u64)>) -> io::Result<bool> {
        if self.json {
            let error = ParseError::new("", 0, Vec::new()).with_message(message.to_owned());
            parse_json::write(&mut self.out, "", b"", &Err(error), at)?;
        } else {
            if self.count > 0 {
                writeln!(self.out)?;
            }
            let place = at.map_or_else(String::new, |(file, line)| format!("{file}:{line}: "));
            writeln!(
                self.out,
                "{place}{}: {message}",
                paint(self.color, style::INVALID, "invalid")
            )?;
        }
        self.count += 1;
        Ok(false)
    }

    /// Parses one input (line `at.1` of the file `at.0`, when given) and writes its
    /// report; `Ok(true)` when it is a URL.
    fn one(&mut self, bytes: &[u8], at: Option<(&str, u64)>) -> io::Result<bool> {
        let lossy;
        let (text, parsed) = match std::str::from_utf8(bytes) {
            Ok(text) => (text, parse(text, self.mode)),
            Err(e) => {
                lossy = String::from_utf8_lossy(bytes);
                (&*lossy, Err(not_utf8(&lossy, e.valid_up_to())))
            }
        };
        if self.json {
            parse_json::write(&mut self.out, text, bytes, &parsed, at)?;
        } else {
            if self.count > 0 {
                writeln!(self.out)?;
            }
            parse_human::write(&mut self.out, text, bytes, &parsed, self.color, at)?;
        }
        self.count += 1;
        Ok(parsed.is_ok())
    }
}

/// Parses `text` as a whole URL; an error at a control character explains it.
fn parse(text: &str, mode: Mode) -> Result<Url<'_>, ParseError> {
    Url::parse_with(text, mode).map_err(explain_control)
}
