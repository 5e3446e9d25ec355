//! The text of a URL component as written, with decoding on request.

use std::borrow::Cow;
use std::fmt;
use std::ops::Range;
use std::string::FromUtf8Error;

use url_runtime::Span;

use super::decode::{percent_decode, units};

/// A component of a URL as it is written in the input — escapes and all — with
/// where it is. Percent-decoding (section 2.2) happens only on request: the raw
/// text is what the URL says, the decoded octets what the protocol uses.
///
/// ```
/// use url_grammar::Url;
///
/// let url = Url::parse("ftp://my%20name@host.dom/").unwrap();
/// let user = url.user().unwrap();
/// assert_eq!(user.raw(), "my%20name");
/// assert_eq!(&*user.decode(), b"my name");
/// assert_eq!(user.decode_utf8().unwrap(), "my name");
/// assert_eq!(user.span().range(), 6..15);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Text<'i> {
    raw: &'i str,
    span: Span,
}

impl<'i> Text<'i> {
    /// The component `raw`, found at `span` of the input.
    pub(crate) fn new(raw: &'i str, span: Span) -> Self {
        Text { raw, span }
    }

    /// The text as written, escapes included.
    pub fn raw(&self) -> &'i str {
        self.raw
    }

    /// Where the text is in the parsed input (byte offsets).
    pub fn span(&self) -> Span {
        self.span
    }

    /// True when the component is empty (which differs from absent, section 3.1).
    pub fn is_empty(&self) -> bool {
        self.raw.is_empty()
    }

    /// True when the text holds a `%XX` escape.
    pub fn has_escapes(&self) -> bool {
        self.raw.contains('%')
    }

    /// The octets the text stands for (section 2.2); borrows when there is no
    /// escape.
    pub fn decode(&self) -> Cow<'i, [u8]> {
        percent_decode(self.raw)
    }

    /// The decoded octets as UTF-8 text, or the error holding them when they are
    /// not UTF-8 (the RFC gives octets no character set).
    pub fn decode_utf8(&self) -> Result<Cow<'i, str>, FromUtf8Error> {
        match self.decode() {
            Cow::Borrowed(_) => Ok(Cow::Borrowed(self.raw)),
            Cow::Owned(bytes) => String::from_utf8(bytes).map(Cow::Owned),
        }
    }

    /// The decoded octets as text, with U+FFFD for what is not UTF-8.
    pub fn decode_lossy(&self) -> String {
        String::from_utf8_lossy(&self.decode()).into_owned()
    }

    /// The part of the text at `range` (byte offsets into [`raw`](Self::raw)).
    pub(crate) fn slice(&self, range: Range<usize>) -> Text<'i> {
        Text {
            raw: &self.raw[range.clone()],
            span: Span::new(self.span.start + range.start, self.span.start + range.end),
        }
    }

    /// The text split at every decoded octet `separator` (which only an escape can
    /// produce when the separator is not an URL character); the parts keep their
    /// escapes.
    pub(crate) fn split_decoded(&self, separator: u8) -> Vec<Text<'i>> {
        let mut parts = Vec::new();
        let mut start = 0;
        for (octet, range) in units(self.raw) {
            if octet == separator {
                parts.push(self.slice(start..range.start));
                start = range.end;
            }
        }
        parts.push(self.slice(start..self.raw.len()));
        parts
    }
}

impl fmt::Display for Text<'_> {
    /// Writes the raw text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.raw)
    }
}

impl PartialEq<&str> for Text<'_> {
    /// Compares the raw text (escapes included) with `other`.
    fn eq(&self, other: &&str) -> bool {
        self.raw == *other
    }
}

/// The input a view re-slices its text from: text of the AST is located by its
/// span and taken from here, so a view over the lower-cased copy of a lenient parse
/// still returns text borrowed from the original input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Source<'i> {
    input: &'i str,
    base: usize,
}

impl<'i> Source<'i> {
    /// The whole parsed input.
    pub(crate) fn new(input: &'i str) -> Self {
        Source { input, base: 0 }
    }

    /// The text of a node found at `span` (for a view made from a node alone).
    pub(crate) fn of_node(text: &'i str, span: Span) -> Self {
        Source {
            input: text,
            base: span.start,
        }
    }

    /// The input text at `span`.
    pub(crate) fn str(self, span: Span) -> &'i str {
        &self.input[span.start - self.base..span.end - self.base]
    }

    /// The input text at `span`, as a [`Text`].
    pub(crate) fn text(self, span: Span) -> Text<'i> {
        Text::new(self.str(span), span)
    }
}
