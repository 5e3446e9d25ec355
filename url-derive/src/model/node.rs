//! The lowered grammar expression ([`Node`]), and the one walk over it that the
//! analyses share ([`Node::walk`], [`Node::walk_mut`]).

use std::collections::{BTreeSet, HashSet};

use super::Trivia;

/// A pest built-in rule the generated code implements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Builtin {
    /// `ANY`
    Any,
    /// `SOI`
    Soi,
    /// `EOI`
    Eoi,
    /// `NEWLINE`
    Newline,
}

/// A pest stack operation that matches (or drops) without pushing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StackOp {
    /// `PEEK`
    Peek,
    /// `PEEK_ALL`
    PeekAll,
    /// `POP`
    Pop,
    /// `POP_ALL`
    PopAll,
    /// `DROP`
    Drop,
    /// `PEEK[start..end]`
    PeekSlice(i32, Option<i32>),
}

impl StackOp {
    /// True for the operations that change the stack (`POP`, `POP_ALL`, `DROP`);
    /// the others only read it.
    pub fn changes_stack(self) -> bool {
        matches!(self, StackOp::Pop | StackOp::PopAll | StackOp::Drop)
    }
}

/// A grammar expression, lowered.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Node {
    /// Matches nothing, always (an empty sequence).
    #[default]
    Empty,
    /// A literal, byte for byte.
    Literal(String),
    /// A literal, ignoring ASCII case.
    Insensitive(String),
    /// One character in an inclusive range.
    Range(char, char),
    /// A built-in rule.
    Builtin(Builtin),
    /// A rule; its value goes to `slot`, or nowhere.
    Call {
        /// The rule's name.
        rule: String,
        /// Where the value goes.
        slot: Option<usize>,
    },
    /// Matches `body` and stores its text as a token.
    Token {
        /// Where the token goes.
        slot: usize,
        /// What to match (no fields).
        body: Box<Node>,
    },
    /// Builds the group struct of `slot` from `body`, whose slots are the group's.
    Group {
        /// Where the group goes.
        slot: usize,
        /// The group's body.
        body: Box<Node>,
    },
    /// Positive lookahead (no fields inside).
    Ahead(Box<Node>),
    /// Negative lookahead (no fields inside).
    NotAhead(Box<Node>),
    /// A sequence.
    Seq(Vec<Node>),
    /// An ordered choice.
    Choice(Vec<Node>),
    /// An optional part.
    Opt(Box<Node>),
    /// A repetition, `min` to `max` times, as pest unrolls it: `min` required
    /// copies, then `max - min` optional copies each tried in turn (`e{1,3}` is
    /// `e ~ e? ~ e?`), or an open `e*` when unbounded (`e{2,}` is `e ~ e ~ e*`).
    Rep {
        /// What repeats.
        body: Box<Node>,
        /// Fewest repetitions.
        min: u32,
        /// Most repetitions, if bounded.
        max: Option<u32>,
    },
    /// Implicit whitespace and comments (pest's `skip`): `WHITESPACE*` and
    /// `(COMMENT ~ WHITESPACE*)*`, unless the rule runs atomic; the nodes of the
    /// reported ones go to the slots of [`Trivia`] (in a builder).
    Skip(Trivia),
    /// A repetition in a rule with implicit whitespace, with [`Node::Skip`] between
    /// iterations as pest lays it out: `e*` is `(e ~ (skip ~ e)*)?`, `e+` is
    /// `e ~ (skip ~ e)*`, and bounded forms are unrolled (`e{1,3}` is
    /// `e ~ skip ~ e? ~ skip ~ e?`, `e{2,}` is `e ~ skip ~ e ~ skip ~ e*`).
    Spaced {
        /// What repeats.
        body: Box<Node>,
        /// Fewest repetitions.
        min: u32,
        /// Most repetitions, if bounded.
        max: Option<u32>,
        /// `e{n,}` rather than `e+`/`e*`: the skip after the required
        /// iterations stays even when no further one follows.
        unrolled: bool,
        /// Where the skips between iterations store their nodes.
        trivia: Trivia,
    },
    /// One character with a Unicode property (pest's built-in `name`), as sorted
    /// disjoint inclusive ranges computed from pest's tables.
    Unicode {
        /// The built-in's name.
        name: String,
        /// The characters.
        ranges: Vec<(char, char)>,
    },
    /// `PUSH(body)`: matches `body` and pushes its text.
    Push(Box<Node>),
    /// `PUSH_LITERAL("text")`.
    PushLiteral(String),
    /// A stack operation.
    Stack(StackOp),
    /// Undoes the body's stack changes when it fails (pest's `restore_on_err`).
    Restore(Box<Node>),
}

impl Node {
    /// The nodes directly inside this one, in order (none for a leaf or a call).
    pub fn children(&self) -> &[Node] {
        match self {
            Node::Seq(nodes) | Node::Choice(nodes) => nodes,
            Node::Opt(body)
            | Node::Rep { body, .. }
            | Node::Spaced { body, .. }
            | Node::Push(body)
            | Node::Restore(body)
            | Node::Ahead(body)
            | Node::NotAhead(body)
            | Node::Token { body, .. }
            | Node::Group { body, .. } => std::slice::from_ref(&**body),
            _ => &[],
        }
    }

    /// [`Node::children`], to change.
    pub fn children_mut(&mut self) -> &mut [Node] {
        match self {
            Node::Seq(nodes) | Node::Choice(nodes) => nodes,
            Node::Opt(body)
            | Node::Rep { body, .. }
            | Node::Spaced { body, .. }
            | Node::Push(body)
            | Node::Restore(body)
            | Node::Ahead(body)
            | Node::NotAhead(body)
            | Node::Token { body, .. }
            | Node::Group { body, .. } => std::slice::from_mut(&mut **body),
            _ => &mut [],
        }
    }

    /// Calls `visit` on this node and, depth first in input order, on the nodes
    /// inside it; the nodes inside a node are visited only where `visit` returns
    /// true for it.
    pub fn walk<'n>(&'n self, visit: &mut impl FnMut(&'n Node) -> bool) {
        if visit(self) {
            self.children().iter().for_each(|child| child.walk(visit));
        }
    }

    /// [`Node::walk`], to change: `visit` changes a node before the nodes inside it
    /// are visited.
    pub fn walk_mut(&mut self, visit: &mut impl FnMut(&mut Node) -> bool) {
        if visit(self) {
            self.children_mut()
                .iter_mut()
                .for_each(|child| child.walk_mut(visit));
        }
    }

    /// True when `found` holds for this node or any node inside it.
    pub fn any(&self, found: impl Fn(&Node) -> bool) -> bool {
        self.any_within(|_| true, found)
    }

    /// True when `found` holds for this node or a node inside it, looking inside
    /// only the nodes for which `within` holds.
    pub fn any_within(
        &self,
        within: impl Fn(&Node) -> bool,
        found: impl Fn(&Node) -> bool,
    ) -> bool {
        let mut any = false;
        self.walk(&mut |node| {
            any = any || found(node);
            !any && within(node)
        });
        any
    }

    /// Every slot of the enclosing composite that this node assigns (not those of
    /// nested groups, which belong to the group, nor inside lookaheads).
    pub fn slots(&self, out: &mut BTreeSet<usize>) {
        self.walk(&mut |node| match node {
            Node::Call {
                slot: Some(slot), ..
            } => {
                out.insert(*slot);
                true
            }
            Node::Group { slot, .. } => {
                out.insert(*slot);
                false
            }
            // A token's body stores nothing but the nodes of its skips.
            Node::Token { slot, .. } => {
                out.insert(*slot);
                true
            }
            Node::Skip(trivia) | Node::Spaced { trivia, .. } => {
                out.extend(trivia.slots());
                true
            }
            Node::Ahead(_) | Node::NotAhead(_) => false,
            _ => true,
        });
    }

    /// The slot this node stores its own value into: a rule call's with a slot, a
    /// token's or a group's.
    pub fn value_slot(&self) -> Option<usize> {
        match self {
            Node::Call {
                slot: Some(slot), ..
            }
            | Node::Token { slot, .. }
            | Node::Group { slot, .. } => Some(*slot),
            _ => None,
        }
    }

    /// How many nodes in `self` store their value into `slot` ([`Node::value_slot`]),
    /// looking inside only the nodes for which `within` holds (and never inside a
    /// storing node, whose body stores the values of its own composite).
    pub fn stores(&self, slot: usize, within: impl Fn(&Node) -> bool) -> usize {
        let mut count = 0;
        self.walk(&mut |node| match node.value_slot() {
            Some(stored) => {
                count += usize::from(stored == slot);
                false
            }
            None => within(node),
        });
        count
    }

    /// The names of every rule this node calls, lookaheads included.
    pub fn calls(&self, out: &mut BTreeSet<String>) {
        self.walk(&mut |node| {
            if let Node::Call { rule, .. } = node {
                out.insert(rule.clone());
            }
            true
        });
    }

    /// The node with every slot number `s` of the enclosing composite replaced by
    /// `map(s)` (not inside the bodies of groups and tokens, nor in lookaheads).
    pub(super) fn remap(mut self, map: &impl Fn(usize) -> usize) -> Node {
        self.walk_mut(&mut |node| match node {
            Node::Call { slot, .. } => {
                *slot = slot.map(map);
                true
            }
            Node::Token { slot, .. } | Node::Group { slot, .. } => {
                *slot = map(*slot);
                false
            }
            Node::Skip(trivia) | Node::Spaced { trivia, .. } => {
                *trivia = trivia.remap(map);
                true
            }
            Node::Ahead(_) | Node::NotAhead(_) => false,
            _ => true,
        });
        self
    }
}

impl Node {
    /// True when `self` may match the empty input, `nullable` answering for the
    /// rules it calls.
    pub fn may_be_empty(&self, nullable: &HashSet<String>) -> bool {
        let empty = |n: &Node| n.may_be_empty(nullable);
        match self {
            Node::Empty
            | Node::Ahead(_)
            | Node::NotAhead(_)
            | Node::Opt(_)
            | Node::Skip(_)
            | Node::PushLiteral(_)
            | Node::Stack(_) => true,
            Node::Literal(text) | Node::Insensitive(text) => text.is_empty(),
            Node::Range(..) | Node::Unicode { .. } => false,
            Node::Builtin(builtin) => matches!(builtin, Builtin::Soi | Builtin::Eoi),
            Node::Call { rule, .. } => nullable.contains(rule),
            Node::Token { body, .. }
            | Node::Group { body, .. }
            | Node::Push(body)
            | Node::Restore(body) => empty(body),
            Node::Seq(parts) => parts.iter().all(empty),
            Node::Choice(alternatives) => alternatives.iter().any(empty),
            Node::Rep { body, min, .. } | Node::Spaced { body, min, .. } => {
                *min == 0 || empty(body)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A storing node counts once and hides the slots of its body; `within`
    /// decides which other nodes are looked into.
    #[test]
    fn stores_counts_the_storing_nodes_where_it_looks() {
        let token = Node::Token {
            slot: 1,
            body: Box::new(call("x", Some(0))),
        };
        let node = Node::Seq(vec![
            call("x", Some(0)),
            Node::Opt(Box::new(call("x", Some(0)))),
            Node::Ahead(Box::new(call("x", Some(0)))),
            token,
            call("y", None),
        ]);
        assert_eq!(node.stores(0, |_| true), 3);
        assert_eq!(node.stores(1, |_| true), 1);
        assert_eq!(node.stores(0, |n| matches!(n, Node::Seq(_))), 1);
        assert_eq!(node.stores(2, |_| true), 0);
        assert_eq!(call("y", None).value_slot(), None);
        assert_eq!(call("x", Some(4)).value_slot(), Some(4));
    }

    fn call(rule: &str, slot: Option<usize>) -> Node {
        Node::Call {
            rule: rule.to_owned(),
            slot,
        }
    }

    /// `a ~ &b ~ {group: c}` with slots 0 (`a`) and 1 (the group, whose `c` is its
    /// own slot 0).
    fn sample() -> Node {
        Node::Seq(vec![
            call("a", Some(0)),
            Node::Ahead(Box::new(call("b", None))),
            Node::Group {
                slot: 1,
                body: Box::new(call("c", Some(0))),
            },
        ])
    }

    /// The walk visits in input order and goes inside a node only where the visit
    /// says so.
    #[test]
    fn the_walk_goes_inside_where_asked() {
        let node = sample();
        let mut every = Vec::new();
        node.walk(&mut |node| {
            if let Node::Call { rule, .. } = node {
                every.push(rule.as_str());
            }
            true
        });
        assert_eq!(every, ["a", "b", "c"]);
        let mut outside_lookaheads = Vec::new();
        node.walk(&mut |node| {
            if let Node::Call { rule, .. } = node {
                outside_lookaheads.push(rule.as_str());
            }
            !matches!(node, Node::Ahead(_))
        });
        assert_eq!(outside_lookaheads, ["a", "c"]);
        assert!(node.any(|node| matches!(node, Node::Call { rule, .. } if rule == "c")));
        assert!(!node.any_within(
            |node| !matches!(node, Node::Group { .. }),
            |node| matches!(node, Node::Call { rule, .. } if rule == "c")
        ));
    }

    /// A composite's slots are its own: not those inside its groups, which are the
    /// group's, nor anything inside lookaheads; `remap` changes only those.
    #[test]
    fn slots_and_remap_stay_outside_groups() {
        let mut slots = BTreeSet::new();
        sample().slots(&mut slots);
        assert_eq!(slots.into_iter().collect::<Vec<_>>(), [0, 1]);
        let remapped = sample().remap(&|slot| slot + 10);
        let Node::Seq(parts) = &remapped else {
            panic!("{remapped:?}")
        };
        assert_eq!(parts[0], call("a", Some(10)));
        assert_eq!(
            parts[2],
            Node::Group {
                slot: 11,
                body: Box::new(call("c", Some(0))),
            }
        );
        let mut calls = BTreeSet::new();
        remapped.calls(&mut calls);
        assert_eq!(calls.into_iter().collect::<Vec<_>>(), ["a", "b", "c"]);
    }
}
