//! Finds the rules in a grammar as an RFC prints it: rule starts, continuation lines,
//! page footers and headers, and the prose between rules.

use crate::Dialect;

/// The lines of one rule definition.
#[derive(Clone, Debug)]
pub struct Block {
    /// (1-based line number, line text) of every line of the definition.
    pub lines: Vec<(usize, String)>,
    /// Indentation of the first line, in characters.
    pub indent: usize,
}

impl Block {
    /// The definition as printed: the first line's indentation removed from every
    /// line, trailing blanks removed.
    pub fn source(&self) -> Vec<String> {
        self.lines
            .iter()
            .map(|(_, l)| {
                let lead = l.chars().take_while(|c| *c == ' ').count().min(self.indent);
                l[lead..].trim_end().to_string()
            })
            .collect()
    }
}

/// Whether a line is a page footer (`... [Page 12]`) or header (`RFC 3986   ...`).
fn is_page_furniture(line: &str) -> bool {
    let t = line.trim();
    (t.ends_with(']') && t.contains("[Page "))
        || (line.starts_with("RFC ") && line[4..].starts_with(|c: char| c.is_ascii_digit()))
}

/// Whether `c` may appear in a rule name of the dialect (after the first letter).
pub fn is_name_char(c: char, dialect: Dialect) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || (dialect == Dialect::RfcBnf && (c == '_' || c == '+'))
}

/// Whether the line starts a rule definition: a name, blanks, then `=` (or `=/`,
/// `:=`, `::=`).
fn starts_rule(line: &str, dialect: Dialect) -> bool {
    let t = line.trim_start();
    let mut chars = t.char_indices();
    match chars.next() {
        Some((_, c)) if c.is_ascii_alphabetic() => {}
        _ => return false,
    }
    let end = t
        .char_indices()
        .find(|&(_, c)| !is_name_char(c, dialect))
        .map(|(i, _)| i)
        .unwrap_or(t.len());
    let rest = t[end..].trim_start();
    (rest.starts_with('=') && !rest.starts_with("=="))
        || rest.starts_with(":=")
        || rest.starts_with("::=")
}

/// Splits the text into rule blocks. Lines outside rules (prose, comments, page
/// furniture) are skipped.
pub fn blocks(text: &str, dialect: Dialect) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    let mut open = false;
    let mut blank_since_last = false;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line: String = raw
            .trim_end_matches('\r')
            .chars()
            .map(|c| if c == '\t' { ' ' } else { c })
            .filter(|c| *c != '\u{c}')
            .collect();
        if is_page_furniture(&line) || line.trim().is_empty() {
            blank_since_last = true;
            continue;
        }
        let indent = line.chars().take_while(|c| *c == ' ').count();
        let trimmed = line.trim_start();
        if starts_rule(&line, dialect) {
            out.push(Block {
                lines: vec![(line_no, line.clone())],
                indent,
            });
            open = true;
            blank_since_last = false;
            continue;
        }
        if open {
            let block = out.last_mut().expect("open block");
            let prev = block
                .lines
                .last()
                .map(|(_, l)| strip_comment(l))
                .unwrap_or_default();
            let prev_open = prev.trim_end().ends_with(['/', '|', '=', '(', '[']);
            let looks_continued = trimmed
                .starts_with(['/', '|', ';', '(', '[', '"', '%', '<', '*'])
                || trimmed.starts_with(|c: char| c.is_ascii_digit());
            let continues = if blank_since_last {
                indent > block.indent && (looks_continued || prev_open)
            } else {
                indent > block.indent || !trimmed.starts_with(';')
            };
            if continues {
                block.lines.push((line_no, line.clone()));
                blank_since_last = false;
                continue;
            }
        }
        open = false;
        blank_since_last = false;
    }
    out
}

/// The line without its `;` comment (quotes and prose brackets respected).
fn strip_comment(line: &str) -> String {
    let mut out = String::new();
    let mut in_quote = false;
    let mut in_prose = false;
    for c in line.chars() {
        match c {
            '"' if !in_prose => in_quote = !in_quote,
            '<' if !in_quote => in_prose = true,
            '>' if !in_quote => in_prose = false,
            ';' if !in_quote && !in_prose => break,
            _ => {}
        }
        out.push(c);
    }
    out
}
