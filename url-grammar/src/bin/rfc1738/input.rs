//! The input of a command: a file, or standard input for `-` or no file.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::PathBuf;
use std::sync::OnceLock;

use url_grammar::lines::{LineReader, DEFAULT_MAX_LINE};

/// Size of the read buffer.
const BUFFER: usize = 1 << 16;

/// An opened input.
pub struct Input {
    /// Its bytes, buffered; read errors name the input.
    pub reader: Box<dyn BufRead + Send>,
    /// Its size in bytes, when it is a regular file.
    pub size: Option<u64>,
}

/// The inputs a command reads: its FILE arguments in order, or standard input (`None`)
/// when there are none.
pub fn each(files: &[PathBuf]) -> Vec<Option<&PathBuf>> {
    if files.is_empty() {
        vec![None]
    } else {
        files.iter().map(Some).collect()
    }
}

/// How reports name an input when there are several: its path as given, or
/// `(standard input)` for `-` or no file, as grep says it.
pub fn name(path: Option<&PathBuf>) -> String {
    match path.filter(|p| p.as_os_str() != "-") {
        Some(path) => path.display().to_string(),
        None => "(standard input)".to_owned(),
    }
}

/// Opens `path`, or standard input when it is `None` or `-`. A missing file, a
/// directory or an unreadable file is an error that names it.
pub fn open(path: Option<&PathBuf>) -> io::Result<Input> {
    let Some(path) = path.filter(|p| p.as_os_str() != "-") else {
        return Ok(Input {
            reader: Box::new(BufReader::with_capacity(
                BUFFER,
                Named::new(io::stdin(), "standard input"),
            )),
            size: None,
        });
    };
    let cannot =
        |e: io::Error| io::Error::new(e.kind(), format!("cannot read {}: {e}", path.display()));
    let file = File::open(path).map_err(cannot)?;
    let metadata = file.metadata().map_err(cannot)?;
    if metadata.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("cannot read {}: it is a directory", path.display()),
        ));
    }
    Ok(Input {
        reader: Box::new(BufReader::with_capacity(
            BUFFER,
            Named::new(file, &path.display().to_string()),
        )),
        size: metadata.is_file().then_some(metadata.len()),
    })
}

/// The longest line every command reads (`--max-line-length`), set once at start.
static MAX_LINE: OnceLock<usize> = OnceLock::new();

/// Sets the longest line every command reads, in bytes.
pub fn set_max_line(bytes: usize) {
    let _ = MAX_LINE.set(bytes);
}

/// The longest line every command reads, in bytes.
pub fn max_line() -> usize {
    MAX_LINE.get().copied().unwrap_or(DEFAULT_MAX_LINE)
}

impl Input {
    /// The input's lines, each at most [`max_line`] bytes long.
    pub fn lines(self) -> LineReader<Box<dyn BufRead + Send>> {
        LineReader::new(self.reader, max_line())
    }
}

/// Reads a size in bytes for `--max-line-length`: digits, then optionally `K`, `M`
/// or `G` (KiB, MiB, GiB); from 1 byte to the longest input a parse accepts
/// ([`url_runtime::MAX_INPUT`], 4 GiB less one byte).
pub fn parse_size(text: &str) -> Result<usize, String> {
    let (digits, unit) = match text.char_indices().last() {
        Some((at, 'K' | 'k')) => (&text[..at], 1 << 10),
        Some((at, 'M' | 'm')) => (&text[..at], 1 << 20),
        Some((at, 'G' | 'g')) => (&text[..at], 1 << 30),
        _ => (text, 1),
    };
    let bytes = digits
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(unit))
        .ok_or_else(|| format!("`{text}` is no size: digits, then K, M or G"))?;
    if bytes == 0 || bytes > url_runtime::MAX_INPUT as u64 {
        return Err(format!(
            "{bytes} bytes: the limit is from 1 byte to {}, the longest input a parse accepts",
            url_runtime::MAX_INPUT
        ));
    }
    Ok(bytes as usize)
}

/// A reader whose errors say what it was reading.
struct Named<R> {
    inner: R,
    name: String,
}

impl<R> Named<R> {
    fn new(inner: R, name: &str) -> Self {
        Named {
            inner,
            name: name.to_owned(),
        }
    }
}

impl<R: Read> Read for Named<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.inner.read(buf).map_err(|e| {
            if e.kind() == io::ErrorKind::Interrupted {
                e
            } else {
                io::Error::new(e.kind(), format!("cannot read {}: {e}", self.name))
            }
        })
    }
}
