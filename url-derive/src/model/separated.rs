//! Separated lists: a composite whose body stores a value and then repeats a
//! separator followed by another value of the same type (`x ~ ("," ~ x)*`) has one
//! field of every `x` ([`Field::rest`], a `url_runtime::Separated`), not a field
//! of the first and a list of the rest.
//!
//! The slots stay as they were (the first value's and the repetition's), so what
//! the parser matches and builds does not change; only the struct holds the two
//! slots as one field.

use std::collections::BTreeSet;

use super::lists::stores_once;
#[cfg(doc)]
use super::GroupModel;
use super::{rule_slots_mut, Composite, Field, Model, Mult, Node, Shape, Slot, SlotType};

/// Joins each separated list of `composite`, whose body is `body`, into the field
/// of its first value:
/// that field's [`Field::rest`] becomes the repetition's slot, whose own field goes.
/// A first value and a repetition are joined when
/// - the first value's slot holds one value, or one where present (`Mult::One`,
///   `Mult::Optional`: `(x ~ ("," ~ x)*)?`), stored in one place, the part right
///   before the repetition (with only implicit whitespace between them); the
///   repetition's values are then stored only after it, so there are none without
///   a first;
/// - every iteration of the repetition stores one value of the same type, last
///   in the iteration, and nothing else but skipped whitespace and comments (the
///   separator before it holds no value), and nothing else stores that slot;
/// - neither slot is boxed, so both hold the same type.
pub(super) fn join_separated(composite: &mut Composite, body: &Node) {
    let mut pairs = Vec::new();
    body.walk(&mut |node| match node {
        Node::Seq(parts) => {
            pairs.extend(first_and_rest(composite, body, parts));
            true
        }
        Node::Opt(_) | Node::Choice(_) | Node::Restore(_) => true,
        _ => false,
    });
    for (first, rest) in pairs {
        let position = |slot: usize| composite.fields.iter().position(|f| f.slot == slot);
        let (Some(at), Some(rest_at)) = (position(first), position(rest)) else {
            continue;
        };
        // Two names the user gave (`#head = x ~ ("," ~ #tail = x)*`) stay two fields.
        if !numbered(&composite.fields[rest_at].name, &composite.fields[at].name) {
            continue;
        }
        composite.fields[at].rest = Some(rest);
        composite.fields.remove(rest_at);
    }
}

/// True when `name` is `base` numbered as a name taken again in a struct
/// (`base_2`, `base_3`, ...).
pub(crate) fn numbered(name: &str, base: &str) -> bool {
    name.strip_prefix(base)
        .and_then(|rest| rest.strip_prefix('_'))
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// Mends or undoes the joins of `model` that `boxing` made unequal: where it put
/// a value inside one helper type behind a `Box` and not the same value inside
/// the other, both box it (the types are one again); where it boxed the first
/// value's slot, the join is undone (see [`split_unequal_in`]). A boxed
/// repetition's slot is a `Vec`, which `Separated` holds as it holds `Items`.
pub fn split_unequal(model: &mut Model) {
    // Inner helper types first: a split changes their parts, which the types
    // around them compare.
    fn in_slots(slots: &mut [Slot]) {
        for slot in slots {
            if let SlotType::Group(group) = &mut slot.ty {
                in_slots(&mut group.composite.slots);
                split_unequal_in(&mut group.composite);
            }
        }
    }
    for rule in &mut model.rules {
        in_slots(rule_slots_mut(&mut rule.shape));
        if let Shape::Struct(composite) = &mut rule.shape {
            split_unequal_in(composite);
        }
    }
}

/// The joins of `composite` whose first value is boxed or whose slots no longer
/// hold one type, undone: the
/// repetition's slot gets its field back, right after the first value's, named
/// `name_2` after a field `name` (the first such name free in the struct).
fn split_unequal_in(composite: &mut Composite) {
    let mut at = 0;
    while at < composite.fields.len() {
        let field = &composite.fields[at];
        if let Some(rest) = field.rest {
            share_boxes(&mut composite.slots, field.slot, rest);
            let (first, others) = (&composite.slots[field.slot], &composite.slots[rest]);
            // A boxed list (`others`) is a `Vec`, which `Separated` holds as well.
            if first.boxed || !same_type(&first.ty, &others.ty) {
                let base = field.name.clone();
                composite.fields[at].rest = None;
                let name = (2..)
                    .map(|n| format!("{base}_{n}"))
                    .find(|name| composite.fields.iter().all(|f| f.name != *name))
                    .expect("some number is free");
                composite.fields.insert(
                    at + 1,
                    Field {
                        name,
                        slot: rest,
                        rest: None,
                    },
                );
            }
        }
        at += 1;
    }
}

/// The (first value's slot, repetition's slot) pairs of the sequence `parts` in
/// `body`, the body of `composite`.
fn first_and_rest(composite: &Composite, body: &Node, parts: &[Node]) -> Vec<(usize, usize)> {
    let text: Vec<&Node> = parts
        .iter()
        .filter(|part| !matches!(part, Node::Skip(_)))
        .collect();
    let trivia: BTreeSet<usize> = composite.trivia.slots().collect();
    text.windows(2)
        .filter_map(|pair| {
            let first = pair[0].value_slot()?;
            let iteration = match pair[1] {
                Node::Rep { body, .. } | Node::Spaced { body, .. } => unrestored(body),
                _ => return None,
            };
            let rest = last_value(iteration, &trivia)?;
            let (a, b) = (&composite.slots[first], &composite.slots[rest]);
            let joins = a.mult != Mult::Many
                && b.mult == Mult::Many
                && !a.boxed
                && !b.boxed
                && same_type(&a.ty, &b.ty)
                && body.stores(first, |_| true) == 1
                && body.stores(rest, |_| true) == 1;
            joins.then_some((first, rest))
        })
        .collect()
}

/// The slot of the one value that every match of `iteration` stores, when it is
/// stored by its last part that matches text and every other value it stores is a
/// skipped node (a slot of `trivia`).
fn last_value(iteration: &Node, trivia: &BTreeSet<usize>) -> Option<usize> {
    let last = match iteration {
        Node::Seq(parts) => *parts
            .iter()
            .filter(|part| !matches!(part, Node::Skip(_)))
            .collect::<Vec<_>>()
            .last()?,
        node => node,
    };
    let slot = last.value_slot()?;
    let mut stored = BTreeSet::new();
    iteration.slots(&mut stored);
    let others = stored.iter().all(|s| *s == slot || trivia.contains(s));
    (others && stores_once(iteration, slot)).then_some(slot)
}

/// `node` without the stack restoring pest wraps around an optional iteration.
fn unrestored(node: &Node) -> &Node {
    match node {
        Node::Restore(body) => unrestored(body),
        node => node,
    }
}

/// Where slots `first` and `rest` of `slots` hold helper types with the same
/// parts but for which values inside them are boxed, boxes in both every value
/// boxed in either, so that they are one type. A box more in a list's items
/// costs an allocation where that value is present; two types would make the
/// user join the list again.
fn share_boxes(slots: &mut [Slot], first: usize, rest: usize) {
    let (a, b) = (&slots[first].ty, &slots[rest].ty);
    if same_type(a, b) || unboxed(a).is_none_or(|parts| Some(parts) != unboxed(b)) {
        return;
    }
    let (low, high) = slots.split_at_mut(first.max(rest));
    let (a, b) = (&mut low[first.min(rest)].ty, &mut high[0].ty);
    union_boxes(a, b);
}

/// The parts of a helper type with no value boxed: what [`GroupModel::parts_key`]
/// compares, but for the boxes (`None` for a type that is no helper type).
fn unboxed(ty: &SlotType) -> Option<String> {
    fn clear(slots: &mut [Slot]) {
        for slot in slots {
            slot.boxed = false;
            if let SlotType::Group(group) = &mut slot.ty {
                clear(&mut group.composite.slots);
            }
        }
    }
    let SlotType::Group(group) = ty else {
        return None;
    };
    let mut group = group.clone();
    clear(&mut group.composite.slots);
    Some(group.parts_key())
}

/// Boxes in both helper types `a` and `b` (the same but for boxes) each value
/// boxed in either.
fn union_boxes(a: &mut SlotType, b: &mut SlotType) {
    if let (SlotType::Group(a), SlotType::Group(b)) = (a, b) {
        for (x, y) in a.composite.slots.iter_mut().zip(&mut b.composite.slots) {
            let boxed = x.boxed || y.boxed;
            x.boxed = boxed;
            y.boxed = boxed;
            union_boxes(&mut x.ty, &mut y.ty);
        }
    }
}

/// True when two slots hold values of one type: the same rule's, tokens, or
/// helper types with the same parts (which naming makes one type).
fn same_type(a: &SlotType, b: &SlotType) -> bool {
    match (a, b) {
        (SlotType::Rule(a), SlotType::Rule(b)) => a.rule == b.rule,
        (SlotType::Token, SlotType::Token) => true,
        (SlotType::Group(a), SlotType::Group(b)) => a.parts_key() == b.parts_key(),
        _ => false,
    }
}
