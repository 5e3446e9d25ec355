//! Runs with escapes in one step: `(C | e₁ ~ … ~ eₙ)*`, bytes of a class `C` or
//! sequences of `n` single bytes of classes `e₁ … eₙ` (an escape such as
//! `"%" ~ hex ~ hex`), matched with PEG's meaning: at each step `C` if the byte is
//! in it, else the escape if it is complete, else the run ends.
//!
//! A step at a time, that is [`Escaped::walk`]. With vector instructions
//! ([`crate::simd`]) the classes of a window of 32 bytes are looked up at once
//! and the run is read from bit masks: an escape starts where
//! `e₁` holds and each `eᵢ` holds `i - 1` bytes later; the run ends at the first
//! byte that neither `C`, an escape's start nor the rest of an escape that started
//! inside the run covers. That needs no branch on where the escapes are, the
//! common case in paths.
//!
//! The reading is exact because a byte of `e₁` is never inside an escape (no `eᵢ`
//! after the first shares a byte with it) and never in `C`: wherever an escape
//! starts, PEG's walk reaches it as an escape, unless the run ended before.
//!
//! A run may also stop at a literal, `(!"%09" ~ (C | e₁ ~ … ~ eₙ))*`
//! ([`Escaped::except`]): one that starts with a byte of `e₁` and is no longer
//! than an escape, so that it only ever stops the run where an escape would start.

use crate::simd::{self, Kernel, Simd, Window};
use crate::ByteTable;

/// The most bytes of one escape.
pub const MAX_ESCAPE: usize = 4;

/// The run `(C | e₁ ~ … ~ eₙ)*` of a class and an escape of `N` single bytes, 2 to
/// [`MAX_ESCAPE`], stopping where a literal of `E` bytes starts (none when `E` is
/// 0; see [`Escaped::except`]). The literal's length is part of the type, so that
/// the step of a run without one has no code for it.
#[derive(Debug)]
pub struct Escaped<const N: usize, const E: usize = 0> {
    class: &'static ByteTable,
    escape: [&'static ByteTable; N],
    /// The literal the run stops at (see [`Escaped::except`]).
    except: [u8; E],
    /// Every class is ASCII, so that the word-at-a-time step can look it up.
    ascii: bool,
}

impl<const N: usize> Escaped<N> {
    /// The run of `class` and `escape`. Panics (at compile time, in a static)
    /// unless the escape has 2 to [`MAX_ESCAPE`] bytes and its first byte's class
    /// shares no byte with `class` or with the escape's later bytes.
    pub const fn new(class: &'static ByteTable, escape: [&'static ByteTable; N]) -> Self {
        assert!(
            N >= 2 && N <= MAX_ESCAPE,
            "an escape has 2 to MAX_ESCAPE bytes"
        );
        let mut b = 0;
        while b < 256 {
            let byte = b as u8;
            if escape[0].contains(byte) {
                assert!(!class.contains(byte), "an escape cannot start in the class");
                let mut i = 1;
                while i < N {
                    assert!(
                        !escape[i].contains(byte),
                        "an escape's first byte cannot be inside one"
                    );
                    i += 1;
                }
            }
            b += 1;
        }
        let mut ascii = class.is_ascii();
        let mut i = 0;
        while i < N {
            ascii &= escape[i].is_ascii();
            i += 1;
        }
        Escaped {
            class,
            escape,
            except: [],
            ascii,
        }
    }

    /// The same run, stopping where `literal` starts: `(!literal ~ (C | e₁ ~ … ~
    /// eₙ))*`. Panics (at compile time, in a static) unless the literal is 1 to `N`
    /// bytes long and starts with a byte of `e₁`.
    pub const fn except<const E: usize>(self, literal: &[u8; E]) -> Escaped<N, E> {
        assert!(
            E >= 1 && E <= N && self.escape[0].contains(literal[0]),
            "the literal is no longer than an escape and starts like one"
        );
        Escaped {
            class: self.class,
            escape: self.escape,
            except: *literal,
            ascii: self.ascii,
        }
    }
}

impl<const N: usize, const E: usize> Escaped<N, E> {
    /// The end of the run from `pos` in `bytes` (`pos` when it is empty). Always
    /// inlined: it is a level check and a call, which a builder's large body
    /// would otherwise reach through a second call.
    #[inline(always)]
    pub fn run_end(&self, bytes: &[u8], pos: usize) -> usize {
        if !self.ascii {
            return self.walk_out_of_line(bytes, pos);
        }
        simd::dispatch(InWindows(self), bytes, pos)
    }

    /// [`Escaped::walk`] of a run with non-ASCII classes, kept out of every call
    /// site's way.
    #[inline(never)]
    fn walk_out_of_line(&self, bytes: &[u8], pos: usize) -> usize {
        self.walk(bytes, pos)
    }

    /// [`Escaped::run_end`] a step at a time: PEG's reading of the run.
    pub(crate) fn walk(&self, bytes: &[u8], pos: usize) -> usize {
        let in_class = |set: &ByteTable, at: usize| {
            crate::work::add(1);
            bytes.get(at).is_some_and(|&b| set.contains(b))
        };
        let mut at = pos;
        loop {
            if E > 0 {
                crate::work::add(E);
                if bytes
                    .get(at..)
                    .is_some_and(|rest| rest.starts_with(&self.except))
                {
                    return at;
                }
            }
            if in_class(self.class, at) {
                at += 1;
            } else if (0..N).all(|i| in_class(self.escape[i], at + i)) {
                at += N;
            } else {
                return at;
            }
        }
    }
}

/// [`Escaped::run_end`] of a run whose classes are ASCII, as a [`Kernel`].
#[derive(Clone, Copy)]
struct InWindows<'a, const N: usize, const E: usize>(&'a Escaped<N, E>);

impl<const N: usize, const E: usize> Kernel for InWindows<'_, N, E> {
    type Output = usize;

    /// A window of 32 bytes at a time.
    #[inline(always)]
    fn vector<S: Simd>(self, simd: S, bytes: &[u8], pos: usize) -> usize {
        let InWindows(run) = self;
        // A run that starts at the end of the input is empty, with nothing to
        // set up for it (a common case: a path that ends the input).
        let Some(mut window) = Window::around(simd, bytes, pos) else {
            return pos;
        };
        let mut at = pos;
        loop {
            let members = |set: &ByteTable| window.members(set.nibbles()) as u64;
            let from_pos = u64::MAX << window.bit(at);
            let mut starts = members(run.escape[0]) & from_pos;
            let mut previous = 0;
            for i in 1..N {
                // `%` ~ hex ~ hex: a class that repeats is looked up once.
                if i == 1 || !std::ptr::eq(run.escape[i], run.escape[i - 1]) {
                    previous = members(run.escape[i]);
                }
                starts &= previous >> i;
            }
            if E > 0 {
                // Where the literal starts (no later than where an escape that
                // reaches past the window would start, as it is no longer).
                let mut at_literal = u64::MAX;
                for (i, &byte) in run.except.iter().enumerate() {
                    at_literal &= (window.equal(byte) as u64) >> i;
                }
                starts &= !at_literal;
            }
            let mut rests = 0;
            for i in 1..N {
                rests |= starts << i;
            }
            let covered = members(run.class) | starts | rests;
            // The first byte from `pos` that nothing covers; at bit 32 at the
            // latest, since bits 32 and up are never covered.
            let end = (!covered & from_pos).trailing_zeros();
            // The window ends the input: the run ends where the input does.
            if window.is_last() {
                return window.position(end);
            }
            // Otherwise an escape starting in the window's last `N - 1` bytes
            // would reach past it: only the bytes before those are decided.
            let decided = 32 - (N as u32 - 1);
            if end < decided {
                return window.position(end);
            }
            // The run goes on from the first byte at or after `decided` that is
            // not the rest of an escape started before it (no escape starts at
            // or after `decided`: its last byte's mask is clear there).
            at = window.position(decided + (rests >> decided).trailing_ones());
            window = window.next(bytes, at);
        }
    }

    fn scalar(self, bytes: &[u8], pos: usize) -> usize {
        self.0.walk(bytes, pos)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    static UCHAR: ByteTable = ByteTable::of(b"abxyz-;/");
    static PERCENT: ByteTable = ByteTable::of(b"%");
    static HEX: ByteTable = ByteTable::of(b"0123456789abcdefABCDEF");
    /// RFC 1738's `(uchar | ";")*` in small: `%` and two hex digits, or a class
    /// that holds some of the hex digits.
    static PATH: Escaped<3> = Escaped::new(&UCHAR, [&PERCENT, &HEX, &HEX]);
    /// A two-byte escape whose second byte may be the first byte of the class.
    static BACKSLASH: Escaped<2> = Escaped::new(
        &ByteTable::of(b"ab"),
        [&ByteTable::of(b"\\"), &ByteTable::of(b"abn")],
    );
    /// A four-byte escape with a class of its own at each place.
    static LONG: Escaped<4> = Escaped::new(
        &ByteTable::of(b"xy"),
        [
            &ByteTable::of(b"&"),
            &ByteTable::of(b"#"),
            &ByteTable::of(b"0123456789"),
            &ByteTable::of(b";"),
        ],
    );

    /// RFC 1738's gopher selector in small: `(!"%09" ~ (C | "%" ~ hex ~ hex))*`.
    static SELECTOR: Escaped<3, 3> = Escaped::new(&UCHAR, [&PERCENT, &HEX, &HEX]).except(b"%09");
    /// A literal shorter than the escape.
    static SHORT_EXCEPT: Escaped<3, 2> = Escaped::new(&UCHAR, [&PERCENT, &HEX, &HEX]).except(b"%a");

    /// The vector kernel's answer at the forced level (the walk's at
    /// [`simd::Level::Scalar`]).
    fn fast<const N: usize, const E: usize>(
        run: &Escaped<N, E>,
        bytes: &[u8],
        pos: usize,
    ) -> usize {
        simd::dispatch(InWindows(run), bytes, pos)
    }

    /// `run_end` and `walk` agree at every position of `text`, with the text
    /// alone, at the end of a longer input and at the start of one, at every
    /// level (`run_end` of an ASCII run is the level's kernel).
    fn agree<const N: usize, const E: usize>(run: &Escaped<N, E>, text: &[u8]) {
        simd::each_level(|level| {
            crate::test_strings::at_every_position(text, b'/', |bytes, pos| {
                let walked = run.walk(bytes, pos);
                let context =
                    || format!("{level:?}: {:?} at {pos}", String::from_utf8_lossy(bytes));
                assert_eq!(run.run_end(bytes, pos), walked, "{}", context());
            });
        });
    }

    #[test]
    fn walks_the_run_as_peg_reads_it() {
        let end = |text: &str| PATH.walk(text.as_bytes(), 0);
        assert_eq!(end("ab%41;x?"), 7, "an escape inside the run");
        assert_eq!(end("%41%42"), 6, "escapes only");
        assert_eq!(end("ab%4"), 2, "an incomplete escape ends the run");
        assert_eq!(end("ab%4g"), 2, "as does one with a byte outside its class");
        assert_eq!(
            end("%%41"),
            0,
            "an escape's first byte cannot be inside one"
        );
        assert_eq!(end(""), 0);
        assert_eq!(BACKSLASH.walk(b"a\\ab\\", 0), 4);
        assert_eq!(LONG.walk(b"x&#1;y&#;", 0), 6);
        assert_eq!(
            SELECTOR.walk(b"ab%41%09x", 0),
            5,
            "the literal stops the run"
        );
        assert_eq!(SELECTOR.walk(b"%09", 0), 0);
        assert_eq!(SELECTOR.walk(b"a%0a", 0), 4, "a different escape does not");
        assert_eq!(SHORT_EXCEPT.walk(b"a%0a%ab", 0), 4);
    }

    /// Runs read from the masks at the vector levels (without this, the tests
    /// would pass with `run_end` always walking), and walked at the scalar one.
    #[test]
    fn runs_are_read_from_the_masks() {
        simd::each_level(|level| {
            let fast = |text: &[u8], pos| fast(&PATH, text, pos);
            assert_eq!(fast(b"http://ab%41x/?", 7), 14, "{level:?}");
            assert_eq!(fast(b"ab%41x?ab", 0), 6, "{level:?}");
            assert_eq!(fast(b"ab%4x?ab", 0), 2, "{level:?}");
            assert_eq!(fast(b"ab%41", 0), 5, "in fewer than eight bytes");
            assert_eq!(fast(b"ab%41", 5), 5, "at the end");
            let long = [b"ab%41".repeat(20), b"?".to_vec()].concat();
            assert_eq!(fast(&long, 0), 100, "across windows");
            assert_eq!(fast(&long, 3), 3, "from inside an escape");
        });
    }

    #[test]
    fn every_short_input_is_read_as_walked() {
        crate::test_strings::every_string(b"a%4g?", 6, |text| agree(&PATH, text));
        crate::test_strings::every_string(b"a\\n?", 6, |text| agree(&BACKSLASH, text));
        crate::test_strings::every_string(b"x&#1;", 6, |text| agree(&LONG, text));
        crate::test_strings::every_string(b"a%09", 7, |text| {
            agree(&SELECTOR, text);
            agree(&SHORT_EXCEPT, text);
        });
    }

    /// Escapes placed across the boundaries of the 32-byte windows.
    #[test]
    fn escapes_around_the_windows_are_read_as_walked() {
        for len in 26..=70 {
            for at in 0..len {
                let mut text = vec![b'a'; len];
                text.splice(at..at, *b"%4f");
                agree(&PATH, &text);
                text.push(b'?');
                agree(&PATH, &text);
                text[at + 2] = b'g';
                agree(&PATH, &text);
                text.splice(at..at, *b"%09");
                agree(&SELECTOR, &text);
                text[at + 2] = b'8';
                agree(&SELECTOR, &text);
            }
        }
    }

    #[test]
    #[should_panic(expected = "the literal is no longer than an escape and starts like one")]
    fn refuses_a_literal_longer_than_an_escape() {
        Escaped::new(&UCHAR, [&PERCENT, &HEX])
            .except(b"%09")
            .walk(b"a", 0);
    }

    #[test]
    #[should_panic(expected = "the literal is no longer than an escape and starts like one")]
    fn refuses_a_literal_that_starts_in_the_class() {
        Escaped::new(&UCHAR, [&PERCENT, &HEX])
            .except(b"a")
            .walk(b"a", 0);
    }

    #[test]
    #[should_panic(expected = "an escape cannot start in the class")]
    fn refuses_an_escape_that_starts_in_the_class() {
        Escaped::new(&UCHAR, [&UCHAR, &HEX]).walk(b"a", 0);
    }

    #[test]
    #[should_panic(expected = "an escape's first byte cannot be inside one")]
    fn refuses_an_escape_whose_first_byte_is_inside_one() {
        static PERCENT_OR_ONE: ByteTable = ByteTable::of(b"%1");
        Escaped::new(&UCHAR, [&PERCENT, &PERCENT_OR_ONE]).walk(b"a", 0);
    }

    proptest! {
        #[test]
        fn long_inputs_are_read_as_walked(text in "[a-b%4g?/é;]{0,100}") {
            agree(&PATH, text.as_bytes());
        }

        #[test]
        fn runs_that_stop_at_a_literal_are_read_as_walked(text in "[ab%09?]{0,100}") {
            agree(&SELECTOR, text.as_bytes());
            agree(&SHORT_EXCEPT, text.as_bytes());
        }

        #[test]
        fn long_inputs_with_other_escapes_are_read_as_walked(
            text in "[ab\\\\n?]{0,90}",
            long in "[xy&#1;?]{0,90}",
        ) {
            agree(&BACKSLASH, text.as_bytes());
            agree(&LONG, long.as_bytes());
        }
    }
}
