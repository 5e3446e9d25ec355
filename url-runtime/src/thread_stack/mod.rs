//! The thread's own call stack, which deep recursion would overflow: how much of
//! it a parse may use. (Not pest's `PUSH`/`POP` stack: that is
//! [`crate::pest_stack`].)
//!
//! A parse starts where at least [`ENTRY_STACK`] bytes remain ([`with_stack`]),
//! on a new stack when the thread's is short, and its recursive rules stop before
//! less than [`STACK_RED_ZONE`] remains ([`DepthGuard`]): input that nests deeper
//! than the stack holds is rejected with a located error, never a crash. The
//! thread's stack bounds are read from the OS once per thread ([`bounds`]).

mod bounds;

/// The stack a recursive rule leaves free for what it calls: when less than this
/// remains, it does not start and the parse fails with a located error. Grammars that
/// recurse (e.g. `hostname = ialpha [ "." hostname ]`) would otherwise overflow the
/// stack on adversarial input. It covers the deepest run of calls between two
/// recursive rules in a debug build, and the error report after the failure.
///
/// A parse starts with at least [`ENTRY_STACK`] bytes ([`with_stack`]), and each
/// nesting level takes a few hundred bytes optimised, about 2 KiB in a debug build:
/// input nesting deeper than the stack holds is rejected, never a crash, on any
/// thread.
pub const STACK_RED_ZONE: usize = 32 << 10;

/// The stack a parse wants when it starts: with less left, [`with_stack`] runs it on
/// a new stack of [`GROWN_STACK`] bytes. It covers the calls from a parse's entry to
/// its first recursive rule, which in a debug build of a large grammar take close
/// to 100 KiB.
pub const ENTRY_STACK: usize = 256 << 10;

/// The size of the stack [`with_stack`] gives a parse that starts short of
/// [`ENTRY_STACK`].
pub const GROWN_STACK: usize = 8 << 20;

/// Runs `parse` (a whole parse: generated `parse`, `validate`, `is_valid`) where at
/// least [`ENTRY_STACK`] bytes of stack remain: on the current stack, or on a new
/// one of [`GROWN_STACK`] bytes when the current one is short (a small thread). So a
/// parse never overflows however small the thread; recursive rules then stop at
/// [`STACK_RED_ZONE`] with a located error.
///
/// On a new stack, recursive rules may use no more of it than the current stack has
/// left: a tree is dropped, recursively, on the current stack, so it must not be
/// deeper than that stack could have built.
///
/// On the thread's own stack the check is one comparison with the stack's bounds,
/// read from the OS at the thread's first parse; elsewhere (on a stack grown with
/// `stacker`) it asks `stacker`.
#[inline]
pub fn with_stack<R>(parse: impl FnOnce() -> R) -> R {
    if bounds::room(position()).is_none() {
        if let Some(budget) = short_stack_budget() {
            return grown(budget, parse);
        }
    }
    parse()
}

/// [`with_stack`] for a parse that is compiled once, as the whole body of the
/// function that calls this: when the stack left is short of [`ENTRY_STACK`],
/// runs `again(input)` (that function called again, with the same input) on a new
/// stack and returns its result; otherwise `None`, and the caller parses where it
/// is.
///
/// So the parse itself has one call site, where it can be inlined; with
/// [`with_stack`] its closure has two (on this stack and on a new one), which the
/// compiler may compile twice. For a grammar's entry point, whose `parse` inlines
/// the builders of its whole tree, that copy is the largest function of the crate.
/// `again` is a function pointer, not a closure, so that the code of the new
/// stack is compiled once per type of input and result (once for every
/// `is_valid`), not once per caller.
#[inline]
pub fn on_grown_stack<I, R>(input: I, again: fn(I) -> R) -> Option<R> {
    if bounds::room(position()).is_none() {
        if let Some(budget) = short_stack_budget() {
            return Some(grown(budget, move || again(input)));
        }
    }
    None
}

/// When the stack left is short of [`ENTRY_STACK`], the recursion budget for a
/// parse on a grown stack; asks `stacker`, for an entry [`bounds`] has no answer
/// for (its first on this thread, one off this thread's own stack, or one with
/// less than [`ENTRY_STACK`] left).
#[cold]
#[inline(never)]
fn short_stack_budget() -> Option<usize> {
    bounds::read(ENTRY_STACK);
    match stacker::remaining_stack() {
        Some(left) if left < ENTRY_STACK => Some(left.saturating_sub(STACK_RED_ZONE)),
        _ => None,
    }
}

/// Runs `parse` on a new stack, its recursion limited to `budget` bytes. The work
/// is [`grown_dyn`]'s, compiled once: this part is generic, so every rule's parse
/// functions get a copy of it.
#[cold]
#[inline(never)]
fn grown<R>(budget: usize, parse: impl FnOnce() -> R) -> R {
    let mut parse = Some(parse);
    let mut out = None;
    grown_dyn(budget, &mut || {
        if let Some(parse) = parse.take() {
            out = Some(parse());
        }
    });
    out.expect("grown_dyn runs its closure once")
}

/// A parse to run on a new stack, as a trait object whose vtable holds only `run`
/// (that of a `dyn FnMut` also holds `FnOnce::call_once`, a shim compiled for each
/// closure, that is for each entry point).
trait Run {
    /// Runs the parse.
    fn run(&mut self);
}

impl<F: FnMut()> Run for F {
    fn run(&mut self) {
        self()
    }
}

/// [`grown`], for one closure type: `stacker`'s and the thread-local's code once.
fn grown_dyn(budget: usize, parse: &mut dyn Run) {
    /// Restores the budget of the enclosing parse, even when `parse` panics.
    struct Restore(usize);
    impl Drop for Restore {
        fn drop(&mut self) {
            RECURSION_BUDGET.with(|cell| cell.set(self.0));
        }
    }
    stacker::grow(GROWN_STACK, || {
        let _restore = Restore(RECURSION_BUDGET.with(|cell| cell.replace(budget)));
        parse.run()
    });
}

/// Runs `f` on a new stack of `size` bytes, its recursive rules free to use all of
/// it (whatever the budget of an enclosing parse on a grown stack): for reading
/// again what a parse has already matched, which must not fail for want of stack.
pub(crate) fn on_new_stack<R>(size: usize, f: impl FnOnce() -> R) -> R {
    /// Restores the budget of the enclosing parse, even when `f` panics.
    struct Restore(usize);
    impl Drop for Restore {
        fn drop(&mut self) {
            RECURSION_BUDGET.with(|cell| cell.set(self.0));
        }
    }
    stacker::grow(size, || {
        let _restore = Restore(RECURSION_BUDGET.with(|cell| cell.replace(usize::MAX)));
        f()
    })
}

thread_local! {
    /// The stack recursive rules may use, from the first one entered: all of it,
    /// but on a stack [`with_stack`] grew.
    static RECURSION_BUDGET: std::cell::Cell<usize> = const { std::cell::Cell::new(usize::MAX) };
}

/// How deep a parse's recursion may go on the thread's stack: the room measured
/// once, at its first recursive rule (asking `stacker` at every entry cost more
/// than the rest of the check), and compared with the stack used at each entry.
#[derive(Debug, Clone, Copy)]
pub(crate) struct DepthGuard {
    /// The stack position at the first recursive rule.
    start: usize,
    /// Whether the stack grows towards lower addresses.
    grows_down: bool,
    /// How many bytes past `start` recursion may use: the stack left then, less
    /// [`STACK_RED_ZONE`], and at most the budget of a stack [`with_stack`] grew
    /// (`usize::MAX` where the stack's bounds are unknown).
    allowed: usize,
}

impl DepthGuard {
    /// The guard for recursion from the current position.
    pub(crate) fn here() -> DepthGuard {
        let start = position();
        let left = bounds::room(start).or_else(stacker::remaining_stack);
        let allowed = match left {
            Some(left) => left
                .saturating_sub(STACK_RED_ZONE)
                .min(RECURSION_BUDGET.with(|b| b.get())),
            None => usize::MAX,
        };
        DepthGuard {
            start,
            grows_down: matches!(psm::StackDirection::new(), psm::StackDirection::Descending),
            allowed,
        }
    }

    /// True when recursion has used more stack since the guard was made than it
    /// may: the rule entered here must not start.
    #[inline]
    pub(crate) fn is_exceeded(&self) -> bool {
        self.used() > self.allowed
    }

    /// The lowest stack position at which a recursive rule may still start, where
    /// the stack grows down: [`DepthGuard::is_exceeded`] is then exactly
    /// `position() < floor`, one comparison. `None` where it grows up.
    pub(crate) fn floor(&self) -> Option<usize> {
        self.grows_down
            .then(|| self.start.saturating_sub(self.allowed))
    }

    /// The current stack position, for comparing with [`DepthGuard::floor`].
    #[inline(always)]
    pub(crate) fn position() -> usize {
        position()
    }

    /// The bytes of stack used since `start`.
    #[inline(always)]
    fn used(&self) -> usize {
        let here = position();
        if self.grows_down {
            self.start.saturating_sub(here)
        } else {
            here.saturating_sub(self.start)
        }
    }
}

/// The bytes of this thread's own stack left below the calling frame, when the
/// stack's bounds have been read ([`read_bounds`]) and the frame is on it with at
/// least [`ENTRY_STACK`] left; `None` on a stack `stacker` grew, before the bounds
/// are read, or with less left.
#[inline(always)]
pub(crate) fn room_here() -> Option<usize> {
    bounds::room(position())
}

/// Reads this thread's stack bounds, the first time only, for [`room_here`].
pub(crate) fn read_bounds() {
    bounds::read(ENTRY_STACK);
}

/// The address of a local of the calling frame: where the stack is now.
#[inline(always)]
fn position() -> usize {
    let marker = 0u8;
    std::ptr::addr_of!(marker) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The stack `stacker` reports left here.
    fn left() -> usize {
        stacker::remaining_stack().expect("stacker knows this stack's bounds")
    }

    fn budget() -> usize {
        RECURSION_BUDGET.with(|b| b.get())
    }

    /// Runs `f` where less than `bytes` of stack remain, recursing down to there.
    fn with_less_left_than<R>(bytes: usize, f: &mut dyn FnMut() -> R) -> R {
        if left() < bytes {
            return f();
        }
        let pad = std::hint::black_box([0u8; 1024]);
        let result = with_less_left_than(bytes, f);
        std::hint::black_box(&pad);
        result
    }

    fn on_thread<R: Send + 'static>(stack: usize, f: impl FnOnce() -> R + Send + 'static) -> R {
        std::thread::Builder::new()
            .stack_size(stack)
            .spawn(f)
            .expect("a thread starts")
            .join()
            .expect("no panic, no overflow")
    }

    /// The (stack left, recursion budget) a parse entered here would start with.
    fn entered() -> (usize, usize) {
        with_stack(|| (left(), budget()))
    }

    /// `budget` is the recursion budget for a parse entered with `left` bytes of
    /// stack, up to the frames between where each was measured.
    fn assert_budget_for(budget: usize, left: usize) {
        let expected = left - STACK_RED_ZONE;
        assert!(budget.abs_diff(expected) < 4096, "{budget} vs {expected}");
    }

    #[test]
    fn every_parse_on_a_small_thread_runs_on_a_grown_stack() {
        on_thread(64 << 10, || {
            for _ in 0..3 {
                let outside = left();
                let (inside, inside_budget) = entered();
                assert!(inside > GROWN_STACK - (64 << 10), "{inside}");
                assert_budget_for(inside_budget, outside);
                assert_eq!(budget(), usize::MAX, "restored");
            }
        });
    }

    #[test]
    fn a_parse_with_room_enough_stays_on_the_threads_stack() {
        on_thread(4 << 20, || {
            for _ in 0..3 {
                let outside = left();
                let (inside, inside_budget) = entered();
                assert!(
                    inside <= outside && outside - inside < 16 << 10,
                    "{outside} {inside}"
                );
                assert_eq!(inside_budget, usize::MAX);
            }
        });
    }

    /// `on_grown_stack` runs its argument only where a parse would need a new
    /// stack, and there on one, with the budget `with_stack` gives; elsewhere it
    /// leaves the parse to its caller.
    #[test]
    fn on_grown_stack_runs_again_only_where_the_stack_is_short() {
        on_thread(64 << 10, || {
            let outside = left();
            let (inside, inside_budget) = on_grown_stack((), |()| (left(), budget()))
                .expect("a small thread's stack is short");
            assert!(inside > GROWN_STACK - (64 << 10), "{inside}");
            assert_budget_for(inside_budget, outside);
            assert_eq!(budget(), usize::MAX, "restored");
        });
        on_thread(8 << 20, || {
            assert!(on_grown_stack((), |()| ()).is_none(), "room enough");
        });
    }

    /// Once the thread's bounds are read, an entry deep in the thread, with less
    /// than [`ENTRY_STACK`] left, still moves to a grown stack.
    #[test]
    fn an_entry_deep_in_a_thread_moves_to_a_grown_stack() {
        on_thread(1 << 20, || {
            entered();
            #[cfg(all(target_os = "linux", not(miri)))]
            assert!(
                room_here().is_some(),
                "the bounds are read and answer at the top of the thread"
            );
            let (outside, (inside, inside_budget)) =
                with_less_left_than(ENTRY_STACK / 2, &mut || (left(), entered()));
            assert!(inside > GROWN_STACK - (64 << 10), "{inside}");
            assert_budget_for(inside_budget, outside);
        });
    }

    /// A parse entered on a stack [`with_stack`] grew measures that stack, not the
    /// thread's: near its top it stays there, under the outer budget; deep in it,
    /// it grows again, with the budget of what was left there.
    #[test]
    fn nested_entries_on_a_grown_stack_measure_that_stack() {
        on_thread(64 << 10, || {
            with_stack(|| {
                let outer_budget = budget();
                assert!(outer_budget < ENTRY_STACK - STACK_RED_ZONE, "grown");
                let outside = left();
                let (inside, inside_budget) = entered();
                assert!(
                    inside <= outside && outside - inside < 16 << 10,
                    "not grown again"
                );
                assert_eq!(inside_budget, outer_budget);
                let (outside, (inside, inside_budget)) =
                    with_less_left_than(ENTRY_STACK / 2, &mut || (left(), entered()));
                assert!(inside > GROWN_STACK - (64 << 10), "grown again: {inside}");
                assert_budget_for(inside_budget, outside);
                assert_eq!(budget(), outer_budget, "restored");
            });
        });
    }

    /// A parse entered on a stack the caller grew with `stacker` measures that stack.
    #[test]
    fn an_entry_on_a_callers_grown_stack_measures_that_stack() {
        on_thread(4 << 20, || {
            entered();
            let (inside, inside_budget) = stacker::grow(64 << 10, entered);
            assert!(inside > GROWN_STACK - (64 << 10), "{inside}");
            assert!(inside_budget < 64 << 10, "{inside_budget}");
            assert_eq!(budget(), usize::MAX, "restored");
        });
    }
}
