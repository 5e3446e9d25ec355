//! [`walk_rules`]: every node of a tree that stands for a rule, in input order,
//! and the [`Walker`] that carries it from node to node.

use crate::{Node, Span};

/// Calls `visit` with the rule name and span of `node` and of every node below it
/// that stands for a rule, in input order (parents before children) — the same
/// sequence pest's `Pairs::flatten` yields for the same parse.
///
/// Nothing is copied. Each node is reached through its own
/// [`Node::walk_rules_with`]: a generated type's knows its parts' types, so from
/// the root down the walk calls nothing through `dyn` but `visit`. It moves to a
/// fresh stack segment when the current one runs short, so a deep tree cannot
/// overflow the stack.
pub fn walk_rules<'i>(node: &dyn Node<'i>, visit: &mut dyn FnMut(&'static str, Span)) {
    Walker { visit, depth: 0 }.dyn_part(node);
}

/// A walk of [`walk_rules`] under way: its visitor, and how many levels below its
/// start it is. A type's [`Node::walk_rules_with`] reports itself
/// ([`Walker::report`]) and walks into each of its parts: through the part's own
/// `walk_rules_with` between [`Walker::enter`] and [`Walker::leave`], or, where
/// `enter` says no, through [`Walker::checked`].
pub struct Walker<'a> {
    visit: &'a mut dyn FnMut(&'static str, Span),
    depth: u32,
}

/// How many levels the walk descends between two checks of the stack left.
const LEVELS_PER_CHECK: u32 = 8;

impl Walker<'_> {
    /// Reports a node that stands for `rule`, at `span`, to the walk's visitor.
    #[inline(always)]
    pub fn report(&mut self, rule: &'static str, span: Span) {
        (self.visit)(rule, span)
    }

    /// Goes one level down to walk a part, and says so, unless this level is one
    /// where the stack is checked: then the part goes to [`Walker::checked`]. The
    /// stack is checked every eighth level, not at every node: a check costs more
    /// than a small node's visit, and it is a function of its own so that the
    /// other levels save and restore no more than they need.
    #[inline(always)]
    pub fn enter(&mut self) -> bool {
        if self.depth.is_multiple_of(LEVELS_PER_CHECK) {
            false
        } else {
            self.depth += 1;
            true
        }
    }

    /// Comes back up from a part [`Walker::enter`] went down to.
    #[inline(always)]
    pub fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Walks a part one level down where enough stack is left, else on a new
    /// segment.
    #[inline(never)]
    pub fn checked(&mut self, node: &dyn Node<'_>) {
        /// Below this much stack left, the next levels continue on a new segment:
        /// room for [`LEVELS_PER_CHECK`] levels of 64 KiB each (a level of a
        /// generated tree is a box or a lazy list's item, and the values it holds
        /// by value, as deep as the grammar's types nest)...
        const RED_ZONE: usize = LEVELS_PER_CHECK as usize * (64 << 10);
        /// ...of this size.
        const SEGMENT: usize = 2 << 20;
        let level = |walker: &mut Self| {
            walker.depth += 1;
            node.walk_rules_with(walker);
            walker.depth -= 1;
        };
        // On the thread's own stack, with its bounds read, the check is one
        // comparison; elsewhere `stacker` answers.
        match crate::thread_stack::room_here() {
            Some(room) if room >= RED_ZONE => level(self),
            _ => {
                crate::thread_stack::read_bounds();
                stacker::maybe_grow(RED_ZONE, SEGMENT, || level(self));
            }
        }
    }

    /// Walks a part known only as a `dyn Node` (a skipped node, or a part of a
    /// type that does not implement [`Node::walk_rules_with`]).
    pub fn dyn_part(&mut self, node: &dyn Node<'_>) {
        if self.enter() {
            node.walk_rules_with(self);
            self.leave();
        } else {
            self.checked(node);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A node `depth` levels above a leaf, each level a rule made on the fly, walked
    /// as a generated type is: its part's type known.
    #[derive(Debug, Clone)]
    struct Typed(usize);

    impl std::fmt::Display for Typed {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "{}", self.0)
        }
    }

    impl Node<'static> for Typed {
        fn span(&self) -> Span {
            Span::new(0, self.0)
        }
        fn as_str(&self) -> &'static str {
            ""
        }
        fn rule_name(&self) -> Option<&'static str> {
            Some("typed")
        }
        fn to_boxed(&self) -> Box<dyn Node<'static> + 'static> {
            Box::new(self.clone())
        }
        fn for_each_child(&self, visit: &mut dyn FnMut(&dyn Node<'static>)) {
            if self.0 > 0 {
                visit(&Typed(self.0 - 1));
            }
        }
        fn walk_rules_with(&self, walker: &mut Walker<'_>) {
            walker.report("typed", self.span());
            if self.0 > 0 {
                let part = &Typed(self.0 - 1);
                if walker.enter() {
                    part.walk_rules_with(walker);
                    walker.leave();
                } else {
                    walker.checked(part);
                }
            }
        }
    }

    /// A walk through the parts' own types visits what one through
    /// `for_each_child` does, and a tree far deeper than a small thread's stack is
    /// walked without overflowing it.
    #[test]
    fn a_typed_walk_visits_parents_first_at_any_depth() {
        let mut seen = Vec::new();
        walk_rules(&Typed(2), &mut |rule, span| seen.push((rule, span.end)));
        assert_eq!(seen, [("typed", 2), ("typed", 1), ("typed", 0)]);
        let mut through_children = Vec::new();
        let mut walker_visit = |rule, span: Span| through_children.push((rule, span.end));
        let mut walker = Walker {
            visit: &mut walker_visit,
            depth: 0,
        };
        Typed(2).for_each_child(&mut |child| walker.dyn_part(child));
        assert_eq!(through_children, [("typed", 1), ("typed", 0)]);
        let depth = 200_000;
        let walked = std::thread::Builder::new()
            .stack_size(128 << 10)
            .spawn(move || {
                let mut count = 0;
                walk_rules(&Typed(depth), &mut |_, _| count += 1);
                count
            })
            .expect("a thread starts")
            .join()
            .expect("the walk does not overflow the stack");
        assert_eq!(walked, depth + 1);
    }
}
