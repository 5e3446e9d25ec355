//! The bodies that visit the parts of the generated types, for each of their two
//! visitors ([`Visitor`]): a struct's fields in input order (its skipped nodes
//! among them), an enum's matched variant.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{Composite, Mult, Slot, Variant};
use crate::naming::ident;

/// Who a body gives the parts to. Two bodies, not one generic over the visitor:
/// a generic one is compiled once per visitor and part type, which multiplies
/// the code a debug build compiles.
#[derive(Clone, Copy)]
pub(super) enum Visitor {
    /// `for_each_child()`'s `visit: &mut dyn FnMut(&dyn Node)`.
    Each,
    /// `walk_rules`' `walker: &mut url_runtime::Walker`: each part is walked
    /// through its own type's `Node::walk_rules_with`, a static call.
    Walk,
}

impl Visitor {
    /// The statement giving the part `part` (an expression of a reference to it)
    /// of `slot`. A walk counts a level, and checks the stack every few, only
    /// where a tree can nest without bound: a boxed value or list, or a lazy list
    /// (every cycle of types passes through one; between two of them a type
    /// holds the next by value, as deep as its grammar's types nest).
    fn give(self, slot: &Slot, part: TokenStream) -> TokenStream {
        match self {
            Visitor::Each => quote!(visit(#part);),
            Visitor::Walk if slot.boxed || slot.list.is_some() => quote!({
                let part = #part;
                if walker.enter() {
                    ::url_runtime::Node::walk_rules_with(part, walker);
                    walker.leave();
                } else {
                    walker.checked(part);
                }
            }),
            Visitor::Walk => quote!(::url_runtime::Node::walk_rules_with(#part, walker);),
        }
    }

    /// The statement giving the skipped nodes that start before `start`.
    fn skipped_before(self, start: TokenStream) -> TokenStream {
        match self {
            Visitor::Each => quote!(skipped.visit_before(#start, visit);),
            Visitor::Walk => quote!(skipped.walk_before(#start, walker);),
        }
    }

    /// The statement giving the skipped nodes not given yet.
    fn skipped_rest(self) -> TokenStream {
        match self {
            Visitor::Each => quote!(skipped.visit_rest(visit);),
            Visitor::Walk => quote!(skipped.walk_rest(walker);),
        }
    }
}

/// The visiting body of an enum `ty` (a path), of which `this` is a reference:
/// gives `visitor` the value of the variant that matched.
pub(super) fn enum_visits(
    ty: &TokenStream,
    variants: &[Variant],
    slots: &[Slot],
    visitor: Visitor,
) -> TokenStream {
    let arms = variants.iter().map(|variant| {
        let value = if slots[variant.slot].boxed {
            quote!(&**value)
        } else {
            quote!(value)
        };
        let give = visitor.give(&slots[variant.slot], value);
        let variant = ident(&variant.name);
        quote!(#ty::#variant(value) => { #give })
    });
    quote!(match this { #(#arms,)* })
}

/// The visiting body of a struct, of which `this` is a reference: gives `visitor`
/// its fields' values, in input order (a struct's fields are declared in the
/// order its body matches them; the nodes of its implicit skips, last of its
/// fields, are visited among the others by where they start, through
/// `url_runtime::Skipped`).
pub(super) fn struct_visits(composite: &Composite, visitor: Visitor) -> TokenStream {
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
                    let give = visitor.give(slot, quote!(&value));
                    quote!(for value in #place.iter() { #give })
                }
                Mult::One => visitor.give(slot, one),
                Mult::Optional => {
                    let give = visitor.give(slot, each);
                    quote!(if let ::core::option::Option::Some(value) = #reference { #give })
                }
                Mult::Many => {
                    let give = visitor.give(slot, each);
                    quote!(for value in #reference { #give })
                }
            };
        }
        // The skipped nodes that start before the value come first.
        let visit = |value: TokenStream| {
            let before = visitor.skipped_before(quote!(::url_runtime::Node::span(value).start));
            let give = visitor.give(slot, quote!(value));
            quote!({
                let value = #value;
                #before
                #give
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
    let rest = visitor.skipped_rest();
    quote!({
        let mut skipped = ::url_runtime::Skipped::new([#(&this.#skipped as &dyn ::url_runtime::SkippedList<'i>),*]);
        #(#visits)*
        #rest
    })
}
