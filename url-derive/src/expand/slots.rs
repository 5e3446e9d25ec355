//! How a slot's value is spelled in generated code and described in its rustdoc,
//! in the generated module or in a rule's module of helper types.

use proc_macro2::TokenStream;
use quote::quote;

use super::types::Scope;
use crate::model::{Field, Mult, Slot, SlotType};
use crate::naming::ident;

/// The type of one stored value of a slot, as spelled in `scope`.
pub(super) fn value_type(slot: &Slot, scope: Scope) -> TokenStream {
    let inner = match (&slot.ty, scope) {
        (SlotType::Rule(target), Scope::Top) => {
            let ty = ident(&target.type_name);
            quote!(#ty<'i>)
        }
        (SlotType::Rule(target), Scope::Helpers) => {
            let ty = ident(&target.type_name);
            quote!(super::#ty<'i>)
        }
        (SlotType::Token, _) => quote!(::url_runtime::Token<'i>),
        (SlotType::Eoi, _) => quote!(::url_runtime::Eoi),
        (SlotType::Group(group), Scope::Top) => {
            let module = ident(&group.module);
            let ty = ident(&group.type_name);
            quote!(#module::#ty<'i>)
        }
        (SlotType::Group(group), Scope::Helpers) => {
            let ty = ident(&group.type_name);
            quote!(#ty<'i>)
        }
    };
    if slot.boxes_value() {
        quote!(::std::boxed::Box<#inner>)
    } else {
        inner
    }
}

/// The field type of a slot: the value, `Option` of it, or `Items`, `Vec` or
/// `List` of it.
pub(super) fn slot_type(slot: &Slot, scope: Scope) -> TokenStream {
    let value = value_type(slot, scope);
    if slot.list.is_some() {
        return quote!(::url_runtime::List<'i, #value>);
    }
    match slot.mult {
        Mult::One => value,
        Mult::Optional => quote!(::core::option::Option<#value>),
        Mult::Many if slot.boxed => quote!(::std::vec::Vec<#value>),
        Mult::Many => quote!(::url_runtime::Items<#value>),
    }
}

/// The type of a field among `slots`: its slot's, or for a separated list
/// ([`Field::rest`]) `Separated` of the first value and the rest's `Vec` or `List`
/// (an `Option` of it where the first value is optional).
pub(super) fn field_type(field: &Field, slots: &[Slot], scope: Scope) -> TokenStream {
    let slot = &slots[field.slot];
    match field.rest {
        Some(rest) => {
            let first = value_type(slot, scope);
            let rest = slot_type(&slots[rest], scope);
            let list = quote!(::url_runtime::Separated<#first, #rest>);
            match slot.mult {
                Mult::Optional => quote!(::core::option::Option<#list>),
                Mult::One | Mult::Many => list,
            }
        }
        None => slot_type(slot, scope),
    }
}

/// The doc line of a field among `slots`.
pub(super) fn field_doc(field: &Field, slots: &[Slot], scope: Scope) -> String {
    let slot = &slots[field.slot];
    match field.rest {
        Some(rest) => {
            let read = if slots[rest].list.is_some() {
                " (those after the first read when iterated)"
            } else {
                ""
            };
            let present = if slot.mult == Mult::Optional {
                ", when present"
            } else {
                ""
            };
            format!(
                "{}, each occurrence in order: the first, then one after each separator{read}{present}",
                value_doc(slot, scope)
            )
        }
        None => slot_doc(slot, scope),
    }
}

/// The doc line of a slot's field: its value, and how many there are.
pub(super) fn slot_doc(slot: &Slot, scope: Scope) -> String {
    let what = value_doc(slot, scope);
    match slot.mult {
        Mult::One => what,
        Mult::Optional => format!("{what}, when present"),
        Mult::Many if slot.list.is_some() => {
            format!("{what}, each occurrence in order (read when iterated)")
        }
        Mult::Many => format!("{what}, each occurrence in order"),
    }
}

/// What a slot's value is, for its field's or variant's rustdoc in `scope`.
pub(super) fn value_doc(slot: &Slot, scope: Scope) -> String {
    match (&slot.ty, scope) {
        (SlotType::Rule(target), Scope::Top) => {
            format!("[`{}`] (rule `{}`)", target.type_name, target.rule)
        }
        (SlotType::Rule(target), Scope::Helpers) => format!(
            "[`{ty}`](super::{ty}) (rule `{}`)",
            target.rule,
            ty = target.type_name
        ),
        (SlotType::Token, _) => "The matched text".to_owned(),
        (SlotType::Eoi, _) => "Where the input ends (pest's `EOI`)".to_owned(),
        (SlotType::Group(group), Scope::Top) => {
            format!("[`{}::{}`]", group.module, group.type_name)
        }
        (SlotType::Group(group), Scope::Helpers) => format!("[`{}`]", group.type_name),
    }
}
