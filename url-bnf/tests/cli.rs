//! The `bnf2pest` command: outputs and exit codes.

use std::process::Command;

fn bnf2pest(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_bnf2pest"))
        .args(args)
        .output()
        .expect("runs")
}

/// A directory of the test's own, removed when it is dropped.
fn dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}

#[test]
fn exit_0_writes_the_grammar_and_the_report() {
    let dir = dir();
    let d = dir.path();
    let out = d.join("rfc3339.pest");
    let rep = d.join("rfc3339.json");
    let grammar = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/grammars/rfc3339-section5.6.abnf"
    );
    let o = bnf2pest(&[
        grammar,
        "--start",
        "date-time",
        "-o",
        out.to_str().unwrap(),
        "--report",
        rep.to_str().unwrap(),
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let pest = std::fs::read_to_string(&out).expect("pest written");
    assert!(pest.contains("/// date-time       = full-date \"T\" full-time\ndate_time = { full_date ~ ^\"T\" ~ full_time }"));
    let report = std::fs::read_to_string(&rep).expect("report written");
    assert!(report.contains("\"hazards\": [\n  ]"));
}

#[test]
fn exit_1_when_a_hazard_remains_and_the_grammar_is_still_written() {
    let dir = dir();
    let d = dir.path();
    let out = d.join("list.pest");
    // Items before "," "x" ")" inside a recursive list: no rewrite makes the
    // repetition stop in the right place (url-bnf/tests/site_check.rs).
    let grammar = d.join("list.abnf");
    std::fs::write(
        &grammar,
        "list  = \"(\" items \",\" \"x\" \")\"\nitems = *(item \",\") item\nitem  = 1*ALPHA / list\n",
    )
    .expect("write");
    let o = bnf2pest(&[
        grammar.to_str().unwrap(),
        "--check-inputs",
        "500",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(
        o.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(std::fs::read_to_string(&out)
        .expect("written")
        .contains("NOT made safe"));
}

#[test]
fn exit_2_on_grammar_errors_with_every_position() {
    let dir = dir();
    let d = dir.path();
    let bad = d.join("bad.abnf");
    std::fs::write(&bad, "a = b\nb = 3*2\"x\"\nb = c\n").expect("write");
    let o = bnf2pest(&[bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains(":2:5: error: bad repeat bounds"), "{err}");
    assert!(
        err.contains(":3:1: error: rule `b` is defined twice"),
        "{err}"
    );
    assert!(
        err.contains(":3:5: error: rule `c` is used but not defined"),
        "{err}"
    );
    assert_eq!(bnf2pest(&["--no-such-flag"]).status.code(), Some(2));
}

/// A rule every derivation of which needs the rule again derives no string: an
/// error at its line (it used to end in a panic while drawing inputs), for every
/// such rule.
#[test]
fn exit_2_on_rules_that_derive_no_string() {
    let dir = dir();
    let path = dir.path().join("loop.abnf");
    std::fs::write(&path, "start = \"a\" / b\nb = \"x\" c\nc = [\"y\"] b\n").expect("write");
    let o = bnf2pest(&[path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    for (line, rule) in [(2, "b"), (3, "c")] {
        assert!(
            err.contains(&format!(
                ":{line}:1: error: rule `{rule}` derives no string"
            )),
            "{err}"
        );
    }
    assert!(!err.contains("`start` derives"), "{err}");
}
