//! Percent-encoding and decoding (section 2.2).
//!
//! "Octets may be encoded by a character triplet consisting of the character "%"
//! followed by the two hexadecimal digits ... (The characters "abcdef" may also be
//! used in hexadecimal encodings.)" Decoding turns each triplet back into its octet;
//! encoding writes every octet a rule does not accept as it is as such a triplet,
//! with upper-case digits as the RFC writes them.

use std::borrow::Cow;
use std::ops::Range;

use url_runtime::CharSet;

/// The octets `raw` stands for: every `%` followed by two hexadecimal digits is the
/// octet they spell, every other character its own (ASCII) octet. A `%` that does
/// not start such a triplet is kept as it is (a parsed URL has none). Borrows when
/// `raw` holds no `%`.
///
/// ```
/// use url_grammar::semantics::percent_decode;
///
/// assert_eq!(&*percent_decode("%2Fetc"), b"/etc");
/// assert_eq!(&*percent_decode("a%20b%0d%0A"), b"a b\r\n");
/// assert_eq!(&*percent_decode("plain"), b"plain");
/// ```
pub fn percent_decode(raw: &str) -> Cow<'_, [u8]> {
    if !raw.contains('%') {
        return Cow::Borrowed(raw.as_bytes());
    }
    Cow::Owned(units(raw).map(|(octet, _)| octet).collect())
}

/// `bytes` written with the characters of `unescaped` as they are and every other
/// octet as `%XX` (upper-case hexadecimal). `%` is always encoded, whatever the set
/// says (section 2.2: it is unsafe). Borrows when nothing needs encoding.
///
/// With a rule's generated `UNESCAPED` set the result always matches that rule:
///
/// ```
/// use url_grammar::ast::Fsegment;
/// use url_grammar::semantics::percent_encode;
///
/// let encoded = percent_encode(b"/etc;x y", &Fsegment::UNESCAPED);
/// assert_eq!(encoded, "%2Fetc%3Bx%20y");
/// assert!(Fsegment::is_valid(&encoded));
/// ```
pub fn percent_encode<'a>(bytes: &'a [u8], unescaped: &CharSet) -> Cow<'a, str> {
    let keep = |b: u8| b != b'%' && unescaped.contains(b);
    if bytes.iter().all(|&b| keep(b)) {
        // Every kept byte is ASCII (a CharSet holds no other), hence UTF-8.
        if let Ok(text) = std::str::from_utf8(bytes) {
            return Cow::Borrowed(text);
        }
    }
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(bytes.len() * 3);
    for &b in bytes {
        if keep(b) {
            out.push(char::from(b));
        } else {
            out.push('%');
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 0x0f)]));
        }
    }
    Cow::Owned(out)
}

/// The octets of `raw` with the byte range of `raw` each comes from: a `%XX`
/// triplet is one octet of three bytes, any other byte one octet of one byte.
pub(crate) fn units(raw: &str) -> impl Iterator<Item = (u8, Range<usize>)> + '_ {
    let bytes = raw.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        let start = at;
        let &first = bytes.get(start)?;
        if first == b'%' {
            if let (Some(hi), Some(lo)) = (
                bytes.get(start + 1).and_then(|&b| hex_value(b)),
                bytes.get(start + 2).and_then(|&b| hex_value(b)),
            ) {
                at = start + 3;
                return Some((hi << 4 | lo, start..at));
            }
        }
        at = start + 1;
        Some((first, start..at))
    })
}

/// The value of one hexadecimal digit (either case).
fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// `set` without the characters of `remove`: for a component whose scheme section
/// reserves characters the BNF rule still accepts (section 3.3 reserves ";" in HTTP
/// paths and search parts, which `hsegment` and `search` accept).
pub(crate) fn without(set: &CharSet, remove: &[u8]) -> CharSet {
    let mut members = [false; 128];
    for b in set.bytes() {
        members[usize::from(b)] = !remove.contains(&b);
    }
    CharSet::new(members)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_cover_the_input() {
        let raw = "a%2fb%zz%";
        let found: Vec<_> = units(raw).collect();
        assert_eq!(
            found,
            vec![
                (b'a', 0..1),
                (b'/', 1..4),
                (b'b', 4..5),
                (b'%', 5..6),
                (b'z', 6..7),
                (b'z', 7..8),
                (b'%', 8..9)
            ]
        );
    }

    #[test]
    fn encodes_percent_always() {
        let mut all = [true; 128];
        all[0] = false;
        assert_eq!(percent_encode(b"%", &CharSet::new(all)), "%25");
    }
}
