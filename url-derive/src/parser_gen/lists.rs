//! The lists of the building flavour: the list item readers (`n_<rule>_<slot>`,
//! `g_<rule>_<n>`), which read one item of a list field again, and the building
//! nodes that make a list ([`Ir::ListExtent`], [`Ir::ListThenLeaf`]).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::build::{group_path, slot_local, type_path};
use super::{Gen, Path, Target};
use crate::ir::Ir;
use crate::model::{Mult, Shape, Slot, SlotType};

impl<'m> Gen<'m> {
    /// `n_<owner>_<slot>`: reads one item of a list field at `pos` (the list's
    /// repetition body, once).
    pub(super) fn item_fn(&mut self, slot: &Slot) -> TokenStream {
        let Some(list) = &slot.list else {
            return quote!();
        };
        let name = format_ident!("{}", list.function);
        let item = [Slot {
            ty: slot.ty.clone(),
            mult: Mult::One,
            boxed: slot.boxed,
            list: None,
        }];
        let program = self.passes.build(&list.body, &item);
        let body = self.node(
            &program,
            Target::Build {
                slots: &item,
                prefix: "f",
                variants: None,
            },
            Path::Fast,
        );
        let ty = item_type(&slot.ty);
        if list.skips {
            // Iterations that store nothing lie between items; the repetition ends
            // where its body stops matching, so the loop ends with the list.
            return quote! {
                pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty)> {
                    let mut pos = pos;
                    loop {
                        let mut f0 = None;
                        let end = #body?;
                        if let Some(value) = f0 {
                            return Some((end, value));
                        }
                        if end == pos {
                            return None;
                        }
                        pos = end;
                    }
                }
            };
        }
        quote! {
            pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty)> {
                let mut f0 = None;
                let end = #body;
                Some((end?, f0?))
            }
        }
    }

    /// [`Ir::ListExtent`]: matches the list's extent and records where it is.
    pub(super) fn list_extent(
        &mut self,
        slot: usize,
        extent: &Ir,
        target: Target<'_>,
        path: Path,
    ) -> TokenStream {
        let scan = self.node(extent, Target::Match, path);
        let Target::Build { slots, prefix, .. } = target else {
            return scan;
        };
        let Some(list) = &slots[slot].list else {
            return quote!(::core::compile_error!(
                "url-derive: a list extent of no list"
            ));
        };
        let local = slot_local(prefix, slot);
        let next = format_ident!("{}", list.function);
        quote!({
            let start = pos;
            match #scan {
                Some(end) => { #local = Some(List::new(st.input(), start, end, #next)); Some(end) }
                None => None,
            }
        })
    }

    /// [`Ir::ListThenLeaf`]: one loop over the list's items and the leaf; the list
    /// is where the items are, the leaf the last item's token.
    pub(super) fn list_then_leaf(
        &mut self,
        list_slot: usize,
        leaf_slot: usize,
        leaf_type: &str,
        items: &Ir,
        target: Target<'_>,
        path: Path,
    ) -> TokenStream {
        let items = self.items_loop(items, path);
        let Target::Build { slots, prefix, .. } = target else {
            return quote!(#items.map(|(_, end)| end));
        };
        let Some(list) = &slots[list_slot].list else {
            return quote!(::core::compile_error!("url-derive: a list of no list slot"));
        };
        let leaf = type_path(leaf_type);
        let list_local = slot_local(prefix, list_slot);
        let next = format_ident!("{}", list.function);
        let store_leaf = self.store(
            target,
            leaf_slot,
            quote!(#leaf { __token: Token::new(st, last, end) }),
        );
        quote!({
            let start = pos;
            match #items {
                Some((last, end)) => {
                    #list_local = Some(List::new(st.input(), start, last, #next));
                    #store_leaf;
                    Some(end)
                }
                None => None,
            }
        })
    }
}

/// Every list slot of a rule's shape, its variant groups included.
pub(super) fn list_slots(shape: &Shape) -> Vec<&Slot> {
    let slots: &[Slot] = match shape {
        Shape::Struct(composite) => &composite.slots,
        Shape::Enum(model) => &model.slots,
        Shape::Silent | Shape::Leaf => &[],
    };
    fn visit<'s>(slots: &'s [Slot], found: &mut Vec<&'s Slot>) {
        for slot in slots {
            if slot.list.is_some() {
                found.push(slot);
            }
            if let SlotType::Group(group) = &slot.ty {
                visit(&group.composite.slots, found);
            }
        }
    }
    let mut found = Vec::new();
    visit(slots, &mut found);
    found
}

/// The Rust type of one value of a slot type, with lifetime `'i`.
fn item_type(ty: &SlotType) -> TokenStream {
    match ty {
        SlotType::Rule(target) => {
            let ty = type_path(&target.type_name);
            quote!(#ty<'i>)
        }
        SlotType::Token => quote!(Token<'i>),
        SlotType::Eoi => quote!(::url_runtime::Eoi),
        SlotType::Group(group) => {
            let ty = group_path(group);
            quote!(#ty<'i>)
        }
    }
}
