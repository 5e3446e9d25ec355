//! The JSON report of `rfc1738 parse --json`, one object a line:
//! `{"input","valid","tree","semantics","error"}`.
//!
//! `tree` is the typed tree, each node `{"rule","text","start","end","children"}`
//! (`rule` in the RFC's spelling, null for a part that is no rule of its own);
//! `semantics` is the semantics object ([`SemanticsJson`]); `error` is `{"offset","line","column","expected","message"}`.
//! A valid URL has a null `error`, an invalid one a null `tree` and `semantics`.

use std::io::{self, Write};

use serde::ser::{SerializeStruct, Serializer};
use serde::Serialize;
use url_grammar::rule_names::rfc_name;
use url_grammar::Url;
use url_runtime::{Node, ParseError};

use crate::lossless;
use crate::semantics_json::SemanticsJson;

/// One line of `parse --json`.
#[derive(Serialize)]
struct Record<'a> {
    /// The input the URL is from, when lines come from several.
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
    /// The URL's line in that input, from 1.
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<u64>,
    /// The input (invalid UTF-8 shown with U+FFFD replacement characters).
    input: &'a str,
    /// True when the whole input is a `url`.
    valid: bool,
    /// The typed tree, when valid.
    tree: Option<Tree<'a, 'a>>,
    /// The semantics object, when valid.
    semantics: Option<SemanticsJson<'a, 'a>>,
    /// Where and why the input is no URL, when invalid.
    error: Option<ErrorJson>,
    /// The input's bytes in hexadecimal, present only when they are not UTF-8.
    #[serde(skip_serializing_if = "Option::is_none")]
    input_hex: Option<String>,
}

/// A node of the typed tree and everything below it, its text taken from the
/// input by span (a lenient parse read a case-folded copy).
struct Tree<'n, 'i> {
    /// The node.
    node: &'n dyn Node<'i>,
    /// The input the node's span points into.
    input: &'n str,
}

/// Where and why an input is no URL.
#[derive(Serialize)]
struct ErrorJson {
    /// Byte offset into the input.
    offset: usize,
    /// 1-based line of the offset.
    line: usize,
    /// 1-based column of the offset, in characters.
    column: usize,
    /// RFC names of the rules that could have continued at the offset.
    expected: Vec<String>,
    /// The error in words, with its position.
    message: String,
}

/// Writes the record of `input` (`bytes` as text) and its parse as one line of JSON,
/// naming the file and line `at` when given.
pub fn write(
    out: &mut impl Write,
    input: &str,
    bytes: &[u8],
    parsed: &Result<Url<'_>, ParseError>,
    at: Option<(&str, u64)>,
) -> io::Result<()> {
    let ast = parsed.as_ref().ok().map(Url::ast);
    let record = Record {
        file: at.map(|(file, _)| file),
        line: at.map(|(_, line)| line),
        input_hex: if parsed.is_ok() {
            None
        } else {
            lossless::hex_unless_utf8(bytes)
        },
        input,
        valid: parsed.is_ok(),
        tree: ast.map(|node| Tree { node, input }),
        semantics: parsed.as_ref().ok().map(SemanticsJson),
        error: parsed.as_ref().err().map(|error| ErrorJson {
            offset: error.offset(),
            line: error.line(),
            column: error.column(),
            expected: error.expected().iter().map(|e| e.to_string()).collect(),
            message: error.to_string(),
        }),
    };
    serde_json::to_writer(&mut *out, &record)?;
    writeln!(out)
}

impl Serialize for Tree<'_, '_> {
    /// `{"rule","text","start","end","children"}`, children read one level at a
    /// time.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let span = self.node.span();
        let text = self
            .input
            .get(span.start..span.end)
            .unwrap_or_else(|| self.node.as_str());
        let children = self.node.children();
        let mut node = serializer.serialize_struct("Node", 5)?;
        node.serialize_field("rule", &self.node.rule_name().map(rfc_name))?;
        node.serialize_field("text", text)?;
        node.serialize_field("start", &span.start)?;
        node.serialize_field("end", &span.end)?;
        node.serialize_field("children", &Children(&children, self.input))?;
        node.end()
    }
}

/// The children of a node and the input, serialised as an array of trees.
struct Children<'n, 'i>(&'n [Box<dyn Node<'i> + 'i>], &'n str);

impl Serialize for Children<'_, '_> {
    /// An array of [`Tree`]s.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|child| Tree {
            node: &**child,
            input: self.1,
        }))
    }
}
