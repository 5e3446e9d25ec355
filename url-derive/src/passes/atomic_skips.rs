//! Implicit whitespace inside an atomic rule: a rule that sets itself atomic on
//! entry (`@`, `$`, and pest's `WHITESPACE`/`COMMENT` in a grammar that skips)
//! skips nothing in its own program, so every [`Ir::Skip`] there becomes
//! [`Ir::Empty`] and every [`Ir::Spaced`] repetition a plain [`Ir::Rep`]. The
//! skips come from the normal rules inlined into it ([`super::inline::apply_atomic`]:
//! a rule an atomic rule calls runs atomic too, as in pest), which would otherwise
//! ask the state at run time, once per part.
//!
//! Precondition: the program is the body of a rule whose parser function sets
//! the state atomic before running it, and what was inlined into it sets no
//! atomicity of its own or calls no rules ([`super::inline`]); a call left in the
//! program is another function, which sets or inherits its own. Then the state is
//! atomic wherever the program's own nodes run, where a skip matches nothing and
//! `e*` between skips is `e*`.

use crate::ir::Ir;

/// `ir` without the skips an atomic rule never makes.
pub fn apply(ir: Ir) -> Ir {
    ir.map_bottom_up(&mut |node| match node {
        Ir::Skip(_) => Ir::Empty,
        Ir::Spaced { body, min, max, .. } => Ir::Rep { body, min, max },
        other => other,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Trivia;

    #[test]
    fn skips_vanish_and_spaced_runs_are_plain() {
        let letter = || Ir::Range('a', 'z');
        let ir = Ir::Seq(vec![
            Ir::Literal("[".into()),
            Ir::Skip(Trivia::default()),
            Ir::Spaced {
                body: Box::new(Ir::Seq(vec![
                    letter(),
                    Ir::Skip(Trivia::default()),
                    letter(),
                ])),
                min: 1,
                max: Some(3),
                unrolled: true,
                trivia: Trivia::default(),
            },
        ]);
        assert_eq!(
            apply(ir),
            Ir::Seq(vec![
                Ir::Literal("[".into()),
                Ir::Empty,
                Ir::Rep {
                    body: Box::new(Ir::Seq(vec![letter(), Ir::Empty, letter()])),
                    min: 1,
                    max: Some(3),
                },
            ])
        );
    }
}
