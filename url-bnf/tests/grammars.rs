//! The four published grammars through the whole pipeline: hazards found with
//! witnesses, rewrites checked, pest text accepted by pest_meta, and the PEG checked
//! against the Earley recognizer on at least 10,000 inputs per grammar.

use url_bnf::earley::Cfg;
use url_bnf::peg::Peg;
use url_bnf::{translate, Dialect, Options, Outcome, Status};

fn run(text: &str, dialect: Dialect, starts: &[&str]) -> Outcome {
    let opts = Options {
        starts: starts.iter().map(|s| s.to_string()).collect(),
        check_inputs: 10_000,
        ..Options::default()
    };
    let o = translate(text, dialect, &opts).expect("translates");
    if let Err(e) = pest_meta::parse_and_optimize(&o.pest) {
        panic!("pest_meta rejects the output: {e:?}\n{}", o.pest);
    }
    o
}

fn accepts(o: &Outcome, start: &str, input: &str) -> bool {
    let i = o.grammar.index(start).expect("start");
    Peg::new(&o.grammar).accepts(i, &input.chars().collect::<Vec<_>>())
}

fn hazard<'a>(o: &'a Outcome, rule: &str) -> Vec<&'a url_bnf::Finding> {
    o.findings.iter().filter(|f| f.rule == rule).collect()
}

/// Every witness is in the grammar's language (Earley) and the rewritten PEG accepts it.
fn witnesses_hold(o: &Outcome, g0: &url_bnf::ir::Grammar) {
    let alphabet = url_bnf::alphabet::Alphabet::new(&url_bnf::analysis::all_sets(g0));
    let cfg = Cfg::new(g0, &alphabet);
    for f in o.findings.iter().filter(|f| !f.witness.is_empty()) {
        let s = g0.index(&f.start).expect("start");
        let w: Vec<char> = f.witness.chars().collect();
        assert!(cfg.accepts(s, &w), "Earley rejects witness {:?}", f.witness);
        if matches!(f.status, Status::Fixed { .. }) {
            assert!(
                accepts(o, &f.start, &f.witness),
                "rewritten PEG rejects witness {:?}",
                f.witness
            );
        }
    }
}

#[test]
fn rfc1738_section5() {
    let text = include_str!("../../spec/rfc1738-section5-bnf.txt");
    let o = run(text, Dialect::RfcBnf, &["url"]);
    let (g0, _) = url_bnf::reader::read(text, Dialect::RfcBnf).expect("reads");
    witnesses_hold(&o, &g0);
    // The hazards rfc1738.pest's comments name by hand.
    for rule in [
        "domainlabel",
        "toplabel",
        "url",
        "waisurl",
        "grouppart",
        "schemepart",
    ] {
        assert!(
            !hazard(&o, rule).is_empty(),
            "no hazard found in {rule}: {:#?}",
            o.findings
        );
    }
    assert!(o
        .ambiguities
        .iter()
        .any(|a| a.rule == "selector" && a.witness.contains("%09")));
    // A label's repetition, stopping before the last character, has one reading.
    assert!(
        o.ambiguities
            .iter()
            .all(|a| a.rule != "domainlabel" && a.rule != "toplabel"),
        "{:#?}",
        o.ambiguities
    );
    assert!(o.all_safe(), "{:#?}", o.agreement.disagreements);
    assert!(o.agreement.inputs >= 10_000);
    for good in [
        "http://www.example.com/a/b?c",
        "ftp://u:p@ftp.x.org/f;type=a",
        "news:*",
        "news:a@b.c",
        "wais://h/db?s",
        "wais://h/db/t/p",
        "gopher://h/1a%09b",
        "file://localhost/etc",
        "x-y://a@b",
    ] {
        assert!(accepts(&o, "url", good), "{good}");
    }
    // As rfc1738.pest does by hand: `ip-schemepart` first, anchored.
    let scheme = &o.grammar.rules[o.grammar.index("schemepart").expect("schemepart")];
    assert_eq!(
        url_bnf::pest::expr(
            &scheme.expr,
            &url_bnf::pest::names(&o.grammar).expect("names"),
            0
        ),
        "ip_schemepart ~ &EOI | xchar*"
    );
}

#[test]
fn rfc3986_appendix_a() {
    let text = include_str!("../grammars/rfc3986-appendix-a.abnf");
    let o = run(text, Dialect::Abnf, &["URI-reference"]);
    let (g0, _) = url_bnf::reader::read(text, Dialect::Abnf).expect("reads");
    witnesses_hold(&o, &g0);
    let dec = hazard(&o, "dec-octet");
    assert!(!dec.is_empty() && dec.iter().all(|f| matches!(f.status, Status::Fixed { .. })));
    let v6 = hazard(&o, "IPv6address");
    assert!(
        v6.len() >= 5
            && v6
                .iter()
                .all(|f| f.kind == url_bnf::hazard::SiteKind::Repetition)
    );
    assert!(accepts(
        &o,
        "URI-reference",
        "ldap://[2001:db8::7]/c=GB?objectClass?one"
    ));
    assert!(accepts(&o, "URI-reference", "http://25.250.255.1/"));
    // Each string has one reading in IPv6address's repetitions (they stop before what
    // must follow): no ambiguity.
    assert!(o.ambiguities.is_empty(), "{:#?}", o.ambiguities);
    assert!(o.all_safe(), "{:#?}", o.findings);
    assert!(o.agreement.inputs >= 10_000);
}

#[test]
fn rfc3339_section5_6() {
    let o = run(
        include_str!("../grammars/rfc3339-section5.6.abnf"),
        Dialect::Abnf,
        &["date-time"],
    );
    assert!(o.findings.is_empty(), "{:#?}", o.findings);
    assert!(o.all_safe());
    assert!(o.agreement.inputs >= 10_000);
    assert!(accepts(&o, "date-time", "1985-04-12T23:20:50.52Z"));
    assert!(accepts(&o, "date-time", "1996-12-19t16:39:57-08:00"));
    assert!(!accepts(&o, "date-time", "1996-12-19T16:39:57"));
}

#[test]
fn rfc5234_section4() {
    let text = include_str!("../grammars/rfc5234-section4.abnf");
    let o = run(text, Dialect::Abnf, &["rulelist"]);
    let (g0, _) = url_bnf::reader::read(text, Dialect::Abnf).expect("reads");
    witnesses_hold(&o, &g0);
    assert!(!hazard(&o, "repeat").is_empty(), "{:#?}", o.findings);
    assert!(o.all_safe(), "{:#?}", o.agreement.disagreements);
    assert!(o.agreement.inputs >= 10_000);
    assert!(accepts(&o, "rulelist", "a = 1*2b / %x41-5A\r\n"));
}

#[test]
fn rfc2396_appendix_a() {
    let text = include_str!("../grammars/rfc2396-appendix-a.bnf");
    let o = run(text, Dialect::RfcBnf, &["URI-reference"]);
    let (g0, _) = url_bnf::reader::read(text, Dialect::RfcBnf).expect("reads");
    witnesses_hold(&o, &g0);
    // `server` matches the empty string: it goes last. The labels of `hostname` are
    // RFC 1738's, with the same hazards.
    for rule in ["authority", "hostname", "domainlabel", "toplabel"] {
        assert!(!hazard(&o, rule).is_empty(), "{rule}: {:#?}", o.findings);
    }
    assert!(o.all_safe(), "{:#?}", o.findings);
    assert!(o.agreement.inputs >= 10_000);
    for good in [
        "http://www.ics.uci.edu/pub/ietf/uri/#Related",
        "ftp://user:pw@ftp.x.org:21/a;type=i",
        "mailto:a@b.c",
        "../g;x?y#s",
        "",
    ] {
        assert!(accepts(&o, "URI-reference", good), "{good}");
    }
    assert!(!accepts(&o, "URI-reference", "http://a b"));
}

#[test]
fn rfc1808_section2_2() {
    let text = include_str!("../grammars/rfc1808-section2.2.bnf");
    let o = run(text, Dialect::RfcBnf, &["URL"]);
    let (g0, _) = url_bnf::reader::read(text, Dialect::RfcBnf).expect("reads");
    witnesses_hold(&o, &g0);
    // `generic-RL` takes "a:///" of "a:////", which only the opaque form
    // `scheme ":" *( uchar | reserved )` reads. The witness lies beyond many shorter
    // candidates where `generic-RL` could have read on (the PEG accepts those).
    // Reordering would make the opaque form, a superset, take every string and leave
    // `generic-RL` unused: a guard keeps both in use.
    let abs = hazard(&o, "absoluteURL");
    assert_eq!(abs.len(), 1, "{:#?}", o.findings);
    assert!(
        matches!(&abs[0].status, Status::Fixed { rewrite, .. } if rewrite == "guard"),
        "{:#?}",
        abs[0]
    );
    let names = url_bnf::pest::names(&o.grammar).expect("names");
    let text = url_bnf::pest::expr(
        &o.grammar.rules[o.grammar.index("absoluteURL").expect("rule")].expr,
        &names,
        0,
    );
    assert!(text.starts_with("generic_RL ~ &("), "{text}");
    assert!(o.all_safe(), "{:#?}", o.findings);
    assert!(o.agreement.inputs >= 10_000);
    for good in [
        "http://a/b/c/d;p?q#f",
        "g;x=1/../y",
        "//g",
        "?y",
        "a:////",
        "",
    ] {
        assert!(accepts(&o, "URL", good), "{good}");
    }
    // Read as printed: the rules after the page break, and `national` with its quoted
    // backslash.
    let national = &g0.rules[g0.index("national").expect("national")];
    assert!(
        national.source[0].contains(r#""\""#),
        "{:?}",
        national.source
    );
    assert!(g0.index("escape").is_some());
}

#[test]
fn rfc5321_section4_1_2() {
    let text = include_str!("../grammars/rfc5321-section4.1.2.abnf");
    let o = run(
        text,
        Dialect::Abnf,
        &["Reverse-path", "Forward-path", "Mail-parameters"],
    );
    let (g0, _) = url_bnf::reader::read(text, Dialect::Abnf).expect("reads");
    witnesses_hold(&o, &g0);
    // `Ldh-str = *( ALPHA / DIGIT / "-" ) Let-dig`, the rule APG's users are told to
    // edit by hand: the greedy repetition takes the last letter.
    let ldh = hazard(&o, "Ldh-str");
    assert!(
        ldh.len() == 1 && ldh[0].kind == url_bnf::hazard::SiteKind::Repetition,
        "{:#?}",
        o.findings
    );
    for rule in ["address-literal", "IPv6-addr", "IPv6v4-comp"] {
        assert!(!hazard(&o, rule).is_empty(), "{rule}: {:#?}", o.findings);
    }
    assert!(o.all_safe(), "{:#?}", o.findings);
    assert!(o.agreement.inputs >= 10_000);
    for good in [
        "<>",
        "<postmaster@example.com>",
        "<@a.example,@b-2.example:j.doe@mail-1.example.org>",
        "<\"john q\"@[192.0.2.1]>",
        "<x@[IPv6:2001:db8::1]>",
        "<x@[IPv6:::ffff:192.0.2.1]>",
    ] {
        assert!(accepts(&o, "Reverse-path", good), "{good}");
    }
    assert!(!accepts(&o, "Reverse-path", "<x@-a.example>"));
    assert!(accepts(&o, "Mail-parameters", "SIZE=1000 BODY=8BITMIME"));
}
