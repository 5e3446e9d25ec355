//! The recursion analysis: which rules reach which through a relation between rules,
//! and which reach themselves. The relations the generator asks about: calls
//! (lookaheads included), for the parser's depth guard and for what may be inlined;
//! and containment by value through unboxed slots, which `boxing` builds to decide
//! which slots to box.

use std::collections::{BTreeSet, HashMap};

use crate::model::Model;

/// A relation between rules: for each rule, the rules it points to.
#[derive(Debug, Clone, Default)]
pub struct Reach {
    edges: HashMap<String, BTreeSet<String>>,
}

impl Reach {
    /// The relation given by its edges.
    pub fn new(edges: impl IntoIterator<Item = (String, BTreeSet<String>)>) -> Self {
        Reach {
            edges: edges.into_iter().collect(),
        }
    }

    /// Rule `a` points to rule `b` when `a`'s matcher or builder calls `b`
    /// (lookaheads included). The builder may call rules the matcher does not: the
    /// type a recursive rule has inside atomic rules, whose builder calls itself
    /// where its matcher calls the rule.
    pub fn calls(model: &Model) -> Self {
        Reach::new(model.rules.iter().map(|rule| {
            let mut called = BTreeSet::new();
            rule.matcher.calls(&mut called);
            if let Some(body) = rule.shape.body() {
                body.calls(&mut called);
            }
            (rule.name.clone(), called)
        }))
    }

    /// True when `to` is `from`, or is reached from it through one edge or more.
    pub fn reaches(&self, from: &str, to: &str) -> bool {
        from == to || self.reaches_through_an_edge(from, to)
    }

    /// True when `to` is reached from `from` through one edge or more (so a rule
    /// reaches itself this way only on a cycle).
    pub fn reaches_through_an_edge(&self, from: &str, to: &str) -> bool {
        let mut stack: Vec<&str> = self.next(from).collect();
        let mut seen = BTreeSet::new();
        while let Some(rule) = stack.pop() {
            if rule == to {
                return true;
            }
            if seen.insert(rule) {
                stack.extend(self.next(rule));
            }
        }
        false
    }

    /// The rules that reach themselves (the recursive rules, for the call relation).
    pub fn on_cycles(&self) -> BTreeSet<String> {
        self.edges
            .keys()
            .filter(|rule| self.reaches_through_an_edge(rule, rule))
            .cloned()
            .collect()
    }

    /// The rules among `targets`, and those that reach one of them through one
    /// edge or more (for the call relation: the rules a match of which can run
    /// one of `targets`).
    pub fn reaching(&self, targets: BTreeSet<String>) -> BTreeSet<String> {
        let mut pointing_to: HashMap<&str, Vec<&str>> = HashMap::new();
        for (from, to) in &self.edges {
            for to in to {
                pointing_to
                    .entry(to.as_str())
                    .or_default()
                    .push(from.as_str());
            }
        }
        let mut stack: Vec<String> = targets.iter().cloned().collect();
        let mut found = targets;
        while let Some(rule) = stack.pop() {
            for &from in pointing_to.get(rule.as_str()).into_iter().flatten() {
                if found.insert(from.to_owned()) {
                    stack.push(from.to_owned());
                }
            }
        }
        found
    }

    /// The rules some other rule points to (a rule pointing to itself only is not
    /// among them).
    pub fn pointed_to_by_others(&self) -> BTreeSet<&str> {
        self.edges
            .iter()
            .flat_map(|(from, to)| to.iter().filter(move |to| *to != from))
            .map(String::as_str)
            .collect()
    }

    fn next<'s>(&'s self, rule: &str) -> impl Iterator<Item = &'s str> {
        self.edges
            .get(rule)
            .into_iter()
            .flatten()
            .map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::{load, stages};

    fn reach(edges: &[(&str, &[&str])]) -> Reach {
        Reach::new(
            edges
                .iter()
                .map(|(from, to)| (from.to_string(), to.iter().map(|t| t.to_string()).collect())),
        )
    }

    #[test]
    fn rules_pointed_to_by_others_leave_out_self_edges() {
        let graph = reach(&[("a", &["b", "a"]), ("b", &["c"]), ("d", &["d"])]);
        assert_eq!(graph.pointed_to_by_others(), ["b", "c"].into());
    }

    #[test]
    fn the_rules_reaching_a_set_are_found_backwards() {
        let graph = reach(&[("a", &["b"]), ("b", &["c"]), ("c", &["b"]), ("d", &["e"])]);
        let reaching = |targets: &[&str]| -> Vec<String> {
            let targets = targets.iter().map(|t| t.to_string()).collect();
            graph.reaching(targets).into_iter().collect()
        };
        assert_eq!(reaching(&["c"]), ["a", "b", "c"]);
        assert_eq!(
            reaching(&["e", "x"]),
            ["d", "e", "x"],
            "targets stay, edged or not"
        );
        assert_eq!(reaching(&["a"]), ["a"]);
        assert!(reaching(&[]).is_empty());
    }

    #[test]
    fn reaching_follows_edges_and_finds_cycles() {
        let graph = reach(&[("a", &["b"]), ("b", &["c"]), ("c", &["b"]), ("d", &["d"])]);
        assert!(graph.reaches("a", "c"));
        assert!(graph.reaches("a", "a"));
        assert!(!graph.reaches_through_an_edge("a", "a"));
        assert!(!graph.reaches("c", "a"));
        let cycles: Vec<String> = graph.on_cycles().into_iter().collect();
        assert_eq!(cycles, ["b", "c", "d"]);
    }

    #[test]
    fn calls_of_a_grammar() {
        let text = "expr = { term ~ (\"+\" ~ term)* }\nterm = { num | \"(\" ~ expr ~ \")\" }\nnum = @{ ASCII_DIGIT+ }\nlist = { &num ~ (num ~ \",\")* }\n";
        let grammar = load::parse(text, "t.pest", PathBuf::from("t.pest")).expect("parses");
        let model = stages::model(&grammar, "t.pest").expect("models");
        let calls = Reach::calls(&model);
        let recursive: Vec<String> = calls.on_cycles().into_iter().collect();
        assert_eq!(recursive, ["expr", "term"]);
        assert!(calls.reaches_through_an_edge("list", "num"));
    }

    /// The type a recursive rule has inside an atomic rule builds itself: it is
    /// recursive, so its builder guards the depth like the rule's own.
    #[test]
    fn a_rule_type_inside_atomic_rules_is_recursive() {
        let text = "a = @{ \"(\" ~ r ~ \")\" }\nr = { q ~ r? }\nq = ${ \"q\" }\n";
        let grammar = load::parse(text, "t.pest", PathBuf::from("t.pest")).expect("parses");
        let model = stages::model(&grammar, "t.pest").expect("models");
        let recursive: Vec<String> = Reach::calls(&model).on_cycles().into_iter().collect();
        assert_eq!(recursive, ["r", "r__atomic"]);
    }
}
