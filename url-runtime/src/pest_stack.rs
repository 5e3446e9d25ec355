//! pest's matching stack (`PUSH`, `POP`, `PEEK`, `DROP`, ...) for generated parsers,
//! with snapshots that undo every change made since they were taken, the way pest
//! restores its stack when a sequence fails or a lookahead ends. A parse keeps one
//! in its [`State`](crate::State), whose methods for generated code are in
//! `state/push_pop.rs`. (Not the thread's call stack: that is
//! [`crate::thread_stack`].)

/// One pushed value: a span of the input or a literal (`PUSH_LITERAL`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Item {
    Span(usize, usize),
    Literal(&'static str),
}

/// A change to the stack, kept so that a snapshot can undo it.
#[derive(Debug, Clone, Copy)]
enum Change {
    Pushed,
    Popped(Item),
}

/// The stack and the log of its changes since the parse began.
#[derive(Debug, Default)]
pub(crate) struct Stack {
    items: Vec<Item>,
    log: Vec<Change>,
}

impl Stack {
    /// An empty stack.
    pub(crate) const fn new() -> Self {
        Stack {
            items: Vec::new(),
            log: Vec::new(),
        }
    }

    /// Empties the stack and its log, keeping their memory.
    pub(crate) fn clear(&mut self) {
        self.items.clear();
        self.log.clear();
    }

    /// How many items or changes the stack holds room for.
    pub(crate) fn room(&self) -> usize {
        self.items.capacity().max(self.log.capacity())
    }

    /// True when the changes since `mark` ([`Stack::mark`]) left fewer items
    /// than there were then.
    pub(crate) fn shrank_since(&self, mark: usize) -> bool {
        let changes = self.log.get(mark..).unwrap_or_default();
        let pushed = changes
            .iter()
            .filter(|change| matches!(change, Change::Pushed))
            .count();
        pushed < changes.len() - pushed
    }

    /// A point to come back to with [`Stack::restore`].
    #[inline]
    pub(crate) fn mark(&self) -> usize {
        self.log.len()
    }

    /// Undoes every change made since `mark` was taken.
    #[inline]
    pub(crate) fn restore(&mut self, mark: usize) {
        while self.log.len() > mark {
            match self.log.pop() {
                Some(Change::Pushed) => {
                    self.items.pop();
                }
                Some(Change::Popped(item)) => self.items.push(item),
                None => break,
            }
        }
    }

    #[inline]
    fn push(&mut self, item: Item) {
        self.items.push(item);
        self.log.push(Change::Pushed);
    }

    #[inline]
    fn pop(&mut self) -> Option<Item> {
        let item = self.items.pop()?;
        self.log.push(Change::Popped(item));
        Some(item)
    }

    #[inline]
    fn text(item: Item, input: &str) -> &[u8] {
        match item {
            // Its bytes: a pushed span lies on character boundaries of the input,
            // which slicing the `str` would check again at every comparison.
            Item::Span(start, end) => &input.as_bytes()[start..end],
            Item::Literal(text) => text.as_bytes(),
        }
    }
}

/// A pushed value, matched at `pos` of `input`: the position after it.
#[inline]
fn matches(input: &str, pos: usize, text: &[u8]) -> Option<usize> {
    crate::work::add(text.len());
    let end = pos + text.len();
    let found = input.as_bytes().get(pos..end)?;
    // Pushed values are mostly a few bytes: compared in line, not by `memcmp`.
    let same = if text.len() <= 16 {
        found.iter().zip(text).all(|(a, b)| a == b)
    } else {
        found == text
    };
    same.then_some(end)
}

/// Where `i` (negative: from the top) falls in a stack of `len`, as pest reads
/// `PEEK[i..j]`; `None` outside it.
fn normalize(i: i32, len: usize) -> Option<usize> {
    let len = i64::try_from(len).ok()?;
    let i = i64::from(i);
    let real = if i >= 0 { i } else { len + i };
    (0..=len).contains(&real).then_some(real as usize)
}

impl Stack {
    /// The number of values on the stack.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.items.len()
    }

    /// `PUSH(e)` once `e` matched `start..end`: pushes that text.
    #[inline]
    pub(crate) fn push_span(&mut self, start: usize, end: usize) {
        self.push(Item::Span(start, end));
    }

    /// `PUSH_LITERAL("text")`.
    #[inline]
    pub(crate) fn push_literal(&mut self, text: &'static str) {
        self.push(Item::Literal(text));
    }

    /// `PEEK` at `pos` of `input`: matches the top value. An empty stack fails
    /// (pest panics there).
    #[inline]
    pub(crate) fn peek(&self, input: &str, pos: usize) -> Option<usize> {
        let item = *self.items.last()?;
        matches(input, pos, Stack::text(item, input))
    }

    /// Where the top value occurs next in `input` at or after `pos` (`pos` when it
    /// is empty), or the input's end when it does not occur or the stack is empty.
    #[inline]
    pub(crate) fn until_top(&self, input: &str, pos: usize) -> usize {
        let rest = input.as_bytes().get(pos..).unwrap_or_default();
        let found = match self.items.last() {
            Some(&item) => memchr::memmem::find(rest, Stack::text(item, input)),
            None => None,
        };
        let end = pos + found.unwrap_or(rest.len());
        crate::work::add(end - pos + 1);
        end
    }

    /// `POP` at `pos` of `input`: removes the top value and matches it. As in
    /// pest the value stays removed when it does not match (an enclosing
    /// sequence restores it). An empty stack fails.
    #[inline]
    pub(crate) fn pop_match(&mut self, input: &str, pos: usize) -> Option<usize> {
        let item = self.pop()?;
        matches(input, pos, Stack::text(item, input))
    }

    /// `POP_ALL` at `pos` of `input`: pops and matches every value, top first,
    /// stopping at the first that does not match (which fails, the values popped
    /// so far staying removed, as in pest).
    #[inline]
    pub(crate) fn pop_all(&mut self, input: &str, pos: usize) -> Option<usize> {
        let mut at = pos;
        while let Some(item) = self.pop() {
            at = matches(input, at, Stack::text(item, input))?;
        }
        Some(at)
    }

    /// `PEEK_ALL` at `pos` of `input`: matches every value, top first.
    #[inline]
    pub(crate) fn peek_all(&self, input: &str, pos: usize) -> Option<usize> {
        self.items.iter().rev().try_fold(pos, |at, &item| {
            matches(input, at, Stack::text(item, input))
        })
    }

    /// `PEEK[start..end]` at `pos` of `input`: matches the values of that slice,
    /// bottom first (indices as pest reads them, negative from the top). A slice
    /// outside the stack fails.
    #[inline]
    pub(crate) fn peek_slice(
        &self,
        input: &str,
        pos: usize,
        start: i32,
        end: Option<i32>,
    ) -> Option<usize> {
        let items = &self.items;
        let from = normalize(start, items.len())?;
        let to = match end {
            Some(end) => normalize(end, items.len())?,
            None => items.len(),
        };
        if to <= from {
            return Some(pos);
        }
        items[from..to].iter().try_fold(pos, |at, &item| {
            matches(input, at, Stack::text(item, input))
        })
    }

    /// `DROP`: removes the top value; fails on an empty stack.
    #[inline]
    pub(crate) fn drop_top(&mut self) -> bool {
        self.pop().is_some()
    }
}
