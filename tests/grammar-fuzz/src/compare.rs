//! One grammar through both engines: inputs drawn for it, each compared.

use crate::derive::Deriver;
use crate::observe::Observed;
use crate::outcome::Outcome;
use crate::reference::Reference;

/// Drawn inputs stop growing past this many bytes: a random grammar can make
/// pest's backtracking exponential in the input, and a short input already
/// reaches every shape the grammar has.
pub const LONG: usize = 200;

/// Whether url-derive's `walk_rules` yields pest's `EOI` node (it does). Were it not, both
/// sides' `EOI` nodes are left out of the comparison, and nothing else.
pub const EOI_REPORTED: bool = true;

/// A grammar compiled into this crate by the build script.
pub struct Compiled {
    /// Where it comes from: `seed-<n>` for a generated grammar, the file's name for
    /// a corpus case.
    pub name: &'static str,
    /// The grammar as generated or written, without the entry-point rules.
    pub text: &'static str,
    /// Inputs recorded with a corpus case: (rule, input).
    pub inputs: &'static [(&'static str, &'static str)],
    /// url-derive's generated parser: the whole input as the rule.
    pub typed: fn(&str, &str) -> Observed,
    /// pest_derive's parser of the same grammar, where the batch compiled one.
    pub derived: Option<fn(&str, &str) -> Outcome>,
}

/// What comparing one grammar found.
#[derive(Debug, Default)]
pub struct Tally {
    /// Inputs run.
    pub inputs: usize,
    /// Inputs pest accepted (and url-derive agreed).
    pub accepted: usize,
    /// Inputs where pest panicked (not compared with pest; url-derive must still
    /// answer without panicking, as everywhere).
    pub pest_panicked: usize,
    /// Inputs on which pest stopped at its call or stack limit (not compared).
    pub pest_gave_up: usize,
    /// Deep inputs drawn ([`crate::deep`]: pest, and url-derive on small stacks).
    pub deep_inputs: usize,
    /// Deep inputs on which pest stopped at its call limit (url-derive not run).
    pub deep_pest_gave_up: usize,
    /// Runs of deep inputs url-derive accepted (each input runs on two stacks).
    pub deep_accepted: usize,
    /// Runs of deep inputs url-derive stopped as nesting too deep for the stack.
    pub deep_too_deep: usize,
    /// Every disagreement between url-derive and pest.
    pub disagreements: Vec<Disagreement>,
    /// Inputs where `pest_vm` and `pest_derive` disagree with each other, on a
    /// grammar where they are not known to differ.
    pub reference_disagreements: Vec<Disagreement>,
    /// Inputs where they disagree on a grammar that pest_vm is known to read
    /// otherwise ([`crate::grammar_gen::pest_vm_differs`]); pest_derive is the
    /// reference there.
    pub known_vm_differences: usize,
}

/// One input on which two engines disagree.
#[derive(Debug, Clone)]
pub struct Disagreement {
    /// The grammar's name.
    pub grammar: String,
    /// The entry rule.
    pub rule: String,
    /// The input.
    pub input: String,
    /// pest's outcome.
    pub pest: Outcome,
    /// The other engine's outcome.
    pub other: Outcome,
    /// The typed tree's broken invariants.
    pub broken: Vec<String>,
}

impl std::fmt::Display for Disagreement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "grammar {} rule {} input {:?}:\n  pest:   {:?}\n  other:  {:?}",
            self.grammar, self.rule, self.input, self.pest, self.other
        )?;
        for broken in &self.broken {
            writeln!(f, "  broken: {broken}")?;
        }
        Ok(())
    }
}

/// Compares `grammar` on its recorded inputs and on `rounds` rounds of drawn ones
/// (per entry rule: a derivation, a mutant of it, and a random string), drawn from
/// `seed`; then, when `rounds` is not 0, on deep inputs ([`crate::deep`]).
pub fn run_grammar(grammar: &Compiled, rounds: usize, seed: u64) -> Tally {
    crate::reference::limit_calls();
    let (wrapped, rules) = crate::grammar_gen::with_entry_points(grammar.text);
    let reference = Reference::new(&wrapped)
        .unwrap_or_else(|why| panic!("{}: pest refuses its own grammar: {why}", grammar.name));
    let mut tally = Tally::default();
    let run = |rule: &str, input: &str, tally: &mut Tally| {
        compare(grammar, &reference, rule, input, tally);
    };
    for (rule, input) in grammar.inputs {
        run(rule, input, &mut tally);
    }
    if rules.is_empty() {
        return tally;
    }
    let mut deriver = Deriver::with_seed(grammar.text, seed).with_length_limit(LONG);
    for _ in 0..rounds {
        for rule in &rules {
            let derived = deriver.derive(rule);
            let mutant = deriver.mutate(&derived);
            let random = deriver.random_string();
            for input in [derived, mutant, random] {
                run(rule, &input, &mut tally);
            }
        }
    }
    if rounds > 0 {
        crate::deep::run_deep(grammar, &reference, &mut deriver, &rules, &mut tally);
    }
    tally
}

/// Compares one input, tallying what it finds.
pub fn compare(
    grammar: &Compiled,
    reference: &Reference,
    rule: &str,
    input: &str,
    tally: &mut Tally,
) {
    let entry = crate::grammar_gen::entry_point(rule);
    let interpreted = comparable(reference.outcome(&entry, input));
    let disagreement = |pest: &Outcome, other: Outcome, broken: Vec<String>| Disagreement {
        grammar: grammar.name.to_owned(),
        rule: rule.to_owned(),
        input: input.to_owned(),
        pest: pest.clone(),
        other,
        broken,
    };
    tally.inputs += 1;
    let pest = match grammar.derived {
        Some(derived) => {
            let compiled = comparable(derived(rule, input));
            let comparable =
                |outcome: &Outcome| !matches!(outcome, Outcome::Panicked | Outcome::GaveUp);
            if compiled != interpreted && comparable(&compiled) && comparable(&interpreted) {
                if crate::grammar_gen::pest_vm_differs(grammar.text) {
                    tally.known_vm_differences += 1;
                } else {
                    tally.reference_disagreements.push(disagreement(
                        &compiled,
                        interpreted,
                        Vec::new(),
                    ));
                }
            }
            compiled
        }
        None => interpreted,
    };
    if pest == Outcome::GaveUp {
        // pest stopped at its call limit: backtracking exponential in the input,
        // which url-derive, with no such limit, would run to the end.
        tally.pest_gave_up += 1;
        return;
    }
    let observed = observe_typed(grammar, rule, input);
    if pest == Outcome::Panicked {
        tally.pest_panicked += 1;
        // Nothing of pest's to compare with, but url-derive must still answer
        // without panicking, its parse and validate agreeing and its tree whole.
        if observed.outcome == Outcome::Panicked || !observed.broken.is_empty() {
            tally
                .disagreements
                .push(disagreement(&pest, observed.outcome, observed.broken));
        }
        return;
    }
    let typed = comparable(observed.outcome);
    if typed != pest || !observed.broken.is_empty() {
        tally
            .disagreements
            .push(disagreement(&pest, typed, observed.broken));
    } else if pest.is_accepted() {
        tally.accepted += 1;
    }
}

/// url-derive's outcome on one input, a panic caught as [`Outcome::Panicked`]
/// (which pest's outcome never equals where it is compared).
pub(crate) fn observe_typed(grammar: &Compiled, rule: &str, input: &str) -> Observed {
    let run = std::panic::AssertUnwindSafe(|| (grammar.typed)(rule, input));
    std::panic::catch_unwind(run).unwrap_or_else(|_| Observed {
        outcome: Outcome::Panicked,
        broken: vec!["url-derive panicked".to_owned()],
    })
}

/// An outcome as compared: without `EOI` nodes while url-derive does not report
/// them ([`EOI_REPORTED`]).
fn comparable(outcome: Outcome) -> Outcome {
    if EOI_REPORTED {
        outcome
    } else {
        outcome.without_rule("EOI")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn panics(_: &str, _: &str) -> Observed {
        panic!("a generated parser's panic")
    }

    fn answers(_: &str, _: &str) -> Observed {
        Observed {
            outcome: Outcome::NoSuchRule,
            broken: Vec::new(),
        }
    }

    /// `text` compiled with `typed` standing for url-derive's parser, and pest's
    /// reference of it.
    fn grammar(text: &'static str, typed: fn(&str, &str) -> Observed) -> (Compiled, Reference) {
        let (wrapped, _) = crate::grammar_gen::with_entry_points(text);
        let compiled = Compiled {
            name: "test",
            text,
            inputs: &[],
            typed,
            derived: None,
        };
        (
            compiled,
            Reference::new(&wrapped).expect("pest reads the grammar"),
        )
    }

    #[test]
    fn a_panic_of_url_derive_is_a_disagreement() {
        let (compiled, reference) = grammar("r = { \"a\" }", panics);
        let mut tally = Tally::default();
        compare(&compiled, &reference, "r", "a", &mut tally);
        assert_eq!(tally.disagreements.len(), 1);
        assert_eq!(tally.disagreements[0].other, Outcome::Panicked);
    }

    /// Where pest panics (pest_vm, at `PEEK` of an empty stack in a negative
    /// lookahead: seed 121275 of a campaign, shrunk) there is nothing to compare,
    /// but url-derive still runs, and a panic of it is still a failure.
    #[test]
    fn where_pest_panics_url_derive_must_still_not_panic() {
        let mut found = Vec::new();
        for typed in [answers as fn(&str, &str) -> Observed, panics] {
            let (compiled, reference) = grammar("r = ${ (!PEEK ~ ANY)* }", typed);
            let mut tally = Tally::default();
            compare(&compiled, &reference, "r", ":", &mut tally);
            found.push((tally.pest_panicked, tally.disagreements.len()));
        }
        assert_eq!(found, [(1, 0), (1, 1)]);
    }
}
