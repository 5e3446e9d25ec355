//! Close rule names for a name that is none ("did you mean ...?").

use url_grammar::ast;
use url_grammar::rule_names::{grammar_name, rfc_name};

/// The grammar name of the rule `name` stands for, given by its RFC name
/// (`ip-schemepart`, `gopher+_string`) or grammar name (`ip_schemepart`), in any
/// case.
pub fn resolve(name: &str) -> Option<&'static str> {
    let wanted = grammar_name(&name.to_ascii_lowercase());
    ast::RULES.iter().copied().find(|rule| *rule == wanted)
}

/// The RFC names of the rules closest to `name` by edit distance (at most a third of
/// its length, and at least 2), closest first; or rules it is part of, or that are
/// part of it (`host` for `hos`, `hostname` for `hostnam`).
pub fn close_names(name: &str) -> Vec<&'static str> {
    let wanted = grammar_name(&name.to_ascii_lowercase());
    let limit = (wanted.len() / 3).max(2);
    let mut scored: Vec<(usize, &'static str)> = ast::RULES
        .iter()
        .filter_map(|rule| {
            let distance = strsim::levenshtein(&wanted, rule);
            let contains = wanted.len() >= 3 && rule.contains(wanted.as_str());
            (distance <= limit || contains).then_some((distance, *rule))
        })
        .collect();
    scored.sort();
    scored
        .into_iter()
        .take(5)
        .map(|(_, rule)| rfc_name(rule))
        .collect()
}

/// The usage error for an unknown rule name, with the close names.
pub fn unknown_rule(name: &str) -> String {
    let close = close_names(name);
    let hint = if close.is_empty() {
        "run `rfc1738 grammar` to list the rules".to_owned()
    } else {
        format!("did you mean {}?", close.join(", "))
    };
    format!("unknown rule '{name}': {hint}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_resolve_either_way() {
        assert_eq!(resolve("ip-schemepart"), Some("ip_schemepart"));
        assert_eq!(resolve("ip_schemepart"), Some("ip_schemepart"));
        assert_eq!(resolve("gopher+_string"), Some("gopher_plus_string"));
        assert_eq!(resolve("Hostname"), Some("hostname"));
        assert_eq!(resolve("hostnam"), None);
    }

    #[test]
    fn close_names_come_first() {
        assert_eq!(close_names("hostnam")[0], "hostname");
        assert!(close_names("ipschemepart").contains(&"ip-schemepart"));
        assert!(close_names("zzzzzzzzzz").is_empty());
    }
}
