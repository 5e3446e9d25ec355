//! `rfc1738 parse` run as a program: the typed tree and the semantics of the RFC's
//! own examples, JSON and human output, and bad inputs (invalid UTF-8, NUL, a 10 MB
//! line, an empty input, a missing file), each with its exit status and no panic.

mod common;

use common::{records, rfc1738, run, two_long_lines};
use predicates::prelude::*;
use serde_json::Value;

/// Checks that every node of `tree` has the text of `input` at its span, and that
/// its children lie inside it, in input order; returns the rule names, depth first.
fn walk(tree: &Value, input: &str, rules: &mut Vec<String>) {
    let start = tree["start"].as_u64().expect("start") as usize;
    let end = tree["end"].as_u64().expect("end") as usize;
    assert_eq!(tree["text"], input[start..end], "text of {tree}");
    if let Some(rule) = tree["rule"].as_str() {
        rules.push(rule.to_owned());
    }
    let mut at = start;
    for child in tree["children"].as_array().expect("children") {
        let child_start = child["start"].as_u64().unwrap() as usize;
        assert!(child_start >= at, "children in order inside their parent");
        at = child["end"].as_u64().unwrap() as usize;
        assert!(at <= end, "a child ends inside its parent");
        walk(child, input, rules);
    }
}

/// The node of `tree` for `rule`, depth first.
fn find<'v>(tree: &'v Value, rule: &str) -> Option<&'v Value> {
    if tree["rule"] == rule {
        return Some(tree);
    }
    tree["children"]
        .as_array()?
        .iter()
        .find_map(|child| find(child, rule))
}

#[test]
fn rfc_ftp_example_gives_cwd_then_retr() {
    // RFC 1738 section 3.2.2: "ftp://myname@host.dom/%2Fetc/motd" is interpreted
    // by FTP-ing to "host.dom", logging in as "myname" (prompting for a password
    // if it is asked for), and then executing "CWD /etc" and then "RETR motd".
    let input = "ftp://myname@host.dom/%2Fetc/motd";
    let (stdout, _) = run("parse", &["--json", input], "", 0);
    let records = records(&stdout);
    assert_eq!(records.len(), 1);
    let record = &records[0];
    assert_eq!(record["input"], input);
    assert_eq!(record["valid"], true);
    assert_eq!(record["error"], Value::Null);
    let semantics = &record["semantics"];
    assert_eq!(semantics["scheme"], "ftp");
    assert_eq!(semantics["production"], "ftpurl");
    assert_eq!(semantics["user"], "myname");
    assert_eq!(semantics["password"], Value::Null);
    assert_eq!(semantics["host"], "host.dom");
    assert_eq!(semantics["port"], Value::Null);
    assert_eq!(semantics["effective_port"], 21);
    assert_eq!(semantics["lints"], serde_json::json!([]));
    assert_eq!(semantics["view"]["kind"], "ftp");
    assert_eq!(
        semantics["view"]["ftp_commands"],
        serde_json::json!([
            "USER myname",
            "PASS <ask the user>",
            "CWD /etc",
            "RETR motd"
        ])
    );

    let tree = &record["tree"];
    let mut rules = Vec::new();
    walk(tree, input, &mut rules);
    assert_eq!(rules[..2], ["url", "ftpurl"]);
    assert_eq!(find(tree, "user").unwrap()["text"], "myname");
    assert_eq!(find(tree, "host").unwrap()["text"], "host.dom");
    let fpath = find(tree, "fpath").expect("an fpath node");
    let segments: Vec<&Value> = fpath["children"]
        .as_array()
        .unwrap()
        .iter()
        .map(|segment| &segment["text"])
        .collect();
    assert_eq!(segments, ["%2Fetc", "motd"]);
}

#[test]
fn rfc_ftp_example_in_human_form() {
    let (stdout, _) = run("parse", &["ftp://myname@host.dom/%2Fetc/motd"], "", 0);
    assert!(stdout.starts_with("valid ftpurl \"ftp://myname@host.dom/%2Fetc/motd\"\n"));
    assert!(stdout.contains("\n└── ftpurl 0..33 "), "{stdout}");
    assert!(stdout.contains("├── user 6..12 \"myname\""), "{stdout}");
    assert!(
        stdout.contains("└── hostport 13..21 \"host.dom\""),
        "{stdout}"
    );
    assert!(stdout.contains("\n  effective port  21\n"), "{stdout}");
    assert!(stdout.contains("\n  user            myname\n"), "{stdout}");
    let cwd = stdout.find("CWD /etc").expect("a CWD command");
    let retr = stdout.find("RETR motd").expect("a RETR command");
    assert!(cwd < retr, "CWD /etc comes before RETR motd");
}

#[test]
fn gopher_without_a_type_is_type_1() {
    // Section 3.4: "If <gophertype> is not present, it defaults to 1" (and the
    // default port is 70).
    let (stdout, _) = run("parse", &["--json", "gopher://host"], "", 0);
    let record = &records(&stdout)[0];
    let view = &record["semantics"]["view"];
    assert_eq!(view["kind"], "gopher");
    assert_eq!(view["gopher_type"], "1");
    assert_eq!(view["default_type"], true);
    assert_eq!(view["selector"], "");
    assert_eq!(view["search"], Value::Null);
    assert_eq!(record["semantics"]["effective_port"], 70);

    let (stdout, _) = run("parse", &["gopher://host"], "", 0);
    assert!(
        stdout.contains("\n  gopher type     1 (default, section 3.4)\n"),
        "{stdout}"
    );
}

#[test]
fn gopher_search_and_selector_are_split_at_the_tab() {
    let (stdout, _) = run("parse", &["--json", "gopher://h/7index%09query"], "", 0);
    let view = &records(&stdout)[0]["semantics"]["view"];
    assert_eq!(view["gopher_type"], "7");
    assert_eq!(view["selector"], "index");
    assert_eq!(view["search"], "query");
}

#[test]
fn lints_are_reported_and_decoded_controls_are_escaped() {
    let input = "gopher://mail.example.com:25/0%0D%0AHELO%20x";
    let (stdout, _) = run("parse", &["--json", input], "", 0);
    let semantics = &records(&stdout)[0]["semantics"];
    assert_eq!(
        semantics["lints"],
        serde_json::json!(["RFC1738-L002", "RFC1738-L004"])
    );
    assert_eq!(semantics["port"], 25);
    assert_eq!(semantics["view"]["selector"], "\r\nHELO x");

    let (stdout, _) = run("parse", &[input], "", 0);
    assert!(stdout.contains("RFC1738-L002 warning: port 25"), "{stdout}");
    assert!(stdout.contains("RFC1738-L004 warning"), "{stdout}");
    // The decoded CR LF is shown escaped, never sent to the terminal.
    assert!(stdout.contains(r"\r\nHELO x (%0D%0AHELO%20x)"), "{stdout}");
    assert!(!stdout.contains('\r'));
}

#[test]
fn an_invalid_url_gives_a_located_error() {
    let (stdout, _) = run("parse", &["--json", "HTTP://x.com/"], "", 1);
    let record = &records(&stdout)[0];
    assert_eq!(record["valid"], false);
    assert_eq!(record["tree"], Value::Null);
    assert_eq!(record["semantics"], Value::Null);
    let error = &record["error"];
    assert_eq!(error["offset"], 0);
    assert_eq!(error["line"], 1);
    assert_eq!(error["column"], 1);
    assert_eq!(error["expected"], serde_json::json!(["url"]));
    assert!(error["message"]
        .as_str()
        .unwrap()
        .starts_with("unexpected 'H'"));

    let (stdout, _) = run("parse", &["http://x.com/a b"], "", 1);
    assert_eq!(
        stdout,
        "invalid \"http://x.com/a b\"\n\
         unsafe character ' ' (section 2.2: spaces may disappear or appear when URLs are \
         transcribed; write it as %20) at line 1, column 15 (byte 14); expected end of input\n  \
         | http://x.com/a b\n  \
         |               ^\n"
    );
}

#[test]
fn lenient_folds_the_scheme_and_keeps_the_input_text() {
    let (stdout, _) = run("parse", &["--lenient", "--json", "HTTP://x.com/"], "", 0);
    let record = &records(&stdout)[0];
    assert_eq!(record["semantics"]["scheme"], "http");
    assert_eq!(record["semantics"]["scheme_case_folded"], true);
    assert_eq!(record["tree"]["text"], "HTTP://x.com/");
    let mut rules = Vec::new();
    walk(&record["tree"], "HTTP://x.com/", &mut rules);
    assert!(rules.contains(&"httpurl".to_owned()));

    let (stdout, _) = run("parse", &["--lenient", "HTTP://x.com/"], "", 0);
    assert!(
        stdout.contains("\n  scheme          http (written HTTP; section 2.1)\n"),
        "{stdout}"
    );
}

#[test]
fn several_urls_are_reported_in_order_and_one_invalid_gives_status_1() {
    let (stdout, _) = run(
        "parse",
        &["--json", "news:comp.lang", "-", "mailto:a@b.c"],
        "wais://h/db?q\nnope\n",
        1,
    );
    let records = records(&stdout);
    let inputs: Vec<&Value> = records.iter().map(|r| &r["input"]).collect();
    assert_eq!(
        inputs,
        ["news:comp.lang", "wais://h/db?q", "nope", "mailto:a@b.c"]
    );
    let valid: Vec<&Value> = records.iter().map(|r| &r["valid"]).collect();
    assert_eq!(valid, [true, true, false, true]);
    assert_eq!(records[1]["semantics"]["production"], "waisindex");
    assert_eq!(records[1]["semantics"]["view"]["search"], "q");

    let (stdout, _) = run("parse", &["news:comp.lang", "mailto:a@b.c"], "", 0);
    assert!(
        stdout.contains("\n  newsgroup       comp.lang\n"),
        "{stdout}"
    );
    assert!(stdout.contains("\n  address         a@b.c\n"), "{stdout}");
}

#[test]
fn urls_are_read_from_a_file() {
    let path = std::env::temp_dir().join(format!("rfc1738-parse-{}.txt", std::process::id()));
    std::fs::write(&path, "telnet://u:p@h/\r\nfile://h/a/b\n").unwrap();
    let (stdout, _) = run(
        "parse",
        &["--json", "--file", path.to_str().unwrap(), "ftp://h/x"],
        "",
        0,
    );
    std::fs::remove_file(&path).unwrap();
    let records = records(&stdout);
    let productions: Vec<&Value> = records
        .iter()
        .map(|r| &r["semantics"]["production"])
        .collect();
    assert_eq!(productions, ["ftpurl", "telneturl", "fileurl"]);
    assert_eq!(
        records[1]["semantics"]["lints"],
        serde_json::json!(["RFC1738-L003"])
    );
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_an_invalid_url() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    let output = rfc1738()
        .args(["parse", "--json"])
        .arg(OsStr::from_bytes(b"http://a/\xff"))
        .assert()
        .code(1)
        .stderr(predicate::str::contains("panicked").not())
        .get_output()
        .stdout
        .clone();
    let record = &records(&String::from_utf8(output).unwrap())[0];
    assert_eq!(record["valid"], false);
    assert_eq!(record["input"], "http://a/\u{fffd}");
    assert_eq!(record["error"]["offset"], 9);
    assert!(record["error"]["message"]
        .as_str()
        .unwrap()
        .starts_with("invalid UTF-8 at byte 9"));
}

#[test]
fn invalid_utf8_and_nul_on_standard_input_are_invalid_urls() {
    let (stdout, _) = run(
        "parse",
        &["--json"],
        &b"http://a/\xfe\nhttp://a/\x00b\n"[..],
        1,
    );
    let records = records(&stdout);
    assert_eq!(records.len(), 2);
    assert!(records[0]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("invalid UTF-8"));
    assert_eq!(records[1]["error"]["offset"], 9);
    assert!(records[1]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("control character U+0000"));

    // The caret line shows the NUL escaped, the caret under the escape.
    let (stdout, _) = run("parse", &[], &b"http://a/\x00b\n"[..], 1);
    assert!(
        stdout.contains("  | http://a/\\0b\n  |          ^"),
        "{stdout}"
    );
    assert!(!stdout.contains('\0'));
}

#[test]
fn a_ten_megabyte_line_gives_a_bounded_report() {
    let (stdout, _) = run("parse", &[], two_long_lines(), 1);
    assert!(stdout.len() < 10_000, "{} bytes of output", stdout.len());
    assert!(stdout.starts_with("valid httpurl \"http://example.com/aaa"));
    assert!(
        stdout.contains("└── hsegment 19..10485760 \"aaa"),
        "{stdout}"
    );
    assert!(stdout.contains("(10485741 bytes)"), "{stdout}");
    assert!(stdout.contains("\n  effective port  80\n"), "{stdout}");
    assert!(
        stdout.contains(
            "write it as %7E) at line 1, column 10485761 (byte 10485760); expected end of input"
        ),
        "{stdout}"
    );
}

#[test]
fn an_empty_input_parses_nothing() {
    let (stdout, stderr) = run("parse", &[], "", 0);
    assert_eq!(stdout, "");
    assert!(stderr.contains("no URL to parse"), "{stderr}");
}

#[test]
fn a_missing_file_is_an_io_error_and_the_urls_are_still_parsed() {
    let (stdout, stderr) = run(
        "parse",
        &["http://x.com/", "--file", "/definitely/not/here.txt"],
        "",
        2,
    );
    assert!(
        stdout.starts_with("valid httpurl \"http://x.com/\"\n"),
        "{stdout}"
    );
    assert!(
        stderr.contains("cannot read /definitely/not/here.txt"),
        "{stderr}"
    );
}

#[test]
fn an_unknown_flag_is_a_usage_error() {
    let (_, stderr) = run("parse", &["--frobnicate"], "", 2);
    assert!(stderr.contains("--frobnicate"), "{stderr}");
}
