use std::sync::OnceLock;

use super::{Recognizer, SpecError};

fn spec() -> &'static Recognizer {
    static RECOGNIZER: OnceLock<Recognizer> = OnceLock::new();
    RECOGNIZER.get_or_init(|| Recognizer::load().expect("the spec parses"))
}

fn error(text: &str) -> SpecError {
    Recognizer::from_spec_text(text).expect_err("the text is malformed")
}

#[test]
fn finds_all_67_rules_in_spec_order() {
    let names = spec().rule_names();
    assert_eq!(names.len(), 67);
    assert_eq!(names.first(), Some(&"genericurl"));
    assert_eq!(names.last(), Some(&"digits"));
    for name in [
        "national",
        "punctuation",
        "ip_schemepart",
        "gopher_plus_string",
        "encoded822addr",
    ] {
        assert!(names.contains(&name), "{name} missing");
    }
}

#[test]
fn definitions_join_continuations_and_drop_comments() {
    let spec = spec();
    assert_eq!(
        spec.definition("domainlabel"),
        Some("domainlabel    = alphadigit | alphadigit *[ alphadigit | \"-\" ] alphadigit")
    );
    assert_eq!(spec.definition("urlpath"), Some("urlpath        = *xchar"));
    assert_eq!(
        spec.definition("gopherurl"),
        Some("gopherurl      = \"gopher://\" hostport [ / [ gtype [ selector [ \"%09\" search [ \"%09\" gopher+_string ] ] ] ] ]")
    );
    assert_eq!(
        spec.definition("ftpurl"),
        Some("ftpurl         = \"ftp://\" login [ \"/\" fpath [ \";type=\" ftptype ]]")
    );
    assert_eq!(
        spec.definition("gopher+_string"),
        spec.definition("gopher_plus_string")
    );
    assert_eq!(spec.definition("nope"), None);
}

#[test]
fn rule_verdicts() {
    let cases = [
        ("domainlabel", "a-b", true),
        ("domainlabel", "a-", false),
        ("hostname", "www.example.com", true),
        ("hostname", "a.1b", false),
        ("hostnumber", "1.2.3.4", true),
        ("escape", "%2f", true),
        ("escape", "%zz", false),
        ("punctuation", "\"", true),
        ("national", "\\", true),
        ("national", "|", true),
        ("scheme", "HTTP", false),
        ("digits", "", false),
        ("ip_schemepart", "//u:p@h:80/x", true),
        ("ip-schemepart", "//h", true),
        ("ftpurl", "ftp://h/a/b;type=i", true),
        ("ftpurl", "ftp://h/a;type=x", false),
    ];
    for (rule, input, expected) in cases {
        assert_eq!(
            spec().matches(rule, input),
            Some(expected),
            "{rule} on {input:?}"
        );
    }
    assert_eq!(spec().matches("nope", "x"), None);
}

#[test]
fn productions() {
    let cases = [
        ("http://www.example.com/a/b?x=y", Some("httpurl")),
        ("http://user@host.com/", Some("otherurl")),
        ("http://1.2.3.4x/", Some("otherurl")),
        ("news:1234@host.dom", Some("newsurl")),
        ("wais://h/db?q", Some("waisindex")),
        ("wais://h/db/t/p", Some("waisdoc")),
        ("wais://h/db", Some("waisdatabase")),
        ("gopher://h/1a%09b/c", Some("gopherurl")),
        ("file:///etc/hosts", Some("fileurl")),
        ("mailto:a@b.c", Some("mailtourl")),
        ("HTTP://x.com/", None),
        ("http://www.example.com/~user", None),
    ];
    for (input, expected) in cases {
        assert_eq!(spec().production(input).as_deref(), expected, "{input:?}");
    }
}

#[test]
fn url_matches_lists_every_matching_alternative() {
    assert_eq!(spec().url_matches("http://h.com/"), ["httpurl", "otherurl"]);
    assert_eq!(spec().url_matches("news:*"), ["newsurl", "otherurl"]);
    assert!(spec().url_matches("HTTP://h.com/").is_empty());
}

#[test]
fn regex_source_is_unanchored() {
    assert_eq!(
        spec().regex_source("ftptype").as_deref(),
        Some("(?:A|I|D|a|i|d)")
    );
    assert_eq!(spec().regex_source("nope"), None);
}

#[test]
fn unclosed_bracket_reports_its_line() {
    assert_eq!(error("a = \"x\"\nb = [ \"y\"\n    \"z\"\n").line, 2);
    assert_eq!(error("a = \"x\" ]\n").line, 1);
}

#[test]
fn undefined_rule_reports_the_reference() {
    let error = error("a = \"x\"\nb = a\n    c\n");
    assert_eq!(error.line, 3);
    assert!(error.message.contains("`c`"), "{error}");
}

#[test]
fn recursive_rule_is_an_error() {
    let error = error("a = \"x\" b\nb = [ a ]\n");
    assert_eq!(error.line, 2);
    assert!(error.message.contains("a -> b -> a"), "{error}");
}

#[test]
fn other_malformed_texts_are_errors() {
    assert_eq!(error("prose only\n").line, 1);
    assert_eq!(error("a = \"x\nb = a\n").line, 1);
    assert_eq!(error("a = \"x\"\na = \"y\"\n").line, 2);
    assert_eq!(error("a = \"x\" |\n").line, 1);
    assert_eq!(error("a = \"x\"\nnot a rule\n").line, 2);
}

#[test]
fn semicolons_in_literals_are_not_comments() {
    let recognizer =
        Recognizer::from_spec_text("a = \";\" | <\"> ; a comment \" with a quote\n").unwrap();
    assert_eq!(recognizer.definition("a"), Some("a = \";\" | <\">"));
    assert_eq!(recognizer.matches("a", ";"), Some(true));
    assert_eq!(recognizer.matches("a", "\""), Some(true));
}

#[test]
fn repetition_of_a_bracketed_group_is_not_optional() {
    let recognizer =
        Recognizer::from_spec_text("a = 1*[ \"x\" | \"y\" ]\nb = [ \"x\" ]\n").unwrap();
    assert_eq!(recognizer.matches("a", ""), Some(false));
    assert_eq!(recognizer.matches("a", "xyx"), Some(true));
    assert_eq!(recognizer.matches("b", ""), Some(true));
}
