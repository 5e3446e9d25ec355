//! `rfc1738 manpage [--dir DIR]`: the man page, from the command line's own
//! definition (clap_mangen).

use std::io::{self, Write};
use std::path::PathBuf;

use clap::{Args, CommandFactory};

use crate::failure::Failure;

/// Arguments of `rfc1738 manpage`.
#[derive(Debug, Args)]
pub struct ManpageArgs {
    /// Write rfc1738.1 and one page per command (rfc1738-check.1, ...) into DIR
    /// instead of printing rfc1738.1.
    #[arg(long, value_name = "DIR")]
    dir: Option<PathBuf>,
}

/// Prints the page of `rfc1738` (which lists every command), or writes every page
/// into the directory.
pub fn run(args: &ManpageArgs) -> Result<bool, Failure> {
    let command = crate::Cli::command();
    if let Some(dir) = &args.dir {
        clap_mangen::generate_to(command, dir).map_err(|e| {
            io::Error::new(
                e.kind(),
                format!("cannot write man pages to {}: {e}", dir.display()),
            )
        })?;
        return Ok(true);
    }
    let mut page = Vec::new();
    clap_mangen::Man::new(command).render(&mut page)?;
    let mut out = io::stdout().lock();
    out.write_all(&page)?;
    out.flush()?;
    Ok(true)
}
