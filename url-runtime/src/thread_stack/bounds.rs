//! Where the current thread's own stack lies, read from the OS once per thread, so
//! that a parse's entry ([`super::with_stack`]) checks its room with one
//! comparison instead of asking `stacker` every time.
//!
//! Only positions on the thread's own stack are answered here. A stack that
//! `stacker::grow` made (ours in `with_stack`, or the caller's own) lies elsewhere,
//! so a position on it gets no answer and the caller asks `stacker`, which knows
//! that stack's limit: nothing cached here can go stale when such a stack is freed.

use std::cell::Cell;

/// The positions of a stack from which at least `wanted` bytes of it remain below:
/// `start..start + len` (empty when unknown), so that a position is answered with
/// one comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Bounds {
    start: usize,
    len: usize,
    wanted: usize,
}

impl Bounds {
    /// Not read yet.
    const UNREAD: Bounds = Bounds {
        start: 0,
        len: 0,
        wanted: 0,
    };
    /// Read, and unknown: no position is answered.
    const UNKNOWN: Bounds = Bounds {
        start: 1,
        len: 0,
        wanted: 0,
    };

    /// The positions with `wanted` bytes below them on a stack that grows down
    /// from `limit + size` to `limit`.
    fn of_stack(limit: usize, size: usize, wanted: usize) -> Bounds {
        match (limit.checked_add(wanted), size.checked_sub(wanted)) {
            (Some(start), Some(len)) if len > 0 && start.checked_add(len).is_some() => {
                Bounds { start, len, wanted }
            }
            _ => Bounds::UNKNOWN,
        }
    }

    /// The bytes of stack left below `position` when it is one of these positions.
    #[inline(always)]
    fn room(self, position: usize) -> Option<usize> {
        let past = position.wrapping_sub(self.start);
        (past < self.len).then(|| past + self.wanted)
    }
}

thread_local! {
    /// This thread's stack bounds, once [`read`] has read them.
    static BOUNDS: Cell<Bounds> = const { Cell::new(Bounds::UNREAD) };
}

/// The bytes of stack left below `position` when it is on this thread's own stack
/// with at least the bytes [`read`] was given left, and the stack's bounds have
/// been read; `None` otherwise.
#[inline(always)]
pub(super) fn room(position: usize) -> Option<usize> {
    BOUNDS.with(|bounds| bounds.get()).room(position)
}

/// Reads this thread's stack bounds, the first time only: [`room`] then answers
/// the positions with at least `wanted` bytes below them.
pub(super) fn read(wanted: usize) {
    BOUNDS.with(|bounds| {
        if bounds.get() == Bounds::UNREAD {
            bounds.set(match os_stack() {
                Some((limit, size)) if grows_down() => Bounds::of_stack(limit, size, wanted),
                _ => Bounds::UNKNOWN,
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

    /// Where the stack is in the caller (as `super::position`).
    #[inline(always)]
    fn position() -> usize {
        let marker = 0u8;
        std::ptr::addr_of!(marker) as usize
    }

    /// The room the tests ask for, as `super::ENTRY_STACK`.
    const WANTED: usize = 256 << 10;

    #[test]
    fn room_is_answered_only_on_the_stack_with_the_room_wanted() {
        let limit = 0x7000_0000;
        let size = 1 << 20;
        let bounds = Bounds::of_stack(limit, size, WANTED);
        assert_eq!(bounds.room(limit + WANTED), Some(WANTED));
        assert_eq!(bounds.room(limit + WANTED - 1), None, "too little left");
        assert_eq!(bounds.room(limit + size - 1), Some(size - 1));
        assert_eq!(bounds.room(limit + size), None, "above the stack");
        assert_eq!(bounds.room(limit - 1), None, "below the stack");
        assert_eq!(bounds.room(0), None);
        assert_eq!(bounds.room(usize::MAX), None);
    }

    #[test]
    fn a_stack_no_larger_than_the_room_wanted_answers_nothing() {
        for size in [0, WANTED - 1, WANTED] {
            let bounds = Bounds::of_stack(0x7000_0000, size, WANTED);
            assert_eq!(bounds, Bounds::UNKNOWN, "{size}");
            assert_eq!(bounds.room(0x7000_0000 + size / 2), None);
        }
        let past_the_end = Bounds::of_stack(usize::MAX - 10, 1 << 20, WANTED);
        assert_eq!(past_the_end, Bounds::UNKNOWN);
        assert_eq!(Bounds::UNREAD.room(0), None);
        assert_eq!(Bounds::UNKNOWN.room(1), None);
    }

    /// Once read, the room here is what `stacker` reports, up to the few frames
    /// between this one and where `stacker` reads the stack pointer.
    #[test]
    #[cfg(all(target_os = "linux", not(miri)))]
    fn the_room_read_is_what_stacker_reports() {
        let (ours, stackers) = std::thread::Builder::new()
            .stack_size(4 << 20)
            .spawn(|| {
                assert_eq!(room(position()), None, "not read yet");
                read(WANTED);
                let ours = room(position()).expect("4 MiB is room enough");
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
        read(WANTED);
        assert!(room(position()).is_some(), "the test thread has room");
        let on_grown = stacker::grow(1 << 20, || room(position()));
        assert_eq!(on_grown, None);
    }
}
