//! The generated types: a rule's struct, enum or leaf with its span, text,
//! `Node` and `Display`, its `UNESCAPED` set, and the module of its helper types.

use proc_macro2::TokenStream;
use quote::quote;
use syn::ext::IdentExt;

use super::parse::{parse_impls, Entry};
use super::shared::{Calls, Owner, Shared};
use super::slots::{field_doc, field_type, value_doc, value_type};
use super::visits::{enum_visits, struct_visits, Visitor};
use crate::charclass::Classes;
use crate::model::{Composite, RuleModel, Shape, Slot, SlotType, Variant};
use crate::naming::ident;

/// The type (and any variant structs) of one rule; the bodies of its structs' and
/// enums' impls go to `shared`.
pub(super) fn rule_items(
    rule: &RuleModel,
    classes: &Classes<'_>,
    options: bool,
    entry: Entry,
    shared: &mut Shared,
) -> TokenStream {
    let ty = ident(&rule.type_name);
    let doc = type_doc(rule);
    let owner = Owner {
        ty: &ty,
        module: None,
    };
    // A silent rule's type has no node of its own in the tree and is no entry point.
    let name = (!rule.silent).then_some(rule.name.as_str());
    let definition = match &rule.shape {
        Shape::Silent => return quote!(),
        Shape::Leaf => {
            let debug = debug_impl(&ty, struct_debug(&ty, &[]));
            let node = node_impl(&ty, name, quote!(::std::boxed::Box::new(*self)), None);
            quote! {
                #[doc = #doc]
                #[derive(Clone, Copy, PartialEq, Eq, Hash)]
                pub struct #ty<'i> {
                    __token: ::url_runtime::Token<'i>,
                }
                #debug
                impl<'i> #ty<'i> {
                    /// The span of input this was parsed from.
                    pub fn span(&self) -> ::url_runtime::Span { self.__token.span() }
                    /// The text this was parsed from.
                    pub fn as_str(&self) -> &'i str { self.__token.as_str() }
                }
                #node
            }
        }
        Shape::Struct(composite) => {
            let helpers = helper_module(rule, &composite.slots, shared);
            let item = struct_item(&owner, &doc, composite, name, Scope::Top, shared);
            quote!(#item #helpers)
        }
        Shape::Enum(model) => {
            let helpers = helper_module(rule, &model.slots, shared);
            let item = enum_item(&owner, &doc, &model.variants, &model.slots, name, shared);
            quote!(#item #helpers)
        }
    };
    if rule.silent {
        return definition;
    }
    let parse_impls = parse_impls(rule, &ty, options, entry);
    let unescaped = classes.unescaped(rule).map(|set| {
        let cells = set.cells().map(|b| if b { quote!(true) } else { quote!(false) });
        quote! {
            impl #ty<'_> {
                /// The characters this rule accepts as they are; any other character
                /// of a value must be percent-encoded to fit it.
                pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([#(#cells),*]);
            }
        }
    });
    quote! {
        #definition
        #parse_impls
        #unescaped
    }
}

/// Where generated items are emitted: the paths and doc links to the other types
/// depend on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Scope {
    /// The generated module itself, beside the rules' types.
    Top,
    /// A rule's module of helper types ([`crate::model::RuleModel::module`]): the rules'
    /// types are `super::Name`, the module's helper types plain names.
    Helpers,
}

/// The module of `rule`'s helper types (the structs of enum alternatives with
/// several parts, the enums of choices, the items of lists), none when it has
/// none.
fn helper_module(rule: &RuleModel, slots: &[Slot], shared: &mut Shared) -> TokenStream {
    let module = ident(&rule.module);
    let items = helper_items(slots, &module, shared);
    if items.is_empty() {
        return quote!();
    }
    let doc = format!(
        " The helper types of [`{ty}`](super::{ty}) (rule `{}`): the types of its parts that are no rule's own.",
        rule.name,
        ty = rule.type_name
    );
    quote! {
        #[doc = #doc]
        pub mod #module {
            #items
        }
    }
}

/// The helper types below `slots`, in the helper module `module`, each with `Node`
/// and `Display`, nested ones after their owners.
fn helper_items(slots: &[Slot], module: &syn::Ident, shared: &mut Shared) -> TokenStream {
    let mut items = TokenStream::new();
    for slot in slots {
        let SlotType::Group(group) = &slot.ty else {
            continue;
        };
        if group.shared {
            continue;
        }
        let ty = ident(&group.type_name);
        let owner = Owner {
            ty: &ty,
            module: Some(module),
        };
        let owner_doc = if group.owner_is_rule {
            format!("[`{owner}`](super::{owner})", owner = group.owner)
        } else {
            format!("[`{}`]", group.owner)
        };
        let scope = Scope::Helpers;
        let item = match (&group.variants, group.list_item) {
            (None, false) => {
                let doc = format!(" One alternative of {owner_doc}, with several parts.");
                struct_item(&owner, &doc, &group.composite, None, scope, shared)
            }
            (None, true) => {
                let doc = format!(
                    " One item of a list in {owner_doc}: what one repetition matched, its parts in order."
                );
                struct_item(&owner, &doc, &group.composite, None, scope, shared)
            }
            (Some(variants), list_item) => {
                let doc = if list_item {
                    format!(
                        " One item of a list in {owner_doc}: the alternative one repetition matched."
                    )
                } else {
                    format!(" One part of {owner_doc}: the alternative its choice matched.")
                };
                enum_item(&owner, &doc, variants, &group.composite.slots, None, shared)
            }
        };
        let nested = helper_items(&group.composite.slots, module, shared);
        items.extend(quote!(#item #nested));
    }
    items
}

/// An enum with a variant per alternative, its span and text, `Clone`, `Debug`,
/// `Node` (`rule` its grammar rule, if it is one) and `Display`.
fn enum_item(
    owner: &Owner<'_>,
    doc: &str,
    variants: &[Variant],
    slots: &[Slot],
    rule: Option<&str>,
    shared: &mut Shared,
) -> TokenStream {
    let ty = owner.ty;
    let scope = match owner.module {
        Some(_) => Scope::Helpers,
        None => Scope::Top,
    };
    let definitions = variants.iter().map(|variant| {
        let name = ident(&variant.name);
        let payload = value_type(&slots[variant.slot], scope);
        // A variant's value is always there: no "when present".
        let doc = format!(" {}", value_doc(&slots[variant.slot], scope));
        quote!(#[doc = #doc] #name(#payload))
    });
    let arms: Vec<TokenStream> = variants
        .iter()
        .map(|variant| {
            let name = ident(&variant.name);
            quote!(#ty::#name(value))
        })
        .collect();
    let path = owner.path();
    let clones = variants.iter().map(|variant| {
        let name = ident(&variant.name);
        let clone = clone_part(slots[variant.slot].boxed, quote!(value));
        quote!(#path::#name(value) => #path::#name(#clone))
    });
    let debugs = variants.iter().map(|variant| {
        let name = ident(&variant.name);
        let text = name.unraw().to_string();
        quote!(#ty::#name(value) => ::url_runtime::debug_variant(f, #text, &value))
    });
    let calls = shared.add(
        owner,
        quote!(match this { #(#clones,)* }),
        [Visitor::Each, Visitor::Walk].map(|visitor| enum_visits(&path, variants, slots, visitor)),
    );
    let impls = forwarding_impls(ty, rule, quote!(match self { #(#debugs,)* }), &calls);
    quote! {
        #[doc = #doc]
        #[derive(PartialEq, Eq, Hash)]
        pub enum #ty<'i> {
            #(#definitions,)*
        }
        impl<'i> #ty<'i> {
            /// The span of input this was parsed from.
            pub fn span(&self) -> ::url_runtime::Span {
                match self { #(#arms => value.span(),)* }
            }
            /// The text this was parsed from.
            pub fn as_str(&self) -> &'i str {
                match self { #(#arms => value.as_str(),)* }
            }
        }
        #impls
    }
}

/// A struct with the composite's fields, its span and text, `Clone`, `Debug`,
/// `Node` (`rule` its grammar rule, if it is one) and `Display`.
fn struct_item(
    owner: &Owner<'_>,
    doc: &str,
    composite: &Composite,
    rule: Option<&str>,
    scope: Scope,
    shared: &mut Shared,
) -> TokenStream {
    let ty = owner.ty;
    let fields = composite.fields.iter().map(|field| {
        let name = ident(&field.name);
        let field_ty = field_type(field, &composite.slots, scope);
        let doc = format!(" {}", field_doc(field, &composite.slots, scope));
        quote!(#[doc = #doc] pub #name: #field_ty)
    });
    // The builders in `__parser`, beside the helper modules, set the span.
    let token = match scope {
        Scope::Top => quote!(__token),
        Scope::Helpers => quote!(pub(super) __token),
    };
    let names: Vec<syn::Ident> = composite
        .fields
        .iter()
        .map(|field| ident(&field.name))
        .collect();
    let path = owner.path();
    let clones = composite.fields.iter().zip(&names).map(|(field, name)| {
        let slots = &composite.slots;
        let nests = slots[field.slot].boxed || field.rest.is_some_and(|rest| slots[rest].boxed);
        let clone = clone_part(nests, quote!(&this.#name));
        quote!(#name: #clone)
    });
    let calls = shared.add(
        owner,
        quote!(#path {
            #(#clones,)*
            __token: this.__token,
        }),
        [Visitor::Each, Visitor::Walk].map(|visitor| struct_visits(composite, visitor)),
    );
    let impls = forwarding_impls(ty, rule, struct_debug(ty, &names), &calls);
    quote! {
        #[doc = #doc]
        #[derive(PartialEq, Eq, Hash)]
        pub struct #ty<'i> {
            #(#fields,)*
            #token: ::url_runtime::Token<'i>,
        }
        impl<'i> #ty<'i> {
            /// The span of input this was parsed from.
            pub fn span(&self) -> ::url_runtime::Span { self.__token.span() }
            /// The text this was parsed from.
            pub fn as_str(&self) -> &'i str { self.__token.as_str() }
        }
        #impls
    }
}

/// The clone of a part (`part`, a reference to it): through
/// `url_runtime::clone_nested` where the tree `nests` through the part (a boxed
/// value or list: every cycle of types passes through one), which checks the
/// stack there, as a walk does; a plain clone elsewhere.
fn clone_part(nests: bool, part: TokenStream) -> TokenStream {
    if nests {
        quote!(::url_runtime::clone_nested(#part))
    } else {
        quote!(::core::clone::Clone::clone(#part))
    }
}

/// `Clone`, `Debug` (`debug` its body), `Node` and `Display` of a struct or enum
/// whose other bodies are in `__impls` (`calls`). Written out, not derived: a
/// derived `clone` is `#[inline]`, so every codegen unit that clones a type would
/// compile a copy of it; a derived `fmt` makes a `&dyn Debug` of each field but
/// the last, and with its vtable the field type's drop glue (see
/// [`super::shared`]).
fn forwarding_impls(
    ty: &syn::Ident,
    rule: Option<&str>,
    debug: TokenStream,
    calls: &Calls,
) -> TokenStream {
    let Calls {
        clone,
        boxed,
        visit,
        walk,
    } = calls;
    let debug = debug_impl(ty, debug);
    let node = node_impl(ty, rule, quote!(#boxed(self)), Some((visit, walk)));
    quote! {
        impl<'i> ::core::clone::Clone for #ty<'i> {
            fn clone(&self) -> Self { #clone(self) }
        }
        #debug
        #node
    }
}

/// The body of the `Debug` of a struct `ty` with the fields `names` and its
/// `__token`: what `#[derive(Debug)]` writes, through one function of the runtime
/// that is not generic. Each field goes as a `&&T`: the vtable of a reference has
/// no drop glue (that of a `&dyn Debug` of the field itself would hold the drop
/// glue of the field's type, and of every type inside it).
fn struct_debug(ty: &syn::Ident, names: &[syn::Ident]) -> TokenStream {
    let text = ty.unraw().to_string();
    let fields = names.iter().map(|name| {
        let field = name.unraw().to_string();
        quote!((#field, &&self.#name))
    });
    quote!(::url_runtime::debug_struct(f, #text, &[#(#fields,)* ("__token", &self.__token)]))
}

/// `Debug` for `ty`, `body` its `fmt()`; not inlined, so that ThinLTO does not
/// copy it into the codegen units of the types holding `ty`.
fn debug_impl(ty: &syn::Ident, body: TokenStream) -> TokenStream {
    quote! {
        impl ::core::fmt::Debug for #ty<'_> {
            #[inline(never)]
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result { #body }
        }
    }
}

/// `Node` and `Display` for a type with inherent `span()` and `as_str()`; `rule`
/// is its grammar rule (if it is one), `to_boxed` the body of that method, and
/// `parts` the paths of the functions that give its parts to `for_each_child`'s
/// visitor and to a walk, if it has parts (`children()` is `Node`'s own, copies
/// of what `for_each_child` visits).
fn node_impl(
    ty: &syn::Ident,
    rule: Option<&str>,
    to_boxed: TokenStream,
    parts: Option<(&TokenStream, &TokenStream)>,
) -> TokenStream {
    let report = rule.map(|name| quote!(walker.report(#name, #ty::span(self));));
    let (for_each_child, walk_parts) = match parts {
        Some((visit, walk)) => (quote!(#visit(self, visit)), quote!(#walk(self, walker))),
        None => (quote!(), quote!()),
    };
    // A type that is no rule and has no parts has nothing to tell a walk.
    let walker = match report.is_none() && parts.is_none() {
        true => quote!(_walker),
        false => quote!(walker),
    };
    let rule = match rule {
        Some(name) => quote!(::core::option::Option::Some(#name)),
        None => quote!(::core::option::Option::None),
    };
    quote! {
        impl<'i> ::url_runtime::Node<'i> for #ty<'i> {
            fn span(&self) -> ::url_runtime::Span { #ty::span(self) }
            fn as_str(&self) -> &'i str { #ty::as_str(self) }
            fn rule_name(&self) -> ::core::option::Option<&'static str> { #rule }
            fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> { #to_boxed }
            #[allow(unused_variables)]
            fn for_each_child(&self, visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>)) { #for_each_child }
            fn walk_rules_with(&self, #walker: &mut ::url_runtime::Walker<'_>) { #report #walk_parts }
        }
        impl ::core::fmt::Display for #ty<'_> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    }
}

/// A type's rustdoc: the rule's `///` lines, then its source.
fn type_doc(rule: &RuleModel) -> String {
    let mut doc = String::new();
    if !rule.doc.is_empty() {
        doc.push_str("```text\n");
        doc.push_str(&rule.doc);
        doc.push_str("\n```\n\n");
    }
    match &rule.in_atomic_of {
        Some(of) => {
            doc.push_str(&format!(
                "The rule `{of}` where an atomic rule calls it: pest reports no node of \
                 `{of}` there, only the `$` and `!` rules it reaches, which this type \
                 holds. Generated from the grammar rule `{of}`:\n\n```text\n{}\n```",
                rule.source
            ));
        }
        None => {
            doc.push_str(&format!(
                "Generated from the grammar rule `{}`:\n\n```text\n{}\n```",
                rule.name, rule.source
            ));
        }
    }
    if let Some(taken) = &rule.name_taken_by {
        doc.push_str(&format!(
            "\n\nNamed `{}` because rule `{}`, earlier in the grammar, has the type `{}`.",
            rule.type_name, taken.rule, taken.type_name,
        ));
    }
    doc
}
