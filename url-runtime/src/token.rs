//! The location and text of a match: what every generated node keeps of the input.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::ptr::NonNull;

use crate::{Span, State, MAX_INPUT};

/// The text and span of something matched. Every generated type keeps one for
/// its own span and text; it is also the value of a match that is not a rule of
/// its own: a literal alternative (`"*"` in `grouppart`) or a tagged stretch of
/// input.
///
/// It is 16 bytes: where the text starts in memory, where it starts in the input,
/// and its length (the two offsets in 32 bits, as inputs are at most
/// [`MAX_INPUT`] bytes). Trees are made of these, so their size is most of a tree's.
#[derive(Clone, Copy)]
pub struct Token<'i> {
    text: NonNull<u8>,
    start: u32,
    len: u32,
    input: PhantomData<&'i str>,
}

// SAFETY: a Token is a `&'i str` and an offset, which are Send and Sync.
unsafe impl Send for Token<'_> {}
// SAFETY: as for Send.
unsafe impl Sync for Token<'_> {}

impl<'i> Token<'i> {
    /// The token spanning `start..end` of the state's input (whose length is at
    /// most [`MAX_INPUT`]).
    #[inline]
    pub fn new(state: &State<'i>, start: usize, end: usize) -> Self {
        debug_assert!(end <= MAX_INPUT, "input longer than MAX_INPUT");
        Token::of(state.slice(start, end), start)
    }

    /// The token of `text`, which starts at byte `start` of its input.
    #[inline]
    fn of(text: &'i str, start: usize) -> Self {
        Token {
            text: NonNull::from(text.as_bytes()).cast(),
            start: start as u32,
            len: text.len() as u32,
            input: PhantomData,
        }
    }

    /// The span of the token.
    #[inline]
    pub fn span(&self) -> Span {
        let start = self.start as usize;
        Span::new(start, start + self.len as usize)
    }

    /// The text of the token.
    #[inline]
    pub fn as_str(&self) -> &'i str {
        // SAFETY: `text` and `len` were taken from a `&'i str` (Token::of), which
        // is valid UTF-8 and outlives 'i.
        unsafe {
            std::str::from_utf8_unchecked(std::slice::from_raw_parts(
                self.text.as_ptr(),
                self.len as usize,
            ))
        }
    }
}

impl PartialEq for Token<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.start == other.start && self.as_str() == other.as_str()
    }
}

impl Eq for Token<'_> {}

impl Hash for Token<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
        self.start.hash(state);
    }
}

impl fmt::Debug for Token<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Token")
            .field("text", &self.as_str())
            .field("start", &self.start)
            .finish()
    }
}

impl fmt::Display for Token<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl<'i> crate::Node<'i> for Token<'i> {
    fn span(&self) -> Span {
        Token::span(self)
    }
    fn as_str(&self) -> &'i str {
        Token::as_str(self)
    }
    fn rule_name(&self) -> Option<&'static str> {
        None
    }
    fn to_boxed(&self) -> Box<dyn crate::Node<'i> + 'i> {
        Box::new(*self)
    }
    fn for_each_child(&self, _: &mut dyn FnMut(&dyn crate::Node<'i>)) {}
    /// A token stands for no rule and has no parts: a walk has nothing to do.
    #[inline(always)]
    fn walk_rules_with(&self, _: &mut crate::Walker<'_>) {}
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
        assert_eq!(std::mem::size_of::<Token<'_>>(), 16);
    }

    #[test]
    fn equal_tokens_have_the_same_text_and_start() {
        let state = State::new("abab");
        let first = Token::new(&state, 0, 2);
        assert_eq!(first, Token::new(&state, 0, 2));
        assert_ne!(first, Token::new(&state, 2, 4), "same text, other place");
        assert_ne!(first, Token::new(&state, 0, 1));
        let other = String::from("abab");
        let elsewhere = State::new(&other);
        assert_eq!(first, Token::new(&elsewhere, 0, 2), "same text and span");
        assert_eq!(format!("{first:?}"), r#"Token { text: "ab", start: 0 }"#);
        fn shared<T: Send + Sync>(_: &T) {}
        shared(&first);
    }
}
