//! The generated types: a rule's struct, enum or leaf with its span, text,
//! `Node` and `Display`, its `UNESCAPED` set, and the module of its helper types.

use proc_macro2::TokenStream;
use quote::quote;

use super::parse::{parse_impls, Entry};
use super::slots::{field_doc, field_type, value_doc, value_type};
use super::visits::{enum_visits, struct_visits};
use crate::charclass::Classes;
use crate::model::{Composite, RuleModel, Shape, Slot, SlotType, Variant};
use crate::naming::ident;

/// The type (and any variant structs) of one rule.
pub(super) fn rule_items(
    rule: &RuleModel,
    classes: &Classes<'_>,
    options: bool,
    entry: Entry,
) -> TokenStream {
    let ty = ident(&rule.type_name);
    let doc = type_doc(rule);
    let definition = match &rule.shape {
        Shape::Silent => return quote!(),
        Shape::Leaf => quote! {
            #[doc = #doc]
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
            pub struct #ty<'i> {
                __token: ::url_runtime::Token<'i>,
            }
            impl<'i> #ty<'i> {
                /// The span of input this was parsed from.
                pub fn span(&self) -> ::url_runtime::Span { self.__token.span() }
                /// The text this was parsed from.
                pub fn as_str(&self) -> &'i str { self.__token.as_str() }
            }
        },
        // A silent rule's type: no node of its own in the tree, not an entry point.
        Shape::Struct(composite) if rule.silent => {
            let helpers = helper_module(rule, &composite.slots);
            let item = struct_item(&ty, &doc, composite, None, Scope::Top);
            return quote!(#item #helpers);
        }
        Shape::Struct(composite) => {
            let helpers = helper_module(rule, &composite.slots);
            let item = struct_item(&ty, &doc, composite, Some(&rule.name), Scope::Top);
            quote!(#item #helpers)
        }
        // A silent rule's type: no node of its own in the tree, not an entry point.
        Shape::Enum(model) if rule.silent => {
            let helpers = helper_module(rule, &model.slots);
            let item = enum_item(&ty, &doc, &model.variants, &model.slots, Scope::Top);
            let node = node_impl(&ty, None, enum_visits(&ty, &model.variants, &model.slots));
            return quote!(#item #node #helpers);
        }
        Shape::Enum(model) => {
            let helpers = helper_module(rule, &model.slots);
            let item = enum_item(&ty, &doc, &model.variants, &model.slots, Scope::Top);
            quote!(#item #helpers)
        }
    };
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
fn helper_module(rule: &RuleModel, slots: &[Slot]) -> TokenStream {
    let items = helper_items(slots);
    if items.is_empty() {
        return quote!();
    }
    let module = ident(&rule.module);
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

/// The helper types below `slots`, each with `Node` and `Display`, nested ones
/// after their owners.
fn helper_items(slots: &[Slot]) -> TokenStream {
    let items = slots.iter().filter_map(|slot| {
        let SlotType::Group(group) = &slot.ty else {
            return None;
        };
        if group.shared {
            return None;
        }
        let ty = ident(&group.type_name);
        let owner = if group.owner_is_rule {
            format!("[`{owner}`](super::{owner})", owner = group.owner)
        } else {
            format!("[`{}`]", group.owner)
        };
        let nested = helper_items(&group.composite.slots);
        let scope = Scope::Helpers;
        let item = match (&group.variants, group.list_item) {
            (None, false) => {
                let doc = format!(" One alternative of {owner}, with several parts.");
                struct_item(&ty, &doc, &group.composite, None, scope)
            }
            (None, true) => {
                let doc = format!(
                    " One item of a list in {owner}: what one repetition matched, its parts in order."
                );
                struct_item(&ty, &doc, &group.composite, None, scope)
            }
            (Some(variants), list_item) => {
                let doc = if list_item {
                    format!(
                        " One item of a list in {owner}: the alternative one repetition matched."
                    )
                } else {
                    format!(" One part of {owner}: the alternative its choice matched.")
                };
                let item = enum_item(&ty, &doc, variants, &group.composite.slots, scope);
                let node = node_impl(&ty, None, enum_visits(&ty, variants, &group.composite.slots));
                quote!(#item #node)
            }
        };
        Some(quote!(#item #nested))
    });
    quote!(#(#items)*)
}

/// An enum with a variant per alternative, and its span and text.
fn enum_item(
    ty: &syn::Ident,
    doc: &str,
    variants: &[Variant],
    slots: &[Slot],
    scope: Scope,
) -> TokenStream {
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
    let clones = variants.iter().map(|variant| {
        let name = ident(&variant.name);
        quote!(#ty::#name(value) => #ty::#name(::core::clone::Clone::clone(value)))
    });
    let clone = clone_impl(ty, quote!(match self { #(#clones,)* }));
    quote! {
        #[doc = #doc]
        #[derive(Debug, PartialEq, Eq, Hash)]
        pub enum #ty<'i> {
            #(#definitions,)*
        }
        #clone
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
    }
}

/// A struct with the composite's fields, its span and text, and `Node`/`Display`.
fn struct_item(
    ty: &syn::Ident,
    doc: &str,
    composite: &Composite,
    rule: Option<&str>,
    scope: Scope,
) -> TokenStream {
    let fields = composite.fields.iter().map(|field| {
        let name = ident(&field.name);
        let field_ty = field_type(field, &composite.slots, scope);
        let doc = format!(" {}", field_doc(field, &composite.slots, scope));
        quote!(#[doc = #doc] pub #name: #field_ty)
    });
    let node_impl = node_impl(ty, rule, struct_visits(composite));
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
    let clone = clone_impl(
        ty,
        quote!(#ty {
            #(#names: ::core::clone::Clone::clone(&self.#names),)*
            __token: self.__token,
        }),
    );
    quote! {
        #[doc = #doc]
        #[derive(Debug, PartialEq, Eq, Hash)]
        pub struct #ty<'i> {
            #(#fields,)*
            #token: ::url_runtime::Token<'i>,
        }
        #clone
        impl<'i> #ty<'i> {
            /// The span of input this was parsed from.
            pub fn span(&self) -> ::url_runtime::Span { self.__token.span() }
            /// The text this was parsed from.
            pub fn as_str(&self) -> &'i str { self.__token.as_str() }
        }
        #node_impl
    }
}

/// `Clone` for a struct or enum, `body` its `clone()`. Written out, not derived:
/// a derived `clone` is `#[inline]`, so every codegen unit that clones a type
/// (each type's `Node::to_boxed`, the clones of the types holding it) compiles a
/// copy of it, with the clones it inlines; this one is compiled once.
fn clone_impl(ty: &syn::Ident, body: TokenStream) -> TokenStream {
    quote! {
        impl<'i> ::core::clone::Clone for #ty<'i> {
            fn clone(&self) -> Self { #body }
        }
    }
}

/// `Node` and `Display` for a type with inherent `span()` and `as_str()`; `rule`
/// is its grammar rule (if it is one), `visits` the body of its `for_each_child()`
/// (`children()` is `Node`'s own, copies of what that visits). `for_each_child` is
/// `#[inline(never)]`: `children()`, compiled for every type, would otherwise
/// hold a second copy of it (it is called through `dyn Node` everywhere else).
pub(super) fn node_impl(ty: &syn::Ident, rule: Option<&str>, visits: TokenStream) -> TokenStream {
    let rule = match rule {
        Some(name) => quote!(::core::option::Option::Some(#name)),
        None => quote!(::core::option::Option::None),
    };
    quote! {
        impl<'i> ::url_runtime::Node<'i> for #ty<'i> {
            fn span(&self) -> ::url_runtime::Span { #ty::span(self) }
            fn as_str(&self) -> &'i str { #ty::as_str(self) }
            fn rule_name(&self) -> ::core::option::Option<&'static str> { #rule }
            fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> { ::std::boxed::Box::new(::core::clone::Clone::clone(self)) }
            #[allow(unused_variables)]
            #[inline(never)]
            fn for_each_child(&self, visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>)) { #visits }
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
