//! `rfc1738 rule RULE [TEXT|-]`: text against any one rule of the grammar.

use std::ffi::OsString;
use std::io::{self, BufRead, BufWriter, Write};

use clap::Args;
use serde::Serialize;
use url_grammar::ast;
use url_grammar::check::{explain_control, not_utf8, strip_terminator};
use url_grammar::rule_names::{rfc_name, rfc_names};
use url_runtime::ParseError;

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
            text.as_encoded_bytes(),
            None,
            args.jsonl,
            color,
        )?,
        _ => {
            let mut reader = input::open(None)?.reader;
            let mut all_valid = true;
            let mut line = Vec::new();
            let mut number = 0;
            loop {
                line.clear();
                if reader.read_until(b'\n', &mut line)? == 0 {
                    break;
                }
                number += 1;
                let text = strip_terminator(&line);
                all_valid &= report(&mut out, rule, text, Some(number), args.jsonl, color)?;
            }
            if number == 0 {
                failure::note("rfc1738: no text to check: the input is empty")?;
            }
            all_valid
        }
    };
    out.flush()?;
    Ok(all_valid)
}

/// Checks one text and writes its report; `Ok(true)` when it matched.
fn report(
    out: &mut impl Write,
    rule: &'static str,
    bytes: &[u8],
    line: Option<u64>,
    jsonl: bool,
    color: bool,
) -> io::Result<bool> {
    let lossy;
    let (text, error) = match std::str::from_utf8(bytes) {
        Ok(text) => (text, validate(rule, text).err()),
        Err(e) => {
            lossy = String::from_utf8_lossy(bytes);
            (&*lossy, Some(not_utf8(&lossy, e.valid_up_to())))
        }
    };
    let valid = error.is_none();
    if jsonl {
        let line_error = error.as_ref().map(line_error);
        let record = RuleReport {
            input: text,
            rule: rfc_name(rule),
            valid,
            error: line_error.as_ref().map(ErrorJson::of),
            input_hex: lossless::hex_unless_utf8(bytes),
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
            let shown = match std::str::from_utf8(bytes) {
                Ok(_) => String::new(),
                Err(_) => format!(" {}", lossless::quoted(bytes)),
            };
            writeln!(
                out,
                "{} {}{shown}: {}",
                paint(color, style::INVALID, "invalid"),
                paint(color, style::RULE, rfc_name(rule)),
                error.render()
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
            "{} {}: {:?}",
            paint(color, style::VALID, "valid"),
            paint(color, style::RULE, rfc_name(rule)),
            text
        ),
    }
}

/// Checks `text` against `rule`; an error names rules the RFC's way and explains a
/// control character where the rule stops at one, as `check` does.
fn validate(rule: &'static str, text: &str) -> Result<(), ParseError> {
    let result = ast::validate_rule(rule, text).expect("resolved rules exist");
    result.map_err(|error| {
        let expected = rfc_names(error.expected());
        let renamed = ParseError::new(text, error.offset(), expected);
        let renamed = match error.message() {
            Some(message) => renamed.with_message(message),
            None => renamed,
        };
        explain_control(renamed)
    })
}
