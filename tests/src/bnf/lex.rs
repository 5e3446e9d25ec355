//! Layout and tokens of the RFC 822 style BNF: rules start in column 0,
//! continuation lines are indented, `;` starts a comment outside literals.

use std::fmt;

use super::SpecError;

/// One rule as laid out in the spec text, before parsing.
#[derive(Debug)]
pub(super) struct RawRule {
    /// The rule name as spelled in the spec.
    pub name: String,
    /// The line the rule starts on (1-based).
    pub line: usize,
    /// `name = elements`, continuation lines joined, comments removed.
    pub definition: String,
    /// The text right of `=`, per physical line, with its line number.
    pub segments: Vec<(usize, String)>,
}

impl RawRule {
    fn continue_with(&mut self, line: usize, text: &str) {
        self.definition.push(' ');
        self.definition.push_str(text);
        self.segments.push((line, text.to_string()));
    }
}

/// Splits `text` into rules, skipping the prose before the first rule,
/// blank lines and comments.
pub(super) fn split_rules(text: &str) -> Result<Vec<RawRule>, SpecError> {
    let mut rules: Vec<RawRule> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let content = strip_comment(line);
        if content.trim().is_empty() {
            continue;
        }
        if line.starts_with(char::is_whitespace) {
            // Indented lines before the first rule are prose.
            if let Some(rule) = rules.last_mut() {
                rule.continue_with(number, content.trim());
            }
        } else if let Some((name, body)) = rule_head(content) {
            rules.push(RawRule {
                name: name.to_string(),
                line: number,
                definition: content.to_string(),
                segments: vec![(number, body.to_string())],
            });
        } else if !rules.is_empty() {
            let message = format!(
                "expected `name = elements` or an indented continuation, found {content:?}"
            );
            return Err(SpecError::new(number, message));
        }
    }
    if rules.is_empty() {
        return Err(SpecError::new(1, "no rules found"));
    }
    Ok(rules)
}

/// Cuts a `;` comment off `line`, unless the `;` is inside a literal.
fn strip_comment(line: &str) -> &str {
    let mut in_literal = false;
    let mut chars = line.char_indices();
    while let Some((at, c)) = chars.next() {
        match c {
            '<' if !in_literal && line[at..].starts_with("<\">") => {
                chars.nth(1);
            }
            '"' => in_literal = !in_literal,
            ';' if !in_literal => return line[..at].trim_end(),
            _ => {}
        }
    }
    line.trim_end()
}

/// Splits `name = body` into its name and body, if `content` has that shape.
fn rule_head(content: &str) -> Option<(&str, &str)> {
    let end = content.find(|c| !is_name_char(c)).unwrap_or(content.len());
    let (name, rest) = content.split_at(end);
    if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let body = rest.trim_start().strip_prefix('=')?;
    Some((name, body))
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '+')
}

/// The kinds of token in a rule body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Kind {
    Name(String),
    Literal(String),
    Number(u32),
    Star,
    Pipe,
    Slash,
    Open(char),
    Close(char),
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Kind::Name(name) => write!(f, "rule name `{name}`"),
            Kind::Literal(text) => write!(f, "literal {text:?}"),
            Kind::Number(n) => write!(f, "number {n}"),
            Kind::Star => f.write_str("`*`"),
            Kind::Pipe => f.write_str("`|`"),
            Kind::Slash => f.write_str("`/`"),
            Kind::Open(c) | Kind::Close(c) => write!(f, "`{c}`"),
        }
    }
}

/// A token and the line it is on.
#[derive(Debug, Clone)]
pub(super) struct Token {
    pub kind: Kind,
    pub line: usize,
}

/// Tokenizes the body segments of one rule.
pub(super) fn tokenize(segments: &[(usize, String)]) -> Result<Vec<Token>, SpecError> {
    let mut tokens = Vec::new();
    for (line, text) in segments {
        let mut rest = text.trim_start();
        while !rest.is_empty() {
            let (kind, len) = next_token(rest).map_err(|message| SpecError::new(*line, message))?;
            tokens.push(Token { kind, line: *line });
            rest = rest[len..].trim_start();
        }
    }
    Ok(tokens)
}

/// The token at the start of the non-empty `text` and its length in bytes.
fn next_token(text: &str) -> Result<(Kind, usize), String> {
    let Some(c) = text.chars().next() else {
        return Err("expected a token".to_string());
    };
    let kind = match c {
        '"' => {
            let len = text[1..].find('"').ok_or("unterminated literal")?;
            return Ok((Kind::Literal(text[1..=len].to_string()), len + 2));
        }
        // RFC 822 writes the double-quote character as <">.
        '<' if text.starts_with("<\">") => return Ok((Kind::Literal("\"".to_string()), 3)),
        '|' => Kind::Pipe,
        '*' => Kind::Star,
        '/' => Kind::Slash,
        '[' | '(' => Kind::Open(c),
        ']' | ')' => Kind::Close(c),
        '0'..='9' => {
            let digits = prefix(text, |c| c.is_ascii_digit());
            let n = digits
                .parse()
                .map_err(|_| format!("repetition count {digits} is too large"))?;
            return Ok((Kind::Number(n), digits.len()));
        }
        c if c.is_ascii_alphabetic() => {
            let name = prefix(text, is_name_char);
            return Ok((Kind::Name(name.to_string()), name.len()));
        }
        other => return Err(format!("unexpected character {other:?}")),
    };
    Ok((kind, c.len_utf8()))
}

fn prefix(text: &str, keep: impl Fn(char) -> bool) -> &str {
    let end = text.find(|c| !keep(c)).unwrap_or(text.len());
    &text[..end]
}
