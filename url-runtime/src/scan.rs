//! Finding where a run of bytes from one character class ends
//! ([`ByteTable::run_end`]): the inner loop of every repetition of a class in a
//! generated parser.
//!
//! After a few bytes looked up one at a time, the run is read a window of 32
//! bytes at a time ([`crate::simd`]): the first non-member is the lowest set bit
//! of the window's mask of non-members. A run shorter than that, the common case
//! in URLs, then costs one step with no mispredicted loop exit. Without vector
//! instructions, and for classes with non-ASCII members, one byte at a time.

use crate::simd::{self, Kernel, Simd, Window};
use crate::ByteTable;

impl ByteTable {
    /// The index of the first byte of `bytes` at or after `pos` that is not in the
    /// set (`bytes.len()` when there is none): the end of the run of members that
    /// starts at `pos`. A window of 32 bytes at a time where the processor can
    /// (the crate's SIMD classifier), else one at a time.
    #[inline]
    pub fn run_end(&self, bytes: &[u8], pos: usize) -> usize {
        let end = run_end(self, bytes, pos);
        crate::work::add(end.saturating_sub(pos) + 1);
        end
    }
}

/// How many bytes [`run_end`] looks up one at a time before it starts a vector
/// kernel: most runs a grammar scans (spaces, separators) are shorter.
const SHORT_RUN: usize = 8;

/// The index of the first byte at or after `pos` that `set` does not hold, or
/// `bytes.len()`.
#[inline]
pub(crate) fn run_end(set: &ByteTable, bytes: &[u8], pos: usize) -> usize {
    // An empty run (whitespace that is not there, the other alternative's first
    // byte) is the most common: one lookup answers it.
    match bytes.get(pos) {
        Some(&b) if set.contains(b) => {}
        _ => return pos,
    }
    // A short run (a separator, a space) is answered by a few lookups, before a
    // vector kernel's setup.
    let short = bytes.len().min(pos.saturating_add(SHORT_RUN));
    let mut at = pos + 1;
    while at < short {
        if !set.contains(bytes[at]) {
            return at;
        }
        at += 1;
    }
    if at >= bytes.len() {
        return at;
    }
    if !set.is_ascii() {
        return run_end_bytewise(set, bytes, at);
    }
    simd::dispatch(RunEnd(set), bytes, at)
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

/// [`run_end`] for an ASCII set, as a [`Kernel`].
#[derive(Clone, Copy)]
struct RunEnd<'a>(&'a ByteTable);

impl Kernel for RunEnd<'_> {
    type Output = usize;

    /// A window at a time.
    #[inline(always)]
    fn vector<S: Simd>(self, simd: S, bytes: &[u8], mut pos: usize) -> usize {
        let RunEnd(set) = self;
        // No window at or past the end of the input: the run is empty.
        let Some(mut window) = Window::around(simd, bytes, pos) else {
            return pos;
        };
        loop {
            // Bit `i` set when byte `i` of the window is outside the set; bit 32
            // when the window ends the input, which stops the run there. The
            // bytes before `pos` are shifted out.
            let end = (window.is_last() as u64) << 32;
            let outside = (!window.members(set.nibbles()) as u64 | end) >> window.bit(pos);
            if outside != 0 {
                return pos + outside.trailing_zeros() as usize;
            }
            pos = window.position(32);
            window = window.next(bytes, pos);
        }
    }

    fn scalar(self, bytes: &[u8], pos: usize) -> usize {
        run_end_bytewise(self.0, bytes, pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every start position of inputs of every length up to 80, against the
    /// byte-at-a-time scan, at every level.
    #[test]
    fn every_scan_agrees_with_one_at_a_time() {
        let set = ByteTable::of(b"abcdefghijklmnopqrstuvwxyz0123456789-.%");
        let text = b"www.example-host.com/path%20x?q=1&\x80\xffabc.def.ghi.jkl.mno.pqr/stu.vwx.yz0-123.456/";
        simd::each_level(|level| {
            for len in 0..=text.len() {
                let bytes = &text[..len];
                for pos in 0..=len + 1 {
                    let expected = run_end_bytewise(&set, bytes, pos);
                    let context = || format!("{level:?}: len {len}, pos {pos}");
                    assert_eq!(run_end(&set, bytes, pos), expected, "{}", context());
                    if pos < len {
                        let found = simd::dispatch(RunEnd(&set), bytes, pos);
                        assert_eq!(found, expected, "{}", context());
                    }
                }
            }
        });
    }

    /// Long runs cross windows, and end at the input's end or inside a window.
    #[test]
    fn long_runs_are_read_across_windows() {
        let set = ByteTable::of(b"a");
        simd::each_level(|level| {
            for len in [40, 64, 65, 100] {
                let mut text = vec![b'a'; len];
                assert_eq!(run_end(&set, &text, 0), len, "{level:?} {len}");
                text[len - 3] = b'/';
                assert_eq!(run_end(&set, &text, 1), len - 3, "{level:?} {len}");
            }
        });
    }

    #[test]
    fn bytes_above_ascii_are_never_members_of_an_ascii_set() {
        let set = ByteTable::of(b"\x00\x01\x7f");
        let bytes = [0u8, 1, 0x7f, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        simd::each_level(|level| {
            assert_eq!(run_end(&set, &bytes, 0), 3, "{level:?}");
            assert_eq!(run_end(&set, &bytes, 4), 18, "{level:?}");
        });
    }
}
