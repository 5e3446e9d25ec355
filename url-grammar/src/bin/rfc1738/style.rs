//! Colour on a terminal, plain text in a pipe.

use std::io;

use anstyle::{AnsiColor, Style};

/// The `--color` choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum When {
    /// Colour when standard output is a terminal (and NO_COLOR is not set).
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

/// Whether to colour standard output: `--color`, then NO_COLOR, CLICOLOR_FORCE,
/// CLICOLOR and whether it is a terminal (as anstream decides).
pub fn enabled(when: When) -> bool {
    let choice = match when {
        When::Auto => anstream::ColorChoice::Auto,
        When::Always => anstream::ColorChoice::Always,
        When::Never => anstream::ColorChoice::Never,
    };
    choice.write_global();
    anstream::AutoStream::choice(&io::stdout()) != anstream::ColorChoice::Never
}

/// A valid verdict.
pub const VALID: Style = AnsiColor::Green.on_default().bold();
/// An invalid verdict.
pub const INVALID: Style = AnsiColor::Red.on_default().bold();
/// A rule or production name.
pub const RULE: Style = AnsiColor::Cyan.on_default().bold();
/// Matched or quoted text.
pub const TEXT: Style = AnsiColor::Green.on_default();
/// Positions, tree lines and other secondary detail.
pub const DIM: Style = Style::new().dimmed();
/// A heading.
pub const HEADING: Style = Style::new().bold().underline();

/// Writes `text` in `style` when `color` is on, plainly otherwise.
pub fn paint(color: bool, style: Style, text: impl std::fmt::Display) -> String {
    if color {
        format!("{style}{text}{style:#}")
    } else {
        text.to_string()
    }
}
