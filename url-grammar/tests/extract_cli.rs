//! `rfc1738 extract` run as a program: the RFC's own Appendix example, and bad
//! inputs (an invalid URL, invalid UTF-8, NUL, a 10 MB line, an empty file, a
//! missing file), each with its exit status and no panic.

mod common;

use common::{records, run, TEN_MB};
use serde_json::Value;

/// The example paragraph of the RFC's "APPENDIX: Recommendations for URLs in
/// Context", as the OCR copy of RFC 1738 in `shared/seeds/000_f2208efed963f475.txt`
/// (line 679) holds it: the published RFC broke the URLs across lines, which this
/// copy joined with spaces.
const APPENDIX_OCR: &str = "Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc; \
type=d> but you can probably pick it up from <URL:ftp://ds.in ternic.net/rfc>. Note the \
warning in <URL:http://ds.internic. net/instructions/overview.html#WARNING>.\n";

/// The same paragraph as RFC 1738 prints it, Appendix, page 23 (indented, the URLs
/// broken across lines).
const APPENDIX_RFC: &str = "   Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;
   type=d> but you can probably pick it up from <URL:ftp://ds.in
   ternic.net/rfc>.  Note the warning in <URL:http://ds.internic.
   net/instructions/overview.html#WARNING>.
";

#[test]
fn the_appendix_example_yields_its_three_urls() {
    for paragraph in [APPENDIX_OCR, APPENDIX_RFC] {
        let (stdout, stderr) = run("extract", &[], paragraph, 0);
        assert_eq!(
            stdout,
            "ftp://info.cern.ch/pub/www/doc;type=d\n\
             ftp://ds.internic.net/rfc\n\
             http://ds.internic.net/instructions/overview.html#WARNING\n"
        );
        assert_eq!(stderr, "");
    }
}

#[test]
fn the_appendix_example_as_json_lines() {
    for paragraph in [APPENDIX_OCR, APPENDIX_RFC] {
        let (stdout, _) = run("extract", &["--jsonl"], paragraph, 0);
        let records = records(&stdout);
        let urls: Vec<&Value> = records.iter().map(|r| &r["url"]).collect();
        assert_eq!(
            urls,
            [
                "ftp://info.cern.ch/pub/www/doc;type=d",
                "ftp://ds.internic.net/rfc",
                "http://ds.internic.net/instructions/overview.html",
            ]
        );
        let fragments: Vec<Option<&str>> = records.iter().map(|r| r["fragment"].as_str()).collect();
        assert_eq!(fragments, [None, None, Some("WARNING")]);
        let productions: Vec<&Value> = records.iter().map(|r| &r["production"]).collect();
        assert_eq!(productions, ["ftpurl", "ftpurl", "httpurl"]);
        for record in &records {
            assert_eq!(record["wrapped"], "url");
            assert_eq!(record["error"], Value::Null);
            let (start, end) = (
                record["start"].as_u64().unwrap(),
                record["end"].as_u64().unwrap(),
            );
            let wrapper = &paragraph[start as usize..end as usize];
            assert!(
                wrapper.starts_with("<URL:") && wrapper.ends_with('>'),
                "{wrapper}"
            );
        }
    }
}

#[test]
fn the_appendix_example_from_a_file() {
    let path = std::env::temp_dir().join(format!("rfc1738-appendix-{}.txt", std::process::id()));
    std::fs::write(&path, APPENDIX_RFC).unwrap();
    let (stdout, _) = run("extract", &["--jsonl", path.to_str().unwrap()], "", 0);
    std::fs::remove_file(&path).unwrap();
    let records = records(&stdout);
    // Each URL starts on its own line of the RFC's layout.
    let lines: Vec<&Value> = records.iter().map(|r| &r["line"]).collect();
    assert_eq!(lines, [1, 2, 3]);
    assert_eq!(records[2]["fragment"], "WARNING");
}

#[test]
fn an_invalid_url_found_gives_status_1_and_a_reason() {
    let (stdout, stderr) = run(
        "extract",
        &[],
        "see <URL:http://www.example.com/~user> here\n",
        1,
    );
    assert_eq!(stdout, "http://www.example.com/~user\n");
    assert!(
        stderr
            .contains("line 1: http://www.example.com/~user: not an RFC 1738 URL: unsafe character '~' (section 2.2: a national character, which gateways are known to modify; write it as %7E)"),
        "{stderr}"
    );
}

#[test]
fn invalid_utf8_around_urls_is_skipped() {
    let (stdout, _) = run(
        "extract",
        &["--jsonl"],
        &b"\xff\xfe see <URL:ftp://a.b/c> \xc3\n"[..],
        0,
    );
    let records = records(&stdout);
    assert_eq!(records.len(), 1);
    assert_eq!(records[0]["url"], "ftp://a.b/c");
    assert_eq!(records[0]["start"], 7);
}

#[test]
fn a_nul_inside_a_wrapper_makes_an_invalid_url() {
    let (stdout, _) = run(
        "extract",
        &["--jsonl"],
        &b"x <URL:ftp://a.b/\x00c> http://a.b/\n"[..],
        1,
    );
    let records = records(&stdout);
    assert_eq!(records.len(), 2);
    assert_eq!(records[0]["url"], "ftp://a.b/\u{0}c");
    assert_eq!(records[0]["production"], Value::Null);
    assert!(records[0]["error"].as_str().unwrap().contains("(byte 10)"));
    assert_eq!(records[1]["url"], "http://a.b/");
    assert_eq!(records[1]["production"], "httpurl");

    assert!(
        records[0]["error"]
            .as_str()
            .unwrap()
            .starts_with("control character U+0000: URLs hold only printable ASCII (section 2.2)"),
        "{}",
        records[0]["error"]
    );

    // In human output the NUL is shown escaped on both streams, never written raw,
    // and the error names it as `check` does.
    let (stdout, stderr) = run("extract", &[], &b"x <URL:ftp://a.b/\x00c>\n"[..], 1);
    assert!(stderr.contains("not an RFC 1738 URL"), "{stderr}");
    assert_eq!(stdout, "ftp://a.b/\\0c\n");
    assert_eq!(
        stderr,
        "rfc1738: line 1: ftp://a.b/\\0c: not an RFC 1738 URL: control character U+0000: \
         URLs hold only printable ASCII (section 2.2) at line 1, column 11 (byte 10); \
         expected end of input\n"
    );
}

#[test]
fn an_escape_inside_a_wrapper_is_never_sent_to_the_terminal() {
    let (stdout, stderr) = run(
        "extract",
        &[],
        &b"x <URL:ftp://a.b/\x1b[31mred> <URL:http://a.b/c-\n\x1bd>\n"[..],
        1,
    );
    assert!(!stdout.contains('\x1b') && !stderr.contains('\x1b'));
    assert_eq!(stdout, "ftp://a.b/\\u{1b}[31mred\nhttp://a.b/c-\\u{1b}d\n");
    assert!(
        stderr.contains("ftp://a.b/\\u{1b}[31mred: not an RFC 1738 URL: control character U+001B"),
        "{stderr}"
    );
    // The hyphen note's other reading is escaped too.
    assert!(
        stderr.contains("without it: http://a.b/c\\u{1b}d (not a URL)"),
        "{stderr}"
    );
}

#[test]
fn a_ten_megabyte_line_is_searched() {
    let mut text = b"word ".repeat(TEN_MB / 5);
    text.extend_from_slice(b"see <URL:http://a.b/c>.\n");
    let (stdout, _) = run("extract", &["--jsonl"], text, 0);
    let records = records(&stdout);
    assert_eq!(records.len(), 1);
    assert_eq!(records[0]["url"], "http://a.b/c");
    assert_eq!(records[0]["start"], TEN_MB + "see ".len());
}

#[test]
fn an_empty_file_has_no_urls() {
    let path = std::env::temp_dir().join(format!("rfc1738-extract-empty-{}", std::process::id()));
    std::fs::write(&path, b"").unwrap();
    let (stdout, stderr) = run("extract", &[path.to_str().unwrap()], "", 0);
    std::fs::remove_file(&path).unwrap();
    assert!(stdout.is_empty());
    assert_eq!(stderr, "");
}

#[test]
fn a_missing_file_is_an_io_error() {
    let (stdout, stderr) = run("extract", &["/definitely/not/here.txt"], "", 2);
    assert!(stdout.is_empty());
    assert!(
        stderr.starts_with("rfc1738: cannot read /definitely/not/here.txt"),
        "{stderr}"
    );
}
