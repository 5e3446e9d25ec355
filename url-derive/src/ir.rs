//! The parser IR: how each rule's body is matched, between the typed model and
//! emission. A rule's [`Node`] body is lowered one to one into an [`Ir`] tree
//! ([`Ir::from`]); the passes of [`crate::passes`] then rewrite it, replacing shapes
//! they can match faster by the nodes below the general ones ([`Ir::Class`],
//! [`Ir::Scan`], ... [`Ir::LabelsFirst`]), and the emitters of [`crate::parser_gen`]
//! lower every node mechanically.
//!
//! Invariants (what the passes keep and the emitters rely on):
//!
//! - an `Ir` matches exactly the language of the `Node` it came from, with PEG's
//!   semantics (ordered choice, greedy repetition), and stores the same values into
//!   the same slots;
//! - the fast-path nodes ([`Ir::Class`] to [`Ir::Runs`]) store nothing; the
//!   building nodes ([`Ir::ListExtent`], [`Ir::ListThenLeaf`], [`Ir::Returning`],
//!   [`Ir::SharedCall`]) appear only in a builder's program, [`Ir::LabelsFirst`]
//!   only in a recorder's;
//! - a byte set is ASCII only: a node matching a class matches exactly one byte.

use std::collections::BTreeSet;

use crate::byteset::ByteSet;
use crate::model::{Builtin, Node, StackOp, Trivia};

/// One node of a rule's matching program.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Ir {
    /// Matches nothing, always.
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
    /// Matches `body` and stores its text as a token into `slot`.
    Token {
        /// Where the token goes.
        slot: usize,
        /// What to match (stores nothing).
        body: Box<Ir>,
    },
    /// Builds the group of `slot` from `body`, whose slots are the group's.
    Group {
        /// Where the group goes.
        slot: usize,
        /// The group's body.
        body: Box<Ir>,
    },
    /// Positive lookahead.
    Ahead(Box<Ir>),
    /// Negative lookahead.
    NotAhead(Box<Ir>),
    /// A sequence.
    Seq(Vec<Ir>),
    /// An ordered choice.
    Choice(Vec<Ir>),
    /// An optional part.
    Opt(Box<Ir>),
    /// A repetition, `min` to `max` times, with the meaning of pest's unrolled
    /// copies: `min` required copies (`e ~ e`), then, when bounded, `max - min`
    /// optional ones (`e? ~ e?`), each tried whatever the one before it matched or
    /// failed; when unbounded, an open tail (`e*`) that ends where an iteration
    /// fails or matches nothing.
    Rep {
        /// What repeats.
        body: Box<Ir>,
        /// Fewest repetitions.
        min: u32,
        /// Most repetitions, if bounded.
        max: Option<u32>,
    },
    /// pest's implicit whitespace and comments (see [`Node::Skip`]), storing the
    /// values of the reported ones into the slots of the [`Trivia`].
    Skip(Trivia),
    /// A repetition with implicit whitespace between iterations (see
    /// [`Node::Spaced`]).
    Spaced {
        /// What repeats.
        body: Box<Ir>,
        /// Fewest repetitions.
        min: u32,
        /// Most repetitions, if bounded.
        max: Option<u32>,
        /// `e{n,}` rather than `e+`/`e*`.
        unrolled: bool,
        /// Where the skips between iterations store their nodes.
        trivia: Trivia,
    },
    /// One character with a Unicode property.
    Unicode {
        /// The built-in's name.
        name: String,
        /// The characters, as sorted disjoint inclusive ranges.
        ranges: Vec<(char, char)>,
    },
    /// `PUSH(body)`.
    Push(Box<Ir>),
    /// `PUSH_LITERAL("text")`.
    PushLiteral(String),
    /// A stack operation.
    Stack(StackOp),
    /// Undoes the body's stack changes when it fails.
    Restore(Box<Ir>),

    /// One byte of a set (a byte table).
    Class(ByteSet),
    /// A run of bytes of a set, at least `min` long (`C*`, `C+`, `C{n,}`).
    Scan {
        /// The bytes of the run.
        class: ByteSet,
        /// Fewest bytes.
        min: u32,
    },
    /// `(!S ~ ANY)*` where `S` matches exactly at the bytes of `stop`: the run of
    /// characters up to the next byte of `stop`, at least `min` (0 or 1) long.
    ScanUntil {
        /// The bytes the run stops at.
        stop: ByteSet,
        /// Fewest characters.
        min: u32,
    },
    /// `(!PEEK ~ ANY)*`: the run of characters up to the next place the top of
    /// pest's stack matches (to the end of the input when the stack is empty), at
    /// least `min` (0 or 1) long.
    ScanUntilPeek {
        /// Fewest characters.
        min: u32,
    },
    /// `(C | rest)*`: scan the run of `C`, then try `rest` once, again and again.
    ScanThen {
        /// The class tried first.
        class: ByteSet,
        /// The other alternatives (a choice).
        rest: Box<Ir>,
    },
    /// `(C | e₁ ~ … ~ eₙ)*` (or `+`, `min` 1): the run of bytes of `C` and escapes
    /// of one byte of each `eᵢ`, in one `url_runtime::Escaped` step, perhaps
    /// stopping at a literal.
    Escaped {
        /// `C`.
        class: ByteSet,
        /// `e₁ … eₙ`, 2 to 4 of them, `e₁` sharing no byte with `C` or the others.
        escape: Vec<ByteSet>,
        /// Fewest steps: 0 or 1.
        min: u32,
        /// A literal the run stops at, `(!"lit" ~ (C | e₁ ~ … ~ eₙ))*`: no longer
        /// than the escape, starting with a byte of `e₁`.
        except: Option<String>,
    },
    /// `(A* ~ B)*` for disjoint classes: the run of `A | B` up to its last `B`.
    RunToLast {
        /// `A | B`.
        run: ByteSet,
        /// `B`.
        last: ByteSet,
    },
    /// `C*` or `C+` (`min` 0 or 1) with pest's implicit skip, the run of a class
    /// `W`, between iterations (see [`crate::passes::spaced_runs`]): where the
    /// state is atomic the run of `C`, else the run of `C | W` from a first byte of
    /// `C` up to its last byte of `C`.
    SpacedRun {
        /// `C`.
        class: ByteSet,
        /// `C | W`.
        run: ByteSet,
        /// Fewest iterations, 0 or 1.
        min: u32,
    },
    /// `(a ~ m ~ s)* ~ b ~ m` in one loop, `a` and `b` single bytes (`b`'s among
    /// `a`'s): items separated by `s`, the last one starting with `b`.
    ItemsThenLast {
        /// The bytes `a` matches.
        every: ByteSet,
        /// `m`, as a sequence.
        middle: Box<Ir>,
        /// `s`.
        separator: Box<Ir>,
        /// The bytes `b` matches.
        last: ByteSet,
    },
    /// [`Ir::ItemsThenLast`] whose middle is [`Ir::RunToLast`] and whose separator
    /// is a class outside the run: one `url_runtime::Labels` step (a dotted name).
    Labels(Box<LabelSets>),
    /// A sequence of single bytes and runs of byte classes in one
    /// `url_runtime::Runs` step: each part's class, and `None` for one byte or
    /// `Some(min)` for the longest run of at least `min` bytes.
    Runs(Vec<(ByteSet, Option<u32>)>),
    /// An ordered choice dispatched on the byte at the position: the arm whose
    /// bytes hold it runs, else `otherwise` (for any other byte and at the end of
    /// the input).
    Dispatch {
        /// Disjoint byte sets, each with the choice of the alternatives that can
        /// start with one of its bytes, in their order.
        arms: Vec<(ByteSet, Ir)>,
        /// The choice of the alternatives whose first bytes are unknown.
        otherwise: Box<Ir>,
    },
    /// Builds a lazy list into `slot`: matches `extent`, the repetition without
    /// its values, and records where it is.
    ListExtent {
        /// The list's slot.
        slot: usize,
        /// The repetition, storing nothing.
        extent: Box<Ir>,
    },
    /// A list of items followed by a leaf rule matched in one loop `items` (an
    /// [`Ir::ItemsThenLast`] or [`Ir::Labels`]), which says where the last item
    /// (the leaf) starts.
    ListThenLeaf {
        /// The list's slot.
        list_slot: usize,
        /// The leaf's slot.
        leaf_slot: usize,
        /// The leaf rule's type name.
        leaf_type: String,
        /// The loop over the items and the leaf.
        items: Box<Ir>,
    },
    /// An enum body whose variants are returned as soon as they are complete.
    Returning(Vec<ReturningAlt>),
    /// Consecutive alternatives of a builder's choice that each start by building
    /// `rule` (see [`crate::passes::shared_call`]): the rule is built once, then
    /// each alternative's rest is tried in turn after it, and the one that
    /// matches takes the value.
    SharedCall {
        /// The rule every alternative starts with.
        rule: String,
        /// The alternatives, in their order.
        alternatives: Vec<SharedAlt>,
    },
    /// A recorder that tries `labels` (an [`Ir::Labels`]) first, where a match of
    /// it records nothing, and runs `otherwise` only where it fails.
    LabelsFirst {
        /// The one-step form.
        labels: Box<Ir>,
        /// The recording body.
        otherwise: Box<Ir>,
    },
}

/// One alternative of [`Ir::SharedCall`]: the rule's call storing into `slot`,
/// then `rest`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedAlt {
    /// `Some(group)`: the alternative is the group of slot `group`, a struct whose
    /// body starts with the call; `slot` and `rest`'s slots are then the group's.
    pub group: Option<usize>,
    /// Where the rule's value goes.
    pub slot: usize,
    /// What follows the call in the alternative (it does not store into `slot`).
    pub rest: Ir,
}

impl SharedAlt {
    /// The alternative as written: the call, then the rest (in its group).
    pub fn written(&self, rule: &str) -> Ir {
        let call = Ir::Call {
            rule: rule.to_owned(),
            slot: Some(self.slot),
        };
        let body = match &self.rest {
            Ir::Empty => call,
            Ir::Seq(parts) => Ir::Seq([call].into_iter().chain(parts.iter().cloned()).collect()),
            rest => Ir::Seq(vec![call, rest.clone()]),
        };
        match self.group {
            Some(slot) => Ir::Group {
                slot,
                body: Box::new(body),
            },
            None => body,
        }
    }
}

/// The byte classes of an [`Ir::Labels`] step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LabelSets {
    /// A label's first bytes.
    pub first: ByteSet,
    /// The bytes inside a label.
    pub run: ByteSet,
    /// The bytes a label ends with.
    pub last: ByteSet,
    /// The separator's bytes.
    pub separator: ByteSet,
    /// The last label's first bytes.
    pub last_first: ByteSet,
}

/// One alternative of [`Ir::Returning`]: `(head | head ...) ~ tail`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReturningAlt {
    /// Each a variant: a [`Ir::Call`] storing into a slot, or an [`Ir::Token`].
    pub heads: Vec<Ir>,
    /// What must follow the head (a sequence storing nothing).
    pub tail: Ir,
}

impl From<&Node> for Ir {
    fn from(node: &Node) -> Ir {
        let lower = |body: &Node| Box::new(Ir::from(body));
        match node {
            Node::Empty => Ir::Empty,
            Node::Literal(text) => Ir::Literal(text.clone()),
            Node::Insensitive(text) => Ir::Insensitive(text.clone()),
            Node::Range(lo, hi) => Ir::Range(*lo, *hi),
            Node::Builtin(builtin) => Ir::Builtin(*builtin),
            Node::Call { rule, slot } => Ir::Call {
                rule: rule.clone(),
                slot: *slot,
            },
            Node::Token { slot, body } => Ir::Token {
                slot: *slot,
                body: lower(body),
            },
            Node::Group { slot, body } => Ir::Group {
                slot: *slot,
                body: lower(body),
            },
            Node::Ahead(body) => Ir::Ahead(lower(body)),
            Node::NotAhead(body) => Ir::NotAhead(lower(body)),
            Node::Seq(nodes) => Ir::Seq(nodes.iter().map(Ir::from).collect()),
            Node::Choice(nodes) => Ir::Choice(nodes.iter().map(Ir::from).collect()),
            Node::Opt(body) => Ir::Opt(lower(body)),
            Node::Rep { body, min, max } => Ir::Rep {
                body: lower(body),
                min: *min,
                max: *max,
            },
            Node::Skip(trivia) => Ir::Skip(*trivia),
            Node::Spaced {
                body,
                min,
                max,
                unrolled,
                trivia,
            } => Ir::Spaced {
                body: lower(body),
                min: *min,
                max: *max,
                unrolled: *unrolled,
                trivia: *trivia,
            },
            Node::Unicode { name, ranges } => Ir::Unicode {
                name: name.clone(),
                ranges: ranges.clone(),
            },
            Node::Push(body) => Ir::Push(lower(body)),
            Node::PushLiteral(text) => Ir::PushLiteral(text.clone()),
            Node::Stack(op) => Ir::Stack(*op),
            Node::Restore(body) => Ir::Restore(lower(body)),
        }
    }
}

impl Ir {
    /// The body and fewest iterations of an unbounded repetition that needs at
    /// most one iteration (`e*`, `e+`): where every iteration consumes at least
    /// one byte, such a run matches the same as a run of at least `min` bytes,
    /// which is what lets a pass replace it by a byte search.
    pub fn as_open_run(&self) -> Option<(&Ir, u32)> {
        match self {
            Ir::Rep {
                body,
                min: min @ (0 | 1),
                max: None,
            } => Some((body, *min)),
            _ => None,
        }
    }

    /// The node with `f` applied to each of its direct children.
    pub fn map_children(self, mut f: impl FnMut(Ir) -> Ir) -> Ir {
        let mut boxed = |body: Box<Ir>| Box::new(f(*body));
        match self {
            Ir::Token { slot, body } => Ir::Token {
                slot,
                body: boxed(body),
            },
            Ir::Group { slot, body } => Ir::Group {
                slot,
                body: boxed(body),
            },
            Ir::Ahead(body) => Ir::Ahead(boxed(body)),
            Ir::NotAhead(body) => Ir::NotAhead(boxed(body)),
            Ir::Opt(body) => Ir::Opt(boxed(body)),
            Ir::Rep { body, min, max } => Ir::Rep {
                body: boxed(body),
                min,
                max,
            },
            Ir::Spaced {
                body,
                min,
                max,
                unrolled,
                trivia,
            } => Ir::Spaced {
                body: boxed(body),
                min,
                max,
                unrolled,
                trivia,
            },
            Ir::Push(body) => Ir::Push(boxed(body)),
            Ir::Restore(body) => Ir::Restore(boxed(body)),
            Ir::ScanThen { class, rest } => Ir::ScanThen {
                class,
                rest: boxed(rest),
            },
            Ir::ItemsThenLast {
                every,
                middle,
                separator,
                last,
            } => Ir::ItemsThenLast {
                every,
                middle: boxed(middle),
                separator: boxed(separator),
                last,
            },
            Ir::ListExtent { slot, extent } => Ir::ListExtent {
                slot,
                extent: boxed(extent),
            },
            Ir::ListThenLeaf {
                list_slot,
                leaf_slot,
                leaf_type,
                items,
            } => Ir::ListThenLeaf {
                list_slot,
                leaf_slot,
                leaf_type,
                items: boxed(items),
            },
            Ir::LabelsFirst { labels, otherwise } => Ir::LabelsFirst {
                labels: boxed(labels),
                otherwise: boxed(otherwise),
            },
            Ir::Dispatch { arms, otherwise } => {
                let arms = arms
                    .into_iter()
                    .map(|(bytes, body)| (bytes, f(body)))
                    .collect();
                Ir::Dispatch {
                    arms,
                    otherwise: Box::new(f(*otherwise)),
                }
            }
            Ir::Seq(nodes) => Ir::Seq(nodes.into_iter().map(f).collect()),
            Ir::Choice(nodes) => Ir::Choice(nodes.into_iter().map(f).collect()),
            Ir::Returning(alternatives) => Ir::Returning(
                alternatives
                    .into_iter()
                    .map(|alt| ReturningAlt {
                        heads: alt.heads.into_iter().map(&mut f).collect(),
                        tail: f(alt.tail),
                    })
                    .collect(),
            ),
            Ir::SharedCall { rule, alternatives } => Ir::SharedCall {
                rule,
                alternatives: alternatives
                    .into_iter()
                    .map(|alt| SharedAlt {
                        rest: f(alt.rest),
                        ..alt
                    })
                    .collect(),
            },
            leaf => leaf,
        }
    }

    /// Rewrites every node with `f`, parents first: `f` sees a node before its
    /// children, and the children of what it returns are rewritten next.
    pub fn map_top_down(self, f: &mut impl FnMut(Ir) -> Ir) -> Ir {
        f(self).map_children(|child| child.map_top_down(f))
    }

    /// Rewrites every node with `f`, children first: `f` sees a node whose
    /// children are rewritten already.
    pub fn map_bottom_up(self, f: &mut impl FnMut(Ir) -> Ir) -> Ir {
        let node = self.map_children(|child| child.map_bottom_up(f));
        f(node)
    }

    /// Every direct child of the node.
    pub fn children(&self) -> Vec<&Ir> {
        match self {
            Ir::Token { body, .. }
            | Ir::Group { body, .. }
            | Ir::Ahead(body)
            | Ir::NotAhead(body)
            | Ir::Opt(body)
            | Ir::Rep { body, .. }
            | Ir::Spaced { body, .. }
            | Ir::Push(body)
            | Ir::Restore(body)
            | Ir::ScanThen { rest: body, .. }
            | Ir::ListExtent { extent: body, .. }
            | Ir::ListThenLeaf { items: body, .. } => vec![body],
            Ir::ItemsThenLast {
                middle, separator, ..
            } => vec![middle, separator],
            Ir::LabelsFirst { labels, otherwise } => vec![labels, otherwise],
            Ir::Dispatch { arms, otherwise } => arms
                .iter()
                .map(|(_, body)| body)
                .chain([&**otherwise])
                .collect(),
            Ir::Seq(nodes) | Ir::Choice(nodes) => nodes.iter().collect(),
            Ir::Returning(alternatives) => alternatives
                .iter()
                .flat_map(|alt| alt.heads.iter().chain([&alt.tail]))
                .collect(),
            Ir::SharedCall { alternatives, .. } => {
                alternatives.iter().map(|alt| &alt.rest).collect()
            }
            _ => Vec::new(),
        }
    }

    /// Every slot of the enclosing composite that this node assigns (not those of
    /// nested groups, which belong to the group).
    pub fn slots(&self, out: &mut BTreeSet<usize>) {
        match self {
            Ir::Call {
                slot: Some(slot), ..
            }
            | Ir::Group { slot, .. }
            | Ir::ListExtent { slot, .. } => {
                out.insert(*slot);
            }
            // A token's body stores nothing but the nodes of its skips.
            Ir::Token { slot, body } => {
                out.insert(*slot);
                body.slots(out);
            }
            Ir::Skip(trivia) => out.extend(trivia.slots()),
            Ir::Spaced { body, trivia, .. } => {
                out.extend(trivia.slots());
                body.slots(out);
            }
            Ir::ListThenLeaf {
                list_slot,
                leaf_slot,
                ..
            } => {
                out.insert(*list_slot);
                out.insert(*leaf_slot);
            }
            // A group alternative's rest stores into the group's own slots.
            Ir::SharedCall { alternatives, .. } => {
                for alt in alternatives {
                    match alt.group {
                        Some(group) => {
                            out.insert(group);
                        }
                        None => {
                            out.insert(alt.slot);
                            alt.rest.slots(out);
                        }
                    }
                }
            }
            Ir::Ahead(_) | Ir::NotAhead(_) => {}
            other => other.children().into_iter().for_each(|c| c.slots(out)),
        }
    }

    /// True when the node stores no value.
    pub fn stores_nothing(&self) -> bool {
        let mut slots = BTreeSet::new();
        self.slots(&mut slots);
        slots.is_empty()
    }

    /// The node matching the same input and storing nothing: calls store nowhere,
    /// tokens and groups become their bodies.
    pub fn without_slots(self) -> Ir {
        match self {
            Ir::Call { rule, .. } => Ir::Call { rule, slot: None },
            Ir::Token { body, .. } | Ir::Group { body, .. } => body.without_slots(),
            Ir::SharedCall { rule, alternatives } => Ir::Choice(
                alternatives
                    .iter()
                    .map(|alt| alt.written(&rule).without_slots())
                    .collect(),
            ),
            Ir::Skip(_) => Ir::Skip(Trivia::default()),
            Ir::Spaced {
                body,
                min,
                max,
                unrolled,
                ..
            } => Ir::Spaced {
                body: Box::new(body.without_slots()),
                min,
                max,
                unrolled,
                trivia: Trivia::default(),
            },
            other => other.map_children(Ir::without_slots),
        }
    }
}

#[cfg(test)]
mod tests;
