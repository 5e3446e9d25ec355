//! pest's `PUSH`, `POP`, `PEEK`, `DROP` and the rest, as the [`State`] methods
//! generated parsers call, on the stack a parse keeps ([`crate::pest_stack`]).

use super::State;

impl State<'_> {
    /// `PUSH(e)` once `e` matched `start..end`: pushes that text.
    #[inline]
    pub fn push_span(&mut self, start: usize, end: usize) {
        self.stack_mut().push_span(start, end);
    }

    /// `PUSH_LITERAL("text")`.
    #[inline]
    pub fn push_literal(&mut self, text: &'static str) {
        self.stack_mut().push_literal(text);
    }

    /// A snapshot of the stack (see [`State::stack_restore`]).
    #[inline]
    pub fn stack_mark(&self) -> usize {
        self.stack().mark()
    }

    /// Undoes every stack change since `mark`.
    #[inline]
    pub fn stack_restore(&mut self, mark: usize) {
        self.stack_mut().restore(mark);
    }

    /// `PEEK`: matches the top value. An empty stack fails (pest panics there).
    #[inline]
    pub fn peek(&self, pos: usize) -> Option<usize> {
        self.stack().peek(self.input(), pos)
    }

    /// `POP`: removes the top value and matches it. As in pest the value stays
    /// removed when it does not match (an enclosing sequence restores it). An
    /// empty stack fails.
    #[inline]
    pub fn pop(&mut self, pos: usize) -> Option<usize> {
        let input = self.input();
        self.stack_mut().pop_match(input, pos)
    }

    /// `POP_ALL`: pops and matches every value, top first, stopping at the first
    /// that does not match (which fails, the values popped so far staying removed,
    /// as in pest).
    #[inline]
    pub fn pop_all(&mut self, pos: usize) -> Option<usize> {
        let input = self.input();
        self.stack_mut().pop_all(input, pos)
    }

    /// `(!PEEK ~ ANY)*`: the end of the run of characters from `pos` up to where
    /// the top value occurs next, or the end of the input when it does not occur
    /// or the stack is empty (where `PEEK` fails).
    #[inline]
    pub fn scan_until_peek(&self, pos: usize) -> usize {
        self.stack().until_top(self.input(), pos)
    }

    /// `PEEK_ALL`: matches every value, top first.
    #[inline]
    pub fn peek_all(&self, pos: usize) -> Option<usize> {
        self.stack().peek_all(self.input(), pos)
    }

    /// `PEEK[start..end]`: matches the values of that slice, bottom first (indices
    /// as pest reads them, negative from the top). A slice outside the stack fails.
    #[inline]
    pub fn peek_slice(&self, pos: usize, start: i32, end: Option<i32>) -> Option<usize> {
        self.stack().peek_slice(self.input(), pos, start, end)
    }

    /// `DROP`: removes the top value; fails on an empty stack.
    #[inline]
    pub fn drop_top(&mut self) -> bool {
        self.stack_mut().drop_top()
    }
}

/// Iterations that may follow, in a row, an iteration of an unbounded repetition
/// that matched nothing but changed the stack, beyond the stack's length then
/// (see [`Stuck`]).
const STUCK_SLACK: usize = 64;

/// The iterations in a row of an unbounded repetition (`e*`, the open tail of
/// `e+`, `e{n,}`) that matched nothing, in a grammar with pest's stack. pest ends
/// such a repetition only where an iteration fails: one that matched nothing and
/// changed nothing would match again for ever, and is where both stop; but one
/// that left the stack shorter (`DROP`, a `POP` of an empty value) may match
/// differently next time, so pest goes on, and so does the repetition, until an
/// iteration fails (the stack emptied by `DROP*`). An empty iteration that leaves
/// the stack as long or longer (`PUSH("")*`, where pest goes on for ever) ends the
/// repetition, so that no run of them, however nested, grows the stack. At most
/// the stack's length when the run began plus 64 follow one another.
#[derive(Debug, Default)]
pub struct Stuck {
    count: usize,
    limit: usize,
}

impl Stuck {
    /// After an iteration that matched nothing, begun at stack mark `before`
    /// ([`State::stack_mark`]): true when the repetition tries another.
    #[inline]
    pub fn again(&mut self, st: &State<'_>, before: usize) -> bool {
        if !st.stack().shrank_since(before) {
            return false;
        }
        if self.count == 0 {
            self.limit = st.stack().len().saturating_add(STUCK_SLACK);
        }
        self.count += 1;
        self.count <= self.limit
    }

    /// After an iteration that moved on: the next run of empty iterations starts
    /// afresh.
    #[inline]
    pub fn moved(&mut self) {
        self.count = 0;
    }
}

#[cfg(test)]
mod tests {
    use crate::State;

    #[test]
    fn a_restore_undoes_pushes_and_pops_since_the_mark() {
        let mut st = State::new("abcabc");
        st.push_span(0, 1);
        let mark = st.stack_mark();
        st.push_span(1, 2);
        assert_eq!(st.pop(0), None, "b does not match a; it stays popped");
        assert_eq!(st.pop(0), Some(1));
        assert_eq!(st.peek(0), None, "empty");
        st.stack_restore(mark);
        assert_eq!(st.peek(3), Some(4), "a is back on top");
        assert!(st.drop_top());
        assert!(!st.drop_top());
    }

    /// A parse's stack memory is kept for the thread's next parse, emptied: what
    /// one parse pushed is never seen by the next.
    #[test]
    fn the_next_parse_starts_with_an_empty_stack() {
        let mut first = State::new("aab");
        first.push_span(0, 1);
        first.push_span(1, 2);
        drop(first);
        let mut second = State::new("aab");
        second.push_literal("b");
        assert_eq!(second.pop_all(2), Some(3), "only the one value pushed");
        assert_eq!(second.peek_all(0), Some(0), "empty again");
        let mut failed = State::recording("x");
        failed.push_span(0, 1);
        let mark = failed.mark(0);
        failed.fail(0, "r", mark);
        drop(failed);
        let recording = State::recording("x");
        let error = recording.into_error(None, "top");
        assert_eq!(
            error.expected(),
            ["top"],
            "no expectation of the last parse"
        );
    }

    /// An empty iteration goes on only when it left the stack shorter: a DROP
    /// does; a PUSH, or a DROP and a PUSH, do not.
    #[test]
    fn an_empty_iteration_goes_on_while_it_shortens_the_stack() {
        let mut st = State::new("");
        let mut stuck = super::Stuck::default();
        let before = st.stack_mark();
        assert!(!stuck.again(&st, before), "nothing changed");
        st.push_literal("");
        st.push_literal("");
        let before = st.stack_mark();
        assert!(st.drop_top());
        assert!(stuck.again(&st, before), "a DROP shortened the stack");
        let before = st.stack_mark();
        assert!(st.drop_top());
        st.push_literal("x");
        assert!(!stuck.again(&st, before), "as long as before");
        stuck.moved();
        let before = st.stack_mark();
        st.push_literal("");
        assert!(!stuck.again(&st, before), "longer");
    }

    /// The run stops where the top value occurs next, at once where it matches
    /// or is empty, and runs to the end where it does not occur or the stack is
    /// empty: what `(!PEEK ~ ANY)*` matches, character by character.
    #[test]
    fn scanning_until_the_top_value_stops_where_peek_would_match() {
        fn one_at_a_time(st: &State<'_>, mut pos: usize) -> usize {
            while st.peek(pos).is_none() {
                match st.any(pos) {
                    Some(next) => pos = next,
                    None => break,
                }
            }
            pos
        }
        let input = "a\u{e9}bcb\u{e9}c\"\"#end";
        let mut st = State::new(input);
        for pos in 0..=input.len() {
            if input.is_char_boundary(pos) {
                assert_eq!(st.scan_until_peek(pos), input.len(), "empty stack, {pos}");
            }
        }
        for pushed in ["bc", "\u{e9}c", "\"#", "zz", ""] {
            st.push_literal(pushed);
            for pos in (0..=input.len()).filter(|&p| input.is_char_boundary(p)) {
                let expected = one_at_a_time(&st, pos);
                assert_eq!(st.scan_until_peek(pos), expected, "{pushed:?} at {pos}");
            }
        }
        st.push_span(5, 9);
        assert_eq!(st.scan_until_peek(0), 5, "a pushed span, b\u{e9}c, at 5");
        assert_eq!(st.scan_until_peek(6), input.len(), "not again after 5");
    }

    #[test]
    fn peek_all_reads_top_first_and_slices_bottom_first() {
        let mut st = State::new("abcba");
        st.push_span(0, 1);
        st.push_span(1, 2);
        st.push_literal("c");
        assert_eq!(st.peek_all(2), Some(5), "c b a");
        assert_eq!(st.peek_slice(0, 0, None), Some(3), "a b c");
        assert_eq!(st.peek_slice(1, 1, Some(-1)), Some(2), "b");
        assert_eq!(st.peek_slice(0, 4, None), None, "past the stack");
        assert_eq!(st.peek_slice(3, 2, Some(1)), Some(3), "empty slice");
        assert_eq!(st.pop_all(2), Some(5));
        assert_eq!(st.peek_all(0), Some(0), "empty stack matches nothing");
    }
}
