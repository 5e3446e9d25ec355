//! Diagnostics with a position in the grammar text.

use std::fmt;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The grammar cannot be used.
    Error,
    /// The grammar was read, with an assumption the user should know of.
    Warning,
}

/// One problem found in the grammar text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Line, 1-based.
    pub line: usize,
    /// Column, 1-based (characters).
    pub col: usize,
    /// What is wrong.
    pub message: String,
}

impl Diagnostic {
    /// An error at `line`:`col`.
    pub fn error(line: usize, col: usize, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            line,
            col,
            message: message.into(),
        }
    }

    /// A warning at `line`:`col`.
    pub fn warning(line: usize, col: usize, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            line,
            col,
            message: message.into(),
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        write!(f, "{}:{}: {}: {}", self.line, self.col, kind, self.message)
    }
}
