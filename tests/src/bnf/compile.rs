//! Compilation of parsed rules to regular-expression source, inlining
//! referenced rules and rejecting undefined and recursive references.

use std::collections::HashMap;

use super::parse::Expr;
use super::{ParsedRule, SpecError};

/// The unanchored regex source of every rule, in the order of `rules`.
pub(super) fn regex_sources(
    rules: &[ParsedRule],
    index: &HashMap<String, usize>,
) -> Result<Vec<String>, SpecError> {
    let mut compiler = Compiler {
        rules,
        index,
        sources: vec![None; rules.len()],
        stack: Vec::new(),
    };
    (0..rules.len())
        .map(|rule| compiler.rule_source(rule))
        .collect()
}

struct Compiler<'a> {
    rules: &'a [ParsedRule],
    index: &'a HashMap<String, usize>,
    sources: Vec<Option<String>>,
    /// The rules being compiled, outermost first, to detect recursion.
    stack: Vec<usize>,
}

impl Compiler<'_> {
    fn rule_source(&mut self, rule: usize) -> Result<String, SpecError> {
        if let Some(source) = &self.sources[rule] {
            return Ok(source.clone());
        }
        self.stack.push(rule);
        let rules = self.rules;
        let source = self.expr(&rules[rule].expr)?;
        self.stack.pop();
        self.sources[rule] = Some(source.clone());
        Ok(source)
    }

    fn expr(&mut self, expr: &Expr) -> Result<String, SpecError> {
        Ok(match expr {
            Expr::Literal(text) => regex::escape(text),
            Expr::Ref { name, line } => self.reference(name, *line)?,
            Expr::Seq(items) => items
                .iter()
                .map(|item| self.expr(item))
                .collect::<Result<_, _>>()?,
            Expr::Alt(items) => {
                let alternatives = items
                    .iter()
                    .map(|item| self.expr(item))
                    .collect::<Result<Vec<_>, _>>()?;
                format!("(?:{})", alternatives.join("|"))
            }
            Expr::Repeat { min, max, item } => {
                format!("(?:{}){}", self.expr(item)?, quantifier(*min, *max))
            }
        })
    }

    fn reference(&mut self, name: &str, line: usize) -> Result<String, SpecError> {
        let Some(&target) = self.index.get(name) else {
            return Err(SpecError::new(
                line,
                format!("reference to undefined rule `{name}`"),
            ));
        };
        if let Some(start) = self.stack.iter().position(|&rule| rule == target) {
            let mut cycle: Vec<&str> = self.stack[start..]
                .iter()
                .map(|&rule| self.rules[rule].name.as_str())
                .collect();
            cycle.push(name);
            return Err(SpecError::new(
                line,
                format!("recursive rule: {}", cycle.join(" -> ")),
            ));
        }
        self.rule_source(target)
    }
}

fn quantifier(min: u32, max: Option<u32>) -> String {
    match (min, max) {
        (0, Some(1)) => "?".to_string(),
        (0, None) => "*".to_string(),
        (1, None) => "+".to_string(),
        (min, None) => format!("{{{min},}}"),
        (min, Some(max)) if min == max => format!("{{{min}}}"),
        (min, Some(max)) => format!("{{{min},{max}}}"),
    }
}
