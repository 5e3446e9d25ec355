//! Input nested deeper than the stack allows is a located "nests too deep" error,
//! never a stack overflow, for every kind of recursive type the generator makes:
//! here the type a recursive rule has inside an atomic rule (`RInAtomic`), whose
//! builder calls itself where the rule's matcher calls the rule.

use rfc1738_conformance::stack::on_small_stack;
use url_runtime::ParseError;

mod inside_atomic {
    #[url_derive::grammar(inline = "a = @{ \"(\" ~ r ~ \")\" }\nr = { q ~ r? }\nq = ${ \"q\" }\n")]
    pub mod typed {}
}

fn assert_too_deep(error: &ParseError) {
    assert!(
        error.to_string().contains("nests too deep for the stack"),
        "not a depth error: {error}"
    );
}

#[test]
fn a_recursive_type_inside_an_atomic_rule_stops_at_the_stack_s_end() {
    use inside_atomic::typed::A;
    for depth in [100_000, 1_000_000] {
        let input = format!("({})", "q".repeat(depth));
        let (parsed, validated) = on_small_stack(256 << 10, move || {
            (A::parse(&input).map(|a| a.span()), A::validate(&input))
        });
        assert_too_deep(&parsed.expect_err("too deep to build"));
        assert_too_deep(&validated.expect_err("too deep to match"));
    }
    // Shallow input still parses, its recursive part typed.
    let a = A::parse("(qqq)").expect("three levels");
    assert_eq!(a.r.to_string(), "qqq");
    assert_eq!(a.r.r.as_ref().expect("a second level").to_string(), "qq");
}
