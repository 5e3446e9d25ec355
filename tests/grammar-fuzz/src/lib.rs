//! Random-grammar differential testing of url-derive against pest.
//!
//! url-derive promises pest_derive's semantics on every grammar pest_derive takes:
//! the verdict, every reported node (rule, start, end) in pest's order, and on
//! rejection the error's offset and expected rules; and a typed tree whose every
//! node prints back exactly its span's text. This crate checks those promises on
//! grammars nobody wrote:
//!
//! - [`grammar_gen`] draws random grammars from the whole of pest's language;
//! - [`derive`](mod@derive) draws inputs for a grammar: derivations of its rules, mutants of
//!   them, and random strings over its alphabet;
//! - [`reference`](mod@reference) runs pest on them: `pest_vm` (pest's semantics, interpreted, no
//!   compilation) and, where compiled, `pest_derive`;
//! - [`observe`] runs url-derive's compiled parser and checks the typed tree's own
//!   invariants;
//! - [`compare`] puts the two together per grammar;
//! - [`deep`] runs url-derive alone on input nested as deep as the grammar lets
//!   it, on small stacks;
//! - [`shrink`] makes a failing grammar and input minimal;
//! - [`coverage`] counts which operators and modifier nestings a set of grammars
//!   exercised.
//!
//! Grammars are compiled in batches, many per crate: the build script writes one
//! module per grammar (`$OUT_DIR/batch.rs`) with both engines' parsers, from the
//! seed set and the regression corpus (`corpus/`), or from the directory that
//! `GRAMMAR_FUZZ_DIR` names (a campaign's batch, see `src/bin/grammar-fuzz.rs`).

pub mod compare;
pub mod corpus;
pub mod coverage;
pub mod deep;
pub mod derive;
pub mod grammar_gen;
pub mod observe;
pub mod outcome;
pub mod reference;
pub mod shrink;

pub use compare::{run_grammar, Compiled, Disagreement, Tally};
pub use outcome::Outcome;
