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

#[test]
fn a_line_over_the_limit_is_reported_and_skipped_by_every_command() {
    let input = "http://a/\nhttp://example.com/aaaaaaaaaaaaaaaa\nhttp://b/\n";
    let limit = ["--max-line-length", "20"];
    let message = "line of 35 bytes is longer than the maximum line length (20 bytes): skipped";
    let (stdout, _) = common::run("check", &[&limit[..], &["--jsonl"]].concat(), input, 1);
    let records = common::records(&stdout);
    assert_eq!(records.len(), 3);
    assert_eq!(records[1]["valid"], false);
    assert_eq!(records[1]["error"]["message"], message);
    assert_eq!(records[2]["valid"], true);
    let (stdout, _) = common::run("check", &limit, input, 1);
    assert!(
        stdout.contains(&format!("2: invalid: {message}\n")),
        "{stdout}"
    );
    let (stdout, _) = common::run("parse", &[&limit[..], &["--json"]].concat(), input, 1);
    let records = common::records(&stdout);
    assert_eq!(records.len(), 3);
    assert!(records[1]["error"]["message"]
        .as_str()
        .unwrap()
        .starts_with(message));
    let (stdout, _) = common::run(
        "rule",
        &[&limit[..], &["url", "--jsonl"]].concat(),
        input,
        1,
    );
    assert_eq!(common::records(&stdout).len(), 3);
    let (stdout, stderr) = common::run("extract", &limit, input, 1);
    assert_eq!(stdout, "http://a/\nhttp://b/\n");
    assert!(stderr.contains(&format!("line 2: {message}")), "{stderr}");
    // Not a size: a usage error.
    for bad in ["0", "x", "5T", "4294967296"] {
        common::run("check", &["--max-line-length", bad], "", 2);
    }
}

/// Runs `rfc1738 ARGS < /dev/zero` for two seconds with its address space limited
/// to 256 MiB (`ulimit -v`): it must still be running (killed by `timeout`, status
/// 124), not dead for want of memory.
#[cfg(target_os = "linux")]
fn endless_line_in_bounded_memory(args: &str) {
    let binary = assert_cmd::cargo::cargo_bin("rfc1738");
    let script = format!(
        "ulimit -v 262144 && timeout 2 {} {args} < /dev/zero > /dev/null",
        binary.display()
    );
    let output = Process::new("sh")
        .args(["-c", &script])
        .output()
        .expect("sh runs");
    assert_eq!(output.status.code(), Some(124), "{args}: {output:?}");
}

#[cfg(target_os = "linux")]
#[test]
fn dev_zero_is_read_in_bounded_memory_by_every_command() {
    for args in ["check", "check -j 2", "parse", "rule url", "extract"] {
        endless_line_in_bounded_memory(args);
    }
}

#[test]
fn c1_controls_and_bidi_overrides_never_reach_the_terminal() {
    // CSI (U+009B) then "31m": red text on a terminal that reads C1 controls; U+202E
    // reverses what follows.
    let input = "http://a/\u{9b}31m\u{202e}x\n";
    for (command, args) in [
        ("parse", &[][..]),
        ("rule", &["url"][..]),
        ("check", &[][..]),
    ] {
        let (stdout, _) = common::run(command, args, input, 1);
        assert!(
            !stdout.contains('\u{9b}') && !stdout.contains('\u{202e}'),
            "{command}: {stdout}"
        );
        assert!(
            stdout.contains("\\u{9b}31m\\u{202e}x"),
            "{command}: {stdout}"
        );
    }
    // The caret stays under the character it points at: the C1 control.
    let (stdout, _) = common::run("parse", &[], input, 1);
    assert!(
        stdout.contains("  | http://a/\\u{9b}31m\\u{202e}x\n  |          ^"),
        "{stdout}"
    );
    let (_, stderr) = common::run("extract", &[], "<URL:http://a/\u{9b}31m\u{202e}x>\n", 1);
    assert!(
        !stderr.contains('\u{9b}') && !stderr.contains('\u{202e}'),
        "{stderr}"
    );
}
