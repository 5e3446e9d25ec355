//! An empty grammar gives an empty module, and no warnings in the user's crate
//! (issue #13).
#![deny(warnings)]

#[url_derive::grammar("../../../../tests/ui-pass/grammars/empty.pest")]
pub mod ast {}

fn main() {
    assert!(ast::RULES.is_empty());
    assert!(ast::validate_rule("a", "a").is_none());
    assert!(ast::parse_rule("a", "a").is_none());
}
