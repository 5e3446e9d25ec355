//! Spaced runs: `C*` or `C+` of one byte class `C` in a non-atomic rule, where
//! pest skips implicit whitespace between iterations ([`Ir::Spaced`]), becomes
//! [`Ir::SpacedRun`] when the grammar's skip is one run of a byte class `W`
//! ([`super::Passes::skip_run`]). pest_derive's help menu writes words that way,
//! `Rew = !{ (ASCII_DIGIT | ASCII_ALPHA_UPPER | "_" | "-")+ }`: a word may hold
//! spaces, and each of its bytes was an iteration with a skip before it.
//!
//! Precondition: `C` and `W` are disjoint, `W` holds no ASCII letter (so folding
//! the case of `C` keeps them disjoint and adds nothing to `W`), the repetition
//! is unbounded with at most one required iteration, written `*` or `+` (pest
//! unrolls `C{n,}` otherwise: the skip after its required copies stays), its
//! skips store nothing, and it is not in the one program both forms of a rule
//! that folds case share (`Passes::quick_folding` leaves those as written). Then,
//! where the state is not atomic, the repetition
//! starts on a byte of `C` and each later iteration is a run of `W` then a byte
//! of `C`, given back whole when the byte is not there: the match is the run of
//! `C | W` from a first byte of `C`, ended after its last byte of `C` (the
//! runtime's `State::spaced_run`). Where the state is atomic nothing is skipped
//! and it is the run of `C`; the state is read at run time, since a normal rule
//! runs in its caller's atomicity.

use super::Passes;
use crate::byteset::ByteSet;
use crate::ir::Ir;

/// Every spaced repetition of one byte class in `ir` as one spaced run.
pub fn apply(passes: &Passes, ir: Ir) -> Ir {
    let Some(skip) = passes.skip_run() else {
        return ir;
    };
    ir.map_top_down(&mut |node| match spaced_class(passes, &node, skip) {
        Some((class, min)) => Ir::SpacedRun {
            class,
            run: class.union(&skip),
            min,
        },
        None => node,
    })
}

/// The class and fewest iterations of `node` when it is a spaced repetition
/// the precondition allows, the skip being the run of `skip`.
fn spaced_class(passes: &Passes, node: &Ir, skip: ByteSet) -> Option<(ByteSet, u32)> {
    let Ir::Spaced {
        body,
        min: min @ (0 | 1),
        max: None,
        unrolled: false,
        trivia,
    } = node
    else {
        return None;
    };
    if trivia.slots().next().is_some() {
        return None;
    }
    let class = passes.exact(body)?;
    let letters = ByteSet::range(b'a', b'z').union(&ByteSet::range(b'A', b'Z'));
    (class.is_disjoint(&skip) && skip.is_disjoint(&letters)).then_some((class, *min))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::model::Trivia;
    use crate::passes::{body_of, test_model, NO_FOLDING};

    /// The fast program of rule `name` in `grammar`.
    fn quick(grammar: &str, name: &str) -> Ir {
        let model = test_model(grammar);
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let rule = model.rule(name).expect("the rule exists");
        passes.recognise_rule(rule)
    }

    fn spaced(body: Ir, min: u32, max: Option<u32>, unrolled: bool) -> Ir {
        Ir::Spaced {
            body: Box::new(body),
            min,
            max,
            unrolled,
            trivia: Trivia::default(),
        }
    }

    #[test]
    fn a_word_of_one_class_between_spaces_is_one_run() {
        let grammar = "WHITESPACE = _{ \" \" | \"\\t\" }\nword = !{ ('A'..'Z' | \"_\")+ }\n";
        let mut word = ByteSet::range(b'A', b'Z');
        word.insert(b'_');
        assert_eq!(
            quick(grammar, "word"),
            Ir::SpacedRun {
                class: word,
                run: word.union(&ByteSet::of(" \t")),
                min: 1,
            }
        );
    }

    #[test]
    fn only_the_shapes_the_precondition_allows_are_runs() {
        let model = test_model("WHITESPACE = _{ \" \" }\nw = { \"a\" }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let letter = || Ir::Range('a', 'z');
        let star = spaced(letter(), 0, None, false);
        assert!(matches!(apply(&passes, star), Ir::SpacedRun { min: 0, .. }));
        // A bound, `e{1,}` (whose skip after the required copy stays), two
        // required iterations, a body of more than one byte, a body holding the
        // skip's byte: each stays as written.
        for kept in [
            spaced(letter(), 0, Some(3), false),
            spaced(letter(), 1, None, true),
            spaced(letter(), 2, None, false),
            spaced(Ir::Literal("ab".into()), 1, None, false),
            spaced(Ir::Literal(" ".into()), 1, None, false),
        ] {
            assert_eq!(apply(&passes, kept.clone()), kept);
        }
        // Skips that store their nodes stay too.
        let stored = Ir::Spaced {
            body: Box::new(letter()),
            min: 1,
            max: None,
            unrolled: false,
            trivia: Trivia {
                whitespace: Some(0),
                comment: None,
            },
        };
        assert_eq!(apply(&passes, stored.clone()), stored);
    }

    #[test]
    fn a_skip_that_is_no_single_class_run_keeps_every_repetition() {
        for grammar in [
            // A comment besides whitespace.
            "WHITESPACE = _{ \" \" }\nCOMMENT = _{ \"#\" ~ 'a'..'z'* }\nw = { 'a'..'z'+ }\n",
            // Whitespace of more than one byte.
            "WHITESPACE = _{ \"\\r\\n\" }\nw = { 'a'..'z'+ }\n",
            // Whitespace that is a letter: folding the class could meet it.
            "WHITESPACE = _{ \"x\" }\nw = { '0'..'9'+ }\n",
        ] {
            let model = test_model(grammar);
            let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
            let body = Ir::from(body_of(&model, "w"));
            assert_eq!(apply(&passes, body.clone()), body, "{grammar}");
        }
    }
}
