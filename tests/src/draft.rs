//! A second grammar for the generator: the BNF of the Internet-Draft
//! draft-ietf-uri-url-03 (March 1994), the RFC's predecessor, transcribed rule for rule
//! into `tests/grammars/draft-url-03.pest`.
//!
//! Its rules differ from RFC 1738's in names, shapes and character classes, and several
//! of them recurse (`hostname = ialpha [ . hostname ]`, `path = void | segment [ / path ]`,
//! `wpath = digits = path ; [ wpath ]`). url-derive turns it into typed AST types the
//! same way it does for `rfc1738.pest`, which shows that the generator knows pest
//! grammars, not URLs. The tests are in `tests/tests/draft_grammar.rs`.

/// The types, parsers and validators generated from `grammars/draft-url-03.pest`: one
/// type per non-silent rule (`draft03::Httpaddress`, `draft03::Hostname`,
/// `draft03::Path`, ...), [`draft03::RULES`] and [`draft03::validate_rule`].
#[url_derive::grammar("grammars/draft-url-03.pest")]
pub mod draft03 {}
