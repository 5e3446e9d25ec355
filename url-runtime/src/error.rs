//! Parse errors that a person can act on: where, what was expected, what was found.

use std::fmt;

/// How many characters of input a rendered error shows on either side of the offset.
const WINDOW: usize = 40;

/// Input was rejected: the byte offset where it went wrong, its line and column, the
/// grammar rules that could have continued there, and a bounded window of the input
/// for rendering (the error never copies a whole large input).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    offset: usize,
    line: usize,
    column: usize,
    expected: Vec<String>,
    found: Option<char>,
    message: Option<String>,
    window: String,
    window_caret: usize,
}

impl ParseError {
    /// An error at byte `offset` of `input`, expecting any of the rules `expected`
    /// (by their grammar names). `offset` is clamped to the input and moved back to
    /// a character boundary.
    pub fn new(input: &str, offset: usize, expected: Vec<String>) -> Self {
        let mut offset = offset.min(input.len());
        while !input.is_char_boundary(offset) {
            offset -= 1;
        }
        let before = &input[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = input[line_start..offset].chars().count() + 1;
        let line_end = input[offset..]
            .find('\n')
            .map_or(input.len(), |i| offset + i);
        let (window, window_caret) =
            window_around(&input[line_start..line_end], offset - line_start);
        ParseError {
            offset,
            line,
            column,
            expected,
            found: input[offset..].chars().next(),
            message: None,
            window,
            window_caret,
        }
    }

    /// The same error with a sentence that explains it better than the expected
    /// rules alone (e.g. "control character U+0009").
    pub fn with_message(mut self, message: impl Into<String>) -> Self {
        self.message = Some(message.into());
        self
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
    /// the order the parser tried them.
    pub fn expected(&self) -> &[String] {
        &self.expected
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
    /// and a caret under the offending position.
    pub fn render(&self) -> String {
        let shown = printable(&self.window);
        let pad = " ".repeat(self.window[..self.window_caret].chars().count());
        format!("{self}\n  | {shown}\n  | {pad}^")
    }
}

/// The text with control characters shown as their Unicode control pictures (one
/// column each), so a rendered caret stays aligned.
fn printable(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{0}'..='\u{1f}' => char::from_u32(0x2400 + c as u32).unwrap_or('?'),
            '\u{7f}' => '\u{2421}',
            c => c,
        })
        .collect()
}

/// At most `WINDOW` characters either side of byte `at` of `line`, with "…" where
/// text was cut; returns the window and the caret's byte offset within it.
fn window_around(line: &str, at: usize) -> (String, usize) {
    let head: Vec<char> = line[..at].chars().collect();
    let mut window = String::new();
    let skip = head.len().saturating_sub(WINDOW);
    if skip > 0 {
        window.push('…');
    }
    window.extend(&head[skip..]);
    let caret = window.len();
    let mut tail = line[at..].chars();
    window.extend(tail.by_ref().take(WINDOW));
    if tail.next().is_some() {
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
                Some(c) => write!(f, "unexpected {:?}", c)?,
                None => write!(f, "unexpected end of input")?,
            }
        }
        write!(
            f,
            " at line {}, column {} (byte {})",
            self.line, self.column, self.offset
        )?;
        if !self.expected.is_empty() {
            write!(f, "; expected {}", self.expected.join(", "))?;
        }
        Ok(())
    }
}

impl std::error::Error for ParseError {}
