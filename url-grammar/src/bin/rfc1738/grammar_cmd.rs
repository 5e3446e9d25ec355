//! `rfc1738 grammar`: the rules with their RFC quotes, one rule next to its pest
//! transcription, or the rule graph for Graphviz.

use std::collections::BTreeSet;
use std::io::{self, BufWriter, Write};

use clap::{Args, ValueEnum};
use url_grammar::rule_names::rfc_name;
use url_runtime::RuleInfo;

use crate::failure::Failure;
use crate::grammar_file::{self, is_from_rfc};
use crate::style::{self, paint};
use crate::suggest;

/// Arguments of `rfc1738 grammar`.
#[derive(Debug, Args)]
pub struct GrammarArgs {
    /// Only this rule (by its RFC or grammar name); with `--format dot`, the rules it
    /// reaches.
    #[arg(long, value_name = "NAME")]
    rule: Option<String>,
    /// `text`: the RFC's BNF, rule by rule (one rule: its BNF next to its pest);
    /// `pest`: the grammar file's text; `dot`: the rule graph for Graphviz.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

/// Output formats of `rfc1738 grammar`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// The RFC's definitions, with section headings.
    Text,
    /// The pest transcription.
    Pest,
    /// A Graphviz digraph: an edge from each rule to each rule it uses.
    Dot,
}

/// Runs the command.
pub fn run(args: &GrammarArgs, color: bool) -> Result<bool, Failure> {
    let rules = grammar_file::rules();
    let selected = match &args.rule {
        Some(name) => {
            let rule = suggest::resolve(name)
                .and_then(|grammar| rules.iter().find(|r| r.name == grammar))
                .ok_or_else(|| Failure::Usage(suggest::unknown_rule(name)))?;
            Some(rule)
        }
        None => None,
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let text = match (args.format, selected) {
        (Format::Text, None) => all_rules(rules, color),
        (Format::Text, Some(rule)) => one_rule(rule, color),
        (Format::Pest, None) => grammar_file::SOURCE.to_owned(),
        (Format::Pest, Some(rule)) => grammar_file::pest_text(rule),
        (Format::Dot, selected) => dot(rules, selected),
    };
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(true)
}

/// Every rule's RFC quote under its section heading, as section 5 reads; rules the
/// grammar adds are marked.
fn all_rules(rules: &[RuleInfo], color: bool) -> String {
    let mut text = String::new();
    let mut section = None;
    for rule in rules {
        if rule.section != section {
            section = rule.section;
            if let Some(heading) = section {
                text.push_str(&format!("\n{}\n\n", paint(color, style::HEADING, heading)));
            }
        }
        if is_from_rfc(rule) {
            text.push_str(&quote(rule, color));
        } else {
            let about = if rule.docs.is_empty() {
                rule.comments
            } else {
                rule.docs
            };
            text.push_str(&format!(
                "{} {}\n",
                paint(color, style::RULE, format!("{:<14}", rfc_name(rule.name))),
                paint(
                    color,
                    style::DIM,
                    format!("; not in the RFC: {}", about.join(" "))
                )
            ));
        }
    }
    text.trim_start().to_owned()
}

/// A rule's quote with its name coloured.
fn quote(rule: &RuleInfo, color: bool) -> String {
    let name = rfc_name(rule.name);
    let mut text = String::new();
    for (index, line) in rule.docs.iter().enumerate() {
        match line.strip_prefix(name).filter(|_| index == 0) {
            Some(rest) => text.push_str(&format!("{}{rest}\n", paint(color, style::RULE, name))),
            None => text.push_str(&format!("{line}\n")),
        }
    }
    text
}

/// One rule: its BNF, its pest transcription with the notes on it, the rules it uses
/// and the rules that use it.
fn one_rule(rule: &RuleInfo, color: bool) -> String {
    let name = rfc_name(rule.name);
    let used_by: Vec<&str> = rule.used_by.iter().map(|r| rfc_name(r)).collect();
    let uses: Vec<&str> = rule.uses.iter().map(|r| rfc_name(r)).collect();
    let heading = |title: &str| paint(color, style::HEADING, title);
    let mut text = format!(
        "{}{}\n\n",
        paint(color, style::RULE, name),
        rule.section
            .map_or(String::new(), |s| format!(" (section 5: {s})"))
    );
    if is_from_rfc(rule) {
        text.push_str(&format!("{}\n", heading("RFC 1738 (BNF)")));
        text.push_str(&indent(&quote(rule, color)));
    } else {
        text.push_str(&format!("{}\n", heading("Not in the RFC")));
        text.push_str(&indent(&format!("{}\n", rule.docs.join("\n"))));
    }
    text.push_str(&format!("\n{}\n", heading("rfc1738.pest")));
    for note in rule.comments {
        text.push_str(&indent(&format!(
            "{}\n",
            paint(color, style::DIM, format!("// {note}"))
        )));
    }
    text.push_str(&indent(&format!("{}\n", rule.source)));
    text.push_str(&format!(
        "\nuses:    {}\nused by: {}\n",
        list(&uses),
        list(&used_by)
    ));
    text
}

/// Names joined by commas, or "-" for none.
fn list(names: &[&str]) -> String {
    if names.is_empty() {
        "-".to_owned()
    } else {
        names.join(", ")
    }
}

/// Every line indented by four spaces.
fn indent(text: &str) -> String {
    text.lines().map(|line| format!("    {line}\n")).collect()
}

/// The rule graph in Graphviz's dot language: all rules, or those `from` reaches.
/// Rules the grammar adds are dashed.
fn dot(rules: &[RuleInfo], from: Option<&RuleInfo>) -> String {
    let shown: BTreeSet<&str> = match from {
        Some(rule) => reachable(rules, rule.name),
        None => rules.iter().map(|r| r.name).collect(),
    };
    let mut text = String::from(
        "digraph rfc1738 {\n  rankdir=LR;\n  node [shape=box, fontname=\"monospace\"];\n",
    );
    for rule in rules.iter().filter(|r| shown.contains(r.name)) {
        let style = if is_from_rfc(rule) {
            ""
        } else {
            ", style=dashed"
        };
        text.push_str(&format!(
            "  \"{}\" [label=\"{}\"{style}];\n",
            rule.name,
            rfc_name(rule.name)
        ));
    }
    for rule in rules.iter().filter(|r| shown.contains(r.name)) {
        for used in rule.uses {
            text.push_str(&format!("  \"{}\" -> \"{used}\";\n", rule.name));
        }
    }
    text.push_str("}\n");
    text
}

/// The rules `start` uses, directly or not, and `start` itself.
fn reachable(rules: &[RuleInfo], start: &'static str) -> BTreeSet<&'static str> {
    let mut seen = BTreeSet::from([start]);
    let mut todo = vec![start];
    while let Some(name) = todo.pop() {
        let Some(rule) = rules.iter().find(|r| r.name == name) else {
            continue;
        };
        for used in rule.uses {
            if seen.insert(used) {
                todo.push(used);
            }
        }
    }
    seen
}
