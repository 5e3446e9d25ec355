#[url_derive::grammar("../../../../url-grammar/rfc1738.pest")]
pub struct Ast;

fn main() {}
