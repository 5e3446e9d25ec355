//! Making a failure minimal: smaller grammars that pest still accepts (each a
//! candidate that must be compiled to be tried, so they come in batches), and a
//! shorter input on a compiled grammar.

use pest_meta::ast::{Expr, Rule, RuleType};

use crate::derive::operands;

/// Every grammar one step simpler than `text` that pest_meta accepts, smallest
/// first: a rule left out (its calls become `""`), a modifier dropped, or one
/// expression replaced by one of its operands or by `""`. The rules `keep` (the
/// entry rules of the failing inputs) stay.
pub fn candidates(text: &str, keep: &[&str]) -> Vec<String> {
    let Some(rules) = read(text) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (index, rule) in rules.iter().enumerate() {
        if !keep.contains(&rule.name.as_str()) {
            let mut fewer: Vec<Rule> = rules.clone();
            fewer.remove(index);
            for other in &mut fewer {
                other.expr = replace_calls(&other.expr, &rule.name);
            }
            out.push(print(&fewer));
        }
        if rule.ty != RuleType::Normal {
            let mut plain = rules.clone();
            plain[index].ty = RuleType::Normal;
            out.push(print(&plain));
        }
        for simpler in simpler_exprs(&rule.expr) {
            let mut changed = rules.clone();
            changed[index].expr = simpler;
            out.push(print(&changed));
        }
    }
    out.retain(|candidate| crate::grammar_gen::accepted_by_pest(candidate));
    out.sort_by_key(|candidate| size(candidate));
    out.dedup();
    out
}

/// A measure of a grammar's size that every candidate makes smaller: its rules and
/// expression nodes, with modifiers and literal characters counted too.
pub fn size(text: &str) -> usize {
    read(text).map_or(usize::MAX, |rules| {
        rules
            .iter()
            .map(|rule| 1 + usize::from(rule.ty != RuleType::Normal) + expr_size(&rule.expr))
            .sum()
    })
}

/// `input` made shorter while `fails` still holds: chunks deleted, halves first,
/// then single characters, until no deletion keeps it failing.
pub fn shrink_input(input: &str, fails: impl Fn(&str) -> bool) -> String {
    let mut current: Vec<char> = input.chars().collect();
    let mut chunk = current.len().div_ceil(2).max(1);
    loop {
        let mut changed = false;
        let mut at = 0;
        while at < current.len() {
            let mut shorter = current.clone();
            shorter.drain(at..(at + chunk).min(current.len()));
            let text: String = shorter.iter().collect();
            if fails(&text) {
                current = shorter;
                changed = true;
            } else {
                at += chunk;
            }
        }
        if !changed {
            if chunk == 1 {
                break;
            }
            chunk = chunk.div_ceil(2);
        }
    }
    current.into_iter().collect()
}

fn read(text: &str) -> Option<Vec<Rule>> {
    let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).ok()?;
    pest_meta::parser::consume_rules(pairs).ok()
}

/// The rules as grammar text, one per line.
fn print(rules: &[Rule]) -> String {
    rules
        .iter()
        .map(|rule| {
            let modifier = match rule.ty {
                RuleType::Normal => "",
                RuleType::Silent => "_",
                RuleType::Atomic => "@",
                RuleType::CompoundAtomic => "$",
                RuleType::NonAtomic => "!",
            };
            format!("{} = {modifier}{{ {} }}\n", rule.name, rule.expr)
        })
        .collect()
}

fn empty() -> Expr {
    Expr::Str(String::new())
}

fn replace_calls(expr: &Expr, name: &str) -> Expr {
    map(expr, &|e| match e {
        Expr::Ident(called) if called == name => Some(empty()),
        _ => None,
    })
}

/// `expr` rebuilt bottom-up, each node replaced where `f` says.
fn map(expr: &Expr, f: &dyn Fn(&Expr) -> Option<Expr>) -> Expr {
    if let Some(replaced) = f(expr) {
        return replaced;
    }
    let b = |e: &Expr| Box::new(map(e, f));
    match expr {
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
        Expr::RepMinMax(e, n, m) => Expr::RepMinMax(b(e), *n, *m),
        Expr::Push(e) => Expr::Push(b(e)),
        Expr::NodeTag(e, tag) => Expr::NodeTag(b(e), tag.clone()),
        leaf => leaf.clone(),
    }
}

/// Every expression one step simpler than `expr`: at one node, an operand in its
/// place, or `""`.
fn simpler_exprs(expr: &Expr) -> Vec<Expr> {
    let mut out: Vec<Expr> = operands(expr).into_iter().cloned().collect();
    if *expr != empty() {
        out.push(empty());
    }
    // The same one level down, rebuilt around each simpler operand.
    let rebuild = |index: usize, simpler: Expr| -> Expr {
        let mut slot = 0;
        let replace = |e: &Expr, slot: &mut usize| {
            let take = *slot == index;
            *slot += 1;
            if take {
                simpler.clone()
            } else {
                e.clone()
            }
        };
        let mut bx = |e: &Expr| Box::new(replace(e, &mut slot));
        match expr {
            Expr::Seq(x, y) => {
                let x = bx(x);
                Expr::Seq(x, bx(y))
            }
            Expr::Choice(x, y) => {
                let x = bx(x);
                Expr::Choice(x, bx(y))
            }
            Expr::PosPred(e) => Expr::PosPred(bx(e)),
            Expr::NegPred(e) => Expr::NegPred(bx(e)),
            Expr::Opt(e) => Expr::Opt(bx(e)),
            Expr::Rep(e) => Expr::Rep(bx(e)),
            Expr::RepOnce(e) => Expr::RepOnce(bx(e)),
            Expr::RepExact(e, n) => Expr::RepExact(bx(e), *n),
            Expr::RepMin(e, n) => Expr::RepMin(bx(e), *n),
            Expr::RepMax(e, n) => Expr::RepMax(bx(e), *n),
            Expr::RepMinMax(e, n, m) => Expr::RepMinMax(bx(e), *n, *m),
            Expr::Push(e) => Expr::Push(bx(e)),
            Expr::NodeTag(e, tag) => Expr::NodeTag(bx(e), tag.clone()),
            leaf => leaf.clone(),
        }
    };
    for (index, operand) in operands(expr).into_iter().enumerate() {
        for simpler in simpler_exprs(operand) {
            out.push(rebuild(index, simpler));
        }
    }
    out
}

fn expr_size(expr: &Expr) -> usize {
    let own = match expr {
        Expr::Str(s) | Expr::Insens(s) => s.chars().count(),
        _ => 1,
    };
    own + operands(expr).into_iter().map(expr_size).sum::<usize>()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_candidate_is_smaller_and_accepted() {
        let text = "a = { (\"x\" | b)+ ~ !\"y\" }\nb = @{ \"b\" ~ c? }\nc = { \"c\" }\n";
        let found = candidates(text, &["a"]);
        assert!(!found.is_empty());
        for candidate in &found {
            assert!(size(candidate) < size(text), "{candidate} is not smaller");
            assert!(crate::grammar_gen::accepted_by_pest(candidate));
            assert!(
                candidate.contains("a = "),
                "the kept rule stays: {candidate}"
            );
        }
        assert!(found.iter().any(|c| !c.contains("c = ")), "a rule can go");
        assert!(
            found.iter().any(|c| c.contains("b = { ")),
            "a modifier can go"
        );
    }

    #[test]
    fn an_input_shrinks_to_what_still_fails() {
        let shrunk = shrink_input("aaxbbyccc", |s| s.contains('x') && s.contains('y'));
        assert_eq!(shrunk, "xy");
    }
}
