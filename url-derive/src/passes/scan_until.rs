//! Runs up to a stop byte: `(!S ~ ANY)*` (a comment's `(!NEWLINE ~ ANY)*`, a
//! string's `(!("\"" | "\\") ~ ANY)*`) becomes [`Ir::ScanUntil`], one search for
//! the next byte `S` can start with instead of a lookahead and a character per
//! step.
//!
//! `(!PEEK ~ ANY)*` (a raw string's body up to the delimiter it pushed) becomes
//! [`Ir::ScanUntilPeek`], one substring search for the top of pest's stack.
//!
//! Precondition: the repetition has no upper bound and needs at most one
//! iteration, stores nothing and records nothing; `S` matches at a position
//! exactly when the byte there is in an ASCII set ([`stop_set`]: `S` is exact, or
//! `NEWLINE`, or a choice whose other alternatives can start only with bytes that
//! its single-byte alternatives match). Then `!S ~ ANY` consumes one character
//! wherever the byte there is not in the set, the run ends at the first byte in it
//! (ASCII, so a character boundary) or at the end of the input, and a run of at
//! least one character is a run of at least one byte. For `PEEK`: the top value
//! is a string, so where it matches is where it occurs next (a string's first
//! byte is never inside a character), matching nothing stops the run at once, and
//! an empty stack, where `PEEK` fails, lets it run to the end of the input.

use super::Passes;
use crate::byteset::ByteSet;
use crate::ir::Ir;
use crate::model::{Builtin, StackOp};

/// Every `(!S ~ ANY)*` of `ir` as a search for the next stop byte.
pub fn apply(passes: &Passes, ir: Ir) -> Ir {
    ir.map_top_down(&mut |node| rewrite(passes, node))
}

/// `node` as a search for the next stop byte, when it has that shape.
pub fn rewrite(passes: &Passes, node: Ir) -> Ir {
    if let Some((Ir::Seq(parts), min)) = node.as_open_run() {
        if let [Ir::NotAhead(stop), Ir::Builtin(Builtin::Any)] = parts.as_slice() {
            if **stop == Ir::Stack(StackOp::Peek) {
                return Ir::ScanUntilPeek { min };
            }
            if let Some(stop) = stop_set(passes, stop) {
                return Ir::ScanUntil { stop, min };
            }
        }
    }
    node
}

/// The ASCII bytes at which `ir` matches, when whether it matches depends only on
/// the byte at the position: an exact part ([`Passes::exact`]), `NEWLINE` (`"\n"`,
/// `"\r\n"` or `"\r"`: it matches exactly where the byte is `\n` or `\r`), or a
/// choice whose single-byte alternatives match every byte its other alternatives
/// can start with. `None` otherwise.
pub fn stop_set(passes: &Passes, ir: &Ir) -> Option<ByteSet> {
    if let Some(set) = passes.exact(ir) {
        return Some(set);
    }
    match ir {
        Ir::Builtin(Builtin::Newline) => Some(ByteSet::of("\n\r")),
        Ir::Choice(alternatives) => {
            let singles = alternatives
                .iter()
                .filter_map(|alternative| stop_set(passes, alternative))
                .fold(ByteSet::EMPTY, |set, more| set.union(&more));
            let others_start_inside = alternatives
                .iter()
                .filter(|alternative| stop_set(passes, alternative).is_none())
                .all(|alternative| {
                    passes
                        .first(alternative)
                        .is_some_and(|first| first.is_subset(&singles))
                });
            others_start_inside.then_some(singles)
        }
        Ir::Seq(parts) if parts.len() == 1 => stop_set(passes, &parts[0]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::byteset::ByteSet;
    use crate::passes::{test_model, NO_FOLDING};

    fn until(stop: Ir, min: u32, max: Option<u32>) -> Ir {
        Ir::Rep {
            body: Box::new(Ir::Seq(vec![
                Ir::NotAhead(Box::new(stop)),
                Ir::Builtin(Builtin::Any),
            ])),
            min,
            max,
        }
    }

    fn passes_over(model: &crate::model::Model) -> Passes<'_> {
        Passes::new(model, BTreeSet::new(), &NO_FOLDING)
    }

    #[test]
    fn a_body_up_to_the_pushed_delimiter_searches_for_it() {
        let model = test_model("x = { \"x\" }\n");
        let passes = passes_over(&model);
        let peek = || Ir::Stack(StackOp::Peek);
        assert_eq!(
            apply(&passes, until(peek(), 1, None)),
            Ir::ScanUntilPeek { min: 1 }
        );
        // Bounded, or another stack operation: the loop stays.
        let bounded = until(peek(), 0, Some(3));
        assert_eq!(apply(&passes, bounded.clone()), bounded);
        let all = until(Ir::Stack(StackOp::PeekAll), 0, None);
        assert_eq!(apply(&passes, all.clone()), all);
    }

    #[test]
    fn a_comment_body_searches_for_the_line_end() {
        let model = test_model("x = { \"x\" }\n");
        let passes = passes_over(&model);
        assert_eq!(
            apply(&passes, until(Ir::Builtin(Builtin::Newline), 0, None)),
            Ir::ScanUntil {
                stop: ByteSet::of("\n\r"),
                min: 0
            }
        );
    }

    #[test]
    fn a_string_body_searches_for_its_quote_or_escape() {
        let model = test_model("x = { \"x\" }\n");
        let passes = passes_over(&model);
        let stop = Ir::Choice(vec![Ir::Literal("\"".into()), Ir::Literal("\\".into())]);
        assert_eq!(
            apply(&passes, until(stop, 1, None)),
            Ir::ScanUntil {
                stop: ByteSet::of("\"\\"),
                min: 1
            }
        );
    }

    #[test]
    fn longer_alternatives_must_start_with_a_stop_byte() {
        let model = test_model("x = { \"x\" }\n");
        let passes = passes_over(&model);
        // `"*/"` can only match where `"*"` does: the stop set is {*}.
        let inside = Ir::Choice(vec![Ir::Literal("*/".into()), Ir::Literal("*".into())]);
        assert_eq!(
            apply(&passes, until(inside, 0, None)),
            Ir::ScanUntil {
                stop: ByteSet::of("*"),
                min: 0
            }
        );
        // `"*/"` alone does not match at every `*`: the loop stays.
        let alone = until(Ir::Literal("*/".into()), 0, None);
        assert_eq!(apply(&passes, alone.clone()), alone);
        // `"ab"` starts with a byte no single alternative matches.
        let outside = until(
            Ir::Choice(vec![Ir::Literal("ab".into()), Ir::Literal("*".into())]),
            0,
            None,
        );
        assert_eq!(apply(&passes, outside.clone()), outside);
    }

    #[test]
    fn bounded_or_longer_runs_stay() {
        let model = test_model("x = { \"x\" }\n");
        let passes = passes_over(&model);
        // Two characters are not two bytes, nor is a bound on characters one on bytes.
        for (min, max) in [(2, None), (0, Some(3))] {
            let run = until(Ir::Builtin(Builtin::Newline), min, max);
            assert_eq!(apply(&passes, run.clone()), run);
        }
        // Anything but ANY after the lookahead is another language.
        let other = Ir::Rep {
            body: Box::new(Ir::Seq(vec![
                Ir::NotAhead(Box::new(Ir::Literal("\n".into()))),
                Ir::Range('a', 'z'),
            ])),
            min: 0,
            max: None,
        };
        assert_eq!(apply(&passes, other.clone()), other);
    }
}
