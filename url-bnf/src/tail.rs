//! What may follow a node to the end of the input, as an expression: the rest of its
//! rule, then what may follow the rule at each place a rule reached from the start
//! rules calls it, up to the end of input after a start rule.
//!
//! The rewrites use it as a lookahead that sees the whole rest of the input where
//! one character of follow cannot tell two readings apart (`host = *(label ".")
//! label` followed by `"." suffix`: a label followed by "." may be the last one or
//! not). The expression is built only where it is finite and small: a rule that
//! calls itself, directly or through others, on the way up has none.

use crate::ir::{Expr, Grammar};

/// Most alternatives in the tail of one rule.
const MAX_CONTEXTS: usize = 6;
/// Most nodes in a whole tail expression.
const MAX_NODES: usize = 400;

/// What follows the node at `path` inside its rule's expression, as items of a
/// sequence: the following items of every enclosing sequence, innermost first, and
/// the further iterations an enclosing repetition may take. `None` inside a lookahead.
pub fn rest_in_rule(root: &Expr, path: &[usize]) -> Option<Vec<Expr>> {
    let mut rest = Vec::new();
    for k in (0..path.len()).rev() {
        match root.at(&path[..k]) {
            Expr::Seq(v) => rest.extend(v[path[k] + 1..].iter().cloned()),
            Expr::Alt(_) => {}
            Expr::Rep { max, body, .. } => {
                let more = max.map(|m| m.saturating_sub(1));
                if more != Some(0) {
                    rest.push(Expr::Rep {
                        min: 0,
                        max: more,
                        body: body.clone(),
                    });
                }
            }
            _ => return None,
        }
    }
    Some(rest)
}

/// The rules reached from `starts`.
fn reached(g: &Grammar, starts: &[usize]) -> Vec<bool> {
    let mut seen = vec![false; g.rules.len()];
    let mut stack: Vec<usize> = starts.to_vec();
    while let Some(r) = stack.pop() {
        if std::mem::replace(&mut seen[r], true) {
            continue;
        }
        let mut all = Vec::new();
        calls(&g.rules[r].expr, &mut Vec::new(), &mut all);
        stack.extend(all.into_iter().map(|(c, _)| c));
    }
    seen
}

/// Every call in `e` outside lookaheads, with its path.
fn calls(e: &Expr, path: &mut Vec<usize>, out: &mut Vec<(usize, Vec<usize>)>) {
    match e {
        Expr::Ref(r) => out.push((*r, path.clone())),
        Expr::And(_) | Expr::Not(_) => {}
        _ => {
            for (i, c) in e.children().into_iter().enumerate() {
                path.push(i);
                calls(c, path, out);
                path.pop();
            }
        }
    }
}

fn size(e: &Expr) -> usize {
    1 + e.children().into_iter().map(size).sum::<usize>()
}

fn seq(mut v: Vec<Expr>) -> Expr {
    match v.len() {
        0 => Expr::Empty,
        1 => v.pop().expect("one"),
        _ => Expr::Seq(v),
    }
}

/// What may follow rule `rule` to the end of the input when parsing starts at one of
/// `starts` (the end of input itself where `rule` is a start rule), or `None` where
/// that is not finite or too large.
pub fn of_rule(g: &Grammar, rule: usize, starts: &[usize]) -> Option<Expr> {
    let live = reached(g, starts);
    let t = build(g, rule, starts, &live, &mut Vec::new())?;
    (size(&t) <= MAX_NODES).then_some(t)
}

/// What may follow the node at `path` of rule `rule` to the end of the input, as
/// [`of_rule`].
pub fn of_node(g: &Grammar, rule: usize, path: &[usize], starts: &[usize]) -> Option<Expr> {
    let mut v = rest_in_rule(&g.rules[rule].expr, path)?;
    v.push(of_rule(g, rule, starts)?);
    let t = seq(v);
    (size(&t) <= MAX_NODES).then_some(t)
}

fn build(
    g: &Grammar,
    rule: usize,
    starts: &[usize],
    live: &[bool],
    stack: &mut Vec<usize>,
) -> Option<Expr> {
    if stack.contains(&rule) {
        return None;
    }
    stack.push(rule);
    let mut alts: Vec<Expr> = Vec::new();
    if starts.contains(&rule) {
        alts.push(Expr::Eoi);
    }
    for (c, r) in g.rules.iter().enumerate() {
        if !live[c] {
            continue;
        }
        let mut all = Vec::new();
        calls(&r.expr, &mut Vec::new(), &mut all);
        for (_, p) in all.into_iter().filter(|(x, _)| *x == rule) {
            let mut v = rest_in_rule(&r.expr, &p)?;
            v.push(build(g, c, starts, live, stack)?);
            let e = seq(v);
            if !alts.contains(&e) {
                alts.push(e);
            }
            if alts.len() > MAX_CONTEXTS {
                return None;
            }
        }
    }
    stack.pop();
    match alts.len() {
        0 => None,
        1 => alts.pop(),
        _ => Some(Expr::Alt(alts)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tail_climbs_to_the_end_of_input() {
        // s = a "x" / "y" a; a = "b" c; c = "c"
        let g = Grammar::of([
            (
                "s",
                Expr::Alt(vec![
                    Expr::Seq(vec![Expr::Ref(1), Expr::literal("x")]),
                    Expr::Seq(vec![Expr::literal("y"), Expr::Ref(1)]),
                ]),
            ),
            ("a", Expr::Seq(vec![Expr::literal("b"), Expr::Ref(2)])),
            ("c", Expr::literal("c")),
        ]);
        assert_eq!(
            of_rule(&g, 1, &[0]),
            Some(Expr::Alt(vec![
                Expr::Seq(vec![Expr::literal("x"), Expr::Eoi]),
                Expr::Eoi
            ]))
        );
        // Inside `a`, after "b": `c`, then what follows `a`.
        let t = of_node(&g, 1, &[0], &[0]).expect("tail");
        assert_eq!(
            t,
            Expr::Seq(vec![
                Expr::Ref(2),
                Expr::Alt(vec![
                    Expr::Seq(vec![Expr::literal("x"), Expr::Eoi]),
                    Expr::Eoi
                ])
            ])
        );
    }

    #[test]
    fn a_recursive_rule_has_no_tail() {
        // s = "(" s ")" / "a"
        let g = Grammar::of([(
            "s",
            Expr::Alt(vec![
                Expr::Seq(vec![Expr::literal("("), Expr::Ref(0), Expr::literal(")")]),
                Expr::literal("a"),
            ]),
        )]);
        assert_eq!(of_rule(&g, 0, &[0]), None);
    }

    #[test]
    fn inside_a_repetition_the_further_iterations_follow() {
        // s = 1*3("a" "b")
        let g = Grammar::of([(
            "s",
            Expr::Rep {
                min: 1,
                max: Some(3),
                body: Box::new(Expr::Seq(vec![Expr::literal("a"), Expr::literal("b")])),
            },
        )]);
        assert_eq!(
            rest_in_rule(&g.rules[0].expr, &[0, 0]),
            Some(vec![
                Expr::literal("b"),
                Expr::Rep {
                    min: 0,
                    max: Some(2),
                    body: Box::new(Expr::Seq(vec![Expr::literal("a"), Expr::literal("b")])),
                }
            ])
        );
    }
}
