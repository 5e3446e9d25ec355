//! Left factoring: consecutive alternatives of an ordered choice that start with
//! the same parts match those parts once, `P ~ A | P ~ B | C` → `P ~ (A | B) | C`.
//! An alternative that is a call of a rule whose body may stand in for it (see
//! [`expansion`]) is read as that body, so `waisurl = { waisdoc | waisindex |
//! waisdatabase }`, three rules that start with `"wais://" ~ hostport ~ "/" ~
//! database`, matches that prefix once instead of up to three times.
//!
//! Precondition (what keeps PEG's semantics): the match of `P` at a position is a
//! function of the position alone, which holds when the grammar uses no stack
//! (`PUSH`, `POP`, `PEEK`, ... make a match depend on what was pushed before),
//! and the program records nothing and stores nothing (the recogniser: the
//! recorder would report `P`'s expectations once, a builder stores `P`'s values
//! into each alternative's own variant). Then where `P` fails every alternative of
//! the group fails, as the factored one does; where it matches up to `j`, each
//! alternative of the group in turn matches `P` up to the same `j` and then tries
//! its rest at `j`, which is what the choice of the rests does. The alternatives
//! keep their order. An empty rest always matches, so the rests after it are
//! dropped (PEG never tries them).

use super::{flatten, Passes};
use crate::ir::Ir;

/// Every choice of `ir` with its shared prefixes factored, when `passes` allows
/// it (the grammar uses no stack); `ir` itself otherwise.
pub fn apply(passes: &Passes, ir: Ir) -> Ir {
    if passes.uses_stack() {
        return ir;
    }
    ir.map_bottom_up(&mut |node| match node {
        Ir::Choice(alternatives) => rewrite(passes, alternatives),
        other => other,
    })
}

/// The choice of `alternatives` with each run of consecutive alternatives that
/// start with the same part factored.
///
/// Each alternative is read two ways: as written, and with a call read as the
/// body of the rule it calls (where [`expansion`] allows). A run is grouped by the
/// reading under which it is longer, as written when both are as long, so that
/// `a ~ b | a` shares the call `a` itself while `doc | index` (two calls) shares
/// what their bodies start with.
pub fn rewrite(passes: &Passes, alternatives: Vec<Ir>) -> Ir {
    let written_parts: Vec<Vec<Ir>> = alternatives.iter().map(|alt| parts(alt.clone())).collect();
    let expansions: Vec<Option<Vec<Ir>>> = alternatives
        .iter()
        .map(|alt| expansion(passes, alt))
        .collect();
    let written: Vec<&[Ir]> = written_parts.iter().map(Vec::as_slice).collect();
    let expanded: Vec<&[Ir]> = expansions
        .iter()
        .zip(&written)
        .map(|(expansion, written)| expansion.as_deref().unwrap_or(written))
        .collect();
    let mut out = Vec::new();
    let mut start = 0;
    while start < alternatives.len() {
        let as_written = run_end(&written, start);
        let as_expanded = run_end(&expanded, start);
        let (views, end) = if as_written >= as_expanded {
            (&written, as_written)
        } else {
            (&expanded, as_expanded)
        };
        if end - start < 2 {
            out.push(alternatives[start].clone());
        } else {
            out.push(factor(passes, &views[start..end]));
        }
        start = end;
    }
    flatten::collapse_choice(flatten::flatten_choice(out))
}

/// The end of the run of consecutive `views` from `start` that begin with the same
/// part as the one at `start` (`start + 1` when it stands alone or is empty).
fn run_end(views: &[&[Ir]], start: usize) -> usize {
    match views[start].first() {
        Some(first) => {
            start
                + 1
                + views[start + 1..]
                    .iter()
                    .take_while(|view| view.first() == Some(first))
                    .count()
        }
        None => start + 1,
    }
}

/// The alternatives `group` (as parts, at least two, sharing their first part) as
/// their longest common prefix then the choice of what follows it.
fn factor(passes: &Passes, group: &[&[Ir]]) -> Ir {
    let shortest = group.iter().map(|view| view.len()).min().unwrap_or(0);
    let shared = (0..shortest)
        .take_while(|&i| group.iter().all(|view| view[i] == group[0][i]))
        .count();
    let mut rests = Vec::new();
    for view in group {
        let rest = flatten::collapse_seq(view[shared..].to_vec());
        let always = rest == Ir::Empty;
        rests.push(rest);
        if always {
            break;
        }
    }
    let mut parts = group[0][..shared].to_vec();
    parts.push(rewrite(passes, rests));
    flatten::collapse_seq(flatten::flatten_seq(parts))
}

/// The parts of `alt` as a sequence.
fn parts(alt: Ir) -> Vec<Ir> {
    match alt {
        Ir::Seq(parts) => parts,
        Ir::Empty => Vec::new(),
        other => vec![other],
    }
}

/// The parts of the body of the rule `alt` calls, when that body may stand in for
/// the call on the recognising path: the call stores nothing, and the rule sets
/// no atomicity (its `m_` function is its body, run in the caller's state), is not
/// recursive and does not fold case (its call stays a call).
fn expansion(passes: &Passes, alt: &Ir) -> Option<Vec<Ir>> {
    let Ir::Call { rule, slot: None } = alt else {
        return None;
    };
    let model = passes.rule(rule)?;
    if model.sets_atomic.is_some() || passes.keeps_call(rule) {
        return None;
    }
    Some(parts(passes.fast(&model.matcher)))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::passes::{test_model, NO_FOLDING};

    fn lit(text: &str) -> Ir {
        Ir::Literal(text.into())
    }

    fn call(rule: &str) -> Ir {
        Ir::Call {
            rule: rule.into(),
            slot: None,
        }
    }

    fn seq(parts: &[Ir]) -> Ir {
        Ir::Seq(parts.to_vec())
    }

    fn factored(grammar: &str, ir: Ir) -> Ir {
        let model = test_model(grammar);
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        apply(&passes, ir)
    }

    #[test]
    fn consecutive_alternatives_share_their_common_prefix() {
        let ir = Ir::Choice(vec![
            seq(&[lit("a"), call("p"), lit("x")]),
            seq(&[lit("a"), call("p"), lit("y")]),
            seq(&[lit("b")]),
            seq(&[lit("a"), lit("z")]),
        ]);
        assert_eq!(
            factored("p = { \"p\" }\n", ir),
            Ir::Choice(vec![
                seq(&[lit("a"), call("p"), Ir::Choice(vec![lit("x"), lit("y")])]),
                seq(&[lit("b")]),
                seq(&[lit("a"), lit("z")]),
            ]),
            "the order of the alternatives is kept: the last `a` stays after `b`"
        );
    }

    #[test]
    fn the_rests_are_factored_again_and_an_empty_rest_ends_them() {
        let ir = Ir::Choice(vec![
            seq(&[lit("a"), lit("x")]),
            seq(&[lit("a"), lit("y"), lit("1")]),
            seq(&[lit("a"), lit("y"), lit("2")]),
            lit("a"),
            seq(&[lit("a"), lit("never")]),
        ]);
        assert_eq!(
            factored("p = { \"p\" }\n", ir),
            seq(&[
                lit("a"),
                Ir::Choice(vec![
                    lit("x"),
                    seq(&[lit("y"), Ir::Choice(vec![lit("1"), lit("2")])]),
                    Ir::Empty,
                ]),
            ])
        );
    }

    #[test]
    fn a_call_alone_shares_the_call_that_starts_a_longer_alternative() {
        let grammar = "and = { \"x\" ~ (\"&\" ~ \"x\")? }\nop = { \"|\" }\n";
        let ir = Ir::Choice(vec![
            seq(&[call("and"), call("op"), call("and")]),
            call("and"),
        ]);
        assert_eq!(
            factored(grammar, ir),
            seq(&[
                call("and"),
                Ir::Choice(vec![seq(&[call("op"), call("and")]), Ir::Empty]),
            ]),
            "`and ~ op ~ and | and` matches `and` once, as a call"
        );
    }

    #[test]
    fn calls_of_normal_rules_are_read_as_their_bodies() {
        let grammar = "h = { \"h\" ~ other }\n\
                       doc = { \"w:\" ~ h ~ \"/\" ~ \"d\" }\n\
                       index = { \"w:\" ~ h ~ \"?\" }\n\
                       db = { \"w:\" ~ h }\n\
                       other = { \"o\" }\n";
        let ir = Ir::Choice(vec![call("doc"), call("index"), call("db"), call("other")]);
        assert_eq!(
            factored(grammar, ir),
            Ir::Choice(vec![
                seq(&[
                    lit("w:"),
                    call("h"),
                    Ir::Choice(vec![seq(&[lit("/"), lit("d")]), lit("?"), Ir::Empty]),
                ]),
                call("other"),
            ])
        );
    }

    #[test]
    fn calls_that_stay_calls_are_not_opened() {
        // `r` is recursive, `a` sets its own atomicity: their calls are not their
        // bodies on the fast path.
        let grammar = "r = { \"x\" ~ r? }\na = ${ \"x\" ~ \"a\" }\n";
        let model = test_model(grammar);
        let recursive = BTreeSet::from(["r".to_owned()]);
        let passes = Passes::new(&model, recursive, &NO_FOLDING);
        let ir = Ir::Choice(vec![call("r"), call("a")]);
        assert_eq!(apply(&passes, ir.clone()), ir);
    }

    #[test]
    fn a_grammar_with_a_stack_is_left_alone() {
        let grammar = "s = { PUSH(\"a\") ~ POP }\n";
        let ir = Ir::Choice(vec![seq(&[lit("a"), lit("x")]), seq(&[lit("a"), lit("y")])]);
        assert_eq!(factored(grammar, ir.clone()), ir);
    }
}
