//! The RFC's prose semantics on the typed AST: what a parsed URL means.
//!
//! The BNF of section 5 says which strings are URLs; sections 2, 3 and 6 say what
//! they mean. [`Url`] is a parse of the `url` rule whose generated [`ast::Url`] it
//! reads the way the prose does:
//!
//! - common parts (section 3.1): [`Url::user`], [`Url::password`], [`Url::host`],
//!   [`Url::port`], and [`Url::effective_port`] with the defaults of section 3;
//! - one view per scheme of section 3 ([`Url::view`]): [`Ftp`] (the FTP command
//!   sequence of 3.2), [`Http`], [`Gopher`] (type, selector, search, Gopher+
//!   forms), [`Mailto`], [`News`], [`Nntp`], [`Telnet`], [`Wais`], [`File`],
//!   [`Prospero`], and [`Other`] for `otherurl`;
//! - [`Text`]: every component as written, percent-decoded on request (2.2);
//! - [`lints()`](fn@lints): the cautions of sections 2.2 and 6, each with a stable code;
//! - [`HttpBuilder`] and [`FtpBuilder`]: URLs from raw components, encoded with
//!   the grammar's own `UNESCAPED` sets;
//! - [`Url::normalize`] and [`Url::equivalent`]: when two URLs are the same URL by
//!   the rules of sections 2.1, 2.2 and 3;
//! - with the `serde` feature, `Serialize` and `Deserialize` for [`Url`] and
//!   [`OwnedUrl`]: a URL is its text.
//!
//! Views never copy the generated types: they hold an AST node and return text of
//! the input, located by the node's span.
//!
//! ```
//! use url_grammar::semantics::{Url, View};
//!
//! let url = Url::parse("ftp://myname@host.dom/%2Fetc/motd").unwrap();
//! assert_eq!(url.user().unwrap().raw(), "myname");
//! assert_eq!(url.effective_port(), Some(21));
//! let View::Ftp(ftp) = url.view() else { panic!("an ftpurl") };
//! let commands: Vec<String> = ftp.commands().iter().map(|c| c.to_string()).collect();
//! assert_eq!(commands, ["USER myname", "PASS <ask the user>", "CWD /etc", "RETR motd"]);
//! ```

use std::borrow::Cow;
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};

use url_runtime::{ParseError, ParseOptions};

use crate::ast;
use crate::production::{Mode, Production};
use crate::rule_names::renamed;

#[macro_use]
mod macros;

mod build;
mod decode;
mod equivalence;
mod file;
mod ftp;
mod gopher;
mod host;
mod http;
mod lints;
mod mailto;
mod news;
mod other;
mod owned;
mod prospero;
#[cfg(feature = "serde")]
mod serde_impls;
mod telnet;
mod text;
mod view;
mod wais;

pub use build::{FtpBuilder, HttpBuilder};
pub use decode::{percent_decode, percent_encode};
pub use file::File;
pub use ftp::{Ftp, FtpCommand, FtpLogin, FtpPassword, Typecode};
pub use gopher::{Gopher, GopherPlus};
pub use host::{default_port, Host, Port};
pub use http::Http;
pub use lints::{lints, Lint, LintCode, Severity};
pub use mailto::Mailto;
pub use news::{MessageId, News, NewsTarget, Nntp};
pub use other::Other;
pub use owned::OwnedUrl;
pub use prospero::{Prospero, ProsperoField};
pub use telnet::Telnet;
pub use text::Text;
pub use view::View;
pub use wais::{Wais, WaisTarget};

use text::Source;

/// A parsed URL: the generated AST of the whole input, read with the meaning the
/// RFC's prose gives it. Zero-copy: it holds the typed tree of its input, and every
/// accessor reads that tree and returns text of the input, never parsing again.
///
/// ```
/// use url_grammar::production::Production;
/// use url_grammar::Url;
///
/// let url = Url::parse("http://www.example.com/a/b?x=y").unwrap();
/// assert_eq!(url.production(), Production::Httpurl);
/// assert_eq!(url.scheme(), "http");
/// assert_eq!(url.host().unwrap().as_str(), "www.example.com");
/// assert_eq!(url.port(), None);
/// assert_eq!(url.effective_port(), Some(80));
///
/// // Section 2.1: the lenient reading takes upper-case scheme letters as lower
/// // case, and says it did.
/// assert!(Url::parse("HTTP://x.com/").is_err());
/// let url = Url::parse_lenient("HTTP://x.com/").unwrap();
/// assert!(url.scheme_case_folded());
/// assert_eq!(url.scheme(), "HTTP");
/// assert_eq!(url.scheme_name(), "http");
/// assert_eq!(url.production(), Production::Httpurl);
/// assert_eq!(url.as_str(), "HTTP://x.com/");
/// ```
///
/// Equality, ordering and hashing are those of the text ([`Url::as_str`]): one text
/// has one tree. [`OwnedUrl`] is the form that owns its text.
#[derive(Clone)]
#[repr(transparent)]
pub struct Url<'i> {
    tree: ast::Url<'i>,
}

impl<'i> Url<'i> {
    /// Parses the whole of `input` as a `url`, by the BNF as written (scheme names
    /// in lower case). Errors name the expected rules in the RFC's spelling, and
    /// say how to write a character the RFC does not allow as it is (section 2.2).
    pub fn parse(input: &'i str) -> Result<Self, ParseError> {
        Self::parse_with(input, Mode::Strict)
    }

    /// Parses the whole of `input` as a `url`, reading upper-case letters of the
    /// scheme name as lower case (section 2.1: "programs interpreting URLs should
    /// treat upper case letters as equivalent to lower case in scheme names");
    /// [`scheme_case_folded`](Self::scheme_case_folded) says whether that was needed.
    pub fn parse_lenient(input: &'i str) -> Result<Self, ParseError> {
        Self::parse_with(input, Mode::Lenient)
    }

    /// Parses the whole of `input` as a `url`, strictly or leniently.
    #[inline]
    pub fn parse_with(input: &'i str, mode: Mode) -> Result<Self, ParseError> {
        match parse_tree(input, mode) {
            Ok(tree) => Ok(Url { tree }),
            Err(error) => Err(explained(error)),
        }
    }

    /// The whole input.
    pub fn as_str(&self) -> &'i str {
        self.tree.as_str()
    }

    /// True when the lenient reading had to take upper-case scheme letters as lower
    /// case to accept the input. Every scheme `url` names is a lower-case literal, so
    /// an upper-case letter before the first `:` of an accepted URL is one that only
    /// the lenient reading accepts.
    pub fn scheme_case_folded(&self) -> bool {
        scheme_of(self.as_str())
            .bytes()
            .any(|b| b.is_ascii_uppercase())
    }

    /// The alternative of `url` the input is (`waisurl` split into its forms).
    pub fn production(&self) -> Production {
        Production::of(&self.tree)
    }

    /// The generated AST of the input.
    pub fn ast(&self) -> &ast::Url<'i> {
        &self.tree
    }

    /// The scheme name as written (section 2.1), e.g. `HTTP` in a lenient parse.
    pub fn scheme(&self) -> &'i str {
        scheme_of(self.as_str())
    }

    /// The scheme name in lower case, the way section 2.1 says to interpret it.
    pub fn scheme_name(&self) -> Cow<'i, str> {
        let scheme = self.scheme();
        if scheme.bytes().any(|b| b.is_ascii_uppercase()) {
            Cow::Owned(scheme.to_ascii_lowercase())
        } else {
            Cow::Borrowed(scheme)
        }
    }

    /// The scheme view: the meaning section 3 gives the URL's scheme.
    pub fn view(&self) -> View<'_, 'i> {
        View::of(&self.tree, Source::new(self.as_str()))
    }

    /// The user name (section 3.1); see [`View::user`].
    pub fn user(&self) -> Option<Text<'i>> {
        self.view().user()
    }

    /// The password (section 3.1); see [`View::password`].
    pub fn password(&self) -> Option<Text<'i>> {
        self.view().password()
    }

    /// The host (section 3.1); see [`View::host`].
    pub fn host(&self) -> Option<Host<'i>> {
        self.view().host()
    }

    /// The port written in the URL, if any (section 3.1).
    pub fn port(&self) -> Option<Port<'i>> {
        self.view().port()
    }

    /// The port section 3 gives the scheme when the URL names none; `None` for
    /// schemes without one and for `otherurl` (see [`default_port`]).
    pub fn default_port(&self) -> Option<u16> {
        default_port(self.production())
    }

    /// The port to connect to; see [`View::effective_port`].
    pub fn effective_port(&self) -> Option<u16> {
        self.view().effective_port()
    }

    /// The cautions of sections 2.2 and 6 that apply to this URL.
    pub fn lints(&self) -> Vec<Lint> {
        lints(self)
    }

    /// The HTTP view (section 3.3), for an `httpurl`.
    pub fn http(&self) -> Option<Http<'_, 'i>> {
        match self.view() {
            View::Http(view) => Some(view),
            _ => None,
        }
    }

    /// The FTP view (section 3.2), for an `ftpurl`.
    pub fn ftp(&self) -> Option<Ftp<'_, 'i>> {
        match self.view() {
            View::Ftp(view) => Some(view),
            _ => None,
        }
    }

    /// The Gopher view (section 3.4), for a `gopherurl`.
    pub fn gopher(&self) -> Option<Gopher<'_, 'i>> {
        match self.view() {
            View::Gopher(view) => Some(view),
            _ => None,
        }
    }

    /// The mailto view (section 3.5), for a `mailtourl`.
    pub fn mailto(&self) -> Option<Mailto<'_, 'i>> {
        match self.view() {
            View::Mailto(view) => Some(view),
            _ => None,
        }
    }

    /// The news view (section 3.6), for a `newsurl`.
    pub fn news(&self) -> Option<News<'_, 'i>> {
        match self.view() {
            View::News(view) => Some(view),
            _ => None,
        }
    }

    /// The NNTP view (section 3.7), for an `nntpurl`.
    pub fn nntp(&self) -> Option<Nntp<'_, 'i>> {
        match self.view() {
            View::Nntp(view) => Some(view),
            _ => None,
        }
    }

    /// The telnet view (section 3.8), for a `telneturl`.
    pub fn telnet(&self) -> Option<Telnet<'_, 'i>> {
        match self.view() {
            View::Telnet(view) => Some(view),
            _ => None,
        }
    }

    /// The WAIS view (section 3.9), for any of the three `waisurl` forms.
    pub fn wais(&self) -> Option<Wais<'_, 'i>> {
        match self.view() {
            View::Wais(view) => Some(view),
            _ => None,
        }
    }

    /// The file view (section 3.10), for a `fileurl`.
    pub fn file(&self) -> Option<File<'_, 'i>> {
        match self.view() {
            View::File(view) => Some(view),
            _ => None,
        }
    }

    /// The Prospero view (section 3.11), for a `prosperourl`.
    pub fn prospero(&self) -> Option<Prospero<'_, 'i>> {
        match self.view() {
            View::Prospero(view) => Some(view),
            _ => None,
        }
    }

    /// The generic view, for an `otherurl`.
    pub fn other(&self) -> Option<Other<'_, 'i>> {
        match self.view() {
            View::Other(view) => Some(view),
            _ => None,
        }
    }
}

/// The scheme of a URL: the text before its first ":" (every alternative of `url`
/// starts with its scheme and a ":", and no scheme character is a ":").
fn scheme_of(input: &str) -> &str {
    let end = input.find(':').unwrap_or(input.len());
    &input[..end]
}

/// The typed tree of `input`, read by `mode`: the one place the library runs the
/// generated `url` parser (counted under `cfg(test)`, so that tests can show that
/// accessors never parse again).
#[inline]
pub(crate) fn parse_tree(input: &str, mode: Mode) -> Result<ast::Url<'_>, ParseError> {
    #[cfg(test)]
    parse_count::bump();
    let options = ParseOptions::STRICT.fold_case(mode == Mode::Lenient);
    ast::Url::parse_with(input, options)
}

/// How many times this thread ran [`parse_tree`] (tests only).
#[cfg(test)]
pub(crate) mod parse_count {
    use std::cell::Cell;

    thread_local! {
        static PARSES: Cell<usize> = const { Cell::new(0) };
    }

    /// Counts one parse.
    pub(crate) fn bump() {
        PARSES.with(|count| count.set(count.get() + 1));
    }

    /// The parses so far on this thread.
    pub(crate) fn get() -> usize {
        PARSES.with(Cell::get)
    }
}

/// `error` with its expected rules in the RFC's spelling and, where the parse
/// stopped at a character section 2.2 does not allow as it is, what to write
/// instead.
fn explained(error: ParseError) -> ParseError {
    crate::errors::explain(error.rename_expected(renamed))
}

impl fmt::Debug for Url<'_> {
    /// `Url("http://...")`; [`Url::ast`] is the tree.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Url").field(&self.as_str()).finish()
    }
}

impl fmt::Display for Url<'_> {
    /// Writes the URL's text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl AsRef<str> for Url<'_> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for Url<'_> {
    /// The texts are equal (one text has one tree).
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Url<'_> {}

impl PartialOrd for Url<'_> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Url<'_> {
    /// The order of the texts.
    fn cmp(&self, other: &Self) -> Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl Hash for Url<'_> {
    /// The hash of the text.
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl<'i> TryFrom<&'i str> for Url<'i> {
    type Error = ParseError;

    /// [`Url::parse`]: the BNF as written.
    fn try_from(text: &'i str) -> Result<Self, ParseError> {
        Url::parse(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accessors_read_the_tree_without_parsing_again() {
        let before = parse_count::get();
        let url = Url::parse("ftp://me:pw@host.com:2121/a/b;type=i").unwrap();
        let lenient = Url::parse_lenient("HTTP://x.com/a?b").unwrap();
        let owned = OwnedUrl::parse("gopher://h.com:70/1sel").unwrap();
        assert_eq!(parse_count::get(), before + 3, "one parse each");
        for _ in 0..3 {
            for url in [&url, &lenient, owned.as_url()] {
                let _ = (url.user(), url.password(), url.host(), url.port());
                let _ = (url.effective_port(), url.default_port(), url.view());
                let _ = (url.production(), url.scheme_name(), url.lints());
                let _ = (url.ftp(), url.http(), url.gopher(), url.other());
                let _ = url.to_string();
            }
        }
        assert_eq!(url.user().unwrap().raw(), "me");
        assert_eq!(lenient.host().unwrap().as_str(), "x.com");
        assert_eq!(owned.as_url().effective_port(), Some(70));
        assert_eq!(parse_count::get(), before + 3, "accessors parse nothing");
    }

    #[test]
    fn lenient_parses_fold_the_scheme_only() {
        let url = Url::parse_lenient("FtP://H.com/a;type=i").unwrap();
        assert_eq!(url.production(), Production::Ftpurl);
        assert!(url.scheme_case_folded());
        // ";type=" is no scheme: it is read as written, so ";TYPE=i" is no
        // typecode, and with ";" no fsegment character the URL is no ftpurl.
        let url = Url::parse_lenient("FTP://h.com/a;TYPE=i").unwrap();
        assert_eq!(url.production(), Production::Otherurl);
        let url = Url::parse_lenient("X-Foo.1:bar").unwrap();
        assert_eq!(url.production(), Production::Otherurl);
        assert_eq!(url.scheme_name(), "x-foo.1");
        assert!(!Url::parse_lenient("http://x.com/")
            .unwrap()
            .scheme_case_folded());
        assert!(Url::parse("HTTP://x.com/").is_err());
    }
}
