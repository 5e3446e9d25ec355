//! The atomicity analysis: what a rule reports of its inner parts. The questions the
//! generator asks about it are answered here once, for the recorder (nothing inside
//! an atomic rule is recorded but the `$` and `!` rules it reaches), the fast-path
//! rewriter and the character classes (a call of a rule that reports nothing of its
//! parts may be replaced by its body).
//!
//! pest's rules: an atomic rule (`@`, and `WHITESPACE` and `COMMENT`) runs its
//! body atomic, where the rules it calls are neither reported nor recorded, nor
//! anything they call, and no implicit whitespace is skipped; a `$` rule runs
//! its body compound-atomic (reported, no skipping) and a `!` rule non-atomic
//! (reported, skipping), both wherever they are called, inside an atomic rule too;
//! a normal or silent rule runs in its caller's atomicity.

use std::collections::BTreeSet;

use crate::model::{Builtin, Model, Node, RuleModel};

/// True for an atomic rule (`@`): the recorder reports it as a whole, never the
/// rules and literals inside it, unless it reaches `$` or `!` rules
/// ([`RuleModel::reports_when_atomic`]).
pub fn is_atomic(rule: &RuleModel) -> bool {
    rule.atomic
}

/// True when the recorder may report `rule` as a whole, running its fast matcher:
/// an atomic rule that reaches no `$` or `!` rule, or one whose body holds nothing
/// the recorder reports (no rule call, no implicit whitespace, which calls
/// `WHITESPACE` and `COMMENT`, and no `EOI`, which pest reports like a rule), so
/// that the only expectation it can leave is its own, where it starts.
pub fn is_reported_whole(rule: &RuleModel) -> bool {
    if is_atomic(rule) {
        !rule.reports_when_atomic
    } else {
        !reports_inside(&rule.matcher)
    }
}

/// Sets [`RuleModel::reports_when_atomic`] of every rule: a `$` or `!` rule, or one
/// whose body calls such a rule anywhere (lookaheads too: pest records the rules
/// tried inside them), directly or through other rules.
pub fn mark_reports_when_atomic(model: &mut Model) {
    let mut reporting: BTreeSet<String> = model
        .rules
        .iter()
        .filter(|rule| rule.reported_inside_atomic)
        .map(|rule| rule.name.clone())
        .collect();
    loop {
        let before = reporting.len();
        for rule in &model.rules {
            let mut calls = BTreeSet::new();
            rule.matcher.calls(&mut calls);
            if calls.iter().any(|call| reporting.contains(call)) {
                reporting.insert(rule.name.clone());
            }
        }
        if reporting.len() == before {
            break;
        }
    }
    for rule in &mut model.rules {
        rule.reports_when_atomic = reporting.contains(&rule.name);
    }
}

/// True when some atomic rule reports parts ([`RuleModel::reports_when_atomic`]):
/// the recorder then keeps pest's atomicity at run time, so that the rules it
/// calls record nothing but what their `$` and `!` rules record.
pub fn reports_inside_atomic(model: &Model) -> bool {
    model
        .rules
        .iter()
        .any(|rule| is_atomic(rule) && rule.reports_when_atomic)
}

/// True when the recorder reports something while matching `node`: a rule call,
/// an implicit skip (which calls `WHITESPACE` and `COMMENT`) or `EOI`, anywhere
/// inside it, lookaheads included.
fn reports_inside(node: &Node) -> bool {
    node.any(|node| {
        matches!(
            node,
            Node::Call { .. } | Node::Skip(_) | Node::Spaced { .. } | Node::Builtin(Builtin::Eoi)
        )
    })
}

/// True when a call of `rule` reports nothing of the rule's own parts, so that on a
/// path that records nothing the rule's body may stand in for the call: atomic
/// rules (only the rule is reported) and silent rules (not even the rule is).
pub fn is_transparent(rule: &RuleModel) -> bool {
    is_atomic(rule) || rule.silent
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::{load, stages};

    fn reported_whole(text: &str) -> Vec<(String, bool)> {
        let grammar = load::parse(text, "t.pest", PathBuf::from("t.pest")).expect("parses");
        let model = stages::model(&grammar, "t.pest").expect("models");
        model
            .rules
            .iter()
            .map(|rule| (rule.name.clone(), is_reported_whole(rule)))
            .collect()
    }

    #[test]
    fn rules_without_reported_parts_are_reported_whole() {
        // `c` calls `b`, `d` reports `EOI`.
        let text = "a = @{ \"a\" ~ b }\nb = { \"b\"+ ~ !\"c\" ~ ASCII_DIGIT? }\n\
                    c = { \"c\" ~ b }\nd = { \"d\" ~ EOI }\n";
        let expected = [("a", true), ("b", true), ("c", false), ("d", false)];
        assert_eq!(
            reported_whole(text),
            expected.map(|(r, w)| (r.to_owned(), w))
        );
        // With implicit whitespace, `e` skips between its parts (the recorder of
        // `WHITESPACE` runs there); `f` has one part.
        let text = "WHITESPACE = _{ \" \" }\ne = { \"e\" ~ \"e\" }\nf = { \"f\" }\n";
        let expected = [("WHITESPACE", true), ("e", false), ("f", true)];
        assert_eq!(
            reported_whole(text),
            expected.map(|(r, w)| (r.to_owned(), w))
        );
    }

    #[test]
    fn atomic_and_silent_rules_are_transparent_others_not() {
        let text = "a = @{ \"a\" }\ns = _{ \"s\" }\nc = ${ a ~ s }\nn = { a ~ s }\n";
        let grammar = load::parse(text, "t.pest", PathBuf::from("t.pest")).expect("parses");
        let model = stages::model(&grammar, "t.pest").expect("models");
        let facts: Vec<(&str, bool, bool)> = model
            .rules
            .iter()
            .map(|rule| (rule.name.as_str(), is_atomic(rule), is_transparent(rule)))
            .collect();
        assert_eq!(
            facts,
            [
                ("a", true, true),
                ("s", false, true),
                ("c", false, false),
                ("n", false, false)
            ]
        );
    }
}
