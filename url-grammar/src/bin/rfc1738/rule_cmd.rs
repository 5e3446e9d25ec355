//! `rfc1738 rule RULE [TEXT|-]`: text against any one rule of the grammar.

use std::ffi::OsString;
use std::io::{self, BufWriter, Write};

use clap::Args;
use serde::Serialize;
use url_grammar::ast;
use url_grammar::check::{explain_control, not_utf8, strip_terminator};
use url_grammar::lines::{too_long_message, Line};
use url_grammar::rule_names::{renamed, rfc_name};
use url_runtime::{printable, ParseError};

use crate::failure::{self, Failure};
use crate::lossless;
use crate::report_json::{line_error, ErrorJson};
use crate::style::{self, paint};
use crate::{input, suggest, tree};

/// Arguments of `rfc1738 rule`.
#[derive(Debug, Args)]
pub struct RuleArgs {
    /// The rule, by its RFC name (`ip-schemepart`, `gopher+_string`) or its grammar
    /// name (`ip_schemepart`).
    #[arg(value_name = "RULE")]
    rule: String,
    /// The text to check; `-` or nothing reads one text per line from standard input.
    /// Any bytes: text that is not UTF-8 is reported as invalid, as on standard input.
    #[arg(value_name = "TEXT", allow_hyphen_values = true)]
    text: Option<OsString>,
    /// Print one JSON object per text: {"input","rule","valid","error"}.
    #[arg(long = "json", visible_alias = "jsonl")]
    jsonl: bool,
}

/// One line of `rule --jsonl`.
#[derive(Serialize)]
struct RuleReport<'a> {
    input: &'a str,
    rule: &'static str,
    valid: bool,
    error: Option<ErrorJson<'a>>,
    /// The text's bytes in hexadecimal, present only when they are not UTF-8.
    #[serde(skip_serializing_if = "Option::is_none")]
    input_hex: Option<String>,
}

/// Runs the command; `Ok(true)` when every text matched the rule.
pub fn run(args: &RuleArgs, color: bool) -> Result<bool, Failure> {
    let rule = suggest::resolve(&args.rule)
        .ok_or_else(|| Failure::Usage(suggest::unknown_rule(&args.rule)))?;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let color = color && !args.jsonl;
    let all_valid = match &args.text {
        Some(text) if text != "-" => report(
            &mut out,
            rule,
            Ok(text.as_encoded_bytes()),
            None,
            args.jsonl,
            color,
        )?,
        _ => {
            let mut lines = input::open(None)?.lines();
            let mut all_valid = true;
            let mut line = Vec::new();
            loop {
                line.clear();
                let text = match lines.read_line(&mut line)? {
                    None => break,
                    Some(Line::Read) => Ok(strip_terminator(&line)),
                    Some(Line::TooLong { length }) => Err(too_long_message(length, lines.max())),
                };
                let number = Some(lines.lines());
                all_valid &= report(&mut out, rule, text, number, args.jsonl, color)?;
            }
            if lines.lines() == 0 {
                failure::note("rfc1738: no text to check: the input is empty")?;
            }
            all_valid
        }
    };
    out.flush()?;
    Ok(all_valid)
}

/// Checks one text (or, for a line too long to keep, says why it is unread) and
/// writes its report; `Ok(true)` when it matched.
fn report(
    out: &mut impl Write,
    rule: &'static str,
    bytes: Result<&[u8], String>,
    line: Option<u64>,
    jsonl: bool,
    color: bool,
) -> io::Result<bool> {
    let unread = bytes.is_err();
    let raw: &[u8] = bytes.as_ref().map_or(b"", |bytes| bytes);
    let lossy;
    let (text, error) = match bytes.map(|bytes| (bytes, std::str::from_utf8(bytes))) {
        Ok((_, Ok(text))) => (text, validate(rule, text).err()),
        Ok((bytes, Err(e))) => {
            lossy = String::from_utf8_lossy(bytes);
            (&*lossy, Some(not_utf8(&lossy, e.valid_up_to())))
        }
        Err(message) => (
            "",
            Some(ParseError::new("", 0, Vec::new()).with_message(message)),
        ),
    };
    let valid = error.is_none();
    if jsonl {
        let line_error = error.as_ref().map(line_error);
        let record = RuleReport {
            input: text,
            rule: rfc_name(rule),
            valid,
            error: line_error.as_ref().map(ErrorJson::of),
            input_hex: lossless::hex_unless_utf8(raw),
        };
        serde_json::to_writer(&mut *out, &record)?;
        writeln!(out)?;
        return Ok(valid);
    }
    if let Some(number) = line {
        write!(
            out,
            "{}: ",
            paint(color, style::DIM, format!("line {number}"))
        )?;
    }
    match error {
        None => write_valid(out, rule, text, color)?,
        Some(error) => {
            // Text that is not UTF-8 is shown whole, its other bytes as `\xHH`: the
            // rendered error can only show U+FFFD for them.
            let shown = match std::str::from_utf8(raw) {
                Ok(_) => String::new(),
                Err(_) => format!(" {}", lossless::quoted(raw)),
            };
            writeln!(
                out,
                "{} {}{shown}: {}",
                paint(color, style::INVALID, "invalid"),
                paint(color, style::RULE, rfc_name(rule)),
                // A line too long to read has no text to point into.
                if unread {
                    error.message().unwrap_or_default().to_owned()
                } else {
                    error.render()
                }
            )?;
        }
    }
    Ok(valid)
}

/// The report for a text the rule matched: its tree when the rule has a type, the
/// verdict alone otherwise.
fn write_valid(
    out: &mut impl Write,
    rule: &'static str,
    text: &str,
    color: bool,
) -> io::Result<()> {
    match ast::parse_rule(rule, text) {
        Some(Ok(node)) => {
            writeln!(
                out,
                "{} {}",
                paint(color, style::VALID, "valid"),
                paint(color, style::RULE, rfc_name(rule))
            )?;
            write!(out, "{}", tree::render(&*node, color))
        }
        _ => writeln!(
            out,
            "{} {}: \"{}\"",
            paint(color, style::VALID, "valid"),
            paint(color, style::RULE, rfc_name(rule)),
            printable(text)
        ),
    }
}

/// Checks `text` against `rule`; an error names rules the RFC's way and explains a
/// control character where the rule stops at one, as `check` does.
fn validate(rule: &'static str, text: &str) -> Result<(), ParseError> {
    let result = ast::validate_rule(rule, text).expect("resolved rules exist");
    result.map_err(|error| explain_control(error.rename_expected(renamed)))
}
