//! The grammar's expressions, read from pest_meta's parse of the grammar text.
//!
//! pest_meta's own `ast::Expr` has `NodeTag` and `PushLiteral` only when its
//! `grammar-extras` feature is on, and cargo turns that on or off for the whole build.
//! So the generator reads the pairs of pest's meta-grammar, which always hold tags
//! and `PUSH_LITERAL`, into this type of its own, with the operators' precedence and
//! meaning that pest_meta's `consume_rules` gives them: `|` binds loosest, then `~`,
//! both left-associative; a tag takes the whole term; a prefix (`&`, `!`) takes what
//! follows it, postfixes included.

use std::collections::HashSet;

use pest::iterators::Pair;
use pest_meta::ast::RuleType;
use pest_meta::parser::Rule as MetaRule;

/// A rule's body, or a part of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expr {
    /// A string, `"a"`.
    Str(String),
    /// A string matched ignoring ASCII case, `^"a"`.
    Insens(String),
    /// A character range, `'a'..'z'`.
    Range(String, String),
    /// A rule or built-in by name, `a`.
    Ident(String),
    /// A slice of the stack, `PEEK[1..]`.
    PeekSlice(i32, Option<i32>),
    /// A positive lookahead, `&e`.
    PosPred(Box<Expr>),
    /// A negative lookahead, `!e`.
    NegPred(Box<Expr>),
    /// A sequence, `e1 ~ e2`.
    Seq(Box<Expr>, Box<Expr>),
    /// An ordered choice, `e1 | e2`.
    Choice(Box<Expr>, Box<Expr>),
    /// An optional, `e?`.
    Opt(Box<Expr>),
    /// Zero or more, `e*`.
    Rep(Box<Expr>),
    /// One or more, `e+`.
    RepOnce(Box<Expr>),
    /// Exactly `n` times, `e{n}`.
    RepExact(Box<Expr>, u32),
    /// At least `n` times, `e{n,}`.
    RepMin(Box<Expr>, u32),
    /// At most `n` times, `e{,n}`.
    RepMax(Box<Expr>, u32),
    /// Between `min` and `max` times, `e{min, max}`.
    RepMinMax(Box<Expr>, u32, u32),
    /// Matches `e` and pushes what it matched, `PUSH(e)`.
    Push(Box<Expr>),
    /// Pushes a string without matching anything, `PUSH_LITERAL("a")`.
    PushLiteral(String),
    /// A tagged expression, `#tag = e`.
    NodeTag(Box<Expr>, String),
}

impl Expr {
    /// The values of the string literals (`"..."`, `^"..."`, `PUSH_LITERAL("...")`)
    /// in source order, unescaped.
    pub fn literals(&self) -> Vec<String> {
        let mut found = Vec::new();
        self.collect_literals(&mut found);
        found
    }

    fn collect_literals(&self, found: &mut Vec<String>) {
        match self {
            Expr::Str(text) | Expr::Insens(text) | Expr::PushLiteral(text) => {
                found.push(text.clone());
            }
            _ => self
                .children()
                .for_each(|child| child.collect_literals(found)),
        }
    }

    /// The expressions this one is made of, in source order (none for a literal,
    /// a range, a rule's name or a `PEEK[..]`).
    pub fn children(&self) -> impl Iterator<Item = &Expr> {
        let (first, second) = match self {
            Expr::Seq(a, b) | Expr::Choice(a, b) => (Some(&**a), Some(&**b)),
            Expr::PosPred(inner)
            | Expr::NegPred(inner)
            | Expr::Opt(inner)
            | Expr::Rep(inner)
            | Expr::RepOnce(inner)
            | Expr::RepExact(inner, _)
            | Expr::RepMin(inner, _)
            | Expr::RepMax(inner, _)
            | Expr::RepMinMax(inner, ..)
            | Expr::Push(inner)
            | Expr::NodeTag(inner, _) => (Some(&**inner), None),
            Expr::Str(_)
            | Expr::Insens(_)
            | Expr::PushLiteral(_)
            | Expr::Range(..)
            | Expr::Ident(_)
            | Expr::PeekSlice(..) => (None, None),
        };
        first.into_iter().chain(second)
    }
}

/// One rule as read from the grammar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleExpr {
    /// The rule's name.
    pub name: String,
    /// Its modifier.
    pub ty: RuleType,
    /// Its body.
    pub expr: Expr,
}

/// A problem found in the grammar text: the bytes it is about and what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// Byte offset where it starts.
    pub start: usize,
    /// Byte offset where it ends.
    pub end: usize,
    /// What is wrong.
    pub message: String,
}

impl Problem {
    fn at(pair: &Pair<'_, MetaRule>, message: impl Into<String>) -> Problem {
        let span = pair.as_span();
        Problem {
            start: span.start(),
            end: span.end(),
            message: message.into(),
        }
    }
}

/// Every rule of a grammar, from the top-level pairs of
/// `pest_meta::parser::parse(Rule::grammar_rules, text)`, together with the
/// problems of its tags (a tag on a silent or built-in rule names nothing in the
/// output, which pest_meta reports when it knows tags). Fails with the first
/// malformed number, as pest_meta does, or a literal or form pest_meta could not
/// read either.
pub fn read_rules<'i>(
    pairs: impl Iterator<Item = Pair<'i, MetaRule>> + Clone,
) -> Result<(Vec<RuleExpr>, Vec<Problem>), Problem> {
    let definitions: Vec<(String, RuleType, Pair<'i, MetaRule>)> = pairs
        .filter(|pair| pair.as_rule() == MetaRule::grammar_rule)
        .filter_map(definition)
        .collect();
    let silent: HashSet<&str> = definitions
        .iter()
        .filter(|(_, ty, _)| *ty == RuleType::Silent)
        .map(|(name, ..)| name.as_str())
        .collect();
    let mut reader = Reader {
        silent: &silent,
        tag_problems: Vec::new(),
    };
    let mut rules = Vec::new();
    for (name, ty, body) in &definitions {
        let expr = reader.expression(body.clone(), true, false)?;
        rules.push(RuleExpr {
            name: name.clone(),
            ty: *ty,
            expr: expr.expr,
        });
    }
    Ok((rules, reader.tag_problems))
}

/// A rule's name, modifier and body expression; `None` for a `///` line.
fn definition(pair: Pair<'_, MetaRule>) -> Option<(String, RuleType, Pair<'_, MetaRule>)> {
    let mut inner = pair.into_inner();
    let name = inner
        .next()
        .filter(|p| p.as_rule() == MetaRule::identifier)?;
    let mut ty = RuleType::Normal;
    for part in inner {
        match part.as_rule() {
            MetaRule::silent_modifier => ty = RuleType::Silent,
            MetaRule::atomic_modifier => ty = RuleType::Atomic,
            MetaRule::compound_atomic_modifier => ty = RuleType::CompoundAtomic,
            MetaRule::non_atomic_modifier => ty = RuleType::NonAtomic,
            MetaRule::expression => return Some((name.as_str().to_owned(), ty, part)),
            _ => {}
        }
    }
    None
}

/// An expression with the bytes pest_meta gives it (for the order of problems:
/// pest_meta sorts them by these spans).
struct Spanned {
    expr: Expr,
    start: usize,
    end: usize,
}

/// Reads expressions, collecting the problems of their tags.
struct Reader<'a> {
    /// The grammar's silent rules.
    silent: &'a HashSet<&'a str>,
    tag_problems: Vec<Problem>,
}

impl Reader<'_> {
    /// An `expression` pair: terms joined by `~` and `|`. `body`: it is a rule's
    /// whole body, which alone may open with `|`. `in_tag`: inside a tagged term
    /// (pest_meta does not look for tag problems there).
    fn expression(
        &mut self,
        pair: Pair<'_, MetaRule>,
        body: bool,
        in_tag: bool,
    ) -> Result<Spanned, Problem> {
        let mut choices: Vec<Spanned> = Vec::new();
        let mut sequence: Option<Spanned> = None;
        for (index, part) in pair.clone().into_inner().enumerate() {
            match part.as_rule() {
                MetaRule::term => {
                    let term = self.term(&part, part.clone().into_inner().collect(), in_tag)?;
                    sequence = Some(match sequence {
                        None => term,
                        Some(lhs) => join(lhs, term, Expr::Seq),
                    });
                }
                MetaRule::choice_operator if index == 0 && body => {}
                MetaRule::choice_operator if index == 0 => {
                    return Err(Problem::at(
                        &part,
                        "only a rule's body may start with `|`, not a group's or PUSH's",
                    ));
                }
                MetaRule::choice_operator => choices.extend(sequence.take()),
                _ => {}
            }
        }
        choices.extend(sequence);
        choices
            .into_iter()
            .reduce(|lhs, rhs| join(lhs, rhs, Expr::Choice))
            .ok_or_else(|| Problem::at(&pair, "an expression without terms"))
    }

    /// The parts of `term` from one on: an optional tag, prefixes, the node,
    /// postfixes.
    fn term(
        &mut self,
        term: &Pair<'_, MetaRule>,
        parts: Vec<Pair<'_, MetaRule>>,
        in_tag: bool,
    ) -> Result<Spanned, Problem> {
        if let [tag, operator, rest @ ..] = parts.as_slice() {
            if tag.as_rule() == MetaRule::tag_id
                && operator.as_rule() == MetaRule::assignment_operator
            {
                let inner = self.term(term, rest.to_vec(), true)?;
                let name = tag.as_str().trim_start_matches('#').to_owned();
                let start = tag.as_span().start();
                if !in_tag {
                    if let Some(message) = self.tag_problem(&inner.expr) {
                        self.tag_problems.push(Problem {
                            start,
                            end: inner.end,
                            message: message.to_owned(),
                        });
                    }
                }
                return Ok(Spanned {
                    expr: Expr::NodeTag(Box::new(inner.expr), name),
                    start,
                    end: inner.end,
                });
            }
        }
        let Some((first, rest)) = parts.split_first() else {
            return Err(Problem::at(term, "a term without a node"));
        };
        let start = first.as_span().start();
        match first.as_rule() {
            MetaRule::positive_predicate_operator | MetaRule::negative_predicate_operator => {
                let inner = self.term(term, rest.to_vec(), in_tag)?;
                let expr = if first.as_rule() == MetaRule::positive_predicate_operator {
                    Expr::PosPred(Box::new(inner.expr))
                } else {
                    Expr::NegPred(Box::new(inner.expr))
                };
                Ok(Spanned {
                    expr,
                    start,
                    end: inner.end,
                })
            }
            MetaRule::opening_paren => {
                let Some((expression, postfixes)) = rest.split_first() else {
                    return Err(Problem::at(first, "an empty group"));
                };
                let inner = self.expression(expression.clone(), false, in_tag)?;
                let node = postfixed(inner, postfixes)?;
                Ok(Spanned { start, ..node })
            }
            _ => {
                let node = self.terminal(first.clone(), in_tag)?;
                postfixed(node, rest)
            }
        }
    }

    /// A string, range, rule name, `PEEK[..]`, `PUSH(..)` or `PUSH_LITERAL(..)`.
    fn terminal(&mut self, pair: Pair<'_, MetaRule>, in_tag: bool) -> Result<Spanned, Problem> {
        let span = pair.as_span();
        let whole = |expr| Spanned {
            expr,
            start: span.start(),
            end: span.end(),
        };
        Ok(match pair.as_rule() {
            MetaRule::identifier => whole(Expr::Ident(pair.as_str().to_owned())),
            MetaRule::string => whole(Expr::Str(string_value(&pair)?)),
            MetaRule::insensitive_string => {
                // pest_meta reads the pair's whole text after its first two
                // characters, so that text between `^` and the string counts too.
                let text = unescape(pair.as_str()).ok_or_else(|| bad_escape(&pair))?;
                let value = strip(&text, 2).ok_or_else(|| bad_escape(&pair))?;
                whole(Expr::Insens(value.to_owned()))
            }
            MetaRule::range => {
                let characters: Vec<_> = pair
                    .clone()
                    .into_inner()
                    .filter(|p| p.as_rule() == MetaRule::character)
                    .collect();
                let [low, high] = characters.as_slice() else {
                    return Err(Problem::at(&pair, "a range needs two characters"));
                };
                whole(Expr::Range(string_value(low)?, string_value(high)?))
            }
            MetaRule::peek_slice => whole(peek_slice(&pair)?),
            MetaRule::_push => {
                let expression = pair
                    .clone()
                    .into_inner()
                    .find(|p| p.as_rule() == MetaRule::expression)
                    .ok_or_else(|| Problem::at(&pair, "PUSH needs an expression"))?;
                let inner = self.expression(expression, false, in_tag)?;
                Spanned {
                    expr: Expr::Push(Box::new(inner.expr)),
                    start: span.start(),
                    end: inner.end,
                }
            }
            MetaRule::_push_literal => {
                let string = pair
                    .clone()
                    .into_inner()
                    .find(|p| p.as_rule() == MetaRule::string)
                    .ok_or_else(|| Problem::at(&pair, "PUSH_LITERAL needs a string"))?;
                // pest_meta gives the node the string's bytes.
                let span = string.as_span();
                Spanned {
                    expr: Expr::PushLiteral(string_value(&string)?),
                    start: span.start(),
                    end: span.end(),
                }
            }
            _ => return Err(Problem::at(&pair, "an unexpected part of a term")),
        })
    }

    /// What is wrong with tagging `expr`, as pest_meta says it: the tag of a silent
    /// or built-in rule (seen through repetitions, optionals, lookaheads and `PUSH`)
    /// appears nowhere in the output.
    fn tag_problem(&self, expr: &Expr) -> Option<&'static str> {
        match expr {
            Expr::Ident(name) if self.silent.contains(name.as_str()) => {
                Some("tags on silent rules will not appear in the output")
            }
            Expr::Ident(name) if is_builtin(name) => {
                Some("tags on built-in rules will not appear in the output")
            }
            Expr::Rep(inner)
            | Expr::RepOnce(inner)
            | Expr::RepExact(inner, _)
            | Expr::RepMin(inner, _)
            | Expr::RepMax(inner, _)
            | Expr::RepMinMax(inner, ..)
            | Expr::Opt(inner)
            | Expr::Push(inner)
            | Expr::PosPred(inner)
            | Expr::NegPred(inner) => self.tag_problem(inner),
            _ => None,
        }
    }
}

/// `lhs` and `rhs` joined into one node spanning both.
fn join(lhs: Spanned, rhs: Spanned, node: fn(Box<Expr>, Box<Expr>) -> Expr) -> Spanned {
    Spanned {
        start: lhs.start,
        end: rhs.end,
        expr: node(Box::new(lhs.expr), Box::new(rhs.expr)),
    }
}

/// `node` with the postfix operators (and the closing `)`) that follow it.
fn postfixed(node: Spanned, postfixes: &[Pair<'_, MetaRule>]) -> Result<Spanned, Problem> {
    postfixes.iter().try_fold(node, |node, op| {
        let expr = Box::new(node.expr);
        let expr = match op.as_rule() {
            MetaRule::closing_paren => *expr,
            MetaRule::optional_operator => Expr::Opt(expr),
            MetaRule::repeat_operator => Expr::Rep(expr),
            MetaRule::repeat_once_operator => Expr::RepOnce(expr),
            MetaRule::repeat_exact => {
                let [n] = numbers(op)?[..] else {
                    return Err(Problem::at(op, "`{n}` needs one number"));
                };
                Expr::RepExact(expr, nonzero(n)?)
            }
            MetaRule::repeat_min => {
                let [n] = numbers(op)?[..] else {
                    return Err(Problem::at(op, "`{n,}` needs one number"));
                };
                Expr::RepMin(expr, n.0)
            }
            MetaRule::repeat_max => {
                let [n] = numbers(op)?[..] else {
                    return Err(Problem::at(op, "`{,n}` needs one number"));
                };
                Expr::RepMax(expr, nonzero(n)?)
            }
            MetaRule::repeat_min_max => {
                let [min, max] = numbers(op)?[..] else {
                    return Err(Problem::at(op, "`{m, n}` needs two numbers"));
                };
                let max = nonzero(max)?;
                // pest unrolls `e{m, n}` into m copies of `e` and n - m optional
                // ones, counting to n: with m > n that is n copies, `e{n}`.
                if min.0 > max {
                    Expr::RepExact(expr, max)
                } else {
                    Expr::RepMinMax(expr, min.0, max)
                }
            }
            _ => return Err(Problem::at(op, "an unexpected operator")),
        };
        Ok(Spanned {
            expr,
            start: node.start,
            end: op.as_span().end(),
        })
    })
}

/// A number of a repetition bound, with the bytes it was read from.
type Number = (u32, usize, usize);

/// The numbers of a repetition bound, in order; a number beyond `u32` fails as it
/// does in pest_meta.
fn numbers(op: &Pair<'_, MetaRule>) -> Result<Vec<Number>, Problem> {
    op.clone()
        .into_inner()
        .filter(|p| p.as_rule() == MetaRule::number)
        .map(|p| {
            let span = p.as_span();
            p.as_str()
                .parse::<u32>()
                .map(|n| (n, span.start(), span.end()))
                .map_err(|_| Problem::at(&p, "number cannot overflow u32"))
        })
        .collect()
}

/// An upper bound (or exact count), which pest_meta refuses to be 0.
fn nonzero((n, start, end): Number) -> Result<u32, Problem> {
    if n == 0 {
        Err(Problem {
            start,
            end,
            message: "cannot repeat 0 times".to_owned(),
        })
    } else {
        Ok(n)
    }
}

/// `PEEK[start..end]`, either bound optional (the start defaults to 0).
fn peek_slice(pair: &Pair<'_, MetaRule>) -> Result<Expr, Problem> {
    let mut start = None;
    let mut end = None;
    let mut after_dots = false;
    for part in pair.clone().into_inner() {
        match part.as_rule() {
            MetaRule::range_operator => after_dots = true,
            MetaRule::integer => {
                let value = part
                    .as_str()
                    .parse::<i32>()
                    .map_err(|_| Problem::at(&part, "number cannot overflow i32"))?;
                if after_dots {
                    end = Some(value);
                } else {
                    start = Some(value);
                }
            }
            _ => {}
        }
    }
    Ok(Expr::PeekSlice(start.unwrap_or(0), end))
}

/// The value of a `string` or `character` pair: its text unescaped, without its
/// quotes.
fn string_value(pair: &Pair<'_, MetaRule>) -> Result<String, Problem> {
    let text = unescape(pair.as_str()).ok_or_else(|| bad_escape(pair))?;
    strip(&text, 1)
        .map(str::to_owned)
        .ok_or_else(|| bad_escape(pair))
}

/// `text` without its first `skip` characters and its last one.
fn strip(text: &str, skip: usize) -> Option<&str> {
    let start = text.char_indices().nth(skip).map(|(i, _)| i)?;
    let end = text.char_indices().last().map(|(i, _)| i)?;
    text.get(start..end)
}

fn bad_escape(pair: &Pair<'_, MetaRule>) -> Problem {
    Problem::at(
        pair,
        "this literal has an escape that names no character (`\\u{...}` beyond U+10FFFF or a surrogate)",
    )
}

/// pest's escapes resolved: `\" \\ \r \n \t \0 \'`, `\xHH` (a byte, as the
/// character of that number) and `\u{H..}` (2 to 6 hex digits); `None` for any
/// other escape or a number that is no character.
fn unescape(text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        out.push(match chars.next()? {
            '"' => '"',
            '\\' => '\\',
            'r' => '\r',
            'n' => '\n',
            't' => '\t',
            '0' => '\0',
            '\'' => '\'',
            'x' => {
                let digits: String = chars.by_ref().take(2).collect();
                if digits.len() != 2 {
                    return None;
                }
                char::from(u8::from_str_radix(&digits, 16).ok()?)
            }
            'u' => {
                if chars.next()? != '{' {
                    return None;
                }
                let digits: String = chars.by_ref().take_while(|&c| c != '}').collect();
                if !(2..=6).contains(&digits.len()) {
                    return None;
                }
                char::from_u32(u32::from_str_radix(&digits, 16).ok()?)?
            }
            _ => return None,
        });
    }
    Some(out)
}

/// pest's built-in rules: the stack operations, `ANY`, `SOI`, `EOI`, the ASCII
/// classes, `NEWLINE` and the Unicode properties.
fn is_builtin(name: &str) -> bool {
    const NAMED: &[&str] = &[
        "ANY",
        "DROP",
        "EOI",
        "PEEK",
        "PEEK_ALL",
        "POP",
        "POP_ALL",
        "SOI",
        "ASCII_DIGIT",
        "ASCII_NONZERO_DIGIT",
        "ASCII_BIN_DIGIT",
        "ASCII_OCT_DIGIT",
        "ASCII_HEX_DIGIT",
        "ASCII_ALPHA_LOWER",
        "ASCII_ALPHA_UPPER",
        "ASCII_ALPHA",
        "ASCII_ALPHANUMERIC",
        "ASCII",
        "NEWLINE",
    ];
    NAMED.contains(&name) || pest::unicode::unicode_property_names().any(|n| n == name)
}

#[cfg(test)]
mod tests;
