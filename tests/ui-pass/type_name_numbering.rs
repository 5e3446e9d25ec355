//! Rules whose type names are equal after the case change (`ab` and `Ab`, `a_b` and
//! `a__b`, `self` and `Self`) compile, as pest_derive compiles them: the later rule's
//! type is numbered (issue #23).

#[url_derive::grammar("../../../../tests/ui-pass/grammars/type_name_numbering.pest")]
pub mod ast {}

fn main() {
    assert!(ast::Ab::is_valid("a"));
    assert!(ast::Ab2::is_valid("b"));
    assert!(ast::AB::is_valid("c"));
    assert!(ast::AB2::is_valid("d"));
    assert!(ast::Self_::is_valid("e"));
    assert!(ast::Self2::is_valid("f"));
    assert_eq!(ast::Ab2::RULE, "Ab");
    assert_eq!(ast::Self2::RULE, "Self");
}
