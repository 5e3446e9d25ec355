//! Flattening: a sequence inside a sequence, or a choice inside a choice, becomes
//! part of its parent; empty parts of a sequence go; a sequence or choice of one
//! part is that part; a restore of pest's stack around a restore, or around a
//! sequence, goes.
//!
//! Precondition: none. Sequence and ordered choice are associative and `Empty`
//! is the unit of sequence, so the language, the order in which alternatives are
//! tried and the stored values are unchanged. A sequence restores the stack when
//! it fails, as pest's sequences do (the code of every sequence that can change
//! the stack takes a snapshot, `Gen::restoring_stack`), and so does a restore:
//! a restore around either takes its snapshot at the same point and finds
//! nothing left to undo.

use crate::ir::Ir;

/// The parts of a sequence with nested sequences spliced in and empty parts
/// dropped.
pub fn flatten_seq(parts: Vec<Ir>) -> Vec<Ir> {
    let mut flat = Vec::with_capacity(parts.len());
    for part in parts {
        match part {
            Ir::Seq(inner) => flat.extend(inner),
            Ir::Empty => {}
            other => flat.push(other),
        }
    }
    flat
}

/// The alternatives of a choice with nested choices spliced in.
pub fn flatten_choice(alternatives: Vec<Ir>) -> Vec<Ir> {
    let mut flat = Vec::with_capacity(alternatives.len());
    for alternative in alternatives {
        match alternative {
            Ir::Choice(inner) => flat.extend(inner),
            other => flat.push(other),
        }
    }
    flat
}

/// A sequence of `parts`: `Empty` for none, the part itself for one.
pub fn collapse_seq(mut parts: Vec<Ir>) -> Ir {
    match parts.len() {
        0 => Ir::Empty,
        1 => parts.pop().unwrap_or_default(),
        _ => Ir::Seq(parts),
    }
}

/// A choice of `alternatives`: the alternative itself for one.
pub fn collapse_choice(mut alternatives: Vec<Ir>) -> Ir {
    if alternatives.len() == 1 {
        alternatives.pop().unwrap_or_default()
    } else {
        Ir::Choice(alternatives)
    }
}

/// A restore of pest's stack around `body`: `body` itself when it restores the
/// stack on its own (a restore or a sequence).
pub fn collapse_restore(body: Ir) -> Ir {
    match body {
        restoring @ (Ir::Restore(_) | Ir::Seq(_)) => restoring,
        other => Ir::Restore(Box::new(other)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(text: &str) -> Ir {
        Ir::Literal(text.into())
    }

    #[test]
    fn nested_sequences_and_choices_are_spliced() {
        let seq = flatten_seq(vec![
            lit("a"),
            Ir::Seq(vec![lit("b"), lit("c")]),
            Ir::Empty,
            Ir::Choice(vec![lit("d")]),
        ]);
        assert_eq!(
            seq,
            [lit("a"), lit("b"), lit("c"), Ir::Choice(vec![lit("d")])]
        );
        let choice = flatten_choice(vec![Ir::Choice(vec![lit("a"), lit("b")]), lit("c")]);
        assert_eq!(choice, [lit("a"), lit("b"), lit("c")]);
    }

    #[test]
    fn a_restore_around_what_restores_goes() {
        let push = Ir::Push(Box::new(lit("a")));
        let once = Ir::Restore(Box::new(push.clone()));
        assert_eq!(collapse_restore(once.clone()), once);
        assert_eq!(collapse_restore(push.clone()), once);
        let seq = Ir::Seq(vec![push, lit("b")]);
        assert_eq!(collapse_restore(seq.clone()), seq);
    }

    #[test]
    fn one_part_is_the_part_and_none_is_empty() {
        assert_eq!(collapse_seq(vec![]), Ir::Empty);
        assert_eq!(collapse_seq(vec![lit("a")]), lit("a"));
        assert_eq!(collapse_choice(vec![lit("a")]), lit("a"));
        assert_eq!(
            collapse_choice(vec![lit("a"), lit("b")]),
            Ir::Choice(vec![lit("a"), lit("b")])
        );
    }
}
