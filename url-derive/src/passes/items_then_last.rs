//! Items then last: `(a ~ m ~ s)* ~ b ~ m` in a sequence, where `a` and `b` match
//! one byte each and `b`'s bytes are some of `a`'s, becomes one
//! [`Ir::ItemsThenLast`] loop (a hostname: `(domainlabel ~ ".")* ~ toplabel`, the
//! labels alike after their first byte).
//!
//! Precondition: the parts store nothing, `a` and `b` are classes with `b ⊆ a`,
//! and the `m` after `b` equals the `m` of an item. PEG ends the repetition at the
//! start of the first item whose `s` is missing and then matches `b ~ m` there,
//! which reads that item again; the loop keeps where the item began and ends at
//! its `m` when its first byte is one of `b`'s. (Where `a` or `m` fails there,
//! `b ~ m` would fail too.)

use super::{classes, Passes};
use crate::ir::Ir;

/// Every `(a ~ m ~ s)* ~ b ~ m` in the sequences of `ir` as one loop.
pub fn apply(passes: &Passes, ir: Ir) -> Ir {
    ir.map_top_down(&mut |node| match node {
        Ir::Seq(parts) => Ir::Seq(rewrite_parts(passes, parts)),
        other => other,
    })
}

/// The parts of a sequence with each run of parts of that shape replaced by one
/// loop (the sequence keeps its other parts).
pub fn rewrite_parts(passes: &Passes, parts: Vec<Ir>) -> Vec<Ir> {
    let mut out = Vec::with_capacity(parts.len());
    let mut at = 0;
    while at < parts.len() {
        match shape(passes, &parts[at..]) {
            Some((items, used)) => {
                out.push(items);
                at += used;
            }
            None => {
                out.push(parts[at].clone());
                at += 1;
            }
        }
    }
    out
}

/// The loop for the parts at the start of `parts`, and how many parts it
/// covers, when they have the shape.
fn shape(passes: &Passes, parts: &[Ir]) -> Option<(Ir, usize)> {
    let Ir::Rep {
        body,
        min: 0,
        max: None,
    } = parts.first()?
    else {
        return None;
    };
    let Ir::Seq(item) = &**body else {
        return None;
    };
    let [Ir::Class(every), middle @ .., separator] = &item[..] else {
        return None;
    };
    let used = 2 + middle.len();
    let [Ir::Class(last), last_middle @ ..] = parts.get(1..used)? else {
        return None;
    };
    if last_middle != middle
        || !last.is_subset(every)
        || !parts[..used].iter().all(Ir::stores_nothing)
    {
        return None;
    }
    // The middle is one part of the loop: it may itself be one class.
    let middle = classes::rewrite(passes, Ir::Seq(middle.to_vec()));
    let items = Ir::ItemsThenLast {
        every: *every,
        middle: Box::new(middle),
        separator: Box::new(separator.clone()),
        last: *last,
    };
    Some((items, used))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::byteset::ByteSet;
    use crate::passes::{test_model, NO_FOLDING};

    fn scan(bytes: &str) -> Ir {
        Ir::Scan {
            class: ByteSet::of(bytes),
            min: 0,
        }
    }

    /// `(every ~ scan(run) ~ ".")* ~ last ~ scan(run)`, then `tail`.
    fn dotted(every: &str, last: &str, run: &str, tail: Vec<Ir>) -> Ir {
        let mut parts = vec![
            Ir::Rep {
                body: Box::new(Ir::Seq(vec![
                    Ir::Class(ByteSet::of(every)),
                    scan(run),
                    Ir::Class(ByteSet::of(".")),
                ])),
                min: 0,
                max: None,
            },
            Ir::Class(ByteSet::of(last)),
            scan(run),
        ];
        parts.extend(tail);
        Ir::Seq(parts)
    }

    #[test]
    fn items_then_a_last_one_are_one_loop() {
        let model = test_model("x = { \"x\" }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let port = Ir::Literal(":".into());
        let ir = dotted("ab1", "ab", "ab1-", vec![port.clone()]);
        assert_eq!(
            apply(&passes, ir),
            Ir::Seq(vec![
                Ir::ItemsThenLast {
                    every: ByteSet::of("ab1"),
                    middle: Box::new(Ir::Seq(vec![scan("ab1-")])),
                    separator: Box::new(Ir::Class(ByteSet::of("."))),
                    last: ByteSet::of("ab"),
                },
                port
            ])
        );
    }

    #[test]
    fn a_last_item_that_no_item_could_start_stays() {
        let model = test_model("x = { \"x\" }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        // `c` is no item's first byte: the loop could not find it among items.
        let ir = dotted("ab", "c", "ab", vec![]);
        assert_eq!(apply(&passes, ir.clone()), ir);
    }

    #[test]
    fn a_last_item_with_another_middle_stays() {
        let model = test_model("x = { \"x\" }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let Ir::Seq(mut parts) = dotted("ab", "a", "ab", vec![]) else {
            unreachable!()
        };
        parts[2] = scan("a");
        let ir = Ir::Seq(parts);
        assert_eq!(apply(&passes, ir.clone()), ir);
    }
}
