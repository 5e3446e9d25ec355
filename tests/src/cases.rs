//! The conformance data: whole-URL cases (`data/urls.jsonl`) and per-rule cases
//! (`data/rules.jsonl`), each recording where it comes from.

use serde::Deserialize;

use crate::paths::data_dir;

/// A whole-URL case: the production the input must yield, strictly and leniently.
#[derive(Debug, Clone, Deserialize)]
pub struct UrlCase {
    /// The candidate URL.
    pub input: String,
    /// The alternative of `url` it is in the strict reading; `None` when invalid.
    pub production: Option<String>,
    /// The same in the lenient reading of section 2.1.
    pub lenient: Option<String>,
    /// Where the case comes from (RFC section and example, or the boundary tested).
    pub source: String,
}

/// A per-rule case: whether the whole input matches the rule.
#[derive(Debug, Clone, Deserialize)]
pub struct RuleCase {
    /// The rule's grammar name (`ip_schemepart`).
    pub rule: String,
    /// The text.
    pub input: String,
    /// True when the whole text matches the rule.
    pub valid: bool,
    /// Where the case comes from.
    pub source: String,
}

/// Reads a JSON Lines file of the data directory.
fn read<T: for<'de> Deserialize<'de>>(name: &str) -> Vec<T> {
    let path = data_dir().join(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .enumerate()
        .map(|(i, line)| {
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{name}:{}: {e}", i + 1))
        })
        .collect()
}

/// Every whole-URL case.
pub fn url_cases() -> Vec<UrlCase> {
    read("urls.jsonl")
}

/// Every per-rule case.
pub fn rule_cases() -> Vec<RuleCase> {
    read("rules.jsonl")
}
