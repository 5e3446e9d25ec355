//! `rfc1738 rule` run as a program: text against single rules of the grammar, by
//! the RFC's names or the grammar's, and bad inputs (an unknown rule, invalid
//! UTF-8, NUL, a 10 MB line, an empty input), each with its exit status and no
//! panic.

mod common;

use common::{records, rfc1738, run, two_long_lines};
use predicates::prelude::*;
use serde_json::Value;

#[test]
fn a_hostname_shows_its_labels() {
    let (stdout, _) = run("rule", &["hostname", "www.example.com"], "", 0);
    assert_eq!(
        stdout,
        "valid hostname\n\
         hostname 0..15 \"www.example.com\"\n\
         ├── domainlabel 0..3 \"www\"\n\
         ├── domainlabel 4..11 \"example\"\n\
         └── toplabel 12..15 \"com\"\n"
    );
}

#[test]
fn rfc_and_grammar_names_name_the_same_rule() {
    let (by_rfc, _) = run("rule", &["ip-schemepart", "//user@host:21/x"], "", 0);
    let (by_grammar, _) = run("rule", &["ip_schemepart", "//user@host:21/x"], "", 0);
    assert_eq!(by_rfc, by_grammar);
    assert!(by_rfc.starts_with("valid ip-schemepart\n"), "{by_rfc}");
    assert!(by_rfc.contains("├── user 2..6 \"user\""), "{by_rfc}");
    assert!(by_rfc.contains("port 12..14 \"21\""), "{by_rfc}");

    let (stdout, _) = run("rule", &["gopher+_string", "a%09b"], "", 0);
    assert!(stdout.starts_with("valid gopher+_string"), "{stdout}");
}

#[test]
fn text_the_rule_rejects_is_shown_with_a_caret() {
    let (stdout, _) = run("rule", &["hostname", "a b"], "", 1);
    assert_eq!(
        stdout,
        "invalid hostname: unsafe character ' ' (section 2.2: spaces may disappear or appear \
         when URLs are transcribed; write it as %20) at line 1, column 2 (byte 1); expected \
         end of input\n  \
         | a b\n  \
         |  ^\n"
    );
}

#[test]
fn jsonl_reports_each_line_of_standard_input() {
    // Section 5: scheme = 1*[ lowalpha | digit | "+" | "-" | "." ].
    let (stdout, _) = run("rule", &["scheme", "--jsonl"], "ftp\nFTP\n1x\n", 1);
    let records = records(&stdout);
    let valid: Vec<&Value> = records.iter().map(|r| &r["valid"]).collect();
    assert_eq!(valid, [true, false, true]);
    assert_eq!(records[1]["rule"], "scheme");
    assert_eq!(records[1]["error"]["offset"], 0);
    assert_eq!(
        records[1]["error"]["expected"],
        serde_json::json!(["scheme"])
    );
}

#[test]
fn an_unknown_rule_is_a_usage_error_naming_close_rules() {
    let (stdout, stderr) = run("rule", &["hostnam", "x"], "", 2);
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        "rfc1738: unknown rule 'hostnam': did you mean hostname?\n"
    );

    let (_, stderr) = run("rule", &["ipschemepart", "x"], "", 2);
    assert!(stderr.contains("ip-schemepart"), "{stderr}");

    let (_, stderr) = run("rule", &["zzzzzzzzzz", "x"], "", 2);
    assert!(
        stderr.contains("run `rfc1738 grammar` to list the rules"),
        "{stderr}"
    );
}

#[test]
fn invalid_utf8_and_nul_are_rejected_clearly() {
    let (stdout, _) = run(
        "rule",
        &["host", "--jsonl"],
        &b"a\xffb\na\x00b\nab\n"[..],
        1,
    );
    let records = records(&stdout);
    assert_eq!(records.len(), 3);
    assert_eq!(records[0]["error"]["offset"], 1);
    assert!(records[0]["error"]["message"]
        .as_str()
        .unwrap()
        .starts_with("invalid UTF-8 at byte 1"));
    assert!(records[1]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("control character U+0000"));
    assert_eq!(records[2]["valid"], true);

    let (stdout, _) = run("rule", &["host"], &b"a\x00b\n"[..], 1);
    assert!(stdout.contains("  | a\\0b\n  |  ^"), "{stdout}");
    assert!(
        stdout.starts_with(
            "line 1: invalid host: control character U+0000: URLs hold only printable ASCII \
             (section 2.2) at line 1, column 2 (byte 1); expected end of input\n"
        ),
        "{stdout}"
    );
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_invalid_text_as_on_standard_input() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    // As `parse` does: the bytes are reported as text that is not UTF-8 (status
    // 1), not refused as a usage error (status 2).
    let by_argument = |args: &[&str]| {
        let output = rfc1738()
            .args(["rule", "host"])
            .args(args)
            .arg(OsStr::from_bytes(b"a\xff"))
            .assert()
            .code(1)
            .stderr(predicate::str::contains("panicked").not())
            .get_output()
            .clone();
        assert_eq!(String::from_utf8(output.stderr).unwrap(), "");
        String::from_utf8(output.stdout).expect("the output is UTF-8")
    };
    let stdout = by_argument(&[]);
    assert!(
        stdout.starts_with(
            "invalid host \"a\\xff\": invalid UTF-8 at byte 1: a URL is a sequence of ASCII \
             characters (section 2.2) at line 1, column 2 (byte 1)\n"
        ),
        "{stdout}"
    );
    let (from_stdin, _) = run("rule", &["host"], &b"a\xff\n"[..], 1);
    assert_eq!(format!("line 1: {stdout}"), from_stdin);

    let record = &records(&by_argument(&["--jsonl"]))[0];
    let (from_stdin, _) = run("rule", &["host", "--jsonl"], &b"a\xff\n"[..], 1);
    assert_eq!(record, &records(&from_stdin)[0]);
    assert_eq!(record["valid"], false);
    assert_eq!(record["input"], "a\u{fffd}");
    assert_eq!(record["error"]["offset"], 1);
}

#[test]
fn a_ten_megabyte_line_gives_a_bounded_report() {
    let (stdout, _) = run("rule", &["url"], two_long_lines(), 1);
    assert!(stdout.len() < 10_000, "{} bytes of output", stdout.len());
    assert!(stdout.starts_with("line 1: valid url\n"), "{stdout}");
    assert!(stdout.contains("hpath 19..10485760 \"aaa"), "{stdout}");
    assert!(stdout.contains("(10485741 bytes)"), "{stdout}");
    assert!(
        stdout.contains("line 2: invalid url: unsafe character '~' (section 2.2: a national character, which gateways are known to modify; write it as %7E) at line 1, column 10485761"),
        "{stdout}"
    );
}

#[test]
fn an_empty_input_checks_nothing_and_says_so() {
    for args in [&["url"][..], &["url", "-"], &["url", "--jsonl"]] {
        let (stdout, stderr) = run("rule", args, "", 0);
        assert_eq!(stdout, "");
        assert_eq!(stderr, "rfc1738: no text to check: the input is empty\n");
    }
    // An empty argument is a text, checked like any other.
    let (stdout, stderr) = run("rule", &["url", ""], "", 1);
    assert!(
        stdout.starts_with("invalid url: unexpected end of input at line 1, column 1 (byte 0)"),
        "{stdout}"
    );
    assert_eq!(stderr, "");
}

#[test]
fn a_missing_rule_argument_is_a_usage_error() {
    let (_, stderr) = run("rule", &[], "", 2);
    assert!(stderr.contains("<RULE>"), "{stderr}");
}
