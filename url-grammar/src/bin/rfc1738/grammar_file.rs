//! The grammar file `rfc1738.pest`, read with pest_meta: each rule with its RFC
//! quote (`///` lines), its notes (`//` lines), its section and the rules it uses.

use pest_meta::ast::Expr;
use pest_meta::parser::{self, Rule};

/// The text of the grammar, as built into the tool.
pub const SOURCE: &str = include_str!("../../../../rfc1738.pest");

/// One rule of the grammar file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrammarRule {
    /// Its grammar name (`ip_schemepart`).
    pub name: String,
    /// The `///` lines above it: the RFC's definition, verbatim, for a rule of the
    /// RFC; a description for a rule of the grammar's own.
    pub quote: Vec<String>,
    /// The `//` comment lines above it (PEG hazards, errata), without `// `.
    pub notes: Vec<String>,
    /// The section heading it falls under (`FTP (see also RFC959)`).
    pub section: Option<String>,
    /// Its pest definition.
    pub definition: String,
    /// The rules its definition uses, in order of first use.
    pub uses: Vec<String>,
}

impl GrammarRule {
    /// True when the quote is the RFC's definition of this rule (`name = ...`), not
    /// a rule the grammar adds.
    pub fn is_from_rfc(&self) -> bool {
        let rfc = url_grammar::rule_names::rfc_name(&self.name);
        self.quote.first().is_some_and(|line| {
            line.strip_prefix(rfc)
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        })
    }

    /// The quote, with the rule's own definition text and comments above it, as the
    /// grammar file has it.
    pub fn pest_text(&self) -> String {
        let mut text = String::new();
        for note in &self.notes {
            text.push_str(&format!(
                "//{}{note}\n",
                if note.is_empty() { "" } else { " " }
            ));
        }
        for line in &self.quote {
            text.push_str(&format!("/// {line}\n"));
        }
        text.push_str(&self.definition);
        text.push('\n');
        text
    }
}

/// Reads the grammar file: its rules in file order.
pub fn read(source: &str) -> Result<Vec<GrammarRule>, String> {
    let pairs = parser::parse(Rule::grammar_rules, source).map_err(|e| e.to_string())?;
    let uses = rule_uses(pairs.clone())?;
    let mut rules = Vec::new();
    let mut quote = Vec::new();
    let mut notes = Vec::new();
    let mut section = None;
    let mut last_end = 0;
    for pair in pairs.filter(|p| p.as_rule() == Rule::grammar_rule) {
        let span = pair.as_span();
        let inner = pair.into_inner().next().ok_or("an empty grammar rule")?;
        if quote.is_empty() {
            // The comments between the previous rule and this rule's quote.
            let (heading, comment) = comments(&source[last_end..span.start()]);
            section = heading.or(section);
            notes = comment;
        }
        if inner.as_rule() == Rule::line_doc {
            let doc = inner.into_inner().next().map_or("", |d| d.as_str());
            quote.push(doc.to_owned());
        } else {
            let name = inner.as_str().to_owned();
            rules.push(GrammarRule {
                uses: uses
                    .iter()
                    .find(|(rule, _)| *rule == name)
                    .map(|(_, used)| used.clone())
                    .unwrap_or_default(),
                name,
                quote: std::mem::take(&mut quote),
                notes: std::mem::take(&mut notes),
                section: section.clone(),
                definition: span.as_str().to_owned(),
            });
        }
        last_end = span.end();
    }
    Ok(rules)
}

/// The `//` comments of a stretch between rules: a section heading (the line after
/// a `// ----` rule), and the comment block just above the rule.
fn comments(gap: &str) -> (Option<String>, Vec<String>) {
    let mut heading = None;
    let mut block: Vec<String> = Vec::new();
    let mut after_rule_line = false;
    for line in gap.lines().map(str::trim) {
        let Some(comment) = line.strip_prefix("//") else {
            block.clear();
            continue;
        };
        if comment.starts_with('!') {
            continue;
        }
        let comment = comment.strip_prefix(' ').unwrap_or(comment);
        if comment.starts_with("---") {
            after_rule_line = true;
            block.clear();
        } else if after_rule_line {
            heading = Some(comment.to_owned());
            after_rule_line = false;
        } else {
            block.push(comment.to_owned());
        }
    }
    (heading, block)
}

/// For each rule, the rules it uses, from pest_meta's reading of the grammar.
fn rule_uses(
    pairs: pest::iterators::Pairs<'_, Rule>,
) -> Result<Vec<(String, Vec<String>)>, String> {
    let rules = parser::consume_rules(pairs).map_err(|errors| {
        errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    let names: Vec<String> = rules.iter().map(|r| r.name.clone()).collect();
    Ok(rules
        .iter()
        .map(|rule| {
            let mut used: Vec<String> = Vec::new();
            for expr in rule.expr.iter_top_down() {
                if let Expr::Ident(name) = expr {
                    if names.contains(&name) && !used.contains(&name) {
                        used.push(name);
                    }
                }
            }
            (rule.name.clone(), used)
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_is_read_with_its_quote() {
        let rules = read(SOURCE).unwrap();
        assert_eq!(rules.len(), url_grammar::ast::RULES.len());
        let hostname = rules.iter().find(|r| r.name == "hostname").unwrap();
        assert_eq!(
            hostname.quote,
            ["hostname       = *[ domainlabel \".\" ] toplabel"]
        );
        assert_eq!(hostname.uses, ["domainlabel", "toplabel"]);
        assert!(hostname.is_from_rfc());
        assert!(hostname.notes[0].starts_with("PEG note"));
        assert_eq!(
            hostname.section.as_deref(),
            Some("URL schemeparts for ip based protocols")
        );
        let url = rules.iter().find(|r| r.name == "url").unwrap();
        assert_eq!(url.quote.len(), 4);
        let selector = rules.iter().find(|r| r.name == "gopher_selector").unwrap();
        assert!(!selector.is_from_rfc());
        let gopher = rules.iter().find(|r| r.name == "gopherurl").unwrap();
        assert!(gopher.is_from_rfc());
    }
}
