//! A parsed tree, drawn one node a line: rule name, byte span, text.

use std::fmt::Write as _;

use url_grammar::rule_names::rfc_name;
use url_runtime::Node;

use crate::style::{self, paint};

/// Draws `node` and everything below it:
///
/// ```text
/// login 0..9 "a@b.com:1"
/// ├── user 0..1 "a"
/// └── hostport 2..9 "b.com:1"
/// ```
///
/// Parts that are no rule of their own (a literal alternative, a tagged stretch)
/// show their text only.
pub fn render(node: &dyn Node<'_>, color: bool) -> String {
    let mut out = String::new();
    write_node(&mut out, node, "", "", color);
    out
}

fn write_node(out: &mut String, node: &dyn Node<'_>, lead: &str, indent: &str, color: bool) {
    let span = node.span();
    let label = match node.rule_name() {
        Some(rule) => format!("{} ", paint(color, style::RULE, rfc_name(rule))),
        None => String::new(),
    };
    let _ = writeln!(
        out,
        "{}{label}{} {}",
        paint(color, style::DIM, lead),
        paint(color, style::DIM, format!("{}..{}", span.start, span.end)),
        paint(color, style::TEXT, format!("{:?}", node.as_str())),
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
            &format!("{indent}{branch}"),
            &format!("{indent}{more}"),
            color,
        );
    }
}
