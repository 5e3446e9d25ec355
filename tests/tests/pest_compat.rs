//! The pest-compatibility suite: every grammar that pest's published crates ship
//! (pest_grammars' json, toml, http and sql; pest_derive's test and example
//! grammars; pest_meta's own grammar) and this suite's calculator, CSV, INI and trivia
//! grammars go through `url-derive` and `pest_derive`, and on every input the two
//! must agree on the verdict, on acceptance on every node's rule and span in order
//! (pest's `EOI` pairs included), and on rejection on the error's offset, its
//! expected rules and its unexpected ones (pest's positive and negative attempts).
//!
//! The parsers are written by `build.rs` into `$OUT_DIR/pest_compat.rs`, over the
//! grammar files where cargo unpacked their crates. Inputs per grammar: the
//! examples its crates ship, random derivations of each rule
//! ([`rfc1738_grammar_fuzz::derive::Deriver`], seeded per grammar, so runs repeat) and mutations of
//! both; at least [`MIN_INPUTS`] in all. The test prints each grammar's crate,
//! version, files and counts.
//!
//! One difference is by design and not counted: inputs where pest panics
//! (`POP`/`PEEK` on an empty stack; url-derive fails the match there instead).

use std::panic;

use pest::iterators::Pairs;
use pest::RuleType;
use rfc1738_grammar_fuzz::observe::{observe, Observed};
use rfc1738_grammar_fuzz::{derive, reference, Outcome};

include!(concat!(env!("OUT_DIR"), "/pest_compat.rs"));

/// Fewest inputs compared per grammar.
const MIN_INPUTS: usize = 1_000;

/// One grammar of the suite, as `build.rs` writes it.
pub struct Grammar {
    /// A short name.
    pub name: &'static str,
    /// The crate that ships it.
    pub krate: &'static str,
    /// That crate's version.
    pub version: &'static str,
    /// Its files, in the order both engines read them.
    pub paths: &'static [&'static str],
    /// Its rules (entry points), `WHITESPACE` and `COMMENT` aside.
    pub rules: &'static [&'static str],
    /// Rules compiled but not compared, and why.
    pub not_compared: &'static [(&'static str, &'static str)],
    /// Example files and the rule each is an example of.
    pub examples: &'static [(&'static str, &'static str)],
    /// Parses with pest_derive's parser.
    pub reference: fn(&str, &str) -> Outcome,
    /// Parses with url-derive's (and validates, and checks the typed tree).
    pub typed: fn(&str, &str) -> Observed,
}

/// A pest_derive parser's `Parser::parse`.
pub type PestParse<R> = fn(R, &str) -> Result<Pairs<'_, R>, pest::error::Error<R>>;

/// pest's outcome of parsing `input` as `rule`.
pub fn pest_outcome<R: RuleType>(rule: R, input: &str, parse: PestParse<R>) -> Outcome {
    reference::pest_outcome(|| parse(rule, input), reference::derived_name)
}

/// The suite's tally for one grammar.
#[derive(Default)]
struct Tally {
    inputs: usize,
    accepted: usize,
    /// Rejections where pest names unexpected rules (compared like the rest).
    with_unexpected: usize,
    pest_panicked: usize,
    /// The rule and report of each disagreement.
    disagreements: Vec<(&'static str, String)>,
}

fn run(grammar: &Grammar) -> Tally {
    let mut tally = Tally::default();
    let text: String = grammar
        .paths
        .iter()
        .map(|path| std::fs::read_to_string(path).expect("grammar file"))
        .collect();
    let mut deriver = derive::Deriver::new(&text, grammar.name);
    for (path, rule) in grammar.examples {
        let example = std::fs::read_to_string(path)
            .unwrap_or_else(|e| panic!("example {path} of {}: {e}", grammar.name));
        for _ in 0..5 {
            let mutated = deriver.mutate(&example);
            compare(grammar, rule, &mutated, &mut tally);
        }
        compare(grammar, rule, &example, &mut tally);
    }
    // Rounds over every rule (a derivation and a mutation of it each) until at
    // least MIN_INPUTS inputs were compared (pest panics on some), at most
    // MAX_ROUNDS.
    for round in 0..MAX_ROUNDS {
        if round >= MIN_ROUNDS && tally.compared() >= MIN_INPUTS {
            break;
        }
        for rule in grammar.rules {
            let input = deriver.derive(rule);
            let mutated = deriver.mutate(&input);
            compare(grammar, rule, &input, &mut tally);
            compare(grammar, rule, &mutated, &mut tally);
        }
    }
    tally
}

/// Fewest rounds of derivations per rule.
const MIN_ROUNDS: usize = 20;
/// Most rounds of derivations per rule.
const MAX_ROUNDS: usize = 2_000;

/// Runs both engines on `input` as `rule` and tallies the result.
fn compare(grammar: &Grammar, rule: &'static str, input: &str, tally: &mut Tally) {
    let reference = (grammar.reference)(rule, input);
    let Observed {
        outcome: typed,
        broken,
    } = (grammar.typed)(rule, input);
    tally.inputs += 1;
    match (&reference, &typed) {
        (Outcome::Panicked, _) => tally.pest_panicked += 1,
        _ if reference == typed && broken.is_empty() => {
            tally.accepted += usize::from(matches!(reference, Outcome::Accepted(_)));
            tally.with_unexpected += usize::from(matches!(
                &reference,
                Outcome::Rejected { unexpected, .. } if !unexpected.is_empty()
            ));
        }
        _ => tally.disagreements.push((
            rule,
            format!(
                "{} rule {rule} input {input:?}:\n  pest:       {reference:?}\n  url-derive: {typed:?}{}",
                grammar.name,
                broken.iter().map(|b| format!("\n  broken: {b}")).collect::<String>()
            ),
        )),
    }
}

impl Tally {
    /// Inputs whose outcomes were compared (pest did not panic).
    fn compared(&self) -> usize {
        self.inputs - self.pest_panicked
    }
}

#[test]
fn url_derive_agrees_with_pest_derive_on_every_grammar_pest_ships() {
    let hook = panic::take_hook();
    // pest's panics (empty stack) are expected and counted; keep them off stderr.
    panic::set_hook(Box::new(|_| {}));
    let tallies: Vec<(&Grammar, Tally)> = GRAMMARS.iter().map(|g| (*g, run(g))).collect();
    panic::set_hook(hook);
    let mut disagreements = Vec::new();
    for (grammar, tally) in &tallies {
        println!(
            "{:<20} {} {} ({}): {} inputs compared, {} accepted, {} rejected with unexpected rules, {} more where pest panics, {} disagreements",
            grammar.name,
            grammar.krate,
            grammar.version,
            grammar.paths.join(" + "),
            tally.compared(),
            tally.accepted,
            tally.with_unexpected,
            tally.pest_panicked,
            tally.disagreements.len()
        );
        for (rule, reason) in grammar.not_compared {
            println!("    rule {rule} not compared: {reason}");
        }
        assert!(
            tally.compared() >= MIN_INPUTS,
            "{}: only {} inputs compared",
            grammar.name,
            tally.compared()
        );
        assert!(
            tally.accepted > 0,
            "{}: no input was accepted; the derivations are broken",
            grammar.name
        );
        let mut rules_seen = Vec::new();
        for (rule, report) in &tally.disagreements {
            if !rules_seen.contains(rule) {
                rules_seen.push(rule);
                disagreements.push(report.clone());
            }
        }
    }
    let total: usize = tallies.iter().map(|(_, t)| t.disagreements.len()).sum();
    assert!(
        disagreements.is_empty(),
        "{total} disagreements, the first of each rule:\n{}",
        disagreements.join("\n")
    );
}
