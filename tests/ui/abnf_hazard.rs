// A hazard url-bnf does not make safe is an error that names the rule and a
// witness, and so is the final check's disagreement, unless the attribute says
// `allow_hazards` (tests/tests/abnf_macro.rs uses the same grammar with it).
#[url_derive::grammar(abnf = "../../../../tests/grammars/abnf/unresolved.abnf", start = "s")]
pub mod ast {}

fn main() {}
