//! The matching state that generated parsers thread through their rule functions:
//! the input, the furthest failure and the rules expected there, and a stack guard.
//!
//! Generated code calls these methods; they are public for it, not for people.

use std::borrow::Cow;
use std::cell::Cell;

use crate::pest_stack::Stack;
use crate::thread_stack::{with_stack, DepthGuard};

mod push_pop;

use crate::{ByteTable, Escaped, Labels, ParseError, Runs};
pub use push_pop::Stuck;

/// The longest input a parse accepts: spans are kept in 32 bits (see
/// [`Token`](crate::Token)), so that every node of a parsed tree is small. A
/// longer input is refused with an error ([`State::refuse_long`]).
pub const MAX_INPUT: usize = u32::MAX as usize;

/// Matching state for one parse of one input.
#[derive(Debug)]
pub struct State<'i> {
    input: &'i str,
    furthest: usize,
    /// The expectations and pest's stack, from the first time they are needed: a
    /// fast parse, which has neither, builds and drops one empty pointer.
    extras: Option<Box<Extras>>,
    lookahead: Lookahead,
    tracking: bool,
    too_deep: bool,
    /// How deep recursion may go, from the first recursive rule entered (`None`:
    /// none entered yet).
    depth: Option<DepthGuard>,
    /// The stack position at or above which a recursive rule may start without
    /// asking `depth` ([`DepthGuard::floor`]): `usize::MAX` before the first
    /// recursive rule, after a refusal, and where the stack grows up, so that
    /// those cases take [`State::enter_checked`].
    stack_floor: usize,
    // pest's atomicity, for grammars with implicit whitespace: no skipping inside
    // atomic (`@`, `$`) rules and the rules they call.
    atomic: bool,
    // pest's `Atomicity::Atomic` while recording: inside an atomic (`@`) rule no
    // rule is recorded, except in the `$` and `!` rules it reaches.
    quiet: bool,
    options: ParseOptions,
}

/// What a parse keeps only once it needs it (see [`State::extras`]).
#[derive(Debug, Default)]
struct Extras {
    // Cow, the error's own type, so that the error takes this vector as it is.
    expected: Vec<Cow<'static, str>>,
    // Rules that matched inside a negative lookahead at the furthest position: pest
    // counts them with the expected rules when it decides what a failure reports.
    negatives: Vec<&'static str>,
    stack: Stack,
}

impl Extras {
    /// Most items a kept [`Extras`] may hold room for; a parse that needed more
    /// gives its memory back instead.
    const KEPT_ROOM: usize = 1 << 10;

    /// This thread's spare, or a new one: empty either way.
    #[inline]
    fn take() -> Box<Extras> {
        SPARE_EXTRAS
            .try_with(Cell::take)
            .ok()
            .flatten()
            .unwrap_or_default()
    }

    /// Empties `extras` and keeps it as this thread's spare, unless it holds room
    /// for more than [`Extras::KEPT_ROOM`] items.
    fn keep(mut extras: Box<Extras>) {
        if extras.expected.capacity().max(extras.negatives.capacity()) > Self::KEPT_ROOM
            || extras.stack.room() > Self::KEPT_ROOM
        {
            return;
        }
        extras.expected.clear();
        extras.negatives.clear();
        extras.stack.clear();
        let mut extras = Some(extras);
        let _ = SPARE_EXTRAS.try_with(|spare| spare.set(extras.take()));
    }
}

thread_local! {
    /// The [`Extras`] of this thread's last parse that had them, emptied: the next
    /// parse that uses pest's stack or records expectations takes it, and so
    /// allocates nothing.
    static SPARE_EXTRAS: Cell<Option<Box<Extras>>> = const { Cell::new(None) };
}

impl Drop for State<'_> {
    #[inline]
    fn drop(&mut self) {
        if let Some(extras) = self.extras.take() {
            Extras::keep(extras);
        }
    }
}

/// How a parse reads its input, beyond the grammar as written.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ParseOptions {
    fold_case: bool,
}

impl ParseOptions {
    /// The grammar as written: no option on.
    pub const STRICT: ParseOptions = ParseOptions { fold_case: false };

    /// With `fold` true, the literals and rules the grammar's `fold_case` attribute
    /// names match ASCII letters in either case.
    pub const fn fold_case(mut self, fold: bool) -> Self {
        self.fold_case = fold;
        self
    }

    /// True when case folding is on (see [`ParseOptions::fold_case`]).
    pub const fn folds_case(&self) -> bool {
        self.fold_case
    }
}

impl<'i> State<'i> {
    /// A fresh state for `input` that records no expectations: the fast path. When
    /// it rejects an input, [`State::diagnose`] matches again, recording.
    pub fn new(input: &'i str) -> Self {
        State {
            input,
            furthest: 0,
            extras: None,
            lookahead: Lookahead::None,
            tracking: false,
            too_deep: false,
            depth: None,
            stack_floor: usize::MAX,
            options: ParseOptions::STRICT,
            atomic: false,
            quiet: false,
        }
    }

    /// The same state, reading its input with `options`.
    pub fn with_options(mut self, options: ParseOptions) -> Self {
        self.options = options;
        self
    }

    /// True when the parse folds case (see [`ParseOptions::fold_case`]).
    #[inline]
    pub fn folds_case(&self) -> bool {
        self.options.fold_case
    }

    /// A fresh state for `input` that records the rules expected at the furthest
    /// position, for an error report.
    pub fn recording(input: &'i str) -> Self {
        let mut state = State::new(input);
        state.tracking = true;
        state.extras = Some(Extras::take());
        state
    }

    /// True when this state records expectations (see [`State::recording`]).
    #[inline]
    pub fn is_recording(&self) -> bool {
        self.tracking
    }

    /// Checks that a rule matches the whole of `input` with its `fast` matcher, and
    /// on a rejection matches again with its `recording` one to say where and why.
    pub fn check(
        input: &'i str,
        fast: Matcher,
        recording: Matcher,
        rule: &'static str,
    ) -> Result<(), ParseError> {
        let mut fast = MatchOnly(fast);
        State::parse_whole_with(input, ParseOptions::STRICT, &mut fast, recording, rule)
    }

    /// The error for an input longer than [`MAX_INPUT`] bytes, which no parse
    /// accepts; `None` for any other input.
    #[inline]
    pub fn refuse_long(input: &str, rule: &'static str) -> Option<ParseError> {
        if input.len() > MAX_INPUT {
            return Some(State::too_long(input, rule));
        }
        None
    }

    /// Parses the whole of `input` with `build`, a rule's generated builder, read
    /// with `options`; on a rejection matches again with the rule's `recording`
    /// matcher to say where and why. The `parse` of a rule that other rules call,
    /// where the grammar's entry points build inline. Only the call of `build` is
    /// compiled for each rule type; the rest (`parse_whole_with`) once.
    #[inline]
    pub fn parse_whole<T>(
        input: &'i str,
        options: ParseOptions,
        build: Builder<'i, T>,
        recording: Matcher,
        rule: &'static str,
    ) -> Result<T, ParseError> {
        let mut keep = Keep { build, value: None };
        match State::parse_whole_with(input, options, &mut keep, recording, rule) {
            Ok(()) => match keep.value {
                Some(value) => Ok(value),
                // `Keep::build` matched only when it kept a value.
                None => Err(State::diagnose_with(input, options, recording, rule)),
            },
            Err(error) => Err(error),
        }
    }

    /// [`State::parse_whole`] and [`State::check`] for any builder: `build`
    /// matches from position 0, keeps the value it built (if any), and returns
    /// where it ended.
    #[inline(never)]
    fn parse_whole_with(
        input: &'i str,
        options: ParseOptions,
        build: &mut dyn BuildOnce<'i>,
        recording: Matcher,
        rule: &'static str,
    ) -> Result<(), ParseError> {
        if let Some(error) = State::refuse_long(input, rule) {
            return Err(error);
        }
        with_stack(|| {
            let mut state = State::new(input).with_options(options);
            match build.build(&mut state) {
                Some(end) if state.is_whole(end) => Ok(()),
                _ => Err(State::diagnose_with(input, options, recording, rule)),
            }
        })
    }

    /// True when `matcher`, a rule's generated matcher, matches the whole of
    /// `input`: the `is_valid` of a rule that other rules call.
    #[inline(never)]
    pub fn matches_whole(input: &str, matcher: Matcher) -> bool {
        input.len() <= MAX_INPUT
            && with_stack(|| {
                let mut state = State::new(input);
                matcher(&mut state, 0).is_some_and(|end| state.is_whole(end))
            })
    }

    /// The error of [`State::refuse_long`], kept out of every parse's way.
    #[cold]
    #[inline(never)]
    fn too_long(input: &str, rule: &'static str) -> ParseError {
        ParseError::new(input, MAX_INPUT, vec![rule.into()]).with_message(format!(
            "input of {} bytes is longer than the {MAX_INPUT} bytes a parse accepts",
            input.len()
        ))
    }

    /// The error for an input a rule's fast matcher rejected: the input is too
    /// long ([`State::refuse_long`]), or [`State::diagnose`] says where and why.
    /// What the `validate` of a grammar's entry point returns after its inlined
    /// `is_valid` said no.
    #[cold]
    #[inline(never)]
    pub fn rejection(input: &'i str, recording: Matcher, rule: &'static str) -> ParseError {
        match State::refuse_long(input, rule) {
            Some(error) => error,
            None => State::diagnose(input, recording, rule),
        }
    }

    /// The error for an input that `matcher` does not match whole, found by
    /// matching it again while recording expectations.
    pub fn diagnose(input: &'i str, matcher: Matcher, rule: &'static str) -> ParseError {
        State::diagnose_with(input, ParseOptions::STRICT, matcher, rule)
    }

    /// [`State::diagnose`] for a parse that read its input with `options`.
    ///
    /// Where the recording matcher matches the whole input, the pass before it
    /// failed only because it ran out of stack (a builder's frames are larger than
    /// a matcher's, so a builder can stop shallower): the error is then the
    /// "nests too deep" one, never a syntax error the input does not have.
    pub fn diagnose_with(
        input: &'i str,
        options: ParseOptions,
        matcher: Matcher,
        rule: &'static str,
    ) -> ParseError {
        let mut state = State::recording(input).with_options(options);
        let matched = matcher(&mut state, 0);
        if matched.is_some_and(|end| state.is_whole(end)) {
            return ParseError::new(input, 0, vec![Cow::Borrowed(rule)]).nested_too_deep();
        }
        state.into_error(matched, rule)
    }

    /// The whole input.
    #[inline]
    pub fn input(&self) -> &'i str {
        self.input
    }

    /// The text of `start..end`.
    #[inline]
    pub fn slice(&self, start: usize, end: usize) -> &'i str {
        &self.input[start..end]
    }

    /// Matches the literal `lit` at `pos`; returns the position after it.
    #[inline]
    pub fn literal(&self, pos: usize, lit: &str) -> Option<usize> {
        crate::work::add(lit.len());
        let end = pos + lit.len();
        (self.input.as_bytes().get(pos..end) == Some(lit.as_bytes())).then_some(end)
    }

    /// Matches `lit` at `pos`, ignoring ASCII case when the parse folds case (a
    /// literal the grammar's `fold_case` attribute names).
    #[inline]
    pub fn literal_folding(&self, pos: usize, lit: &str) -> Option<usize> {
        if self.options.fold_case {
            self.literal_insensitive(pos, lit)
        } else {
            self.literal(pos, lit)
        }
    }

    /// Matches `lit` at `pos` ignoring ASCII case.
    #[inline]
    pub fn literal_insensitive(&self, pos: usize, lit: &str) -> Option<usize> {
        crate::work::add(lit.len());
        let end = pos + lit.len();
        let found = self.input.as_bytes().get(pos..end)?;
        found.eq_ignore_ascii_case(lit.as_bytes()).then_some(end)
    }

    /// The byte at `pos`, if the input goes on there (what a choice dispatched on
    /// its first byte looks at).
    #[inline]
    pub fn byte_at(&self, pos: usize) -> Option<u8> {
        crate::work::add(1);
        self.input.as_bytes().get(pos).copied()
    }

    /// Matches one byte at `pos` that `set` accepts (an ASCII character class).
    #[inline]
    pub fn byte_in(&self, pos: usize, set: &ByteTable) -> Option<usize> {
        crate::work::add(1);
        match self.input.as_bytes().get(pos) {
            Some(&b) if set.contains(b) => Some(pos + 1),
            _ => None,
        }
    }

    /// The position after the longest run of bytes from `pos` that `set` accepts
    /// (see [`ByteTable::run_end`]).
    #[inline]
    pub fn scan(&self, pos: usize, set: &ByteTable) -> usize {
        set.run_end(self.input.as_bytes(), pos)
    }

    /// The end of the run of characters from `pos` that do not start with a byte of
    /// `stop`, an ASCII set: `(!S ~ ANY)*` where `S` matches exactly where the next
    /// byte is in `stop` (see [`ByteTable::next_member`]). The end is a character
    /// boundary: an ASCII byte, or the end of the input.
    #[inline]
    pub fn scan_until(&self, pos: usize, stop: &ByteTable) -> usize {
        stop.next_member(self.input.as_bytes(), pos)
    }

    /// Matches a dotted name at `pos` (see [`Labels`]): where its last label starts
    /// and where it ends.
    #[inline]
    pub fn labels(&self, pos: usize, labels: &Labels) -> Option<(usize, usize)> {
        labels.find(self.input.as_bytes(), pos)
    }

    /// The end of the run from `pos` of bytes of a class and escapes (see
    /// [`Escaped`]): `(C | e₁ ~ … ~ eₙ)*`.
    #[inline(always)]
    pub fn escaped<const N: usize, const E: usize>(
        &self,
        pos: usize,
        run: &Escaped<N, E>,
    ) -> usize {
        run.run_end(self.input.as_bytes(), pos)
    }

    /// Matches a sequence of byte-class parts at `pos` (see [`Runs`]): where it
    /// ends.
    #[inline]
    pub fn runs<const S: usize, const P: usize>(
        &self,
        pos: usize,
        runs: &Runs<S, P>,
    ) -> Option<usize> {
        runs.find(self.input.as_bytes(), pos)
    }

    /// The end of the longest prefix from `pos` of the run of bytes in `run` that
    /// ends with a byte in `last` (`pos` when there is none): `(A* ~ B)*` for
    /// disjoint classes `A`, `B` and `run = A | B`.
    #[inline]
    pub fn scan_to_last(&self, pos: usize, run: &ByteTable, last: &ByteTable) -> usize {
        let bytes = self.input.as_bytes();
        let mut end = self.scan(pos, run);
        while end > pos && !last.contains(bytes[end - 1]) {
            crate::work::add(1);
            end -= 1;
        }
        end
    }

    /// The end of a repetition of one byte of `class` with implicit whitespace, a
    /// run of bytes of another class `W`, between its iterations (`C*` in a
    /// non-atomic rule); `run` is `class | W`, the classes disjoint. Where the
    /// state is atomic, nothing is skipped: the run of `class`. Otherwise the
    /// first iteration is a byte of `class` at `pos`, and each later one a run
    /// of `W` then a byte of `class`, whose whitespace is given back when that
    /// byte is not there: the run of `run` from `pos`, ended after its last byte
    /// of `class`. `pos` itself when the first byte is not of `class`.
    ///
    /// Most such runs are short (a word between spaces), so the first bytes are
    /// looked up one at a time and the scan takes over only after them.
    #[inline(always)]
    pub fn spaced_run(&self, pos: usize, class: &ByteTable, run: &ByteTable) -> usize {
        /// Bytes looked up one at a time before the scan takes over.
        const SHORT: usize = 16;
        if self.atomic {
            return self.scan(pos, class);
        }
        let bytes = self.input.as_bytes();
        if !bytes.get(pos).is_some_and(|&b| class.contains(b)) {
            crate::work::add(1);
            return pos;
        }
        // `end` is after the last byte of `class` so far, `at` after the run.
        let (mut end, mut at) = (pos + 1, pos + 1);
        let short = bytes.len().min(pos + SHORT);
        while at < short {
            let b = bytes[at];
            if class.contains(b) {
                at += 1;
                end = at;
            } else if run.contains(b) {
                at += 1;
            } else {
                crate::work::add(at - pos + 1);
                return end;
            }
        }
        crate::work::add(at - pos);
        match self.scan_to_last(at, run, class) {
            far if far > at => far,
            _ => end,
        }
    }

    /// Sets whether implicit whitespace is skipped (`false`) or not (`true`, inside
    /// atomic rules); returns the previous setting, to restore when the rule ends.
    #[inline]
    pub fn set_atomic(&mut self, atomic: bool) -> bool {
        std::mem::replace(&mut self.atomic, atomic)
    }

    /// True inside an atomic rule, where implicit whitespace is not skipped.
    #[inline]
    pub fn is_atomic(&self) -> bool {
        self.atomic
    }

    /// Sets whether rules are recorded (`false`) or not (`true`: inside an atomic
    /// rule, until a `$` or `!` rule sets it back); returns the previous setting,
    /// to restore when the rule ends.
    #[inline]
    pub fn set_quiet(&mut self, quiet: bool) -> bool {
        std::mem::replace(&mut self.quiet, quiet)
    }

    /// The expectations and the stack, made on first use.
    #[inline]
    fn extras(&mut self) -> &mut Extras {
        self.extras.get_or_insert_with(Extras::take)
    }

    #[inline]
    pub(crate) fn stack(&self) -> &Stack {
        static EMPTY: Stack = Stack::new();
        self.extras.as_ref().map_or(&EMPTY, |extras| &extras.stack)
    }

    #[inline]
    pub(crate) fn stack_mut(&mut self) -> &mut Stack {
        &mut self.extras().stack
    }

    /// Matches one character at `pos` that lies in one of `ranges` (sorted,
    /// disjoint, inclusive): a Unicode property table.
    #[inline]
    pub fn char_in(&self, pos: usize, ranges: &[(char, char)]) -> Option<usize> {
        crate::work::add(1);
        let c = self.input.get(pos..)?.chars().next()?;
        let found = ranges
            .binary_search_by(|&(lo, hi)| {
                if hi < c {
                    std::cmp::Ordering::Less
                } else if lo > c {
                    std::cmp::Ordering::Greater
                } else {
                    std::cmp::Ordering::Equal
                }
            })
            .is_ok();
        found.then(|| pos + c.len_utf8())
    }

    /// Matches one character in `lo..=hi` at `pos`.
    #[inline]
    pub fn range(&self, pos: usize, lo: char, hi: char) -> Option<usize> {
        crate::work::add(1);
        let c = self.input[pos..].chars().next()?;
        (lo..=hi).contains(&c).then(|| pos + c.len_utf8())
    }

    /// Matches any one character at `pos`.
    #[inline]
    pub fn any(&self, pos: usize) -> Option<usize> {
        crate::work::add(1);
        self.input[pos..].chars().next().map(|c| pos + c.len_utf8())
    }

    /// Matches the end of the input.
    #[inline]
    pub fn end_of_input(&self, pos: usize) -> Option<usize> {
        crate::work::add(1);
        (pos == self.input.len()).then_some(pos)
    }

    /// What [`State::fail`] needs to know about the expectations recorded before a
    /// rule started at `pos`.
    #[inline]
    pub fn mark(&self, pos: usize) -> Mark {
        if let (true, Some(extras)) = (pos == self.furthest, &self.extras) {
            Mark {
                positives: extras.expected.len(),
                negatives: extras.negatives.len(),
            }
        } else {
            Mark {
                positives: 0,
                negatives: 0,
            }
        }
    }

    /// Records that `rule`, started at `pos` with `mark`, failed. As pest does: the
    /// rules expected at the furthest position are kept; a rule failing there
    /// replaces what its own sub-rules recorded at its start, unless exactly one
    /// sub-rule did (that one says more). Failures inside a negative lookahead are
    /// not recorded, nor any inside an atomic rule ([`State::set_quiet`]).
    #[inline]
    pub fn fail(&mut self, pos: usize, rule: &'static str, mark: Mark) {
        if self.tracking && !self.quiet && self.lookahead != Lookahead::Negative {
            self.track(pos, rule, mark, false);
        }
    }

    /// Records that `rule`, started at `pos` with `mark`, matched: pest counts a
    /// match inside a negative lookahead (an unexpected rule) as it counts a
    /// failure elsewhere.
    #[inline]
    pub fn succeed(&mut self, pos: usize, rule: &'static str, mark: Mark) {
        if self.tracking && !self.quiet && self.lookahead == Lookahead::Negative {
            self.track(pos, rule, mark, true);
        }
    }

    /// pest's `ParserState::track`.
    fn track(&mut self, pos: usize, rule: &'static str, mark: Mark, negative: bool) {
        let furthest = self.furthest;
        let extras = self.extras();
        let attempts = if pos == furthest {
            extras.expected.len() + extras.negatives.len()
        } else {
            0
        };
        let before = mark.positives + mark.negatives;
        if attempts == before + 1 {
            return;
        }
        if pos == furthest {
            extras.expected.truncate(mark.positives);
            extras.negatives.truncate(mark.negatives);
        }
        if pos > furthest {
            extras.expected.clear();
            extras.negatives.clear();
            self.furthest = pos;
        }
        if pos == self.furthest {
            let extras = self.extras();
            if negative {
                extras.negatives.push(rule);
            } else {
                extras.expected.push(Cow::Borrowed(rule));
            }
        }
    }

    /// Enters a lookahead (`&` when `positive`, `!` otherwise); returns what to
    /// give [`State::end_lookahead`]. A negative lookahead inside a negative one is
    /// positive again, as in pest.
    #[inline]
    pub fn lookahead(&mut self, positive: bool) -> Lookahead {
        let previous = self.lookahead;
        self.lookahead = match (positive, previous) {
            (true, Lookahead::Negative) | (false, Lookahead::None | Lookahead::Positive) => {
                Lookahead::Negative
            }
            _ => Lookahead::Positive,
        };
        previous
    }

    /// Leaves a lookahead entered with [`State::lookahead`].
    #[inline]
    pub fn end_lookahead(&mut self, previous: Lookahead) {
        self.lookahead = previous;
    }

    /// Whether a recursive rule was refused for want of stack: every later one is,
    /// and a failure since says nothing of the input.
    pub(crate) fn stopped_too_deep(&self) -> bool {
        self.too_deep
    }

    /// True when a match of the top rule ending at `end` is a match of the whole
    /// input: it ends there and no recursive rule was refused on the way (a refused
    /// rule may have let another alternative match instead).
    #[inline]
    pub fn is_whole(&self, end: usize) -> bool {
        end == self.input.len() && !self.too_deep
    }

    /// Enters a recursive rule; `false` (and the parse fails) when less than
    /// [`STACK_RED_ZONE`](crate::STACK_RED_ZONE) bytes of stack remain, or
    /// recursion has used up its budget on a stack [`with_stack`] grew (the
    /// thread's depth guard). Where the stack's bounds are unknown (no platform support
    /// in `stacker`), `true`. Once refused, every later entry is refused too, so
    /// the parse unwinds at once. Nothing is undone when the rule ends.
    #[inline(always)]
    pub fn enter(&mut self) -> bool {
        DepthGuard::position() >= self.stack_floor || self.enter_checked()
    }

    /// [`State::enter`] where the one comparison does not answer: the first
    /// recursive rule makes the guard, and a refusal is remembered.
    #[cold]
    #[inline(never)]
    fn enter_checked(&mut self) -> bool {
        if self.too_deep {
            return false;
        }
        let depth = self.depth.get_or_insert_with(DepthGuard::here);
        if depth.is_exceeded() {
            self.too_deep = true;
            self.stack_floor = usize::MAX;
            return false;
        }
        self.stack_floor = depth.floor().unwrap_or(usize::MAX);
        true
    }

    /// The error for an input the top rule did not match whole: at the furthest
    /// position reached, with the rules expected there (`EOI` when the rule matched
    /// only a prefix and nothing got further).
    pub fn into_error(mut self, matched: Option<usize>, top_rule: &'static str) -> ParseError {
        if let Some(end) = matched {
            let mark = self.mark(end);
            self.fail(end, "EOI", mark);
        }
        let extras = self.extras();
        if extras.expected.is_empty() && extras.negatives.is_empty() {
            extras.expected.push(Cow::Borrowed(top_rule));
        }
        let expected = dedup(std::mem::take(&mut extras.expected));
        let unexpected = dedup(extras.negatives.drain(..).map(Cow::Borrowed).collect());
        let mut error = ParseError::new(self.input, self.furthest, expected);
        if !unexpected.is_empty() {
            error = error.with_unexpected(unexpected);
        }
        if self.too_deep {
            return error.nested_too_deep();
        }
        error
    }
}

/// `names` without repeats, each kept where it first occurs.
fn dedup(mut names: Vec<Cow<'static, str>>) -> Vec<Cow<'static, str>> {
    let mut kept = 0;
    for i in 0..names.len() {
        if !names[..kept].contains(&names[i]) {
            names.swap(kept, i);
            kept += 1;
        }
    }
    names.truncate(kept);
    names
}

/// A generated rule function that builds its rule's value at a position: where
/// the value ends, and the value.
pub type Builder<'i, T> = for<'s> fn(&'s mut State<'i>, usize) -> Option<(usize, T)>;

/// A builder run from position 0 that keeps the value it builds: what
/// [`State::parse_whole`] hands its one compiled body, as a trait object (a
/// closure would add its `FnOnce` shims to every rule type's code).
trait BuildOnce<'i> {
    /// Runs the builder; where its match ends.
    fn build(&mut self, state: &mut State<'i>) -> Option<usize>;
}

/// A builder and the value it built, once it has.
struct Keep<'i, T> {
    build: Builder<'i, T>,
    value: Option<T>,
}

impl<'i, T> BuildOnce<'i> for Keep<'i, T> {
    fn build(&mut self, state: &mut State<'i>) -> Option<usize> {
        match (self.build)(state, 0) {
            Some((end, value)) => {
                self.value = Some(value);
                Some(end)
            }
            None => None,
        }
    }
}

/// A rule's fast matcher as a [`BuildOnce`] that keeps nothing: what
/// [`State::check`] runs.
struct MatchOnly(Matcher);

impl<'i> BuildOnce<'i> for MatchOnly {
    fn build(&mut self, state: &mut State<'i>) -> Option<usize> {
        (self.0)(state, 0)
    }
}

/// A generated rule function that recognises its rule at a position.
pub type Matcher = for<'a, 'b> fn(&'a mut State<'b>, usize) -> Option<usize>;

/// The expectations recorded when a rule started (see [`State::mark`]).
#[derive(Debug, Clone, Copy)]
pub struct Mark {
    positives: usize,
    negatives: usize,
}

/// Whether matching is inside a lookahead, and of which kind (see
/// [`State::lookahead`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lookahead {
    /// Not in a lookahead.
    None,
    /// In `&e` (or `!!e`).
    Positive,
    /// In `!e`.
    Negative,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Recurses through `enter` until it refuses; how deep it went.
    fn dive(st: &mut State<'_>, depth: usize) -> usize {
        let pad = std::hint::black_box([0u8; 512]);
        let reached = if st.enter() {
            dive(st, depth + 1)
        } else {
            depth
        };
        std::hint::black_box(&pad);
        reached
    }

    /// Recursion stops before the stack runs out, on the fast comparison after
    /// the first entry; once refused, every entry is refused, even back where the
    /// stack has room, and the parse is no match.
    #[test]
    fn entering_stops_before_the_stack_runs_out_and_a_refusal_is_final() {
        let (reached, again, whole) = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(|| {
                crate::with_stack(|| {
                    let mut st = State::new("");
                    let reached = dive(&mut st, 0);
                    (reached, st.enter(), st.is_whole(0))
                })
            })
            .expect("a thread starts")
            .join()
            .expect("no overflow");
        assert!(reached > 100, "{reached} levels");
        assert!(!again, "entered again after a refusal");
        assert!(!whole, "a refused parse matched");
    }

    /// Two parses on one thread each measure their own recursion: a state that was
    /// refused does not refuse another's entries.
    #[test]
    fn each_state_has_its_own_guard() {
        let (first, second) = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(|| {
                crate::with_stack(|| {
                    let first = dive(&mut State::new(""), 0);
                    let mut other = State::new("");
                    (first, other.enter())
                })
            })
            .expect("a thread starts")
            .join()
            .expect("no overflow");
        assert!(first > 100, "{first} levels");
        assert!(second, "a fresh state refused its first entry");
    }

    #[test]
    fn scan_takes_the_longest_run_of_members() {
        let set = ByteTable::of(b"abc");
        let state = State::new("abcabcx\u{e9}a");
        assert_eq!(state.scan(0, &set), 6);
        assert_eq!(state.scan(6, &set), 6);
        assert_eq!(state.scan(7, &set), 7, "not ASCII");
        assert_eq!(state.scan(9, &set), 10);
        assert_eq!(state.scan(10, &set), 10);
        assert_eq!(state.scan(11, &set), 11, "past the end matches nothing");
    }

    #[test]
    fn byte_at_is_the_byte_or_nothing_past_the_end() {
        let state = State::new("a\u{e9}");
        assert_eq!(state.byte_at(0), Some(b'a'));
        assert_eq!(
            state.byte_at(1),
            Some(0xc3),
            "the first byte of a character"
        );
        assert_eq!(state.byte_at(3), None);
        assert_eq!(state.byte_at(usize::MAX), None);
    }

    #[test]
    fn a_spaced_run_ends_on_its_class_and_skips_only_where_not_atomic() {
        let word = ByteTable::of(b"AB");
        let run = ByteTable::of(b"AB \t");
        let mut state = State::new("A B\t A  x");
        assert_eq!(
            state.spaced_run(0, &word, &run),
            6,
            "the spaces before x given back"
        );
        assert_eq!(state.spaced_run(1, &word, &run), 1, "it starts on a space");
        assert_eq!(state.spaced_run(8, &word, &run), 8, "x is no member");
        assert_eq!(state.spaced_run(9, &word, &run), 9, "at the end");
        state.set_atomic(true);
        assert_eq!(state.spaced_run(0, &word, &run), 1, "atomic: no skip");
        // Runs longer than the bytes looked up one at a time, where the scan goes
        // on: ending on the class far out, and ending in whitespace past them.
        let long = "A B A B A B A B A B A B A B  x";
        let state = State::new(long);
        assert_eq!(state.spaced_run(0, &word, &run), long.find("  x").unwrap());
        let spaces = format!("AB{}x", " ".repeat(40));
        let state = State::new(&spaces);
        assert_eq!(
            state.spaced_run(0, &word, &run),
            2,
            "the trailing spaces given back"
        );
    }

    #[test]
    fn scan_to_last_backs_off_to_the_last_byte_of_the_second_class() {
        // A domain label: alphanumerics and hyphens, ending on an alphanumeric.
        let run = ByteTable::of(b"-ab");
        let last = ByteTable::of(b"ab");
        let state = State::new("a-b--.--");
        assert_eq!(state.scan_to_last(0, &run, &last), 3);
        assert_eq!(state.scan_to_last(6, &run, &last), 6, "hyphens only");
    }
}
