//! The location and text of a match: what every generated node keeps of the input.

use std::fmt;

use crate::{Span, State};

/// The longest input a parse accepts: spans are kept in 32 bits, so that every
/// node of a parsed tree is small. A longer input is refused with an error
/// ([`State::refuse_long`]).
pub const MAX_INPUT: usize = u32::MAX as usize;

/// The text and span of something matched. Every generated type keeps one for
/// its own span and text; it is also the value of a match that is not a rule of
/// its own: a literal alternative (`"*"` in `grouppart`) or a tagged stretch of
/// input.
///
/// It holds the text (a borrow of the input) and where it starts; the end is the
/// start plus the text's length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Token<'i> {
    text: &'i str,
    start: u32,
}

impl<'i> Token<'i> {
    /// The token spanning `start..end` of the state's input (whose length is at
    /// most [`MAX_INPUT`]).
    #[inline]
    pub fn new(state: &State<'i>, start: usize, end: usize) -> Self {
        debug_assert!(end <= MAX_INPUT, "input longer than MAX_INPUT");
        Token {
            text: state.slice(start, end),
            start: start as u32,
        }
    }

    /// The span of the token.
    #[inline]
    pub fn span(&self) -> Span {
        let start = self.start as usize;
        Span::new(start, start + self.text.len())
    }

    /// The text of the token.
    #[inline]
    pub fn as_str(&self) -> &'i str {
        self.text
    }
}

impl fmt::Display for Token<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

impl<'i> crate::Node<'i> for Token<'i> {
    fn span(&self) -> Span {
        Token::span(self)
    }
    fn as_str(&self) -> &'i str {
        self.text
    }
    fn rule_name(&self) -> Option<&'static str> {
        None
    }
    fn children(&self) -> Vec<Box<dyn crate::Node<'i> + 'i>> {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::Token;
    use crate::{Span, State};

    #[test]
    fn keeps_its_text_and_span() {
        let state = State::new("héllo, world");
        let token = Token::new(&state, 1, 6);
        assert_eq!(token.as_str(), "éllo");
        assert_eq!(token.span(), Span::new(1, 6));
        assert_eq!(token.to_string(), "éllo");
    }
}
