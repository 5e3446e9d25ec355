//! pest's `EOI` as a node of a typed tree.

use crate::{Node, Span};

/// Where a rule matched pest's built-in `EOI` (the end of the input): a node of the
/// tree as pest reports it, with the rule name `EOI` and an empty span at the end
/// of the input. Generated types hold one wherever a rule's body matches `EOI`
/// outside a lookahead, so that [`walk_rules`](crate::walk_rules) yields it where
/// pest's pairs have it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Eoi {
    at: u32,
}

impl Eoi {
    /// `EOI` matched at byte `at`, the input's length (at most
    /// [`MAX_INPUT`](crate::MAX_INPUT)).
    #[inline]
    pub fn new(at: usize) -> Self {
        Eoi { at: at as u32 }
    }

    /// The empty span at the end of the input.
    #[inline]
    pub fn span(&self) -> Span {
        Span::new(self.at as usize, self.at as usize)
    }

    /// The empty text it matched.
    #[inline]
    pub fn as_str(&self) -> &'static str {
        ""
    }
}

impl<'i> Node<'i> for Eoi {
    fn span(&self) -> Span {
        Eoi::span(self)
    }
    fn as_str(&self) -> &'i str {
        ""
    }
    fn rule_name(&self) -> Option<&'static str> {
        Some("EOI")
    }
    fn to_boxed(&self) -> Box<dyn Node<'i> + 'i> {
        Box::new(*self)
    }
    fn for_each_child(&self, _: &mut dyn FnMut(&dyn Node<'i>)) {}
    #[inline(always)]
    fn walk_rules_with(&self, walker: &mut crate::Walker<'_>) {
        walker.report("EOI", self.span());
    }
}

impl std::fmt::Display for Eoi {
    fn fmt(&self, _: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::walk_rules;

    #[test]
    fn eoi_is_an_empty_node_named_eoi() {
        let eoi = Eoi::new(3);
        assert_eq!(
            (eoi.span(), eoi.to_string()),
            (Span::new(3, 3), String::new())
        );
        let mut seen = Vec::new();
        walk_rules(&eoi, &mut |rule, span| seen.push((rule, span)));
        assert_eq!(seen, [("EOI", Span::new(3, 3))]);
    }
}
