//! `rfc1738 check` run as a program, on good and bad inputs.

use assert_cmd::Command;
use predicates::prelude::*;
use serde_json::Value;

fn rfc1738() -> Command {
    Command::cargo_bin("rfc1738").expect("the rfc1738 binary is built")
}

fn jsonl(stdout: &[u8]) -> Vec<Value> {
    String::from_utf8(stdout.to_vec())
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).expect("each output line is JSON"))
        .collect()
}

#[test]
fn jsonl_gives_one_object_per_line_in_order() {
    let output = rfc1738()
        .args(["check", "--jsonl", "-"])
        .write_stdin("http://www.example.com/a/b?x=y\nhttp://user@host.com/\nHTTP://x.com/\n")
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let records = jsonl(&output);
    assert_eq!(records.len(), 3);
    assert_eq!(records[0]["production"], "httpurl");
    assert_eq!(records[1]["production"], "otherurl");
    assert_eq!(records[2]["valid"], false);
    assert_eq!(records[2]["error"]["offset"], 0);
    assert!(!records[2]["error"]["expected"]
        .as_array()
        .unwrap()
        .is_empty());
}

#[test]
fn lenient_reads_the_scheme_case_insensitively() {
    rfc1738()
        .args(["check", "--jsonl", "--lenient"])
        .write_stdin("HTTP://x.com/\n")
        .assert()
        .code(0)
        .stdout(
            predicate::str::contains(r#""production":"httpurl""#)
                .and(predicate::str::contains("scheme_case_folded")),
        );
}

#[test]
fn human_output_has_a_summary() {
    rfc1738()
        .args(["check"])
        .write_stdin("ftp://ftp.x.com/a\nnews:comp.lang\n")
        .assert()
        .code(0)
        .stdout(
            predicate::str::contains("2 lines: 2 valid").and(predicate::str::contains("ftpurl 1")),
        );
}

#[test]
fn invalid_utf8_and_nul_are_rejected_clearly() {
    let output = rfc1738()
        .args(["check", "--jsonl"])
        .write_stdin(&b"http://a/\xff\xfe\nhttp://a/\x00b\n"[..])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let records = jsonl(&output);
    assert_eq!(records.len(), 2);
    assert_eq!(records[0]["error"]["offset"], 9);
    assert!(records[0]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("UTF-8"));
    assert!(records[1]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("U+0000"));
}

#[test]
fn an_empty_file_is_all_valid() {
    let dir = std::env::temp_dir().join(format!("rfc1738-empty-{}", std::process::id()));
    std::fs::write(&dir, b"").unwrap();
    rfc1738()
        .args(["check"])
        .arg(&dir)
        .assert()
        .code(0)
        .stdout(predicate::str::contains("0 lines"));
    std::fs::remove_file(&dir).unwrap();
}

#[test]
fn a_missing_file_is_an_io_error() {
    rfc1738()
        .args(["check", "/definitely/not/here.txt"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "cannot read /definitely/not/here.txt",
        ));
}

#[test]
fn an_unknown_flag_is_a_usage_error() {
    rfc1738().args(["check", "--frobnicate"]).assert().code(2);
}

#[test]
fn a_ten_megabyte_line_is_checked_without_crashing() {
    let mut line = b"http://example.com/".to_vec();
    line.resize(10 << 20, b'a');
    line.extend_from_slice(b"~\n");
    let output = rfc1738()
        .args(["check", "--jsonl"])
        .write_stdin(line)
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let records = jsonl(&output);
    assert_eq!(records[0]["error"]["offset"], 10 << 20);
}
