//! The generated parser (`url_grammar::ast`) and the pest reference engine over the
//! same grammar agree on every input: verdict, production, error offset and
//! expected rules, and the rule and span of every node of the tree.

use rfc1738_conformance::engines::{assert_trees_agree, assert_verdicts_agree};
use rfc1738_conformance::paths::data_dir;
use rfc1738_conformance::trees::{pest_tokens, typed_tokens};
use url_grammar::production::{classify, Mode};
use url_grammar::{ast, reference};

/// Inputs chosen where the engines could part: prefixes that fall through, tabs in
/// gopher selectors, deep repetition, errors at various depths.
const HARD: &[&str] = &[
    "",
    ":",
    "a:",
    "HTTP://x.com/",
    "http://user@host.com/",
    "http://1.2.3.4x/",
    "http://www.example.com/~user",
    "http://a/%zz",
    "http://a/%0",
    "http://a b/",
    "http://h:/",
    "http://h?x",
    "ftp://h/a;type=x",
    "ftp://u:p@h:21/a/b;type=D",
    "ftp://@host.com/",
    "ftp://foo:@host.com/",
    "gopher://h/1a%09b/c",
    "gopher://h/1sel%09search%09+",
    "gopher://h/%09%09%09",
    "gopher://h",
    "news:*",
    "news:*@h.com",
    "news:foo@bar@baz",
    "news:a@1.2.3.4",
    "nntp://h/g/12x",
    "wais://h/db",
    "wais://h/db?q",
    "wais://h/db/t/p",
    "wais://h/db/t/p?x",
    "prospero://h/a/b;f=v;g=w",
    "file:///etc/motd",
    "file://localhost/etc/motd",
    "file://a.b:/x",
    "telnet://u:p@h:23/",
    "mailto:",
    "mailto:a@b",
    "x-y.z+w:abc",
    "1abc:x",
    "http://a.b-.c/",
    "http://-a.b/",
    "http://a..b/",
    "http://www.example.com.",
];

/// Every line of the vendored corpus sample and every URL of the conformance data.
fn inputs() -> Vec<String> {
    let mut inputs: Vec<String> = HARD.iter().map(|s| (*s).to_owned()).collect();
    let sample =
        std::fs::read_to_string(data_dir().join("corpus-sample.txt")).expect("corpus sample");
    inputs.extend(sample.lines().map(str::to_owned));
    let urls = std::fs::read_to_string(data_dir().join("urls.jsonl")).expect("conformance URLs");
    for line in urls.lines() {
        let case: serde_json::Value = serde_json::from_str(line).expect("JSON line");
        inputs.push(case["input"].as_str().expect("input").to_owned());
    }
    inputs
}

#[test]
fn verdicts_productions_and_errors_agree() {
    let inputs = inputs();
    for input in &inputs {
        for mode in [Mode::Strict, Mode::Lenient] {
            assert_verdicts_agree(input, mode, &classify(input, mode));
        }
    }
    assert!(inputs.len() > 5_000, "only {} inputs", inputs.len());
}

#[test]
fn every_span_agrees() {
    for input in inputs() {
        let Ok(url) = ast::Url::parse(&input) else {
            continue;
        };
        assert_eq!(url.to_string(), input, "Display reproduces the input");
        assert_trees_agree(&input, &url);
    }
}

#[test]
fn every_rule_agrees_on_the_rule_cases() {
    let rules = std::fs::read_to_string(data_dir().join("rules.jsonl")).expect("rule cases");
    let mut checked = 0;
    for line in rules.lines() {
        let case: serde_json::Value = serde_json::from_str(line).expect("JSON line");
        let (rule, input) = (
            case["rule"].as_str().unwrap(),
            case["input"].as_str().unwrap(),
        );
        let pest_rule =
            reference::rule_by_name(rule).unwrap_or_else(|| panic!("pest has rule {rule}"));
        let pest = reference::parse_whole(pest_rule, input);
        let valid =
            ast::validate_rule(rule, input).unwrap_or_else(|| panic!("generated rule {rule}"));
        assert_eq!(valid.is_ok(), pest.is_some(), "rule {rule} on {input:?}");
        let parsed = ast::parse_rule(rule, input).expect("a typed rule");
        assert_eq!(
            parsed.is_ok(),
            pest.is_some(),
            "parse of rule {rule} on {input:?}"
        );
        if let (Ok(node), Some(pair)) = (parsed, pest) {
            assert_eq!(node.to_string(), input, "Display of rule {rule}");
            assert_eq!(
                typed_tokens(&*node),
                pest_tokens(pair),
                "tree of rule {rule} on {input:?}"
            );
        }
        checked += 1;
    }
    assert!(checked > 250, "only {checked} rule cases");
}
