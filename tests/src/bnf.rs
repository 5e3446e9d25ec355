//! An independent recognizer for the BNF of RFC 1738 section 5, built from
//! the spec text alone, to serve as the oracle of differential tests.
//!
//! The spec text is split into rules (RFC 822 layout), each rule is parsed
//! into an expression, and every rule is compiled to a regular expression by
//! inlining the rules it refers to. The grammar has no recursion, so each
//! rule is a regular language; the regex engine gives true alternation (not
//! PEG ordered choice). Literals are case-sensitive.

mod compile;
mod lex;
mod parse;

use std::collections::HashMap;
use std::fmt;
use std::path::Path;

use regex::{Regex, RegexBuilder};

pub use parse::Expr;

/// The spec file, relative to this crate's manifest directory.
const SPEC_PATH: &str = "../spec/rfc1738-section5-bnf.txt";

/// The rule whose alternatives [`Recognizer::url_matches`] reports.
const URL_RULE: &str = "url";

/// The catch-all alternative of `url`, which [`Recognizer::production`]
/// reports only when no specific alternative matches.
const OTHER_URL: &str = "otherurl";

/// Size limit for compiled regexes: headroom over the default, since every
/// rule is inlined into `url` (which today fits the default limits).
const REGEX_SIZE_LIMIT: usize = 64 << 20;

/// A problem with the spec text: where it is and what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecError {
    /// The 1-based line of the spec text, or 0 when no line applies
    /// (for example when the spec file cannot be read).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl SpecError {
    fn new(line: usize, message: impl Into<String>) -> SpecError {
        SpecError {
            line,
            message: message.into(),
        }
    }
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "spec line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for SpecError {}

/// A rule after parsing, before compilation.
#[derive(Debug)]
struct ParsedRule {
    name: String,
    line: usize,
    definition: String,
    expr: Expr,
}

/// A compiled rule.
#[derive(Debug, Clone)]
struct Rule {
    name: String,
    definition: String,
    expr: Expr,
    source: String,
    regex: Regex,
}

/// Whole-input recognizer for every rule of the RFC 1738 section 5 BNF.
///
/// Rules are named by normalised names: lower case, `-` becomes `_` and `+`
/// becomes `_plus_` (so `ip-schemepart` is `ip_schemepart` and
/// `gopher+_string` is `gopher_plus_string`). Methods that take a rule name
/// accept either spelling.
#[derive(Debug, Clone)]
pub struct Recognizer {
    rules: Vec<Rule>,
    index: HashMap<String, usize>,
    /// Indices of the rules [`Recognizer::url_matches`] tries, in order.
    url_alternatives: Vec<usize>,
}

impl Recognizer {
    /// Builds a recognizer from BNF text in the layout of RFC 1738 section 5.
    ///
    /// Lines before the first `name = ...` line in column 0 are prose and
    /// are skipped. All rules are compiled up front, so every error in the
    /// text (syntax, undefined or recursive rule) is reported here.
    pub fn from_spec_text(text: &str) -> Result<Recognizer, SpecError> {
        let (parsed, index) = parse_rules(text)?;
        let sources = compile::regex_sources(&parsed, &index)?;
        let url_alternatives = url_alternatives(&parsed, &index);
        let rules = parsed
            .into_iter()
            .zip(sources)
            .map(|(rule, source)| compile_rule(rule, source))
            .collect::<Result<_, _>>()?;
        Ok(Recognizer {
            rules,
            index,
            url_alternatives,
        })
    }

    /// Builds a recognizer from the project's copy of the spec,
    /// `spec/rfc1738-section5-bnf.txt` (the workspace copy).
    pub fn load() -> Result<Recognizer, SpecError> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(SPEC_PATH);
        let text = std::fs::read_to_string(&path).map_err(|error| {
            SpecError::new(0, format!("cannot read {}: {error}", path.display()))
        })?;
        Recognizer::from_spec_text(&text)
    }

    /// The normalised rule names, in spec order.
    pub fn rule_names(&self) -> Vec<&str> {
        self.rules.iter().map(|rule| rule.name.as_str()).collect()
    }

    /// The rule's definition as written in the spec (`name = elements`),
    /// with continuation lines joined by one space and comments removed.
    pub fn definition(&self, rule: &str) -> Option<&str> {
        self.rule(rule).map(|rule| rule.definition.as_str())
    }

    /// The rule's parsed definition (rule references inside it use normalised
    /// names), for tools that walk the BNF, such as the string generators of
    /// the differential tests. `None` for an unknown rule.
    pub fn expr(&self, rule: &str) -> Option<&Expr> {
        self.rule(rule).map(|rule| &rule.expr)
    }

    /// Whether the whole of `input` matches `rule`; `None` for an unknown rule.
    pub fn matches(&self, rule: &str, input: &str) -> Option<bool> {
        self.rule(rule).map(|rule| rule.regex.is_match(input))
    }

    /// The rule's regex source, unanchored; [`Recognizer::matches`] uses it
    /// as `\A(?:source)\z`. `None` for an unknown rule.
    pub fn regex_source(&self, rule: &str) -> Option<String> {
        self.rule(rule).map(|rule| rule.source.clone())
    }

    /// The alternatives of `url` that match the whole of `input`, in spec
    /// order. An alternative that is itself only a choice of rules (`waisurl`)
    /// is replaced by those rules (`waisdatabase`, `waisindex`, `waisdoc`);
    /// `otherurl` comes last. Empty if the spec has no `url` rule.
    pub fn url_matches(&self, input: &str) -> Vec<String> {
        self.url_alternatives
            .iter()
            .map(|&rule| &self.rules[rule])
            .filter(|rule| rule.regex.is_match(input))
            .map(|rule| rule.name.clone())
            .collect()
    }

    /// The production `input` parses as: the first specific alternative of
    /// [`Recognizer::url_matches`] (any but `otherurl`), else `otherurl` if
    /// that (that is, `genericurl`) matches, else `None`.
    pub fn production(&self, input: &str) -> Option<String> {
        let matches = self.url_matches(input);
        let specific = matches.iter().find(|name| *name != OTHER_URL);
        specific.or_else(|| matches.first()).cloned()
    }

    fn rule(&self, name: &str) -> Option<&Rule> {
        self.index
            .get(&normalise(name))
            .map(|&rule| &self.rules[rule])
    }
}

/// Normalises a rule name: lower case, `-` to `_`, `+` to `_plus_`, runs of
/// `_` collapsed and leading or trailing `_` removed.
fn normalise(name: &str) -> String {
    let spelled = name
        .to_ascii_lowercase()
        .replace('+', "_plus_")
        .replace('-', "_");
    spelled
        .split('_')
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join("_")
}

/// Parses every rule of `text`, with an index from normalised name to position.
fn parse_rules(text: &str) -> Result<(Vec<ParsedRule>, HashMap<String, usize>), SpecError> {
    let mut rules = Vec::new();
    let mut index = HashMap::new();
    for raw in lex::split_rules(text)? {
        let tokens = lex::tokenize(&raw.segments)?;
        let last_line = raw.segments.last().map_or(raw.line, |(line, _)| *line);
        let expr = parse::parse_rule(&tokens, raw.line, last_line)?;
        let name = normalise(&raw.name);
        if index.insert(name.clone(), rules.len()).is_some() {
            return Err(SpecError::new(
                raw.line,
                format!("rule `{}` is defined twice", raw.name),
            ));
        }
        rules.push(ParsedRule {
            name,
            line: raw.line,
            definition: raw.definition,
            expr,
        });
    }
    Ok((rules, index))
}

fn compile_rule(rule: ParsedRule, source: String) -> Result<Rule, SpecError> {
    let regex = RegexBuilder::new(&format!(r"\A(?:{source})\z"))
        .size_limit(REGEX_SIZE_LIMIT)
        .dfa_size_limit(REGEX_SIZE_LIMIT)
        .build()
        .map_err(|error| {
            SpecError::new(
                rule.line,
                format!("rule `{}` does not compile to a regex: {error}", rule.name),
            )
        })?;
    Ok(Rule {
        name: rule.name,
        definition: rule.definition,
        expr: rule.expr,
        source,
        regex,
    })
}

/// The rules `url` chooses between, with any alternative that is itself a
/// plain choice of rules replaced by those rules.
fn url_alternatives(rules: &[ParsedRule], index: &HashMap<String, usize>) -> Vec<usize> {
    let Some(url) = index.get(URL_RULE) else {
        return Vec::new();
    };
    let mut alternatives = Vec::new();
    for name in choice_of_rules(&rules[*url].expr).unwrap_or_default() {
        let rule = index[name];
        match choice_of_rules(&rules[rule].expr) {
            Some(inner) if inner.len() > 1 => {
                alternatives.extend(inner.into_iter().map(|name| index[name]))
            }
            _ => alternatives.push(rule),
        }
    }
    alternatives
}

/// The names of the rules `expr` chooses between, if it is only a choice of
/// rule references (or a single reference).
fn choice_of_rules(expr: &Expr) -> Option<Vec<&str>> {
    match expr {
        Expr::Alt(items) => items.iter().map(reference).collect(),
        other => reference(other).map(|name| vec![name]),
    }
}

fn reference(expr: &Expr) -> Option<&str> {
    match expr {
        Expr::Ref { name, .. } => Some(name),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
