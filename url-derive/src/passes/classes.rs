//! Character classes: a part that always matches exactly one ASCII byte becomes
//! [`Ir::Class`] (a byte table), and an unbounded repetition of one becomes
//! [`Ir::Scan`] (a scanning loop, SIMD in the runtime).
//!
//! Precondition: the part stores nothing and the program records nothing (calls
//! of atomic and silent rules are looked through, which only a path that reports
//! no rule may do); the class is exact ([`Passes::exact`]), so the table accepts
//! exactly the bytes the part does.

use super::Passes;
use crate::ir::Ir;

/// Every class and run of a class in `ir`, parents first.
pub fn apply(passes: &Passes, ir: Ir) -> Ir {
    ir.map_top_down(&mut |node| rewrite(passes, node))
}

/// `node` itself as a class or a run of one, when it is.
pub fn rewrite(passes: &Passes, node: Ir) -> Ir {
    if let Some(set) = passes.exact(&node) {
        return Ir::Class(set);
    }
    match node {
        Ir::Rep {
            body,
            min,
            max: None,
        } => match passes.exact(&body) {
            Some(class) => Ir::Scan { class, min },
            None => Ir::Rep {
                body,
                min,
                max: None,
            },
        },
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::byteset::ByteSet;
    use crate::passes::{test_model, NO_FOLDING};

    #[test]
    fn single_bytes_become_tables_and_their_runs_scans() {
        let model = test_model("digit = @{ '0'..'9' }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let ir = Ir::Seq(vec![
            Ir::Choice(vec![Ir::Literal("a".into()), Ir::Literal("b".into())]),
            Ir::Rep {
                body: Box::new(Ir::Call {
                    rule: "digit".into(),
                    slot: None,
                }),
                min: 1,
                max: None,
            },
            Ir::Literal("ab".into()),
        ]);
        assert_eq!(
            apply(&passes, ir),
            Ir::Seq(vec![
                Ir::Class(ByteSet::of("ab")),
                Ir::Scan {
                    class: ByteSet::of("0123456789"),
                    min: 1
                },
                Ir::Literal("ab".into()),
            ])
        );
    }

    #[test]
    fn bounded_runs_and_stored_bytes_stay() {
        let model = test_model("x = { \"x\" }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let bounded = Ir::Rep {
            body: Box::new(Ir::Literal("a".into())),
            min: 0,
            max: Some(3),
        };
        assert_eq!(
            apply(&passes, bounded),
            Ir::Rep {
                body: Box::new(Ir::Class(ByteSet::of("a"))),
                min: 0,
                max: Some(3)
            }
        );
        let stored = Ir::Call {
            rule: "x".into(),
            slot: Some(0),
        };
        assert_eq!(apply(&passes, stored.clone()), stored);
    }
}
