//! Separated runs: `b* ~ (s ~ b*)*` in a sequence becomes `(b | s)*`, and the
//! extent of a list `(s ~ b*)*` becomes `(s ~ (b | s)*)?` (a path:
//! `hsegment ~ ("/" ~ hsegment)*`). One loop instead of a loop per segment, which
//! [`super::classes`] then turns into one scan. In a sequence `s` may also be a
//! run `s+` of one byte (pest's skip with `COMMENT = _{ "$"+ }`: `" "* ~ ("$"+ ~
//! " "*)*` is the run of `" "` and `"$"`).
//!
//! Precondition: `s` matches exactly one byte (or is `s+` of such an `s` in a
//! sequence), which `b` cannot start with (the bytes `b` starts with are known),
//! and nothing in them stores a value. Then both forms consume the same input: at
//! each byte the first takes `b` if it matches, else `s` if it is there (its inner
//! `b*` may be empty; `s+` takes every `s` there, none of which `b` could take),
//! else stops, and so does the second. Only on the paths that record nothing (the
//! recorder keeps the body as written).

use super::Passes;
use crate::ir::Ir;

/// The parts of a sequence with every `b* ~ (s ~ b*)*` merged.
pub fn merge(passes: &Passes, parts: Vec<Ir>) -> Vec<Ir> {
    let mut out: Vec<Ir> = Vec::with_capacity(parts.len());
    for part in parts {
        if let Some(merged) = out.last().and_then(|run| run_then(passes, run, &part)) {
            out.pop();
            out.push(merged);
        } else {
            out.push(part);
        }
    }
    out
}

/// `(b | s)*` when `run` is `b*` and `next` is `(s ~ b*)*` as the precondition
/// requires.
fn run_then(passes: &Passes, run: &Ir, next: &Ir) -> Option<Ir> {
    let Ir::Rep {
        body,
        min: 0,
        max: None,
    } = run
    else {
        return None;
    };
    let Ir::Rep {
        body: tail,
        min: 0,
        max: None,
    } = next
    else {
        return None;
    };
    let Ir::Seq(tail) = &**tail else {
        return None;
    };
    let [separator, again] = &tail[..] else {
        return None;
    };
    // A run of the separator's byte, `S+`, is one byte at a time as well: `b`
    // cannot take any of them, so both forms read the run whole.
    let byte = match separator {
        Ir::Rep {
            body: byte,
            min: 1,
            max: None,
        } => &**byte,
        one => one,
    };
    let separator_set = passes.exact(byte)?;
    let first = passes.first(body)?;
    if again != run || !first.is_disjoint(&separator_set) || !run.stores_nothing() {
        return None;
    }
    let choice = Ir::Choice(vec![(**body).clone(), byte.clone()]);
    Some(passes.simplify(Ir::Rep {
        body: Box::new(choice),
        min: 0,
        max: None,
    }))
}

/// `(s ~ (b | s)*)?` when `body` (the body of a list's repetition `body*`) is
/// `s ~ b*` as the precondition requires: after the first `s`, both forms take
/// `b` where it matches, else `s` where it is there, else stop.
pub fn tail(passes: &Passes, body: &Ir) -> Option<Ir> {
    let Ir::Seq(parts) = body else {
        return None;
    };
    let [separator, run] = &parts[..] else {
        return None;
    };
    let Ir::Rep {
        body: item,
        min: 0,
        max: None,
    } = run
    else {
        return None;
    };
    let separator_set = passes.exact(separator)?;
    let first = passes.first(item)?;
    if !first.is_disjoint(&separator_set) || !body.stores_nothing() {
        return None;
    }
    let rest = Ir::Rep {
        body: Box::new(Ir::Choice(vec![(**item).clone(), separator.clone()])),
        min: 0,
        max: None,
    };
    Some(Ir::Opt(Box::new(
        passes.simplify(Ir::Seq(vec![separator.clone(), rest])),
    )))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::byteset::ByteSet;
    use crate::passes::{body_of, test_model, NO_FOLDING};

    /// The fast form of rule `name`'s body in `grammar`.
    fn fast(grammar: &str, name: &str) -> Ir {
        let model = test_model(grammar);
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        passes.fast(body_of(&model, name))
    }

    /// The fast extent of rule `name`'s body, which must be a repetition.
    fn extent(grammar: &str, name: &str) -> Ir {
        let model = test_model(grammar);
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        passes.extent(Ir::from(body_of(&model, name)))
    }

    /// The class of rule `name`'s fast form when it is one unbounded run of a
    /// byte class (`C*`).
    fn run_class(grammar: &str, name: &str) -> Option<ByteSet> {
        let model = test_model(grammar);
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        match passes.fast(body_of(&model, name)) {
            Ir::Rep {
                body,
                min: 0,
                max: None,
            } => passes.exact(&body),
            _ => None,
        }
    }

    #[test]
    fn a_separated_run_becomes_one_scan() {
        let grammar = "seg = @{ (\"a\" | \"b\")* }\npath = { seg ~ (\"/\" ~ seg)* }\n";
        assert_eq!(run_class(grammar, "path"), Some(ByteSet::of("/ab")));
    }

    #[test]
    fn the_rest_of_a_path_is_a_separator_then_one_scan() {
        let grammar = "seg = @{ (\"a\" | \"b\")* }\nrest = { (\"/\" ~ seg)* }\n";
        let node = extent(grammar, "rest");
        assert_eq!(
            node,
            Ir::Opt(Box::new(Ir::Seq(vec![
                Ir::Class(ByteSet::of("/")),
                Ir::Scan {
                    class: ByteSet::of("/ab"),
                    min: 0
                }
            ])))
        );
        // A separator the segment can start with is left alone.
        let grammar = "seg = @{ (\"a\" | \"/\")* }\nrest = { (\"/\" ~ seg)* }\n";
        assert!(matches!(extent(grammar, "rest"), Ir::Rep { .. }));
    }

    #[test]
    fn whitespace_then_runs_of_a_comment_byte_are_one_scan() {
        // pest's skip `WHITESPACE* ~ (COMMENT ~ WHITESPACE*)*` with a comment
        // that is a run of one byte.
        let grammar = concat!(
            "WHITESPACE = _{ \" \" }\nCOMMENT = _{ \"$\"+ }\n",
            "skip = @{ WHITESPACE* ~ (COMMENT ~ WHITESPACE*)* }\n",
        );
        assert_eq!(run_class(grammar, "skip"), Some(ByteSet::of(" $")));
        let model = test_model(grammar);
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        assert_eq!(passes.skip_run(), Some(ByteSet::of(" $")));
        // A run of a byte the whitespace starts with stays apart.
        let overlapping = concat!(
            "WHITESPACE = _{ \" \" }\nCOMMENT = _{ \" \"+ }\n",
            "skip = @{ WHITESPACE* ~ (COMMENT ~ WHITESPACE*)* }\n",
        );
        assert!(matches!(fast(overlapping, "skip"), Ir::Seq(parts) if parts.len() == 2));
    }

    #[test]
    fn a_separator_the_run_can_start_with_is_kept_apart() {
        // `/` is also a segment byte: `seg*` would take it, so nothing is merged.
        let grammar = "seg = @{ (\"a\" | \"/\")* }\npath = { seg ~ (\"/\" ~ seg)* }\n";
        assert!(matches!(fast(grammar, "path"), Ir::Seq(parts) if parts.len() == 2));
    }

    #[test]
    fn a_run_that_must_match_once_is_kept_apart() {
        // `seg+` is not `seg*`: the first segment must not be empty.
        let grammar = "seg = @{ (\"a\" | \"b\")+ }\npath = { seg ~ (\"/\" ~ seg)* }\n";
        assert!(matches!(fast(grammar, "path"), Ir::Seq(parts) if parts.len() == 2));
    }

    #[test]
    fn a_run_that_stores_is_kept_apart() {
        let grammar = "seg = @{ (\"a\" | \"b\")* }\npath = { seg ~ (\"/\" ~ seg)* }\n";
        let model = test_model(grammar);
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let stored = Ir::Rep {
            body: Box::new(Ir::Token {
                slot: 0,
                body: Box::new(Ir::Literal("a".into())),
            }),
            min: 0,
            max: None,
        };
        let tail = Ir::Rep {
            body: Box::new(Ir::Seq(vec![Ir::Literal("/".into()), stored.clone()])),
            min: 0,
            max: None,
        };
        assert_eq!(merge(&passes, vec![stored, tail]).len(), 2);
    }
}
