//! Unbounded repetitions whose iterations match nothing but change pest's stack
//! (issue #23's exactness, campaign seed 115512): a `DROP*` drains the stack, as
//! pest's does; one that grows the stack (`p*` where `p` drops one value and
//! pushes two), where pest loops for ever, ends at once, even nested in another
//! repetition, instead of growing the stack without bound.

mod drains {
    #[url_derive::grammar(
        inline = "d = { PUSH_LITERAL(\"a\") ~ PUSH(\"\") ~ q* ~ !q ~ \"x\" }\nq = { DROP }\n"
    )]
    pub mod typed {}
}

mod grows {
    #[url_derive::grammar(
        inline = "g = { PUSH_LITERAL(\"a\") ~ (p* ~ q)* ~ \"x\" }\np = { DROP ~ PUSH_LITERAL(\"\") ~ PUSH_LITERAL(\"\") }\nq = { DROP }\n"
    )]
    pub mod typed {}
}

#[test]
fn an_empty_drop_star_drains_the_stack() {
    // Stopped after one DROP, `a` would stay and `!DROP` fail.
    assert!(drains::typed::D::is_valid("x"));
    assert!(drains::typed::D::parse("x").is_ok());
    assert!(!drains::typed::D::is_valid("y"));
}

#[test]
fn nested_empty_pushes_end_without_growing_the_stack() {
    assert!(grows::typed::G::is_valid("x"));
    assert!(grows::typed::G::parse("x").is_ok());
    assert!(grows::typed::G::validate("y").is_err());
}
