//! Words in capitals read as words (issue #26): `COMMENT` is the type `Comment` and
//! the field `comment`, `EALPHA_START` the type `EalphaStart` and the field
//! `ealpha_start` (the `_` separates words in the type name too), `URI_reference`
//! the type `UriReference`.

#[url_derive::grammar("../../../../tests/ui-pass/grammars/all_caps_names.pest")]
pub mod ast {}

fn main() {
    let parsed = ast::UriReference::parse("a1 #x , b2,c").unwrap();
    // `EALPHA_START ~ ("," ~ EALPHA_START)*`: one separated list.
    let first: &ast::EalphaStart = parsed.ealpha_start.first();
    assert_eq!(first.as_str(), "a1");
    let all: Vec<&str> = parsed.ealpha_start.iter().map(|e| e.as_str()).collect();
    assert_eq!(all, ["a1", "b2", "c"]);
    let comments: &Vec<ast::Comment> = &parsed.comment;
    assert_eq!(comments.len(), 1);
    assert_eq!(comments[0].as_str(), "#x");
    assert_eq!(ast::UriReference::RULE, "URI_reference");
}
