//! Trees of both engines as comparable token lists: the rule, start and end of
//! every node below the root, in document order.

use url_grammar::reference::Rule;
use url_runtime::{walk_rules, Node};

/// One node: its rule's name, start and end byte.
pub type TreeToken = (String, usize, usize);

/// The nodes below a pest pair (the pair itself excluded).
pub fn pest_tokens(pair: pest::iterators::Pair<'_, Rule>) -> Vec<TreeToken> {
    pair.into_inner()
        .flatten()
        .map(|p| {
            let span = p.as_span();
            (format!("{:?}", p.as_rule()), span.start(), span.end())
        })
        .collect()
}

/// The nodes below a generated typed node (the node itself excluded).
pub fn typed_tokens<'i>(node: &dyn Node<'i>) -> Vec<TreeToken> {
    let mut tokens = Vec::new();
    node.for_each_child(&mut |child| {
        walk_rules(child, &mut |rule, span| {
            tokens.push((rule.to_owned(), span.start, span.end))
        })
    });
    tokens
}
