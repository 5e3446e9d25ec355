//! `rfc1738 parse [--lenient] [--json] [URL|-]...`: the typed tree of each URL and
//! what it means by the RFC's prose.

use std::ffi::OsString;
use std::io::{self, BufRead, BufWriter, Write};
use std::path::PathBuf;

use clap::Args;
use url_grammar::check::{explain_control, not_utf8, strip_terminator};
use url_grammar::production::Mode;
use url_grammar::Url;
use url_runtime::ParseError;

use crate::failure::{self, Failure};
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
    /// standard input).
    #[arg(short, long, value_name = "FILE")]
    file: Option<PathBuf>,
    /// The URLs to parse; `-` reads one URL per line from standard input, as does
    /// giving neither a URL nor --file.
    #[arg(value_name = "URL")]
    urls: Vec<OsString>,
}

/// Where the URLs come from, in order.
enum Source<'a> {
    /// A command-line argument: one URL.
    Argument(&'a OsString),
    /// Standard input or a file: one URL per line.
    Lines(Box<dyn BufRead + Send>),
}

/// Runs the command; `Ok(true)` when every URL parsed.
pub fn run(args: &ParseArgs, color: bool) -> Result<bool, Failure> {
    let mut sources = Vec::new();
    for url in &args.urls {
        sources.push(if url == "-" {
            Source::Lines(input::open(None)?.reader)
        } else {
            Source::Argument(url)
        });
    }
    // Opened before anything is parsed, so that a missing file is reported alone.
    if let Some(file) = &args.file {
        sources.push(Source::Lines(input::open(Some(file))?.reader));
    }
    if sources.is_empty() {
        sources.push(Source::Lines(input::open(None)?.reader));
    }
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
    for source in sources {
        all_valid &= match source {
            Source::Argument(url) => printer.one(url.as_encoded_bytes())?,
            Source::Lines(reader) => printer.lines(reader)?,
        };
    }
    printer.out.flush()?;
    if printer.count == 0 {
        failure::note("rfc1738: no URL to parse: the input is empty")?;
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
    /// Parses each line of `reader` (terminator stripped); `Ok(true)` when all
    /// parsed.
    fn lines(&mut self, mut reader: Box<dyn BufRead + Send>) -> io::Result<bool> {
        let mut all_valid = true;
        let mut line = Vec::new();
        loop {
            line.clear();
            if reader.read_until(b'\n', &mut line)? == 0 {
                return Ok(all_valid);
            }
            all_valid &= self.one(strip_terminator(&line))?;
        }
    }

    /// Parses one input and writes its report; `Ok(true)` when it is a URL.
    fn one(&mut self, bytes: &[u8]) -> io::Result<bool> {
        let lossy;
        let (text, parsed) = match std::str::from_utf8(bytes) {
            Ok(text) => (text, parse(text, self.mode)),
            Err(e) => {
                lossy = String::from_utf8_lossy(bytes);
                (&*lossy, Err(not_utf8(&lossy, e.valid_up_to())))
            }
        };
        if self.json {
            parse_json::write(&mut self.out, text, &parsed)?;
        } else {
            if self.count > 0 {
                writeln!(self.out)?;
            }
            parse_human::write(&mut self.out, text, &parsed, self.color)?;
        }
        self.count += 1;
        Ok(parsed.is_ok())
    }
}

/// Parses `text` as a whole URL; an error at a control character explains it.
fn parse(text: &str, mode: Mode) -> Result<Url<'_>, ParseError> {
    Url::parse_with(text, mode).map_err(explain_control)
}
