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

/// Boxes slots until no type holds itself by value, through any chain of fields.
/// First as if every list were a `Vec`: a slot is boxed when it still lies on
/// such a cycle, variants' values first, then options and what lies inside a
/// variant or an option (they allocate only when their part matched, [`Held`]),
/// each in grammar order, so that each cycle is broken once where it is cheapest:
/// JSON's `value = { object | array | ... }` boxes `Value::Object` and
/// `Value::Array`, and `Pair`'s `value` stays by value. Then the lists, which
/// hold their first item by value (`url_runtime::Items`): a list through which a
/// type still holds itself becomes a `Vec` (its slot boxed), in grammar order.
pub fn box_cycles(model: &mut Model) {
    let names: Vec<&str> = model.rules.iter().map(|rule| rule.name.as_str()).collect();
    let mut edges = edges(model, Lists::AsVec);
    let mut order: Vec<usize> = (0..edges.len()).collect();
    // Stable: grammar order within each kind.
    order.sort_by_key(|&e| edges[e].held);
    let mut boxed = vec![false; edges.len()];
    break_cycles(&edges, &order, &mut boxed, &names);
    let first = edges.len();
    edges.extend(edges_of_lists(model, &edges));
    boxed.resize(edges.len(), false);
    let lists: Vec<usize> = (first..edges.len()).collect();
    break_cycles(&edges, &lists, &mut boxed, &names);
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

/// Boxes the edges `order` names, in that order, each that still lies on a cycle
/// of unboxed edges; boxing an edge boxes every edge of its slot.
fn break_cycles(edges: &[Edge], order: &[usize], boxed: &mut [bool], names: &[&str]) {
    let mut reach = by_value(edges, boxed, names);
    for &e in order {
        let edge = &edges[e];
        if !boxed[e] && reach.reaches(&edge.target, names[edge.rule]) {
            for (other, b) in edges.iter().zip(boxed.iter_mut()) {
                if other.rule == edge.rule && other.path == edge.path {
                    *b = true;
                }
            }
            reach = by_value(edges, boxed, names);
        }
    }
}

/// How [`collect_edges`] takes a list slot that holds its first item by value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lists {
    /// As a `Vec`: it holds nothing by value.
    AsVec,
    /// As what it is: an edge to each rule its items hold by value, at the list's
    /// slot.
    Inline,
}

/// The edges of every rule of `model`.
fn edges(model: &Model, lists: Lists) -> Vec<Edge> {
    let mut edges = Vec::new();
    for (rule, model_rule) in model.rules.iter().enumerate() {
        let is_enum = matches!(model_rule.shape, Shape::Enum(_));
        let slots = rule_slots(&model_rule.shape);
        collect_edges(
            slots,
            is_enum,
            false,
            lists,
            rule,
            &mut Vec::new(),
            &mut edges,
        );
    }
    edges
}

/// The edges through the lists of `model` that hold their first item by value,
/// each at its list's slot: those [`Lists::Inline`] adds to `as_vec`, the edges
/// of [`Lists::AsVec`].
fn edges_of_lists(model: &Model, as_vec: &[Edge]) -> Vec<Edge> {
    let as_vec: BTreeSet<(usize, &[usize])> = as_vec
        .iter()
        .map(|edge| (edge.rule, edge.path.as_slice()))
        .collect();
    edges(model, Lists::Inline)
        .into_iter()
        .filter(|edge| !as_vec.contains(&(edge.rule, edge.path.as_slice())))
        .collect()
}

/// The edges of the slots in `slots` (of rule `rule`, at `path`), and of their
/// helper types, that hold a rule's type by value (not boxed; lists as `lists`
/// says). `variants`: the slots are an enum's variants; `inside`: they lie inside
/// a variant, an `Option` or a list.
fn collect_edges(
    slots: &[Slot],
    variants: bool,
    inside: bool,
    lists: Lists,
    rule: usize,
    path: &mut Vec<usize>,
    out: &mut Vec<Edge>,
) {
    for (i, slot) in slots.iter().enumerate() {
        let list = slot.mult == Mult::Many;
        if slot.boxed || (list && (lists == Lists::AsVec || !slot.holds_inline_list())) {
            continue;
        }
        let held = if variants {
            Held::AsVariant
        } else if inside || slot.mult != Mult::One {
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
            SlotType::Group(group) if list => {
                // The list's slot is the edge, to whatever its items hold.
                let mut inner = Vec::new();
                let variants = group.variants.is_some();
                let slots = &group.composite.slots;
                collect_edges(slots, variants, true, lists, rule, path, &mut inner);
                out.extend(inner.into_iter().map(|edge| Edge {
                    path: path.clone(),
                    held,
                    ..edge
                }));
            }
            SlotType::Group(group) => collect_edges(
                &group.composite.slots,
                group.variants.is_some(),
                held != Held::Always,
                lists,
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
    bottom_up(model, |shape, known| {
        let slots = rule_slots_mut(shape);
        let deepest = slots.iter_mut().map(|slot| limit_depth(slot, known)).max();
        deepest.unwrap_or(0) + 1
    });
}

/// The largest list item, in bytes as [`limit_item_size`] estimates them, that a
/// list holds inline (`url_runtime::Items`): six words, a token, a leaf rule's
/// value, an enum of such values, a helper struct of two tokens. A larger item
/// would make every owner of the list larger to move (and its own box cross the
/// allocator's small sizes) for what it saves where the list holds one item.
pub const MAX_INLINE_ITEM: usize = 48;

/// Makes a `Vec` of each list whose items are larger than [`MAX_INLINE_ITEM`].
/// Runs after [`box_cycles`] (the by-value references form no cycle).
pub fn box_large_list_items(model: &mut Model) {
    bottom_up(model, |shape, known| {
        let is_enum = matches!(shape, Shape::Enum(_));
        if matches!(shape, Shape::Leaf | Shape::Silent) {
            return TOKEN;
        }
        let slots = rule_slots_mut(shape);
        composite_size(
            is_enum,
            slots.iter_mut().map(|slot| limit_item_size(slot, known)),
        )
    });
}

/// The bytes of a struct (a span and its parts) or an enum (a tag and its
/// largest variant), about, given its parts'.
fn composite_size(is_enum: bool, parts: impl Iterator<Item = usize>) -> usize {
    if is_enum {
        TAG + parts.max().unwrap_or(0)
    } else {
        TOKEN + parts.sum::<usize>()
    }
}

/// Bytes of a span or token (`url_runtime::Token`: a pointer and two `u32`s).
const TOKEN: usize = 16;
/// Bytes an enum's tag or an `Option`'s flag adds, at most.
const TAG: usize = 8;
/// Bytes of a `Vec` (and of a lazy `List`, about).
const VEC: usize = 24;

/// The bytes `slot` takes in its owner, about, given each rule's (`known`), after
/// making a `Vec` of it (and of the lists of its group) where its items are too
/// large to hold inline.
fn limit_item_size(slot: &mut Slot, known: &dyn Fn(&str) -> usize) -> usize {
    if slot.boxes_value() {
        return TAG;
    }
    if slot.mult == Mult::Many && !slot.holds_inline_list() {
        return VEC;
    }
    let item = match &mut slot.ty {
        SlotType::Rule(target) => known(&target.rule),
        SlotType::Token | SlotType::Eoi => TOKEN,
        SlotType::Group(group) => {
            let parts = group.composite.slots.iter_mut();
            let sizes = parts.map(|s| limit_item_size(s, known));
            composite_size(group.variants.is_some(), sizes)
        }
    };
    match slot.mult {
        Mult::One => item,
        Mult::Optional => TAG + item,
        Mult::Many if item > MAX_INLINE_ITEM => {
            slot.boxed = true;
            VEC
        }
        Mult::Many => TAG + item.max(VEC),
    }
}

/// Runs `measure` on the shape of every rule once, after the rules it holds by
/// value, with what it gave them (`known`, 0 for a rule not measured yet: one
/// on a cycle, which [`box_cycles`] has broken before), and keeps its figure.
fn bottom_up(model: &mut Model, measure: impl Fn(&mut Shape, &dyn Fn(&str) -> usize) -> usize) {
    let mut figure: Vec<Option<usize>> = vec![None; model.rules.len()];
    for start in 0..model.rules.len() {
        // Depth-first, children before their owner, without recursion: a chain of
        // rules can be longer than the macro's stack is deep.
        let mut stack = vec![(start, false)];
        while let Some((rule, children_done)) = stack.pop() {
            if figure[rule].is_some() {
                continue;
            }
            if !children_done {
                stack.push((rule, true));
                let slots = rule_slots(&model.rules[rule].shape);
                let mut edges = Vec::new();
                let path = &mut Vec::new();
                collect_edges(slots, false, false, Lists::Inline, rule, path, &mut edges);
                for edge in edges {
                    if let Some(t) = model.position(&edge.target) {
                        if figure[t].is_none() {
                            stack.push((t, false));
                        }
                    }
                }
                continue;
            }
            let (rules, index) = model.rules_mut();
            let known = |name: &str| index.position(name).and_then(|t| figure[t]).unwrap_or(0);
            figure[rule] = Some(measure(&mut rules[rule].shape, &known));
        }
    }
}

/// How deep `slot` holds types by value, given each rule's depth (`known`), after
/// boxing it (or slots of its group) where it would reach [`MAX_VALUE_DEPTH`].
fn limit_depth(slot: &mut Slot, known: &dyn Fn(&str) -> usize) -> usize {
    if slot.boxed || slot.list.is_some() {
        return 0;
    }
    let list = slot.mult == Mult::Many;
    let depth = match &mut slot.ty {
        SlotType::Rule(target) => known(&target.rule),
        SlotType::Group(group) => {
            let inner = group.composite.slots.iter_mut();
            let depth = 1 + inner.map(|s| limit_depth(s, known)).max().unwrap_or(0);
            // A group is never boxed itself: its slots are, so it is at most one
            // deeper. A list of groups is a `Vec` where it would be too deep.
            if !list {
                return depth;
            }
            depth
        }
        SlotType::Token | SlotType::Eoi => 0,
    };
    // `Items` holds its first item in an enum: a level more.
    let depth = depth + usize::from(list);
    if depth >= MAX_VALUE_DEPTH {
        slot.boxed = true;
        return 0;
    }
    depth
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::RuleModel;
    use crate::passes::test_model as model;

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
    /// grammar order; a lazy list breaks a cycle by itself.
    #[test]
    fn cycles_without_variants_are_broken_once() {
        let model = model(concat!(
            "a = { \"(\" ~ b? ~ \")\" }\n",
            "b = { \"[\" ~ a ~ \"]\" }\n",
            "list = { \"<\" ~ list* ~ \">\" }\n",
        ));
        assert!(only_slot(&model.rules[2]).list.is_some());
        assert_eq!(boxed(&model), ["a.0"]);
    }

    /// A built list holds its first item by value (`Items`): a list through which
    /// a type would hold itself is a `Vec` (its slot boxed). Lists are looked at
    /// after every other slot, and those boxed as if lists were `Vec`s, so that
    /// the boxes stay where they were (`Pair`'s variant `Table` holds its value
    /// by value; `Table::pair` is the `Vec`). With implicit whitespace lists are
    /// built, not lazy.
    #[test]
    fn a_built_list_on_a_cycle_is_a_vec_and_others_stay_inline() {
        let model = model(concat!(
            "WHITESPACE = _{ \" \" }\n",
            "list = { \"<\" ~ list* ~ \">\" }\n",
            "pair = { key ~ \"=\" ~ (table | key) }\n",
            "table = { \"{\" ~ pair* ~ \"}\" }\n",
            "words = { key+ ~ (\",\" ~ key)* }\n",
            "group = { (\"(\" ~ key ~ group? ~ \")\")+ }\n",
            "key = @{ ASCII_ALPHA+ }\n",
        ));
        let slot = |rule: &str| only_slot(model.rule(rule).expect("a rule"));
        assert!(slot("list").list.is_none());
        assert!(slot("list").boxed, "the list of `List` values is a `Vec`");
        assert_eq!(boxed(&model), ["list.0", "table.0", "group.0"]);
        assert!(slot("words").holds_inline_list());
        // A list of helper items on a cycle: the list is the `Vec`, not a value
        // inside its items.
        let SlotType::Group(item) = &slot("group").ty else {
            panic!("a list of helper items");
        };
        assert!(item.composite.slots.iter().all(|slot| !slot.boxed));
    }

    /// A list of items up to [`MAX_INLINE_ITEM`] bytes holds its first inline; a
    /// list of larger items (a struct of three tokens and more) is a `Vec`.
    #[test]
    fn lists_of_large_items_are_vecs() {
        let model = model(concat!(
            "WHITESPACE = _{ \" \" }\n",
            "words = { word+ ~ (word | num)* }\n",
            "triples = { triple* }\n",
            "triple = { word ~ num ~ word }\n",
            "pairs = { (word ~ num)+ }\n",
            "word = @{ ASCII_ALPHA+ }\n",
            "num = @{ ASCII_DIGIT+ }\n",
        ));
        let slots = |rule: &str| match &model.rule(rule).expect("a rule").shape {
            Shape::Struct(composite) => composite.slots.clone(),
            other => panic!("{other:?}"),
        };
        // A token (16 bytes), an enum of two (24), a helper of a span and two (48).
        assert!(slots("words").iter().all(Slot::holds_inline_list));
        assert!(slots("pairs")[0].holds_inline_list());
        // A struct of a span and three tokens (64).
        assert!(slots("triples")[0].boxed);
        assert!(!slots("triples")[0].boxes_value());
    }

    /// The lists that hold a reported `WHITESPACE` or `COMMENT`'s values are
    /// `Vec`s: one skip function pushes onto them for every rule.
    #[test]
    fn lists_of_skipped_nodes_are_vecs() {
        let model = model(concat!(
            "WHITESPACE = { \" \" }\n",
            "pair = { key ~ \"=\" ~ key }\n",
            "key = @{ ASCII_ALPHA+ }\n",
        ));
        let Shape::Struct(pair) = &model.rule("pair").expect("a rule").shape else {
            panic!("a struct");
        };
        let whitespace = pair.trivia.whitespace.expect("a whitespace list");
        assert!(pair.slots[whitespace].boxed);
        assert!(!pair.slots[whitespace].boxes_value());
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
