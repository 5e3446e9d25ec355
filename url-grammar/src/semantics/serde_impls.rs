//! serde for [`Url`] and [`OwnedUrl`] (the `serde` feature): a URL is its text.
//!
//! Serializing writes the text; deserializing parses it leniently (section 2.1),
//! so that every URL, one parsed leniently with an upper-case scheme included,
//! reads back as the URL it was.

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::ser::{Serialize, Serializer};

use super::{OwnedUrl, Url};

impl Serialize for Url<'_> {
    /// The URL's text.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl Serialize for OwnedUrl {
    /// The URL's text.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// Reads a string and parses it as a URL.
struct UrlVisitor;

impl<'de> Visitor<'de> for UrlVisitor {
    type Value = Url<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an RFC 1738 URL as a string borrowed from the input")
    }

    fn visit_borrowed_str<E: de::Error>(self, text: &'de str) -> Result<Url<'de>, E> {
        Url::parse_lenient(text).map_err(E::custom)
    }
}

impl<'de> Deserialize<'de> for Url<'de> {
    /// A string of the input, parsed leniently. The string must be borrowed from
    /// the input (a JSON string without escapes, for instance); [`OwnedUrl`]
    /// reads any string.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(UrlVisitor)
    }
}

/// Reads a string and parses it as an owned URL.
struct OwnedUrlVisitor;

impl Visitor<'_> for OwnedUrlVisitor {
    type Value = OwnedUrl;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an RFC 1738 URL as a string")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<OwnedUrl, E> {
        OwnedUrl::parse_lenient(text).map_err(E::custom)
    }

    fn visit_string<E: de::Error>(self, text: String) -> Result<OwnedUrl, E> {
        OwnedUrl::parse_lenient(text).map_err(E::custom)
    }
}

impl<'de> Deserialize<'de> for OwnedUrl {
    /// A string, parsed leniently.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_string(OwnedUrlVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_is_its_text_both_ways() {
        let owned = OwnedUrl::parse_lenient("HTTP://x.com/a%20b").unwrap();
        let json = serde_json::to_string(&owned).unwrap();
        assert_eq!(json, r#""HTTP://x.com/a%20b""#);
        let back: OwnedUrl = serde_json::from_str(&json).unwrap();
        assert_eq!(back, owned);
        assert!(back.as_url().scheme_case_folded());

        let borrowed: Url<'_> = serde_json::from_str(r#""ftp://h.com/x""#).unwrap();
        assert_eq!(borrowed.as_str(), "ftp://h.com/x");
        assert_eq!(
            serde_json::to_string(&borrowed).unwrap(),
            r#""ftp://h.com/x""#
        );
    }

    #[test]
    fn what_is_no_url_is_an_error() {
        let error = serde_json::from_str::<OwnedUrl>(r#""http://a.com/~u""#).unwrap_err();
        assert!(
            error.to_string().contains("unsafe character '~'"),
            "{error}"
        );
        assert!(serde_json::from_str::<OwnedUrl>("42").is_err());
        // An escaped JSON string is not borrowed from the input.
        assert!(serde_json::from_str::<Url<'_>>(r#""news:a\u002eb""#).is_err());
    }
}
