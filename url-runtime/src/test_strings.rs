//! Exhaustive test inputs for the SIMD kernels, shared by their tests.

/// Calls `visit` with every string of bytes from `alphabet` of each length from 0
/// to `max_len`.
pub(crate) fn every_string(alphabet: &[u8], max_len: u32, mut visit: impl FnMut(&[u8])) {
    let mut text = Vec::new();
    for len in 0..=max_len {
        for mut code in 0..alphabet.len().pow(len) {
            text.clear();
            for _ in 0..len {
                text.push(alphabet[code % alphabet.len()]);
                code /= alphabet.len();
            }
            visit(&text);
        }
    }
}
