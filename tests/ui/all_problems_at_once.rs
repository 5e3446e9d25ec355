// The grammar sits in tests/ui/grammars; trybuild builds this file from
// target/tests/trybuild/rfc1738-conformance, four levels below the workspace.
// Two undefined rules in the grammar and two rules `fold_case` names that the
// grammar does not have: all four problems are reported at once.
#[url_derive::grammar(
    "../../../../tests/ui/grammars/all_problems_at_once.pest",
    fold_case(rules = ["scheme", "word", "host"])
)]
pub mod ast {}

fn main() {}
