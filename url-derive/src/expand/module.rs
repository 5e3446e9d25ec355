//! The contents of the generated module: the rule list `RULES`, the rule table
//! `GRAMMAR`, `validate_rule` and `parse_rule`, every rule's type, and the private
//! module `__parser` with the parser functions.

use proc_macro2::TokenStream;
use quote::quote;

use super::parse::Entry;
use super::shared::Shared;
use super::types::rule_items;
use crate::fold_case::FoldCase;
use crate::load::Grammar;
use crate::model::{Model, Shape};
use crate::naming::ident;
use crate::parser_gen::{matcher_name, parser_items, recorder_name};
use crate::passes::Passes;
use crate::recursion::Reach;
use crate::rule_table;

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
    let calls = Reach::calls(model);
    // A rule that folds case keeps its own matcher, where the choice is made.
    let passes = Passes::new(model, calls.on_cycles(), fold_case);
    let entries = crate::inline_budget::inlined_entries(model, &calls);
    let mut shared = Shared::default();
    let types: Vec<TokenStream> = model
        .rules
        .iter()
        .map(|rule| {
            let entry = if entries.contains(&rule.name) {
                Entry::Inline
            } else {
                Entry::Called
            };
            rule_items(
                rule,
                passes.classes(),
                fold_case.is_on(),
                entry,
                &mut shared,
            )
        })
        .collect();
    let shared = shared.module();
    let parser = parser_items(model, &passes, fold_case, &entries);
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
            .rule(name)
            .filter(|rule| !matches!(rule.shape, Shape::Silent))
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
        /// Compiled in the crate that calls it, like the `parse` of every rule
        /// other rules call.
        #[inline]
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

        #shared

        // Names from the runtime only: the generated types are reached as `super::T`,
        // so that no rule's type can shadow what the parser uses.
        #[allow(clippy::all, clippy::pedantic, unused_mut, unused_variables, unused_assignments, unused_labels, unused_imports, unreachable_code, non_snake_case, dead_code)]
        mod __parser {
            use ::url_runtime::{ByteTable, Escaped, Labels, List, RunPart, Runs, State, Token};
            #parser
        }
    }
}
