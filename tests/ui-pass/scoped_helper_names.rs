//! Helper types are named by their own parts only (issue #26): the rule's module
//! scopes them, so a helper inside a helper does not repeat its owner's name. In
//! `group`, the item of the outer list is `group::WordWordOrNumber`, the item of
//! its `("|" ~ ...)*` list `group::WordOrNumber`, and the choice inside that
//! `group::WordOrNumber2` (numbered: the name was taken in the module).

#[url_derive::grammar("../../../../tests/ui-pass/grammars/scoped_helper_names.pest")]
pub mod ast {}

use ast::group::{WordOrNumber, WordOrNumber2, WordWordOrNumber};

fn main() {
    let parsed = ast::Group::parse("[ab|c1][x]").unwrap();
    let items: Vec<WordWordOrNumber> = parsed.word_word_or_number.iter().collect();
    assert_eq!(items.len(), 2);
    let words: Vec<&str> = items[0].word.iter().map(|w| w.as_str()).collect();
    assert_eq!(words, ["ab"]);
    let alternatives: Vec<WordOrNumber> = items[0].word_or_number.iter().collect();
    assert_eq!(alternatives.len(), 1);
    let parts: Vec<String> = alternatives[0]
        .word_or_number
        .iter()
        .map(|part| match part {
            WordOrNumber2::Word(word) => format!("word {word}"),
            WordOrNumber2::Number(number) => format!("number {number}"),
        })
        .collect();
    assert_eq!(parts, ["word c", "number 1"]);
    assert_eq!(items[1].word_or_number.iter().count(), 0);
}
