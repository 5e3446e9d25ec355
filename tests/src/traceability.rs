//! Spec traceability: every BNF rule of RFC 1738 section 5 is a rule of
//! `rfc1738.pest`, under its RFC name, with its definition quoted verbatim in the
//! `///` lines above it.

use std::collections::BTreeMap;

/// A rule definition as the spec text gives it: `name = ...`, continuation lines
/// joined, trailing `;` comment kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecRule {
    /// The RFC's name (`ip-schemepart`, `gopher+_string`).
    pub name: String,
    /// The whole definition, whitespace-normalised.
    pub definition: String,
}

/// A disagreement between the spec and the grammar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mismatch {
    /// A spec rule has no grammar rule of its name.
    Missing {
        /// The grammar name that was looked for.
        rule: String,
    },
    /// The grammar rule's `///` quote differs from the spec's definition.
    QuoteDiffers {
        /// The grammar name of the rule.
        rule: String,
        /// The spec's definition, whitespace-normalised.
        spec: String,
        /// The grammar's quote, whitespace-normalised.
        quote: String,
    },
}

/// Collapses every run of whitespace to one space and trims the ends.
pub fn normalise(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The grammar's spelling of an RFC rule name: lower case, `-` -> `_`,
/// `gopher+_string` -> `gopher_plus_string`.
pub fn grammar_name(rfc_name: &str) -> String {
    rfc_name
        .to_lowercase()
        .replace("gopher+_string", "gopher_plus_string")
        .replace('-', "_")
}

/// The rule definitions of the spec text, in order. A rule starts at column 0 with
/// `name =`; indented non-comment lines right after it continue it; a blank line or
/// a `;` comment line ends it. Prose before the first rule is skipped.
pub fn spec_rules(spec: &str) -> Vec<SpecRule> {
    let mut rules: Vec<SpecRule> = Vec::new();
    let mut open = false;
    for line in spec.lines() {
        let trimmed = line.trim();
        if let Some(name) = rule_head(line) {
            rules.push(SpecRule {
                name: name.to_owned(),
                definition: normalise(line),
            });
            open = true;
        } else if open
            && line.starts_with(char::is_whitespace)
            && !trimmed.is_empty()
            && !trimmed.starts_with(';')
        {
            let rule = rules.last_mut().expect("open implies a rule");
            rule.definition = normalise(&format!("{} {}", rule.definition, trimmed));
        } else {
            open = false;
        }
    }
    rules
}

/// The rule name when `line` starts a definition (`name` at column 0, then `=`).
fn rule_head(line: &str) -> Option<&str> {
    let (name, _) = line.split_once('=')?;
    let name = name.trim_end();
    let is_name = !name.is_empty()
        && line.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '+' | '_'));
    is_name.then_some(name)
}

/// The `///` quote above each rule of a pest grammar, by grammar rule name,
/// whitespace-normalised (lines joined with a space). Rules without `///` lines map
/// to an empty quote.
pub fn grammar_quotes(grammar: &str) -> BTreeMap<String, String> {
    let mut quotes = BTreeMap::new();
    let mut pending: Vec<&str> = Vec::new();
    for line in grammar.lines() {
        let trimmed = line.trim_start();
        if let Some(doc) = trimmed.strip_prefix("///") {
            pending.push(doc);
        } else if let Some((name, _)) = trimmed
            .split_once('=')
            .filter(|_| !trimmed.starts_with("//"))
        {
            let name = name.trim();
            if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                quotes.insert(name.to_owned(), normalise(&pending.join(" ")));
            }
            pending.clear();
        } else if trimmed.is_empty() {
            pending.clear();
        }
    }
    quotes
}

/// Every disagreement between the spec's rules and the grammar's quotes.
pub fn mismatches(spec: &str, grammar: &str) -> Vec<Mismatch> {
    let quotes = grammar_quotes(grammar);
    spec_rules(spec)
        .into_iter()
        .filter_map(|rule| {
            let name = grammar_name(&rule.name);
            match quotes.get(&name) {
                None => Some(Mismatch::Missing { rule: name }),
                Some(quote) if *quote != rule.definition => Some(Mismatch::QuoteDiffers {
                    rule: name,
                    spec: rule.definition,
                    quote: quote.clone(),
                }),
                Some(_) => None,
            }
        })
        .collect()
}
