//! `rfc1738 completions SHELL`: the shell completion script, from the command line's
//! own definition (clap_complete).

use std::io::{self, Write};

use clap::{Args, CommandFactory};
use clap_complete::Shell;

use crate::failure::Failure;

/// Arguments of `rfc1738 completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_name = "SHELL")]
    shell: Shell,
}

/// Writes the completion script to standard output.
pub fn run(args: &CompletionsArgs) -> Result<bool, Failure> {
    let mut script = Vec::new();
    clap_complete::generate(
        args.shell,
        &mut crate::Cli::command(),
        "rfc1738",
        &mut script,
    );
    let mut out = io::stdout().lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(true)
}
