//! Grammar mistakes are compile errors on the macro attribute that name the grammar
//! file, line and column — never a macro panic, never a cascade. The expected
//! messages are pinned in `tests/ui/*.stderr` (`TRYBUILD=overwrite` rewrites them).
//!
//! The UI files give grammar paths relative to trybuild's project directory,
//! `target/tests/trybuild/rfc1738-conformance`, so this test assumes the default
//! target directory.

#[test]
fn grammar_errors_are_located_compile_errors() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("ui/*.rs");
}

/// Programs outside the workspace (trybuild builds them as a separate project that
/// depends on url-grammar by path) use the generated AST as the contract says, and
/// the small grammars of `ui-pass/grammars` (and the long chain written here) give
/// usable APIs.
#[test]
fn an_outside_program_uses_the_generated_ast() {
    write_long_chain(1000);
    let cases = trybuild::TestCases::new();
    cases.pass("ui-pass/*.rs");
}

/// Writes `chain_<n>.pest` into the target directory's `tmp` (where
/// `ui-pass/long_chain.rs` reads it): `r0 = { r1 }`, `r1 = { r2 }`, ...,
/// `r<n-1> = { "x" }`.
fn write_long_chain(n: usize) {
    let mut grammar = String::new();
    for i in 0..n - 1 {
        grammar += &format!("r{i} = {{ r{} }}\n", i + 1);
    }
    grammar += &format!("r{} = {{ \"x\" }}\n", n - 1);
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("chain_{n}.pest"));
    std::fs::write(&path, grammar).expect("the target directory's tmp is writable");
}
