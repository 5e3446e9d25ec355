//! The generated parser (`production::classify`, `ast::Url`) against the pest
//! reference engine (`reference::classify`, `reference::parse_url`) on arbitrary
//! text: the fuzzing form of `tests/tests/engines_agree.rs`. Same verdict and
//! production in both modes; for a rejection the same error offset and expected
//! rules; for an acceptance the same rule and span for every node of the tree.
//!
//! The one designed difference: the generated parser gives up when rule calls
//! nest deeper than `url_runtime::MAX_DEPTH` (its stack guard), which pest has no
//! counterpart of; inputs whose generated parse reports that are skipped.
#![no_main]

use libfuzzer_sys::fuzz_target;
use url_grammar::production::{classify, Mode};
use url_grammar::{ast, reference};
use url_runtime::{walk_rules, Node};

fuzz_target!(init: rfc1738_fuzz::report_stack_overflow(), |data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    for mode in [Mode::Strict, Mode::Lenient] {
        let generated = classify(input, mode);
        if let Err(error) = &generated {
            if error.message().is_some_and(|m| m.contains("nests deeper")) {
                return;
            }
        }
        let pest = reference::classify(input, mode);
        match (&generated, &pest) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{input:?} ({mode:?})"),
            (Err(a), Err(b)) => {
                assert_eq!(
                    a.offset(),
                    b.offset(),
                    "error offset of {input:?} ({mode:?})"
                );
                let mut expected_a = a.expected().to_vec();
                let mut expected_b = b.expected().to_vec();
                expected_a.sort();
                expected_b.sort();
                assert_eq!(
                    expected_a,
                    expected_b,
                    "expected at {} of {input:?}",
                    a.offset()
                );
            }
            _ => panic!("{input:?} ({mode:?}): generated {generated:?}, pest {pest:?}"),
        }
    }
    if let Ok(url) = ast::Url::parse(input) {
        let pest = reference::parse_url(input).expect("pest accepts it too");
        let pest_tokens: Vec<_> = pest
            .into_inner()
            .flatten()
            .map(|p| {
                (
                    format!("{:?}", p.as_rule()),
                    p.as_span().start(),
                    p.as_span().end(),
                )
            })
            .collect();
        let mut typed_tokens = Vec::new();
        for child in url.children() {
            walk_rules(&*child, &mut |rule, span| {
                typed_tokens.push((rule.to_owned(), span.start, span.end))
            });
        }
        assert_eq!(typed_tokens, pest_tokens, "tree of {input:?}");
    }
});
