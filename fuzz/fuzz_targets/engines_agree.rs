//! The generated parser (`production::classify`, `ast::Url`) against the pest
//! reference engine (`reference::classify`, `reference::parse_url`) on arbitrary
//! text: the fuzzing form of `tests/tests/engines_agree.rs`, with its assertions
//! (`rfc1738_conformance::engines`). Same verdict and production in both modes;
//! for a rejection the same error offset and expected rules; for an acceptance the
//! same rule and span for every node of the tree.
//!
//! The one designed difference: the generated parser gives up when recursive rules
//! nest deeper than the stack allows (`url_runtime::STACK_RED_ZONE`), where pest
//! has a guard of its own at another depth; inputs whose generated parse reports
//! that are skipped.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1738_conformance::engines::{assert_trees_agree, assert_verdicts_agree};
use url_grammar::ast;
use url_grammar::production::{classify, Mode};

fuzz_target!(init: rfc1738_fuzz::report_stack_overflow(), |data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    for mode in [Mode::Strict, Mode::Lenient] {
        let generated = classify(input, mode);
        if let Err(error) = &generated {
            if error.message().is_some_and(|m| m.contains("nests too deep")) {
                return;
            }
        }
        assert_verdicts_agree(input, mode, &generated);
    }
    if let Ok(url) = ast::Url::parse(input) {
        assert_trees_agree(input, &url);
    }
});
