//! Inlining: a call of an atomic or silent rule that is not recursive is replaced
//! by the rule's body, up to [`INLINE_DEPTH`] calls deep; so is a call of a small
//! normal rule that calls no rule ([`SMALL_LEAF`]), such as `add = { "+" }`, so
//! that the passes after this one see its body (a choice of such rules becomes one
//! byte class).
//!
//! Precondition (what keeps the rewrite exact): the call stores nothing (`slot` is
//! `None`), and the program is for a path that records nothing (the recogniser,
//! the builders): a call of an atomic or silent rule reports nothing of the
//! rule's own parts, so its body may stand in for it, and on such a path nothing
//! of a normal rule is reported either. A normal rule runs with its caller's
//! atomicity, which its body's skips read where they run, so they skip the same
//! inlined. A rule that sets the atomicity of rules it calls keeps its frame
//! (where it sets it), as do recursive rules and the rules that fold case (whose
//! matcher makes that choice).

use std::collections::BTreeSet;

use super::Passes;
use crate::atomicity;
use crate::ir::Ir;
use crate::model::{Node, RuleModel};

/// How many calls deep inlining goes (bounds the generated code).
pub const INLINE_DEPTH: usize = 8;

/// The most model nodes in the body of a normal rule inlined where it is called
/// (it calls no rule, so this bounds the code each call site gains).
pub const SMALL_LEAF: usize = 12;

/// `ir` with the calls it may inline replaced by their bodies.
pub fn apply(passes: &Passes, ir: Ir) -> Ir {
    inline(passes, ir, 0, false)
}

/// As [`apply`], for the program of a rule that sets itself atomic: there a call
/// of a rule that sets no atomicity of its own (a normal rule) runs atomic and,
/// on a path that records nothing, reports nothing either, so its body may stand
/// in for it too (its implicit skips then match nothing: [`super::atomic_skips`]).
pub fn apply_atomic(passes: &Passes, ir: Ir) -> Ir {
    inline(passes, ir, 0, true)
}

fn inline(passes: &Passes, ir: Ir, depth: usize, atomic: bool) -> Ir {
    match ir {
        Ir::Call { rule, slot: None } if depth < INLINE_DEPTH => {
            match inlinable(passes, &rule, atomic) {
                Some(target) => inline(passes, Ir::from(&target.matcher), depth + 1, atomic),
                None => Ir::Call { rule, slot: None },
            }
        }
        other => other.map_children(|child| inline(passes, child, depth, atomic)),
    }
}

/// The rule `name` when its body may replace a call on the fast path: atomic or
/// silent (nothing of it is reported), one that sets no atomicity inside an atomic
/// rule or when it is a small leaf ([`small_leaf`]), and not kept as a call.
fn inlinable<'m>(passes: &Passes<'m>, name: &str, atomic: bool) -> Option<&'m RuleModel> {
    let rule = passes.rule(name)?;
    let transparent = atomicity::is_transparent(rule)
        || (rule.sets_atomic.is_none() && (atomic || small_leaf(rule)));
    // A rule that sets the atomicity of the rules it calls keeps its own frame
    // (where it sets it), unless it calls none.
    let keeps_frame = rule.sets_atomic.is_some() && {
        let mut calls = BTreeSet::new();
        rule.matcher.calls(&mut calls);
        !calls.is_empty()
    };
    (transparent && !keeps_frame && !passes.keeps_call(name)).then_some(rule)
}

/// True when `rule`'s body calls no rule and has at most [`SMALL_LEAF`] nodes.
fn small_leaf(rule: &RuleModel) -> bool {
    let mut nodes = 0;
    let mut calls = false;
    rule.matcher.walk(&mut |node| {
        nodes += 1;
        calls |= matches!(node, Node::Call { .. });
        true
    });
    !calls && nodes <= SMALL_LEAF
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fold_case::FoldCase;
    use crate::passes::{test_model, NO_FOLDING};

    fn call(rule: &str) -> Ir {
        Ir::Call {
            rule: rule.into(),
            slot: None,
        }
    }

    #[test]
    fn atomic_and_silent_calls_become_their_bodies() {
        let model = test_model("a = @{ \"x\" }\ns = _{ \"y\" }\nn = { \"z\" ~ a }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let ir = Ir::Seq(vec![call("a"), call("s"), call("n")]);
        assert_eq!(
            apply(&passes, ir),
            Ir::Seq(vec![
                Ir::Literal("x".into()),
                Ir::Literal("y".into()),
                call("n")
            ])
        );
    }

    /// A normal rule that calls none and is small is inlined; one that calls a
    /// rule, a large one and a `!` rule (it sets its body's atomicity) stay calls.
    #[test]
    fn small_normal_leaves_become_their_bodies() {
        let mut text = String::from("WHITESPACE = _{ \" \" }\nadd = { \"+\" }\n");
        text.push_str(
            "sub = { \"-\" ~ \"-\"? }\ncalls = { add }\nnon = !{ \"n\" ~ \"n\" }\nbig = { ",
        );
        let words: Vec<String> = (0..SMALL_LEAF).map(|i| format!("\"w{i}\"")).collect();
        text.push_str(&words.join(" | "));
        text.push_str(" }\n");
        let model = test_model(&text);
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let body = |name: &str| Ir::from(&model.rule(name).expect("rule").matcher);
        let ir = Ir::Choice(vec![
            call("add"),
            call("sub"),
            call("calls"),
            call("non"),
            call("big"),
        ]);
        assert_eq!(
            apply(&passes, ir),
            Ir::Choice(vec![
                body("add"),
                body("sub"),
                call("calls"),
                call("non"),
                call("big")
            ])
        );
    }

    #[test]
    fn stored_recursive_and_kept_calls_stay() {
        let model = test_model("a = @{ \"x\" }\nr = @{ \"(\" ~ r? ~ \")\" }\n");
        let recursive = BTreeSet::from(["r".to_owned()]);
        let kept = FoldCase {
            rules: BTreeSet::from(["a".to_owned()]),
            ..FoldCase::default()
        };
        let passes = Passes::new(&model, recursive, &kept);
        let stored = Ir::Call {
            rule: "a".into(),
            slot: Some(0),
        };
        assert_eq!(apply(&passes, stored.clone()), stored);
        assert_eq!(apply(&passes, call("r")), call("r"));
        assert_eq!(apply(&passes, call("a")), call("a"));
    }

    #[test]
    fn inside_an_atomic_rule_normal_rules_inline_too() {
        let model = test_model(
            "WHITESPACE = _{ \" \" }\nn = { \"z\" ~ m }\nm = @{ \"m\" }\nc = !{ \"c\" ~ n }\n",
        );
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        // `n` inherits atomicity (and calls a rule, so it is no small leaf); `c`
        // sets its own (non-atomic) and calls a rule.
        let ir = Ir::Seq(vec![call("n"), call("c")]);
        assert_eq!(apply(&passes, ir.clone()), ir);
        let n_body =
            Ir::from(&model.rule("n").expect("n").matcher).map_bottom_up(&mut |ir| match ir {
                Ir::Call { rule, .. } if rule == "m" => Ir::Literal("m".into()),
                other => other,
            });
        assert_eq!(apply_atomic(&passes, ir), Ir::Seq(vec![n_body, call("c")]));
    }

    #[test]
    fn inlining_stops_at_its_depth() {
        // A chain deeper than the limit keeps the call at the limit.
        let mut text = String::new();
        for i in 0..INLINE_DEPTH + 2 {
            text.push_str(&format!("r{i} = @{{ r{} }}\n", i + 1));
        }
        text.push_str(&format!("r{} = @{{ \"x\" }}\n", INLINE_DEPTH + 2));
        let model = test_model(&text);
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        assert_eq!(
            apply(&passes, call("r0")),
            call(&format!("r{INLINE_DEPTH}"))
        );
    }
}
