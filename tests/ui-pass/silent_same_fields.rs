//! Two silent alternatives with the same fields give two variants of one helper
//! type (issue #26: the same parts are one type), not one type defined twice
//! (issue #13).

#[url_derive::grammar("../../../../tests/ui-pass/grammars/silent_same_fields.pest")]
pub mod ast {}

use ast::pair::KeyValue;
use ast::Pair;

fn main() -> Result<(), url_runtime::ParseError> {
    let Pair::KeyValue(KeyValue { key, value, .. }) = Pair::parse("ab=12")? else {
        panic!("`=` is the first alternative");
    };
    assert_eq!((key.as_str(), value.as_str()), ("ab", "12"));
    let Pair::KeyValue2(KeyValue { key, value, .. }) = Pair::parse("cd:34")? else {
        panic!("`:` is the second alternative");
    };
    assert_eq!((key.as_str(), value.as_str()), ("cd", "34"));
    Ok(())
}
