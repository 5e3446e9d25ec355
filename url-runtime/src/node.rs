//! Traits every generated type implements, so code can treat them generically.

use crate::{ParseError, Span};

/// A value parsed from input: it knows where it came from.
pub trait Node<'i> {
    /// The bytes of the input it was parsed from.
    fn span(&self) -> Span;
    /// The text it was parsed from (its `Display` writes exactly this).
    fn as_str(&self) -> &'i str;
}

/// A grammar rule's type: it parses, validates and names its rule.
pub trait Parse<'i>: Node<'i> + Sized {
    /// The rule's name in the grammar.
    const RULE: &'static str;
    /// Parses the whole of `input` as the rule.
    fn parse(input: &'i str) -> Result<Self, ParseError>;
    /// Checks that the whole of `input` matches the rule, building no tree.
    fn validate(input: &str) -> Result<(), ParseError>;
    /// True when the whole of `input` matches the rule.
    fn is_valid(input: &str) -> bool {
        Self::validate(input).is_ok()
    }
}
