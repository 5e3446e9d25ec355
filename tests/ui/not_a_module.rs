#[url_derive::grammar("../../../../rfc1738.pest")]
pub struct Ast;

fn main() {}
