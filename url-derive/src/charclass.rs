//! The exact-class analysis, the one place that decides which programs match
//! exactly one ASCII byte and which bytes those are. The passes turn such programs
//! into byte tables; the expander turns the repeated class of a leaf rule into its
//! `UNESCAPED` set (for encoders).

use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};

use crate::atomicity;
use crate::byteset::ByteSet;
use crate::fold_case::FoldCase;
use crate::ir::Ir;
use crate::model::{Model, RuleModel, Shape};

/// Character-class questions about the rules of one model, each rule's answer
/// computed once.
pub struct Classes<'m> {
    model: &'m Model,
    /// The rules whose matcher chooses between cases at run time (the `fold_case`
    /// option): a call of one has no one class.
    folding: &'m BTreeSet<String>,
    /// Each transparent rule's exact class (`None` when it has none), as computed.
    by_rule: RefCell<HashMap<String, Option<ByteSet>>>,
}

impl<'m> Classes<'m> {
    /// The analysis over `model`'s rules, where the rules `fold_case` names fold
    /// case.
    pub fn new(model: &'m Model, fold_case: &'m FoldCase) -> Self {
        Classes {
            model,
            folding: &fold_case.rules,
            by_rule: RefCell::default(),
        }
    }

    /// The set of bytes `ir` matches when it always matches exactly one ASCII
    /// byte, looking through calls of atomic and silent rules (but not of rules
    /// that fold case).
    pub fn exact(&self, ir: &Ir) -> Option<ByteSet> {
        match ir {
            Ir::Class(class) => Some(*class),
            Ir::Literal(text) | Ir::Insensitive(text) if text.len() == 1 && text.is_ascii() => {
                let set = ByteSet::of(text);
                match ir {
                    Ir::Insensitive(_) => Some(set.folded()),
                    _ => Some(set),
                }
            }
            Ir::Range(lo, hi) if hi.is_ascii() && lo <= hi => {
                Some(ByteSet::range(*lo as u8, *hi as u8))
            }
            Ir::Choice(alternatives) => alternatives.iter().try_fold(ByteSet::EMPTY, |set, alt| {
                Some(set.union(&self.exact(alt)?))
            }),
            Ir::Seq(parts) if parts.len() == 1 => self.exact(&parts[0]),
            Ir::Call { rule, slot: None } => self.of_rule(rule),
            _ => None,
        }
    }

    /// The exact class of a call of rule `name`.
    fn of_rule(&self, name: &str) -> Option<ByteSet> {
        if let Some(known) = self.by_rule.borrow().get(name) {
            return *known;
        }
        let rule = self.model.rule(name)?;
        if self.folding.contains(name) || !atomicity::is_transparent(rule) {
            return None;
        }
        // pest_meta rejects left recursion, the only way back to `name` here.
        let set = self.exact(&Ir::from(&rule.matcher));
        self.by_rule.borrow_mut().insert(name.to_owned(), set);
        set
    }

    /// For a leaf rule that is a repetition (`e*`, `e+`): the single bytes `e` accepts
    /// as they are — the alternatives of `e` that are exact classes (an escape such as
    /// `"%" hex hex` is no single byte and is left out). `None` for other rules.
    pub fn unescaped(&self, rule: &RuleModel) -> Option<ByteSet> {
        if !matches!(rule.shape, Shape::Leaf) {
            return None;
        }
        let Ir::Rep { body, .. } = Ir::from(&rule.matcher) else {
            return None;
        };
        let set = self.single_bytes(&body);
        (!set.is_empty()).then_some(set)
    }

    /// The bytes that `ir` can match as a whole on their own.
    fn single_bytes(&self, ir: &Ir) -> ByteSet {
        if let Some(set) = self.exact(ir) {
            return set;
        }
        match ir {
            Ir::Choice(alternatives) => alternatives.iter().fold(ByteSet::EMPTY, |set, alt| {
                set.union(&self.single_bytes(alt))
            }),
            Ir::Call { rule, slot: None } => match self.model.rule(rule) {
                Some(target) if atomicity::is_transparent(target) => {
                    self.single_bytes(&Ir::from(&target.matcher))
                }
                _ => ByteSet::EMPTY,
            },
            _ => ByteSet::EMPTY,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::{body_of, test_model, NO_FOLDING};

    #[test]
    fn exact_classes_look_through_transparent_rules() {
        let model = test_model(
            "a = { d | \"-\" | ^\"x\" }\nd = @{ '0'..'9' }\nn = { '0'..'9' }\nc = { n | \"-\" }",
        );
        let classes = Classes::new(&model, &NO_FOLDING);
        assert_eq!(
            classes.exact(&Ir::from(body_of(&model, "a"))),
            Some(ByteSet::of("-0123456789xX"))
        );
        // `n` reports itself: its call is no class.
        assert_eq!(classes.exact(&Ir::from(body_of(&model, "c"))), None);
    }

    #[test]
    fn a_rule_that_folds_case_is_no_class_at_any_depth() {
        let model = test_model("a = @{ b | \"x\" }\nb = @{ 'a'..'z' }\nt = { a }");
        let folding = FoldCase {
            literals: BTreeSet::new(),
            rules: ["b".to_owned()].into(),
        };
        let classes = Classes::new(&model, &folding);
        assert_eq!(classes.exact(&Ir::from(body_of(&model, "t"))), None);
        let plain = Classes::new(&model, &NO_FOLDING);
        assert_eq!(
            plain.exact(&Ir::from(body_of(&model, "t"))),
            Some(ByteSet::range(b'a', b'z'))
        );
    }

    #[test]
    fn unescaped_bytes_leave_escapes_out() {
        let model = test_model(
            "word = @{ (safe | \"%\" ~ hex ~ hex)* }\nsafe = _{ 'a'..'c' | \"-\" }\nhex = _{ '0'..'9' }",
        );
        let classes = Classes::new(&model, &NO_FOLDING);
        let word = model.rule("word").unwrap();
        assert_eq!(classes.unescaped(word), Some(ByteSet::of("abc-")));
    }
}
