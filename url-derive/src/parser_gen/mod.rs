//! Stage 3b: emission of the parser. Every rule becomes up to three functions over
//! `url_runtime::State`, each the mechanical lowering of the rule's program in the
//! parser IR ([`crate::ir`]) after the passes of [`crate::passes`]:
//!
//! - `m_<rule>` recognises the rule on the fast path: no tree, no allocation, no
//!   error bookkeeping ([`recognise`]);
//! - `r_<rule>` recognises it while recording the rules expected at the furthest
//!   position, exactly as pest does; it runs only to explain a rejected input
//!   ([`record`]);
//! - `b_<rule>` builds the rule's typed value in the same single pass as `m_`, and
//!   the list item readers read one item of a list again ([`build`]).
//!
//! This module lowers the nodes every flavour shares; PEG semantics are kept
//! exactly: ordered choice commits to the first alternative that matches,
//! repetition is greedy, lookahead consumes nothing.

mod build;
mod lists;
mod recognise;
mod record;
mod repeat;

use std::collections::BTreeSet;

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

use crate::byteset::ByteSet;
use crate::fold_case::FoldCase;
use crate::ir::Ir;
use crate::model::{Builtin, Model, Slot, StackOp};
use crate::passes::Passes;

/// Generates the parser functions of every rule, as items of the private parser
/// module (which `use`s the generated types from `super`), with the model's
/// `passes` and its `entries` (the rules whose `parse` builds inline,
/// [`crate::inline_budget::inlined_entries`]).
pub fn parser_items(
    model: &Model,
    passes: &Passes<'_>,
    fold_case: &FoldCase,
    entries: &BTreeSet<String>,
) -> TokenStream {
    let always_inlined = crate::inline_budget::always_inlined(model, passes.recursive(), entries);
    let inlined_matchers = crate::loop_breakers::inlined_matchers(model);
    let mut gen = Gen {
        passes,
        always_inlined: &always_inlined,
        inlined_matchers: &inlined_matchers,
        label: 0,
        tables: Vec::new(),
        labels: Vec::new(),
        runs: Vec::new(),
        escaped: Vec::new(),
        fold_case,
        folding: false,
        quiet: crate::atomicity::reports_inside_atomic(model),
        unicode: Vec::new(),
    };
    let mut items = Vec::new();
    if model.skips {
        items.push(gen.skip_fns(model));
    }
    for rule in &model.rules {
        items.push(gen.fast_fn(rule));
        items.push(gen.recording_fn(rule));
        if let Some(builder) = gen.builder_fn(rule) {
            items.push(builder);
        }
        for slot in lists::list_slots(&rule.shape) {
            items.push(gen.item_fn(slot));
        }
    }
    let tables = gen.tables.iter().enumerate().map(|(i, table)| {
        let name = format_ident!("CLASS_{}", i);
        let members: Vec<u8> = table.bytes().collect();
        let members = proc_macro2::Literal::byte_string(&members);
        quote!(static #name: ByteTable = ByteTable::of(#members);)
    });
    let labels = gen.labels.iter().enumerate().map(|(i, classes)| {
        let name = format_ident!("LABELS_{}", i);
        let [first, run, last, separator, last_first] =
            classes.map(|index| format_ident!("CLASS_{}", index));
        quote!(static #name: Labels = Labels::new(&#first, &#run, &#last, &#separator, &#last_first);)
    });
    let runs = gen.runs.iter().enumerate().map(|(i, (sets, parts))| {
        let name = format_ident!("RUNS_{}", i);
        let sets = sets.iter().map(|index| format_ident!("CLASS_{}", index));
        let parts = parts.iter().map(|(set, run)| {
            let set = *set as u8;
            match run {
                None => quote!(RunPart::one(#set)),
                Some(min) => quote!(RunPart::run(#set, #min)),
            }
        });
        let (s, p) = (sets.len(), parts.len());
        quote!(static #name: Runs<#s, #p> = Runs::new([#(&#sets),*], [#(#parts),*]);)
    });
    let escaped = gen
        .escaped
        .iter()
        .enumerate()
        .map(|(i, (classes, except))| {
            let name = format_ident!("ESCAPED_{}", i);
            let [class, escape @ ..] = &classes[..] else {
                unreachable!("an escaped run has a class")
            };
            let class = format_ident!("CLASS_{}", class);
            let escape = escape.iter().map(|index| format_ident!("CLASS_{}", index));
            let n = escape.len();
            let e = except.as_ref().map_or(0, String::len);
            let except = except.as_ref().map(|text| {
                let text = proc_macro2::Literal::byte_string(text.as_bytes());
                quote!(.except(#text))
            });
            quote!(static #name: Escaped<#n, #e> = Escaped::new(&#class, [#(&#escape),*]) #except;)
        });
    let unicode = gen.unicode.iter().enumerate().map(|(i, ranges)| {
        let name = format_ident!("UNICODE_{}", i);
        let pairs = ranges.iter().map(|(lo, hi)| {
            let (lo, hi) = (Literal::character(*lo), Literal::character(*hi));
            quote!((#lo, #hi))
        });
        quote!(static #name: &[(char, char)] = &[#(#pairs),*];)
    });
    quote! {
        #(#tables)*
        #(#labels)*
        #(#runs)*
        #(#escaped)*
        #(#unicode)*
        #(#items)*
    }
}

/// The name of a rule's fast recognising function.
pub fn matcher_name(rule: &str) -> Ident {
    format_ident!("m_{}", rule)
}

/// The name of a rule's recording recognising function.
pub fn recorder_name(rule: &str) -> Ident {
    format_ident!("r_{}", rule)
}

/// The name of a rule's building function.
pub fn builder_name(rule: &str) -> Ident {
    format_ident!("b_{}", rule)
}

/// Where the code being generated stores values.
#[derive(Clone, Copy)]
enum Target<'s> {
    /// Recognise only.
    Match,
    /// Store into `slots`, in locals named `{prefix}{slot}` (`f` for a rule's own
    /// slots, `g`, `gg`, ... for helper types nested in it).
    Build {
        /// The slots of the composite being built.
        slots: &'s [Slot],
        /// The prefix of their locals.
        prefix: &'s str,
        /// For an enum whose variants each hold one value: each slot's variant
        /// constructor. Its slots then share one local, `out`, which holds the
        /// finished value, so the payload is moved once instead of through a local
        /// per variant.
        variants: Option<&'s [TokenStream]>,
    },
}

/// Which path the code is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Path {
    /// No error bookkeeping.
    Fast,
    /// Recording expectations.
    Recording,
}

/// One `url_runtime::Runs` static: its classes as indices into [`Gen::tables`],
/// and each part's class (an index into those) and run (see [`Ir::Runs`]).
type RunsStatic = (Vec<usize>, Vec<(usize, Option<u32>)>);

/// One `url_runtime::Escaped` static: the class, then the escape's classes, as
/// indices into [`Gen::tables`]; the literal the run stops at (see
/// [`Ir::Escaped`]).
type EscapedStatic = (Vec<usize>, Option<String>);

/// Emission state: fresh labels, the statics the code uses.
struct Gen<'m> {
    passes: &'m Passes<'m>,
    /// The rules whose builders are always inlined ([`crate::inline_budget`]).
    always_inlined: &'m BTreeSet<String>,
    /// The recursive rules whose matchers are always inlined
    /// ([`crate::loop_breakers`]).
    inlined_matchers: &'m BTreeSet<String>,
    label: usize,
    tables: Vec<ByteSet>,
    /// The classes of each dotted name matched in one step (`url_runtime::Labels`),
    /// as indices into `tables`: first, run, last, separator, last label's first.
    labels: Vec<[usize; 5]>,
    /// The sequences of class parts matched in one step (`url_runtime::Runs`).
    runs: Vec<RunsStatic>,
    /// The runs with escapes matched in one step (`url_runtime::Escaped`): the
    /// class, then the escape's classes, as indices into `tables`; the literal
    /// the run stops at.
    escaped: Vec<EscapedStatic>,
    /// The literals and rules that fold case under the parse option.
    fold_case: &'m FoldCase,
    /// While writing the folded branch of a `fold_case` rule: every literal and
    /// byte table takes both cases.
    folding: bool,
    /// The Unicode property tables the code uses (`UNICODE_<i>`).
    unicode: Vec<Vec<(char, char)>>,
    /// Some atomic rule reaches `$` or `!` rules: the recorders keep pest's
    /// atomicity at run time (`State::set_quiet`).
    quiet: bool,
}

impl<'m> Gen<'m> {
    /// pest's implicit `skip` between the parts of non-atomic rules, fast and
    /// recording: `WHITESPACE*` then `(COMMENT ~ WHITESPACE*)*` (the rules the
    /// grammar has of the two), nothing while atomic. The fast flavour goes through
    /// the passes like a rule's body (whitespace is usually one scan).
    fn skip_fns(&mut self, model: &Model) -> TokenStream {
        let skip = crate::passes::implicit_skip(model);
        let fast = self.node(self.passes.skip(), Target::Match, Path::Fast);
        let recording = self.node(&Ir::from(&skip), Target::Match, Path::Recording);
        let building = self.skip_building_fn(model);
        quote! {
            #building
            #[inline]
            pub(super) fn implicit_skip(st: &mut State<'_>, pos: usize) -> usize {
                if st.is_atomic() {
                    return pos;
                }
                let end: Option<usize> = #fast;
                end.unwrap_or(pos)
            }
            #[cold]
            pub(super) fn implicit_skip_recording(st: &mut State<'_>, pos: usize) -> usize {
                if st.is_atomic() {
                    return pos;
                }
                let end: Option<usize> = #recording;
                end.unwrap_or(pos)
            }
        }
    }

    fn fresh(&mut self, prefix: &str) -> TokenStream {
        self.label += 1;
        let lifetime = syn::Lifetime::new(&format!("'{prefix}{}", self.label), Span::call_site());
        quote!(#lifetime)
    }

    /// A rule's entry and exit code: the depth check on entry, for recursive
    /// rules only (nothing to undo on exit); the atomicity a rule sets for its
    /// body (see [`crate::model::RuleModel::sets_atomic`]), set on entry and
    /// restored on exit.
    fn guard(&self, rule: &crate::model::RuleModel) -> (TokenStream, TokenStream) {
        let enter = if self.passes.is_recursive(&rule.name) {
            quote!(if !st.enter() {
                return None;
            })
        } else {
            quote!()
        };
        match rule.sets_atomic {
            Some(atomic) => (
                quote!(#enter let saved_atomic = st.set_atomic(#atomic);),
                quote!(st.set_atomic(saved_atomic);),
            ),
            None => (enter, quote!()),
        }
    }

    /// Code for `ir`: an expression of type `Option<usize>` (the position after the
    /// match), with `st` and `pos` in scope.
    fn node(&mut self, ir: &Ir, target: Target<'_>, path: Path) -> TokenStream {
        match ir {
            Ir::Empty => quote!(Some(pos)),
            Ir::Literal(text) if self.folding => quote!(st.literal_insensitive(pos, #text)),
            Ir::Literal(text) if self.fold_case.literals.contains(text) => {
                quote!(st.literal_folding(pos, #text))
            }
            Ir::Literal(text) => quote!(st.literal(pos, #text)),
            Ir::Insensitive(text) => quote!(st.literal_insensitive(pos, #text)),
            Ir::Range(lo, hi) => {
                let (lo, hi) = (Literal::character(*lo), Literal::character(*hi));
                quote!(st.range(pos, #lo, #hi))
            }
            Ir::Builtin(Builtin::Any) => quote!(st.any(pos)),
            Ir::Builtin(Builtin::Soi) => quote!((pos == 0).then_some(pos)),
            Ir::Builtin(Builtin::Eoi) => match path {
                Path::Fast => quote!(st.end_of_input(pos)),
                Path::Recording => record::end_of_input(),
            },
            Ir::Builtin(Builtin::Newline) => {
                quote!(st
                    .literal(pos, "\n")
                    .or_else(|| st.literal(pos, "\r\n"))
                    .or_else(|| st.literal(pos, "\r")))
            }
            Ir::Call { rule, slot } => self.call(rule, *slot, target, path),
            Ir::Token { slot, body } => {
                // What the token's skips report is stored, as where it stands.
                let mut stored = BTreeSet::new();
                body.slots(&mut stored);
                let inner_target = if stored.is_empty() {
                    Target::Match
                } else {
                    target
                };
                let inner = self.node(body, inner_target, path);
                match target {
                    Target::Match => inner,
                    Target::Build { slots, .. } => {
                        let store = self.store(target, *slot, build::matched(&slots[*slot]));
                        quote!(match #inner { Some(end) => { #store; Some(end) } None => None })
                    }
                }
            }
            Ir::Group { slot, body } => match target {
                Target::Match => self.node(body, Target::Match, path),
                Target::Build { .. } => self.group(*slot, body, target, path),
            },
            Ir::Ahead(body) => {
                let inner = self.node(body, Target::Match, path);
                let (hush, unhush) = self.hush(path, true, body);
                quote!({ #hush let ahead = #inner; #unhush ahead.map(|_| pos) })
            }
            Ir::NotAhead(body) => {
                let inner = self.node(body, Target::Match, path);
                let (hush, unhush) = self.hush(path, false, body);
                quote!({ #hush let ahead = #inner; #unhush match ahead { Some(_) => None, None => Some(pos) } })
            }
            Ir::Seq(parts) => {
                let label = self.fresh("seq");
                let steps: Vec<TokenStream> = parts
                    .iter()
                    .map(|part| self.node(part, target, path))
                    .collect();
                let seq = quote!(#label: {
                    #(let pos = match #steps { Some(next) => next, None => break #label None };)*
                    Some(pos)
                });
                self.restoring_stack(ir, seq)
            }
            // An empty choice (a dispatch's arm no alternative can take) fails.
            Ir::Choice(alternatives) if alternatives.is_empty() => quote!(None),
            Ir::Choice(alternatives) => {
                let label = self.fresh("alt");
                let tries: Vec<TokenStream> = alternatives
                    .iter()
                    .map(|alt| {
                        let attempt = self.node(alt, target, path);
                        let (save, restore) = self.backtrack(alt, target);
                        quote! {
                            #save
                            if let Some(end) = #attempt {
                                break #label Some(end);
                            }
                            #restore
                        }
                    })
                    .collect();
                quote!(#label: { #(#tries)* None })
            }
            Ir::Opt(body) => {
                let attempt = self.node(body, target, path);
                let (save, restore) = self.backtrack(body, target);
                quote!({
                    #save
                    match #attempt {
                        Some(end) => Some(end),
                        None => { #restore Some(pos) }
                    }
                })
            }
            Ir::Rep { body, min, max } => self.repeat(body, *min, *max, target, path),
            Ir::Skip(trivia) => self.skip(*trivia, target, path),
            Ir::Spaced {
                body,
                min,
                max,
                unrolled,
                trivia,
            } => self.spaced(body, (*min, *max, *unrolled), *trivia, target, path),
            Ir::Unicode { ranges, .. } => {
                let table = format_ident!("UNICODE_{}", intern(&mut self.unicode, ranges.clone()));
                quote!(st.char_in(pos, #table))
            }
            Ir::Push(body) => {
                let inner = self.node(body, target, path);
                quote!({
                    let start = pos;
                    match #inner {
                        Some(end) => { st.push_span(start, end); Some(end) }
                        None => None,
                    }
                })
            }
            Ir::PushLiteral(text) => quote!({ st.push_literal(#text); Some(pos) }),
            Ir::Stack(op) => match op {
                StackOp::Peek => quote!(st.peek(pos)),
                StackOp::PeekAll => quote!(st.peek_all(pos)),
                StackOp::Pop => quote!(st.pop(pos)),
                StackOp::PopAll => quote!(st.pop_all(pos)),
                StackOp::Drop => quote!(st.drop_top().then_some(pos)),
                StackOp::PeekSlice(start, end) => {
                    let end = match end {
                        Some(end) => quote!(Some(#end)),
                        None => quote!(None),
                    };
                    quote!(st.peek_slice(pos, #start, #end))
                }
            },
            Ir::Restore(body) => {
                let inner = self.node(body, target, path);
                self.restoring_stack(body, inner)
            }
            Ir::Class(set) => {
                let table = self.table(*set);
                quote!(st.byte_in(pos, &#table))
            }
            Ir::Scan { class, min } => self.scan(*class, *min),
            Ir::ScanUntil { stop, min } => self.scan_until(*stop, *min),
            Ir::ScanUntilPeek { min } => self.scan_until_peek(*min),
            Ir::ScanThen { class, rest } => self.scan_then(*class, rest, path),
            Ir::RunToLast { run, last } => self.run_to_last(*run, *last),
            Ir::SpacedRun { class, run, min } => self.spaced_run(*class, *run, *min),
            Ir::Runs(parts) => self.runs(parts),
            Ir::Escaped {
                class,
                escape,
                min,
                except,
            } => self.escaped(*class, escape, *min, except.as_deref()),
            Ir::ItemsThenLast { .. } | Ir::Labels { .. } => {
                let items = self.items_loop(ir, path);
                quote!(#items.map(|(_, end)| end))
            }
            Ir::ListExtent { slot, extent } => self.list_extent(*slot, extent, target, path),
            Ir::ListThenLeaf {
                list_slot,
                leaf_slot,
                leaf_type,
                items,
            } => self.list_then_leaf(*list_slot, *leaf_slot, leaf_type, items, target, path),
            Ir::Returning(alternatives) => self.returning(alternatives, target),
            Ir::SharedCall { rule, alternatives } => {
                self.shared_call(rule, alternatives, target, path)
            }
            Ir::Dispatch { arms, otherwise } => self.dispatch(arms, otherwise, target, path),
            Ir::LabelsFirst { labels, otherwise } => {
                self.labels_first(labels, otherwise, target, path)
            }
        }
    }

    /// `code`, the code of `ir`, made to undo its stack changes when it fails
    /// (where `ir` can change the stack).
    fn restoring_stack(&self, ir: &Ir, code: TokenStream) -> TokenStream {
        if !self.passes.changes_stack(ir) {
            return code;
        }
        quote!({
            let stack_mark = st.stack_mark();
            let end = #code;
            if end.is_none() {
                st.stack_restore(stack_mark);
            }
            end
        })
    }

    /// The entry and exit of a lookahead: when recording, the state knows it is in
    /// one (pest records what fails in `&e` and what matches in `!e`); a lookahead
    /// also gives back every stack change of its `body`.
    fn hush(&self, path: Path, positive: bool, body: &Ir) -> (TokenStream, TokenStream) {
        let (hush, unhush) = match path {
            Path::Fast => (quote!(), quote!()),
            Path::Recording => (
                quote!(let lookahead = st.lookahead(#positive);),
                quote!(st.end_lookahead(lookahead);),
            ),
        };
        if self.passes.changes_stack(body) {
            (
                quote!(#hush let stack_mark = st.stack_mark();),
                quote!(st.stack_restore(stack_mark); #unhush),
            )
        } else {
            (hush, unhush)
        }
    }

    /// A call of `rule`, storing its value into `slot` when building.
    fn call(
        &mut self,
        rule: &str,
        slot: Option<usize>,
        target: Target<'_>,
        path: Path,
    ) -> TokenStream {
        match (target, slot) {
            (Target::Build { slots, .. }, Some(slot)) => {
                let builder = builder_name(rule);
                let store = self.store(target, slot, build::boxed(&slots[slot]));
                quote!(match #builder(st, pos) { Some((end, value)) => { #store; Some(end) } None => None })
            }
            _ => {
                let function = match path {
                    Path::Fast => matcher_name(rule),
                    Path::Recording => recorder_name(rule),
                };
                quote!(#function(st, pos))
            }
        }
    }

    /// The static holding byte table `set`, shared between equal sets.
    fn table(&mut self, set: ByteSet) -> Ident {
        format_ident!("CLASS_{}", self.table_index(set))
    }

    /// The index of byte table `set` in `tables`, added when new.
    fn table_index(&mut self, set: ByteSet) -> usize {
        let set = if self.folding { set.folded() } else { set };
        intern(&mut self.tables, set)
    }
}

/// The index of `value` in `values`, pushed there first when new: one static per
/// distinct byte table or `Labels`.
fn intern<T: PartialEq>(values: &mut Vec<T>, value: T) -> usize {
    match values.iter().position(|v| *v == value) {
        Some(index) => index,
        None => {
            values.push(value);
            values.len() - 1
        }
    }
}
