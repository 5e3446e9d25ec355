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

/// A program outside the workspace (trybuild builds it as a separate project that
/// depends on url-grammar by path) uses the generated AST as the contract says.
#[test]
fn an_outside_program_uses_the_generated_ast() {
    let cases = trybuild::TestCases::new();
    cases.pass("ui-pass/*.rs");
}
