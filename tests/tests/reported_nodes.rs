//! The nodes pest reports that no rule of the typed tree is written for (issue
//! #23): rules that set their own atomicity (`$`, `!`) inside an atomic rule, and
//! the `WHITESPACE` and `COMMENT` that implicit skipping matches when they are not
//! silent. Each grammar goes through both engines, and on each input `walk_rules`
//! must yield pest's `flatten` (rule, start, end, in order), the error the same
//! offset and expected rules, and the typed tree must hold the nodes where a person
//! looks for them.

use pest::iterators::Pairs;
use pest::RuleType;
use rfc1738_grammar_fuzz::observe::observe;
use rfc1738_grammar_fuzz::{reference, Outcome};
use url_runtime::{walk_rules, Node, ParseError};

/// One grammar, compiled by pest_derive (`Reference`, `Rule`) and url-derive
/// (`typed`) from the same text.
macro_rules! both {
    ($name:ident, $grammar:literal) => {
        mod $name {
            #[derive(::pest_derive::Parser)]
            #[grammar_inline = $grammar]
            pub struct Reference;

            // The empty file first: `GRAMMAR` reads its text from a file.
            #[::url_derive::grammar("grammars/empty.pest", inline = $grammar)]
            pub mod typed {}

            /// pest's outcome of `input` as the whole of `rule`.
            pub fn pest(rule: &str, input: &str) -> super::Outcome {
                let rule = match rule {
                    "whole" => Rule::whole,
                    other => panic!("no entry rule {other}"),
                };
                super::pest_outcome(rule, input, <Reference as ::pest::Parser<Rule>>::parse)
            }

            /// url-derive's outcome of `input` as the whole of `rule`.
            pub fn typed(rule: &str, input: &str) -> super::Outcome {
                super::typed_outcome(
                    input,
                    typed::parse_rule(rule, input),
                    typed::validate_rule(rule, input),
                )
            }
        }
    };
}

type PestParse<R> = fn(R, &str) -> Result<Pairs<'_, R>, pest::error::Error<R>>;

/// pest's outcome, without the entry wrapper `whole` and its `EOI`, which are
/// not the grammar's.
fn pest_outcome<R: RuleType>(rule: R, input: &str, parse: PestParse<R>) -> Outcome {
    without_wrapper(reference::pest_outcome(
        || parse(rule, input),
        reference::derived_name,
    ))
}

/// url-derive's outcome, likewise; the typed tree's invariants (children, text)
/// must hold, and `validate_rule` must agree.
fn typed_outcome<'i>(
    input: &'i str,
    parsed: Option<Result<Box<dyn Node<'i> + 'i>, ParseError>>,
    validated: Option<Result<(), ParseError>>,
) -> Outcome {
    let observed = observe(input, parsed, validated);
    assert!(observed.broken.is_empty(), "{:?}", observed.broken);
    without_wrapper(observed.outcome)
}

fn without_wrapper(outcome: Outcome) -> Outcome {
    outcome.without_rule("EOI").without_rule("whole")
}

/// Both engines agree on every input, which is parsed as the whole of `whole`.
fn agree(pest: fn(&str, &str) -> Outcome, typed: fn(&str, &str) -> Outcome, inputs: &[&str]) {
    for input in inputs {
        assert_eq!(
            typed("whole", input),
            pest("whole", input),
            "input {input:?} (left url-derive, right pest)"
        );
    }
}

both!(
    template,
    "whole = { SOI ~ content ~ EOI }
     content = @{ text | tag }
     text    = ${ (!\"{%\" ~ ANY)+ }
     tag     = !{ \"{%\" ~ word ~ \"%}\" }
     word    = @{ ASCII_ALPHA+ }"
);

/// Issue #23's reproducer: a `$` and a `!` rule called inside an `@` rule are
/// reported, with what they report inside them.
#[test]
fn compound_and_non_atomic_rules_inside_an_atomic_rule_are_reported() {
    agree(
        template::pest,
        template::typed,
        &["abc", "{%if%}", "{%if", "{%%}", "", "a{%b%}"],
    );
    use template::typed::{Content, Tag, Text};
    let Content::Tag(tag) = Content::parse("{%if%}").unwrap() else {
        panic!("a tag")
    };
    assert_eq!(tag.word.as_str(), "if");
    let _: &Tag<'_> = &tag;
    let Content::Text(text) = Content::parse("plain").unwrap() else {
        panic!("a text")
    };
    let _: &Text<'_> = &text;
    assert_eq!(text.as_str(), "plain");
}

both!(
    nested,
    "whole = { SOI ~ outer ~ EOI }
     outer = @{ \"<\" ~ middle ~ (\",\" ~ middle)* ~ \">\" }
     middle = { inner | \"-\" }
     inner = ${ item ~ (\"+\" ~ item)* }
     item = { ASCII_DIGIT+ }
     quiet = { ASCII_ALPHA }"
);

/// A `$` rule reached through a normal rule that the atomic rule calls: the
/// normal rule is not reported (it runs atomic there), the `$` rule is, and so are
/// the normal rules the `$` rule calls (compound atomicity reports them).
#[test]
fn a_compound_rule_reached_through_an_unreported_rule_is_reported() {
    agree(
        nested::pest,
        nested::typed,
        &[
            "<1>",
            "<1+2,->",
            "<-,3+4+5>",
            "<1+>",
            "<>",
            "<1,",
            "<a>",
            "<1+2,3",
        ],
    );
    let outer = nested::typed::Outer::parse("<1+2,-,3>").unwrap();
    let mut inner = Vec::new();
    walk_rules(&outer, &mut |rule, span| {
        inner.push((rule, span.start, span.end))
    });
    assert_eq!(
        inner,
        [
            ("outer", 0, 9),
            ("inner", 1, 4),
            ("item", 1, 2),
            ("item", 3, 4),
            ("inner", 7, 8),
            ("item", 7, 8)
        ]
    );
}

both!(
    lookahead,
    "whole = { SOI ~ guarded ~ EOI }
     guarded = @{ !stop ~ ANY ~ ANY? }
     stop = ${ \"x\" ~ digit }
     digit = { ASCII_DIGIT }"
);

/// pest records the rules a `$` rule reports inside a lookahead of an atomic rule
/// (the tree has no node there): the error names them as pest's does.
#[test]
fn rules_tried_in_a_lookahead_inside_an_atomic_rule_are_recorded() {
    agree(
        lookahead::pest,
        lookahead::typed,
        &["x1", "xa", "ab", "x", "", "abc", "x12"],
    );
}

both!(
    comments,
    "whole = { SOI ~ a ~ EOI }
     WHITESPACE = _{ \" \" }
     COMMENT = { \"#\" ~ ASCII_ALPHA* }
     a = { \"x\" ~ \"y\" }"
);

/// Issue #23's reproducer: a `COMMENT` that is not silent, matched by an implicit
/// skip, is a node of the rule it lies in (pest: `a 0..6, COMMENT 2..4`), held
/// in that rule's `comment` field.
#[test]
fn an_implicitly_skipped_comment_is_a_node_of_its_rule() {
    agree(
        comments::pest,
        comments::typed,
        &[
            "x #c y",
            "xy",
            "x y",
            "#a x#b #c y #d",
            "x #c",
            "x # y",
            "x #1 y",
        ],
    );
    let a = comments::typed::A::parse("x #c #d y").unwrap();
    let texts: Vec<&str> = a.comment.iter().map(|c| c.as_str()).collect();
    assert_eq!(texts, ["#c", "#d"]);
}

both!(
    spaces_and_comments,
    "whole = { SOI ~ e ~ EOI }
     WHITESPACE = { \" \" }
     COMMENT = { \"#\" ~ ASCII_ALPHA* }
     e = { \"(\" ~ e ~ \")\" | \"-\" ~ (n | w) | n ~ (\",\" ~ n)* ~ (\";\" ~ w)* | w{1, 3} ~ \".\" }
     n = { ASCII_DIGIT+ }
     w = @{ ASCII_ALPHA+ }"
);

/// Both non-silent, around the parts of enum alternatives, list items, between
/// iterations and in a bounded repetition: every node pest reports, in its
/// order, and `children()` as `for_each_child()`.
#[test]
fn skipped_whitespace_and_comments_keep_pests_order_everywhere() {
    agree(
        spaces_and_comments::pest,
        spaces_and_comments::typed,
        &[
            "( #a ( 1 ) )",
            "- #x 12",
            "-#x y",
            "1 , 2 #c ,3 ; a #b; c",
            "a b #c c .",
            "a b c d .",
            "a #c .",
            "a #c",
            "1 , ",
            "( 1 ",
            "#x",
        ],
    );
}

both!(
    silent_parts,
    "whole = { SOI ~ pipe ~ EOI }
     WHITESPACE = _{ \" \" }
     COMMENT = { \"#\" ~ ASCII_ALPHA* }
     pipe = { name ~ (arrow ~ name)* ~ end? }
     arrow = _{ \"=\" ~ \">\" }
     end = _{ \";\" ~ \";\" | \".\" }
     name = @{ ASCII_ALPHA+ }"
);

/// A silent rule that holds no rule: the comments skipped inside it are nodes of
/// the rule that calls it, as in pest.
#[test]
fn comments_inside_a_silent_rule_belong_to_its_caller() {
    agree(
        silent_parts::pest,
        silent_parts::typed,
        &[
            "a = #x > b",
            "a => b #y => c ; #z ;",
            "a = > b .",
            "a = #x",
            "a ; #z",
        ],
    );
}

both!(
    atomic_with_comments,
    "whole = { SOI ~ doc ~ EOI }
     WHITESPACE = _{ \" \" }
     COMMENT = { \"#\" ~ ASCII_ALPHA* }
     doc = { item ~ (\",\" ~ item)* }
     item = @{ \"<\" ~ inner ~ \">\" }
     inner = { tag | text }
     tag = !{ \"{\" ~ word ~ word? ~ \"}\" }
     text = ${ word ~ (\"-\" ~ word)* }
     word = { ASCII_ALPHA+ }"
);

/// Both at once: inside an atomic rule nothing is skipped, but the `!` rule it
/// reaches skips again, and the comments it skips are its nodes.
#[test]
fn a_non_atomic_rule_inside_an_atomic_rule_skips_and_reports_comments() {
    agree(
        atomic_with_comments::pest,
        atomic_with_comments::typed,
        &[
            "<{ a #c b }> , <x-y>",
            "<{a}>,<{ #q a}>",
            "< x>",
            "<x >",
            "<{a b c}>",
            "<{ a #",
            "<x-y-z> #c , <{b}>",
            "<x- y>",
            "<{ a #c }>",
        ],
    );
    // `word` skips too (between its letters): the comment after its last letter
    // is given back to `tag`, whose node it is.
    let tag = atomic_with_comments::typed::Tag::parse("{ a #c }").unwrap();
    assert_eq!(tag.word.comment.len(), 0);
    assert_eq!(tag.comment.len(), 1);
    let tag = atomic_with_comments::typed::Tag::parse("{ a #c b }").unwrap();
    assert_eq!((tag.word.as_str(), tag.word.comment.len()), ("a #c b", 1));
}
