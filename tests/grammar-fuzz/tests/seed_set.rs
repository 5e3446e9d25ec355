//! The seed set and the regression corpus: every grammar the build script compiled
//! (the first grammars `grammar_gen` draws, and `corpus/`), through url-derive and
//! pest (pest_derive, compiled; pest_vm, interpreted), on the corpus's inputs and
//! on drawn ones. url-derive must agree with pest_derive on every input, the typed
//! tree's invariants must hold, and pest_vm must agree with pest_derive (it is the
//! reference of the campaigns, which compile no pest_derive parsers).

use rfc1738_grammar_fuzz::{run_grammar, Tally};

include!(concat!(env!("OUT_DIR"), "/batch.rs"));

/// Rounds of drawn inputs per rule (three inputs each).
const ROUNDS: usize = 60;

/// Stack for the comparisons: pest's interpreter recurses deeply in debug builds.
const STACK: usize = 1 << 30;

#[test]
fn url_derive_agrees_with_pest_on_the_seed_set_and_the_corpus() {
    std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(compare_all)
        .expect("a thread starts")
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
}

fn compare_all() {
    let hook = std::panic::take_hook();
    // pest panics on `POP` of an empty stack; those inputs are counted, not shown.
    std::panic::set_hook(Box::new(|_| {}));
    let tallies: Vec<(&str, Tally)> = BATCH
        .iter()
        .enumerate()
        .map(|(index, grammar)| (grammar.name, run_grammar(grammar, ROUNDS, index as u64)))
        .collect();
    std::panic::set_hook(hook);
    let mut report = String::new();
    let (mut inputs, mut accepted, mut failures) = (0, 0, 0);
    let (mut deep_accepted, mut deep_too_deep) = (0, 0);
    for (name, tally) in &tallies {
        println!(
            "{name:<24} {} inputs, {} accepted, {} where pest panics, {} where pest gives up, {} disagreements, {} pest_vm/pest_derive disagreements; {} deep inputs ({} where pest gives up), {} runs accepted, {} too deep",
            tally.inputs,
            tally.accepted,
            tally.pest_panicked,
            tally.pest_gave_up,
            tally.disagreements.len(),
            tally.reference_disagreements.len(),
            tally.deep_inputs,
            tally.deep_pest_gave_up,
            tally.deep_accepted,
            tally.deep_too_deep
        );
        inputs += tally.inputs;
        accepted += tally.accepted;
        deep_accepted += tally.deep_accepted;
        deep_too_deep += tally.deep_too_deep;
        failures += tally.disagreements.len() + tally.reference_disagreements.len();
        for found in tally
            .disagreements
            .iter()
            .chain(&tally.reference_disagreements)
            .take(2)
        {
            report.push_str(&found.to_string());
        }
    }
    println!(
        "{} grammars, {inputs} inputs, {accepted} accepted",
        tallies.len()
    );
    assert!(
        accepted * 20 >= inputs,
        "only {accepted} of {inputs} inputs accepted: the derivations are broken"
    );
    // The deep inputs reach both ends: trees built (and walked, and dropped) at
    // depth, and the stack's limit.
    assert!(
        deep_accepted > 0 && deep_too_deep > 0,
        "deep inputs: {deep_accepted} accepted, {deep_too_deep} too deep: the deep derivations are broken"
    );
    assert!(
        failures == 0,
        "{failures} disagreements; the first of each grammar:\n{report}"
    );
}
