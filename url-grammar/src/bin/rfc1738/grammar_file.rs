//! The grammar file `rfc1738.pest` as the generator read it: its text and each rule
//! from the rule table ([`ast::GRAMMAR`]) — the RFC quote (`///` lines), the notes
//! (`//` lines), the section, the definition and the rules it uses. Nothing is read
//! or parsed at run time.

use url_grammar::ast;
use url_grammar::rule_names::quoted_name;
use url_runtime::RuleInfo;

/// The text of the grammar file.
pub const SOURCE: &str = ast::GRAMMAR.text;

/// Every rule, in file order.
pub fn rules() -> &'static [RuleInfo] {
    ast::GRAMMAR.rules
}

/// True when the rule's first `///` line is the RFC's definition of it (`name = ...`),
/// not a rule the grammar adds.
pub fn is_from_rfc(rule: &RuleInfo) -> bool {
    quoted_name(rule).is_some()
}

/// The rule as the grammar file has it: the comments above it, its quote and its
/// definition.
pub fn pest_text(rule: &RuleInfo) -> String {
    let mut text = String::new();
    for note in rule.comments {
        text.push_str(&format!(
            "//{}{note}\n",
            if note.is_empty() { "" } else { " " }
        ));
    }
    for line in rule.docs {
        text.push_str(&format!("/// {line}\n"));
    }
    text.push_str(rule.source);
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_is_read_with_its_quote() {
        let rules = rules();
        assert_eq!(rules.len(), ast::RULES.len());
        let hostname = ast::GRAMMAR.rule("hostname").unwrap();
        assert_eq!(
            hostname.docs,
            ["hostname       = *[ domainlabel \".\" ] toplabel"]
        );
        assert_eq!(hostname.uses, ["domainlabel", "toplabel"]);
        assert!(is_from_rfc(hostname));
        assert!(hostname.comments[0].starts_with("PEG note"));
        assert_eq!(
            hostname.section,
            Some("URL schemeparts for ip based protocols")
        );
        let url = ast::GRAMMAR.rule("url").unwrap();
        assert_eq!(url.docs.len(), 4);
        let selector = ast::GRAMMAR.rule("gopher_selector").unwrap();
        assert!(!is_from_rfc(selector));
        let gopher = ast::GRAMMAR.rule("gopherurl").unwrap();
        assert!(is_from_rfc(gopher));
    }

    /// Each rule's text, one after the other, is in the file in that order.
    #[test]
    fn rule_texts_are_the_files() {
        let mut rest = SOURCE;
        for rule in rules() {
            let text = pest_text(rule);
            let at = rest
                .find(&text)
                .unwrap_or_else(|| panic!("{} is not in the file as\n{text}", rule.name));
            rest = &rest[at + text.len()..];
        }
    }
}
