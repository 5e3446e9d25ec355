//! Finding where a run of bytes from one character class ends: the inner loop of
//! every repetition of a class in a generated parser.
//!
//! On x86-64 processors with AVX2 (checked at run time), 32 bytes are classified at
//! once, sixteen with SSSE3: a byte shuffle looks each byte's low nibble up in the
//! class's nibble table, a second one turns its high nibble into a bit, and the first
//! non-member is the lowest set bit of a mask. A run shorter than that, the common
//! case in URLs, then costs one step with no mispredicted loop exit. Elsewhere, and
//! for classes with non-ASCII members, one byte at a time.

use crate::ByteTable;

/// How many bytes [`run_end`] looks up one at a time before it starts a vector
/// kernel: most runs a grammar scans (spaces, separators) are shorter.
const SHORT_RUN: usize = 8;

/// The index of the first byte at or after `pos` that `set` does not hold, or
/// `bytes.len()`.
#[inline]
pub(crate) fn run_end(set: &ByteTable, bytes: &[u8], pos: usize) -> usize {
    // A short run (a separator, a space, whitespace that is not there) is
    // answered by a few lookups, before a vector kernel's setup.
    let short = bytes.len().min(pos.saturating_add(SHORT_RUN));
    let mut at = pos;
    while at < short {
        if !set.contains(bytes[at]) {
            return at;
        }
        at += 1;
    }
    if at >= bytes.len() {
        return at;
    }
    let pos = at;
    #[cfg(target_arch = "x86_64")]
    {
        if set.is_ascii() && std::is_x86_feature_detected!("avx2") {
            // SAFETY: the processor supports AVX2, checked just above.
            return unsafe { x86::run_end_avx2(set, bytes, pos) };
        }
        run_end_without_avx2(set, bytes, pos)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        run_end_bytewise(set, bytes, pos)
    }
}

/// [`run_end`] on an x86-64 processor without AVX2, or for a set with non-ASCII
/// members: SSSE3 where the processor has it, else a byte at a time. Kept out of
/// line, so that every scan inlines one feature check.
#[cfg(target_arch = "x86_64")]
#[inline(never)]
fn run_end_without_avx2(set: &ByteTable, bytes: &[u8], pos: usize) -> usize {
    if set.is_ascii() && std::is_x86_feature_detected!("ssse3") {
        // SAFETY: the processor supports SSSE3, checked just above.
        return unsafe { x86::run_end(set, bytes, pos) };
    }
    run_end_bytewise(set, bytes, pos)
}

/// [`run_end`] a byte at a time.
#[inline]
pub(crate) fn run_end_bytewise(set: &ByteTable, bytes: &[u8], pos: usize) -> usize {
    let rest = bytes.get(pos..).unwrap_or_default();
    pos + rest
        .iter()
        .position(|&b| !set.contains(b))
        .unwrap_or(rest.len())
}

#[cfg(target_arch = "x86_64")]
pub(crate) mod x86 {
    use std::arch::x86_64::*;

    use crate::ByteTable;

    /// Bit `h` set in entry `h` for `h < 8`: a byte's high nibble as the bit that
    /// selects it in a nibble table ([`ByteTable`]'s ASCII form). Bytes 0x80..=0xff,
    /// whose shuffle index has its top bit set, look up zero.
    pub(crate) const HIGH_BITS: [i8; 16] = [1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0];

    /// Sixteen bytes at a time; inputs shorter than sixteen bytes a byte at a time.
    ///
    /// # Safety
    /// The processor must support SSSE3.
    #[target_feature(enable = "ssse3")]
    pub(super) unsafe fn run_end(set: &ByteTable, bytes: &[u8], pos: usize) -> usize {
        if bytes.len() < 16 || pos >= bytes.len() {
            return super::run_end_bytewise(set, bytes, pos);
        }
        let nibbles = _mm_loadu_si128(set.nibbles().as_ptr().cast());
        let high_bits = _mm_loadu_si128(HIGH_BITS.as_ptr().cast());
        steps::<16>(bytes, pos, |at| {
            // SAFETY: sixteen bytes at `at` are in `bytes` (`steps`).
            let input = unsafe { _mm_loadu_si128(at.cast()) };
            let member = _mm_and_si128(
                _mm_shuffle_epi8(nibbles, input),
                _mm_shuffle_epi8(
                    high_bits,
                    _mm_and_si128(_mm_srli_epi16(input, 4), _mm_set1_epi8(0x0f)),
                ),
            );
            _mm_movemask_epi8(_mm_cmpeq_epi8(member, _mm_setzero_si128())) as u32
        })
    }

    /// [`run_end`] 32 bytes at a time; an input of 8 to 31 bytes in one step
    /// over the 32 bytes that would end it ([`ending`]), a shorter one a byte at a
    /// time.
    ///
    /// # Safety
    /// The processor must support AVX2.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn run_end_avx2(set: &ByteTable, bytes: &[u8], pos: usize) -> usize {
        let len = bytes.len();
        if len < 8 || pos >= len {
            return super::run_end_bytewise(set, bytes, pos);
        }
        let nibbles = _mm256_broadcastsi128_si256(_mm_loadu_si128(set.nibbles().as_ptr().cast()));
        let high_bits = _mm256_broadcastsi128_si256(_mm_loadu_si128(HIGH_BITS.as_ptr().cast()));
        let outside = |input: __m256i| {
            let member = _mm256_and_si256(
                _mm256_shuffle_epi8(nibbles, input),
                _mm256_shuffle_epi8(
                    high_bits,
                    _mm256_and_si256(_mm256_srli_epi16(input, 4), _mm256_set1_epi8(0x0f)),
                ),
            );
            _mm256_movemask_epi8(_mm256_cmpeq_epi8(member, _mm256_setzero_si256())) as u32
        };
        if len < 32 {
            // SAFETY: SSSE3 comes with AVX2, and 8 <= len < 32.
            let [low, high] = unsafe { ending(bytes) };
            // Byte `i` of the input is byte `32 - len + i` of the window, which
            // ends with the input: bit 32 stops the run there.
            let shift = pos + 32 - len;
            let outside = (outside(_mm256_set_m128i(high, low)) as u64 | 1 << 32) >> shift;
            return pos + outside.trailing_zeros() as usize;
        }
        steps::<32>(bytes, pos, |at| {
            // SAFETY: 32 bytes at `at` are in `bytes` (`steps`).
            outside(unsafe { _mm256_loadu_si256(at.cast()) })
        })
    }

    /// Sixteen zero-selecting shuffle indices, then 0 to 15: the sixteen bytes from
    /// `16 - k` shuffle a vector up by `k` bytes, zeros below.
    const SHIFT_UP: [u8; 32] = [
        0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
        0x80, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ];

    /// The 32 bytes that would end `bytes`, 8 to 31 bytes long, as two halves,
    /// zeros before the input: from its first and last sixteen bytes (its first
    /// and last eight when shorter than sixteen), the first shuffled up to where
    /// they belong. Loading them is cheaper than copying the input into a buffer
    /// and reading that back, which stalls the load on the stores just made.
    ///
    /// # Safety
    /// SSSE3, and `bytes` 8 to 31 bytes long.
    #[inline]
    #[target_feature(enable = "ssse3")]
    pub(crate) unsafe fn ending(bytes: &[u8]) -> [__m128i; 2] {
        let len = bytes.len();
        if len >= 16 {
            let before = 32 - len;
            // SAFETY: 16 bytes from the start and 16 ending at `len` are in
            // `bytes`; `16 - before` is 1 to 16, so the shuffle's 16 bytes are in
            // `SHIFT_UP`.
            unsafe {
                let first = _mm_loadu_si128(bytes.as_ptr().cast());
                let shift = _mm_loadu_si128(SHIFT_UP.as_ptr().add(16 - before).cast());
                let last = _mm_loadu_si128(bytes.as_ptr().add(len - 16).cast());
                [_mm_shuffle_epi8(first, shift), last]
            }
        } else {
            let before = 16 - len;
            // SAFETY: 8 bytes from the start and 8 ending at `len` are in `bytes`
            // (8 <= len); `16 - before` is 9 to 16, so the shuffle's 16 bytes are
            // in `SHIFT_UP`. The first eight land at `before`, the last eight at 8,
            // where the two overlap they hold the same bytes.
            unsafe {
                let first = _mm_loadl_epi64(bytes.as_ptr().cast());
                let shift = _mm_loadu_si128(SHIFT_UP.as_ptr().add(16 - before).cast());
                let last = _mm_loadl_epi64(bytes.as_ptr().add(len - 8).cast());
                let high = _mm_or_si128(_mm_shuffle_epi8(first, shift), _mm_slli_si128(last, 8));
                [_mm_setzero_si128(), high]
            }
        }
    }

    /// The end of the run from `pos` (`pos < bytes.len()`, `WIDTH <= bytes.len()`,
    /// `WIDTH < 64`), `WIDTH` bytes a step: `outside(at)` has bit `i` set when
    /// byte `at + i` is not in the set. Near the end of the input the last `WIDTH`
    /// bytes are read and the bytes before `pos` shifted out, and the end of the
    /// input stops the run like a non-member, so no step depends on how close the
    /// end is.
    #[inline(always)]
    fn steps<const WIDTH: usize>(
        bytes: &[u8],
        mut pos: usize,
        outside: impl Fn(*const u8) -> u32,
    ) -> usize {
        let len = bytes.len();
        loop {
            let at = pos.min(len - WIDTH);
            let end = ((at + WIDTH == len) as u64) << WIDTH;
            let outside = (outside(bytes[at..at + WIDTH].as_ptr()) as u64 | end) >> (pos - at);
            if outside != 0 {
                return pos + outside.trailing_zeros() as usize;
            }
            pos = at + WIDTH;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scan, as [`run_end`].
    type Scan = fn(&ByteTable, &[u8], usize) -> usize;

    /// The scans this processor can run, by name.
    #[cfg_attr(not(target_arch = "x86_64"), allow(unused_mut))]
    fn implementations() -> Vec<(&'static str, Scan)> {
        let mut found: Vec<(&'static str, Scan)> = vec![("run_end", run_end)];
        #[cfg(target_arch = "x86_64")]
        {
            found.push(("run_end_without_avx2", run_end_without_avx2));
            if std::is_x86_feature_detected!("ssse3") {
                // SAFETY: the processor supports SSSE3, checked just above.
                found.push(("ssse3", |set, bytes, pos| unsafe {
                    x86::run_end(set, bytes, pos)
                }));
            }
            if std::is_x86_feature_detected!("avx2") {
                // SAFETY: the processor supports AVX2, checked just above.
                found.push(("avx2", |set, bytes, pos| unsafe {
                    x86::run_end_avx2(set, bytes, pos)
                }));
            }
        }
        found
    }

    /// Every start position of inputs of every length up to 80, against the
    /// byte-at-a-time scan, for every implementation.
    #[test]
    fn every_scan_agrees_with_one_at_a_time() {
        let set = ByteTable::of(b"abcdefghijklmnopqrstuvwxyz0123456789-.%");
        let text = b"www.example-host.com/path%20x?q=1&\x80\xffabc.def.ghi.jkl.mno.pqr/stu.vwx.yz0-123.456/";
        for (name, scan) in implementations() {
            for len in 0..=text.len() {
                let bytes = &text[..len];
                for pos in 0..=len + 1 {
                    assert_eq!(
                        scan(&set, bytes, pos),
                        run_end_bytewise(&set, bytes, pos),
                        "{name}: len {len}, pos {pos}"
                    );
                }
            }
        }
    }

    #[test]
    fn bytes_above_ascii_are_never_members_of_an_ascii_set() {
        let set = ByteTable::of(b"\x00\x01\x7f");
        let bytes = [0u8, 1, 0x7f, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        assert_eq!(run_end(&set, &bytes, 0), 3);
        assert_eq!(run_end(&set, &bytes, 4), 18);
    }
}
