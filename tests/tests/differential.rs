//! The pest transcription (`rfc1738.pest`) against the BNF it transcribes.
//!
//! The oracle is [`Recognizer`], built from the spec text alone (regular
//! expressions with true alternation, no PEG ordering). Strings come from
//! [`generate`]'s strategies, which derive them from the BNF, and from
//! mutations of those strings, so that both sides of every rule's boundary are
//! exercised:
//!
//! - every one of the 67 rules: pest's and the generated parser's whole-input
//!   verdicts equal the BNF's; on every accepted input the generated tree has
//!   pest's nodes and spans, `Display` writes the input back and a second parse
//!   gives the same tree; every rejection is located inside the input with at
//!   least one expected rule, and `validate` reports the error `parse` does;
//! - `url` and each of its alternatives: the production that
//!   [`production::classify`] (generated parser) and [`reference::classify`]
//!   (pest) report equals the recognizer's, both `None` for a non-URL;
//! - the pest reference is deterministic and locates every rejection;
//! - every line of `tests/data/corpus-sample.txt` (and of `tests/data/urls.jsonl`
//!   when present) is classified alike.
//!
//! A default `cargo test` runs about 110,000 cases. `RFC1738_DIFF_CASES=N` sets
//! every property's case count to `N` per rule; `RFC1738_DIFF_CASES=x10` multiplies
//! the defaults by ten. Failures are shrunk and reported, all of them, and never
//! persisted to disk.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::sync::OnceLock;

use pest::Parser;
use proptest::strategy::{BoxedStrategy, Strategy};
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use rfc1738_conformance::bnf::{Expr, Recognizer};
use rfc1738_conformance::generate::{mutate, mutations, Generator, Mutation};
use rfc1738_conformance::paths::data_dir;
use rfc1738_conformance::trees::{pest_tokens, typed_tokens};
use url_grammar::ast;
use url_grammar::production::{self, Mode};
use url_grammar::reference::{self, parse_whole, rule_by_name, Rfc1738Parser};

/// Default cases per rule for the rule-by-rule comparison (67 rules).
const RULE_CASES: u32 = 1_000;

/// Default cases per strategy for the `url` production comparison.
const URL_CASES: u32 = 2_000;

/// Default cases per strategy for the properties of the pest reference.
const REFERENCE_CASES: u32 = 300;

/// The number of rules in RFC 1738 section 5.
const RFC_RULES: usize = 67;

/// The environment variable that sets or multiplies the case counts.
const CASES_VAR: &str = "RFC1738_DIFF_CASES";

/// The recognizer, built once per test binary.
fn recognizer() -> &'static Recognizer {
    static RECOGNIZER: OnceLock<Recognizer> = OnceLock::new();
    RECOGNIZER.get_or_init(|| Recognizer::load().expect("the spec compiles"))
}

/// The case count for a property whose default is `default`, after
/// `RFC1738_DIFF_CASES` (`N` sets it, `xK` multiplies it).
fn cases(default: u32) -> u32 {
    let Ok(setting) = std::env::var(CASES_VAR) else {
        return default;
    };
    let setting = setting.trim();
    let parsed = match setting.strip_prefix('x') {
        Some(factor) => factor.parse::<u32>().map(|k| default.saturating_mul(k)),
        None => setting.parse::<u32>(),
    };
    parsed.unwrap_or_else(|_| panic!("{CASES_VAR}={setting:?}: expected N or xK"))
}

/// A deterministic runner for `cases` cases that writes no regression files.
fn runner(cases: u32) -> TestRunner {
    let config = Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 2_000,
        ..Config::default()
    };
    // The same strings on every run: a disagreement found once is found again.
    let rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    TestRunner::new_with_rng(config, rng)
}

/// A generated string and the edits that make its mutated twin.
fn with_mutations(
    strategy: BoxedStrategy<String>,
) -> impl Strategy<Value = (String, Vec<Mutation>)> {
    (strategy, mutations())
}

/// How many checks of one property ran and how many inputs the BNF accepted.
#[derive(Default)]
struct Tally {
    cases: Cell<u64>,
    generated_accepted: Cell<u64>,
    mutated_accepted: Cell<u64>,
}

impl Tally {
    fn count(&self, generated_ok: bool, mutated_ok: bool) {
        self.cases.set(self.cases.get() + 1);
        bump(&self.generated_accepted, generated_ok);
        bump(&self.mutated_accepted, mutated_ok);
    }

    fn line(&self, name: &str) -> String {
        format!(
            "{name:<20} {:>7} cases, BNF accepts {:>7} generated and {:>7} mutated",
            self.cases.get(),
            self.generated_accepted.get(),
            self.mutated_accepted.get()
        )
    }
}

fn bump(counter: &Cell<u64>, yes: bool) {
    counter.set(counter.get() + u64::from(yes));
}

/// Runs `property` on `(generated, mutated)` pairs from `strategy`; returns the
/// shrunk failure, if any.
fn run_pairs(
    cases: u32,
    strategy: BoxedStrategy<String>,
    property: impl Fn(&str) -> Result<bool, TestCaseError>,
    tally: &Tally,
) -> Option<String> {
    let outcome = runner(cases).run(&with_mutations(strategy), |(text, edits)| {
        let mutated = mutate(&text, &edits);
        let generated_ok = property(&text)?;
        let mutated_ok = property(&mutated)?;
        tally.count(generated_ok, mutated_ok);
        Ok(())
    });
    outcome.err().map(|failure| failure.to_string())
}

/// Prints the per-strategy summary and fails with every disagreement found.
fn report(title: &str, tallies: &BTreeMap<String, Tally>, failures: &[String]) {
    let total: u64 = tallies.values().map(|tally| tally.cases.get()).sum();
    eprintln!("{title}: {total} cases ({} strategies)", tallies.len());
    for (name, tally) in tallies {
        eprintln!("  {}", tally.line(name));
    }
    assert!(
        failures.is_empty(),
        "{title}: {} disagreements:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// pest's and the generated parser's whole-input verdicts for `rule` equal the
/// BNF's, and the generated parser's outcome is sound (see [`generated_is_sound`]);
/// returns the verdict.
fn rule_agrees(rule_name: &str, text: &str) -> Result<bool, TestCaseError> {
    let rec = recognizer();
    let rule = rule_by_name(rule_name).expect("a pest rule of every BNF rule");
    let bnf = rec.matches(rule_name, text).expect("a BNF rule");
    let pest = parse_whole(rule, text);
    if pest.is_some() != bnf {
        return Err(TestCaseError::fail(format!(
            "rule {rule_name}: input {text:?}: pest {}, BNF {bnf}",
            pest.is_some()
        )));
    }
    generated_is_sound(rule_name, text, pest)?;
    Ok(bnf)
}

/// The generated parser of `rule` (`ast::parse_rule`, `ast::validate_rule`) gives
/// pest's verdict; an accepted input is written back exactly by `Display` and
/// has pest's tree, node for node and span for span, on two parses alike; a
/// rejected one is located inside the input with at least one expected rule.
fn generated_is_sound(
    rule: &str,
    text: &str,
    pest: Option<pest::iterators::Pair<'_, reference::Rule>>,
) -> Result<(), TestCaseError> {
    let fail = |what: String| {
        Err(TestCaseError::fail(format!(
            "rule {rule}: input {text:?}: {what}"
        )))
    };
    let validated = ast::validate_rule(rule, text).expect("a generated rule of every BNF rule");
    let parsed = ast::parse_rule(rule, text).expect("a generated rule of every BNF rule");
    if validated.is_ok() != pest.is_some() || parsed.is_ok() != pest.is_some() {
        return fail(format!(
            "pest {}, generated validate {}, generated parse {}",
            pest.is_some(),
            validated.is_ok(),
            parsed.is_ok()
        ));
    }
    match (parsed, pest) {
        (Ok(node), Some(pair)) => {
            if node.to_string() != text {
                return fail(format!("Display gives {:?}", node.to_string()));
            }
            let tokens = typed_tokens(&*node);
            if tokens != pest_tokens(pair) {
                return fail("the generated tree differs from pest's".to_owned());
            }
            let again = ast::parse_rule(rule, text).expect("a generated rule");
            if again.map(|node| typed_tokens(&*node)).ok() != Some(tokens) {
                return fail("two parses differ".to_owned());
            }
        }
        (Err(error), _) => {
            if error.offset() > text.len() || error.expected().is_empty() {
                return fail(format!(
                    "rejection at offset {} of {} expecting {:?}",
                    error.offset(),
                    text.len(),
                    error.expected()
                ));
            }
            if validated.err().as_ref() != Some(&error) {
                return fail("validate and parse report different errors".to_owned());
            }
        }
        (Ok(_), None) => unreachable!("verdicts compared above"),
    }
    Ok(())
}

#[test]
fn every_rule_agrees_with_the_bnf() {
    let rec = recognizer();
    let names = rec.rule_names();
    assert_eq!(names.len(), RFC_RULES, "the spec's rules");
    let mut generator = Generator::new(rec);
    let mut tallies = BTreeMap::new();
    let mut failures = Vec::new();
    for name in names {
        let tally = Tally::default();
        let property = |text: &str| rule_agrees(name, text);
        if let Some(failure) = run_pairs(cases(RULE_CASES), generator.rule(name), property, &tally)
        {
            failures.push(failure);
        }
        tallies.insert(name.to_owned(), tally);
    }
    report("rule by rule", &tallies, &failures);
}

/// `url`, its alternatives (looking through choices such as `waisurl` to their
/// forms) and the rule each single-reference alternative names (`otherurl` ->
/// `genericurl`).
fn url_strategy_rules(rec: &Recognizer) -> Vec<String> {
    let mut rules = vec!["url".to_owned()];
    let mut pending = references(rec.expr("url").expect("a `url` rule"));
    while let Some(name) = pending.pop() {
        if rules.contains(&name) {
            continue;
        }
        let expr = rec.expr(&name).expect("a referenced rule");
        if matches!(expr, Expr::Alt(_) | Expr::Ref { .. }) {
            pending.extend(references(expr));
        }
        rules.push(name);
    }
    rules
}

/// The rules a choice of references (or a single reference) names.
fn references(expr: &Expr) -> Vec<String> {
    match expr {
        Expr::Ref { name, .. } => vec![name.clone()],
        Expr::Alt(items) => items.iter().flat_map(references).collect(),
        _ => Vec::new(),
    }
}

/// The production of `text` by both engines equals the recognizer's; returns
/// whether the text is a URL.
fn production_agrees(text: &str) -> Result<bool, TestCaseError> {
    let expected = recognizer().production(text);
    let generated = production::classify(text, Mode::Strict)
        .ok()
        .map(|verdict| verdict.production.name().to_owned());
    let pest = reference::classify(text, Mode::Strict)
        .ok()
        .map(|verdict| verdict.production.name().to_owned());
    if generated != expected || pest != expected {
        return Err(TestCaseError::fail(format!(
            "url: input {text:?}: generated {generated:?}, pest {pest:?}, BNF {expected:?}"
        )));
    }
    Ok(expected.is_some())
}

#[test]
fn url_productions_agree_with_the_bnf() {
    let rec = recognizer();
    let mut generator = Generator::new(rec);
    let mut tallies = BTreeMap::new();
    let mut failures = Vec::new();
    for name in url_strategy_rules(rec) {
        let tally = Tally::default();
        let strategy = generator.rule(&name);
        if let Some(failure) = run_pairs(cases(URL_CASES), strategy, production_agrees, &tally) {
            failures.push(failure);
        }
        tallies.insert(name, tally);
    }
    report("url productions", &tallies, &failures);
}

/// The rule, span and nesting of every pair below `rule` for `text`, or the
/// error's position and expected rules.
fn reference_outcome(rule: reference::Rule, text: &str) -> Result<Vec<String>, String> {
    match Rfc1738Parser::parse(rule, text) {
        Ok(pairs) => Ok(pairs
            .flatten()
            .map(|pair| format!("{:?}@{:?}", pair.as_rule(), pair.as_span()))
            .collect()),
        Err(error) => Err(format!("{:?} {:?}", error.location, error.variant)),
    }
}

/// The pest reference gives the same outcome twice, and a rejected `url` comes
/// with an offset inside the input and at least one expected rule.
fn reference_is_sound(text: &str) -> Result<bool, TestCaseError> {
    let first = reference_outcome(reference::Rule::url_input, text);
    let second = reference_outcome(reference::Rule::url_input, text);
    if first != second {
        return Err(TestCaseError::fail(format!(
            "input {text:?}: two parses differ: {first:?} then {second:?}"
        )));
    }
    match reference::parse_url(text) {
        Ok(_) => Ok(true),
        Err(error) if error.offset() <= text.len() && !error.expected().is_empty() => Ok(false),
        Err(error) => Err(TestCaseError::fail(format!(
            "input {text:?}: rejection at offset {} of {} expecting {:?}",
            error.offset(),
            text.len(),
            error.expected()
        ))),
    }
}

#[test]
fn reference_is_deterministic_and_locates_rejections() {
    let rec = recognizer();
    let mut generator = Generator::new(rec);
    let mut tallies = BTreeMap::new();
    let mut failures = Vec::new();
    for name in url_strategy_rules(rec) {
        let tally = Tally::default();
        let strategy = generator.rule(&name);
        if let Some(failure) =
            run_pairs(cases(REFERENCE_CASES), strategy, reference_is_sound, &tally)
        {
            failures.push(failure);
        }
        tallies.insert(name, tally);
    }
    report("pest reference properties", &tallies, &failures);
}

/// Checks `production_agrees` on every input; prints how many were URLs and
/// fails with every disagreement.
fn classify_all<'a>(title: &str, inputs: impl Iterator<Item = &'a str>) {
    let (mut total, mut valid) = (0, 0);
    let mut failures = Vec::new();
    for text in inputs {
        total += 1;
        match production_agrees(text) {
            Ok(is_url) => valid += usize::from(is_url),
            Err(failure) => failures.push(failure.to_string()),
        }
    }
    eprintln!(
        "{title}: {total} inputs, {valid} URLs per the BNF, {} disagreements",
        failures.len()
    );
    assert!(failures.is_empty(), "{title}:\n{}", failures.join("\n"));
}

#[test]
fn corpus_sample_agrees_with_the_bnf() {
    let path = data_dir().join("corpus-sample.txt");
    let sample = std::fs::read_to_string(&path).expect("tests/data/corpus-sample.txt");
    classify_all("corpus sample", sample.lines());
}

#[test]
fn conformance_urls_agree_with_the_bnf() {
    let path = data_dir().join("urls.jsonl");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("no {}: skipped", path.display());
        return;
    };
    let inputs: Vec<String> = text
        .lines()
        .map(|line| {
            let case: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            case["input"].as_str().expect("an input").to_owned()
        })
        .collect();
    classify_all("urls.jsonl", inputs.iter().map(String::as_str));
}

/// Every line of every `*.txt` file in the directory `RFC1738_CORPUS` names
/// (for example `../shared/corpus`), when it is set; nothing otherwise.
#[test]
fn external_corpus_agrees_with_the_bnf() {
    let Ok(dir) = std::env::var("RFC1738_CORPUS") else {
        eprintln!("RFC1738_CORPUS not set: skipped");
        return;
    };
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("RFC1738_CORPUS={dir}: {error}"))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
        .collect();
    files.sort();
    for path in files {
        let bytes = std::fs::read(&path).expect("a corpus file");
        let text = String::from_utf8_lossy(&bytes);
        classify_all(&path.display().to_string(), text.lines());
    }
}
