//! What the fuzz targets share.

/// Makes a stack overflow a reported crash, with its input saved, in a build without
/// sanitizers.
///
/// libFuzzer runs the target on the main thread, which the Rust runtime never set
/// up (libFuzzer's C++ `main` is the entry point): it has no alternate signal stack,
/// so on a stack overflow libFuzzer's SIGSEGV handler would itself fault on the
/// exhausted stack and the process would die with a bare "Segmentation fault",
/// writing no `crash-*` file. AddressSanitizer provides that stack; `-s none` does
/// not. Called from `LLVMFuzzerInitialize` (the `init:` of `fuzz_target!`), before
/// libFuzzer installs its handlers: it gives the thread an alternate stack and
/// installs a SIGSEGV handler that runs on it and aborts. libFuzzer keeps this
/// handler upstream of its own and keeps `SA_ONSTACK`; the abort reaches libFuzzer's
/// crash handler, which writes the input to `artifacts/<target>/crash-*`.
pub fn report_stack_overflow() {
    const SIZE: usize = 1 << 20;
    let stack: &'static mut [u8] = Box::leak(vec![0u8; SIZE].into_boxed_slice());
    // SAFETY: the alternate stack lives for the rest of the process (leaked), and
    // the handler only calls async-signal-safe functions (write, abort).
    unsafe {
        let alternate = libc::stack_t {
            ss_sp: stack.as_mut_ptr().cast(),
            ss_flags: 0,
            ss_size: SIZE,
        };
        assert_eq!(libc::sigaltstack(&alternate, std::ptr::null_mut()), 0);
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_segv as *const () as libc::sighandler_t;
        action.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
        libc::sigemptyset(&mut action.sa_mask);
        assert_eq!(
            libc::sigaction(libc::SIGSEGV, &action, std::ptr::null_mut()),
            0
        );
    }
}

extern "C" fn on_segv(_: libc::c_int, _: *mut libc::siginfo_t, _: *mut libc::c_void) {
    const MESSAGE: &[u8] = b"\nSIGSEGV (a stack overflow, in safe Rust): reporting it as a crash\n";
    // SAFETY: async-signal-safe calls only.
    unsafe {
        libc::write(2, MESSAGE.as_ptr().cast(), MESSAGE.len());
        libc::abort();
    }
}
