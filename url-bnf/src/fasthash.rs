//! A fast, non-cryptographic hasher for the analysis' memo tables.
//!
//! The automaton search looks up small integer keys (set ids, classes) millions of
//! times; the standard library's SipHash, built to resist collision attacks, is most
//! of the analysis' running time there. The keys are our own, so a multiplicative
//! hash (each word mixed in with a rotate, xor and multiply) is enough.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A word-at-a-time multiplicative hasher.
#[derive(Clone, Copy, Default)]
pub struct FastHasher {
    hash: u64,
}

/// An odd constant with well-spread bits (from the golden ratio).
const SEED: u64 = 0x9e37_79b9_7f4a_7c15;

impl FastHasher {
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        for &b in chunks.remainder() {
            self.add(u64::from(b));
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }

    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    fn finish(&self) -> u64 {
        self.hash
    }
}

/// A `HashMap` with [`FastHasher`].
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

/// A `HashSet` with [`FastHasher`].
pub type FastSet<T> = HashSet<T, BuildHasherDefault<FastHasher>>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_keys_hash_equal_and_lookups_work() {
        let mut m: FastMap<(u32, u8, Option<u32>), u32> = FastMap::default();
        for i in 0..1000u32 {
            m.insert((i, (i % 7) as u8, (i % 3 == 0).then_some(i)), i);
        }
        for i in 0..1000u32 {
            assert_eq!(
                m.get(&(i, (i % 7) as u8, (i % 3 == 0).then_some(i))),
                Some(&i)
            );
        }
        let s: FastSet<Vec<u32>> = [vec![1, 2], vec![2, 1]].into_iter().collect();
        assert_eq!(s.len(), 2);
    }
}
