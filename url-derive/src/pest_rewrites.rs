//! pest_meta's optimizer, where it changes what a grammar means: every rule's
//! expression is rewritten as pest_derive and pest_vm rewrite it before they run
//! it, so that the model (and so the types) follow the shape pest matches.
//!
//! pest_meta (`optimizer::optimize`) runs, in order: the rotator, the skipper, the
//! unroller, the concatenator, the factorizer, the lister, the restorer. This pass
//! runs the same steps on [`Expr`], in the same order and traversal, and rewrites
//! only where pest's result matches differently; where a step cannot be seen in
//! what pest reports (verdict, nodes and spans, error offset, expected and
//! unexpected rules), the expression keeps its own shape:
//!
//! - **rotator**: `~` and `|` nested to the right (`a ~ b ~ c` is `a ~ (b ~ c)`),
//!   done here too, because the steps below match on that nesting (the model
//!   flattens sequences and choices, so it does not see it).
//! - **skipper** (`@` rules): `(!("a" | "b") ~ ANY)*` becomes a search for the
//!   next `"a"` or `"b"`, which matches exactly what the repetition matches and
//!   records nothing (only strings are inside, and no rule is tracked in an `@`
//!   rule). pest_vm gives `k1 = @{ (!("a" | stop) ~ ANY)* ~ "!"? }` (searched)
//!   and `k2 = ${ ... }` (the same body, matched as written, since the skipper
//!   leaves `$` rules alone), with `stop = _{ "bc" | "é" }`, the same outcome on
//!   `xxbc`, `xa`, `xb`, the empty input, `héllo`, `x!y`, `bca` and `b`
//!   (corpus `issue23-skipper.pest`). So it is kept as written, but marked while
//!   the steps below run, since pest's lister and factorizer see a search there,
//!   not a repetition.
//! - **unroller**: `e{n}`, `e{m,}`, `e{,n}`, `e{m,n}` become copies of `e` joined
//!   by `~`. The generated parsers give a bounded repetition exactly that meaning
//!   (`ir::Ir::Rep`), and the model keeps it one list; the steps below look at a
//!   bounded repetition as its first copy followed by the rest ([`first_and_rest`])
//!   and compare expressions as unrolled ([`Rewriter::same`]). `e+` is not unrolled, as in
//!   pest_meta with `grammar-extras` (see docs/generator.md).
//! - **concatenator** (`@` rules): `"a" ~ "b"` becomes `"ab"`, `^"a" ~ ^"b"`
//!   `^"ab"`: the same match; done here too (on sequences; a repetition of a
//!   string is compared as the string it unrolls to), because the factorizer and
//!   the lister compare what it leaves (`("ab" ~ x)* ~ "a" ~ "b"` is listed).
//! - **factorizer**: `l ~ r1 | l ~ r2` becomes `l ~ (r1 | r2)`, `l | l ~ r`
//!   becomes `l`, and in `@` and `$` rules `l ~ r | l` becomes `l ~ r?`. Each
//!   matches what it replaces, but tries `l` once where the original tries it
//!   twice, and pest's error tracking counts attempts: a rule that fails after
//!   exactly one attempt of a child rule at its start position reports the child,
//!   after two it reports itself (`x = { a ~ "b" | a ~ "c" }` on input where `a`
//!   fails expects `a`, not `x`). So it is done here, except where it cannot
//!   be seen: `l ~ r1 | l ~ r2` with `l` only strings and ranges (tried twice, it
//!   records nothing, and no lister can fire at `l`) and `r1 | r2` factored no
//!   further keeps its written shape and types (`"{" ~ pair ~ "}" | "{" ~ "}"`),
//!   and is compared and listed as pest's factored form
//!   ([`Rewriter::unseen_factoring`]).
//! - **lister**: `(l ~ r)* ~ l` becomes `l ~ (r ~ l)*`, which matches differently
//!   (`(x ~ y)* ~ x` rejects `xy`, `x ~ (y ~ x)*` matches its `x`; with implicit
//!   whitespace the skip after the first `l` stays). Done here.
//! - **restorer**: the stack restored after a failed optional part, repetition
//!   or alternative that changes it: the model does that on the shape left here.

use pest_meta::ast::RuleType;

use crate::expr::Expr;
use crate::load::{Grammar, GrammarRule};

/// The tag marking a repetition pest's skipper turns into a search, followed by
/// the strings searched for (`{:?}` of them). No tag of a grammar starts with a
/// NUL character.
const SKIP_MARK: &str = "\0skip";

/// Every rule of `grammar` with its expression rewritten as pest_meta's optimizer
/// rewrites it, where that changes the match (see the module's doc).
pub fn apply(grammar: &Grammar) -> Vec<GrammarRule> {
    grammar
        .rules
        .iter()
        .map(|rule| GrammarRule {
            expr: rewrite(&rule.expr, rule.ty, grammar),
            ..rule.clone()
        })
        .collect()
}

/// `expr`, the body of a rule of type `ty`, rewritten.
fn rewrite(expr: &Expr, ty: RuleType, originals: &Grammar) -> Expr {
    let rewriter = Rewriter { ty };
    let expr = rotate(expr.clone());
    let expr = if ty == RuleType::Atomic {
        mark_skips(expr, originals)
    } else {
        expr
    };
    let expr = if ty == RuleType::Atomic {
        concatenate(expr)
    } else {
        expr
    };
    let expr = rewriter.factor(expr);
    let expr = rewriter.list(expr);
    unmark_skips(expr)
}

/// pest's rotator: `(a ~ b) ~ c` → `a ~ (b ~ c)`, `(a | b) | c` → `a | (b | c)`,
/// top-down.
fn rotate(expr: Expr) -> Expr {
    let expr = match expr {
        Expr::Seq(lhs, rhs) => match *lhs {
            Expr::Seq(ll, lr) => return rotate(Expr::Seq(ll, Box::new(Expr::Seq(lr, rhs)))),
            lhs => Expr::Seq(Box::new(lhs), rhs),
        },
        Expr::Choice(lhs, rhs) => match *lhs {
            Expr::Choice(ll, lr) => {
                return rotate(Expr::Choice(ll, Box::new(Expr::Choice(lr, rhs))))
            }
            lhs => Expr::Choice(Box::new(lhs), rhs),
        },
        expr => expr,
    };
    map_children(expr, &mut rotate)
}

/// `expr` with `f` applied to each direct child.
fn map_children(expr: Expr, f: &mut impl FnMut(Expr) -> Expr) -> Expr {
    let mut b = |e: Box<Expr>| Box::new(f(*e));
    match expr {
        Expr::PosPred(e) => Expr::PosPred(b(e)),
        Expr::NegPred(e) => Expr::NegPred(b(e)),
        Expr::Seq(l, r) => {
            let l = b(l);
            Expr::Seq(l, b(r))
        }
        Expr::Choice(l, r) => {
            let l = b(l);
            Expr::Choice(l, b(r))
        }
        Expr::Opt(e) => Expr::Opt(b(e)),
        Expr::Rep(e) => Expr::Rep(b(e)),
        Expr::RepOnce(e) => Expr::RepOnce(b(e)),
        Expr::RepExact(e, n) => Expr::RepExact(b(e), n),
        Expr::RepMin(e, n) => Expr::RepMin(b(e), n),
        Expr::RepMax(e, n) => Expr::RepMax(b(e), n),
        Expr::RepMinMax(e, m, n) => Expr::RepMinMax(b(e), m, n),
        Expr::Push(e) => Expr::Push(b(e)),
        Expr::NodeTag(e, tag) => Expr::NodeTag(b(e), tag),
        leaf => leaf,
    }
}

/// pest's skipper, top-down in an `@` rule: marks each `(!s ~ ANY)*` whose `s`
/// is a choice of strings (through the rules it names, read as written) with
/// [`SKIP_MARK`] and the strings.
fn mark_skips(expr: Expr, originals: &Grammar) -> Expr {
    if let Expr::Rep(body) = &expr {
        if let Expr::Seq(lhs, rhs) = &**body {
            if let (Expr::NegPred(stop), Expr::Ident(any)) = (&**lhs, &**rhs) {
                if any == "ANY" {
                    if let Some(strings) = skip_strings(stop, originals, Vec::new()) {
                        let tag = format!("{SKIP_MARK}{strings:?}");
                        return Expr::NodeTag(Box::new(expr), tag);
                    }
                }
            }
        }
    }
    map_children(expr, &mut |e| mark_skips(e, originals))
}

/// pest's `populate_choices`: the strings of a choice of strings and of rules
/// that are such choices (a rule's body read as written, not rotated), in order;
/// `None` for anything else.
fn skip_strings(expr: &Expr, originals: &Grammar, mut found: Vec<String>) -> Option<Vec<String>> {
    match expr {
        Expr::Choice(lhs, rhs) => match &**lhs {
            Expr::Str(text) => {
                found.push(text.clone());
                skip_strings(rhs, originals, found)
            }
            Expr::Ident(name) => {
                let inlined = skip_strings(&originals.rule(name)?.expr, originals, Vec::new())?;
                found.extend(inlined);
                skip_strings(rhs, originals, found)
            }
            _ => None,
        },
        Expr::Str(text) => {
            found.push(text.clone());
            Some(found)
        }
        Expr::Ident(name) => skip_strings(&originals.rule(name)?.expr, originals, found),
        _ => None,
    }
}

/// The marks of [`mark_skips`] taken off.
fn unmark_skips(expr: Expr) -> Expr {
    match expr {
        Expr::NodeTag(inner, tag) if tag.starts_with(SKIP_MARK) => unmark_skips(*inner),
        expr => map_children(expr, &mut unmark_skips),
    }
}

/// True for a tag [`mark_skips`] set.
fn is_skip(expr: &Expr) -> bool {
    matches!(expr, Expr::NodeTag(_, tag) if tag.starts_with(SKIP_MARK))
}

/// pest's concatenator, bottom-up in an `@` rule: `"a" ~ "b"` → `"ab"`,
/// `^"a" ~ ^"b"` → `^"ab"`.
fn concatenate(expr: Expr) -> Expr {
    if is_skip(&expr) {
        return expr;
    }
    match map_children(expr, &mut concatenate) {
        Expr::Seq(lhs, rhs) => match (*lhs, *rhs) {
            (Expr::Str(l), Expr::Str(r)) => Expr::Str(l + &r),
            (Expr::Insens(l), Expr::Insens(r)) => Expr::Insens(l + &r),
            (l, r) => Expr::Seq(Box::new(l), Box::new(r)),
        },
        expr => expr,
    }
}

/// The bounded repetition of `body`, `min` to `max` times (unbounded: `None`), as
/// its simplest expression: what pest's unroller makes of the others is the same.
fn bounded(body: Box<Expr>, min: u32, max: Option<u32>) -> Expr {
    match (min, max) {
        (0, None) => Expr::Rep(body),
        (min, None) => Expr::RepMin(body, min),
        (0, Some(1)) => Expr::Opt(body),
        (1, Some(1)) => *body,
        (0, Some(max)) => Expr::RepMax(body, max),
        (min, Some(max)) if min == max => Expr::RepExact(body, max),
        (min, Some(max)) => Expr::RepMinMax(body, min, max),
    }
}

/// `expr` seen as a sequence the way pest's unroller leaves it: its first part
/// and the rest (`e{3}` is `e` then `e{2}`, `e{,2}` is `e?` then `e?`, `e{2,}` is
/// `e` then `e{1,}`). `None` when pest has no sequence there: a string the
/// concatenator made of one (in an `@` rule), a single copy, `e*`, `e+`.
fn first_and_rest(expr: &Expr, atomic: bool) -> Option<(Expr, Expr)> {
    if atomic && joined_string(expr).is_some() {
        return None;
    }
    let split = |first: Expr, body: &Expr, min: u32, max: Option<u32>| {
        Some((first, bounded(Box::new(body.clone()), min, max)))
    };
    match expr {
        Expr::Seq(first, rest) => Some(((**first).clone(), (**rest).clone())),
        Expr::RepExact(body, 1) | Expr::RepMinMax(body, 1, 1) => first_and_rest(body, atomic),
        Expr::RepExact(body, n) if *n >= 2 => split((**body).clone(), body, n - 1, Some(n - 1)),
        Expr::RepMin(body, n) if *n >= 1 => split((**body).clone(), body, n - 1, None),
        Expr::RepMax(body, n) if *n >= 2 => split(Expr::Opt(body.clone()), body, 0, Some(n - 1)),
        Expr::RepMinMax(body, min, max) if *max >= 2 => {
            let first = if *min >= 1 {
                (**body).clone()
            } else {
                Expr::Opt(body.clone())
            };
            split(first, body, min.saturating_sub(1), Some(max - 1))
        }
        _ => None,
    }
}

/// `Some(insensitive)` when pest's unroller and concatenator (in an `@` rule)
/// make one string of `expr`: a string, a sequence of strings of one kind, a
/// repetition of one exactly `n` times.
fn joined_string(expr: &Expr) -> Option<bool> {
    match expr {
        Expr::Str(_) => Some(false),
        Expr::Insens(_) => Some(true),
        Expr::Seq(a, b) => {
            let kind = joined_string(a)?;
            (joined_string(b)? == kind).then_some(kind)
        }
        Expr::RepExact(body, _) => joined_string(body),
        Expr::RepMinMax(body, min, max) if min == max => joined_string(body),
        _ => None,
    }
}

/// The body of `expr` when pest's unroller leaves an `e*` there (`e*`, `e{0,}`,
/// or one copy of such).
fn repeated(expr: &Expr) -> Option<&Expr> {
    match expr {
        Expr::Rep(body) | Expr::RepMin(body, 0) => Some(body),
        Expr::RepExact(body, 1) | Expr::RepMinMax(body, 1, 1) => repeated(body),
        _ => None,
    }
}

/// `l ~ r`, two strings joined as pest's concatenator joins them in an `@` rule.
fn join(l: Expr, r: Expr, atomic: bool) -> Expr {
    match (l, r) {
        (Expr::Str(l), Expr::Str(r)) if atomic => Expr::Str(l + &r),
        (Expr::Insens(l), Expr::Insens(r)) if atomic => Expr::Insens(l + &r),
        (l, r) => Expr::Seq(Box::new(l), Box::new(r)),
    }
}

/// True when `expr` is made of strings and ranges only (sequences, choices,
/// optionals and lookaheads of them): matching it records no attempt, touches no
/// stack and sets no tag, and no repetition is inside.
fn plain(expr: &Expr) -> bool {
    match expr {
        Expr::Str(_) | Expr::Insens(_) | Expr::Range(..) => true,
        Expr::Seq(a, b) | Expr::Choice(a, b) => plain(a) && plain(b),
        Expr::Opt(e) | Expr::PosPred(e) | Expr::NegPred(e) => plain(e),
        _ => false,
    }
}

/// The factorizer and lister of one rule.
struct Rewriter {
    /// The rule's type.
    ty: RuleType,
}

impl Rewriter {
    /// True in an `@` rule, where pest joins strings.
    fn atomic(&self) -> bool {
        self.ty == RuleType::Atomic
    }

    /// `lhs | rhs` as the factorizer would make it `l ~ (r1 | r2)` without it
    /// being seen: `l` is [`plain`] (tried twice, it records nothing, and no lister
    /// can fire at the new sequence) and `r1 | r2` is factored no further (pest's
    /// factorizer then goes on into `r1` and `r2`, as it does here). Such choices
    /// keep their written shape, and so their types (`"{" ~ pair ~ "}" | "{" ~
    /// "}"` stays an enum): `Some((l, r1, r2))` for them.
    fn unseen_factoring(&self, lhs: &Expr, rhs: &Expr) -> Option<(Expr, Expr, Expr)> {
        let atomic = self.atomic();
        let (l1, r1) = first_and_rest(lhs, atomic)?;
        let (l2, r2) = first_and_rest(rhs, atomic)?;
        if !plain(&l1) || !self.same(&l1, &l2) {
            return None;
        }
        let rests = Expr::Choice(Box::new(r1.clone()), Box::new(r2.clone()));
        (self.factor_choice(r1.clone(), r2.clone(), true) == rests).then_some((l1, r1, r2))
    }

    /// True when pest's factorizer sees `a` and `b` as one expression (it compares
    /// them unrolled and, in an `@` rule, with strings joined).
    fn same(&self, a: &Expr, b: &Expr) -> bool {
        a == b || self.unrolled(a, false) == self.unrolled(b, false)
    }

    /// True when pest's lister sees `a` and `b` as one expression: compared as
    /// unrolled, and factored where [`Rewriter::unseen_factoring`] left a choice
    /// as written.
    fn same_listed(&self, a: &Expr, b: &Expr) -> bool {
        a == b || self.unrolled(a, true) == self.unrolled(b, true)
    }

    /// `expr` as pest's optimizer has it: bounded repetitions written out as
    /// copies, strings joined (in an `@` rule), a marked skip as the strings it
    /// searches for, and, when `factored`, the choices left as written by
    /// [`Rewriter::unseen_factoring`] factored.
    fn unrolled(&self, expr: &Expr, factored: bool) -> Expr {
        let atomic = self.atomic();
        let copies = |body: &Expr, min: u32, max: Option<u32>| {
            let body = self.unrolled(body, factored);
            let count = max.unwrap_or(min + 1);
            let mut parts: Vec<Expr> = (1..=count)
                .map(|i| match max {
                    _ if i <= min => body.clone(),
                    None => Expr::Rep(Box::new(body.clone())),
                    Some(_) => Expr::Opt(Box::new(body.clone())),
                })
                .collect();
            let mut joined = parts.pop().expect("at least one copy");
            while let Some(part) = parts.pop() {
                joined = join(part, joined, atomic);
            }
            joined
        };
        let u = |e: &Expr| Box::new(self.unrolled(e, factored));
        match expr {
            Expr::NodeTag(_, tag) if tag.starts_with(SKIP_MARK) => Expr::Ident(tag.clone()),
            Expr::RepExact(body, n) => copies(body, *n, Some(*n)),
            Expr::RepMin(body, n) => copies(body, *n, None),
            Expr::RepMax(body, n) => copies(body, 0, Some(*n)),
            Expr::RepMinMax(body, min, max) => copies(body, *min, Some(*max)),
            Expr::Seq(l, r) => join(*u(l), *u(r), atomic),
            Expr::Choice(l, r) => match self.unseen_factoring(l, r).filter(|_| factored) {
                Some((first, r1, r2)) => {
                    Expr::Seq(u(&first), Box::new(Expr::Choice(u(&r1), u(&r2))))
                }
                None => Expr::Choice(u(l), u(r)),
            },
            Expr::PosPred(e) => Expr::PosPred(u(e)),
            Expr::NegPred(e) => Expr::NegPred(u(e)),
            Expr::Opt(e) => Expr::Opt(u(e)),
            Expr::Rep(e) => Expr::Rep(u(e)),
            Expr::RepOnce(e) => Expr::RepOnce(u(e)),
            Expr::Push(e) => Expr::Push(u(e)),
            Expr::NodeTag(e, tag) => Expr::NodeTag(u(e), tag.clone()),
            leaf => leaf.clone(),
        }
    }

    /// pest's factorizer, top-down.
    fn factor(&self, expr: Expr) -> Expr {
        if is_skip(&expr) {
            return expr;
        }
        let expr = match expr {
            Expr::Choice(lhs, rhs) => self.factor_choice(*lhs, *rhs, false),
            expr => expr,
        };
        map_children(expr, &mut |e| self.factor(e))
    }

    /// One choice `lhs | rhs`, factored as pest's factorizer does (`all`), or
    /// except where that cannot be seen ([`Rewriter::unseen_factoring`]).
    fn factor_choice(&self, lhs: Expr, rhs: Expr, all: bool) -> Expr {
        let atomic = self.atomic();
        let unchanged = |lhs, rhs| Expr::Choice(Box::new(lhs), Box::new(rhs));
        match (first_and_rest(&lhs, atomic), first_and_rest(&rhs, atomic)) {
            (Some((l1, r1)), Some((l2, r2))) => {
                if !self.same(&l1, &l2) || (!all && self.unseen_factoring(&lhs, &rhs).is_some()) {
                    unchanged(lhs, rhs)
                } else {
                    Expr::Seq(Box::new(l1), Box::new(unchanged(r1, r2)))
                }
            }
            (Some((l1, l2)), None)
                if matches!(self.ty, RuleType::Atomic | RuleType::CompoundAtomic) =>
            {
                if self.same(&l1, &rhs) {
                    Expr::Seq(Box::new(l1), Box::new(Expr::Opt(Box::new(l2))))
                } else {
                    unchanged(lhs, rhs)
                }
            }
            (_, Some((r1, _))) if self.same(&lhs, &r1) => lhs,
            _ => unchanged(lhs, rhs),
        }
    }

    /// The first part and the rest of the body of a repetition as pest's lister
    /// sees it: a choice left as written by [`Rewriter::unseen_factoring`] is
    /// the sequence pest made of it.
    fn listed_first_and_rest(&self, body: &Expr) -> Option<(Expr, Expr)> {
        if let Expr::Choice(lhs, rhs) = body {
            if let Some((first, r1, r2)) = self.unseen_factoring(lhs, rhs) {
                return Some((first, Expr::Choice(Box::new(r1), Box::new(r2))));
            }
        }
        first_and_rest(body, self.atomic())
    }

    /// pest's lister, bottom-up: `(l ~ r)* ~ l` → `l ~ (r ~ l)*`.
    fn list(&self, expr: Expr) -> Expr {
        if is_skip(&expr) {
            return expr;
        }
        match map_children(expr, &mut |e| self.list(e)) {
            Expr::Seq(lhs, last) => {
                match repeated(&lhs).and_then(|body| self.listed_first_and_rest(body)) {
                    Some((first, rest)) if self.same_listed(&first, &last) => {
                        let body = Expr::Seq(Box::new(rest), last);
                        Expr::Seq(Box::new(first), Box::new(Expr::Rep(Box::new(body))))
                    }
                    _ => Expr::Seq(lhs, last),
                }
            }
            expr => expr,
        }
    }
}

#[cfg(test)]
mod tests;
