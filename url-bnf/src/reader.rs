//! Reads ABNF (RFC 5234 with RFC 7405's `%s`/`%i`) and the pre-ABNF BNF of RFC 1738,
//! 1808 and 2396 into the grammar model, collecting every error with its position.

use crate::charset::CharSet;
use crate::diag::Diagnostic;
use crate::ir::{Expr, Grammar, Rule};
use crate::layout::{blocks, is_name_char, Block};
use crate::Dialect;
use std::collections::HashMap;

/// A token with its 1-based line and column.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Name(String),
    Str(String, Option<bool>),
    Num(Expr),
    Prose(String),
    Number(u32),
    Star,
    LParen,
    RParen,
    LBrack,
    RBrack,
    Alt,
    BareSlash,
    Define(bool),
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    line: usize,
    col: usize,
}

/// An expression before names are resolved.
#[derive(Clone, Debug)]
enum Raw {
    Name(String, usize, usize),
    Prose(String, usize, usize),
    Expr(Expr),
    Seq(Vec<Raw>),
    Alt(Vec<Raw>),
    Rep(u32, Option<u32>, Box<Raw>),
}

struct Lexer<'a> {
    chars: Vec<(usize, usize, char)>,
    pos: usize,
    dialect: Dialect,
    diags: &'a mut Vec<Diagnostic>,
}

impl Lexer<'_> {
    fn peek(&self, k: usize) -> Option<char> {
        self.chars.get(self.pos + k).map(|t| t.2)
    }

    fn here(&self) -> (usize, usize) {
        self.chars
            .get(self.pos)
            .or(self.chars.last())
            .map(|t| (t.0, t.1))
            .unwrap_or((0, 0))
    }

    fn tokens(mut self) -> Result<Vec<Token>, Diagnostic> {
        let mut out = Vec::new();
        while let Some(c) = self.peek(0) {
            let (line, col) = self.here();
            let tok = match c {
                ' ' | '\n' => {
                    self.pos += 1;
                    continue;
                }
                ';' => {
                    while self.peek(0).is_some_and(|c| c != '\n') {
                        self.pos += 1;
                    }
                    continue;
                }
                '"' => {
                    self.pos += 1;
                    Tok::Str(self.quoted(line, col)?, None)
                }
                '<' => {
                    self.pos += 1;
                    let mut s = String::new();
                    loop {
                        match self.peek(0) {
                            Some('>') => break,
                            Some('\n') | None => {
                                return Err(Diagnostic::error(
                                    line,
                                    col,
                                    "unterminated prose value `<...>`",
                                ))
                            }
                            Some(c) => s.push(c),
                        }
                        self.pos += 1;
                    }
                    self.pos += 1;
                    Tok::Prose(s)
                }
                '%' => self.percent(line, col)?,
                '0'..='9' => {
                    let mut n: u64 = 0;
                    while let Some(d) = self.peek(0).and_then(|c| c.to_digit(10)) {
                        n = (n * 10 + d as u64).min(u32::MAX as u64);
                        self.pos += 1;
                    }
                    Tok::Number(n as u32)
                }
                '*' => {
                    self.pos += 1;
                    Tok::Star
                }
                '(' => {
                    self.pos += 1;
                    Tok::LParen
                }
                ')' => {
                    self.pos += 1;
                    Tok::RParen
                }
                '[' => {
                    self.pos += 1;
                    Tok::LBrack
                }
                ']' => {
                    self.pos += 1;
                    Tok::RBrack
                }
                '|' if self.dialect == Dialect::RfcBnf => {
                    self.pos += 1;
                    Tok::Alt
                }
                '/' => {
                    self.pos += 1;
                    if self.dialect == Dialect::Abnf {
                        Tok::Alt
                    } else {
                        self.diags.push(Diagnostic::warning(
                            line,
                            col,
                            "unquoted `/` read as the literal \"/\" (RFC 1738 erratum 5118)",
                        ));
                        Tok::BareSlash
                    }
                }
                '=' => {
                    self.pos += 1;
                    if self.peek(0) == Some('/') {
                        self.pos += 1;
                        Tok::Define(true)
                    } else {
                        Tok::Define(false)
                    }
                }
                ':' if self.peek(1) == Some('=')
                    || (self.peek(1) == Some(':') && self.peek(2) == Some('=')) =>
                {
                    while self.peek(0) != Some('=') {
                        self.pos += 1;
                    }
                    self.pos += 1;
                    Tok::Define(false)
                }
                c if c.is_ascii_alphabetic() => {
                    let mut s = String::new();
                    while let Some(c) = self.peek(0).filter(|c| is_name_char(*c, self.dialect)) {
                        s.push(c);
                        self.pos += 1;
                    }
                    Tok::Name(s)
                }
                other => {
                    return Err(Diagnostic::error(
                        line,
                        col,
                        format!("unexpected character {other:?}"),
                    ));
                }
            };
            out.push(Token { tok, line, col });
        }
        Ok(out)
    }

    fn quoted(&mut self, line: usize, col: usize) -> Result<String, Diagnostic> {
        let mut s = String::new();
        loop {
            match self.peek(0) {
                Some('"') => {
                    self.pos += 1;
                    return Ok(s);
                }
                Some('\n') | None => {
                    return Err(Diagnostic::error(line, col, "unterminated quoted string"))
                }
                Some(c) => s.push(c),
            }
            self.pos += 1;
        }
    }

    /// `%x41-5A`, `%d13.10`, `%b101`, `%s"..."`, `%i"..."`.
    fn percent(&mut self, line: usize, col: usize) -> Result<Tok, Diagnostic> {
        self.pos += 1;
        let kind = self.peek(0).map(|c| c.to_ascii_lowercase());
        self.pos += 1;
        let radix = match kind {
            Some('s') | Some('i') if self.peek(0) == Some('"') => {
                self.pos += 1;
                let s = self.quoted(line, col)?;
                return Ok(Tok::Str(s, Some(kind == Some('i'))));
            }
            Some('x') => 16,
            Some('d') => 10,
            Some('b') => 2,
            _ => {
                return Err(Diagnostic::error(
                    line,
                    col,
                    "expected %x, %d, %b, %s or %i",
                ))
            }
        };
        let number = |lx: &mut Self| -> Result<u32, Diagnostic> {
            let mut n: u64 = 0;
            let mut any = false;
            while let Some(d) = lx.peek(0).and_then(|c| c.to_digit(radix)) {
                n = (n * radix as u64 + d as u64).min(0x10FFFF + 1);
                lx.pos += 1;
                any = true;
            }
            let (l, c) = lx.here();
            if !any {
                return Err(Diagnostic::error(
                    l,
                    c,
                    "expected digits of a numeric value",
                ));
            }
            if n > 0x10FFFF {
                return Err(Diagnostic::error(
                    line,
                    col,
                    "numeric value beyond U+10FFFF",
                ));
            }
            Ok(n as u32)
        };
        let first = number(self)?;
        if self.peek(0) == Some('-') {
            self.pos += 1;
            let last = number(self)?;
            if last < first {
                return Err(Diagnostic::error(
                    line,
                    col,
                    "numeric range ends below its start",
                ));
            }
            return Ok(Tok::Num(Expr::Chars(CharSet::range(first, last))));
        }
        let mut vals = vec![first];
        while self.peek(0) == Some('.') {
            self.pos += 1;
            vals.push(number(self)?);
        }
        if vals.len() == 1 {
            return Ok(Tok::Num(Expr::Chars(CharSet::range(first, first))));
        }
        let text: Option<String> = vals.iter().map(|v| char::from_u32(*v)).collect();
        match text {
            Some(text) => Ok(Tok::Num(Expr::literal(text))),
            None => Err(Diagnostic::error(
                line,
                col,
                "numeric value is not a character",
            )),
        }
    }
}

struct Parser<'a> {
    toks: Vec<Token>,
    pos: usize,
    dialect: Dialect,
    end: (usize, usize),
    diags: &'a mut Vec<Diagnostic>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.tok)
    }

    fn at(&self) -> (usize, usize) {
        self.toks
            .get(self.pos)
            .map(|t| (t.line, t.col))
            .unwrap_or(self.end)
    }

    fn alternation(&mut self) -> Result<Raw, Diagnostic> {
        let mut alts = vec![self.concatenation()?];
        while self.peek() == Some(&Tok::Alt) {
            self.pos += 1;
            alts.push(self.concatenation()?);
        }
        Ok(if alts.len() == 1 {
            alts.pop().expect("one")
        } else {
            Raw::Alt(alts)
        })
    }

    fn concatenation(&mut self) -> Result<Raw, Diagnostic> {
        let mut items = Vec::new();
        while matches!(
            self.peek(),
            Some(
                Tok::Name(_)
                    | Tok::Str(..)
                    | Tok::Num(_)
                    | Tok::Prose(_)
                    | Tok::Number(_)
                    | Tok::Star
                    | Tok::LParen
                    | Tok::LBrack
                    | Tok::BareSlash
            )
        ) {
            items.push(self.repetition()?);
        }
        if items.is_empty() {
            let (l, c) = self.at();
            let what = match self.peek() {
                None => "end of rule".to_string(),
                Some(t) => format!("{t:?}"),
            };
            return Err(Diagnostic::error(
                l,
                c,
                format!("expected an element, found {what}"),
            ));
        }
        Ok(if items.len() == 1 {
            items.pop().expect("one")
        } else {
            Raw::Seq(items)
        })
    }

    fn repetition(&mut self) -> Result<Raw, Diagnostic> {
        let (line, col) = self.at();
        let mut min = None;
        let mut max = None;
        let mut star = false;
        if let Some(Tok::Number(n)) = self.peek() {
            min = Some(*n);
            self.pos += 1;
        }
        if self.peek() == Some(&Tok::Star) {
            star = true;
            self.pos += 1;
            if let Some(Tok::Number(n)) = self.peek() {
                max = Some(*n);
                self.pos += 1;
            }
        }
        let (lo, hi) = match (min, star, max) {
            (None, false, _) => return self.element(false),
            (Some(n), false, _) => (n, Some(n)),
            (n, true, m) => (n.unwrap_or(0), m),
        };
        if let Some(hi) = hi {
            if hi < lo {
                self.diags.push(Diagnostic::error(
                    line,
                    col,
                    format!("bad repeat bounds {lo}*{hi}: the maximum is below the minimum"),
                ));
            }
        }
        let body = self.element(true)?;
        Ok(Raw::Rep(lo, hi.map(|h| h.max(lo)), Box::new(body)))
    }

    /// An element; `repeated` reads RFC 1738's `*[ x ]` as a repetition of `x`.
    fn element(&mut self, repeated: bool) -> Result<Raw, Diagnostic> {
        let (line, col) = self.at();
        let Some(tok) = self.peek().cloned() else {
            return Err(Diagnostic::error(
                line,
                col,
                "expected an element, found end of rule",
            ));
        };
        self.pos += 1;
        Ok(match tok {
            Tok::Name(n) => Raw::Name(n, line, col),
            Tok::Str(s, ci) => {
                let ci = ci.unwrap_or(self.dialect == Dialect::Abnf)
                    && s.chars().any(|c| c.is_ascii_alphabetic());
                if s.is_empty() {
                    Raw::Expr(Expr::Empty)
                } else {
                    Raw::Expr(Expr::Lit { text: s, ci })
                }
            }
            Tok::Num(e) => Raw::Expr(e),
            Tok::Prose(p) => Raw::Prose(p, line, col),
            Tok::BareSlash => Raw::Expr(Expr::literal("/")),
            Tok::LParen | Tok::LBrack => {
                let close = if tok == Tok::LParen {
                    Tok::RParen
                } else {
                    Tok::RBrack
                };
                let inner = self.alternation()?;
                if self.peek() != Some(&close) {
                    let (l, c) = self.at();
                    return Err(Diagnostic::error(
                        l,
                        c,
                        format!(
                            "expected {} to close the group opened at {line}:{col}",
                            if close == Tok::RParen { "`)`" } else { "`]`" }
                        ),
                    ));
                }
                self.pos += 1;
                if tok == Tok::LBrack && !repeated {
                    Raw::Rep(0, Some(1), Box::new(inner))
                } else {
                    inner
                }
            }
            other => {
                return Err(Diagnostic::error(
                    line,
                    col,
                    format!("expected an element, found {other:?}"),
                ))
            }
        })
    }
}

/// A rule as parsed, before resolution.
struct Parsed {
    name: String,
    line: usize,
    col: usize,
    incremental: bool,
    body: Raw,
    source: Vec<String>,
}

fn parse_block(
    block: &Block,
    dialect: Dialect,
    diags: &mut Vec<Diagnostic>,
) -> Result<Parsed, Diagnostic> {
    let mut chars = Vec::new();
    for (line, text) in &block.lines {
        for (col, c) in text.chars().enumerate() {
            chars.push((*line, col + 1, c));
        }
        chars.push((*line, text.chars().count() + 1, '\n'));
    }
    let end = chars.last().map(|t| (t.0, t.1)).unwrap_or((0, 0));
    let toks = Lexer {
        chars,
        pos: 0,
        dialect,
        diags,
    }
    .tokens()?;
    let (name, line, col) = match toks.first() {
        Some(Token {
            tok: Tok::Name(n),
            line,
            col,
        }) => (n.clone(), *line, *col),
        _ => {
            return Err(Diagnostic::error(
                block.lines[0].0,
                1,
                "expected a rule name",
            ))
        }
    };
    let incremental = match toks.get(1).map(|t| &t.tok) {
        Some(Tok::Define(inc)) => *inc,
        _ => {
            return Err(Diagnostic::error(
                line,
                col,
                "expected `=` after the rule name",
            ))
        }
    };
    let mut p = Parser {
        toks,
        pos: 2,
        dialect,
        end,
        diags,
    };
    let body = p.alternation()?;
    if let Some(t) = p.toks.get(p.pos) {
        let what = match &t.tok {
            Tok::RParen => "`)` without a matching `(`".to_string(),
            Tok::RBrack => "`]` without a matching `[`".to_string(),
            Tok::Define(_) => "a second `=`".to_string(),
            other => format!("{other:?}"),
        };
        return Err(Diagnostic::error(
            t.line,
            t.col,
            format!("unexpected {what}"),
        ));
    }
    Ok(Parsed {
        name,
        line,
        col,
        incremental,
        body,
        source: block.source(),
    })
}

/// The text of RFC 5234 appendix B.1 (core rules), as printed there.
pub const CORE_RULES: &str = include_str!("core-rules.abnf");

/// Reads `text` in `dialect`. Returns the grammar and the warnings, or every error found.
pub fn read(text: &str, dialect: Dialect) -> Result<(Grammar, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut diags = Vec::new();
    let mut parsed = Vec::new();
    for b in blocks(text, dialect) {
        match parse_block(&b, dialect, &mut diags) {
            Ok(p) => parsed.push(p),
            Err(mut d) => {
                // The rule still counts as defined (empty), so that its uses are not
                // reported as undefined and a second definition is still found.
                if let Some((name, line, col)) = block_name(&b, dialect) {
                    d.message = format!("{} (in the definition of `{name}`)", d.message);
                    parsed.push(Parsed {
                        name,
                        line,
                        col,
                        incremental: false,
                        body: Raw::Seq(Vec::new()),
                        source: b.source(),
                    });
                }
                diags.push(d);
            }
        }
    }
    let key = |n: &str| {
        if dialect == Dialect::Abnf {
            n.to_ascii_lowercase()
        } else {
            n.to_string()
        }
    };
    // Definitions, `=/` merged into the first.
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut defs: Vec<Parsed> = Vec::new();
    let mut duplicates: Vec<Raw> = Vec::new();
    for p in parsed {
        match index.get(&key(&p.name)) {
            Some(&i) if p.incremental => {
                let prev = std::mem::replace(&mut defs[i].body, Raw::Seq(Vec::new()));
                let mut alts = match prev {
                    Raw::Alt(v) => v,
                    other => vec![other],
                };
                match p.body {
                    Raw::Alt(v) => alts.extend(v),
                    other => alts.push(other),
                }
                defs[i].body = Raw::Alt(alts);
                defs[i].source.extend(p.source);
            }
            // A definition that is only prose (`<URI-reference, see [RFC3986],
            // Section 4.1>`, how RFCs import rules) gives way to a definition of
            // the rule, as when one grammar is read with the one it imports from.
            Some(&i) if is_prose(&p.body) => diags.push(Diagnostic::warning(
                p.line,
                p.col,
                format!(
                    "the prose definition of `{}` is left for its definition at line {}",
                    p.name, defs[i].line
                ),
            )),
            Some(&i) if is_prose(&defs[i].body) => {
                diags.push(Diagnostic::warning(
                    defs[i].line,
                    defs[i].col,
                    format!(
                        "the prose definition of `{}` is left for its definition at line {}",
                        p.name, p.line
                    ),
                ));
                defs[i] = p;
            }
            Some(&i) => {
                diags.push(Diagnostic::error(
                    p.line,
                    p.col,
                    format!(
                        "rule `{}` is defined twice (first at line {})",
                        p.name, defs[i].line
                    ),
                ));
                duplicates.push(p.body);
            }
            None if p.incremental => diags.push(Diagnostic::error(
                p.line,
                p.col,
                format!(
                    "`{} =/` adds alternatives to a rule that is not defined",
                    p.name
                ),
            )),
            None => {
                index.insert(key(&p.name), defs.len());
                defs.push(p);
            }
        }
    }
    // Core rules of RFC 5234 B.1 that the grammar uses and does not define.
    let mut core_defs: Vec<Parsed> = Vec::new();
    if dialect == Dialect::Abnf {
        let mut scratch = Vec::new();
        let core: Vec<Parsed> = blocks(CORE_RULES, Dialect::Abnf)
            .iter()
            .filter_map(|b| parse_block(b, Dialect::Abnf, &mut scratch).ok())
            .collect();
        let mut wanted: Vec<String> = Vec::new();
        for d in &defs {
            collect_names(&d.body, &mut wanted);
        }
        while let Some(n) = wanted.pop() {
            let k = key(&n);
            if index.contains_key(&k) {
                continue;
            }
            if let Some(c) = core.iter().find(|c| key(&c.name) == k) {
                index.insert(k, defs.len() + core_defs.len());
                collect_names(&c.body, &mut wanted);
                core_defs.push(Parsed {
                    name: c.name.clone(),
                    line: 0,
                    col: 0,
                    incremental: false,
                    body: c.body.clone(),
                    source: c.source.clone(),
                });
            }
        }
    }
    let n_user = defs.len();
    defs.extend(core_defs);
    // A second definition is dropped, but its own errors are still reported.
    for d in duplicates {
        resolve(d, &index, &key, dialect, &mut diags);
    }
    let mut rules = Vec::new();
    for (i, d) in defs.into_iter().enumerate() {
        let expr = resolve(d.body, &index, &key, dialect, &mut diags);
        rules.push(Rule {
            name: d.name,
            source: d.source,
            line: d.line,
            expr,
            core: i >= n_user,
            notes: Vec::new(),
        });
    }
    if rules.is_empty()
        && !diags
            .iter()
            .any(|d| d.severity == crate::diag::Severity::Error)
    {
        diags.push(Diagnostic::error(1, 1, "no rule definitions found"));
    }
    let grammar = Grammar { rules };
    check_left_recursion(&grammar, &mut diags);
    diags.sort_by_key(|d| (d.line, d.col));
    if diags
        .iter()
        .any(|d| d.severity == crate::diag::Severity::Error)
    {
        Err(diags)
    } else {
        Ok((grammar, diags))
    }
}

/// The name a block defines, with its line and column, read from its first line
/// (`name =` or `name =/`) when the rest of the block does not parse.
fn block_name(b: &Block, dialect: Dialect) -> Option<(String, usize, usize)> {
    let (line, text) = b.lines.first()?;
    let start = text.len() - text.trim_start().len();
    let rest = &text[start..];
    let len = rest
        .find(|c: char| !is_name_char(c, dialect))
        .unwrap_or(rest.len());
    let name = &rest[..len];
    // `=`, `=/`, and the `:=` / `::=` some RFCs print.
    let after = rest[len..].trim_start().trim_start_matches(':');
    let col = text[..start].chars().count() + 1;
    (!name.is_empty() && after.starts_with('=')).then(|| (name.to_string(), *line, col))
}

/// Whether a definition is one prose value and nothing else.
fn is_prose(r: &Raw) -> bool {
    match r {
        Raw::Prose(..) => true,
        Raw::Seq(v) | Raw::Alt(v) if v.len() == 1 => is_prose(&v[0]),
        _ => false,
    }
}

fn collect_names(r: &Raw, out: &mut Vec<String>) {
    match r {
        Raw::Name(n, ..) => out.push(n.clone()),
        Raw::Prose(p, ..) => out.push(p.trim().to_string()),
        Raw::Seq(v) | Raw::Alt(v) => v.iter().for_each(|x| collect_names(x, out)),
        Raw::Rep(_, _, b) => collect_names(b, out),
        Raw::Expr(_) => {}
    }
}

fn resolve(
    r: Raw,
    index: &HashMap<String, usize>,
    key: &dyn Fn(&str) -> String,
    dialect: Dialect,
    diags: &mut Vec<Diagnostic>,
) -> Expr {
    match r {
        Raw::Name(n, line, col) => match index.get(&key(&n)) {
            Some(&i) => Expr::Ref(i),
            None => {
                diags.push(Diagnostic::error(
                    line,
                    col,
                    format!("rule `{n}` is used but not defined"),
                ));
                Expr::Empty
            }
        },
        Raw::Prose(p, line, col) => {
            if dialect == Dialect::RfcBnf && p == "\"" {
                return Expr::literal("\"");
            }
            // `<pchar>`, or `<host, see [RFC3986], Section 3.2.2>` (how RFC 7230 and
            // RFC 9110 import another RFC's rule): a rule's name, then a comma.
            let named = [p.trim(), p.split(',').next().unwrap_or("").trim()]
                .into_iter()
                .find(|n| !n.is_empty() && index.contains_key(&key(n)));
            match named.map(|n| (n, index[&key(n)])) {
                Some((n, i)) => {
                    diags.push(Diagnostic::warning(
                        line,
                        col,
                        format!("prose value <{p}> read as a reference to rule `{n}`"),
                    ));
                    Expr::Ref(i)
                }
                None => {
                    diags.push(Diagnostic::error(
                        line,
                        col,
                        format!(
                            "prose value <{p}> names no rule: define it, or replace it with a rule"
                        ),
                    ));
                    Expr::Empty
                }
            }
        }
        Raw::Expr(e) => e,
        Raw::Seq(v) => Expr::Seq(
            v.into_iter()
                .map(|x| resolve(x, index, key, dialect, diags))
                .collect(),
        ),
        Raw::Alt(v) => Expr::Alt(
            v.into_iter()
                .map(|x| resolve(x, index, key, dialect, diags))
                .collect(),
        ),
        Raw::Rep(lo, hi, b) => Expr::Rep {
            min: lo,
            max: hi,
            body: Box::new(resolve(*b, index, key, dialect, diags)),
        },
    }
}

/// Left recursion has no PEG reading: report each rule that reaches itself without
/// consuming input.
fn check_left_recursion(g: &Grammar, diags: &mut Vec<Diagnostic>) {
    let nullable = crate::analysis::nullable_rules(g);
    for (i, r) in g.rules.iter().enumerate() {
        let mut seen = vec![false; g.rules.len()];
        let mut stack = Vec::new();
        crate::analysis::left_refs(&r.expr, &nullable, &mut stack);
        let mut found = false;
        while let Some(j) = stack.pop() {
            if j == i {
                found = true;
                break;
            }
            if !seen[j] {
                seen[j] = true;
                crate::analysis::left_refs(&g.rules[j].expr, &nullable, &mut stack);
            }
        }
        if found {
            diags.push(Diagnostic::error(
                r.line,
                1,
                format!("rule `{}` is left-recursive: a PEG cannot read it", r.name),
            ));
        }
    }
}
