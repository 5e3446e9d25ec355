//! Stage 3b: the attribute's entry point. [`expand`] runs the stages (load,
//! [`crate::stages::build`], collisions, the `fold_case` checks), each reporting
//! into one [`Errors`], and puts what
//! [`module::generate_with`] emits into the user's module; on any problem,
//! [`fallback::fallback`] emits the module with the errors instead.
//!
//! - `fallback.rs`: what is emitted when the grammar or the module has errors;
//! - `module.rs`: the module's contents: `RULES`, `GRAMMAR`, `validate_rule`,
//!   `parse_rule`, the rules' types and the private parser module;
//! - `types.rs`: a rule's type and its helper types (`slots.rs`: how a value is
//!   spelled and documented; `visits.rs`: the `Node` children of a type;
//!   `parse.rs`: a rule type's `parse`, `validate` and `is_valid`).

use std::path::Path;

use proc_macro2::TokenStream;
use quote::quote;

use crate::args::Args;
use crate::collisions;
use crate::errors::Errors;
use crate::load::{self, Grammar, Source};
use crate::stages;

mod fallback;
mod module;
mod parse;
mod shared;
mod slots;
mod types;
mod visits;

#[cfg(test)]
pub use module::generate;
pub use module::generate_with;

use fallback::fallback;

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
    let errors = Errors::new(path.span());
    let Some(grammar) = load::read_all(Path::new(&manifest_dir), &sources, &errors) else {
        return reported(module, None, errors);
    };
    fold_case.check_names(&grammar, &errors);
    if errors.any() {
        return reported(module, None, errors);
    }
    let Some(model) = stages::build(&grammar, &relative, &errors) else {
        return reported(module, Some(&grammar), errors);
    };
    for error in collisions::check(&model, &collisions::user_items(&module)) {
        errors.spanned(error);
    }
    fold_case.check_shapes(&model, &errors);
    if errors.any() {
        return reported(module, Some(&grammar), errors);
    }
    errors
        .check()
        .expect("no problem was reported: the driver checked");
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

/// [`fallback()`] with every problem `errors` holds.
fn reported(module: syn::ItemMod, grammar: Option<&Grammar>, errors: Errors) -> TokenStream {
    let error = errors
        .check()
        .expect_err("the driver falls back on problems only");
    fallback(module, grammar, error)
}
