//! The scheme names of RFC 1738's URL forms, read from the grammar's rule table
//! ([`ast::GRAMMAR`]) rather than retyped.
//!
//! Each specific alternative of `url` starts with its scheme's literal (`httpurl =
//! { "http://" ~ ... }`), or is a choice of rules that each do (`waisurl = { waisdoc
//! | waisindex | waisdatabase }`, all `"wais://"`). `otherurl` starts with no literal
//! and names no scheme.

use std::sync::OnceLock;

use crate::ast;

/// The schemes the `url` rule spells out (`http`, `ftp`, `news`, ..., `prospero`),
/// each once, in the rule's order: the text before the `:` of each literal an
/// alternative of `url` starts with.
pub fn specific() -> &'static [&'static str] {
    static SCHEMES: OnceLock<Vec<&'static str>> = OnceLock::new();
    SCHEMES.get_or_init(|| {
        let mut schemes = Vec::new();
        leading_schemes("url", &mut schemes);
        schemes
    })
}

/// Adds the schemes of the literals `rule`'s alternatives start with, following
/// alternatives that are one rule (the grammar has no left recursion, so this ends).
fn leading_schemes(rule: &str, schemes: &mut Vec<&'static str>) {
    let Some(rule) = ast::GRAMMAR.rule(rule) else {
        return;
    };
    for alternative in rule.alternatives {
        if let Some(literal) = alternative.literal {
            let scheme = literal.split_once(':').map(|(scheme, _)| scheme);
            if let Some(scheme) = scheme.filter(|s| !schemes.contains(s)) {
                schemes.push(scheme);
            }
        } else if let Some(inner) = alternative.rule {
            leading_schemes(inner, schemes);
        }
    }
}

/// A character of a scheme name read case-insensitively (section 2.1): a member of
/// the `scheme` rule's characters (`lowalpha | digit | "+" | "-" | "."`) once in
/// lower case.
pub fn is_scheme_char(b: u8) -> bool {
    ast::Scheme::UNESCAPED.contains(b.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ten schemes of section 3, from the grammar.
    #[test]
    fn the_url_rule_spells_out_section_3s_schemes() {
        assert_eq!(
            specific(),
            [
                "http", "ftp", "news", "nntp", "telnet", "gopher", "wais", "mailto", "file",
                "prospero"
            ]
        );
    }

    #[test]
    fn scheme_characters_are_the_scheme_rules_in_any_case() {
        let accepted: String = (0u8..=255)
            .filter(|&b| is_scheme_char(b))
            .map(char::from)
            .collect();
        assert_eq!(
            accepted,
            "+-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        );
    }
}
