//! Traits every generated type implements, so code can treat them generically.

use crate::{ParseError, Span};

/// A value parsed from input: it knows where it came from, shows its structure
/// (`Debug`) and writes back exactly its text (`Display`).
pub trait Node<'i>: std::fmt::Debug + std::fmt::Display {
    /// The bytes of the input it was parsed from.
    fn span(&self) -> Span;
    /// The text it was parsed from (its `Display` writes exactly this).
    fn as_str(&self) -> &'i str;
    /// The grammar rule it stands for; `None` for parts that are no rule of their
    /// own (a literal alternative, a tagged span, a multi-part alternative).
    fn rule_name(&self) -> Option<&'static str>;
    /// Its parts, in input order (copies: list items are read on demand).
    fn children(&self) -> Vec<Box<dyn Node<'i> + 'i>>;
}

/// Calls `visit` with the rule name and span of `node` and of every node below it
/// that stands for a rule, in input order (parents before children) — the same
/// sequence pest's `Pairs::flatten` yields for the same parse.
/// It keeps the nodes still to visit on the heap, not the stack, so a deep tree
/// cannot overflow the stack.
pub fn walk_rules<'i>(node: &dyn Node<'i>, visit: &mut dyn FnMut(&'static str, Span)) {
    if let Some(rule) = node.rule_name() {
        visit(rule, node.span());
    }
    let mut pending: Vec<Box<dyn Node<'i> + 'i>> = node.children();
    pending.reverse();
    while let Some(node) = pending.pop() {
        if let Some(rule) = node.rule_name() {
            visit(rule, node.span());
        }
        pending.extend(node.children().into_iter().rev());
    }
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
