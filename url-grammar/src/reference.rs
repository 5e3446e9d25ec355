//! The pest_derive parser over `rfc1738.pest`: the reference engine that every other
//! parser of the workspace is checked against.

use std::borrow::Cow;

use pest::Parser;
use url_runtime::ParseError;

use crate::production::{classify_with, Mode, Production, Verdict};
use crate::rule_names::rfc_name;

/// The pest parser generated from `rfc1738.pest`, plus one wrapper rule that anchors
/// `url` to the whole input (pest parses prefixes).
#[derive(pest_derive::Parser)]
#[grammar = "../rfc1738.pest"]
#[grammar_inline = r#"
// Not an RFC rule: `url` spanning the whole input, so that an input that is only a
// URL up to some point is rejected with the position and the rules expected there.
url_input = { SOI ~ url ~ EOI }
"#]
pub struct Rfc1738Parser;

/// Parses the whole of `input` as an RFC 1738 `url` and returns the `url` pair.
pub fn parse_url(input: &str) -> Result<pest::iterators::Pair<'_, Rule>, ParseError> {
    let mut pairs =
        Rfc1738Parser::parse(Rule::url_input, input).map_err(|e| to_parse_error(input, &e))?;
    // `url_input` always holds exactly one `url`, then `EOI`.
    pairs
        .next()
        .and_then(|input_pair| input_pair.into_inner().next())
        .ok_or_else(|| ParseError::new(input, 0, vec!["url".into()]))
}

/// Classifies `input` like [`crate::production::classify`], with the pest engine.
pub fn classify(input: &str, mode: Mode) -> Result<Verdict, ParseError> {
    classify_with(input, mode, |text| {
        let url = parse_url(text)?;
        production_of(url).ok_or_else(|| ParseError::new(text, 0, vec!["url".into()]))
    })
}

/// The production named by a parsed `url` pair: its alternative, looking through
/// `waisurl` to the WAIS form.
fn production_of(url: pest::iterators::Pair<'_, Rule>) -> Option<Production> {
    let mut alternative = url.into_inner().next()?;
    if alternative.as_rule() == Rule::waisurl {
        alternative = alternative.into_inner().next()?;
    }
    Production::from_name(&format!("{:?}", alternative.as_rule()))
}

/// Converts pest's error into the workspace's located error, naming the expected
/// (and unexpected) rules by their RFC names.
pub fn to_parse_error(input: &str, error: &pest::error::Error<Rule>) -> ParseError {
    let offset = match error.location {
        pest::error::InputLocation::Pos(pos) => pos,
        pest::error::InputLocation::Span((start, _)) => start,
    };
    let names = |rules: &[Rule]| {
        let mut names: Vec<Cow<'static, str>> = Vec::new();
        for rule in rules {
            let grammar_name = format!("{rule:?}");
            let name = rfc_name(&grammar_name).to_owned();
            if !names.iter().any(|seen| *seen == name) {
                names.push(name.into());
            }
        }
        names
    };
    let (expected, unexpected) = match &error.variant {
        pest::error::ErrorVariant::ParsingError {
            positives,
            negatives,
        } => (names(positives), names(negatives)),
        pest::error::ErrorVariant::CustomError { .. } => (Vec::new(), Vec::new()),
    };
    ParseError::new(input, offset, expected).with_unexpected(unexpected)
}

/// The reference grammar's rule of that name (grammar spelling), if there is one.
pub fn rule_by_name(name: &str) -> Option<Rule> {
    Rule::all_rules()
        .iter()
        .copied()
        .find(|rule| format!("{rule:?}") == name)
}

/// Parses the whole of `input` as `rule` with pest; `None` when pest matches no
/// prefix of the input or only a proper prefix.
pub fn parse_whole(rule: Rule, input: &str) -> Option<pest::iterators::Pair<'_, Rule>> {
    let pair = Rfc1738Parser::parse(rule, input).ok()?.next()?;
    (pair.as_span().end() == input.len()).then_some(pair)
}
