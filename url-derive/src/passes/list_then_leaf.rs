//! List then leaf: in a builder, a list `(a ~ m ~ s)*` followed by a call of a
//! rule whose value is only its token and whose fast form is `b ~ m` (a
//! hostname's labels, then its `toplabel`) becomes [`Ir::ListThenLeaf`]: one
//! [`super::items_then_last`] loop (or [`super::labels`] step) that says where
//! the list ends and where the leaf starts, so the last label is read once
//! instead of twice.
//!
//! Precondition: the repetition stores one list slot only, the leaf's slot holds
//! one value (not a `Vec`, not boxed), and the two parts without their values
//! form exactly one such loop. The list is where the repetition is and the leaf is
//! the rule's token, as PEG would have built them.

use super::Passes;
use crate::ir::Ir;
use crate::model::{Mult, Slot};

/// `node`, a sequence, with each list-then-leaf pair of parts as one step.
pub fn rewrite(passes: &Passes, node: Ir, slots: &[Slot]) -> Ir {
    let Ir::Seq(parts) = node else {
        return node;
    };
    let mut out = Vec::with_capacity(parts.len());
    let mut at = 0;
    while at < parts.len() {
        match fit(passes, &parts[at..], slots) {
            Some(step) => {
                out.push(step);
                at += 2;
            }
            None => {
                out.push(parts[at].clone());
                at += 1;
            }
        }
    }
    Ir::Seq(out)
}

/// The step for the first two of `parts`, when they fit.
fn fit(passes: &Passes, parts: &[Ir], slots: &[Slot]) -> Option<Ir> {
    let [repetition @ Ir::Rep { body, .. }, Ir::Call {
        rule,
        slot: Some(leaf_slot),
    }, ..] = parts
    else {
        return None;
    };
    let mut assigned = std::collections::BTreeSet::new();
    body.slots(&mut assigned);
    let [list_slot] = assigned.into_iter().collect::<Vec<_>>()[..] else {
        return None;
    };
    slots[list_slot].list.as_ref()?;
    let leaf_type = passes.leaf_type(rule)?.to_owned();
    let leaf_slot = *leaf_slot;
    if slots[leaf_slot].mult == Mult::Many || slots[leaf_slot].boxed {
        return None;
    }
    let unstored = Ir::Seq(vec![
        repetition.clone().without_slots(),
        Ir::Call {
            rule: rule.clone(),
            slot: None,
        },
    ]);
    let Ir::Seq(mut fast) = passes.quick(passes.fast_ir(unstored)) else {
        return None;
    };
    let items = match fast.pop() {
        Some(items @ (Ir::ItemsThenLast { .. } | Ir::Labels(_))) if fast.is_empty() => items,
        _ => return None,
    };
    Some(Ir::ListThenLeaf {
        list_slot,
        leaf_slot,
        leaf_type,
        items: Box::new(items),
    })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::model::Shape;
    use crate::passes::{test_model, NO_FOLDING};

    const LABELS: &str = "label = @{ ASCII_ALPHANUMERIC ~ (\"-\"* ~ ASCII_ALPHANUMERIC)* }\nlast = @{ ASCII_ALPHA ~ (\"-\"* ~ ASCII_ALPHANUMERIC)* }\n";

    /// The builder program of rule `name` (a struct) in `grammar`.
    fn built(grammar: &str, name: &str) -> Ir {
        let model = test_model(grammar);
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let rule = model.rule(name).unwrap();
        let Shape::Struct(composite) = &rule.shape else {
            panic!("a struct")
        };
        passes.build(&composite.body, &composite.slots)
    }

    #[test]
    fn labels_then_the_last_label_are_one_step() {
        let ir = built(
            &format!("name = ${{ (label ~ \".\")* ~ last }}\n{LABELS}"),
            "name",
        );
        let Ir::Seq(parts) = &ir else {
            panic!("{ir:?}")
        };
        assert!(
            matches!(&parts[..], [Ir::ListThenLeaf { items, .. }] if matches!(**items, Ir::Labels(_))),
            "{ir:?}"
        );
    }

    #[test]
    fn a_leaf_that_is_not_the_items_shape_stays_apart() {
        let ir = built(
            &format!("name = ${{ (label ~ \".\")* ~ other }}\nother = @{{ \"x\" }}\n{LABELS}"),
            "name",
        );
        let Ir::Seq(parts) = &ir else {
            panic!("{ir:?}")
        };
        assert!(
            matches!(&parts[..], [Ir::ListExtent { .. }, Ir::Call { .. }]),
            "{ir:?}"
        );
    }
}
