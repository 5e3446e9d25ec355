//! The data-driven conformance suite: every case of `data/urls.jsonl` and
//! `data/rules.jsonl` against the generated parser, the pest reference engine and
//! the independent recognizer built from the BNF text.

use std::collections::BTreeSet;

use rfc1738_conformance::bnf::Recognizer;
use rfc1738_conformance::cases::{rule_cases, url_cases};
use url_grammar::production::{classify, Mode};
use url_grammar::{ast, reference};

fn production(input: &str, mode: Mode) -> Option<String> {
    classify(input, mode)
        .ok()
        .map(|v| v.production.name().to_owned())
}

#[test]
fn every_url_case_yields_its_production() {
    let recognizer = Recognizer::load().expect("spec loads");
    let cases = url_cases();
    for case in &cases {
        assert!(
            !case.source.trim().is_empty(),
            "{:?} records no source",
            case.input
        );
        let strict = production(&case.input, Mode::Strict);
        assert_eq!(
            strict, case.production,
            "strict: {:?} ({})",
            case.input, case.source
        );
        assert_eq!(
            production(&case.input, Mode::Lenient),
            case.lenient,
            "lenient: {:?} ({})",
            case.input,
            case.source
        );
        let pest = reference::classify(&case.input, Mode::Strict)
            .ok()
            .map(|v| v.production.name().to_owned());
        assert_eq!(pest, case.production, "pest reference: {:?}", case.input);
        assert_eq!(
            recognizer.production(&case.input),
            case.production,
            "BNF recognizer: {:?}",
            case.input
        );
    }
    // Every production of `url` is exercised, and so is rejection.
    let seen: BTreeSet<Option<String>> = cases.iter().map(|c| c.production.clone()).collect();
    for production in url_grammar::production::Production::ALL {
        assert!(
            seen.contains(&Some(production.name().to_owned())),
            "no case yields {production}"
        );
    }
    assert!(seen.contains(&None), "no rejected case");
}

#[test]
fn the_rfc_examples_are_all_there() {
    let cases = url_cases();
    let from_rfc = cases
        .iter()
        .filter(|c| c.source.starts_with("RFC 1738"))
        .count();
    assert!(from_rfc >= 40, "only {from_rfc} cases cite the RFC's text");
    for example in [
        "ftp://@host.com/",
        "ftp://foo:@host.com/",
        "ftp://myname@host.dom/%2Fetc/motd",
        "ftp://myname@host.dom/etc/motd",
        "ftp://myname@host.dom//etc/motd",
        "news:*",
        "ftp://info.cern.ch/pub/www/doc;type=d",
        "http://ds.internic.net/instructions/overview.html",
    ] {
        assert!(
            cases.iter().any(|c| c.input == example),
            "RFC example {example} missing"
        );
    }
}

#[test]
fn every_rule_case_holds_and_every_rule_has_both_kinds() {
    let recognizer = Recognizer::load().expect("spec loads");
    let cases = rule_cases();
    for case in &cases {
        assert!(
            !case.source.trim().is_empty(),
            "{} {:?} records no source",
            case.rule,
            case.input
        );
        let verdict = ast::validate_rule(&case.rule, &case.input)
            .unwrap_or_else(|| panic!("no rule {}", case.rule));
        assert_eq!(
            verdict.is_ok(),
            case.valid,
            "rule {} on {:?} ({})",
            case.rule,
            case.input,
            case.source
        );
        assert_eq!(
            recognizer.matches(&case.rule, &case.input),
            Some(case.valid),
            "recognizer: {} {:?}",
            case.rule,
            case.input
        );
        if let Err(error) = verdict {
            assert!(
                error.offset() <= case.input.len(),
                "error offset outside {:?}",
                case.input
            );
            assert!(
                !error.expected().is_empty(),
                "no expected rule for {:?}",
                case.input
            );
        }
    }
    for rule in recognizer.rule_names() {
        let accepted = cases.iter().any(|c| c.rule == rule && c.valid);
        let rejected = cases.iter().any(|c| c.rule == rule && !c.valid);
        assert!(
            accepted && rejected,
            "rule {rule} lacks an accepted or a rejected case"
        );
    }
}

#[test]
fn display_reproduces_every_accepted_input() {
    for case in rule_cases().into_iter().filter(|c| c.valid) {
        if let Some(parsed) = ast::parse_rule(&case.rule, &case.input) {
            assert_eq!(
                parsed.expect("valid").to_string(),
                case.input,
                "rule {}",
                case.rule
            );
        }
    }
    for case in url_cases().into_iter().filter(|c| c.production.is_some()) {
        assert_eq!(
            ast::Url::parse(&case.input).expect("valid").to_string(),
            case.input
        );
    }
}
