//! Which repetitions' values are lazy lists (`url_runtime::List`) rather than
//! `Vec`s: a list reads its items again later from the repetition's span, one
//! iteration at a time, so it must find each item there again, alone.

use std::collections::{BTreeSet, HashSet};

use super::{rule_slots_mut, ListModel, Model, Mult, Node, Slot, SlotType};

/// Marks each `Vec` slot that can be a lazy list: filled by one repetition (not
/// inside another) whose body stores exactly that slot at most once per iteration,
/// and, when the repetition is bounded, cannot match the empty input (`nullable`
/// says which rules can): a bounded repetition's copies are all tried, so an item
/// could be empty, and a list reads its items again only up to its end.
/// `function` names the generated function that reads one item of slot `n`.
pub(super) fn mark_lists(
    slots: &mut [Slot],
    body: &Node,
    nullable: &HashSet<String>,
    function: impl Fn(usize) -> String,
) {
    for (rep, bounded) in outer_repetitions(body) {
        let mut assigned = BTreeSet::new();
        rep.slots(&mut assigned);
        let [slot] = assigned.into_iter().collect::<Vec<_>>()[..] else {
            continue;
        };
        let skips = !stores_once(rep, slot);
        // A reader that passes over valueless iterations could read past a bounded
        // repetition's last iteration into what follows it.
        if slots[slot].mult != Mult::Many
            || !stores_at_most_once(rep, slot)
            || occurrences(body, slot) != 1
            || (skips && bounded)
            || (bounded && rep.may_be_empty(nullable))
        {
            continue;
        }
        slots[slot].list = Some(Box::new(ListModel {
            function: function(slot),
            body: rep.clone().remap(&|_| 0),
            skips,
        }));
    }
}

/// Makes every list of `model` a `Vec` again where lists cannot be read again
/// correctly: a lazy list reads its items again later, without the whitespace
/// skipped between them or the stack as it was, so grammars with implicit
/// whitespace or pest's stack keep `Vec`s.
pub fn drop_unreadable(model: &mut Model) {
    if model.skips || model.stack {
        for rule in &mut model.rules {
            for slot in rule_slots_mut(&mut rule.shape) {
                drop_lists(slot);
            }
        }
    }
}

/// Drops the list of `slot` and of every slot of the helper type it holds.
fn drop_lists(slot: &mut Slot) {
    slot.list = None;
    if let SlotType::Group(group) = &mut slot.ty {
        group.composite.slots.iter_mut().for_each(drop_lists);
    }
}

/// The bodies of the repetitions of `node` that are not inside another repetition
/// (nor inside anything but sequences, choices and optional parts), each with
/// whether it has a most number of iterations.
fn outer_repetitions(node: &Node) -> Vec<(&Node, bool)> {
    let mut out = Vec::new();
    node.walk(&mut |node| match node {
        Node::Rep { body, max, .. } => {
            out.push((&**body, max.is_some()));
            false
        }
        Node::Seq(_) | Node::Choice(_) | Node::Opt(_) => true,
        _ => false,
    });
    out
}

/// True when every match of `node` stores `slot` exactly once.
pub(super) fn stores_once(node: &Node, slot: usize) -> bool {
    if let Some(stored) = node.value_slot() {
        return stored == slot;
    }
    match node {
        Node::Seq(parts) => {
            let storing: Vec<&Node> = parts.iter().filter(|p| occurrences(p, slot) > 0).collect();
            matches!(storing[..], [only] if stores_once(only, slot))
        }
        _ => false,
    }
}

/// True when no match of `node` stores `slot` more than once.
fn stores_at_most_once(node: &Node, slot: usize) -> bool {
    match node {
        _ if occurrences(node, slot) == 0 || node.value_slot().is_some() => true,
        Node::Seq(parts) => {
            let storing: Vec<&Node> = parts.iter().filter(|p| occurrences(p, slot) > 0).collect();
            matches!(storing[..], [only] if stores_at_most_once(only, slot))
        }
        Node::Choice(alternatives) => alternatives
            .iter()
            .all(|alternative| stores_at_most_once(alternative, slot)),
        Node::Opt(body) => stores_at_most_once(body, slot),
        _ => false,
    }
}

/// How many places in `node` store `slot`, inside sequences, choices, optional
/// parts and repetitions.
fn occurrences(node: &Node, slot: usize) -> usize {
    node.stores(slot, |node| {
        matches!(
            node,
            Node::Seq(_) | Node::Choice(_) | Node::Opt(_) | Node::Rep { .. }
        )
    })
}
