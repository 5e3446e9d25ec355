//! The recognising flavour: `m_<rule>`, and the lowering of the fast-path nodes
//! the passes introduce (byte classes, scans, dotted names).

use proc_macro2::TokenStream;
use quote::quote;

use super::{matcher_name, Gen, Path, Target};
use crate::byteset::ByteSet;
use crate::ir::Ir;
use crate::model::RuleModel;

impl<'m> Gen<'m> {
    /// `m_<rule>`: recognises the rule at `pos` on the fast path.
    pub(super) fn fast_fn(&mut self, rule: &'m RuleModel) -> TokenStream {
        let name = matcher_name(&rule.name);
        let program = self.passes.recognise_rule(rule);
        let mut body = self.node(&program, Target::Match, Path::Fast);
        if self.fold_case.rules.contains(&rule.name) {
            self.folding = true;
            let folded = self.node(&program, Target::Match, Path::Fast);
            self.folding = false;
            body = quote!(if st.folds_case() { #folded } else { #body });
        }
        let (enter, leave) = self.guard(rule);
        // Always inlined where it pays, in optimised builds: without optimisation
        // the copies would only make the build slower.
        let inline = if self.inlined_matchers.contains(&rule.name) {
            quote!(#[cfg_attr(debug_assertions, inline)] #[cfg_attr(not(debug_assertions), inline(always))])
        } else {
            quote!(#[inline])
        };
        quote! {
            #inline
            pub(super) fn #name(st: &mut State<'_>, pos: usize) -> Option<usize> {
                #enter
                let end = #body;
                #leave
                end
            }
        }
    }

    /// [`Ir::Scan`]: a scanning loop over a byte table.
    pub(super) fn scan(&mut self, class: ByteSet, min: u32) -> TokenStream {
        let table = self.table(class);
        at_least(quote!(st.scan(pos, &#table)), min)
    }

    /// [`Ir::ScanUntil`]: a search for the next byte of the stop set.
    pub(super) fn scan_until(&mut self, stop: ByteSet, min: u32) -> TokenStream {
        let table = self.table(stop);
        at_least(quote!(st.scan_until(pos, &#table)), min)
    }

    /// [`Ir::ScanUntilPeek`]: a search for the top of pest's stack.
    pub(super) fn scan_until_peek(&mut self, min: u32) -> TokenStream {
        at_least(quote!(st.scan_until_peek(pos)), min)
    }

    /// [`Ir::ScanThen`]: scan the run of the class, then try the rest once.
    pub(super) fn scan_then(&mut self, class: ByteSet, rest: &Ir, path: Path) -> TokenStream {
        let table = self.table(class);
        let attempt = self.node(rest, Target::Match, path);
        quote!({
            let mut pos = pos;
            loop {
                pos = st.scan(pos, &#table);
                match #attempt {
                    Some(next) if next != pos => pos = next,
                    _ => break,
                }
            }
            Some(pos)
        })
    }

    /// [`Ir::RunToLast`]: the run, ended after its last byte of `last`.
    pub(super) fn run_to_last(&mut self, run: ByteSet, last: ByteSet) -> TokenStream {
        let (run, last) = (self.table(run), self.table(last));
        quote!(Some(st.scan_to_last(pos, &#run, &#last)))
    }

    /// [`Ir::SpacedRun`]: `State::spaced_run`, at least `min` (0 or 1) bytes.
    pub(super) fn spaced_run(&mut self, class: ByteSet, run: ByteSet, min: u32) -> TokenStream {
        let (class, run) = (self.table(class), self.table(run));
        let end = quote!(st.spaced_run(pos, &#class, &#run));
        match min {
            0 => quote!(Some(#end)),
            _ => quote!({
                let end = #end;
                if end > pos { Some(end) } else { None }
            }),
        }
    }

    /// [`Ir::Runs`]: one `url_runtime::Runs` step.
    pub(super) fn runs(&mut self, parts: &[(ByteSet, Option<u32>)]) -> TokenStream {
        let mut sets = Vec::new();
        let parts = parts
            .iter()
            .map(|(set, run)| (super::intern(&mut sets, self.table_index(*set)), *run))
            .collect();
        let runs = quote::format_ident!("RUNS_{}", super::intern(&mut self.runs, (sets, parts)));
        quote!(st.runs(pos, &#runs))
    }

    /// [`Ir::Escaped`]: one `url_runtime::Escaped` step (its classes folded in
    /// the folded form of a rule that folds case, where the pass made sure that
    /// folding keeps its precondition).
    pub(super) fn escaped(
        &mut self,
        class: ByteSet,
        escape: &[ByteSet],
        min: u32,
        except: Option<&str>,
    ) -> TokenStream {
        let classes = [class]
            .iter()
            .chain(escape)
            .map(|set| self.table_index(*set))
            .collect();
        let key = (classes, except.map(str::to_owned));
        let run = quote::format_ident!("ESCAPED_{}", super::intern(&mut self.escaped, key));
        at_least(quote!(st.escaped(pos, &#run)), min)
    }

    /// The loop of an [`Ir::ItemsThenLast`] or the step of an [`Ir::Labels`], an
    /// expression of type `Option<(usize, usize)>`: where the last item starts,
    /// and where it ends.
    pub(super) fn items_loop(&mut self, items: &Ir, path: Path) -> TokenStream {
        match items {
            Ir::Labels(sets) => {
                let classes = [
                    sets.first,
                    sets.run,
                    sets.last,
                    sets.separator,
                    sets.last_first,
                ]
                .map(|set| self.table_index(set));
                let labels =
                    quote::format_ident!("LABELS_{}", super::intern(&mut self.labels, classes));
                quote!(st.labels(pos, &#labels))
            }
            Ir::ItemsThenLast {
                every,
                middle,
                separator,
                last,
            } => {
                let (every, last) = (self.table(*every), self.table(*last));
                let middle = self.node(middle, Target::Match, path);
                let separator = self.node(separator, Target::Match, path);
                quote!({
                    let mut at = pos;
                    loop {
                        let start = at;
                        let pos = match st.byte_in(start, &#every) { Some(next) => next, None => break None };
                        let pos = match #middle { Some(next) => next, None => break None };
                        match #separator {
                            Some(next) => at = next,
                            None => break st.byte_in(start, &#last).map(|_| (start, pos)),
                        }
                    }
                })
            }
            // The passes put only those two here (see `Ir::ListThenLeaf`).
            other => {
                let end = self.node(other, Target::Match, path);
                quote!(#end.map(|end| (pos, end)))
            }
        }
    }

    /// [`Ir::Dispatch`]: a `match` on the byte at `pos`.
    pub(super) fn dispatch(
        &mut self,
        arms: &[(ByteSet, Ir)],
        otherwise: &Ir,
        target: Target<'_>,
        path: Path,
    ) -> TokenStream {
        let arms: Vec<TokenStream> = arms
            .iter()
            .map(|(bytes, body)| {
                let pattern = byte_pattern(bytes);
                let body = self.node(body, target, path);
                quote!(Some(#pattern) => #body,)
            })
            .collect();
        let otherwise = self.node(otherwise, target, path);
        quote!(match st.byte_at(pos) {
            #(#arms)*
            _ => #otherwise,
        })
    }
}

/// The pattern matching the bytes of `set`: its ranges, `b'a'..=b'z' | b'-'`.
fn byte_pattern(set: &ByteSet) -> TokenStream {
    let ranges = set.ranges().into_iter().map(|(start, end)| {
        let (lo, hi) = (
            proc_macro2::Literal::byte_character(start),
            proc_macro2::Literal::byte_character(end),
        );
        match start == end {
            true => quote!(#lo),
            false => quote!(#lo..=#hi),
        }
    });
    quote!(#(#ranges)|*)
}

/// The match of a run whose end `run` computes, when it is at least `min` bytes
/// long.
fn at_least(run: TokenStream, min: u32) -> TokenStream {
    match min {
        0 => quote!(Some(#run)),
        _ => {
            let min = min as usize;
            quote!({ let end = #run; if end - pos >= #min { Some(end) } else { None } })
        }
    }
}
