//! Labels: an [`Ir::ItemsThenLast`] whose middle is one [`Ir::RunToLast`] and
//! whose separator is a class becomes one [`Ir::Labels`] step, which the runtime
//! (`url_runtime::Labels`) runs with SIMD (a hostname: labels of letters, digits
//! and inner hyphens, separated by dots).
//!
//! Precondition (the shape `Labels::new` requires): a label's first bytes are in
//! its run, and the separator is not. Then the step reads the same items as the
//! loop: each label is its run up to its last byte of the last class, and the
//! separator ends it.

use crate::ir::{Ir, LabelSets};

/// Every dotted-name loop of `ir` as one `Labels` step.
pub fn apply(ir: Ir) -> Ir {
    ir.map_top_down(&mut |node| rewrite(node))
}

/// `node` as one `Labels` step, when it fits.
pub fn rewrite(node: Ir) -> Ir {
    let Ir::ItemsThenLast {
        every,
        middle,
        separator,
        last: last_first,
    } = &node
    else {
        return node;
    };
    let Ir::Seq(middle) = &**middle else {
        return node;
    };
    let ([Ir::RunToLast { run, last }], Ir::Class(separator)) = (&middle[..], &**separator) else {
        return node;
    };
    let fits = (0..128).all(|b| (!every[b] || run[b]) && !(separator[b] && run[b]));
    if !fits {
        return node;
    }
    Ir::Labels(Box::new(LabelSets {
        first: *every,
        run: *run,
        last: *last,
        separator: *separator,
        last_first: *last_first,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::byteset::ByteSet;

    fn hostname(separator: &str) -> Ir {
        Ir::ItemsThenLast {
            every: ByteSet::of("ab1"),
            middle: Box::new(Ir::Seq(vec![Ir::RunToLast {
                run: ByteSet::of("ab1-"),
                last: ByteSet::of("ab1"),
            }])),
            separator: Box::new(Ir::Class(ByteSet::of(separator))),
            last: ByteSet::of("ab"),
        }
    }

    #[test]
    fn a_dotted_name_is_one_step() {
        assert_eq!(
            apply(hostname(".")),
            Ir::Labels(Box::new(LabelSets {
                first: ByteSet::of("ab1"),
                run: ByteSet::of("ab1-"),
                last: ByteSet::of("ab1"),
                separator: ByteSet::of("."),
                last_first: ByteSet::of("ab"),
            }))
        );
    }

    #[test]
    fn a_separator_inside_the_run_keeps_the_loop() {
        assert_eq!(apply(hostname("-")), hostname("-"));
    }
}
