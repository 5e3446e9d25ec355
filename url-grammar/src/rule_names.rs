//! Grammar rule names as the RFC spells them, read from the generated rule table
//! ([`ast::GRAMMAR`]).
//!
//! The pest grammar names each rule after the RFC's: lower case, `-` -> `_`, `+` ->
//! `_plus` (`ip-schemepart` -> `ip_schemepart`, `gopher+_string` ->
//! `gopher_plus_string`), and the first `///` line above a rule of the RFC quotes
//! its definition (`ip-schemepart  = "//" login [ "/" urlpath ]`). So a rule's RFC
//! name is the name before the `=` of its first doc line, when that name spells the
//! rule's; a rule the grammar adds has no such line and keeps its grammar name.
//! Error messages and the tool speak the RFC's spelling.

use url_runtime::RuleInfo;

use crate::ast;

/// The RFC 1738 spelling of a grammar rule name (`ip_schemepart` -> `ip-schemepart`,
/// `gopher_plus_string` -> `gopher+_string`, `EOI` -> `end of input`): the
/// [`quoted_name`] of the rule. Names the RFC does not have are returned unchanged.
pub fn rfc_name(grammar_name: &str) -> &str {
    renamed(grammar_name).unwrap_or(grammar_name)
}

/// The RFC's spelling of a rule when it differs from the grammar's (`EOI` -> `end
/// of input`, `ip_schemepart` -> `ip-schemepart`), for
/// [`ParseError::rename_expected`](url_runtime::ParseError::rename_expected).
pub fn renamed(grammar_name: &str) -> Option<&'static str> {
    if grammar_name == "EOI" {
        return Some("end of input");
    }
    let rfc = ast::GRAMMAR.rule(grammar_name).and_then(quoted_name)?;
    (rfc != grammar_name).then_some(rfc)
}

/// The name the rule's first `///` line defines (`ip-schemepart` for the line
/// `ip-schemepart  = "//" login ...`), when [`grammar_name`] of it is the rule's
/// name: the rule is the RFC's, and this is its RFC spelling. `None` for a rule the
/// grammar adds.
pub fn quoted_name(rule: &RuleInfo) -> Option<&'static str> {
    let (name, _) = rule.docs.first()?.split_once('=')?;
    let name = name.trim_end();
    spells(name, rule.name).then_some(name)
}

/// Whether [`grammar_name`] of `rfc` is `grammar`, without building it (every
/// rejected URL looks up the RFC names of its expected rules).
fn spells(rfc: &str, grammar: &str) -> bool {
    let mut rest = grammar;
    for c in rfc.chars() {
        let part = match c {
            '-' => "_",
            '+' => "_plus",
            _ => {
                let Some(tail) = rest.strip_prefix(c) else {
                    return false;
                };
                rest = tail;
                continue;
            }
        };
        let Some(tail) = rest.strip_prefix(part) else {
            return false;
        };
        rest = tail;
    }
    rest.is_empty()
}

/// The grammar's spelling of a rule name given either way (`ip-schemepart` or
/// `ip_schemepart` -> `ip_schemepart`, `gopher+_string` -> `gopher_plus_string`):
/// `-` -> `_` and `+` -> `_plus`.
pub fn grammar_name(name: &str) -> String {
    name.replace('-', "_").replace('+', "_plus")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for rfc in ["ip-schemepart", "gopher+_string", "hostname"] {
            assert_eq!(rfc_name(&grammar_name(rfc)), rfc);
        }
        assert_eq!(grammar_name("ip-schemepart"), "ip_schemepart");
        assert_eq!(rfc_name("EOI"), "end of input");
    }

    #[test]
    fn spells_agrees_with_grammar_name() {
        let names = [
            "ip-schemepart",
            "gopher+_string",
            "a+",
            "+",
            "-",
            "a-b",
            "ab",
            "",
        ];
        for rfc in names {
            for grammar in [
                "ip_schemepart",
                "gopher_plus_string",
                "a_plus",
                "_plus",
                "_",
                "a_b",
                "ab",
                "a_",
                "",
                "ip_schemepar",
            ] {
                assert_eq!(
                    spells(rfc, grammar),
                    grammar_name(rfc) == grammar,
                    "{rfc} / {grammar}"
                );
            }
        }
    }

    /// The RFC names read from the quotes are exactly the two the RFC spells apart
    /// from the grammar, and every rule but the grammar's own is the RFC's.
    #[test]
    fn the_quotes_give_the_rfc_spellings() {
        let renamed: Vec<(&str, &str)> = ast::GRAMMAR
            .rules
            .iter()
            .map(|rule| (rule.name, rfc_name(rule.name)))
            .filter(|(grammar, rfc)| grammar != rfc)
            .collect();
        assert_eq!(
            renamed,
            [
                ("ip_schemepart", "ip-schemepart"),
                ("gopher_plus_string", "gopher+_string")
            ]
        );
        let added: Vec<&str> = ast::GRAMMAR
            .rules
            .iter()
            .filter(|rule| quoted_name(rule).is_none())
            .map(|rule| rule.name)
            .collect();
        assert_eq!(
            added,
            ["gopher_selector", "gopher_search", "gopher_search_tail"]
        );
        assert_eq!(rfc_name("no_such_rule"), "no_such_rule");
    }
}
