//! Parse errors that a person can act on: where, what was expected, what was found.

use std::borrow::Cow;
use std::fmt;

use crate::printable;

/// How many characters of input a rendered error shows on either side of the offset.
const WINDOW: usize = 40;

/// Input was rejected: the byte offset where it went wrong, its line and column, the
/// grammar rules that could have continued there (and those that matched there
/// inside a negative lookahead), and a bounded window of the input for rendering
/// (the error never copies a whole large input).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    offset: usize,
    line: usize,
    column: usize,
    // The expected rules, then the unexpected ones (one list, one allocation).
    rules: Vec<Cow<'static, str>>,
    expected: u32,
    found: Option<char>,
    message: Option<Cow<'static, str>>,
    too_deep: bool,
    window: String,
    window_caret: usize,
}

impl ParseError {
    /// An error at byte `offset` of `input`, expecting any of the rules `expected`
    /// (by their grammar names; `"name".into()` for a `&'static str` or a `String`).
    /// `offset` is clamped to the input and moved back to a character boundary.
    pub fn new(input: &str, offset: usize, expected: Vec<Cow<'static, str>>) -> Self {
        let mut offset = offset.min(input.len());
        while !input.is_char_boundary(offset) {
            offset -= 1;
        }
        let (line_start, line, line_end) = line_around(input.as_bytes(), offset);
        let text = &input[line_start..line_end];
        let at = offset - line_start;
        let ascii = text.is_ascii();
        let column = if ascii {
            at + 1
        } else {
            text[..at].chars().count() + 1
        };
        let (window, window_caret) = window_around(text, at, ascii);
        ParseError {
            offset,
            line,
            column,
            expected: expected.len() as u32,
            rules: expected,
            found: input[offset..].chars().next(),
            message: None,
            too_deep: false,
            window,
            window_caret,
        }
    }

    /// The same error, its expected rules replaced by `expected` (e.g. the same
    /// rules by other names); the place and the rendering window are kept.
    pub fn with_expected(mut self, expected: Vec<Cow<'static, str>>) -> Self {
        let unexpected = self.rules.split_off(self.expected as usize);
        self.expected = expected.len() as u32;
        self.rules = expected;
        self.rules.extend(unexpected);
        self
    }

    /// The same error with the rules that matched at the offset where they must not
    /// (inside a negative lookahead, pest's "negatives") set to `unexpected`.
    pub fn with_unexpected(mut self, unexpected: Vec<Cow<'static, str>>) -> Self {
        self.rules.truncate(self.expected as usize);
        self.rules.extend(unexpected);
        self
    }

    /// The same error, each expected (and unexpected) rule that `rename` gives
    /// another name to renamed (in place, without a new list); the place and the
    /// rendering window are kept.
    pub fn rename_expected(mut self, mut rename: impl FnMut(&str) -> Option<&'static str>) -> Self {
        for name in &mut self.rules {
            if let Some(new) = rename(name) {
                *name = Cow::Borrowed(new);
            }
        }
        self
    }

    /// The same error with a sentence that explains it better than the expected
    /// rules alone (e.g. "control character U+0009").
    pub fn with_message(mut self, message: impl Into<Cow<'static, str>>) -> Self {
        self.message = Some(message.into());
        self
    }

    /// The same error, marked as the input nesting deeper than the stack allows
    /// (recursive rules stopped before the stack ran out), with the sentence that
    /// says so.
    pub(crate) fn nested_too_deep(mut self) -> Self {
        self.too_deep = true;
        self.with_message(
            "input nests too deep for the stack of this thread (recursive rules stop \
             with less than 32 KiB left)",
        )
    }

    /// Whether the input was rejected for nesting deeper than the stack allows,
    /// not for its syntax: the same input may parse on a thread with a larger
    /// stack (see [`with_stack`](crate::with_stack)). Such an error's offset and
    /// expected rules say nothing of the input's syntax (the offset is 0 where
    /// only the building of the tree ran short).
    pub fn is_too_deep(&self) -> bool {
        self.too_deep
    }

    /// Byte offset into the input where parsing failed.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// 1-based line of the offset.
    pub fn line(&self) -> usize {
        self.line
    }

    /// 1-based column of the offset, counted in characters.
    pub fn column(&self) -> usize {
        self.column
    }

    /// Names of the rules that could have matched at the offset, deduplicated, in
    /// the order the parser tried them. (Names are borrowed from the grammar where
    /// they can be, so that an error allocates little: a rejected line costs one
    /// allocation for this list and one for the rendering window.)
    pub fn expected(&self) -> &[Cow<'static, str>] {
        &self.rules[..self.expected as usize]
    }

    /// Names of the rules that matched at the offset inside a negative lookahead
    /// (pest's negative attempts: what the input must not be there), deduplicated,
    /// in the order the parser tried them.
    pub fn unexpected(&self) -> &[Cow<'static, str>] {
        &self.rules[self.expected as usize..]
    }

    /// The character at the offset, or `None` at the end of the input.
    pub fn found(&self) -> Option<char> {
        self.found
    }

    /// The explanatory sentence, if one was attached.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// A multi-line rendering: the error, the input line (a bounded window of it),
    /// and a caret under the offending position. Control and bidirectional
    /// characters in the window are escaped (`\u{..}`), the caret moved to
    /// match.
    pub fn render(&self) -> String {
        let head = printable(&self.window[..self.window_caret]);
        let tail = printable(&self.window[self.window_caret..]);
        let pad = " ".repeat(head.chars().count());
        format!("{self}\n  | {head}{tail}\n  | {pad}^")
    }
}

/// Where the line holding byte `offset` starts, its 1-based number, and where it
/// ends (before its `\n`). Most inputs are one line: one search says so.
fn line_around(bytes: &[u8], offset: usize) -> (usize, usize, usize) {
    if memchr::memchr(b'\n', bytes).is_none() {
        return (0, 1, bytes.len());
    }
    let start = memchr::memrchr(b'\n', &bytes[..offset]).map_or(0, |i| i + 1);
    let line = memchr::memchr_iter(b'\n', &bytes[..start]).count() + 1;
    let end = memchr::memchr(b'\n', &bytes[offset..]).map_or(bytes.len(), |i| offset + i);
    (start, line, end)
}

/// At most `WINDOW` characters either side of byte `at` of `line` (`ascii` when the
/// line is), with "…" where text was cut; returns the window and the caret's byte
/// offset within it.
fn window_around(line: &str, at: usize, ascii: bool) -> (String, usize) {
    let (head, tail) = line.split_at(at);
    let (from, to) = if ascii {
        (at.saturating_sub(WINDOW), tail.len().min(WINDOW))
    } else {
        let from = head
            .char_indices()
            .rev()
            .nth(WINDOW - 1)
            .map_or(0, |(i, _)| i);
        let to = tail
            .char_indices()
            .nth(WINDOW)
            .map_or(tail.len(), |(i, _)| i);
        (from, to)
    };
    let mut window = String::with_capacity(head.len() - from + to + 6);
    if from > 0 {
        window.push('…');
    }
    window.push_str(&head[from..]);
    let caret = window.len();
    window.push_str(&tail[..to]);
    if to < tail.len() {
        window.push('…');
    }
    (window, caret)
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(message) = &self.message {
            write!(f, "{message}")?;
        } else {
            match self.found {
                Some(c) => write!(f, "unexpected '{}'", printable(c.encode_utf8(&mut [0; 4])))?,
                None => write!(f, "unexpected end of input")?,
            }
        }
        write!(
            f,
            " at line {}, column {} (byte {})",
            self.line, self.column, self.offset
        )?;
        if !self.expected().is_empty() {
            write!(f, "; expected {}", self.expected().join(", "))?;
        }
        Ok(())
    }
}

impl std::error::Error for ParseError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::printable::is_unprintable;

    #[test]
    fn locates_line_and_column_in_characters() {
        let error = ParseError::new("ab\ncé\nxyz", 7, vec!["x".into()]);
        assert_eq!((error.line(), error.column(), error.offset()), (3, 1, 7));
        let error = ParseError::new("ab\ncé!", 6, Vec::new());
        assert_eq!(
            (error.line(), error.column(), error.found()),
            (2, 3, Some('!'))
        );
    }

    #[test]
    fn expected_and_unexpected_rules_are_kept_apart() {
        let error = ParseError::new("ab", 1, vec!["b".into(), "c".into()])
            .with_unexpected(vec!["d".into()])
            .with_expected(vec!["e".into()])
            .rename_expected(|name| (name == "d").then_some("D"));
        assert_eq!(
            (error.expected(), error.unexpected()),
            (&["e".into()][..], &["D".into()][..])
        );
        assert_eq!(
            error.with_unexpected(Vec::new()).unexpected(),
            &[] as &[Cow<'_, str>]
        );
    }

    #[test]
    fn offsets_inside_a_character_or_past_the_end_are_moved_back() {
        assert_eq!(ParseError::new("aé", 2, Vec::new()).offset(), 1);
        let error = ParseError::new("abc", 10, Vec::new());
        assert_eq!((error.offset(), error.found()), (3, None));
    }

    #[test]
    fn the_window_is_cut_to_forty_characters_either_side() {
        let line = format!("{}!{}", "é".repeat(50), "z".repeat(50));
        let error = ParseError::new(&line, "é".len() * 50, Vec::new());
        let rendered = error.render();
        let shown = rendered.lines().nth(1).unwrap();
        assert_eq!(
            shown,
            format!("  | …{}!{}…", "é".repeat(40), "z".repeat(39))
        );
        let caret = rendered.lines().nth(2).unwrap();
        assert_eq!(caret, format!("  | {}^", " ".repeat(41)));
    }

    #[test]
    fn an_ascii_line_is_cut_like_any_other() {
        let line = format!("{}!{}", "a".repeat(50), "z".repeat(50));
        let rendered = ParseError::new(&line, 50, Vec::new()).render();
        let shown = rendered.lines().nth(1).unwrap();
        assert_eq!(
            shown,
            format!("  | …{}!{}…", "a".repeat(40), "z".repeat(39))
        );
        let rendered = ParseError::new(&line[10..], 40, Vec::new()).render();
        let shown = rendered.lines().nth(1).unwrap();
        assert_eq!(shown, format!("  | {}!{}…", "a".repeat(40), "z".repeat(39)));
    }

    #[test]
    fn a_short_line_is_shown_whole_with_controls_escaped() {
        let error = ParseError::new("first\nab\tc\nlast", 8, vec!["uchar".into()]);
        assert_eq!(
            error.render(),
            "unexpected '\\t' at line 2, column 3 (byte 8); expected uchar\n  | ab\\tc\n  |   ^"
        );
    }

    #[test]
    fn c1_controls_and_bidi_overrides_in_the_window_are_escaped() {
        let input = "http://a/\u{9b}31m\u{202e}x";
        let error = ParseError::new(input, input.len() - 1, Vec::new());
        assert_eq!(
            error.render(),
            format!(
                "unexpected 'x' at line 1, column 15 (byte 17)\n  | http://a/\\u{{9b}}31m\\u{{202e}}x\n  | {}^",
                " ".repeat(26)
            )
        );
        let error = ParseError::new(input, 9, Vec::new());
        let rendered = error.render();
        assert!(
            rendered.starts_with("unexpected '\\u{9b}' at"),
            "{rendered}"
        );
        assert!(
            rendered
                .lines()
                .all(|line| !line.chars().any(is_unprintable)),
            "{rendered}"
        );
    }
}
