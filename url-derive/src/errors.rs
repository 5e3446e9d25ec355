//! The one sink every stage reports its problems into, so that the macro shows
//! them all at once (serde_derive's `internals/ctxt.rs` works the same way).
//!
//! A stage that finds a problem reports it and goes on where it can; the driver
//! asks [`Errors::any`] before a stage that needs the earlier ones to have
//! succeeded, and ends with [`Errors::check`], which turns everything reported into
//! one `syn::Error`. Dropping a sink that still holds problems unchecked is a bug in
//! the driver, and panics in debug builds.

use std::cell::RefCell;
use std::fmt;

use proc_macro2::Span;

/// A problem with the grammar: where it is and what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrammarError {
    /// The grammar file as given to the macro.
    pub file: String,
    /// 1-based line (0 when the file could not be read).
    pub line: usize,
    /// 1-based column (0 when the file could not be read).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for GrammarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(
                f,
                "{}:{}:{}: {}",
                self.file, self.line, self.column, self.message
            )
        }
    }
}

/// Problems reported so far, in the order the stages found them.
pub struct Errors {
    /// Where grammar problems (which have no span in the Rust source) are shown:
    /// the attribute's grammar path.
    grammar_span: Span,
    /// `None` once checked.
    found: RefCell<Option<Vec<Problem>>>,
}

/// One reported problem.
enum Problem {
    /// A problem of the grammar: its file, line and column are in its text.
    Grammar(GrammarError),
    /// A problem of the attribute's arguments, shown at its grammar path.
    Attribute(String),
    /// A problem spanned where it is in the Rust source (a user's item).
    Spanned(syn::Error),
}

impl Errors {
    /// An empty sink whose grammar problems will show at `grammar_span`.
    pub fn new(grammar_span: Span) -> Self {
        Errors {
            grammar_span,
            found: RefCell::new(Some(Vec::new())),
        }
    }

    /// Reports a problem of the grammar; the same problem reported again is kept
    /// once.
    pub fn grammar(&self, error: GrammarError) {
        let mut found = self.found.borrow_mut();
        let found = found
            .as_mut()
            .expect("no problem is reported after the check");
        let known = found
            .iter()
            .any(|problem| matches!(problem, Problem::Grammar(known) if *known == error));
        if !known {
            found.push(Problem::Grammar(error));
        }
    }

    /// Reports each of `errors` as [`Errors::grammar`] does.
    pub fn grammar_all(&self, errors: impl IntoIterator<Item = GrammarError>) {
        for error in errors {
            self.grammar(error);
        }
    }

    /// Reports a problem of the attribute's own arguments, shown at its grammar
    /// path.
    pub fn attribute(&self, message: impl std::fmt::Display) {
        self.push(Problem::Attribute(message.to_string()));
    }

    /// Reports a problem spanned where it is in the Rust source (a user's item).
    pub fn spanned(&self, error: syn::Error) {
        self.push(Problem::Spanned(error));
    }

    fn push(&self, problem: Problem) {
        self.found
            .borrow_mut()
            .as_mut()
            .expect("no problem is reported after the check")
            .push(problem);
    }

    /// How many problems have been reported (a stage compares the count before
    /// and after it ran to know whether it found any).
    pub fn count(&self) -> usize {
        self.found.borrow().as_ref().map_or(0, Vec::len)
    }

    /// True once any problem has been reported.
    pub fn any(&self) -> bool {
        self.found
            .borrow()
            .as_ref()
            .is_some_and(|found| !found.is_empty())
    }

    /// Every problem reported, as one error; `Ok` when there was none.
    pub fn check(self) -> Result<(), syn::Error> {
        let found = self.found.borrow_mut().take().unwrap_or_default();
        let mut all = found.into_iter().map(|problem| match problem {
            Problem::Grammar(error) => syn::Error::new(self.grammar_span, error),
            Problem::Attribute(message) => syn::Error::new(self.grammar_span, message),
            Problem::Spanned(error) => error,
        });
        let Some(mut first) = all.next() else {
            return Ok(());
        };
        for error in all {
            first.combine(error);
        }
        Err(first)
    }

    /// Runs a stage on a sink of its own, for the stages' tests: its result, or
    /// every grammar problem it reported (the tests look at their lines and
    /// columns).
    #[cfg(test)]
    pub fn collect<T>(stage: impl FnOnce(&Errors) -> Option<T>) -> Result<T, Vec<GrammarError>> {
        let errors = Errors::new(Span::call_site());
        let result = stage(&errors);
        let found = errors.found.borrow_mut().take().unwrap_or_default();
        let problems: Vec<GrammarError> = found
            .into_iter()
            .filter_map(|problem| match problem {
                Problem::Grammar(error) => Some(error),
                _ => None,
            })
            .collect();
        match result {
            Some(result) if problems.is_empty() => Ok(result),
            _ => Err(problems),
        }
    }
}

impl Drop for Errors {
    fn drop(&mut self) {
        let unchecked = self.found.get_mut().as_ref().is_some_and(|f| !f.is_empty());
        if unchecked && !std::thread::panicking() {
            debug_assert!(false, "url-derive dropped problems it never reported");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(line: usize, message: &str) -> GrammarError {
        GrammarError {
            file: "g.pest".to_owned(),
            line,
            column: 1,
            message: message.to_owned(),
        }
    }

    #[test]
    fn every_problem_is_in_the_one_error_in_order() {
        let errors = Errors::new(Span::call_site());
        assert!(!errors.any());
        errors.grammar(problem(1, "rule b is undefined"));
        errors.attribute("fold_case: no rule `x` in the grammar");
        errors.grammar(problem(2, "rule c is undefined"));
        assert!(errors.any());
        let combined = errors.check().unwrap_err();
        let messages: Vec<String> = combined.into_iter().map(|e| e.to_string()).collect();
        assert_eq!(
            messages,
            [
                "g.pest:1:1: rule b is undefined",
                "fold_case: no rule `x` in the grammar",
                "g.pest:2:1: rule c is undefined",
            ]
        );
    }

    #[test]
    fn a_grammar_problem_found_twice_shows_once() {
        let errors = Errors::new(Span::call_site());
        errors.grammar(problem(1, "rule b is undefined"));
        errors.grammar(problem(1, "rule b is undefined"));
        assert_eq!(errors.check().unwrap_err().into_iter().count(), 1);
    }

    #[test]
    fn no_problem_checks_ok() {
        assert!(Errors::new(Span::call_site()).check().is_ok());
    }
}
