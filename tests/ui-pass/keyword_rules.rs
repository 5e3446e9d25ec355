//! Rules named `token span state result option vec box self Self crate super
//! string` compile and are usable: the generated code spells every std and runtime
//! path in full, `box` is a raw identifier, and `self`, `Self`, `crate`, `super`
//! (which cannot be raw) get a trailing `_` where they are one (issue #13).

#[url_derive::grammar("../../../../tests/ui-pass/grammars/keyword_rules.pest")]
pub mod ast {}

#[url_derive::grammar("../../../../tests/ui-pass/grammars/keyword_rules_self.pest")]
pub mod upper {}

use ast::{Box, Crate, Option, Result, Span, State, String, Super, Token, Vec};

fn main() -> std::result::Result<(), url_runtime::ParseError> {
    let text = "qt,ts,[oo],^me,qt,t,[],^c";
    let string = String::parse(text)?;
    let State { token, .. } = &string.state;
    assert_eq!(token.as_str(), "t");
    let Result { token, span, .. } = &string.result;
    assert_eq!(
        (token.as_str(), span.map(|s: Span<'_>| s.as_str())),
        ("t", Some("s"))
    );
    let Box { vec, .. } = &string.r#box;
    let options: std::vec::Vec<Option<'_>> = vec.option.iter().collect();
    assert_eq!(options.len(), 2);
    let Super { crate_, .. } = &string.super_;
    assert!(matches!(crate_, Crate::Self_(me) if me.as_str() == "me"));
    let rest = string.string.as_ref().expect("a second string");
    assert_eq!(rest.as_str(), "qt,t,[],^c");
    assert!(matches!(rest.super_.crate_, Crate::C(_)));
    assert!(rest.string.is_none());
    assert!(Vec::parse("ooo").is_ok());
    assert!(Token::is_valid("t"));

    let me = upper::Me::parse("Me!")?;
    let _: &upper::Self_<'_> = &me.self_;
    assert_eq!(me.self_.as_str(), "Me");
    assert!(matches!(upper::Who::parse("Me")?, upper::Who::Self_(_)));
    assert!(matches!(upper::Who::parse("you")?, upper::Who::You(_)));
    Ok(())
}
