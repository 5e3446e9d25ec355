//! Checking candidate URLs one line at a time, as `rfc1738 check` does.
//!
//! A line is the bytes up to a `\n`; the `\n` and one `\r` before it are the line
//! terminator, not part of the candidate. A line that is not UTF-8 or holds a control
//! character is rejected with an error that says so.

use serde::Serialize;
use url_runtime::ParseError;

use crate::production::{classify, Mode, Production};

/// The outcome for one input line, serialised as one line of `check --jsonl`:
/// `{"input", "valid", "production", "error"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LineReport {
    /// The line as text (invalid UTF-8 shown with U+FFFD replacement characters).
    pub input: String,
    /// True when the whole line is a URL.
    pub valid: bool,
    /// The alternative of `url` the line matched, when valid.
    pub production: Option<&'static str>,
    /// Where and why the line is not a URL, when invalid.
    pub error: Option<LineError>,
    /// True when `--lenient` read upper-case scheme letters as lower case. Absent
    /// from the JSON when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub scheme_case_folded: bool,
}

/// The error part of a [`LineReport`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LineError {
    /// Byte offset into the line where it stops being a URL.
    pub offset: usize,
    /// RFC names of the rules that could have continued at `offset`.
    pub expected: Vec<String>,
    /// The error in words, with the position.
    pub message: String,
}

impl LineReport {
    /// The production, when the line was valid.
    pub fn production(&self) -> Option<Production> {
        let name = self.production?;
        Production::ALL.into_iter().find(|p| p.name() == name)
    }
}

/// Strips the line terminator (`\n`, and a `\r` before it) from a raw line.
pub fn strip_terminator(mut line: &[u8]) -> &[u8] {
    if let Some(rest) = line.strip_suffix(b"\n") {
        line = rest.strip_suffix(b"\r").unwrap_or(rest);
    }
    line
}

/// Checks one line (without its terminator) as a whole URL.
pub fn check_line(line: &[u8], mode: Mode) -> LineReport {
    match std::str::from_utf8(line) {
        Ok(text) => check_text(text, mode),
        Err(e) => {
            let offset = e.valid_up_to();
            LineReport {
                input: String::from_utf8_lossy(line).into_owned(),
                valid: false,
                production: None,
                error: Some(LineError {
                    offset,
                    expected: Vec::new(),
                    message: format!(
                        "invalid UTF-8 at byte {offset}: a URL is a sequence of ASCII characters (section 2.2)"
                    ),
                }),
                scheme_case_folded: false,
            }
        }
    }
}

/// Checks a line of text (without its terminator) as a whole URL.
pub fn check_text(text: &str, mode: Mode) -> LineReport {
    match classify(text, mode) {
        Ok(verdict) => LineReport {
            input: text.to_owned(),
            valid: true,
            production: Some(verdict.production.name()),
            error: None,
            scheme_case_folded: verdict.scheme_case_folded,
        },
        Err(error) => LineReport {
            input: text.to_owned(),
            valid: false,
            production: None,
            error: Some(line_error(text, error)),
            scheme_case_folded: false,
        },
    }
}

/// The error for a rejected line, naming the first control character when there is
/// one (the grammar rejects it, but "unexpected '\u{1}'" explains less).
fn line_error(text: &str, error: ParseError) -> LineError {
    let control = text.char_indices().find(|(_, c)| c.is_control());
    let error = match control {
        Some((at, c)) => {
            let message = format!(
                "control character U+{:04X} at byte {at}: URLs hold only printable ASCII (section 2.2)",
                c as u32
            );
            error.with_message(message)
        }
        None => error,
    };
    LineError {
        offset: error.offset(),
        expected: error.expected().to_vec(),
        message: error.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminators_are_not_input() {
        assert_eq!(strip_terminator(b"a\r\n"), b"a");
        assert_eq!(strip_terminator(b"a\n"), b"a");
        assert_eq!(strip_terminator(b"a\r"), b"a\r");
        assert_eq!(strip_terminator(b"a"), b"a");
    }

    #[test]
    fn invalid_utf8_is_located() {
        let report = check_line(b"http://a/\xff", Mode::Strict);
        assert!(!report.valid);
        assert_eq!(report.error.unwrap().offset, 9);
    }

    #[test]
    fn control_characters_are_named() {
        let report = check_line(b"http://a/\tb", Mode::Strict);
        let error = report.error.unwrap();
        assert!(error.message.contains("U+0009"), "{}", error.message);
        assert!(!error.expected.is_empty());
    }

    #[test]
    fn json_shape_is_stable() {
        let json = serde_json::to_value(check_text("http://x.com/", Mode::Strict)).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"input": "http://x.com/", "valid": true, "production": "httpurl", "error": null})
        );
    }
}
