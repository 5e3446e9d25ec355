//! url-derive's side: the outcome of a generated parser, and the typed tree's own
//! invariants, checked on every accepted input.

use url_runtime::{walk_rules, Node, ParseError};

use crate::outcome::{normalise, Outcome};

/// What url-derive's parser made of one input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Observed {
    /// The outcome, as pest would report it.
    pub outcome: Outcome,
    /// Each invariant of the typed tree that did not hold.
    pub broken: Vec<String>,
}

/// Observes `parse_rule`'s and `validate_rule`'s results for one input.
pub fn observe<'i>(
    input: &'i str,
    parsed: Option<Result<Box<dyn Node<'i> + 'i>, ParseError>>,
    validated: Option<Result<(), ParseError>>,
) -> Observed {
    let mut broken = Vec::new();
    let outcome = match &parsed {
        None => Outcome::NoSuchRule,
        Some(Ok(node)) => {
            let mut nodes = Vec::new();
            walk_rules(&**node, &mut |rule, span| {
                nodes.push((rule.to_owned(), span.start, span.end))
            });
            check_node(input, &**node, "root", &mut broken);
            let by_children = rules_by_children(&**node);
            if by_children != nodes {
                broken.push(format!(
                    "walk_rules gives {nodes:?}, rule_span() and for_each_child() give {by_children:?}"
                ));
            }
            Outcome::Accepted(nodes)
        }
        Some(Err(error)) => rejected(error),
    };
    let validated = validated.map(|result| result.map_err(|error| rejected(&error)));
    match (&parsed, validated) {
        (None, None) => {}
        (Some(Ok(_)), Some(Ok(()))) => {}
        (Some(Err(_)), Some(Err(rejection))) if rejection == outcome => {}
        // Recursion stops where the stack runs low, and a builder's frames are
        // not a recogniser's: on input that nests deep enough, either may stop
        // where the other goes on. (On the comparisons' short inputs neither
        // stops; were one to, its outcome would differ from pest's.)
        (Some(Err(_)), _) if outcome == Outcome::TooDeep => {}
        (_, Some(Err(Outcome::TooDeep))) => {}
        (_, validated) => broken.push(format!(
            "validate_rule disagrees with parse_rule: {validated:?} against {outcome:?}"
        )),
    }
    Observed { outcome, broken }
}

fn rejected(error: &ParseError) -> Outcome {
    if error.is_too_deep() {
        return Outcome::TooDeep;
    }
    Outcome::Rejected {
        offset: error.offset(),
        expected: normalise(error.expected().iter().map(|e| e.to_string()).collect()),
        unexpected: normalise(error.unexpected().iter().map(|e| e.to_string()).collect()),
    }
}

/// The rule nodes of `node` and below (rule, start, end), in `walk_rules`' order,
/// found through `rule_span()` and `for_each_child()`: what `walk_rules` must
/// give, which generated types walk through their parts' own types instead.
pub fn rules_by_children(node: &dyn Node<'_>) -> Vec<(String, usize, usize)> {
    fn collect(node: &dyn Node<'_>, out: &mut Vec<(String, usize, usize)>) {
        stacker::maybe_grow(64 << 10, 1 << 20, || {
            if let Some((rule, span)) = node.rule_span() {
                out.push((rule.to_owned(), span.start, span.end));
            }
            node.for_each_child(&mut |child| collect(child, out));
        });
    }
    let mut out = Vec::new();
    collect(node, &mut out);
    out
}

/// One node's facts, as both child visitors must report them.
fn facts<'i>(node: &dyn Node<'i>) -> (Option<&'static str>, usize, usize, &'i str) {
    let span = node.span();
    (node.rule_name(), span.start, span.end, node.as_str())
}

/// Checks `node` and everything below it: its text is its span's, its `Display`
/// is its text, and `children()` and `for_each_child()` visit the same nodes.
fn check_node<'i>(input: &'i str, node: &dyn Node<'i>, path: &str, broken: &mut Vec<String>) {
    stacker::maybe_grow(COPIES_RED_ZONE, COPIES_SEGMENT, || {
        check_one(input, node, path, broken)
    });
}

/// The stack [`check_one`] keeps free: the copies `children()` makes of a node's
/// parts are dropped there, and drop glue recurses through a whole subtree
/// without checking the stack. A tree the parse built near its stack's limit, on
/// the deep inputs' small stacks, would overflow here otherwise.
const COPIES_RED_ZONE: usize = 16 << 20;

/// The stack segments [`check_node`] grows by (reserved, not committed, until used).
const COPIES_SEGMENT: usize = 128 << 20;

fn check_one<'i>(input: &'i str, node: &dyn Node<'i>, path: &str, broken: &mut Vec<String>) {
    let span = node.span();
    let text = node.as_str();
    match input.get(span.start..span.end) {
        Some(spanned) if spanned == text => {}
        spanned => broken.push(format!(
            "{path}: as_str() is {text:?} but its span {}..{} holds {spanned:?}",
            span.start, span.end
        )),
    }
    let shown = node.to_string();
    if shown != text {
        broken.push(format!(
            "{path}: Display writes {shown:?}, its text is {text:?}"
        ));
    }
    let copied: Vec<_> = node
        .children()
        .iter()
        .map(|child| facts(&**child))
        .collect();
    let mut visited = Vec::new();
    node.for_each_child(&mut |child| visited.push(facts(child)));
    if copied != visited {
        broken.push(format!(
            "{path}: children() gives {copied:?}, for_each_child() visits {visited:?}"
        ));
    }
    let mut index = 0;
    node.for_each_child(&mut |child| {
        let name = child.rule_name().unwrap_or("_");
        check_node(input, child, &format!("{path}/{index}:{name}"), broken);
        index += 1;
    });
}
