//! Sets of ASCII bytes, as generated from grammar character classes.

/// A set of ASCII bytes: which single characters a grammar rule accepts as they
/// are (the rest must be percent-encoded, section 2.2 of RFC 1738).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CharSet {
    members: [bool; 128],
}

impl CharSet {
    /// The set whose members are the `true` entries of `members`.
    pub const fn new(members: [bool; 128]) -> Self {
        CharSet { members }
    }

    /// True when `byte` is in the set (never for non-ASCII bytes).
    #[inline]
    pub const fn contains(&self, byte: u8) -> bool {
        byte < 128 && self.members[byte as usize]
    }

    /// The members, in byte order.
    pub fn bytes(&self) -> impl Iterator<Item = u8> + '_ {
        (0u8..128).filter(|&b| self.members[b as usize])
    }
}

impl std::fmt::Debug for CharSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text: String = self.bytes().map(char::from).collect();
        f.debug_tuple("CharSet").field(&text).finish()
    }
}
