//! RFC 1738 (Uniform Resource Locators, December 1994) as software.
//!
//! The grammar of the RFC's section 5 lives in one file, `rfc1738.pest` at the root of
//! the workspace. This crate applies parsers to it:
//!
//! - [`reference`]: the pest_derive parser over the grammar, the reference engine;
//! - [`production`]: which alternative of the `url` rule a whole input is, in the
//!   strict reading of the BNF or the lenient reading of section 2.1;
//! - [`check`]: line-by-line checking of candidate URLs, as the `rfc1738 check`
//!   command does it.
//!
//! ```
//! use url_grammar::production::{classify, Mode, Production};
//!
//! let verdict = classify("ftp://ftp.example.com/pub/file.txt;type=i", Mode::Strict).unwrap();
//! assert_eq!(verdict.production, Production::Ftpurl);
//! // `~` is unsafe (section 2.2): no rule of section 5 accepts it.
//! assert!(classify("http://www.example.com/~user", Mode::Strict).is_err());
//! ```

pub mod check;
pub mod production;
pub mod reference;
pub mod rule_names;
