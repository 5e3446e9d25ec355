//! The counts `check` reports at the end: per production, invalid, rate, speed.

use std::collections::BTreeMap;
use std::time::Duration;

use url_grammar::check::LineReport;
use url_grammar::production::Production;
use url_grammar::semantics::Lint;

use crate::style::{self, paint};

/// Counts of checked lines.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Tally {
    /// Lines checked.
    pub lines: u64,
    /// Lines that are no URL.
    pub invalid: u64,
    /// Valid lines per production.
    pub per_production: BTreeMap<Production, u64>,
    /// Lints found per code, when `--lint` asked for them (`None` otherwise).
    pub lints: Option<BTreeMap<&'static str, u64>>,
}

impl Tally {
    /// Counts one line's verdict.
    pub fn add(&mut self, report: &LineReport) {
        self.lines += 1;
        match report.production() {
            Some(production) => *self.per_production.entry(production).or_default() += 1,
            None => self.invalid += 1,
        }
    }

    /// Counts one line's lints (and makes the summary report lints, even none).
    pub fn add_lints(&mut self, lints: &[Lint]) {
        let counts = self.lints.get_or_insert_with(BTreeMap::new);
        for lint in lints {
            *counts.entry(lint.code.code()).or_default() += 1;
        }
    }

    /// Adds the counts of another part of the input.
    pub fn merge(&mut self, other: Tally) {
        self.lines += other.lines;
        self.invalid += other.invalid;
        for (production, n) in other.per_production {
            *self.per_production.entry(production).or_default() += n;
        }
        if let Some(lints) = other.lints {
            let counts = self.lints.get_or_insert_with(BTreeMap::new);
            for (code, n) in lints {
                *counts.entry(code).or_default() += n;
            }
        }
    }

    /// The summary line: `N lines: V valid (R%), I invalid; production n, ...;
    /// [L lints: code n, ...;] T s, U URLs/s`, productions by count, most first,
    /// lints (with `--lint`) in code order.
    pub fn summary(&self, elapsed: Duration, color: bool) -> String {
        let valid = self.lines - self.invalid;
        let rate = if self.lines == 0 {
            100.0
        } else {
            100.0 * valid as f64 / self.lines as f64
        };
        let mut per: Vec<(&Production, &u64)> = self.per_production.iter().collect();
        per.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        let per: Vec<String> = per
            .iter()
            .map(|(production, n)| format!("{} {n}", paint(color, style::RULE, production)))
            .collect();
        let seconds = elapsed.as_secs_f64();
        let speed = if seconds > 0.0 {
            format!("{:.0} URLs/s", self.lines as f64 / seconds)
        } else {
            "- URLs/s".to_owned()
        };
        let lints = match &self.lints {
            None => String::new(),
            Some(counts) => {
                let total: u64 = counts.values().sum();
                let per: Vec<String> = counts
                    .iter()
                    .map(|(code, n)| format!("{} {n}", paint(color, style::RULE, code)))
                    .collect();
                let noun = if total == 1 { "lint" } else { "lints" };
                if per.is_empty() {
                    format!("; {total} {noun}")
                } else {
                    format!("; {total} {noun}: {}", per.join(", "))
                }
            }
        };
        format!(
            "{} lines: {} ({rate:.1}%), {}{}{lints}; {seconds:.3} s, {speed}",
            self.lines,
            paint(color, style::VALID, format!("{valid} valid")),
            if self.invalid == 0 {
                format!("{} invalid", self.invalid)
            } else {
                paint(color, style::INVALID, format!("{} invalid", self.invalid))
            },
            if per.is_empty() {
                String::new()
            } else {
                format!("; {}", per.join(", "))
            }
        )
    }
}
