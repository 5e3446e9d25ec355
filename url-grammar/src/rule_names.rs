//! Grammar rule names as the RFC spells them.
//!
//! The pest grammar names each rule after the RFC's, lower case with `-` -> `_` and
//! `gopher+_string` -> `gopher_plus_string`; error messages and the tool speak the
//! RFC's spelling.

use std::borrow::Cow;

/// The RFC 1738 spelling of a grammar rule name (`ip_schemepart` -> `ip-schemepart`,
/// `gopher_plus_string` -> `gopher+_string`, `EOI` -> `end of input`). Names the RFC
/// does not have are returned unchanged.
pub fn rfc_name(grammar_name: &str) -> &str {
    match grammar_name {
        "ip_schemepart" => "ip-schemepart",
        "gopher_plus_string" => "gopher+_string",
        "EOI" => "end of input",
        other => other,
    }
}

/// The expected rules of an error in the RFC's spelling ([`rfc_name`] of each),
/// borrowing the names that are static.
pub fn rfc_names(expected: &[Cow<'static, str>]) -> Vec<Cow<'static, str>> {
    expected
        .iter()
        .map(|name| match name {
            Cow::Borrowed(name) => Cow::Borrowed(rfc_name(name)),
            Cow::Owned(name) => Cow::Owned(rfc_name(name).to_owned()),
        })
        .collect()
}

/// The grammar's spelling of a rule name given either way (`ip-schemepart` or
/// `ip_schemepart` -> `ip_schemepart`, `gopher+_string` -> `gopher_plus_string`).
pub fn grammar_name(name: &str) -> String {
    name.replace("gopher+_string", "gopher_plus_string")
        .replace('-', "_")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for rfc in ["ip-schemepart", "gopher+_string", "hostname"] {
            assert_eq!(rfc_name(&grammar_name(rfc)), rfc);
        }
        assert_eq!(grammar_name("ip-schemepart"), "ip_schemepart");
        assert_eq!(rfc_name("EOI"), "end of input");
    }
}
