//! Class merging: a single-byte alternative of a choice joins an earlier
//! single-byte alternative, so that the two become one byte class
//! (`"a" | "b" | x | "c"` → `'a'..'c' | x` when `x` cannot start with `c`).
//!
//! Precondition: every alternative between the two starts with bytes outside the
//! moved one's set (known first bytes, never empty): trying the moved alternative
//! earlier then cannot take an input from them, so PEG's ordered choice picks the
//! same alternative. Only where nothing records expectations.

use super::Passes;
use crate::byteset::ByteSet;
use crate::ir::Ir;

/// The alternatives of a choice with its single-byte alternatives merged.
pub fn merge(passes: &Passes, alternatives: Vec<Ir>) -> Vec<Ir> {
    let mut out: Vec<Ir> = Vec::new();
    for alt in alternatives {
        let Some(set) = passes.exact(&alt) else {
            out.push(alt);
            continue;
        };
        let target = out
            .iter()
            .rposition(|earlier| passes.exact(earlier).is_some());
        let movable = target.is_some_and(|at| {
            out[at + 1..].iter().all(|between| {
                passes
                    .first(between)
                    .is_some_and(|first| first.is_disjoint(&set))
            })
        });
        match target {
            Some(at) if movable => {
                let merged = passes.exact(&out[at]).unwrap_or_default().union(&set);
                out[at] = class_node(&merged);
            }
            _ => out.push(alt),
        }
    }
    out
}

/// A node matching exactly one byte of `set`: a choice of ranges.
fn class_node(set: &ByteSet) -> Ir {
    let mut ranges: Vec<Ir> = set
        .ranges()
        .into_iter()
        .map(|(lo, hi)| Ir::Range(char::from(lo), char::from(hi)))
        .collect();
    match ranges.len() {
        1 => ranges.pop().unwrap_or_default(),
        _ => Ir::Choice(ranges),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::passes::{test_model, NO_FOLDING};

    fn lit(text: &str) -> Ir {
        Ir::Literal(text.into())
    }

    #[test]
    fn single_bytes_merge_across_disjoint_alternatives() {
        let model = test_model("x = { \"x\" }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let merged = merge(&passes, vec![lit("a"), lit("b"), lit("xy"), lit("c")]);
        assert_eq!(merged, [Ir::Range('a', 'c'), lit("xy")]);
    }

    #[test]
    fn a_byte_an_alternative_between_can_start_with_stays_behind_it() {
        let model = test_model("x = { \"x\" }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        // `"cd"` starts with `c`: moving `"c"` before it would take its input.
        let kept = merge(&passes, vec![lit("a"), lit("cd"), lit("c")]);
        assert_eq!(kept, [lit("a"), lit("cd"), lit("c")]);
        // An alternative with unknown first bytes (it may match empty) blocks too.
        let optional = Ir::Opt(Box::new(lit("q")));
        let kept = merge(&passes, vec![lit("a"), optional.clone(), lit("c")]);
        assert_eq!(kept, [lit("a"), optional, lit("c")]);
    }
}
