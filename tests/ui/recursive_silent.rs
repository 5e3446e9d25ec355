// A silent rule that calls itself and holds typed rules has no finite inlined
// shape: url-derive refuses it and says how to fix it. The grammar sits in
// tests/ui/grammars; trybuild builds this file from
// target/tests/trybuild/rfc1738-conformance, four levels below the workspace.
#[url_derive::grammar("../../../../tests/ui/grammars/recursive_silent.pest")]
pub mod ast {}

fn main() {}
