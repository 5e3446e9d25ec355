//! A parsed tree, drawn one node a line: rule name, byte span, text.

use std::fmt::Write as _;

use url_grammar::rule_names::rfc_name;
use url_runtime::{printable, Node};

use crate::style::{self, paint};

/// Text longer than this many bytes is cut in a drawn node, so that a long input
/// draws a tree a person can read (its span still gives the whole extent).
const LONG_TEXT: usize = 160;
/// How many characters of a cut text are shown.
const SHOWN_CHARS: usize = 120;

/// Draws `node` and everything below it:
///
/// ```text
/// login 0..9 "a@b.com:1"
/// ├── user 0..1 "a"
/// └── hostport 2..9 "b.com:1"
/// ```
///
/// Parts that are no rule of their own (a literal alternative, a tagged stretch)
/// show their text only. A text of more than `LONG_TEXT` bytes shows its start and
/// its length.
pub fn render(node: &dyn Node<'_>, color: bool) -> String {
    let mut out = String::new();
    write_node(&mut out, node, None, "", "", color);
    out
}

/// Draws `node` as [`render`] does, taking each node's text from `input` by its
/// span (the tree of a lenient parse was read from a case-folded copy of `input`;
/// the spans are the same).
pub fn render_over(node: &dyn Node<'_>, input: &str, color: bool) -> String {
    let mut out = String::new();
    write_node(&mut out, node, Some(input), "", "", color);
    out
}

/// Writes one node's line, then its children's, indented.
fn write_node(
    out: &mut String,
    node: &dyn Node<'_>,
    input: Option<&str>,
    lead: &str,
    indent: &str,
    color: bool,
) {
    let span = node.span();
    let label = match node.rule_name() {
        Some(rule) => format!("{} ", paint(color, style::RULE, rfc_name(rule))),
        None => String::new(),
    };
    let text = input
        .and_then(|input| input.get(span.start..span.end))
        .unwrap_or_else(|| node.as_str());
    let _ = writeln!(
        out,
        "{}{label}{} {}",
        paint(color, style::DIM, lead),
        paint(color, style::DIM, format!("{}..{}", span.start, span.end)),
        quoted(text, color),
    );
    let children = node.children();
    let count = children.len();
    for (index, child) in children.iter().enumerate() {
        let last = index + 1 == count;
        let (branch, more) = if last {
            ("└── ", "    ")
        } else {
            ("├── ", "│   ")
        };
        write_node(
            out,
            &**child,
            input,
            &format!("{indent}{branch}"),
            &format!("{indent}{more}"),
            color,
        );
    }
}

/// The text quoted (control and bidirectional characters escaped), cut when it is
/// long:
/// `"http://example.com/aaa"… (10485779 bytes)`.
pub fn quoted(text: &str, color: bool) -> String {
    match head(text) {
        None => paint(color, style::TEXT, format!("\"{}\"", printable(text))),
        Some(head) => format!(
            "{}{} {}",
            paint(color, style::TEXT, format!("\"{}\"", printable(head))),
            paint(color, style::DIM, "…"),
            paint(color, style::DIM, format!("({} bytes)", text.len())),
        ),
    }
}

/// The start of `text` to show when it is too long to show whole (more than
/// `LONG_TEXT` bytes); `None` when it is short enough.
pub fn head(text: &str) -> Option<&str> {
    if text.len() <= LONG_TEXT {
        return None;
    }
    let end = text
        .char_indices()
        .nth(SHOWN_CHARS)
        .map_or(text.len(), |(at, _)| at);
    Some(&text[..end])
}
