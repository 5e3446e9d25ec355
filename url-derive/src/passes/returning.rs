//! Returning choices: an enum builder whose body is a choice of `head ~ tail`,
//! `head` a variant (a rule call or a token storing into the variant's slot) or a
//! choice of variants and `tail` storing nothing (`url`'s
//! `(httpurl | ftpurl | ...) ~ !xchar | otherurl`), becomes [`Ir::Returning`]: each
//! variant is returned as soon as its tail matches, so its value is moved once,
//! into the returned pair.
//!
//! Precondition: every slot holds one value at most (no `Vec`, no list), no variant
//! is widened (its span is the whole match, known only when the enum ends), and the
//! rule is not recursive (its depth guard must run on every exit) and sets no
//! atomicity (restored on exit); the caller checks those ([`fits_slots`],
//! `Passes::build_enum`). PEG's
//! choice is kept: when a head matches and its tail does not, the alternative
//! fails without trying the head's later variants, as `(a | b) ~ t` does.

use crate::ir::{Ir, ReturningAlt};
use crate::model::{GroupModel, Mult, Slot};

/// True when every slot holds at most one value (no `Vec`, no list).
pub fn fits_slots(slots: &[Slot]) -> bool {
    slots
        .iter()
        .all(|slot| slot.mult != Mult::Many && slot.list.is_none())
}

/// True when the helper enum `group` is built as an enum rule whose slots fit:
/// every variant stored straight into one local (the emitter's `enum_group`).
pub fn one_local(group: &GroupModel) -> bool {
    group.variants.is_some() && fits_slots(&group.composite.slots)
}

/// `body` as a returning choice, when every alternative has the shape.
pub fn rewrite(body: &Ir) -> Option<Ir> {
    let alternatives = match body {
        Ir::Choice(alternatives) => &alternatives[..],
        other => std::slice::from_ref(other),
    };
    let mut out = Vec::with_capacity(alternatives.len());
    for alternative in alternatives {
        let (head, tail) = match alternative {
            Ir::Seq(parts) => (parts.first()?, &parts[1..]),
            other => (other, &[][..]),
        };
        let tail = Ir::Seq(tail.to_vec());
        if !tail.stores_nothing() {
            return None;
        }
        let heads = match head {
            Ir::Choice(heads) => &heads[..],
            other => std::slice::from_ref(other),
        };
        if !heads
            .iter()
            .all(|head| matches!(head, Ir::Call { slot: Some(_), .. } | Ir::Token { .. }))
        {
            return None;
        }
        out.push(ReturningAlt {
            heads: heads.to_vec(),
            tail,
        });
    }
    Some(Ir::Returning(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn variant(rule: &str, slot: usize) -> Ir {
        Ir::Call {
            rule: rule.into(),
            slot: Some(slot),
        }
    }

    #[test]
    fn variants_with_tails_that_store_nothing_return() {
        let not_x = Ir::NotAhead(Box::new(Ir::Literal("x".into())));
        let body = Ir::Choice(vec![
            Ir::Seq(vec![
                Ir::Choice(vec![variant("a", 0), variant("b", 1)]),
                not_x.clone(),
            ]),
            variant("c", 2),
        ]);
        assert_eq!(
            rewrite(&body),
            Some(Ir::Returning(vec![
                ReturningAlt {
                    heads: vec![variant("a", 0), variant("b", 1)],
                    tail: Ir::Seq(vec![not_x]),
                },
                ReturningAlt {
                    heads: vec![variant("c", 2)],
                    tail: Ir::Seq(vec![]),
                },
            ]))
        );
    }

    #[test]
    fn a_tail_that_stores_or_a_head_that_is_no_variant_keeps_the_choice() {
        let stores = Ir::Seq(vec![variant("a", 0), variant("b", 1)]);
        assert_eq!(rewrite(&stores), None);
        let literal_head = Ir::Choice(vec![Ir::Literal("x".into()), variant("a", 0)]);
        assert_eq!(rewrite(&literal_head), None);
    }
}
