//! Escaped runs where case folds: the generated code compiles although the folded
//! classes break the escaped-run step's precondition, and reads each run as pest
//! would with the folded grammar: the strict parse reads `Ax` as an escape, the
//! folded one reads `A` as the class (PEG tries it first); a literal the run stops
//! at stops it in either case.

#[url_derive::grammar(
    "../../../../tests/ui-pass/grammars/fold_case_escapes.pest",
    fold_case(rules = ["run", "stop"], literals = ["%C"])
)]
pub mod ast {}

use url_runtime::ParseOptions;

fn main() {
    let folding = ParseOptions::STRICT.fold_case(true);
    assert!(ast::Run::parse("aAxa;").is_ok());
    assert!(ast::Run::parse("aAa;").is_err(), "strict: `A` starts an escape");
    assert!(ast::Run::parse_with("aAa;", folding).is_ok(), "folded: `A` is the class");
    assert!(ast::Run::parse_with("AAxa;", folding).is_err(), "folded: `x` ends the run");
    assert!(ast::Run::parse_with("aaa;", folding).is_ok());

    assert!(ast::Stop::parse("a%A1;").is_ok());
    assert!(ast::Stop::parse("a%B1;").is_err(), "`%B` stops the run");
    assert!(ast::Stop::parse_with("a%a1;", folding).is_ok(), "folded hex digits");
    assert!(ast::Stop::parse_with("a%b1;", folding).is_err(), "folded, `%b` stops it");

    assert!(ast::Listed::parse("a%c1;").is_err(), "strict: `c` is no hex digit");
    assert!(ast::Listed::parse("a%D1;").is_ok());
    assert!(ast::Listed::parse_with("a%C1;", folding).is_err(), "`%C` stops the run");
    assert!(ast::Listed::parse_with("a%c1;", folding).is_err(), "as does `%c`, folded");
}
