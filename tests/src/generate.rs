//! Proptest strategies that write strings from the BNF of RFC 1738 section 5,
//! and mutations that push those strings just outside (or back inside) a rule.
//!
//! The strategies walk the independent recognizer's parse of the spec text
//! ([`Recognizer::expr`]), never the pest grammar, so a generated string is in
//! the BNF's language whatever the grammar under test says. Repetitions are
//! bounded (a few more than the minimum), and the draw leans on boundary
//! characters: the first and last alternatives of a choice are likelier, and a
//! referenced rule is sometimes replaced by a short boundary string it accepts
//! (`%09`, `0`, `9`, `a-b`, `255.255.255.255`, ...).

use std::collections::HashMap;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::{select, Index};
use proptest::strategy::{BoxedStrategy, Just, Union};

use crate::bnf::{Expr, Recognizer};

/// How many repetitions beyond a repetition's minimum a string may hold.
const EXTRA_REPEATS: u32 = 3;

/// Weight of the first and last alternative of a choice of three or more,
/// against 1 for the others.
const EDGE_WEIGHT: u32 = 3;

/// Weight of a rule's own derivation against a boundary string it accepts.
const DERIVED_WEIGHT: u32 = 3;

/// Short strings near the edges of the character classes and rules. A
/// referenced rule draws from those it accepts, as the recognizer says.
const BOUNDARY_STRINGS: &[&str] = &[
    "",
    "0",
    "9",
    "a",
    "z",
    "A",
    "Z",
    "i",
    "d",
    "I",
    "D",
    "-",
    ".",
    "+",
    "_",
    "$",
    "!",
    "*",
    "'",
    "(",
    ")",
    ",",
    ";",
    "/",
    "?",
    ":",
    "@",
    "&",
    "=",
    "%09",
    "%00",
    "%ff",
    "%FF",
    "%2F",
    "%25",
    "%7e",
    "a-b",
    "a--b",
    "a-1",
    "0-9",
    "9a",
    "a.b",
    "a1.b2",
    "1.2.3.4",
    "0.0.0.0",
    "255.255.255.255",
    "00",
    "65535",
    "4294967296",
    "localhost",
    "a@b",
    "a@1.2.3.4",
];

/// Text a mutation inserts or writes over a character: unsafe and national
/// characters (section 2.2), reserved ones, non-ASCII and control characters,
/// the characters at the edges of the BNF's classes, and escapes (a tab, broken
/// ones) and delimiters of more than one character.
const MUTATION_TEXTS: &[&str] = &[
    " ", "\"", "<", ">", "#", "%", "{", "}", "|", "\\", "^", "~", "[", "]", "`", ";", "/", "?",
    ":", "@", "&", "=", "-", ".", "+", "_", "$", "!", "*", "'", "(", ")", ",", "0", "9", "a", "z",
    "A", "Z", "F", "G", "é", "ß", "€", "😀", "\u{a0}", "\t", "\n", "\r", "\0", "\u{7f}", "%09",
    "%09%09", "%0", "%zz", "%2F", "%41", "//", "://", ";type=a",
];

/// Text a mutation appends: fragments, broken escapes, a tab escape, an FTP
/// typecode that is not one, and single delimiters.
const MUTATION_SUFFIXES: &[&str] = &[
    "#frag", "%0", "%zz", ";type=x", ";type=a", "%09", "%09+", "@", ":", "/", ".", "-", "?q", "/1",
    ":80", "@h",
];

/// A strategy for strings of `rule` (normalised or RFC spelling), built from
/// the recognizer's parse of the spec.
///
/// # Panics
///
/// When the recognizer has no such rule.
pub fn rule_strategy(rec: &Recognizer, rule: &str) -> BoxedStrategy<String> {
    Generator::new(rec).rule(rule)
}

/// Builds rule strategies, sharing the strategy of each rule among the rules
/// that refer to it.
#[derive(Debug)]
pub struct Generator<'a> {
    rec: &'a Recognizer,
    rules: HashMap<String, BoxedStrategy<String>>,
}

impl<'a> Generator<'a> {
    /// A generator over the rules of `rec`.
    pub fn new(rec: &'a Recognizer) -> Generator<'a> {
        Generator {
            rec,
            rules: HashMap::new(),
        }
    }

    /// The strategy for strings of `rule`.
    ///
    /// # Panics
    ///
    /// When the recognizer has no such rule.
    pub fn rule(&mut self, rule: &str) -> BoxedStrategy<String> {
        if let Some(strategy) = self.rules.get(rule) {
            return strategy.clone();
        }
        let rec = self.rec;
        let expr = rec
            .expr(rule)
            .unwrap_or_else(|| panic!("the BNF has no rule `{rule}`"));
        let strategy = self.expr(expr);
        self.rules.insert(rule.to_owned(), strategy.clone());
        strategy
    }

    fn expr(&mut self, expr: &Expr) -> BoxedStrategy<String> {
        match expr {
            Expr::Literal(text) => Just(text.clone()).boxed(),
            Expr::Ref { name, .. } => self.reference(name),
            Expr::Seq(items) => {
                let parts: Vec<_> = items.iter().map(|item| self.expr(item)).collect();
                parts.prop_map(|parts| parts.concat()).boxed()
            }
            Expr::Alt(items) => {
                let last = items.len() - 1;
                let weighted = items
                    .iter()
                    .enumerate()
                    .map(|(i, item)| (alternative_weight(i, last), self.expr(item)))
                    .collect::<Vec<_>>();
                Union::new_weighted(weighted).boxed()
            }
            Expr::Repeat { min, max, item } => {
                let item = self.expr(item);
                let most = max.unwrap_or(u32::MAX).min(min + EXTRA_REPEATS);
                vec(item, *min as usize..=most as usize)
                    .prop_map(|parts| parts.concat())
                    .boxed()
            }
        }
    }

    /// A referenced rule: its derivation, or now and then a boundary string it
    /// accepts.
    fn reference(&mut self, name: &str) -> BoxedStrategy<String> {
        let derived = self.rule(name);
        let boundary: Vec<String> = BOUNDARY_STRINGS
            .iter()
            .filter(|text| self.rec.matches(name, text) == Some(true))
            .map(|text| (*text).to_owned())
            .collect();
        if boundary.is_empty() {
            return derived;
        }
        Union::new_weighted(vec![
            (DERIVED_WEIGHT, derived),
            (1, select(boundary).boxed()),
        ])
        .boxed()
    }
}

/// The weight of alternative `i` of a choice whose last index is `last`.
fn alternative_weight(i: usize, last: usize) -> u32 {
    if last >= 2 && (i == 0 || i == last) {
        EDGE_WEIGHT
    } else {
        1
    }
}

/// One edit of a string, with positions drawn independently of its length.
#[derive(Debug, Clone)]
pub enum Mutation {
    /// Inserts text before the character at a position (or at the end).
    Insert {
        /// Where, among the string's character positions and its end.
        at: Index,
        /// What.
        text: &'static str,
    },
    /// Deletes the character at a position.
    Delete {
        /// Which character.
        at: Index,
    },
    /// Writes text over the character at a position.
    Replace {
        /// Which character.
        at: Index,
        /// The new text.
        text: &'static str,
    },
    /// Flips the case of one of the string's ASCII letters.
    ChangeCase {
        /// Which letter, among the ASCII letters.
        at: Index,
    },
    /// Keeps only the characters before a position.
    Truncate {
        /// Where the string ends now.
        at: Index,
    },
    /// Appends a suffix.
    Append(&'static str),
}

impl Mutation {
    /// The string after this edit. Positions are in characters, so the result
    /// is always valid UTF-8; an edit at a position the string lacks (a delete
    /// in an empty string, a case change without letters) changes nothing.
    pub fn apply(&self, input: &str) -> String {
        let mut chars: Vec<char> = input.chars().collect();
        let len = chars.len();
        match self {
            Mutation::Insert { at, text } => {
                let at = at.index(len + 1);
                chars.splice(at..at, text.chars());
            }
            Mutation::Delete { at } if len > 0 => {
                chars.remove(at.index(len));
            }
            Mutation::Replace { at, text } if len > 0 => {
                let at = at.index(len);
                chars.splice(at..=at, text.chars());
            }
            Mutation::ChangeCase { at } => change_case(&mut chars, at),
            Mutation::Truncate { at } => chars.truncate(at.index(len + 1)),
            Mutation::Append(suffix) => chars.extend(suffix.chars()),
            Mutation::Delete { .. } | Mutation::Replace { .. } => {}
        }
        chars.into_iter().collect()
    }
}

/// Flips the case of the ASCII letter that `at` picks among the letters.
fn change_case(chars: &mut [char], at: &Index) {
    let letters: Vec<usize> = (0..chars.len())
        .filter(|&i| chars[i].is_ascii_alphabetic())
        .collect();
    if letters.is_empty() {
        return;
    }
    let c = &mut chars[letters[at.index(letters.len())]];
    *c = if c.is_ascii_lowercase() {
        c.to_ascii_uppercase()
    } else {
        c.to_ascii_lowercase()
    };
}

/// A strategy for one [`Mutation`], leaning on edits at the end of the string,
/// where a rule's last element decides.
pub fn mutation() -> BoxedStrategy<Mutation> {
    let text = || select(MUTATION_TEXTS);
    prop_oneof![
        2 => (any::<Index>(), text()).prop_map(|(at, text)| Mutation::Insert { at, text }),
        1 => any::<Index>().prop_map(|at| Mutation::Delete { at }),
        2 => (any::<Index>(), text()).prop_map(|(at, text)| Mutation::Replace { at, text }),
        1 => any::<Index>().prop_map(|at| Mutation::ChangeCase { at }),
        1 => any::<Index>().prop_map(|at| Mutation::Truncate { at }),
        2 => select(MUTATION_SUFFIXES).prop_map(Mutation::Append),
    ]
    .boxed()
}

/// A strategy for one to three mutations, applied in order by [`mutate`]; a
/// single edit, the likeliest to land just outside a rule, is drawn most often.
pub fn mutations() -> BoxedStrategy<Vec<Mutation>> {
    prop_oneof![
        3 => vec(mutation(), 1..=1),
        2 => vec(mutation(), 2..=3),
    ]
    .boxed()
}

/// `input` after each of `mutations` in turn.
pub fn mutate(input: &str, mutations: &[Mutation]) -> String {
    mutations
        .iter()
        .fold(input.to_owned(), |text, mutation| mutation.apply(&text))
}

/// A strategy for the strings of `base` after one to three mutations.
pub fn mutated(base: BoxedStrategy<String>) -> BoxedStrategy<String> {
    (base, mutations())
        .prop_map(|(text, edits)| mutate(&text, &edits))
        .boxed()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, TestRunner};

    /// The `Index` that picks the first position of any collection (the
    /// value `any::<Index>()` shrinks to).
    fn first() -> Index {
        let mut tree = any::<Index>()
            .new_tree(&mut TestRunner::deterministic())
            .unwrap();
        while tree.simplify() {}
        tree.current()
    }

    #[test]
    fn mutations_edit_by_character() {
        let insert = Mutation::Insert {
            at: first(),
            text: "é%09",
        };
        assert_eq!(insert.apply("ab"), "é%09ab");
        let replace = Mutation::Replace {
            at: first(),
            text: "//",
        };
        assert_eq!(replace.apply("ab"), "//b");
        assert_eq!(Mutation::Delete { at: first() }.apply(""), "");
        assert_eq!(Mutation::Truncate { at: first() }.apply("abc"), "");
        assert_eq!(Mutation::Append("%09").apply("a"), "a%09");
        assert_eq!(Mutation::ChangeCase { at: first() }.apply("1-a"), "1-A");
        assert_eq!(Mutation::ChangeCase { at: first() }.apply("1-"), "1-");
    }

    #[test]
    fn generated_strings_are_in_the_rule() {
        let rec = Recognizer::load().unwrap();
        let mut generator = Generator::new(&rec);
        let mut runner = TestRunner::new(Config {
            cases: 20,
            failure_persistence: None,
            ..Config::default()
        });
        for rule in rec.rule_names() {
            let strategy = generator.rule(rule);
            runner
                .run(&strategy, |text| {
                    prop_assert_eq!(rec.matches(rule, &text), Some(true), "{}", rule);
                    Ok(())
                })
                .unwrap();
        }
    }
}
