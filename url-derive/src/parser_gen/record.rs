//! The recording flavour: `r_<rule>`, which records the rules expected at the
//! furthest failure exactly as pest does.

use proc_macro2::TokenStream;
use quote::quote;

use super::{matcher_name, recorder_name, Gen, Path, Target};
use crate::atomicity;
use crate::ir::Ir;
use crate::model::RuleModel;

impl<'m> Gen<'m> {
    /// `r_<rule>`: recognises the rule at `pos`, recording a failure by rule name.
    pub(super) fn recording_fn(&mut self, rule: &'m RuleModel) -> TokenStream {
        let name = recorder_name(&rule.name);
        let rule_name = &rule.name;
        let report = if rule.silent {
            quote!()
        } else {
            quote!(match end {
                None => st.fail(pos, #rule_name, mark),
                Some(_) => st.succeed(pos, #rule_name, mark),
            })
        };
        if atomicity::is_reported_whole(rule) {
            // Nothing inside an atomic rule, or inside one whose parts report
            // nothing, is recorded: it is its fast matcher, reported as a whole.
            let matcher = matcher_name(&rule.name);
            return quote! {
                pub(super) fn #name(st: &mut State<'_>, pos: usize) -> Option<usize> {
                    let mark = st.mark(pos);
                    let end = #matcher(st, pos);
                    #report
                    end
                }
            };
        }
        let program = self.passes.record(rule);
        let body = self.node(&program, Target::Match, Path::Recording);
        let (enter, leave) = self.guard(rule);
        quote! {
            pub(super) fn #name(st: &mut State<'_>, pos: usize) -> Option<usize> {
                #enter
                let mark = st.mark(pos);
                let end = #body;
                #leave
                #report
                end
            }
        }
    }

    /// [`Ir::LabelsFirst`]: the one step, and the recording body where it fails.
    pub(super) fn labels_first(
        &mut self,
        labels: &Ir,
        otherwise: &Ir,
        target: Target<'_>,
        path: Path,
    ) -> TokenStream {
        let body = self.node(otherwise, target, path);
        let labels = self.items_loop(labels, Path::Fast);
        quote!(match #labels { Some((_, end)) => Some(end), None => #body })
    }
}

/// `EOI` on the recording path: recorded like a rule.
pub(super) fn end_of_input() -> TokenStream {
    quote!({
        let mark = st.mark(pos);
        let end = st.end_of_input(pos);
        match end {
            None => st.fail(pos, "EOI", mark),
            Some(_) => st.succeed(pos, "EOI", mark),
        }
        end
    })
}
