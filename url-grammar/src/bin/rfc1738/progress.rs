//! A progress bar on standard error while `check` reads a large file, when standard
//! error is a terminal; nothing otherwise.

use std::io::{self, IsTerminal, Write};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Files smaller than this are checked too quickly for a bar to help.
const LARGE_FILE: u64 = 4 << 20;

/// The progress of a run: a bar over the input's bytes, or nothing.
pub struct Progress {
    bar: Option<ProgressBar>,
    /// Standard output is the same terminal: hide the bar while writing to it.
    shares_terminal: bool,
}

impl Progress {
    /// A bar for an input of `size` bytes, when it is large and standard error is a
    /// terminal; otherwise a progress that shows nothing.
    pub fn for_input(size: Option<u64>, enabled: bool) -> Progress {
        let show = enabled && size.is_some_and(|s| s >= LARGE_FILE) && io::stderr().is_terminal();
        let bar = size.filter(|_| show).map(|size| {
            let bar = ProgressBar::with_draw_target(Some(size), ProgressDrawTarget::stderr());
            bar.set_style(
                ProgressStyle::with_template(
                    "{spinner} [{elapsed_precise}] {wide_bar} {bytes}/{total_bytes} ({bytes_per_sec}, {eta})",
                )
                .expect("the template is valid"),
            );
            bar
        });
        Progress {
            bar,
            shares_terminal: io::stdout().is_terminal(),
        }
    }

    /// A progress that shows nothing.
    pub fn hidden() -> Progress {
        Progress {
            bar: None,
            shares_terminal: false,
        }
    }

    /// Writes `bytes` to `out`, hiding the bar meanwhile when both share a terminal.
    pub fn write(&self, out: &mut dyn Write, bytes: &[u8]) -> io::Result<()> {
        match &self.bar {
            Some(bar) if self.shares_terminal => bar.suspend(|| {
                out.write_all(bytes)?;
                out.flush()
            }),
            _ => out.write_all(bytes),
        }
    }

    /// Counts `bytes` more of the input as done.
    pub fn advance(&self, bytes: u64) {
        if let Some(bar) = &self.bar {
            bar.inc(bytes);
        }
    }

    /// Removes the bar.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
