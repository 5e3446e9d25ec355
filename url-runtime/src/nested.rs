//! Operations that recurse through a tree as deep as it nests, made safe on any
//! stack: the generated `Clone` goes through [`clone_nested`] at every part the
//! tree nests through (a box, or a list on a type's own cycle), as a walk checks
//! the stack there.

/// Below this much stack left, a clone continues on a new segment: room for the
/// values a part holds by value, as deep as the grammar's types nest, between two
/// boxes (the same allowance a walk gives a level).
const RED_ZONE: usize = 64 << 10;

/// The size of the segments a clone continues on.
const SEGMENT: usize = 1 << 20;

/// Clones `part`, a part through which a tree nests, where at least 64 KiB of
/// stack are left, or else on a new stack segment: so a clone (and
/// `Node::children`, `Node::to_boxed`) of a tree of any depth never overflows the
/// stack, however little of it the parse that built the tree left free.
#[inline]
pub fn clone_nested<T: Clone>(part: &T) -> T {
    if has_room() {
        return part.clone();
    }
    let mut copy = None;
    clone_short(&mut || copy = Some(part.clone()));
    match copy {
        Some(copy) => copy,
        None => not_cloned(),
    }
}

/// Whether at least [`RED_ZONE`] bytes are left on the thread's own stack, its
/// bounds read: then the check is one comparison (elsewhere `stacker` answers,
/// in [`clone_short`]). A function of its own, not generic, so that each type's
/// [`clone_nested`] calls it rather than holds a copy of it.
#[inline]
fn has_room() -> bool {
    crate::thread_stack::room_here().is_some_and(|room| room >= RED_ZONE)
}

/// Runs `clone` where at least [`RED_ZONE`] bytes of stack are left, on a new
/// segment if need be. Not generic, so compiled once.
#[cold]
#[inline(never)]
fn clone_short(clone: &mut dyn FnMut()) {
    crate::thread_stack::read_bounds();
    stacker::maybe_grow(RED_ZONE, SEGMENT, clone);
}

/// The panic of a [`clone_short`] that did not run its closure, which it always
/// does: one function, not a panic path in each type's [`clone_nested`].
#[cold]
#[inline(never)]
fn not_cloned() -> ! {
    unreachable!("`clone_short` runs its closure")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chain of boxes as deep as a tree of a recursive rule, cloned through
    /// `clone_nested` at each box as generated code does.
    #[derive(Debug, PartialEq)]
    struct Chain(Option<Box<Chain>>);

    impl Clone for Chain {
        fn clone(&self) -> Self {
            Chain(self.0.as_ref().map(clone_nested))
        }
    }

    impl Drop for Chain {
        // Dropped iteratively, so that only the clone is under test.
        fn drop(&mut self) {
            let mut next = self.0.take();
            while let Some(mut chain) = next {
                next = chain.0.take();
            }
        }
    }

    fn chain(depth: usize) -> Chain {
        (0..depth).fold(Chain(None), |inner, _| Chain(Some(Box::new(inner))))
    }

    fn depth(chain: &Chain) -> usize {
        std::iter::successors(Some(chain), |c| c.0.as_deref()).count() - 1
    }

    #[test]
    fn a_deep_chain_clones_on_a_small_stack() {
        let cloned = std::thread::Builder::new()
            .stack_size(64 << 10)
            .spawn(|| {
                let original = chain(100_000);
                let copy = original.clone();
                (depth(&original), depth(&copy))
            })
            .expect("a thread starts")
            .join()
            .expect("no stack overflow, no panic");
        assert_eq!(cloned, (100_000, 100_000));
    }
}
