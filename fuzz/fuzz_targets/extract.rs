//! `extract::extract` on arbitrary bytes (the text need not be UTF-8), both modes;
//! an `Extractor` fed the same text line by line, as the tool feeds it, finds the
//! same URLs.
//!
//! Checks: matches lie within the text, in order and without overlap; a wrapped
//! match starts at `<` and ends after `>`; `line` counts the newlines before the
//! match; the verdict of each URL (and of its hyphen reading) is
//! `production::classify`'s; the URL holds no whitespace or `#`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use url_grammar::check::explain_control;
use url_grammar::extract::{extract, Extractor, Found};
use url_grammar::production::{classify, Mode};

fuzz_target!(init: rfc1738_fuzz::report_stack_overflow(), |data: &[u8]| {
    for mode in [Mode::Strict, Mode::Lenient] {
        let found = extract(data, mode);
        let mut previous_end = 0;
        for item in &found {
            check(data, mode, item, &mut previous_end);
        }
        // Fed line by line, as the tool reads it, the same URLs are found.
        let mut streamed = Vec::new();
        let mut extractor = Extractor::new(mode, usize::MAX);
        for line in data.split_inclusive(|&b| b == b'\n') {
            extractor.push(line, &mut |url| streamed.push(url));
        }
        extractor.finish(&mut |url| streamed.push(url));
        assert_eq!(streamed, found);
    }
});

fn check(text: &[u8], mode: Mode, item: &Found, previous_end: &mut usize) {
    assert!(item.start < item.end && item.end <= text.len(), "{item:?}");
    assert!(
        item.start >= *previous_end,
        "matches out of order or overlapping: {item:?}"
    );
    *previous_end = item.end;
    let newlines = text[..item.start].iter().filter(|&&b| b == b'\n').count();
    assert_eq!(item.line, newlines + 1, "{item:?}");
    if item.wrapped.is_some() {
        assert_eq!(text[item.start], b'<');
        assert_eq!(text[item.end - 1], b'>');
    }
    assert!(!item.url.contains('#'));
    assert!(
        !item.url.bytes().any(|b| b.is_ascii_whitespace()),
        "{item:?}"
    );
    let matched = &text[item.start..item.end];
    assert!(item.with_fragment().len() <= matched.len() * 3, "{item:?}"); // U+FFFD is 3 bytes
    match classify(&item.url, mode) {
        Ok(verdict) => {
            assert_eq!(item.production, Some(verdict.production), "{item:?}");
            assert!(item.error.is_none());
        }
        Err(error) => {
            assert_eq!(item.production, None, "{item:?}");
            assert_eq!(
                item.error.as_deref(),
                Some(explain_control(error).to_string().as_str())
            );
        }
    }
    assert_eq!(item.is_valid(), item.production.is_some());
    if let Some(hyphen) = &item.hyphen {
        assert!(!hyphen.at.is_empty());
        for &at in &hyphen.at {
            assert!(at >= item.start && at < item.end, "{item:?}");
            assert_eq!(text[at], b'-');
        }
        assert_eq!(
            hyphen.without_production,
            classify(&hyphen.without, mode).ok().map(|v| v.production)
        );
    }
}
