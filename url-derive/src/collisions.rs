//! The check that the names of generated items never collide: every generated type
//! (one per rule, one per helper type) has a name of its own, and none is a name
//! the generated module itself defines or the user's own items in the module use.
//! A collision is a located macro error naming both sources, never rustc's E0428.
//! (Fields and variants are unique within their scope by construction:
//! [`crate::naming::Dedup`].)

use std::collections::HashMap;

use proc_macro2::Ident;

use crate::load::{Grammar, GrammarError};
use crate::model::{Model, Shape, Slot, SlotType};

/// Names the generated module defines besides the types, by namespace.
const GENERATED_VALUES: &[&str] = &["RULES", "GRAMMAR", "validate_rule", "parse_rule"];
const GENERATED_TYPES: &[&str] = &["__parser"];

/// An item the user wrote in the module: its name, and whether it is in the type
/// namespace (`struct`, `enum`, `mod`, ...) rather than the value one.
pub struct UserItem {
    /// The item's name, spanned where the user wrote it.
    pub ident: Ident,
    /// In the type namespace.
    pub is_type: bool,
}

/// Every collision between generated names (located in the grammar), and between a
/// generated name and one of the user's items in the module (spanned on the item).
pub fn check(
    grammar: &Grammar,
    model: &Model,
    user: &[UserItem],
    file: &str,
) -> (Vec<GrammarError>, Vec<syn::Error>) {
    let position: HashMap<&str, (usize, usize)> = grammar
        .rules
        .iter()
        .map(|r| (r.name.as_str(), (r.line, r.column)))
        .collect();
    let mut seen: HashMap<String, String> = HashMap::new();
    let mut errors = Vec::new();
    let mut claim = |name: &str, origin: String, at: (usize, usize)| {
        if let Some(first) = seen.get(name) {
            errors.push(GrammarError {
                file: file.to_owned(),
                line: at.0,
                column: at.1,
                message: format!(
                    "{origin} and {first} would both be the type `{name}`; rename one of them (the naming rules are in url-derive's ARCHITECTURE.md)"
                ),
            });
        } else {
            seen.insert(name.to_owned(), origin);
        }
    };
    for name in GENERATED_TYPES {
        claim(name, format!("the generated item `{name}`"), (0, 0));
    }
    for rule in &model.rules {
        let at = position.get(rule.name.as_str()).copied().unwrap_or((0, 0));
        if !matches!(rule.shape, Shape::Silent) {
            claim(&rule.type_name, format!("rule `{}`", rule.name), at);
        }
        let slots: &[Slot] = match &rule.shape {
            Shape::Struct(composite) => &composite.slots,
            Shape::Enum(model) => &model.slots,
            Shape::Silent | Shape::Leaf => &[],
        };
        for slot in slots {
            helper_types(slot, &mut |name, origin| claim(name, origin.to_owned(), at));
        }
    }
    let mut user_errors = Vec::new();
    for item in user {
        let name = item.ident.to_string();
        let generated = if item.is_type {
            seen.get(&name)
                .map(|origin| format!("the type the grammar gives {origin}"))
        } else {
            GENERATED_VALUES
                .contains(&name.as_str())
                .then(|| "an item the macro generates".to_owned())
        };
        if let Some(what) = generated {
            user_errors.push(syn::Error::new(
                item.ident.span(),
                format!("`{name}` is also the name of {what}; rename this item or move it out of the module"),
            ));
        }
    }
    (errors, user_errors)
}

/// Calls `visit` with the name and origin of every helper type below `slot`.
fn helper_types(slot: &Slot, visit: &mut impl FnMut(&str, &str)) {
    if let SlotType::Group(group) = &slot.ty {
        visit(&group.type_name, &group.origin);
        for inner in &group.composite.slots {
            helper_types(inner, visit);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::{load, model};

    fn problems(text: &str, user: &[UserItem]) -> Vec<String> {
        let grammar = load::parse(text, "t.pest", PathBuf::from("t.pest")).expect("parses");
        let model = model::build(&grammar, "t.pest").expect("models");
        let (grammar_errors, user_errors) = check(&grammar, &model, user, "t.pest");
        grammar_errors
            .iter()
            .map(ToString::to_string)
            .chain(user_errors.iter().map(ToString::to_string))
            .collect()
    }

    #[test]
    fn rules_with_one_type_name_collide() {
        let found = problems(
            "ab = { \"x\" }\nAb = { \"y\" }\na_b = { \"z\" }\na__b = { \"w\" }\n",
            &[],
        );
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(
            found[0].starts_with("t.pest:2:1: rule `Ab` and rule `ab` would both be the type `Ab`"),
            "{found:?}"
        );
        assert!(
            found[1]
                .starts_with("t.pest:4:1: rule `a__b` and rule `a_b` would both be the type `AB`"),
            "{found:?}"
        );
    }

    #[test]
    fn a_helper_type_and_a_rule_collide() {
        let found = problems(
            "a = { x ~ y | \"q\" }\na_x_y = { \"z\" }\nx = { \"x\" }\ny = { \"y\" }\n",
            &[],
        );
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(
            found[0].contains(
                "rule `a_x_y` and the alternative `XY` of rule `a` would both be the type `AXY`"
            ),
            "{found:?}"
        );
    }

    #[test]
    fn silent_alternatives_with_the_same_fields_get_their_own_types() {
        let found = problems(
            "a = { b | c }\nb = _{ x ~ y }\nc = _{ y ~ x ~ \"!\" | x ~ y }\nx = { \"x\" }\ny = { \"y\" }\n",
            &[],
        );
        assert_eq!(found, Vec::<String>::new());
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
        ];
        let found = problems("url = { \"u\" }\n", &user);
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(
            found[0].starts_with("`Url` is also the name of the type the grammar gives rule `url`"),
            "{found:?}"
        );
        assert!(
            found[1].starts_with("`RULES` is also the name of an item the macro generates"),
            "{found:?}"
        );
    }
}
