//! Character-class analysis of lowered rules: which single ASCII bytes a node
//! matches. The parser turns exact classes into byte tables; the expander turns the
//! repeated class of a leaf rule into its `UNESCAPED` set (for encoders).

use std::collections::HashMap;

use crate::atomicity;
use crate::model::{Node, RuleModel, Shape};

/// A set of ASCII bytes.
pub type ByteSet = [bool; 128];

/// Character-class questions about the rules of one model.
pub struct Classes<'m> {
    rules: HashMap<&'m str, &'m RuleModel>,
}

impl<'m> Classes<'m> {
    /// The analysis over `rules`.
    pub fn new(rules: &'m [RuleModel]) -> Self {
        Classes {
            rules: rules.iter().map(|r| (r.name.as_str(), r)).collect(),
        }
    }

    /// The set of bytes `node` matches when it always matches exactly one ASCII
    /// byte, looking through calls of atomic and silent rules.
    pub fn exact(&self, node: &Node) -> Option<ByteSet> {
        let mut set = [false; 128];
        match node {
            Node::Literal(text) | Node::Insensitive(text) if text.len() == 1 && text.is_ascii() => {
                let b = text.as_bytes()[0];
                set[b as usize] = true;
                if matches!(node, Node::Insensitive(_)) {
                    set[b.to_ascii_lowercase() as usize] = true;
                    set[b.to_ascii_uppercase() as usize] = true;
                }
            }
            Node::Range(lo, hi) if hi.is_ascii() && lo <= hi => {
                for b in *lo as u8..=*hi as u8 {
                    set[b as usize] = true;
                }
            }
            Node::Choice(alternatives) => {
                for alt in alternatives {
                    union(&mut set, &self.exact(alt)?);
                }
            }
            Node::Seq(parts) if parts.len() == 1 => return self.exact(&parts[0]),
            Node::Call { rule, slot: None } => return self.exact(&self.transparent(rule)?.matcher),
            _ => return None,
        }
        Some(set)
    }

    /// For a leaf rule that is a repetition (`e*`, `e+`): the single bytes `e` accepts
    /// as they are — the alternatives of `e` that are exact classes (an escape such as
    /// `"%" hex hex` is no single byte and is left out). `None` for other rules.
    pub fn unescaped(&self, rule: &RuleModel) -> Option<ByteSet> {
        if !matches!(rule.shape, Shape::Leaf) {
            return None;
        }
        let Node::Rep { body, .. } = &rule.matcher else {
            return None;
        };
        let set = self.single_bytes(body);
        set.iter().any(|&b| b).then_some(set)
    }

    /// The bytes that `node` can match as a whole on their own.
    fn single_bytes(&self, node: &Node) -> ByteSet {
        if let Some(set) = self.exact(node) {
            return set;
        }
        let mut set = [false; 128];
        match node {
            Node::Choice(alternatives) => {
                for alt in alternatives {
                    union(&mut set, &self.single_bytes(alt));
                }
            }
            Node::Call { rule, slot: None } => {
                if let Some(target) = self.transparent(rule) {
                    set = self.single_bytes(&target.matcher);
                }
            }
            _ => {}
        }
        set
    }

    /// The rule `name` when calling it reports nothing of its own parts (atomic or
    /// silent), so its body may stand in for the call.
    fn transparent(&self, name: &str) -> Option<&'m RuleModel> {
        let rule = self.rules.get(name)?;
        atomicity::is_transparent(rule).then_some(*rule)
    }
}

fn union(set: &mut ByteSet, other: &ByteSet) {
    for (cell, &hit) in set.iter_mut().zip(other) {
        *cell |= hit;
    }
}
