//! What the attribute emits when the grammar or the module has errors (as
//! thiserror's `fallback.rs` does for its derive): the module with the user's
//! own items, one `compile_error!` per problem, and a placeholder type per rule,
//! so that the user's uses of the types add no errors of their own.

use proc_macro2::TokenStream;
use quote::quote;

use crate::collisions::user_items;
use crate::load::Grammar;
use crate::naming::{ident, rule_type_names, type_name};

/// The module with the user's own items, the errors, and (when the grammar's rules
/// are known) a placeholder type per rule with the generated types' common API, so
/// that only the grammar's problems are reported.
pub(super) fn fallback(
    mut module: syn::ItemMod,
    grammar: Option<&Grammar>,
    error: syn::Error,
) -> TokenStream {
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
