//! The second grammar: the BNF of the Internet-Draft draft-ietf-uri-url-03 (March 1994),
//! transcribed into `tests/grammars/draft-url-03.pest` and turned into types by
//! url-derive (`rfc1738_conformance::draft::draft03`). These tests use the generated API
//! the way a program would:
//!
//! - the URLs the draft itself quotes (section recorded in [`DRAFT_EXAMPLES`]) parse as
//!   the `url` alternative expected, or are rejected where the draft's own BNF rejects
//!   them, at the offset expected;
//! - typed fields hold the expected parts, down the recursive types (`Path`, `Wpath`)
//!   through the boxed `Option`s the generator made for them;
//! - `Display` writes back every node's input, spans nest, and `is_valid`, `validate`,
//!   `validate_rule`, `parse` and `parse_rule` agree;
//! - rejections carry an offset within the input and a non-empty expected list;
//! - the accepted language of each rewritten rule equals the BNF's, checked against a
//!   regular expression written from the BNF on every short string over a small
//!   alphabet;
//! - input nested deeper than the stack allows is rejected with a located "nests too
//!   deep" error instead of overflowing it, on threads from 48 KiB to 1 MiB and in
//!   debug and optimised builds alike (`url_runtime::STACK_RED_ZONE`);
//! - every line of the draft's BNF is quoted, verbatim and in order, by the `///` lines
//!   of the rule it defines.

use regex::Regex;
use rfc1738_conformance::draft::draft03::{
    self, Cidaddress, Ftpaddress, Ftptype, Gopheraddress, Groupart, Host, Hostname, Httpaddress,
    Login, Mailtoaddress, Midaddress, Newsaddress, Nntpaddress, Path, Prefixedurl, Prosperoaddress,
    Search, Telnetaddress, Url, Waisaddress, Wpath,
};
use rfc1738_conformance::stack::on_small_stack;
use url_runtime::{Node, Parse, ParseError, Span};

// ----------------------------------------------------------------------
// The draft's own examples

/// What the draft's BNF makes of an example.
#[derive(Debug, Clone, Copy)]
enum Expect {
    /// A URL: the `url` alternative it parses as.
    Url(&'static str),
    /// Not a URL by the draft's BNF: the byte offset of the error.
    Rejected(usize),
}

/// The URLs draft-ietf-uri-url-03 quotes: (where in the draft, the URL, what its BNF
/// makes of it). URLs the draft breaks across two lines are rejoined; the GOPHER
/// section's "host [port]" placeholder is read as a host (and once as a host and port).
const DRAFT_EXAMPLES: &[(&str, &str, Expect)] = &[
    (
        "ABOUT THIS DOCUMENT (the URI-WG archive)",
        "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
        Expect::Url("httpaddress"),
    ),
    (
        "ABOUT THIS DOCUMENT (the hypertext form)",
        "http://info.cern.ch/hypertext/WWW/Addressing/URL/Overview.html",
        Expect::Url("httpaddress"),
    ),
    (
        "APPENDICES, Wrappers for URIs in plain text: Example",
        "ftp://info.cern.ch/pub/www/doc",
        Expect::Url("ftpaddress"),
    ),
    (
        "APPENDICES, Wrappers for URIs in plain text: Example",
        "ftp://ds.internic.net/rfc",
        Expect::Url("ftpaddress"),
    ),
    (
        "REFERENCES, Alberti (1991), rejoined",
        "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol",
        Expect::Url("ftpaddress"),
    ),
    (
        "REFERENCES, Alberti (1991), rejoined (spaces are `extra` in this draft)",
        "gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher",
        Expect::Url("gopheraddress"),
    ),
    (
        "REFERENCES, Berners-Lee (1991), rejoined",
        "ftp://info.cern.ch/pub/www/doc/http-spec.txt",
        Expect::Url("ftpaddress"),
    ),
    (
        "REFERENCES, Davis (1990), rejoined",
        "ftp://quake.think.com/pub/wais/doc/protspec.txt",
        Expect::Url("ftpaddress"),
    ),
    (
        "REFERENCES, Kahle (1991), rejoined",
        "ftp://quake.think.com/pub/wais/doc/doc-ids.txt",
        Expect::Url("ftpaddress"),
    ),
    (
        "REFERENCES, Kantor and Lapsley (1986)",
        "ftp://ds.internic.net/rfc/rfc977.txt",
        Expect::Url("ftpaddress"),
    ),
    (
        "REFERENCES, Lynch (1991), rejoined",
        "wais://quake.think.com/wais-discussion-archives?lynch",
        Expect::Url("waisaddress"),
    ),
    (
        "REFERENCES, Mockapetris (1987)",
        "ftp://ds.internic.net/rfc/rfc1034.txt",
        Expect::Url("ftpaddress"),
    ),
    (
        "REFERENCES, Neuman (1992)",
        "ftp://prospero.isi.edu/pub/prospero/oir.ps",
        Expect::Url("ftpaddress"),
    ),
    (
        "REFERENCES, Postel and Reynolds (1985)",
        "ftp://ds.internic.net/rfc/rfc959.txt",
        Expect::Url("ftpaddress"),
    ),
    (
        "REFERENCES, Yeong (1991a)",
        "ftp://uu.psi.com/wp/nir.txt",
        Expect::Url("ftpaddress"),
    ),
    (
        "GOPHER, Overall summary and examples: type 0 item",
        "gopher://host/0a_gopher_selector",
        Expect::Url("gopheraddress"),
    ),
    (
        "GOPHER, Overall summary and examples: type 0 item, \"[port]\" as a port",
        "gopher://host:70/0a_gopher_selector",
        Expect::Url("gopheraddress"),
    ),
    (
        "GOPHER, Overall summary and examples: type 7 search",
        "gopher://host/7a_gopher_selector%09foobar",
        Expect::Url("gopheraddress"),
    ),
    (
        "GOPHER, Overall summary and examples: Gopher+ item",
        "gopher://host/0a_gopher_selector%09%09some_gplus_stuff",
        Expect::Url("gopheraddress"),
    ),
    (
        "GOPHER, Overall summary and examples: spanish postscript view, rejoined",
        "gopher://host/0a_gopher_selector%09%09+application/postscript%20Es_ES",
        Expect::Url("gopheraddress"),
    ),
    (
        "GOPHER, Overall summary and examples: attributes; \"!\" is in no character class of this draft",
        "gopher://host/0a_gopher_selector%09%09!",
        Expect::Rejected(38),
    ),
    (
        "GOPHER, Overall summary and examples, as printed: \"[\" is `national`",
        "gopher://host [port]/0a_gopher_selector",
        Expect::Rejected(14),
    ),
    (
        "FTP, Data type: the prose's \";type=d\" suffix (the BNF writes \"!\" ftptype)",
        "ftp://info.cern.ch/pub/www/doc;type=d",
        Expect::Rejected(30),
    ),
    (
        "FTP, Data type: the same in the BNF's spelling",
        "ftp://info.cern.ch/pub/www/doc!D",
        Expect::Url("ftpaddress"),
    ),
    (
        "ABOUT THIS DOCUMENT: the editor's address as a mailto URL",
        "mailto:timbl@info.cern.ch",
        Expect::Url("mailtoaddress"),
    ),
    (
        "ABOUT THIS DOCUMENT: the URI-WG's address as a mailto URL",
        "mailto:uri@bunyip.com",
        Expect::Url("mailtoaddress"),
    ),
    (
        "PrePrefix: the prefix belongs to `prefixedurl`, not to `url`",
        "URL:ftp://info.cern.ch/pub/www/doc",
        Expect::Rejected(0),
    ),
];

/// URLs for the schemes the draft shows no example of, written from its BNF.
const CONSTRUCTED: &[(&str, &str)] = &[
    ("news:comp.infosystems.www", "newsaddress"),
    ("news:*", "newsaddress"),
    ("news:1234@info.cern.ch", "newsaddress"),
    ("nntp:comp.infosystems.www/1234", "nntpaddress"),
    ("telnet://info.cern.ch", "telnetaddress"),
    ("telnet://guest:secret@128.141.77.5:23", "telnetaddress"),
    (
        "prospero://prospero.isi.edu:1525/pub/prospero%0012abc",
        "prosperoaddress",
    ),
    ("wais://quake.think.com/db/TEXT/1=a/b;2=c;", "waisaddress"),
    ("mid:1234@info.cern.ch", "midaddress"),
    ("cid:part1@info.cern.ch", "cidaddress"),
    ("http://info.cern.ch:80?a+b+c", "httpaddress"),
    ("ftp://u:p@host:21/a/b/!A", "ftpaddress"),
];

/// The `url` alternative a parsed URL is (an exhaustive match: a new or renamed
/// variant breaks the build here).
fn production(url: &Url<'_>) -> &'static str {
    match url {
        Url::Httpaddress(_) => "httpaddress",
        Url::Ftpaddress(_) => "ftpaddress",
        Url::Newsaddress(_) => "newsaddress",
        Url::Nntpaddress(_) => "nntpaddress",
        Url::Prosperoaddress(_) => "prosperoaddress",
        Url::Telnetaddress(_) => "telnetaddress",
        Url::Gopheraddress(_) => "gopheraddress",
        Url::Waisaddress(_) => "waisaddress",
        Url::Mailtoaddress(_) => "mailtoaddress",
        Url::Midaddress(_) => "midaddress",
        Url::Cidaddress(_) => "cidaddress",
    }
}

/// Every node of the tree writes back exactly its input (`Display`, `as_str`, `span`),
/// and children lie inside their parent, in input order.
fn check_tree<'i>(input: &'i str, node: &dyn Node<'i>) {
    let span = node.span();
    assert_eq!(node.to_string(), node.as_str(), "Display of {node:?}");
    assert_eq!(&input[span.range()], node.as_str(), "span of {node:?}");
    let mut at = span.start;
    for child in node.children() {
        let inner = child.span();
        assert!(
            at <= inner.start && inner.end <= span.end,
            "child {inner:?} of {span:?} out of place (after {at}) in {input:?}"
        );
        at = inner.end;
        check_tree(input, &*child);
    }
}

/// Parses `input` as `url` and checks what every way of asking says about it.
fn parse_url(input: &str) -> Result<Url<'_>, ParseError> {
    let parsed = Url::parse(input);
    let validated = Url::validate(input);
    assert_eq!(
        Url::is_valid(input),
        parsed.is_ok(),
        "is_valid vs parse: {input:?}"
    );
    assert_eq!(<Url as Parse>::is_valid(input), parsed.is_ok());
    let by_name = draft03::validate_rule("url", input).expect("url is a rule");
    assert_eq!(
        by_name.is_ok(),
        parsed.is_ok(),
        "validate_rule vs parse: {input:?}"
    );
    let dynamic = draft03::parse_rule("url", input).expect("url has a type");
    assert_eq!(
        dynamic.is_ok(),
        parsed.is_ok(),
        "parse_rule vs parse: {input:?}"
    );
    match (&parsed, &validated) {
        (Ok(url), Ok(())) => {
            assert_eq!(url.to_string(), input);
            assert_eq!(url.span(), Span::new(0, input.len()));
            assert_eq!(url.rule_name(), Some("url"));
            check_tree(input, url);
        }
        (Err(built), Err(checked)) => {
            check_error(input, built);
            assert_eq!(
                built.offset(),
                checked.offset(),
                "parse vs validate: {input:?}"
            );
            assert_eq!(
                built.expected(),
                checked.expected(),
                "parse vs validate: {input:?}"
            );
        }
        _ => panic!("parse and validate disagree on {input:?}: {parsed:?} / {validated:?}"),
    }
    parsed
}

/// A rejection says where (within the input) and what was expected there.
fn check_error(input: &str, error: &ParseError) {
    assert!(error.offset() <= input.len(), "{error} for {input:?}");
    assert!(!error.expected().is_empty(), "{error} for {input:?}");
    assert!(input.is_char_boundary(error.offset()));
    assert!(error
        .to_string()
        .contains(&format!("(byte {})", error.offset())));
}

#[test]
fn the_drafts_own_examples_parse_as_its_bnf_says() {
    for &(section, input, expect) in DRAFT_EXAMPLES {
        match (parse_url(input), expect) {
            (Ok(url), Expect::Url(alternative)) => {
                assert_eq!(production(&url), alternative, "{section}: {input}")
            }
            (Err(error), Expect::Rejected(offset)) => {
                assert_eq!(error.offset(), offset, "{section}: {input}: {error}")
            }
            (got, expected) => panic!("{section}: {input}: expected {expected:?}, got {got:?}"),
        }
    }
    for &(input, alternative) in CONSTRUCTED {
        let url = parse_url(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(production(&url), alternative, "{input}");
    }
}

#[test]
fn the_prefixed_form_wraps_a_url() {
    let input = "url:ftp://info.cern.ch/pub/www/doc";
    let prefixed = Prefixedurl::parse(input).unwrap();
    assert!(matches!(prefixed.url, Url::Ftpaddress(_)));
    assert_eq!(prefixed.url.as_str(), "ftp://info.cern.ch/pub/www/doc");
    assert_eq!(prefixed.url.span(), Span::new(4, input.len()));
    check_tree(input, &prefixed);
    // The PrePrefix prose writes "URL:"; the BNF's single letters are lower case.
    let error = Prefixedurl::parse("URL:ftp://info.cern.ch/pub/www/doc").unwrap_err();
    assert_eq!(error.offset(), 0);
    assert!(!Prefixedurl::is_valid("ftp://info.cern.ch/pub/www/doc"));
}

// ----------------------------------------------------------------------
// Typed fields

/// The segments of a path, walking its recursion, and whether it ends in `void` (a
/// trailing "/" or an empty path).
fn segments<'i>(mut path: &Path<'i>) -> (Vec<&'i str>, bool) {
    let mut out = Vec::new();
    loop {
        match path {
            Path::SegmentPath(part) => {
                out.push(part.segment.as_str());
                match part.path.as_deref() {
                    Some(rest) => path = rest,
                    None => return (out, false),
                }
            }
            Path::Void(void) => {
                assert_eq!(void.as_str(), "");
                return (out, true);
            }
        }
    }
}

fn hostname<'h, 'i>(host: &'h Host<'i>) -> &'h Hostname<'i> {
    match host {
        Host::Hostname(name) => name,
        Host::Hostnumber(number) => panic!("expected a hostname, got {number}"),
    }
}

#[test]
fn a_path_is_a_boxed_recursion_of_segments() {
    let input = "http://info.cern.ch/hypertext/WWW/Addressing/URL/Overview.html";
    let url = Httpaddress::parse(input).unwrap();
    let path = url.path.as_ref().expect("a path");
    assert_eq!(path.as_str(), "hypertext/WWW/Addressing/URL/Overview.html");
    assert_eq!(
        segments(path),
        (
            vec!["hypertext", "WWW", "Addressing", "URL", "Overview.html"],
            false
        )
    );
    // The same, by hand, through the generated types and their boxes.
    let Path::SegmentPath(first) = path else {
        panic!("{path:?}")
    };
    assert_eq!(first.segment.as_str(), "hypertext");
    let rest: &Path<'_> = first.path.as_deref().expect("more segments");
    assert_eq!(rest.as_str(), "WWW/Addressing/URL/Overview.html");
    assert_eq!(rest.span(), Span::new(30, input.len()));
    let Path::SegmentPath(second) = rest else {
        panic!("{rest:?}")
    };
    assert_eq!(second.segment.as_str(), "WWW");
    assert!(url.search.is_none());
    assert!(url.hostport.port.is_none());

    // A trailing "/" ends the recursion in `void`; an empty path is `void` alone.
    let trailing = Path::parse("a/b/").unwrap();
    assert_eq!(segments(&trailing), (vec!["a", "b"], true));
    let Path::SegmentPath(a) = &trailing else {
        panic!()
    };
    let Some(Path::SegmentPath(b)) = a.path.as_deref() else {
        panic!()
    };
    let Some(Path::Void(void)) = b.path.as_deref() else {
        panic!()
    };
    assert_eq!(void.span(), Span::new(4, 4));
    assert!(matches!(Path::parse("").unwrap(), Path::Void(_)));
    assert!(
        !Path::is_valid("a//b"),
        "a segment holds at least one character"
    );
}

#[test]
fn hostname_group_and_search_recursions_stay_empty_because_ialpha_takes_the_dots() {
    // "." is `safe`, so `ialpha` (alpha [ xalphas ]) takes the whole dotted name, and
    // the recursive `[ . hostname ]` is never reached; see the grammar's comment.
    let name = Hostname::parse("info.cern.ch").unwrap();
    assert_eq!(name.ialpha.as_str(), "info.cern.ch");
    let nested: &Option<Box<Hostname<'_>>> = &name.hostname;
    assert!(nested.is_none());
    let news = Newsaddress::parse("news:comp.infosystems.www").unwrap();
    let Groupart::Group(group) = &news.groupart else {
        panic!("{news:?}")
    };
    assert_eq!(group.ialpha.as_str(), "comp.infosystems.www");
    assert!(group.group.is_none());
    // "+" is `safe` too, so `search`'s `[ + search ]` is never reached either.
    let search = Search::parse("a+b+c").unwrap();
    assert_eq!(search.xalphas.as_str(), "a+b+c");
    assert!(search.search.is_none());
}

/// (URL, user, password, host, port)
type LoginCase = (
    &'static str,
    Option<&'static str>,
    Option<&'static str>,
    &'static str,
    Option<&'static str>,
);

#[test]
fn login_splits_user_password_and_hostport() {
    let cases: &[LoginCase] = &[
        (
            "ftp://info.cern.ch/pub/www/doc",
            None,
            None,
            "info.cern.ch",
            None,
        ),
        (
            "ftp://u:p@host:21/x",
            Some("u"),
            Some("p"),
            "host",
            Some("21"),
        ),
        (
            "ftp://anonymous@info.cern.ch/",
            Some("anonymous"),
            None,
            "info.cern.ch",
            None,
        ),
        // Not a hostport alone (a host starts with a letter): only the split reads it.
        ("ftp://1u@host/x", Some("1u"), None, "host", None),
        // User names may hold "@", hostnames too: the first "@" before a valid host wins.
        ("ftp://a@b@c/x", Some("a"), None, "b@c", None),
        ("ftp://@@h/", Some("@"), None, "h", None),
        ("ftp://u:p@q@h:1/", Some("u"), Some("p"), "q@h", Some("1")),
    ];
    for &(input, user, password, host, port) in cases {
        let ftp = Ftpaddress::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        let login: &Login<'_> = &ftp.login;
        assert_eq!(login.user.map(|u| u.as_str()), user, "{input}");
        assert_eq!(login.password.map(|p| p.as_str()), password, "{input}");
        assert_eq!(login.hostport.host.as_str(), host, "{input}");
        assert_eq!(login.hostport.port.map(|p| p.as_str()), port, "{input}");
        check_tree(input, &ftp);
    }

    let telnet = Telnetaddress::parse("telnet://guest:secret@128.141.77.5:23").unwrap();
    assert_eq!(telnet.login.user.unwrap().as_str(), "guest");
    assert_eq!(telnet.login.password.unwrap().as_str(), "secret");
    let Host::Hostnumber(number) = &telnet.login.hostport.host else {
        panic!("{telnet:?}")
    };
    let parts = [
        number.digits.as_str(),
        number.digits_2.as_str(),
        number.digits_3.as_str(),
        number.digits_4.as_str(),
    ];
    assert_eq!(parts, ["128", "141", "77", "5"]);
    assert_eq!(telnet.login.hostport.port.unwrap().as_str(), "23");
}

#[test]
fn ftptype_is_an_enum_of_literal_variants() {
    let cases = [
        ("A", "ftp://h/x!A"),
        ("I", "ftp://h/x!I"),
        ("D", "ftp://h/x/!D"),
    ];
    for (letter, input) in cases {
        let ftp = Ftpaddress::parse(input).unwrap();
        let token = match ftp.ftptype.expect("a type") {
            Ftptype::A(token) if letter == "A" => token,
            Ftptype::I(token) if letter == "I" => token,
            Ftptype::D(token) if letter == "D" => token,
            other => panic!("{input}: {other:?}"),
        };
        assert_eq!(token.as_str(), letter);
        assert_eq!(token.span(), Span::new(input.len() - 1, input.len()));
    }
    assert!(Ftpaddress::parse("ftp://h/x").unwrap().ftptype.is_none());
    // Lower case is no ftptype in this draft.
    let error = Ftpaddress::parse("ftp://h/x!a").unwrap_err();
    assert_eq!(error.offset(), 10);
    assert!(error.expected().iter().any(|e| e == "ftptype"), "{error}");
}

#[test]
fn gopher_type_selector_and_search() {
    let input = "gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher";
    let gopher = Gopheraddress::parse(input).unwrap();
    assert_eq!(gopher.hostport.as_str(), "gopher.micro.umn.edu");
    assert_eq!(gopher.gtype.unwrap().as_str(), "0");
    let selector = gopher.selector.as_ref().expect("a selector");
    assert_eq!(
        segments(&selector.path),
        (vec!["0", "Information About Gopher", "About Gopher"], false)
    );
    assert!(gopher.search.is_none());

    // The draft's BNF has no "%09" separator: the tab is an escape in the selector.
    let search = Gopheraddress::parse("gopher://host/7a_gopher_selector%09foobar").unwrap();
    assert_eq!(
        search.selector.unwrap().as_str(),
        "a_gopher_selector%09foobar"
    );
    // Its search part is introduced by "?"; the selector may be empty.
    let query = Gopheraddress::parse("gopher://h/1?q+r").unwrap();
    assert_eq!(query.gtype.unwrap().as_str(), "1");
    assert!(matches!(query.selector.unwrap().path, Path::Void(_)));
    assert_eq!(query.search.unwrap().as_str(), "q+r");
    let bare = Gopheraddress::parse("gopher://h").unwrap();
    assert!(bare.gtype.is_none() && bare.selector.is_none() && bare.search.is_none());
    // "/" must be followed by a type character.
    let error = Gopheraddress::parse("gopher://h/").unwrap_err();
    assert_eq!(error.offset(), 11);
    assert!(error.expected().iter().any(|e| e == "gtype"), "{error}");
}

#[test]
fn wais_index_and_document_with_a_recursive_wpath() {
    let index =
        Waisaddress::parse("wais://quake.think.com/wais-discussion-archives?lynch").unwrap();
    let Waisaddress::Waisindex(index) = index else {
        panic!("{index:?}")
    };
    assert_eq!(index.hostport.as_str(), "quake.think.com");
    assert_eq!(index.database.as_str(), "wais-discussion-archives");
    assert_eq!(index.search.unwrap().as_str(), "lynch");

    let input = "wais://quake.think.com/db/TEXT/1=a/b;2=c;";
    let Waisaddress::Waisdoc(doc) = Waisaddress::parse(input).unwrap() else {
        panic!("a waisdoc")
    };
    assert_eq!(doc.database.as_str(), "db");
    assert_eq!(doc.wtype.as_str(), "TEXT");
    let first: &Wpath<'_> = &doc.wpath;
    assert_eq!(first.digits.as_str(), "1");
    assert_eq!(segments(&first.path), (vec!["a", "b"], false));
    let second: &Wpath<'_> = first.wpath.as_deref().expect("a second field");
    assert_eq!(second.digits.as_str(), "2");
    assert_eq!(second.path.as_str(), "c");
    assert_eq!(second.span(), Span::new(input.len() - 4, input.len()));
    assert!(second.wpath.is_none());
    // A wpath field ends with ";".
    assert!(!Waisaddress::is_valid("wais://h/db/TEXT/1=a"));
}

#[test]
fn news_groups_articles_and_the_star() {
    let star = Newsaddress::parse("news:*").unwrap();
    let Groupart::Star(token) = star.groupart else {
        panic!("{star:?}")
    };
    assert_eq!((token.as_str(), token.span()), ("*", Span::new(5, 6)));

    // An "@" makes a message identifier (the NEWS prose), though `group` would match.
    let article = Newsaddress::parse("news:1234@info.cern.ch").unwrap();
    let Groupart::Article(article) = &article.groupart else {
        panic!("{article:?}")
    };
    assert_eq!(article.xalphas.as_str(), "1234");
    assert_eq!(hostname(&article.host).ialpha.as_str(), "info.cern.ch");
    let lettered = Newsaddress::parse("news:foo@bar.com").unwrap();
    assert!(matches!(lettered.groupart, Groupart::Article(_)));
    let numbered = Newsaddress::parse("news:a.b@1.2.3.4").unwrap();
    let Groupart::Article(numbered) = numbered.groupart else {
        panic!()
    };
    assert!(matches!(numbered.host, Host::Hostnumber(_)));

    let nntp = Nntpaddress::parse("nntp:comp.infosystems.www/1234").unwrap();
    assert_eq!(nntp.group.as_str(), "comp.infosystems.www");
    assert_eq!(nntp.digits.as_str(), "1234");
}

#[test]
fn mail_addresses_split_at_the_at_sign() {
    let mailto = Mailtoaddress::parse("mailto:timbl@info.cern.ch").unwrap();
    assert_eq!(mailto.xalphas.as_str(), "timbl");
    assert_eq!(mailto.hostname.ialpha.as_str(), "info.cern.ch");
    let gatewayed = Mailtoaddress::parse("mailto:a%25b@c@d.e").unwrap();
    assert_eq!(gatewayed.xalphas.as_str(), "a%25b");
    assert_eq!(gatewayed.hostname.as_str(), "c@d.e");
    // The draft writes "m a i l t o : :"; the evident reading has one colon.
    assert!(!Mailtoaddress::is_valid("mailto::timbl@info.cern.ch"));
    // A hostname starts with a letter.
    assert!(!Mailtoaddress::is_valid("mailto:timbl@1"));

    let mid = Midaddress::parse("mid:1234@info.cern.ch").unwrap();
    assert_eq!(mid.addr_spec.xalphas.as_str(), "1234");
    assert_eq!(mid.addr_spec.hostname.as_str(), "info.cern.ch");
    let cid = Cidaddress::parse("cid:part1@info.cern.ch").unwrap();
    assert_eq!(cid.content_identifier.addr_spec.xalphas.as_str(), "part1");
}

#[test]
fn prospero_keeps_the_version_in_the_hsoname() {
    // "%00" is an escape, so the greedy path takes it and what follows; the optional
    // version and attributes are never reached (the language is the same).
    let input = "prospero://prospero.isi.edu:1525/pub/prospero%0012abc";
    let Url::Prosperoaddress(prospero) = Url::parse(input).unwrap() else {
        panic!()
    };
    let link = &prospero.prosperolink;
    assert_eq!(link.hostport.port.unwrap().as_str(), "1525");
    assert_eq!(
        segments(&link.hsoname.path),
        (vec!["pub", "prospero%0012abc"], false)
    );
    assert!(link.version.is_none() && link.attributes.is_none());
    let standalone = Prosperoaddress::parse(input).unwrap();
    assert_eq!(standalone.to_string(), input);
}

#[test]
fn afsaddress_is_a_rule_but_not_a_url() {
    let input = "afs://cern.ch/usr/timbl";
    let afs = draft03::Afsaddress::parse(input).unwrap();
    assert_eq!(afs.cellname.hostname.as_str(), "cern.ch");
    assert_eq!(segments(&afs.path), (vec!["usr", "timbl"], false));
    assert_eq!(parse_url(input).unwrap_err().offset(), 0);
}

// ----------------------------------------------------------------------
// Rejections

#[test]
fn rejections_are_located() {
    // (rule, input, byte offset of the error if pinned, a rule expected there if pinned)
    let cases: &[(&str, &str, Option<usize>, Option<&str>)] = &[
        ("url", "", Some(0), Some("url")),
        ("url", "HTTP://info.cern.ch/", Some(0), None),
        (
            "url",
            "http://info.cern.ch/a b/<x>",
            Some(24),
            Some("segment"),
        ),
        ("ftpaddress", "ftp://h/x!Q", Some(10), Some("ftptype")),
        // What is missing is the literal "/"; errors name rules, not literals, and
        // report the furthest rule that failed (here the whole `ftpaddress`).
        ("ftpaddress", "ftp://h", None, None),
        ("nntpaddress", "nntp:comp.www/", Some(14), Some("digits")),
        ("hostnumber", "128.141.77.", Some(11), Some("digits")),
        ("path", "a//b", Some(2), None),
        (
            "waisaddress",
            "wais://h/db/TEXT/1=a",
            Some(17),
            Some("wpath"),
        ),
        ("login", "u:p@", Some(2), Some("port")),
        ("escape", "%0g", Some(0), None),
        ("mailtoaddress", "mailto:a@1", None, None),
    ];
    for &(rule, input, offset, expected) in cases {
        let built = match draft03::parse_rule(rule, input).expect("a rule with a type") {
            Ok(node) => panic!("{rule} accepted {input:?}: {node:?}"),
            Err(error) => error,
        };
        let checked = draft03::validate_rule(rule, input)
            .expect("a rule")
            .unwrap_err();
        check_error(input, &built);
        if let Some(offset) = offset {
            assert_eq!(built.offset(), offset, "{rule} {input:?}: {built}");
        }
        assert_eq!(
            built, checked,
            "parse_rule vs validate_rule for {rule} {input:?}"
        );
        if let Some(name) = expected {
            assert!(
                built.expected().iter().any(|e| e == name),
                "{rule} {input:?}: {built}"
            );
        }
        let rendered = built.render();
        assert!(rendered.contains('^'), "{rendered}");
    }
    assert!(draft03::validate_rule("no_such_rule", "x").is_none());
    assert!(
        draft03::parse_rule("login_hostport_tail", "@h").is_none(),
        "silent"
    );
}

// ----------------------------------------------------------------------
// Depth

/// The stack for building a deep tree. In a debug build each level of the builder's
/// recursion through `path` takes about 2 KiB of stack; an optimised build needs
/// less. Unguarded, the 100,000 levels of the inputs below would need about 200 MB.
const PARSE_STACK: usize = 1024 * 1024;

/// The stack for recognising without building (`validate`).
const VALIDATE_STACK: usize = 256 * 1024;

/// The smallest stack the tests give a parse: far less than the red zone plus one
/// level, so the very first recursive rule is refused.
const TINY_STACK: usize = 48 * 1024;

fn check_too_deep(input: &str, error: &ParseError) {
    check_error(input, error);
    assert!(
        error.to_string().contains("nests too deep for the stack") && error.is_too_deep(),
        "not a depth error: {error}"
    );
    // It stops where the stack ran low, long before the end of a long input.
    assert!(
        input.len() < 10_000 || error.offset() < input.len() / 10,
        "{error}"
    );
}

/// Every way to match `input`, on a thread of `stack` bytes: validate, is_valid,
/// parse, and the same through the rule table.
fn all_rejected_as_too_deep(input: &str, stack: usize) {
    let owned = input.to_owned();
    let (validated, url_validated, valid, parsed, url_parsed, by_name) =
        on_small_stack(stack, move || {
            (
                Httpaddress::validate(&owned).unwrap_err(),
                Url::validate(&owned).unwrap_err(),
                Url::is_valid(&owned),
                Httpaddress::parse(&owned).map(|_| ()).unwrap_err(),
                Url::parse(&owned).map(|_| ()).unwrap_err(),
                draft03::parse_rule("url", &owned)
                    .unwrap()
                    .map(|_| ())
                    .unwrap_err(),
            )
        });
    for error in [&validated, &url_validated, &parsed, &url_parsed, &by_name] {
        check_too_deep(input, error);
    }
    assert!(!valid);
}

#[test]
fn a_path_of_100000_segments_is_rejected_as_too_deep_not_overflowed() {
    let input = format!("http://h/{}", "a/".repeat(100_000));
    for stack in [TINY_STACK, 64 * 1024, VALIDATE_STACK, PARSE_STACK] {
        all_rejected_as_too_deep(&input, stack);
    }
}

#[test]
fn a_path_of_255_segments_on_a_48_kib_thread_is_an_error_not_a_crash() {
    // The depth the old fixed limit allowed, which overflowed a 48 KiB thread.
    let input = format!("http://h/{}", "a/".repeat(255));
    all_rejected_as_too_deep(&input, TINY_STACK);
    // With stack enough, the same input parses, in a debug build too.
    let owned = input.clone();
    let depth = on_small_stack(8 << 20, move || {
        let url = Httpaddress::parse(&owned).expect("a deep but valid path");
        let mut depth = 0;
        url_runtime::walk_rules(&url, &mut |rule, _| depth += usize::from(rule == "path"));
        depth
    });
    // 255 segments and the empty one after the last `/`.
    assert_eq!(depth, 256);
}

/// A tree parsed on a large stack is walked on a small one: the walk checks the
/// stack at the boxes its recursion goes through and moves to a new segment.
/// (The tree is dropped on the large stack: dropping it recurses too.)
#[test]
fn a_deep_tree_is_walked_on_a_small_stack() {
    let depth = on_small_stack(256 << 20, || {
        let input = format!("http://h/{}", "a/".repeat(20_000));
        let url = Httpaddress::parse(&input).expect("a deep but valid path");
        std::thread::scope(|scope| {
            std::thread::Builder::new()
                .stack_size(TINY_STACK)
                .spawn_scoped(scope, || {
                    let mut depth = 0;
                    url_runtime::walk_rules(&url, &mut |rule, _| {
                        depth += usize::from(rule == "path")
                    });
                    depth
                })
                .expect("a thread starts")
                .join()
                .expect("the walk does not overflow the stack")
        })
    });
    assert_eq!(depth, 20_001);
}

#[test]
fn a_wpath_of_100000_fields_is_rejected_as_too_deep_not_overflowed() {
    let input = format!("wais://h/db/TEXT/{}", "1=a;".repeat(100_000));
    for stack in [TINY_STACK, VALIDATE_STACK, PARSE_STACK] {
        let checking = input.clone();
        let checked = on_small_stack(stack, move || Waisaddress::validate(&checking).unwrap_err());
        check_too_deep(&input, &checked);
        let building = input.clone();
        let built = on_small_stack(stack, move || {
            draft03::parse_rule("url", &building).unwrap().unwrap_err()
        });
        check_too_deep(&input, &built);
    }
}

#[test]
fn a_hostname_of_100000_labels_does_not_nest() {
    // Not deep at all: `ialpha` takes the dots in one repetition (see the grammar), so
    // the recursive `hostname` is never entered, on any stack.
    let input = format!("http://{}/", vec!["a"; 100_000].join("."));
    let host_len = input.len() - "http:///".len();
    let (valid, ialpha_len, nested) = on_small_stack(VALIDATE_STACK, move || {
        let url = Httpaddress::parse(&input).unwrap();
        let name = hostname(&url.hostport.host);
        (
            Httpaddress::is_valid(&input),
            name.ialpha.as_str().len(),
            name.hostname.is_some(),
        )
    });
    assert!(valid);
    assert_eq!(ialpha_len, host_len);
    assert!(!nested);
}

// ----------------------------------------------------------------------
// The languages of the rewritten rules

/// Regular expressions written from the draft's BNF, rule by rule: a right recursion
/// `x [ xs ]` is `x+`, `[ ... ]` is `(?: ... )?`. With the two evident readings the
/// grammar takes (`xpalphas = xpalpha [ xpalphas ]`, and "mailto:" with one colon).
struct Bnf {
    rules: Vec<(&'static str, String)>,
}

impl Bnf {
    fn new() -> Self {
        let alpha = "[A-Za-z]";
        let digits = "[0-9]+";
        let xalpha = r#"(?:[A-Za-z0-9$_@.&+"'(), -]|%[0-9A-Fa-f]{2})"#;
        let xalphas = format!("{xalpha}+");
        let xpalphas = format!(r"(?:{xalpha}|\+)+");
        let ialpha = format!("{alpha}(?:{xalphas})?");
        let hostname = format!(r"{ialpha}(?:\.{ialpha})*");
        let hostnumber = format!(r"{digits}\.{digits}\.{digits}\.{digits}");
        let host = format!("(?:{hostname}|{hostnumber})");
        let hostport = format!("{host}(?::{digits})?");
        let login = format!("(?:{xalphas}(?::{xalphas})?@)?{hostport}");
        let segment = xpalphas;
        let path = format!("(?:{segment}/)*(?:{segment})?");
        let search = format!(r"{xalphas}(?:\+{xalphas})*");
        let group = format!(r"{ialpha}(?:\.{ialpha})*");
        let article = format!("{xalphas}@{host}");
        let groupart = format!(r"(?:\*|{group}|{article})");
        let wpath = format!("(?:{digits}={path};)+");
        let waisindex = format!(r"wais://{hostport}/{xalphas}(?:\?{search})?");
        let waisdoc = format!("wais://{hostport}/{xalphas}/{xalphas}/{wpath}");
        let attributes = "(?:[A-Za-z0-9]+)+";
        let rules = vec![
            ("login", login.clone()),
            ("hostport", hostport.clone()),
            ("hostname", hostname.clone()),
            ("path", path.clone()),
            ("search", search.clone()),
            ("wpath", wpath),
            ("article", article),
            ("groupart", groupart.clone()),
            ("mailtoaddress", format!("mailto:{xalphas}@{hostname}")),
            ("addr_spec", format!("{xalphas}@{hostname}")),
            ("waisaddress", format!("(?:{waisindex}|{waisdoc})")),
            (
                "prosperolink",
                format!("prospero://{hostport}/{path}(?:%00{digits}(?:{attributes})?)?"),
            ),
            (
                "gopheraddress",
                format!(r"gopher://{hostport}(?:/{xalpha}(?:{path})?)?(?:\?{search})?"),
            ),
            (
                "httpaddress",
                format!(r"http://{hostport}(?:/{path})?(?:\?{search})?"),
            ),
            ("ftpaddress", format!("ftp://{login}/{path}(?:![AID])?")),
            ("telnetaddress", format!("telnet://{login}")),
            ("nntpaddress", format!("nntp:{group}/{digits}")),
            ("newsaddress", format!("news:{groupart}")),
        ];
        Bnf { rules }
    }

    fn regex(&self, rule: &str) -> Regex {
        let (_, source) = self
            .rules
            .iter()
            .find(|(name, _)| *name == rule)
            .unwrap_or_else(|| panic!("no oracle for {rule}"));
        Regex::new(&format!("^(?:{source})$")).expect("the oracle compiles")
    }
}

/// Every string over `alphabet` of at most `max` characters, shortest first.
fn all_strings(alphabet: &str, max: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..max {
        last = last
            .iter()
            .flat_map(|s| alphabet.chars().map(move |c| format!("{s}{c}")))
            .collect();
        all.extend(last.iter().cloned());
    }
    all
}

#[test]
fn rewritten_rules_accept_exactly_the_bnf_language() {
    // (rule, fixed prefix, alphabet of the rest, longest rest): each alphabet holds the
    // characters the rule's hazard is about ("@" and ":" for login, "/" for path, ...).
    let cases: &[(&str, &str, &str, usize)] = &[
        ("login", "", "a1@:.", 6),
        ("hostport", "", "a1:.", 6),
        ("hostname", "", "a1.@", 6),
        ("path", "", "a/+", 7),
        ("search", "", "a+.", 6),
        ("wpath", "", "1=a/;", 6),
        ("article", "", "a1@.", 6),
        ("groupart", "", "a1@.*", 5),
        ("mailtoaddress", "mailto:", "a1@.", 6),
        ("addr_spec", "", "a1@.", 6),
        ("waisaddress", "wais://h/d", "a/?1=;", 6),
        ("prosperolink", "prospero://h/", "a0%/", 7),
        ("gopheraddress", "gopher://h", "/a?%0", 6),
        ("httpaddress", "http://", "a1/?:@", 5),
        ("ftpaddress", "ftp://", "a/:@!A", 5),
        ("telnetaddress", "telnet://", "a1@:.", 6),
        ("nntpaddress", "nntp:", "a1/.", 6),
        ("newsaddress", "news:", "a1@.*", 5),
    ];
    let bnf = Bnf::new();
    let mut disagreements = Vec::new();
    let mut checked = 0;
    for &(rule, prefix, alphabet, max) in cases {
        let oracle = bnf.regex(rule);
        let mut accepted = 0;
        for rest in all_strings(alphabet, max) {
            let input = format!("{prefix}{rest}");
            let in_bnf = oracle.is_match(&input);
            let validated = draft03::validate_rule(rule, &input).expect("a rule");
            let parsed = draft03::parse_rule(rule, &input).expect("a typed rule");
            if validated.is_ok() != in_bnf || parsed.is_ok() != in_bnf {
                disagreements.push(format!(
                    "{rule} {input:?}: BNF {in_bnf}, validate {}, parse {}",
                    validated.is_ok(),
                    parsed.is_ok()
                ));
            }
            if let Ok(node) = parsed {
                assert_eq!(node.to_string(), input);
                accepted += 1;
            }
            checked += 1;
        }
        assert!(
            accepted > 0,
            "{rule}: the alphabet never reaches an accepted string"
        );
    }
    assert!(
        disagreements.is_empty(),
        "{} of {checked} strings disagree with the BNF, e.g.:\n{}",
        disagreements.len(),
        disagreements[..disagreements.len().min(20)].join("\n")
    );
}

// ----------------------------------------------------------------------
// Traceability: the grammar quotes the draft

/// The draft's "BNF for specific URL schemes", from the first rule to "void", verbatim
/// (its page break included) as the draft text has it, without the line numbers of the
/// copy it was taken from.
const DRAFT_BNF: &str = "\
prefixedurl u r l : url

ur l httpaddress | ftpaddress | newsaddress |
nntpaddress | prosperoaddress | telnetaddress
| gopheraddress | waisaddress |
mailtoaddress | midaddress | cidaddress

scheme ialpha

httpaddress h t t p : / / hostport [ / path ] [ ?
search ]

ftpaddress f t p : / / login / path [ ! ftptype ]

afsaddress a f s : / / cellname / path

newsaddress n e w s : groupart

nntpaddress n n t p : group / digits

midaddress m i d : addr-spec

cidaddress c i d : content-identifier

mailtoaddress m a i l t o : : xalphas @ hostname

waisaddress waisindex | waisdoc

waisindex w a i s : / / hostport / database [ ? search
]

waisdoc w a i s : / / hostport / database / wtype /
wpath

wpath digits = path ; [ wpath ]

groupart * | group | article



Berners-Lee 13

group ialpha [ . group ]

article xalphas @ host

database xalphas

wtype xalphas

prosperoaddress prosperolink

prosperolink p r o s p e r o : / / hostport / hsoname [ %
0 0 version [ attributes ] ]

hsoname path

version digits

attributes attribute [ attributes ]

attribute alphanums

telnetaddress t e l n e t : / / login

gopheraddress g o p h e r : / / hostport [/ gtype [
selector ] ] [ ? search ]

login [ user [ : password ] @ ] hostport

hostport host [ : port ]

host hostname | hostnumber

ftptype A | I | D

cellname hostname

hostname ialpha [ . hostname ]

hostnumber digits . digits . digits . digits

port digits

selector path

path void | segment [ / path ]

segment xpalphas

search xalphas [ + search ]

user xalphas

password xalphas



Berners-Lee 14

fragmentid xalphas

gtype xalpha

xalpha alpha | digit | safe | extra | escape

xalphas xalpha [ xalphas ]

xpalpha xalpha | +

xpalphas xpalpha [ xpalpha ]

ialpha alpha [ xalphas ]

alpha a | b | c | d | e | f | g | h | i | j | k |
l | m | n | o | p | q | r | s | t | u | v |
w | x | y | z | A | B | C | D | E | F | G |
H | I | J | K | L | M | N | O | P | Q | R |
S | T | U | V | W | X | Y | Z

digit 0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9

safe $ | - | _ | @ | . | & | + | -

extra \" | ' | ( | ) | , | space

reserved = | ; | / | # | ? | :

escape % hex hex

hex digit | a | b | c | d | e | f | A | B | C |
D | E | F

national { | } | vline | [ | ] | \\ | ^ | ~

punctuation < | >

digits digit [ digits ]

alphanum alpha | digit

alphanums alphanum [ alphanums ]

void
";

/// Rules of the grammar that are not the draft's: the two names the draft uses but
/// never defines, and the lookahead helpers of the "@" rewrites.
const NOT_BNF: &[&str] = &[
    "addr_spec",
    "content_identifier",
    "login_xalphas",
    "login_hostport_tail",
    "article_xalphas",
    "article_host_tail",
    "mailbox_xalphas",
    "mailbox_hostname_tail",
];

/// Quoted names the draft prints garbled, and the rule that transcribes them.
const GARBLED_NAMES: &[(&str, &str)] = &[("ur l", "url")];

/// The grammar's rules in file order, each with the `///` lines right above it.
fn grammar_rules() -> Vec<(String, Vec<String>)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/grammars/draft-url-03.pest");
    let text = std::fs::read_to_string(path).expect("the grammar file");
    let head = Regex::new(r"^([A-Za-z_][A-Za-z0-9_]*) = [_@$!]?\{").unwrap();
    let mut rules = Vec::new();
    let mut docs: Vec<String> = Vec::new();
    for line in text.lines() {
        if let Some(doc) = line.strip_prefix("///") {
            docs.push(doc.strip_prefix(' ').unwrap_or(doc).to_owned());
        } else if let Some(name) = head.captures(line) {
            rules.push((name[1].to_owned(), std::mem::take(&mut docs)));
        } else {
            docs.clear();
        }
    }
    rules
}

/// The draft's name as the grammar spells it: lower case, "-" -> "_".
fn grammar_name(quoted: &str) -> String {
    GARBLED_NAMES
        .iter()
        .find(|(garbled, _)| *garbled == quoted)
        .map_or_else(
            || quoted.to_lowercase().replace('-', "_"),
            |(_, name)| (*name).to_owned(),
        )
}

#[test]
fn every_line_of_the_drafts_bnf_is_quoted_once_in_order() {
    let footer = Regex::new(r"^Berners-Lee [0-9]+$").unwrap();
    let draft: Vec<&str> = DRAFT_BNF
        .lines()
        .filter(|line| !line.trim().is_empty() && !footer.is_match(line))
        .collect();
    let rules = grammar_rules();
    let mut quoted = Vec::new();
    let mut bnf_rules = 0;
    for (name, docs) in &rules {
        if NOT_BNF.contains(&name.as_str()) {
            for line in docs {
                assert!(
                    !draft.contains(&line.as_str()),
                    "{name} quotes the draft: {line}"
                );
            }
            continue;
        }
        let first = docs
            .first()
            .unwrap_or_else(|| panic!("{name} quotes nothing"));
        let quoted_name = GARBLED_NAMES
            .iter()
            .map(|(garbled, _)| *garbled)
            .find(|garbled| first.starts_with(&format!("{garbled} ")))
            .unwrap_or_else(|| first.split(' ').next().unwrap_or_default());
        assert_eq!(
            &grammar_name(quoted_name),
            name,
            "the quote above {name}: {first}"
        );
        quoted.extend(docs.iter().map(String::as_str));
        bnf_rules += 1;
    }
    assert_eq!(
        quoted, draft,
        "the quotes, in grammar order, are the draft's BNF lines"
    );
    assert_eq!(bnf_rules, 62, "the draft's BNF has 62 rules");

    let names: Vec<&str> = rules.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(
        draft03::RULES,
        &names[..],
        "RULES lists the grammar's rules in order"
    );
    assert_eq!(draft03::RULES.len(), 62 + NOT_BNF.len());
}
