//! Stage 2: lower every grammar rule to the shape of its generated type, and its
//! body to a [`Node`] tree that says, at each rule reference, which field the
//! matched value goes to.
//!
//! - an atomic (`@`) rule is a leaf: its span and text; unless it reaches `$` or
//!   `!` rules, which pest reports wherever they are called: then it is a struct or
//!   enum as below, where only those rules are fields and every other rule it calls
//!   is inlined like a silent rule (pest reports none of them inside it), but for
//!   one that holds such rules and calls itself: inlining it would not end, so
//!   inside atomic rules it is a type of its own (`RInAtomic`, no node in the
//!   tree), lowered atomic from its body ([`RuleModel::in_atomic_of`]);
//! - a silent (`_`) rule whose body is a choice of rules is an enum, as below, that
//!   the rules using it hold as a field (it stays out of the tree), and so is one
//!   that carries data (or skips, where pest reports skipped nodes) and calls
//!   itself through the silent rules it would inline (a struct or enum as below);
//!   any other silent rule has no type, and where it
//!   carries data it is inlined into the rule that uses it;
//! - a rule whose body is a choice is an enum with a variant per alternative (an
//!   alternative that is only a choice in a sequence of data-free parts is spliced
//!   into the parent, so `(a | b) ~ !c | d` gives variants `A`, `B`, `D`); a
//!   variant is a rule's value only where nothing else in its alternative (spliced
//!   context included) matches text, so that the enum spans its whole match; else
//!   a helper struct or a token, widened to that match where it was spliced;
//! - any other rule is a struct with a field per rule reference: `?` makes an
//!   `Option`, a reference that can reach back to its own rule is boxed; a choice
//!   inside the body of which two or more alternatives hold rules is one field of a
//!   helper enum (which alternative matched, nothing else possible), a choice with
//!   one such alternative an `Option` of it;
//! - a repetition that stores values is one list field with one item per iteration,
//!   in input order: the value itself when every iteration stores exactly one,
//!   else a helper enum (a repeated choice) or a helper struct (anything else),
//!   whose own optionals and repetitions compose the same way;
//! - `EOI` (outside a lookahead) is a value like a rule's, as pest reports it.
//!
//! Field names are the referenced rules' names in snake_case; a rule referenced
//! again in the same struct gets `_2`, `_3`, ...; a pest tag (`#name = ...`)
//! overrides the name (and, on anything but a single rule reference, captures the
//! tagged text as a `Token`).
//!
//! Lowering builds the model; the analyses that finish it (atomicity, boxing,
//! naming, which lists stay lazy) run after it, in `crate::stages`, and the
//! types here depend on none of them.

use std::collections::BTreeSet;

use crate::errors::Errors;
use crate::load::Grammar;
use crate::pest_rewrites;
use crate::rule_index::RuleIndex;

mod builtin;
pub mod lists;
mod lower;
mod node;
pub mod separated;
#[cfg(test)]
mod tests;
mod types;

pub use node::{Builtin, Node, StackOp};
pub use types::{
    rule_slots, rule_slots_mut, Composite, EnumModel, Field, GroupModel, ListModel, Model, Mult,
    NameTaken, RuleModel, RuleRef, Shape, Slot, SlotType, Trivia, Variant,
};

/// Lowers every rule of `grammar` (after pest_meta's optimizer,
/// [`pest_rewrites::apply`]) to the model, not yet boxed or named (see
/// `crate::stages`). Every problem of every rule is reported, each naming its
/// rule's position; `None` when there was one.
pub fn build(grammar: &Grammar, file: &str, errors: &Errors) -> Option<Model> {
    // The rules as pest_derive runs them, after pest_meta's optimizer.
    let rewritten = pest_rewrites::apply(grammar);
    let skips = grammar.rules.iter().any(|r| is_trivia(&r.name));
    let mut rules = lower::rules(&rewritten, &grammar.index, file, skips, errors)?;
    drop_unreached_in_atomic(&mut rules);
    let stack = rules.iter().any(|rule| uses_stack(&rule.matcher));
    Some(Model::new(rules, skips, stack))
}

/// Drops the types recursive rules have inside atomic rules ([`RuleModel::in_atomic_of`])
/// that no builder calls: those of rules that no atomic rule reaches (the analysis
/// that makes them looks at each rule alone). They are no rule of the grammar, so
/// nothing else could use them.
fn drop_unreached_in_atomic(rules: &mut Vec<RuleModel>) {
    let index = RuleIndex::new(rules.iter().map(|rule| rule.name.as_str()));
    let mut reached: BTreeSet<String> = BTreeSet::new();
    let mut todo: Vec<&RuleModel> = rules
        .iter()
        .filter(|rule| rule.in_atomic_of.is_none())
        .collect();
    while let Some(rule) = todo.pop() {
        let mut called = BTreeSet::new();
        if let Some(body) = rule.shape.body() {
            body.calls(&mut called);
        }
        for name in called {
            match index.position(&name).map(|at| &rules[at]) {
                Some(twin) if twin.in_atomic_of.is_some() && reached.insert(name) => {
                    todo.push(twin)
                }
                _ => {}
            }
        }
    }
    rules.retain(|rule| rule.in_atomic_of.is_none() || reached.contains(&rule.name));
}

/// `WHITESPACE` and `COMMENT`, which pest skips implicitly.
pub fn is_trivia(rule: &str) -> bool {
    matches!(rule, "WHITESPACE" | "COMMENT")
}

/// True when `node` uses pest's stack.
fn uses_stack(node: &Node) -> bool {
    node.any(|node| matches!(node, Node::Push(_) | Node::PushLiteral(_) | Node::Stack(_)))
}
