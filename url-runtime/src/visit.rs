//! [`Visit`]: what a generated type's parts are given to, one at a time.

use crate::Node;

/// What a generated type's parts are given to, in input order. Its generated code
/// is one body, generic over the visitor, with two: [`Node::for_each_child`]'s
/// `dyn FnMut(&dyn Node)`, and [`Walker`](crate::Walker), which walks on into each
/// part with the part's type known, so a walk calls no part through `dyn`.
pub trait Visit<'i> {
    /// Visits a part whose type is known where the call is made.
    fn node<N: Node<'i>>(&mut self, node: &N);
    /// Visits a part known only as a `dyn Node` (a skipped `WHITESPACE` or
    /// `COMMENT` node, see [`Skipped`](crate::Skipped)).
    fn dyn_node(&mut self, node: &dyn Node<'i>);
}

/// The visitor of [`Node::for_each_child`]: each part as a `&dyn Node`.
impl<'i> Visit<'i> for dyn FnMut(&dyn Node<'i>) + '_ {
    #[inline(always)]
    fn node<N: Node<'i>>(&mut self, node: &N) {
        self(node)
    }

    #[inline(always)]
    fn dyn_node(&mut self, node: &dyn Node<'i>) {
        self(node)
    }
}
