//! `bnf2pest FILE [--dialect abnf|rfc-bnf] [--start RULE]... [-o OUT.pest] [--report REPORT.json]`
//!
//! Exit status: 0 every hazard made safe, 1 a hazard remains (the grammar is still
//! written), 2 usage or grammar errors.

use clap::{Parser, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;
use url_bnf::{translate, Dialect, Options, Status};

#[derive(Clone, Copy, ValueEnum)]
enum DialectArg {
    /// RFC 5234 ABNF (with RFC 7405 %s / %i).
    Abnf,
    /// The BNF of RFC 1738, 1808 and 2396.
    RfcBnf,
}

/// Translate an RFC's grammar (as printed) to a pest grammar with the same language.
#[derive(Parser)]
#[command(name = "bnf2pest", version)]
struct Args {
    /// The grammar text.
    file: PathBuf,
    /// Notation of the input (default: abnf, or rfc-bnf when the text uses `|`).
    #[arg(long, value_enum)]
    dialect: Option<DialectArg>,
    /// A start rule (repeatable); default: every rule no other rule uses.
    #[arg(long = "start")]
    starts: Vec<String>,
    /// Where to write the pest grammar (default: standard output).
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
    /// Where to write the JSON hazard report.
    #[arg(long)]
    report: Option<PathBuf>,
    /// Distinct inputs per start rule in the final agreement check.
    #[arg(long, default_value_t = 4000)]
    check_inputs: usize,
}

fn main() -> ExitCode {
    let args = match Args::try_parse() {
        Ok(a) => a,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    let text = match std::fs::read_to_string(&args.file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("bnf2pest: {}: {e}", args.file.display());
            return ExitCode::from(2);
        }
    };
    let dialect = match args.dialect {
        Some(DialectArg::Abnf) => Dialect::Abnf,
        Some(DialectArg::RfcBnf) => Dialect::RfcBnf,
        None if text.contains(" | ") => Dialect::RfcBnf,
        None => Dialect::Abnf,
    };
    let opts = Options {
        starts: args.starts.clone(),
        check_inputs: args.check_inputs,
        source_name: args.file.display().to_string(),
        ..Options::default()
    };
    let file = args.file.display();
    let outcome = match translate(&text, dialect, &opts) {
        Ok(o) => o,
        Err(diags) => {
            for d in diags {
                eprintln!("{file}:{d}");
            }
            return ExitCode::from(2);
        }
    };
    for w in &outcome.warnings {
        eprintln!("{file}:{w}");
    }
    match &args.output {
        Some(p) => {
            if let Err(e) = std::fs::write(p, &outcome.pest) {
                eprintln!("bnf2pest: {}: {e}", p.display());
                return ExitCode::from(2);
            }
        }
        None => print!("{}", outcome.pest),
    }
    if let Some(p) = &args.report {
        if let Err(e) = std::fs::write(p, url_bnf::report::json(&outcome)) {
            eprintln!("bnf2pest: {}: {e}", p.display());
            return ExitCode::from(2);
        }
    }
    for f in &outcome.findings {
        match &f.status {
            Status::Fixed { rewrite, .. } => {
                eprintln!(
                    "hazard in `{}` ({:?}), witness {:?}: made safe ({rewrite})",
                    f.rule, f.kind, f.witness
                )
            }
            Status::Unresolved => eprintln!(
                "hazard in `{}` NOT made safe: {}; witness {:?}",
                f.rule, f.problem, f.witness
            ),
        }
    }
    for d in outcome.agreement.disagreements.iter().take(10) {
        eprintln!(
            "disagreement: {:?} (grammar {}, PEG {})",
            d.input,
            if d.grammar_accepts {
                "accepts"
            } else {
                "rejects"
            },
            if d.grammar_accepts {
                "rejects"
            } else {
                "accepts"
            }
        );
    }
    eprintln!(
        "{} hazards, {} made safe; {} inputs checked against the Earley recognizer, {} disagreements",
        outcome.findings.len(),
        outcome.findings.iter().filter(|f| f.status != Status::Unresolved).count(),
        outcome.agreement.inputs,
        outcome.agreement.disagreements.len()
    );
    if outcome.all_safe() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
