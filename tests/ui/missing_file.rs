#[url_derive::grammar("no/such/grammar.pest")]
pub mod ast {}

fn main() {}
