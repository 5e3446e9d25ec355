//! Traits every generated type implements, so code can treat them generically.

use crate::{ParseError, Span, Walker};

/// A value parsed from input: it knows where it came from, shows its structure
/// (`Debug`) and writes back exactly its text (`Display`).
pub trait Node<'i>: std::fmt::Debug + std::fmt::Display {
    /// The bytes of the input it was parsed from.
    fn span(&self) -> Span;
    /// The text it was parsed from (its `Display` writes exactly this).
    fn as_str(&self) -> &'i str;
    /// The grammar rule it stands for; `None` for parts that are no rule of their
    /// own (a literal alternative, a tagged span, a multi-part alternative).
    fn rule_name(&self) -> Option<&'static str>;
    /// Its rule's name and its span, when it stands for a rule: what
    /// [`walk_rules`](crate::walk_rules) reports of it, with one call through a
    /// `dyn Node`.
    #[inline]
    fn rule_span(&self) -> Option<(&'static str, Span)> {
        self.rule_name().map(|rule| (rule, self.span()))
    }
    /// A copy of it, boxed (what [`Node::children`] holds).
    fn to_boxed(&self) -> Box<dyn Node<'i> + 'i>;
    /// Its parts, in input order: copies of what [`Node::for_each_child`] visits.
    fn children(&self) -> Vec<Box<dyn Node<'i> + 'i>> {
        let mut children = Vec::new();
        self.for_each_child(&mut copier(&mut children));
        children
    }
    /// Calls `visit` with each of its parts, in input order, without copying them
    /// (a list's items are read one at a time, as they are visited).
    fn for_each_child(&self, visit: &mut dyn FnMut(&dyn Node<'i>));
    /// [`walk_rules`](crate::walk_rules) from it: `walker` is told its rule and
    /// span, when it stands for a rule, and is then given its parts. This default
    /// reaches the parts through [`Node::for_each_child`]; a generated type
    /// implements it with its parts' types known, so that a walk makes no call
    /// through `dyn` but the walk's own visitor.
    #[inline]
    fn walk_rules_with(&self, walker: &mut Walker<'_>) {
        if let Some((rule, span)) = self.rule_span() {
            walker.report(rule, span);
        }
        self.for_each_child(&mut |child| walker.dyn_part(child));
    }
}

/// The visitor of [`Node::children`], which pushes a copy of each part onto `out`.
/// Made here, outside the generic method, so that its code and vtable are compiled
/// once, not for every type.
fn copier<'a, 'i>(out: &'a mut Vec<Box<dyn Node<'i> + 'i>>) -> impl FnMut(&dyn Node<'i>) + 'a
where
    'i: 'a,
{
    move |child| out.push(child.to_boxed())
}

/// A grammar rule's type: it parses, validates and names its rule.
pub trait Parse<'i>: Node<'i> + Sized {
    /// The rule's name in the grammar.
    const RULE: &'static str;
    /// Parses the whole of `input` as the rule.
    fn parse(input: &'i str) -> Result<Self, ParseError>;
    /// Checks that the whole of `input` matches the rule, building no tree.
    fn validate(input: &str) -> Result<(), ParseError>;
    /// True when the whole of `input` matches the rule.
    fn is_valid(input: &str) -> bool {
        Self::validate(input).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::walk_rules;

    /// A node `depth` levels above a leaf, each level a rule made on the fly, as a
    /// list item is read while it is visited.
    #[derive(Debug, Clone)]
    struct Chain(usize);

    impl std::fmt::Display for Chain {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "{}", self.0)
        }
    }

    impl Node<'static> for Chain {
        fn span(&self) -> Span {
            Span::new(0, self.0)
        }
        fn as_str(&self) -> &'static str {
            ""
        }
        fn rule_name(&self) -> Option<&'static str> {
            Some(if self.0 == 0 { "leaf" } else { "level" })
        }
        fn to_boxed(&self) -> Box<dyn Node<'static> + 'static> {
            Box::new(self.clone())
        }
        fn for_each_child(&self, visit: &mut dyn FnMut(&dyn Node<'static>)) {
            if self.0 > 0 {
                visit(&Chain(self.0 - 1));
            }
        }
    }

    /// A rule's node gives its name and span in one call; a part that is no rule
    /// gives nothing.
    #[test]
    fn rule_span_is_the_rule_name_with_the_span() {
        assert_eq!(Chain(3).rule_span(), Some(("level", Span::new(0, 3))));
        let state = crate::State::new("ab");
        let token = crate::Token::new(&state, 0, 1);
        assert_eq!(token.rule_name(), None);
        assert_eq!(token.rule_span(), None);
    }

    /// `children()` copies what `for_each_child()` visits.
    #[test]
    fn children_are_copies_of_the_visited_parts() {
        let spans = |node: &dyn Node<'static>| {
            node.children()
                .iter()
                .map(|child| (child.rule_name(), child.span()))
                .collect::<Vec<_>>()
        };
        assert_eq!(spans(&Chain(2)), [(Some("level"), Span::new(0, 1))]);
        assert_eq!(spans(&Chain(1)), [(Some("leaf"), Span::new(0, 0))]);
        assert_eq!(spans(&Chain(0)), []);
    }

    /// Parents come before children, and a tree far deeper than a small thread's
    /// stack is walked without overflowing it.
    #[test]
    fn walking_visits_parents_first_at_any_depth() {
        let mut seen = Vec::new();
        walk_rules(&Chain(2), &mut |rule, span| seen.push((rule, span.end)));
        assert_eq!(seen, [("level", 2), ("level", 1), ("leaf", 0)]);
        let depth = 200_000;
        let walked = std::thread::Builder::new()
            .stack_size(128 << 10)
            .spawn(move || {
                let mut count = 0;
                walk_rules(&Chain(depth), &mut |_, _| count += 1);
                count
            })
            .expect("a thread starts")
            .join()
            .expect("the walk does not overflow the stack");
        assert_eq!(walked, depth + 1);
    }
}
