//! Implicit whitespace in lowering: the skips pest puts between the parts of a
//! sequence, and the fields that hold the `WHITESPACE` and `COMMENT` nodes pest
//! reports for them.

use pest_meta::ast::RuleType;

use super::{Collect, Lowerer};
use crate::load::GrammarRule;
use crate::model::{is_trivia, Mult, Node, RuleRef, SlotType, Trivia};

impl Lowerer<'_> {
    /// Whether pest reports nodes of `WHITESPACE` and `COMMENT` (in that order)
    /// where it skips them: the rule is in the grammar and is not silent, or is
    /// silent and reaches `$` or `!` rules, which report inside its atomic body.
    pub(super) fn reported_trivia_rules(&self, rules: &[GrammarRule]) -> [bool; 2] {
        ["WHITESPACE", "COMMENT"].map(|name| {
            rules.iter().any(|rule| {
                rule.name == name
                    && (rule.ty != RuleType::Silent || {
                        let was = self.atomic.replace(true);
                        let data = self.has_data(&rule.expr, &mut vec![rule.name.clone()]);
                        self.atomic.set(was);
                        data
                    })
            })
        })
    }

    /// True when `rule`'s body skips implicit whitespace: the grammar has some and
    /// the rule is neither atomic nor whitespace itself.
    pub(super) fn spaced(&self, rule: &GrammarRule) -> bool {
        self.skips
            && !is_trivia(&rule.name)
            && matches!(
                rule.ty,
                RuleType::Normal | RuleType::Silent | RuleType::NonAtomic
            )
    }

    /// The sequence of `parts`, with implicit whitespace between them where
    /// `rule` skips it.
    pub(super) fn seq(&self, rule: &GrammarRule, parts: Vec<Node>) -> Node {
        if !self.spaced(rule) {
            return Node::Seq(parts);
        }
        let mut spaced = Vec::with_capacity(parts.len() * 2);
        for (i, part) in parts.into_iter().enumerate() {
            if i > 0 {
                spaced.push(Node::Skip(Trivia::default()));
            }
            spaced.push(part);
        }
        Node::Seq(spaced)
    }

    /// True when pest reports nodes of the implicit skips between the parts of
    /// `rule`'s sequences in the rule being lowered: a data-free part and a
    /// choice around such a skip are no variant of their own.
    pub(super) fn trivia_between(&self, rule: &GrammarRule) -> bool {
        self.stores_trivia.get() && self.spaced(rule)
    }

    /// `body` (of the composite `collect` builds) with its implicit skips storing
    /// the nodes pest reports for them: where the rule being lowered skips and
    /// reports skipped nodes, and `body` skips at its own level (outside the
    /// groups it builds, which hold their own, and outside lookaheads, where pest
    /// makes no node), the composite gets a list field per reported `WHITESPACE`
    /// and `COMMENT` ([`Lowerer::reported_trivia_rules`]), after its other fields,
    /// named after the rule: a `Vec`.
    pub(super) fn store_trivia(&self, collect: &mut Collect, body: Node) -> Node {
        if !self.stores_trivia.get() || !skips_here(&body) {
            return body;
        }
        let [whitespace, comment] =
            [("WHITESPACE", "whitespace"), ("COMMENT", "comment")].map(|(rule, field)| {
                self.reported_trivia[usize::from(rule == "COMMENT")].then(|| {
                    let slot = collect.add(field, SlotType::Rule(RuleRef::new(rule)), Mult::Many);
                    // A `Vec`: the skip function every rule shares pushes onto it.
                    collect.composite.slots[slot].boxed = true;
                    slot
                })
            });
        let trivia = Trivia {
            whitespace,
            comment,
        };
        collect.composite.trivia = trivia;
        with_trivia(body, trivia)
    }
}

/// True when a node skips at its own level: outside the groups it builds (which
/// hold their own skipped nodes) and outside lookaheads (where pest makes no
/// node); the walk goes no deeper than that.
fn own_level(node: &Node) -> bool {
    !matches!(
        node,
        Node::Group { .. } | Node::Ahead(_) | Node::NotAhead(_)
    )
}

/// True when `node` skips implicitly at its own level ([`own_level`]).
fn skips_here(node: &Node) -> bool {
    node.any_within(own_level, |node| {
        matches!(node, Node::Skip(_) | Node::Spaced { .. })
    })
}

/// `node` with the skips at its own level ([`own_level`]) storing into `trivia`.
fn with_trivia(mut node: Node, trivia: Trivia) -> Node {
    node.walk_mut(&mut |node| {
        match node {
            Node::Skip(stored) | Node::Spaced { trivia: stored, .. } => *stored = trivia,
            _ => {}
        }
        own_level(node)
    });
    node
}
