//! What an engine made of one input, in a form both engines share.

/// One engine's result for one input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Accepted: every reported node's rule, start and end, in pest's order
    /// (`Pairs::flatten`).
    Accepted(Vec<(String, usize, usize)>),
    /// Rejected at byte `offset`.
    Rejected {
        /// Byte offset of the error.
        offset: usize,
        /// The rules expected there (pest's positives), sorted, without repeats.
        expected: Vec<String>,
        /// The rules that matched inside a negative lookahead there (pest's
        /// negatives), sorted, without repeats.
        unexpected: Vec<String>,
    },
    /// The engine panicked (pest does on `POP`/`PEEK` of an empty stack).
    Panicked,
    /// pest stopped at its call or stack limit ([`crate::reference::CALL_LIMIT`]):
    /// the grammar backtracks exponentially on the input, or its recursion is
    /// deeper than the stack.
    GaveUp,
    /// The engine has no such rule.
    NoSuchRule,
    /// url-derive stopped where the input nests deeper than the stack allows
    /// (`ParseError::is_too_deep`): not a verdict on the input's syntax.
    TooDeep,
}

impl Outcome {
    /// An accepted outcome without the nodes of `rule` (used to leave out what one
    /// engine reports by design and the other does not).
    pub fn without_rule(self, rule: &str) -> Outcome {
        match self {
            Outcome::Accepted(nodes) => {
                Outcome::Accepted(nodes.into_iter().filter(|(r, _, _)| r != rule).collect())
            }
            other => other,
        }
    }

    /// Whether the input was accepted.
    pub fn is_accepted(&self) -> bool {
        matches!(self, Outcome::Accepted(_))
    }
}

/// Sorted, without repeats: the form expected lists are compared in.
pub fn normalise(mut names: Vec<String>) -> Vec<String> {
    names.sort();
    names.dedup();
    names
}
