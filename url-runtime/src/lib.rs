//! Run-time support for parsers generated from pest grammars by `url-derive`, and for
//! the pest reference parser of `url-grammar`: byte spans and located parse errors.
//!
//! This crate has no proc-macro dependencies; generated code and hand-written code
//! both call into it.

mod charset;
mod debug;
mod eoi;
mod error;
mod escaped;
pub mod items;
mod labels;
mod list;
mod nested;
mod node;
mod pest_stack;
mod printable;
mod rule_table;
mod runs;
mod scan;
mod separated;
mod simd;
mod skipped;
mod span;
mod state;
mod table;
#[cfg(test)]
mod test_strings;
mod thread_stack;
mod token;
mod walk;
pub mod work;

pub use charset::CharSet;
#[doc(hidden)]
pub use debug::{debug_struct, debug_variant};
pub use eoi::Eoi;
pub use error::ParseError;
pub use escaped::{Escaped, MAX_ESCAPE};
pub use items::Items;
pub use labels::Labels;
pub use list::{Iter, List, Next};
pub use nested::clone_nested;
pub use node::{Node, Parse};
pub use printable::{is_unprintable, printable};
pub use rule_table::{Alternative, Grammar, RuleInfo, RuleKind};
pub use runs::{RunPart, Runs, MAX_SETS};
pub use separated::Separated;
pub use skipped::{Skipped, SkippedList};
pub use span::Span;
pub use state::{Builder, Lookahead, Mark, Matcher, ParseOptions, State, Stuck, MAX_INPUT};
pub use table::ByteTable;
pub use thread_stack::{on_grown_stack, with_stack, ENTRY_STACK, GROWN_STACK, STACK_RED_ZONE};
pub use token::Token;
pub use walk::{walk_rules, Walker};
