//! List extents: in a builder, a repetition whose iterations store exactly one
//! value into a list slot becomes [`Ir::ListExtent`]: the repetition is matched
//! without its values, in its fast form (a path's `("/" ~ hsegment)*` is one scan,
//! see [`super::separated_runs::tail`]), and the list records where it is; its
//! items are read again when iterated.
//!
//! Precondition: the slot is a list slot (the model gives a repetition a lazy list
//! only when it stores that one slot and nothing else), so the repetition's extent
//! is all the builder needs; matching without storing consumes the same input.

use super::Passes;
use crate::ir::Ir;
use crate::model::Slot;

/// `node` as a list's extent, when it is the repetition of a list slot of
/// `slots`.
pub fn rewrite(passes: &Passes, node: Ir, slots: &[Slot]) -> Ir {
    let Ir::Rep { body, min, max } = node else {
        return node;
    };
    let mut assigned = std::collections::BTreeSet::new();
    body.slots(&mut assigned);
    let list = match assigned.into_iter().collect::<Vec<_>>()[..] {
        [slot] if slots[slot].list.is_some() => Some(slot),
        _ => None,
    };
    let repetition = Ir::Rep { body, min, max };
    match list {
        Some(slot) => Ir::ListExtent {
            slot,
            extent: Box::new(passes.extent(repetition)),
        },
        None => repetition,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::byteset::ByteSet;
    use crate::model::Shape;
    use crate::passes::{test_model, NO_FOLDING};

    #[test]
    fn a_list_is_its_extent_scanned() {
        let model = test_model("seg = @{ (\"a\" | \"b\")* }\npath = { seg ~ (\"/\" ~ seg)* }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let Shape::Struct(path) = &model.rules[1].shape else {
            panic!("a struct")
        };
        let built = passes.build(&path.body, &path.slots);
        let Ir::Seq(parts) = &built else {
            panic!("{built:?}")
        };
        let list = path
            .slots
            .iter()
            .position(|slot| slot.list.is_some())
            .expect("a list slot");
        assert_eq!(
            parts[1],
            Ir::ListExtent {
                slot: list,
                extent: Box::new(Ir::Opt(Box::new(Ir::Seq(vec![
                    Ir::Class(ByteSet::of("/")),
                    Ir::Scan {
                        class: ByteSet::of("/ab"),
                        min: 0
                    }
                ]))))
            }
        );
    }

    #[test]
    fn a_repetition_of_no_list_stays() {
        let model = test_model("x = { \"x\" }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let repetition = Ir::Rep {
            body: Box::new(Ir::Literal("a".into())),
            min: 0,
            max: None,
        };
        assert_eq!(rewrite(&passes, repetition.clone(), &[]), repetition);
    }
}
