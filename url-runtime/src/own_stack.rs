//! Where the current thread's own stack lies, read from the OS once per thread, so
//! that a parse's entry ([`crate::with_stack`]) checks its room with one comparison
//! instead of asking `stacker` every time.
//!
//! Only positions on the thread's own stack are answered here. A stack that
//! `stacker::grow` made (ours in `with_stack`, or the caller's own) lies elsewhere,
//! so a position on it gets no answer and the caller asks `stacker`, which knows
//! that stack's limit: nothing cached here can go stale when such a stack is freed.

use std::cell::Cell;

use crate::state::ENTRY_STACK;

/// The positions from which at least [`ENTRY_STACK`] bytes of this thread's own
/// stack remain: `start..start + len` (empty when unknown).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct EntryPositions {
    start: usize,
    len: usize,
}

impl EntryPositions {
    /// Not read yet.
    const UNREAD: EntryPositions = EntryPositions { start: 0, len: 0 };
    /// Read, and the bounds are unknown: no position is answered.
    const UNKNOWN: EntryPositions = EntryPositions { start: 1, len: 0 };

    /// The positions with room on a stack that grows down from `limit + size` to
    /// `limit`.
    fn of_stack(limit: usize, size: usize) -> EntryPositions {
        match (
            limit.checked_add(ENTRY_STACK),
            size.checked_sub(ENTRY_STACK),
        ) {
            (Some(start), Some(len)) if len > 0 => EntryPositions { start, len },
            _ => EntryPositions::UNKNOWN,
        }
    }

    /// The bytes of stack left below `position` when it is one of these positions.
    #[inline(always)]
    fn room(self, position: usize) -> Option<usize> {
        let past = position.wrapping_sub(self.start);
        (past < self.len).then(|| past + ENTRY_STACK)
    }
}

thread_local! {
    /// This thread's entry positions, once [`read_bounds`] has read them.
    static ENTRY_POSITIONS: Cell<EntryPositions> = const { Cell::new(EntryPositions::UNREAD) };
}

/// The bytes of stack left below `position` when it is on this thread's own stack
/// with at least [`ENTRY_STACK`] bytes left and the stack's bounds have been read
/// ([`read_bounds`]); `None` otherwise.
#[inline(always)]
pub(crate) fn entry_room(position: usize) -> Option<usize> {
    ENTRY_POSITIONS
        .with(|positions| positions.get())
        .room(position)
}

/// Reads this thread's stack bounds, the first time only.
pub(crate) fn read_bounds() {
    ENTRY_POSITIONS.with(|positions| {
        if positions.get() == EntryPositions::UNREAD {
            positions.set(match os_stack() {
                Some((limit, size)) if grows_down() => EntryPositions::of_stack(limit, size),
                _ => EntryPositions::UNKNOWN,
            });
        }
    });
}

fn grows_down() -> bool {
    matches!(psm::StackDirection::new(), psm::StackDirection::Descending)
}

/// The lowest address and the size of this thread's stack, as the OS reports them:
/// the limit `stacker` itself reads on Linux (`pthread_getattr_np`), so that an
/// answer here is the one `stacker::remaining_stack` would give.
#[cfg(all(target_os = "linux", not(miri)))]
fn os_stack() -> Option<(usize, usize)> {
    use std::mem::MaybeUninit;
    let mut attr = MaybeUninit::<libc::pthread_attr_t>::uninit();
    // SAFETY: `attr` is initialised by `pthread_attr_init` before any other use and
    // destroyed once, after its last use; the out-pointers are valid locals.
    unsafe {
        if libc::pthread_attr_init(attr.as_mut_ptr()) != 0 {
            return None;
        }
        let mut addr = std::ptr::null_mut();
        let mut size = 0;
        let read = libc::pthread_getattr_np(libc::pthread_self(), attr.as_mut_ptr()) == 0
            && libc::pthread_attr_getstack(attr.as_ptr(), &mut addr, &mut size) == 0;
        libc::pthread_attr_destroy(attr.as_mut_ptr());
        read.then_some((addr as usize, size))
    }
}

/// Elsewhere the bounds are not read, and every entry asks `stacker`.
#[cfg(not(all(target_os = "linux", not(miri))))]
fn os_stack() -> Option<(usize, usize)> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::stack_position as position;

    #[test]
    fn room_is_answered_only_on_the_stack_with_entry_stack_left() {
        let limit = 0x7000_0000;
        let size = 1 << 20;
        let positions = EntryPositions::of_stack(limit, size);
        assert_eq!(positions.room(limit + ENTRY_STACK), Some(ENTRY_STACK));
        assert_eq!(
            positions.room(limit + ENTRY_STACK - 1),
            None,
            "too little left"
        );
        assert_eq!(positions.room(limit + size - 1), Some(size - 1));
        assert_eq!(positions.room(limit + size), None, "above the stack");
        assert_eq!(positions.room(limit - 1), None, "below the stack");
        assert_eq!(positions.room(0), None);
        assert_eq!(positions.room(usize::MAX), None);
    }

    #[test]
    fn a_stack_smaller_than_the_entry_stack_answers_nothing() {
        for size in [0, ENTRY_STACK - 1, ENTRY_STACK] {
            let positions = EntryPositions::of_stack(0x7000_0000, size);
            assert_eq!(positions, EntryPositions::UNKNOWN, "{size}");
            assert_eq!(positions.room(0x7000_0000 + size / 2), None);
        }
        assert_eq!(
            EntryPositions::of_stack(usize::MAX - 10, 1 << 20),
            EntryPositions::UNKNOWN
        );
        assert_eq!(EntryPositions::UNREAD.room(0), None);
        assert_eq!(EntryPositions::UNKNOWN.room(1), None);
    }

    /// Once read, the room here is what `stacker` reports, up to the few frames
    /// between this one and where `stacker` reads the stack pointer.
    #[test]
    #[cfg(all(target_os = "linux", not(miri)))]
    fn the_room_read_is_what_stacker_reports() {
        let (ours, stackers) = std::thread::Builder::new()
            .stack_size(4 << 20)
            .spawn(|| {
                assert_eq!(entry_room(position()), None, "not read yet");
                read_bounds();
                let ours = entry_room(position()).expect("4 MiB is room enough");
                (ours, stacker::remaining_stack().expect("stacker knows"))
            })
            .expect("a thread starts")
            .join()
            .expect("no panic");
        assert!(ours.abs_diff(stackers) < 4096, "{ours} vs {stackers}");
        assert!(ours > 3 << 20, "{ours}");
    }

    /// A stack that `stacker` grew is not this thread's own: no answer there.
    #[test]
    #[cfg(all(target_os = "linux", not(miri)))]
    fn a_grown_stack_gets_no_answer() {
        read_bounds();
        assert!(entry_room(position()).is_some(), "the test thread has room");
        let on_grown = stacker::grow(1 << 20, || entry_room(position()));
        assert_eq!(on_grown, None);
    }
}
