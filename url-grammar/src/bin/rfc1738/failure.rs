//! Why a command could not do its job: exit status 2.

use std::fmt;
use std::io;

/// A usage or I/O error. Invalid input is no failure: commands report it and
/// return `Ok(false)`.
#[derive(Debug)]
pub enum Failure {
    /// The command line asks for something that does not exist (an unknown rule).
    Usage(String),
    /// Reading the input or writing the output failed.
    Io(io::Error),
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Usage(message) => f.write_str(message),
            Failure::Io(error) => write!(f, "{error}"),
        }
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Io(error)
    }
}
