//! Byte lookup tables: the character classes of generated parsers.

/// A set of bytes as a 256-entry lookup table, so that testing a byte is one load
/// with no range check. Generated parsers build one per character class of the
/// grammar with [`ByteTable::of`], listing its members.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct ByteTable([bool; 256]);

impl ByteTable {
    /// The table of exactly the bytes in `members`.
    pub const fn of(members: &[u8]) -> Self {
        let mut table = [false; 256];
        let mut i = 0;
        while i < members.len() {
            table[members[i] as usize] = true;
            i += 1;
        }
        ByteTable(table)
    }

    /// Whether `byte` is in the set.
    #[inline(always)]
    pub fn contains(&self, byte: u8) -> bool {
        self.0[byte as usize]
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
}
