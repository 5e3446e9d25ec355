//! Rewrites lowered rule bodies for the fast path, which records no expectations:
//! calls of atomic and silent rules are inlined, nested sequences and choices are
//! flattened, and single-byte alternatives of a choice merge into one character
//! class wherever that cannot change which alternative wins. The language and the
//! tree stay the same; parts that store values (slots) are never moved.

use std::collections::{BTreeSet, HashMap};

use crate::charclass::{ByteSet, Classes};
use crate::model::{Node, RuleModel, Shape};

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
        let transparent = rule.atomic || matches!(rule.shape, Shape::Silent);
        (transparent && !self.recursive.contains(name)).then_some(*rule)
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
