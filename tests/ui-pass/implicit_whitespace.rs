//! A grammar with implicit whitespace compiles; the spaces between words match and
//! stay out of the types. (trybuild builds this file from
//! target/tests/trybuild/rfc1738-conformance, four levels below the workspace.)

#[url_derive::grammar("../../../../tests/ui-pass/grammars/implicit_whitespace.pest")]
pub mod ast {}

fn main() -> Result<(), url_runtime::ParseError> {
    let words = ast::Words::parse("one  two three")?;
    let texts: Vec<&str> = words.word.iter().map(|word| word.as_str()).collect();
    assert_eq!(texts, ["one", "two", "three"]);
    assert!(ast::Word::parse("one two").is_err(), "atomic: no skipping inside");
    Ok(())
}
