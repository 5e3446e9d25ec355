//! [`RuleIndex`]: the one map from a rule's name to its position, which the
//! grammar ([`crate::load::Grammar::rule`]) and the model
//! ([`crate::model::Model::rule`]) each build once and every stage looks rules up
//! through.

use std::collections::HashMap;

/// The position of each rule by its name.
#[derive(Debug, Clone, Default)]
pub struct RuleIndex(HashMap<String, usize>);

impl RuleIndex {
    /// The index of rules named `names`, in order (a name given twice keeps its
    /// first position).
    pub fn new<'n>(names: impl IntoIterator<Item = &'n str>) -> Self {
        let mut index = HashMap::new();
        for (position, name) in names.into_iter().enumerate() {
            index.entry(name.to_owned()).or_insert(position);
        }
        RuleIndex(index)
    }

    /// The position of the rule named `name`.
    pub fn position(&self, name: &str) -> Option<usize> {
        self.0.get(name).copied()
    }

    /// The names of the rules, in no particular order.
    pub fn names(&self) -> impl Iterator<Item = &str> + '_ {
        self.0.keys().map(String::as_str)
    }
}

/// A list of rules looked up by name through their [`RuleIndex`].
pub struct Rules<'g, R> {
    /// The rules, in order.
    pub list: &'g [R],
    index: &'g RuleIndex,
}

impl<R> Clone for Rules<'_, R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R> Copy for Rules<'_, R> {}

impl<'g, R> Rules<'g, R> {
    /// The rules `list`, whose positions `index` holds.
    pub fn new(list: &'g [R], index: &'g RuleIndex) -> Self {
        Rules { list, index }
    }

    /// The rule named `name`.
    pub fn get(&self, name: &str) -> Option<&'g R> {
        self.list.get(self.index.position(name)?)
    }

    /// True when there is a rule named `name`.
    pub fn contains(&self, name: &str) -> bool {
        self.index.position(name).is_some()
    }

    /// The names of the rules, in no particular order.
    pub fn names(&self) -> impl Iterator<Item = &'g str> {
        self.index.names()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_keeps_its_first_position() {
        let index = RuleIndex::new(["a", "b", "a"]);
        assert_eq!(index.position("a"), Some(0));
        assert_eq!(index.position("b"), Some(1));
        assert_eq!(index.position("c"), None);
        let mut names: Vec<&str> = index.names().collect();
        names.sort_unstable();
        assert_eq!(names, ["a", "b"]);
    }
}
