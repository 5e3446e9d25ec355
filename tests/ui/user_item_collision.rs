// The grammar sits in tests/ui-pass/grammars; trybuild builds this file from
// target/tests/trybuild/rfc1738-conformance, four levels below the workspace.
// The module's own items may not take the names of generated items: each clash is
// an error on the user's item.
#[url_derive::grammar("../../../../tests/ui-pass/grammars/alpha_or_underscore.pest")]
pub mod ast {
    pub struct C;

    pub fn validate_rule() {}

    pub fn helper() {}
}

fn main() {
    ast::helper();
}
