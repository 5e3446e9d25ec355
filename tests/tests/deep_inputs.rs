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
        error.to_string().contains("nests too deep for the stack") && error.is_too_deep(),
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
    // Shallow input still parses, its recursive part typed; a syntax error is no
    // depth error.
    assert!(!A::parse("(qqx)").expect_err("no `x`").is_too_deep());
    let a = A::parse("(qqq)").expect("three levels");
    assert_eq!(a.r.to_string(), "qqq");
    assert_eq!(a.r.r.as_ref().expect("a second level").to_string(), "qq");
}

mod lazy_list_of_nested_items {
    #[url_derive::grammar(inline = "e = @{ \"[\" ~ f* ~ \"]\" }\nf = _{ n | e }\nn = ${ \"n\" }\n")]
    pub mod typed {}
}

/// A lazy list reads its items again when iterated, each matched as deep as it
/// nests. Iterated where the stack left is too short for that (a thread of 64 KiB
/// here, deep in a walk in general), the list reads the item on a stack of its
/// own, and never ends early (a grammar-fuzz deep input found it ending early).
#[test]
fn a_lazy_list_gives_every_item_however_little_stack_is_left() {
    use lazy_list_of_nested_items::typed::E;
    let depth = 1_000;
    let input = format!("{}n{}", "[".repeat(depth), "]".repeat(depth));
    let counted = on_small_stack(256 << 20, move || {
        let e = E::parse(&input).expect("1,000 levels fit in 256 MiB");
        let short = std::thread::scope(|scope| {
            std::thread::Builder::new()
                .stack_size(64 << 10)
                .spawn_scoped(scope, || e.f.iter().count())
                .expect("a thread starts")
                .join()
                .expect("no panic")
        });
        (e.f.iter().count(), short)
    });
    assert_eq!(counted, (1, 1));
}

mod builder_deeper_than_matcher {
    #[url_derive::grammar(inline = "r = { (\"c\" ~ (r | \",\")) | \"x\" }\n")]
    pub mod typed {}
}

/// A builder's frames are larger than a matcher's, so on input that nests deep
/// enough a parse stops for want of stack where validate does not. Its error is
/// then the depth error, not the syntax error that matching again (to say where
/// and why) would find at the end of an input it matches whole (a grammar-fuzz
/// deep input found "expected EOI" there).
#[test]
fn a_parse_out_of_stack_says_so_where_validate_matches() {
    use builder_deeper_than_matcher::typed::R;
    let mut gaps = 0;
    for depth in (250..=8_000).step_by(250) {
        let input = format!("{},", "c".repeat(depth));
        let (parsed, validated) = on_small_stack(1 << 20, move || {
            (R::parse(&input).map(|r| r.span()), R::validate(&input))
        });
        match (parsed, validated) {
            (Ok(_), Ok(())) => {}
            (Err(parse), Ok(())) => {
                assert_too_deep(&parse);
                gaps += 1;
            }
            (Err(parse), Err(validate)) => {
                assert_too_deep(&parse);
                assert_too_deep(&validate);
            }
            (Ok(_), Err(validate)) => panic!("validate stopped before parse: {validate}"),
        }
    }
    assert!(
        gaps > 0,
        "no depth where the parse stops and validate does not"
    );
}

mod lazy_items_with_optional_depth {
    #[url_derive::grammar(inline = "d = { \"0\" ~ (d | b) ~ (\"a\" ~ (d | b))* }\nb = { \"x\" }\n")]
    pub mod typed {}
}

/// Read again on a stack too short for it, an item can also match less, through
/// another alternative (here `d` refused deep inside leaves the item's own `("a"
/// ~ (d | b))*` empty): the list reads it on a stack of its own then too, and
/// never gives a shorter item (a grammar-fuzz deep input found one).
#[test]
fn a_lazy_list_gives_each_item_whole_however_little_stack_is_left() {
    use lazy_items_with_optional_depth::typed::D;
    let item = format!("0xa{}x", "0".repeat(1_000));
    let input = format!("0xa{item}");
    let texts = |d: &D<'_>| -> Vec<String> { d.d_or_b.iter().map(|i| i.to_string()).collect() };
    let (roomy, short) = on_small_stack(256 << 20, move || {
        let d = D::parse(&input).expect("1,000 levels fit in 256 MiB");
        let short = std::thread::scope(|scope| {
            std::thread::Builder::new()
                .stack_size(64 << 10)
                .spawn_scoped(scope, || texts(&d))
                .expect("a thread starts")
                .join()
                .expect("no panic")
        });
        (texts(&d), short)
    });
    assert_eq!(roomy, ["x".to_owned(), item.clone()]);
    assert_eq!(short, roomy);
}

/// A clone (and so `Node::children`) of a deep tree checks the stack at each box
/// and continues on a new segment when it runs short: a tree of 5,000 levels
/// clones on a 64 KiB thread (a grammar-fuzz deep input overflowed the stack
/// cloning a subtree from deep in a walk). Dropping the copy there would not
/// fit: drop glue does not check the stack.
#[test]
fn a_deep_tree_clones_on_a_small_stack() {
    use builder_deeper_than_matcher::typed::R;
    use url_runtime::Node;
    let depth = 5_000;
    let input = format!("{},", "c".repeat(depth));
    let (original, cloned, children) = on_small_stack(256 << 20, move || {
        let r = R::parse(&input).expect("5,000 levels fit in 256 MiB");
        let (cloned, children) = std::thread::scope(|scope| {
            std::thread::Builder::new()
                .stack_size(64 << 10)
                .spawn_scoped(scope, || {
                    let children = r.children();
                    let count = children.len();
                    // Leaked: a `dyn Node` cannot go back to a thread with room
                    // to drop it.
                    std::mem::forget(children);
                    (r.clone(), count)
                })
                .expect("a thread starts")
                .join()
                .expect("no panic")
        });
        // Compared and dropped here: `PartialEq` and drop do not check the stack.
        (r.to_string().len(), cloned == r, children)
    });
    assert_eq!((original, cloned, children), (depth + 1, true, 1));
}
