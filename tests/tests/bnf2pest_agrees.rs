//! bnf2pest's translation of section 5's BNF against `rfc1738.pest` (the pest
//! reference): the same verdict and the same production of `url` on the corpus
//! sample, the example URLs, and strings derived from the BNF and mutated.

use rfc1738_conformance::paths::data_dir;
use url_bnf::earley::{Cfg, Rng};
use url_bnf::ir::{Expr, Grammar};
use url_bnf::peg::Peg;
use url_bnf::{translate, Dialect, Options};
use url_grammar::production::{Mode, Production};
use url_grammar::reference;

const SPEC: &str = include_str!("../../spec/rfc1738-section5-bnf.txt");

/// The rule an alternative of a choice stands for (its first reference).
fn first_ref(e: &Expr) -> Option<usize> {
    match e {
        Expr::Ref(r) => Some(*r),
        Expr::Seq(v) => v.first().and_then(first_ref),
        _ => None,
    }
}

/// The production of `url` the translated grammar read `input` as, or `None` when it
/// rejects it (looking through `waisurl` as the reference does).
fn production(g: &Grammar, input: &str) -> Option<Production> {
    let chars: Vec<char> = input.chars().collect();
    let url = g.index("url").expect("url");
    let mut peg = Peg::new(g);
    peg.probe(url, &[]);
    if !peg.accepts(url, &chars) {
        return None;
    }
    let &(_, k, _) = peg.log.choices.iter().find(|c| c.0 == 0)?;
    let Expr::Alt(alts) = &g.rules[url].expr else {
        return None;
    };
    let mut rule = first_ref(&alts[k])?;
    if g.rules[rule].name == "waisurl" {
        let mut peg = Peg::new(g);
        peg.probe(rule, &[]);
        peg.accepts(url, &chars);
        let &(_, k, _) = peg.log.choices.iter().find(|c| c.0 == 0)?;
        let Expr::Alt(alts) = &g.rules[rule].expr else {
            return None;
        };
        rule = first_ref(&alts[k])?;
    }
    Production::from_name(&g.rules[rule].name)
}

#[test]
fn translation_agrees_with_rfc1738_pest_in_verdict_and_production() {
    let opts = Options {
        starts: vec!["url".into()],
        check_inputs: 500,
        ..Options::default()
    };
    let out = translate(SPEC, Dialect::RfcBnf, &opts).expect("translates");
    assert!(out.all_safe());
    let g = &out.grammar;
    let mut inputs: Vec<String> = std::fs::read_to_string(data_dir().join("corpus-sample.txt"))
        .expect("corpus")
        .lines()
        .map(str::to_string)
        .collect();
    for line in std::fs::read_to_string(data_dir().join("urls.jsonl"))
        .expect("urls")
        .lines()
    {
        let v: serde_json::Value = serde_json::from_str(line).expect("json line");
        inputs.push(v["input"].as_str().expect("input").to_string());
    }
    // Derivations from the BNF (as read by bnf2pest) and mutants of them.
    let (g0, _) = url_bnf::reader::read(SPEC, Dialect::RfcBnf).expect("reads");
    let alphabet = url_bnf::alphabet::Alphabet::new(&url_bnf::analysis::all_sets(&g0));
    let cfg = Cfg::new(&g0, &alphabet);
    let url = g0.index("url").expect("url");
    let mut rng = Rng::new(1994);
    for _ in 0..3000 {
        let size = 10 + rng.below(40) as u32;
        let mut s = cfg.derive(url, &mut rng, size);
        inputs.push(s.iter().collect());
        if !s.is_empty() {
            let i = rng.below(s.len());
            s[i] = alphabet.reps[rng.below(alphabet.reps.len())];
            inputs.push(s.iter().collect());
        }
    }
    let mut disagreements = Vec::new();
    for input in &inputs {
        let ours = production(g, input);
        let theirs = reference::classify(input, Mode::Strict)
            .ok()
            .map(|v| v.production);
        if ours != theirs {
            disagreements.push((input.clone(), ours, theirs));
        }
    }
    assert!(inputs.len() > 14_000, "{}", inputs.len());
    assert!(
        disagreements.is_empty(),
        "{} of {} disagree: {:#?}",
        disagreements.len(),
        inputs.len(),
        &disagreements[..disagreements.len().min(20)]
    );
}
