//! Sets of characters as sorted, disjoint, inclusive ranges of code points.

/// A set of characters (Unicode scalar values), kept as sorted, merged ranges.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CharSet {
    ranges: Vec<(u32, u32)>,
}

impl CharSet {
    /// The empty set.
    pub fn new() -> Self {
        CharSet { ranges: Vec::new() }
    }

    /// The characters `lo..=hi`.
    pub fn range(lo: u32, hi: u32) -> Self {
        CharSet {
            ranges: vec![(lo.min(hi), lo.max(hi))],
        }
    }

    /// One character.
    pub fn single(c: char) -> Self {
        Self::range(c as u32, c as u32)
    }

    /// One character, in both cases when it is an ASCII letter.
    pub fn single_ci(c: char) -> Self {
        let mut s = Self::single(c);
        if c.is_ascii_alphabetic() {
            s = s.union(&Self::single(c.to_ascii_lowercase()));
            s = s.union(&Self::single(c.to_ascii_uppercase()));
        }
        s
    }

    /// The ranges, sorted and disjoint.
    pub fn ranges(&self) -> &[(u32, u32)] {
        &self.ranges
    }

    /// Whether the set holds no character.
    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    /// Whether `c` is in the set.
    pub fn contains(&self, c: u32) -> bool {
        self.ranges
            .binary_search_by(|&(lo, hi)| {
                if hi < c {
                    std::cmp::Ordering::Less
                } else if lo > c {
                    std::cmp::Ordering::Greater
                } else {
                    std::cmp::Ordering::Equal
                }
            })
            .is_ok()
    }

    /// The union of two sets.
    pub fn union(&self, other: &CharSet) -> CharSet {
        let mut all: Vec<(u32, u32)> = self.ranges.iter().chain(&other.ranges).copied().collect();
        all.sort_unstable();
        let mut out: Vec<(u32, u32)> = Vec::with_capacity(all.len());
        for (lo, hi) in all {
            match out.last_mut() {
                Some(last) if lo <= last.1.saturating_add(1) => last.1 = last.1.max(hi),
                _ => out.push((lo, hi)),
            }
        }
        CharSet { ranges: out }
    }

    /// Whether the set holds exactly one character.
    pub fn as_single(&self) -> Option<u32> {
        match self.ranges.as_slice() {
            [(lo, hi)] if lo == hi => Some(*lo),
            _ => None,
        }
    }
}
