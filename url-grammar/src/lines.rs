//! Reading input one line at a time with a limit on a line's length, as every
//! `rfc1738` command reads its input.
//!
//! A line ends at `\n`; the `\n` and one `\r` before it are its terminator. A line
//! longer than the limit (terminator excluded) is skipped without being kept whole:
//! the reader keeps at most the limit and one byte of it, then counts the rest. So an
//! endless line (`/dev/zero`) costs bounded memory, and the line reports as too long
//! once it ends.
//!
//! ```
//! use url_grammar::lines::{Line, LineReader};
//!
//! let mut reader = LineReader::new(&b"http://a/\r\nhttp://very.long/\nx"[..], 12);
//! let mut line = Vec::new();
//! assert_eq!(reader.read_line(&mut line).unwrap(), Some(Line::Read));
//! assert_eq!(line, b"http://a/\r\n");
//! line.clear();
//! assert_eq!(reader.read_line(&mut line).unwrap(), Some(Line::TooLong { length: 17 }));
//! assert!(line.is_empty());
//! assert_eq!(reader.read_line(&mut line).unwrap(), Some(Line::Read));
//! assert_eq!(line, b"x");
//! assert_eq!(reader.read_line(&mut line).unwrap(), None);
//! assert_eq!(reader.lines(), 3);
//! ```

use std::io::{self, BufRead};

/// The longest line read by default: 16 MiB, far beyond any real URL, and small
/// enough that a command holding a few such lines stays within a few hundred MB.
pub const DEFAULT_MAX_LINE: usize = 16 << 20;

/// What [`LineReader::read_line`] read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    /// A line no longer than the limit: appended to the buffer, terminator
    /// included (the last line of the input may have none).
    Read,
    /// A line longer than the limit: nothing appended. `length` is its length in
    /// bytes, terminator excluded.
    TooLong {
        /// The line's length, terminator excluded.
        length: u64,
    },
}

/// Lines of a reader, each at most `max` bytes long (terminator excluded).
#[derive(Debug)]
pub struct LineReader<R> {
    inner: R,
    max: usize,
    lines: u64,
    bytes: u64,
}

impl<R: BufRead> LineReader<R> {
    /// Reads lines of `inner`, each at most `max` bytes long.
    pub fn new(inner: R, max: usize) -> Self {
        LineReader {
            inner,
            max,
            lines: 0,
            bytes: 0,
        }
    }

    /// The longest line kept, in bytes (terminator excluded).
    pub fn max(&self) -> usize {
        self.max
    }

    /// Lines read so far, too long ones included: the number of the last line read.
    pub fn lines(&self) -> u64 {
        self.lines
    }

    /// Bytes of input read so far, terminators and skipped lines included.
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// Reads the next line and appends it, terminator included, to `out`; or, when
    /// it is longer than the limit, skips it and leaves `out` as it was. `None` at
    /// the end of the input.
    pub fn read_line(&mut self, out: &mut Vec<u8>) -> io::Result<Option<Line>> {
        let start = out.len();
        // Bytes of the line before its `\n`, and whether any byte was read at all.
        let mut length: u64 = 0;
        let mut any = false;
        let mut skipping = false;
        let mut last = None;
        let mut ended = false;
        while !ended {
            let available = match self.inner.fill_buf() {
                Ok(available) => available,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                break;
            }
            any = true;
            let (used, content) = match memchr::memchr(b'\n', available) {
                Some(newline) => {
                    ended = true;
                    (newline + 1, newline)
                }
                None => (available.len(), available.len()),
            };
            length += content as u64;
            if content > 0 {
                last = Some(available[content - 1]);
            }
            // The limit and one byte more: a `\r` before the `\n` is no content.
            if !skipping && length > self.max as u64 + 1 {
                skipping = true;
                out.truncate(start);
            }
            if !skipping {
                out.extend_from_slice(&available[..used]);
            }
            self.inner.consume(used);
            self.bytes += used as u64;
        }
        if !any {
            return Ok(None);
        }
        self.lines += 1;
        let length = if ended && last == Some(b'\r') {
            length - 1
        } else {
            length
        };
        if length > self.max as u64 {
            out.truncate(start);
            return Ok(Some(Line::TooLong { length }));
        }
        Ok(Some(Line::Read))
    }
}

/// The error message for a line longer than `max` bytes: `line of 20000000 bytes is
/// longer than the maximum line length (16777216 bytes): skipped`.
pub fn too_long_message(length: u64, max: usize) -> String {
    format!("line of {length} bytes is longer than the maximum line length ({max} bytes): skipped")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of `input` read with limit `max`, as text or its length.
    fn read_all(input: &[u8], max: usize, buffer: usize) -> Vec<Result<Vec<u8>, u64>> {
        let mut reader = LineReader::new(io::BufReader::with_capacity(buffer, input), max);
        let mut all = Vec::new();
        let mut line = Vec::new();
        while let Some(read) = reader.read_line(&mut line).unwrap() {
            all.push(match read {
                Line::Read => Ok(std::mem::take(&mut line)),
                Line::TooLong { length } => Err(length),
            });
        }
        assert_eq!(reader.bytes(), input.len() as u64);
        assert_eq!(reader.lines(), all.len() as u64);
        all
    }

    #[test]
    fn lines_at_and_over_the_limit_on_any_buffer_size() {
        let input = b"abc\nabcd\r\nabcde\n\n\r\nabcdefgh\rx";
        for buffer in 1..12 {
            assert_eq!(
                read_all(input, 4, buffer),
                [
                    Ok(b"abc\n".to_vec()),
                    Ok(b"abcd\r\n".to_vec()),
                    Err(5),
                    Ok(b"\n".to_vec()),
                    Ok(b"\r\n".to_vec()),
                    Err(10),
                ],
                "buffer {buffer}"
            );
        }
        // A `\r` without a `\n` is content.
        assert_eq!(read_all(b"abcd\r", 4, 8), [Err(5)]);
        assert_eq!(read_all(b"", 4, 8), []);
        assert_eq!(read_all(b"\n", 0, 8), [Ok(b"\n".to_vec())]);
    }

    /// A reader of `n` zero bytes that never holds them: an endless line.
    struct Zeros(u64);

    impl io::Read for Zeros {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = buf.len().min(self.0 as usize);
            buf[..n].fill(0);
            self.0 -= n as u64;
            Ok(n)
        }
    }

    #[test]
    fn a_long_line_is_counted_not_kept() {
        let mut reader = LineReader::new(io::BufReader::new(Zeros(100 << 20)), 1000);
        let mut line = Vec::new();
        assert_eq!(
            reader.read_line(&mut line).unwrap(),
            Some(Line::TooLong { length: 100 << 20 })
        );
        assert!(line.capacity() < 1 << 20, "kept {} bytes", line.capacity());
        assert_eq!(reader.read_line(&mut line).unwrap(), None);
    }
}
