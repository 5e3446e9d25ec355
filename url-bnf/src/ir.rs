//! The grammar model shared by the readers, the analysis, the rewrites and the writers.

use crate::charset::CharSet;

/// One expression of a rule. The readers produce only the context-free forms; the
/// rewrites add the PEG lookaheads (`And`, `Not`, `Eoi`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// The empty string.
    Empty,
    /// One character of a set (ABNF `%x41-5A`).
    Chars(CharSet),
    /// A literal string; `ci` makes ASCII letters match either case.
    Lit {
        /// The characters of the literal.
        text: String,
        /// Case-insensitive (ABNF's default for quoted strings).
        ci: bool,
    },
    /// A reference to the rule with this index in [`Grammar::rules`].
    Ref(usize),
    /// A concatenation.
    Seq(Vec<Expr>),
    /// Alternatives: unordered in the source grammar, ordered once read as a PEG.
    Alt(Vec<Expr>),
    /// `min` to `max` (unbounded when `None`) repetitions of `body`.
    Rep {
        /// Fewest repetitions.
        min: u32,
        /// Most repetitions, `None` for no limit.
        max: Option<u32>,
        /// The repeated expression.
        body: Box<Expr>,
    },
    /// PEG positive lookahead (`&e`).
    And(Box<Expr>),
    /// PEG negative lookahead (`!e`).
    Not(Box<Expr>),
    /// End of input (pest's `EOI`).
    Eoi,
}

impl Expr {
    /// The case-sensitive literal `text` (ABNF `%s"..."`, or `%x` digits).
    pub fn literal(text: impl Into<String>) -> Expr {
        Expr::Lit {
            text: text.into(),
            ci: false,
        }
    }

    /// The child expressions, in order.
    pub fn children(&self) -> Vec<&Expr> {
        match self {
            Expr::Seq(v) | Expr::Alt(v) => v.iter().collect(),
            Expr::Rep { body, .. } => vec![body],
            Expr::And(e) | Expr::Not(e) => vec![e],
            _ => Vec::new(),
        }
    }

    /// The node reached from `self` by following child indices.
    pub fn at(&self, path: &[usize]) -> &Expr {
        let mut e = self;
        for &i in path {
            e = e.children()[i];
        }
        e
    }

    /// The node reached from `self` by following child indices, mutably.
    pub fn at_mut(&mut self, path: &[usize]) -> &mut Expr {
        let mut e = self;
        for &i in path {
            e = match e {
                Expr::Seq(v) | Expr::Alt(v) => &mut v[i],
                Expr::Rep { body, .. } => body,
                Expr::And(b) | Expr::Not(b) => b,
                _ => unreachable!("path leads below a leaf"),
            };
        }
        e
    }

    /// Whether the expression uses a PEG-only form.
    pub fn has_lookahead(&self) -> bool {
        matches!(self, Expr::And(_) | Expr::Not(_) | Expr::Eoi)
            || self.children().iter().any(|c| c.has_lookahead())
    }
}

/// One rule: its name, the verbatim text of its definition, and its expression.
#[derive(Clone, Debug)]
pub struct Rule {
    /// The name as the source spells it.
    pub name: String,
    /// The lines of the definition as printed (indentation of the first line removed).
    pub source: Vec<String>,
    /// Line of the definition in the input (1-based; 0 for built-in core rules).
    pub line: usize,
    /// The definition.
    pub expr: Expr,
    /// A core rule of RFC 5234 appendix B.1, supplied because the grammar uses it.
    pub core: bool,
    /// Notes written above the rule in the pest output (one per rewrite).
    pub notes: Vec<String>,
}

/// A whole grammar. References are indices into `rules`.
#[derive(Clone, Debug, Default)]
pub struct Grammar {
    /// The rules, in source order, core rules last.
    pub rules: Vec<Rule>,
}

impl Grammar {
    /// A grammar of the rules `(name, definition)`, in order (for the passes'
    /// tests).
    #[cfg(test)]
    pub fn of<'n>(rules: impl IntoIterator<Item = (&'n str, Expr)>) -> Grammar {
        Grammar {
            rules: rules
                .into_iter()
                .map(|(name, expr)| Rule {
                    name: name.to_owned(),
                    source: Vec::new(),
                    line: 1,
                    expr,
                    core: false,
                    notes: Vec::new(),
                })
                .collect(),
        }
    }

    /// The index of the rule named `name` (exact spelling first, then ignoring case).
    pub fn index(&self, name: &str) -> Option<usize> {
        self.rules.iter().position(|r| r.name == name).or_else(|| {
            self.rules
                .iter()
                .position(|r| r.name.eq_ignore_ascii_case(name))
        })
    }

    /// Rules that no other rule references (the natural start rules).
    pub fn roots(&self) -> Vec<usize> {
        let mut used = vec![false; self.rules.len()];
        fn mark(e: &Expr, used: &mut [bool], me: usize) {
            if let Expr::Ref(r) = e {
                if *r != me {
                    used[*r] = true;
                }
            }
            for c in e.children() {
                mark(c, used, me);
            }
        }
        for (i, r) in self.rules.iter().enumerate() {
            mark(&r.expr, &mut used, i);
        }
        let roots: Vec<usize> = (0..self.rules.len())
            .filter(|&i| !used[i] && !self.rules[i].core)
            .collect();
        if roots.is_empty() && !self.rules.is_empty() {
            vec![0]
        } else {
            roots
        }
    }
}
