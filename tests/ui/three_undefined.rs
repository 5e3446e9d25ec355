// The grammar sits in tests/ui/grammars; trybuild builds this file from
// target/tests/trybuild/rfc1738-conformance, four levels below the workspace.
// Every undefined rule is listed, and the use of rule `a`'s type below adds no
// error of its own.
#[url_derive::grammar("../../../../tests/ui/grammars/three_undefined.pest")]
pub mod ast {}

fn main() {
    let _ = ast::A::parse("x");
}
