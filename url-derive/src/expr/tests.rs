//! Tests of [`super`].

use std::path::Path;

use pest_meta::parser;

use super::*;

/// The rules of `text` as url-derive reads them.
fn read(text: &str) -> Result<(Vec<RuleExpr>, Vec<Problem>), Problem> {
    let pairs = parser::parse(MetaRule::grammar_rules, text).expect("grammar parses");
    read_rules(pairs)
}

/// pest_meta's rules of `text`, each `name ty expr` written with `Debug` (the
/// variants of [`Expr`] are named and ordered as pest_meta's).
fn pest_rules(text: &str) -> Option<Vec<String>> {
    let pairs = parser::parse(MetaRule::grammar_rules, text).ok()?;
    let rules = parser::consume_rules(pairs).ok()?;
    Some(
        rules
            .iter()
            .map(|r| format!("{} {:?} {:?}", r.name, r.ty, r.expr))
            .collect(),
    )
}

/// The same of url-derive's reading, tags dropped unless `tags`.
fn our_rules(text: &str, tags: bool) -> Vec<String> {
    let (rules, _) = read(text).expect("rules read");
    rules
        .iter()
        .map(|r| {
            let expr = if tags {
                r.expr.clone()
            } else {
                untagged(&r.expr)
            };
            format!("{} {:?} {:?}", r.name, r.ty, expr)
        })
        .collect()
}

/// `expr` without its tags (what pest_meta keeps of them without
/// `grammar-extras`).
fn untagged(expr: &Expr) -> Expr {
    let b = |e: &Expr| Box::new(untagged(e));
    match expr {
        Expr::NodeTag(inner, _) => untagged(inner),
        Expr::PosPred(e) => Expr::PosPred(b(e)),
        Expr::NegPred(e) => Expr::NegPred(b(e)),
        Expr::Seq(x, y) => Expr::Seq(b(x), b(y)),
        Expr::Choice(x, y) => Expr::Choice(b(x), b(y)),
        Expr::Opt(e) => Expr::Opt(b(e)),
        Expr::Rep(e) => Expr::Rep(b(e)),
        Expr::RepOnce(e) => Expr::RepOnce(b(e)),
        Expr::RepExact(e, n) => Expr::RepExact(b(e), *n),
        Expr::RepMin(e, n) => Expr::RepMin(b(e), *n),
        Expr::RepMax(e, n) => Expr::RepMax(b(e), *n),
        Expr::RepMinMax(e, m, n) => Expr::RepMinMax(b(e), *m, *n),
        Expr::Push(e) => Expr::Push(b(e)),
        other => other.clone(),
    }
}

/// Whether this build's pest_meta has `grammar-extras` (cargo decides, from
/// the other crates of the build).
fn extras_on() -> bool {
    pest_rules("a = { #t = \"x\" }").is_some_and(|rules| rules[0].contains("NodeTag"))
}

/// Grammars that use every operator, with the precedences and literal forms
/// pest_meta reads.
const FORMS: &[&str] = &[
    "a = { b ~ c ~ d | e | f ~ g }\nb = { \"b\" }\nc = { \"c\" }\nd = { \"d\" }\ne = { \"e\" }\nf = { \"f\" }\ng = { \"g\" }",
    "a = _{ | \"x\" | \"y\" ~ \"z\" }",
    "a = @{ !\"x\"* ~ &\"y\"? ~ !&\"z\"+ ~ (\"p\" | \"q\")* }",
    "a = ${ \"x\"{2} ~ \"y\"{2,} ~ \"z\"{,3} ~ \"w\"{1, 4} ~ (\"v\"){2}? }",
    "a = !{ ^\"Ab\" ~ ^ \"cd\" ~ 'a'..'z' ~ '\\x00'..'\\u{10FFFF}' }",
    "a = { \"\\\"\\\\\\r\\n\\t\\0\\'\\x41\\u{1F600}é\" }",
    "a = { PUSH(\"a\" | \"b\") ~ PEEK[..] ~ PEEK[1..] ~ PEEK[..-1] ~ PEEK[-2..-007] ~ PEEK[0..0] ~ POP ~ DROP }",
    "a = { SOI ~ ASCII_DIGIT+ ~ EOI }",
    "/// doc\na = { \"a\" }\n/// more\n\n/// b's\nb = { a ~ (a ~ (a | \"c\")) }",
    "a = { #x = b ~ #y = !b* ~ (#z = b | \"c\") ~ #w = (b ~ b)+ }\nb = { \"b\" }",
    "a = { PUSH_LITERAL(\"\") ~ PUSH_LITERAL(\"q\\\"\") ~ #t = PUSH_LITERAL(\"r\") ~ POP ~ POP ~ POP }",
];

/// The grammar files of this workspace (url-grammar's and the tests').
fn workspace_grammars() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = vec![root.join("rfc1738.pest")];
    for dir in [
        "tests/grammars",
        "tests/grammars/compat",
        "tests/ui-pass/grammars",
    ] {
        if let Ok(entries) = std::fs::read_dir(root.join(dir)) {
            files.extend(entries.flatten().map(|e| e.path()));
        }
    }
    files.sort();
    files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "pest"))
        .map(|f| std::fs::read_to_string(f).expect("grammar file reads"))
        .collect()
}

/// `e{m, n}` with m > n is what pest's unroller makes of it, n copies: `e{n}`.
#[test]
fn a_minimum_above_the_maximum_reads_as_the_maximum() {
    assert_eq!(
        our_rules(
            "a = { \"x\"{3, 1} ~ (\"y\" | \"z\"){5,2} ~ \"w\"{2, 2} }",
            false
        ),
        pest_rules("a = { \"x\"{1} ~ (\"y\" | \"z\"){2} ~ \"w\"{2, 2} }")
            .expect("pest_meta reads it")
    );
}

/// url-derive reads every grammar as pest_meta does: with the feature on the
/// whole tree is the same; without it, the same but for the tags pest_meta
/// then drops (and grammars with `PUSH_LITERAL`, which it then refuses).
#[test]
fn rules_are_read_as_pest_meta_reads_them() {
    let extras = extras_on();
    let grammars: Vec<String> = FORMS
        .iter()
        .map(|s| s.to_string())
        .chain(workspace_grammars())
        .collect();
    assert!(
        grammars.len() > FORMS.len() + 5,
        "the workspace's grammars are found"
    );
    let mut compared = 0;
    for text in &grammars {
        match pest_rules(text) {
            Some(pest) => {
                assert_eq!(our_rules(text, extras), pest, "on {text}");
                compared += 1;
            }
            None => assert!(
                !extras && text.contains("PUSH_LITERAL"),
                "pest_meta refuses {text}"
            ),
        }
    }
    assert!(compared + 1 >= grammars.len());
}

#[test]
fn tags_and_push_literal_are_read_whatever_the_feature() {
    let (rules, problems) =
        read("a = { #x = PUSH_LITERAL(\"\\t\") ~ #y = (b)? }\nb = { \"b\" }").unwrap();
    assert!(problems.is_empty());
    assert_eq!(
        rules[0].expr,
        Expr::Seq(
            Box::new(Expr::NodeTag(
                Box::new(Expr::PushLiteral("\t".into())),
                "x".into()
            )),
            Box::new(Expr::NodeTag(
                Box::new(Expr::Opt(Box::new(Expr::Ident("b".into())))),
                "y".into()
            )),
        )
    );
}

#[test]
fn operators_bind_as_in_pest() {
    let (rules, _) = read("a = { !\"x\"? ~ \"y\" | \"z\" ~ \"w\" ~ \"v\" | \"u\" }").unwrap();
    let s = |t: &str| Box::new(Expr::Str(t.into()));
    assert_eq!(
        rules[0].expr,
        Expr::Choice(
            Box::new(Expr::Choice(
                Box::new(Expr::Seq(
                    Box::new(Expr::NegPred(Box::new(Expr::Opt(s("x"))))),
                    s("y")
                )),
                Box::new(Expr::Seq(Box::new(Expr::Seq(s("z"), s("w"))), s("v"))),
            )),
            s("u"),
        )
    );
}

#[test]
fn tags_of_silent_and_builtin_rules_are_problems() {
    let text = "s = _{ \"s\" }\na = { #x = s ~ #y = ASCII_DIGIT+ ~ #z = (\"q\" ~ #w = s) }";
    let (_, problems) = read(text).unwrap();
    let found: Vec<(&str, &str)> = problems
        .iter()
        .map(|p| (&text[p.start..p.start + 2], p.message.as_str()))
        .collect();
    assert_eq!(
        found,
        [
            ("#x", "tags on silent rules will not appear in the output"),
            ("#y", "tags on built-in rules will not appear in the output"),
        ],
        "a tag inside a tagged term is not looked at, as in pest_meta"
    );
}

#[test]
fn what_pest_meta_cannot_read_is_a_problem_not_a_panic() {
    for (text, message) in [
        ("a = { \"x\"{0} }", "cannot repeat 0 times"),
        ("a = { \"x\"{1, 0} }", "cannot repeat 0 times"),
        ("a = { \"x\"{99999999999} }", "number cannot overflow u32"),
        ("a = { PEEK[99999999999..] }", "number cannot overflow i32"),
        ("a = { \"\\u{D800}\" }", "names no character"),
        ("a = { ( | \"x\") }", "may start with `|`"),
    ] {
        let problem = read(text).unwrap_err();
        assert!(problem.message.contains(message), "{text}: {problem:?}");
    }
}

#[test]
fn literals_are_listed_in_source_order() {
    let (rules, _) =
        read("a = { \"x\" ~ (^\"y\" | PUSH_LITERAL(\"z\")) ~ 'a'..'b' ~ PUSH(\"w\") }").unwrap();
    assert_eq!(rules[0].expr.literals(), ["x", "y", "z", "w"]);
}
