//! Dotted names in one step: `(a ~ (r* ~ l)* ~ s)* ~ t ~ (r* ~ l)*`, the shape of
//! a hostname (`(domainlabel ~ ".")* ~ toplabel`), matched with PEG's meaning.
//!
//! A byte at a time, each label is its first byte, the run of `r | l` after it up
//! to its last `l`, then a separator or the end of the name; that walk is
//! [`Labels::walk`]. With vector instructions ([`crate::simd`]) the classes of a
//! window of 32 bytes are looked up at once and a name that ends inside it and is
//! well formed (every label starts on an `a`, ends on an `l` or is one
//! byte) is answered from bit masks alone: accepted when the last label starts on
//! a `t`, refused otherwise (a hostnumber such as `10.0.0.1`); anything else is
//! walked.

use crate::simd::{self, Kernel, Simd, Window};
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
    nibbles: Nibbles,
    /// All classes are ASCII, so their nibble forms are the whole classes.
    ascii: bool,
    /// `last` is `first` (as in a hostname), so one lookup serves both.
    last_is_first: bool,
}

/// See [`Labels::nibbles`].
#[derive(Debug)]
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
        if self.ascii {
            let answer = simd::dispatch(InWindow(self), bytes, pos);
            if answer != WALK {
                return decode(answer, pos);
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

/// A word-at-a-time answer, two words so that it comes back in registers: where
/// the name's last label starts and where it ends; the end equal to the start
/// position when no name starts there; [`WALK`] to walk the name instead.
type Answer = (usize, usize);

/// The [`Answer`] that says: walk the name.
const WALK: Answer = (0, usize::MAX);

/// The answer for `pos` as [`Labels::find`] gives it (not [`WALK`]).
#[inline(always)]
fn decode((last, end): Answer, pos: usize) -> Option<(usize, usize)> {
    (end != pos).then_some((last, end))
}

/// [`Labels::find`] from the window around the position, as a [`Kernel`]; the
/// classes must be ASCII.
#[derive(Clone, Copy)]
struct InWindow<'a>(&'a Labels);

impl Kernel for InWindow<'_> {
    type Output = Answer;

    #[inline(always)]
    fn vector<S: Simd>(self, simd: S, bytes: &[u8], pos: usize) -> Answer {
        match Window::around(simd, bytes, pos) {
            Some(window) => decide(self.0, &window, pos),
            // `first` is part of `run`: no label starts at the end.
            None => (pos, pos),
        }
    }

    fn scalar(self, _: &[u8], _: usize) -> Answer {
        WALK
    }
}

/// The answer from the window around `pos`'s class masks.
#[inline(always)]
fn decide<S: Simd>(labels: &Labels, window: &Window<S>, pos: usize) -> Answer {
    let nibbles = &labels.nibbles;
    let shift = window.bit(pos);
    let from_pos = u32::MAX << shift;
    let beyond = !window.members(&nibbles.name) & from_pos;
    if beyond == 0 && !window.is_last() {
        return WALK;
    }
    let end = beyond.trailing_zeros();
    let at = |bit: u32| window.position(bit);
    if end == shift {
        return (at(end), at(end));
    }
    // Bits shift..end: the name's bytes, as u64 so that `end` may be 32.
    let within = ((1u64 << end) - 1) as u32 & from_pos;
    let separators = window.members(&nibbles.separator) & within;
    let starts = (1 << shift | separators << 1) & within;
    let ends = (separators >> 1 | 1 << (end - 1)) & !starts;
    let not_first = !window.members(&nibbles.first);
    let not_last = match labels.last_is_first {
        true => not_first,
        false => !window.members(&nibbles.last),
    };
    if starts & not_first != 0 || ends & not_last != 0 {
        return WALK;
    }
    // No separator ends the name, so the last label starts before its end.
    // Every label is well formed, so PEG reads them as the masks split them:
    // when the last one cannot end the name, no name starts here
    // (`(domainlabel ~ ".")*` does not give a label back).
    let last = (32 - separators.leading_zeros()).max(shift);
    match window.members(&nibbles.last_first) >> last & 1 {
        1 => (at(last), at(end)),
        _ => (at(shift), at(shift)),
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

    /// The raw answer of the vector kernel at the forced level.
    fn fast(text: &[u8], pos: usize) -> Answer {
        simd::dispatch(InWindow(&HOSTNAME), text, pos)
    }

    /// `find` and `walk` agree at every position of `text`, with the text alone
    /// (an input shorter than 32 bytes), at the end of a longer input and at the
    /// start of one, at every level; so do the vector kernel's answers.
    fn agree(text: &[u8]) {
        simd::each_level(|level| {
            crate::test_strings::at_every_position(text, b'/', |bytes, pos| {
                let walked = HOSTNAME.walk(bytes, pos);
                let context =
                    || format!("{level:?}: {:?} at {pos}", String::from_utf8_lossy(bytes));
                assert_eq!(HOSTNAME.find(bytes, pos), walked, "{}", context());
                let answer = fast(bytes, pos);
                if answer != WALK {
                    assert_eq!(decode(answer, pos), walked, "{}", context());
                }
            });
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
    /// at every vector level (without this, the tests above would pass with
    /// `find` always walking).
    #[test]
    fn well_formed_names_are_found_without_walking() {
        simd::each_level(|level| {
            if level == simd::Level::Scalar {
                assert_eq!(fast(b"a.bc", 0), WALK, "no vectors: walk");
                return;
            }
            let url = b"http://www.example-host.com:80/";
            assert_eq!(fast(url, 7), (24, 27));
            assert_eq!(fast(url, 0), (0, 4));
            assert_eq!(fast(url, 4), (4, 4), "no name");
            assert_eq!(fast(url, url.len()), (url.len(), url.len()), "no name");
            assert_eq!(fast(&url[..27], 7), (24, 27), "a name that ends the input");
            assert_eq!(fast(&url[..14], 7), (11, 14), "in a short input");
            assert_eq!(fast(&url[7..17], 0), (4, 10), "in eight to fifteen bytes");
            assert_eq!(fast(b"a.bc", 0), (2, 4), "in fewer than eight bytes");
            assert_eq!(fast(b"a-.b", 0), WALK, "a label ends on a hyphen");
            let number = b"gopher://999.333.181.433/1";
            assert_eq!(
                fast(number, 9),
                (9, 9),
                "the last label starts with a digit"
            );
            assert_eq!(fast(&number[..24], 9), (9, 9), "ending the input");
            assert_eq!(fast(&[b'a'; 40], 0), WALK, "longer than 32 bytes");
        });
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
