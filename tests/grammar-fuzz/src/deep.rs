//! Both engines on input that nests as deep as the grammar lets it, url-derive on
//! small stacks: it must answer as pest does (or stop with "nests too deep"),
//! never overflow the stack or panic, its parse and validate agreeing and its tree
//! whole.
//!
//! Each entry rule that can call a recursive rule gets derivations that nest 8,
//! 16, 32, ... rule calls deep ([`Deriver::derive_deep`]). pest runs each first
//! (pest_derive where the batch compiled it, else pest_vm, as in the comparisons),
//! with its call limit: a random grammar can make a PEG exponential in the
//! nesting, in any engine, and where pest gives up the deepening stops (and
//! url-derive, which has no call limit, is not run). url-derive runs each on two
//! threads: one whose stack is below the entry's threshold
//! (`url_runtime::ENTRY_STACK`, so that the parse moves to a stack of its own,
//! recursion limited to what the caller's stack could have built) and one above
//! it (recursion stops at the red zone of the thread's own stack).

use std::time::{Duration, Instant};

use crate::compare::{observe_typed, Compiled, Disagreement, Tally};
use crate::derive::Deriver;
use crate::grammar_gen::entry_point;
use crate::observe::Observed;
use crate::outcome::Outcome;
use crate::reference::Reference;

/// The deepest derivation drawn, in rule calls.
pub const DEEPEST: usize = 4_096;

/// The stacks url-derive runs deep inputs on: below and above
/// `url_runtime::ENTRY_STACK`.
pub const STACKS: [usize; 2] = [160 << 10, 1 << 20];

/// A deep input whose runs take longer than this ends the deepening (pest's call
/// limit bounds the work; this bounds the time of the rest).
const LONGEST: Duration = Duration::from_secs(2);

/// Runs `grammar`'s deep inputs for each of `rules`, tallying into `tally`.
pub fn run_deep(
    grammar: &Compiled,
    reference: &Reference,
    deriver: &mut Deriver,
    rules: &[String],
    tally: &mut Tally,
) {
    for rule in rules {
        if !deriver.leads_to_recursion(rule) {
            continue;
        }
        let mut levels = 8;
        while levels <= DEEPEST {
            let input = deriver.derive_deep(rule, levels);
            let started = Instant::now();
            // pest_derive where the batch compiled it (the grammars pest_vm reads
            // otherwise), as the comparisons take it.
            let pest = match grammar.derived {
                Some(derived) => derived(rule, &input),
                None => reference.outcome(&entry_point(rule), &input),
            };
            tally.deep_inputs += 1;
            if pest == Outcome::GaveUp {
                tally.deep_pest_gave_up += 1;
                break;
            }
            for stack in STACKS {
                check(grammar, rule, &input, &pest, stack, tally);
            }
            if started.elapsed() > LONGEST {
                break;
            }
            levels *= 2;
        }
    }
}

/// Runs url-derive on `input` on a thread of `stack` bytes and checks it against
/// `pest`'s outcome.
fn check(
    grammar: &Compiled,
    rule: &str,
    input: &str,
    pest: &Outcome,
    stack: usize,
    tally: &mut Tally,
) {
    let observed = on_stack(stack, grammar, rule, input);
    let agrees = match (&observed.outcome, pest) {
        (Outcome::TooDeep, _) => {
            tally.deep_too_deep += 1;
            true
        }
        // pest panics on `POP` or `PEEK` of an empty stack, where url-derive fails
        // the match: nothing to compare.
        (Outcome::Panicked, _) => false,
        (_, Outcome::Panicked) => true,
        (typed, pest) => typed == pest,
    };
    if observed.outcome.is_accepted() {
        tally.deep_accepted += 1;
    }
    if !agrees || !observed.broken.is_empty() {
        tally.disagreements.push(Disagreement {
            grammar: grammar.name.to_owned(),
            rule: rule.to_owned(),
            input: input.to_owned(),
            pest: pest.clone(),
            other: observed.outcome,
            broken: observed.broken,
        });
    }
}

/// url-derive's observation of `input` as `rule`, made on a new thread of
/// `stack` bytes.
fn on_stack(stack: usize, grammar: &Compiled, rule: &str, input: &str) -> Observed {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(stack)
            .spawn_scoped(scope, || observe_typed(grammar, rule, input))
            .expect("a thread starts")
            .join()
            .unwrap_or_else(|_| Observed {
                outcome: Outcome::Panicked,
                broken: vec!["the observation panicked".to_owned()],
            })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn too_deep(_: &str, _: &str) -> Observed {
        Observed {
            outcome: Outcome::TooDeep,
            broken: Vec::new(),
        }
    }

    fn rejects(_: &str, _: &str) -> Observed {
        Observed {
            outcome: Outcome::Rejected {
                offset: 0,
                expected: vec!["r".to_owned()],
                unexpected: Vec::new(),
            },
            broken: Vec::new(),
        }
    }

    fn panics(_: &str, _: &str) -> Observed {
        panic!("a generated parser's panic")
    }

    /// Stopping for want of stack agrees with whatever pest says; any other
    /// answer must be pest's, and url-derive's panic is a failure even where pest
    /// panics too.
    #[test]
    fn only_a_depth_error_may_differ_from_pest() {
        let accepted = Outcome::Accepted(vec![("r".to_owned(), 0, 1)]);
        type Case = (fn(&str, &str) -> Observed, Outcome, usize, usize);
        let cases: [Case; 5] = [
            (too_deep, accepted.clone(), 0, 1),
            (rejects, accepted.clone(), 1, 0),
            (rejects, Outcome::Panicked, 0, 0),
            (panics, accepted.clone(), 1, 0),
            (panics, Outcome::Panicked, 1, 0),
        ];
        for (typed, pest, failures, stopped) in cases {
            let grammar = Compiled {
                name: "test",
                text: "r = { \"a\" }",
                inputs: &[],
                typed,
                derived: None,
            };
            let mut tally = Tally::default();
            check(&grammar, "r", "a", &pest, STACKS[0], &mut tally);
            assert_eq!(tally.disagreements.len(), failures, "{pest:?}");
            assert_eq!(tally.deep_too_deep, stopped, "{pest:?}");
        }
    }
}
