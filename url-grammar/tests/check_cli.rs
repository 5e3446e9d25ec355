//! `rfc1738 check` run as a program, on good and bad inputs.

mod common;

use common::{long_line, records, rfc1738, run, TEN_MB};
use predicates::prelude::*;
use serde_json::Value;

#[test]
fn jsonl_gives_one_object_per_line_in_order() {
    let (stdout, _) = run(
        "check",
        &["--jsonl", "-"],
        "http://www.example.com/a/b?x=y\nhttp://user@host.com/\nHTTP://x.com/\n",
        1,
    );
    let records = records(&stdout);
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
    let (stdout, _) = run("check", &["--jsonl", "--lenient"], "HTTP://x.com/\n", 0);
    assert!(stdout.contains(r#""production":"httpurl""#), "{stdout}");
    assert!(stdout.contains("scheme_case_folded"), "{stdout}");
}

#[test]
fn human_output_has_a_summary() {
    let (stdout, _) = run("check", &[], "ftp://ftp.x.com/a\nnews:comp.lang\n", 0);
    assert!(stdout.contains("2 lines: 2 valid"), "{stdout}");
    assert!(stdout.contains("ftpurl 1"), "{stdout}");
}

#[test]
fn invalid_utf8_and_nul_are_rejected_clearly() {
    let (stdout, _) = run(
        "check",
        &["--jsonl"],
        &b"http://a/\xff\xfe\nhttp://a/\x00b\n"[..],
        1,
    );
    let records = records(&stdout);
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
    assert_eq!(records[1]["error"]["offset"], 9);
    assert_eq!(
        records[1]["error"]["message"],
        "control character U+0000: URLs hold only printable ASCII (section 2.2) \
         at line 1, column 10 (byte 9); expected end of input"
    );
}

#[test]
fn a_control_character_is_named_where_the_grammar_stops_the_same_by_every_command() {
    // The grammar stops at the U+001B: check, parse, rule and extract name it,
    // at its own offset.
    let at_escape = "control character U+001B: URLs hold only printable ASCII (section 2.2) \
                     at line 1, column 12 (byte 11); expected end of input";
    let (stdout, _) = run("check", &["--jsonl"], "http://a/b/\x1bc\n", 1);
    assert_eq!(records(&stdout)[0]["error"]["message"], at_escape);
    let (stdout, _) = run("parse", &["--json"], "http://a/b/\x1bc\n", 1);
    assert_eq!(records(&stdout)[0]["error"]["message"], at_escape);
    let (stdout, _) = run("rule", &["url", "--jsonl"], "http://a/b/\x1bc\n", 1);
    assert_eq!(records(&stdout)[0]["error"]["message"], at_escape);
    let (stdout, _) = run("extract", &["--jsonl"], "<URL:http://a/b/\x1bc>\n", 1);
    assert_eq!(records(&stdout)[0]["error"], at_escape);

    // The grammar stops at byte 0, before the U+0001: the error speaks of byte 0
    // alone (it used to name the U+0001 "at byte 1" while giving byte 0).
    let at_start = "unexpected 'a' at line 1, column 1 (byte 0); expected url";
    let (stdout, _) = run("check", &["--jsonl"], "a\x01b\n", 1);
    let error = &records(&stdout)[0]["error"];
    assert_eq!(error["offset"], 0);
    assert_eq!(error["message"], at_start);
    let (stdout, _) = run("parse", &["--json"], "a\x01b\n", 1);
    assert_eq!(records(&stdout)[0]["error"]["message"], at_start);
    let (stdout, _) = run("rule", &["url", "--jsonl"], "a\x01b\n", 1);
    assert_eq!(records(&stdout)[0]["error"]["message"], at_start);

    // In human output too: the message, the byte and the caret agree.
    let (stdout, _) = run("rule", &["url"], "a\x01b\n", 1);
    assert_eq!(
        stdout,
        "line 1: invalid url: unexpected 'a' at line 1, column 1 (byte 0); expected url\n  \
         | a\\u{1}b\n  \
         | ^\n"
    );
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
    let (_, stderr) = run("check", &["/definitely/not/here.txt"], "", 2);
    assert!(
        stderr.contains("cannot read /definitely/not/here.txt"),
        "{stderr}"
    );
}

#[test]
fn an_unknown_flag_is_a_usage_error() {
    run("check", &["--frobnicate"], "", 2);
}

#[test]
fn a_ten_megabyte_line_is_checked_without_crashing() {
    let mut line = long_line(b"http://example.com/");
    line.extend_from_slice(b"~\n");
    let (stdout, _) = run("check", &["--jsonl"], line, 1);
    let records = records(&stdout);
    assert_eq!(records[0]["error"]["offset"], TEN_MB);
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
    let (stdout, stderr) = run("check", &["--jsonl", "--lint"], LINTED, 1);
    let records = records(&stdout);
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
    let (stdout, stderr) = run("check", &["--jsonl"], LINTED, 1);
    for record in records(&stdout) {
        assert!(record.get("lints").is_none(), "{record}");
    }
    assert!(!stderr.contains("lint"), "{stderr}");
}

#[test]
fn lint_appends_the_lints_to_human_lines() {
    let (stdout, _) = run("check", &["--lint"], LINTED, 1);
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
    let (stdout, _) = run(
        "check",
        &["--jsonl", "--lint", "--lenient"],
        "HTTP://x.com:80/\nFTP://u:p@h/\n",
        0,
    );
    let records = records(&stdout);
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
    let (parallel, _) = run(
        "check",
        &["--jsonl", "--lint", "--jobs", "2"],
        input.clone(),
        0,
    );
    let (serial, _) = run(
        "check",
        &["--jsonl", "--lint", "--jobs", "1"],
        input.clone(),
        0,
    );
    assert_eq!(parallel, serial);
    let records = records(&parallel);
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
    input.extend_from_slice(&long_line(b"http://example.com:8080/"));
    input.push(b'\n');
    let (stdout, stderr) = run("check", &["--jsonl", "--lint"], input, 1);
    let records = records(&stdout);
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
    let (stdout, _) = run("check", &["--lint"], "", 0);
    assert!(
        stdout.starts_with("0 lines: 0 valid (100.0%), 0 invalid; 0 lints;"),
        "{stdout}"
    );
}

/// Section 2.2: a character a URL never holds as it is is named with its class and
/// its encoding, in the CLI as in the library's `Display`.
#[test]
fn an_unsafe_character_is_named_with_its_encoding() {
    let message = "unsafe character '~' (section 2.2: a national character, which gateways \
                   are known to modify; write it as %7E) at line 1, column 14 (byte 13); \
                   expected end of input";
    let (stdout, _) = run("check", &[], "http://a.com/~u\n", 1);
    let first = stdout.lines().next().unwrap_or_default();
    assert_eq!(first, format!("1: invalid: http://a.com/~u: {message}"));
    let error = url_grammar::Url::parse("http://a.com/~u").unwrap_err();
    assert_eq!(error.to_string(), message);
}
