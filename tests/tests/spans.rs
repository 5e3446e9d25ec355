//! Every node of a typed tree covers exactly what it matched (issue #23): its
//! `Display` is its span's text, a rule node's span is pest's, and `walk_rules`
//! yields pest's `Pairs::flatten` (`EOI` included). Each grammar below is a shape
//! where a node used to lose the data-free text around its value: a choice spliced
//! into an enum inside parts that match text (before it, after it, implicit
//! whitespace, a data-free rule, a stack operation), through a silent rule, as a
//! choice field of a struct, as the items of a list; and pest's `EOI` pair in each
//! place a body can hold it. Both engines read the same inline grammar.

use std::fmt::Debug;

use pest::iterators::Pairs;
use pest::RuleType;
use url_runtime::{walk_rules, Node, ParseError};

/// The rule, start and end of every pair, in pest's order.
fn flatten<R: RuleType>(pairs: Pairs<'_, R>) -> Vec<(String, usize, usize)> {
    pairs
        .flatten()
        .map(|pair| {
            let span = pair.as_span();
            (format!("{:?}", pair.as_rule()), span.start(), span.end())
        })
        .collect()
}

/// Checks `node` and every node below it: `Display` is the span's text of `input`,
/// `children()` and `for_each_child()` give the same nodes, and `walk_rules` the
/// rule nodes these reach; returns the rule nodes as `walk_rules` yields them.
fn typed_nodes<'i>(input: &'i str, node: &dyn Node<'i>) -> Vec<(String, usize, usize)> {
    fn check<'i>(input: &'i str, node: &dyn Node<'i>) {
        let span = node.span();
        assert_eq!(
            node.to_string(),
            &input[span.start..span.end],
            "{node:?} prints other text than its span {}..{} of {input:?}",
            span.start,
            span.end
        );
        assert_eq!(node.as_str(), &input[span.start..span.end]);
        let copies: Vec<String> = node.children().iter().map(|c| format!("{c:?}")).collect();
        let mut visited = Vec::new();
        node.for_each_child(&mut |child| {
            visited.push(format!("{child:?}"));
            check(input, child);
        });
        assert_eq!(
            copies, visited,
            "children() and for_each_child() of {node:?}"
        );
    }
    check(input, node);
    let mut nodes = Vec::new();
    walk_rules(node, &mut |rule, span| {
        nodes.push((rule.to_owned(), span.start, span.end))
    });
    assert_eq!(
        nodes,
        rfc1738_grammar_fuzz::observe::rules_by_children(node),
        "walk_rules and for_each_child() of {node:?}"
    );
    nodes
}

/// pest_derive's `Parser::parse`.
type PestParse<R> = fn(R, &str) -> Result<Pairs<'_, R>, pest::error::Error<R>>;

/// url-derive's `parse_rule`.
type TypedParse = for<'i> fn(&str, &'i str) -> Option<Result<Box<dyn Node<'i> + 'i>, ParseError>>;

/// Parses `input` as `rule` with both engines and asserts they agree on every
/// node (or both reject it).
fn agree<R: RuleType + Debug>(rule: R, input: &str, pest: PestParse<R>, typed: TypedParse) {
    let name = format!("{rule:?}");
    // pest's `parse` matches a prefix; url-derive's the whole input.
    let reference = pest(rule, input)
        .ok()
        .map(flatten)
        .filter(|nodes| nodes.first().is_some_and(|top| top.2 == input.len()));
    let ours = typed(&name, input).expect("the rule has a type");
    match (reference, ours) {
        (Some(nodes), Ok(node)) => {
            assert_eq!(
                typed_nodes(input, &*node),
                nodes,
                "rule {name} input {input:?}"
            )
        }
        (None, Err(_)) => {}
        (pest, ours) => panic!(
            "rule {name} input {input:?}: pest {pest:?}, url-derive {:?}",
            ours.map(|n| n.to_string())
        ),
    }
}

macro_rules! engines {
    ($module:ident) => {
        (
            <$module::Reference as pest::Parser<$module::Rule>>::parse,
            $module::typed::parse_rule as TypedParse,
        )
    };
}

/// The issue's first reproducer: a choice after a literal, spliced into the enum.
mod prefix {
    #[derive(pest_derive::Parser)]
    #[grammar_inline = "seg = { \"[\" ~ n ~ \"]\" | \".\" ~ (w | n) }\nw = { \"*\" }\nn = { ASCII_ALPHA+ }"]
    pub struct Reference;
    #[url_derive::grammar(
        inline = "seg = { \"[\" ~ n ~ \"]\" | \".\" ~ (w | n) }\nw = { \"*\" }\nn = { ASCII_ALPHA+ }"
    )]
    pub mod typed {}
}

#[test]
fn a_variant_spliced_after_a_literal_spans_the_literal() {
    use prefix::typed::Seg;
    let seg = Seg::parse(".a").unwrap();
    assert_eq!(seg.to_string(), ".a");
    assert_eq!((seg.span().start, seg.span().end), (0, 2));
    let Seg::N2(variant) = &seg else {
        panic!("{seg:?}")
    };
    // The variant is the alternative `"." ~ n`: its value keeps its own span.
    assert_eq!((variant.as_str(), variant.n.as_str()), (".a", "a"));
    let (pest, typed) = engines!(prefix);
    for input in [".a", ".*", "[ab]", ".", "[a", ".ab"] {
        agree(prefix::Rule::seg, input, pest, typed);
    }
}

/// The issue's second reproducer: a choice with a literal after it.
mod suffix {
    #[derive(pest_derive::Parser)]
    #[grammar_inline = "l = { (a | \"c\") ~ \"d\" | \"e\" }\na = { \"b\" }"]
    pub struct Reference;
    #[url_derive::grammar(inline = "l = { (a | \"c\") ~ \"d\" | \"e\" }\na = { \"b\" }")]
    pub mod typed {}
}

#[test]
fn a_variant_spliced_before_a_literal_spans_the_literal() {
    use suffix::typed::L;
    assert_eq!(L::parse("cd").unwrap().to_string(), "cd");
    let bd = L::parse("bd").unwrap();
    assert_eq!(bd.to_string(), "bd");
    let L::A(variant) = &bd else { panic!("{bd:?}") };
    assert_eq!(variant.a.as_str(), "b");
    let (pest, typed) = engines!(suffix);
    for input in ["cd", "bd", "e", "c", "bde"] {
        agree(suffix::Rule::l, input, pest, typed);
    }
}

/// Splicing through a silent rule, with implicit whitespace, a data-free rule, a
/// stack operation, an optional part and nested splices around the choice; and a
/// choice after a lookahead, which matches no text, so its variants stay the
/// rules' own values.
mod around {
    #[derive(pest_derive::Parser)]
    #[grammar_inline = r#"
a = { "a" }
b = { "b" }
c = { "c" }
s = _{ a | b }
dash = _{ "-" }
through_silent = { s ~ "!" | c }
optional_after = { (a | b) ~ "!"? | c }
data_free_rule = { dash ~ (a | b) | c }
nested = { "<" ~ ("(" ~ (a | b) ~ ")" | c) ~ ">" | "-" }
stacked = { PUSH("-") ~ (a | b) ~ POP | c }
looking = { &("a" | "b") ~ (a | b) | c }
"#]
    pub struct Reference;
    #[url_derive::grammar(inline = r#"
a = { "a" }
b = { "b" }
c = { "c" }
s = _{ a | b }
dash = _{ "-" }
through_silent = { s ~ "!" | c }
optional_after = { (a | b) ~ "!"? | c }
data_free_rule = { dash ~ (a | b) | c }
nested = { "<" ~ ("(" ~ (a | b) ~ ")" | c) ~ ">" | "-" }
stacked = { PUSH("-") ~ (a | b) ~ POP | c }
looking = { &("a" | "b") ~ (a | b) | c }
"#)]
    pub mod typed {}
}

#[test]
fn variants_spliced_among_parts_that_match_text_span_them() {
    use around::Rule;
    let (pest, typed) = engines!(around);
    let cases: &[(Rule, &[&str])] = &[
        (Rule::through_silent, &["a!", "b!", "c", "a"]),
        (Rule::optional_after, &["a!", "b", "b!", "c", "!"]),
        (Rule::data_free_rule, &["-a", "-b", "c", "a"]),
        (Rule::nested, &["<(a)>", "<(b)>", "<c>", "<a>"]),
        (Rule::stacked, &["-a-", "-b-", "c", "-a"]),
        (Rule::looking, &["a", "b", "c"]),
    ];
    for (rule, inputs) in cases {
        for input in *inputs {
            agree(*rule, input, pest, typed);
        }
    }
    use around::typed::{Looking, Nested, ThroughSilent};
    let spliced = ThroughSilent::parse("b!").unwrap();
    let ThroughSilent::B(variant) = &spliced else {
        panic!("{spliced:?}")
    };
    assert_eq!((variant.as_str(), variant.b.as_str()), ("b!", "b"));
    let nested = Nested::parse("<(a)>").unwrap();
    let Nested::A(variant) = &nested else {
        panic!("{nested:?}")
    };
    assert_eq!(variant.as_str(), "<(a)>");
    // A lookahead matches no text: the variant is the rule's value itself.
    assert!(matches!(Looking::parse("b").unwrap(), Looking::B(b) if b.as_str() == "b"));
}

/// Implicit whitespace between a data-free part and the spliced choice: pest's
/// rule starts before the whitespace.
mod spaced {
    #[derive(pest_derive::Parser)]
    #[grammar_inline = "WHITESPACE = _{ \" \" }\na = { \"a\" }\nb = { \"b\" }\nx = { !\"z\" ~ (a | b) | \"c\" }\ny = { \"y\" ~ x }"]
    pub struct Reference;
    #[url_derive::grammar(
        inline = "WHITESPACE = _{ \" \" }\na = { \"a\" }\nb = { \"b\" }\nx = { !\"z\" ~ (a | b) | \"c\" }\ny = { \"y\" ~ x }"
    )]
    pub mod typed {}
}

#[test]
fn implicit_whitespace_before_a_spliced_choice_is_the_enums() {
    let (pest, typed) = engines!(spaced);
    for input in [" a", "a", " b", "z", "c"] {
        agree(spaced::Rule::x, input, pest, typed);
    }
    let spliced = spaced::typed::X::parse(" a").unwrap();
    assert_eq!(
        (spliced.span().start, spliced.to_string().as_str()),
        (0, " a")
    );
    for input in ["y a", "ya", "y  b"] {
        agree(spaced::Rule::y, input, pest, typed);
    }
}

/// Helper types: a choice field of a struct whose alternatives splice a choice, and
/// the items of a list whose iterations do.
mod helpers {
    #[derive(pest_derive::Parser)]
    #[grammar_inline = r#"
k = { "k" }
w = { "*" }
n = { ASCII_ALPHA+ }
field = { k ~ ("." ~ (w | n) | "[" ~ n ~ "]") }
items = { k ~ ("," ~ (w | "x"))* }
choices = { k ~ ("," ~ (w | n))* }
"#]
    pub struct Reference;
    #[url_derive::grammar(inline = r#"
k = { "k" }
w = { "*" }
n = { ASCII_ALPHA+ }
field = { k ~ ("." ~ (w | n) | "[" ~ n ~ "]") }
items = { k ~ ("," ~ (w | "x"))* }
choices = { k ~ ("," ~ (w | n))* }
"#)]
    pub mod typed {}
}

#[test]
fn helper_enums_span_their_whole_choice() {
    use helpers::typed::{Choices, Field, Items};
    let field = Field::parse("k.ab").unwrap();
    assert_eq!(field.w_or_n_or_n2.to_string(), ".ab");
    let items = Items::parse("k,*,x").unwrap();
    let texts: Vec<String> = items.w_or_x.iter().map(|item| item.to_string()).collect();
    assert_eq!(texts, [",*", ",x"]);
    // A repeated choice of rules: each item is one iteration, its value inside.
    let choices = Choices::parse("k,*,ab").unwrap();
    let texts: Vec<String> = choices.w_or_n.iter().map(|item| item.to_string()).collect();
    assert_eq!(texts, [",*", ",ab"]);
    let (pest, typed) = engines!(helpers);
    for input in ["k.ab", "k.*", "k[z]", "k.", "k"] {
        agree(helpers::Rule::field, input, pest, typed);
    }
    for input in ["k", "k,*", "k,x,*,x", "k,"] {
        agree(helpers::Rule::items, input, pest, typed);
    }
    for input in ["k", "k,*", "k,ab,*,c", "k,"] {
        agree(helpers::Rule::choices, input, pest, typed);
    }
}

/// pest's `EOI` pair, wherever a body reports it: after a rule, as an alternative
/// of its own, in an optional choice, through a silent rule, after a spliced
/// choice; inside a lookahead it reports nothing.
mod end_of_input {
    #[derive(pest_derive::Parser)]
    #[grammar_inline = r#"
a = { "a" }
b = { "b" }
whole = { SOI ~ a ~ EOI }
alone = { EOI | ";" }
either = { a ~ (";" | EOI) }
end = _{ ";" | EOI }
silent = { a ~ end }
spliced = { (a | b) ~ EOI | ";" }
ahead = { a ~ &EOI }
"#]
    pub struct Reference;
    #[url_derive::grammar(inline = r#"
a = { "a" }
b = { "b" }
whole = { SOI ~ a ~ EOI }
alone = { EOI | ";" }
either = { a ~ (";" | EOI) }
end = _{ ";" | EOI }
silent = { a ~ end }
spliced = { (a | b) ~ EOI | ";" }
ahead = { a ~ &EOI }
"#)]
    pub mod typed {}
}

#[test]
fn walk_rules_yields_eoi_where_pest_does() {
    use end_of_input::Rule;
    let (pest, typed) = engines!(end_of_input);
    let cases: &[(Rule, &[&str])] = &[
        (Rule::whole, &["a", "", "ab"]),
        (Rule::alone, &["", ";"]),
        (Rule::either, &["a", "a;"]),
        (Rule::silent, &["a", "a;"]),
        (Rule::spliced, &["a", "b", ";"]),
        (Rule::ahead, &["a"]),
    ];
    for (rule, inputs) in cases {
        for input in *inputs {
            agree(*rule, input, pest, typed);
        }
    }
    let mut nodes = Vec::new();
    let whole = end_of_input::typed::Whole::parse("a").unwrap();
    walk_rules(&whole, &mut |rule, span| {
        nodes.push((rule, span.start, span.end))
    });
    assert_eq!(nodes, [("whole", 0, 1), ("a", 0, 1), ("EOI", 1, 1)]);
}

/// Inside an atomic rule pest reports no `EOI`, nor inside the rules it calls; a
/// `$` rule reports it, wherever it is called.
mod atomic_end {
    #[derive(pest_derive::Parser)]
    #[grammar_inline = r#"
a = { "a" ~ EOI }
leaf = @{ "x" ~ a }
compound = ${ "y" ~ EOI }
holds = @{ "z" ~ compound }
"#]
    pub struct Reference;
    #[url_derive::grammar(inline = r#"
a = { "a" ~ EOI }
leaf = @{ "x" ~ a }
compound = ${ "y" ~ EOI }
holds = @{ "z" ~ compound }
"#)]
    pub mod typed {}
}

#[test]
fn eoi_inside_atomic_rules_is_reported_as_pest_does() {
    use atomic_end::Rule;
    let (pest, typed) = engines!(atomic_end);
    for (rule, input) in [
        (Rule::a, "a"),
        (Rule::leaf, "xa"),
        (Rule::compound, "y"),
        (Rule::holds, "zy"),
    ] {
        agree(rule, input, pest, typed);
    }
}
