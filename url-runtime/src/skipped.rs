//! The nodes pest reports for implicit whitespace and comments (a non-silent
//! `WHITESPACE` or `COMMENT`), which a generated type keeps in one list per rule
//! after its other fields: [`Skipped`] visits them among the other parts, in input
//! order.

use crate::{Node, Walker};

/// A list of skipped nodes, each read by its index.
pub trait SkippedList<'i> {
    /// The node at `index`, if there is one.
    fn node(&self, index: usize) -> Option<&dyn Node<'i>>;
}

impl<'i, T: Node<'i>> SkippedList<'i> for Vec<T> {
    fn node(&self, index: usize) -> Option<&dyn Node<'i>> {
        self.get(index).map(|node| node as &dyn Node<'i>)
    }
}

/// The skipped nodes of one node, `N` lists of them (each in input order), visited
/// merged into the node's other parts: before each part, the skipped nodes that
/// start before it; after the last, the rest.
pub struct Skipped<'a, 'i, const N: usize> {
    lists: [&'a dyn SkippedList<'i>; N],
    next: [usize; N],
}

impl<'a, 'i, const N: usize> Skipped<'a, 'i, N> {
    /// The lists, none visited yet.
    pub fn new(lists: [&'a dyn SkippedList<'i>; N]) -> Self {
        Skipped {
            lists,
            next: [0; N],
        }
    }

    /// Visits, in input order, the nodes not visited yet that start before `pos`.
    pub fn visit_before(&mut self, pos: usize, visit: &mut dyn FnMut(&dyn Node<'i>)) {
        loop {
            let mut first: Option<(usize, usize)> = None;
            for (list, nodes) in self.lists.iter().enumerate() {
                if let Some(node) = nodes.node(self.next[list]) {
                    let start = node.span().start;
                    if start < pos && first.is_none_or(|(_, earliest)| start < earliest) {
                        first = Some((list, start));
                    }
                }
            }
            let Some((list, _)) = first else {
                return;
            };
            if let Some(node) = self.lists[list].node(self.next[list]) {
                visit(node);
            }
            self.next[list] += 1;
        }
    }

    /// Visits, in input order, the nodes not visited yet.
    pub fn visit_rest(&mut self, visit: &mut dyn FnMut(&dyn Node<'i>)) {
        self.visit_before(usize::MAX, visit);
    }

    /// [`Skipped::visit_before`] for a walk: each node walked into by `walker`.
    pub fn walk_before(&mut self, pos: usize, walker: &mut Walker<'_>) {
        self.visit_before(pos, &mut |node| walker.dyn_part(node));
    }

    /// [`Skipped::visit_rest`] for a walk: each node walked into by `walker`.
    pub fn walk_rest(&mut self, walker: &mut Walker<'_>) {
        self.walk_before(usize::MAX, walker);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Span;

    /// A node that is only a span.
    #[derive(Debug)]
    struct At(usize, usize);

    impl std::fmt::Display for At {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "{}..{}", self.0, self.1)
        }
    }

    impl Node<'static> for At {
        fn span(&self) -> Span {
            Span::new(self.0, self.1)
        }
        fn as_str(&self) -> &'static str {
            ""
        }
        fn rule_name(&self) -> Option<&'static str> {
            None
        }
        fn to_boxed(&self) -> Box<dyn Node<'static> + 'static> {
            Box::new(At(self.0, self.1))
        }
        fn for_each_child(&self, _: &mut dyn FnMut(&dyn Node<'static>)) {}
    }

    /// Two lists merge by start, before each part only those that start before it.
    #[test]
    fn skipped_nodes_come_between_the_parts_in_input_order() {
        let spaces = vec![At(1, 2), At(5, 6)];
        let comments = vec![At(2, 4), At(7, 9)];
        let mut skipped = Skipped::new([&spaces as &dyn SkippedList<'static>, &comments]);
        let mut seen = Vec::new();
        let mut visit = |node: &dyn Node<'static>| seen.push(node.span().start);
        skipped.visit_before(4, &mut visit);
        skipped.visit_before(4, &mut visit);
        skipped.visit_before(7, &mut visit);
        skipped.visit_rest(&mut visit);
        assert_eq!(seen, [1, 2, 5, 7]);
    }
}
