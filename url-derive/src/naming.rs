//! Names of generated items, by the rules ARCHITECTURE.md writes down: types in
//! UpperCamelCase after their rules, fields in snake_case, variants of literal
//! alternatives after the literal, and keywords mapped so that every name is a
//! valid identifier. The functions here never fail, and the names they give never
//! collide: rules whose type names would be equal are numbered
//! ([`rule_type_names`]), and helper types live in a module of their rule's own
//! ([`module_name`]), where [`Dedup`] keeps them apart. Only the user's own items
//! can still clash with a generated name ([`crate::collisions`]).

use heck::{ToSnakeCase, ToUpperCamelCase};
use proc_macro2::{Ident, Span};

/// Keywords that cannot be raw identifiers: a name equal to one gets a trailing
/// `_` (`self` -> `self_`, `Self` -> `Self_`).
const NOT_RAW: &[&str] = &["self", "Self", "crate", "super", "_"];

/// Keywords (strict, reserved and 2018+) that become raw identifiers (`r#type`).
const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "else", "enum", "extern", "false", "fn", "for", "if",
    "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "static",
    "struct", "trait", "true", "type", "unsafe", "use", "where", "while", "async", "await", "dyn",
    "abstract", "become", "box", "do", "final", "macro", "override", "priv", "typeof", "unsized",
    "virtual", "yield", "try", "gen",
];

/// The rule's words (split at `_` and where the case changes, an all-caps run
/// being one word) in UpperCamelCase: `ip_schemepart` -> `IpSchemepart`,
/// `gopher_plus_string` -> `GopherPlusString`, `COMMENT` -> `Comment`,
/// `EALPHA_START` -> `EalphaStart`, `IPv6address` -> `Ipv6address` (a run of
/// capitals that one lower-case letter ends is one word), `aB` -> `AB`, `self` -> `Self_`; a name with no
/// letter or digit (`_`) -> `Underscore`; one that would start with a digit (`_1`)
/// gets an `R` in front (`R1`).
pub fn type_name(rule: &str) -> String {
    let name = versioned_acronyms(rule).to_upper_camel_case();
    if name.is_empty() {
        "Underscore".to_owned()
    } else if name.starts_with(|c: char| c.is_ascii_digit()) {
        format!("R{name}")
    } else {
        unreserved(name)
    }
}

/// The final type names of rules whose [`type_name`]s are `natural`, in grammar
/// order: the first rule with a name keeps it; a later one gets the first of
/// `Name2`, `Name3`, ... (`Self_` -> `Self2`) that no rule's natural name is and no earlier rule got
/// (`ab`, `a_b`, `AB`, `Ab` -> `Ab`, `AB`, `AB2`, `Ab2`). Each entry is the name and,
/// for a numbered one, the rule that keeps the natural name (its index).
pub fn rule_type_names(natural: &[String]) -> Vec<(String, Option<usize>)> {
    let mut taken: Vec<String> = natural.to_vec();
    let mut kept: Vec<(&str, usize)> = Vec::new();
    let mut names = Vec::with_capacity(natural.len());
    for (index, name) in natural.iter().enumerate() {
        if let Some(&(_, keeper)) = kept.iter().find(|(kept, _)| kept == name) {
            // `Self_` is `Self2` numbered: no `_` before the number (rustc's
            // camel-case lint).
            let base = name.trim_end_matches('_');
            let unique = (2..)
                .map(|count| format!("{base}{count}"))
                .find(|candidate| !taken.contains(candidate))
                .unwrap_or_default();
            taken.push(unique.clone());
            names.push((unique, Some(keeper)));
        } else {
            kept.push((name, index));
            names.push((name.clone(), None));
        }
    }
    names
}

/// The module holding the helper types of the rule whose type is `type_name`: the
/// type name in snake_case, a `_` before every capital but the first
/// (`IpSchemepart` -> `ip_schemepart`, `AB2` -> `a_b2`). Distinct type names give
/// distinct modules (a type name has no `_` for the case change to collide with, and
/// each capital maps to its own `_` and letter), and no module is a type's name
/// (those start with a capital).
pub fn module_name(type_name: &str) -> String {
    let mut out = String::new();
    for (i, c) in type_name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 && !out.ends_with('_') {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    unreserved(out)
}

/// The words of `name` (a rule, a tag or a type name; split as [`type_name`] splits)
/// in snake_case: `IpSchemepart` or `ip_schemepart` -> `ip_schemepart`, `COMMENT` ->
/// `comment`, `EALPHA_START` -> `ealpha_start`; `self`, `crate`, `super` and `Self`
/// -> `self_`, `crate_`, `super_`, `self_`; a name of underscores only ->
/// `underscore`.
pub fn field_name(name: &str) -> String {
    let out = versioned_acronyms(name).to_snake_case();
    if out.is_empty() {
        return "underscore".to_owned();
    }
    unreserved(out)
}

/// `name` with each run of capitals that one lower-case letter ends (`IPv6`,
/// `IPvFuture`) in lower case but its first letter (`Ipv6`, `IpvFuture`), so that
/// it reads as one word: `IPv6address` -> `Ipv6address`, `ipv6address`, where
/// splitting it like `HTTPServer` (`http_server`) would give `i_pv6address`. A
/// run that a longer lower-case word follows (`HTTPServer`) is left alone.
fn versioned_acronyms(name: &str) -> std::borrow::Cow<'_, str> {
    let bytes = name.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        while i < bytes.len() && bytes[i].is_ascii_uppercase() {
            i += 1;
        }
        let one_lower = i < bytes.len()
            && bytes[i].is_ascii_lowercase()
            && !bytes.get(i + 1).is_some_and(u8::is_ascii_lowercase);
        if i - start >= 2 && one_lower {
            let out = out.get_or_insert_with(|| bytes.to_vec());
            out[start + 1..i].make_ascii_lowercase();
        }
        i = i.max(start + 1);
    }
    match out {
        // Only ASCII capitals changed, so the bytes are still UTF-8.
        Some(out) => String::from_utf8(out).map_or(std::borrow::Cow::Borrowed(name), Into::into),
        None => std::borrow::Cow::Borrowed(name),
    }
}

/// `name`, with a `_` appended when it is a keyword that cannot be a raw identifier.
fn unreserved(name: String) -> String {
    if NOT_RAW.contains(&name.as_str()) {
        format!("{name}_")
    } else {
        name
    }
}

/// A variant name for an alternative that is only the literal `text`: the literal in
/// UpperCamelCase when it is a word (`"localhost"` -> `Localhost`, `"7"` -> `L7`),
/// else the names of its characters (`"*"` -> `Star`, `"//"` -> `SlashSlash`,
/// `"_"` -> `Underscore`), or `Literal` when that would take more than four.
pub fn literal_variant_name(text: &str) -> String {
    let word = text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && text.chars().any(|c| c.is_ascii_alphanumeric());
    if word {
        let name = type_name(&text.to_ascii_lowercase());
        return match name.strip_prefix('R') {
            Some(digits) if text.starts_with(|c: char| c.is_ascii_digit() || c == '_') => {
                format!("L{digits}")
            }
            _ => name,
        };
    }
    let names: Vec<String> = text.chars().map(char_name).collect();
    if names.is_empty() || names.len() > 4 {
        "Literal".to_owned()
    } else {
        names.concat()
    }
}

/// The English name of a character, for variant names: a letter or digit is itself
/// (upper case; a digit as `D0`..`D9`), punctuation its name, anything else `Char`.
fn char_name(c: char) -> String {
    let name = match c {
        '*' => "Star",
        '/' => "Slash",
        '\\' => "Backslash",
        '.' => "Dot",
        ',' => "Comma",
        ':' => "Colon",
        ';' => "Semicolon",
        '-' => "Hyphen",
        '+' => "Plus",
        '=' => "Equals",
        '?' => "Question",
        '!' => "Bang",
        '@' => "At",
        '#' => "Hash",
        '$' => "Dollar",
        '%' => "Percent",
        '&' => "Amp",
        '^' => "Caret",
        '~' => "Tilde",
        '|' => "Pipe",
        '_' => "Underscore",
        '(' => "LParen",
        ')' => "RParen",
        '[' => "LBracket",
        ']' => "RBracket",
        '{' => "LBrace",
        '}' => "RBrace",
        '<' => "Lt",
        '>' => "Gt",
        '"' => "Quote",
        '\'' => "Apostrophe",
        '`' => "Backtick",
        ' ' => "Space",
        c if c.is_ascii_digit() => return format!("D{c}"),
        c if c.is_ascii_alphabetic() => return c.to_ascii_uppercase().to_string(),
        _ => "Char",
    };
    name.to_owned()
}

/// An identifier for `name` (a name this module gave), raw (`r#type`) when it is a
/// Rust keyword. A name that is no identifier at all never reaches here; should one,
/// its invalid characters become `_` rather than a panic.
pub fn ident(name: &str) -> Ident {
    if KEYWORDS.contains(&name) {
        return Ident::new_raw(name, Span::call_site());
    }
    let mut valid: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if valid.is_empty() || valid.starts_with(|c: char| c.is_ascii_digit()) {
        valid.insert(0, '_');
    }
    Ident::new(&unreserved(valid), Span::call_site())
}

/// Makes names unique within one scope (the fields of a struct, the variants of an
/// enum): the first `x` stays `x`, a later one becomes the first of `x_2`, `x_3`,
/// ... (fields) or `X2`, `X3`, ... (variants) that is not taken yet. Names given at
/// creation ([`Dedup::reserving`]) are taken from the start.
#[derive(Debug, Default)]
pub struct Dedup {
    taken: Vec<String>,
}

impl Dedup {
    /// A scope in which `names` are already taken (`__token`, the private field).
    pub fn reserving(names: &[&str]) -> Self {
        Dedup {
            taken: names.iter().map(|&n| n.to_owned()).collect(),
        }
    }

    /// The next unique name for `base`; `separator` goes between base and number.
    pub fn unique(&mut self, base: &str, separator: &str) -> String {
        let mut name = base.to_owned();
        let mut count = 1;
        while self.taken.contains(&name) {
            count += 1;
            name = format!("{base}{separator}{count}");
        }
        self.taken.push(name.clone());
        name
    }
}

/// Up to three names joined by `separator`, then `_etc` when there are more: the
/// name of a list of helper items (`op_term`, `number_or_string_or_boolean_etc`).
pub fn joined(names: impl Iterator<Item = String>, separator: &str) -> String {
    let names: Vec<String> = names.collect();
    let mut out = names
        .iter()
        .take(3)
        .cloned()
        .collect::<Vec<_>>()
        .join(separator);
    if names.len() > 3 {
        out.push_str("_etc");
    }
    if out.is_empty() {
        // Parts without names (none has data) never reach here; should one, the
        // list is still a valid field.
        out.push_str("item");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Names read as a person would write them: all-caps words are words, and `_`
    /// separates words in type names too.
    #[test]
    fn all_caps_rules_give_ordinary_names() {
        assert_eq!(type_name("COMMENT"), "Comment");
        assert_eq!(field_name("COMMENT"), "comment");
        assert_eq!(type_name("EALPHA_START"), "EalphaStart");
        assert_eq!(field_name("EALPHA_START"), "ealpha_start");
        assert_eq!(type_name("DIGIT"), "Digit");
        assert_eq!(type_name("IPv6address"), "Ipv6address");
        assert_eq!(field_name("IPv6address"), "ipv6address");
        assert_eq!(type_name("IPvFuture"), "IpvFuture");
        assert_eq!(field_name("IPvFuture"), "ipv_future");
        assert_eq!(field_name("IP-literal"), "ip_literal");
        assert_eq!(type_name("HTTPServer"), "HttpServer");
        assert_eq!(field_name("aBCd"), "a_bcd");
        assert_eq!(field_name("é_IPv6"), "é_ipv6");
        assert_eq!(type_name("dec_octet"), "DecOctet");
        assert_eq!(field_name("HTTPServer"), "http_server");
        assert_eq!(field_name("a__b"), "a_b");
    }

    #[test]
    fn names_follow_the_rules() {
        assert_eq!(type_name("ip_schemepart"), "IpSchemepart");
        assert_eq!(type_name("gopher_plus_string"), "GopherPlusString");
        assert_eq!(type_name("url"), "Url");
        assert_eq!(field_name("IpSchemepart"), "ip_schemepart");
        assert_eq!(field_name("hostport"), "hostport");
        assert_eq!(literal_variant_name("*"), "Star");
        assert_eq!(literal_variant_name("localhost"), "Localhost");
        assert_eq!(literal_variant_name("A"), "A");
        assert_eq!(ident("type").to_string(), "r#type");
    }

    #[test]
    fn keywords_that_cannot_be_raw_get_an_underscore() {
        assert_eq!(type_name("self"), "Self_");
        assert_eq!(type_name("Self"), "Self_");
        assert_eq!(type_name("crate"), "Crate");
        assert_eq!(field_name("self"), "self_");
        assert_eq!(field_name("Self"), "self_");
        assert_eq!(field_name("crate"), "crate_");
        assert_eq!(field_name("super"), "super_");
        assert_eq!(ident("box").to_string(), "r#box");
        assert_eq!(ident("self").to_string(), "self_");
    }

    #[test]
    fn odd_rule_names_still_give_identifiers() {
        assert_eq!(type_name("_"), "Underscore");
        assert_eq!(type_name("_1"), "R1");
        assert_eq!(field_name("_"), "underscore");
        assert_eq!(literal_variant_name("_"), "Underscore");
        assert_eq!(literal_variant_name("__"), "UnderscoreUnderscore");
        assert_eq!(literal_variant_name("7"), "L7");
        assert_eq!(literal_variant_name("a-b"), "AHyphenB");
        assert_eq!(literal_variant_name(""), "Literal");
        assert_eq!(ident("9x").to_string(), "_9x");
    }

    #[test]
    fn rule_types_with_one_name_are_numbered_in_grammar_order() {
        let natural: Vec<String> = ["ab", "a_b", "aB", "AB", "Ab2", "Ab", "self", "Self"]
            .iter()
            .map(|rule| type_name(rule))
            .collect();
        let names = rule_type_names(&natural);
        let expected = [
            ("Ab", None),
            ("AB", None),
            ("AB2", Some(1)),
            ("Ab3", Some(0)),
            ("Ab2", None),
            ("Ab4", Some(0)),
            ("Self_", None),
            ("Self2", Some(6)),
        ];
        let expected: Vec<(String, Option<usize>)> = expected
            .iter()
            .map(|&(name, keeper)| (name.to_owned(), keeper))
            .collect();
        assert_eq!(names, expected);
        assert_eq!(module_name("IpSchemepart"), "ip_schemepart");
        assert_eq!(module_name("AB2"), "a_b2");
        assert_eq!(module_name("Self_"), "self_");
        assert_eq!(module_name("Crate"), "crate_");
    }

    #[test]
    fn dedup_numbers_repeats_from_two_skipping_taken_names() {
        let mut dedup = Dedup::reserving(&["__token"]);
        assert_eq!(dedup.unique("digits", "_"), "digits");
        assert_eq!(dedup.unique("digits", "_"), "digits_2");
        assert_eq!(dedup.unique("port", "_"), "port");
        assert_eq!(dedup.unique("digits_3", "_"), "digits_3");
        assert_eq!(dedup.unique("digits", "_"), "digits_4");
        assert_eq!(dedup.unique("__token", "_"), "__token_2");
    }
}
