//! Generates typed AST types, validators and docs from a pest grammar file.
//!
//! ```text
//! #[url_derive::grammar("../my.pest")]
//! pub mod ast {}
//! ```
//!
//! fills the module with one type per non-silent rule (and per silent rule whose
//! body is a choice of rules). The grammar may also be an RFC's own, as printed:
//!
//! ```text
//! #[url_derive::grammar(abnf = "rfc3986.abnf", start = "URI-reference")]
//! pub mod uri {}
//! ```
//!
//! reads RFC 5234 ABNF (`bnf = "..."` reads the BNF of RFC 1738, 1808 and 2396)
//! through the url-bnf crate, which finds every place where reading the grammar as a
//! PEG would change its language, rewrites it, and checks the result against a
//! context-free recognizer; each type's docs quote the rule's definition. `start`
//! (repeatable, or a list) names the rules to analyse (by default every rule no
//! other rule uses). A hazard url-bnf cannot make safe is a compile error naming
//! the rule and a witness, unless the attribute says `allow_hazards` (the grammar
//! is then read as the PEG reads it). docs/bnf.md describes the analysis.
//!
//! The stages are plain `proc_macro2` code in private modules: `load` reads and
//! checks the grammar (`rfc_grammar` translates an RFC's first), `model` lowers
//! each rule to a type shape, `stages` finishes the model with the analyses
//! (`boxing` decides which values are boxed, `naming` names every type),
//! `collisions` checks the generated names, `ir` lowers each rule's body to a
//! matching program that the `passes` optimise, and `expand` and `parser_gen`
//! write the Rust code. ARCHITECTURE.md at the workspace root describes them, their
//! invariants and the naming rules.

#![forbid(unsafe_code)]

mod args;
mod atomicity;
mod boxing;
mod byteset;
mod charclass;
mod checks;
mod collisions;
mod errors;
mod expand;
mod expr;
mod fold_case;
mod inline_budget;
mod ir;
mod load;
mod loop_breakers;
mod model;
mod naming;
mod nullable;
mod parser_gen;
mod passes;
mod pest_rewrites;
mod recursion;
mod rfc_grammar;
mod rule_index;
mod rule_table;
#[cfg(test)]
mod snapshot;
mod stages;
mod type_names;

use proc_macro::TokenStream;

/// Fills the annotated inline module with the types generated from the pest grammar
/// at the given path (relative to the crate's `Cargo.toml`), or from an RFC's ABNF
/// or BNF (`abnf = "..."`, `bnf = "..."`; see the crate docs).
#[proc_macro_attribute]
pub fn grammar(attr: TokenStream, item: TokenStream) -> TokenStream {
    expand::expand(attr.into(), item.into()).into()
}
