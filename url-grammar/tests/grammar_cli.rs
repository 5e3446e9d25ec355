//! `rfc1738 grammar` run as a program: every rule of section 5 with its RFC text,
//! one rule next to its pest transcription, the grammar file, the rule graph; and
//! bad arguments (an unknown rule, invalid UTF-8, an empty name, a very long name,
//! an unknown format), each with its exit status and no panic.
//!
//! `grammar` reads no input: its only input is the `--rule` name, so NUL bytes and
//! a 10 MB line cannot reach it (an argument holds no NUL, and Linux limits one
//! argument to 128 KiB); the long-name test uses 100 KB (a name of more than 64
//! bytes gets no rule-name suggestions, whose cost grows with its length, and the
//! error shows only its start).

use std::collections::BTreeSet;

mod common;

use common::{rfc1738, run};
use predicates::prelude::*;

/// The names a BNF text defines: the first word of each line `name = ...`.
fn defined(text: &str) -> BTreeSet<String> {
    text.lines()
        .filter(|line| !line.starts_with([' ', ';']))
        .filter_map(|line| {
            let (name, rest) = line.split_once(char::is_whitespace)?;
            rest.trim_start().starts_with('=').then(|| name.to_owned())
        })
        .collect()
}

#[test]
fn every_rule_of_section_5_is_listed_with_its_bnf() {
    let spec = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../spec/rfc1738-section5-bnf.txt"
    ))
    .expect("the spec file");
    let (stdout, stderr) = run("grammar", &[], "", 0);
    assert_eq!(stderr, "");
    let rfc = defined(&spec);
    assert_eq!(rfc.len(), 67, "section 5 defines 67 rules");
    assert_eq!(defined(&stdout), rfc);
    assert!(stdout.contains("\nhostname       = *[ domainlabel \".\" ] toplabel\n"));
    // Headings from the RFC's comments, and the grammar's own rules marked.
    assert!(stdout.contains("URL schemeparts for ip based protocols"));
    assert!(stdout.contains("gopher_selector ; not in the RFC:"));
}

#[test]
fn one_rule_shows_its_bnf_next_to_its_pest() {
    let (stdout, _) = run("grammar", &["--rule", "hostname"], "", 0);
    assert!(stdout.starts_with("hostname (section 5: URL schemeparts for ip based protocols)\n"));
    assert!(
        stdout.contains("RFC 1738 (BNF)\n    hostname       = *[ domainlabel \".\" ] toplabel\n")
    );
    assert!(stdout.contains("rfc1738.pest\n"));
    assert!(stdout.contains("    hostname = ${ (domainlabel ~ \".\")* ~ toplabel }\n"));
    assert!(stdout.ends_with("uses:    domainlabel, toplabel\nused by: host\n"));

    let (by_rfc, _) = run("grammar", &["--rule", "ip-schemepart"], "", 0);
    let (by_grammar, _) = run("grammar", &["--rule", "IP_SCHEMEPART"], "", 0);
    assert_eq!(by_rfc, by_grammar);
    assert!(by_rfc.starts_with("ip-schemepart "));
}

#[test]
fn pest_format_is_the_grammar_file() {
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/rfc1738.pest"))
        .expect("the grammar file");
    let (stdout, _) = run("grammar", &["--format", "pest"], "", 0);
    assert_eq!(stdout, file);

    let (stdout, _) = run(
        "grammar",
        &["--format", "pest", "--rule", "gopher+_string"],
        "",
        0,
    );
    assert!(stdout.contains("gopher_plus_string"), "{stdout}");
    assert!(stdout.len() < file.len() / 4);
}

#[test]
fn dot_format_is_a_graph_of_declared_rules() {
    let (stdout, _) = run("grammar", &["--format", "dot"], "", 0);
    assert!(stdout.starts_with("digraph rfc1738 {\n"));
    assert!(stdout.ends_with("}\n"));
    let nodes: BTreeSet<&str> = stdout
        .lines()
        .filter(|line| line.contains(" [label="))
        .filter_map(|line| line.trim().split('"').nth(1))
        .collect();
    assert!(nodes.len() >= 67, "{} nodes", nodes.len());
    let edges: Vec<(&str, &str)> = stdout
        .lines()
        .filter(|line| line.contains(" -> "))
        .filter_map(|line| {
            let mut parts = line.split('"');
            Some((parts.nth(1)?, parts.nth(1)?))
        })
        .collect();
    assert!(edges.contains(&("httpurl", "hostport")));
    for (from, to) in &edges {
        assert!(nodes.contains(from) && nodes.contains(to), "{from} -> {to}");
    }

    let (stdout, _) = run("grammar", &["--format", "dot", "--rule", "httpurl"], "", 0);
    assert!(stdout.contains("  \"httpurl\" -> \"hpath\";\n"));
    assert!(!stdout.contains("ftpurl"), "only the rules httpurl reaches");
}

#[test]
fn an_unknown_rule_is_a_usage_error_naming_close_rules() {
    let (stdout, stderr) = run("grammar", &["--rule", "hostnam"], "", 2);
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        "rfc1738: unknown rule 'hostnam': did you mean hostname?\n"
    );

    let (_, stderr) = run("grammar", &["--rule", ""], "", 2);
    assert!(stderr.contains("unknown rule ''"), "{stderr}");
}

#[test]
fn a_very_long_rule_name_is_a_usage_error() {
    let name = "h".repeat(100_000);
    let (stdout, stderr) = run("grammar", &["--rule", &name], "", 2);
    assert_eq!(stdout, "");
    assert!(
        stderr.starts_with("rfc1738: unknown rule 'hhh"),
        "{}",
        &stderr[..80]
    );
    assert_eq!(
        stderr,
        format!(
            "rfc1738: unknown rule '{}… (100000 bytes)': run `rfc1738 grammar` to list the rules\n",
            "h".repeat(40)
        )
    );
}

#[cfg(unix)]
#[test]
fn a_rule_name_that_is_not_utf8_is_a_usage_error() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    rfc1738()
        .args(["grammar", "--rule"])
        .arg(OsStr::from_bytes(b"host\xff"))
        .assert()
        .code(2)
        .stderr(
            predicate::str::contains("invalid UTF-8")
                .and(predicate::str::contains("panicked").not()),
        );
}

#[test]
fn an_unknown_format_is_a_usage_error() {
    let (_, stderr) = run("grammar", &["--format", "xml"], "", 2);
    assert!(
        stderr.contains("[possible values: text, pest, dot]"),
        "{stderr}"
    );
}

/// The grammar is built into the tool: a copy of the binary alone in an empty
/// directory (no grammar file beside it or above it) prints the same rule and the
/// same graph, and writes nothing there.
#[test]
fn grammar_works_from_a_binary_copied_to_an_empty_directory() {
    let built = assert_cmd::cargo::cargo_bin("rfc1738");
    let dir = std::env::temp_dir().join(format!("rfc1738-alone-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let copy = dir.join("rfc1738");
    std::fs::copy(&built, &copy).expect("the binary copies");
    let alone = |args: &[&str]| {
        // Another test's process, forked while the copy was open for writing,
        // keeps it busy (ETXTBSY) until that process execs: try again until then.
        let mut output = None;
        for _ in 0..100 {
            let command = std::process::Command::new(&copy)
                .current_dir(&dir)
                .args(args)
                .output();
            match command {
                Err(error) if error.raw_os_error() == Some(26) => {
                    std::thread::sleep(std::time::Duration::from_millis(20));
                }
                result => {
                    output = Some(result.expect("the copy runs"));
                    break;
                }
            }
        }
        let output = output.expect("the copy is not busy for two seconds");
        assert!(output.status.success(), "{output:?}");
        assert!(output.stderr.is_empty(), "{output:?}");
        String::from_utf8(output.stdout).expect("the output is UTF-8")
    };
    let hostname = alone(&["grammar", "--rule", "hostname"]);
    let dot = alone(&["grammar", "--format", "dot"]);
    let left: Vec<_> = std::fs::read_dir(&dir)
        .expect("the directory lists")
        .map(|entry| entry.expect("an entry").file_name())
        .collect();
    std::fs::remove_dir_all(&dir).expect("the directory is removed");

    assert!(hostname.starts_with("hostname (section 5: URL schemeparts for ip based protocols)\n"));
    assert!(
        hostname.contains("RFC 1738 (BNF)\n    hostname       = *[ domainlabel \".\" ] toplabel\n")
    );
    assert!(hostname.contains("    // PEG note (greedy repetition)"));
    assert!(hostname.contains("    hostname = ${ (domainlabel ~ \".\")* ~ toplabel }\n"));
    assert!(hostname.ends_with("uses:    domainlabel, toplabel\nused by: host\n"));
    assert_eq!(hostname, run("grammar", &["--rule", "hostname"], "", 0).0);

    assert!(dot.starts_with("digraph rfc1738 {\n"));
    assert!(dot.contains("  \"ip_schemepart\" [label=\"ip-schemepart\"];\n"));
    assert!(dot.contains("  \"gopher_selector\" [label=\"gopher_selector\", style=dashed];\n"));
    assert!(dot.contains("  \"httpurl\" -> \"hostport\";\n"));
    let nodes = dot.lines().filter(|l| l.contains(" [label=")).count();
    assert_eq!(nodes, 70, "67 rules of the RFC and 3 of the grammar's own");
    assert_eq!(dot, run("grammar", &["--format", "dot"], "", 0).0);
    assert_eq!(left, ["rfc1738"], "nothing is written beside the binary");
}
