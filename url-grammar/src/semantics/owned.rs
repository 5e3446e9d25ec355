//! [`OwnedUrl`]: a parsed URL that owns its text, for keeping URLs in structs,
//! collections and other threads.

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;
use std::sync::Arc;

use url_runtime::ParseError;

use super::Url;
use crate::production::Mode;

self_cell::self_cell!(
    /// The text and the URL parsed from it, which borrows it.
    struct Parsed {
        owner: Box<str>,
        #[covariant]
        dependent: Url,
    }
);

/// A parsed URL that owns its text: [`Url`] without the lifetime, for a URL that
/// outlives the string it was parsed from. It holds the text and its typed tree
/// once, shared: cloning it is cheap, and it is `Send` and `Sync`.
///
/// ```
/// use std::collections::{BTreeSet, HashMap};
/// use url_grammar::OwnedUrl;
///
/// let url: OwnedUrl = "ftp://ftp.example.com/pub/file.txt".parse().unwrap();
/// assert_eq!(url.as_url().host().unwrap().as_str(), "ftp.example.com");
///
/// // Equal, ordered and hashed by its text, which it can be looked up by.
/// let mut seen = HashMap::new();
/// seen.insert(url.clone(), 1);
/// assert_eq!(seen.get("ftp://ftp.example.com/pub/file.txt"), Some(&1));
/// let sorted: BTreeSet<OwnedUrl> = ["news:b", "news:a"].iter().map(|s| s.parse().unwrap()).collect();
/// assert_eq!(sorted.first().unwrap().as_str(), "news:a");
/// ```
#[derive(Clone)]
pub struct OwnedUrl(Arc<Parsed>);

impl OwnedUrl {
    /// Parses the whole of `text` as a `url`, by the BNF as written (see
    /// [`Url::parse`]).
    pub fn parse(text: impl Into<String>) -> Result<Self, ParseError> {
        OwnedUrl::parse_with(text, Mode::Strict)
    }

    /// Parses the whole of `text` as a `url`, reading scheme names in either case
    /// (section 2.1; see [`Url::parse_lenient`]).
    pub fn parse_lenient(text: impl Into<String>) -> Result<Self, ParseError> {
        OwnedUrl::parse_with(text, Mode::Lenient)
    }

    /// Parses the whole of `text` as a `url`, strictly or leniently.
    pub fn parse_with(text: impl Into<String>, mode: Mode) -> Result<Self, ParseError> {
        let text = text.into().into_boxed_str();
        Parsed::try_new(text, |text| Url::parse_with(text, mode))
            .map(|parsed| OwnedUrl(Arc::new(parsed)))
    }

    /// The URL, with every accessor of [`Url`]; its text borrows from `self`.
    pub fn as_url(&self) -> &Url<'_> {
        self.0.borrow_dependent()
    }

    /// The text of the URL.
    pub fn as_str(&self) -> &str {
        self.0.borrow_owner()
    }
}

impl fmt::Debug for OwnedUrl {
    /// `OwnedUrl("http://...")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("OwnedUrl").field(&self.as_str()).finish()
    }
}

impl fmt::Display for OwnedUrl {
    /// Writes the URL's text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl AsRef<str> for OwnedUrl {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl Borrow<str> for OwnedUrl {
    /// The text: equality, order and hash are the text's, so maps keyed by
    /// `OwnedUrl` can be looked up by `&str`.
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for OwnedUrl {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for OwnedUrl {}

impl PartialOrd for OwnedUrl {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for OwnedUrl {
    /// The order of the texts.
    fn cmp(&self, other: &Self) -> Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl Hash for OwnedUrl {
    /// The hash of the text (as `str` hashes it, for [`Borrow`]).
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl PartialEq<Url<'_>> for OwnedUrl {
    fn eq(&self, other: &Url<'_>) -> bool {
        self.as_str() == other.as_str()
    }
}

impl PartialEq<OwnedUrl> for Url<'_> {
    fn eq(&self, other: &OwnedUrl) -> bool {
        self.as_str() == other.as_str()
    }
}

impl FromStr for OwnedUrl {
    type Err = ParseError;

    /// [`OwnedUrl::parse`]: the BNF as written.
    fn from_str(text: &str) -> Result<Self, ParseError> {
        OwnedUrl::parse(text)
    }
}

impl TryFrom<&str> for OwnedUrl {
    type Error = ParseError;

    /// [`OwnedUrl::parse`]: the BNF as written.
    fn try_from(text: &str) -> Result<Self, ParseError> {
        OwnedUrl::parse(text)
    }
}

impl TryFrom<String> for OwnedUrl {
    type Error = ParseError;

    /// [`OwnedUrl::parse`], keeping the string as the URL's text.
    fn try_from(text: String) -> Result<Self, ParseError> {
        OwnedUrl::parse(text)
    }
}

impl From<OwnedUrl> for String {
    /// The URL's text.
    fn from(url: OwnedUrl) -> Self {
        url.as_str().to_owned()
    }
}
