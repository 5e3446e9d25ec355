//! How much of its input a generated parser examines, for tests that show the work
//! grows linearly with the input (feature `count-work`, off by default).
//!
//! Every way a generated parser reads its input goes through [`State`](crate::State)
//! and the scans, and each adds what it examined: a literal its length, a single
//! character one, a run the bytes it covers and the byte that ends it. A dotted
//! name ([`Labels`](crate::Labels)) is read label by label under this feature, so
//! that its count is PEG's reading of it. The count is per thread and is never
//! given back when a parse backtracks: re-reading costs again, as the time does.
//!
//! Without the feature, the counting compiles to nothing.

/// Adds `bytes` to this thread's count (nothing without the feature).
#[inline(always)]
pub(crate) fn add(bytes: usize) {
    #[cfg(feature = "count-work")]
    counter::EXAMINED.with(|count| count.set(count.get() + bytes as u64));
    #[cfg(not(feature = "count-work"))]
    let _ = bytes;
}

#[cfg(feature = "count-work")]
mod counter {
    use std::cell::Cell;

    thread_local! {
        /// Bytes examined on this thread since the last reset.
        pub(super) static EXAMINED: Cell<u64> = const { Cell::new(0) };
    }
}

/// The bytes of input that generated parsers examined on this thread since the
/// last [`reset`].
#[cfg(feature = "count-work")]
pub fn examined() -> u64 {
    counter::EXAMINED.with(std::cell::Cell::get)
}

/// Sets this thread's count to zero.
#[cfg(feature = "count-work")]
pub fn reset() {
    counter::EXAMINED.with(|count| count.set(0));
}
