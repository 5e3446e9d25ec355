//! Parse errors that say why a character stops a URL and how to write it.
//!
//! Section 2.2 names the characters a URL never holds as they are: control
//! characters and octets 80-FF ("these must be encoded"), and the unsafe ones ("All
//! unsafe characters must always be encoded within a URL"): the space, `<`, `>`
//! and `"` (delimiters of URLs in text), `#` (the fragment delimiter), `%` (the
//! escape character) and the characters gateways modify, `{ } | \ ^ ~ [ ]` and
//! `` ` `` (the BNF's `national`). When a parse stops at one of them, the error
//! names its class and its encoding.

use std::borrow::Cow;
use std::sync::OnceLock;

use url_runtime::ParseError;

/// The class section 2.2 puts a character in, and why it keeps it out of URLs as
/// it is, if it does.
fn class_of(c: char) -> Option<(&'static str, &'static str)> {
    Some(match c {
        ' ' => (
            "unsafe",
            "spaces may disappear or appear when URLs are transcribed",
        ),
        '<' | '>' | '"' => ("unsafe", "it delimits URLs in free text"),
        '#' => (
            "unsafe",
            "it delimits a fragment, which is no part of the URL",
        ),
        '{' | '}' | '|' | '\\' | '^' | '~' | '[' | ']' | '`' => (
            "unsafe",
            "a national character, which gateways are known to modify",
        ),
        c if !c.is_ascii() => ("non-ASCII", "octets 80-FF must be encoded"),
        _ => return None,
    })
}

/// The `%XX` escapes of a character's UTF-8 octets, written without allocating.
struct Encoded(char);

impl std::fmt::Display for Encoded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut utf8 = [0; 4];
        for b in self.0.encode_utf8(&mut utf8).bytes() {
            write!(f, "%{b:02X}")?;
        }
        Ok(())
    }
}

/// [`explanation`], for an ASCII character from a table written once, so that a
/// rejected URL (most stop at an unsafe ASCII character such as `~`) costs no
/// formatting or allocation for its sentence.
fn explained_by_section_2_2(c: char) -> Option<Cow<'static, str>> {
    static ASCII: OnceLock<Vec<Option<String>>> = OnceLock::new();
    if !c.is_ascii() {
        return explanation(c).map(Cow::Owned);
    }
    let table = ASCII.get_or_init(|| (0..=127u8).map(|b| explanation(char::from(b))).collect());
    table[usize::from(c as u8)].as_deref().map(Cow::Borrowed)
}

/// What to say about the character a parse stopped at, if section 2.2 explains
/// it: e.g. `unsafe character '~' (section 2.2: a national character, which
/// gateways are known to modify; write it as %7E)`.
fn explanation(c: char) -> Option<String> {
    if c.is_control() {
        return Some(format!(
            "control character U+{:04X}: URLs hold only printable ASCII (section 2.2)",
            c as u32
        ));
    }
    if c == '%' {
        return Some(
            "unsafe character '%' (section 2.2: it starts an escape of two hex digits, \
             %XX; write a '%' itself as %25)"
                .to_owned(),
        );
    }
    let (class, why) = class_of(c)?;
    Some(format!(
        "{class} character {c:?} (section 2.2: {why}; write it as {})",
        Encoded(c)
    ))
}

/// The same error, explained when the parse stopped at a character that section
/// 2.2 keeps out of URLs as it is: which class it is in and how to write it
/// encoded. Any other error is returned as it is, so the message, the offset and
/// the expected rules always speak of the same place.
pub fn explain(error: ParseError) -> ParseError {
    let Some(c) = error.found() else {
        return error;
    };
    match explained_by_section_2_2(c) {
        Some(message) => error.with_message(message),
        None => error,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_class_of_section_2_2_is_named_with_its_encoding() {
        let cases = [
            ('~', "unsafe character '~' (section 2.2: a national character, which gateways are known to modify; write it as %7E)"),
            (' ', "unsafe character ' ' (section 2.2: spaces may disappear or appear when URLs are transcribed; write it as %20)"),
            ('"', "unsafe character '\"' (section 2.2: it delimits URLs in free text; write it as %22)"),
            ('<', "unsafe character '<' (section 2.2: it delimits URLs in free text; write it as %3C)"),
            ('#', "unsafe character '#' (section 2.2: it delimits a fragment, which is no part of the URL; write it as %23)"),
            ('`', "unsafe character '`' (section 2.2: a national character, which gateways are known to modify; write it as %60)"),
            ('é', "non-ASCII character 'é' (section 2.2: octets 80-FF must be encoded; write it as %C3%A9)"),
            ('\u{1}', "control character U+0001: URLs hold only printable ASCII (section 2.2)"),
        ];
        for (c, message) in cases {
            assert_eq!(explanation(c).as_deref(), Some(message), "{c:?}");
        }
        assert!(explanation('%')
            .unwrap()
            .ends_with("write a '%' itself as %25)"));
        for allowed in ['a', '/', ';', '$', '-'] {
            assert_eq!(explanation(allowed), None, "{allowed:?}");
        }
    }

    #[test]
    fn the_ascii_table_says_what_explanation_says() {
        for c in (0..=127u8)
            .map(char::from)
            .chain(['é', '\u{202e}', '\u{85}'])
        {
            assert_eq!(
                explained_by_section_2_2(c).as_deref(),
                explanation(c).as_deref(),
                "{c:?}"
            );
        }
    }

    #[test]
    fn the_error_keeps_its_place() {
        let error = ParseError::new("http://a.com/~u", 13, vec!["end of input".into()]);
        let explained = explain(error);
        assert_eq!(explained.offset(), 13);
        assert_eq!(
            explained.to_string(),
            "unsafe character '~' (section 2.2: a national character, which gateways are \
             known to modify; write it as %7E) at line 1, column 14 (byte 13); expected end \
             of input"
        );
    }
}
