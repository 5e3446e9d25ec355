// An RFC grammar with errors (tests/ui/grammars/abnf_errors.abnf): every one is
// reported, each with the file, line and column, on the attribute's path.
#[url_derive::grammar(abnf = "../../../../tests/ui/grammars/abnf_errors.abnf")]
pub mod ast {}

fn main() {}
