//! A silent rule that calls itself and holds typed rules compiles, as pest_derive
//! compiles it (issue #23): it cannot be inlined into its callers without end, so it
//! gets a type of its own, with no node in the tree, as a silent choice of rules does.

#[url_derive::grammar("../../../../tests/ui-pass/grammars/recursive_silent.pest")]
pub mod ast {}

fn main() -> Result<(), url_runtime::ParseError> {
    let list = ast::List::parse("1,2,3")?;
    let mut items = Vec::new();
    url_runtime::walk_rules(&list, &mut |rule, span| {
        items.push((rule, &"1,2,3"[span.start..span.end]))
    });
    assert_eq!(
        items,
        [
            ("list", "1,2,3"),
            ("item", "1"),
            ("item", "2"),
            ("item", "3")
        ]
    );
    let rest: &ast::Rest<'_> = &list.rest;
    assert_eq!(rest.as_str(), ",2,3");
    assert_eq!(rest.item.as_ref().map(|item| item.as_str()), Some("2"));
    assert!(ast::List::parse("1,").is_err());
    Ok(())
}
