//! pest_meta's checks of a grammar's rules — repetitions that never end, choices
//! that cannot be reached, a `WHITESPACE` or `COMMENT` that cannot fail, left
//! recursion, loops through the stack — with the same answer whether or not
//! pest_meta's `grammar-extras` feature is on.
//!
//! Without the feature pest_meta refuses `PUSH_LITERAL` and forgets tags, so the
//! checks run on a copy of the text in which neither appears, each byte where it
//! was: a tag (`#t =`) becomes blanks, which changes no check, and
//! `PUSH_LITERAL("s")` becomes `PUSH("")` when `s` is empty and `PUSH("a"?)` when
//! it is not, which pushes, cannot fail and moves nothing forward, as it does. (The
//! stack-loop check takes `"a"?` to maybe consume input, so it misses a loop whose
//! body pushes a non-empty literal and drops it without consuming anything; it
//! never reports a loop pest_meta would not.) Problems come back where pest_meta
//! puts them on the original text: at the string of a `PUSH_LITERAL`, and at the
//! `#` of a tagged term for the problems pest_meta reports on the term itself.
//!
//! One difference from pest_meta with the feature on: the repetitions and choices
//! inside a tagged term are checked too (with the feature, pest_meta does not look
//! inside tags for those two checks; without it, it does).

use pest::error::{Error, InputLocation};
use pest::iterators::Pairs;
use pest_meta::parser::{self, Rule as MetaRule};

use crate::expr::Problem;

/// A tag in the original text.
struct Tag {
    /// Where its `#` is.
    start: usize,
    /// Where the tagged part starts.
    inner_start: usize,
}

/// A `PUSH_LITERAL(...)` in the original text and its stand-in.
struct Literal {
    /// Where `PUSH_LITERAL` starts (and the stand-in).
    start: usize,
    /// Where the stand-in ends.
    stand_in_end: usize,
    /// The bytes of its string, where pest_meta locates it.
    string: (usize, usize),
}

/// The problems pest_meta's rule checks find in `text` (whose top-level pairs are
/// `pairs`), located on `text`, in pest_meta's order.
pub fn problems(text: &str, pairs: Pairs<'_, MetaRule>) -> Vec<Problem> {
    let mut copy = text.as_bytes().to_vec();
    let mut tags = Vec::new();
    let mut literals = Vec::new();
    for pair in pairs.flatten() {
        match pair.as_rule() {
            MetaRule::term => {
                let mut parts = pair.into_inner();
                let (Some(tag), Some(operator), Some(inner)) =
                    (parts.next(), parts.next(), parts.next())
                else {
                    continue;
                };
                if tag.as_rule() == MetaRule::tag_id
                    && operator.as_rule() == MetaRule::assignment_operator
                {
                    let start = tag.as_span().start();
                    copy[start..operator.as_span().end()].fill(b' ');
                    tags.push(Tag {
                        start,
                        inner_start: inner.as_span().start(),
                    });
                }
            }
            MetaRule::_push_literal => {
                let span = pair.as_span();
                let Some(string) = pair.into_inner().find(|p| p.as_rule() == MetaRule::string)
                else {
                    continue;
                };
                let stand_in: &[u8] = if string.as_str().len() == 2 {
                    b"PUSH(\"\")"
                } else {
                    b"PUSH(\"a\"?)"
                };
                let region = &mut copy[span.start()..span.end()];
                region.fill(b' ');
                region[..stand_in.len()].copy_from_slice(stand_in);
                literals.push(Literal {
                    start: span.start(),
                    stand_in_end: span.start() + stand_in.len() - 1,
                    string: (string.as_span().start(), string.as_span().end()),
                });
            }
            _ => {}
        }
    }
    let Ok(copy) = String::from_utf8(copy) else {
        return vec![internal("the grammar's copy without tags is not UTF-8")];
    };
    let errors = match parser::parse(MetaRule::grammar_rules, &copy) {
        Ok(pairs) => match parser::consume_rules(pairs) {
            Ok(_) => return Vec::new(),
            Err(errors) => errors,
        },
        Err(error) => vec![error],
    };
    errors
        .into_iter()
        .map(|error| relocate(problem(error), &tags, &literals))
        .collect()
}

/// A pest_meta error as a [`Problem`] on the copy.
fn problem(error: Error<MetaRule>) -> Problem {
    let (start, end) = match error.location {
        InputLocation::Pos(pos) => (pos, pos),
        InputLocation::Span(span) => span,
    };
    let error = error.renamed_rules(parser::rename_meta_rule);
    Problem {
        start,
        end,
        message: error.variant.message().into_owned(),
    }
}

/// `problem` moved to where pest_meta puts it on the original text.
fn relocate(mut problem: Problem, tags: &[Tag], literals: &[Literal]) -> Problem {
    if on_whole_term(&problem.message) {
        if let Some(tag) = tags.iter().find(|tag| tag.inner_start == problem.start) {
            problem.start = tag.start;
            return problem;
        }
    }
    for literal in literals {
        if problem.start == literal.start {
            problem.start = literal.string.0;
        }
        if problem.end == literal.stand_in_end {
            problem.end = literal.string.1;
        }
    }
    problem
}

/// Whether pest_meta can report this problem on a whole term (an alternative of a
/// choice, a rule's body), which starts at its tag when it has one; the others are
/// about a repetition or a rule name inside a term.
fn on_whole_term(message: &str) -> bool {
    message == "expression cannot fail; following choices cannot be reached"
        || message.starts_with("WHITESPACE ")
        || message.starts_with("COMMENT ")
}

fn internal(message: &str) -> Problem {
    Problem {
        start: 0,
        end: 0,
        message: message.to_owned(),
    }
}
