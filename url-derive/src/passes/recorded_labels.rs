//! Recorded labels: the recorder of a rule `(a ~ s)* ~ b`, with `a` and `b`
//! atomic rules and `s` a literal, whose fast form is one [`Ir::Labels`] step (a
//! hostname), becomes [`Ir::LabelsFirst`]: the step first, the recording body only
//! where it fails.
//!
//! Precondition (what keeps the recorded expectations exact): where the step
//! matches, so do the calls of `a` at every label, `s` after all but the last and
//! `b` on the last, and none of them records a failure (atomic rules report only
//! themselves, a literal only where it fails), and the recorder's result is the
//! step's end. A separator that is a rule would record its own failure after the
//! last label, which the step does not: then the body stays as it is.

use super::Passes;
use crate::ir::Ir;
use crate::model::RuleModel;

/// The recorder's program for `rule`, whose body as written is `body`.
pub fn apply(passes: &Passes, rule: &RuleModel, body: Ir) -> Ir {
    match labels(passes, rule, &body) {
        Some(labels) => Ir::LabelsFirst {
            labels: Box::new(labels),
            otherwise: Box::new(body),
        },
        None => body,
    }
}

/// The one step standing for `body`, when the precondition holds.
fn labels(passes: &Passes, rule: &RuleModel, body: &Ir) -> Option<Ir> {
    let Ir::Seq(parts) = body else {
        return None;
    };
    let [Ir::Rep {
        body: item,
        min: 0,
        max: None,
    }, Ir::Call { rule: last, .. }] = &parts[..]
    else {
        return None;
    };
    let Ir::Seq(item) = &**item else {
        return None;
    };
    let [Ir::Call { rule: label, .. }, Ir::Literal(_)] = &item[..] else {
        return None;
    };
    if !passes.is_atomic(label) || !passes.is_atomic(last) {
        return None;
    }
    match passes.quick(passes.fast(&rule.matcher)) {
        Ir::Seq(mut fast) if fast.len() == 1 => match fast.pop() {
            Some(labels @ Ir::Labels(_)) => Some(labels),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::passes::{test_model, NO_FOLDING};

    const LABELS: &str = "label = @{ ASCII_ALPHANUMERIC ~ (\"-\"* ~ ASCII_ALPHANUMERIC)* }\nlast = @{ ASCII_ALPHA ~ (\"-\"* ~ ASCII_ALPHANUMERIC)* }\n";

    fn recorded(grammar: &str) -> Ir {
        let model = test_model(grammar);
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let rule = &model.rules[0];
        passes.record(rule)
    }

    #[test]
    fn a_dotted_name_with_a_literal_separator_tries_the_step_first() {
        let ir = recorded(&format!("name = ${{ (label ~ \".\")* ~ last }}\n{LABELS}"));
        let Ir::LabelsFirst { labels, otherwise } = &ir else {
            panic!("{ir:?}")
        };
        assert!(matches!(**labels, Ir::Labels(_)));
        assert!(matches!(**otherwise, Ir::Seq(_)));
    }

    #[test]
    fn a_separator_rule_keeps_the_body() {
        let ir = recorded(&format!(
            "name = ${{ (label ~ dot)* ~ last }}\ndot = @{{ \".\" }}\n{LABELS}"
        ));
        assert!(matches!(ir, Ir::Seq(_)), "{ir:?}");
    }
}
