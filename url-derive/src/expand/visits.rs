//! The bodies that visit the parts of the generated types, generic over the
//! visitor (`url_runtime::Visit`: `for_each_child()`'s, and `walk_rules`'): a
//! struct's fields in input order (its skipped nodes among them), an enum's
//! matched variant.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{Composite, Mult, Slot, Variant};
use crate::naming::ident;

/// The visiting body of an enum `ty` (a path), of which `this` is a reference:
/// gives `visit` the value of the variant that matched.
pub(super) fn enum_visits(ty: &TokenStream, variants: &[Variant], slots: &[Slot]) -> TokenStream {
    let arms = variants.iter().map(|variant| {
        let value = if slots[variant.slot].boxed {
            quote!(&**value)
        } else {
            quote!(value)
        };
        let variant = ident(&variant.name);
        quote!(#ty::#variant(value) => visit.node(#value))
    });
    quote!(match this { #(#arms,)* })
}

/// The visiting body of a struct, of which `this` is a reference: gives `visit`
/// its fields' values, in input
/// order (a struct's fields are declared in the order its body matches them; the
/// nodes of its implicit skips, last of its fields, are visited among the others
/// by where they start, through `url_runtime::Skipped`).
pub(super) fn struct_visits(composite: &Composite) -> TokenStream {
    let trivia: Vec<usize> = composite.trivia.slots().collect();
    let field_of = |slot: usize| {
        composite
            .fields
            .iter()
            .find(|field| field.slot == slot)
            .map(|field| ident(&field.name))
    };
    let skipped: Vec<syn::Ident> = trivia.iter().filter_map(|&slot| field_of(slot)).collect();
    // The visits of the values of a slot (held `mult` times) at `place`, of which
    // `reference` is a reference.
    let values = |slot: usize, mult: Mult, place: TokenStream, reference: TokenStream| {
        let slot = &composite.slots[slot];
        let (one, each) = if slot.boxes_value() {
            (quote!(&*#place), quote!(&**value))
        } else {
            (reference.clone(), quote!(value))
        };
        if skipped.is_empty() {
            return match mult {
                _ if slot.list.is_some() => {
                    quote!(for value in #place.iter() { visit.node(&value); })
                }
                Mult::One => quote!(visit.node(#one);),
                Mult::Optional => {
                    quote!(if let ::core::option::Option::Some(value) = #reference { visit.node(#each); })
                }
                Mult::Many => quote!(for value in #reference { visit.node(#each); }),
            };
        }
        // The skipped nodes that start before the value come first.
        let visit = |value: TokenStream| {
            quote!({
                let value = #value;
                skipped.visit_before(::url_runtime::Node::span(value).start, visit);
                visit.node(value);
            })
        };
        match mult {
            _ if slot.list.is_some() => {
                let visit = visit(quote!(&value));
                quote!(for value in #place.iter() #visit)
            }
            Mult::One => visit(one),
            Mult::Optional => {
                let visit = visit(each);
                quote!(if let ::core::option::Option::Some(value) = #reference #visit)
            }
            Mult::Many => {
                let visit = visit(each);
                quote!(for value in #reference #visit)
            }
        }
    };
    let visits = composite
        .fields
        .iter()
        .filter(|field| !trivia.contains(&field.slot))
        .map(|field| {
            let name = ident(&field.name);
            let mult = composite.slots[field.slot].mult;
            let Some(rest) = field.rest else {
                return values(field.slot, mult, quote!(this.#name), quote!(&this.#name));
            };
            // A separated list: its first value, then the rest.
            let list = match mult {
                Mult::Optional => quote!(separated),
                Mult::One | Mult::Many => quote!(this.#name),
            };
            let first = quote!(#list.first());
            let rest_place = quote!(#list.rest());
            let rest_mult = composite.slots[rest].mult;
            let both = [
                values(field.slot, Mult::One, first.clone(), first),
                values(rest, rest_mult, rest_place.clone(), rest_place),
            ];
            match mult {
                Mult::Optional => quote!(if let ::core::option::Option::Some(separated) = &this.#name { #(#both)* }),
                Mult::One | Mult::Many => quote!(#(#both)*),
            }
        });
    if skipped.is_empty() {
        return quote!(#(#visits)*);
    }
    quote!({
        let mut skipped = ::url_runtime::Skipped::new([#(&this.#skipped as &dyn ::url_runtime::SkippedList<'i>),*]);
        #(#visits)*
        skipped.visit_rest(visit);
    })
}
