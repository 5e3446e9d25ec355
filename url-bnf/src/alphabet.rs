//! The characters that matter: the alphabet split into classes that no character set
//! of the grammar tells apart, each with one representative character.

use crate::charset::CharSet;

/// A partition of all characters into classes (at most 128).
#[derive(Clone, Debug)]
pub struct Alphabet {
    /// Sorted starts of the classes' ranges; a character belongs to the class of the
    /// last start not above it.
    starts: Vec<u32>,
    /// Class of each range start.
    class_of_range: Vec<u8>,
    /// One character per class (a printable ASCII one where possible).
    pub reps: Vec<char>,
    /// Classes no set of the grammar contains.
    pub outside: u128,
}

impl Alphabet {
    /// The partition induced by `sets`. Ranges with the same membership share a class.
    pub fn new(sets: &[CharSet]) -> Alphabet {
        let mut bounds: Vec<u32> = vec![0];
        for s in sets {
            for &(lo, hi) in s.ranges() {
                bounds.push(lo);
                if hi < 0x10FFFF {
                    bounds.push(hi + 1);
                }
            }
        }
        bounds.sort_unstable();
        bounds.dedup();
        // Membership signature of each elementary range.
        let mut sig_class: std::collections::HashMap<Vec<bool>, u8> = Default::default();
        let mut class_of_range = Vec::new();
        let mut reps: Vec<char> = Vec::new();
        let mut outside = 0u128;
        for (k, &lo) in bounds.iter().enumerate() {
            let hi = bounds.get(k + 1).map(|b| b - 1).unwrap_or(0x10FFFF);
            let sig: Vec<bool> = sets.iter().map(|s| s.contains(lo)).collect();
            let next = sig_class.len().min(127) as u8;
            let cls = *sig_class.entry(sig.clone()).or_insert(next);
            if cls as usize == reps.len() {
                reps.push(pick(lo, hi));
                if !sig.iter().any(|b| *b) {
                    outside |= 1 << cls;
                }
            } else if !is_nice(reps[cls as usize]) && is_nice(pick(lo, hi)) {
                reps[cls as usize] = pick(lo, hi);
            }
            class_of_range.push(cls);
        }
        Alphabet {
            starts: bounds,
            class_of_range,
            reps,
            outside,
        }
    }

    /// Number of classes.
    pub fn len(&self) -> usize {
        self.reps.len()
    }

    /// Whether the alphabet has no class (never: every character has one).
    pub fn is_empty(&self) -> bool {
        self.reps.is_empty()
    }

    /// The class of `c`.
    pub fn class(&self, c: char) -> u8 {
        let k = match self.starts.binary_search(&(c as u32)) {
            Ok(k) => k,
            Err(k) => k - 1,
        };
        self.class_of_range[k]
    }

    /// The classes a set covers, as a bit mask.
    pub fn mask(&self, s: &CharSet) -> u128 {
        let mut m = 0u128;
        for (k, &lo) in self.starts.iter().enumerate() {
            if s.contains(lo) {
                m |= 1 << self.class_of_range[k];
            }
        }
        m
    }

    /// The characters of the classes in `mask`, as a set.
    pub fn set_of(&self, mask: u128) -> CharSet {
        let mut s = CharSet::new();
        for (k, &lo) in self.starts.iter().enumerate() {
            if mask & (1 << self.class_of_range[k]) != 0 {
                let hi = self.starts.get(k + 1).map(|b| b - 1).unwrap_or(0x10FFFF);
                s = s.union(&CharSet::range(lo, hi));
            }
        }
        s
    }
}

fn is_nice(c: char) -> bool {
    c.is_ascii_graphic()
}

fn pick(lo: u32, hi: u32) -> char {
    for c in lo..=hi.min(lo + 300) {
        if let Some(ch) = char::from_u32(c) {
            if is_nice(ch) {
                return ch;
            }
        }
    }
    (lo..=hi).find_map(char::from_u32).unwrap_or('\u{FFFD}')
}
