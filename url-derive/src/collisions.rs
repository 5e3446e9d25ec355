//! The check that the user's own items in the module take no name the generated
//! module defines: the rules' types, the modules of their helper types, and the
//! generated functions and statics. A clash is a macro error spanned on the user's
//! item, never rustc's E0428. (The generated names never clash with each other:
//! [`crate::naming`] numbers rule types that would be equal and puts helper types
//! in modules of their own.)

use std::collections::HashMap;

use proc_macro2::Ident;

use crate::model::{Model, Shape};

/// Names the generated module defines besides the types, by namespace.
const GENERATED_VALUES: &[&str] = &["RULES", "GRAMMAR", "validate_rule", "parse_rule"];
const GENERATED_TYPES: &[&str] = &["__parser", "__impls"];

/// An item the user wrote in the module: its name, and whether it is in the type
/// namespace (`struct`, `enum`, `mod`, ...) rather than the value one.
pub struct UserItem {
    /// The item's name, spanned where the user wrote it.
    pub ident: Ident,
    /// In the type namespace.
    pub is_type: bool,
}

/// The names the user's own items in the module take.
pub fn user_items(module: &syn::ItemMod) -> Vec<UserItem> {
    let Some((_, items)) = &module.content else {
        return Vec::new();
    };
    items
        .iter()
        .filter_map(|item| {
            let (ident, is_type) = match item {
                syn::Item::Struct(i) => (&i.ident, true),
                syn::Item::Enum(i) => (&i.ident, true),
                syn::Item::Union(i) => (&i.ident, true),
                syn::Item::Type(i) => (&i.ident, true),
                syn::Item::Trait(i) => (&i.ident, true),
                syn::Item::Mod(i) => (&i.ident, true),
                syn::Item::Fn(i) => (&i.sig.ident, false),
                syn::Item::Const(i) => (&i.ident, false),
                syn::Item::Static(i) => (&i.ident, false),
                _ => return None,
            };
            Some(UserItem {
                ident: ident.clone(),
                is_type,
            })
        })
        .collect()
}

/// Every clash between a generated name and one of the user's items in the module,
/// each spanned on the item.
pub fn check(model: &Model, user: &[UserItem]) -> Vec<syn::Error> {
    let mut types: HashMap<String, String> = GENERATED_TYPES
        .iter()
        .map(|&name| (name.to_owned(), "an item the macro generates".to_owned()))
        .collect();
    for rule in &model.rules {
        if matches!(rule.shape, Shape::Silent) {
            continue;
        }
        types.insert(
            rule.type_name.clone(),
            format!("the type the grammar gives rule `{}`", rule.name),
        );
        if has_helpers(&rule.shape) {
            types.insert(
                rule.module.clone(),
                format!("the module of the helper types of rule `{}`", rule.name),
            );
        }
    }
    user.iter()
        .filter_map(|item| {
            let name = item.ident.to_string();
            let generated = if item.is_type {
                types.get(&name).cloned()
            } else {
                GENERATED_VALUES
                    .contains(&name.as_str())
                    .then(|| "an item the macro generates".to_owned())
            }?;
            Some(syn::Error::new(
                item.ident.span(),
                format!("`{name}` is also the name of {generated}; rename this item or move it out of the module"),
            ))
        })
        .collect()
}

/// True when a rule of `shape` has helper types (and so a module of them).
pub fn has_helpers(shape: &Shape) -> bool {
    crate::model::rule_slots(shape)
        .iter()
        .any(|slot| matches!(slot.ty, crate::model::SlotType::Group(_)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model;
    use crate::model::{Slot, SlotType};
    use crate::passes::test_model as model;

    /// Every generated type's path (`Name`, `module::Name`).
    fn type_paths(model: &Model) -> Vec<String> {
        fn helpers(slots: &[Slot], out: &mut Vec<String>) {
            for slot in slots {
                // A shared helper type is an earlier one's, not one more.
                if let SlotType::Group(group) = &slot.ty {
                    if !group.shared {
                        out.push(format!("{}::{}", group.module, group.type_name));
                        helpers(&group.composite.slots, out);
                    }
                }
            }
        }
        let mut out = Vec::new();
        for rule in &model.rules {
            if !matches!(rule.shape, Shape::Silent) {
                out.push(rule.type_name.clone());
            }
            helpers(model::rule_slots(&rule.shape), &mut out);
        }
        out
    }

    fn assert_distinct(paths: &[String]) {
        let mut sorted = paths.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), paths.len(), "{paths:?}");
    }

    #[test]
    fn rules_with_one_type_name_are_numbered() {
        let model = model("ab = { \"x\" }\nAb = { \"y\" }\na_b = { \"z\" }\na__b = { \"w\" }\n");
        let names: Vec<(&str, Option<&str>)> = model
            .rules
            .iter()
            .map(|r| {
                let taken = r.name_taken_by.as_ref().map(|taken| taken.rule.as_str());
                (r.type_name.as_str(), taken)
            })
            .collect();
        assert_eq!(
            names,
            [
                ("Ab", None),
                ("Ab2", Some("ab")),
                ("AB", None),
                ("AB2", Some("a_b"))
            ]
        );
    }

    #[test]
    fn a_helper_type_lives_in_its_rules_module() {
        let model =
            model("a = { x ~ y | \"q\" }\na_x_y = { \"z\" }\nx = { \"x\" }\ny = { \"y\" }\n");
        let paths = type_paths(&model);
        assert!(paths.contains(&"a::XY".to_owned()), "{paths:?}");
        assert!(paths.contains(&"AXY".to_owned()), "{paths:?}");
        assert_distinct(&paths);
    }

    #[test]
    fn the_lists_of_a_silent_rule_inlined_twice_share_one_item_type() {
        let model = model(
            "sp = _{ \" \" }\ncm = { \";\" }\ns = _{ (sp | cm)* }\na = { \"x\" ~ s ~ \"y\" ~ s ~ \"z\" }\n",
        );
        let paths = type_paths(&model);
        assert!(paths.contains(&"a::SpOrCm".to_owned()), "{paths:?}");
        assert!(!paths.contains(&"a::SpOrCm2".to_owned()), "{paths:?}");
        assert_distinct(&paths);
    }

    #[test]
    fn silent_alternatives_with_the_same_fields_get_their_own_types() {
        let model = model(
            "a = { b | c }\nb = _{ x ~ y }\nc = _{ y ~ x ~ \"!\" | x ~ y }\nx = { \"x\" }\ny = { \"y\" }\n",
        );
        assert_distinct(&type_paths(&model));
    }

    #[test]
    fn the_users_items_are_checked() {
        let item = |name: &str, is_type| UserItem {
            ident: Ident::new(name, proc_macro2::Span::call_site()),
            is_type,
        };
        let user = [
            item("Url", true),
            item("RULES", false),
            item("helper", false),
            item("url", true),
        ];
        let grammar = "url = { (host ~ \".\" ~ host)+ }\nhost = { \"h\" }\n";
        let found: Vec<String> = check(&model(grammar), &user)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(found.len(), 3, "{found:?}");
        assert!(
            found[0].starts_with("`Url` is also the name of the type the grammar gives rule `url`"),
            "{found:?}"
        );
        assert!(
            found[1].starts_with("`RULES` is also the name of an item the macro generates"),
            "{found:?}"
        );
        assert!(
            found[2].starts_with(
                "`url` is also the name of the module of the helper types of rule `url`"
            ),
            "{found:?}"
        );
    }
}
