//! Class runs: consecutive parts of a sequence that are single bytes of a class
//! ([`Ir::Class`]) or runs of one ([`Ir::Scan`]), at least [`MIN_RUNS`] of them
//! runs, become one [`Ir::Runs`] step: `digits ~ "." ~ digits ~ "." ~ digits ~
//! "." ~ digits` (a hostnumber) is read from the class masks of one 32-byte
//! window instead of four scans.
//!
//! Precondition (what keeps PEG's semantics): every part is a class or a scan (no
//! choice, so there is nothing to backtrack into: a scan takes the longest run
//! and gives none back, as PEG's greedy repetition does, and `url_runtime::Runs`
//! matches the parts in order the same way), they store nothing (fast-path nodes
//! never do), and they use at most [`MAX_SETS`] distinct classes (one lookup each
//! in the runtime's step).

use crate::byteset::ByteSet;
use crate::ir::Ir;

/// The fewest runs a sequence of parts needs to become a step: with one, the
/// scan alone costs no more.
pub const MIN_RUNS: usize = 2;

/// The most distinct classes of one step (`url_runtime::MAX_SETS`).
pub const MAX_SETS: usize = 4;

/// Every sequence of `ir` with its stretches of classes and scans made steps.
pub fn apply(ir: Ir) -> Ir {
    ir.map_bottom_up(&mut |node| match node {
        Ir::Seq(parts) => rewrite(parts),
        other => other,
    })
}

/// The sequence of `parts` with each stretch of classes and scans that pays made
/// one step.
pub fn rewrite(parts: Vec<Ir>) -> Ir {
    let runs = parts
        .iter()
        .filter(|part| matches!(part, Ir::Scan { .. }))
        .count();
    if runs < MIN_RUNS {
        return Ir::Seq(parts);
    }
    let mut out = Vec::with_capacity(parts.len());
    let mut stretch: Vec<(ByteSet, Option<u32>)> = Vec::new();
    for part in parts {
        let item = match &part {
            Ir::Class(set) => Some((*set, None)),
            Ir::Scan { class, min } => Some((*class, Some(*min))),
            _ => None,
        };
        match item {
            Some(item) if fits(&stretch, &item) => stretch.push(item),
            Some(item) => {
                flush(&mut out, &mut stretch);
                stretch.push(item);
            }
            None => {
                flush(&mut out, &mut stretch);
                out.push(part);
            }
        }
    }
    flush(&mut out, &mut stretch);
    match out.len() {
        1 => out.pop().unwrap_or_default(),
        _ => Ir::Seq(out),
    }
}

/// True when `item` can join `stretch` without it using more than [`MAX_SETS`]
/// classes.
fn fits(stretch: &[(ByteSet, Option<u32>)], item: &(ByteSet, Option<u32>)) -> bool {
    let mut sets: Vec<&ByteSet> = Vec::new();
    for (set, _) in stretch.iter().chain([item]) {
        if !sets.contains(&set) {
            sets.push(set);
        }
    }
    sets.len() <= MAX_SETS
}

/// Moves `stretch` to `out`: one step when it has [`MIN_RUNS`] runs, else its
/// parts as they were.
fn flush(out: &mut Vec<Ir>, stretch: &mut Vec<(ByteSet, Option<u32>)>) {
    let runs = stretch.iter().filter(|(_, run)| run.is_some()).count();
    if runs >= MIN_RUNS {
        out.push(Ir::Runs(std::mem::take(stretch)));
        return;
    }
    out.extend(stretch.drain(..).map(|(set, run)| match run {
        None => Ir::Class(set),
        Some(min) => Ir::Scan { class: set, min },
    }));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::byteset::ByteSet;

    fn scan(text: &str, min: u32) -> Ir {
        Ir::Scan {
            class: ByteSet::of(text),
            min,
        }
    }

    #[test]
    fn a_hostnumber_is_one_step() {
        let digits = scan("0123456789", 1);
        let dot = Ir::Class(ByteSet::of("."));
        let ir = Ir::Seq(vec![
            digits.clone(),
            dot.clone(),
            digits.clone(),
            dot.clone(),
            digits.clone(),
            dot.clone(),
            digits,
        ]);
        let (d, o) = (ByteSet::of("0123456789"), ByteSet::of("."));
        assert_eq!(
            apply(ir),
            Ir::Runs(vec![
                (d, Some(1)),
                (o, None),
                (d, Some(1)),
                (o, None),
                (d, Some(1)),
                (o, None),
                (d, Some(1)),
            ])
        );
    }

    #[test]
    fn other_parts_end_a_stretch() {
        let lit = Ir::Literal("ab".into());
        let ir = Ir::Seq(vec![
            Ir::Class(ByteSet::of(":")),
            scan("0123456789", 1),
            lit.clone(),
            scan("a", 0),
            Ir::Class(ByteSet::of("/")),
            scan("b", 0),
        ]);
        assert_eq!(
            apply(ir),
            Ir::Seq(vec![
                Ir::Class(ByteSet::of(":")),
                scan("0123456789", 1),
                lit,
                Ir::Runs(vec![
                    (ByteSet::of("a"), Some(0)),
                    (ByteSet::of("/"), None),
                    (ByteSet::of("b"), Some(0)),
                ]),
            ]),
            "a stretch with one run stays as it was"
        );
    }

    #[test]
    fn a_fifth_class_starts_a_new_stretch() {
        let ir = Ir::Seq(["a", "b", "c", "d", "e", "f"].map(|c| scan(c, 1)).to_vec());
        assert_eq!(
            apply(ir),
            Ir::Seq(vec![
                Ir::Runs(
                    ["a", "b", "c", "d"]
                        .map(|c| (ByteSet::of(c), Some(1)))
                        .to_vec()
                ),
                Ir::Runs(["e", "f"].map(|c| (ByteSet::of(c), Some(1))).to_vec()),
            ])
        );
    }
}
