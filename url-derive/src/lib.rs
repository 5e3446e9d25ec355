//! Generates typed AST types, validators and docs from a pest grammar file.
//!
//! ```text
//! #[url_derive::grammar("../my.pest")]
//! pub mod ast {}
//! ```
//!
//! fills the module with one type per non-silent rule (and per silent rule whose
//! body is a choice of rules). The stages are plain
//! `proc_macro2` code in private modules: `load` reads and checks the grammar,
//! `model` lowers each rule to a type shape (`boxing` decides which values are
//! boxed), `collisions` checks the generated names, `ir` lowers each rule's body to
//! a matching program that the `passes` optimise, and `expand` and `parser_gen`
//! write the Rust code. ARCHITECTURE.md at the workspace root describes them, their
//! invariants and the naming rules.

#![forbid(unsafe_code)]

mod args;
mod atomicity;
mod boxing;
mod charclass;
mod checks;
mod collisions;
mod expand;
mod expr;
mod fold_case;
mod ir;
mod load;
mod model;
mod naming;
mod nullable;
mod parser_gen;
mod passes;
mod recursion;
mod rfc_grammar;
mod rule_table;
#[cfg(test)]
mod snapshot;

use proc_macro::TokenStream;

/// Fills the annotated inline module with the types generated from the pest grammar
/// at the given path (relative to the crate's `Cargo.toml`).
#[proc_macro_attribute]
pub fn grammar(attr: TokenStream, item: TokenStream) -> TokenStream {
    expand::expand(attr.into(), item.into()).into()
}
