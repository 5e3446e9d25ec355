//! Lowering a repetition: a [`Node::Rep`] or, with implicit whitespace, a
//! [`Node::Spaced`]; one that stores values is one list field, its item the value
//! itself or a helper type.

use super::choices::variants_joined;
use super::{zero_width_around, Collect, Lowerer};
use crate::errors::GrammarError;
use crate::expr::Expr;
use crate::load::GrammarRule;
use crate::model::lists::{mark_lists, stores_once};
use crate::model::separated::{join_separated, numbered};
use crate::model::{Composite, GroupModel, Mult, Node, Slot, SlotType, Trivia};
use crate::naming::{joined, type_name};

impl Lowerer<'_> {
    /// A repetition. One that stores values is one list field, one item per
    /// iteration, in input order: the value itself when every iteration stores
    /// exactly one (`("/" ~ segment)*`), else a helper type — an enum for a
    /// repeated choice (`(number | string)*`), a struct for anything else
    /// (`(op ~ term)*`).
    pub(super) fn repeat(
        &self,
        rule: &GrammarRule,
        expr: &Expr,
        inner: &Expr,
        collect: &mut Collect,
    ) -> Result<Node, GrammarError> {
        let rep = |body: Node| self.repetition(rule, expr, inner, body);
        if !self.has_data(inner, &mut Vec::new()) {
            return Ok(rep(self.lower(rule, inner, Mult::Many, collect)?));
        }
        let mut item = Collect {
            inlining: collect.inlining.clone(),
            ..Collect::default()
        };
        let body = self.lower(rule, inner, Mult::One, &mut item)?;
        if let ([slot], [field]) = (&item.composite.slots[..], &item.composite.fields[..]) {
            // A helper enum (a choice's) is an item only where it is the whole
            // iteration, or where it repeats the value before the repetition;
            // among other parts that match text, the iteration is spliced below, so
            // that each item spans its iteration.
            let whole = !matches!(slot.ty, SlotType::Group(_))
                || zero_width_around(&body)
                || repeats_previous_choice(collect, slot, &body);
            if slot.mult == Mult::One && stores_once(&body, 0) && whole {
                let index = collect.add(&field.name, slot.ty.clone(), Mult::Many);
                if let SlotType::Group(group) = &mut collect.composite.slots[index].ty {
                    // A choice's enum (`Lowerer::choice_field`), now one item per
                    // iteration: named after the list field.
                    let list = &collect.composite.fields.last().expect("just added").name;
                    group.suffix = type_name(list);
                    group.list_item = true;
                }
                return Ok(rep(body.remap(&|_| index)));
            }
        }
        let expr = self.through_silent(inner, &collect.inlining);
        let (field, group, body) = if self.is_choice(rule, expr, &collect.inlining) {
            let model = self.choice_enum(rule, expr, &collect.inlining)?;
            let field = variants_joined(&model.variants);
            let composite = Composite {
                fields: Vec::new(),
                slots: model.slots,
                body: Node::Empty,
                trivia: Trivia::default(),
            };
            (field, (composite, Some(model.variants)), model.body)
        } else {
            // The skips inside one iteration are the item's.
            let body = self.store_trivia(&mut item, body);
            join_separated(&mut item.composite, &body);
            let mut composite = item.composite;
            mark_lists(&mut composite.slots, &body, &self.nullable, |_| {
                self.list_function()
            });
            let trivia: Vec<usize> = composite.trivia.slots().collect();
            let named: Vec<&str> = composite
                .fields
                .iter()
                .filter(|field| !trivia.contains(&field.slot))
                .map(|field| field.name.as_str())
                .collect();
            let parts = named.iter().map(|name| unnumbered(name, &named).to_owned());
            let field = joined(parts, "_");
            (field, (composite, None), body)
        };
        let (composite, variants) = group;
        let group = GroupModel::new(String::new(), true, composite, variants);
        let slot = collect.add(&field, SlotType::Group(Box::new(group)), Mult::Many);
        // Named after the list field, as made unique in its struct.
        let list = &collect.composite.fields.last().expect("just added").name;
        if let SlotType::Group(group) = &mut collect.composite.slots[slot].ty {
            group.suffix = type_name(list);
        }
        Ok(rep(Node::Group {
            slot,
            body: Box::new(body),
        }))
    }

    /// A fresh name for the function reading one item of a list inside a helper
    /// type of the rule being lowered (`g_<rule>_<n>`; the rules' own are
    /// `n_<rule>_<slot>`). Rule names are unique and `n` has no `_`, so no two
    /// rules make the same name, even where both inline one silent rule.
    pub(super) fn list_function(&self) -> String {
        let mut lists = self.lists.borrow_mut();
        let (owner, n) = &mut *lists;
        let name = format!("g_{owner}_{n}");
        *n += 1;
        name
    }

    /// The repetition `expr` of `inner`, lowered to `body`: a [`Node::Spaced`] in a
    /// rule with implicit whitespace, else a [`Node::Rep`].
    pub(super) fn repetition(
        &self,
        rule: &GrammarRule,
        expr: &Expr,
        inner: &Expr,
        body: Node,
    ) -> Node {
        let (min, max, unrolled) = match expr {
            Expr::RepOnce(_) => (1, None, false),
            Expr::RepExact(_, n) => (*n, Some(*n), true),
            Expr::RepMin(_, n) => (*n, None, *n > 0),
            Expr::RepMax(_, n) => (0, Some(*n), true),
            Expr::RepMinMax(_, min, max) => (*min, Some(*max), true),
            _ => (0, None, false),
        };
        // pest restores the stack after a failed optional iteration only.
        let body = if max != Some(min) && !(min == 1 && max.is_none() && !unrolled) {
            self.restoring(inner, body)
        } else {
            body
        };
        let body = Box::new(body);
        if self.spaced(rule) {
            Node::Spaced {
                body,
                min,
                max,
                unrolled,
                trivia: Trivia::default(),
            }
        } else {
            Node::Rep { body, min, max }
        }
    }
}

/// True when `body`, one iteration storing `slot`, is a separator and then the
/// choice the value stored last before the repetition is (`(a | b) ~ ("," ~ (a |
/// b))*`): its items are then that choice's enum, as that value is, each spanning
/// its choice, so that the value and the items are one separated list
/// ([`crate::model::separated`]).
fn repeats_previous_choice(collect: &Collect, slot: &Slot, body: &Node) -> bool {
    let (SlotType::Group(item), Some(previous)) = (&slot.ty, collect.composite.fields.last())
    else {
        return false;
    };
    let before = &collect.composite.slots[previous.slot];
    let SlotType::Group(value) = &before.ty else {
        return false;
    };
    let last_is_value = match body {
        Node::Seq(parts) => matches!(
            parts.iter().rfind(|part| !matches!(part, Node::Skip(_))),
            Some(Node::Group { .. })
        ),
        _ => false,
    };
    last_is_value && before.mult != Mult::Many && value.parts_key() == item.parts_key()
}

/// `name` without the `_2`, `_3`, ... that made it unique after another of
/// `names` (`word_2` after `word`): a list item of `word ~ number ~ word` is
/// `WordNumberWord`, named after the rules, not the fields.
fn unnumbered<'a>(name: &'a str, names: &[&'a str]) -> &'a str {
    names
        .iter()
        .find(|base| numbered(name, base))
        .map_or(name, |base| base)
}
