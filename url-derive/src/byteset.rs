//! [`ByteSet`]: a set of ASCII bytes, the value every character-class analysis and
//! pass computes and the code emitter turns into byte tables and patterns.

use std::fmt;
use std::ops::Index;

/// A set of ASCII bytes (0–127).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ByteSet([bool; 128]);

impl ByteSet {
    /// The empty set.
    pub const EMPTY: ByteSet = ByteSet([false; 128]);

    /// The bytes of `text` (its ASCII ones).
    pub fn of(text: &str) -> ByteSet {
        let mut set = ByteSet::EMPTY;
        for b in text.bytes().filter(u8::is_ascii) {
            set.insert(b);
        }
        set
    }

    /// The bytes from `lo` to `hi`, both included (empty when `lo > hi`); `hi`
    /// must be ASCII.
    pub fn range(lo: u8, hi: u8) -> ByteSet {
        let mut set = ByteSet::EMPTY;
        for b in lo..=hi {
            set.insert(b);
        }
        set
    }

    /// One cell per ASCII byte, true for the set's members (a byte table).
    pub fn cells(&self) -> [bool; 128] {
        self.0
    }

    /// Adds the ASCII byte `b`.
    pub fn insert(&mut self, b: u8) {
        self.0[usize::from(b & 0x7f)] |= b.is_ascii();
    }

    /// True when `b` is in the set (never for a byte past ASCII).
    pub fn contains(&self, b: u8) -> bool {
        b.is_ascii() && self.0[usize::from(b)]
    }

    /// True when the set has no byte.
    pub fn is_empty(&self) -> bool {
        !self.0.contains(&true)
    }

    /// The set's bytes, in order.
    pub fn bytes(&self) -> impl Iterator<Item = u8> + '_ {
        (0u8..128).filter(|&b| self.0[usize::from(b)])
    }

    /// The bytes of either set.
    pub fn union(&self, other: &ByteSet) -> ByteSet {
        ByteSet(std::array::from_fn(|b| self.0[b] || other.0[b]))
    }

    /// Adds `other`'s bytes.
    pub fn add(&mut self, other: &ByteSet) {
        *self = self.union(other);
    }

    /// True when every byte of the set is in `other`.
    pub fn is_subset(&self, other: &ByteSet) -> bool {
        self.0.iter().zip(&other.0).all(|(&a, &b)| !a || b)
    }

    /// True when no byte is in both sets.
    pub fn is_disjoint(&self, other: &ByteSet) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| !(a & b))
    }

    /// The set with both cases of every ASCII letter in it.
    pub fn folded(&self) -> ByteSet {
        let mut set = *self;
        for b in b'a'..=b'z' {
            if self.contains(b) || self.contains(b.to_ascii_uppercase()) {
                set.insert(b);
                set.insert(b.to_ascii_uppercase());
            }
        }
        set
    }

    /// The set's maximal runs of consecutive bytes, `(first, last)`, in order.
    pub fn ranges(&self) -> Vec<(u8, u8)> {
        let mut ranges: Vec<(u8, u8)> = Vec::new();
        for b in self.bytes() {
            match ranges.last_mut() {
                Some((_, last)) if *last + 1 == b => *last = b,
                _ => ranges.push((b, b)),
            }
        }
        ranges
    }
}

impl Default for ByteSet {
    fn default() -> Self {
        ByteSet::EMPTY
    }
}

impl Index<usize> for ByteSet {
    type Output = bool;

    fn index(&self, b: usize) -> &bool {
        &self.0[b]
    }
}

/// Shown as its ranges, `{'0'-'9', '.'}`, so that a failing test reads.
impl fmt::Debug for ByteSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let show = |b: u8| (b as char).escape_default().to_string();
        let ranges: Vec<String> = self
            .ranges()
            .into_iter()
            .map(|(lo, hi)| match lo == hi {
                true => format!("'{}'", show(lo)),
                false => format!("'{}'-'{}'", show(lo), show(hi)),
            })
            .collect();
        write!(f, "{{{}}}", ranges.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_are_maximal_runs_in_order() {
        let set = ByteSet::of("-.0123456789az");
        assert_eq!(
            set.ranges(),
            [(b'-', b'.'), (b'0', b'9'), (b'a', b'a'), (b'z', b'z')]
        );
        assert_eq!(ByteSet::EMPTY.ranges(), []);
        assert_eq!(ByteSet::range(0, 127).ranges(), [(0, 127)]);
        assert_eq!(format!("{:?}", ByteSet::of("ab\n")), "{'\\n', 'a'-'b'}");
    }

    #[test]
    fn union_disjointness_and_folding() {
        let digits = ByteSet::range(b'0', b'9');
        let letters = ByteSet::of("aB");
        assert!(digits.is_disjoint(&letters));
        let both = digits.union(&letters);
        assert!(!both.is_disjoint(&letters));
        assert!(letters.is_subset(&both) && !both.is_subset(&letters));
        assert!(both.contains(b'5') && both.contains(b'B') && !both.contains(b'b'));
        assert_eq!(letters.folded(), ByteSet::of("aAbB"));
        assert_eq!(ByteSet::of("-").folded(), ByteSet::of("-"));
        assert!(ByteSet::EMPTY.is_empty() && !letters.is_empty());
    }

    #[test]
    fn bytes_past_ascii_are_never_members() {
        let mut set = ByteSet::of("é");
        assert!(set.is_empty());
        set.insert(0xC3);
        assert!(set.is_empty() && !set.contains(0xC3));
        assert_eq!(ByteSet::range(5, 4), ByteSet::EMPTY);
    }
}
