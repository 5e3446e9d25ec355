#[url_derive::grammar(path = 1)]
pub mod ast {}

fn main() {}
