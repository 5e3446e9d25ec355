//! When two URLs are the same URL by the RFC's own words: [`Url::normalize`] and
//! [`Url::equivalent`].
//!
//! Each rule rewrites a spelling the RFC says means the same into one spelling, and
//! cites the sentence that says so:
//!
//! 1. Scheme case, section 2.1: "programs interpreting URLs should treat upper case
//!    letters as equivalent to lower case in scheme names (e.g., allow "HTTP" as
//!    well as "http")". The scheme is written in lower case.
//! 2. Hex digit case, section 2.2: an octet is encoded "by a character triplet
//!    consisting of the character "%" followed by the two hexadecimal digits (from
//!    "0123456789ABCDEF") ... (The characters "abcdef" may also be used in
//!    hexadecimal encodings.)". Escapes are written with upper-case digits.
//! 3. Encoded octets, section 2.2: "Usually a URL has the same interpretation when
//!    an octet is represented by a character and when it encoded. However, this is
//!    not true for reserved characters: encoding a character reserved for a
//!    particular scheme may change the semantics of a URL." An escape of a
//!    character that is neither reserved (";", "/", "?", ":", "@", "=", "&") nor one
//!    that must be encoded (unsafe, non-graphic, not US-ASCII) — an `unreserved`
//!    character of section 5: letters, digits, `$-_.+!*'(),` — is written as the
//!    character. Every other escape stays an escape.
//! 4. Default ports, section 3 (e.g. 3.3: "If `:<port>` is omitted, the port defaults
//!    to 80"; section 3.1: the port is given "in decimal"). An explicit port equal
//!    to the scheme's default is dropped with its ":", and any other port is written
//!    in decimal without leading zeros.
//! 5. The HTTP root, section 3.3: "If neither `<path>` nor `<searchpart>` is present,
//!    the "/" may also be omitted." `http://host` is written `http://host/`.
//!
//! Nothing else is rewritten: for instance section 3.1 says "an empty user name or
//! password is different than no user name or password", and the RFC says nothing
//! of host name case.

use super::{default_port, Url, View};

/// The `unreserved` characters of section 5's BNF (`alpha | digit | safe |
/// extra`): those whose escape means the character itself.
fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric()
        || matches!(
            b,
            b'$' | b'-' | b'_' | b'.' | b'+' | b'!' | b'*' | b'\'' | b'(' | b')' | b','
        )
}

/// `text` with rules 2 and 3 applied to its escapes.
fn normalize_escapes(text: &str, out: &mut String) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let escape = (bytes[i] == b'%')
            .then(|| bytes.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| std::str::from_utf8(hex).ok())
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match escape {
            Some(octet) if is_unreserved(octet) => {
                out.push(char::from(octet));
                i += 3;
            }
            Some(octet) => {
                out.push_str(&format!("%{octet:02X}"));
                i += 3;
            }
            None => {
                // Outside escapes a URL is ASCII, so bytes are characters.
                let end = i + text[i..].chars().next().map_or(1, char::len_utf8);
                out.push_str(&text[i..end]);
                i = end;
            }
        }
    }
}

impl Url<'_> {
    /// The URL written one way among the spellings the RFC says mean the same (the
    /// rules, and the sentences they follow, head `semantics/equivalence.rs`). Two URLs
    /// are [equivalent](Url::equivalent) when their normal forms are equal.
    ///
    /// ```
    /// use url_grammar::Url;
    ///
    /// let url = Url::parse_lenient("HTTP://x.com:80/%7euser/%2f%41").unwrap();
    /// assert_eq!(url.normalize(), "http://x.com/%7Euser/%2FA");
    /// ```
    pub fn normalize(&self) -> String {
        let text = self.as_str();
        let scheme = self.scheme();
        let view = self.view();
        // Rule 4: the port's text, and what replaces it (with the ":" before it).
        let port = view.port().and_then(|port| {
            let value = port.number()?;
            let span = port.span();
            let written = if Some(value) == default_port(self.production()).map(u64::from) {
                String::new()
            } else {
                format!(":{value}")
            };
            Some((span.start - 1..span.end, written))
        });
        let mut out = String::with_capacity(text.len() + 1);
        // Rule 1.
        out.push_str(&scheme.to_ascii_lowercase());
        let rest = scheme.len()..text.len();
        match port {
            Some((range, written)) => {
                normalize_escapes(&text[rest.start..range.start], &mut out);
                out.push_str(&written);
                normalize_escapes(&text[range.end..], &mut out);
            }
            None => normalize_escapes(&text[rest], &mut out),
        }
        // Rule 5.
        if let View::Http(http) = &view {
            if http.path().is_none() && http.search().is_none() {
                out.push('/');
            }
        }
        out
    }

    /// True when the RFC says `self` and `other` are the same URL: their
    /// [normal forms](Url::normalize) are equal. Escapes of reserved characters
    /// are never taken for the characters (`%2F` is not `/`).
    ///
    /// ```
    /// use url_grammar::Url;
    ///
    /// let a = Url::parse_lenient("HTTP://x.com:80").unwrap();
    /// assert!(a.equivalent(&Url::parse("http://x.com/").unwrap()));
    /// let b = Url::parse("ftp://h.com/a%2Fb").unwrap();
    /// assert!(!b.equivalent(&Url::parse("ftp://h.com/a/b").unwrap()));
    /// ```
    pub fn equivalent(&self, other: &Url<'_>) -> bool {
        self.normalize() == other.normalize()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `a` and `b` parsed leniently (rule 1 needs upper-case schemes).
    fn equivalent(a: &str, b: &str) -> bool {
        let (a, b) = (
            Url::parse_lenient(a).unwrap(),
            Url::parse_lenient(b).unwrap(),
        );
        a.equivalent(&b)
    }

    #[test]
    fn rule_1_scheme_case_section_2_1() {
        // "allow "HTTP" as well as "http""
        assert!(equivalent("HTTP://x.com/", "http://x.com/"));
        assert!(equivalent("Mailto:a@b.com", "mailto:a@b.com"));
        assert!(equivalent("X-Foo:bar", "x-foo:bar"));
        // Only the scheme: the rest keeps its case.
        assert!(!equivalent("http://x.com/A", "http://x.com/a"));
    }

    #[test]
    fn rule_2_hex_digit_case_section_2_2() {
        // "(The characters "abcdef" may also be used in hexadecimal encodings.)"
        assert!(equivalent("ftp://h.com/a%2fb", "ftp://h.com/a%2Fb"));
        assert!(equivalent("http://h.com/%7e", "http://h.com/%7E"));
    }

    #[test]
    fn rule_3_encoded_octets_section_2_2() {
        // "Usually a URL has the same interpretation when an octet is represented
        // by a character and when it encoded."
        assert!(equivalent("http://h.com/%41%62c", "http://h.com/Abc"));
        assert!(equivalent("ftp://h.com/%2Dx%2e", "ftp://h.com/-x."));
        assert!(equivalent(
            "news:comp%2Einfosystems",
            "news:comp.infosystems"
        ));
        // "However, this is not true for reserved characters"
        for (encoded, plain) in [
            ("ftp://h.com/a%2Fb", "ftp://h.com/a/b"),
            ("http://h.com/a%3Fb", "http://h.com/a?b"),
            ("http://h.com/a%3Bb", "http://h.com/a;b"),
            ("ftp://u%40v@h.com/", "ftp://u@v@h.com/"),
        ] {
            let parsed = Url::parse_lenient(plain);
            let plain_equivalent =
                parsed.is_ok_and(|plain| Url::parse_lenient(encoded).unwrap().equivalent(&plain));
            assert!(!plain_equivalent, "{encoded} vs {plain}");
        }
        // Unsafe and non-graphic octets must be encoded: they stay escapes.
        assert_eq!(
            Url::parse("http://h.com/%7e%20%09").unwrap().normalize(),
            "http://h.com/%7E%20%09"
        );
    }

    #[test]
    fn rule_4_default_ports_section_3() {
        // 3.3 "If `:<port>` is omitted, the port defaults to 80."
        assert!(equivalent("http://x.com:80/", "http://x.com/"));
        // 3.2 ftp 21, 3.4 gopher 70, 3.8 telnet 23, 3.7 nntp 119, 3.9 wais 210,
        // 3.11 prospero 1525.
        assert!(equivalent("ftp://x.com:21/a", "ftp://x.com/a"));
        assert!(equivalent("gopher://x.com:70/1", "gopher://x.com/1"));
        assert!(equivalent("telnet://x.com:23", "telnet://x.com"));
        assert!(equivalent("nntp://x.com:119/g/1", "nntp://x.com/g/1"));
        assert!(equivalent("wais://x.com:210/db", "wais://x.com/db"));
        assert!(equivalent("prospero://x.com:1525/a", "prospero://x.com/a"));
        // 3.1: the port is "in decimal".
        assert!(equivalent("http://x.com:0080/", "http://x.com/"));
        assert!(equivalent("http://x.com:08080/", "http://x.com:8080/"));
        assert!(!equivalent("http://x.com:8080/", "http://x.com/"));
        // A scheme of section 3 with no default keeps what it has.
        assert!(!equivalent("ftp://x.com:80/", "ftp://x.com/"));
    }

    #[test]
    fn rule_5_http_root_section_3_3() {
        // "If neither `<path>` nor `<searchpart>` is present, the "/" may also be
        // omitted."
        assert!(equivalent("http://x.com", "http://x.com/"));
        assert!(equivalent("HTTP://x.com:80", "http://x.com/"));
        assert!(!equivalent("http://x.com/a", "http://x.com/a/"));
    }

    #[test]
    fn nothing_else_is_equivalent() {
        // 3.1: "an empty user name or password is different than no user name or
        // password".
        assert!(!equivalent("ftp://@h.com/", "ftp://h.com/"));
        assert!(!equivalent("ftp://u:@h.com/", "ftp://u@h.com/"));
        // The RFC says nothing of host name case.
        assert!(!equivalent("http://X.com/", "http://x.com/"));
    }

    #[test]
    fn the_normal_form_is_a_url_of_the_same_production() {
        for input in [
            "HTTP://x.com:80",
            "ftp://u%41@h.com:021/%2fa;type=i",
            "gopher://h.com:70/1%41",
            "mailto:%61@b.com",
            "X-Foo:%41%2F",
        ] {
            let url = Url::parse_lenient(input).unwrap();
            let normal = url.normalize();
            let again = Url::parse(&normal).unwrap_or_else(|e| panic!("{normal}: {e}"));
            assert_eq!(again.production(), url.production(), "{input}");
            assert_eq!(
                again.normalize(),
                normal,
                "{input}: normalizing is idempotent"
            );
        }
    }
}
