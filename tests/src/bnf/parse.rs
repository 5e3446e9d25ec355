//! Recursive-descent parser from a rule's tokens to an [`Expr`].
//!
//! ```text
//! alternation = sequence *( "|" sequence )
//! sequence    = 1*repetition
//! repetition  = [ n ] [ "*" [ m ] ] element
//! element     = name | literal | "/" | "[" alternation "]" | "(" alternation ")"
//! ```

use super::lex::{Kind, Token};
use super::{normalise, SpecError};

/// A parsed rule body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expr {
    /// A case-sensitive literal.
    Literal(String),
    /// A reference to a rule by normalised name, with the line it is on.
    Ref {
        /// The referenced rule's normalised name.
        name: String,
        /// The spec line the reference is on.
        line: usize,
    },
    /// The elements in order.
    Seq(Vec<Expr>),
    /// A choice between the alternatives (true alternation, not ordered).
    Alt(Vec<Expr>),
    /// `min` to `max` repetitions (`max == None`: unbounded).
    Repeat {
        /// The fewest repetitions.
        min: u32,
        /// The most repetitions, `None` when unbounded.
        max: Option<u32>,
        /// What is repeated.
        item: Box<Expr>,
    },
}

impl Expr {
    fn seq(mut items: Vec<Expr>) -> Expr {
        if items.len() == 1 {
            items.remove(0)
        } else {
            Expr::Seq(items)
        }
    }

    fn alt(mut items: Vec<Expr>) -> Expr {
        if items.len() == 1 {
            items.remove(0)
        } else {
            Expr::Alt(items)
        }
    }
}

/// Parses the tokens of the rule that starts on `line` and ends on `last_line`.
pub(super) fn parse_rule(
    tokens: &[Token],
    line: usize,
    last_line: usize,
) -> Result<Expr, SpecError> {
    if tokens.is_empty() {
        return Err(SpecError::new(line, "empty definition"));
    }
    let mut parser = Parser {
        tokens,
        pos: 0,
        last_line,
    };
    let expr = parser.alternation()?;
    match parser.next() {
        None => Ok(expr),
        Some(token) => Err(SpecError::new(
            token.line,
            format!("unexpected {}", token.kind),
        )),
    }
}

struct Parser<'a> {
    tokens: &'a [Token],
    pos: usize,
    last_line: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Kind> {
        self.tokens.get(self.pos).map(|token| &token.kind)
    }

    fn next(&mut self) -> Option<Token> {
        let token = self.tokens.get(self.pos).cloned();
        self.pos += usize::from(token.is_some());
        token
    }

    fn eat(&mut self, kind: &Kind) -> bool {
        let found = self.peek() == Some(kind);
        self.pos += usize::from(found);
        found
    }

    fn number(&mut self) -> Option<u32> {
        let Some(&Kind::Number(n)) = self.peek() else {
            return None;
        };
        self.pos += 1;
        Some(n)
    }

    fn line_here(&self) -> usize {
        self.tokens
            .get(self.pos)
            .map_or(self.last_line, |token| token.line)
    }

    fn alternation(&mut self) -> Result<Expr, SpecError> {
        let mut alternatives = vec![self.sequence()?];
        while self.eat(&Kind::Pipe) {
            alternatives.push(self.sequence()?);
        }
        Ok(Expr::alt(alternatives))
    }

    fn sequence(&mut self) -> Result<Expr, SpecError> {
        let mut items = Vec::new();
        while !matches!(self.peek(), None | Some(Kind::Pipe | Kind::Close(_))) {
            items.push(self.repetition()?);
        }
        if items.is_empty() {
            return Err(SpecError::new(self.line_here(), "empty alternative"));
        }
        Ok(Expr::seq(items))
    }

    fn repetition(&mut self) -> Result<Expr, SpecError> {
        let min = self.number();
        let (min, max) = if self.eat(&Kind::Star) {
            (min.unwrap_or(0), self.number())
        } else if let Some(n) = min {
            (n, Some(n))
        } else {
            return self.element(false);
        };
        if max.is_some_and(|max| max < min) {
            return Err(SpecError::new(
                self.line_here(),
                format!("repetition {min}*{max:?} has max < min"),
            ));
        }
        let item = Box::new(self.element(true)?);
        Ok(Expr::Repeat { min, max, item })
    }

    /// One element; `repeated` says a repetition prefix precedes it, in
    /// which case `[ ... ]` is the repeated group rather than an option.
    fn element(&mut self, repeated: bool) -> Result<Expr, SpecError> {
        let Some(token) = self.next() else {
            return Err(SpecError::new(
                self.last_line,
                "expected an element, found the end of the rule",
            ));
        };
        match token.kind {
            Kind::Name(name) => Ok(Expr::Ref {
                name: normalise(&name),
                line: token.line,
            }),
            Kind::Literal(text) => Ok(Expr::Literal(text)),
            // Erratum 5118: the bare `/` in gopherurl's `[ / [ gtype ...` is the literal "/".
            Kind::Slash => Ok(Expr::Literal("/".to_string())),
            Kind::Open('[') if repeated => self.group(']', token.line),
            Kind::Open('[') => Ok(Expr::Repeat {
                min: 0,
                max: Some(1),
                item: Box::new(self.group(']', token.line)?),
            }),
            Kind::Open(_) => self.group(')', token.line),
            other => Err(SpecError::new(
                token.line,
                format!("expected an element, found {other}"),
            )),
        }
    }

    fn group(&mut self, close: char, open_line: usize) -> Result<Expr, SpecError> {
        let inner = self.alternation()?;
        match self.next() {
            Some(Token {
                kind: Kind::Close(c),
                ..
            }) if c == close => Ok(inner),
            Some(token) => {
                let message = format!(
                    "expected `{close}` to close the group opened on line {open_line}, found {}",
                    token.kind
                );
                Err(SpecError::new(token.line, message))
            }
            None => Err(SpecError::new(
                open_line,
                format!("group opened on line {open_line} is never closed with `{close}`"),
            )),
        }
    }
}
