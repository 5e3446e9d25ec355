//! Finding URLs in free text, as the RFC's Appendix ("Recommendations for URLs in
//! Context") describes, each checked against the grammar.
//!
//! - `<URL:...>` is the recommended wrapper and `<...>` the plain one; neither is
//!   part of the URL. Whitespace inside the brackets is ignored, so a URL broken
//!   across lines is read whole.
//! - "No whitespace should be introduced after a hyphen": a hyphen followed by a
//!   break may be the typesetter's, so it "may or may not actually be part of the
//!   URL". The URL keeps it and a [`HyphenNote`] gives the reading without it.
//! - A `#fragment` is kept with its URL inside the brackets, but it is no part of the
//!   section 5 grammar: the URL is checked without it and the fragment reported
//!   apart.
//! - Outside brackets, a bare URL in running text is found as a fallback: a scheme
//!   (a letter, then letters, digits, `+`, `-`, `.`) and `:`, where the scheme is one
//!   of the RFC's or `//` follows, then the URL characters up to a space or a
//!   delimiter, less trailing sentence punctuation.
//!
//! The text is read as bytes: a URL is ASCII (section 2.2), so text that is not
//! UTF-8 is searched all the same, and every offset is a byte offset into the input.
//!
//! [`extract`] reads a whole text; an [`Extractor`] reads one in pieces and reports
//! each URL as soon as the text settles it, holding only the last line and an open
//! wrapper, so its memory does not grow with the text. Both do work linear in the
//! text and find the same URLs, except that an [`Extractor`] given a limit reads a
//! `<` whose content runs longer than the limit without a `<` or `>` as no wrapper.
//!
//! ```
//! use url_grammar::extract::extract;
//! use url_grammar::production::{Mode, Production};
//!
//! let found = extract(b"see <URL:ftp://ds.in\n  ternic.net/rfc>.", Mode::Strict);
//! assert_eq!(found[0].url, "ftp://ds.internic.net/rfc");
//! assert_eq!(found[0].production, Some(Production::Ftpurl));
//! ```

use crate::check::explain_control;
use crate::production::{classify, Mode, Production};
use crate::schemes::{self, is_scheme_char};

/// How a URL was delimited in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wrapper {
    /// `<URL:...>`, the wrapper the Appendix recommends.
    Url,
    /// `<...>`, angle brackets without the `URL:` prefix.
    Angle,
}

/// A hyphen followed by a break inside a URL: it "may or may not actually be part
/// of the URL" (Appendix). The URL keeps the hyphen; this is the other reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HyphenNote {
    /// Byte offsets in the text of each such hyphen.
    pub at: Vec<usize>,
    /// The URL (without its fragment) read without those hyphens.
    pub without: String,
    /// The production of that reading, when it is a URL.
    pub without_production: Option<Production>,
}

/// A URL found in text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The URL as extracted (whitespace inside brackets removed), without any
    /// `#fragment`.
    pub url: String,
    /// The text after `#`, when the URL had one.
    pub fragment: Option<String>,
    /// Byte offset where the match starts in the text (the `<` of a wrapper).
    pub start: usize,
    /// Byte offset just after the match (after the `>` of a wrapper).
    pub end: usize,
    /// The line of `start`, counting from 1.
    pub line: usize,
    /// The wrapper around it; `None` for a bare URL in running text.
    pub wrapped: Option<Wrapper>,
    /// The alternative of `url` it is, or `None` when the grammar rejects it.
    pub production: Option<Production>,
    /// Why the grammar rejects it, when it does.
    pub error: Option<String>,
    /// A hyphen at a break inside it, when there is one.
    pub hyphen: Option<HyphenNote>,
    /// The URL and its fragment as the bytes they were (whitespace inside brackets
    /// removed), when they are not UTF-8: `url` and `fragment` then show U+FFFD in
    /// place of the bytes that are not.
    pub not_utf8: Option<Vec<u8>>,
}

impl Found {
    /// True when the URL (without its fragment) matches the grammar.
    pub fn is_valid(&self) -> bool {
        self.production.is_some()
    }

    /// The URL with its fragment, as it stood in the text (less whitespace).
    pub fn with_fragment(&self) -> String {
        match &self.fragment {
            Some(fragment) => format!("{}#{fragment}", self.url),
            None => self.url.clone(),
        }
    }
}

/// Finds every URL in `text`, in order: wrapped ones first by position, bare ones in
/// the text between wrappers. `mode` is how the grammar reads each URL.
pub fn extract(text: &[u8], mode: Mode) -> Vec<Found> {
    let mut found = Vec::new();
    let mut extractor = Extractor::new(mode, usize::MAX);
    extractor.push(text, &mut |url| found.push(url));
    extractor.finish(&mut |url| found.push(url));
    found
}

/// Finds URLs in a text given piece by piece (any cut will do; whole lines keep the
/// buffer smallest), reporting each as soon as the text after it settles it.
///
/// ```
/// use url_grammar::extract::Extractor;
/// use url_grammar::production::Mode;
///
/// let mut urls = Vec::new();
/// let mut extractor = Extractor::new(Mode::Strict, 1 << 20);
/// for line in ["see <URL:ftp://ds.in\n", "  ternic.net/rfc> and\n", "http://x.org/\n"] {
///     extractor.push(line.as_bytes(), &mut |found| urls.push(found.url));
/// }
/// extractor.finish(&mut |found| urls.push(found.url));
/// assert_eq!(urls, ["ftp://ds.internic.net/rfc", "http://x.org/"]);
/// ```
#[derive(Debug)]
pub struct Extractor {
    mode: Mode,
    /// The longest wrapper content waited for, in bytes.
    max_wrapper: usize,
    /// The text not yet settled, from offset `base` of the whole text.
    buf: Vec<u8>,
    base: usize,
    /// Where the text between wrappers not yet searched for bare URLs starts.
    gap: usize,
    /// Where the search for the next `<` resumes.
    search: usize,
    /// A `<` whose `<` or `>` after it has not been read yet, and where the search
    /// for that resumes.
    open: Option<(usize, usize)>,
    lines: LineCounter,
    steps: u64,
}

impl Extractor {
    /// An extractor reading URLs as `mode` does. A `<` whose content reaches
    /// `max_wrapper` bytes without a `<` or `>` is no wrapper (`usize::MAX`: no
    /// limit, as [`extract`]).
    pub fn new(mode: Mode, max_wrapper: usize) -> Self {
        Extractor {
            mode,
            max_wrapper,
            buf: Vec::new(),
            base: 0,
            gap: 0,
            search: 0,
            open: None,
            lines: LineCounter::default(),
            steps: 0,
        }
    }

    /// Reads the next bytes of the text, calling `found` with each URL they settle.
    pub fn push(&mut self, bytes: &[u8], found: &mut dyn FnMut(Found)) {
        self.buf.extend_from_slice(bytes);
        self.steps += bytes.len() as u64;
        self.settle(false, found);
    }

    /// Skips `length` bytes of the text, `newlines` of them line breaks, unread (a
    /// line too long to keep): what came before them is settled as at the end of
    /// the text, so no URL runs across them.
    pub fn skip(&mut self, length: u64, newlines: u64, found: &mut dyn FnMut(Found)) {
        self.settle(true, found);
        self.lines.line += newlines as usize;
        self.base += length as usize;
    }

    /// Ends the text, calling `found` with the URLs still open.
    pub fn finish(mut self, found: &mut dyn FnMut(Found)) {
        self.settle(true, found);
    }

    /// The bytes examined so far, each time one is: the extractor's work, which
    /// grows linearly with the text (the text itself, the searches for brackets and
    /// URLs, the URLs built and the grammar's run over each).
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// Reports every URL the text read so far settles, and drops the text before
    /// the first byte that may still belong to one. At `end`, everything settles.
    fn settle(&mut self, end: bool, found: &mut dyn FnMut(Found)) {
        loop {
            let (open, from) = match self.open {
                Some(open) => open,
                None => match memchr::memchr(b'<', &self.buf[self.search..]) {
                    Some(at) => {
                        self.steps += at as u64 + 1;
                        let open = self.search + at;
                        (open, open + 1)
                    }
                    None => {
                        self.steps += (self.buf.len() - self.search) as u64;
                        self.search = self.buf.len();
                        break;
                    }
                },
            };
            let Some(at) = memchr::memchr2(b'<', b'>', &self.buf[from..]) else {
                self.steps += (self.buf.len() - from) as u64;
                if end || self.buf.len() - open > self.max_wrapper {
                    // No wrapper: the `<` is text.
                    self.open = None;
                    self.search = self.buf.len();
                    continue;
                }
                self.open = Some((open, self.buf.len()));
                break;
            };
            self.steps += at as u64 + 1;
            let close = from + at;
            self.open = None;
            self.search = close;
            if self.buf[close] == b'<' {
                continue;
            }
            self.search = close + 1;
            if let Some((wrapper, url_start)) = wrapper_kind(&self.buf[open + 1..close]) {
                self.bare_urls(open, found);
                let candidate = unwrap(&self.buf, open, open + 1 + url_start, close, wrapper);
                self.report(candidate, found);
                self.gap = close + 1;
            }
        }
        // Bare URLs end at a line break or a `<`, so the text up to the last line
        // break, or up to a `<` still open, is settled.
        let settled = match self.open {
            _ if end => self.buf.len(),
            Some((open, _)) => open,
            None => memchr::memrchr(b'\n', &self.buf[self.gap..])
                .map_or(self.gap, |at| self.gap + at + 1),
        };
        if settled > self.gap {
            self.bare_urls(settled, found);
        }
        self.drop_settled();
    }

    /// Reports the bare URLs between the last wrapper and `to`.
    fn bare_urls(&mut self, to: usize, found: &mut dyn FnMut(Found)) {
        for candidate in find_bare(&self.buf, self.gap, to, &mut self.steps) {
            self.report(candidate, found);
        }
        self.gap = to;
    }

    /// Checks a candidate and reports it.
    fn report(&mut self, candidate: Candidate, found: &mut dyn FnMut(Found)) {
        // Its bytes are copied and checked twice at most (with and without hyphens).
        self.steps += 3 * candidate.bytes.len() as u64;
        let line = self.lines.line_of(&self.buf, candidate.start);
        found(candidate.into_found(self.base, line, self.mode));
    }

    /// Drops the text before the first byte still needed.
    fn drop_settled(&mut self) {
        let keep = self.open.map_or(self.gap, |(open, _)| open).min(self.gap);
        if keep == 0 {
            return;
        }
        self.lines.line_of(&self.buf, keep);
        self.buf.drain(..keep);
        self.base += keep;
        self.lines.offset -= keep;
        self.gap -= keep;
        self.search = self.search.max(keep) - keep;
        if let Some((open, from)) = &mut self.open {
            *open -= keep;
            *from -= keep;
        }
    }
}

/// A match before it is checked: where it is, and its text with the offset of each
/// byte in the input.
#[derive(Debug)]
struct Candidate {
    start: usize,
    end: usize,
    wrapped: Option<Wrapper>,
    /// The URL's bytes (fragment included) and where each came from.
    bytes: Vec<u8>,
    /// Offsets in the input of hyphens followed by a break.
    hyphens: Vec<usize>,
    /// For each hyphen in `hyphens`, its index in `bytes`.
    hyphen_index: Vec<usize>,
}

impl Candidate {
    /// The URL found, checked; its offsets moved by `base`, the offset of the text
    /// its own offsets count from; `line` the line of its start.
    fn into_found(self, base: usize, line: usize, mode: Mode) -> Found {
        let (url, fragment) = split_fragment(&self.bytes);
        let (production, error) = check(&url, mode);
        let hyphen = (!self.hyphens.is_empty()).then(|| {
            let mut dropped = self.hyphen_index.iter().peekable();
            let mut without = Vec::with_capacity(self.bytes.len());
            for (index, &b) in self.bytes.iter().enumerate() {
                if dropped.next_if_eq(&&index).is_none() {
                    without.push(b);
                }
            }
            let (without, _) = split_fragment(&without);
            let (without_production, _) = check(&without, mode);
            HyphenNote {
                at: self.hyphens.iter().map(|&at| base + at).collect(),
                without,
                without_production,
            }
        });
        Found {
            url,
            fragment,
            start: base + self.start,
            end: base + self.end,
            line,
            wrapped: self.wrapped,
            production,
            error,
            hyphen,
            not_utf8: std::str::from_utf8(&self.bytes)
                .is_err()
                .then_some(self.bytes),
        }
    }
}

/// Counts lines forward through the text (offsets are asked for in order).
#[derive(Debug, Default)]
struct LineCounter {
    offset: usize,
    line: usize,
}

impl LineCounter {
    fn line_of(&mut self, text: &[u8], offset: usize) -> usize {
        if offset < self.offset {
            self.offset = 0;
            self.line = 0;
        }
        self.line += text[self.offset..offset]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        self.offset = offset;
        self.line + 1
    }
}

/// Splits at the first `#`: the URL and the fragment after it.
fn split_fragment(bytes: &[u8]) -> (String, Option<String>) {
    match bytes.iter().position(|&b| b == b'#') {
        Some(hash) => (
            String::from_utf8_lossy(&bytes[..hash]).into_owned(),
            Some(String::from_utf8_lossy(&bytes[hash + 1..]).into_owned()),
        ),
        None => (String::from_utf8_lossy(bytes).into_owned(), None),
    }
}

/// Checks a URL against the grammar: its production, or why it is none (naming a
/// control character where the grammar stops at one, as `check` does).
fn check(url: &str, mode: Mode) -> (Option<Production>, Option<String>) {
    match classify(url, mode) {
        Ok(verdict) => (Some(verdict.production), None),
        Err(error) => (None, Some(explain_control(error).to_string())),
    }
}

/// Whitespace the Appendix says to ignore inside brackets (spaces, line breaks,
/// tabs, etc.).
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// The length of the scheme and `:` at the start of `bytes` (a letter, then scheme
/// characters), if it starts with one.
fn scheme_prefix(bytes: &[u8]) -> Option<usize> {
    if !bytes.first()?.is_ascii_alphabetic() {
        return None;
    }
    let len = bytes.iter().position(|&b| !is_scheme_char(b))?;
    (bytes[len] == b':').then_some(len + 1)
}

/// The wrapper that `content` (the text between `<` and `>`) makes, and where its
/// URL starts in it: `URL:` then the URL, or a URL starting with a scheme.
fn wrapper_kind(content: &[u8]) -> Option<(Wrapper, usize)> {
    if content.len() >= 4 && content[..4].eq_ignore_ascii_case(b"URL:") {
        Some((Wrapper::Url, 4))
    } else if scheme_prefix(content).is_some() {
        Some((Wrapper::Angle, 0))
    } else {
        None
    }
}

/// The candidate inside a wrapper from `open` (`<`) to `close` (`>`): the content
/// from `url_start` with its whitespace dropped and its hyphen breaks noted.
fn unwrap(text: &[u8], open: usize, url_start: usize, close: usize, wrapper: Wrapper) -> Candidate {
    let mut candidate = Candidate {
        start: open,
        end: close + 1,
        wrapped: Some(wrapper),
        bytes: Vec::with_capacity(close - url_start),
        hyphens: Vec::new(),
        hyphen_index: Vec::new(),
    };
    let last_char = text[url_start..close]
        .iter()
        .rposition(|&b| !is_space(b))
        .map_or(url_start, |i| url_start + i);
    for at in url_start..close {
        let b = text[at];
        if is_space(b) {
            continue;
        }
        if b == b'-' && at < last_char && is_space(text[at + 1]) {
            candidate.hyphens.push(at);
            candidate.hyphen_index.push(candidate.bytes.len());
        }
        candidate.bytes.push(b);
    }
    candidate
}

/// A character a bare URL runs over: printable ASCII but for the space and the
/// delimiters `<`, `>`, `"` and `` ` ``. Unsafe characters (`~`, `{`, ...) are
/// taken so that the grammar can reject the URL rather than the URL be cut short.
fn is_bare_char(b: u8) -> bool {
    b.is_ascii_graphic() && !matches!(b, b'<' | b'>' | b'"' | b'`')
}

/// Bare URLs in `text[from..to]`, counting the bytes examined in `steps`.
fn find_bare(text: &[u8], from: usize, to: usize, steps: &mut u64) -> Vec<Candidate> {
    let mut found = Vec::new();
    let mut pos = from;
    while let Some(colon) = memchr::memchr(b':', &text[pos..to]) {
        let colon = pos + colon;
        *steps += (colon + 1 - pos) as u64;
        let mut start = colon;
        while start > pos && is_scheme_char(text[start - 1]) {
            start -= 1;
        }
        while start < colon && !text[start].is_ascii_alphabetic() {
            start += 1;
        }
        let scheme = &text[start..colon];
        let rest = &text[colon + 1..to];
        // A scheme of the RFC's section 3: a bare `name:` with one starts a URL even
        // without `//` after it.
        let known = schemes::specific()
            .iter()
            .any(|s| s.as_bytes().eq_ignore_ascii_case(scheme));
        if !scheme.is_empty() && (known || rest.starts_with(b"//")) {
            let mut end = colon + 1;
            while end < to && is_bare_char(text[end]) {
                end += 1;
            }
            *steps += 2 * (end - start) as u64;
            let end = trim_trailing(text, colon + 1, end);
            if end > colon + 1 {
                found.push(bare(text, start, end));
                pos = end;
                continue;
            }
        }
        pos = colon + 1;
    }
    found
}

/// A bare candidate `text[start..end]`, noting a hyphen that ends it at a line
/// break (the URL may go on, on the next line, or the hyphen may not belong).
fn bare(text: &[u8], start: usize, end: usize) -> Candidate {
    let bytes = text[start..end].to_vec();
    let at_break = matches!(text.get(end..), Some([b'\n', ..] | [b'\r', b'\n', ..]));
    let (hyphens, hyphen_index) = if bytes.last() == Some(&b'-') && at_break {
        (vec![end - 1], vec![bytes.len() - 1])
    } else {
        (Vec::new(), Vec::new())
    };
    Candidate {
        start,
        end,
        wrapped: None,
        bytes,
        hyphens,
        hyphen_index,
    }
}

/// Where a bare URL running from `body` to `end` really ends: without trailing
/// sentence punctuation, and without closing brackets it did not open.
fn trim_trailing(text: &[u8], body: usize, mut end: usize) -> usize {
    let pairs = [(b'(', b')'), (b'[', b']'), (b'{', b'}')];
    // Closing minus opening brackets of each pair in `text[body..end]`.
    let mut excess = pairs.map(|(open, close)| {
        let count = |c: u8| text[body..end].iter().filter(|&&b| b == c).count() as isize;
        count(close) - count(open)
    });
    while end > body {
        let last = text[end - 1];
        let trim = match pairs.iter().position(|&(_, close)| close == last) {
            Some(pair) if excess[pair] > 0 => {
                excess[pair] -= 1;
                true
            }
            Some(_) => false,
            None => matches!(last, b'.' | b',' | b';' | b':' | b'!' | b'?' | b'\'' | b'*'),
        };
        if !trim {
            break;
        }
        end -= 1;
    }
    end
}

#[cfg(test)]
mod tests {
    use super::*;

    fn urls(text: &str) -> Vec<String> {
        extract(text.as_bytes(), Mode::Strict)
            .iter()
            .map(Found::with_fragment)
            .collect()
    }

    /// The Appendix's example, as laid out on page 22 of the RFC.
    const APPENDIX: &str = "   Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;
   type=d> but you can probably pick it up from <URL:ftp://ds.in
   ternic.net/rfc>.  Note the warning in <URL:http://ds.internic.
   net/instructions/overview.html#WARNING>.
";

    #[test]
    fn the_appendix_example() {
        let found = extract(APPENDIX.as_bytes(), Mode::Strict);
        let got: Vec<_> = found
            .iter()
            .map(|f| (f.url.as_str(), f.fragment.as_deref(), f.production))
            .collect();
        assert_eq!(
            got,
            [
                (
                    "ftp://info.cern.ch/pub/www/doc;type=d",
                    None,
                    Some(Production::Ftpurl)
                ),
                ("ftp://ds.internic.net/rfc", None, Some(Production::Ftpurl)),
                (
                    "http://ds.internic.net/instructions/overview.html",
                    Some("WARNING"),
                    Some(Production::Httpurl)
                ),
            ]
        );
        assert!(found.iter().all(|f| f.wrapped == Some(Wrapper::Url)));
        assert_eq!(found.iter().map(|f| f.line).collect::<Vec<_>>(), [1, 2, 3]);
        let first = &found[0];
        assert_eq!(
            &APPENDIX[first.start..first.end],
            "<URL:ftp://info.cern.ch/pub/www/doc;\n   type=d>"
        );
    }

    #[test]
    fn plain_angle_brackets_and_bare_urls() {
        assert_eq!(
            urls("Yes, Jim, I found it under <ftp://info.cern.ch/pub/www/doc> but"),
            ["ftp://info.cern.ch/pub/www/doc"]
        );
        assert_eq!(
            urls("See http://www.example.com/a/b?x=y, or (ftp://x.org/f).\nAlso mailto:timbl@info.cern.ch."),
            ["http://www.example.com/a/b?x=y", "ftp://x.org/f", "mailto:timbl@info.cern.ch"]
        );
        let found = extract(b"go to https://x.org/a_(b) now", Mode::Strict);
        assert_eq!(found[0].url, "https://x.org/a_(b)");
        assert_eq!(found[0].production, Some(Production::Otherurl));
        assert_eq!(found[0].wrapped, None);
    }

    #[test]
    fn text_that_is_no_url() {
        assert!(
            urls("Note: at 10:30, a < b and c > d; <timbl@info.cern.ch> <b>bold</b>").is_empty()
        );
        assert!(urls("").is_empty());
        assert!(urls("news: nothing here").is_empty());
    }

    #[test]
    fn invalid_urls_are_found_and_rejected() {
        let found = extract(
            b"<URL:http://www.example.com/~user> and HTTP://X.COM/",
            Mode::Strict,
        );
        assert_eq!(found.len(), 2);
        assert!(found.iter().all(|f| !f.is_valid() && f.error.is_some()));
        let lenient = extract(b"HTTP://X.COM/", Mode::Lenient);
        assert_eq!(lenient[0].production, Some(Production::Httpurl));
    }

    #[test]
    fn hyphens_at_a_break_are_noted() {
        let found = extract(b"<URL:ftp://x.org/some-\n   thing.txt>", Mode::Strict);
        assert_eq!(found[0].url, "ftp://x.org/some-thing.txt");
        let note = found[0].hyphen.as_ref().unwrap();
        assert_eq!(note.at, [21]);
        assert_eq!(note.without, "ftp://x.org/something.txt");
        assert_eq!(note.without_production, Some(Production::Ftpurl));
        // A hyphen cannot end a host label: kept, it leaves only the generic
        // syntax; the reading without it is an `httpurl`.
        let found = extract(b"<URL:http://info.cern-\n .ch/>", Mode::Strict);
        assert_eq!(found[0].production, Some(Production::Otherurl));
        let note = found[0].hyphen.as_ref().unwrap();
        assert_eq!(note.without, "http://info.cern.ch/");
        assert_eq!(note.without_production, Some(Production::Httpurl));
        // A bare URL that ends in a hyphen at a line break.
        let found = extract(b"at http://x.org/a-\nb today", Mode::Strict);
        assert_eq!(found[0].url, "http://x.org/a-");
        assert_eq!(found[0].hyphen.as_ref().unwrap().without, "http://x.org/a");
        // No note without a break.
        assert!(extract(b"<URL:http://a-b.org/>", Mode::Strict)[0]
            .hyphen
            .is_none());
    }

    #[test]
    fn bytes_that_are_not_utf8_or_text() {
        let found = extract(
            b"\xff\xfe http://a.org/\x00 <URL:ftp://b\xffc/>",
            Mode::Strict,
        );
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].url, "http://a.org/");
        assert_eq!(found[0].start, 3);
        assert!(!found[1].is_valid());
    }

    #[test]
    fn unclosed_wrappers_fall_back_to_bare_urls() {
        assert_eq!(
            urls("<URL:ftp://boombox.micro.umn.edu/pub/gopher/gopher protocol</pre> /Gopher+/Gopher+.txt>"),
            ["ftp://boombox.micro.umn.edu/pub/gopher/gopher"]
        );
        assert_eq!(urls("<<<<http://x.org/"), ["http://x.org/"]);
    }
}
