// `start` and `allow_hazards` belong to an RFC grammar (abnf = "..." or bnf = "...").
#[url_derive::grammar("../../../../tests/ui/grammars/undefined_rule.pest", start = "url")]
pub mod ast {}

fn main() {}
