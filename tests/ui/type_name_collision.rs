// The grammar sits in tests/ui/grammars; trybuild builds this file from
// target/tests/trybuild/rfc1738-conformance, four levels below the workspace.
#[url_derive::grammar("../../../../tests/ui/grammars/type_name_collision.pest")]
pub mod ast {}

fn main() {}
