//! A silent choice of rules that an enum rule splices, and that reaches itself and
//! that rule again: the macro terminates, `s` is an enum of its own (`S`) and stays
//! out of the tree.

#[url_derive::grammar("../../../../tests/ui-pass/grammars/silent_choice_splice.pest")]
pub mod ast {}

use ast::{S, X};

fn main() -> Result<(), url_runtime::ParseError> {
    // `<[[ab]]>`: x's spliced alternative `"<" ~ "[" ~ s ~ "]" ~ ">"`, then s's own.
    let X::S(outer) = X::parse("<[[ab]]>")? else {
        panic!("`[` starts the spliced alternative");
    };
    let S::S(inner) = &outer.s else {
        panic!("`[` again");
    };
    let innermost: &S = &inner.s;
    let S::Word(word) = innermost else {
        panic!("a word inside");
    };
    assert_eq!(word.as_str(), "ab");
    // `<<7>>`: x holds (through s) the x of `<7>`, which holds the x of `7`. A
    // variant spliced between `<` and `>` is a struct spanning them too.
    let X::X(middle) = X::parse("<<7>>")? else {
        panic!("`<` inside starts x again");
    };
    assert_eq!(middle.as_str(), "<<7>>");
    let inner: &X = &middle.x;
    let X::X(innermost) = inner else {
        panic!("`<7>` is x through s");
    };
    assert_eq!(innermost.as_str(), "<7>");
    let seven: &X = &innermost.x;
    assert!(matches!(seven, X::Number(number) if number.as_str() == "7"));
    let mut rules = Vec::new();
    url_runtime::walk_rules(&X::parse("<[7]>")?, &mut |rule, _| rules.push(rule));
    assert_eq!(rules, ["x", "x", "number"]);
    Ok(())
}
