//! Every rule of RFC 1738 section 5 is in `rfc1738.pest`, quoted verbatim.

use rfc1738_conformance::paths::{grammar_file, spec_file};
use rfc1738_conformance::traceability::{grammar_name, mismatches, spec_rules, Mismatch};

fn spec() -> String {
    std::fs::read_to_string(spec_file()).expect("spec text readable")
}

fn grammar() -> String {
    std::fs::read_to_string(grammar_file()).expect("rfc1738.pest readable")
}

#[test]
fn the_spec_has_67_rules() {
    let rules = spec_rules(&spec());
    assert_eq!(
        rules.len(),
        67,
        "{:?}",
        rules.iter().map(|r| &r.name).collect::<Vec<_>>()
    );
    let names: Vec<String> = rules.iter().map(|r| grammar_name(&r.name)).collect();
    for expected in [
        "national",
        "punctuation",
        "ip_schemepart",
        "gopher_plus_string",
        "digits",
    ] {
        assert!(
            names.iter().any(|n| n == expected),
            "{expected} missing from the spec reading"
        );
    }
}

#[test]
fn every_rule_is_present_and_quoted_verbatim() {
    let found = mismatches(&spec(), &grammar());
    assert!(
        found.is_empty(),
        "grammar disagrees with the spec: {found:#?}"
    );
}

/// The `///` lines of the grammar with the rule each documents: (line index, rule).
fn quote_lines(grammar: &str) -> Vec<(usize, String)> {
    let lines: Vec<&str> = grammar.lines().collect();
    let mut owned = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if !line.starts_with("///") {
            continue;
        }
        let rule_line = lines[i..].iter().find(|l| !l.starts_with("///")).unwrap();
        let rule = rule_line.split_once('=').unwrap().0.trim().to_owned();
        owned.push((i, rule));
    }
    owned
}

/// Changing any one non-space character of any spec rule's quote is caught, and
/// blamed on that rule.
#[test]
fn a_one_character_change_to_any_quote_is_caught() {
    let spec = spec();
    let grammar = grammar();
    let spec_names: Vec<String> = spec_rules(&spec)
        .iter()
        .map(|r| grammar_name(&r.name))
        .collect();
    let lines: Vec<&str> = grammar.lines().collect();
    let mut mutations = 0;
    for (index, rule) in quote_lines(&grammar) {
        if !spec_names.contains(&rule) {
            continue; // a rule the RFC does not have (documented in the grammar)
        }
        for (at, c) in lines[index]
            .char_indices()
            .skip(3)
            .filter(|(_, c)| !c.is_whitespace())
        {
            let replacement = if c == 'x' { 'y' } else { 'x' };
            let mut mutated_lines = lines.clone();
            let mutated_line = format!(
                "{}{}{}",
                &lines[index][..at],
                replacement,
                &lines[index][at + c.len_utf8()..]
            );
            mutated_lines[index] = &mutated_line;
            let found = mismatches(&spec, &mutated_lines.join("\n"));
            assert!(
                matches!(found.as_slice(), [Mismatch::QuoteDiffers { rule: r, .. }] if *r == rule),
                "changing {c:?} at {at} of line {} ({rule}) gave {found:?}",
                index + 1
            );
            mutations += 1;
        }
    }
    assert!(mutations > 1000, "only {mutations} mutations tried");
}

#[test]
fn a_removed_rule_is_caught() {
    let grammar = grammar().replace("\nport = ", "\nport_renamed = ");
    let found = mismatches(&spec(), &grammar);
    assert_eq!(
        found,
        vec![Mismatch::Missing {
            rule: "port".to_owned()
        }]
    );
}
