//! A random-grammar campaign: draws grammars, compiles them through url-derive in
//! batches (`fuzz-batch`, built with `GRAMMAR_FUZZ_DIR` naming the batch), compares
//! each with pest on drawn inputs, shrinks every failure to a minimal grammar and
//! input and writes it to the regression corpus. `scripts/grammar-fuzz.sh` runs it.
//!
//! A grammar url-derive refuses (a compile error in its module) is a failure too:
//! every grammar here is one pest accepts.
//!
//! Exit status: 0 when nothing disagreed, 1 when something did, 2 on a usage or
//! build error.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use clap::Parser;
use rfc1738_grammar_fuzz::coverage::Coverage;
use rfc1738_grammar_fuzz::grammar_gen::{self, Config};
use rfc1738_grammar_fuzz::{corpus, shrink};
use serde_json::Value;

/// Command-line options.
#[derive(Parser, Debug)]
#[command(about = "Random-grammar differential campaign: url-derive against pest")]
struct Options {
    /// First grammar seed.
    #[arg(long, default_value_t = 1_000)]
    from: u64,
    /// Grammars to draw.
    #[arg(long, default_value_t = 200)]
    grammars: u64,
    /// Grammars compiled per batch.
    #[arg(long, default_value_t = 100)]
    batch: u64,
    /// Rounds of drawn inputs per rule (three inputs each).
    #[arg(long, default_value_t = 100)]
    rounds: u64,
    /// Compile pest_derive's parser for every grammar (not only for those pest_vm
    /// reads otherwise, a `!` `WHITESPACE` or `COMMENT`), take it as the
    /// reference, and compare pest_vm with it.
    #[arg(long)]
    derive: bool,
    /// Only names that cannot look alike (no `ab`/`Ab`, no `Option`).
    #[arg(long)]
    plain_names: bool,
    /// Where minimal failures are written.
    #[arg(long, default_value = "tests/grammar-fuzz/corpus")]
    corpus: PathBuf,
    /// Scratch directory for batches.
    #[arg(long, default_value = "target/grammar-fuzz/work")]
    work: PathBuf,
    /// Do not shrink failures (just report them).
    #[arg(long)]
    no_shrink: bool,
    /// Most failures to shrink per campaign.
    #[arg(long, default_value_t = 10)]
    shrink_limit: usize,
}

/// What the whole campaign found.
#[derive(Default)]
struct Totals {
    grammars: usize,
    inputs: u64,
    accepted: u64,
    pest_panicked: u64,
    pest_gave_up: u64,
    deep_inputs: u64,
    deep_pest_gave_up: u64,
    deep_accepted: u64,
    deep_too_deep: u64,
    disagreements: u64,
    reference_disagreements: u64,
    known_vm_differences: u64,
    /// (grammar, rule, shrunk input, report) of each failing grammar.
    failures: Vec<Failure>,
    refused: Vec<(String, String)>,
    /// Grammars whose comparisons took too long (exponential backtracking).
    timed_out: Vec<String>,
    /// Grammars whose run ended in a panic outside the comparisons' catching: a
    /// failure of the campaign.
    panicked: Vec<String>,
}

/// One failing grammar.
struct Failure {
    name: String,
    text: String,
    rule: String,
    input: String,
    report: String,
}

fn main() {
    let mut options = Options::parse();
    // The build script reads the batch from its own directory: paths are absolute.
    if let Ok(here) = std::env::current_dir() {
        options.work = here.join(&options.work);
        options.corpus = here.join(&options.corpus);
    }
    match campaign(&options) {
        Ok(clean) => std::process::exit(if clean { 0 } else { 1 }),
        Err(why) => {
            eprintln!("grammar-fuzz: {why}");
            std::process::exit(2);
        }
    }
}

fn campaign(options: &Options) -> Result<bool, String> {
    let config = Config {
        confusable_names: !options.plain_names,
        atomic_calls_own_atomicity: true,
    };
    let mut totals = Totals::default();
    let mut coverage = Coverage::default();
    let mut rejected_candidates = 0;
    let mut all_texts = BTreeMap::new();
    let seeds: Vec<u64> = (options.from..options.from + options.grammars).collect();
    for (number, chunk) in seeds.chunks(options.batch.max(1) as usize).enumerate() {
        let dir = options.work.join(format!("batch-{number}"));
        reset(&dir)?;
        let mut texts = BTreeMap::new();
        for seed in chunk {
            let (text, rejected) = grammar_gen::generate(*seed, config);
            rejected_candidates += rejected;
            coverage.add(&text);
            let name = format!("seed-{seed}");
            write(&dir.join(format!("{name}.pest")), &text)?;
            all_texts.insert(name.clone(), text.clone());
            texts.insert(name, text);
        }
        let lines = build_and_run(options, &dir, options.rounds, &mut totals.refused)?;
        for line in lines {
            let panicked = line["panicked"].as_bool() == Some(true);
            if panicked || line["timed_out"].as_bool() == Some(true) {
                let name = line["grammar"].as_str().unwrap_or("").to_owned();
                let what = if panicked {
                    "the batch's run panicked"
                } else {
                    "timed out"
                };
                eprintln!(
                    "{name}: {what}:\n{}",
                    texts.get(&name).map_or("", String::as_str)
                );
                let list = if panicked {
                    &mut totals.panicked
                } else {
                    &mut totals.timed_out
                };
                list.push(name);
                continue;
            }
            totals.grammars += 1;
            let count = |key: &str| line[key].as_u64().unwrap_or(0);
            totals.inputs += count("inputs");
            totals.accepted += count("accepted");
            totals.pest_panicked += count("pest_panicked");
            totals.pest_gave_up += count("pest_gave_up");
            totals.deep_inputs += count("deep_inputs");
            totals.deep_pest_gave_up += count("deep_pest_gave_up");
            totals.deep_accepted += count("deep_accepted");
            totals.deep_too_deep += count("deep_too_deep");
            totals.disagreements += count("disagreements");
            totals.reference_disagreements += count("reference_disagreements");
            totals.known_vm_differences += count("known_vm_differences");
            for report in line["first_reference"].as_array().into_iter().flatten() {
                eprintln!(
                    "pest_vm and pest_derive disagree:\n{}",
                    report.as_str().unwrap_or("")
                );
            }
            if let Some(first) = line["first"].as_array().and_then(|found| found.first()) {
                let name = line["grammar"].as_str().unwrap_or("").to_owned();
                totals.failures.push(Failure {
                    text: texts.get(&name).cloned().unwrap_or_default(),
                    name,
                    rule: first["rule"].as_str().unwrap_or("").to_owned(),
                    input: first["shrunk"].as_str().unwrap_or("").to_owned(),
                    report: first["report"].as_str().unwrap_or("").to_owned(),
                });
            }
        }
        eprintln!(
            "batch {number}: {} grammars so far, {} inputs, {} disagreements, {} refused",
            totals.grammars + totals.refused.len(),
            totals.inputs,
            totals.disagreements,
            totals.refused.len()
        );
    }
    let mut summary = String::new();
    let _ = writeln!(
        summary,
        "{} grammars drawn (seeds {}..{}, {} candidates pest refused on the way), {} compiled, {} refused by url-derive",
        seeds.len(),
        options.from,
        options.from + options.grammars,
        rejected_candidates,
        totals.grammars,
        totals.refused.len()
    );
    let _ = writeln!(
        summary,
        "{} inputs: {} accepted, {} where pest panics, {} where pest gives up (call limit), {} disagreements in {} grammars, {} pest_vm/pest_derive disagreements ({} more where pest_vm is known to differ: pest_derive was the reference)",
        totals.inputs,
        totals.accepted,
        totals.pest_panicked,
        totals.pest_gave_up,
        totals.disagreements,
        totals.failures.len(),
        totals.reference_disagreements,
        totals.known_vm_differences
    );
    let _ = writeln!(
        summary,
        "{} deep inputs ({} where pest gives up; url-derive on two small stacks): {} runs accepted, {} stopped as nesting too deep",
        totals.deep_inputs, totals.deep_pest_gave_up, totals.deep_accepted, totals.deep_too_deep
    );
    if !totals.timed_out.is_empty() {
        let _ = writeln!(
            summary,
            "timed out (not compared): {}",
            totals.timed_out.join(", ")
        );
    }
    if !totals.panicked.is_empty() {
        let _ = writeln!(
            summary,
            "panicked (a failure): {}",
            totals.panicked.join(", ")
        );
    }
    for (name, why) in &totals.refused {
        let _ = writeln!(summary, "refused {name}: {why}");
        if let Some(text) = all_texts.get(name) {
            for line in text.lines() {
                let _ = writeln!(summary, "    {line}");
            }
        }
    }
    print!("{coverage}");
    let missing = coverage.missing();
    if !missing.is_empty() {
        println!("not covered: {}", missing.join(", "));
    }
    for failure in totals.failures.iter().take(20) {
        println!(
            "failure in {}:\n{}{}",
            failure.name, failure.text, failure.report
        );
    }
    if !options.no_shrink {
        for failure in totals.failures.iter().take(options.shrink_limit) {
            let (text, input) = shrink_grammar(options, failure)?;
            let origin = format!(
                "grammar-fuzz --from {} (grammar {}), shrunk",
                options.from, failure.name
            );
            let case = corpus::case(&origin, &text, &[(failure.rule.clone(), input)]);
            let path = options.corpus.join(format!("{}.pest", failure.name));
            write(&path, &case)?;
            println!("minimal case written to {}:\n{case}", path.display());
        }
    }
    print!("{summary}");
    Ok(totals.disagreements == 0
        && totals.reference_disagreements == 0
        && totals.refused.is_empty()
        && totals.panicked.is_empty())
}

/// Shrinks a failing grammar: rounds of candidates, each round compiled as one
/// batch, keeping the smallest candidate that still fails on the rule.
fn shrink_grammar(options: &Options, failure: &Failure) -> Result<(String, String), String> {
    let (mut text, mut input) = (failure.text.clone(), failure.input.clone());
    for round in 0..30 {
        let candidates: Vec<String> = shrink::candidates(&text, &[failure.rule.as_str()])
            .into_iter()
            .take(60)
            .collect();
        if candidates.is_empty() {
            break;
        }
        let dir = options
            .work
            .join(format!("shrink-{}-{round}", failure.name));
        reset(&dir)?;
        for (index, candidate) in candidates.iter().enumerate() {
            let case = corpus::case(
                "shrink candidate",
                candidate,
                &[(failure.rule.clone(), input.clone())],
            );
            write(&dir.join(format!("c{index:03}.pest")), &case)?;
        }
        let mut refused = Vec::new();
        let lines = build_and_run(options, &dir, 0, &mut refused)?;
        let still: Vec<(usize, String)> = lines
            .iter()
            .filter(|line| line["disagreements"].as_u64().unwrap_or(0) > 0)
            .filter_map(|line| {
                let index = line["grammar"].as_str()?.strip_prefix('c')?.parse().ok()?;
                let shrunk = line["first"][0]["shrunk"].as_str()?.to_owned();
                Some((index, shrunk))
            })
            .collect();
        let Some((index, shrunk)) = still
            .into_iter()
            .min_by_key(|(i, _)| shrink::size(&candidates[*i]))
        else {
            break;
        };
        text = candidates[index].clone();
        input = shrunk;
    }
    Ok((text, input))
}

/// Builds `fuzz-batch` over the grammars in `dir` and runs it. Grammars that
/// url-derive refuses are moved out of the batch (and listed in `refused`) until
/// it builds.
fn build_and_run(
    options: &Options,
    dir: &Path,
    rounds: u64,
    refused: &mut Vec<(String, String)>,
) -> Result<Vec<Value>, String> {
    let target = std::env::current_dir()
        .map_err(|e| e.to_string())?
        .join("target/grammar-fuzz/build");
    loop {
        let output = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
            .args([
                "build",
                "--quiet",
                "-p",
                "rfc1738-grammar-fuzz",
                "--features",
                "campaign",
            ])
            .args([
                "--bin",
                "fuzz-batch",
                "--message-format",
                "short",
                "--target-dir",
            ])
            .arg(&target)
            .env("GRAMMAR_FUZZ_DIR", dir)
            .env(
                "GRAMMAR_FUZZ_DERIVE",
                if options.derive {
                    "1"
                } else {
                    "where-vm-differs"
                },
            )
            .output()
            .map_err(|e| format!("cannot run cargo: {e}"))?;
        if output.status.success() {
            break;
        }
        let stderr = String::from_utf8_lossy(&output.stderr);
        let failing = failing_grammars(&stderr);
        if failing.is_empty() {
            return Err(format!(
                "the batch in {} does not build:\n{stderr}",
                dir.display()
            ));
        }
        for (name, message) in failing {
            let path = dir.join(format!("{name}.pest"));
            std::fs::remove_file(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            refused.push((name, message));
        }
    }
    let output = Command::new(target.join("debug/fuzz-batch"))
        .args(["--rounds", &rounds.to_string()])
        .output()
        .map_err(|e| format!("cannot run fuzz-batch: {e}"))?;
    if !output.status.success() {
        // Grammars run in the batch's order, one line each: the one after the
        // last line printed is the one the batch died on.
        let last = String::from_utf8_lossy(&output.stdout)
            .lines()
            .last()
            .and_then(|line| serde_json::from_str::<Value>(line).ok())
            .and_then(|line| line["grammar"].as_str().map(str::to_owned));
        return Err(format!(
            "fuzz-batch failed ({}) on {}, {}: {}",
            output.status,
            dir.display(),
            last.map_or("before its first grammar".to_owned(), |name| {
                format!("on the grammar after {name}")
            }),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| {
            serde_json::from_str(line).map_err(|e| format!("fuzz-batch printed {line:?}: {e}"))
        })
        .collect()
}

/// The grammars whose modules the compiler's errors point into: each error's
/// `batch.rs:LINE` lies below its module's `/// Grammar \`name\`.` line.
fn failing_grammars(stderr: &str) -> Vec<(String, String)> {
    let mut found: Vec<(String, String)> = Vec::new();
    for line in stderr.lines() {
        let Some(at) = line.find("batch.rs:") else {
            continue;
        };
        let path = &line[..at + "batch.rs".len()];
        let Some(number) = line[at + "batch.rs:".len()..]
            .split(':')
            .next()
            .and_then(|n| n.parse::<usize>().ok())
        else {
            continue;
        };
        let Ok(batch) = std::fs::read_to_string(path) else {
            continue;
        };
        let name = batch
            .lines()
            .take(number)
            .filter_map(|l| l.strip_prefix("/// Grammar `")?.strip_suffix("`."))
            .last();
        if let Some(name) = name {
            let message = line[at..].to_owned();
            match found.iter_mut().find(|(n, _)| n == name) {
                Some((_, all)) => {
                    all.push_str("; ");
                    all.push_str(&message);
                }
                None => found.push((name.to_owned(), message)),
            }
        }
    }
    found
}

fn reset(dir: &Path) -> Result<(), String> {
    if dir.exists() {
        std::fs::remove_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}
