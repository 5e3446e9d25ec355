//! The building flavour: `b_<rule>`, which builds the rule's typed value in one
//! pass, and the lowering of the building nodes ([`Ir::Returning`], groups,
//! stores); the list item readers and the list nodes are in [`super::lists`].

use std::collections::BTreeSet;

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::{builder_name, matcher_name, Gen, Path, Target};
use crate::ir::{Ir, ReturningAlt, SharedAlt};
use crate::model::{
    Composite, EnumModel, GroupModel, Model, Mult, RuleModel, Shape, Slot, SlotType, Trivia,
    Variant,
};
use crate::naming::ident;
use crate::passes::returning;

impl<'m> Gen<'m> {
    /// `b_<rule>`: builds the rule's value; `None` for silent rules.
    pub(super) fn builder_fn(&mut self, rule: &'m RuleModel) -> Option<TokenStream> {
        let name = builder_name(&rule.name);
        let matcher = matcher_name(&rule.name);
        let ty = type_path(&rule.type_name);
        let (slots, body, construct) = match &rule.shape {
            Shape::Silent => return None,
            Shape::Struct(composite) if !composite.slots.is_empty() => {
                let program = self
                    .passes
                    .build_in(rule, &composite.body, &composite.slots);
                let target = Target::Build {
                    slots: &composite.slots,
                    prefix: "f",
                    variants: None,
                };
                let body = self.node(&program, target, Path::Fast);
                (
                    &composite.slots,
                    body,
                    self.construct_struct(quote!(#ty), composite, "f"),
                )
            }
            Shape::Enum(model) => {
                if returning::fits_slots(&model.slots) {
                    return Some(self.enum_builder(rule, model));
                }
                let program = self.passes.build_in(rule, &model.body, &model.slots);
                let target = Target::Build {
                    slots: &model.slots,
                    prefix: "f",
                    variants: None,
                };
                let body = self.node(&program, target, Path::Fast);
                let construct = construct_enum(&ty, &model.variants, &model.slots, "f");
                (&model.slots, body, construct)
            }
            // A leaf, or a struct without fields: only its span, the recogniser's
            // match as a token (a field-less body is not generated twice).
            Shape::Leaf | Shape::Struct(_) => {
                return Some(quote! {
                    #[inline]
                    pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty<'i>)> {
                        let end = #matcher(st, pos)?;
                        Some((end, #ty { __token: Token::new(st, pos, end) }))
                    }
                })
            }
        };
        let locals = declare_slots(slots, "f");
        let (enter, leave) = self.guard(rule);
        let inline = self.builder_inline(rule);
        Some(quote! {
            #inline
            pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty<'i>)> {
                #enter
                #locals
                let end = #body;
                #leave
                let end = end?;
                let token = Token::new(st, pos, end);
                Some((end, #construct))
            }
        })
    }

    /// The inlining attribute of a composite rule's builder. A builder within the
    /// inline budget ([`crate::inline_budget`]) is always inlined into its caller,
    /// so that the value it returns is built in the caller's frame instead of being
    /// copied there (the tree of a URL is a few hundred bytes; copying it at every
    /// level cost about a fifth of a parse).
    fn builder_inline(&self, rule: &RuleModel) -> TokenStream {
        if self.always_inlined.contains(&rule.name) {
            quote!(#[inline(always)])
        } else {
            quote!()
        }
    }

    /// `b_<rule>` for an enum whose variants each hold exactly one value: every
    /// variant stores straight into one `out` local (see [`Target::Build`]), or,
    /// for an [`Ir::Returning`] program, is returned as soon as it is complete.
    fn enum_builder(&mut self, rule: &RuleModel, model: &EnumModel) -> TokenStream {
        let ty = type_path(&rule.type_name);
        let mut variants = vec![quote!(); model.slots.len()];
        for variant in &model.variants {
            let variant_ident = ident(&variant.name);
            variants[variant.slot] = quote!(#ty::#variant_ident);
        }
        let name = builder_name(&rule.name);
        let inline = self.builder_inline(rule);
        let program = self.passes.build_enum(rule, model);
        let target = Target::Build {
            slots: &model.slots,
            prefix: "f",
            variants: Some(&variants),
        };
        let body = self.node(&program, target, Path::Fast);
        if let Ir::Returning(_) = program {
            return quote! {
                #inline
                pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty<'i>)> {
                    #body
                }
            };
        }
        let (enter, leave) = self.guard(rule);
        let widen = widen_out(&ty, &model.variants, &model.slots);
        let finish = if widen.is_empty() {
            quote!(Some((end?, out?)))
        } else {
            quote!(let end = end?; #widen Some((end, out?)))
        };
        quote! {
            #inline
            pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty<'i>)> {
                #enter
                let mut out = None;
                let end = #body;
                #leave
                #finish
            }
        }
    }

    /// [`Ir::Returning`]: the body of an enum builder that returns each variant as
    /// soon as its tail matches.
    pub(super) fn returning(
        &mut self,
        alternatives: &[ReturningAlt],
        target: Target<'_>,
    ) -> TokenStream {
        let Target::Build {
            slots,
            variants: Some(variants),
            ..
        } = target
        else {
            // The passes put a returning choice only at the root of an enum builder.
            return quote!(::core::compile_error!(
                "url-derive: a returning choice outside an enum builder"
            ));
        };
        let mut code = Vec::new();
        for alternative in alternatives {
            let tail = self.node(&alternative.tail, Target::Match, Path::Fast);
            let label = self.fresh("alt");
            let mut tries = Vec::new();
            for head in &alternative.heads {
                let (attempt, slot) = match head {
                    Ir::Call {
                        rule,
                        slot: Some(slot),
                    } => {
                        let builder = builder_name(rule);
                        (quote!(#builder(st, pos)), *slot)
                    }
                    Ir::Token { slot, body } => {
                        let inner = self.node(body, Target::Match, Path::Fast);
                        let value = matched(&slots[*slot]);
                        (quote!(#inner.map(|end| (end, #value))), *slot)
                    }
                    _ => {
                        return quote!(::core::compile_error!(
                            "url-derive: a returning choice's head is no variant"
                        ))
                    }
                };
                let variant = &variants[slot];
                let value = boxed(&slots[slot]);
                tries.push(quote! {
                    if let Some((end, value)) = #attempt {
                        match tail(st, end) {
                            Some(end) => return Some((end, #variant(#value))),
                            None => break #label,
                        }
                    }
                });
            }
            code.push(quote!({
                let tail = |st: &mut State<'i>, pos: usize| -> Option<usize> { #tail };
                #label: { #(#tries)* }
            }));
        }
        quote!(#(#code)* None)
    }

    /// Stores `value` into slot `slot` of the composite `target` builds.
    pub(super) fn store(&self, target: Target<'_>, slot: usize, value: TokenStream) -> TokenStream {
        match target {
            Target::Match => quote!(),
            Target::Build {
                variants: Some(variants),
                ..
            } => {
                let variant = &variants[slot];
                quote!(out = Some(#variant(#value)))
            }
            Target::Build { slots, prefix, .. } => store(slots, prefix, slot, value),
        }
    }

    /// [`Ir::Skip`]: pest's implicit skip; in a builder, the nodes of the
    /// reported `WHITESPACE` and `COMMENT` it matches go to `trivia`'s slots.
    pub(super) fn skip(&self, trivia: Trivia, target: Target<'_>, path: Path) -> TokenStream {
        match (path, target) {
            (Path::Recording, _) => quote!(Some(implicit_skip_recording(st, pos))),
            (
                Path::Fast,
                Target::Build {
                    prefix,
                    variants: None,
                    ..
                },
            ) if trivia != Trivia::default() => {
                let lists = trivia.slots().map(|slot| {
                    let local = slot_local(prefix, slot);
                    quote!(&mut #local)
                });
                quote!(Some(implicit_skip_building(st, pos, #(#lists),*)))
            }
            (Path::Fast, _) => quote!(Some(implicit_skip(st, pos))),
        }
    }

    /// Code to save the lengths of the lists a skip stores into, and to give its
    /// nodes back (the skip before a failed iteration of a spaced repetition).
    pub(super) fn skip_backtrack(
        &self,
        trivia: Trivia,
        target: Target<'_>,
    ) -> (TokenStream, TokenStream) {
        let Target::Build {
            prefix,
            variants: None,
            ..
        } = target
        else {
            return (quote!(), quote!());
        };
        trivia
            .slots()
            .map(|slot| {
                let local = slot_local(prefix, slot);
                let saved = format_ident!("skip_len_{}_{}", prefix, slot);
                (
                    quote!(let #saved = #local.len();),
                    quote!(#local.truncate(#saved);),
                )
            })
            .unzip()
    }

    /// `implicit_skip_building`: pest's skip (`WHITESPACE*` then `(COMMENT ~
    /// WHITESPACE*)*`) pushing the values of the ones with a type (those pest
    /// reports nodes of: a non-silent one, or a silent one reaching `$` or `!`
    /// rules), in order, onto one list each (`WHITESPACE`'s first); none when
    /// neither has a type.
    pub(super) fn skip_building_fn(&self, model: &Model) -> TokenStream {
        let (whitespace, comment) = (model.rule("WHITESPACE"), model.rule("COMMENT"));
        let typed = |rule: &RuleModel| !matches!(rule.shape, Shape::Silent);
        if !whitespace.is_some_and(typed) && !comment.is_some_and(typed) {
            return quote!();
        }
        let mut params = Vec::new();
        // One step of `rule` at `pos`: its end, its value pushed when it has one.
        let mut step = |rule: &RuleModel, list: &str| {
            if !typed(rule) {
                let matcher = matcher_name(&rule.name);
                quote!(#matcher(st, pos))
            } else {
                let builder = builder_name(&rule.name);
                let ty = type_path(&rule.type_name);
                let list = format_ident!("{}", list);
                params.push(quote!(#list: &mut Vec<#ty<'i>>));
                quote!(#builder(st, pos).map(|(end, node)| {
                    #list.push(node);
                    end
                }))
            }
        };
        let spaces = whitespace.map(|rule| {
            let step = step(rule, "whitespace");
            quote!(while let Some(end) = #step {
                if end == pos {
                    break;
                }
                pos = end;
            })
        });
        let comments = comment.map(|rule| {
            let step = step(rule, "comment");
            quote!(while let Some(end) = #step {
                let before = pos;
                pos = end;
                #spaces
                if pos == before {
                    break;
                }
            })
        });
        quote! {
            pub(super) fn implicit_skip_building<'i>(st: &mut State<'i>, pos: usize, #(#params),*) -> usize {
                if st.is_atomic() {
                    return pos;
                }
                let mut pos = pos;
                #spaces
                #comments
                pos
            }
        }
    }

    /// Code to save the state of the slots `ir` assigns, and to restore it when it
    /// fails part-way (a `Vec` is truncated, an `Option` emptied).
    pub(super) fn backtrack(&mut self, ir: &Ir, target: Target<'_>) -> (TokenStream, TokenStream) {
        let Target::Build {
            slots,
            prefix,
            variants,
        } = target
        else {
            return (quote!(), quote!());
        };
        let mut assigned = BTreeSet::new();
        ir.slots(&mut assigned);
        let mut save = Vec::new();
        let mut restore = Vec::new();
        let mut cleared = BTreeSet::new();
        for slot in assigned {
            // The variants of an enum share one local, `out`.
            let local = match variants {
                Some(_) => format_ident!("out"),
                None => slot_local(prefix, slot),
            };
            if slots[slot].mult == Mult::Many && slots[slot].list.is_none() {
                let saved = format_ident!("len_{}_{}", prefix, slot);
                save.push(quote!(let #saved = #local.len();));
                restore.push(quote!(#local.truncate(#saved);));
            } else if cleared.insert(local.to_string()) {
                restore.push(quote!(#local = None;));
            }
        }
        (quote!(#(#save)*), quote!(#(#restore)*))
    }

    /// The struct literal for a composite whose slots are in locals `{prefix}{i}`,
    /// with `token` (its `Token`) in scope.
    fn construct_struct(
        &self,
        ty: TokenStream,
        composite: &Composite,
        prefix: &str,
    ) -> TokenStream {
        let value = |slot: usize| {
            let local = slot_local(prefix, slot);
            match (&composite.slots[slot].list, composite.slots[slot].mult) {
                (Some(list), _) => {
                    let next = format_ident!("{}", list.function);
                    quote!(#local.unwrap_or_else(|| List::empty(#next)))
                }
                (None, Mult::One) => quote!(#local?),
                (None, Mult::Optional | Mult::Many) => quote!(#local),
            }
        };
        let fields = composite.fields.iter().map(|field| {
            let name = ident(&field.name);
            let first = value(field.slot);
            match field.rest {
                // A first value that may be absent: then so are the others.
                Some(rest) if composite.slots[field.slot].mult == Mult::Optional => {
                    let rest = value(rest);
                    quote!(#name: #first.map(|first| ::url_runtime::Separated::new(first, #rest)))
                }
                Some(rest) => {
                    let rest = value(rest);
                    quote!(#name: ::url_runtime::Separated::new(#first, #rest))
                }
                None => quote!(#name: #first),
            }
        });
        quote!(#ty { #(#fields,)* __token: token })
    }

    /// Builds the group struct of `slot` from `body` and stores it.
    pub(super) fn group(
        &mut self,
        slot: usize,
        body: &Ir,
        target: Target<'_>,
        path: Path,
    ) -> TokenStream {
        // The model puts group nodes on group slots only.
        let Some((group, inner_prefix)) = group_slot(target, slot) else {
            return self.node(body, Target::Match, path);
        };
        let group_type = group_path(group);
        if let (Some(variants), true) = (&group.variants, returning::one_local(group)) {
            return self.enum_group(slot, body, target, path, group, variants, &inner_prefix);
        }
        let inner_target = Target::Build {
            slots: &group.composite.slots,
            prefix: &inner_prefix,
            variants: None,
        };
        let inner = self.node(body, inner_target, path);
        let locals = declare_slots(&group.composite.slots, &inner_prefix);
        let construct = match &group.variants {
            None => self.construct_struct(quote!(#group_type), &group.composite, &inner_prefix),
            Some(variants) => {
                construct_enum(&group_type, variants, &group.composite.slots, &inner_prefix)
            }
        };
        let stored = self.stored_group(target, slot, construct);
        quote!({
            #locals
            match #inner {
                Some(end) => #stored,
                None => None,
            }
        })
    }

    /// The group of `slot` built by `construct` from its locals, once its body
    /// matched `pos..end` (both in scope), and stored: `Some(end)`, or `None` when
    /// a field it needs is missing.
    fn stored_group(&self, target: Target<'_>, slot: usize, construct: TokenStream) -> TokenStream {
        let store = self.store(target, slot, quote!(value));
        quote!(match { let token = Token::new(st, pos, end); (|| Some(#construct))() } {
            Some(value) => { #store; Some(end) }
            None => None,
        })
    }

    /// [`Ir::SharedCall`]: `rule` built once, then each alternative's rest tried
    /// after it in turn; the first whose rest matches takes the value (into its
    /// slot, or into its group's, then built) and ends the choice.
    pub(super) fn shared_call(
        &mut self,
        rule: &str,
        alternatives: &[SharedAlt],
        target: Target<'_>,
        path: Path,
    ) -> TokenStream {
        let Target::Build { slots, .. } = target else {
            let written = Ir::SharedCall {
                rule: rule.to_owned(),
                alternatives: alternatives.to_vec(),
            };
            return self.node(&written.without_slots(), Target::Match, path);
        };
        let builder = builder_name(rule);
        let label = self.fresh("shared");
        let mut tries = Vec::new();
        for alt in alternatives {
            let attempt = match alt.group {
                None => {
                    let rest = self.node(&alt.rest, target, path);
                    let store = self.store(target, alt.slot, boxed(&slots[alt.slot]));
                    quote!(match { let pos = shared_end; #rest } {
                        Some(end) => match shared.take() {
                            Some(value) => { #store; Some(end) }
                            None => None,
                        },
                        None => None,
                    })
                }
                Some(group) => self.shared_group(group, alt, target, path),
            };
            let (save, restore) = self.backtrack(&alt.written(rule), target);
            tries.push(quote! {
                #save
                if let Some(end) = #attempt {
                    break #label Some(end);
                }
                #restore
            });
        }
        quote!(#label: {
            let (shared_end, value) = match #builder(st, pos) {
                Some(built) => built,
                None => break #label None,
            };
            let mut shared = Some(value);
            #(#tries)*
            None
        })
    }

    /// The group alternative `alt` of an [`Ir::SharedCall`] (a struct group, in
    /// slot `slot` of `target`): its rest after the shared call, then the group
    /// with the shared value in its slot, stored.
    fn shared_group(
        &mut self,
        slot: usize,
        alt: &SharedAlt,
        target: Target<'_>,
        path: Path,
    ) -> TokenStream {
        let Some((group, inner_prefix)) = group_slot(target, slot) else {
            return quote!(::core::compile_error!(
                "url-derive: a shared group outside a builder's group slot"
            ));
        };
        let inner_slots = &group.composite.slots;
        let inner_target = Target::Build {
            slots: inner_slots,
            prefix: &inner_prefix,
            variants: None,
        };
        let rest = self.node(&alt.rest, inner_target, path);
        let locals = declare_slots(inner_slots, &inner_prefix);
        let set = store(
            inner_slots,
            &inner_prefix,
            alt.slot,
            boxed(&inner_slots[alt.slot]),
        );
        let group_type = group_path(group);
        let construct = self.construct_struct(quote!(#group_type), &group.composite, &inner_prefix);
        let stored = self.stored_group(target, slot, construct);
        quote!({
            #locals
            match { let pos = shared_end; #rest } {
                Some(end) => match shared.take() {
                    Some(value) => { #set; #stored }
                    None => None,
                },
                None => None,
            }
        })
    }

    /// A helper enum whose variants each hold one value, built as an enum rule's
    /// builder builds its value: every variant stores straight into one `out` local,
    /// scoped to the group so that the owner's own locals stay visible after it.
    #[allow(clippy::too_many_arguments)]
    fn enum_group(
        &mut self,
        slot: usize,
        body: &Ir,
        target: Target<'_>,
        path: Path,
        group: &GroupModel,
        variants: &[Variant],
        prefix: &str,
    ) -> TokenStream {
        let group_type = group_path(group);
        let mut constructors = vec![quote!(); group.composite.slots.len()];
        for variant in variants {
            let name = ident(&variant.name);
            constructors[variant.slot] = quote!(#group_type::#name);
        }
        let inner_target = Target::Build {
            slots: &group.composite.slots,
            prefix,
            variants: Some(&constructors),
        };
        let inner = self.node(body, inner_target, path);
        let store = self.store(target, slot, quote!(value));
        let widen = widen_out(&group_type, variants, &group.composite.slots);
        quote!({
            let built = {
                let mut out = None;
                match #inner {
                    Some(end) => {
                        #widen
                        out.map(|value| (end, value))
                    }
                    None => None,
                }
            };
            match built {
                Some((end, value)) => { #store; Some(end) }
                None => None,
            }
        })
    }
}

/// The value of an enum whose variants' slots are in locals `{prefix}{i}`: the
/// variant whose slot is set, a widened one (see [`Variant::widened`]) given the
/// span of `token` (in scope: the enum's whole match); `return None` when none is.
fn construct_enum(
    ty: &TokenStream,
    variants: &[Variant],
    slots: &[Slot],
    prefix: &str,
) -> TokenStream {
    let arms = variants.iter().map(|variant| {
        let local = slot_local(prefix, variant.slot);
        let name = ident(&variant.name);
        if variant.widened {
            let widen = widen(&slots[variant.slot], quote!(&mut value));
            quote!(if let Some(mut value) = #local { #widen #ty::#name(value) })
        } else {
            quote!(if let Some(value) = #local { #ty::#name(value) })
        }
    });
    quote!(#(#arms else)* { return None })
}

/// For an enum built into one `out` local (see [`Target::Build`]) that has widened
/// variants: gives the one `out` holds the span `pos..end` (both in scope).
fn widen_out(ty: &TokenStream, variants: &[Variant], slots: &[Slot]) -> TokenStream {
    let arms: Vec<TokenStream> = variants
        .iter()
        .filter(|variant| variant.widened)
        .map(|variant| {
            let name = ident(&variant.name);
            let widen = widen(&slots[variant.slot], quote!(value));
            quote!(#ty::#name(value) => { #widen })
        })
        .collect();
    if arms.is_empty() {
        return quote!();
    }
    quote! {
        if let Some(out) = &mut out {
            let token = Token::new(st, pos, end);
            match out {
                #(#arms)*
                #[allow(unreachable_patterns)]
                _ => {}
            }
        }
    }
}

/// Gives the value `place` (a `&mut` to a widened variant's payload: a token or a
/// helper struct, perhaps boxed) the span of `token`.
fn widen(slot: &Slot, place: TokenStream) -> TokenStream {
    match slot.ty {
        SlotType::Token => quote!(*(#place) = token;),
        SlotType::Group(_) => quote!((#place).__token = token;),
        // The model never widens a rule's own value (it would change its span).
        SlotType::Rule(_) | SlotType::Eoi => quote!(),
    }
}

/// The value a [`Ir::Token`] node stores into `slot` once its body matched
/// `pos..end` (both in scope): the text as a token, or where `EOI` matched.
pub(super) fn matched(slot: &Slot) -> TokenStream {
    match slot.ty {
        SlotType::Eoi => quote!(::url_runtime::Eoi::new(pos)),
        _ => quote!(Token::new(st, pos, end)),
    }
}

/// The path of generated type `name` from the parser module: `super::Name`, so
/// that the parser names no type through a glob import a rule could shadow.
pub(super) fn type_path(name: &str) -> TokenStream {
    let ty = ident(name);
    quote!(super::#ty)
}

/// The path of helper type `group` from the parser module:
/// `super::<module>::Name`.
pub(super) fn group_path(group: &GroupModel) -> TokenStream {
    let module = ident(&group.module);
    let ty = ident(&group.type_name);
    quote!(super::#module::#ty)
}

/// The group model of group slot `slot` of the composite `target` builds, and the
/// prefix of the group's locals; `None` when `target` builds nothing or the slot
/// holds no group.
fn group_slot<'t>(target: Target<'t>, slot: usize) -> Option<(&'t GroupModel, String)> {
    let Target::Build { slots, prefix, .. } = target else {
        return None;
    };
    let SlotType::Group(group) = &slots[slot].ty else {
        return None;
    };
    Some((group, group_prefix(prefix)))
}

/// The prefix of the locals of a group's slots inside a composite whose locals
/// have `prefix`.
fn group_prefix(prefix: &str) -> String {
    if prefix == "f" {
        "g".to_owned()
    } else {
        format!("{prefix}g")
    }
}

/// The local `value`, boxed where `slot` holds its value in a box.
pub(super) fn boxed(slot: &Slot) -> TokenStream {
    if slot.boxes_value() {
        quote!(Box::new(value))
    } else {
        quote!(value)
    }
}

/// The local variable behind slot `slot`.
pub(super) fn slot_local(prefix: &str, slot: usize) -> Ident {
    format_ident!("{}{}", prefix, slot)
}

/// `let mut` declarations for the locals of `slots`.
fn declare_slots(slots: &[Slot], prefix: &str) -> TokenStream {
    let locals = slots.iter().enumerate().map(|(i, slot)| {
        let local = slot_local(prefix, i);
        match slot.mult {
            Mult::Many if slot.list.is_none() && slot.boxed => quote!(let mut #local = Vec::new();),
            Mult::Many if slot.list.is_none() => {
                quote!(let mut #local = ::url_runtime::Items::new();)
            }
            _ => quote!(let mut #local = None;),
        }
    });
    quote!(#(#locals)*)
}

/// Stores `value` into slot `slot`.
fn store(slots: &[Slot], prefix: &str, slot: usize, value: TokenStream) -> TokenStream {
    let local = slot_local(prefix, slot);
    match slots[slot].mult {
        Mult::Many => quote!(#local.push(#value)),
        Mult::One | Mult::Optional => quote!(#local = Some(#value)),
    }
}
