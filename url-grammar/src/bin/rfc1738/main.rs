//! `rfc1738`: check candidate URLs against the grammar of RFC 1738.
//!
//! Exit status: 0 when every input is valid, 1 when some input is not, 2 on a usage
//! or I/O error.

mod check_cmd;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Exit status when every input was valid.
const EXIT_VALID: u8 = 0;
/// Exit status when some input was not a valid URL.
const EXIT_INVALID: u8 = 1;
/// Exit status on a usage or I/O error.
const EXIT_ERROR: u8 = 2;

/// RFC 1738 (Uniform Resource Locators, 1994): its section 5 grammar as a tool.
#[derive(Debug, Parser)]
#[command(
    name = "rfc1738",
    version,
    after_help = "Exit status: 0 all inputs valid, 1 some input invalid, 2 usage or I/O error."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check candidate URLs, one per line, against the `url` rule of section 5.
    #[command(
        after_help = "Examples:\n  rfc1738 check urls.txt\n  printf 'http://x.com/\\nHTTP://x.com/\\n' | rfc1738 check --jsonl --lenient -"
    )]
    Check(check_cmd::CheckArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Check(args) => check_cmd::run(&args),
    };
    match outcome {
        Ok(true) => ExitCode::from(EXIT_VALID),
        Ok(false) => ExitCode::from(EXIT_INVALID),
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::from(EXIT_VALID),
        Err(error) => {
            eprintln!("rfc1738: {error}");
            ExitCode::from(EXIT_ERROR)
        }
    }
}
