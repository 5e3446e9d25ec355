//! Checking candidate URLs one line at a time, as `rfc1738 check` does.
//!
//! A line is the bytes up to a `\n`; the `\n` and one `\r` before it are the line
//! terminator, not part of the candidate. A line that is not UTF-8 is rejected with an
//! error that says so; a line the grammar rejects at a control character, with an
//! error that names it ([`explain_control`]).

use url_runtime::ParseError;

use crate::production::{classify, Mode, Production};

/// The outcome for one input line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineReport {
    /// The line as text (invalid UTF-8 shown with U+FFFD replacement characters).
    pub input: String,
    /// True when the whole line is a URL.
    pub valid: bool,
    /// The alternative of `url` the line matched, when valid.
    pub production: Option<&'static str>,
    /// Where and why the line is not a URL, when invalid.
    pub error: Option<LineError>,
    /// True when the lenient mode read upper-case scheme letters as lower case.
    pub scheme_case_folded: bool,
}

/// The error part of a [`LineReport`].
#[derive(Debug, Clone, PartialEq, Eq)]
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

/// The error for input that is not UTF-8, at `offset` (the first invalid byte) of
/// `text`, the input with invalid bytes replaced (`String::from_utf8_lossy`).
pub fn not_utf8(text: &str, offset: usize) -> ParseError {
    ParseError::new(text, offset, Vec::new()).with_message(not_utf8_message(offset))
}

/// What [`not_utf8`] says.
fn not_utf8_message(offset: usize) -> String {
    format!("invalid UTF-8 at byte {offset}: a URL is a sequence of ASCII characters (section 2.2)")
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
                    message: not_utf8_message(offset),
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
            error: Some(line_error(error)),
            scheme_case_folded: false,
        },
    }
}

/// The error for a rejected line.
fn line_error(error: ParseError) -> LineError {
    let error = explain_control(error);
    LineError {
        offset: error.offset(),
        expected: error.expected().iter().map(|e| e.to_string()).collect(),
        message: error.to_string(),
    }
}

/// The same error, explained when the grammar stopped at a character section 2.2
/// keeps out of URLs as it is: a control character (`control character U+0001:
/// URLs hold only printable ASCII (section 2.2)`), an unsafe or national one, or
/// one that is not US-ASCII, named with its class and its `%XX` encoding. An error
/// elsewhere is left as it is, so the message, the offset and the expected rules
/// always speak of the same place. `check`, `parse`, `rule` and `extract` all
/// explain errors this way, as [`Url::parse`](crate::Url::parse) does.
pub fn explain_control(error: ParseError) -> ParseError {
    crate::errors::explain(error)
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
        let error = report.error.unwrap();
        assert_eq!(error.offset, 9);
        let parse_error = not_utf8(&report.input, 9);
        assert_eq!(parse_error.offset(), 9);
        assert_eq!(parse_error.message(), Some(error.message.as_str()));
        assert!(error.message.starts_with("invalid UTF-8 at byte 9: "));
    }

    #[test]
    fn control_characters_are_named_where_the_grammar_stops() {
        let cases: [(&[u8], usize, &str); 2] = [
            (
                b"http://a/\tb",
                9,
                "control character U+0009: URLs hold only printable ASCII (section 2.2) \
                 at line 1, column 10 (byte 9); expected end of input",
            ),
            // The grammar stops at byte 0, before the U+0001: the message speaks of
            // byte 0 too, not of a character elsewhere in the line.
            (
                b"a\x01b",
                0,
                "unexpected 'a' at line 1, column 1 (byte 0); expected url",
            ),
        ];
        for (line, offset, message) in cases {
            let error = check_line(line, Mode::Strict).error.expect("invalid");
            assert_eq!((error.offset, error.message.as_str()), (offset, message));
            assert!(!error.expected.is_empty());
        }
    }
}
