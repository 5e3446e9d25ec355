//! Running a parse on a thread with a stack of a chosen size.

/// Runs `f` on a thread with a stack of `bytes`. A stack overflow aborts the whole
/// test process, so returning at all proves the stack guard held.
pub fn on_small_stack<T: Send + 'static>(
    bytes: usize,
    f: impl FnOnce() -> T + Send + 'static,
) -> T {
    std::thread::Builder::new()
        .stack_size(bytes)
        .spawn(f)
        .expect("spawn")
        .join()
        .expect("no panic")
}
