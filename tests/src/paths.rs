//! Where the suite finds the grammar, the spec and its data.

use std::path::PathBuf;

/// The workspace root (the directory holding `rfc1738.pest`).
pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the conformance crate sits inside the workspace")
        .to_path_buf()
}

/// The grammar file, `rfc1738.pest`.
pub fn grammar_file() -> PathBuf {
    workspace_root().join("rfc1738.pest")
}

/// The clean BNF of RFC 1738 section 5 (`spec/rfc1738-section5-bnf.txt`).
pub fn spec_file() -> PathBuf {
    workspace_root().join("spec/rfc1738-section5-bnf.txt")
}

/// The suite's data directory, `tests/data`.
pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data")
}
