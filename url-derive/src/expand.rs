//! Stage 3b: the generated types, their impls, and the attribute's entry point.

use std::path::Path;

use proc_macro2::TokenStream;
use quote::quote;
use syn::LitStr;

use crate::args::Args;
use crate::charclass::Classes;
use crate::collisions;
use crate::fold_case::FoldCase;
use crate::load::{self, Grammar, GrammarError, Source};
use crate::model::{Composite, Model, Mult, RuleModel, Shape, Slot, SlotType, Variant};
use crate::naming::{ident, rule_type_names, type_name};
use crate::parser_gen::{builder_name, matcher_name, parser_items, recorder_name};
use crate::recursion::Reach;
use crate::rule_table;
use crate::stages;

/// The attribute `#[grammar("path.pest")]` on an inline module: fills the module
/// with the generated items. Every problem is reported at once, each spanned (on
/// the attribute's path for grammar problems, naming the grammar file's line and
/// column). On an error the module is still emitted with the user's own items and a
/// placeholder for each rule type, so that code using them does not drown the
/// grammar's errors in follow-on errors (thiserror's `fallback.rs` does the same).
pub fn expand(attr: TokenStream, item: TokenStream) -> TokenStream {
    let module = match syn::parse2::<syn::Item>(item.clone()) {
        Ok(syn::Item::Mod(module)) if module.content.is_some() => module,
        Ok(other) => {
            let span = match &other {
                syn::Item::Mod(module) => module.ident.span(),
                other => syn::spanned::Spanned::span(other),
            };
            let error = syn::Error::new(
                span,
                "#[grammar] applies to an inline module: `pub mod ast {}`",
            )
            .into_compile_error();
            return quote!(#error #item);
        }
        Err(error) => return error.into_compile_error(),
    };
    let Args {
        path,
        sources,
        fold_case,
    } = match syn::parse2(attr) {
        Ok(args) => args,
        Err(error) => return fallback(module, None, error),
    };
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".to_owned());
    let relative = match &sources[..] {
        [Source::File(file)] => file.clone(),
        _ => "grammar".to_owned(),
    };
    let grammar = match load::load_all(Path::new(&manifest_dir), &sources) {
        Ok(grammar) => grammar,
        Err(errors) => return fallback(module, None, combined(&path, &errors, Vec::new())),
    };
    let model = match stages::model(&grammar, &relative) {
        Ok(model) => model,
        Err(errors) => {
            return fallback(module, Some(&grammar), combined(&path, &errors, Vec::new()))
        }
    };
    let user = user_items(&module);
    let user_errors = collisions::check(&model, &user);
    if !user_errors.is_empty() {
        return fallback(module, Some(&grammar), combined(&path, &[], user_errors));
    }
    if let Err(message) = fold_case.check(&model) {
        return fallback(
            module,
            Some(&grammar),
            syn::Error::new(path.span(), message),
        );
    }
    let mut module = module;
    let generated = generate_with(&grammar, &model, &fold_case);
    if let Some((_, items)) = module.content.as_mut() {
        items.push(syn::Item::Verbatim(generated));
    }
    if !grammar.doc.is_empty() {
        let doc = &grammar.doc;
        module.attrs.push(syn::parse_quote!(#[doc = #doc]));
    }
    quote!(#module)
}

/// One error holding every problem: grammar problems on the attribute's path, the
/// user's items' collisions where they are.
fn combined(path: &LitStr, errors: &[GrammarError], user: Vec<syn::Error>) -> syn::Error {
    let mut all = errors
        .iter()
        .map(|error| syn::Error::new(path.span(), error.to_string()))
        .chain(user);
    let mut first = all
        .next()
        .unwrap_or_else(|| syn::Error::new(path.span(), "invalid grammar"));
    for error in all {
        first.combine(error);
    }
    first
}

/// The module with the user's own items, the errors, and (when the grammar's rules
/// are known) a placeholder type per rule with the generated types' common API, so
/// that only the grammar's problems are reported.
fn fallback(mut module: syn::ItemMod, grammar: Option<&Grammar>, error: syn::Error) -> TokenStream {
    let error = error.into_compile_error();
    let taken: Vec<String> = user_items(&module)
        .iter()
        .filter(|item| item.is_type)
        .map(|item| item.ident.to_string())
        .collect();
    let placeholders = grammar.map(|grammar| placeholders(grammar, &taken));
    if let Some((_, items)) = module.content.as_mut() {
        items.push(syn::Item::Verbatim(quote!(#error #placeholders)));
    }
    quote!(#module)
}

/// One placeholder type per distinct rule type name that the user's own items
/// (`taken`) leave free (never run: the crate does not compile while the grammar has
/// errors): the names the non-silent rules' types would have, numbered as
/// [`rule_type_names`] numbers them, and every rule's unnumbered name (a silent
/// rule may have a type too).
fn placeholders(grammar: &Grammar, taken: &[String]) -> TokenStream {
    let natural: Vec<String> = grammar
        .rules
        .iter()
        .filter(|rule| rule.ty != pest_meta::ast::RuleType::Silent)
        .map(|rule| type_name(&rule.name))
        .collect();
    let mut names: Vec<String> = rule_type_names(&natural)
        .into_iter()
        .map(|(name, _)| name)
        .chain(grammar.rules.iter().map(|rule| type_name(&rule.name)))
        .filter(|name| !taken.contains(name))
        .collect();
    names.sort();
    names.dedup();
    let types = names.iter().map(|name| {
        let ty = ident(name);
        quote! {
            #[doc(hidden)]
            pub struct #ty<'i>(::core::marker::PhantomData<&'i str>);
            impl<'i> #ty<'i> {
                #[doc(hidden)]
                pub fn parse(_: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> { ::core::unreachable!() }
                #[doc(hidden)]
                pub fn validate(_: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> { ::core::unreachable!() }
                #[doc(hidden)]
                pub fn is_valid(_: &str) -> bool { ::core::unreachable!() }
                #[doc(hidden)]
                pub fn span(&self) -> ::url_runtime::Span { ::core::unreachable!() }
                #[doc(hidden)]
                pub fn as_str(&self) -> &'i str { ::core::unreachable!() }
            }
        }
    });
    quote!(#(#types)*)
}

/// The names the user's own items in the module take.
fn user_items(module: &syn::ItemMod) -> Vec<collisions::UserItem> {
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
            Some(collisions::UserItem {
                ident: ident.clone(),
                is_type,
            })
        })
        .collect()
}

/// Everything generated for `grammar`: one type per non-silent rule, the rule
/// table, and the private parser module.
#[cfg(test)]
pub fn generate(grammar: &Grammar, model: &Model) -> TokenStream {
    generate_with(grammar, model, &FoldCase::default())
}

/// The generated items for `grammar`'s `model` (the module's contents), with the
/// attribute's `fold_case` option.
pub fn generate_with(grammar: &Grammar, model: &Model, fold_case: &FoldCase) -> TokenStream {
    let includes = grammar.includes.iter().map(|path| {
        let path = path.display().to_string();
        quote!(
            const _: &str = ::core::include_str!(#path);
        )
    });
    let classes = Classes::new(&model.rules);
    let calls = Reach::calls(model);
    let entries = crate::inline_budget::inlined_entries(model, &calls);
    let types = model.rules.iter().map(|rule| {
        let entry = if entries.contains(&rule.name) {
            Entry::Inline
        } else {
            Entry::Called
        };
        rule_items(rule, &classes, fold_case.is_on(), entry)
    });
    let parser = parser_items(model, &calls, fold_case);
    // The grammar's rules, without the types rules have inside atomic rules.
    let grammar_rules = || {
        model
            .rules
            .iter()
            .filter(|rule| rule.in_atomic_of.is_none())
    };
    let names: Vec<&str> = grammar_rules().map(|r| r.name.as_str()).collect();
    let table = rule_table::emit(grammar, |name| {
        model
            .rules
            .iter()
            .find(|rule| rule.name == name && !matches!(rule.shape, Shape::Silent))
            .map(|rule| rule.type_name.clone())
    });
    let validators = grammar_rules().map(|rule| {
        let name = &rule.name;
        let fast = matcher_name(&rule.name);
        let recording = recorder_name(&rule.name);
        quote!(#name => ::core::option::Option::Some(::url_runtime::State::check(input, __parser::#fast, __parser::#recording, #name)))
    });
    let parsers = model.rules.iter().filter(|rule| !rule.silent).map(|rule| {
        let name = &rule.name;
        let ty = ident(&rule.type_name);
        quote!(#name => ::core::option::Option::Some(boxed(#ty::parse(input))))
    });
    quote! {
        // Rebuild whenever the grammar changes.
        #(#includes)*

        /// The names of every rule of the grammar, in grammar order.
        pub const RULES: &[&str] = &[#(#names),*];

        #table

        /// Checks that the whole of `input` matches the grammar rule named `rule`
        /// (silent rules included); `None` when there is no such rule.
        pub fn validate_rule(rule: &str, input: &str) -> ::core::option::Option<::core::result::Result<(), ::url_runtime::ParseError>> {
            match rule {
                #(#validators,)*
                _ => ::core::option::Option::None,
            }
        }

        /// Parses the whole of `input` as the grammar rule named `rule`; `None` when
        /// there is no such rule or it is silent (no node of its own, as in pest).
        pub fn parse_rule<'i>(
            rule: &str,
            input: &'i str,
        ) -> ::core::option::Option<::core::result::Result<::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i>, ::url_runtime::ParseError>> {
            #[allow(dead_code)]
            fn boxed<'i, T: ::url_runtime::Node<'i> + 'i>(
                parsed: ::core::result::Result<T, ::url_runtime::ParseError>,
            ) -> ::core::result::Result<::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i>, ::url_runtime::ParseError> {
                match parsed {
                    ::core::result::Result::Ok(value) => ::core::result::Result::Ok(::std::boxed::Box::new(value)),
                    ::core::result::Result::Err(error) => ::core::result::Result::Err(error),
                }
            }
            match rule {
                #(#parsers,)*
                _ => ::core::option::Option::None,
            }
        }

        #(#types)*

        // Names from the runtime only: the generated types are reached as `super::T`,
        // so that no rule's type can shadow what the parser uses.
        #[allow(clippy::all, clippy::pedantic, unused_mut, unused_variables, unused_assignments, unused_labels, unused_imports, unreachable_code, non_snake_case, dead_code)]
        mod __parser {
            use ::url_runtime::{ByteTable, Escaped, Labels, List, RunPart, Runs, State, Token};
            #parser
        }
    }
}

/// The type (and any variant structs) of one rule.
fn rule_items(rule: &RuleModel, classes: &Classes<'_>, options: bool, entry: Entry) -> TokenStream {
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
        let cells = set.iter().map(|&b| if b { quote!(true) } else { quote!(false) });
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
enum Scope {
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
    quote! {
        #[doc = #doc]
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
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
    }
}

/// The `for_each_child()` body of an enum: visits the value of the variant that
/// matched.
fn enum_visits(ty: &syn::Ident, variants: &[Variant], slots: &[Slot]) -> TokenStream {
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
fn struct_visits(composite: &Composite) -> TokenStream {
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
        let slot = &composite.slots[field.slot];
        let field_ty = slot_type(slot, scope);
        let doc = format!(" {}", slot_doc(slot, scope));
        quote!(#[doc = #doc] pub #name: #field_ty)
    });
    let node_impl = node_impl(ty, rule, struct_visits(composite));
    // The builders in `__parser`, beside the helper modules, set the span.
    let token = match scope {
        Scope::Top => quote!(__token),
        Scope::Helpers => quote!(pub(super) __token),
    };
    quote! {
        #[doc = #doc]
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
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
        #node_impl
    }
}

/// `Node` and `Display` for a type with inherent `span()` and `as_str()`; `rule`
/// is its grammar rule (if it is one), `visits` the body of its `for_each_child()`
/// (`children()` is `Node`'s own, copies of what that visits).
fn node_impl(ty: &syn::Ident, rule: Option<&str>, visits: TokenStream) -> TokenStream {
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
            fn for_each_child(&self, visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>)) { #visits }
        }
        impl ::core::fmt::Display for #ty<'_> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    }
}

/// How a rule's `parse` and `is_valid` run its builder and matcher
/// ([`crate::inline_budget::inlined_entries`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Entry {
    /// In the entry's own code, where the builder builds inline.
    Inline,
    /// Through `url_runtime::State::parse_whole` and `matches_whole`.
    Called,
}

/// `parse`, `validate`, `is_valid` (inherent and through `Parse`) for a rule type.
fn parse_impls(rule: &RuleModel, ty: &syn::Ident, options: bool, entry: Entry) -> TokenStream {
    let name = &rule.name;
    let builder = builder_name(&rule.name);
    let matcher = matcher_name(&rule.name);
    let recorder = recorder_name(&rule.name);
    let node_impl = match &rule.shape {
        Shape::Struct(_) | Shape::Silent => quote!(),
        Shape::Leaf => node_impl(ty, Some(name), quote!()),
        Shape::Enum(model) => node_impl(
            ty,
            Some(name),
            enum_visits(ty, &model.variants, &model.slots),
        ),
    };
    // The body of a parse read with `options`.
    let parse_body = |options: TokenStream| match entry {
        Entry::Inline => quote! {
            if let ::core::option::Option::Some(error) = ::url_runtime::State::refuse_long(input, #name) {
                return ::core::result::Result::Err(error);
            }
            ::url_runtime::with_stack(|| {
                let mut state = ::url_runtime::State::new(input).with_options(#options);
                match __parser::#builder(&mut state, 0) {
                    ::core::option::Option::Some((end, value)) if state.is_whole(end) => ::core::result::Result::Ok(value),
                    _ => ::core::result::Result::Err(::url_runtime::State::diagnose_with(input, #options, __parser::#recorder, #name)),
                }
            })
        },
        Entry::Called => quote! {
            ::url_runtime::State::parse_whole(input, #options, __parser::#builder, __parser::#recorder, #name)
        },
    };
    let parse_with = options.then(|| {
        let body = parse_body(quote!(options));
        quote! {
            /// Parses the whole of `input` as this rule, read with `options` (see
            /// [`ParseOptions`](::url_runtime::ParseOptions)).
            #[inline]
            pub fn parse_with(
                input: &'i str,
                options: ::url_runtime::ParseOptions,
            ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
                #body
            }
        }
    });
    let parse = parse_body(quote!(::url_runtime::ParseOptions::STRICT));
    // An entry point checks with its inlined `is_valid`, so that a check costs no
    // more than a parse; the recording matcher runs only on a rejection.
    let validate = match entry {
        Entry::Inline => quote! {
            if Self::is_valid(input) {
                ::core::result::Result::Ok(())
            } else {
                ::core::result::Result::Err(::url_runtime::State::rejection(input, __parser::#recorder, #name))
            }
        },
        Entry::Called => quote! {
            ::url_runtime::State::check(input, __parser::#matcher, __parser::#recorder, #name)
        },
    };
    let is_valid = match entry {
        Entry::Inline => quote! {
            input.len() <= ::url_runtime::MAX_INPUT
                && ::url_runtime::with_stack(|| {
                    let mut state = ::url_runtime::State::new(input);
                    __parser::#matcher(&mut state, 0).is_some_and(|end| state.is_whole(end))
                })
        },
        Entry::Called => quote! {
            ::url_runtime::State::matches_whole(input, __parser::#matcher)
        },
    };
    quote! {
        impl<'i> #ty<'i> {
            /// The grammar rule this type stands for.
            pub const RULE: &'static str = #name;

            #parse_with

            /// Parses the whole of `input` as this rule (at most
            /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
            pub fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
                #parse
            }

            /// Checks that the whole of `input` matches this rule, building no tree.
            pub fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
                #validate
            }

            /// True when the whole of `input` matches this rule (the fastest check:
            /// no tree, no error report).
            pub fn is_valid(input: &str) -> bool {
                #is_valid
            }
        }
        impl<'i> ::url_runtime::Parse<'i> for #ty<'i> {
            const RULE: &'static str = #name;
            fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> { #ty::parse(input) }
            fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> { #ty::validate(input) }
        }
        #node_impl
    }
}

/// The type of one stored value of a slot, as spelled in `scope`.
fn value_type(slot: &Slot, scope: Scope) -> TokenStream {
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
    if slot.boxed {
        quote!(::std::boxed::Box<#inner>)
    } else {
        inner
    }
}

/// The field type of a slot: the value, `Option` of it, or `Vec` or `List` of it.
fn slot_type(slot: &Slot, scope: Scope) -> TokenStream {
    let value = value_type(slot, scope);
    if slot.list.is_some() {
        return quote!(::url_runtime::List<'i, #value>);
    }
    match slot.mult {
        Mult::One => value,
        Mult::Optional => quote!(::core::option::Option<#value>),
        Mult::Many => quote!(::std::vec::Vec<#value>),
    }
}

/// The doc line of a field: its value, and how many there are.
fn slot_doc(slot: &Slot, scope: Scope) -> String {
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
fn value_doc(slot: &Slot, scope: Scope) -> String {
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

/// A type's rustdoc: the rule's `///` lines, then its source.
fn type_doc(rule: &RuleModel) -> String {
    let mut doc = String::new();
    if !rule.doc.is_empty() {
        doc.push_str("```text\n");
        doc.push_str(&rule.doc);
        doc.push_str("\n```\n\n");
    }
    let natural = match &rule.in_atomic_of {
        Some(of) => {
            doc.push_str(&format!(
                "The rule `{of}` where an atomic rule calls it: pest reports no node of \
                 `{of}` there, only the `$` and `!` rules it reaches, which this type \
                 holds. Generated from the grammar rule `{of}`:\n\n```text\n{}\n```",
                rule.source
            ));
            format!("{}InAtomic", type_name(of))
        }
        None => {
            doc.push_str(&format!(
                "Generated from the grammar rule `{}`:\n\n```text\n{}\n```",
                rule.name, rule.source
            ));
            type_name(&rule.name)
        }
    };
    if let Some(keeper) = &rule.name_taken_by {
        doc.push_str(&format!(
            "\n\nNamed `{}` because rule `{keeper}`, earlier in the grammar, has the type `{natural}`.",
            rule.type_name,
        ));
    }
    doc
}
