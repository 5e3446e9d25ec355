//! What a set of grammars exercised: each operator, literal form, built-in kind,
//! rule modifier, modifier nesting (a rule of one modifier calling a rule of
//! another: `$ in @` is a `$` rule called from an `@` rule), implicit skips and
//! recursion, with the number of grammars that used it.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use pest_meta::ast::{Expr, RuleType};

use crate::derive::choices;

/// Grammars per feature.
#[derive(Debug, Default, Clone)]
pub struct Coverage {
    /// Feature name → number of grammars that used it.
    pub grammars: BTreeMap<String, usize>,
    /// Grammars counted.
    pub total: usize,
}

impl Coverage {
    /// Counts the features of `text` (nothing when pest_meta cannot read it).
    pub fn add(&mut self, text: &str) {
        self.total += 1;
        for feature in features(text) {
            *self.grammars.entry(feature).or_default() += 1;
        }
    }

    /// The features no counted grammar used, of those every campaign should reach.
    pub fn missing(&self) -> Vec<&'static str> {
        EXPECTED
            .iter()
            .copied()
            .filter(|feature| !self.grammars.contains_key(*feature))
            .collect()
    }
}

impl std::fmt::Display for Coverage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "coverage of {} grammars (grammars using each):",
            self.total
        )?;
        for (feature, count) in &self.grammars {
            writeln!(f, "  {feature:<28} {count}")?;
        }
        Ok(())
    }
}

/// Features every sizeable campaign must reach.
pub const EXPECTED: &[&str] = &[
    "op:sequence",
    "op:choice",
    "op:optional",
    "op:repeat",
    "op:repeat-once",
    "op:repeat-exact",
    "op:repeat-min",
    "op:repeat-max",
    "op:repeat-min-max",
    "op:positive-lookahead",
    "op:negative-lookahead",
    "op:tag",
    "literal:string",
    "literal:insensitive",
    "literal:range",
    "builtin:class",
    "builtin:unicode-property",
    "builtin:SOI",
    "builtin:EOI",
    "stack:PUSH",
    "stack:PUSH_LITERAL",
    "stack:PEEK",
    "stack:PEEK-slice",
    "stack:POP",
    "stack:DROP",
    "stack:PEEK_ALL",
    "stack:POP_ALL",
    "rule:normal",
    "rule:_",
    "rule:@",
    "rule:$",
    "rule:!",
    "nesting:$ in @",
    "nesting:! in @",
    "nesting:@ in $",
    "nesting:! in $",
    "nesting:@ in !",
    "nesting:$ in !",
    "nesting:_ in @",
    "skip:WHITESPACE",
    "skip:COMMENT",
    "skip:WHITESPACE not silent",
    "skip:COMMENT not silent",
    "recursion",
    "shape:separated-list",
    "shape:shared-first",
    "shape:until-PEEK",
    "shape:spaced-class-run",
];

fn modifier(ty: RuleType) -> &'static str {
    match ty {
        RuleType::Normal => "normal",
        RuleType::Silent => "_",
        RuleType::Atomic => "@",
        RuleType::CompoundAtomic => "$",
        RuleType::NonAtomic => "!",
    }
}

/// The features `text` uses.
pub fn features(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let Ok(pairs) = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text) else {
        return out;
    };
    let Ok(rules) = pest_meta::parser::consume_rules(pairs) else {
        return out;
    };
    let types: HashMap<&str, RuleType> = rules.iter().map(|r| (r.name.as_str(), r.ty)).collect();
    let mut calls: HashMap<&str, BTreeSet<String>> = HashMap::new();
    for rule in &rules {
        out.insert(format!("rule:{}", modifier(rule.ty)));
        if rule.name == "WHITESPACE" || rule.name == "COMMENT" {
            out.insert(format!("skip:{}", rule.name));
            if rule.ty != RuleType::Silent {
                out.insert(format!("skip:{} not silent", rule.name));
            }
        }
        let mut called = BTreeSet::new();
        expr_features(&rule.expr, &mut out, &mut called);
        for callee in &called {
            if let Some(ty) = types.get(callee.as_str()) {
                out.insert(format!(
                    "nesting:{} in {}",
                    modifier(*ty),
                    modifier(rule.ty)
                ));
            }
        }
        calls.insert(rule.name.as_str(), called);
    }
    if rules
        .iter()
        .any(|rule| reaches(&calls, &rule.name, &rule.name))
    {
        out.insert("recursion".to_owned());
    }
    if spaced_class_run(&rules) {
        out.insert("shape:spaced-class-run".to_owned());
    }
    out
}

/// Whether a rule that is not atomic repeats one byte class (`C*`, `C+`) in a
/// grammar with `WHITESPACE`: pest skips between the iterations unless the
/// caller is atomic, which url-derive reads as one run of the class and the
/// whitespace.
fn spaced_class_run(rules: &[pest_meta::ast::Rule]) -> bool {
    let skips = rules.iter().any(|rule| rule.name == "WHITESPACE");
    skips
        && rules
            .iter()
            .filter(|rule| !matches!(rule.ty, RuleType::Atomic | RuleType::CompoundAtomic))
            .filter(|rule| rule.name != "WHITESPACE" && rule.name != "COMMENT")
            .any(|rule| {
                rule.expr.iter_top_down().any(|expr| {
                    matches!(&expr, Expr::Rep(inner) | Expr::RepOnce(inner) if byte_class(inner))
                })
            })
}

/// Whether `expr` always matches exactly one ASCII byte: a one-byte literal, an
/// ASCII range, an `ASCII_*` built-in, or a choice of them.
fn byte_class(expr: &Expr) -> bool {
    match expr {
        Expr::Str(text) | Expr::Insens(text) => text.len() == 1 && text.is_ascii(),
        Expr::Range(lo, hi) => lo.is_ascii() && hi.is_ascii(),
        Expr::Ident(name) => name.starts_with("ASCII"),
        Expr::Choice(a, b) => byte_class(a) && byte_class(b),
        _ => false,
    }
}

/// Whether `from` calls, directly or not, `to`.
fn reaches(calls: &HashMap<&str, BTreeSet<String>>, from: &str, to: &str) -> bool {
    let mut seen = BTreeSet::new();
    let mut work: Vec<&str> = calls
        .get(from)
        .into_iter()
        .flatten()
        .map(String::as_str)
        .collect();
    while let Some(rule) = work.pop() {
        if rule == to {
            return true;
        }
        if seen.insert(rule) {
            work.extend(calls.get(rule).into_iter().flatten().map(String::as_str));
        }
    }
    false
}

/// Whether `first ~ rest` is a separated list, `x ~ (sep ~ x)*` (or `+`, `{n,}`):
/// `rest` repeats a sequence that ends in `first`.
fn separated_list(first: &Expr, rest: &Expr) -> bool {
    let (Expr::Rep(body) | Expr::RepOnce(body) | Expr::RepMin(body, _)) = rest else {
        return false;
    };
    matches!(&**body, Expr::Seq(_, last) if **last == *first)
}

/// Whether two consecutive alternatives of the choice `expr` start with the same
/// expression, tags aside (`#more = a ~ op ~ a | #one = a`): url-derive's
/// builders build it once.
fn shared_first(expr: &Expr) -> bool {
    fn first(expr: &Expr) -> &Expr {
        match expr {
            Expr::NodeTag(inner, _) => first(inner),
            Expr::Seq(a, _) => first(a),
            other => other,
        }
    }
    let mut all = Vec::new();
    choices(expr, &mut all);
    all.windows(2).any(|pair| first(pair[0]) == first(pair[1]))
}

/// True when `body` is `!PEEK ~ ANY`, repeated it is a run up to the pushed
/// delimiter (url-derive searches for it).
fn until_peek(body: &Expr) -> bool {
    let Expr::Seq(not, any) = body else {
        return false;
    };
    matches!((&**not, &**any), (Expr::NegPred(peek), Expr::Ident(any))
        if **peek == Expr::Ident("PEEK".into()) && any == "ANY")
}

fn expr_features(expr: &Expr, out: &mut BTreeSet<String>, called: &mut BTreeSet<String>) {
    let mut op = |name: &str| {
        out.insert(name.to_owned());
    };
    match expr {
        Expr::Str(_) => op("literal:string"),
        Expr::Insens(_) => op("literal:insensitive"),
        Expr::Range(..) => op("literal:range"),
        Expr::Ident(name) => match name.as_str() {
            "SOI" | "EOI" => op(&format!("builtin:{name}")),
            "PEEK" | "POP" | "DROP" | "PEEK_ALL" | "POP_ALL" => op(&format!("stack:{name}")),
            "ANY" | "NEWLINE" => op("builtin:class"),
            _ if name.starts_with("ASCII") => op("builtin:class"),
            _ if pest::unicode::by_name(name).is_some() && !name.contains(char::is_lowercase) => {
                op("builtin:unicode-property")
            }
            _ => {
                called.insert(name.clone());
            }
        },
        Expr::PeekSlice(..) => op("stack:PEEK-slice"),
        Expr::PosPred(inner) => {
            op("op:positive-lookahead");
            expr_features(inner, out, called);
        }
        Expr::NegPred(inner) => {
            op("op:negative-lookahead");
            expr_features(inner, out, called);
        }
        Expr::Seq(a, b) if separated_list(a, b) => {
            op("shape:separated-list");
            op("op:sequence");
            expr_features(a, out, called);
            expr_features(b, out, called);
        }
        Expr::Seq(a, b) | Expr::Choice(a, b) => {
            if matches!(expr, Expr::Choice(..)) && shared_first(expr) {
                op("shape:shared-first");
            }
            op(if matches!(expr, Expr::Seq(..)) {
                "op:sequence"
            } else {
                "op:choice"
            });
            expr_features(a, out, called);
            expr_features(b, out, called);
        }
        Expr::Opt(inner) => {
            op("op:optional");
            expr_features(inner, out, called);
        }
        Expr::Rep(inner) | Expr::RepOnce(inner) if until_peek(inner) => {
            op("shape:until-PEEK");
            op(if matches!(expr, Expr::Rep(_)) {
                "op:repeat"
            } else {
                "op:repeat-once"
            });
            expr_features(inner, out, called);
        }
        Expr::Rep(inner) => {
            op("op:repeat");
            expr_features(inner, out, called);
        }
        Expr::RepOnce(inner) => {
            op("op:repeat-once");
            expr_features(inner, out, called);
        }
        Expr::RepExact(inner, _) => {
            op("op:repeat-exact");
            expr_features(inner, out, called);
        }
        Expr::RepMin(inner, _) => {
            op("op:repeat-min");
            expr_features(inner, out, called);
        }
        Expr::RepMax(inner, _) => {
            op("op:repeat-max");
            expr_features(inner, out, called);
        }
        Expr::RepMinMax(inner, _, _) => {
            op("op:repeat-min-max");
            expr_features(inner, out, called);
        }
        Expr::Skip(_) => op("op:skip"),
        Expr::Push(inner) => {
            op("stack:PUSH");
            expr_features(inner, out, called);
        }
        Expr::PushLiteral(_) => op("stack:PUSH_LITERAL"),
        Expr::NodeTag(inner, _) => {
            op("op:tag");
            expr_features(inner, out, called);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shapes url-derive types or scans specially are told apart from the
    /// operators they are made of.
    #[test]
    fn shapes_are_recognised_where_they_stand() {
        let shapes = |text: &str| -> Vec<String> {
            features(text)
                .into_iter()
                .filter(|f| f.starts_with("shape:"))
                .collect()
        };
        assert_eq!(
            shapes("raw = { PUSH(\"#\") ~ (!PEEK ~ ANY)+ ~ POP }\n"),
            ["shape:until-PEEK"]
        );
        assert_eq!(
            shapes("raw = { PUSH(\"#\") ~ (!POP ~ ANY)* ~ POP }\n"),
            Vec::<String>::new()
        );
        assert_eq!(
            shapes("list = { x ~ (\",\" ~ x)* }\nx = { \"x\" }\n"),
            ["shape:separated-list"]
        );
        assert_eq!(
            shapes("e = { #more = x ~ \"+\" ~ x | #one = x }\nx = { \"x\" }\n"),
            ["shape:shared-first"]
        );
        assert_eq!(
            shapes("e = { x ~ \"+\" | \"-\" ~ x }\nx = { \"x\" }\n"),
            Vec::<String>::new()
        );
        assert_eq!(
            shapes("w = { (\"a\" | '0'..'9')+ }\nWHITESPACE = _{ \" \" }\n"),
            ["shape:spaced-class-run"]
        );
        // Atomic, or in a grammar that skips nothing: no skip between the bytes.
        assert_eq!(
            shapes("w = @{ ASCII_DIGIT+ }\nWHITESPACE = _{ \" \" }\n"),
            Vec::<String>::new()
        );
        assert_eq!(shapes("w = { ASCII_DIGIT+ }\n"), Vec::<String>::new());
    }
}
