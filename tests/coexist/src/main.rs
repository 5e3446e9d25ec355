//! pest_derive and url-derive compile one grammar in one crate, and agree on it;
//! url-derive also takes node tags and `PUSH_LITERAL`, which pest_derive without
//! `grammar-extras` does not.

use pest::Parser;

/// pest's parser for `list.pest`.
#[derive(pest_derive::Parser)]
#[grammar = "list.pest"]
struct PestList;

/// url-derive's types for `list.pest`.
#[url_derive::grammar("list.pest")]
mod typed {}

/// A grammar only url-derive is given: a tag and `PUSH_LITERAL`.
#[url_derive::grammar(inline = r#"
    quoted = { "<" ~ PUSH_LITERAL(">") ~ #body = word ~ POP }
    word   = @{ ASCII_ALPHA+ }
"#)]
mod extras {}

/// Every rule node (name, start, end) of pest's parse of the whole of `input`,
/// or `None` if pest does not match all of it.
fn pest_nodes(input: &str) -> Option<Vec<(String, usize, usize)>> {
    let pairs = PestList::parse(Rule::list, input).ok()?;
    let nodes: Vec<_> = pairs
        .flatten()
        .map(|pair| {
            let span = pair.as_span();
            (format!("{:?}", pair.as_rule()), span.start(), span.end())
        })
        .collect();
    let end = nodes.first().map_or(0, |node| node.2);
    (end == input.len()).then_some(nodes)
}

/// The same from url-derive's `List`.
fn typed_nodes(input: &str) -> Option<Vec<(String, usize, usize)>> {
    let list = typed::List::parse(input).ok()?;
    let mut nodes = Vec::new();
    url_runtime::walk_rules(&list, &mut |rule, span| {
        nodes.push((rule.to_owned(), span.range().start, span.range().end))
    });
    Some(nodes)
}

fn main() {
    let inputs = ["a", "a,b=12,c", "x=1", "a,", "=1", "ab,cd=7,e=", ""];
    for input in inputs {
        let pest = pest_nodes(input);
        assert_eq!(typed_nodes(input), pest, "on {input:?}");
        println!(
            "{input:?}: {}",
            if pest.is_some() { "match" } else { "no match" }
        );
    }
    let list = typed::List::parse("a,b=12").expect("a list");
    assert_eq!(list.to_string(), "a,b=12");
    // `item ~ ("," ~ item)*`: one list of every item.
    assert_eq!(list.item.len(), 2);
    match &list.item.get(1).expect("a second item") {
        typed::Item::Pair(pair) => assert_eq!(pair.key.as_str(), "b"),
        other => panic!("expected a pair, got {other:?}"),
    }

    let quoted = extras::Quoted::parse("<abc>").expect("a quoted word");
    assert_eq!(quoted.body.as_str(), "abc");
    assert!(!extras::Quoted::is_valid("<abc"));
    assert!(!extras::Quoted::is_valid("<abc<"));
    println!("coexist: pest_derive and url-derive agree");
}
