//! Repetitions in the tree without allocation: a [`List`] holds the span of the
//! repeated input and reads its items again when iterated.

use std::fmt;
use std::marker::PhantomData;

use crate::thread_stack::{on_new_stack, room_here};
use crate::{Span, State, GROWN_STACK};

/// The largest stack an item of a list is read again on ([`read_short`]): more
/// than any thread that could have parsed the list had.
const LARGEST_ITEM_STACK: usize = (1usize << 30).saturating_mul(4);

/// The generated function that reads one item of a list at a position.
pub type Next<'i, T> = fn(&mut State<'i>, usize) -> Option<(usize, T)>;

/// The items of a repetition (`e*`, `e+`) that holds one value per iteration, e.g.
/// the labels of a hostname. Parsing records only where the repetition is; the
/// items are built when iterated (each iteration parses one item again), so a
/// parsed tree allocates nothing for its lists.
///
/// A list is covariant in `'i` and `T`, as a `&'i str` and the `T`s read from it
/// would be, so a tree of lists can be borrowed for less than its input lives (and
/// kept beside the text it borrows, as `self_cell` requires).
pub struct List<'i, T> {
    input: &'i str,
    // 32-bit offsets, as in `Token`: inputs are at most `MAX_INPUT` bytes.
    start: u32,
    end: u32,
    // The `Next<'i, T>` the list was made with, its type erased: a function
    // pointer's argument `&mut State<'i>` would make the list invariant in `'i`.
    next: fn(),
    item: PhantomData<fn() -> T>,
}

impl<'i, T> List<'i, T> {
    /// The list whose items `next` reads from `input[start..end]`.
    pub fn new(input: &'i str, start: usize, end: usize, next: Next<'i, T>) -> Self {
        List {
            input,
            start: start as u32,
            end: end as u32,
            // SAFETY: function pointers have one size and representation; `iter`
            // turns it back into a `Next` before calling it.
            next: unsafe { std::mem::transmute::<Next<'i, T>, fn()>(next) },
            item: PhantomData,
        }
    }

    /// The reader the list was made with.
    fn next(&self) -> Next<'i, T> {
        // SAFETY: `self.next` is the `Next<'j, U>` this list was made with, where
        // `'i`, `T` are `'j`, `U` or shorter lifetimes the list was coerced to (it is
        // covariant, nothing else changes them): the same function at the machine
        // level. It is only ever called on `self.input`, the input it was made
        // with, which lives for `'j`, so it reads what it would have read, and the
        // `U` it returns is a `T`.
        unsafe { std::mem::transmute::<fn(), Next<'i, T>>(self.next) }
    }

    /// A list with no items.
    pub fn empty(next: Next<'i, T>) -> Self {
        List::new("", 0, 0, next)
    }

    /// The items, in input order. Each is read again when reached, on a stack of
    /// its own where the stack left here is too short for it to nest in, so the
    /// iteration never ends early for want of stack.
    pub fn iter(&self) -> Iter<'i, T> {
        Iter {
            state: State::new(self.input),
            pos: self.start as usize,
            end: self.end as usize,
            next: self.next(),
        }
    }

    /// True when the list has no items. (Its text may still not be empty: in
    /// `(uchar | ";")+`, the `;`s are not items.)
    pub fn is_empty(&self) -> bool {
        self.iter().next().is_none()
    }

    /// The number of items (counted by reading them).
    pub fn len(&self) -> usize {
        self.iter().count()
    }

    /// The item at `index`, if there is one.
    pub fn get(&self, index: usize) -> Option<T> {
        self.iter().nth(index)
    }

    /// The first item, if any.
    pub fn first(&self) -> Option<T> {
        self.iter().next()
    }

    /// The last item, if any.
    pub fn last(&self) -> Option<T> {
        self.iter().last()
    }

    /// The items collected into a vector.
    pub fn to_vec(&self) -> Vec<T> {
        self.iter().collect()
    }

    /// The span of the whole repetition.
    pub fn span(&self) -> Span {
        Span::new(self.start as usize, self.end as usize)
    }

    /// The text of the whole repetition (separators included).
    pub fn as_str(&self) -> &'i str {
        &self.input[self.span().range()]
    }
}

/// Iterator over the items of a [`List`].
pub struct Iter<'i, T> {
    state: State<'i>,
    pos: usize,
    end: usize,
    next: Next<'i, T>,
}

impl<T> Iterator for Iter<'_, T> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        if self.pos >= self.end {
            return None;
        }
        let (pos, item) = self.read()?;
        self.pos = pos;
        Some(item)
    }
}

impl<T> Iter<'_, T> {
    /// Reads the item at `self.pos`, or finds that the list has no more. Reading
    /// an item again recurses as deep as the item nests (its own lists are
    /// matched to their ends), and where the list is iterated (deep in a walk of
    /// the tree, say) the stack left may not hold that: the reader's recursive
    /// rules then stop for want of stack, and what it read (nothing, or a shorter
    /// match through another alternative) is not the item. So where less than
    /// [`ITEM_ROOM`] is left, or the reader stopped, the item is read by
    /// [`read_short`].
    #[inline]
    fn read(&mut self) -> Option<(usize, T)> {
        let (next, pos) = (self.next, self.pos);
        if has_item_room() {
            let found = next(&mut self.state, pos);
            if !self.state.stopped_too_deep() {
                return found;
            }
        }
        let mut found = None;
        read_short(&mut self.state, &mut |state| found = next(state, pos));
        found
    }
}

/// The stack an item's reader starts with: room for its calls down to its first
/// recursive rule, which checks the stack itself. Far less than a whole parse's
/// `url_runtime::ENTRY_STACK`, so that a list iterates on a small thread without
/// a new stack for every item.
const ITEM_ROOM: usize = 64 << 10;

/// Whether at least [`ITEM_ROOM`] bytes of stack are left: one comparison on the
/// thread's own stack with its bounds read, else `stacker`'s answer. Not generic,
/// so compiled once.
#[inline]
fn has_item_room() -> bool {
    room_here().is_some() || stacker::remaining_stack().is_none_or(|left| left >= ITEM_ROOM)
}

/// Runs `read` (an item's reader, which keeps what it read) where the stack
/// holds the item: where at least [`ITEM_ROOM`] bytes are left (on a new segment
/// if need be), and, where its recursive rules stop for want of stack, with a new
/// state on a new stack, four times larger each time it falls short. The parse
/// matched the item, so it is there. Not generic over the item, so compiled once.
///
/// # Panics
///
/// When the item does not fit in a stack of [`LARGEST_ITEM_STACK`] bytes, more
/// than the parse that matched it had.
#[cold]
#[inline(never)]
fn read_short<'i>(state: &mut State<'i>, read: &mut dyn FnMut(&mut State<'i>)) {
    if !state.stopped_too_deep() {
        stacker::maybe_grow(ITEM_ROOM, GROWN_STACK, || read(state));
        if !state.stopped_too_deep() {
            return;
        }
    }
    let mut size = GROWN_STACK;
    while size <= LARGEST_ITEM_STACK {
        let mut fresh = State::new(state.input());
        on_new_stack(size, || read(&mut fresh));
        if !fresh.stopped_too_deep() {
            *state = fresh;
            return;
        }
        size *= 4;
    }
    panic!(
        "an item of a list nests deeper than a {LARGEST_ITEM_STACK}-byte stack holds, \
         so deep that no parse could have matched it"
    )
}

impl<'i, T> IntoIterator for &List<'i, T> {
    type Item = T;
    type IntoIter = Iter<'i, T>;

    fn into_iter(self) -> Iter<'i, T> {
        self.iter()
    }
}

impl<T> Clone for List<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for List<'_, T> {}

/// Lists are equal when they cover the same text at the same place.
impl<T> PartialEq for List<'_, T> {
    fn eq(&self, other: &Self) -> bool {
        self.span() == other.span() && self.as_str() == other.as_str()
    }
}

impl<T> Eq for List<'_, T> {}

impl<T> std::hash::Hash for List<'_, T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.span().hash(state);
        self.as_str().hash(state);
    }
}

impl<T: fmt::Debug> fmt::Debug for List<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// A list borrowed for less than its input lives: it is covariant (this compiles
/// only if it is).
#[allow(dead_code)]
fn covariant<'short>(list: List<'static, &'static str>) -> List<'short, &'short str> {
    list
}
