//! Generates typed AST types, validators and docs from a pest grammar file (in
//! progress; see issue #3).
