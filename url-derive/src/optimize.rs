//! Rewrites lowered rule bodies for the fast path, which records no expectations:
//! calls of atomic and silent rules are inlined, nested sequences and choices are
//! flattened, and single-byte alternatives of a choice merge into one character
//! class wherever that cannot change which alternative wins. The language and the
//! tree stay the same; parts that store values (slots) are never moved.

use std::collections::{BTreeSet, HashMap};

use crate::atomicity;
use crate::charclass::{ByteSet, Classes};
use crate::model::{Node, RuleModel};

/// How many calls deep inlining goes (bounds the generated code).
const INLINE_DEPTH: usize = 8;

/// The fast-path rewriter for one model.
pub struct Optimizer<'m> {
    rules: HashMap<&'m str, &'m RuleModel>,
    recursive: &'m BTreeSet<String>,
    classes: &'m Classes<'m>,
}

impl<'m> Optimizer<'m> {
    /// A rewriter over `rules`; `recursive` names the rules that can call themselves
    /// (never inlined).
    pub fn new(
        rules: &'m [RuleModel],
        recursive: &'m BTreeSet<String>,
        classes: &'m Classes<'m>,
    ) -> Self {
        Optimizer {
            rules: rules.iter().map(|r| (r.name.as_str(), r)).collect(),
            recursive,
            classes,
        }
    }

    /// The fast form of `node`.
    pub fn fast(&self, node: &Node) -> Node {
        self.simplify(self.inline(node, 0))
    }

    /// The fast form of a repetition whose extent alone is needed (a list field's):
    /// as [`Optimizer::fast`], and `(s ~ b*)*` becomes `(s ~ (b | s)*)?` (see
    /// [`Optimizer::separated_tail`]).
    pub fn fast_extent(&self, repetition: &Node) -> Node {
        let fast = self.fast(repetition);
        if let Node::Rep {
            body,
            min: 0,
            max: None,
        } = &fast
        {
            if let Some(tail) = self.separated_tail(body) {
                return tail;
            }
        }
        fast
    }

    fn inline(&self, node: &Node, depth: usize) -> Node {
        let deeper = |n: &Node| Box::new(self.inline(n, depth));
        match node {
            Node::Call { rule, slot: None } if depth < INLINE_DEPTH => match self.inlinable(rule) {
                Some(target) => self.inline(&target.matcher, depth + 1),
                None => node.clone(),
            },
            Node::Seq(nodes) => Node::Seq(nodes.iter().map(|n| self.inline(n, depth)).collect()),
            Node::Choice(nodes) => {
                Node::Choice(nodes.iter().map(|n| self.inline(n, depth)).collect())
            }
            Node::Opt(body) => Node::Opt(deeper(body)),
            Node::Rep { body, min, max } => Node::Rep {
                body: deeper(body),
                min: *min,
                max: *max,
            },
            Node::Ahead(body) => Node::Ahead(deeper(body)),
            Node::NotAhead(body) => Node::NotAhead(deeper(body)),
            Node::Token { slot, body } => Node::Token {
                slot: *slot,
                body: deeper(body),
            },
            Node::Group { slot, body } => Node::Group {
                slot: *slot,
                body: deeper(body),
            },
            other => other.clone(),
        }
    }

    /// The rule `name` when its body may replace a call on the fast path: atomic or
    /// silent (nothing of it is stored) and not recursive.
    fn inlinable(&self, name: &str) -> Option<&'m RuleModel> {
        let rule = self.rules.get(name)?;
        // A rule that sets the atomicity of the rules it calls keeps its own frame
        // (where it sets it), unless it calls none.
        let keeps_frame = rule.sets_atomic.is_some() && {
            let mut calls = BTreeSet::new();
            rule.matcher.calls(&mut calls);
            !calls.is_empty()
        };
        (atomicity::is_transparent(rule) && !keeps_frame && !self.recursive.contains(name))
            .then_some(*rule)
    }

    fn simplify(&self, node: Node) -> Node {
        match node {
            Node::Seq(nodes) => {
                let mut flat = Vec::new();
                for node in nodes.into_iter().map(|n| self.simplify(n)) {
                    match node {
                        Node::Seq(inner) => flat.extend(inner),
                        Node::Empty => {}
                        other => flat.push(other),
                    }
                }
                let mut flat = self.merge_separated_runs(flat);
                match flat.len() {
                    0 => Node::Empty,
                    1 => flat.pop().unwrap_or_default(),
                    _ => Node::Seq(flat),
                }
            }
            Node::Choice(nodes) => {
                let mut flat = Vec::new();
                for node in nodes.into_iter().map(|n| self.simplify(n)) {
                    match node {
                        Node::Choice(inner) => flat.extend(inner),
                        other => flat.push(other),
                    }
                }
                let mut merged = self.merge_classes(flat);
                if merged.len() == 1 {
                    merged.pop().unwrap_or_default()
                } else {
                    Node::Choice(merged)
                }
            }
            Node::Opt(body) => Node::Opt(Box::new(self.simplify(*body))),
            Node::Rep { body, min, max } => Node::Rep {
                body: Box::new(self.simplify(*body)),
                min,
                max,
            },
            Node::Ahead(body) => Node::Ahead(Box::new(self.simplify(*body))),
            Node::NotAhead(body) => Node::NotAhead(Box::new(self.simplify(*body))),
            Node::Token { slot, body } => Node::Token {
                slot,
                body: Box::new(self.simplify(*body)),
            },
            Node::Group { slot, body } => Node::Group {
                slot,
                body: Box::new(self.simplify(*body)),
            },
            other => other,
        }
    }

    /// Rewrites `b* ~ (s ~ b*)*` into `(b | s)*` in a sequence, where `s` is one
    /// byte that `b` cannot start with and `b` never matches the empty string (a
    /// path: `hsegment ~ ("/" ~ hsegment)*`). Both consume the same input: at each
    /// byte the first form takes `b` if it matches, else `s` if it is there (its
    /// inner `b*` may be empty), else stops, and so does the second; but it is one
    /// loop instead of a loop per segment, which the character-class scan then
    /// turns into one scan. Only where nothing is stored (the fast matchers).
    fn merge_separated_runs(&self, parts: Vec<Node>) -> Vec<Node> {
        let mut out: Vec<Node> = Vec::with_capacity(parts.len());
        for part in parts {
            if let Some(merged) = out.last().and_then(|run| self.separated_run(run, &part)) {
                out.pop();
                out.push(merged);
            } else {
                out.push(part);
            }
        }
        out
    }

    /// `(b | s)*` when `run` is `b*` and `next` is `(s ~ b*)*` as
    /// [`Optimizer::merge_separated_runs`] requires.
    fn separated_run(&self, run: &Node, next: &Node) -> Option<Node> {
        let Node::Rep {
            body,
            min: 0,
            max: None,
        } = run
        else {
            return None;
        };
        let Node::Rep {
            body: tail,
            min: 0,
            max: None,
        } = next
        else {
            return None;
        };
        let Node::Seq(tail) = &**tail else {
            return None;
        };
        let [separator, again] = &tail[..] else {
            return None;
        };
        let separator_set = self.classes.exact(separator)?;
        let first = self.first(body, &mut Vec::new())?;
        let stores = |node: &Node| {
            let mut slots = BTreeSet::new();
            node.slots(&mut slots);
            !slots.is_empty()
        };
        if again != run || !disjoint(&first, &separator_set) || stores(run) {
            return None;
        }
        let choice = Node::Choice(vec![(**body).clone(), separator.clone()]);
        Some(self.simplify(Node::Rep {
            body: Box::new(choice),
            min: 0,
            max: None,
        }))
    }

    /// `(s ~ (b | s)*)?` when `body` is `s ~ b*` as in
    /// [`Optimizer::merge_separated_runs`] (the rest of a path after its first
    /// segment, `("/" ~ hsegment)*`): after the first `s`, both forms take `b` where
    /// it matches, else `s` where it is there, else stop.
    fn separated_tail(&self, body: &Node) -> Option<Node> {
        let Node::Seq(parts) = body else {
            return None;
        };
        let [separator, run] = &parts[..] else {
            return None;
        };
        let Node::Rep {
            body: item,
            min: 0,
            max: None,
        } = run
        else {
            return None;
        };
        let separator_set = self.classes.exact(separator)?;
        let first = self.first(item, &mut Vec::new())?;
        let mut slots = BTreeSet::new();
        body.slots(&mut slots);
        if !disjoint(&first, &separator_set) || !slots.is_empty() {
            return None;
        }
        let rest = Node::Rep {
            body: Box::new(Node::Choice(vec![(**item).clone(), separator.clone()])),
            min: 0,
            max: None,
        };
        Some(Node::Opt(Box::new(
            self.simplify(Node::Seq(vec![separator.clone(), rest])),
        )))
    }

    /// Merges each single-byte alternative into an earlier single-byte alternative
    /// when every alternative between them starts with bytes outside its set (so
    /// trying it earlier cannot take an input from them).
    fn merge_classes(&self, alternatives: Vec<Node>) -> Vec<Node> {
        let mut out: Vec<Node> = Vec::new();
        for alt in alternatives {
            let Some(set) = self.classes.exact(&alt) else {
                out.push(alt);
                continue;
            };
            let target = out
                .iter()
                .rposition(|earlier| self.classes.exact(earlier).is_some());
            let movable = target.is_some_and(|at| {
                out[at + 1..].iter().all(|between| {
                    self.first(between, &mut Vec::new())
                        .is_some_and(|first| disjoint(&first, &set))
                })
            });
            match target {
                Some(at) if movable => {
                    let mut union = self.classes.exact(&out[at]).unwrap_or([false; 128]);
                    for (cell, hit) in union.iter_mut().zip(set) {
                        *cell |= hit;
                    }
                    out[at] = class_node(&union);
                }
                _ => out.push(alt),
            }
        }
        out
    }

    /// The bytes `node` can start with, when it never matches the empty string and
    /// its first byte is always ASCII; `None` when unknown.
    fn first(&self, node: &Node, visiting: &mut Vec<String>) -> Option<ByteSet> {
        if let Some(set) = self.classes.exact(node) {
            return Some(set);
        }
        match node {
            Node::Literal(text) | Node::Insensitive(text) => {
                let b = *text.as_bytes().first()?;
                if !b.is_ascii() {
                    return None;
                }
                let mut set = [false; 128];
                set[b as usize] = true;
                if matches!(node, Node::Insensitive(_)) {
                    set[b.to_ascii_lowercase() as usize] = true;
                    set[b.to_ascii_uppercase() as usize] = true;
                }
                Some(set)
            }
            Node::Seq(parts) => self.first(parts.first()?, visiting),
            Node::Choice(alternatives) => {
                let mut set = [false; 128];
                for alt in alternatives {
                    for (cell, hit) in set.iter_mut().zip(self.first(alt, visiting)?) {
                        *cell |= hit;
                    }
                }
                Some(set)
            }
            Node::Rep { body, min, .. } if *min > 0 => self.first(body, visiting),
            Node::Token { body, .. } | Node::Group { body, .. } => self.first(body, visiting),
            Node::Call { rule, .. } if !visiting.contains(rule) => {
                visiting.push(rule.clone());
                let first = self.first(&self.rules.get(rule.as_str())?.matcher, visiting);
                visiting.pop();
                first
            }
            _ => None,
        }
    }
}

fn disjoint(a: &ByteSet, b: &ByteSet) -> bool {
    a.iter().zip(b).all(|(x, y)| !(x & y))
}

/// A node matching exactly one byte of `set`: a choice of ranges.
fn class_node(set: &ByteSet) -> Node {
    let mut ranges = Vec::new();
    let mut b = 0usize;
    while b < 128 {
        if set[b] {
            let start = b;
            while b + 1 < 128 && set[b + 1] {
                b += 1;
            }
            ranges.push(Node::Range(start as u8 as char, b as u8 as char));
        }
        b += 1;
    }
    match ranges.len() {
        1 => ranges.pop().unwrap_or_default(),
        _ => Node::Choice(ranges),
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::{load, model};

    /// `form` (a rewrite of the optimizer) of rule `name`'s body in `grammar`.
    fn rewritten(grammar: &str, name: &str, form: impl Fn(&Optimizer, &Node) -> Node) -> Node {
        let grammar = load::parse(grammar, "test.pest", PathBuf::from("test.pest")).unwrap();
        let model = model::build(&grammar, "test.pest").unwrap();
        let classes = Classes::new(&model.rules);
        let recursive = BTreeSet::new();
        let optimizer = Optimizer::new(&model.rules, &recursive, &classes);
        let rule = model.rules.iter().find(|r| r.name == name).unwrap();
        form(&optimizer, &rule.matcher)
    }

    /// The fast form of rule `name`'s body in `grammar`.
    fn fast(grammar: &str, name: &str) -> Node {
        rewritten(grammar, name, |optimizer, node| optimizer.fast(node))
    }

    /// The fast extent of rule `name`'s body, which must be a repetition.
    fn extent(grammar: &str, name: &str) -> Node {
        rewritten(grammar, name, |optimizer, node| optimizer.fast_extent(node))
    }

    /// The bytes of the one class a `Rep` of `node` scans, if it is one.
    fn scanned(node: &Node, classes: &Classes) -> Option<String> {
        let Node::Rep {
            body,
            min: 0,
            max: None,
        } = node
        else {
            return None;
        };
        let set = classes.exact(body)?;
        Some(
            (0..128u8)
                .filter(|&b| set[b as usize])
                .map(char::from)
                .collect(),
        )
    }

    #[test]
    fn a_separated_run_becomes_one_scan() {
        let grammar = "seg = @{ (\"a\" | \"b\")* }\npath = { seg ~ (\"/\" ~ seg)* }\n";
        let node = fast(grammar, "path");
        let classes = Classes::new(&[]);
        assert_eq!(scanned(&node, &classes).as_deref(), Some("/ab"), "{node:?}");
    }

    #[test]
    fn the_rest_of_a_path_is_a_separator_then_one_scan() {
        let grammar = "seg = @{ (\"a\" | \"b\")* }\nrest = { (\"/\" ~ seg)* }\n";
        let node = extent(grammar, "rest");
        let Node::Opt(body) = &node else {
            panic!("{node:?}");
        };
        let Node::Seq(parts) = &**body else {
            panic!("{node:?}");
        };
        let classes = Classes::new(&[]);
        assert_eq!(parts[0], Node::Literal("/".into()), "{node:?}");
        assert_eq!(
            scanned(&parts[1], &classes).as_deref(),
            Some("/ab"),
            "{node:?}"
        );
        // A separator the segment can start with is left alone.
        let grammar = "seg = @{ (\"a\" | \"/\")* }\nrest = { (\"/\" ~ seg)* }\n";
        assert!(matches!(extent(grammar, "rest"), Node::Rep { .. }));
    }

    #[test]
    fn a_separator_the_run_can_start_with_is_kept_apart() {
        // `/` is also a segment byte: `seg*` would take it, so nothing is merged.
        let grammar = "seg = @{ (\"a\" | \"/\")* }\npath = { seg ~ (\"/\" ~ seg)* }\n";
        assert!(matches!(fast(grammar, "path"), Node::Seq(parts) if parts.len() == 2));
    }

    #[test]
    fn a_run_that_must_match_once_is_kept_apart() {
        // `seg+` is not `seg*`: the first segment must not be empty.
        let grammar = "seg = @{ (\"a\" | \"b\")+ }\npath = { seg ~ (\"/\" ~ seg)* }\n";
        assert!(matches!(fast(grammar, "path"), Node::Seq(parts) if parts.len() == 2));
    }
}
