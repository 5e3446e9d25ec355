// The comparison binary of scripts/third-party-probe.sh, compiled only inside the
// scratch crate the script writes for each grammar (never a workspace member). That
// crate depends on tests/grammar-fuzz (`rfc1738_grammar_fuzz`) by path, and its
// `main.rs` declares, before including this file,
// `extern crate probe_<name> as probe_lib;`: its lib, with `Reference`
// (pest_derive) and `typed` (url-derive) over the same grammar plus the wrappers
// `probe_whole_<r> = { SOI ~ <r> ~ EOI }`, and `GRAMMAR`, the grammar's path.
//
// grammar-fuzz's modules do the engines' part: `reference::pest_outcome` reads
// pest's result, `observe::observe` url-derive's (with the typed tree's invariants
// and `validate_rule` against `parse_rule`), both as an `outcome::Outcome`, and
// `derive::Deriver` draws inputs from the grammar. What is the probe's own: a bare
// rule's prefix match ([`Pest::Partial`]), the PERTURB self-check, the inputs (the
// crate's literals and files, their mutations), the tallies and the report.
//
// Usage: probe CRATE_DIR MAIN_RULES (comma-separated). Environment: SEED (default
// 1), ROUNDS (derivation rounds, default 20), SHOW (disagreements printed in full,
// default 5), PERTURB=1 (drop url-derive's last node: a self-check that must
// disagree).

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use pest::Parser as _;
use probe_lib::{typed, Reference, Rule};
use rfc1738_grammar_fuzz::derive::Deriver;
use rfc1738_grammar_fuzz::observe::{observe, Observed};
use rfc1738_grammar_fuzz::outcome::Outcome;
use rfc1738_grammar_fuzz::reference::{derived_name, limit_calls, pest_outcome};

/// pest's outcome of a bare rule.
#[derive(Clone, PartialEq, Eq)]
enum Pest {
    /// As grammar-fuzz reads it.
    Outcome(Outcome),
    /// pest matched a prefix only, up to this byte (its `parse` does not take the
    /// whole input; url-derive's `parse_rule` does, so this is a rejection of the
    /// whole input).
    Partial(usize),
}

impl Pest {
    fn is_accepted(&self) -> bool {
        matches!(self, Pest::Outcome(outcome) if outcome.is_accepted())
    }
}

impl fmt::Debug for Pest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pest::Outcome(outcome) => outcome.fmt(f),
            Pest::Partial(end) => write!(f, "Partial({end})"),
        }
    }
}

/// pest's outcome of `which` on `input`. (Not `rule`: a grammar may have a rule of
/// that name, a variant of `Rule`, and rustc denies a binding named as a variant.)
fn pest_whole(which: Rule, input: &str) -> Outcome {
    pest_outcome(|| Reference::parse(which, input), derived_name)
}

/// pest's outcome of the bare `which` on `input`: [`Pest::Partial`] where it
/// matched less than the whole input (or more than one top-level pair).
fn pest_bare(which: Rule, input: &str) -> Pest {
    let mut reach = None;
    let outcome = pest_outcome(
        || {
            let parsed = Reference::parse(which, input);
            if let Ok(pairs) = &parsed {
                let end = pairs.clone().map(|p| p.as_span().end()).last();
                reach = Some((pairs.clone().count(), end.unwrap_or(0)));
            }
            parsed
        },
        derived_name,
    );
    match reach {
        Some((tops, end)) if outcome.is_accepted() && (tops != 1 || end != input.len()) => {
            Pest::Partial(end)
        }
        _ => Pest::Outcome(outcome),
    }
}

/// url-derive's `parse_rule` and `validate_rule` on `input`, observed (a panic
/// caught as [`Outcome::Panicked`]); under PERTURB its last node dropped.
fn url_observed(rule: &str, input: &str, perturb: bool) -> Observed {
    let run = AssertUnwindSafe(|| {
        let mut observed = observe(
            input,
            typed::parse_rule(rule, input),
            typed::validate_rule(rule, input),
        );
        if let (true, Outcome::Accepted(nodes)) = (perturb, &mut observed.outcome) {
            nodes.pop();
        }
        observed
    });
    panic::catch_unwind(run).unwrap_or_else(|_| Observed {
        outcome: Outcome::Panicked,
        broken: vec!["url-derive panicked".to_owned()],
    })
}

struct Disagreement {
    what: &'static str,
    rule: String,
    input: String,
    pest: Pest,
    url: Observed,
}

#[derive(Default)]
struct Tally {
    pairs: usize,
    agreements: usize,
    disagreements: usize,
    gave_up: usize,
    pest_panicked: usize,
    pest_accepted: usize,
    nodes: usize,
    shown: Vec<Disagreement>,
}

struct Probe {
    pest_rules: HashMap<String, Rule>,
    /// Silent rules: compared through their wrapper only (pest's `Rule` has them,
    /// url-derive's `parse_rule` has no node to give).
    silent: HashSet<String>,
    perturb: bool,
    show: usize,
    tally: Tally,
    seen: HashSet<(String, String)>,
}

impl Probe {
    /// Compares the engines on `rule` (through its wrapper, and bare unless it is
    /// silent) and `input`; one (rule, input) pair, counted once. A broken
    /// invariant of url-derive's tree, or its `validate_rule` disagreeing with its
    /// `parse_rule`, is a disagreement too.
    fn compare(&mut self, rule: &str, input: &str) {
        if !self.seen.insert((rule.to_owned(), input.to_owned())) {
            return;
        }
        self.tally.pairs += 1;
        let whole = format!("probe_whole_{rule}");
        let pest = pest_whole(self.pest_rules[&whole], input);
        match pest {
            Outcome::GaveUp => return self.tally.gave_up += 1,
            Outcome::Panicked => return self.pest_panicked(&whole, input),
            Outcome::Accepted(ref nodes) => {
                self.tally.pest_accepted += 1;
                self.tally.nodes += nodes.len();
            }
            _ => {}
        }
        let url = url_observed(&whole, input, self.perturb);
        if pest != url.outcome {
            return self.disagree("wrapper", whole, input, Pest::Outcome(pest), url);
        }
        if !url.broken.is_empty() {
            let what = "wrapper invariants";
            return self.disagree(what, whole, input, Pest::Outcome(pest), url);
        }
        if !self.silent.contains(rule) {
            let pest = pest_bare(self.pest_rules[rule], input);
            match pest {
                Pest::Outcome(Outcome::GaveUp) => return self.tally.gave_up += 1,
                Pest::Outcome(Outcome::Panicked) => return self.pest_panicked(rule, input),
                _ => {}
            }
            let url = url_observed(rule, input, self.perturb);
            // A bare rule's rejection is compared by verdict only: pest's
            // error on a prefix match is no error at all.
            let differ = if pest.is_accepted() || url.outcome.is_accepted() {
                pest != Pest::Outcome(url.outcome.clone())
            } else {
                matches!(url.outcome, Outcome::Panicked | Outcome::NoSuchRule)
            };
            if differ {
                return self.disagree("bare rule", rule.to_owned(), input, pest, url);
            }
            if !url.broken.is_empty() {
                let what = "bare rule invariants";
                return self.disagree(what, rule.to_owned(), input, pest, url);
            }
        }
        self.tally.agreements += 1;
    }

    /// Where pest panicked there is nothing to compare, but url-derive still
    /// runs: its panic, a broken invariant of its tree, or its `validate_rule`
    /// disagreeing with its `parse_rule`, is a disagreement.
    fn pest_panicked(&mut self, rule: &str, input: &str) {
        self.tally.pest_panicked += 1;
        let url = url_observed(rule, input, self.perturb);
        let failed = matches!(url.outcome, Outcome::Panicked | Outcome::NoSuchRule);
        if failed || !url.broken.is_empty() {
            let what = "url-derive where pest panicked";
            let pest = Pest::Outcome(Outcome::Panicked);
            self.disagree(what, rule.to_owned(), input, pest, url);
        }
    }

    /// Counts a disagreement, and keeps it to show if fewer than `show` are kept.
    fn disagree(
        &mut self,
        what: &'static str,
        rule: String,
        input: &str,
        pest: Pest,
        url: Observed,
    ) {
        self.tally.disagreements += 1;
        if self.tally.shown.len() < self.show {
            self.tally.shown.push(Disagreement {
                what,
                rule,
                input: input.to_owned(),
                pest,
                url,
            });
        }
    }
}

/// The string literals of a Rust file, those inside macro invocations included.
struct Literals(Vec<String>);

impl Literals {
    fn tokens(&mut self, tokens: proc_macro2::TokenStream) {
        for tree in tokens {
            match tree {
                proc_macro2::TokenTree::Group(g) => self.tokens(g.stream()),
                proc_macro2::TokenTree::Literal(l) => {
                    if let syn::Lit::Str(s) = syn::Lit::new(l) {
                        self.0.push(s.value());
                    }
                }
                _ => {}
            }
        }
    }
}

impl<'ast> syn::visit::Visit<'ast> for Literals {
    fn visit_lit_str(&mut self, lit: &'ast syn::LitStr) {
        self.0.push(lit.value());
    }
    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.tokens(mac.tokens.clone());
    }
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// The crate's string literals (every `.rs` file), and the whole text of every
/// other file under its tests/ and examples/, in path order, without repeats.
fn crate_inputs(dir: &Path) -> (Vec<String>, usize) {
    let mut all = Vec::new();
    files(dir, &mut all);
    let mut lits = Literals(Vec::new());
    let mut unparsed = 0;
    for path in &all {
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        let rel = path.strip_prefix(dir).unwrap_or(path);
        if path.extension().is_some_and(|e| e == "rs") {
            match syn::parse_file(&text) {
                Ok(file) => syn::visit::visit_file(&mut lits, &file),
                Err(_) => unparsed += 1,
            }
        } else if (rel.starts_with("tests") || rel.starts_with("examples")) && text.len() <= 1 << 16
        {
            lits.0.push(text);
        }
    }
    let mut seen = HashSet::new();
    let inputs = lits
        .0
        .into_iter()
        .filter(|s| seen.insert(s.clone()))
        .collect();
    (inputs, unparsed)
}

/// xorshift64: the mutations' randomness, seeded by SEED.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// One deletion, one insertion and one swap of neighbours, each at a random
/// character of `input`.
fn mutations(input: &str, rng: &mut Rng) -> Vec<String> {
    const EXTRA: &[char] = &[
        ' ', '\n', '"', '\'', '{', '}', '[', ']', '(', ')', ',', ':', '0',
    ];
    let chars: Vec<char> = input.chars().collect();
    let mut out = Vec::new();
    if !chars.is_empty() {
        let mut c = chars.clone();
        c.remove(rng.below(chars.len()));
        out.push(c.into_iter().collect());
    }
    let mut c = chars.clone();
    let pick = rng.below(chars.len() + EXTRA.len());
    let ch = chars
        .get(pick)
        .copied()
        .unwrap_or_else(|| EXTRA[pick - chars.len()]);
    c.insert(rng.below(chars.len() + 1), ch);
    out.push(c.into_iter().collect());
    if chars.len() > 1 {
        let mut c = chars;
        let at = rng.below(c.len() - 1);
        c.swap(at, at + 1);
        out.push(c.into_iter().collect());
    }
    out
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn run() -> bool {
    let args: Vec<String> = std::env::args().collect();
    let crate_dir = PathBuf::from(&args[1]);
    let mains: Vec<String> = args[2].split(',').map(str::to_owned).collect();
    let seed: u64 = env_or("SEED", 1);
    let rounds: usize = env_or("ROUNDS", 20);
    let text = std::fs::read_to_string(probe_lib::GRAMMAR).expect("the grammar is readable");
    let grammar = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, &text)
        .expect("pest_meta parses the grammar");
    let grammar = pest_meta::parser::consume_rules(grammar).expect("the grammar is valid");
    let silent = grammar
        .iter()
        .filter(|r| r.ty == pest_meta::ast::RuleType::Silent)
        .map(|r| r.name.clone())
        .collect();
    let rules: Vec<String> = grammar
        .into_iter()
        .map(|r| r.name)
        .filter(|n| n != "WHITESPACE" && n != "COMMENT")
        .collect();
    let mut probe = Probe {
        pest_rules: Rule::all_rules()
            .iter()
            .map(|r| (format!("{r:?}"), *r))
            .collect(),
        silent,
        perturb: std::env::var("PERTURB").is_ok_and(|v| v == "1"),
        show: env_or("SHOW", 5),
        tally: Tally::default(),
        seen: HashSet::new(),
    };
    // Every rule and main rule needs its wrapper: one missing (a main rule the
    // grammar lacks, or a definition the script's reading of the grammar missed) is
    // said here, not left to a panic that the silent hook would hide.
    let unwrapped: Vec<&String> = rules
        .iter()
        .chain(&mains)
        .filter(|r| !probe.pest_rules.contains_key(&format!("probe_whole_{r}")))
        .collect();
    if !unwrapped.is_empty() {
        println!("no wrapper for {unwrapped:?} (not a rule of the grammar, or a definition the script did not read)");
        return false;
    }
    // The crate's own literals and their mutations, as each main rule.
    let (literals, unparsed) = crate_inputs(&crate_dir);
    let mut rng = Rng(seed.max(1));
    for literal in &literals {
        let mutated = mutations(literal, &mut rng);
        for main in &mains {
            probe.compare(main, literal);
            for m in &mutated {
                probe.compare(main, m);
            }
        }
    }
    // Derivations of every rule, mutations of them, and random strings.
    let mut deriver = Deriver::with_seed(&text, seed);
    for _ in 0..rounds {
        for rule in &rules {
            let input = deriver.derive(rule);
            let mutated = deriver.mutate(&input);
            probe.compare(rule, &input);
            probe.compare(rule, &mutated);
        }
        for main in &mains {
            let input = deriver.random_string();
            probe.compare(main, &input);
        }
    }
    let t = &probe.tally;
    println!(
        "rules {}, inputs {} ({} crate literals, {} unparsed .rs files), agreements {}, disagreements {}, pest give-ups {}, pest panics {} (pest accepted {}, {} nodes compared)",
        rules.len(),
        t.pairs,
        literals.len(),
        unparsed,
        t.agreements,
        t.disagreements,
        t.gave_up,
        t.pest_panicked,
        t.pest_accepted,
        t.nodes,
    );
    for d in &t.shown {
        println!("  DISAGREE {} {} input={:?}", d.what, d.rule, d.input);
        println!("    pest: {:?}", d.pest);
        println!("    url:  {:?}", d.url.outcome);
        for broken in &d.url.broken {
            println!("    broken: {broken}");
        }
    }
    t.disagreements == 0
}

fn main() {
    // pest gives up past grammar-fuzz's call limit (counted as give-ups) rather
    // than overflowing its stack; the big stack is for both engines' recursion.
    limit_calls();
    panic::set_hook(Box::new(|_| {}));
    let agreed = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(run)
        .expect("a thread")
        .join()
        .unwrap_or(false);
    std::process::exit(if agreed { 0 } else { 1 });
}
