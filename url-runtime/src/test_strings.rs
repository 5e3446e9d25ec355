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

/// Calls `visit` with an input and a position in it, for every position of `text`
/// (and one past its end) with the text alone, after 40 bytes of `filler` (the text
/// ends a longer input) and before 40 (it starts one): where the SIMD kernels load
/// their windows differently.
pub(crate) fn at_every_position(text: &[u8], filler: u8, mut visit: impl FnMut(&[u8], usize)) {
    let padding = [filler; 40];
    let before = [&padding[..], text].concat();
    let after = [text, &padding[..]].concat();
    for (bytes, offset) in [(text, 0), (&before[..], padding.len()), (&after[..], 0)] {
        for pos in offset..=offset + text.len() + 1 {
            visit(bytes, pos);
        }
    }
}
