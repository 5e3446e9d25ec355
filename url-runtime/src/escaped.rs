//! Runs with escapes in one step: `(C | e₁ ~ … ~ eₙ)*`, bytes of a class `C` or
//! sequences of `n` single bytes of classes `e₁ … eₙ` (an escape such as
//! `"%" ~ hex ~ hex`), matched with PEG's meaning: at each step `C` if the byte is
//! in it, else the escape if it is complete, else the run ends.
//!
//! A step at a time, that is [`Escaped::walk`]. On x86-64 with AVX2 or SSSE3
//! (checked at run time) the classes of 32 bytes are looked up at once (in two
//! halves with SSSE3) and the run is read from bit masks: an escape starts where
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
    #[cfg_attr(
        any(not(target_arch = "x86_64"), feature = "count-work"),
        allow(dead_code)
    )]
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
    /// inlined: it is a feature check and a call, which a builder's large body
    /// would otherwise reach through a second call.
    #[inline(always)]
    pub fn run_end(&self, bytes: &[u8], pos: usize) -> usize {
        // Counted work is PEG's reading, step by step (see `crate::work`).
        #[cfg(all(target_arch = "x86_64", not(feature = "count-work")))]
        if self.ascii && bytes.len() >= 8 && std::is_x86_feature_detected!("avx2") {
            // SAFETY: the processor supports AVX2, checked just above, and the
            // input has at least 8 bytes.
            return unsafe { x86::run_end_avx2(self, bytes, pos) };
        }
        self.run_end_without_avx2(bytes, pos)
    }

    /// [`Escaped::run_end`] without AVX2, or for an input shorter than 8 bytes:
    /// SSSE3 where the processor has it, else a step at a time. Kept out of line,
    /// so that every run inlines one feature check and one call.
    #[inline(never)]
    fn run_end_without_avx2(&self, bytes: &[u8], pos: usize) -> usize {
        #[cfg(all(target_arch = "x86_64", not(feature = "count-work")))]
        if self.ascii && bytes.len() >= 8 && std::is_x86_feature_detected!("ssse3") {
            // SAFETY: the processor supports SSSE3, checked just above, and the
            // input has at least 8 bytes.
            return unsafe { x86::run_end_ssse3(self, bytes, pos) };
        }
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

#[cfg(target_arch = "x86_64")]
#[cfg_attr(feature = "count-work", allow(dead_code))]
mod x86 {
    use std::arch::x86_64::*;

    use super::Escaped;
    use crate::scan::x86::{ending, HIGH_BITS};
    use crate::ByteTable;

    /// [`Escaped::run_end`] with AVX2: each class of a 32-byte window in one lookup.
    ///
    /// # Safety
    /// The processor must support AVX2, and `bytes` must hold at least 8 bytes.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn run_end_avx2<const N: usize, const E: usize>(
        run: &Escaped<N, E>,
        bytes: &[u8],
        pos: usize,
    ) -> usize {
        // SAFETY: the caller's promises; the window's methods use AVX2 only.
        unsafe { run_end::<Avx2, N, E>(run, bytes, pos) }
    }

    /// [`Escaped::run_end`] with SSSE3: each class of a 32-byte window in two
    /// 16-byte lookups.
    ///
    /// # Safety
    /// The processor must support SSSE3, and `bytes` must hold at least 8 bytes.
    #[target_feature(enable = "ssse3")]
    pub(super) unsafe fn run_end_ssse3<const N: usize, const E: usize>(
        run: &Escaped<N, E>,
        bytes: &[u8],
        pos: usize,
    ) -> usize {
        // SAFETY: the caller's promises; the window's methods use SSSE3 only.
        unsafe { run_end::<Ssse3, N, E>(run, bytes, pos) }
    }

    /// 32 bytes of input, as one processor's vectors hold them, with the bit masks
    /// of their classes. Its methods are inlined into a function that enables the
    /// window's feature, which is the only place they may run.
    trait Window: Copy {
        /// The window of `halves`, its first 16 bytes and its last.
        unsafe fn of(halves: [__m128i; 2]) -> Self;
        /// Bit `i` set when byte `i` is in `set` (ASCII); bits 32 and up clear.
        unsafe fn members(&self, set: &ByteTable) -> u64;
        /// Bit `i` set when byte `i` is `byte`; bits 32 and up clear.
        unsafe fn equal(&self, byte: u8) -> u64;
    }

    /// A window in one AVX2 vector, with each byte's high-nibble bit.
    #[derive(Clone, Copy)]
    struct Avx2 {
        input: __m256i,
        high_bit: __m256i,
    }

    impl Window for Avx2 {
        #[inline(always)]
        unsafe fn of([low, high]: [__m128i; 2]) -> Self {
            // SAFETY (for the block): AVX2, the caller's promise; `HIGH_BITS`
            // holds sixteen bytes.
            unsafe {
                let input = _mm256_set_m128i(high, low);
                let high_bits =
                    _mm256_broadcastsi128_si256(_mm_loadu_si128(HIGH_BITS.as_ptr().cast()));
                let nibble = _mm256_and_si256(_mm256_srli_epi16(input, 4), _mm256_set1_epi8(0x0f));
                Avx2 {
                    input,
                    high_bit: _mm256_shuffle_epi8(high_bits, nibble),
                }
            }
        }

        #[inline(always)]
        unsafe fn members(&self, set: &ByteTable) -> u64 {
            // SAFETY (for the block): AVX2; a table's sixteen nibble bytes.
            unsafe {
                let table =
                    _mm256_broadcastsi128_si256(_mm_loadu_si128(set.nibbles().as_ptr().cast()));
                let bit = _mm256_and_si256(_mm256_shuffle_epi8(table, self.input), self.high_bit);
                let outside = _mm256_movemask_epi8(_mm256_cmpeq_epi8(bit, _mm256_setzero_si256()));
                !(outside as u32) as u64
            }
        }

        #[inline(always)]
        unsafe fn equal(&self, byte: u8) -> u64 {
            // SAFETY: AVX2, the caller's promise.
            unsafe {
                let equal = _mm256_cmpeq_epi8(self.input, _mm256_set1_epi8(byte as i8));
                _mm256_movemask_epi8(equal) as u32 as u64
            }
        }
    }

    /// A window in two SSSE3 vectors, with each byte's high-nibble bit.
    #[derive(Clone, Copy)]
    struct Ssse3 {
        halves: [__m128i; 2],
        high_bits: [__m128i; 2],
    }

    impl Window for Ssse3 {
        #[inline(always)]
        unsafe fn of(halves: [__m128i; 2]) -> Self {
            // SAFETY (for the block): SSSE3, the caller's promise; `HIGH_BITS`
            // holds sixteen bytes.
            unsafe {
                let high_bits = _mm_loadu_si128(HIGH_BITS.as_ptr().cast());
                let bit = |half: __m128i| {
                    let nibble = _mm_and_si128(_mm_srli_epi16(half, 4), _mm_set1_epi8(0x0f));
                    _mm_shuffle_epi8(high_bits, nibble)
                };
                Ssse3 {
                    halves,
                    high_bits: halves.map(bit),
                }
            }
        }

        #[inline(always)]
        unsafe fn members(&self, set: &ByteTable) -> u64 {
            // SAFETY (for the block): SSSE3; a table's sixteen nibble bytes.
            unsafe {
                let table = _mm_loadu_si128(set.nibbles().as_ptr().cast());
                let outside = |half: __m128i, high_bit: __m128i| {
                    let bit = _mm_and_si128(_mm_shuffle_epi8(table, half), high_bit);
                    _mm_movemask_epi8(_mm_cmpeq_epi8(bit, _mm_setzero_si128())) as u32
                };
                let low = outside(self.halves[0], self.high_bits[0]);
                let high = outside(self.halves[1], self.high_bits[1]);
                !(low | high << 16) as u64
            }
        }

        #[inline(always)]
        unsafe fn equal(&self, byte: u8) -> u64 {
            // SAFETY: SSSE3 (SSE2), the caller's promise.
            unsafe {
                let needle = _mm_set1_epi8(byte as i8);
                let equal = |half| _mm_movemask_epi8(_mm_cmpeq_epi8(half, needle)) as u32;
                (equal(self.halves[0]) | equal(self.halves[1]) << 16) as u64
            }
        }
    }

    /// [`Escaped::run_end`] 32 bytes at a time in windows `W`: an input shorter
    /// than 32 bytes in one step over the 32 bytes that would end it ([`ending`]).
    ///
    /// # Safety
    /// The processor must support `W`'s feature, and `bytes` must hold at least 8
    /// bytes. Inlined into a function that enables that feature.
    #[inline(always)]
    unsafe fn run_end<W: Window, const N: usize, const E: usize>(
        run: &Escaped<N, E>,
        bytes: &[u8],
        pos: usize,
    ) -> usize {
        let len = bytes.len();
        let mut at = pos;
        while at < len {
            let (window, offset) = if len >= 32 {
                let offset = at.min(len - 32);
                // SAFETY: `offset + 32 <= len`; the caller's feature.
                let window = unsafe {
                    let first = bytes.as_ptr().add(offset);
                    W::of([first, first.add(16)].map(|half| _mm_loadu_si128(half.cast())))
                };
                (window, offset)
            } else {
                // SAFETY: SSSE3 comes with either feature; 8 <= len < 32.
                let window = unsafe { W::of(ending(bytes)) };
                // The window's first byte is `32 - len` bytes before the input.
                (window, len.wrapping_sub(32))
            };
            // SAFETY (for the lookups): the caller's feature.
            let members = |set: &ByteTable| unsafe { window.members(set) };
            let shift = at.wrapping_sub(offset) as u32;
            let from_pos = u64::MAX << shift;
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
                    // SAFETY: the caller's feature.
                    at_literal &= unsafe { window.equal(byte) } >> i;
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
            if offset.wrapping_add(32) == len {
                return offset.wrapping_add(end as usize);
            }
            // Otherwise an escape starting in the window's last `N - 1` bytes
            // would reach past it: only the bytes before those are decided.
            let decided = 32 - (N as u32 - 1);
            if end < decided {
                return offset + end as usize;
            }
            // The run goes on from the first byte at or after `decided` that is
            // not the rest of an escape started before it (no escape starts at
            // or after `decided`: its last byte's mask is clear there).
            at = offset + (decided + (rests >> decided).trailing_ones()) as usize;
        }
        at
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

    /// `run_end` and `walk` agree at every position of `text`, with the text
    /// alone, at the end of a longer input and at the start of one; so does the
    /// word-at-a-time step on every input it takes.
    fn agree<const N: usize, const E: usize>(run: &Escaped<N, E>, text: &[u8]) {
        crate::test_strings::at_every_position(text, b'/', |bytes, pos| {
            let walked = run.walk(bytes, pos);
            let context = || format!("{:?} at {pos}", String::from_utf8_lossy(bytes));
            assert_eq!(run.run_end(bytes, pos), walked, "{}", context());
            #[cfg(target_arch = "x86_64")]
            if bytes.len() >= 8 {
                // SAFETY: each runs where the processor has its feature, and the
                // input has 8 bytes.
                if std::is_x86_feature_detected!("avx2") {
                    let fast = unsafe { x86::run_end_avx2(run, bytes, pos) };
                    assert_eq!(fast, walked, "AVX2: {}", context());
                }
                if std::is_x86_feature_detected!("ssse3") {
                    let fast = unsafe { x86::run_end_ssse3(run, bytes, pos) };
                    assert_eq!(fast, walked, "SSSE3: {}", context());
                }
            }
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

    /// Runs of inputs of 8 bytes and more are read from the masks (without this,
    /// the tests would pass with `run_end` always walking).
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn runs_are_read_from_the_masks() {
        type Step = unsafe fn(&Escaped<3>, &[u8], usize) -> usize;
        let mut steps: Vec<Step> = Vec::new();
        if std::is_x86_feature_detected!("avx2") {
            steps.push(x86::run_end_avx2);
        }
        if std::is_x86_feature_detected!("ssse3") {
            steps.push(x86::run_end_ssse3);
        }
        for step in steps {
            // SAFETY: the processor has the step's feature (checked above), and
            // every input has 8 bytes.
            let fast = |text: &[u8], pos| unsafe { step(&PATH, text, pos) };
            assert_eq!(fast(b"http://ab%41x/?", 7), 14);
            assert_eq!(fast(b"ab%41x?ab", 0), 6);
            assert_eq!(fast(b"ab%4x?ab", 0), 2);
            let long = [b"ab%41".repeat(20), b"?".to_vec()].concat();
            assert_eq!(fast(&long, 0), 100, "across windows");
            assert_eq!(fast(&long, 3), 3, "from inside an escape");
        }
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
