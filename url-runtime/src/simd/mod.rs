//! Classifying 32 bytes of input at once: the one vector classifier behind every
//! kernel that reads byte classes a window at a time ([`ByteTable::run_end`],
//! [`Labels`], [`Runs`], [`Escaped`]).
//!
//! A [`Simd`] value witnesses that the processor has the instructions of one way
//! to classify a window: on x86-64, one AVX2 vector or two SSSE3 ones. Whether a
//! byte is in a class is a nibble-table lookup (see [`ByteTable`]): a byte
//! shuffle looks each byte's low nibble up in the class's table, a second one
//! turns its high nibble into a bit, and a byte is a member where its table entry
//! has that bit.
//!
//! Which way this processor takes is detected once ([`level`]); a kernel runs
//! through [`dispatch`], the one place that picks its vector form or its scalar
//! walk. Under the `count-work` feature every kernel walks, so that the counted
//! work is PEG's reading (see [`crate::work`]).
//!
//! [`ByteTable`]: crate::ByteTable
//! [`ByteTable::run_end`]: crate::ByteTable::run_end
//! [`Labels`]: crate::Labels
//! [`Runs`]: crate::Runs
//! [`Escaped`]: crate::Escaped
// Elsewhere than on x86-64 no `Simd` exists, and the kernels only walk.
#![cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]

use std::sync::atomic::{AtomicU8, Ordering};

#[cfg(target_arch = "x86_64")]
mod x86;

/// A kernel: what it reads in `bytes` from `pos`, computed either from windows
/// classified by a [`Simd`] or by walking the input a byte at a time. The kernel
/// itself is one reference to what it looks for, and the input goes beside it, so
/// that a kernel's call passes everything in registers.
pub(crate) trait Kernel: Copy {
    /// The kernel's answer.
    type Output;
    /// The answer from windows of `simd`. Always inlined: it runs inside
    /// [`Simd::run`], which enables the instructions `simd` stands for.
    fn vector<S: Simd>(self, simd: S, bytes: &[u8], pos: usize) -> Self::Output;
    /// The answer without vector instructions.
    fn scalar(self, bytes: &[u8], pos: usize) -> Self::Output;
}

/// One way to classify a window of 32 bytes; a value of it witnesses that the
/// processor has the instructions this way needs, so its methods are safe.
pub(crate) trait Simd: Copy {
    /// 32 bytes of input in this way's registers, with what classifying them needs.
    type Bytes: Copy;
    /// The window of `chunk`.
    fn load(self, chunk: &[u8; 32]) -> Self::Bytes;
    /// The window of the 32 bytes that would end `bytes`, 1 to 31 bytes long:
    /// zeros before the input. Panics for any other length.
    fn load_ending(self, bytes: &[u8]) -> Self::Bytes;
    /// Bit `i` set when byte `i` is ASCII and the nibble table `nibbles` (an
    /// ASCII class, [`crate::ByteTable`]'s form) holds it; bits of other bytes clear.
    fn members(self, bytes: &Self::Bytes, nibbles: &[u8; 16]) -> u32;
    /// Bit `i` set when byte `i` is `byte`. (The zeros before a short input, see
    /// [`Simd::load_ending`], are bytes like any other here and in `members`.)
    fn equal(self, bytes: &Self::Bytes, byte: u8) -> u32;
    /// `kernel`'s vector form, in a function that enables this way's instructions
    /// so that the classifier's methods inline into it.
    fn run<K: Kernel>(self, kernel: K, bytes: &[u8], pos: usize) -> K::Output;
}

/// 32 bytes of input around a position, classified by `S`.
#[derive(Clone, Copy)]
pub(crate) struct Window<S: Simd> {
    simd: S,
    bytes: S::Bytes,
    /// Index in the input of the window's first byte; wrapped below zero for the
    /// window of an input shorter than 32 bytes, which ends where the input ends.
    offset: usize,
    /// The window ends the input.
    last: bool,
}

impl<S: Simd> Window<S> {
    /// The 32 bytes from `pos`, or the input's last 32 when fewer follow; for an
    /// input shorter than 32 bytes, the 32 that would end it. `None` when `pos`
    /// is not inside the input.
    #[inline(always)]
    pub(crate) fn around(simd: S, bytes: &[u8], pos: usize) -> Option<Self> {
        let len = bytes.len();
        if pos >= len {
            return None;
        }
        if len >= 32 {
            let offset = pos.min(len - 32);
            let chunk = bytes[offset..].first_chunk::<32>()?;
            Some(Window {
                simd,
                bytes: simd.load(chunk),
                offset,
                last: offset + 32 == len,
            })
        } else {
            Some(Window {
                simd,
                bytes: simd.load_ending(bytes),
                offset: len.wrapping_sub(32),
                last: true,
            })
        }
    }

    /// The window after this one, which did not end the input: around `pos`, at
    /// or past this window's start and before its end. In a loop over windows,
    /// it has no branch for an input shorter than 32 bytes.
    #[inline(always)]
    pub(crate) fn next(&self, bytes: &[u8], pos: usize) -> Self {
        let len = bytes.len();
        // This window did not end the input, so it holds more than 32 bytes.
        let offset = pos.min(len.wrapping_sub(32));
        let chunk = bytes[offset..]
            .first_chunk::<32>()
            .expect("a window that does not end the input has 32 bytes after it");
        Window {
            simd: self.simd,
            bytes: self.simd.load(chunk),
            offset,
            last: offset + 32 == len,
        }
    }

    /// Bit `i` set when byte `i` is in the ASCII class of nibble table `nibbles`.
    #[inline(always)]
    pub(crate) fn members(&self, nibbles: &[u8; 16]) -> u32 {
        self.simd.members(&self.bytes, nibbles)
    }

    /// Bit `i` set when byte `i` is `byte`.
    #[inline(always)]
    pub(crate) fn equal(&self, byte: u8) -> u32 {
        self.simd.equal(&self.bytes, byte)
    }

    /// The window's bit of input position `pos` (in the window, or just past it).
    #[inline(always)]
    pub(crate) fn bit(&self, pos: usize) -> u32 {
        pos.wrapping_sub(self.offset) as u32
    }

    /// The input position of the window's bit `bit` (0 to 32).
    #[inline(always)]
    pub(crate) fn position(&self, bit: u32) -> usize {
        self.offset.wrapping_add(bit as usize)
    }

    /// True when the window ends the input.
    #[inline(always)]
    pub(crate) fn is_last(&self) -> bool {
        self.last
    }
}

/// How this processor classifies windows (see [`level`]); the discriminant is
/// what [`DETECTED`] holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Level {
    /// One AVX2 vector per window.
    Avx2 = 1,
    /// Two SSSE3 vectors per window.
    Ssse3 = 2,
    /// No vectors: every kernel walks.
    Scalar = 3,
}

impl Level {
    /// Every level, fastest first.
    const ALL: [Level; 3] = [Level::Avx2, Level::Ssse3, Level::Scalar];

    /// True when this processor has the level's instructions.
    fn is_available(self) -> bool {
        match self {
            #[cfg(target_arch = "x86_64")]
            Level::Avx2 => x86::Avx2::detect().is_some(),
            #[cfg(target_arch = "x86_64")]
            Level::Ssse3 => x86::Ssse3::detect().is_some(),
            #[cfg(not(target_arch = "x86_64"))]
            Level::Avx2 | Level::Ssse3 => false,
            Level::Scalar => true,
        }
    }
}

/// The [`Level`] [`detect`] found, as its discriminant; 0 until then.
static DETECTED: AtomicU8 = AtomicU8::new(0);

/// How kernels classify windows on this processor: the best level it has, read
/// once per process; [`Level::Scalar`] under `count-work`.
#[inline]
pub(crate) fn level() -> Level {
    #[cfg(test)]
    if let Some(level) = forced::level() {
        return level;
    }
    let detected = DETECTED.load(Ordering::Relaxed);
    Level::ALL
        .into_iter()
        .find(|&level| level as u8 == detected)
        .unwrap_or_else(detect)
}

/// True when the level is known to be AVX2: [`dispatch`]'s one comparison.
#[inline(always)]
fn is_avx2() -> bool {
    #[cfg(test)]
    if let Some(level) = forced::level() {
        return level == Level::Avx2;
    }
    DETECTED.load(Ordering::Relaxed) == Level::Avx2 as u8
}

/// Finds the level and keeps it for [`level`].
#[cold]
#[inline(never)]
fn detect() -> Level {
    let level = if cfg!(feature = "count-work") {
        // Counted work is PEG's reading, which the kernels' walks count.
        Level::Scalar
    } else {
        Level::ALL
            .into_iter()
            .find(|level| level.is_available())
            .unwrap_or(Level::Scalar)
    };
    DETECTED.store(level as u8, Ordering::Relaxed);
    level
}

/// Runs `kernel` on `bytes` from `pos` at this processor's [`level`]. The AVX2
/// call is inlined into the caller, behind one comparison; the rest (and the
/// first call, which detects the level) is out of line.
#[inline(always)]
pub(crate) fn dispatch<K: Kernel>(kernel: K, bytes: &[u8], pos: usize) -> K::Output {
    #[cfg(target_arch = "x86_64")]
    if is_avx2() {
        // SAFETY: the level is AVX2 only where the processor has it.
        return unsafe { x86::Avx2::new_unchecked() }.run(kernel, bytes, pos);
    }
    at_level(kernel, bytes, pos)
}

/// [`dispatch`] past its comparison: at any level.
#[inline(never)]
fn at_level<K: Kernel>(kernel: K, bytes: &[u8], pos: usize) -> K::Output {
    match level() {
        // SAFETY: `level` answers AVX2 only where the processor has it.
        #[cfg(target_arch = "x86_64")]
        Level::Avx2 => unsafe { x86::Avx2::new_unchecked() }.run(kernel, bytes, pos),
        // SAFETY: `level` answers SSSE3 only where the processor has it.
        #[cfg(target_arch = "x86_64")]
        Level::Ssse3 => unsafe { x86::Ssse3::new_unchecked() }.run(kernel, bytes, pos),
        _ => kernel.scalar(bytes, pos),
    }
}

/// Runs `test` once at every [`Level`], forced on this thread: the level's kernels
/// answer, whatever [`detect`] would pick. Panics when the processor lacks a
/// level, rather than leave it untested: these tests need AVX2 on x86-64 (every
/// other architecture has only [`Level::Scalar`], and runs that alone).
#[cfg(test)]
pub(crate) fn each_level(mut test: impl FnMut(Level)) {
    for level in Level::ALL {
        if cfg!(not(target_arch = "x86_64")) && level != Level::Scalar {
            continue;
        }
        assert!(
            level.is_available(),
            "this processor lacks {level:?}: the kernels' tests run every level"
        );
        let _forced = forced::Forced::new(level);
        test(level);
    }
}

/// The level a test forces on its thread ([`each_level`]).
#[cfg(test)]
mod forced {
    use std::cell::Cell;

    use super::Level;

    thread_local! {
        static FORCED: Cell<Option<Level>> = const { Cell::new(None) };
    }

    /// The level forced on this thread, if any.
    pub(super) fn level() -> Option<Level> {
        FORCED.with(Cell::get)
    }

    /// Forces a level until dropped.
    pub(super) struct Forced(());

    impl Forced {
        /// Forces `level`, which the processor has.
        pub(super) fn new(level: Level) -> Forced {
            assert!(level.is_available());
            FORCED.with(|forced| forced.set(Some(level)));
            Forced(())
        }
    }

    impl Drop for Forced {
        fn drop(&mut self) {
            FORCED.with(|forced| forced.set(None));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A kernel that answers the window around a position: its offset, its
    /// members of a class and its bytes equal to one, to test the classifier.
    #[cfg(target_arch = "x86_64")]
    #[derive(Clone, Copy)]
    struct Classes<'a> {
        nibbles: &'a [u8; 16],
        byte: u8,
    }

    #[cfg(target_arch = "x86_64")]
    impl Kernel for Classes<'_> {
        type Output = Option<(usize, u32, u32)>;

        #[inline(always)]
        fn vector<S: Simd>(self, simd: S, bytes: &[u8], pos: usize) -> Self::Output {
            let window = Window::around(simd, bytes, pos)?;
            let offset = window.position(0);
            let members = window.members(self.nibbles);
            Some((offset, members, window.equal(self.byte)))
        }

        fn scalar(self, _: &[u8], _: usize) -> Self::Output {
            None
        }
    }

    #[test]
    #[cfg(target_arch = "x86_64")]
    fn windows_classify_every_byte_as_the_table_does() {
        let set = crate::ByteTable::of(b"az09-.%\x00\x7f");
        let all: Vec<u8> = (0..=255u8).collect();
        each_level(|level| {
            for len in [1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 256] {
                let bytes = &all[256 - len..];
                for pos in 0..len {
                    let classes = Classes {
                        nibbles: set.nibbles(),
                        byte: bytes[pos],
                    };
                    let Some((offset, members, equal)) = dispatch(classes, bytes, pos) else {
                        assert_eq!(level, Level::Scalar);
                        continue;
                    };
                    assert_ne!(level, Level::Scalar);
                    let expected = if len >= 32 {
                        pos.min(len - 32)
                    } else {
                        len.wrapping_sub(32)
                    };
                    assert_eq!(offset, expected, "{level:?} {len} {pos}");
                    for bit in 0..32 {
                        let at = offset.wrapping_add(bit);
                        // Bytes before a short input read as zeros.
                        let byte = bytes.get(at).copied().unwrap_or(0);
                        let member = byte < 0x80 && set.contains(byte);
                        assert_eq!(members >> bit & 1 == 1, member, "{level:?} {len} {at}");
                        let same = byte == bytes[pos];
                        assert_eq!(equal >> bit & 1 == 1, same, "{level:?} {len} {at}");
                    }
                }
            }
        });
    }

    /// No window at or past the end of the input.
    #[test]
    #[cfg(target_arch = "x86_64")]
    fn no_window_at_the_end() {
        let bytes = b"abcdefgh";
        each_level(|level| {
            let classes = Classes {
                nibbles: &[0; 16],
                byte: 0,
            };
            for len in 0..=bytes.len() {
                assert_eq!(dispatch(classes, &bytes[..len], len), None, "{level:?}");
                assert_eq!(dispatch(classes, &bytes[..len], len + 1), None, "{level:?}");
            }
        });
    }
}
