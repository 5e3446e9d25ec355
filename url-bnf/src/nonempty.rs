//! Unbounded repetitions of what can match the empty string.
//!
//! A PEG repeats such a body for ever once it matches nothing (pest refuses the
//! grammar: "expression inside repetition cannot fail" / "is non-progressing"),
//! while the grammar means the repetition of the body's non-empty strings: for a
//! nullable `e`, `n*e` (any `n`) derives exactly what `*e'` derives, `e'` being `e`
//! without the empty string. [`rewrite`] puts every such repetition in that form,
//! before the hazard analysis, so that the analysis, the rewrites and the Earley
//! check all read the PEG-safe form of the same language. Where `e'` needs a
//! nullable rule `r` without its empty string, a new rule `r-nonempty` says so.
//!
//! Precondition: every rule is productive ([`crate::analysis::productive_rules`]).

use std::collections::HashMap;

use crate::analysis::{consuming, consuming_rules, nullable, nullable_rules};
use crate::ir::{Expr, Grammar, Rule};

/// A repetition [`rewrite`] changed: in rule `rule`, `before` (as read) became
/// `after`.
#[derive(Clone, Debug)]
pub struct Rewritten {
    /// The rule holding the repetition.
    pub rule: usize,
    /// The repetition as read.
    pub before: Expr,
    /// What it became.
    pub after: Expr,
}

/// Rewrites every unbounded repetition of a nullable body in `g` as the unbounded
/// repetition of the body's non-empty strings (nothing at all where the body
/// derives only the empty string), adding the `-nonempty` rules that needs after
/// the others; returns what it changed, rule by rule (the caller notes it, in pest
/// text). The language of every rule of `g` is unchanged.
pub fn rewrite(g: &mut Grammar) -> Vec<Rewritten> {
    let mut pass = Pass {
        nullable: nullable_rules(g),
        consuming: consuming_rules(g),
        made: HashMap::new(),
        added: Vec::new(),
        first_new: g.rules.len(),
    };
    // The rules as read: what a `-nonempty` rule is made from.
    let read = g.clone();
    let mut changed = Vec::new();
    for rule in 0..g.rules.len() {
        let expr = std::mem::replace(&mut g.rules[rule].expr, Expr::Empty);
        let mut found = Vec::new();
        g.rules[rule].expr = pass.repetitions(&read, expr, &mut found);
        for (before, after) in found {
            changed.push(Rewritten {
                rule,
                before,
                after,
            });
        }
    }
    // The new rules, whose own bodies may hold such repetitions too.
    let mut next = 0;
    while next < pass.added.len() {
        let expr = std::mem::replace(&mut pass.added[next].expr, Expr::Empty);
        let expr = pass.repetitions(&read, expr, &mut Vec::new());
        pass.added[next].expr = expr;
        next += 1;
    }
    g.rules.append(&mut pass.added);
    changed
}

struct Pass {
    nullable: Vec<bool>,
    consuming: Vec<bool>,
    /// The `-nonempty` rule made for each nullable rule, by index.
    made: HashMap<usize, usize>,
    /// The rules made, in order; their indices start at `first_new`.
    added: Vec<Rule>,
    first_new: usize,
}

impl Pass {
    /// `e` with its unbounded repetitions of nullable bodies rewritten, bottom-up;
    /// each one changed is pushed to `found` (as read, as rewritten). `g` is the
    /// grammar as read.
    fn repetitions(&mut self, g: &Grammar, e: Expr, found: &mut Vec<(Expr, Expr)>) -> Expr {
        match e {
            Expr::Seq(v) => Expr::Seq(
                v.into_iter()
                    .map(|x| self.repetitions(g, x, found))
                    .collect(),
            ),
            Expr::Alt(v) => Expr::Alt(
                v.into_iter()
                    .map(|x| self.repetitions(g, x, found))
                    .collect(),
            ),
            Expr::And(x) => Expr::And(Box::new(self.repetitions(g, *x, found))),
            Expr::Not(x) => Expr::Not(Box::new(self.repetitions(g, *x, found))),
            Expr::Rep { min, max, body } => {
                let body = self.repetitions(g, *body, found);
                if max.is_some() || !nullable(&body, &self.nullable) {
                    return Expr::Rep {
                        min,
                        max,
                        body: Box::new(body),
                    };
                }
                let before = Expr::Rep {
                    min,
                    max,
                    body: Box::new(body.clone()),
                };
                let after = match self.nonempty(g, &body) {
                    Some(body) => Expr::Rep {
                        min: 0,
                        max: None,
                        body: Box::new(body),
                    },
                    None => Expr::Empty,
                };
                found.push((before, after.clone()));
                after
            }
            other => other,
        }
    }

    /// `e` (of `g`, the grammar as read) without the empty string; `None` where
    /// that leaves nothing.
    fn nonempty(&mut self, g: &Grammar, e: &Expr) -> Option<Expr> {
        if !consuming(e, &self.consuming) {
            return None;
        }
        if !nullable(e, &self.nullable) {
            return Some(e.clone());
        }
        Some(match e {
            Expr::Ref(r) => Expr::Ref(self.nonempty_rule(g, *r)),
            // The first part that matches something, after parts that matched
            // nothing, then anything the rest matches.
            Expr::Seq(v) => alternatives(
                (0..v.len())
                    .filter_map(|i| {
                        let first = self.nonempty(g, &v[i])?;
                        let mut parts = vec![first];
                        parts.extend(v[i + 1..].iter().cloned());
                        Some(sequence(parts))
                    })
                    .collect(),
            ),
            Expr::Alt(v) => alternatives(v.iter().filter_map(|x| self.nonempty(g, x)).collect()),
            // Some iterations, at least one of them matching something: as many
            // non-empty iterations, at least one (a nullable body), or at least one
            // of a body that never matches nothing.
            Expr::Rep { max, body, .. } => {
                let body = self.nonempty(g, body)?;
                match max {
                    Some(1) => body,
                    _ => Expr::Rep {
                        min: 1,
                        max: *max,
                        body: Box::new(body),
                    },
                }
            }
            // Not nullable, or consuming nothing: answered above.
            Expr::Empty
            | Expr::Chars(_)
            | Expr::Lit { .. }
            | Expr::And(_)
            | Expr::Not(_)
            | Expr::Eoi => {
                unreachable!("answered before the match")
            }
        })
    }

    /// The index of the rule that is rule `r` (nullable, consuming) without the
    /// empty string, made on first use.
    fn nonempty_rule(&mut self, g: &Grammar, r: usize) -> usize {
        if let Some(&made) = self.made.get(&r) {
            return made;
        }
        let index = self.first_new + self.added.len();
        self.made.insert(r, index);
        let name = fresh_name(g, &self.added, &format!("{}-nonempty", g.rules[r].name));
        self.added.push(Rule {
            name: name.clone(),
            source: Vec::new(),
            line: 0,
            expr: Expr::Empty,
            core: false,
            notes: vec![format!(
                "`{}` without the empty string (a repetition of `{}` repeats only its non-empty strings).",
                g.rules[r].name, g.rules[r].name
            )],
        });
        self.nullable.push(false);
        self.consuming.push(true);
        let expr = self
            .nonempty(g, &g.rules[r].expr)
            .expect("a consuming rule derives a non-empty string");
        self.added[index - self.first_new].expr = expr;
        index
    }
}

/// A rule name no rule of `g` or `added` has, `base` first (ABNF names compare
/// without case).
fn fresh_name(g: &Grammar, added: &[Rule], base: &str) -> String {
    let taken = |name: &str| {
        g.rules
            .iter()
            .chain(added)
            .any(|rule| rule.name.eq_ignore_ascii_case(name))
    };
    (1..)
        .map(|n| match n {
            1 => base.to_owned(),
            n => format!("{base}-{n}"),
        })
        .find(|name| !taken(name))
        .expect("a free name")
}

fn sequence(mut parts: Vec<Expr>) -> Expr {
    if parts.len() == 1 {
        parts.pop().expect("one part")
    } else {
        Expr::Seq(parts)
    }
}

fn alternatives(mut alternatives: Vec<Expr>) -> Expr {
    if alternatives.len() == 1 {
        alternatives.pop().expect("one alternative")
    } else {
        Expr::Alt(alternatives)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alphabet::Alphabet;
    use crate::analysis::all_sets;
    use crate::earley::Cfg;
    use crate::reader::read;
    use crate::Dialect;

    fn grammar(text: &str) -> Grammar {
        read(text, Dialect::Abnf).expect("the grammar reads").0
    }

    fn rep(body: Expr) -> Expr {
        Expr::Rep {
            min: 0,
            max: None,
            body: Box::new(body),
        }
    }

    fn lit(text: &str) -> Expr {
        Expr::Lit {
            text: text.into(),
            ci: true,
        }
    }

    /// Every string over `chars` up to `len` characters.
    fn strings(chars: &[char], len: usize) -> Vec<Vec<char>> {
        let mut all = vec![Vec::new()];
        let mut level = vec![Vec::new()];
        for _ in 0..len {
            level = level
                .iter()
                .flat_map(|s: &Vec<char>| {
                    chars.iter().map(move |&c| {
                        let mut s = s.clone();
                        s.push(c);
                        s
                    })
                })
                .collect();
            all.extend(level.iter().cloned());
        }
        all
    }

    #[test]
    fn a_nullable_body_is_repeated_without_its_empty_string() {
        let mut g = grammar("r = *(*\"a\") \"b\"\r\n");
        let changed = rewrite(&mut g);
        assert_eq!(changed.len(), 1);
        let some_a = Expr::Rep {
            min: 1,
            max: None,
            body: Box::new(lit("a")),
        };
        assert_eq!(g.rules[0].expr, Expr::Seq(vec![rep(some_a), lit("b")]));
    }

    #[test]
    fn a_body_that_cannot_match_nothing_stays() {
        let mut g = grammar("r = 1*s\r\ns = [\"a\"] \"b\"\r\n");
        let before = g.clone();
        assert!(rewrite(&mut g).is_empty());
        assert_eq!(g.rules[0].expr, before.rules[0].expr);
        assert_eq!(g.rules.len(), 2);
    }

    /// A nullable rule under a repetition gets a rule without its empty string;
    /// a sequence of nullable parts is each part in turn matching something.
    #[test]
    fn a_nullable_rule_gets_a_nonempty_companion() {
        let mut g = grammar("r = 1*s\r\ns = [\"a\"] [\"b\"]\r\n");
        rewrite(&mut g);
        assert_eq!(g.rules.len(), 3);
        assert_eq!(g.rules[2].name, "s-nonempty");
        assert_eq!(g.rules[0].expr, rep(Expr::Ref(2)));
        let optional_b = Expr::Rep {
            min: 0,
            max: Some(1),
            body: Box::new(lit("b")),
        };
        assert_eq!(
            g.rules[2].expr,
            Expr::Alt(vec![Expr::Seq(vec![lit("a"), optional_b]), lit("b")])
        );
    }

    #[test]
    fn a_body_of_only_the_empty_string_leaves_nothing() {
        let mut g = grammar("r = \"a\" *(\"\") \"b\"\r\n");
        rewrite(&mut g);
        assert_eq!(
            g.rules[0].expr,
            Expr::Seq(vec![lit("a"), Expr::Empty, lit("b")])
        );
    }

    #[test]
    fn the_new_name_is_free() {
        let mut g = grammar("r = *s s-nonempty\r\ns = [\"a\"]\r\ns-Nonempty = \"b\"\r\n");
        rewrite(&mut g);
        assert_eq!(g.rules[3].name, "s-nonempty-2");
    }

    /// The rewrite keeps every rule's language: the Earley recognizer of the
    /// grammar before and after agree on every short string.
    #[test]
    fn every_rule_keeps_its_language() {
        for text in [
            "r = *[\"a\"] \"b\"\r\n",
            "r = 1*s \"c\"\r\ns = [\"a\"] *\"b\"\r\n",
            "r = 2*(s / t) [\"c\" r]\r\ns = [\"a\" s]\r\nt = *\"b\" *(\"a\" \"b\")\r\n",
            "r = *(*\"a\" [\"b\"]) 3*(\"\" / \"c\")\r\n",
            "r = *(s s) \"c\"\r\ns = [\"a\"] [\"b\" r]\r\n",
        ] {
            let before = grammar(text);
            let mut after = before.clone();
            rewrite(&mut after);
            for rule in &after.rules {
                let mut left = Vec::new();
                let mut stack = vec![&rule.expr];
                while let Some(e) = stack.pop() {
                    if let Expr::Rep {
                        max: None, body, ..
                    } = e
                    {
                        left.push(nullable(body, &nullable_rules(&after)));
                    }
                    stack.extend(e.children());
                }
                assert!(!left.contains(&true), "{text}: a nullable body is left");
            }
            let sets = all_sets(&before);
            let alphabet = Alphabet::new(&sets);
            let (read, rewritten) = (Cfg::new(&before, &alphabet), Cfg::new(&after, &alphabet));
            for input in strings(&['a', 'b', 'c'], 6) {
                for rule in 0..before.rules.len() {
                    assert_eq!(
                        read.accepts(rule, &input),
                        rewritten.accepts(rule, &input),
                        "{text}: rule {rule} on {input:?}"
                    );
                }
            }
        }
    }
}
