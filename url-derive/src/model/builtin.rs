//! The built-in rules url-derive implements, as nodes: pest's ASCII classes, `ANY`,
//! `SOI`, `EOI`, `NEWLINE`, the stack operations, and the Unicode properties read
//! from pest's own tables.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock, PoisonError};

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
    Some(Node::Unicode {
        name: name.to_owned(),
        ranges: ranges_of(name, property),
    })
}

/// Sorted disjoint ranges of characters, each from its first to its last.
type Ranges = Vec<(char, char)>;

/// The ranges of characters that `property` (pest's property `name`) holds, as
/// sorted disjoint ranges. Reading them asks the property of every character, so
/// each property is read once in a compilation (the macro's process) and kept.
fn ranges_of(name: &str, property: impl Fn(char) -> bool) -> Ranges {
    static READ: OnceLock<Mutex<HashMap<String, Ranges>>> = OnceLock::new();
    let read = READ.get_or_init(Mutex::default);
    // A panic while holding the lock leaves the map as it was: no entry is written
    // half-way, so a poisoned map is still right.
    let mut read = read.lock().unwrap_or_else(PoisonError::into_inner);
    read.entry(name.to_owned())
        .or_insert_with(|| {
            let mut ranges: Vec<(char, char)> = Vec::new();
            // A plain loop: the macro runs unoptimised, where iterator adapters
            // cost more than the lookups.
            let mut code = 0;
            while code <= 0x10FFFF {
                if let Some(c) = char::from_u32(code).filter(|&c| property(c)) {
                    match ranges.last_mut() {
                        Some((_, hi)) if *hi as u32 + 1 == code => *hi = c,
                        _ => ranges.push((c, c)),
                    }
                }
                code += 1;
            }
            ranges
        })
        .clone()
}

#[cfg(test)]
mod tests {
    use super::ranges_of;

    /// A property's ranges hold exactly the characters pest's function holds,
    /// sorted, apart (adjacent ranges are one) and read again the same.
    #[test]
    fn ranges_are_the_property() {
        let property = pest::unicode::by_name("XID_START").expect("pest has XID_START");
        let ranges = ranges_of("XID_START", &property);
        assert!(ranges
            .windows(2)
            .all(|w| (w[0].1 as u32) + 1 < w[1].0 as u32));
        let mut at = ranges.iter().peekable();
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            while at.next_if(|&&(_, hi)| hi < c).is_some() {}
            let inside = at.peek().is_some_and(|&&(lo, _)| lo <= c);
            assert_eq!(inside, property(c), "{c:?}");
        }
        assert_eq!(ranges_of("XID_START", |_| false), ranges);
    }
}
