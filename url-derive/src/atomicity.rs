//! The atomicity analysis: what a rule reports of its inner parts. The questions the
//! generator asks about it are answered here once, for the recorder (nothing inside
//! an atomic rule is recorded), the fast-path rewriter and the character classes (a
//! call of a rule that reports nothing of its parts may be replaced by its body).

use crate::model::{RuleModel, Shape};

/// True for an atomic rule (`@`): the recorder reports it as a whole, never the
/// rules and literals inside it.
pub fn is_atomic(rule: &RuleModel) -> bool {
    rule.atomic
}

/// True when a call of `rule` reports nothing of the rule's own parts, so that on a
/// path that records nothing the rule's body may stand in for the call: atomic
/// rules (only the rule is reported) and silent rules (not even the rule is).
pub fn is_transparent(rule: &RuleModel) -> bool {
    is_atomic(rule) || matches!(rule.shape, Shape::Silent)
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::{load, model};

    #[test]
    fn atomic_and_silent_rules_are_transparent_others_not() {
        let text = "a = @{ \"a\" }\ns = _{ \"s\" }\nc = ${ a ~ s }\nn = { a ~ s }\n";
        let grammar = load::parse(text, "t.pest", PathBuf::from("t.pest")).expect("parses");
        let model = model::build(&grammar, "t.pest").expect("models");
        let facts: Vec<(&str, bool, bool)> = model
            .rules
            .iter()
            .map(|rule| (rule.name.as_str(), is_atomic(rule), is_transparent(rule)))
            .collect();
        assert_eq!(
            facts,
            [
                ("a", true, true),
                ("s", false, true),
                ("c", false, false),
                ("n", false, false)
            ]
        );
    }
}
