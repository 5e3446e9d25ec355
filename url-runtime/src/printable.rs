//! Text made safe to show on a terminal: the one escaping every human-readable
//! message of the tools uses.

use std::borrow::Cow;

/// True for a character that must not reach a terminal as it is: a C0 or C1 control
/// (which move the cursor or start terminal commands), DEL, a bidirectional
/// formatting character (which reorders what is shown around it: U+061C, U+200E,
/// U+200F, U+202A to U+202E, U+2066 to U+2069), or any other character Rust's
/// `escape_debug` does not show as itself (other format characters, unassigned code
/// points); never `\\` or a quote.
pub fn is_unprintable(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{61c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
        || (!matches!(c, '\\' | '\'' | '"') && c.escape_debug().len() > 1)
}

/// `text` with every [`is_unprintable`] character escaped as Rust's `escape_debug`
/// writes it (`\0`, `\t`, `\n`, `\u{1b}`, `\u{9b}`, `\u{202e}`), and every other
/// character as it is; borrowed when there is nothing to escape.
///
/// ```
/// use url_runtime::printable;
///
/// assert_eq!(printable("http://a/"), "http://a/");
/// assert_eq!(printable("a\tb\u{1b}[31m\u{9b}\u{202e}"), "a\\tb\\u{1b}[31m\\u{9b}\\u{202e}");
/// ```
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_unprintable) {
        return Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if is_unprintable(c) {
            shown.extend(c.escape_debug());
        } else {
            shown.push(c);
        }
    }
    Cow::Owned(shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_bidi_are_escaped_and_nothing_else() {
        for c in [
            '\0', '\u{1f}', '\u{7f}', '\u{80}', '\u{9b}', '\u{9f}', '\u{61c}', '\u{200e}',
            '\u{200f}', '\u{202a}', '\u{202e}', '\u{2066}', '\u{2069}',
        ] {
            let shown = printable(&c.to_string()).into_owned();
            assert!(shown.starts_with('\\'), "{shown}");
            assert!(!shown.chars().any(is_unprintable), "{shown}");
        }
        for text in ["é", "ü x", "日本", "\\", "\""] {
            assert_eq!(printable(text), text);
        }
    }
}
