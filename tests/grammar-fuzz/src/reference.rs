//! pest's side: `pest_vm` interprets a grammar with pest's semantics (pest_meta's
//! optimiser included, as pest_derive compiles it), and [`pest_outcome`] reads a
//! pest_derive parser's result the same way.

use std::panic::{self, AssertUnwindSafe};

use pest::error::{Error, ErrorVariant, InputLocation};
use pest::iterators::Pairs;
use pest::RuleType;

use crate::outcome::{normalise, Outcome};

/// A grammar loaded into pest's interpreter.
pub struct Reference {
    vm: pest_vm::Vm,
}

impl Reference {
    /// Loads `text` (a grammar pest_meta accepts), or says why pest refuses it.
    pub fn new(text: &str) -> Result<Self, String> {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text)
            .map_err(|e| e.to_string())?;
        if let Err(errors) = pest_meta::validator::validate_pairs(pairs.clone()) {
            return Err(errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n"));
        }
        let rules = pest_meta::parser::consume_rules(pairs).map_err(|errors| {
            errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        })?;
        Ok(Reference {
            vm: pest_vm::Vm::new(pest_meta::optimizer::optimize(rules)),
        })
    }

    /// pest's outcome of matching `input` as `rule`.
    pub fn outcome(&self, rule: &str, input: &str) -> Outcome {
        pest_outcome(|| self.vm.parse(rule, input), |rule| (*rule).to_owned())
    }
}

/// The calls (rule entries, sequences, repetitions, ...) pest may make on one
/// input in the comparisons ([`limit_calls`]). A drawn input of at most
/// [`crate::compare::LONG`] bytes needs far fewer unless the grammar backtracks
/// exponentially on it, and then neither engine finishes in useful time.
pub const CALL_LIMIT: usize = 200_000;

/// Sets pest's call limit to [`CALL_LIMIT`] (a process-wide setting).
pub fn limit_calls() {
    pest::set_call_limit(std::num::NonZeroUsize::new(CALL_LIMIT));
}

/// The outcome of a pest parse (`parse` runs it), with rules named by `name`.
/// A panic inside pest is [`Outcome::Panicked`]; pest's call or stack limit,
/// [`Outcome::GaveUp`].
pub fn pest_outcome<'i, R: RuleType>(
    parse: impl FnOnce() -> Result<Pairs<'i, R>, Error<R>>,
    name: impl Fn(&R) -> String,
) -> Outcome {
    let parsed = panic::catch_unwind(AssertUnwindSafe(|| {
        parse().map(|pairs| {
            pairs
                .flatten()
                .map(|pair| {
                    let span = pair.as_span();
                    (name(&pair.as_rule()), span.start(), span.end())
                })
                .collect::<Vec<_>>()
        })
    }));
    match parsed {
        Err(_) => Outcome::Panicked,
        Ok(Ok(nodes)) => Outcome::Accepted(nodes),
        Ok(Err(error)) => {
            let offset = match error.location {
                InputLocation::Pos(pos) => pos,
                InputLocation::Span((start, _)) => start,
            };
            let (expected, unexpected) = match &error.variant {
                ErrorVariant::ParsingError {
                    positives,
                    negatives,
                } => (
                    positives.iter().map(&name).collect(),
                    negatives.iter().map(&name).collect(),
                ),
                ErrorVariant::CustomError { message }
                    if message == "call limit reached" || message == "stack limit reached" =>
                {
                    return Outcome::GaveUp;
                }
                ErrorVariant::CustomError { message } => (vec![message.clone()], Vec::new()),
            };
            Outcome::Rejected {
                offset,
                expected: normalise(expected),
                unexpected: normalise(unexpected),
            }
        }
    }
}

/// A pest_derive `Rule`'s name, as its `Debug` writes it (the rule's name).
pub fn derived_name<R: RuleType>(rule: &R) -> String {
    format!("{rule:?}")
}
