//! The RFC 1738 spec-conformance suite: test data and the helpers that read it.
//!
//! The tests themselves are in `tests/tests/`; this library holds what they share.

pub mod bnf;
pub mod cases;
pub mod draft;
pub mod engines;
pub mod generate;
pub mod paths;
pub mod stack;
pub mod traceability;
pub mod trees;
