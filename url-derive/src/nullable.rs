//! Which rules can match the empty input, through the rules they call (a lowered
//! node answers by the same rules: `model::Node::may_be_empty`).
//!
//! The answer is "maybe" (`true`) wherever a match of nothing is possible on some
//! input: lookaheads, `SOI`, `EOI`, the stack operations (an empty string may have
//! been pushed), optional parts and repetitions that may stop before their first
//! iteration. A bounded repetition's copies are all tried (pest unrolls `e{n}`
//! into `e ~ ... ~ e`), so an iteration that matches nothing still counts as one;
//! where a list's items are read again from its span, this says which lists could
//! hold such items.

use std::collections::HashSet;

use crate::expr::Expr;
use crate::load::GrammarRule;
use crate::rule_index::Rules;

/// The rules of `rules` that may match the empty input: the least fixpoint of
/// [`expr_may_be_empty`] over the rules' bodies (a rule reached again through an
/// empty prefix would be left recursion, which pest_meta refuses).
pub fn nullable_rules(rules: Rules<'_, GrammarRule>) -> HashSet<String> {
    let mut nullable = HashSet::new();
    loop {
        let before = nullable.len();
        for rule in rules.list {
            if !nullable.contains(&rule.name) && expr_may_be_empty(&rule.expr, &nullable, rules) {
                nullable.insert(rule.name.clone());
            }
        }
        if nullable.len() == before {
            return nullable;
        }
    }
}

/// True when `expr` may match the empty input, given the rules known to
/// (`nullable`); a name that is no rule of `rules` is a built-in.
pub fn expr_may_be_empty(
    expr: &Expr,
    nullable: &HashSet<String>,
    rules: Rules<'_, GrammarRule>,
) -> bool {
    let empty = |e: &Expr| expr_may_be_empty(e, nullable, rules);
    match expr {
        Expr::Str(text) | Expr::Insens(text) => text.is_empty(),
        Expr::Range(..) => false,
        Expr::Ident(name) if rules.contains(name) => nullable.contains(name),
        Expr::Ident(name) => builtin_may_be_empty(name),
        Expr::PeekSlice(..)
        | Expr::PosPred(_)
        | Expr::NegPred(_)
        | Expr::Opt(_)
        | Expr::Rep(_)
        | Expr::RepMax(..)
        | Expr::PushLiteral(_) => true,
        Expr::Seq(a, b) => empty(a) && empty(b),
        Expr::Choice(a, b) => empty(a) || empty(b),
        Expr::RepMin(_, 0) | Expr::RepMinMax(_, 0, _) => true,
        Expr::RepOnce(inner)
        | Expr::RepExact(inner, _)
        | Expr::RepMin(inner, _)
        | Expr::RepMinMax(inner, ..)
        | Expr::Push(inner)
        | Expr::NodeTag(inner, _) => empty(inner),
    }
}

/// True when pest's built-in `name` may match the empty input (`SOI`, `EOI`,
/// the stack's matching operations, `DROP`); the character classes never do.
fn builtin_may_be_empty(name: &str) -> bool {
    matches!(
        name,
        "SOI" | "EOI" | "PEEK" | "PEEK_ALL" | "POP" | "POP_ALL" | "DROP"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rule_index::RuleIndex;

    fn rule(name: &str, expr: Expr) -> GrammarRule {
        GrammarRule {
            name: name.to_owned(),
            ty: pest_meta::ast::RuleType::Normal,
            expr,
            doc: String::new(),
            source: String::new(),
            line: 1,
            column: 1,
        }
    }

    fn s(text: &str) -> Box<Expr> {
        Box::new(Expr::Str(text.to_owned()))
    }

    fn id(name: &str) -> Box<Expr> {
        Box::new(Expr::Ident(name.to_owned()))
    }

    #[test]
    fn rules_are_nullable_through_the_rules_they_call() {
        let rules = [
            rule("a", Expr::Opt(s("b"))),
            rule("c", Expr::RepExact(id("a"), 2)),
            rule("d", Expr::Seq(s("x"), id("a"))),
            rule("e", Expr::Choice(id("d"), id("c"))),
            rule("f", Expr::RepMinMax(s("x"), 0, 2)),
            rule("g", Expr::Ident("ANY".to_owned())),
            rule("h", Expr::NegPred(id("g"))),
        ];
        let index = RuleIndex::new(rules.iter().map(|r| r.name.as_str()));
        let nullable = nullable_rules(Rules::new(&rules, &index));
        let mut found: Vec<&str> = nullable.iter().map(String::as_str).collect();
        found.sort();
        assert_eq!(found, ["a", "c", "e", "f", "h"]);
    }
}
