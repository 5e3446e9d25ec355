//! Byte lookup tables: the character classes of generated parsers.

/// A set of bytes as a 256-entry lookup table, so that testing a byte is one load
/// with no range check. Generated parsers build one per character class of the
/// grammar with [`ByteTable::of`], listing its members.
///
/// The table also holds the set's ASCII part as sixteen bytes indexed by a byte's
/// low nibble, whose bit `h` says whether the byte `h << 4 | low` is a member: the
/// form a vector shuffle can look up many input bytes at once (see
/// [`ByteTable::run_end`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct ByteTable {
    members: [bool; 256],
    nibbles: [u8; 16],
    ascii: bool,
    /// The members, when there are at most three (`few_len` of them), for
    /// [`ByteTable::next_member`]'s `memchr`; `few_len` is 4 for more.
    few: [u8; 3],
    few_len: u8,
}

impl ByteTable {
    /// The table of exactly the bytes in `members`.
    pub const fn of(members: &[u8]) -> Self {
        let mut table = [false; 256];
        let mut nibbles = [0u8; 16];
        let mut ascii = true;
        let mut few = [0u8; 3];
        let mut few_len = 0u8;
        let mut i = 0;
        while i < members.len() {
            let b = members[i];
            if !table[b as usize] {
                if few_len < 3 {
                    few[few_len as usize] = b;
                }
                if few_len < 4 {
                    few_len += 1;
                }
            }
            table[b as usize] = true;
            if b < 0x80 {
                nibbles[(b & 0x0f) as usize] |= 1 << (b >> 4);
            } else {
                ascii = false;
            }
            i += 1;
        }
        ByteTable {
            members: table,
            nibbles,
            ascii,
            few,
            few_len,
        }
    }

    /// Whether `byte` is in the set.
    #[inline(always)]
    pub const fn contains(&self, byte: u8) -> bool {
        self.members[byte as usize]
    }

    /// The low-nibble form of the set's ASCII members (see the type's docs).
    #[inline(always)]
    pub(crate) const fn nibbles(&self) -> &[u8; 16] {
        &self.nibbles
    }

    /// Whether every member is ASCII, so that the nibble form is the whole set.
    #[inline(always)]
    pub(crate) const fn is_ascii(&self) -> bool {
        self.ascii
    }

    /// The index of the first byte of `bytes` at or after `pos` that is in the set
    /// (`bytes.len()` when there is none): the end of the run of non-members that
    /// starts at `pos`. With at most three members, `memchr` finds it.
    #[inline]
    pub fn next_member(&self, bytes: &[u8], pos: usize) -> usize {
        let rest = bytes.get(pos..).unwrap_or_default();
        let found = match self.few_len {
            1 => memchr::memchr(self.few[0], rest),
            2 => memchr::memchr2(self.few[0], self.few[1], rest),
            3 => memchr::memchr3(self.few[0], self.few[1], self.few[2], rest),
            _ => rest.iter().position(|&b| self.contains(b)),
        };
        let end = found.map_or(bytes.len(), |at| pos + at);
        crate::work::add(end.saturating_sub(pos) + 1);
        end
    }
}

impl std::fmt::Debug for ByteTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let members: String = (0..=255u8)
            .filter(|&b| self.contains(b))
            .map(|b| std::ascii::escape_default(b).to_string())
            .collect();
        write!(f, "ByteTable({members:?})")
    }
}

#[cfg(test)]
mod tests {
    use super::ByteTable;

    #[test]
    fn next_member_finds_the_first_member() {
        let text = b"ab\ncd\r\"x\\y\xc3\xa9#z\n";
        for members in [
            &b""[..],
            b"\n",
            b"\n\r",
            b"\"\\",
            b"\n\r#",
            b"\n\r#z",
            b"aa\n",
        ] {
            let table = ByteTable::of(members);
            for pos in 0..=text.len() {
                let expected = text[pos..]
                    .iter()
                    .position(|b| members.contains(b))
                    .map_or(text.len(), |at| pos + at);
                assert_eq!(
                    table.next_member(text, pos),
                    expected,
                    "{members:?} from {pos}"
                );
            }
        }
    }

    #[test]
    fn holds_exactly_its_members() {
        let table = ByteTable::of(b"a-z");
        for b in 0..=255u8 {
            assert_eq!(
                table.contains(b),
                matches!(b, b'a' | b'-' | b'z'),
                "byte {b}"
            );
        }
    }

    #[test]
    fn nibble_form_agrees_with_the_table() {
        let table = ByteTable::of(b"09AZaz-.~%\x7f\x00\x80");
        for b in 0..0x80u8 {
            let bit = table.nibbles()[usize::from(b & 0x0f)] >> (b >> 4) & 1;
            assert_eq!(bit == 1, table.contains(b), "byte {b}");
        }
        assert!(!table.is_ascii());
        assert!(ByteTable::of(b"abc").is_ascii());
    }
}
