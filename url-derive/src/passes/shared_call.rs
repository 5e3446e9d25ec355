//! Shared calls: in a builder, consecutive alternatives of a choice that each
//! start by building the same rule build it once, `#more = a ~ op ~ a | #one = a`
//! → [`Ir::SharedCall`] (`a`, then `op ~ a` or nothing). A grammar of operator
//! levels written so (`or = { and ~ ("||" ~ and)+ | and }`, `and` likewise over
//! `comp`, ...) otherwise builds, drops and builds again the operand of every
//! level below it: 2ⁿ builds of a leaf under n levels. This is [`super::left_factor`]
//! for the builder, where the shared part stores a value and each alternative
//! stores it somewhere else (a variant, or a field of the alternative's group).
//!
//! Precondition (what keeps PEG's semantics and the values): the grammar uses no
//! stack, so that the rule's match and value at a position are a function of the
//! position alone (building it once or again gives the same); each alternative is
//! the call storing into a slot holding the rule's value (no lazy list), directly
//! or as the first part of a struct group's body, followed by a rest that stores
//! nothing into that slot; where an enum's variants are built into one local,
//! an alternative not in a group stores nothing in its rest (the value goes to
//! that local last). Then where the rule fails every alternative of the run
//! fails, as the shared call does; where it matches, each alternative in turn
//! tries its rest at the same end, and the first whose rest matches takes the
//! value: the alternative PEG's choice picks, with the same stores (the call's
//! store comes after its rest's, into a slot the rest does not touch).

use super::Passes;
use crate::ir::{Ir, SharedAlt};
use crate::model::{Slot, SlotType};

/// The choice of `alternatives` (of a builder's program storing into `slots`,
/// all into one local when `one_out`) with each run of two or more consecutive
/// alternatives that build the same rule first made one [`Ir::SharedCall`], when
/// `passes` allows it (the grammar uses no stack).
pub fn apply(passes: &Passes, alternatives: Vec<Ir>, slots: &[Slot], one_out: bool) -> Ir {
    if passes.uses_stack() {
        return Ir::Choice(alternatives);
    }
    rewrite(alternatives, slots, one_out)
}

/// [`apply`] without its check of the grammar.
pub fn rewrite(alternatives: Vec<Ir>, slots: &[Slot], one_out: bool) -> Ir {
    let views: Vec<Option<(String, SharedAlt)>> = alternatives
        .iter()
        .map(|alt| shared_view(alt, slots, one_out))
        .collect();
    let mut out = Vec::new();
    let mut start = 0;
    while start < alternatives.len() {
        let end = match &views[start] {
            Some((rule, _)) => {
                start
                    + 1
                    + views[start + 1..]
                        .iter()
                        .take_while(|view| matches!(view, Some((other, _)) if other == rule))
                        .count()
            }
            None => start + 1,
        };
        if end - start < 2 {
            out.push(alternatives[start].clone());
        } else {
            let rule = views[start].as_ref().map(|(rule, _)| rule.clone());
            out.push(Ir::SharedCall {
                rule: rule.unwrap_or_default(),
                alternatives: views[start..end]
                    .iter()
                    .filter_map(|view| view.as_ref().map(|(_, alt)| alt.clone()))
                    .collect(),
            });
        }
        start = end;
    }
    if out.len() == 1 {
        out.pop().unwrap_or(Ir::Empty)
    } else {
        Ir::Choice(out)
    }
}

/// The rule `alt` starts by building and the alternative as a [`SharedAlt`], when
/// it has the shape the precondition names.
fn shared_view(alt: &Ir, slots: &[Slot], one_out: bool) -> Option<(String, SharedAlt)> {
    match alt {
        Ir::Group { slot, body } => {
            let SlotType::Group(group) = &slots.get(*slot)?.ty else {
                return None;
            };
            if group.variants.is_some() {
                return None;
            }
            let (rule, inner, rest) = call_then(body, &group.composite.slots)?;
            if slot_of(&rest, inner) {
                return None;
            }
            Some((
                rule,
                SharedAlt {
                    group: Some(*slot),
                    slot: inner,
                    rest,
                },
            ))
        }
        _ => {
            let (rule, slot, rest) = call_then(alt, slots)?;
            let stores_apart = if one_out {
                rest.stores_nothing()
            } else {
                !slot_of(&rest, slot)
            };
            if !stores_apart {
                return None;
            }
            Some((
                rule,
                SharedAlt {
                    group: None,
                    slot,
                    rest,
                },
            ))
        }
    }
}

/// `ir` as a call of a rule storing its value into a slot of `slots`, then the
/// rest.
fn call_then(ir: &Ir, slots: &[Slot]) -> Option<(String, usize, Ir)> {
    let (first, rest) = match ir {
        Ir::Seq(parts) => {
            let (first, after) = parts.split_first()?;
            let rest = match after {
                [] => Ir::Empty,
                [one] => one.clone(),
                more => Ir::Seq(more.to_vec()),
            };
            (first, rest)
        }
        other => (other, Ir::Empty),
    };
    let Ir::Call {
        rule,
        slot: Some(slot),
    } = first
    else {
        return None;
    };
    let holds_value = matches!(
        slots.get(*slot),
        Some(Slot {
            ty: SlotType::Rule(_),
            list: None,
            ..
        })
    );
    holds_value.then(|| (rule.clone(), *slot, rest))
}

/// True when `ir` stores into `slot`.
fn slot_of(ir: &Ir, slot: usize) -> bool {
    let mut stored = std::collections::BTreeSet::new();
    ir.slots(&mut stored);
    stored.contains(&slot)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::model::{Model, Mult, RuleRef, Shape};
    use crate::passes::{test_model, NO_FOLDING};

    /// The builder program of rule `name`'s body with its slots, and the model.
    fn program(model: &Model, name: &str) -> (Ir, Vec<Slot>) {
        let rule = model.rule(name).expect("the rule");
        let passes = Passes::new(model, BTreeSet::new(), &NO_FOLDING);
        match &rule.shape {
            Shape::Enum(model) => (passes.build_enum(rule, model), model.slots.clone()),
            Shape::Struct(composite) => (
                passes.build_in(rule, &composite.body, &composite.slots),
                composite.slots.clone(),
            ),
            _ => panic!("{name} is no composite"),
        }
    }

    #[test]
    fn a_tagged_longer_form_and_the_bare_operand_share_the_operand() {
        let model = test_model(
            "or = { #more = and ~ (\"|\" ~ and)+ | #one = and }\n\
             and = { \"a\" }\n",
        );
        let (ir, _) = program(&model, "or");
        let Ir::SharedCall { rule, alternatives } = ir else {
            panic!("not shared: {ir:?}");
        };
        assert_eq!(rule, "and");
        assert_eq!(alternatives.len(), 2);
        assert!(alternatives[0].group.is_some(), "{alternatives:?}");
        assert_eq!(alternatives[1].group, None);
        assert_eq!(alternatives[1].rest, Ir::Empty);
    }

    #[test]
    fn alternatives_of_a_struct_rule_share_the_field() {
        let model = test_model(
            "r = { a ~ \"+\" ~ b | a ~ \"-\" | c }\na = { \"a\" }\nb = { \"b\" }\nc = { \"c\" }\n",
        );
        let (ir, _) = program(&model, "r");
        let Ir::Choice(alternatives) = ir else {
            panic!("not a choice: {ir:?}");
        };
        assert!(
            matches!(&alternatives[0], Ir::SharedCall { rule, alternatives } if rule == "a" && alternatives.len() == 2),
            "{alternatives:?}"
        );
        assert!(matches!(&alternatives[1], Ir::Call { rule, .. } if rule == "c"));
    }

    /// A slot holding rule `a`'s value, `mult` times.
    fn slot_of_a(mult: Mult) -> Slot {
        Slot {
            ty: SlotType::Rule(RuleRef {
                rule: "a".into(),
                type_name: "A".into(),
            }),
            mult,
            boxed: false,
            list: None,
        }
    }

    fn call(slot: usize) -> Ir {
        Ir::Call {
            rule: "a".into(),
            slot: Some(slot),
        }
    }

    #[test]
    fn a_rest_storing_into_the_calls_slot_keeps_the_choice() {
        // `a ~ a | a ~ "x"` with every `a` pushed onto one list: the first
        // alternative's rest pushes onto it too, and would push before the call.
        let slots = [slot_of_a(Mult::Many)];
        let alternatives = vec![
            Ir::Seq(vec![call(0), call(0)]),
            Ir::Seq(vec![call(0), Ir::Literal("x".into())]),
        ];
        assert_eq!(
            rewrite(alternatives.clone(), &slots, false),
            Ir::Choice(alternatives)
        );
    }

    #[test]
    fn an_empty_sequence_is_no_call() {
        let slots = [slot_of_a(Mult::One)];
        let alternatives = vec![Ir::Seq(Vec::new()), Ir::Seq(Vec::new())];
        assert_eq!(
            rewrite(alternatives.clone(), &slots, false),
            Ir::Choice(alternatives)
        );
    }

    #[test]
    fn where_variants_share_one_local_a_rest_stores_nothing() {
        // Two variants of one enum: the first alternative's rest stores the
        // second variant, into the local the shared value would go to last.
        let slots = [slot_of_a(Mult::One), slot_of_a(Mult::One)];
        let alternatives = vec![Ir::Seq(vec![call(0), call(1)]), call(1)];
        assert_eq!(
            rewrite(alternatives.clone(), &slots, true),
            Ir::Choice(alternatives.clone())
        );
        // With a local per slot, the stores are to other slots and may stay.
        assert!(matches!(
            rewrite(alternatives, &slots, false),
            Ir::SharedCall { .. }
        ));
    }

    #[test]
    fn a_grammar_with_a_stack_keeps_the_choice() {
        let model = test_model(
            "or = { #more = and ~ (\"|\" ~ and)+ | #one = and }\n\
             and = { PUSH(\"a\") ~ POP }\n",
        );
        let (ir, _) = program(&model, "or");
        assert!(matches!(ir, Ir::Choice(_)), "{ir:?}");
    }

    #[test]
    fn the_written_alternatives_come_back_without_slots() {
        let shared = Ir::SharedCall {
            rule: "a".into(),
            alternatives: vec![
                SharedAlt {
                    group: Some(0),
                    slot: 0,
                    rest: Ir::Literal("+".into()),
                },
                SharedAlt {
                    group: None,
                    slot: 1,
                    rest: Ir::Empty,
                },
            ],
        };
        let call = Ir::Call {
            rule: "a".into(),
            slot: None,
        };
        assert_eq!(
            shared.without_slots(),
            Ir::Choice(vec![
                Ir::Seq(vec![call.clone(), Ir::Literal("+".into())]),
                call
            ])
        );
    }
}
