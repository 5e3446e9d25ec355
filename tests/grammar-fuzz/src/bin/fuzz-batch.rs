//! Runs one compiled batch of grammars (the build script's `GRAMMAR_FUZZ_DIR`)
//! and prints a JSON line per grammar: its counts and its first disagreements,
//! each with its input shrunk. `grammar-fuzz` builds and runs it; it takes
//! `--rounds R` (rounds of drawn inputs per rule; 0 replays the recorded inputs
//! only) and `--seed S`.

use rfc1738_grammar_fuzz::compare::LONG;
use rfc1738_grammar_fuzz::compare::{compare, Disagreement};
use rfc1738_grammar_fuzz::reference::Reference;
use rfc1738_grammar_fuzz::{grammar_gen, run_grammar, shrink, Compiled, Tally};
use serde_json::json;
use std::sync::mpsc::RecvTimeoutError;
use std::time::Duration;

include!(concat!(env!("OUT_DIR"), "/batch.rs"));

/// Disagreements reported per grammar (each shrunk).
const REPORTED: usize = 3;

fn main() {
    let mut rounds = 20;
    let mut seed = 0u64;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next().and_then(|v| v.parse::<u64>().ok());
        match (arg.as_str(), value) {
            ("--rounds", Some(v)) => rounds = v as usize,
            ("--seed", Some(v)) => seed = v,
            _ => {
                eprintln!("usage: fuzz-batch [--rounds N] [--seed N]");
                std::process::exit(2);
            }
        }
    }
    std::panic::set_hook(Box::new(|_| {}));
    for (index, grammar) in BATCH.iter().enumerate() {
        let (send, receive) = std::sync::mpsc::channel();
        std::thread::Builder::new()
            .stack_size(1 << 30)
            .spawn(move || {
                let tally = run_grammar(grammar, rounds, seed.wrapping_add(index as u64));
                let _ = send.send(report(grammar, &tally));
            })
            .expect("a thread starts");
        match receive.recv_timeout(TIME_LIMIT) {
            Ok(line) => println!("{line}"),
            // A grammar on which pest (or url-derive) backtracks exponentially: the
            // thread is left behind, and the grammar reported as such.
            Err(RecvTimeoutError::Timeout) => println!(
                "{}",
                json!({"grammar": grammar.name, "timed_out": true, "inputs": 0})
            ),
            // The thread ended without a report: a panic of the harness itself
            // (url-derive's panics are caught and compared, see `compare`). A
            // failure, never to be mistaken for a time-out.
            Err(RecvTimeoutError::Disconnected) => println!(
                "{}",
                json!({"grammar": grammar.name, "panicked": true, "inputs": 0})
            ),
        }
    }
    // Threads left behind by timed-out grammars do not hold the process.
    std::process::exit(0);
}

/// Most time one grammar's comparisons may take.
const TIME_LIMIT: Duration = Duration::from_secs(60);

fn report(grammar: &Compiled, tally: &Tally) -> serde_json::Value {
    let (wrapped, _) = grammar_gen::with_entry_points(grammar.text);
    let reference = Reference::new(&wrapped).expect("pest accepts the batch's grammars");
    let shown = |found: &Disagreement| {
        // A deep input's failure may be url-derive's on a small stack, which the
        // comparison on this thread's large one would not reproduce: it is shown
        // whole.
        let deep = found.input.len() > LONG;
        let shrunk = shrink::shrink_input(&found.input, |input| {
            if deep {
                return false;
            }
            let mut probe = Tally::default();
            compare(grammar, &reference, &found.rule, input, &mut probe);
            !probe.disagreements.is_empty()
        });
        json!({
            "rule": found.rule,
            "input": found.input,
            "shrunk": shrunk,
            "report": found.to_string(),
        })
    };
    json!({
        "grammar": grammar.name,
        "inputs": tally.inputs,
        "accepted": tally.accepted,
        "pest_panicked": tally.pest_panicked,
        "pest_gave_up": tally.pest_gave_up,
        "deep_inputs": tally.deep_inputs,
        "deep_pest_gave_up": tally.deep_pest_gave_up,
        "deep_accepted": tally.deep_accepted,
        "deep_too_deep": tally.deep_too_deep,
        "disagreements": tally.disagreements.len(),
        "reference_disagreements": tally.reference_disagreements.len(),
        "known_vm_differences": tally.known_vm_differences,
        "first": tally.disagreements.iter().take(REPORTED).map(shown).collect::<Vec<_>>(),
        "first_reference": tally
            .reference_disagreements
            .iter()
            .take(REPORTED)
            .map(|found| found.to_string())
            .collect::<Vec<_>>(),
    })
}
