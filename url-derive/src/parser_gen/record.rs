//! The recording flavour: `r_<rule>`, which records the rules expected at the
//! furthest failure exactly as pest does. It runs only to explain an input the
//! fast matcher rejected, so its functions are `#[cold]`: the compiler inlines
//! little into them, which keeps a third of the parser cheap to compile at the
//! cost of a slower error report.

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
        // Where an atomic rule reaches `$` or `!` rules, pest's atomicity is kept
        // at run time: an atomic rule's body records nothing, a `$` or `!` rule
        // (itself included) records again.
        let (loud, quiet_body) = if self.quiet {
            let loud = rule.reported_inside_atomic.then(|| {
                (
                    quote!(let saved_quiet = st.set_quiet(false);),
                    quote!(st.set_quiet(saved_quiet);),
                )
            });
            let quiet = atomicity::is_atomic(rule).then(|| {
                (
                    quote!(let saved_quiet = st.set_quiet(true);),
                    quote!(st.set_quiet(saved_quiet);),
                )
            });
            (loud, quiet)
        } else {
            (None, None)
        };
        let (loud_enter, loud_leave) = loud.unzip();
        if atomicity::is_reported_whole(rule) {
            // Nothing inside an atomic rule, or inside one whose parts report
            // nothing, is recorded: it is its fast matcher, reported as a whole.
            let matcher = matcher_name(&rule.name);
            return quote! {
                #[cold]
                pub(super) fn #name(st: &mut State<'_>, pos: usize) -> Option<usize> {
                    #loud_enter
                    let mark = st.mark(pos);
                    let end = #matcher(st, pos);
                    #report
                    #loud_leave
                    end
                }
            };
        }
        let (quiet_enter, quiet_leave) = quiet_body.unzip();
        let program = self.passes.record(rule);
        let body = self.node(&program, Target::Match, Path::Recording);
        let (enter, leave) = self.guard(rule);
        quote! {
            #[cold]
            pub(super) fn #name(st: &mut State<'_>, pos: usize) -> Option<usize> {
                #loud_enter
                #enter
                let mark = st.mark(pos);
                #quiet_enter
                let end = #body;
                #quiet_leave
                #leave
                #report
                #loud_leave
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
