//! Naming the model's types by the rules of [`crate::naming`]: every rule type,
//! helper module and helper type, and every rule reference's type. (The naming
//! rules themselves know nothing of the model, which uses them while lowering.)

use std::collections::HashMap;

use crate::model::{rule_slots_mut, GroupModel, Model, NameTaken, Shape, Slot, SlotType};
use crate::naming::{module_name, rule_type_names, type_name, Dedup};
use crate::rule_index::RuleIndex;

/// Gives every type its name: each rule with a type its [`type_name`], numbered
/// where an earlier rule has it ([`rule_type_names`]), and a module for its helper
/// types ([`module_name`]); each helper type its own suffix (`OpTerm`), not its
/// owners' too: the rule's module scopes it (`expr::OpTerm`), where it is made
/// unique, owners first (`OpTerm2`), and a helper type with the same parts as an
/// earlier one of the module is that type ([`GroupModel::shared`]); each rule
/// reference its rule's type name.
pub fn name_types(model: &mut Model) {
    let typed: Vec<usize> = (0..model.rules.len())
        .filter(|&i| !matches!(model.rules[i].shape, Shape::Silent))
        .collect();
    let natural: Vec<String> = typed
        .iter()
        .map(|&i| match &model.rules[i].in_atomic_of {
            Some(of) => format!("{}InAtomic", type_name(of)),
            None => type_name(&model.rules[i].name),
        })
        .collect();
    for (&index, (name, keeper)) in typed.iter().zip(rule_type_names(&natural)) {
        let keeper = keeper.map(|k| {
            let rule = &model.rules[typed[k]];
            NameTaken {
                rule: rule
                    .in_atomic_of
                    .clone()
                    .unwrap_or_else(|| rule.name.clone()),
                type_name: natural[k].clone(),
            }
        });
        let rule = &mut model.rules[index];
        rule.module = module_name(&name);
        rule.type_name = name;
        rule.name_taken_by = keeper;
    }
    let types: Vec<String> = model.rules.iter().map(|r| r.type_name.clone()).collect();
    let (rules, index) = model.rules_mut();
    struct Namer<'a> {
        /// Each rule's type name, by its position in the index.
        types: &'a [String],
        index: &'a RuleIndex,
        module: String,
        names: Dedup,
        /// The helper types named so far, by their parts ([`GroupModel::parts_key`]).
        named: HashMap<String, GroupModel>,
    }
    impl Namer<'_> {
        fn visit(&mut self, slots: &mut [Slot], owner: &str, owner_is_rule: bool) {
            for slot in slots {
                match &mut slot.ty {
                    SlotType::Rule(target) => {
                        let position = self.index.position(&target.rule);
                        target.type_name =
                            position.map(|at| self.types[at].clone()).unwrap_or_else(
                                // Trivia rules always have a type; should a name be
                                // missing, the natural one is the best guess.
                                || type_name(&target.rule),
                            );
                    }
                    SlotType::Group(group) => {
                        let key = group.parts_key();
                        if let Some(first) = self.named.get(&key) {
                            **group = GroupModel {
                                shared: true,
                                ..first.clone()
                            };
                            continue;
                        }
                        let name = self.names.unique(&group.suffix, "");
                        group.type_name = name.clone();
                        group.module = self.module.clone();
                        group.owner = owner.to_owned();
                        group.owner_is_rule = owner_is_rule;
                        self.visit(&mut group.composite.slots, &name, false);
                        self.named.insert(key, (**group).clone());
                    }
                    SlotType::Token | SlotType::Eoi => {}
                }
            }
        }
    }
    for rule in rules {
        let mut namer = Namer {
            types: &types,
            index,
            module: rule.module.clone(),
            names: Dedup::default(),
            named: HashMap::new(),
        };
        let owner = rule.type_name.clone();
        namer.visit(rule_slots_mut(&mut rule.shape), &owner, true);
    }
}
