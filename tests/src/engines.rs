//! The generated parser against the pest reference engine over the same grammar,
//! as assertions: shared by `tests/tests/engines_agree.rs` and the fuzz target of
//! the same name (`fuzz/fuzz_targets/engines_agree.rs`).

use url_grammar::production::{Mode, Verdict};
use url_grammar::{ast, reference};
use url_runtime::ParseError;

use crate::trees::{pest_tokens, typed_tokens};

/// Asserts that pest classifies `input` in `mode` as the generated parser did
/// (`generated`): the same verdict and production, or for a rejection the same
/// error offset and the same expected and unexpected rules (in any order).
pub fn assert_verdicts_agree(input: &str, mode: Mode, generated: &Result<Verdict, ParseError>) {
    let pest = reference::classify(input, mode);
    match (generated, &pest) {
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
                "expected rules at {} of {input:?} ({mode:?})",
                a.offset()
            );
            let mut unexpected_a = a.unexpected().to_vec();
            let mut unexpected_b = b.unexpected().to_vec();
            unexpected_a.sort();
            unexpected_b.sort();
            assert_eq!(
                unexpected_a,
                unexpected_b,
                "unexpected rules at {} of {input:?} ({mode:?})",
                a.offset()
            );
        }
        _ => panic!("{input:?} ({mode:?}): generated {generated:?}, pest {pest:?}"),
    }
}

/// Asserts that pest accepts `input`, which the generated parser parsed as `url`,
/// with the same rule and span for every node of the tree.
pub fn assert_trees_agree(input: &str, url: &ast::Url<'_>) {
    let pest = reference::parse_url(input).expect("pest accepts what the generated parser accepts");
    assert_eq!(typed_tokens(url), pest_tokens(pest), "tree of {input:?}");
}
