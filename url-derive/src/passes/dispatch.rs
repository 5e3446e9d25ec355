//! First-byte dispatch: an ordered choice of at least [`MIN_ALTERNATIVES`]
//! alternatives with known first bytes becomes [`Ir::Dispatch`]: the byte at the
//! position picks the alternatives that can start with it, which are then tried in
//! their original order (`url`'s eleven schemes: `h` tries `httpurl` only, `f`
//! `ftpurl` then `fileurl`).
//!
//! Precondition (what keeps PEG's semantics): an alternative left out of an arm
//! cannot match at a byte of that arm: its first bytes are known
//! ([`Passes::first`]: it never matches the empty string, its first byte is ASCII
//! and one of them, either case where the parse option folds it), and they do not
//! hold the byte. An alternative whose first bytes are unknown (it may match
//! empty, or starts with a lookahead, a non-ASCII character, ...) is in every arm
//! and in the fallback. The remaining alternatives keep their order, so the first
//! that matches is the one the choice would have picked; an alternative that
//! fails changes nothing on the paths that record nothing, which are the only
//! ones dispatched (the recorder keeps the choice, so pest's expected rules stay
//! exact). Applied only where it pays: no arm keeps every alternative, and the
//! arms hold at most twice as many alternatives as the choice (alternatives are
//! copied into each arm that can take them).

use super::{flatten, Passes};
use crate::byteset::ByteSet;
use crate::ir::Ir;

/// The fewest alternatives (and alternatives with known first bytes) a choice
/// needs to be dispatched: below that, trying them in turn costs no more.
pub const MIN_ALTERNATIVES: usize = 3;

/// Every choice of `ir` that pays dispatched on its first byte.
pub fn apply(passes: &Passes, ir: Ir) -> Ir {
    ir.map_bottom_up(&mut |node| match node {
        Ir::Choice(alternatives) => rewrite(passes, alternatives),
        other => other,
    })
}

/// The choice of `alternatives`, dispatched when it pays.
pub fn rewrite(passes: &Passes, alternatives: Vec<Ir>) -> Ir {
    let firsts: Vec<Option<ByteSet>> = alternatives.iter().map(|alt| passes.first(alt)).collect();
    let count = alternatives.len();
    let known = firsts.iter().filter(|first| first.is_some()).count();
    if count < MIN_ALTERNATIVES || known < MIN_ALTERNATIVES {
        return Ir::Choice(alternatives);
    }
    let unknown: Vec<usize> = (0..count).filter(|&i| firsts[i].is_none()).collect();
    // The bytes that pick each list of alternatives other than the unknown ones.
    let mut groups: Vec<(ByteSet, Vec<usize>)> = Vec::new();
    for b in 0u8..128 {
        let takes: Vec<usize> = (0..count)
            .filter(|&i| firsts[i].is_none_or(|first| first.contains(b)))
            .collect();
        if takes == unknown {
            continue;
        }
        match groups.iter_mut().find(|(_, list)| *list == takes) {
            Some((bytes, _)) => bytes.insert(b),
            None => groups.push((ByteSet::range(b, b), takes)),
        }
    }
    let largest = groups.iter().map(|(_, list)| list.len()).max().unwrap_or(0);
    let copies = groups.iter().map(|(_, list)| list.len()).sum::<usize>() + unknown.len();
    if largest == count || copies > 2 * count {
        return Ir::Choice(alternatives);
    }
    let choice = |list: &[usize]| {
        flatten::collapse_choice(list.iter().map(|&i| alternatives[i].clone()).collect())
    };
    Ir::Dispatch {
        arms: groups
            .iter()
            .map(|(bytes, list)| (*bytes, choice(list)))
            .collect(),
        otherwise: Box::new(choice(&unknown)),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::byteset::ByteSet;
    use crate::fold_case::FoldCase;
    use crate::passes::{test_model, NO_FOLDING};

    fn lit(text: &str) -> Ir {
        Ir::Literal(text.into())
    }

    #[test]
    fn each_byte_tries_the_alternatives_that_can_start_with_it_in_order() {
        let model = test_model("x = { \"x\" }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let ir = Ir::Choice(vec![lit("ftp"), lit("http"), lit("file"), lit("news")]);
        assert_eq!(
            apply(&passes, ir),
            Ir::Dispatch {
                arms: vec![
                    (ByteSet::of("f"), Ir::Choice(vec![lit("ftp"), lit("file")])),
                    (ByteSet::of("h"), lit("http")),
                    (ByteSet::of("n"), lit("news")),
                ],
                otherwise: Box::new(Ir::Choice(vec![])),
            }
        );
    }

    #[test]
    fn an_alternative_with_unknown_first_bytes_is_in_every_arm() {
        let model = test_model("x = { \"x\" }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        // `"q"?` may match the empty string: it can follow any byte.
        let maybe = Ir::Opt(Box::new(lit("q")));
        let ir = Ir::Choice(vec![lit("a"), maybe.clone(), lit("b"), lit("c")]);
        assert_eq!(
            apply(&passes, ir),
            Ir::Dispatch {
                arms: vec![
                    (ByteSet::of("a"), Ir::Choice(vec![lit("a"), maybe.clone()])),
                    (ByteSet::of("b"), Ir::Choice(vec![maybe.clone(), lit("b")])),
                    (ByteSet::of("c"), Ir::Choice(vec![maybe.clone(), lit("c")])),
                ],
                otherwise: Box::new(maybe),
            }
        );
    }

    #[test]
    fn literals_that_fold_case_start_with_either_case() {
        let model = test_model("x = { \"x\" }\n");
        let folding = FoldCase {
            literals: BTreeSet::from(["http".to_owned()]),
            ..FoldCase::default()
        };
        let passes = Passes::new(&model, BTreeSet::new(), &folding);
        let ir = Ir::Choice(vec![lit("http"), lit("ftp"), lit("news")]);
        let Ir::Dispatch { arms, .. } = apply(&passes, ir) else {
            panic!("dispatched")
        };
        assert_eq!(arms[0], (ByteSet::of("Hh"), lit("http")));
    }

    #[test]
    fn choices_that_would_not_pay_stay() {
        let model = test_model("x = { \"x\" }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        // Two alternatives: trying them in turn is as cheap.
        let two = Ir::Choice(vec![lit("a"), lit("b")]);
        assert_eq!(apply(&passes, two.clone()), two);
        // Every alternative starts with `w`: no byte leaves one out.
        let same = Ir::Choice(vec![lit("wa"), lit("wb"), lit("wc")]);
        assert_eq!(apply(&passes, same.clone()), same);
    }
}
