//! `rfc1738` against hostile use: absurd `-j`, full or failing output devices, endless
//! lines and terminal controls. Each case once crashed, hung or misled (issue #17).

mod common;

use std::fs::File;
use std::process::{Command as Process, Output, Stdio};

use common::rfc1738;
use predicates::prelude::*;

/// Enough lines (over 256 KiB, the size of a chunk) for `check` to start its
/// workers.
fn many_lines() -> String {
    "http://www.example.com/a/b?x=y\n".repeat(20_000)
}

#[test]
fn absurd_job_counts_are_capped_not_crashed_on() {
    let input = many_lines();
    for jobs in ["20000", "1000000000", "18446744073709551615"] {
        rfc1738()
            .args(["check", "--jsonl", "-j", jobs])
            .write_stdin(input.clone())
            .assert()
            .code(0)
            .stdout(predicate::function(|out: &[u8]| {
                out.split(|&b| b == b'\n').filter(|l| !l.is_empty()).count() == 20_000
            }))
            .stderr(predicate::str::contains("20000 lines: 20000 valid"));
    }
    // Not a number of workers at all: a usage error.
    for jobs in ["0", "-1", "18446744073709551616"] {
        rfc1738()
            .args(["check", "-j", jobs])
            .write_stdin(input.clone())
            .assert()
            .code(2)
            .stderr(predicate::str::contains("panicked").not());
    }
}

/// Runs the built binary with `args`, standard input from `stdin`, and standard
/// output and error to the files given (`None`: captured).
fn run_to(args: &[&str], stdin: &str, stdout: Option<File>, stderr: Option<File>) -> Output {
    let binary = assert_cmd::cargo::cargo_bin("rfc1738");
    let mut child = Process::new(binary)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(stdout.map_or_else(Stdio::piped, Stdio::from))
        .stderr(stderr.map_or_else(Stdio::piped, Stdio::from))
        .spawn()
        .expect("the binary starts");
    let mut input = child.stdin.take().expect("piped");
    // A command that reads nothing (`--help`) may be gone before its input is written.
    let _ = std::io::Write::write_all(&mut input, stdin.as_bytes());
    drop(input);
    child.wait_with_output().expect("it ends")
}

/// `/dev/full`: every write fails with "no space left on device".
#[cfg(target_os = "linux")]
fn full() -> File {
    File::options()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full opens")
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_standard_error_exits_2_silently() {
    let cases: [(&[&str], &str); 6] = [
        (&["check", "--jsonl", "-"], "http://a/\nnot a url\n"),
        (
            &["extract", "-"],
            "<URL:http://a/~b> and <URL:http://x.org/some-\n thing>\n",
        ),
        (&["parse", "-"], ""),
        (&["rule", "scheme", "-"], ""),
        (&["check", "/no/such/file"], ""),
        (&["rule", "no-such-rule", "x"], ""),
    ];
    for (args, stdin) in cases {
        let output = run_to(args, stdin, None, Some(full()));
        assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
    }
    // A usage error clap reports.
    let output = run_to(&["check", "--no-such-flag"], "", None, Some(full()));
    assert_eq!(output.status.code(), Some(2), "{output:?}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_standard_output_exits_2_with_a_message() {
    let cases: [&[&str]; 6] = [
        &["--help"],
        &["--version"],
        &["check", "--help"],
        &["check", "-"],
        &["parse", "http://a/"],
        &["grammar"],
    ];
    for args in cases {
        let output = run_to(args, "http://a/\n", Some(full()), None);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains("No space left on device"),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}
