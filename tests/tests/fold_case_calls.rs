//! The `fold_case` option on a rule that other atomic rules call: where a call is
//! looked through (`word`'s repetition of `mark` is one byte table when `letter`
//! is a plain class), the folded parse still takes both cases of the listed
//! rule's letters, and the strict one only the letters as written.

#[url_derive::grammar(
    inline = "letter = @{ 'a'..'z' }\nmark = @{ letter | \"-\" }\nword = @{ mark+ }\n",
    fold_case(rules = ["letter"])
)]
pub mod ast {}

use url_runtime::ParseOptions;

#[test]
fn a_folded_rule_folds_where_callers_inline_its_class() {
    let folding = ParseOptions::STRICT.fold_case(true);
    assert!(ast::Word::parse("ab-c").is_ok());
    assert!(
        ast::Word::parse("aB-c").is_err(),
        "strict: `B` is no letter"
    );
    assert!(ast::Word::parse_with("aB-C", folding).is_ok(), "folded");
    assert!(ast::Mark::parse_with("Q", folding).is_ok(), "folded, alone");
    assert!(ast::Word::parse_with("a_", folding).is_err());
    assert!(ast::Word::is_valid("ab") && !ast::Word::is_valid("AB"));
}
