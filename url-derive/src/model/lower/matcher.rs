//! Lowering for recognising only: the matcher's body, without slots or tags, and
//! the stack restoring pest's optimizer puts around branches that change the
//! stack.

use std::collections::BTreeSet;

use super::{flatten_choice, flatten_seq, Lowerer};
use crate::errors::GrammarError;
use crate::expr::Expr;
use crate::load::GrammarRule;
use crate::model::builtin::builtin;
use crate::model::{Node, StackOp};
use crate::recursion::Reach;

impl Lowerer<'_> {
    /// Lowers `expr` for recognising only: no fields, tags ignored.
    pub(super) fn matcher(&self, rule: &GrammarRule, expr: &Expr) -> Result<Node, GrammarError> {
        let sub = |e: &Expr| self.matcher(rule, e).map(Box::new);
        let repeat =
            |inner: &Expr| Ok(self.repetition(rule, expr, inner, self.matcher(rule, inner)?));
        Ok(match expr {
            Expr::Str(text) => Node::Literal(text.clone()),
            Expr::Insens(text) => Node::Insensitive(text.clone()),
            Expr::Range(lo, hi) => match (single_char(lo), single_char(hi)) {
                (Some(lo), Some(hi)) => Node::Range(lo, hi),
                _ => {
                    self.report(
                        rule,
                        format!("range '{lo}'..'{hi}' is not a range of single characters"),
                    );
                    Node::Empty
                }
            },
            Expr::Ident(name) if self.rules.contains(name) => Node::Call {
                rule: name.clone(),
                slot: None,
            },
            Expr::Ident(name) => match builtin(name) {
                Some(node) => node,
                None => {
                    self.report(
                        rule,
                        format!("built-in rule `{name}` is not supported by url-derive"),
                    );
                    Node::Empty
                }
            },
            Expr::PosPred(inner) => Node::Ahead(sub(inner)?),
            Expr::NegPred(inner) => Node::NotAhead(sub(inner)?),
            Expr::Seq(..) => self.seq(
                rule,
                flatten_seq(expr)
                    .into_iter()
                    .map(|e| self.matcher(rule, e))
                    .collect::<Result<_, _>>()?,
            ),
            Expr::Choice(..) => Node::Choice(
                flatten_choice(expr)
                    .into_iter()
                    .map(|e| Ok(self.restoring(e, self.matcher(rule, e)?)))
                    .collect::<Result<_, _>>()?,
            ),
            Expr::Opt(inner) => {
                Node::Opt(Box::new(self.restoring(inner, self.matcher(rule, inner)?)))
            }
            Expr::Rep(inner)
            | Expr::RepOnce(inner)
            | Expr::RepExact(inner, _)
            | Expr::RepMin(inner, _)
            | Expr::RepMax(inner, _)
            | Expr::RepMinMax(inner, _, _) => repeat(inner)?,
            Expr::NodeTag(inner, _) => self.matcher(rule, inner)?,
            Expr::PeekSlice(start, end) => Node::Stack(StackOp::PeekSlice(*start, *end)),
            Expr::Push(inner) => Node::Push(sub(inner)?),
            Expr::PushLiteral(text) => Node::PushLiteral(text.clone()),
        })
    }

    /// `node` (lowered from `expr`) made to undo its stack changes when it fails,
    /// where pest's optimizer does that: around a branch that pushes or pops.
    pub(super) fn restoring(&self, expr: &Expr, node: Node) -> Node {
        if modifies_stack(expr, &self.stack_modifying) {
            Node::Restore(Box::new(node))
        } else {
            node
        }
    }
}

/// The rules whose body changes pest's stack, directly or through the rules it
/// calls ([`modifies_stack`]), found once for the grammar.
pub(super) fn stack_modifying(rules: &[GrammarRule]) -> BTreeSet<String> {
    let none = BTreeSet::new();
    let direct = rules
        .iter()
        .filter(|rule| modifies_stack(&rule.expr, &none))
        .map(|rule| rule.name.clone())
        .collect();
    let calls = Reach::new(rules.iter().map(|rule| {
        let mut calls = BTreeSet::new();
        names_in(&rule.expr, &mut calls);
        (rule.name.clone(), calls)
    }));
    calls.reaching(direct)
}

/// Every rule name in `expr`, lookaheads included (where pest's
/// `child_modifies_state` looks too).
fn names_in(expr: &Expr, out: &mut BTreeSet<String>) {
    match expr {
        Expr::Ident(name) => {
            out.insert(name.clone());
        }
        _ => expr.children().for_each(|child| names_in(child, out)),
    }
}

/// pest's `child_modifies_state`: `expr` contains a `PUSH`, `POP` or `DROP`, or
/// calls one of the rules `modifying`.
fn modifies_stack(expr: &Expr, modifying: &BTreeSet<String>) -> bool {
    match expr {
        Expr::Push(_) => true,
        Expr::Ident(name) => name == "POP" || name == "DROP" || modifying.contains(name),
        _ => expr
            .children()
            .any(|child| modifies_stack(child, modifying)),
    }
}

/// The character of `text` when it is exactly one.
fn single_char(text: &str) -> Option<char> {
    let mut chars = text.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::stack_modifying;

    fn modifying(text: &str) -> Vec<String> {
        let grammar = crate::load::parse(text, "t.pest", PathBuf::from("t.pest")).expect("parses");
        stack_modifying(&grammar.rules).into_iter().collect()
    }

    /// A rule changes the stack through the rules it calls, lookaheads and cycles
    /// included; `PEEK` reads it only, and `PUSH_LITERAL` is not counted, as pest's
    /// `child_modifies_state` does not count it.
    #[test]
    fn stack_changes_are_found_through_calls() {
        let rules = modifying(concat!(
            "a = { \"(\" ~ b? ~ \")\" }\n",
            "b = { a ~ c | &d }\n",
            "c = { \"c\" }\n",
            "d = { POP }\n",
            "e = { PEEK ~ c }\n",
            "f = { PUSH_LITERAL(\"x\") }\n",
            "g = { DROP }\n",
            "h = { c* ~ PUSH(c) }\n",
        ));
        assert_eq!(rules, ["a", "b", "d", "g", "h"]);
    }
}
