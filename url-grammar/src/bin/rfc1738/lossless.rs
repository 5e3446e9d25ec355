//! Input bytes kept whole when they are not UTF-8: shown escaped to people (`\xff`),
//! and given in hexadecimal in JSON, where the text fields can only carry U+FFFD in
//! their place.

use std::fmt::Write as _;

/// `bytes` as text a terminal shows safely and without loss: in UTF-8 parts, `\` and
/// `"` escaped and the characters [`url_runtime::is_unprintable`] names escaped as
/// [`url_runtime::printable`] escapes them; each byte that is not part of valid
/// UTF-8 as `\xHH`.
pub fn escaped(bytes: &[u8]) -> String {
    let mut shown = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '\\' | '"' => shown.extend(c.escape_debug()),
                c => shown.push_str(&url_runtime::printable(c.encode_utf8(&mut [0; 4]))),
            }
        }
        for byte in chunk.invalid() {
            let _ = write!(shown, "\\x{byte:02x}");
        }
    }
    shown
}

/// Inputs longer than this are quoted by their start and their length.
const LONG_INPUT: usize = 160;
/// How many bytes of a long input are quoted.
const SHOWN_BYTES: usize = 120;

/// `bytes` [`escaped`] between double quotes; an input of more than 160 bytes is
/// shown by its first 120 (not cutting a character) and its length, so that a
/// report stays short whatever the input.
pub fn quoted(bytes: &[u8]) -> String {
    if bytes.len() <= LONG_INPUT {
        return format!("\"{}\"", escaped(bytes));
    }
    let mut cut = SHOWN_BYTES;
    while cut > SHOWN_BYTES - 3 && bytes[cut] & 0xc0 == 0x80 {
        cut -= 1;
    }
    format!("\"{}\"… ({} bytes)", escaped(&bytes[..cut]), bytes.len())
}

/// The bytes in lower-case hexadecimal, two digits a byte, when they are not UTF-8;
/// `None` when they are (the JSON text field then holds them exactly).
pub fn hex_unless_utf8(bytes: &[u8]) -> Option<String> {
    if std::str::from_utf8(bytes).is_ok() {
        return None;
    }
    let mut hex = String::with_capacity(bytes.len() * 2);
    for byte in bytes {
        let _ = write!(hex, "{byte:02x}");
    }
    Some(hex)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_that_are_not_utf8_are_escaped_one_by_one() {
        assert_eq!(escaped(b"http://a/\xff\xfeb"), r"http://a/\xff\xfeb");
        assert_eq!(escaped("é\u{1b}\\".as_bytes()), r"é\u{1b}\\");
        // A truncated sequence: each of its bytes is shown.
        assert_eq!(escaped(b"a\xe2\x82"), r"a\xe2\x82");
    }

    #[test]
    fn an_escaped_backslash_cannot_be_read_as_an_escaped_byte() {
        assert_ne!(escaped(br"\xff"), escaped(b"\xff"));
    }

    #[test]
    fn a_long_input_is_quoted_by_its_start() {
        let mut long = "é".repeat(100).into_bytes();
        long.push(0xff);
        let shown = quoted(&long);
        assert_eq!(shown, format!("\"{}\"… (201 bytes)", "é".repeat(60)));
        assert_eq!(quoted(b"a\xff"), r#""a\xff""#);
    }

    #[test]
    fn hex_is_given_only_for_text_that_is_not_utf8() {
        assert_eq!(hex_unless_utf8(b"http://a/"), None);
        assert_eq!(hex_unless_utf8(b"a\xff\x00"), Some("61ff00".to_owned()));
    }
}
