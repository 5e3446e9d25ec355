//! Which rules' builders are always inlined into their callers.
//!
//! A builder inlined into its caller builds its value in the caller's frame instead
//! of returning it to be moved there, which is much of what makes a typed parse
//! fast. But an inlined builder is a copy of its rule's code, with the copies of
//! the builders it inlines in turn, in every caller: along a chain of rules each
//! calling the next, the functions the compiler optimises grow with the chain, and
//! its time grows faster than a function's size. So a builder is always inlined
//! only while its code, with everything it inlines, stays within [`BUDGET`] nodes
//! of the model; above that it is an ordinary function the compiler may still
//! inline where it pays.
//!
//! An entry point of the grammar (a rule no other rule calls, such as RFC 1738's
//! `url`, [`inlined_entries`]) builds inline in its `parse`, its builder's one
//! caller, whatever its size: that copies nothing. Every other rule's `parse` calls
//! its builder through `url_runtime::State::parse_whole` and is `#[inline]`, so
//! that it is compiled only in a crate that calls it: compiled in the grammar's
//! crate, each would be one more copy of its rule's tree of inlined builders.
//!
//! Precondition: none for exactness (inlining does not change what a builder
//! does); recursive rules are never inlined (their builders guard the depth).

use std::collections::{BTreeMap, BTreeSet};

use crate::model::{Model, Node};
use crate::recursion::Reach;

/// The most model nodes an always-inlined builder may bring into its caller,
/// counting the builders it inlines itself: room for every rule of RFC 1738 but
/// its entry point `url` (the largest, `waisurl`, brings about 120), and small
/// enough that the functions it makes stay cheap to optimise.
pub const BUDGET: usize = 200;

/// The rules whose builders are always inlined: not `recursive`, and within
/// [`BUDGET`] with the builders they inline, or one of the grammar's `entries`
/// ([`inlined_entries`]), whatever its size: an entry's builder has one caller,
/// its `parse`, so inlining it copies nothing.
pub fn always_inlined(
    model: &Model,
    recursive: &BTreeSet<String>,
    entries: &BTreeSet<String>,
) -> BTreeSet<String> {
    with_entries(within(model, recursive, BUDGET), recursive, entries)
}

/// `inlined`, and the `entries` that are not `recursive`.
fn with_entries(
    mut inlined: BTreeSet<String>,
    recursive: &BTreeSet<String>,
    entries: &BTreeSet<String>,
) -> BTreeSet<String> {
    inlined.extend(entries.difference(recursive).cloned());
    inlined
}

/// The rules whose `parse` entry point inlines their builder: those no other rule
/// calls (`calls` is the model's call relation, [`Reach::calls`]).
pub fn inlined_entries(model: &Model, calls: &Reach) -> BTreeSet<String> {
    let called = calls.pointed_to_by_others();
    model
        .rules
        .iter()
        .filter(|rule| !called.contains(rule.name.as_str()))
        .map(|rule| rule.name.clone())
        .collect()
}

/// [`always_inlined`] with the budget `budget`.
fn within(model: &Model, recursive: &BTreeSet<String>, budget: usize) -> BTreeSet<String> {
    let mut sizes = Sizes {
        model,
        recursive,
        budget,
        inlined: BTreeMap::new(),
    };
    model
        .rules
        .iter()
        .filter(|rule| sizes.inlined_size(&rule.name).is_some())
        .map(|rule| rule.name.clone())
        .collect()
}

/// The inlined sizes found so far.
struct Sizes<'m> {
    model: &'m Model,
    recursive: &'m BTreeSet<String>,
    budget: usize,
    /// Each rule decided: its size when it is inlined, `None` when it is called.
    inlined: BTreeMap<String, Option<usize>>,
}

impl Sizes<'_> {
    /// The size `rule`'s builder brings into a caller that inlines it, when it is
    /// inlined; `None` when it is called. The non-recursive rules call each other
    /// without cycles, so this ends.
    fn inlined_size(&mut self, rule: &str) -> Option<usize> {
        if let Some(&decided) = self.inlined.get(rule) {
            return decided;
        }
        // Provisionally called, so that a cycle the call relation does not show
        // (none is known) ends here.
        self.inlined.insert(rule.to_owned(), None);
        let decided = match self.model.rule(rule) {
            Some(model) if !self.recursive.contains(rule) => {
                let size = match model.shape.body() {
                    Some(body) => self.size(body),
                    None => 1,
                };
                (size <= self.budget).then_some(size)
            }
            _ => None,
        };
        self.inlined.insert(rule.to_owned(), decided);
        decided
    }

    /// The size of `node` in a builder: one for each node, and for a call that
    /// stores a value, what the callee's builder brings when it is inlined.
    fn size(&mut self, node: &Node) -> usize {
        1 + match node {
            Node::Call {
                rule,
                slot: Some(_),
            } => self.inlined_size(rule).unwrap_or(0),
            _ => node.children().iter().map(|part| self.size(part)).sum(),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::{load, stages};

    fn inlined(text: &str, budget: usize) -> BTreeSet<String> {
        let grammar = load::parse(text, "t.pest", PathBuf::from("t.pest")).expect("parses");
        let model = stages::model(&grammar, "t.pest").expect("models");
        within(&model, &Reach::calls(&model).on_cycles(), budget)
    }

    /// Only the rules no other rule calls build inline in their `parse`.
    #[test]
    fn entries_inline_only_where_no_other_rule_calls() {
        let text = "top = { a ~ b }\na = { \"(\" ~ a? ~ \")\" }\nb = { c }\nc = @{ ASCII_DIGIT+ }\nother = { c }\n";
        let grammar = load::parse(text, "t.pest", PathBuf::from("t.pest")).expect("parses");
        let model = stages::model(&grammar, "t.pest").expect("models");
        let entries = inlined_entries(&model, &Reach::calls(&model));
        assert_eq!(entries, ["other", "top"].map(String::from).into());
    }

    /// Small rules are inlined; recursive ones never are.
    #[test]
    fn small_rules_are_inlined_recursive_ones_are_not() {
        let rules = inlined("a = { b ~ (\",\" ~ b)* }\nb = { c | \"(\" ~ a ~ \")\" }\nc = { d ~ d }\nd = @{ ASCII_DIGIT+ }\n", BUDGET);
        assert_eq!(rules, ["c", "d"].map(String::from).into());
    }

    /// An entry's builder is inlined into its `parse` whatever its size, unless it
    /// is recursive; a rule other rules call is not, above the budget.
    #[test]
    fn entries_are_inlined_whatever_their_size() {
        let text = "top = { a ~ a ~ b }\na = { \"(\" ~ b ~ \",\" ~ b ~ \")\" }\nb = @{ ASCII_DIGIT+ }\nrec = { \"[\" ~ rec? ~ \"]\" }\n";
        let grammar = load::parse(text, "t.pest", PathBuf::from("t.pest")).expect("parses");
        let model = stages::model(&grammar, "t.pest").expect("models");
        let calls = Reach::calls(&model);
        let recursive = calls.on_cycles();
        let entries = inlined_entries(&model, &calls);
        assert_eq!(entries, ["rec", "top"].map(String::from).into());
        let small = within(&model, &recursive, 3);
        assert_eq!(small, ["b"].map(String::from).into());
        let inlined = with_entries(small, &recursive, &entries);
        assert_eq!(inlined, ["b", "top"].map(String::from).into());
    }

    /// Along a chain of rules each holding the next, the rules near its end are
    /// inlined until their size with what they inline passes the budget; the first
    /// rule above it is called, and the rules above that inline the chain again
    /// only up to it.
    #[test]
    fn a_long_chain_is_inlined_within_the_budget_only() {
        let length = 30;
        let mut text = String::new();
        for i in 0..length {
            text.push_str(&format!("r{i} = {{ \"a\" ~ r{} ~ \"b\" }}\n", i + 1));
        }
        text.push_str(&format!("r{length} = @{{ \"x\" }}\n"));
        // A link is a sequence (1) of a literal (1), a call (1, and what the callee
        // brings: 1 for the leaf, nothing when it is called) and a literal (1): the
        // link k below the leaf brings 1 + 4k, and a link above a called one 4.
        let within_40 = inlined(&text, 40);
        let called: Vec<usize> = (0..=length)
            .filter(|i| !within_40.contains(&format!("r{i}")))
            .collect();
        // r20 brings 41; then r19 brings 4, ..., r10 brings 40, r9 brings 44.
        assert_eq!(called, [9, 20]);
        assert_eq!(inlined(&text, 1000).len(), length + 1);
    }
}
