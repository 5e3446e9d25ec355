//! Why a command could not do its job (exit status 2), and the one way commands
//! write to standard error.

use std::fmt;
use std::io::{self, Write};

/// A usage or I/O error. Invalid input is no failure: commands report it and
/// return `Ok(false)`.
#[derive(Debug)]
pub enum Failure {
    /// The command line asks for something that does not exist (an unknown rule).
    Usage(String),
    /// Reading the input or writing the output failed.
    Io(io::Error),
    /// Some inputs could not be read (each was reported when it was reached); the
    /// others were processed.
    Unreadable {
        /// How many inputs could not be read.
        unreadable: usize,
        /// How many inputs were given.
        inputs: usize,
    },
    /// Writing to standard error failed: nothing more can be said, so the program
    /// exits with status 2 silently.
    Stderr,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Usage(message) => f.write_str(message),
            Failure::Io(error) => write!(f, "{error}"),
            Failure::Unreadable { unreadable, inputs } => {
                write!(f, "{unreadable} of {inputs} inputs could not be read")
            }
            Failure::Stderr => f.write_str("cannot write to standard error"),
        }
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Io(error)
    }
}

/// Writes `message` and a line break to standard error; a failed write is
/// [`Failure::Stderr`], never a panic (as `eprintln!` would).
pub fn note(message: impl fmt::Display) -> Result<(), Failure> {
    let mut stderr = io::stderr().lock();
    writeln!(stderr, "{message}")
        .and_then(|()| stderr.flush())
        .map_err(|_| Failure::Stderr)
}
