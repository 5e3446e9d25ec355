//! The declaration shared by the scheme views.

/// Declares a scheme view: a struct holding an AST node, read from the text the
/// [`Url`] parsed, and the input its text is re-sliced from.
macro_rules! view_type {
    ($(#[$doc:meta])* $view:ident over $node:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone)]
        pub struct $view<'a, 'i> {
            node: crate::ast::$node<'a>,
            src: crate::semantics::text::Source<'i>,
        }

        impl<'i> $view<'i, 'i> {
            #[doc = concat!(
                "The view of an [`ast::", stringify!($node), "`](crate::ast::",
                stringify!($node), "), parsed on its own or as part of a larger input."
            )]
            pub fn new(node: &crate::ast::$node<'i>) -> Self {
                $view {
                    src: crate::semantics::text::Source::of_node(node.as_str(), node.span()),
                    node: node.clone(),
                }
            }
        }

        impl<'a, 'i> $view<'a, 'i> {
            /// The view of `node`, whose text is re-sliced from `src`.
            pub(crate) fn of(node: crate::ast::$node<'a>, src: crate::semantics::text::Source<'i>) -> Self {
                $view { node, src }
            }

            /// The generated AST node the view reads.
            pub fn ast(&self) -> &crate::ast::$node<'a> {
                &self.node
            }
        }
    };
}
