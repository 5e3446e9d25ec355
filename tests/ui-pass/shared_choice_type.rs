//! The same choice written twice in a rule is one helper type (issue #26):
//! `pair`'s `(word | number)` before and after `=` are both `pair::WordOrNumber`,
//! so one function reads either side.

#[url_derive::grammar("../../../../tests/ui-pass/grammars/shared_choice_type.pest")]
pub mod ast {}

use ast::pair::WordOrNumber;

fn describe(side: &WordOrNumber) -> String {
    match side {
        WordOrNumber::Word(word) => format!("word {word}"),
        WordOrNumber::Number(number) => format!("number {number}"),
    }
}

fn main() {
    let parsed = ast::Pair::parse("ab=12").unwrap();
    let sides = [&parsed.word_or_number, &parsed.word_or_number_2];
    assert_eq!(sides.map(describe), ["word ab", "number 12"]);
}
