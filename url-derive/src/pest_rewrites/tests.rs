//! Tests of [`super`].

use super::*;

fn s(text: &str) -> Box<Expr> {
    Box::new(Expr::Str(text.to_owned()))
}

fn id(name: &str) -> Box<Expr> {
    Box::new(Expr::Ident(name.to_owned()))
}

fn seq(a: Box<Expr>, b: Box<Expr>) -> Box<Expr> {
    Box::new(Expr::Seq(a, b))
}

fn choice(a: Box<Expr>, b: Box<Expr>) -> Box<Expr> {
    Box::new(Expr::Choice(a, b))
}

fn one(expr: Box<Expr>, ty: RuleType) -> Expr {
    let no_rules = crate::load::parse("", "t.pest", "t.pest".into()).expect("parses");
    rewrite(&expr, ty, &no_rules)
}

#[test]
fn sequences_and_choices_nest_to_the_right() {
    let left = seq(seq(id("a"), id("b")), id("c"));
    assert_eq!(
        one(left, RuleType::Normal),
        *seq(id("a"), seq(id("b"), id("c")))
    );
    let left = choice(choice(id("a"), id("b")), id("c"));
    assert_eq!(
        one(left, RuleType::Normal),
        *choice(id("a"), choice(id("b"), id("c")))
    );
}

#[test]
fn a_repetition_followed_by_its_first_part_is_listed() {
    // (a ~ b)* ~ a → a ~ (b ~ a)*
    let text = seq(Box::new(Expr::Rep(seq(id("a"), id("b")))), id("a"));
    let listed = seq(id("a"), Box::new(Expr::Rep(seq(id("b"), id("a")))));
    assert_eq!(one(text, RuleType::Normal), *listed);
    // (a ~ b)* ~ a ~ c: the rest is not `a`.
    let text = seq(
        Box::new(Expr::Rep(seq(id("a"), id("b")))),
        seq(id("a"), id("c")),
    );
    assert_eq!(one(text.clone(), RuleType::Normal), *text);
    // e{0,} is e*.
    let text = seq(Box::new(Expr::RepMin(seq(id("a"), id("b")), 0)), id("a"));
    assert_eq!(one(text, RuleType::Normal), *listed);
}

#[test]
fn a_repeated_bounded_repetition_is_listed_through_its_copies() {
    // (a{2})* ~ a → a ~ (a ~ a)*
    let text = seq(
        Box::new(Expr::Rep(Box::new(Expr::RepExact(id("a"), 2)))),
        id("a"),
    );
    let listed = seq(id("a"), Box::new(Expr::Rep(seq(id("a"), id("a")))));
    assert_eq!(one(text, RuleType::Normal), *listed);
}

#[test]
fn strings_are_compared_joined_in_atomic_rules() {
    // @{ ("ab" ~ x)* ~ "a" ~ "b" } → "ab" ~ (x ~ "ab")*
    let text = seq(
        Box::new(Expr::Rep(seq(s("ab"), id("x")))),
        seq(s("a"), s("b")),
    );
    let listed = seq(s("ab"), Box::new(Expr::Rep(seq(id("x"), s("ab")))));
    assert_eq!(one(text.clone(), RuleType::Atomic), *listed);
    // Not joined elsewhere: nothing to list.
    assert_eq!(one(text.clone(), RuleType::Normal), *text);
}

#[test]
fn common_first_parts_are_factored() {
    // a ~ b | a ~ c → a ~ (b | c)
    let text = choice(seq(id("a"), id("b")), seq(id("a"), id("c")));
    assert_eq!(
        one(text, RuleType::Normal),
        *seq(id("a"), choice(id("b"), id("c")))
    );
    // a | a ~ b → a
    assert_eq!(
        one(choice(id("a"), seq(id("a"), id("b"))), RuleType::Normal),
        Expr::Ident("a".into())
    );
    // a ~ b | a → a ~ b? in atomic rules only.
    let text = choice(seq(id("a"), id("b")), id("a"));
    assert_eq!(
        one(text.clone(), RuleType::CompoundAtomic),
        *seq(id("a"), Box::new(Expr::Opt(id("b"))))
    );
    assert_eq!(one(text.clone(), RuleType::Normal), *text);
    // Only the last two alternatives of a longer choice: a ~ x | (a ~ y | a ~ z).
    let text = choice(
        choice(seq(id("a"), id("x")), seq(id("a"), id("y"))),
        seq(id("a"), id("z")),
    );
    assert_eq!(
        one(text, RuleType::Normal),
        *choice(
            seq(id("a"), id("x")),
            seq(id("a"), choice(id("y"), id("z")))
        )
    );
}

#[test]
fn bounded_repetitions_factor_through_their_first_copy() {
    // a{3} | a ~ b → a ~ (a{2} | b)
    let text = choice(Box::new(Expr::RepExact(id("a"), 3)), seq(id("a"), id("b")));
    assert_eq!(
        one(text, RuleType::Normal),
        *seq(
            id("a"),
            choice(Box::new(Expr::RepExact(id("a"), 2)), id("b"))
        )
    );
    // a | a{2,} → a
    let text = choice(id("a"), Box::new(Expr::RepMin(id("a"), 2)));
    assert_eq!(one(text, RuleType::Normal), Expr::Ident("a".into()));
}

#[test]
fn plain_common_first_parts_keep_their_shape_unless_more_follows() {
    // "{" ~ a ~ "}" | "{" ~ "}": factoring would only try "{" once.
    let text = choice(seq(s("{"), seq(id("a"), s("}"))), seq(s("{"), s("}")));
    assert_eq!(one(text.clone(), RuleType::Normal), *text);
    // "{" ~ a ~ "x" | "{" ~ a ~ "y": pest then factors `a`, which records.
    let text = choice(
        seq(s("{"), seq(id("a"), s("x"))),
        seq(s("{"), seq(id("a"), s("y"))),
    );
    assert_eq!(
        one(text, RuleType::Normal),
        *seq(s("{"), seq(id("a"), choice(s("x"), s("y"))))
    );
    // ("a" ~ "x" | "a" ~ "y")* ~ "a": listed as pest factored the body.
    let body = choice(seq(s("a"), s("x")), seq(s("a"), s("y")));
    let text = seq(Box::new(Expr::Rep(body)), s("a"));
    assert_eq!(
        one(text, RuleType::Normal),
        *seq(
            s("a"),
            Box::new(Expr::Rep(seq(choice(s("x"), s("y")), s("a"))))
        )
    );
}

#[test]
fn skips_are_neither_listed_nor_factored() {
    // @{ (!"a" ~ ANY)* ~ !"a" }: pest's skipper makes the repetition a search.
    let skip = Box::new(Expr::Rep(seq(Box::new(Expr::NegPred(s("a"))), id("ANY"))));
    let text = seq(skip, Box::new(Expr::NegPred(s("a"))));
    assert_eq!(one(text.clone(), RuleType::Atomic), *text);
    // In a normal rule there is no skip: listed.
    assert_eq!(
        one(text, RuleType::Normal),
        *seq(
            Box::new(Expr::NegPred(s("a"))),
            Box::new(Expr::Rep(seq(id("ANY"), Box::new(Expr::NegPred(s("a"))))))
        )
    );
}
