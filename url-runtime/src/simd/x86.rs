//! The x86-64 classifiers: a window in one AVX2 vector, or in two SSSE3 ones.
//!
//! Their methods call vendor intrinsics, which are `unsafe` outside a function
//! that enables their feature; each witness type ([`Avx2`], [`Ssse3`]) exists
//! only where the processor has the feature, which is what makes those calls
//! sound. The methods are always inlined, into [`Simd::run`]'s function that
//! enables the feature, where the intrinsics compile to single instructions.

use std::arch::x86_64::*;

use super::{Kernel, Simd};

/// Bit `h` set in entry `h` for `h < 8`: a byte's high nibble as the bit that
/// selects it in a nibble table ([`crate::ByteTable`]'s ASCII form). Bytes
/// 0x80..=0xff, whose shuffle index has its top bit set, look up zero.
const HIGH_BITS: [u8; 16] = [1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0];

/// Sixteen zero-selecting shuffle indices, then 0 to 15: the sixteen bytes from
/// `16 - k` shuffle a vector up by `k` bytes, zeros below.
const SHIFT_UP: [u8; 32] = [
    0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
];

/// Witnesses that the processor has AVX2 (and so SSSE3).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Avx2(());

impl Avx2 {
    /// The witness, when the processor has AVX2.
    pub(crate) fn detect() -> Option<Avx2> {
        std::is_x86_feature_detected!("avx2").then_some(Avx2(()))
    }

    /// The witness, unchecked.
    ///
    /// # Safety
    /// The processor must have AVX2.
    #[inline(always)]
    pub(crate) unsafe fn new_unchecked() -> Avx2 {
        Avx2(())
    }
}

/// Witnesses that the processor has SSSE3.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Ssse3(());

impl Ssse3 {
    /// The witness, when the processor has SSSE3.
    pub(crate) fn detect() -> Option<Ssse3> {
        std::is_x86_feature_detected!("ssse3").then_some(Ssse3(()))
    }

    /// The witness, unchecked.
    ///
    /// # Safety
    /// The processor must have SSSE3.
    #[inline(always)]
    pub(crate) unsafe fn new_unchecked() -> Ssse3 {
        Ssse3(())
    }
}

/// A window in one AVX2 vector, with each byte's high-nibble bit.
#[derive(Clone, Copy)]
pub(crate) struct Avx2Bytes {
    input: __m256i,
    high_bit: __m256i,
}

impl Simd for Avx2 {
    type Bytes = Avx2Bytes;

    #[inline(always)]
    fn load(self, chunk: &[u8; 32]) -> Avx2Bytes {
        // SAFETY: `self` witnesses AVX2; `chunk` holds the 32 bytes read.
        self.of(unsafe { _mm256_loadu_si256(chunk.as_ptr().cast()) })
    }

    #[inline(always)]
    fn load_ending(self, bytes: &[u8]) -> Avx2Bytes {
        let [low, high] = ending(self.ssse3(), bytes);
        // SAFETY: `self` witnesses AVX2.
        self.of(unsafe { _mm256_set_m128i(high, low) })
    }

    #[inline(always)]
    fn members(self, bytes: &Avx2Bytes, nibbles: &[u8; 16]) -> u32 {
        // SAFETY: `self` witnesses AVX2; `nibbles` holds the sixteen bytes read.
        unsafe {
            let table = _mm256_broadcastsi128_si256(_mm_loadu_si128(nibbles.as_ptr().cast()));
            let bit = _mm256_and_si256(_mm256_shuffle_epi8(table, bytes.input), bytes.high_bit);
            let outside = _mm256_cmpeq_epi8(bit, _mm256_setzero_si256());
            !(_mm256_movemask_epi8(outside) as u32)
        }
    }

    #[inline(always)]
    fn equal(self, bytes: &Avx2Bytes, byte: u8) -> u32 {
        // SAFETY: `self` witnesses AVX2.
        unsafe {
            let equal = _mm256_cmpeq_epi8(bytes.input, _mm256_set1_epi8(byte as i8));
            _mm256_movemask_epi8(equal) as u32
        }
    }

    #[inline(always)]
    fn run<K: Kernel>(self, kernel: K, bytes: &[u8], pos: usize) -> K::Output {
        // SAFETY: `self` witnesses AVX2, the feature `run_avx2` enables.
        unsafe { run_avx2(self, kernel, bytes, pos) }
    }
}

impl Avx2 {
    /// The SSSE3 witness AVX2 implies.
    #[inline(always)]
    fn ssse3(self) -> Ssse3 {
        Ssse3(())
    }

    /// The window of `input`, with each byte's high-nibble bit.
    #[inline(always)]
    fn of(self, input: __m256i) -> Avx2Bytes {
        // SAFETY: `self` witnesses AVX2; `HIGH_BITS` holds the sixteen bytes read.
        unsafe {
            let high_bits = _mm256_broadcastsi128_si256(_mm_loadu_si128(HIGH_BITS.as_ptr().cast()));
            let nibble = _mm256_and_si256(_mm256_srli_epi16(input, 4), _mm256_set1_epi8(0x0f));
            Avx2Bytes {
                input,
                high_bit: _mm256_shuffle_epi8(high_bits, nibble),
            }
        }
    }
}

/// `kernel`'s vector form with AVX2 enabled.
#[target_feature(enable = "avx2")]
fn run_avx2<K: Kernel>(simd: Avx2, kernel: K, bytes: &[u8], pos: usize) -> K::Output {
    kernel.vector(simd, bytes, pos)
}

/// A window in two SSSE3 vectors, with each byte's high-nibble bit.
#[derive(Clone, Copy)]
pub(crate) struct Ssse3Bytes {
    halves: [__m128i; 2],
    high_bits: [__m128i; 2],
}

impl Simd for Ssse3 {
    type Bytes = Ssse3Bytes;

    #[inline(always)]
    fn load(self, chunk: &[u8; 32]) -> Ssse3Bytes {
        let (low, high) = chunk.split_at(16);
        // SAFETY: `self` witnesses SSSE3 (and so SSE2); each half holds the
        // sixteen bytes read.
        let halves = [low, high].map(|half| unsafe { _mm_loadu_si128(half.as_ptr().cast()) });
        self.of(halves)
    }

    #[inline(always)]
    fn load_ending(self, bytes: &[u8]) -> Ssse3Bytes {
        self.of(ending(self, bytes))
    }

    #[inline(always)]
    fn members(self, bytes: &Ssse3Bytes, nibbles: &[u8; 16]) -> u32 {
        // SAFETY: `self` witnesses SSSE3; `nibbles` holds the sixteen bytes read.
        unsafe {
            let table = _mm_loadu_si128(nibbles.as_ptr().cast());
            let outside = |half: __m128i, high_bit: __m128i| {
                let bit = _mm_and_si128(_mm_shuffle_epi8(table, half), high_bit);
                _mm_movemask_epi8(_mm_cmpeq_epi8(bit, _mm_setzero_si128())) as u32
            };
            let low = outside(bytes.halves[0], bytes.high_bits[0]);
            let high = outside(bytes.halves[1], bytes.high_bits[1]);
            !(low | high << 16)
        }
    }

    #[inline(always)]
    fn equal(self, bytes: &Ssse3Bytes, byte: u8) -> u32 {
        // SAFETY: `self` witnesses SSSE3 (and so SSE2).
        unsafe {
            let needle = _mm_set1_epi8(byte as i8);
            let equal = |half| _mm_movemask_epi8(_mm_cmpeq_epi8(half, needle)) as u32;
            equal(bytes.halves[0]) | equal(bytes.halves[1]) << 16
        }
    }

    #[inline(always)]
    fn run<K: Kernel>(self, kernel: K, bytes: &[u8], pos: usize) -> K::Output {
        // SAFETY: `self` witnesses SSSE3, the feature `run_ssse3` enables.
        unsafe { run_ssse3(self, kernel, bytes, pos) }
    }
}

impl Ssse3 {
    /// The window of `halves`, with each byte's high-nibble bit.
    #[inline(always)]
    fn of(self, halves: [__m128i; 2]) -> Ssse3Bytes {
        // SAFETY: `self` witnesses SSSE3; `HIGH_BITS` holds the sixteen bytes read.
        unsafe {
            let high_bits = _mm_loadu_si128(HIGH_BITS.as_ptr().cast());
            let bit = |half: __m128i| {
                let nibble = _mm_and_si128(_mm_srli_epi16(half, 4), _mm_set1_epi8(0x0f));
                _mm_shuffle_epi8(high_bits, nibble)
            };
            Ssse3Bytes {
                halves,
                high_bits: halves.map(bit),
            }
        }
    }
}

/// `kernel`'s vector form with SSSE3 enabled.
#[target_feature(enable = "ssse3")]
fn run_ssse3<K: Kernel>(simd: Ssse3, kernel: K, bytes: &[u8], pos: usize) -> K::Output {
    kernel.vector(simd, bytes, pos)
}

/// The 32 bytes that would end `bytes`, 1 to 31 bytes long, as two halves, zeros
/// before the input: from its first and last sixteen bytes (its first and last
/// eight when shorter than sixteen), the first shuffled up to where they belong.
/// Loading them is cheaper than copying the input into a buffer and reading that
/// back, which stalls the load on the stores just made; only an input shorter
/// than eight bytes, which no load fits, is copied. Panics for any other length
/// (a check the callers' own makes free).
#[inline(always)]
fn ending(_: Ssse3, bytes: &[u8]) -> [__m128i; 2] {
    let len = bytes.len();
    assert!((1..32).contains(&len), "1 to 31 bytes end a window");
    if len < 8 {
        // SAFETY: SSSE3 (and so SSE2), witnessed.
        let high = unsafe { _mm_slli_si128(_mm_cvtsi64_si128(ending_word(bytes)), 8) };
        // SAFETY: as above.
        return [unsafe { _mm_setzero_si128() }, high];
    }
    if len >= 16 {
        let before = 32 - len;
        // SAFETY: SSSE3, witnessed; 16 bytes from the start and 16 ending at
        // `len` are in `bytes`; `16 - before` is 1 to 16, so the shuffle's 16
        // bytes are in `SHIFT_UP`.
        unsafe {
            let first = _mm_loadu_si128(bytes.as_ptr().cast());
            let shift = _mm_loadu_si128(SHIFT_UP.as_ptr().add(16 - before).cast());
            let last = _mm_loadu_si128(bytes.as_ptr().add(len - 16).cast());
            [_mm_shuffle_epi8(first, shift), last]
        }
    } else {
        let before = 16 - len;
        // SAFETY: SSSE3, witnessed; 8 bytes from the start and 8 ending at `len`
        // are in `bytes` (8 <= len); `16 - before` is 9 to 16, so the shuffle's
        // 16 bytes are in `SHIFT_UP`. The first eight land at `before`, the last
        // eight at 8; where the two overlap they hold the same bytes.
        unsafe {
            let first = _mm_loadl_epi64(bytes.as_ptr().cast());
            let shift = _mm_loadu_si128(SHIFT_UP.as_ptr().add(16 - before).cast());
            let last = _mm_loadl_epi64(bytes.as_ptr().add(len - 8).cast());
            let high = _mm_or_si128(_mm_shuffle_epi8(first, shift), _mm_slli_si128(last, 8));
            [_mm_setzero_si128(), high]
        }
    }
}

/// The eight bytes that would end `bytes`, 1 to 7 bytes long, zeros before them,
/// as a little-endian word: from two overlapping four-byte reads, or for fewer
/// than four bytes from the first, middle and last. No call, so that a kernel's
/// loop keeps its registers.
#[inline(always)]
fn ending_word(bytes: &[u8]) -> i64 {
    let len = bytes.len();
    assert!((1..8).contains(&len), "1 to 7 bytes end a word");
    // Byte `i` of the input is byte `8 - len + i` of the word.
    let word = if len >= 4 {
        let first = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        let last = u32::from_le_bytes([
            bytes[len - 4],
            bytes[len - 3],
            bytes[len - 2],
            bytes[len - 1],
        ]);
        (first as u64) << (8 * (8 - len)) | (last as u64) << 32
    } else {
        let at = |i: usize| (bytes[i] as u64) << (8 * (8 - len + i));
        at(0) | at(len / 2) | at(len - 1)
    };
    word as i64
}
