//! Scan to last: `(A* ~ B)*`, with `A` and `B` disjoint classes, becomes
//! [`Ir::RunToLast`]: the run of `A | B`, ended after its last `B` (the inner
//! hyphens of a hostname's label, `("-"* ~ alphanum)*`).
//!
//! Precondition: the classes are disjoint and the repetition is `*` and stores
//! nothing. Every iteration ends on a `B`, and an iteration can only start where
//! the run of `A | B` goes on; so the repetition ends after the last `B` of that
//! run (a trailing run of `A` is given back, as PEG does).

use crate::byteset::ByteSet;
use crate::ir::Ir;

/// Every `(A* ~ B)*` of `ir` as one scan to the last `B`.
pub fn apply(ir: Ir) -> Ir {
    ir.map_top_down(&mut |node| match classes(&node) {
        Some((run, last)) => Ir::RunToLast { run, last },
        None => node,
    })
}

/// The run `A | B` and the last class `B` of `node` when it is `(A* ~ B)*`.
fn classes(node: &Ir) -> Option<(ByteSet, ByteSet)> {
    let Ir::Rep {
        body,
        min: 0,
        max: None,
    } = node
    else {
        return None;
    };
    let Ir::Seq(parts) = &**body else {
        return None;
    };
    let [Ir::Scan {
        class: filler,
        min: 0,
    }, Ir::Class(last)] = &parts[..]
    else {
        return None;
    };
    filler
        .is_disjoint(last)
        .then(|| (filler.union(last), *last))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::byteset::ByteSet;

    fn hyphens_then(last: &str) -> Ir {
        Ir::Rep {
            body: Box::new(Ir::Seq(vec![
                Ir::Scan {
                    class: ByteSet::of("-"),
                    min: 0,
                },
                Ir::Class(ByteSet::of(last)),
            ])),
            min: 0,
            max: None,
        }
    }

    #[test]
    fn hyphens_then_a_letter_scan_to_the_last_letter() {
        assert_eq!(
            apply(hyphens_then("ab")),
            Ir::RunToLast {
                run: ByteSet::of("-ab"),
                last: ByteSet::of("ab")
            }
        );
    }

    #[test]
    fn overlapping_classes_stay() {
        let overlapping = hyphens_then("a-");
        assert_eq!(apply(overlapping.clone()), overlapping);
    }
}
