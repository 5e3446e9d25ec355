//! A literal alternative that is a character without a name of its own (`"_"`)
//! next to a built-in class: each is a variant (issue #13).

#[url_derive::grammar("../../../../tests/ui-pass/grammars/alpha_or_underscore.pest")]
pub mod ast {}

use ast::C;

fn main() -> Result<(), url_runtime::ParseError> {
    assert!(matches!(C::parse("_")?, C::Underscore(_)));
    assert!(matches!(C::parse("q")?, C::AsciiAlpha(_)));
    assert_eq!(C::parse("Z")?.as_str(), "Z");
    assert!(C::parse("1").is_err());
    Ok(())
}
