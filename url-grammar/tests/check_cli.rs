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

/// Runs `rfc1738 check` with `args` and `stdin`, checks the exit status and that
/// nothing panicked, and returns standard output and standard error.
fn check(args: &[&str], stdin: impl Into<Vec<u8>>, code: i32) -> (String, String) {
    let output = rfc1738()
        .arg("check")
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

/// The lint codes of a `check --jsonl --lint` record.
fn codes(record: &Value) -> Vec<&str> {
    record["lints"]
        .as_array()
        .expect("a lints array")
        .iter()
        .map(|lint| lint["code"].as_str().expect("a code"))
        .collect()
}

/// URLs with and without the cautions of section 6, and one that is no URL.
const LINTED: &str = "http://www.example.com/\n\
    gopher://mail.example.com:25/0%0D%0AHELO%20x\n\
    HTTP://x.com/\n\
    ftp://user:secret@ftp.example.com:2121/pub\n";

#[test]
fn lint_adds_the_section_6_lints_to_each_json_line() {
    let (stdout, stderr) = check(&["--jsonl", "--lint"], LINTED, 1);
    let records = jsonl(stdout.as_bytes());
    assert_eq!(records.len(), 4);
    assert_eq!(codes(&records[0]), Vec::<&str>::new());
    assert_eq!(codes(&records[1]), ["RFC1738-L002", "RFC1738-L004"]);
    assert_eq!(codes(&records[2]), Vec::<&str>::new(), "an invalid line");
    assert_eq!(records[2]["valid"], false);
    assert_eq!(codes(&records[3]), ["RFC1738-L001", "RFC1738-L003"]);
    let lint = &records[1]["lints"][0];
    assert_eq!(lint["severity"], "warning");
    assert_eq!(
        lint["message"],
        "port 25 is not the default port of gopher (70) and is within the reserved range below 1024 (section 6)"
    );
    // The report's own fields are unchanged.
    assert_eq!(records[1]["production"], "gopherurl");
    assert_eq!(records[1]["error"], Value::Null);
    assert!(
        stderr.contains("4 lints: RFC1738-L001 1, RFC1738-L002 1, RFC1738-L003 1, RFC1738-L004 1;"),
        "{stderr}"
    );
}

#[test]
fn without_lint_there_is_no_lints_field() {
    let (stdout, stderr) = check(&["--jsonl"], LINTED, 1);
    for record in jsonl(stdout.as_bytes()) {
        assert!(record.get("lints").is_none(), "{record}");
    }
    assert!(!stderr.contains("lint"), "{stderr}");
}

#[test]
fn lint_appends_the_lints_to_human_lines() {
    let (stdout, _) = check(&["--lint"], LINTED, 1);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "1: valid httpurl: http://www.example.com/");
    assert!(
        lines[1].starts_with(
            "2: valid gopherurl: gopher://mail.example.com:25/0%0D%0AHELO%20x \
             [RFC1738-L002 warning: port 25 is not the default port of gopher (70)"
        ),
        "{}",
        lines[1]
    );
    assert!(
        lines[1].contains("] [RFC1738-L004 warning: the Gopher selector holds an encoded CR (%0D)")
    );
    assert!(lines[2].starts_with("3: invalid: HTTP://x.com/: unexpected 'H'"));
    assert!(!lines[2].contains('['));
    assert!(lines[3].contains("[RFC1738-L003 warning: the URL holds a password"));
    assert!(
        lines[4].contains("; 4 lints: RFC1738-L001 1, RFC1738-L002 1,"),
        "{}",
        lines[4]
    );
}

#[test]
fn lint_reads_the_scheme_leniently_when_asked() {
    let (stdout, _) = check(
        &["--jsonl", "--lint", "--lenient"],
        "HTTP://x.com:80/\nFTP://u:p@h/\n",
        0,
    );
    let records = jsonl(stdout.as_bytes());
    assert_eq!(
        codes(&records[0]),
        Vec::<&str>::new(),
        "80 is http's default"
    );
    assert_eq!(codes(&records[1]), ["RFC1738-L003"]);
}

#[test]
fn lint_keeps_input_order_on_several_workers() {
    // More than one 256 KiB chunk, so that several workers check it.
    let input: String = (0..12_000)
        .map(|i| match i % 3 {
            0 => format!("http://h{i}.example.com:{}/x\n", 1000 + i),
            1 => format!("ftp://u:p@h{i}.example.com/x\n"),
            _ => format!("news:group{i}\n"),
        })
        .collect();
    assert!(input.len() > 300 << 10);
    let (parallel, _) = check(&["--jsonl", "--lint", "--jobs", "2"], input.clone(), 0);
    let (serial, _) = check(&["--jsonl", "--lint", "--jobs", "1"], input.clone(), 0);
    assert_eq!(parallel, serial);
    let records = jsonl(parallel.as_bytes());
    assert_eq!(records.len(), 12_000);
    for (record, line) in records.iter().zip(input.lines()) {
        assert_eq!(record["input"], line);
    }
    assert_eq!(
        codes(&records[0]),
        ["RFC1738-L002"],
        "port 1000 is reserved"
    );
    assert_eq!(codes(&records[30]), ["RFC1738-L001"], "port 1030 is not");
    assert_eq!(codes(&records[1]), ["RFC1738-L003"]);
    assert_eq!(codes(&records[2]), Vec::<&str>::new());
}

#[test]
fn lint_on_bad_lines_reports_no_lints_and_no_panic() {
    let mut input = b"http://a/\xff\nhttp://a/\x00b\n\n".to_vec();
    let mut long = b"http://example.com:8080/".to_vec();
    long.resize(10 << 20, b'a');
    input.extend_from_slice(&long);
    input.push(b'\n');
    let (stdout, stderr) = check(&["--jsonl", "--lint"], input, 1);
    let records = jsonl(stdout.as_bytes());
    assert_eq!(records.len(), 4);
    for record in &records[..3] {
        assert_eq!(record["valid"], false);
        assert_eq!(codes(record), Vec::<&str>::new());
    }
    assert_eq!(records[3]["valid"], true);
    assert_eq!(codes(&records[3]), ["RFC1738-L001"]);
    assert!(stderr.contains("1 lint: RFC1738-L001 1;"), "{stderr}");
}

#[test]
fn lint_on_an_empty_file_counts_no_lints() {
    let (stdout, _) = check(&["--lint"], "", 0);
    assert!(
        stdout.starts_with("0 lines: 0 valid (100.0%), 0 invalid; 0 lints;"),
        "{stdout}"
    );
}
