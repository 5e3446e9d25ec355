//! Grammar facts used throughout: nullability, productivity, which rules derive a
//! non-empty string, leftmost references, rules that are one character of a set.

use crate::charset::CharSet;
use crate::ir::{Expr, Grammar};

/// Whether each rule derives the empty string.
pub fn nullable_rules(g: &Grammar) -> Vec<bool> {
    fixpoint(g, nullable)
}

/// Whether `e` derives the empty string, given the rules' nullability.
pub fn nullable(e: &Expr, rules: &[bool]) -> bool {
    match e {
        Expr::Empty | Expr::And(_) | Expr::Not(_) | Expr::Eoi => true,
        Expr::Chars(_) => false,
        Expr::Lit { text, .. } => text.is_empty(),
        Expr::Ref(r) => rules[*r],
        Expr::Seq(v) => v.iter().all(|x| nullable(x, rules)),
        Expr::Alt(v) => v.iter().any(|x| nullable(x, rules)),
        Expr::Rep { min, body, .. } => *min == 0 || nullable(body, rules),
    }
}

/// Whether each rule derives some string (a finite derivation: not every one of
/// its alternatives needs the rule again, directly or through others).
pub fn productive_rules(g: &Grammar) -> Vec<bool> {
    fixpoint(g, productive)
}

/// Whether `e` derives some string, given the rules' productivity.
pub fn productive(e: &Expr, rules: &[bool]) -> bool {
    match e {
        Expr::Empty | Expr::Lit { .. } | Expr::And(_) | Expr::Not(_) | Expr::Eoi => true,
        Expr::Chars(set) => !set.is_empty(),
        Expr::Ref(r) => rules[*r],
        Expr::Seq(v) => v.iter().all(|x| productive(x, rules)),
        Expr::Alt(v) => v.iter().any(|x| productive(x, rules)),
        Expr::Rep { min, body, .. } => *min == 0 || productive(body, rules),
    }
}

/// Whether each rule derives a non-empty string, in a grammar whose rules are all
/// productive ([`productive_rules`]).
pub fn consuming_rules(g: &Grammar) -> Vec<bool> {
    fixpoint(g, consuming)
}

/// Whether `e` derives a non-empty string, given the rules' answers, where every
/// rule is productive.
pub fn consuming(e: &Expr, rules: &[bool]) -> bool {
    match e {
        Expr::Empty | Expr::And(_) | Expr::Not(_) | Expr::Eoi => false,
        Expr::Chars(set) => !set.is_empty(),
        Expr::Lit { text, .. } => !text.is_empty(),
        Expr::Ref(r) => rules[*r],
        Expr::Seq(v) | Expr::Alt(v) => v.iter().any(|x| consuming(x, rules)),
        Expr::Rep { max, body, .. } => *max != Some(0) && consuming(body, rules),
    }
}

/// The least answer per rule that `holds` (monotone in the answers) gives.
fn fixpoint(g: &Grammar, holds: fn(&Expr, &[bool]) -> bool) -> Vec<bool> {
    let mut n = vec![false; g.rules.len()];
    loop {
        let mut changed = false;
        for i in 0..g.rules.len() {
            if !n[i] && holds(&g.rules[i].expr, &n) {
                n[i] = true;
                changed = true;
            }
        }
        if !changed {
            return n;
        }
    }
}

/// Pushes the rules `e` can call before consuming any input.
pub fn left_refs(e: &Expr, nullable_r: &[bool], out: &mut Vec<usize>) {
    match e {
        Expr::Ref(r) => out.push(*r),
        Expr::Seq(v) => {
            for x in v {
                left_refs(x, nullable_r, out);
                if !nullable(x, nullable_r) {
                    break;
                }
            }
        }
        Expr::Alt(v) => v.iter().for_each(|x| left_refs(x, nullable_r, out)),
        Expr::Rep { body, .. } | Expr::And(body) | Expr::Not(body) => {
            left_refs(body, nullable_r, out)
        }
        _ => {}
    }
}

/// For each rule whose language is a set of one-character strings, that set.
pub fn char_rules(g: &Grammar) -> Vec<Option<CharSet>> {
    let mut out: Vec<Option<CharSet>> = vec![None; g.rules.len()];
    // Rules are resolved in dependency order by iterating to a fixpoint.
    loop {
        let mut changed = false;
        for i in 0..g.rules.len() {
            if out[i].is_none() {
                if let Some(s) = char_set_of(&g.rules[i].expr, &out) {
                    out[i] = Some(s);
                    changed = true;
                }
            }
        }
        if !changed {
            return out;
        }
    }
}

/// The set of characters `e` matches when `e` matches exactly one character.
pub fn char_set_of(e: &Expr, rules: &[Option<CharSet>]) -> Option<CharSet> {
    match e {
        Expr::Chars(s) => Some(s.clone()),
        Expr::Lit { text, ci } => {
            let mut it = text.chars();
            let c = it.next()?;
            if it.next().is_some() {
                return None;
            }
            Some(if *ci {
                CharSet::single_ci(c)
            } else {
                CharSet::single(c)
            })
        }
        Expr::Ref(r) => rules[*r].clone(),
        Expr::Alt(v) => {
            let mut acc = CharSet::new();
            for x in v {
                acc = acc.union(&char_set_of(x, rules)?);
            }
            Some(acc)
        }
        Expr::Seq(v) if v.len() == 1 => char_set_of(&v[0], rules),
        Expr::Rep {
            min: 1,
            max: Some(1),
            body,
        } => char_set_of(body, rules),
        _ => None,
    }
}

/// Every character set the grammar mentions (for splitting the alphabet into classes).
pub fn all_sets(g: &Grammar) -> Vec<CharSet> {
    fn walk(e: &Expr, out: &mut Vec<CharSet>) {
        match e {
            Expr::Chars(s) => out.push(s.clone()),
            Expr::Lit { text, ci } => {
                for c in text.chars() {
                    out.push(if *ci {
                        CharSet::single_ci(c)
                    } else {
                        CharSet::single(c)
                    });
                }
            }
            _ => e.children().into_iter().for_each(|c| walk(c, out)),
        }
    }
    let mut out = Vec::new();
    for r in &g.rules {
        walk(&r.expr, &mut out);
    }
    out
}
