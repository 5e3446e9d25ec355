//! Which slots hold their value behind a `Box`: enough to make every recursive type
//! finite ([`box_cycles`]), and to keep rustc's layout queries shallow
//! ([`box_deep_nesting`]). Every box is an allocation while a tree is built, so as
//! few as possible, where they cost least.

use std::collections::{BTreeSet, HashMap};

use crate::model::{rule_slots, rule_slots_mut, Model, Mult, Shape, Slot, SlotType};
use crate::recursion::Reach;

/// One place where a type holds another rule's type by value: slot `path` (through
/// helper types) of rule `rule`, holding `target`'s type.
#[derive(Debug)]
struct Edge {
    rule: usize,
    path: Vec<usize>,
    target: String,
    /// When a value of the type holding the slot holds a value in it: boxing the
    /// slot allocates only then.
    held: Held,
}

/// When a slot holds a value, cheapest to box first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Held {
    /// It is a variant's value (of an enum rule or a helper enum): only when that
    /// alternative matched, and then the variant holds nothing else.
    AsVariant,
    /// It is an `Option`, or lies inside a variant or an `Option` through helper
    /// types: only when that part matched.
    Sometimes,
    /// In every value.
    Always,
}

/// Boxes slots until no type holds itself by value, through any chain of fields
/// outside a `Vec`. A slot is boxed when it still lies on such a cycle, variants'
/// values first, then options and what lies inside a variant or an option (they
/// allocate only when their part matched, [`Held`]), each in grammar order, so
/// that each cycle is broken once where it is cheapest:
/// JSON's `value = { object | array | ... }` boxes `Value::Object` and
/// `Value::Array`, and `Pair`'s `value` stays by value.
pub fn box_cycles(model: &mut Model) {
    let mut edges = Vec::new();
    for (rule, model_rule) in model.rules.iter().enumerate() {
        let is_enum = matches!(model_rule.shape, Shape::Enum(_));
        collect_edges(
            rule_slots(&model_rule.shape),
            is_enum,
            false,
            rule,
            &mut Vec::new(),
            &mut edges,
        );
    }
    let mut order: Vec<usize> = (0..edges.len()).collect();
    // Stable: grammar order within each kind.
    order.sort_by_key(|&e| edges[e].held);
    let names: Vec<&str> = model.rules.iter().map(|rule| rule.name.as_str()).collect();
    let mut boxed = vec![false; edges.len()];
    let mut reach = by_value(&edges, &boxed, &names);
    for e in order {
        let edge = &edges[e];
        if reach.reaches(&edge.target, names[edge.rule]) {
            boxed[e] = true;
            reach = by_value(&edges, &boxed, &names);
        }
    }
    for (edge, _) in edges.iter().zip(&boxed).filter(|(_, &b)| b) {
        let mut slots = rule_slots_mut(&mut model.rules[edge.rule].shape);
        let (last, groups) = edge.path.split_last().expect("an edge has a slot");
        for &i in groups {
            let SlotType::Group(group) = &mut slots[i].ty else {
                unreachable!("an edge's path goes through groups");
            };
            slots = &mut group.composite.slots;
        }
        slots[*last].boxed = true;
    }
}

/// The edges of the slots in `slots` (of rule `rule`, at `path`), and of their
/// helper types, that hold a rule's type by value (neither boxed nor in a `Vec`).
/// `variants`: the slots are an enum's variants; `inside`: they lie inside a
/// variant or an `Option`.
fn collect_edges(
    slots: &[Slot],
    variants: bool,
    inside: bool,
    rule: usize,
    path: &mut Vec<usize>,
    out: &mut Vec<Edge>,
) {
    for (i, slot) in slots.iter().enumerate() {
        if slot.boxed || slot.mult == Mult::Many {
            continue;
        }
        let held = if variants {
            Held::AsVariant
        } else if inside || slot.mult == Mult::Optional {
            Held::Sometimes
        } else {
            Held::Always
        };
        path.push(i);
        match &slot.ty {
            SlotType::Rule(target) => out.push(Edge {
                rule,
                path: path.clone(),
                target: target.rule.clone(),
                held,
            }),
            SlotType::Group(group) => collect_edges(
                &group.composite.slots,
                group.variants.is_some(),
                held != Held::Always,
                rule,
                path,
                out,
            ),
            SlotType::Token | SlotType::Eoi => {}
        }
        path.pop();
    }
}

/// The relation "holds by value, unboxed" between rules.
fn by_value(edges: &[Edge], boxed: &[bool], names: &[&str]) -> Reach {
    let mut targets: HashMap<String, BTreeSet<String>> = HashMap::new();
    for (edge, _) in edges.iter().zip(boxed).filter(|(_, &b)| !b) {
        targets
            .entry(names[edge.rule].to_owned())
            .or_default()
            .insert(edge.target.clone());
    }
    Reach::new(targets)
}

/// How many types deep a rule's type may hold others by value. rustc computes a
/// type's layout through its by-value fields, one query inside the other, and gives
/// up at 128 ("queries overflow the depth limit"); a chain of rules (`r0 = { r1 }`,
/// `r1 = { r2 }`, ...) nests that deep. A grammar like RFC 1738's nests about ten.
pub const MAX_VALUE_DEPTH: usize = 32;

/// Boxes the slots through which a type would hold others more than
/// [`MAX_VALUE_DEPTH`] deep by value, so that no type nests deeper. Runs after
/// [`box_cycles`], so the by-value references between types form no cycle.
pub fn box_deep_nesting(model: &mut Model) {
    let mut depth: Vec<Option<usize>> = vec![None; model.rules.len()];
    for start in 0..model.rules.len() {
        // Depth-first, children before their owner, without recursion: a chain of
        // rules can be longer than the macro's stack is deep.
        let mut stack = vec![(start, false)];
        while let Some((rule, children_done)) = stack.pop() {
            if depth[rule].is_some() {
                continue;
            }
            let slots = rule_slots(&model.rules[rule].shape);
            if !children_done {
                stack.push((rule, true));
                let mut edges = Vec::new();
                collect_edges(slots, false, false, rule, &mut Vec::new(), &mut edges);
                for edge in edges {
                    if let Some(t) = model.position(&edge.target) {
                        if depth[t].is_none() {
                            stack.push((t, false));
                        }
                    }
                }
                continue;
            }
            let (rules, index) = model.rules_mut();
            let known = |name: &str| index.position(name).and_then(|t| depth[t]).unwrap_or(0);
            let slots = rule_slots_mut(&mut rules[rule].shape);
            let deepest = slots
                .iter_mut()
                .map(|slot| limit_depth(slot, &known))
                .max()
                .unwrap_or(0);
            depth[rule] = Some(deepest + 1);
        }
    }
}

/// How deep `slot` holds types by value, given each rule's depth (`known`), after
/// boxing it (or slots of its group) where it would reach [`MAX_VALUE_DEPTH`].
fn limit_depth(slot: &mut Slot, known: &impl Fn(&str) -> usize) -> usize {
    if slot.boxed || slot.mult == Mult::Many {
        return 0;
    }
    let depth = match &mut slot.ty {
        SlotType::Rule(target) => known(&target.rule),
        // A group is never boxed itself: its slots are, so it is at most one deeper.
        SlotType::Group(group) => {
            return 1 + group
                .composite
                .slots
                .iter_mut()
                .map(|s| limit_depth(s, known))
                .max()
                .unwrap_or(0)
        }
        SlotType::Token | SlotType::Eoi => 0,
    };
    if depth >= MAX_VALUE_DEPTH {
        slot.boxed = true;
        return 0;
    }
    depth
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::load;
    use crate::model::RuleModel;
    use crate::stages;

    fn model(text: &str) -> Model {
        let grammar = load::parse(text, "t.pest", PathBuf::from("t.pest")).expect("parses");
        stages::model(&grammar, "t.pest").expect("models")
    }

    fn only_slot(rule: &RuleModel) -> &Slot {
        match &rule.shape {
            Shape::Struct(composite) => &composite.slots[0],
            other => panic!("{other:?}"),
        }
    }

    /// Every boxed slot of the model, as `rule.slot` (`rule.group.slot` inside
    /// helper types).
    fn boxed(model: &Model) -> Vec<String> {
        fn visit(slots: &[Slot], at: &str, out: &mut Vec<String>) {
            for (i, slot) in slots.iter().enumerate() {
                if slot.boxed {
                    out.push(format!("{at}.{i}"));
                }
                if let SlotType::Group(group) = &slot.ty {
                    visit(&group.composite.slots, &format!("{at}.{i}"), out);
                }
            }
        }
        let mut out = Vec::new();
        for rule in &model.rules {
            visit(rule_slots(&rule.shape), &rule.name, &mut out);
        }
        out
    }

    /// Each cycle is broken once, at an enum's variant where there is one: the
    /// object and array variants of a JSON value, not the value of every pair.
    #[test]
    fn cycles_are_broken_at_variants() {
        let model = model(concat!(
            "value = { object | array | number }\n",
            "object = { \"{\" ~ (pair ~ (\",\" ~ pair)*)? ~ \"}\" }\n",
            "pair = { number ~ \":\" ~ value }\n",
            "array = { \"[\" ~ (value ~ (\",\" ~ value)*)? ~ \"]\" }\n",
            "number = @{ ASCII_DIGIT+ }\n",
        ));
        assert_eq!(boxed(&model), ["value.0", "value.1"]);
    }

    /// A cycle through struct fields only is broken at the first field on it, in
    /// grammar order; a `Vec` breaks a cycle by itself.
    #[test]
    fn cycles_without_variants_are_broken_once() {
        let model = model(concat!(
            "a = { \"(\" ~ b? ~ \")\" }\n",
            "b = { \"[\" ~ a ~ \"]\" }\n",
            "list = { \"<\" ~ list* ~ \">\" }\n",
        ));
        assert_eq!(boxed(&model), ["a.0"]);
    }

    /// A cycle through a helper enum (a choice in a sequence) or a silent rule's
    /// enum is broken at its variant.
    #[test]
    fn helper_and_silent_enum_variants_are_boxed_first() {
        let inline = model(concat!(
            "pair = { key ~ \"=\" ~ (table | key) }\n",
            "table = { \"{\" ~ pair ~ \"}\" }\n",
            "key = @{ ASCII_ALPHA+ }\n",
        ));
        assert_eq!(boxed(&inline), ["pair.1.0"]);
        let silent = model(concat!(
            "pair = { key ~ \"=\" ~ value }\n",
            "value = _{ table | key }\n",
            "table = { \"{\" ~ pair ~ \"}\" }\n",
            "key = @{ ASCII_ALPHA+ }\n",
        ));
        assert_eq!(boxed(&silent), ["value.0"]);
    }
    /// A cycle that passes a variant only through the variant's helper type (an
    /// alternative holding several parts) is broken inside that helper, where it
    /// allocates only for that alternative (a parenthesised expression), not at
    /// the first field of every expression.
    #[test]
    fn cycles_are_broken_inside_a_variants_helper() {
        let model = model(concat!(
            "add = { mul ~ (\"+\" ~ mul)* }\n",
            "mul = { primary ~ (\"*\" ~ primary)* }\n",
            "primary = { number | \"(\" ~ add ~ \")\" }\n",
            "number = @{ ASCII_DIGIT+ }\n",
        ));
        assert_eq!(boxed(&model), ["primary.1.0"]);
    }

    /// A chain of rules holds its types by value for `MAX_VALUE_DEPTH` levels,
    /// then once behind a `Box`, and so on: no type nests deeper.
    #[test]
    fn a_long_chain_is_boxed_every_max_value_depth_levels() {
        let n = 3 * MAX_VALUE_DEPTH;
        let mut text = String::new();
        for i in 0..n - 1 {
            text += &format!("r{i} = {{ r{} }}\n", i + 1);
        }
        text += &format!("r{} = {{ \"x\" }}\n", n - 1);
        let model = model(&text);
        let boxed: Vec<usize> = (0..n - 1)
            .filter(|&i| only_slot(&model.rules[i]).boxed)
            .collect();
        // r{n-1} is a struct without fields, one level deep; r{n-1-k} is k+1 deep.
        let first = n - 1 - MAX_VALUE_DEPTH;
        assert_eq!(boxed, vec![first - MAX_VALUE_DEPTH, first], "{boxed:?}");
    }
}
