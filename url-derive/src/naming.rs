//! Names of generated items: types in UpperCamelCase after their rules, fields in
//! snake_case, variants for literal alternatives after the literal.

use proc_macro2::{Ident, Span};

/// `ip_schemepart` -> `IpSchemepart`, `gopher_plus_string` -> `GopherPlusString`.
pub fn type_name(rule: &str) -> String {
    rule.split('_')
        .filter(|part| !part.is_empty())
        .map(|part| {
            let mut chars = part.chars();
            let first = chars.next().map(|c| c.to_ascii_uppercase());
            first.into_iter().chain(chars).collect::<String>()
        })
        .collect()
}

/// `IpSchemepart` or `ip_schemepart` -> `ip_schemepart`.
pub fn field_name(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 && !out.ends_with('_') {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A variant name for an alternative that is only the literal `text`: the literal in
/// UpperCamelCase when it is a word (`"localhost"` -> `Localhost`), else the names of
/// its characters (`"*"` -> `Star`, `"//"` -> `SlashSlash`).
pub fn literal_variant_name(text: &str) -> String {
    if !text.is_empty() && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        let name = type_name(&text.to_ascii_lowercase());
        return if name.starts_with(|c: char| c.is_ascii_digit()) {
            format!("L{name}")
        } else {
            name
        };
    }
    let names: Vec<&str> = text.chars().map(char_name).collect();
    if names.is_empty() || names.len() > 4 {
        "Literal".to_owned()
    } else {
        names.concat()
    }
}

/// The English name of a punctuation character, for variant names.
fn char_name(c: char) -> &'static str {
    match c {
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
        c if c.is_ascii_digit() => {
            ["D0", "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9"][c as usize - '0' as usize]
        }
        _ => "Char",
    }
}

/// An identifier for `name`, raw (`r#type`) when it is a Rust keyword.
pub fn ident(name: &str) -> Ident {
    const KEYWORDS: &[&str] = &[
        "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn",
        "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
        "return", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
        "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
        "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
    ];
    if KEYWORDS.contains(&name) {
        Ident::new_raw(name, Span::call_site())
    } else {
        Ident::new(name, Span::call_site())
    }
}

/// Makes names unique within one scope: the first `x` stays `x`, later ones become
/// `x_2`, `x_3`, ... (for fields) or `X2`, `X3`, ... (for variants).
#[derive(Debug, Default)]
pub struct Dedup {
    seen: Vec<(String, usize)>,
}

impl Dedup {
    /// The next unique name for `base`; `separator` goes between base and number.
    pub fn unique(&mut self, base: &str, separator: &str) -> String {
        match self.seen.iter_mut().find(|(name, _)| name == base) {
            Some((_, count)) => {
                *count += 1;
                format!("{base}{separator}{count}")
            }
            None => {
                self.seen.push((base.to_owned(), 1));
                base.to_owned()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn dedup_numbers_repeats_from_two() {
        let mut dedup = Dedup::default();
        assert_eq!(dedup.unique("digits", "_"), "digits");
        assert_eq!(dedup.unique("digits", "_"), "digits_2");
        assert_eq!(dedup.unique("port", "_"), "port");
        assert_eq!(dedup.unique("digits", "_"), "digits_3");
    }
}
