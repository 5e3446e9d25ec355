//! The values of a repetition (`e*`, `e+`, `e{n,m}`) as one list that holds its
//! first item inline: most repetitions of a tree match once or not at all, and a
//! `Vec` allocates for each that matches once.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::{Deref, DerefMut};

/// The items a repetition matched, in input order (`word: Items<Word>` for
/// `(word ~ " ")+`). It is used as a slice (`len`, `iter`, indexing, `first`,
/// `for word in &rule.word`); an empty list or a list of one item allocates
/// nothing, a longer one holds its items in one `Vec`.
pub struct Items<T> {
    repr: Repr<T>,
}

enum Repr<T> {
    Empty,
    One(T),
    Many(Vec<T>),
}

/// How many items a list's buffer holds when its second item comes: what a `Vec`
/// allocates for its first.
const FIRST_CAPACITY: usize = 4;

impl<T> Items<T> {
    /// An empty list.
    pub const fn new() -> Self {
        Items { repr: Repr::Empty }
    }

    /// Appends `item`; the second item moves the list into a buffer.
    #[inline]
    pub fn push(&mut self, item: T) {
        if let Repr::Many(items) = &mut self.repr {
            items.push(item);
            return;
        }
        self.repr = match std::mem::replace(&mut self.repr, Repr::Empty) {
            Repr::Empty => Repr::One(item),
            Repr::One(first) => {
                let mut items = Vec::with_capacity(FIRST_CAPACITY);
                items.push(first);
                items.push(item);
                Repr::Many(items)
            }
            Repr::Many(mut items) => {
                items.push(item);
                Repr::Many(items)
            }
        };
    }

    /// Keeps the first `len` items and drops the others (nothing when there are
    /// no more than `len`).
    #[inline]
    pub fn truncate(&mut self, len: usize) {
        match &mut self.repr {
            Repr::Many(items) => items.truncate(len),
            Repr::One(_) if len == 0 => self.repr = Repr::Empty,
            Repr::Empty | Repr::One(_) => {}
        }
    }

    /// The items as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        match &self.repr {
            Repr::Empty => &[],
            Repr::One(item) => std::slice::from_ref(item),
            Repr::Many(items) => items,
        }
    }

    /// The items as a mutable slice.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        match &mut self.repr {
            Repr::Empty => &mut [],
            Repr::One(item) => std::slice::from_mut(item),
            Repr::Many(items) => items,
        }
    }

    /// The items moved into a `Vec`.
    pub fn into_vec(self) -> Vec<T> {
        match self.repr {
            Repr::Empty => Vec::new(),
            Repr::One(item) => vec![item],
            Repr::Many(items) => items,
        }
    }
}

impl<T> Default for Items<T> {
    fn default() -> Self {
        Items::new()
    }
}

impl<T> Deref for Items<T> {
    type Target = [T];

    #[inline]
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T> DerefMut for Items<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<T> AsRef<[T]> for Items<T> {
    fn as_ref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: Clone> Clone for Items<T> {
    fn clone(&self) -> Self {
        let repr = match &self.repr {
            Repr::Empty => Repr::Empty,
            Repr::One(item) => Repr::One(item.clone()),
            Repr::Many(items) => Repr::Many(items.clone()),
        };
        Items { repr }
    }
}

/// Shows the items as a list, as for a `Vec` of them.
impl<T: fmt::Debug> fmt::Debug for Items<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Equal when the items are, however they are held.
impl<T: PartialEq<U>, U> PartialEq<Items<U>> for Items<T> {
    fn eq(&self, other: &Items<U>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Eq> Eq for Items<T> {}

impl<T: PartialEq<U>, U> PartialEq<Vec<U>> for Items<T> {
    fn eq(&self, other: &Vec<U>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: PartialEq<U>, U> PartialEq<[U]> for Items<T> {
    fn eq(&self, other: &[U]) -> bool {
        self.as_slice() == other
    }
}

impl<T: PartialEq<U>, U, const N: usize> PartialEq<[U; N]> for Items<T> {
    fn eq(&self, other: &[U; N]) -> bool {
        self.as_slice() == other.as_slice()
    }
}

/// Hashes the items as their slice does, so that it agrees with `==`.
impl<T: Hash> Hash for Items<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl<T> From<Vec<T>> for Items<T> {
    fn from(items: Vec<T>) -> Self {
        Items {
            repr: Repr::Many(items),
        }
    }
}

impl<T> From<Items<T>> for Vec<T> {
    fn from(items: Items<T>) -> Self {
        items.into_vec()
    }
}

impl<T> FromIterator<T> for Items<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut items = Items::new();
        items.extend(iter);
        items
    }
}

impl<T> Extend<T> for Items<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        for item in iter {
            self.push(item);
        }
    }
}

impl<'a, T> IntoIterator for &'a Items<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<'a, T> IntoIterator for &'a mut Items<T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.as_mut_slice().iter_mut()
    }
}

impl<T> IntoIterator for Items<T> {
    type Item = T;
    type IntoIter = IntoIter<T>;

    fn into_iter(self) -> IntoIter<T> {
        let inner = match self.repr {
            Repr::Empty => Inner::Inline(None.into_iter()),
            Repr::One(item) => Inner::Inline(Some(item).into_iter()),
            Repr::Many(items) => Inner::Heap(items.into_iter()),
        };
        IntoIter { inner }
    }
}

/// The items of an [`Items`], moved out in order.
pub struct IntoIter<T> {
    inner: Inner<T>,
}

enum Inner<T> {
    Inline(std::option::IntoIter<T>),
    Heap(std::vec::IntoIter<T>),
}

impl<T> Iterator for IntoIter<T> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        match &mut self.inner {
            Inner::Inline(items) => items.next(),
            Inner::Heap(items) => items.next(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match &self.inner {
            Inner::Inline(items) => items.size_hint(),
            Inner::Heap(items) => items.size_hint(),
        }
    }
}

impl<T> DoubleEndedIterator for IntoIter<T> {
    fn next_back(&mut self) -> Option<T> {
        match &mut self.inner {
            Inner::Inline(items) => items.next_back(),
            Inner::Heap(items) => items.next_back(),
        }
    }
}

impl<T> ExactSizeIterator for IntoIter<T> {}

#[cfg(test)]
mod tests {
    use std::alloc::{GlobalAlloc, Layout, System};
    use std::cell::Cell;

    use super::*;

    thread_local! {
        static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
    }

    /// The system allocator, counting the allocations of each thread, so that a
    /// test sees its own.
    struct Counting;

    // SAFETY: every call is passed on to the system allocator unchanged.
    unsafe impl GlobalAlloc for Counting {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
            // SAFETY: the caller's contract is `System.alloc`'s.
            unsafe { System.alloc(layout) }
        }

        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            // SAFETY: the caller's contract is `System.dealloc`'s.
            unsafe { System.dealloc(ptr, layout) }
        }
    }

    #[global_allocator]
    static COUNTING: Counting = Counting;

    fn allocations() -> usize {
        ALLOCATIONS.with(Cell::get)
    }

    #[test]
    fn one_item_allocates_nothing_and_a_second_one_buffer() {
        let before = allocations();
        let mut items = Items::new();
        items.push(String::new());
        items.truncate(0);
        items.push(String::new());
        assert_eq!(allocations(), before, "no buffer for one item");
        items.extend([String::new(), String::new(), String::new()]);
        assert_eq!(allocations(), before + 1, "one buffer for four");
        assert_eq!(items.len(), 4);
    }

    #[test]
    fn pushes_keep_order_through_every_representation() {
        let mut items = Items::new();
        assert!(items.is_empty());
        for n in 0..10 {
            items.push(n);
            assert_eq!(items.as_slice(), (0..=n).collect::<Vec<_>>().as_slice());
        }
        assert_eq!(items.len(), 10);
        assert_eq!(items[3], 3);
        assert_eq!(items.into_vec(), (0..10).collect::<Vec<_>>());
    }

    #[test]
    fn truncation_gives_items_back_in_every_representation() {
        let mut one = Items::from_iter([1]);
        one.truncate(1);
        assert_eq!(one, [1]);
        one.truncate(0);
        assert!(one.is_empty());
        one.push(2);
        assert_eq!(one, [2]);

        let mut many: Items<i32> = (0..5).collect();
        many.truncate(7);
        assert_eq!(many.len(), 5);
        many.truncate(1);
        assert_eq!(many, [0]);
        many.push(9);
        assert_eq!(many, vec![0, 9]);
    }

    #[test]
    fn equality_and_hash_follow_the_items_not_the_representation() {
        use std::collections::hash_map::DefaultHasher;
        let hash = |items: &Items<i32>| {
            let mut hasher = DefaultHasher::new();
            items.hash(&mut hasher);
            hasher.finish()
        };
        let inline = Items::from_iter([7]);
        let heap = Items::from(vec![7]);
        assert_eq!(inline, heap);
        assert_eq!(hash(&inline), hash(&heap));
        assert_ne!(inline, Items::from(vec![7, 7]));
        assert_eq!(format!("{inline:?}"), "[7]");
        assert_eq!(format!("{:?}", inline.clone()), format!("{heap:?}"));
    }

    #[test]
    fn iterates_by_reference_by_mutable_reference_and_by_value() {
        for n in 0..4 {
            let mut items: Items<String> = (0..n).map(|i| i.to_string()).collect();
            for item in &mut items {
                item.push('!');
            }
            let seen: Vec<&str> = (&items).into_iter().map(String::as_str).collect();
            let expected: Vec<String> = (0..n).map(|i| format!("{i}!")).collect();
            assert_eq!(seen, expected);
            let moved = items.into_iter();
            assert_eq!(moved.len(), n);
            assert_eq!(moved.rev().collect::<Vec<_>>(), {
                let mut reversed = expected.clone();
                reversed.reverse();
                reversed
            });
        }
    }
}
