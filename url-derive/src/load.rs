//! Stage 1: read a pest grammar file and parse it with `pest_meta` into rules with
//! their `///` docs and positions. Every problem becomes a [`GrammarError`] that
//! names the file, line and column, reported into the macro's [`Errors`].
//!
//! Nothing here depends on pest_meta's `grammar-extras` feature, which another
//! crate of the build may turn on or not: the rules are read from pest_meta's
//! pairs into [`Expr`] (`expr.rs`), and pest_meta's checks run on a copy of the
//! text that the feature does not change (`checks.rs`).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use pest::iterators::Pairs;
use pest_meta::ast::RuleType;
use pest_meta::parser::{self, Rule as MetaRule};

use crate::checks;
use crate::errors::{Errors, GrammarError};
use crate::expr::{self, Expr, Problem};
use crate::rfc_grammar::RfcGrammar;
use crate::rule_index::RuleIndex;

/// A grammar read from a file.
#[derive(Debug, Clone)]
pub struct Grammar {
    /// The file's absolute path (for `include_str!` and messages).
    pub path: PathBuf,
    /// The file's text.
    pub text: String,
    /// Every file the grammar was read from (for `include_str!`, so that cargo
    /// rebuilds on an edit of any of them); none for an inline grammar.
    pub includes: Vec<PathBuf>,
    /// Whether some of the text is no file's text: written in the attribute
    /// (`inline = "..."`) or translated from an RFC's grammar (`abnf = "..."`).
    pub written_out: bool,
    /// The `//!` lines at the top of the file.
    pub doc: String,
    /// The rules, in file order.
    pub rules: Vec<GrammarRule>,
    /// The rules' positions by name.
    pub index: RuleIndex,
}

impl Grammar {
    /// The rule named `name`.
    pub fn rule(&self, name: &str) -> Option<&GrammarRule> {
        self.rules.get(self.index.position(name)?)
    }
}

/// One rule of the grammar.
#[derive(Debug, Clone)]
pub struct GrammarRule {
    /// The rule's name as written.
    pub name: String,
    /// Normal, silent (`_`), atomic (`@`), compound-atomic (`$`) or non-atomic (`!`).
    pub ty: RuleType,
    /// The rule's body.
    pub expr: Expr,
    /// The `///` lines above the rule, joined with newlines.
    pub doc: String,
    /// The rule's source text (`name = { ... }`).
    pub source: String,
    /// 1-based line of the rule's name.
    pub line: usize,
    /// 1-based column of the rule's name.
    pub column: usize,
}

/// Where grammar text comes from: a file (relative to the crate's manifest
/// directory, or absolute), a string in the attribute, or an RFC's grammar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// A grammar file's path.
    File(String),
    /// The grammar text itself.
    Inline(String),
    /// An RFC's grammar (ABNF or RFC 1738's BNF), translated to pest text.
    Rfc(RfcGrammar),
}

/// Reads the grammar at `relative` (to `manifest_dir`, the crate applying the macro)
/// and parses it.
#[cfg(test)]
pub fn load(manifest_dir: &Path, relative: &str) -> Result<Grammar, Vec<GrammarError>> {
    load_all(manifest_dir, &[Source::File(relative.to_owned())])
}

/// [`read_all`] for the stages' tests: the grammar, or every problem found.
#[cfg(test)]
pub fn load_all(manifest_dir: &Path, sources: &[Source]) -> Result<Grammar, Vec<GrammarError>> {
    Errors::collect(|errors| read_all(manifest_dir, sources, errors))
}

/// [`read`] for the stages' tests: the grammar, or every problem found.
#[cfg(test)]
pub fn parse(text: &str, file: &str, path: PathBuf) -> Result<Grammar, Vec<GrammarError>> {
    Errors::collect(|errors| read(text, file, path, errors))
}

/// Reads every source in order and parses their concatenation as one grammar, as
/// pest_derive does with several `grammar`/`grammar_inline` attributes (a rule of
/// one file may use the rules of another). Problems name the file (or files).
/// `None` when no rule could be read; the grammar may come with problems reported
/// (its rules' names are still good for checking the attribute's options).
pub fn read_all(manifest_dir: &Path, sources: &[Source], errors: &Errors) -> Option<Grammar> {
    let mut text = String::new();
    let mut includes = Vec::new();
    let mut names = Vec::new();
    let mut complete = true;
    for source in sources {
        match source {
            Source::File(relative) => {
                let path = manifest_dir.join(relative);
                match std::fs::read_to_string(&path) {
                    Ok(read) => text.push_str(&read),
                    Err(e) => {
                        errors.grammar(GrammarError {
                            file: relative.to_owned(),
                            line: 0,
                            column: 0,
                            message: format!("cannot read grammar file {}: {e}", path.display()),
                        });
                        complete = false;
                    }
                }
                includes.push(path);
                names.push(relative.clone());
            }
            Source::Inline(inline) => {
                text.push_str(inline);
                names.push("<inline grammar>".to_owned());
            }
            Source::Rfc(grammar) => {
                let (paths, pest) = match grammar.pest(manifest_dir) {
                    Ok(translated) => translated,
                    Err(problems) => {
                        errors.grammar_all(problems);
                        complete = false;
                        continue;
                    }
                };
                if text.is_empty() {
                    text.push_str(&pest);
                } else {
                    // Grammar docs (`//!`) may only open the text.
                    for line in pest.lines() {
                        match line.strip_prefix("//!") {
                            Some(rest) => text.push_str(&format!("//{rest}\n")),
                            None => text.push_str(&format!("{line}\n")),
                        }
                    }
                }
                includes.extend(paths);
                names.push(format!("{} (translated)", grammar.name()));
            }
        }
    }
    // Without every source, the rules of the others would only add problems.
    if !complete {
        return None;
    }
    let path = includes
        .first()
        .cloned()
        .unwrap_or_else(|| manifest_dir.to_path_buf());
    let mut grammar = read(&text, &names.join(" + "), path, errors)?;
    grammar.includes = includes;
    grammar.written_out = sources
        .iter()
        .any(|s| matches!(s, Source::Inline(_) | Source::Rfc(_)));
    Some(grammar)
}

/// Parses grammar text; `file` names it in problems, `path` is recorded as its
/// origin. pest_meta's validation problems (an undefined rule, say) are reported
/// and the rules still read, so that the attribute's options can be checked
/// against their names; the rule checks run only on a grammar that validates, as
/// pest_meta runs them.
pub fn read(text: &str, file: &str, path: PathBuf, errors: &Errors) -> Option<Grammar> {
    let report = |problems: Vec<pest::error::Error<MetaRule>>| {
        errors.grammar_all(problems.into_iter().map(|e| meta_error(file, e)));
    };
    let pairs = match parser::parse(MetaRule::grammar_rules, text) {
        Ok(pairs) => pairs,
        Err(error) => {
            report(vec![error]);
            return None;
        }
    };
    let valid = match pest_meta::validator::validate_pairs(pairs.clone()) {
        Ok(_) => true,
        Err(problems) => {
            report(problems);
            false
        }
    };
    let (doc, docs, positions) = docs_and_positions(pairs.clone());
    let located = |problem: Problem| located(file, text, problem);
    let (rules, tag_problems) = match expr::read_rules(pairs.clone()) {
        Ok(read) => read,
        Err(problem) => {
            errors.grammar(located(problem));
            return None;
        }
    };
    if valid {
        let mut problems = checks::problems(text, pairs);
        problems.extend(tag_problems);
        // pest_meta's order: by position, then as found.
        problems.sort_by_key(|problem| (problem.start, problem.end));
        errors.grammar_all(problems.into_iter().map(located));
    }
    let rules: Vec<GrammarRule> = rules
        .into_iter()
        .map(|rule| {
            let (line, column, source) =
                positions
                    .get(&rule.name)
                    .cloned()
                    .unwrap_or((0, 0, String::new()));
            GrammarRule {
                doc: docs.get(&rule.name).cloned().unwrap_or_default(),
                name: rule.name,
                ty: rule.ty,
                expr: rule.expr,
                source,
                line,
                column,
            }
        })
        .collect();
    Some(Grammar {
        index: RuleIndex::new(rules.iter().map(|rule| rule.name.as_str())),
        includes: vec![path.clone()],
        written_out: false,
        path,
        text: text.to_owned(),
        doc,
        rules,
    })
}

/// Rule docs and source positions by rule name.
type Positions = HashMap<String, (usize, usize, String)>;

/// The grammar's `//!` doc, each rule's `///` doc, and each rule's position and text.
fn docs_and_positions(pairs: Pairs<'_, MetaRule>) -> (String, HashMap<String, String>, Positions) {
    let mut grammar_doc = String::new();
    let mut docs = HashMap::new();
    let mut positions = HashMap::new();
    let mut pending: Vec<String> = Vec::new();
    for pair in pairs.flatten() {
        match pair.as_rule() {
            MetaRule::grammar_doc => {
                grammar_doc.push_str(
                    pair.as_str()
                        .trim_start_matches("//!")
                        .trim_start_matches(' '),
                );
                grammar_doc.push('\n');
            }
            MetaRule::line_doc => {
                pending.push(
                    pair.as_str()
                        .trim_start_matches("///")
                        .trim_start_matches(' ')
                        .to_owned(),
                );
            }
            MetaRule::grammar_rule => {
                let mut inner = pair.clone().into_inner();
                if let Some(name) = inner.next().filter(|p| p.as_rule() == MetaRule::identifier) {
                    let (line, column) = name.line_col();
                    positions.insert(
                        name.as_str().to_owned(),
                        (line, column, pair.as_str().trim().to_owned()),
                    );
                    docs.insert(name.as_str().to_owned(), pending.join("\n"));
                    pending.clear();
                }
            }
            _ => {}
        }
    }
    (grammar_doc, docs, positions)
}

/// A [`Problem`] in `text` as a located [`GrammarError`].
fn located(file: &str, text: &str, problem: Problem) -> GrammarError {
    let (line, column) = pest::Position::new(text, problem.start).map_or((0, 0), |p| p.line_col());
    GrammarError {
        file: file.to_owned(),
        line,
        column,
        message: problem.message,
    }
}

/// Converts a `pest_meta` error into a located [`GrammarError`].
fn meta_error(file: &str, error: pest::error::Error<MetaRule>) -> GrammarError {
    let (line, column) = match error.line_col {
        pest::error::LineColLocation::Pos(pos) => pos,
        pest::error::LineColLocation::Span(start, _) => start,
    };
    let error = error.renamed_rules(parser::rename_meta_rule);
    GrammarError {
        file: file.to_owned(),
        line,
        column,
        message: error.variant.message().into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_text(text: &str) -> Result<Grammar, Vec<GrammarError>> {
        parse(text, "test.pest", PathBuf::from("test.pest"))
    }

    #[test]
    fn reads_rules_docs_and_positions() {
        let grammar = parse_text(
            "//! A grammar.\n\n/// Says a.\n/// Twice.\na = { \"a\" }\nb = @{ a ~ a }\n",
        )
        .unwrap();
        assert_eq!(grammar.doc, "A grammar.\n");
        assert_eq!(grammar.rules.len(), 2);
        assert_eq!(grammar.rules[0].doc, "Says a.\nTwice.");
        assert_eq!((grammar.rules[0].line, grammar.rules[0].column), (5, 1));
        assert_eq!(grammar.rules[1].ty, RuleType::Atomic);
        assert_eq!(grammar.rules[1].source, "b = @{ a ~ a }");
    }

    #[test]
    fn an_undefined_rule_is_located() {
        let errors = parse_text("a = { \"a\" }\nb = { a ~ c }\n").unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!((errors[0].line, errors[0].column), (2, 11));
        assert!(
            errors[0].message.contains("rule c is undefined"),
            "{}",
            errors[0].message
        );
    }

    #[test]
    fn a_syntax_error_is_located() {
        let errors = parse_text("a = { \"a\" ~ }\n").unwrap_err();
        assert_eq!(errors[0].line, 1);
        assert!(
            errors[0].to_string().starts_with("test.pest:1:"),
            "{}",
            errors[0]
        );
    }

    #[test]
    fn left_recursion_is_an_error() {
        let errors = parse_text("a = { a ~ \"x\" | \"y\" }\n").unwrap_err();
        assert!(
            errors[0].message.contains("left-recursive"),
            "{}",
            errors[0].message
        );
    }

    /// pest_meta's own errors for `text` when it reads tags and `PUSH_LITERAL`
    /// (`grammar-extras` on); `None` when this build's pest_meta does not.
    fn pest_with_extras(text: &str) -> Option<Vec<(usize, usize, String)>> {
        let probe = parser::parse(MetaRule::grammar_rules, "a = { #t = \"x\" }").ok()?;
        let probe = parser::consume_rules(probe).ok()?;
        if !format!("{probe:?}").contains("NodeTag") {
            return None;
        }
        let pairs = parser::parse(MetaRule::grammar_rules, text).ok()?;
        let errors = match pest_meta::validator::validate_pairs(pairs.clone()) {
            Err(errors) => errors,
            Ok(_) => parser::consume_rules(pairs).err().unwrap_or_default(),
        };
        Some(
            errors
                .into_iter()
                .map(|e| meta_error("t.pest", e))
                .map(|e| (e.line, e.column, e.message))
                .collect(),
        )
    }

    /// pest_meta's checks give the same errors at the same places whether or not
    /// its `grammar-extras` feature is on, as pest_meta gives them with it; but a
    /// repetition or choice inside a tagged term is checked too, as pest_meta does
    /// without the feature (with it, it does not look inside tags).
    #[test]
    fn checks_do_not_depend_on_grammar_extras() {
        const CHOICE: &str = "expression cannot fail; following choices cannot be reached";
        const REPEAT: &str = "expression inside repetition cannot fail and will repeat infinitely";
        const STACK: &str =
            "expression inside repetition is non-progressing and will repeat infinitely";
        /// A grammar and its errors: line, column, message.
        type Case = (&'static str, &'static [(usize, usize, &'static str)]);
        let cases: &[Case] = &[
            ("a = { #t = \"\" | \"b\" }", &[(1, 7, CHOICE)]),
            ("a = { #t = \"x\"* ~ \"y\"? | \"b\" }", &[(1, 7, CHOICE)]),
            ("a = { PUSH_LITERAL(\"x\") | \"b\" }", &[(1, 20, CHOICE)]),
            ("a = { (PUSH_LITERAL(\"x\"))* }", &[(1, 7, REPEAT)]),
            ("a = { PUSH_LITERAL( \"x\" )* ~ #t = (\"y\")? }", &[(1, 21, REPEAT)]),
            ("a = { #t = (\"\")* ~ #u = (\"\" | \"x\") }", &[(1, 12, REPEAT), (1, 26, CHOICE)]),
            ("a = { #t = PUSH_LITERAL(\"\") | \"b\" }", &[(1, 7, CHOICE)]),
            ("a = { (PUSH_LITERAL(\"\") ~ POP)* ~ \"x\" }", &[(1, 7, STACK)]),
            ("a = { (PUSH_LITERAL(\"x\") ~ POP)* }", &[]),
            ("a = { (PUSH_LITERAL(\"x\") ~ \"y\")* }", &[]),
            (
                "WHITESPACE = { #t = \" \"* }",
                &[(1, 16, "WHITESPACE cannot fail and will repeat infinitely")],
            ),
            (
                "s = _{ \"s\" }\na = { #t = (s)+ ~ \"x\" ~ #u = ANY | \"\" }",
                &[
                    (2, 7, "tags on silent rules will not appear in the output"),
                    (2, 25, "tags on built-in rules will not appear in the output"),
                ],
            ),
            (
                "a = { b ~ #t = \"x\" }\nb = { #u = a | \"y\" }",
                &[
                    (1, 7, "rule b is left-recursive (b -> a -> b); pest::pratt_parser might be useful in this case"),
                    (2, 12, "rule a is left-recursive (a -> b -> a); pest::pratt_parser might be useful in this case"),
                ],
            ),
        ];
        for (text, expected) in cases {
            let found: Vec<(usize, usize, String)> = match parse_text(text) {
                Ok(_) => Vec::new(),
                Err(errors) => errors
                    .into_iter()
                    .map(|e| (e.line, e.column, e.message))
                    .collect(),
            };
            let expected: Vec<(usize, usize, String)> = expected
                .iter()
                .map(|(l, c, m)| (*l, *c, m.to_string()))
                .collect();
            assert_eq!(found, expected, "on {text}");
            let inside_tag = text.contains("#t = (\"\")");
            if let Some(pest) = pest_with_extras(text).filter(|_| !inside_tag) {
                assert_eq!(found, pest, "pest_meta with grammar-extras on {text}");
            }
        }
    }
}
