//! Agreement checks: the PEG reading of a (rewritten) grammar against the Earley
//! recognizer of the grammar as read, on every short string over the characters that
//! matter, on random derivations, and on mutants of both.

use crate::alphabet::Alphabet;
use crate::earley::{Cfg, Rng};
use crate::ir::Grammar;
use crate::peg::Peg;
use std::collections::HashSet;

/// One input on which the PEG and the grammar disagree.
#[derive(Clone, Debug)]
pub struct Disagreement {
    /// Start rule.
    pub start: usize,
    /// The input.
    pub input: String,
    /// The grammar's (Earley) verdict.
    pub grammar_accepts: bool,
}

/// What an agreement check covered and found.
#[derive(Clone, Debug, Default)]
pub struct Agreement {
    /// Distinct inputs checked, over all start rules.
    pub inputs: usize,
    /// Of which in the grammar's language.
    pub accepted: usize,
    /// Every string of at most this length over the class representatives was checked.
    pub exhaustive_len: usize,
    /// Inputs where the two disagree.
    pub disagreements: Vec<Disagreement>,
}

/// Checks `peg_grammar` read as a PEG against `cfg` on about `budget` distinct inputs
/// per start rule, `extra` (e.g. the hazards' witnesses) always included.
pub fn agree(
    peg_grammar: &Grammar,
    cfg: &Cfg,
    alphabet: &Alphabet,
    starts: &[usize],
    extra: &[String],
    budget: usize,
    seed: u64,
) -> Agreement {
    let mut out = Agreement::default();
    let mut peg = Peg::new(peg_grammar);
    let (inputs, len) = sample(cfg, alphabet, starts, extra, budget, seed);
    out.exhaustive_len = len;
    for (start, s) in inputs {
        let want = cfg.accepts(start, &s);
        let got = peg.accepts(start, &s);
        out.inputs += 1;
        out.accepted += want as usize;
        if want != got {
            out.disagreements.push(Disagreement {
                start,
                input: s.iter().collect(),
                grammar_accepts: want,
            });
        }
    }
    out
}

/// About `budget` distinct inputs per start rule: `extra`, every string up to the
/// longest length that fits a third of the budget over the class representatives,
/// random derivations, and mutants of the derivations and of `extra`. Also returns
/// that exhaustive length (the shortest over the start rules).
pub fn sample(
    cfg: &Cfg,
    alphabet: &Alphabet,
    starts: &[usize],
    extra: &[String],
    budget: usize,
    seed: u64,
) -> (Vec<(usize, Vec<char>)>, usize) {
    let mut out = Vec::new();
    let mut exhaustive_len = 0;
    let mut rng = Rng::new(seed);
    let reps: Vec<char> = alphabet.reps.clone();
    for &start in starts {
        let mut inputs: Vec<Vec<char>> = Vec::new();
        let mut seen: HashSet<Vec<char>> = HashSet::new();
        let mut add = |s: Vec<char>, inputs: &mut Vec<Vec<char>>| {
            if seen.insert(s.clone()) {
                inputs.push(s);
            }
        };
        for w in extra {
            add(w.chars().collect(), &mut inputs);
        }
        // Every string up to the longest length that fits a third of the budget.
        let k = reps.len().max(1);
        let mut len = 0;
        let mut total = 1usize;
        while total.saturating_add(k.saturating_pow(len as u32 + 1)) <= budget / 3 {
            len += 1;
            total += k.pow(len as u32);
        }
        exhaustive_len = if exhaustive_len == 0 {
            len
        } else {
            exhaustive_len.min(len)
        };
        for l in 0..=len {
            let mut idx = vec![0usize; l];
            loop {
                add(idx.iter().map(|&i| reps[i]).collect(), &mut inputs);
                let mut p = 0;
                while p < l {
                    idx[p] += 1;
                    if idx[p] < k {
                        break;
                    }
                    idx[p] = 0;
                    p += 1;
                }
                if p == l {
                    break;
                }
            }
        }
        // Random derivations, then mutants of derivations and of the extra strings.
        let mut derived: Vec<Vec<char>> = Vec::new();
        let mut attempts = 0;
        let target_derived = inputs.len() + (budget - inputs.len().min(budget)) / 2;
        while inputs.len() < target_derived && attempts < budget * 4 {
            attempts += 1;
            let size = 8 + rng.below(40) as u32;
            let d = cfg.derive(start, &mut rng, size);
            derived.push(d.clone());
            add(d, &mut inputs);
        }
        let mut pool: Vec<Vec<char>> = derived;
        pool.extend(extra.iter().map(|w| w.chars().collect()));
        attempts = 0;
        while inputs.len() < budget && attempts < budget * 4 && !pool.is_empty() {
            attempts += 1;
            let base = pool[rng.below(pool.len())].clone();
            add(mutate(base, &reps, &mut rng), &mut inputs);
        }
        out.extend(inputs.into_iter().map(|s| (start, s)));
    }
    (out, exhaustive_len)
}

/// One random edit: delete, insert, replace or duplicate.
fn mutate(mut s: Vec<char>, reps: &[char], rng: &mut Rng) -> Vec<char> {
    let edits = 1 + rng.below(2);
    for _ in 0..edits {
        let n = s.len();
        match rng.below(4) {
            0 if n > 0 => {
                s.remove(rng.below(n));
            }
            1 => s.insert(rng.below(n + 1), reps[rng.below(reps.len())]),
            2 if n > 0 => {
                let i = rng.below(n);
                s[i] = reps[rng.below(reps.len())];
            }
            _ if n > 0 => {
                let a = rng.below(n);
                let b = (a + 1 + rng.below(4)).min(n);
                let piece: Vec<char> = s[a..b].to_vec();
                let at = rng.below(n + 1);
                for (k, c) in piece.into_iter().enumerate() {
                    s.insert(at + k, c);
                }
            }
            _ => s.push(reps[rng.below(reps.len())]),
        }
    }
    s
}
