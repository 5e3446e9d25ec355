//! `check::check_line` on arbitrary bytes (invalid UTF-8, NULs, control characters,
//! CR/LF), split into lines the way `rfc1738 check` splits its input, in both modes.
//!
//! The input is also read as the tool reads it, through `lines::LineReader` with a
//! small limit taken from the first byte: every line is kept whole or reported too
//! long with its exact length, and nothing is lost or kept past the limit.
//!
//! Checks: the report is consistent (`valid` exactly when there is a production and
//! no error), an error lies within the line, a valid line is the input as text, the
//! verdict is `production::classify`'s.
#![no_main]

use libfuzzer_sys::fuzz_target;
use url_grammar::check::{check_line, check_text, strip_terminator};
use url_grammar::lines::{Line, LineReader};
use url_grammar::production::{classify, Mode};

fuzz_target!(init: rfc1738_fuzz::report_stack_overflow(), |data: &[u8]| {
    // The whole input as one line (terminators inside are control characters)...
    for mode in [Mode::Strict, Mode::Lenient] {
        report(data, mode);
    }
    // ...and line by line, as the tool reads a file.
    for line in data.split_inclusive(|&b| b == b'\n') {
        let stripped = strip_terminator(line);
        assert!(line.starts_with(stripped));
        assert!(!stripped.contains(&b'\n'));
        for mode in [Mode::Strict, Mode::Lenient] {
            report(stripped, mode);
        }
    }
    lines_with_a_limit(data);
});

/// The tool's line reader over `data`, with a limit of 0 to 255 bytes (the first
/// byte) and a read buffer of 1 to 16 bytes (the second): it gives the same lines as
/// splitting `data`, each kept whole when at most the limit, else its length.
fn lines_with_a_limit(data: &[u8]) {
    let (max, buffer) = match data {
        [max, buffer, ..] => (usize::from(*max), usize::from(*buffer % 16) + 1),
        _ => return,
    };
    let buffered = std::io::BufReader::with_capacity(buffer, data);
    let mut reader = LineReader::new(buffered, max);
    let mut expected = data.split_inclusive(|&b| b == b'\n');
    let mut line = Vec::new();
    while let Some(read) = reader.read_line(&mut line).expect("reading memory") {
        let whole = expected.next().expect("no more lines than the input has");
        let stripped = strip_terminator(whole);
        match read {
            Line::Read => {
                assert!(stripped.len() <= max);
                assert_eq!(line, whole);
                report(strip_terminator(&line), Mode::Strict);
            }
            Line::TooLong { length } => {
                assert!(line.is_empty());
                assert_eq!(length, stripped.len() as u64);
                assert!(stripped.len() > max);
            }
        }
        assert!(line.capacity() <= (max + buffer + 2).max(64) * 2);
        line.clear();
    }
    assert!(expected.next().is_none(), "a line was lost");
    assert_eq!(reader.bytes(), data.len() as u64);
}

fn report(line: &[u8], mode: Mode) {
    let report = check_line(line, mode);
    assert_eq!(report.valid, report.production.is_some());
    assert_eq!(report.valid, report.error.is_none());
    assert_eq!(report.production().map(|p| p.name()), report.production);
    assert!(!report.scheme_case_folded || (report.valid && mode == Mode::Lenient));
    match std::str::from_utf8(line) {
        Ok(text) => {
            assert_eq!(report.input, text);
            assert_eq!(report, check_text(text, mode));
            let verdict = classify(text, mode);
            assert_eq!(verdict.is_ok(), report.valid, "{text:?}");
            if let Ok(verdict) = verdict {
                assert_eq!(report.production, Some(verdict.production.name()));
                assert_eq!(report.scheme_case_folded, verdict.scheme_case_folded);
            }
            let control = text.char_indices().find(|(_, c)| c.is_control());
            assert!(control.is_none() || !report.valid, "{text:?}");
            if let Some(error) = &report.error {
                assert!(
                    error.offset <= text.len(),
                    "offset past the end of {text:?}"
                );
                assert!(text.is_char_boundary(error.offset));
                assert!(!error.expected.is_empty(), "nothing expected in {text:?}");
                assert!(!error.message.is_empty());
                // No rule accepts a control character: the grammar stops at the
                // first one or before, and the message names it exactly when it
                // stops there (`check::explain_control`).
                if let Some((at, _)) = control {
                    assert!(
                        error.offset <= at,
                        "stopped after a control character: {text:?}"
                    );
                }
                match text[error.offset..].chars().next() {
                    Some(c) if c.is_control() => {
                        let named = format!("control character U+{:04X}: ", c as u32);
                        assert!(error.message.starts_with(&named), "{}", error.message);
                    }
                    _ => assert!(
                        !error.message.starts_with("control character"),
                        "{text:?}: {}",
                        error.message
                    ),
                }
            }
        }
        Err(utf8) => {
            assert!(!report.valid);
            let error = report.error.as_ref().expect("an error for invalid UTF-8");
            assert_eq!(error.offset, utf8.valid_up_to());
            assert!(error.offset < line.len());
            assert_eq!(report.input, String::from_utf8_lossy(line));
        }
    }
}
