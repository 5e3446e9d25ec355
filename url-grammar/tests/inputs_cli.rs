//! Several inputs for `check`, `extract` and `parse -f` (each report names its file,
//! an unreadable file is reported and the others still processed, exit 2), and input
//! bytes that are not UTF-8 kept whole: in `input_hex` / `url_hex` in JSON, as `\xHH`
//! in human output.

mod common;

use std::path::{Path, PathBuf};

use common::{records, rfc1738};
use serde_json::Value;

/// A scratch directory for one test, holding `files` (name, contents).
fn files(test: &str, files: &[(&str, &[u8])]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("inputs_cli")
        .join(test);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    for (name, contents) in files {
        std::fs::write(dir.join(name), contents).expect("a scratch file");
    }
    dir
}

/// Runs `rfc1738 ARGS...` in `dir` with `stdin`; returns the exit status, standard
/// output and standard error.
fn run_in(dir: &Path, args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let output = rfc1738()
        .current_dir(dir)
        .args(args)
        .write_stdin(stdin.to_vec())
        .output()
        .expect("the tool runs");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8 errors");
    assert!(!stderr.contains("panicked"), "{stderr}");
    (
        output.status.code().expect("an exit status"),
        String::from_utf8(output.stdout).expect("UTF-8 output"),
        stderr,
    )
}

/// Decodes lower-case hexadecimal.
fn unhex(hex: &str) -> Vec<u8> {
    assert_eq!(hex.len() % 2, 0, "{hex}");
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex digits"))
        .collect()
}

const A: &[u8] = b"http://a.example/\nHTTP://x.com/\n";
const B: &[u8] = b"ftp://b.example/f\n";

#[test]
fn check_names_the_file_of_each_line_when_there_are_several() {
    let dir = files("check_human", &[("a.txt", A), ("b.txt", B)]);
    let (code, stdout, _) = run_in(&dir, &["check", "a.txt", "b.txt"], b"");
    assert_eq!(code, 1, "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "a.txt:1: valid httpurl: http://a.example/");
    assert!(
        lines[1].starts_with("a.txt:2: invalid: HTTP://x.com/: "),
        "{stdout}"
    );
    assert_eq!(lines[2], "b.txt:1: valid ftpurl: ftp://b.example/f");
    assert!(lines[3].starts_with("3 lines: 2 valid"), "{stdout}");
}

#[test]
fn check_json_names_file_and_line_only_when_there_are_several() {
    let dir = files("check_json", &[("a.txt", A), ("b.txt", B)]);
    let (_, stdout, _) = run_in(&dir, &["check", "--json", "a.txt", "-", "b.txt"], B);
    let all = records(&stdout);
    let places: Vec<(&str, u64)> = all
        .iter()
        .map(|r| (r["file"].as_str().unwrap(), r["line"].as_u64().unwrap()))
        .collect();
    assert_eq!(
        places,
        [
            ("a.txt", 1),
            ("a.txt", 2),
            ("(standard input)", 1),
            ("b.txt", 1)
        ]
    );
    let (code, stdout, _) = run_in(&dir, &["check", "--json", "a.txt"], b"");
    assert_eq!(code, 1);
    let single = records(&stdout);
    assert_eq!(single.len(), 2);
    assert!(single
        .iter()
        .all(|r| r.get("file").is_none() && r.get("line").is_none()));
}

#[test]
fn check_reports_a_missing_file_and_checks_the_others() {
    let dir = files("check_missing", &[("a.txt", A), ("b.txt", B)]);
    for json in [false, true] {
        let mut args = vec!["check", "a.txt", "missing.txt", "b.txt"];
        if json {
            args.push("--json");
        }
        let (code, stdout, stderr) = run_in(&dir, &args, b"");
        assert_eq!(code, 2, "{stderr}");
        assert!(
            stderr.contains("rfc1738: cannot read missing.txt: "),
            "{stderr}"
        );
        assert!(
            stderr.ends_with("rfc1738: 1 of 3 inputs could not be read\n"),
            "{stderr}"
        );
        assert!(stdout.contains("ftp://b.example/f"), "{stdout}");
        assert!(stdout.contains("http://a.example/"), "{stdout}");
        let summary = if json { &stderr } else { &stdout };
        assert!(summary.contains("3 lines: 2 valid"), "{summary}");
    }
}

#[test]
fn extract_names_the_file_of_each_url_and_skips_a_missing_one() {
    let dir = files(
        "extract",
        &[
            (
                "a.txt",
                b"see <URL:ftp://a.example/x> and\nhttp://b.example/~u\n",
            ),
            ("b.txt", b"\n\nnews:comp.lang\n"),
        ],
    );
    let (code, stdout, stderr) = run_in(&dir, &["extract", "a.txt", "nope", "b.txt"], b"");
    assert_eq!(code, 2, "{stderr}");
    assert_eq!(
        stdout,
        "a.txt:1:ftp://a.example/x\na.txt:2:http://b.example/~u\nb.txt:3:news:comp.lang\n"
    );
    assert!(
        stderr.contains("rfc1738: a.txt:2: http://b.example/~u: not an RFC 1738 URL"),
        "{stderr}"
    );
    assert!(stderr.contains("rfc1738: cannot read nope: "), "{stderr}");
    assert!(
        stderr.ends_with("rfc1738: 1 of 3 inputs could not be read\n"),
        "{stderr}"
    );

    let (code, stdout, _) = run_in(&dir, &["extract", "--json", "a.txt", "b.txt"], b"");
    assert_eq!(code, 1);
    let found: Vec<(String, u64)> = records(&stdout)
        .iter()
        .map(|r| {
            (
                r["file"].as_str().unwrap().to_owned(),
                r["line"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            ("a.txt".to_owned(), 1),
            ("a.txt".to_owned(), 2),
            ("b.txt".to_owned(), 3)
        ]
    );
}

#[test]
fn parse_reads_several_files_and_skips_a_missing_one() {
    let dir = files("parse", &[("a.txt", A), ("b.txt", B)]);
    let (code, stdout, stderr) = run_in(
        &dir,
        &[
            "parse",
            "--json",
            "gopher://h",
            "-f",
            "a.txt",
            "-f",
            "missing",
            "-f",
            "b.txt",
        ],
        b"",
    );
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("rfc1738: cannot read missing: "),
        "{stderr}"
    );
    assert!(
        stderr.ends_with("rfc1738: 1 of 3 inputs could not be read\n"),
        "{stderr}"
    );
    let places: Vec<(Value, Value, bool)> = records(&stdout)
        .iter()
        .map(|r| {
            (
                r.get("file").cloned().unwrap_or(Value::Null),
                r.get("line").cloned().unwrap_or(Value::Null),
                r["valid"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        places,
        [
            (Value::Null, Value::Null, true),
            ("a.txt".into(), 1.into(), true),
            ("a.txt".into(), 2.into(), false),
            ("b.txt".into(), 1.into(), true),
        ]
    );
    let (code, stdout, _) = run_in(&dir, &["parse", "-f", "a.txt", "--file", "b.txt"], b"");
    assert_eq!(code, 1);
    assert!(
        stdout.starts_with("a.txt:1: valid httpurl \"http://a.example/\"\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("\n\na.txt:2: invalid \"HTTP://x.com/\"\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("\n\nb.txt:1: valid ftpurl \"ftp://b.example/f\"\n"),
        "{stdout}"
    );
}

/// A line that is not UTF-8: a Latin-1 "é", a lone continuation byte, a truncated
/// three-byte sequence and a NUL.
const NOT_UTF8: &[u8] = b"http://h/caf\xe9/\x80x\xe2\x82\x00";

#[test]
fn check_keeps_the_bytes_of_a_line_that_is_not_utf8() {
    let mut input = b"http://ok/\n".to_vec();
    input.extend_from_slice(NOT_UTF8);
    input.extend_from_slice(b"\r\n");
    let dir = files("check_bytes", &[("bytes.txt", &input)]);
    let (code, stdout, _) = run_in(&dir, &["check", "--json", "bytes.txt"], b"");
    assert_eq!(code, 1);
    let lines = records(&stdout);
    assert!(lines[0].get("input_hex").is_none(), "{stdout}");
    let hex = lines[1]["input_hex"].as_str().expect("input_hex");
    assert_eq!(unhex(hex), NOT_UTF8);
    assert!(lines[1]["input"].as_str().unwrap().contains('\u{fffd}'));

    let (_, stdout, _) = run_in(&dir, &["check", "bytes.txt"], b"");
    assert!(
        stdout.contains(r"2: invalid: http://h/caf\xe9/\x80x\xe2\x82\0: invalid UTF-8 at byte 12"),
        "{stdout}"
    );
}

#[test]
fn parse_rule_and_extract_keep_the_bytes_too() {
    let dir = files("other_bytes", &[]);
    let (_, stdout, _) = run_in(&dir, &["parse", "--json", "-"], NOT_UTF8);
    assert_eq!(
        unhex(records(&stdout)[0]["input_hex"].as_str().unwrap()),
        NOT_UTF8
    );
    let (_, stdout, _) = run_in(&dir, &["parse", "-"], NOT_UTF8);
    assert!(
        stdout.starts_with(r#"invalid "http://h/caf\xe9/\x80x\xe2\x82\0""#),
        "{stdout}"
    );

    let (_, stdout, _) = run_in(&dir, &["rule", "--json", "url"], NOT_UTF8);
    assert_eq!(
        unhex(records(&stdout)[0]["input_hex"].as_str().unwrap()),
        NOT_UTF8
    );
    let (_, stdout, _) = run_in(&dir, &["rule", "url"], NOT_UTF8);
    assert!(
        stdout.contains(r#"invalid url "http://h/caf\xe9/\x80x\xe2\x82\0": "#),
        "{stdout}"
    );

    let mut text = b"see <URL:".to_vec();
    text.extend_from_slice(b"http://h/caf\xe9>");
    let (code, stdout, _) = run_in(&dir, &["extract", "--json"], &text);
    assert_eq!(code, 1);
    assert_eq!(
        unhex(records(&stdout)[0]["url_hex"].as_str().unwrap()),
        b"http://h/caf\xe9"
    );
    let (_, stdout, _) = run_in(&dir, &["extract"], &text);
    assert_eq!(stdout, "http://h/caf\\xe9\n");
}

#[test]
fn a_long_line_that_is_not_utf8_gives_a_bounded_report() {
    let mut line = b"http://h/".to_vec();
    line.resize(1 << 20, b'a');
    line.push(0xff);
    let dir = files("long_bytes", &[]);
    for args in [&["parse", "-"][..], &["rule", "url"][..]] {
        let (code, stdout, _) = run_in(&dir, args, &line);
        assert_eq!(code, 1, "{args:?}");
        assert!(stdout.len() < 2_000, "{args:?}: {} bytes", stdout.len());
        assert!(stdout.contains("… (1048577 bytes)"), "{args:?}: {stdout}");
    }
}
