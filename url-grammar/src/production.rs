//! Which alternative of `url` a whole input is.
//!
//! `url = httpurl | ftpurl | ... | prosperourl | otherurl` is ambiguous as BNF: every
//! URL of a specific scheme is also an `otherurl`. The production of an input is the
//! specific scheme alternative that matches all of it, and `otherurl` only when none
//! does (the grammar's `url` rule encodes exactly this order). `waisurl` is reported
//! as the one of its three forms that matched.

use std::fmt;

use url_runtime::ParseError;

use crate::ast;
use crate::Url;

/// An alternative of the `url` rule, with `waisurl` split into its three forms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Production {
    /// `httpurl` (section 3.3).
    Httpurl,
    /// `ftpurl` (section 3.2).
    Ftpurl,
    /// `newsurl` (section 3.6).
    Newsurl,
    /// `nntpurl` (section 3.7).
    Nntpurl,
    /// `telneturl` (section 3.8).
    Telneturl,
    /// `gopherurl` (section 3.4).
    Gopherurl,
    /// `waisdatabase`, the first form of `waisurl` (section 3.9).
    Waisdatabase,
    /// `waisindex`, the search form of `waisurl` (section 3.9).
    Waisindex,
    /// `waisdoc`, the document form of `waisurl` (section 3.9).
    Waisdoc,
    /// `mailtourl` (section 3.5).
    Mailtourl,
    /// `fileurl` (section 3.10).
    Fileurl,
    /// `prosperourl` (section 3.11).
    Prosperourl,
    /// `otherurl`: the generic syntax, when no specific scheme matches the input.
    Otherurl,
}

impl Production {
    /// Every production, in the order of the `url` rule.
    pub const ALL: [Production; 13] = [
        Production::Httpurl,
        Production::Ftpurl,
        Production::Newsurl,
        Production::Nntpurl,
        Production::Telneturl,
        Production::Gopherurl,
        Production::Waisdatabase,
        Production::Waisindex,
        Production::Waisdoc,
        Production::Mailtourl,
        Production::Fileurl,
        Production::Prosperourl,
        Production::Otherurl,
    ];

    /// The rule's name in the grammar and the RFC (`httpurl`, `waisindex`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Production::Httpurl => "httpurl",
            Production::Ftpurl => "ftpurl",
            Production::Newsurl => "newsurl",
            Production::Nntpurl => "nntpurl",
            Production::Telneturl => "telneturl",
            Production::Gopherurl => "gopherurl",
            Production::Waisdatabase => "waisdatabase",
            Production::Waisindex => "waisindex",
            Production::Waisdoc => "waisdoc",
            Production::Mailtourl => "mailtourl",
            Production::Fileurl => "fileurl",
            Production::Prosperourl => "prosperourl",
            Production::Otherurl => "otherurl",
        }
    }

    /// The production a grammar rule name stands for, if it is one.
    pub fn from_name(name: &str) -> Option<Production> {
        Production::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The production of a parsed URL: its alternative of `url`, looking through
    /// `waisurl` to the WAIS form.
    pub fn of(url: &ast::Url<'_>) -> Production {
        match url {
            ast::Url::Httpurl(_) => Production::Httpurl,
            ast::Url::Ftpurl(_) => Production::Ftpurl,
            ast::Url::Newsurl(_) => Production::Newsurl,
            ast::Url::Nntpurl(_) => Production::Nntpurl,
            ast::Url::Telneturl(_) => Production::Telneturl,
            ast::Url::Gopherurl(_) => Production::Gopherurl,
            ast::Url::Waisurl(ast::Waisurl::Waisdatabase(_)) => Production::Waisdatabase,
            ast::Url::Waisurl(ast::Waisurl::Waisindex(_)) => Production::Waisindex,
            ast::Url::Waisurl(ast::Waisurl::Waisdoc(_)) => Production::Waisdoc,
            ast::Url::Mailtourl(_) => Production::Mailtourl,
            ast::Url::Fileurl(_) => Production::Fileurl,
            ast::Url::Prosperourl(_) => Production::Prosperourl,
            ast::Url::Otherurl(_) => Production::Otherurl,
        }
    }
}

impl fmt::Display for Production {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How strictly to read the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// The BNF as written: scheme literals are lower case.
    #[default]
    Strict,
    /// Section 2.1: "programs interpreting URLs should treat upper case letters as
    /// equivalent to lower case in scheme names". The scheme is read in lower case
    /// and everything after its `:` as written.
    Lenient,
}

/// A successful classification.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    /// The alternative of `url` the whole input matched.
    pub production: Production,
    /// True when the lenient mode had to read upper-case scheme letters as lower case
    /// to accept the input.
    pub scheme_case_folded: bool,
}

/// Classifies the whole of `input` as a production of `url`, or says where and why it
/// is not a URL (expected rules by their RFC names, a character section 2.2 keeps
/// out explained). Uses the generated parser, as [`Url::parse_with`] does;
/// `reference::classify` (feature `reference`) does the same with the pest reference
/// engine.
pub fn classify(input: &str, mode: Mode) -> Result<Verdict, ParseError> {
    let url = Url::parse_with(input, mode)?;
    Ok(Verdict {
        production: url.production(),
        scheme_case_folded: url.scheme_case_folded(),
    })
}

/// Applies `mode` to `input` by folding a copy (what an engine without
/// [`ParseOptions::fold_case`](url_runtime::ParseOptions::fold_case) needs) and
/// classifies it with `parse`.
#[cfg(feature = "reference")]
pub(crate) fn classify_with(
    input: &str,
    mode: Mode,
    parse: impl FnOnce(&str) -> Result<Production, ParseError>,
) -> Result<Verdict, ParseError> {
    let folded = match mode {
        Mode::Strict => None,
        Mode::Lenient => fold_scheme_case(input),
    };
    let production = parse(folded.as_deref().unwrap_or(input)).map_err(crate::errors::explain)?;
    Ok(Verdict {
        production,
        scheme_case_folded: folded.is_some(),
    })
}

/// The input with its scheme in lower case, when it starts with a scheme (before the
/// first `:`) that holds upper-case letters; `None` when there is nothing to fold.
/// Only ASCII letters change, so byte offsets stay valid for the original input.
pub fn fold_scheme_case(input: &str) -> Option<String> {
    let scheme_len = input.find(':')?;
    let scheme = &input[..scheme_len];
    if !scheme.bytes().all(crate::schemes::is_scheme_char)
        || !scheme.bytes().any(|b| b.is_ascii_uppercase())
    {
        return None;
    }
    Some(format!(
        "{}{}",
        scheme.to_ascii_lowercase(),
        &input[scheme_len..]
    ))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// [`Production::ALL`] is the `url` rule's alternatives in the rule's order, an
    /// alternative that is a choice of rules alone (`waisurl`) standing for those
    /// rules (in any order): so a change to `url` that this enum does not follow
    /// fails here.
    #[test]
    fn productions_are_the_url_rules_alternatives() {
        let rule = |name: &str| ast::GRAMMAR.rule(name).expect("a rule of the grammar");
        let mut productions = Production::ALL.iter().map(|p| p.name());
        for alternative in rule("url").alternatives {
            let name = alternative
                .rule
                .expect("each alternative of url is one rule");
            let forms = rule(name).alternatives;
            let expected: BTreeSet<&str> =
                if forms.len() > 1 && forms.iter().all(|f| f.rule.is_some()) {
                    forms.iter().filter_map(|f| f.rule).collect()
                } else {
                    BTreeSet::from([name])
                };
            let found: BTreeSet<&str> = productions.by_ref().take(expected.len()).collect();
            assert_eq!(
                found, expected,
                "Production::ALL does not follow url at {name}"
            );
        }
        assert_eq!(
            productions.next(),
            None,
            "Production::ALL has more than url"
        );
    }

    #[test]
    fn folds_only_the_scheme() {
        assert_eq!(
            fold_scheme_case("HTTP://X.COM/A").as_deref(),
            Some("http://X.COM/A")
        );
        assert_eq!(fold_scheme_case("http://X.COM/"), None);
        assert_eq!(fold_scheme_case("no scheme"), None);
        assert_eq!(fold_scheme_case("A B:c"), None);
    }

    #[test]
    fn lenient_reports_the_fold() {
        assert!(classify("HTTP://x.com/", Mode::Strict).is_err());
        let verdict = classify("HTTP://x.com/", Mode::Lenient).unwrap();
        assert_eq!(verdict.production, Production::Httpurl);
        assert!(verdict.scheme_case_folded);
        assert!(
            !classify("http://x.com/", Mode::Lenient)
                .unwrap()
                .scheme_case_folded
        );
    }
}
