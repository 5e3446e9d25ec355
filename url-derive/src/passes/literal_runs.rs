//! Runs of literals spelled in single bytes: `(" " | "\t" | NEWLINE)*`, where
//! `NEWLINE` is `"\n" | "\r\n" | "\r"`, becomes [`Ir::Scan`] of `{' ', '\t', '\n',
//! '\r'}`: the repetition only ever consumes a run of those bytes, whichever
//! alternative reads each piece of it.
//!
//! Precondition: the repetition has no upper bound and needs at most one
//! iteration, stores nothing and records nothing (only its extent matters); its
//! body is a choice of parts that each match one ASCII byte of a set or a literal
//! (`NEWLINE` being three), and every byte of every longer literal is matched by
//! a single-byte part. Then at a byte in the union of the single-byte parts some
//! alternative matches and consumes only such bytes, and at any other byte none
//! does, so the repetition ends exactly where the run of that union ends (and a
//! run of at least one iteration is a run of at least one byte).

use super::Passes;
use crate::byteset::ByteSet;
use crate::ir::Ir;
use crate::model::Builtin;

/// Every such run of `ir` as a scan.
pub fn apply(passes: &Passes, ir: Ir) -> Ir {
    ir.map_top_down(&mut |node| rewrite(passes, node))
}

/// `node` as a scan, when it is a run of literals spelled in single bytes.
pub fn rewrite(passes: &Passes, node: Ir) -> Ir {
    if let Some((Ir::Choice(alternatives), min)) = node.as_open_run() {
        if let Some(class) = spelled_in_single_bytes(passes, alternatives) {
            return Ir::Scan { class, min };
        }
    }
    node
}

/// The union of the single-byte alternatives, when every other alternative is a
/// literal (or `NEWLINE`) whose bytes are all in it.
fn spelled_in_single_bytes(passes: &Passes, alternatives: &[Ir]) -> Option<ByteSet> {
    let mut singles = ByteSet::EMPTY;
    let mut literals: Vec<&str> = Vec::new();
    for alternative in alternatives {
        match alternative {
            Ir::Literal(text) if text.len() > 1 => literals.push(text),
            // `"\n" | "\r\n" | "\r"`: two single bytes and a literal.
            Ir::Builtin(Builtin::Newline) => {
                singles.add(&ByteSet::of("\n\r"));
                literals.push("\r\n");
            }
            other => singles.add(&passes.exact(other)?),
        }
    }
    literals
        .iter()
        .flat_map(|text| text.bytes())
        .all(|b| singles.contains(b))
        .then_some(singles)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::byteset::ByteSet;
    use crate::passes::{test_model, NO_FOLDING};

    fn run(alternatives: Vec<Ir>, min: u32, max: Option<u32>) -> Ir {
        Ir::Rep {
            body: Box::new(Ir::Choice(alternatives)),
            min,
            max,
        }
    }

    #[test]
    fn whitespace_with_newlines_is_one_scan() {
        let model = test_model("x = { \"x\" }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let whitespace = vec![
            Ir::Literal(" ".into()),
            Ir::Literal("\t".into()),
            Ir::Builtin(Builtin::Newline),
        ];
        assert_eq!(
            apply(&passes, run(whitespace, 1, None)),
            Ir::Scan {
                class: ByteSet::of(" \t\n\r"),
                min: 1
            }
        );
    }

    #[test]
    fn a_literal_with_a_byte_no_alternative_matches_alone_stays() {
        let model = test_model("x = { \"x\" }\n");
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        // `"\r\n"` without `"\r"`: a lone `\r` ends the run, so no scan.
        let crlf_only = run(
            vec![Ir::Literal("\n".into()), Ir::Literal("\r\n".into())],
            0,
            None,
        );
        assert_eq!(apply(&passes, crlf_only.clone()), crlf_only);
        // Two iterations are not two bytes, nor is a bound on iterations one on bytes.
        let newline = || vec![Ir::Literal(" ".into()), Ir::Builtin(Builtin::Newline)];
        for (min, max) in [(2, None), (0, Some(4))] {
            let bounded = run(newline(), min, max);
            assert_eq!(apply(&passes, bounded.clone()), bounded);
        }
    }
}
