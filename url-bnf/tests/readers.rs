//! The readers: both dialects as printed, and every error reported at once with its
//! line and column.

use url_bnf::diag::Severity;
use url_bnf::reader::read;
use url_bnf::Dialect;

const RFC1738: &str = include_str!("../../spec/rfc1738-section5-bnf.txt");
const RFC3986: &str = include_str!("../grammars/rfc3986-appendix-a.abnf");

#[test]
fn three_different_errors_are_reported_together_with_positions() {
    let text = "\
a = b c
b = \"x\" / <some prose>
b = \"y\"
c = 3*2DIGIT
";
    let errs = read(text, Dialect::Abnf).expect_err("three errors");
    let errs: Vec<_> = errs
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    let at: Vec<(usize, usize)> = errs.iter().map(|d| (d.line, d.col)).collect();
    assert!(at.contains(&(2, 11)), "prose nothing defines: {errs:?}");
    assert!(at.contains(&(3, 1)), "rule defined twice: {errs:?}");
    assert!(at.contains(&(4, 5)), "bad repeat bounds: {errs:?}");
    assert_eq!(errs.len(), 3, "{errs:?}");
    assert!(errs.iter().any(|d| d.message.contains("defined twice")));
    assert!(errs.iter().any(|d| d.message.contains("bad repeat bounds")));
    assert!(errs.iter().any(|d| d.message.contains("names no rule")));
}

#[test]
fn undefined_rules_and_syntax_errors_in_several_rules_are_all_reported() {
    let text = "a = b undefined-one\nb = ( \"x\"\nc = other\n";
    let errs = read(text, Dialect::Abnf).expect_err("errors");
    let msgs: Vec<String> = errs.iter().map(|d| d.to_string()).collect();
    assert!(
        msgs.iter()
            .any(|m| m.starts_with("1:7:") && m.contains("undefined-one")),
        "{msgs:?}"
    );
    assert!(
        msgs.iter()
            .any(|m| m.starts_with("2:") && m.contains("`)`")),
        "{msgs:?}"
    );
    assert!(
        msgs.iter()
            .any(|m| m.starts_with("3:5:") && m.contains("other")),
        "{msgs:?}"
    );
}

#[test]
fn rfc1738_section5_is_read_as_printed() {
    let (g, warnings) = read(RFC1738, Dialect::RfcBnf).expect("reads");
    assert_eq!(g.rules.len(), 67);
    let gopher = &g.rules[g.index("gopherurl").expect("gopherurl")];
    assert_eq!(
        gopher.source,
        vec![
            "gopherurl      = \"gopher://\" hostport [ / [ gtype [ selector",
            "                 [ \"%09\" search [ \"%09\" gopher+_string ] ] ] ] ]",
        ]
    );
    assert!(g.index("gopher+_string").is_some());
    // The unquoted `/` (erratum 5118) is read as the literal, with a warning.
    assert!(warnings
        .iter()
        .any(|w| w.message.contains("erratum 5118") && w.line == 73));
}

#[test]
fn rfc3986_is_read_across_its_page_break_with_core_rules_added() {
    let (g, _) = read(RFC3986, Dialect::Abnf).expect("reads");
    let dec = &g.rules[g.index("dec-octet").expect("dec-octet")];
    assert_eq!(dec.source.len(), 5);
    assert_eq!(dec.source[0], "dec-octet     = DIGIT                 ; 0-9");
    let core: Vec<&str> = g
        .rules
        .iter()
        .filter(|r| r.core)
        .map(|r| r.name.as_str())
        .collect();
    assert!(core.contains(&"ALPHA") && core.contains(&"DIGIT") && core.contains(&"HEXDIG"));
    // `0<pchar>` names a rule: read as a reference, with a warning.
    assert!(g.index("path-empty").is_some());
}

#[test]
fn a_rule_whose_definition_does_not_parse_still_counts_as_defined() {
    // RFC 3261 section 25 as printed: the comment of `digest-uri-value` runs on to a
    // continuation line without its ";". The syntax error names the rule, and the
    // rule's uses are not reported as undefined on top of it.
    let text = "\
digest-uri        =  \"uri\" EQUAL LDQUOT digest-uri-value RDQUOT
digest-uri-value  =  rquest-uri ; Equal to request-uri as specified
                     by HTTP/1.1
EQUAL   =  SWS \"=\" SWS ; equal
LDQUOT  =  SWS DQUOTE; open double quotation mark
RDQUOT  =  DQUOTE SWS ; close double quotation mark
SWS     =  *WSP
";
    let errs = read(text, Dialect::Abnf).expect_err("a syntax error");
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert_eq!(errs[0].line, 3, "{errs:?}");
    assert!(
        errs[0]
            .message
            .contains("(in the definition of `digest-uri-value`)"),
        "{errs:?}"
    );
}

#[test]
fn a_prose_definition_gives_way_to_a_definition_of_the_rule() {
    // RFC 7230 section 1.2 imports RFC 3986's rules as prose; read together with
    // RFC 3986's grammar, the real definition is used, with a warning.
    let text = "\
request   = \"GET \" URI-reference
URI-reference = <URI-reference, see [RFC3986], Section 4.1>
URI-reference = 1*ALPHA
";
    let (g, warnings) = read(text, Dialect::Abnf).expect("reads");
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0]
            .message
            .contains("left for its definition at line 3"),
        "{warnings:?}"
    );
    let r = &g.rules[g.index("URI-reference").expect("rule")];
    assert_eq!(r.line, 3);
    // Two definitions that are not prose are still an error.
    assert!(read("a = \"x\"\na = \"y\"\n", Dialect::Abnf).is_err());
}

#[test]
fn prose_naming_another_rfcs_rule_reads_as_that_rule() {
    // RFC 7230 section 2.7: `uri-host = <host, see [RFC3986], Section 3.2.2>`, read
    // with RFC 3986's `host`.
    let text = "\
uri-host = <host, see [RFC3986], Section 3.2.2>
host     = 1*ALPHA
";
    let (g, warnings) = read(text, Dialect::Abnf).expect("reads");
    assert!(
        warnings[0]
            .message
            .contains("read as a reference to rule `host`"),
        "{warnings:?}"
    );
    let uri_host = &g.rules[g.index("uri-host").expect("rule")];
    assert_eq!(uri_host.expr, url_bnf::ir::Expr::Ref(1));
    // Prose that names nothing is still an error.
    assert!(read("a = <some words, see elsewhere>\n", Dialect::Abnf).is_err());
}
