//! The declaration shared by the scheme views.

/// Declares a scheme view: a struct borrowing an AST node (`'a`, the borrow of the
/// tree) of the input (`'i`), and the input its text is sliced from.
macro_rules! view_type {
    ($(#[$doc:meta])* $view:ident over $node:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone)]
        pub struct $view<'a, 'i> {
            node: &'a crate::ast::$node<'i>,
            src: crate::semantics::text::Source<'i>,
        }

        impl<'a, 'i> $view<'a, 'i> {
            #[doc = concat!(
                "The view of an [`ast::", stringify!($node), "`](crate::ast::",
                stringify!($node), "), parsed on its own or as part of a larger input."
            )]
            pub fn new(node: &'a crate::ast::$node<'i>) -> Self {
                $view {
                    src: crate::semantics::text::Source::of_node(node.as_str(), node.span()),
                    node,
                }
            }

            /// The view of `node`, whose text is sliced from `src`.
            pub(crate) fn of(node: &'a crate::ast::$node<'i>, src: crate::semantics::text::Source<'i>) -> Self {
                $view { node, src }
            }

            /// The generated AST node the view reads.
            pub fn ast(&self) -> &'a crate::ast::$node<'i> {
                self.node
            }
        }
    };
}
