//! The macro route of issue #24: `abnf = "..."` compiles RFC 3986's collected ABNF
//! (Appendix A as printed; the file's header records its source) into typed types,
//! through url-bnf's translation (each PEG hazard found, rewritten and checked).
//! The tests parse the RFC's own example URIs, walk their typed trees, and compare
//! the generated parser's verdicts with the Earley recognizer of the ABNF itself on
//! the examples, strings derived from the ABNF and mutants of both.

#[url_derive::grammar(
    abnf = "../url-bnf/grammars/rfc3986-appendix-a.abnf",
    start = "URI-reference"
)]
pub mod uri {}

use uri::{
    ip_literal::Ipv6addressOrIpvFuture, DecOctet, HierPart, Host, Ipv4address, Ipv6address,
    RelativePart, Uri, UriReference,
};
use url_bnf::earley::{Cfg, Rng};
use url_bnf::Dialect;

const ABNF: &str = include_str!("../../url-bnf/grammars/rfc3986-appendix-a.abnf");

/// RFC 3986 section 1.1.2's examples.
const EXAMPLES: &[&str] = &[
    "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    "http://www.ietf.org/rfc/rfc2396.txt",
    "ldap://[2001:db8::7]/c=GB?objectClass?one",
    "mailto:John.Doe@example.com",
    "news:comp.infosystems.www.servers.unix",
    "tel:+1-816-555-1212",
    "telnet://192.0.2.16:80/",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    "foo://example.com:8042/over/there?name=ferret#nose",
];

/// Relative references of RFC 3986 section 5.4 (the empty one included).
const RELATIVE: &[&str] = &[
    "g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x",
    "g;x?y#s", "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g",
];

/// The URI of a URI-reference (not a relative reference).
fn absolute(input: &str) -> Uri<'_> {
    match UriReference::parse(input).unwrap_or_else(|e| panic!("{input:?}: {e}")) {
        UriReference::Uri(uri) => uri,
        UriReference::RelativeRef(r) => panic!("{input:?} read as a relative reference {r:?}"),
    }
}

/// The host, port and path segments of a URI with an authority.
fn authority_parts<'i>(uri: &Uri<'i>) -> (Host<'i>, Option<&'i str>, Vec<&'i str>) {
    let HierPart::AuthorityPathAbempty(part) = &uri.hier_part else {
        panic!("no authority in {uri}");
    };
    let port = part.authority.port.as_ref().map(|p| p.as_str());
    let segments = part
        .path_abempty
        .segment
        .iter()
        .map(|s| s.as_str())
        .collect();
    (part.authority.host.clone(), port, segments)
}

#[test]
fn the_rfcs_examples_parse_and_print_back() {
    for input in EXAMPLES.iter().chain(RELATIVE) {
        let parsed = UriReference::parse(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(parsed.to_string(), *input);
        assert_eq!(parsed.as_str(), *input);
    }
}

#[test]
fn a_uri_with_authority_port_path_query_and_fragment() {
    let uri = absolute("foo://example.com:8042/over/there?name=ferret#nose");
    assert_eq!(uri.scheme.as_str(), "foo");
    let (host, port, segments) = authority_parts(&uri);
    assert!(matches!(&host, Host::RegName(name) if name.as_str() == "example.com"));
    assert_eq!(port, Some("8042"));
    assert_eq!(segments, ["over", "there"]);
    assert_eq!(uri.query.as_ref().map(|q| q.as_str()), Some("name=ferret"));
    assert_eq!(uri.fragment.as_ref().map(|f| f.as_str()), Some("nose"));
}

#[test]
fn an_ipv6_literal_keeps_the_h16_before_the_double_colon() {
    // The rule-for-rule PEG rejects this URI: `*2( h16 ":" )` would take the `db8:`
    // that must stay in front of `::`.
    let uri = absolute("ldap://[2001:db8::7]/c=GB?objectClass?one");
    assert_eq!(uri.scheme.as_str(), "ldap");
    let (host, port, segments) = authority_parts(&uri);
    let Host::IpLiteral(literal) = host else {
        panic!("not an IP literal: {host:?}");
    };
    let Ipv6addressOrIpvFuture::Ipv6address(address) = &literal.ipv6address_or_ipv_future else {
        panic!("not an IPv6 address");
    };
    assert_eq!(address.as_str(), "2001:db8::7");
    assert_eq!(port, None);
    assert_eq!(segments, ["c=GB"]);
    assert_eq!(
        uri.query.as_ref().map(|q| q.as_str()),
        Some("objectClass?one")
    );
    for address in [
        "2001:db8::7",
        "::",
        "::1",
        "1::",
        "::ffff:192.0.2.16",
        "1:2:3:4:5:6:7:8",
    ] {
        assert!(Ipv6address::is_valid(address), "{address}");
    }
    for address in ["1:2:3:4:5:6:7:8:9", "1::2::3", ":1", "12345::", "1.2.3.4"] {
        assert!(!Ipv6address::is_valid(address), "{address}");
    }
}

#[test]
fn a_path_without_authority() {
    let uri = absolute("urn:oasis:names:specification:docbook:dtd:xml:4.1.2");
    assert_eq!(uri.scheme.as_str(), "urn");
    let HierPart::PathRootless(path) = &uri.hier_part else {
        panic!("not a rootless path: {:?}", uri.hier_part);
    };
    assert_eq!(
        path.segment_nz.as_str(),
        "oasis:names:specification:docbook:dtd:xml:4.1.2"
    );
    assert_eq!(path.segment.iter().count(), 0);
    let relative = UriReference::parse("../../g").unwrap();
    let UriReference::RelativeRef(r) = &relative else {
        panic!("not relative: {relative:?}");
    };
    let RelativePart::PathNoscheme(path) = &r.relative_part else {
        panic!("not a path-noscheme: {:?}", r.relative_part);
    };
    assert_eq!(path.segment_nz_nc.as_str(), "..");
    let rest: Vec<&str> = path.segment.iter().map(|s| s.as_str()).collect();
    assert_eq!(rest, ["..", "g"]);
}

#[test]
fn dec_octet_reads_two_and_three_digits_in_an_ipv4_host() {
    // The rule-for-rule PEG reads `25` as `DIGIT` (its first alternative) and then
    // fails: the translation tries the longer alternatives first.
    for input in [
        "http://1.2.3.25/",
        "telnet://192.0.2.16:80/",
        "http://255.249.199.0/",
    ] {
        let uri = absolute(input);
        let (host, _, _) = authority_parts(&uri);
        let Host::Ipv4address(address) = &host else {
            panic!("{input}: not an IPv4 host: {host:?}");
        };
        let octets = [
            &address.dec_octet,
            &address.dec_octet_2,
            &address.dec_octet_3,
            &address.dec_octet_4,
        ];
        let text: Vec<&str> = octets.iter().map(|o| o.as_str()).collect();
        assert_eq!(text.join("."), address.as_str());
        assert_eq!(uri.to_string(), input);
    }
    let address = Ipv4address::parse("1.2.3.25").unwrap();
    assert!(
        matches!(address.dec_octet_4, DecOctet::Digit3(_)),
        "{address:?}"
    );
    for octet in ["0", "9", "25", "99", "100", "199", "249", "255"] {
        assert!(DecOctet::is_valid(octet), "{octet}");
    }
    for octet in ["256", "05", "300", "1000", ""] {
        assert!(!DecOctet::is_valid(octet), "{octet}");
    }
    // Not an IPv4 address, but still a host: the ABNF reads it as a reg-name.
    assert!(!Ipv4address::is_valid("1.2.3.256"));
    let uri = absolute("http://1.2.3.256/");
    assert!(matches!(authority_parts(&uri).0, Host::RegName(_)));
}

#[test]
fn inputs_the_abnf_rejects_are_rejected() {
    for input in [
        "http://[2001:db8::7",
        "http://[1.2.3.4]/",
        "http://[::1]x/",
        "http://exa mple.com/",
        "http://host:80a/",
        "%zz",
        "1http://x",
        "http://h/%4",
    ] {
        assert!(!UriReference::is_valid(input), "{input:?}");
    }
}

/// The generated parser and the Earley recognizer of the ABNF agree on the examples,
/// on derivations from the ABNF and on one-character mutants of all of them.
#[test]
fn the_typed_parser_agrees_with_the_abnf() {
    let (grammar, _) = url_bnf::reader::read(ABNF, Dialect::Abnf).expect("the ABNF reads");
    let alphabet = url_bnf::alphabet::Alphabet::new(&url_bnf::analysis::all_sets(&grammar));
    let cfg = Cfg::new(&grammar, &alphabet);
    let start = grammar.index("URI-reference").expect("URI-reference");
    let mut inputs: Vec<Vec<char>> = EXAMPLES
        .iter()
        .chain(RELATIVE)
        .chain(["http://1.2.3.25/", "http://[::ffff:1.2.3.4]:8/"].iter())
        .map(|s| s.chars().collect())
        .collect();
    let mut rng = Rng::new(3986);
    for _ in 0..1500 {
        let size = 10 + rng.below(40) as u32;
        inputs.push(cfg.derive(start, &mut rng, size));
    }
    for k in 0..inputs.len() {
        for _ in 0..2 {
            let mut s = inputs[k].clone();
            let c = alphabet.reps[rng.below(alphabet.reps.len())];
            match (rng.below(3), s.len()) {
                (_, 0) | (0, _) => s.insert(rng.below(s.len() + 1), c),
                (1, n) => s[rng.below(n)] = c,
                (_, n) => {
                    s.remove(rng.below(n));
                }
            }
            inputs.push(s);
        }
    }
    let mut disagreements = Vec::new();
    let mut accepted = 0;
    for chars in &inputs {
        let input: String = chars.iter().collect();
        let want = cfg.accepts(start, chars);
        accepted += want as usize;
        if UriReference::is_valid(&input) != want {
            disagreements.push((input, want));
        }
    }
    assert!(inputs.len() > 4_500, "{}", inputs.len());
    assert!(accepted > 1_500 && accepted < inputs.len(), "{accepted}");
    assert!(
        disagreements.is_empty(),
        "{} of {} disagree (input, ABNF accepts): {:#?}",
        disagreements.len(),
        inputs.len(),
        &disagreements[..disagreements.len().min(20)]
    );
}

/// The rule table quotes each rule's ABNF definition and the rewrites made.
#[test]
fn the_rule_table_quotes_the_abnf() {
    let rule = |name: &str| {
        uri::GRAMMAR
            .rules
            .iter()
            .find(|r| r.name == name)
            .unwrap_or_else(|| panic!("no rule {name}"))
    };
    let octet = rule("dec_octet");
    let docs = octet.docs.join("\n");
    assert!(
        docs.contains("/ \"25\" %x30-35          ; 250-255"),
        "{docs}"
    );
    let comments = octet.comments.join("\n");
    assert!(comments.contains("Rewrite (reorder)"), "{comments}");
    let docs = rule("URI_reference").docs.join("\n");
    assert!(
        docs.contains("URI-reference = URI / relative-ref"),
        "{docs}"
    );
}

/// With `allow_hazards`, a grammar whose hazard url-bnf cannot make safe compiles,
/// read as the PEG reads it (without, it is a compile error: `ui/abnf_hazard.rs`).
mod peg_reading {
    #[url_derive::grammar(abnf = "grammars/abnf/unresolved.abnf", start = "s", allow_hazards)]
    pub mod ast {}

    #[test]
    fn allow_hazards_accepts_the_pegs_reading() {
        // The grammar accepts "a", "aa", ...; in the PEG `x` takes every "a" first.
        for input in ["a", "aa", "aaa"] {
            assert!(!ast::S::is_valid(input), "{input}");
            assert!(ast::X::is_valid(input), "{input}");
        }
        let comments = ast::GRAMMAR.rules[1].comments.join("\n");
        assert!(comments.contains("NOT made safe"), "{comments}");
    }
}

/// `bnf = "..."`: RFC 1738's own BNF for the HTTP URL, with the hazards of
/// `domainlabel` and `toplabel` that rfc1738.pest fixes by hand.
mod rfc1738_http {
    #[url_derive::grammar(bnf = "grammars/abnf/rfc1738-http.bnf", start = "httpurl")]
    pub mod ast {}

    use ast::{Host, Httpurl};
    use url_bnf::earley::{Cfg, Rng};
    use url_bnf::Dialect;

    const BNF: &str = include_str!("../grammars/abnf/rfc1738-http.bnf");

    #[test]
    fn an_http_url_is_walked_through_its_types() {
        let input = "http://www.ietf.org:80/rfc/rfc1738.txt?a=b";
        let url = Httpurl::parse(input).unwrap();
        let Host::Hostname(name) = &url.hostport.host else {
            panic!("not a host name: {:?}", url.hostport.host);
        };
        let labels: Vec<&str> = name.domainlabel.iter().map(|l| l.as_str()).collect();
        assert_eq!(labels, ["www", "ietf"]);
        assert_eq!(name.toplabel.as_str(), "org");
        assert_eq!(url.hostport.port.as_ref().map(|p| p.as_str()), Some("80"));
        assert_eq!(url.to_string(), input);
    }

    /// The typed parser from the BNF and the one from the hand-made rfc1738.pest
    /// agree on derivations from the BNF and their mutants.
    #[test]
    fn it_agrees_with_rfc1738_pest() {
        let (grammar, _) = url_bnf::reader::read(BNF, Dialect::RfcBnf).expect("the BNF reads");
        let alphabet = url_bnf::alphabet::Alphabet::new(&url_bnf::analysis::all_sets(&grammar));
        let cfg = Cfg::new(&grammar, &alphabet);
        let start = grammar.index("httpurl").expect("httpurl");
        let mut rng = Rng::new(1738);
        let mut disagreements = Vec::new();
        for _ in 0..1000 {
            let size = 10 + rng.below(30) as u32;
            let mut s = cfg.derive(start, &mut rng, size);
            for _ in 0..2 {
                let input: String = s.iter().collect();
                let ours = Httpurl::is_valid(&input);
                let theirs = url_grammar::ast::validate_rule("httpurl", &input)
                    .expect("rfc1738.pest has httpurl")
                    .is_ok();
                if ours != theirs || ours != cfg.accepts(start, &s) {
                    disagreements.push(input);
                }
                let i = rng.below(s.len());
                s[i] = alphabet.reps[rng.below(alphabet.reps.len())];
            }
        }
        assert!(disagreements.is_empty(), "{disagreements:#?}");
    }
}
