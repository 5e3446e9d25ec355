//! The rule table `url-derive` emits for a grammar (`GRAMMAR` in the generated
//! module): what the grammar file says about each rule, read once by the macro, so
//! that nothing downstream retypes it or parses the grammar again at run time.
//!
//! Every value is `&'static` data built in a `static`.

/// Facts about a grammar file, as the generator read them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grammar {
    /// The grammar file's text, verbatim.
    pub text: &'static str,
    /// Every rule, in file order.
    pub rules: &'static [RuleInfo],
}

impl Grammar {
    /// The rule with this grammar name.
    pub fn rule(&self, name: &str) -> Option<&'static RuleInfo> {
        self.rules.iter().find(|rule| rule.name == name)
    }
}

/// A rule's modifier.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RuleKind {
    /// No modifier: `a = { ... }`.
    Normal,
    /// `a = _{ ... }`: no node, no type of its own.
    Silent,
    /// `a = @{ ... }`: a leaf; nothing inside is reported.
    Atomic,
    /// `a = ${ ... }`: atomic, but the rules inside keep their nodes.
    CompoundAtomic,
    /// `a = !{ ... }`: stops an enclosing atomic rule's atomicity.
    NonAtomic,
}

/// One rule of a grammar file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuleInfo {
    /// Its name in the grammar (`ip_schemepart`).
    pub name: &'static str,
    /// The generated type's name (`IpSchemepart`); `None` for a silent rule, which
    /// has no type.
    pub type_name: Option<&'static str>,
    /// Its modifier.
    pub kind: RuleKind,
    /// The `///` lines above it, each without `///` and one following space.
    pub docs: &'static [&'static str],
    /// The `//` comment block just above it (and its docs), each line without `//`
    /// and one following space. The block starts after the last blank or non-comment
    /// line, and after a section heading.
    pub comments: &'static [&'static str],
    /// The section it falls under: the title of the last heading above it. A heading
    /// is a comment line of three or more dashes (`// ----`) and the comment line
    /// after it, which is the title.
    pub section: Option<&'static str>,
    /// Its definition as written in the file (`name = { ... }`).
    pub source: &'static str,
    /// The rules of the grammar its body refers to, in order of first use (built-in
    /// rules such as `ANY` are not listed).
    pub uses: &'static [&'static str],
    /// The rules whose bodies refer to it, in file order.
    pub used_by: &'static [&'static str],
    /// The branches of its body's ordered choice, in order; a body that is no choice
    /// is its one branch. A branch that is itself a parenthesised choice, or a
    /// sequence that starts with one (`(a | b) ~ c`), is replaced by that choice's
    /// branches: `a` and `b`, the rest (`~ c`) being shared by them.
    pub alternatives: &'static [Alternative],
}

/// One branch of a rule's ordered choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Alternative {
    /// Its text as written in the rule.
    pub source: &'static str,
    /// The rule it is, when it is one reference to a grammar rule and nothing else.
    pub rule: Option<&'static str>,
    /// The string it starts with, when its first part is a case-sensitive string
    /// literal with no operator on it (`"ftp://" ~ login` starts with `ftp://`).
    pub literal: Option<&'static str>,
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULES: &[RuleInfo] = &[RuleInfo {
        name: "a",
        type_name: Some("A"),
        kind: RuleKind::Normal,
        docs: &["a = \"x\""],
        comments: &[],
        section: None,
        source: "a = { \"x\" }",
        uses: &[],
        used_by: &[],
        alternatives: &[Alternative {
            source: "\"x\"",
            rule: None,
            literal: Some("x"),
        }],
    }];

    #[test]
    fn rules_are_found_by_grammar_name() {
        let grammar = Grammar {
            text: "a = { \"x\" }\n",
            rules: RULES,
        };
        assert_eq!(grammar.rule("a").map(|r| r.type_name), Some(Some("A")));
        assert!(grammar.rule("A").is_none());
    }
}
