//! A chain of 1,000 rules (`r0 = { r1 }`, `r1 = { r2 }`, ..., `r999 = { "x" }`)
//! compiles, as with pest_derive: the generated types do not nest 1,000 deep by
//! value (issue #13). The grammar is written by `compile_fail.rs`
//! (`write_long_chain`) into the target directory's `tmp`.

#[url_derive::grammar("../../../tmp/chain_1000.pest")]
pub mod ast {}

fn main() -> Result<(), url_runtime::ParseError> {
    let top = ast::R0::parse("x")?;
    assert_eq!(top.as_str(), "x");
    assert_eq!(top.r1.r2.as_str(), "x");
    assert!(ast::R0::validate("y").is_err());
    assert!(ast::R998::is_valid("x"));
    Ok(())
}
