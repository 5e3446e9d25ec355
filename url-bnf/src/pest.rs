//! Writes the grammar as pest text: each rule under its source definition quoted as
//! `///` lines, each rewrite explained in `//` lines above it.

use crate::charset::CharSet;
use crate::diag::Diagnostic;
use crate::ir::{Expr, Grammar};
use std::collections::HashMap;

/// Names pest reserves for its built-in rules.
const PEST_BUILTINS: &[&str] = &[
    "ANY",
    "SOI",
    "EOI",
    "PUSH",
    "POP",
    "POP_ALL",
    "PEEK",
    "PEEK_ALL",
    "DROP",
    "WHITESPACE",
    "COMMENT",
    "NEWLINE",
    "ASCII",
    "ASCII_DIGIT",
    "ASCII_NONZERO_DIGIT",
    "ASCII_BIN_DIGIT",
    "ASCII_OCT_DIGIT",
    "ASCII_HEX_DIGIT",
    "ASCII_ALPHA_LOWER",
    "ASCII_ALPHA_UPPER",
    "ASCII_ALPHA",
    "ASCII_ALPHANUMERIC",
];

/// Rust keywords, which pest rule names become enum variants of.
const RUST_KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

/// The pest identifier for a rule name: `-` becomes `_`, `+` becomes `_plus`, other
/// characters outside `[A-Za-z0-9_]` become `_`; pest built-ins and Rust keywords get a
/// trailing `_`.
pub fn pest_name(name: &str) -> String {
    let mut s = String::new();
    for c in name.chars() {
        match c {
            '+' => s.push_str("_plus"),
            c if c.is_ascii_alphanumeric() || c == '_' => s.push(c),
            _ => s.push('_'),
        }
    }
    if PEST_BUILTINS.contains(&s.as_str()) || RUST_KEYWORDS.contains(&s.as_str()) {
        s.push('_');
    }
    s
}

/// The pest names of all rules, or an error for every two rules that map to one name.
pub fn names(g: &Grammar) -> Result<Vec<String>, Vec<Diagnostic>> {
    let names: Vec<String> = g.rules.iter().map(|r| pest_name(&r.name)).collect();
    let mut first: HashMap<&str, usize> = HashMap::new();
    let mut errs = Vec::new();
    for (i, n) in names.iter().enumerate() {
        if let Some(&j) = first.get(n.as_str()) {
            errs.push(Diagnostic::error(
                g.rules[i].line,
                1,
                format!(
                    "rules `{}` and `{}` (line {}) both become the pest rule `{n}`",
                    g.rules[i].name, g.rules[j].name, g.rules[j].line
                ),
            ));
        } else {
            first.insert(n, i);
        }
    }
    if errs.is_empty() {
        Ok(names)
    } else {
        Err(errs)
    }
}

/// The pest text of `g`. `header` lines are written first as `//!` lines.
pub fn write(g: &Grammar, names: &[String], header: &[String]) -> String {
    let mut out = String::new();
    for h in header {
        out.push_str(&format!("//! {h}\n").replace("//! \n", "//!\n"));
    }
    for (i, r) in g.rules.iter().enumerate() {
        out.push('\n');
        for n in &r.notes {
            for l in n.lines() {
                out.push_str(&format!("// {l}\n"));
            }
        }
        if r.core {
            out.push_str("/// RFC 5234 appendix B.1 core rule:\n");
        }
        for l in &r.source {
            out.push_str(&format!("/// {l}\n").replace("/// \n", "///\n"));
        }
        out.push_str(&format!(
            "{} = {{ {} }}\n",
            names[i],
            expr(&r.expr, names, 0)
        ));
    }
    out
}

fn prec(e: &Expr) -> u8 {
    match e {
        Expr::Alt(v) if v.len() > 1 => 0,
        Expr::Seq(v) if v.len() > 1 => 1,
        _ => 2,
    }
}

/// The pest text of one expression (`ctx`: 0 top level, 1 in a choice, 2 in a sequence, 3 under an operator).
pub fn expr(e: &Expr, names: &[String], ctx: u8) -> String {
    let s = match e {
        Expr::Empty => "\"\"".to_string(),
        Expr::Eoi => "EOI".to_string(),
        Expr::Chars(s) => chars(s),
        Expr::Lit { text, ci } => format!("{}\"{}\"", if *ci { "^" } else { "" }, escape(text)),
        Expr::Ref(r) => names[*r].clone(),
        Expr::Seq(v) if v.is_empty() => "\"\"".to_string(),
        Expr::Seq(v) => v
            .iter()
            .map(|x| expr(x, names, 2))
            .collect::<Vec<_>>()
            .join(" ~ "),
        Expr::Alt(v) => v
            .iter()
            .map(|x| expr(x, names, 1))
            .collect::<Vec<_>>()
            .join(" | "),
        Expr::Rep { min, max, body } => {
            let b = expr(body, names, 3);
            match (min, max) {
                (0, None) => format!("{b}*"),
                (1, None) => format!("{b}+"),
                (0, Some(1)) => format!("{b}?"),
                (0, Some(0)) => "\"\"".to_string(),
                (n, None) => format!("{b}{{{n},}}"),
                (0, Some(m)) => format!("{b}{{, {m}}}"),
                (n, Some(m)) if n == m => format!("{b}{{{n}}}"),
                (n, Some(m)) => format!("{b}{{{n}, {m}}}"),
            }
        }
        Expr::And(x) => format!("&{}", expr(x, names, 3)),
        Expr::Not(x) => format!("!{}", expr(x, names, 3)),
    };
    let needs = match ctx {
        3 => {
            !matches!(
                e,
                Expr::Chars(_) | Expr::Lit { .. } | Expr::Ref(_) | Expr::Eoi | Expr::Empty
            ) && !(matches!(e, Expr::Seq(v) | Expr::Alt(v) if v.len() == 1))
        }
        c => prec(e) < c,
    };
    if needs {
        format!("({s})")
    } else {
        s
    }
}

fn escape(s: &str) -> String {
    let mut o = String::new();
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            c if c.is_ascii_graphic() || c == ' ' => o.push(c),
            c => o.push_str(&format!("\\u{{{:02X}}}", c as u32)),
        }
    }
    o
}

fn one_char(c: u32) -> String {
    match char::from_u32(c) {
        Some('\'') => "'\\''".into(),
        Some('\\') => "'\\\\'".into(),
        Some(ch) if ch.is_ascii_graphic() || ch == ' ' => format!("'{ch}'"),
        _ => format!("'\\u{{{c:02X}}}'"),
    }
}

fn chars(s: &CharSet) -> String {
    let parts: Vec<String> = s
        .ranges()
        .iter()
        .map(|&(lo, hi)| {
            if lo == hi {
                match char::from_u32(lo) {
                    Some(c) => format!("\"{}\"", escape(&c.to_string())),
                    None => one_char(lo),
                }
            } else {
                format!("{}..{}", one_char(lo), one_char(hi))
            }
        })
        .collect();
    if parts.len() == 1 {
        parts[0].clone()
    } else {
        format!("({})", parts.join(" | "))
    }
}
