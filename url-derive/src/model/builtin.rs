//! The built-in rules url-derive implements, as nodes: pest's ASCII classes, `ANY`,
//! `SOI`, `EOI`, `NEWLINE`, the stack operations, and the Unicode properties read
//! from pest's own tables.

use super::{Builtin, Node, StackOp};

/// The node for a pest built-in rule, if `name` is one url-derive implements.
pub(super) fn builtin(name: &str) -> Option<Node> {
    Some(match name {
        "ANY" => Node::Builtin(Builtin::Any),
        "SOI" => Node::Builtin(Builtin::Soi),
        "EOI" => Node::Builtin(Builtin::Eoi),
        "NEWLINE" => Node::Builtin(Builtin::Newline),
        "ASCII_DIGIT" => Node::Range('0', '9'),
        "ASCII_NONZERO_DIGIT" => Node::Range('1', '9'),
        "ASCII_BIN_DIGIT" => Node::Range('0', '1'),
        "ASCII_OCT_DIGIT" => Node::Range('0', '7'),
        "ASCII_HEX_DIGIT" => Node::Choice(vec![
            Node::Range('0', '9'),
            Node::Range('a', 'f'),
            Node::Range('A', 'F'),
        ]),
        "ASCII_ALPHA_LOWER" => Node::Range('a', 'z'),
        "ASCII_ALPHA_UPPER" => Node::Range('A', 'Z'),
        "ASCII_ALPHA" => Node::Choice(vec![Node::Range('a', 'z'), Node::Range('A', 'Z')]),
        "ASCII_ALPHANUMERIC" => Node::Choice(vec![
            Node::Range('a', 'z'),
            Node::Range('A', 'Z'),
            Node::Range('0', '9'),
        ]),
        "ASCII" => Node::Range('\0', '\x7f'),
        "PEEK" => Node::Stack(StackOp::Peek),
        "PEEK_ALL" => Node::Stack(StackOp::PeekAll),
        "POP" => Node::Stack(StackOp::Pop),
        "POP_ALL" => Node::Stack(StackOp::PopAll),
        "DROP" => Node::Stack(StackOp::Drop),
        _ => return unicode(name),
    })
}

/// A Unicode property built-in (`LETTER`, `XID_START`, `HAN`, ...), its characters
/// read from pest's own tables.
fn unicode(name: &str) -> Option<Node> {
    let property = pest::unicode::by_name(name)?;
    let mut ranges: Vec<(char, char)> = Vec::new();
    for c in (0..=0x10FFFF)
        .filter_map(char::from_u32)
        .filter(|&c| property(c))
    {
        match ranges.last_mut() {
            Some((_, hi)) if char::from_u32(*hi as u32 + 1) == Some(c) => *hi = c,
            _ => ranges.push((c, c)),
        }
    }
    Some(Node::Unicode {
        name: name.to_owned(),
        ranges,
    })
}
