//! `rfc1738`: RFC 1738 (Uniform Resource Locators, 1994) as a command-line tool.
//!
//! Subcommands: `check` (candidate URLs, one per line), `parse` (the typed tree and
//! the meaning of a URL), `rule` (text against any grammar rule), `extract` (URLs in
//! free text, as the RFC's Appendix recommends), `grammar` (the rules, their RFC
//! quotes, the rule graph), `completions` (shell completion scripts) and `manpage`.
//!
//! Exit status: 0 when every input is valid, 1 when some input is not, 2 on a usage
//! or I/O error.

mod check_cmd;
mod check_pipeline;
mod completions_cmd;
mod extract_cmd;
mod failure;
mod grammar_cmd;
mod grammar_file;
mod input;
mod lossless;
mod manpage_cmd;
mod parse_cmd;
mod parse_human;
mod parse_json;
mod progress;
mod report_json;
mod rule_cmd;
mod semantics_json;
mod style;
mod suggest;
mod summary;
mod tree;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use failure::Failure;

/// Exit status when every input was valid.
const EXIT_VALID: u8 = 0;
/// Exit status when some input was not valid.
const EXIT_INVALID: u8 = 1;
/// Exit status on a usage or I/O error.
const EXIT_ERROR: u8 = 2;

/// RFC 1738 (Uniform Resource Locators, December 1994): its section 5 grammar as a
/// tool.
#[derive(Debug, Parser)]
#[command(
    name = "rfc1738",
    version,
    after_help = "Examples:
  rfc1738 check urls.txt
  rfc1738 parse ftp://myname@host.dom/%2Fetc/motd
  rfc1738 rule hostname www.example.com
  rfc1738 extract mail.txt --json
  rfc1738 grammar --rule ip-schemepart

Exit status: 0 all inputs valid, 1 some input invalid, 2 usage or I/O error."
)]
struct Cli {
    /// When to colour the output: on a terminal (auto), always or never. NO_COLOR and
    /// CLICOLOR_FORCE are honoured in auto.
    #[arg(long, value_enum, global = true, default_value_t = style::When::Auto, value_name = "WHEN")]
    color: style::When,
    /// The longest line read, in bytes (suffixes K, M, G: KiB, MiB, GiB; at most
    /// 4294967295).
    /// A longer line is reported invalid and skipped without being kept; in
    /// `extract`, it also ends any URL open across it.
    #[arg(long, global = true, default_value = "16M", value_parser = input::parse_size, value_name = "BYTES")]
    max_line_length: usize,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check candidate URLs, one per line, against the `url` rule of section 5.
    #[command(after_help = "Examples:
  rfc1738 check urls.txt
  rfc1738 check --json urls.txt > verdicts.jsonl
  rfc1738 check a.txt b.txt        # each line reported as a.txt:1: ...
  printf 'http://x.com/\\nHTTP://x.com/\\n' | rfc1738 check --json --lenient -

With --json, each input line gives one line of JSON, in input order:
  {\"input\":...,\"valid\":...,\"production\":...,\"error\":null|{\"offset\",\"expected\",\"message\"}}
and the summary goes to standard error. With several files, each object starts
with \"file\" and \"line\"; a line that is not UTF-8 adds \"input_hex\", its bytes.

Exit status: 0 every line valid, 1 some line invalid, 2 usage or I/O error.")]
    Check(check_cmd::CheckArgs),
    /// Parse URLs: the typed tree, and what each means by the RFC's prose (common
    /// parts, default port, lints, the scheme's view).
    #[command(after_help = "Examples:
  rfc1738 parse ftp://myname@host.dom/%2Fetc/motd
  rfc1738 parse --json gopher://host
  rfc1738 parse --lenient HTTP://www.example.com/
  rfc1738 parse --json --file urls.txt > parsed.jsonl
  rfc1738 parse -f a.txt -f b.txt
  printf 'news:comp.lang\\nwais://h/db?q\\n' | rfc1738 parse -

With --json, each URL gives one line of JSON:
  {\"input\",\"valid\",\"tree\",\"semantics\",\"error\"}
tree: nested {\"rule\",\"text\",\"start\",\"end\",\"children\"};
semantics: {\"scheme\",\"user\",\"password\",\"host\",\"port\",\"effective_port\",\"lints\",\"view\",...};
error: null | {\"offset\",\"line\",\"column\",\"expected\",\"message\"}.

Exit status: 0 every URL valid, 1 some URL invalid, 2 usage or I/O error.")]
    Parse(parse_cmd::ParseArgs),
    /// Validate text against any rule of the grammar, by its RFC or grammar name.
    #[command(after_help = "Examples:
  rfc1738 rule hostname www.example.com
  rfc1738 rule ip-schemepart //user@host:21/x
  rfc1738 rule gopher+_string 'a%09b'
  printf 'ftp\\nFTP\\n1x\\n' | rfc1738 rule scheme --json

With --json, each input line gives {\"input\",\"rule\",\"valid\",\"error\"}.
`rfc1738 grammar` lists the rules.

Exit status: 0 all valid, 1 some text invalid, 2 unknown rule, usage or I/O error.")]
    Rule(rule_cmd::RuleArgs),
    /// Find URLs in free text, as the RFC's Appendix recommends, and check them.
    #[command(after_help = "Examples:
  rfc1738 extract message.txt
  rfc1738 extract --json message.txt
  echo 'see <URL:ftp://ds.in ternic.net/rfc>.' | rfc1738 extract

Finds <URL:...> and <scheme:...> wrappers (whitespace inside ignored, so URLs broken
across lines are read whole), then bare URLs in running text. A #fragment is kept
apart from the URL, which is checked against the grammar without it. A hyphen before
a line break inside a URL may or may not belong to it: both readings are reported.

With --json, one line per URL:
  {\"url\",\"fragment\",\"start\",\"end\",\"line\",\"wrapped\",\"production\",\"error\"[,\"hyphen\"]}

Exit status: 0 every URL found is valid (or none was found), 1 some URL found is
invalid, 2 usage or I/O error.")]
    Extract(extract_cmd::ExtractArgs),
    /// Print the grammar: the rules with their RFC quotes, one rule next to its pest
    /// transcription, or the rule graph for Graphviz.
    #[command(after_help = "Examples:
  rfc1738 grammar
  rfc1738 grammar --rule hostname
  rfc1738 grammar --format pest --rule gopherurl
  rfc1738 grammar --format dot | dot -Tsvg > rules.svg
  rfc1738 grammar --format dot --rule httpurl

Exit status: 0, or 2 for an unknown rule or a usage error.")]
    Grammar(grammar_cmd::GrammarArgs),
    /// Print the completion script for a shell: bash, elvish, fish, powershell or zsh.
    #[command(after_help = "Install (the paths are the usual per-user ones):
  rfc1738 completions bash > ~/.local/share/bash-completion/completions/rfc1738
  rfc1738 completions zsh > ~/.zfunc/_rfc1738    # with fpath+=~/.zfunc before compinit
  rfc1738 completions fish > ~/.config/fish/completions/rfc1738.fish")]
    Completions(completions_cmd::CompletionsArgs),
    /// Print the man page (roff), or write one page per command into a directory.
    #[command(after_help = "Install:
  rfc1738 manpage > ~/.local/share/man/man1/rfc1738.1
  rfc1738 manpage --dir ~/.local/share/man/man1
  man rfc1738")]
    Manpage(manpage_cmd::ManpageArgs),
}

/// Runs a command: `Ok(true)` when every input was valid.
fn run(command: Command, color: bool) -> Result<bool, Failure> {
    match command {
        Command::Check(args) => check_cmd::run(&args, color),
        Command::Parse(args) => parse_cmd::run(&args, color),
        Command::Rule(args) => rule_cmd::run(&args, color),
        Command::Extract(args) => extract_cmd::run(&args, color),
        Command::Grammar(args) => grammar_cmd::run(&args, color),
        Command::Completions(args) => completions_cmd::run(&args),
        Command::Manpage(args) => manpage_cmd::run(&args),
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return clap_exit(&error),
    };
    let color = style::enabled(cli.color);
    input::set_max_line(cli.max_line_length);
    match run(cli.command, color) {
        Ok(true) => ExitCode::from(EXIT_VALID),
        Ok(false) => ExitCode::from(EXIT_INVALID),
        Err(Failure::Io(error)) if error.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::from(EXIT_VALID)
        }
        Err(Failure::Stderr) => ExitCode::from(EXIT_ERROR),
        // When even this cannot be written, exit 2 without a word.
        Err(failure) => {
            let _ = failure::note(format_args!("rfc1738: {failure}"));
            ExitCode::from(EXIT_ERROR)
        }
    }
}

/// What clap stopped at: `--help` and `--version` (written to standard output, exit
/// 0) or a usage error (written to standard error, exit 2). A failed write is exit 2,
/// with a message when standard error still works.
fn clap_exit(error: &clap::Error) -> ExitCode {
    let to_stdout = !error.use_stderr();
    let printed = error
        .print()
        .and_then(|()| std::io::Write::flush(&mut std::io::stdout()));
    match printed {
        Ok(()) if to_stdout => ExitCode::from(EXIT_VALID),
        Ok(()) => ExitCode::from(EXIT_ERROR),
        Err(written) if to_stdout && written.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::from(EXIT_VALID)
        }
        Err(written) => {
            if to_stdout {
                let _ = failure::note(format_args!(
                    "rfc1738: cannot write to standard output: {written}"
                ));
            }
            ExitCode::from(EXIT_ERROR)
        }
    }
}
