//! Escaped runs: `(C | e₁ ~ … ~ eₙ)*` and `(…)+`, with `C` a class and each `eᵢ`
//! one byte of a class (`(uchar | ";")*`, whose `uchar` is a class or `"%" ~ hex ~
//! hex`), become [`Ir::Escaped`]: one `url_runtime::Escaped` step that reads the
//! whole run, escapes included, from the class masks of 32 bytes, instead of a
//! scan per stretch between escapes and a try of the escape after each.
//!
//! Precondition (what keeps PEG's semantics): the repetition is unbounded, at
//! least 0 or 1 times, and stores nothing; its body is a choice of exactly a
//! class and a sequence of 2 to [`MAX_ESCAPE`] classes, in either order; the
//! sequence's first class shares no byte with `C` (so the two alternatives never
//! both start at a byte, and their order does not matter) nor with the later
//! classes of the sequence (so no escape starts inside another: the runtime finds
//! every escape by its first byte). Each step consumes at least one byte, so
//! `+` is a run that is not empty.
//!
//! The body may also be `!"lit" ~ (C | e₁ ~ … ~ eₙ)`, a run that stops where a
//! literal starts (`(!"%09" ~ xchar)*`, a gopher selector), when the literal is
//! ASCII, no longer than the escape and starts with a byte of `e₁`: it then
//! stops the run only where an escape would start, which the runtime reads from
//! the same masks.
//!
//! Where case folds, the runtime's masks and its comparison with the literal are
//! exact: in the program of a rule that folds case (both of whose forms share the
//! program) the precondition must also hold for the classes with both cases of
//! their letters, and no literal with letters may stop the run; nor anywhere may
//! one the `fold_case` option lists.

use std::collections::BTreeSet;

use crate::byteset::ByteSet;
use crate::ir::Ir;

/// Where the runs are matched folding case.
#[derive(Clone, Copy)]
pub struct Folding<'f> {
    /// The literals the `fold_case` option lists (they fold in every rule).
    pub literals: &'f BTreeSet<String>,
    /// The program is a rule's that folds case: its classes take both cases.
    pub classes: bool,
}

/// The most bytes of an escape (`url_runtime::MAX_ESCAPE`).
pub const MAX_ESCAPE: usize = 4;

/// Every escaped run of `ir` as one step, where `folding` keeps it exact.
pub fn apply(ir: Ir, folding: Folding<'_>) -> Ir {
    ir.map_top_down(&mut |node| rewrite(node, folding))
}

/// `node` as one step, when it is an escaped run.
pub fn rewrite(node: Ir, folding: Folding<'_>) -> Ir {
    match node {
        Ir::Rep {
            body,
            min: min @ (0 | 1),
            max: None,
        } => match escaped(&body, folding) {
            Some((class, escape, except)) => Ir::Escaped {
                class,
                escape,
                min,
                except,
            },
            None => Ir::Rep {
                body,
                min,
                max: None,
            },
        },
        other => other,
    }
}

/// The class, the escape and the literal that stops the run, of a repetition's
/// body `C | e₁ ~ … ~ eₙ` (or the escape first), perhaps after `!"lit"`, when it
/// has the precondition's shape.
fn escaped(body: &Ir, folding: Folding<'_>) -> Option<(ByteSet, Vec<ByteSet>, Option<String>)> {
    let (except, choice) = match body {
        Ir::Seq(parts) => match parts.as_slice() {
            [Ir::NotAhead(literal), choice] => match &**literal {
                Ir::Literal(text) => (Some(text), choice),
                _ => return None,
            },
            _ => return None,
        },
        choice => (None, choice),
    };
    let Ir::Choice(alternatives) = choice else {
        return None;
    };
    let (class, sequence) = match alternatives.as_slice() {
        [Ir::Class(class), Ir::Seq(parts)] | [Ir::Seq(parts), Ir::Class(class)] => (class, parts),
        _ => return None,
    };
    let escape: Vec<ByteSet> = sequence
        .iter()
        .map(|part| match part {
            Ir::Class(set) => Some(*set),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let classes: Vec<ByteSet> = [*class].into_iter().chain(escape.iter().copied()).collect();
    let stops_at_escapes = except.is_none_or(|text| {
        let first = text.bytes().next();
        let folds = folding.classes || folding.literals.contains(text);
        text.is_ascii()
            && text.len() <= escape.len()
            && first.is_some_and(|b| escape[0].contains(b))
            && !(folds && text.bytes().any(|b| b.is_ascii_alphabetic()))
    });
    let exact_folded = !folding.classes || {
        let folded: Vec<ByteSet> = classes.iter().map(ByteSet::folded).collect();
        keeps_precondition(&folded)
    };
    (keeps_precondition(&classes) && exact_folded && stops_at_escapes)
        .then(|| (*class, escape, except.cloned()))
}

/// True when a class and an escape (`classes`: the class, then the escape's
/// classes) keep the precondition: 2 to [`MAX_ESCAPE`] bytes of escape, whose
/// first byte's class shares no byte with the class or the escape's other ones.
pub fn keeps_precondition(classes: &[ByteSet]) -> bool {
    let [class, first, later @ ..] = classes else {
        return false;
    };
    (1..MAX_ESCAPE).contains(&later.len())
        && first.is_disjoint(class)
        && later.iter().all(|set| first.is_disjoint(set))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::byteset::ByteSet;

    /// No case folds.
    fn plain() -> Folding<'static> {
        static NONE: BTreeSet<String> = BTreeSet::new();
        Folding {
            literals: &NONE,
            classes: false,
        }
    }

    fn apply(ir: Ir) -> Ir {
        super::apply(ir, plain())
    }

    fn rewrite(node: Ir) -> Ir {
        super::rewrite(node, plain())
    }

    /// The repetition an [`Ir::Escaped`] stands for: `(C | e₁ ~ … ~ eₙ)*`, or `+`,
    /// its body after `!"lit"` when it stops at a literal.
    fn repetition(class: ByteSet, escape: &[ByteSet], min: u32, except: Option<&str>) -> Ir {
        let escape = Ir::Seq(escape.iter().map(|set| Ir::Class(*set)).collect());
        let choice = Ir::Choice(vec![Ir::Class(class), escape]);
        let body = match except {
            Some(text) => Ir::Seq(vec![
                Ir::NotAhead(Box::new(Ir::Literal(text.to_owned()))),
                choice,
            ]),
            None => choice,
        };
        Ir::Rep {
            body: Box::new(body),
            min,
            max: None,
        }
    }

    fn repeat(body: Ir, min: u32, max: Option<u32>) -> Ir {
        Ir::Rep {
            body: Box::new(body),
            min,
            max,
        }
    }

    fn classes(sets: &[&str]) -> Ir {
        Ir::Seq(sets.iter().map(|set| Ir::Class(ByteSet::of(set))).collect())
    }

    fn hex_escape() -> Ir {
        classes(&["%", "0123456789abcdef", "0123456789abcdef"])
    }

    #[test]
    fn a_class_or_an_escape_is_one_step() {
        for min in [0, 1] {
            let ir = repeat(
                Ir::Choice(vec![Ir::Class(ByteSet::of("ab1")), hex_escape()]),
                min,
                None,
            );
            assert_eq!(
                apply(ir),
                Ir::Escaped {
                    class: ByteSet::of("ab1"),
                    escape: ["%", "0123456789abcdef", "0123456789abcdef"]
                        .map(ByteSet::of)
                        .to_vec(),
                    min,
                    except: None,
                }
            );
        }
    }

    #[test]
    fn the_repetition_of_a_step_is_rewritten_to_it() {
        let escape = ["%", "0123456789abcdef", "0123456789abcdef"].map(ByteSet::of);
        for min in [0, 1] {
            for except in [None, Some("%0")] {
                let step = Ir::Escaped {
                    class: ByteSet::of("ab"),
                    escape: escape.to_vec(),
                    min,
                    except: except.map(str::to_owned),
                };
                assert_eq!(
                    rewrite(repetition(ByteSet::of("ab"), &escape, min, except)),
                    step
                );
            }
        }
    }

    #[test]
    fn a_run_may_stop_at_a_literal_that_starts_an_escape() {
        let choice = Ir::Choice(vec![Ir::Class(ByteSet::of("ab")), hex_escape()]);
        let not = |text: &str| Ir::NotAhead(Box::new(Ir::Literal(text.into())));
        let ir = repeat(Ir::Seq(vec![not("%09"), choice.clone()]), 0, None);
        assert!(matches!(apply(ir), Ir::Escaped { except: Some(text), .. } if text == "%09"));
        let stays = [
            // Longer than the escape: the runtime could not decide it in step.
            repeat(Ir::Seq(vec![not("%090"), choice.clone()]), 0, None),
            // Starting in the class: it would stop the run where the class holds.
            repeat(Ir::Seq(vec![not("a%"), choice.clone()]), 0, None),
            repeat(Ir::Seq(vec![not("é"), choice.clone()]), 0, None),
            repeat(
                Ir::Seq(vec![
                    Ir::NotAhead(Box::new(Ir::Class(ByteSet::of("%")))),
                    choice.clone(),
                ]),
                0,
                None,
            ),
            repeat(
                Ir::Seq(vec![
                    not("%09"),
                    choice.clone(),
                    Ir::Class(ByteSet::of("/")),
                ]),
                0,
                None,
            ),
        ];
        for ir in stays {
            assert_eq!(apply(ir.clone()), ir);
        }
    }

    #[test]
    fn the_escape_may_come_first() {
        let ir = repeat(
            Ir::Choice(vec![classes(&["\\", "n"]), Ir::Class(ByteSet::of("ab"))]),
            0,
            None,
        );
        assert_eq!(
            apply(ir),
            Ir::Escaped {
                class: ByteSet::of("ab"),
                escape: vec![ByteSet::of("\\"), ByteSet::of("n")],
                min: 0,
                except: None,
            }
        );
    }

    #[test]
    fn runs_inside_other_nodes_are_rewritten() {
        let run = repeat(
            Ir::Choice(vec![Ir::Class(ByteSet::of("ab")), hex_escape()]),
            0,
            None,
        );
        let ir = Ir::Seq(vec![Ir::Class(ByteSet::of("/")), run]);
        let Ir::Seq(parts) = apply(ir) else {
            panic!("a sequence stays a sequence")
        };
        assert!(matches!(parts[1], Ir::Escaped { .. }), "{parts:?}");
    }

    #[test]
    fn other_repetitions_stay() {
        let choice = || Ir::Choice(vec![Ir::Class(ByteSet::of("ab")), hex_escape()]);
        let stays = [
            // Two iterations are not two bytes: an escape is three.
            repeat(choice(), 2, None),
            repeat(choice(), 0, Some(3)),
            // The escape's first byte is in the class: PEG's order would matter.
            repeat(
                Ir::Choice(vec![Ir::Class(ByteSet::of("a%")), hex_escape()]),
                0,
                None,
            ),
            // An escape could start inside another.
            repeat(
                Ir::Choice(vec![Ir::Class(ByteSet::of("a")), classes(&["%", "%1"])]),
                0,
                None,
            ),
            // One byte is a class, five are too many.
            repeat(
                Ir::Choice(vec![Ir::Class(ByteSet::of("a")), classes(&["%"])]),
                0,
                None,
            ),
            repeat(
                Ir::Choice(vec![
                    Ir::Class(ByteSet::of("a")),
                    classes(&["%", "1", "1", "1", "1"]),
                ]),
                0,
                None,
            ),
            // A third alternative, a part that is not a class, a value stored.
            repeat(
                Ir::Choice(vec![
                    Ir::Class(ByteSet::of("a")),
                    hex_escape(),
                    Ir::Class(ByteSet::of("b")),
                ]),
                0,
                None,
            ),
            repeat(
                Ir::Choice(vec![
                    Ir::Class(ByteSet::of("a")),
                    Ir::Seq(vec![Ir::Class(ByteSet::of("%")), Ir::Literal("41".into())]),
                ]),
                0,
                None,
            ),
            repeat(
                Ir::Choice(vec![
                    Ir::Class(ByteSet::of("a")),
                    Ir::Call {
                        rule: "escape".into(),
                        slot: Some(0),
                    },
                ]),
                0,
                None,
            ),
        ];
        for ir in stays {
            assert_eq!(apply(ir.clone()), ir);
        }
    }

    /// Where classes fold, `a` and the escape `A1` overlap (`a` would start both
    /// alternatives); a literal with letters that folds is no exact stop.
    #[test]
    fn folding_must_keep_the_precondition() {
        let folding_classes = Folding {
            classes: true,
            ..plain()
        };
        let overlap = repeat(
            Ir::Choice(vec![Ir::Class(ByteSet::of("a")), classes(&["A", "1"])]),
            0,
            None,
        );
        assert!(matches!(apply(overlap.clone()), Ir::Escaped { .. }));
        assert_eq!(super::apply(overlap.clone(), folding_classes), overlap);
        let hex = ["%", "0123456789abcdef", "0123456789abcdef"].map(ByteSet::of);
        let stopped = repetition(ByteSet::of("ab"), &hex, 0, Some("%c"));
        assert!(matches!(apply(stopped.clone()), Ir::Escaped { .. }));
        assert_eq!(super::apply(stopped.clone(), folding_classes), stopped);
        let listed: BTreeSet<String> = ["%c".to_owned()].into();
        let folding_literal = Folding {
            literals: &listed,
            classes: false,
        };
        assert_eq!(super::apply(stopped.clone(), folding_literal), stopped);
        // Folded, `%0` has no letter to fold: the run stays one step.
        let digits = repetition(ByteSet::of("ab"), &hex, 0, Some("%0"));
        assert!(matches!(
            super::apply(digits, folding_classes),
            Ir::Escaped { .. }
        ));
    }
}
