//! A grammar with pest's stack operations compiles and matches as pest does; the
//! stack has no type. (trybuild builds this file from
//! target/tests/trybuild/rfc1738-conformance, four levels below the workspace.)

#[url_derive::grammar("../../../../tests/ui-pass/grammars/stack.pest")]
pub mod ast {}

fn main() {
    assert!(ast::Pair::is_valid("aa"));
    assert!(!ast::Pair::is_valid("ab"));
}
