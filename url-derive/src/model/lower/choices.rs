//! Lowering a choice: an enum rule's variants (a nested choice among data-free
//! parts spliced into its parent), and a choice inside a struct as one field of
//! a helper enum.

use pest_meta::ast::RuleType;

use super::{flatten_choice, flatten_seq, zero_width_around, Collect, Lowerer};
use crate::errors::GrammarError;
use crate::expr::Expr;
use crate::load::GrammarRule;
use crate::model::builtin::builtin;
use crate::model::lists::mark_lists;
use crate::model::separated::join_separated;
use crate::model::{
    Composite, EnumModel, Field, GroupModel, Mult, Node, Slot, SlotType, Trivia, Variant,
};
use crate::naming::{field_name, joined, literal_variant_name, type_name, Dedup};

impl Lowerer<'_> {
    /// The enum of a rule whose body is a choice.
    pub(super) fn enumeration(&self, rule: &GrammarRule) -> Result<EnumModel, GrammarError> {
        // A silent rule's own alternatives must not splice the rule into itself, nor
        // an atomic rule's, where its calls of itself are not reported.
        let inlining = [rule.name.clone()];
        let inlining = if rule.ty == RuleType::Silent || self.atomic.get() {
            &inlining[..]
        } else {
            &[]
        };
        self.choice_enum(rule, &rule.expr, inlining)
    }

    /// The enum of the choice `expr` in `rule`: a variant per alternative, as
    /// [`Lowerer::alternative`] splits it; `inlining` as for
    /// [`Lowerer::through_silent`].
    pub(super) fn choice_enum(
        &self,
        rule: &GrammarRule,
        expr: &Expr,
        inlining: &[String],
    ) -> Result<EnumModel, GrammarError> {
        let mut model = EnumModel {
            variants: Vec::new(),
            slots: Vec::new(),
            body: Node::Empty,
        };
        let mut names = Dedup::default();
        model.body = self.alternative(rule, expr, &mut model, &mut names, inlining, false)?;
        Ok(model)
    }

    /// Lowers one alternative of an enum rule: a nested choice is spliced, anything
    /// else becomes a variant. `wide` is true when the alternative was spliced from
    /// among parts that can match text (its variants then span those parts too).
    pub(super) fn alternative(
        &self,
        rule: &GrammarRule,
        expr: &Expr,
        model: &mut EnumModel,
        names: &mut Dedup,
        inlining: &[String],
        wide: bool,
    ) -> Result<Node, GrammarError> {
        if let Expr::Choice(..) = expr {
            let alternatives = flatten_choice(expr);
            return Ok(Node::Choice(
                alternatives
                    .into_iter()
                    .map(|alt| {
                        let node = self.alternative(rule, alt, model, names, inlining, wide)?;
                        Ok(self.restoring(alt, node))
                    })
                    .collect::<Result<_, _>>()?,
            ));
        }
        let parts = flatten_seq(expr);
        let data: Vec<usize> = (0..parts.len())
            .filter(|&i| self.has_data(parts[i], &mut Vec::new()))
            .collect();
        if let [only] = data[..] {
            let (choice, through) = self.silent_chain(parts[only], inlining);
            // Skipped nodes between the parts need a struct to hold them.
            let between = parts.len() > 1 && self.trivia_between(rule);
            if let (Expr::Choice(..), false) = (choice, between) {
                // The silent rules spliced here are not spliced again inside.
                let inlining: Vec<String> = inlining.iter().cloned().chain(through).collect();
                let around = parts
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != only)
                    .map(|(_, part)| self.matcher(rule, part))
                    .collect::<Result<Vec<_>, _>>()?;
                // The parts around the choice (and the implicit whitespace between
                // them) may match text the choice's values do not cover.
                let wide = wide
                    || !around.iter().all(zero_width_around)
                    || (parts.len() > 1 && self.spaced(rule));
                let mut around = around.into_iter();
                let nodes = (0..parts.len())
                    .map(|i| {
                        if i == only {
                            self.alternative(rule, choice, model, names, &inlining, wide)
                        } else {
                            Ok(around.next().unwrap_or_default())
                        }
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                return Ok(self.seq(rule, nodes));
            }
        }
        self.variant(rule, expr, model, names, inlining, wide)
    }

    /// One variant of an enum rule, from an alternative that is not a choice;
    /// `wide` as for [`Lowerer::alternative`].
    pub(super) fn variant(
        &self,
        rule: &GrammarRule,
        expr: &Expr,
        model: &mut EnumModel,
        names: &mut Dedup,
        inlining: &[String],
        wide: bool,
    ) -> Result<Node, GrammarError> {
        let mut collect = Collect {
            inlining: inlining.to_vec(),
            ..Collect::default()
        };
        let body = self.lower(rule, expr, Mult::One, &mut collect)?;
        let body = self.store_trivia(&mut collect, body);
        join_separated(&mut collect.composite, &body);
        let index = model.slots.len();
        let composite = collect.composite;
        // A variant's name: its literal, built-in or rule when it has no other
        // fields, else the type names of its first three fields.
        let trivia: Vec<usize> = composite.trivia.slots().collect();
        let named: Vec<&Field> = composite
            .fields
            .iter()
            .filter(|field| !trivia.contains(&field.slot))
            .collect();
        let plain_name = || match expr {
            Expr::Str(text) | Expr::Insens(text) => literal_variant_name(text),
            // A built-in's variant reads as a word: `ASCII_ALPHA` -> `AsciiAlpha`.
            Expr::Ident(name) if builtin(name).is_some() => type_name(&name.to_ascii_lowercase()),
            Expr::Ident(name) => type_name(name),
            _ => format!("Alt{}", model.variants.len() + 1),
        };
        // A variant that is the referenced rule's value has that value's span, so the
        // parts around the rule, here and where the alternative was spliced from, must
        // match nothing (lookaheads); else it is a group.
        let single_rule = match (&composite.slots[..], &composite.fields[..]) {
            ([slot], [field]) if slot.mult == Mult::One && !wide && zero_width_around(&body) => {
                match &slot.ty {
                    SlotType::Rule(target) => {
                        Some((slot.ty.clone(), target.rule.clone(), field.name.clone()))
                    }
                    SlotType::Eoi => Some((SlotType::Eoi, "eoi".to_owned(), field.name.clone())),
                    _ => None,
                }
            }
            _ => None,
        };
        let (base, slot, node) = if let Some((ty, referenced, field)) = single_rule {
            // The alternative is one rule (with data-free parts around it): the variant
            // holds that rule's type and is named after it (or its tag).
            let base = if field == field_name(&referenced) {
                type_name(&referenced)
            } else {
                type_name(&field)
            };
            let slot = Slot {
                ty,
                mult: Mult::Optional,
                boxed: false,
                list: None,
            };
            (base, slot, body.remap(&|_| index))
        } else if composite.slots.is_empty() {
            let base = plain_name();
            let slot = Slot {
                ty: SlotType::Token,
                mult: Mult::Optional,
                boxed: false,
                list: None,
            };
            (
                base,
                slot,
                Node::Token {
                    slot: index,
                    body: Box::new(body),
                },
            )
        } else {
            let base: String = if named.is_empty() {
                plain_name()
            } else {
                named.iter().take(3).map(|f| type_name(&f.name)).collect()
            };
            let base = names.unique(&base, "");
            let mut composite = composite;
            mark_lists(&mut composite.slots, &body, &self.nullable, |_| {
                self.list_function()
            });
            let composite = Composite {
                body: Node::Empty,
                ..composite
            };
            let group = GroupModel::new(base.clone(), false, composite, None);
            let slot = Slot {
                ty: SlotType::Group(Box::new(group)),
                mult: Mult::Optional,
                boxed: false,
                list: None,
            };
            (
                base,
                slot,
                Node::Group {
                    slot: index,
                    body: Box::new(body),
                },
            )
        };
        let name = if matches!(slot.ty, SlotType::Group(_)) {
            base
        } else {
            names.unique(&base, "")
        };
        model.slots.push(slot);
        model.variants.push(Variant {
            name,
            slot: index,
            widened: wide,
        });
        Ok(node)
    }

    /// True when `expr` is a choice of which two or more alternatives store values:
    /// what [`Lowerer::choice_field`] makes one field of.
    pub(super) fn is_data_choice(&self, expr: &Expr) -> bool {
        matches!(expr, Expr::Choice(..))
            && flatten_choice(expr)
                .into_iter()
                .filter(|alt| self.has_data(alt, &mut Vec::new()))
                .nth(1)
                .is_some()
    }

    /// A choice of which several alternatives store values, inside a struct: one
    /// field holding a helper enum, one variant per alternative (as an enum rule's),
    /// so that the value says which alternative matched. The field is named after
    /// `name` (the tag the choice comes from), else after its variants
    /// (`number_or_string`).
    pub(super) fn choice_field(
        &self,
        rule: &GrammarRule,
        expr: &Expr,
        name: Option<&str>,
        mult: Mult,
        collect: &mut Collect,
    ) -> Result<Node, GrammarError> {
        let model = self.choice_enum(rule, expr, &collect.inlining)?;
        let base = match name {
            Some(name) => field_name(name),
            None => variants_joined(&model.variants),
        };
        let composite = Composite {
            fields: Vec::new(),
            slots: model.slots,
            body: Node::Empty,
            trivia: Trivia::default(),
        };
        let group = GroupModel::new(String::new(), false, composite, Some(model.variants));
        let slot = collect.add(&base, SlotType::Group(Box::new(group)), mult);
        // The field's name, made unique in its struct, also names the helper type.
        let composite = &mut collect.composite;
        let field = composite
            .fields
            .iter()
            .find(|field| field.slot == slot)
            .map_or_else(|| base.clone(), |field| field.name.clone());
        if let SlotType::Group(group) = &mut composite.slots[slot].ty {
            group.suffix = type_name(&field);
        }
        Ok(Node::Group {
            slot,
            body: Box::new(model.body),
        })
    }

    /// True when `expr` is a choice, or a sequence whose only part with data is one
    /// (`"," ~ (a | b)`) and no skipped node of `rule` can lie between its parts:
    /// what the enum lowering ([`Lowerer::alternative`]) splices.
    pub(super) fn is_choice(&self, rule: &GrammarRule, expr: &Expr, inlining: &[String]) -> bool {
        if let Expr::Choice(..) = expr {
            return true;
        }
        let parts = flatten_seq(expr);
        if parts.len() > 1 && self.trivia_between(rule) {
            return false;
        }
        let data: Vec<&Expr> = parts
            .into_iter()
            .filter(|part| self.has_data(part, &mut Vec::new()))
            .collect();
        matches!(data[..], [only] if matches!(self.through_silent(only, inlining), Expr::Choice(..)))
    }
}

/// The name of a field holding one of `variants`: their field names joined by
/// `_or_` (`number_or_string`).
pub(super) fn variants_joined(variants: &[Variant]) -> String {
    joined(variants.iter().map(|v| field_name(&v.name)), "_or_")
}
