//! What the `*_cli.rs` tests share: the built binary, running one subcommand with its
//! checks, reading JSON Lines, and the 10 MB inputs.

// Each `*_cli.rs` file is a crate of its own that includes this module with
// `mod common;`, and none uses every item: without this, each would warn about the
// items it leaves unused.
#![allow(dead_code)]

use assert_cmd::Command;
use predicates::prelude::*;
use serde_json::Value;

/// Ten mebibytes: the length of the long lines the tests feed the tool.
pub const TEN_MB: usize = 10 << 20;

/// The built `rfc1738` binary.
pub fn rfc1738() -> Command {
    Command::cargo_bin("rfc1738").expect("the rfc1738 binary is built")
}

/// Runs `rfc1738 SUBCOMMAND ARGS...` with `stdin`, checks the exit status and that
/// nothing panicked, and returns standard output and standard error.
pub fn run(
    subcommand: &str,
    args: &[&str],
    stdin: impl Into<Vec<u8>>,
    code: i32,
) -> (String, String) {
    let output = rfc1738()
        .arg(subcommand)
        .args(args)
        .write_stdin(stdin.into())
        .assert()
        .code(code)
        .stderr(predicate::str::contains("panicked").not())
        .get_output()
        .clone();
    (
        String::from_utf8(output.stdout).expect("the output is UTF-8"),
        String::from_utf8(output.stderr).expect("the errors are UTF-8"),
    )
}

/// Each line of `stdout` as JSON.
pub fn records(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("each output line is JSON"))
        .collect()
}

/// `prefix` followed by `a`s, `TEN_MB` bytes in all, without a line terminator.
pub fn long_line(prefix: &[u8]) -> Vec<u8> {
    let mut line = prefix.to_vec();
    line.resize(TEN_MB, b'a');
    line
}

/// Two lines of `TEN_MB` bytes and more: a valid URL (`http://example.com/aaa...`),
/// then the same with a `~` at byte `TEN_MB`, which no rule accepts.
pub fn two_long_lines() -> Vec<u8> {
    let line = long_line(b"http://example.com/");
    let mut input = line.clone();
    input.push(b'\n');
    input.extend_from_slice(&line);
    input.extend_from_slice(b"~\n");
    input
}
