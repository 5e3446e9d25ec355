//! A rule type's entry points: `parse` (and `parse_with` under `fold_case`),
//! `validate` and `is_valid`, inherent and through `url_runtime::Parse`.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::RuleModel;
use crate::parser_gen::{builder_name, matcher_name, recorder_name};

/// How a rule's `parse` and `is_valid` run its builder and matcher
/// ([`crate::inline_budget::inlined_entries`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Entry {
    /// In the entry's own code, where the builder builds inline: its one copy,
    /// which on a short stack calls the entry again on a new one
    /// (`url_runtime::on_grown_stack`) rather than holding a second.
    Inline,
    /// Through `url_runtime::State::parse_whole` and `matches_whole`, in
    /// `#[inline]` functions: compiled in the crates that call them, and only
    /// there.
    Called,
}

/// `parse`, `validate`, `is_valid` (inherent and through `Parse`) for a rule type.
pub(super) fn parse_impls(
    rule: &RuleModel,
    ty: &syn::Ident,
    options: bool,
    entry: Entry,
) -> TokenStream {
    let name = &rule.name;
    let builder = builder_name(&rule.name);
    let matcher = matcher_name(&rule.name);
    let recorder = recorder_name(&rule.name);
    // The body of a parse read with `options`.
    let parse_body = |again: TokenStream, options: TokenStream| match entry {
        Entry::Inline => quote! {
            if let ::core::option::Option::Some(error) = ::url_runtime::State::refuse_long(input, #name) {
                return ::core::result::Result::Err(error);
            }
            if let ::core::option::Option::Some(parsed) = ::url_runtime::on_grown_stack(#again) {
                return parsed;
            }
            let mut state = ::url_runtime::State::new(input).with_options(#options);
            match __parser::#builder(&mut state, 0) {
                ::core::option::Option::Some((end, value)) if state.is_whole(end) => ::core::result::Result::Ok(value),
                _ => ::core::result::Result::Err(::url_runtime::State::diagnose_with(input, #options, __parser::#recorder, #name)),
            }
        },
        Entry::Called => quote! {
            ::url_runtime::State::parse_whole(input, #options, __parser::#builder, __parser::#recorder, #name)
        },
    };
    let parse_with = options.then(|| {
        let body = parse_body(
            quote!((input, options), |(input, options)| Self::parse_with(
                input, options
            )),
            quote!(options),
        );
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
    let parse = parse_body(
        quote!(input, Self::parse),
        quote!(::url_runtime::ParseOptions::STRICT),
    );
    let inline = match entry {
        Entry::Inline => quote!(),
        Entry::Called => quote!(#[inline]),
    };
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
            if input.len() > ::url_runtime::MAX_INPUT {
                return false;
            }
            if let ::core::option::Option::Some(valid) = ::url_runtime::on_grown_stack(input, Self::is_valid) {
                return valid;
            }
            let mut state = ::url_runtime::State::new(input);
            __parser::#matcher(&mut state, 0).is_some_and(|end| state.is_whole(end))
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
            #inline
            pub fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
                #parse
            }

            /// Checks that the whole of `input` matches this rule, building no tree.
            #inline
            pub fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
                #validate
            }

            /// True when the whole of `input` matches this rule (the fastest check:
            /// no tree, no error report).
            #inline
            pub fn is_valid(input: &str) -> bool {
                #is_valid
            }
        }
        impl<'i> ::url_runtime::Parse<'i> for #ty<'i> {
            const RULE: &'static str = #name;
            #inline
            fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> { #ty::parse(input) }
            #inline
            fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> { #ty::validate(input) }
        }
    }
}
