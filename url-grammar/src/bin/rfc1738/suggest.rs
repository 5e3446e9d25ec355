//! Close rule names for a name that is none ("did you mean ...?").

use url_grammar::ast;
use url_grammar::rule_names::{grammar_name, rfc_name};

use url_runtime::printable;

/// Names longer than this many bytes get no suggestions: no rule's name is longer
/// than about 20, and scoring a name takes time in proportion to its length.
const MAX_SCORED: usize = 64;
/// How many characters of an unknown name the error repeats.
const ECHOED_CHARS: usize = 40;

/// The grammar name of the rule `name` stands for, given by its RFC name
/// (`ip-schemepart`, `gopher+_string`) or grammar name (`ip_schemepart`), in any
/// case.
pub fn resolve(name: &str) -> Option<&'static str> {
    let wanted = grammar_name(&name.to_ascii_lowercase());
    ast::RULES.iter().copied().find(|rule| *rule == wanted)
}

/// The RFC names of the rules closest to `name` by edit distance (at most a third of
/// its length, and at least 2), closest first; or rules it is part of, or that are
/// part of it (`host` for `hos`, `hostname` for `hostnam`). None for a name of more
/// than `MAX_SCORED` bytes.
pub fn close_names(name: &str) -> Vec<&'static str> {
    if name.len() > MAX_SCORED {
        return Vec::new();
    }
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

/// The usage error for an unknown rule name, with the close names. A long name is
/// shown by its start and its length, control characters escaped.
pub fn unknown_rule(name: &str) -> String {
    let close = close_names(name);
    let hint = if close.is_empty() {
        "run `rfc1738 grammar` to list the rules".to_owned()
    } else {
        format!("did you mean {}?", close.join(", "))
    };
    let shown = match name.char_indices().nth(ECHOED_CHARS) {
        Some((end, _)) => format!("{}… ({} bytes)", printable(&name[..end]), name.len()),
        None => printable(name).into_owned(),
    };
    format!("unknown rule '{shown}': {hint}")
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

    #[test]
    fn a_long_name_is_not_scored_and_is_cut_when_echoed() {
        let name = "h".repeat(100_000);
        assert!(close_names(&name).is_empty());
        assert_eq!(
            unknown_rule(&name),
            format!(
                "unknown rule '{}… (100000 bytes)': run `rfc1738 grammar` to list the rules",
                "h".repeat(40)
            )
        );
        // 40 characters are shown whole, 41 are cut.
        let forty = "é".repeat(40);
        assert!(unknown_rule(&forty).starts_with(&format!("unknown rule '{forty}': ")));
        assert!(unknown_rule(&"é".repeat(41))
            .starts_with(&format!("unknown rule '{forty}… (82 bytes)': ")));
    }

    #[test]
    fn control_characters_in_an_echoed_name_are_escaped() {
        assert!(
            unknown_rule("host\u{1b}[31m").starts_with("unknown rule 'host\\u{1b}[31m': "),
            "{}",
            unknown_rule("host\u{1b}[31m")
        );
    }
}
