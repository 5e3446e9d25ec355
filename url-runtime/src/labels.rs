//! Dotted names in one step: `(a ~ (r* ~ l)* ~ s)* ~ t ~ (r* ~ l)*`, the shape of
//! a hostname (`(domainlabel ~ ".")* ~ toplabel`), matched with PEG's meaning.
//!
//! A byte at a time, each label is its first byte, the run of `r | l` after it up
//! to its last `l`, then a separator or the end of the name; that walk is
//! [`Labels::walk`]. On x86-64 with AVX2 (or SSSE3, in two halves; checked at run
//! time) the classes of 32 bytes are looked up at once and a name that ends inside
//! them and is well formed (every label starts on an `a`, ends on an `l` or is one
//! byte) is answered from bit masks alone: accepted when the last label starts on
//! a `t`, refused otherwise (a hostnumber such as `10.0.0.1`); anything else is
//! walked.

use crate::ByteTable;

/// The character classes of a dotted name: what a label starts with (`first`),
/// what may follow (`run`), what it must end with when longer than one byte
/// (`last`), what separates labels (`separator`), and what the last label starts
/// with (`last_first`).
///
/// [`Labels::new`] checks at compile time that the classes have the shape the
/// word-at-a-time check relies on.
#[derive(Debug)]
pub struct Labels {
    first: &'static ByteTable,
    run: &'static ByteTable,
    last: &'static ByteTable,
    separator: &'static ByteTable,
    last_first: &'static ByteTable,
    /// The nibble forms the word-at-a-time check looks up, kept here rather than
    /// behind the references: `run | separator` (the name's bytes), `first`,
    /// `last`, `separator` and `last_first`.
    #[cfg_attr(
        any(not(target_arch = "x86_64"), feature = "count-work"),
        allow(dead_code)
    )]
    nibbles: Nibbles,
    /// All classes are ASCII, so their nibble forms are the whole classes.
    #[cfg_attr(
        any(not(target_arch = "x86_64"), feature = "count-work"),
        allow(dead_code)
    )]
    ascii: bool,
    /// `last` is `first` (as in a hostname), so one lookup serves both.
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    last_is_first: bool,
}

/// See [`Labels::nibbles`].
#[derive(Debug)]
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
struct Nibbles {
    name: [u8; 16],
    first: [u8; 16],
    last: [u8; 16],
    separator: [u8; 16],
    last_first: [u8; 16],
}

impl Labels {
    /// The dotted names with these classes. Panics (at compile time, in a static)
    /// unless `first` and `last` are parts of `run`, `last_first` is part of
    /// `first`, and no separator is in `run`.
    pub const fn new(
        first: &'static ByteTable,
        run: &'static ByteTable,
        last: &'static ByteTable,
        separator: &'static ByteTable,
        last_first: &'static ByteTable,
    ) -> Self {
        let mut b = 0;
        while b < 256 {
            let byte = b as u8;
            assert!(
                !first.contains(byte) || run.contains(byte),
                "first must be part of run"
            );
            assert!(
                !last.contains(byte) || run.contains(byte),
                "last must be part of run"
            );
            assert!(
                !last_first.contains(byte) || first.contains(byte),
                "last_first must be part of first"
            );
            assert!(
                !separator.contains(byte) || !run.contains(byte),
                "a separator cannot be in run"
            );
            b += 1;
        }
        let mut name = [0u8; 16];
        let mut last_is_first = true;
        let mut i = 0;
        while i < 16 {
            name[i] = run.nibbles()[i] | separator.nibbles()[i];
            last_is_first &= last.nibbles()[i] == first.nibbles()[i];
            i += 1;
        }
        Labels {
            first,
            run,
            last,
            separator,
            last_first,
            nibbles: Nibbles {
                name,
                first: *first.nibbles(),
                last: *last.nibbles(),
                separator: *separator.nibbles(),
                last_first: *last_first.nibbles(),
            },
            ascii: first.is_ascii()
                && run.is_ascii()
                && last.is_ascii()
                && separator.is_ascii()
                && last_first.is_ascii(),
            last_is_first,
        }
    }

    /// Matches a dotted name at `pos` in `bytes`: where its last label starts and
    /// where it ends, or `None`.
    #[inline]
    pub fn find(&self, bytes: &[u8], pos: usize) -> Option<(usize, usize)> {
        // Counted work is PEG's reading, label by label (see `crate::work`).
        #[cfg(all(target_arch = "x86_64", not(feature = "count-work")))]
        {
            // SAFETY: each runs only where the processor has its feature.
            let answer = if !self.ascii {
                x86::WALK
            } else if std::is_x86_feature_detected!("avx2") {
                unsafe { x86::find_avx2(self, bytes, pos) }
            } else if std::is_x86_feature_detected!("ssse3") {
                unsafe { x86::find_ssse3(self, bytes, pos) }
            } else {
                x86::WALK
            };
            if answer != x86::WALK {
                return x86::decode(answer, pos);
            }
        }
        self.walk(bytes, pos)
    }

    /// [`Labels::find`] a label at a time: PEG's reading of the shape.
    pub(crate) fn walk(&self, bytes: &[u8], pos: usize) -> Option<(usize, usize)> {
        let in_class = |set: &ByteTable, at: usize| {
            crate::work::add(1);
            bytes.get(at).is_some_and(|&b| set.contains(b))
        };
        let mut start = pos;
        loop {
            if !in_class(self.first, start) {
                return None;
            }
            let run_end = self.run.run_end(bytes, start + 1);
            let mut end = run_end;
            while end > start + 1 && !self.last.contains(bytes[end - 1]) {
                crate::work::add(1);
                end -= 1;
            }
            if in_class(self.separator, end) {
                start = end + 1;
            } else {
                return in_class(self.last_first, start).then_some((start, end));
            }
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[cfg_attr(feature = "count-work", allow(dead_code))]
mod x86 {
    use std::arch::x86_64::*;

    use super::Labels;
    use crate::scan::x86::{ending, HIGH_BITS};

    /// A word-at-a-time answer, two words so that it comes back in registers:
    /// where the name's last label starts and where it ends; the end equal to the
    /// start position when no name starts there; [`WALK`] to walk the name instead.
    pub(super) type Answer = (usize, usize);

    /// The [`Answer`] that says: walk the name.
    pub(super) const WALK: Answer = (0, usize::MAX);

    /// The answer for `pos` as [`Labels::find`] gives it (not [`WALK`]).
    #[inline(always)]
    pub(super) fn decode((last, end): Answer, pos: usize) -> Option<(usize, usize)> {
        (end != pos).then_some((last, end))
    }

    /// The answer from one 32-byte lookup per class.
    ///
    /// # Safety
    /// The processor must support AVX2.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn find_avx2(labels: &Labels, bytes: &[u8], pos: usize) -> Answer {
        let len = bytes.len();
        let (input, window) = match Window::at(bytes, pos) {
            // SAFETY: the window's 32 bytes are in `bytes`.
            Some(window) => (
                _mm256_loadu_si256(bytes.as_ptr().add(window.offset).cast()),
                window,
            ),
            None if pos < len && len >= 8 => {
                // SAFETY: `Window::at` refuses a `pos` inside the input only when
                // the input is shorter than 32 bytes, so 8 <= len < 32.
                let [low, high] = ending(bytes);
                (_mm256_set_m128i(high, low), Window::ending(len, pos))
            }
            _ => {
                return short(labels, bytes, pos, |labels, copy, pos| {
                    // SAFETY: this processor supports AVX2 (the caller's promise).
                    unsafe { find_avx2(labels, copy, pos) }
                });
            }
        };
        let high_bits = _mm256_broadcastsi128_si256(_mm_loadu_si128(HIGH_BITS.as_ptr().cast()));
        let high_bit = _mm256_shuffle_epi8(
            high_bits,
            _mm256_and_si256(_mm256_srli_epi16(input, 4), _mm256_set1_epi8(0x0f)),
        );
        let lookup = |nibbles: &[u8; 16], equal_to: __m256i| {
            let table = _mm256_broadcastsi128_si256(_mm_loadu_si128(nibbles.as_ptr().cast()));
            let bit = _mm256_and_si256(_mm256_shuffle_epi8(table, input), high_bit);
            _mm256_movemask_epi8(_mm256_cmpeq_epi8(bit, equal_to)) as u32
        };
        let zero = _mm256_setzero_si256();
        window.decide(
            labels,
            |nibbles| lookup(nibbles, zero),
            |nibbles| lookup(nibbles, high_bit),
        )
    }

    /// [`find_avx2`] with two 16-byte lookups per class.
    ///
    /// # Safety
    /// The processor must support SSSE3.
    #[target_feature(enable = "ssse3")]
    pub(super) unsafe fn find_ssse3(labels: &Labels, bytes: &[u8], pos: usize) -> Answer {
        let len = bytes.len();
        let (inputs, window) = match Window::at(bytes, pos) {
            Some(window) => {
                // SAFETY: the window's 32 bytes are in `bytes`.
                let start = bytes.as_ptr().add(window.offset);
                let halves = [start, start.add(16)].map(|at| _mm_loadu_si128(at.cast()));
                (halves, window)
            }
            // SAFETY: as in `find_avx2`, 8 <= len < 32.
            None if pos < len && len >= 8 => (ending(bytes), Window::ending(len, pos)),
            None => {
                return short(labels, bytes, pos, |labels, copy, pos| {
                    // SAFETY: this processor supports SSSE3 (the caller's promise).
                    unsafe { find_ssse3(labels, copy, pos) }
                });
            }
        };
        let high_bits = _mm_loadu_si128(HIGH_BITS.as_ptr().cast());
        let halves = inputs.map(|input| {
            let high = _mm_and_si128(_mm_srli_epi16(input, 4), _mm_set1_epi8(0x0f));
            (input, _mm_shuffle_epi8(high_bits, high))
        });
        let lookup = |nibbles: &[u8; 16], members: bool| {
            let table = _mm_loadu_si128(nibbles.as_ptr().cast());
            let [low, high] = halves.map(|(input, high_bit)| {
                let bit = _mm_and_si128(_mm_shuffle_epi8(table, input), high_bit);
                let equal_to = if members {
                    high_bit
                } else {
                    _mm_setzero_si128()
                };
                _mm_movemask_epi8(_mm_cmpeq_epi8(bit, equal_to)) as u32
            });
            low | high << 16
        };
        window.decide(
            labels,
            |nibbles| lookup(nibbles, false),
            |nibbles| lookup(nibbles, true),
        )
    }

    /// The answer at or past the end of the input, or for an input shorter than 8
    /// bytes from `find` on a 32-byte copy that ends where the input ends.
    #[inline(never)]
    fn short(
        labels: &Labels,
        bytes: &[u8],
        pos: usize,
        find: impl Fn(&Labels, &[u8], usize) -> Answer,
    ) -> Answer {
        if pos >= bytes.len() {
            // `first` is part of `run`: no label starts at the end.
            return (pos, pos);
        }
        let mut copy = [0u8; 32];
        let before = 32 - bytes.len();
        copy[before..].copy_from_slice(bytes);
        match find(labels, &copy, pos + before) {
            WALK => WALK,
            (last, end) => (last - before, end - before),
        }
    }

    /// 32 bytes of input around a position.
    struct Window {
        /// Index in the input of the first byte (wrapped below zero for the window
        /// of an input shorter than 32 bytes, [`Window::ending`]).
        offset: usize,
        /// Which of the 32 bytes is the position's.
        shift: u32,
        /// The 32 bytes end the input.
        last: bool,
    }

    impl Window {
        /// The 32 bytes from `pos`, or the input's last 32 when fewer follow `pos`;
        /// `None` when the input is shorter than 32 bytes or `pos` is past its end.
        #[inline(always)]
        fn at(bytes: &[u8], pos: usize) -> Option<Window> {
            let len = bytes.len();
            if pos >= len || len < 32 {
                return None;
            }
            let offset = pos.min(len - 32);
            Some(Window {
                offset,
                shift: (pos - offset) as u32,
                last: offset + 32 == len,
            })
        }

        /// The window of the 32 bytes that would end an input of `len` bytes, fewer
        /// than 32, at `pos` within it: its first `32 - len` bytes are before the
        /// input.
        #[inline(always)]
        fn ending(len: usize, pos: usize) -> Window {
            Window {
                offset: len.wrapping_sub(32),
                shift: (pos + 32 - len) as u32,
                last: true,
            }
        }

        /// The answer from the window's class masks: `outside` of a nibble table
        /// has bit `i` set when byte `i` is not in the class, `inside` when it is,
        /// or the byte is not ASCII (only bytes of the name, all ASCII, are asked
        /// about that way).
        #[inline(always)]
        fn decide(
            &self,
            labels: &Labels,
            outside: impl Fn(&[u8; 16]) -> u32,
            inside: impl Fn(&[u8; 16]) -> u32,
        ) -> Answer {
            let shift = self.shift;
            let from_pos = u32::MAX << shift;
            let beyond = outside(&labels.nibbles.name) & from_pos;
            if beyond == 0 && !self.last {
                return WALK;
            }
            let end = beyond.trailing_zeros();
            let at = |bit: u32| self.offset.wrapping_add(bit as usize);
            if end == shift {
                return (at(end), at(end));
            }
            // Bits shift..end: the name's bytes, as u64 so that `end` may be 32.
            let within = ((1u64 << end) - 1) as u32 & from_pos;
            let separators = inside(&labels.nibbles.separator) & within;
            let starts = (1 << shift | separators << 1) & within;
            let ends = (separators >> 1 | 1 << (end - 1)) & !starts;
            let not_first = outside(&labels.nibbles.first);
            let not_last = match labels.last_is_first {
                true => not_first,
                false => outside(&labels.nibbles.last),
            };
            if starts & not_first != 0 || ends & not_last != 0 {
                return WALK;
            }
            // No separator ends the name, so the last label starts before its end.
            // Every label is well formed, so PEG reads them as the masks split
            // them: when the last one cannot end the name, no name starts here
            // (`(domainlabel ~ ".")*` does not give a label back).
            let last = (32 - separators.leading_zeros()).max(shift);
            match inside(&labels.nibbles.last_first) >> last & 1 {
                1 => (at(last), at(end)),
                _ => (at(shift), at(shift)),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    static ALNUM: ByteTable =
        ByteTable::of(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
    static LABEL: ByteTable =
        ByteTable::of(b"-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
    static DOT: ByteTable = ByteTable::of(b".");
    static ALPHA: ByteTable =
        ByteTable::of(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
    /// RFC 1738's hostname: `(domainlabel ~ ".")* ~ toplabel`.
    static HOSTNAME: Labels = Labels::new(&ALNUM, &LABEL, &ALNUM, &DOT, &ALPHA);

    /// A word-at-a-time implementation.
    #[cfg(target_arch = "x86_64")]
    type Find = unsafe fn(&Labels, &[u8], usize) -> x86::Answer;

    /// The word-at-a-time implementations this processor has.
    #[cfg(target_arch = "x86_64")]
    fn fast_paths() -> Vec<Find> {
        let mut found: Vec<Find> = Vec::new();
        if std::is_x86_feature_detected!("ssse3") {
            found.push(x86::find_ssse3);
        }
        if std::is_x86_feature_detected!("avx2") {
            found.push(x86::find_avx2);
        }
        found
    }

    /// `find` and `walk` agree at every position of `text`, with the text alone
    /// (an input shorter than 32 bytes), at the end of a longer input and at the
    /// start of one; so do the answers of every word-at-a-time implementation.
    fn agree(text: &[u8]) {
        crate::test_strings::at_every_position(text, b'/', |bytes, pos| {
            let walked = HOSTNAME.walk(bytes, pos);
            let context = || format!("{:?} at {pos}", String::from_utf8_lossy(bytes));
            assert_eq!(HOSTNAME.find(bytes, pos), walked, "{}", context());
            #[cfg(target_arch = "x86_64")]
            for fast in fast_paths() {
                // SAFETY: the processor has the feature (`fast_paths`).
                let answer = unsafe { fast(&HOSTNAME, bytes, pos) };
                if answer != x86::WALK {
                    assert_eq!(x86::decode(answer, pos), walked, "{}", context());
                }
            }
        });
    }

    #[test]
    fn walks_labels_as_peg_reads_them() {
        let found = |text: &str| HOSTNAME.walk(text.as_bytes(), 0);
        assert_eq!(found("www.example.com/"), Some((12, 15)));
        assert_eq!(found("a"), Some((0, 1)));
        assert_eq!(
            found("a-b-.c"),
            Some((0, 3)),
            "a label does not end on a hyphen"
        );
        assert_eq!(found("a.b-"), Some((2, 3)));
        assert_eq!(found("a.1"), None, "the last label starts with a letter");
        assert_eq!(found("a.b."), None, "a dot starts another label");
        assert_eq!(found("a..b"), None);
        assert_eq!(found("-a"), None);
        assert_eq!(found(""), None);
    }

    /// The well-formed names that end within 32 bytes are answered from the masks,
    /// by every implementation the processor has (without this, the tests above
    /// would pass with `find` always walking).
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn well_formed_names_are_found_without_walking() {
        for find in fast_paths() {
            // SAFETY: the processor has the feature (`fast_paths`).
            let fast = |text: &[u8], pos| unsafe { find(&HOSTNAME, text, pos) };
            let url = b"http://www.example-host.com:80/";
            assert_eq!(fast(url, 7), (24, 27));
            assert_eq!(fast(url, 0), (0, 4));
            assert_eq!(fast(url, 4), (4, 4), "no name");
            assert_eq!(fast(url, url.len()), (url.len(), url.len()), "no name");
            assert_eq!(fast(&url[..27], 7), (24, 27), "a name that ends the input");
            assert_eq!(fast(&url[..14], 7), (11, 14), "in a short input");
            assert_eq!(fast(&url[7..17], 0), (4, 10), "in eight to fifteen bytes");
            assert_eq!(fast(b"a.bc", 0), (2, 4), "in fewer than eight bytes");
            assert_eq!(fast(b"a-.b", 0), x86::WALK, "a label ends on a hyphen");
            let number = b"gopher://999.333.181.433/1";
            assert_eq!(
                fast(number, 9),
                (9, 9),
                "the last label starts with a digit"
            );
            assert_eq!(fast(&number[..24], 9), (9, 9), "ending the input");
            assert_eq!(fast(&[b'a'; 40], 0), x86::WALK, "longer than 32 bytes");
        }
    }

    #[test]
    fn every_short_name_is_found_as_walked() {
        crate::test_strings::every_string(b"a1-./", 6, agree);
    }

    #[test]
    fn names_around_the_window_are_found_as_walked() {
        for len in 28..=36 {
            let name: Vec<u8> = (0..len)
                .map(|i| if i % 4 == 3 { b'.' } else { b'a' })
                .collect();
            agree(&name);
            agree(&[&name[..], b"-"].concat());
        }
    }

    #[test]
    #[should_panic(expected = "a separator cannot be in run")]
    fn refuses_a_separator_inside_labels() {
        static RUN: ByteTable = ByteTable::of(b"a.");
        Labels::new(&ALNUM, &RUN, &ALNUM, &DOT, &ALPHA);
    }

    proptest! {
        #[test]
        fn long_names_are_found_as_walked(text in "[a-c0-1.\\-/é]{0,80}") {
            agree(text.as_bytes());
        }
    }
}
