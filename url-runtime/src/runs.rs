//! A sequence of byte-class parts in one step: single bytes of a class and greedy
//! runs of one, such as `digit+ ~ "." ~ digit+ ~ "." ~ digit+ ~ "." ~ digit+` (a
//! hostnumber), matched with PEG's meaning (a run takes every byte of its class
//! and gives none back).
//!
//! A part at a time, each run is a scan and each single byte a lookup; that walk
//! is [`Runs::walk`]. With vector instructions ([`crate::simd`]) the classes of a
//! window of 32 bytes are looked up once per class, and the parts are then read
//! from the bit masks, with no branch on the lengths of the runs; a sequence that
//! goes on past the window is walked.

use crate::simd::{self, Kernel, Simd, Window};
use crate::ByteTable;

/// The most classes a [`Runs`] may use (each is one lookup in the word-at-a-time
/// step).
pub const MAX_SETS: usize = 4;

/// One part of a [`Runs`]: one byte, or a run of at least `min` bytes, of the
/// class `set` (an index into the sequence's classes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunPart {
    set: u8,
    min: u32,
    many: bool,
}

impl RunPart {
    /// One byte of class `set`.
    pub const fn one(set: u8) -> Self {
        RunPart {
            set,
            min: 1,
            many: false,
        }
    }

    /// The longest run of bytes of class `set`, which must be at least `min` long.
    pub const fn run(set: u8, min: u32) -> Self {
        RunPart {
            set,
            min,
            many: true,
        }
    }
}

/// A sequence of `P` [`RunPart`]s over `S` classes, at most [`MAX_SETS`].
#[derive(Debug)]
pub struct Runs<const S: usize, const P: usize> {
    sets: [&'static ByteTable; S],
    parts: [RunPart; P],
    /// Every class is ASCII, so that the word-at-a-time step can look it up.
    ascii: bool,
    /// The first part takes at least one byte, so the sequence cannot start where
    /// that part's class does not.
    opens_with_a_byte: bool,
}

impl<const S: usize, const P: usize> Runs<S, P> {
    /// The sequence `parts` over the classes `sets`. Panics (at compile time, in a
    /// static) when there are more than [`MAX_SETS`] classes or a part names a
    /// class that is not there.
    pub const fn new(sets: [&'static ByteTable; S], parts: [RunPart; P]) -> Self {
        assert!(S <= MAX_SETS, "at most MAX_SETS classes");
        let mut i = 0;
        while i < parts.len() {
            assert!(
                (parts[i].set as usize) < sets.len(),
                "a part's class exists"
            );
            i += 1;
        }
        let mut ascii = true;
        let mut s = 0;
        while s < sets.len() {
            ascii &= sets[s].is_ascii();
            s += 1;
        }
        let opens_with_a_byte = P > 0 && (!parts[0].many || parts[0].min > 0);
        Runs {
            sets,
            parts,
            ascii,
            opens_with_a_byte,
        }
    }

    /// Matches the sequence at `pos` in `bytes`: where it ends, or `None`.
    #[inline]
    pub fn find(&self, bytes: &[u8], pos: usize) -> Option<usize> {
        // A sequence whose first part does not start at `pos` (a skip with nothing
        // to skip) is answered at once: no match when that part needs a byte, else
        // by the walk, before a vector kernel's setup.
        if self.starts_at(bytes, pos) {
            if self.ascii {
                if let Some(answer) = simd::dispatch(InWindow(self), bytes, pos) {
                    return answer;
                }
            }
        } else if self.opens_with_a_byte {
            crate::work::add(1);
            return None;
        }
        self.walk(bytes, pos)
    }

    /// True when the byte at `pos` is one of the first part's class.
    #[inline]
    fn starts_at(&self, bytes: &[u8], pos: usize) -> bool {
        self.parts.first().is_some_and(|part| {
            let set = self.sets[part.set as usize];
            bytes.get(pos).is_some_and(|&b| set.contains(b))
        })
    }

    /// [`Runs::find`] a part at a time: PEG's reading of the sequence.
    pub(crate) fn walk(&self, bytes: &[u8], pos: usize) -> Option<usize> {
        let mut at = pos;
        for part in &self.parts {
            let set = self.sets[part.set as usize];
            if part.many {
                let end = set.run_end(bytes, at);
                if end - at < part.min as usize {
                    return None;
                }
                at = end;
            } else {
                crate::work::add(1);
                if !bytes.get(at).is_some_and(|&b| set.contains(b)) {
                    return None;
                }
                at += 1;
            }
        }
        Some(at)
    }
}

/// [`Runs::find`] from the window around the position, as a [`Kernel`]; every
/// class must be ASCII. `None` when the window cannot tell (the sequence reaches
/// past it, or it starts at the end of the input): walk instead.
#[derive(Clone, Copy)]
struct InWindow<'a, const S: usize, const P: usize>(&'a Runs<S, P>);

impl<const S: usize, const P: usize> Kernel for InWindow<'_, S, P> {
    type Output = Option<Option<usize>>;

    #[inline(always)]
    fn vector<V: Simd>(self, simd: V, bytes: &[u8], pos: usize) -> Self::Output {
        let InWindow(runs) = self;
        let window = Window::around(simd, bytes, pos)?;
        let mut members = [0u64; MAX_SETS];
        for (mask, set) in members.iter_mut().zip(&runs.sets) {
            // Bits 32 and up clear.
            *mask = window.members(set.nibbles()) as u64;
        }
        // Bit index in the window; the bytes before `pos` are never read.
        let mut at = window.bit(pos);
        let last = window.is_last();
        for part in &runs.parts {
            let mask = members[part.set as usize];
            if part.many {
                let end = (!mask >> at).trailing_zeros() + at;
                if end == 32 && !last {
                    return None;
                }
                if end - at < part.min {
                    return Some(None);
                }
                at = end;
            } else {
                if at == 32 {
                    return if last { Some(None) } else { None };
                }
                if mask >> at & 1 == 0 {
                    return Some(None);
                }
                at += 1;
            }
        }
        Some(Some(window.position(at)))
    }

    fn scalar(self, _: &[u8], _: usize) -> Self::Output {
        None
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    static DIGIT: ByteTable = ByteTable::of(b"0123456789");
    static DOT: ByteTable = ByteTable::of(b".");
    /// RFC 1738's hostnumber: `digits ~ "." ~ digits ~ "." ~ digits ~ "." ~ digits`.
    static HOSTNUMBER: Runs<2, 7> = Runs::new(
        [&DIGIT, &DOT],
        [
            RunPart::run(0, 1),
            RunPart::one(1),
            RunPart::run(0, 1),
            RunPart::one(1),
            RunPart::run(0, 1),
            RunPart::one(1),
            RunPart::run(0, 1),
        ],
    );
    /// A run that may be empty and one of at least three bytes, around a dot.
    static OPTIONAL: Runs<2, 3> = Runs::new(
        [&DIGIT, &DOT],
        [RunPart::run(0, 0), RunPart::one(1), RunPart::run(0, 3)],
    );

    /// The raw answer of the vector kernel at the forced level.
    fn fast<const S: usize, const P: usize>(
        runs: &Runs<S, P>,
        bytes: &[u8],
        pos: usize,
    ) -> Option<Option<usize>> {
        simd::dispatch(InWindow(runs), bytes, pos)
    }

    /// `find` and `walk` agree at every position of `text`, with the text alone, at
    /// the end of a longer input and at the start of one, at every level; so does
    /// the vector kernel wherever it answers.
    fn agree<const S: usize, const P: usize>(runs: &Runs<S, P>, text: &[u8]) {
        simd::each_level(|level| {
            crate::test_strings::at_every_position(text, b'/', |bytes, pos| {
                let walked = runs.walk(bytes, pos);
                let context =
                    || format!("{level:?}: {:?} at {pos}", String::from_utf8_lossy(bytes));
                assert_eq!(runs.find(bytes, pos), walked, "{}", context());
                if let Some(answer) = fast(runs, bytes, pos) {
                    assert_eq!(answer, walked, "{}", context());
                }
            });
        });
    }

    #[test]
    fn walks_the_parts_as_peg_reads_them() {
        let found = |text: &str| HOSTNUMBER.walk(text.as_bytes(), 0);
        assert_eq!(found("10.0.0.1/"), Some(8));
        assert_eq!(found("192.168.1.100"), Some(13));
        assert_eq!(found("1.2.3.4.5"), Some(7), "the sequence ends after four");
        assert_eq!(found("1.2.3"), None);
        assert_eq!(found("1..2.3.4"), None, "a run of at least one digit");
        assert_eq!(found(""), None);
        assert_eq!(OPTIONAL.walk(b".123", 0), Some(4), "an empty run matches");
        assert_eq!(OPTIONAL.walk(b"1.12", 0), None, "at least three");
    }

    /// Sequences that end within 32 bytes are answered from the masks, at every
    /// vector level (without this, the tests above would pass with `find` always
    /// walking).
    #[test]
    fn sequences_in_the_window_are_found_without_walking() {
        simd::each_level(|level| {
            let fast = |text: &[u8], pos| fast(&HOSTNUMBER, text, pos);
            let url = b"gopher://999.333.181.433:70/1";
            if level == simd::Level::Scalar {
                assert_eq!(fast(url, 9), None, "no vectors: walk");
                return;
            }
            assert_eq!(fast(url, 9), Some(Some(24)));
            assert_eq!(fast(url, 10), Some(Some(24)), "a run starting inside");
            assert_eq!(fast(url, 0), Some(None), "no digit");
            assert_eq!(fast(&url[..24], 9), Some(Some(24)), "ending the input");
            assert_eq!(
                fast(&url[9..24], 0),
                Some(Some(15)),
                "in fewer than 16 bytes"
            );
            assert_eq!(fast(&url[9..14], 0), Some(None), "in fewer than 8 bytes");
            assert_eq!(fast(&url[9..16], 0), Some(None), "in fewer than 8 bytes");
            assert_eq!(fast(&url[9..16], 7), None, "at the end");
            assert_eq!(fast(&[b'1'; 40], 0), None, "a run past the window");
        });
    }

    #[test]
    fn every_short_input_is_found_as_walked() {
        crate::test_strings::every_string(b"1.x", 9, |text| {
            agree(&HOSTNUMBER, text);
            agree(&OPTIONAL, text);
        });
    }

    #[test]
    fn sequences_around_the_window_are_found_as_walked() {
        for len in 26..=40 {
            let mut text: Vec<u8> = (0..len)
                .map(|i| if i % 7 == 6 { b'.' } else { b'7' })
                .collect();
            agree(&HOSTNUMBER, &text);
            text.push(b'x');
            agree(&HOSTNUMBER, &text);
        }
    }

    /// Which sequences cannot start where their first part's class does not.
    #[test]
    fn a_first_part_that_takes_a_byte_opens_the_sequence() {
        assert!(HOSTNUMBER.opens_with_a_byte);
        assert!(!OPTIONAL.opens_with_a_byte, "its first run may be empty");
        assert!(Runs::new([&DOT], [RunPart::one(0), RunPart::run(0, 0)]).opens_with_a_byte);
        assert!(!Runs::<1, 0>::new([&DOT], []).opens_with_a_byte);
        assert_eq!(HOSTNUMBER.find(b"x1.2.3.4", 0), None);
        assert_eq!(OPTIONAL.find(b"x.123", 0), None);
        assert_eq!(OPTIONAL.find(b".123", 0), Some(4));
        assert_eq!(Runs::<1, 0>::new([&DOT], []).find(b"x", 0), Some(0));
    }

    #[test]
    #[should_panic(expected = "a part's class exists")]
    fn refuses_a_part_without_its_class() {
        Runs::new([&DIGIT], [RunPart::one(1)]).walk(b"1", 0);
    }

    proptest! {
        #[test]
        fn long_inputs_are_found_as_walked(text in "[0-2.x/é]{0,80}") {
            agree(&HOSTNUMBER, text.as_bytes());
            agree(&OPTIONAL, text.as_bytes());
        }
    }
}
