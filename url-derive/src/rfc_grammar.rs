//! The `abnf = "..."` and `bnf = "..."` sources: an RFC's grammar as printed,
//! translated by url-bnf into pest text that means the same (every place where the
//! PEG reading would change the language found and rewritten, the result checked
//! against a context-free recognizer), which then goes through the same stages as a
//! `.pest` file.
//!
//! Each generated rule's docs quote the rule's definition in the RFC, and each
//! rewrite is a `//` comment above the rule (both end up in `GRAMMAR`). Every error
//! of the reader is reported, with the file, line and column; so is every hazard
//! url-bnf could not make safe (the rule and a witness the grammar accepts and the
//! PEG rejects) and every disagreement of the final check, unless the attribute
//! says `allow_hazards`.

use std::path::{Path, PathBuf};

use url_bnf::diag::Severity;
use url_bnf::{translate, Dialect, Options, Outcome, Status};

use crate::errors::GrammarError;

/// An RFC grammar source and its options.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RfcGrammar {
    /// The files, relative to the crate's `Cargo.toml` (or absolute), read in order as
    /// one grammar (`abnf = ["rfc3986.abnf", "rfc7230.abnf"]`: an RFC's grammar with
    /// the rules it imports from another).
    pub files: Vec<String>,
    /// ABNF (`abnf = `) or the BNF of RFC 1738 (`bnf = `).
    pub dialect: Dialect,
    /// The start rules (`start = `), by their names in the grammar; none means every
    /// rule no other rule uses. The analysis and the check cover what these reach.
    pub starts: Vec<String>,
    /// Whether hazards url-bnf could not make safe are accepted (`allow_hazards`):
    /// the grammar is then read as the PEG reads it, which may reject strings the
    /// RFC's grammar accepts.
    pub allow_hazards: bool,
}

/// Distinct inputs per start rule in url-bnf's final agreement check: the same as
/// `bnf2pest`'s default (the check is a small part of the translation's time).
const CHECK_INPUTS: usize = 4000;

impl RfcGrammar {
    /// The source `files` in `dialect`, with no options.
    pub fn new(files: Vec<String>, dialect: Dialect) -> Self {
        RfcGrammar {
            files,
            dialect,
            starts: Vec::new(),
            allow_hazards: false,
        }
    }

    /// The files' names, joined with ` + ` (the grammar's name in messages).
    pub fn name(&self) -> String {
        self.files.join(" + ")
    }

    /// Reads the files (relative to `manifest_dir`) and translates them as one
    /// grammar: their paths and the pest text, or every problem.
    pub fn pest(&self, manifest_dir: &Path) -> Result<(Vec<PathBuf>, String), Vec<GrammarError>> {
        let mut paths = Vec::new();
        let mut text = String::new();
        let mut lines = Lines::default();
        let mut unreadable = Vec::new();
        for file in &self.files {
            let path = manifest_dir.join(file);
            match std::fs::read_to_string(&path) {
                Ok(t) => {
                    lines.starts.push((text.lines().count(), file.clone()));
                    text.push_str(&t);
                    // A blank line keeps the next file's first rule from reading as
                    // a continuation of this file's last.
                    text.push_str("\n\n");
                }
                Err(e) => unreadable.push(GrammarError {
                    file: file.clone(),
                    line: 0,
                    column: 0,
                    message: format!("cannot read grammar file {}: {e}", path.display()),
                }),
            }
            paths.push(path);
        }
        if !unreadable.is_empty() {
            return Err(unreadable);
        }
        let error =
            |line: usize, column: usize, message: String| lines.error(line, column, message);
        let options = Options {
            starts: self.starts.clone(),
            check_inputs: CHECK_INPUTS,
            source_name: self.name(),
            ..Options::default()
        };
        let outcome = translate(&text, self.dialect, &options).map_err(|diagnostics| {
            diagnostics
                .into_iter()
                .filter(|d| d.severity == Severity::Error)
                .map(|d| error(d.line, d.col, d.message))
                .collect::<Vec<_>>()
        })?;
        if !self.allow_hazards {
            let problems = self.hazards(&outcome, &lines);
            if !problems.is_empty() {
                return Err(problems);
            }
        }
        // The reader's warnings (assumptions it made) go into the module's docs.
        let mut pest = String::new();
        for warning in &outcome.warnings {
            pest.push_str(&format!(
                "//! Reading {}\n",
                lines.error(warning.line, warning.col, warning.message.clone())
            ));
        }
        pest.push_str(&outcome.pest);
        Ok((paths, pest))
    }

    /// Every hazard left in `outcome` and every disagreement of its final check, as
    /// errors at the rule concerned.
    fn hazards(&self, outcome: &Outcome, lines: &Lines) -> Vec<GrammarError> {
        let line_of = |rule: &str| {
            outcome
                .grammar
                .index(rule)
                .map_or(0, |i| outcome.grammar.rules[i].line)
        };
        let unresolved = outcome
            .findings
            .iter()
            .filter(|f| f.status == Status::Unresolved)
            .map(|f| {
                lines.error(
                    line_of(&f.rule),
                    1,
                    format!(
                        "PEG hazard in rule `{}` not made safe: {}; witness {:?} (from start rule `{}`): the grammar accepts it, the PEG reading of `{}` rejects it. Change the grammar, or add `allow_hazards` to accept the PEG's reading",
                        f.rule, f.problem, f.witness, f.start, f.site
                    ),
                )
            });
        // One error per start rule, with a few of the inputs.
        let mut starts: Vec<usize> = outcome
            .agreement
            .disagreements
            .iter()
            .map(|d| d.start)
            .collect();
        starts.dedup();
        let disagreements = starts.into_iter().map(|start| {
            let all: Vec<_> = outcome
                .agreement
                .disagreements
                .iter()
                .filter(|d| d.start == start)
                .collect();
            let examples: Vec<String> = all
                .iter()
                .take(3)
                .map(|d| {
                    let (grammar, peg) = if d.grammar_accepts {
                        ("accepts", "rejects")
                    } else {
                        ("rejects", "accepts")
                    };
                    format!("{:?} (the grammar {grammar} it, the PEG {peg} it)", d.input)
                })
                .collect();
            let name = &outcome.grammar.rules[start].name;
            lines.error(
                line_of(name),
                1,
                format!(
                    "the translation of start rule `{name}` disagrees with the grammar on {} of the {} inputs checked, e.g. {}. Change the grammar, or add `allow_hazards` to accept the PEG's reading",
                    all.len(),
                    outcome.agreement.inputs,
                    examples.join(", ")
                ),
            )
        });
        unresolved.chain(disagreements).collect()
    }
}

/// Where each file starts in the text read as one grammar.
#[derive(Default)]
struct Lines {
    /// (lines before the file, the file's name), in order.
    starts: Vec<(usize, String)>,
}

impl Lines {
    /// The file and the line in it of line `line` (1-based) of the whole text.
    fn locate(&self, line: usize) -> (String, usize) {
        match self.starts.iter().rev().find(|(before, _)| line > *before) {
            Some((before, file)) => (file.clone(), line - before),
            None => (
                self.starts.first().map(|s| s.1.clone()).unwrap_or_default(),
                line,
            ),
        }
    }

    /// An error at line `line` of the whole text, located in its file; an "at line N"
    /// in the message (where a rule is defined) names its file too when the grammar
    /// has several.
    fn error(&self, line: usize, column: usize, message: String) -> GrammarError {
        let (file, line) = if line == 0 {
            (self.locate(1).0, 0)
        } else {
            self.locate(line)
        };
        let mut message = message;
        if self.starts.len() > 1 {
            if let Some(at) = message.find("at line ") {
                let rest = &message[at + "at line ".len()..];
                let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
                if let Ok(n) = digits.parse::<usize>() {
                    let (first_file, first_line) = self.locate(n);
                    message = format!(
                        "{}at {first_file}:{first_line}{}",
                        &message[..at],
                        &rest[digits.len()..]
                    );
                }
            }
        }
        GrammarError {
            file,
            line,
            column,
            message,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::{load_all, Source};

    /// A fresh directory holding `files`, removed when dropped.
    fn dir_with(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for (file, text) in files {
            std::fs::write(dir.path().join(file), text).unwrap();
        }
        dir
    }

    fn abnf(file: &str, start: &str) -> RfcGrammar {
        let mut grammar = RfcGrammar::new(vec![file.into()], Dialect::Abnf);
        grammar.starts = vec![start.into()];
        grammar
    }

    #[test]
    fn the_translation_is_read_as_pest_with_the_definitions_as_docs() {
        let temp = dir_with(&[("g.abnf", "greeting = \"hi\" SP name\nname     = 1*ALPHA\n")]);
        let dir = temp.path();
        let alone = load_all(dir, &[Source::Rfc(abnf("g.abnf", "greeting"))]).unwrap();
        assert!(alone.written_out);
        assert_eq!(alone.includes, [dir.join("g.abnf")]);
        assert!(alone.doc.contains("Generated by bnf2pest from g.abnf"));
        let greeting = alone.rule("greeting").unwrap();
        assert_eq!(greeting.doc, "greeting = \"hi\" SP name");
        let names: Vec<&str> = alone.rules.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["greeting", "name", "ALPHA", "SP"]);
        // After other text, its grammar docs become plain comments.
        let after = load_all(
            dir,
            &[
                Source::Inline("top = { greeting ~ EOI }\n".into()),
                Source::Rfc(abnf("g.abnf", "greeting")),
            ],
        )
        .unwrap();
        assert!(!after.text.contains("//!") && after.doc.is_empty());
        assert_eq!(after.rules.len(), 5);
    }

    #[test]
    fn every_reader_error_is_located_in_the_file() {
        let temp = dir_with(&[("bad.abnf", "a = b 3*2c\nc = \"x\"\nc = \"y\"\n")]);
        let dir = temp.path();
        let errors = load_all(dir, &[Source::Rfc(abnf("bad.abnf", "a"))]).unwrap_err();
        let shown: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert_eq!(shown.len(), 3, "{shown:#?}");
        assert!(
            shown.iter().any(|e| e.starts_with("bad.abnf:3:1: ")),
            "{shown:#?}"
        );
        assert!(
            shown.iter().any(|e| e.starts_with("bad.abnf:1:7: ")),
            "{shown:#?}"
        );
        assert!(
            shown.iter().any(|e| e.starts_with("bad.abnf:1:5: ")),
            "{shown:#?}"
        );
        let missing = load_all(dir, &[Source::Rfc(abnf("none.abnf", "a"))]).unwrap_err();
        assert!(missing[0].to_string().starts_with("none.abnf: cannot read"));
        let no_start = load_all(dir, &[Source::Rfc(abnf("bad.abnf", "zz"))]);
        assert!(no_start.is_err());
    }

    #[test]
    fn several_files_are_read_as_one_grammar_and_errors_name_their_file() {
        // A grammar that uses a rule of another RFC's grammar, as RFC 7230 uses RFC
        // 3986's.
        let temp = dir_with(&[
            (
                "uri.abnf",
                "; the imported grammar\nscheme = ALPHA *( ALPHA / DIGIT )\n",
            ),
            (
                "http.abnf",
                "request = method SP scheme \":\" 1*VCHAR\nmethod  = 1*ALPHA\n",
            ),
            ("twice.abnf", "\n\nmethod  = \"GET\"\n"),
        ]);
        let dir = temp.path();
        let mut both = abnf("uri.abnf", "request");
        both.files.push("http.abnf".into());
        let grammar = load_all(dir, &[Source::Rfc(both.clone())]).unwrap();
        assert_eq!(
            grammar.includes,
            [dir.join("uri.abnf"), dir.join("http.abnf")]
        );
        assert!(
            grammar.doc.contains("from uri.abnf + http.abnf"),
            "{}",
            grammar.doc
        );
        let names: Vec<&str> = grammar.rules.iter().map(|r| r.name.as_str()).collect();
        assert!(
            names.starts_with(&["scheme", "request", "method"]),
            "{names:?}"
        );
        // A rule defined in two files: the error is in the second, naming the first.
        both.files.push("twice.abnf".into());
        let errors = load_all(dir, &[Source::Rfc(both)]).unwrap_err();
        let shown: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert_eq!(
            shown,
            ["twice.abnf:3:1: rule `method` is defined twice (first at http.abnf:2)"],
            "{shown:#?}"
        );
        // One unreadable file among several is named.
        let mut missing = abnf("uri.abnf", "request");
        missing.files.push("none.abnf".into());
        let errors = load_all(dir, &[Source::Rfc(missing)]).unwrap_err();
        assert!(errors[0].to_string().starts_with("none.abnf: cannot read"));
    }

    #[test]
    fn an_unresolved_hazard_is_an_error_unless_allowed() {
        let temp = dir_with(&[("h.abnf", "s = x \"a\"\nx = \"a\" x / \"a\" \"a\" / \"\"\n")]);
        let dir = temp.path();
        let errors = load_all(dir, &[Source::Rfc(abnf("h.abnf", "s"))]).unwrap_err();
        let first = errors[0].to_string();
        assert!(
            first.starts_with("h.abnf:2:1: PEG hazard in rule `x`"),
            "{first}"
        );
        assert!(first.contains("witness \"AAA\""), "{first}");
        let mut allowed = abnf("h.abnf", "s");
        allowed.allow_hazards = true;
        assert!(load_all(dir, &[Source::Rfc(allowed)]).is_ok());
    }
}
