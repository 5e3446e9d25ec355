//! Scan-then-choice: `(C | rest)*`, with `C` a class, becomes
//! [`Ir::ScanThen`]: scan the run of `C`, then try `rest` once, and again.
//!
//! Precondition: the repetition is `*` (no bound), stores nothing, and its first
//! alternative is a class (after [`super::classes`]). A byte after the run is not
//! in `C`, so trying `C` first there would fail anyway: PEG's ordered choice is
//! kept. Only for parts that store nothing.

use crate::ir::Ir;

/// Every `(C | rest)*` of `ir` as a scan then the rest.
pub fn apply(ir: Ir) -> Ir {
    ir.map_top_down(&mut rewrite)
}

/// `node` as a scan then the rest, when it has that shape.
pub fn rewrite(node: Ir) -> Ir {
    match node {
        Ir::Rep {
            body,
            min: 0,
            max: None,
        } => match *body {
            Ir::Choice(mut alternatives)
                if alternatives.len() >= 2 && matches!(alternatives[0], Ir::Class(_)) =>
            {
                let Ir::Class(class) = alternatives.remove(0) else {
                    unreachable!("checked above")
                };
                Ir::ScanThen {
                    class,
                    rest: Box::new(Ir::Choice(alternatives)),
                }
            }
            body => Ir::Rep {
                body: Box::new(body),
                min: 0,
                max: None,
            },
        },
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::byteset::ByteSet;

    fn repeat(body: Ir, min: u32) -> Ir {
        Ir::Rep {
            body: Box::new(body),
            min,
            max: None,
        }
    }

    #[test]
    fn a_class_first_choice_scans_then_tries_the_rest() {
        let escape = Ir::Literal("%41".into());
        let ir = repeat(
            Ir::Choice(vec![Ir::Class(ByteSet::of("ab")), escape.clone()]),
            0,
        );
        assert_eq!(
            apply(ir),
            Ir::ScanThen {
                class: ByteSet::of("ab"),
                rest: Box::new(Ir::Choice(vec![escape]))
            }
        );
    }

    #[test]
    fn other_repetitions_stay() {
        let escape = Ir::Literal("%41".into());
        // The class is not first: it cannot be tried first.
        let later = repeat(
            Ir::Choice(vec![escape.clone(), Ir::Class(ByteSet::of("ab"))]),
            0,
        );
        assert_eq!(apply(later.clone()), later);
        // `+` must match once.
        let plus = repeat(Ir::Choice(vec![Ir::Class(ByteSet::of("ab")), escape]), 1);
        assert_eq!(apply(plus.clone()), plus);
    }
}
