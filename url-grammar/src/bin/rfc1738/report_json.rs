//! The JSON lines of `check --jsonl`, `rule --jsonl` and `extract --jsonl`: the
//! library's reports ([`LineReport`], [`Found`]) in the shapes the tool prints.

use serde::{Serialize, Serializer};
use url_grammar::check::{LineError, LineReport};
use url_grammar::extract::{Found, HyphenNote, Wrapper};
use url_grammar::production::Production;
use url_runtime::ParseError;

use crate::lossless;

/// One line of `check --jsonl`: `{"input","valid","production","error"}`, and
/// `"scheme_case_folded": true` when `--lenient` folded the scheme.
#[derive(Serialize)]
pub struct LineJson<'a> {
    /// The input the line is from, when there are several.
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
    /// The line's number in its input, from 1, when there are several inputs.
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<u64>,
    /// The line as text (invalid UTF-8 shown with U+FFFD replacement characters).
    input: &'a str,
    /// True when the whole line is a URL.
    valid: bool,
    /// The alternative of `url` the line matched, when valid.
    production: Option<&'static str>,
    /// Where and why the line is not a URL, when invalid.
    error: Option<ErrorJson<'a>>,
    /// Absent when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    scheme_case_folded: bool,
    /// The line's bytes in hexadecimal, present only when they are not UTF-8.
    #[serde(skip_serializing_if = "Option::is_none")]
    input_hex: Option<String>,
}

impl<'a> LineJson<'a> {
    /// The JSON of a checked line.
    pub fn of(report: &'a LineReport) -> Self {
        LineJson {
            file: None,
            line: None,
            input: &report.input,
            valid: report.valid,
            production: report.production,
            error: report.error.as_ref().map(ErrorJson::of),
            scheme_case_folded: report.scheme_case_folded,
            input_hex: None,
        }
    }

    /// The same, naming the input and the line's number in it.
    pub fn at(self, file: Option<&'a str>, line: u64) -> Self {
        LineJson {
            file,
            line: file.map(|_| line),
            ..self
        }
    }

    /// The same, with the line's bytes: kept in `input_hex` when they are not UTF-8.
    pub fn with_bytes(self, bytes: &[u8]) -> Self {
        LineJson {
            input_hex: if self.valid {
                None
            } else {
                lossless::hex_unless_utf8(bytes)
            },
            ..self
        }
    }
}

/// Where and why a line is no URL: `{"offset","expected","message"}`.
#[derive(Serialize)]
pub struct ErrorJson<'a> {
    /// Byte offset into the line where it stops being a URL.
    offset: usize,
    /// RFC names of the rules that could have continued at `offset`.
    expected: &'a [String],
    /// The error in words, with the position.
    message: &'a str,
}

impl<'a> ErrorJson<'a> {
    /// The JSON of a line's error.
    pub fn of(error: &'a LineError) -> Self {
        ErrorJson {
            offset: error.offset,
            expected: &error.expected,
            message: &error.message,
        }
    }
}

/// The owned [`LineError`] of a parse error, as `check --jsonl` gives it.
pub fn line_error(error: &ParseError) -> LineError {
    LineError {
        offset: error.offset(),
        expected: error.expected().iter().map(|e| e.to_string()).collect(),
        message: error.to_string(),
    }
}

/// One line of `extract --jsonl`:
/// `{"url","fragment","start","end","line","wrapped","production","error"[,"hyphen"]}`.
#[derive(Serialize)]
pub struct FoundJson<'a> {
    /// The input the URL was found in, when there are several.
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
    /// The URL without its fragment.
    url: &'a str,
    /// The text after `#`, if any.
    fragment: Option<&'a str>,
    /// Byte offset where the match starts.
    start: usize,
    /// Byte offset just after the match.
    end: usize,
    /// The line of `start`, from 1.
    line: usize,
    /// `"url"`, `"angle"` or null.
    #[serde(serialize_with = "wrapper_name")]
    wrapped: Option<Wrapper>,
    /// The production's name, or null.
    #[serde(serialize_with = "production_name")]
    production: Option<Production>,
    /// Why the grammar rejects it, or null.
    error: Option<&'a str>,
    /// `{"at","without","without_production"}`, present only for a hyphen at a
    /// break.
    #[serde(skip_serializing_if = "Option::is_none")]
    hyphen: Option<HyphenJson<'a>>,
    /// The URL and its fragment as bytes, in hexadecimal, present only when they are
    /// not UTF-8.
    #[serde(skip_serializing_if = "Option::is_none")]
    url_hex: Option<String>,
}

impl<'a> FoundJson<'a> {
    /// The JSON of a URL found in `file` (named when there are several inputs).
    pub fn of(found: &'a Found, file: Option<&'a str>) -> Self {
        FoundJson {
            file,
            url_hex: found
                .not_utf8
                .as_deref()
                .and_then(lossless::hex_unless_utf8),
            url: &found.url,
            fragment: found.fragment.as_deref(),
            start: found.start,
            end: found.end,
            line: found.line,
            wrapped: found.wrapped,
            production: found.production,
            error: found.error.as_deref(),
            hyphen: found.hyphen.as_ref().map(HyphenJson::of),
        }
    }
}

/// A hyphen at a line break inside a found URL.
#[derive(Serialize)]
struct HyphenJson<'a> {
    /// Byte offsets of each such hyphen.
    at: &'a [usize],
    /// The URL read without them.
    without: &'a str,
    /// The production of that reading, or null.
    #[serde(serialize_with = "production_name")]
    without_production: Option<Production>,
}

impl<'a> HyphenJson<'a> {
    /// The JSON of a hyphen note.
    fn of(note: &'a HyphenNote) -> Self {
        HyphenJson {
            at: &note.at,
            without: &note.without,
            without_production: note.without_production,
        }
    }
}

/// A production by its rule name.
fn production_name<S: Serializer>(
    production: &Option<Production>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match production {
        Some(production) => serializer.serialize_str(production.name()),
        None => serializer.serialize_none(),
    }
}

/// A wrapper as `"url"` or `"angle"`.
fn wrapper_name<S: Serializer>(
    wrapper: &Option<Wrapper>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match wrapper {
        Some(Wrapper::Url) => serializer.serialize_str("url"),
        Some(Wrapper::Angle) => serializer.serialize_str("angle"),
        None => serializer.serialize_none(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use url_grammar::check::check_text;
    use url_grammar::extract::extract;
    use url_grammar::production::Mode;

    #[test]
    fn check_line_shape_is_stable() {
        let report = check_text("http://x.com/", Mode::Strict);
        let json = serde_json::to_value(LineJson::of(&report)).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"input": "http://x.com/", "valid": true, "production": "httpurl", "error": null})
        );
        let report = check_text("HTTP://x.com/~", Mode::Lenient);
        let json = serde_json::to_value(LineJson::of(&report)).unwrap();
        assert_eq!(json["error"]["offset"], 13);
        assert!(json.get("scheme_case_folded").is_none());
    }

    #[test]
    fn found_shape_is_stable() {
        let found = extract(b"<URL:http://x.org/#top>", Mode::Strict);
        let json = serde_json::to_value(FoundJson::of(&found[0], None)).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"url": "http://x.org/", "fragment": "top", "start": 0, "end": 23,
                "line": 1, "wrapped": "url", "production": "httpurl", "error": null})
        );
        let found = extract(b"<URL:http://a-\n b.org/>", Mode::Strict);
        let json = serde_json::to_value(FoundJson::of(&found[0], None)).unwrap();
        assert_eq!(
            json["hyphen"],
            serde_json::json!({"at": [13], "without": "http://ab.org/", "without_production": "httpurl"})
        );
    }
}
