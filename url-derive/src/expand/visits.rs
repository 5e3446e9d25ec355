//! The `for_each_child()` bodies of the generated types: a struct's fields in
//! input order (its skipped nodes among them), an enum's matched variant.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{Composite, Mult, Slot, Variant};
use crate::naming::ident;

/// The `for_each_child()` body of an enum: visits the value of the variant that
/// matched.
pub(super) fn enum_visits(ty: &syn::Ident, variants: &[Variant], slots: &[Slot]) -> TokenStream {
    let arms = variants.iter().map(|variant| {
        let value = if slots[variant.slot].boxed {
            quote!(&**value)
        } else {
            quote!(value)
        };
        let variant = ident(&variant.name);
        quote!(#ty::#variant(value) => visit(#value))
    });
    quote!(match self { #(#arms,)* })
}

/// The `for_each_child()` body of a struct: visits its fields' values, in input
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
    let visits = composite
        .fields
        .iter()
        .filter(|field| !trivia.contains(&field.slot))
        .map(|field| {
            let name = ident(&field.name);
            let slot = &composite.slots[field.slot];
            let (one, each) = if slot.boxed {
                (quote!(&*self.#name), quote!(&**value))
            } else {
                (quote!(&self.#name), quote!(value))
            };
            if skipped.is_empty() {
                return match slot.mult {
                    _ if slot.list.is_some() => {
                        quote!(for value in self.#name.iter() { visit(&value); })
                    }
                    Mult::One => quote!(visit(#one);),
                    Mult::Optional => {
                        quote!(if let ::core::option::Option::Some(value) = &self.#name { visit(#each); })
                    }
                    Mult::Many => quote!(for value in &self.#name { visit(#each); }),
                };
            }
            // The skipped nodes that start before the value come first.
            let visit = |value: TokenStream| {
                quote!({
                    let value: &dyn ::url_runtime::Node<'i> = #value;
                    skipped.visit_before(value.span().start, visit);
                    visit(value);
                })
            };
            match slot.mult {
                _ if slot.list.is_some() => {
                    let visit = visit(quote!(&value));
                    quote!(for value in self.#name.iter() #visit)
                }
                Mult::One => visit(one),
                Mult::Optional => {
                    let visit = visit(each);
                    quote!(if let ::core::option::Option::Some(value) = &self.#name #visit)
                }
                Mult::Many => {
                    let visit = visit(each);
                    quote!(for value in &self.#name #visit)
                }
            }
        });
    if skipped.is_empty() {
        return quote!(#(#visits)*);
    }
    quote!({
        let mut skipped = ::url_runtime::Skipped::new([#(&self.#skipped as &dyn ::url_runtime::SkippedList<'i>),*]);
        #(#visits)*
        skipped.visit_rest(visit);
    })
}
