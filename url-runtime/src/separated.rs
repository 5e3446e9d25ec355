//! A separated list, `x ~ (sep ~ x)*` in a grammar, as one value: every `x`, in
//! input order, whose separators are the text between them.

use std::fmt;
use std::iter::{once, Chain, Once};

use crate::list::{self, List};
use crate::{Node, Span};

/// Every item of a separated list (`path = { segment ~ ("/" ~ segment)* }`): the
/// first, then one after each separator. `Rest` holds the items after the first,
/// an [`Items<T>`](crate::Items) (a `Vec<T>` where items are large) or, where the parser reads
/// them lazily, a [`List`]; either way the
/// list is iterated as one (`for segment in &path.segment`).
///
/// A separator is the text between two consecutive items ([`Separated::separators`]):
/// the separator's own, and in a grammar with implicit whitespace the whitespace
/// skipped around it. A separated list is never empty.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Separated<T, Rest> {
    first: T,
    rest: Rest,
}

impl<T, Rest> Separated<T, Rest> {
    /// The list of `first` followed by the items of `rest`.
    pub fn new(first: T, rest: Rest) -> Self {
        Separated { first, rest }
    }

    /// The first item (the one before any separator).
    pub fn first(&self) -> &T {
        &self.first
    }

    /// The items after the first, each the one after a separator.
    pub fn rest(&self) -> &Rest {
        &self.rest
    }
}

// A separated list always holds its first item, so it has no `is_empty`.
#[allow(clippy::len_without_is_empty)]
impl<T, Rest: AsRef<[T]>> Separated<T, Rest> {
    /// The items, in input order.
    pub fn iter(&self) -> Chain<Once<&T>, std::slice::Iter<'_, T>> {
        once(&self.first).chain(self.rest.as_ref().iter())
    }

    /// The number of items (at least one).
    pub fn len(&self) -> usize {
        1 + self.rest.as_ref().len()
    }

    /// The item at `index`, if there is one.
    pub fn get(&self, index: usize) -> Option<&T> {
        self.iter().nth(index)
    }

    /// The last item.
    pub fn last(&self) -> &T {
        self.rest.as_ref().last().unwrap_or(&self.first)
    }

    /// The items collected into a vector.
    pub fn to_vec(&self) -> Vec<T>
    where
        T: Clone,
    {
        self.iter().cloned().collect()
    }

    /// The span of each separator: the text between two consecutive items, in
    /// order (one fewer than the items).
    pub fn separators<'i>(&self) -> impl Iterator<Item = Span> + '_
    where
        T: Node<'i>,
    {
        between(self.iter().map(|item| item.span()))
    }
}

// A separated list always holds its first item, so it has no `is_empty`.
#[allow(clippy::len_without_is_empty)]
impl<'i, T: Clone> Separated<T, List<'i, T>> {
    /// The items, in input order (those after the first read as they are
    /// reached, as a [`List`]'s are).
    pub fn iter(&self) -> Chain<Once<T>, list::Iter<'i, T>> {
        once(self.first.clone()).chain(self.rest.iter())
    }

    /// The number of items (at least one; counted by reading them).
    pub fn len(&self) -> usize {
        1 + self.rest.len()
    }

    /// The item at `index`, if there is one.
    pub fn get(&self, index: usize) -> Option<T> {
        self.iter().nth(index)
    }

    /// The last item.
    pub fn last(&self) -> T {
        self.rest.last().unwrap_or_else(|| self.first.clone())
    }

    /// The items collected into a vector.
    pub fn to_vec(&self) -> Vec<T> {
        self.iter().collect()
    }

    /// The span of each separator: the text between two consecutive items, in
    /// order (one fewer than the items).
    pub fn separators(&self) -> impl Iterator<Item = Span> + '_
    where
        T: Node<'i>,
    {
        between(self.iter().map(|item| item.span()))
    }
}

/// The gaps between consecutive spans of `spans`.
fn between(mut spans: impl Iterator<Item = Span>) -> impl Iterator<Item = Span> {
    let mut end = spans.next().map_or(0, |first| first.end);
    spans.map(move |span| {
        let gap = Span::new(end, span.start);
        end = span.end;
        gap
    })
}

impl<'a, T, Rest: AsRef<[T]>> IntoIterator for &'a Separated<T, Rest> {
    type Item = &'a T;
    type IntoIter = Chain<Once<&'a T>, std::slice::Iter<'a, T>>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'i, T: Clone> IntoIterator for &Separated<T, List<'i, T>> {
    type Item = T;
    type IntoIter = Chain<Once<T>, list::Iter<'i, T>>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Shows the items as a list, as for a `Vec` of them.
impl<T: fmt::Debug, Rest: AsRef<[T]>> fmt::Debug for Separated<T, Rest> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Shows the items as a list, as for a `Vec` of them.
impl<T: fmt::Debug + Clone> fmt::Debug for Separated<T, List<'_, T>> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Items, State, Token};

    /// `a,bb,c` as a separated list of tokens: `a` first, the rest `Items`.
    fn letters(input: &str) -> Separated<Token<'_>, Items<Token<'_>>> {
        let state = State::new(input);
        let token = |start, end| Token::new(&state, start, end);
        Separated::new(token(0, 1), Items::from_iter([token(2, 4), token(5, 6)]))
    }

    /// Reads one `,` and a run of letters: the rest of `a,bb,c` lazily.
    fn comma_letters<'i>(state: &mut State<'i>, pos: usize) -> Option<(usize, Token<'i>)> {
        let input = state.input();
        let bytes = input.as_bytes();
        if bytes.get(pos) != Some(&b',') {
            return None;
        }
        let end = (pos + 1..=bytes.len())
            .find(|&end| end == bytes.len() || !bytes[end].is_ascii_alphabetic())
            .unwrap_or(bytes.len());
        Some((end, Token::new(state, pos + 1, end)))
    }

    #[test]
    fn an_items_rest_iterates_every_item_and_the_separators_between() {
        let input = "a,bb,c";
        let list = letters(input);
        let items: Vec<&str> = list.iter().map(|t| t.as_str()).collect();
        assert_eq!(items, ["a", "bb", "c"]);
        assert_eq!(list.len(), 3);
        assert_eq!(list.get(1).map(|t| t.as_str()), Some("bb"));
        assert_eq!(list.get(3), None);
        assert_eq!(list.last().as_str(), "c");
        assert_eq!(list.first().as_str(), "a");
        let separators: Vec<&str> = list.separators().map(|s| &input[s.range()]).collect();
        assert_eq!(separators, [",", ","]);
        assert_eq!(format!("{list:?}"), format!("{:?}", list.to_vec()));
        // A rest of large items is a `Vec`, read the same way.
        let vec = Separated::new(*list.first(), list.rest().to_vec());
        assert!(vec.iter().eq(list.iter()));
        assert_eq!(vec.len(), 3);
        assert!(vec.separators().eq(list.separators()));
        assert_eq!(format!("{vec:?}"), format!("{list:?}"));
    }

    #[test]
    fn a_list_rest_reads_the_items_after_the_first_when_iterated() {
        let input = "a,bb,c";
        let rest = List::new(input, 1, 6, comma_letters);
        let list = Separated::new(Token::new(&State::new(input), 0, 1), rest);
        let items: Vec<&str> = (&list).into_iter().map(|t| t.as_str()).collect();
        assert_eq!(items, ["a", "bb", "c"]);
        assert_eq!(list.len(), 3);
        assert_eq!(list.last().as_str(), "c");
        let separators: Vec<Span> = list.separators().collect();
        assert_eq!(separators, [Span::new(1, 2), Span::new(4, 5)]);
    }

    #[test]
    fn a_single_item_has_no_separator() {
        let input = "a";
        let state = State::new(input);
        let list = Separated::new(Token::new(&state, 0, 1), Items::new());
        assert_eq!(list.len(), 1);
        assert_eq!(list.last().as_str(), "a");
        assert_eq!(list.separators().count(), 0);
        let lazy = Separated::new(Token::new(&state, 0, 1), List::empty(comma_letters));
        assert_eq!(lazy.len(), 1);
        assert_eq!(lazy.separators().count(), 0);
    }
}
