//! Stage 3a: the parser. Every rule becomes up to three functions over
//! `url_runtime::State`:
//!
//! - `m_<rule>` recognises the rule on the fast path: no tree, no allocation, no
//!   error bookkeeping; calls of atomic and silent rules are inlined and character
//!   classes are byte tables (see [`crate::optimize`]);
//! - `r_<rule>` recognises it while recording the rules expected at the furthest
//!   position, exactly as pest does; it runs only to explain a rejected input;
//! - `b_<rule>` builds the rule's typed value in the same single pass as `m_`.
//!
//! PEG semantics are kept exactly: ordered choice commits to the first alternative
//! that matches, repetition is greedy, lookahead consumes nothing.

use std::collections::{BTreeSet, HashMap};

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

use crate::atomicity;
use crate::charclass::Classes;
use crate::fold_case::{fold_table, FoldCase};
use crate::model::{
    is_trivia, Builtin, Composite, EnumModel, Model, Mult, Node, RuleModel, Shape, Slot, SlotType,
    StackOp,
};
use crate::naming::ident;
use crate::optimize::Optimizer;
use crate::recursion::Reach;

/// Generates the parser functions of every rule, as items of the private parser
/// module (which `use`s the generated types from `super`).
pub fn parser_items(model: &Model, fold_case: &FoldCase) -> TokenStream {
    let classes = Classes::new(&model.rules);
    let recursive = Reach::calls(model).on_cycles();
    // A rule that folds case keeps its own matcher, where the choice is made.
    let not_inlined: BTreeSet<String> = recursive.union(&fold_case.rules).cloned().collect();
    let optimizer = Optimizer::new(&model.rules, &not_inlined, &classes);
    let leaves = model
        .rules
        .iter()
        .filter(|rule| matches!(rule.shape, Shape::Leaf))
        .map(|rule| (rule.name.clone(), rule.type_name.clone()))
        .collect();
    let atomic = model
        .rules
        .iter()
        .filter(|rule| atomicity::is_atomic(rule))
        .map(|rule| rule.name.clone())
        .collect();
    let mut gen = Gen {
        classes: &classes,
        atomic,
        recursive: &recursive,
        leaves,
        optimizer: &optimizer,
        label: 0,
        tables: Vec::new(),
        labels: Vec::new(),
        variants: None,
        fold_case,
        folding: false,
        stack: model.stack,
        unicode: Vec::new(),
    };
    let mut items = Vec::new();
    if model.skips {
        items.push(skip_fns(model));
    }
    for rule in &model.rules {
        items.push(gen.fast_fn(rule));
        items.push(gen.recording_fn(rule));
        if let Some(builder) = gen.builder_fn(rule) {
            items.push(builder);
        }
        for slot in list_slots(&rule.shape) {
            items.push(gen.item_fn(slot));
        }
    }
    let tables = gen.tables.iter().enumerate().map(|(i, table)| {
        let name = format_ident!("CLASS_{}", i);
        let members: Vec<u8> = (0..128u8).filter(|&b| table[b as usize]).collect();
        let members = proc_macro2::Literal::byte_string(&members);
        quote!(static #name: ByteTable = ByteTable::of(#members);)
    });
    let labels = gen.labels.iter().enumerate().map(|(i, classes)| {
        let name = format_ident!("LABELS_{}", i);
        let [first, run, last, separator, last_first] =
            classes.map(|index| format_ident!("CLASS_{}", index));
        quote!(static #name: Labels = Labels::new(&#first, &#run, &#last, &#separator, &#last_first);)
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
        #(#unicode)*
        #(#items)*
    }
}

/// pest's implicit `skip` between the parts of non-atomic rules, fast and recording:
/// `WHITESPACE*` then `(COMMENT ~ WHITESPACE*)*`, nothing while atomic.
fn skip_fns(model: &Model) -> TokenStream {
    let has = |name: &str| {
        model
            .rules
            .iter()
            .any(|rule| rule.name == name && is_trivia(name))
    };
    let flavour = |function: fn(&str) -> Ident| {
        let whitespace = has("WHITESPACE").then(|| {
            let whitespace = function("WHITESPACE");
            quote!(loop {
                match #whitespace(st, pos) {
                    Some(next) if next != pos => pos = next,
                    _ => break,
                }
            })
        });
        let comment = has("COMMENT").then(|| {
            let comment = function("COMMENT");
            quote!(loop {
                match #comment(st, pos) {
                    Some(next) if next != pos => {
                        pos = next;
                        #whitespace
                    }
                    _ => break,
                }
            })
        });
        quote!({
            if st.is_atomic() {
                return pos;
            }
            let mut pos = pos;
            #whitespace
            #comment
            pos
        })
    };
    let fast = flavour(matcher_name);
    let recording = flavour(recorder_name);
    quote! {
        pub(super) fn implicit_skip(st: &mut State<'_>, pos: usize) -> usize #fast
        pub(super) fn implicit_skip_recording(st: &mut State<'_>, pos: usize) -> usize #recording
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

/// Where the body being generated stores values.
#[derive(Clone, Copy)]
enum Target<'s> {
    /// Recognise only.
    Match,
    /// Store into `slots`, in locals named `{prefix}{slot}` (`f` for a rule's own
    /// slots, `g`, `gg`, ... for helper types nested in it).
    Build { slots: &'s [Slot], prefix: &'s str },
}

/// Which path the code is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Path {
    /// No error bookkeeping.
    Fast,
    /// Recording expectations; `quiet` where nothing inside is reported.
    Recording { quiet: bool },
}

impl Path {
    fn quiet(self) -> bool {
        matches!(self, Path::Fast | Path::Recording { quiet: true })
    }
}

/// Generation state: character classes, recursion, fresh labels, byte tables.
struct Gen<'m> {
    classes: &'m Classes<'m>,
    /// The atomic rules, by name: nothing inside them is recorded.
    atomic: BTreeSet<String>,
    /// Rules that can call themselves: only these pay for the depth guard.
    recursive: &'m BTreeSet<String>,
    /// The type of every rule whose value is only its token, by rule name.
    leaves: HashMap<String, String>,
    optimizer: &'m Optimizer<'m>,
    label: usize,
    tables: Vec<[bool; 128]>,
    /// The classes of each dotted name matched in one step (`url_runtime::Labels`),
    /// as indices into `tables`: first, run, last, separator, last label's first.
    labels: Vec<[usize; 5]>,
    /// While building an enum rule: each slot's variant constructor. Its slots then
    /// share one local, `out`, which holds the finished value, so the payload is
    /// moved once instead of through a local per variant.
    variants: Option<Vec<TokenStream>>,
    /// The literals and rules that fold case under the parse option.
    fold_case: &'m FoldCase,
    /// While writing the folded branch of a `fold_case` rule: every literal and
    /// byte table takes both cases.
    folding: bool,
    /// The grammar uses pest's stack: sequences and lookaheads restore it.
    stack: bool,
    /// The Unicode property tables the code uses (`UNICODE_<i>`).
    unicode: Vec<Vec<(char, char)>>,
}

impl<'m> Gen<'m> {
    fn fresh(&mut self, prefix: &str) -> TokenStream {
        self.label += 1;
        let lifetime = syn::Lifetime::new(&format!("'{prefix}{}", self.label), Span::call_site());
        quote!(#lifetime)
    }

    /// The depth guard's entry and exit code, for recursive rules only.
    /// With the atomicity a rule sets for its body (see
    /// [`RuleModel::sets_atomic`]), set on entry and restored on exit.
    fn guard(&self, rule: &RuleModel) -> (TokenStream, TokenStream) {
        let (enter, leave) = if self.recursive.contains(&rule.name) {
            (
                quote!(if !st.enter() {
                    return None;
                }),
                quote!(st.leave();),
            )
        } else {
            (quote!(), quote!())
        };
        match rule.sets_atomic {
            Some(atomic) => (
                quote!(#enter let saved_atomic = st.set_atomic(#atomic);),
                quote!(st.set_atomic(saved_atomic); #leave),
            ),
            None => (enter, leave),
        }
    }

    /// `m_<rule>`: recognises the rule at `pos` on the fast path.
    fn fast_fn(&mut self, rule: &'m RuleModel) -> TokenStream {
        let name = matcher_name(&rule.name);
        let fast = self.optimizer.fast(&rule.matcher);
        let mut body = self.node(&fast, Target::Match, Path::Fast);
        if self.fold_case.rules.contains(&rule.name) {
            self.folding = true;
            let folded = self.node(&fast, Target::Match, Path::Fast);
            self.folding = false;
            body = quote!(if st.folds_case() { #folded } else { #body });
        }
        let (enter, leave) = self.guard(rule);
        quote! {
            #[inline]
            pub(super) fn #name(st: &mut State<'_>, pos: usize) -> Option<usize> {
                #enter
                let end = #body;
                #leave
                end
            }
        }
    }

    /// `r_<rule>`: recognises the rule at `pos`, recording a failure by rule name.
    fn recording_fn(&mut self, rule: &'m RuleModel) -> TokenStream {
        let name = recorder_name(&rule.name);
        let rule_name = &rule.name;
        let report = if matches!(rule.shape, Shape::Silent) {
            quote!()
        } else {
            quote!(match end {
                None => st.fail(pos, #rule_name, mark),
                Some(_) => st.succeed(pos, #rule_name, mark),
            })
        };
        if atomicity::is_atomic(rule) {
            // Nothing inside an atomic rule is recorded: it is its fast matcher,
            // reported as a whole.
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
        let mut body = self.node(
            &rule.matcher,
            Target::Match,
            Path::Recording { quiet: false },
        );
        if let Some(labels) = self.recorded_labels(rule) {
            body = quote!(match st.labels(pos, &#labels) { Some((_, end)) => Some(end), None => #body });
        }
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

    /// `b_<rule>`: builds the rule's value; `None` for silent rules.
    fn builder_fn(&mut self, rule: &'m RuleModel) -> Option<TokenStream> {
        let name = builder_name(&rule.name);
        let matcher = matcher_name(&rule.name);
        let ty = type_path(&rule.type_name);
        let (slots, body, construct) = match &rule.shape {
            Shape::Silent => return None,
            Shape::Leaf => {
                return Some(quote! {
                    #[inline]
                    pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty<'i>)> {
                        let end = #matcher(st, pos)?;
                        Some((end, #ty { __token: Token::new(st, pos, end) }))
                    }
                })
            }
            Shape::Struct(composite) => {
                let body = self.optimizer.fast(&composite.body);
                let target = Target::Build {
                    slots: &composite.slots,
                    prefix: "f",
                };
                let body = self.node(&body, target, Path::Fast);
                (
                    &composite.slots,
                    body,
                    self.construct_struct(quote!(#ty), composite, "f"),
                )
            }
            Shape::Enum(model) => {
                let body = self.optimizer.fast(&model.body);
                if let Some(code) = self.enum_builder(rule, model, &body) {
                    return Some(code);
                }
                let body = self.node(
                    &body,
                    Target::Build {
                        slots: &model.slots,
                        prefix: "f",
                    },
                    Path::Fast,
                );
                let arms = model.variants.iter().map(|variant| {
                    let local = slot_local("f", variant.slot);
                    let variant_ident = ident(&variant.name);
                    quote!(if let Some(value) = #local { #ty::#variant_ident(value) })
                });
                let construct = quote!(#(#arms else)* { return None });
                (&model.slots, body, construct)
            }
        };
        let locals = declare_slots(slots, "f");
        let (enter, leave) = self.guard(rule);
        let inline = self.builder_inline(rule);
        // A builder that allocates (a `Vec` or a `Box` field) first checks that the
        // rule matches at all, so that an alternative that fails part-way (`article`
        // in `grouppart` reads a whole group name before it misses the "@") costs
        // no allocation. Not in a recursive rule: there the check would match the
        // rule's whole subtree again at every level of nesting (JSON's values).
        let check = (allocates(slots) && !self.recursive.contains(&rule.name)).then(|| {
            if self.stack {
                // The check must leave the stack as it found it.
                quote!({
                    let stack_mark = st.stack_mark();
                    let matched = #matcher(st, pos);
                    st.stack_restore(stack_mark);
                    matched?;
                })
            } else {
                quote!(#matcher(st, pos)?;)
            }
        });
        Some(quote! {
            #inline
            pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty<'i>)> {
                #check
                #enter
                #locals
                let end = #body;
                #leave
                let end = end?;
                let token = Token::new(st, pos, end);
                Some((end, #construct))
            }
        })
    }

    /// The inlining attribute of a composite rule's builder. A non-recursive builder
    /// is always inlined into its caller, so that the value it returns is built in
    /// the caller's frame instead of being copied there (the tree of a URL is a few
    /// hundred bytes; copying it at every level cost about a fifth of a parse).
    fn builder_inline(&self, rule: &RuleModel) -> TokenStream {
        if self.recursive.contains(&rule.name) {
            quote!()
        } else {
            quote!(#[inline(always)])
        }
    }

    /// `b_<rule>` for an enum whose variants each hold exactly one value: every
    /// variant stores straight into one `out` local (see [`Gen::variants`]).
    /// `None` when some variant slot is repeated or a list.
    fn enum_builder(
        &mut self,
        rule: &RuleModel,
        model: &EnumModel,
        body: &Node,
    ) -> Option<TokenStream> {
        if model
            .slots
            .iter()
            .any(|slot| slot.mult == Mult::Many || slot.list.is_some())
        {
            return None;
        }
        let ty = type_path(&rule.type_name);
        let mut variants = vec![quote!(); model.slots.len()];
        for variant in &model.variants {
            let variant_ident = ident(&variant.name);
            variants[variant.slot] = quote!(#ty::#variant_ident);
        }
        let name = builder_name(&rule.name);
        let inline = self.builder_inline(rule);
        if !self.recursive.contains(&rule.name) && rule.sets_atomic.is_none() {
            if let Some(body) = self.returning_variants(body, &variants, &model.slots) {
                return Some(quote! {
                    #inline
                    pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty<'i>)> {
                        #body
                    }
                });
            }
        }
        self.variants = Some(variants);
        let target = Target::Build {
            slots: &model.slots,
            prefix: "f",
        };
        let body = self.node(body, target, Path::Fast);
        self.variants = None;
        let (enter, leave) = self.guard(rule);
        Some(quote! {
            #inline
            pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty<'i>)> {
                #enter
                let mut out = None;
                let end = #body;
                #leave
                Some((end?, out?))
            }
        })
    }

    /// The body of an enum builder that returns each variant as soon as it is
    /// complete, so that the value is moved once, into the returned pair, instead of
    /// into a local first. The body must be a choice (or one alternative) whose
    /// alternatives are `head ~ tail`, `head` being a variant (a rule call or a
    /// token) or a choice of variants and `tail` storing nothing (`url`'s
    /// `(httpurl | ftpurl | ...) ~ !xchar | otherurl`). PEG's choice is kept: when a
    /// head matches and its tail does not, the alternative fails without trying the
    /// head's later variants. `None` for any other shape. Not for recursive rules,
    /// whose depth guard must run on every exit.
    fn returning_variants(
        &mut self,
        body: &Node,
        variants: &[TokenStream],
        slots: &[Slot],
    ) -> Option<TokenStream> {
        let alternatives = match body {
            Node::Choice(alternatives) => &alternatives[..],
            other => std::slice::from_ref(other),
        };
        // The shape is checked whole before any code is written, so that a body
        // that does not fit leaves no labels or tables behind.
        let mut shaped = Vec::new();
        for alternative in alternatives {
            let (head, tail) = match alternative {
                Node::Seq(parts) => (parts.first()?, &parts[1..]),
                other => (other, &[][..]),
            };
            let tail = Node::Seq(tail.to_vec());
            let mut stored = BTreeSet::new();
            tail.slots(&mut stored);
            if !stored.is_empty() {
                return None;
            }
            let heads = match head {
                Node::Choice(heads) => &heads[..],
                other => std::slice::from_ref(other),
            };
            let variants_only = heads
                .iter()
                .all(|head| matches!(head, Node::Call { slot: Some(_), .. } | Node::Token { .. }));
            if !variants_only {
                return None;
            }
            shaped.push((heads, tail));
        }
        let mut code = Vec::new();
        for (heads, tail) in shaped {
            let tail = self.node(&tail, Target::Match, Path::Fast);
            let label = self.fresh("alt");
            let mut tries = Vec::new();
            for head in heads {
                let (attempt, value, slot) = match head {
                    Node::Call {
                        rule,
                        slot: Some(slot),
                    } => {
                        let builder = builder_name(rule);
                        (quote!(#builder(st, pos)), quote!(value), *slot)
                    }
                    Node::Token { slot, body } => {
                        let inner = self.node(body, Target::Match, Path::Fast);
                        let token = quote!(#inner.map(|end| (end, Token::new(st, pos, end))));
                        (token, quote!(value), *slot)
                    }
                    _ => return None,
                };
                let variant = &variants[slot];
                let value = if slots[slot].boxed {
                    quote!(Box::new(#value))
                } else {
                    value
                };
                tries.push(quote! {
                    if let Some((end, value)) = #attempt {
                        match tail(st, end) {
                            Some(end) => return Some((end, #variant(#value))),
                            None => break #label,
                        }
                    }
                });
            }
            code.push(quote!({
                let tail = |st: &mut State<'i>, pos: usize| -> Option<usize> { #tail };
                #label: { #(#tries)* }
            }));
        }
        Some(quote!(#(#code)* None))
    }

    /// Stores `value` into slot `slot` of the composite whose locals start with
    /// `prefix`.
    fn store(&self, slots: &[Slot], prefix: &str, slot: usize, value: TokenStream) -> TokenStream {
        match &self.variants {
            Some(variants) if prefix == "f" => {
                let variant = &variants[slot];
                quote!(out = Some(#variant(#value)))
            }
            _ => store(slots, prefix, slot, value),
        }
    }

    /// The local behind slot `slot` (`out` for the variants of an enum).
    fn local(&self, prefix: &str, slot: usize) -> Ident {
        match &self.variants {
            Some(_) if prefix == "f" => format_ident!("out"),
            _ => slot_local(prefix, slot),
        }
    }

    /// `n_<owner>_<slot>`: reads one item of a list field at `pos` (the list's
    /// repetition body, once).
    fn item_fn(&mut self, slot: &Slot) -> TokenStream {
        let Some(list) = &slot.list else {
            return quote!();
        };
        let name = format_ident!("{}", list.function);
        let item = [Slot {
            ty: slot.ty.clone(),
            mult: Mult::One,
            boxed: slot.boxed,
            list: None,
        }];
        let body = self.optimizer.fast(&list.body);
        let body = self.node(
            &body,
            Target::Build {
                slots: &item,
                prefix: "f",
            },
            Path::Fast,
        );
        let ty = item_type(&slot.ty);
        if list.skips {
            // Iterations that store nothing lie between items; the repetition ends
            // where its body stops matching, so the loop ends with the list.
            return quote! {
                pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty)> {
                    let mut pos = pos;
                    loop {
                        let mut f0 = None;
                        let end = #body?;
                        if let Some(value) = f0 {
                            return Some((end, value));
                        }
                        if end == pos {
                            return None;
                        }
                        pos = end;
                    }
                }
            };
        }
        quote! {
            pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty)> {
                let mut f0 = None;
                let end = #body;
                Some((end?, f0?))
            }
        }
    }

    /// The struct literal for a composite whose slots are in locals `{prefix}{i}`,
    /// with `token` (its `Token`) in scope.
    fn construct_struct(
        &self,
        ty: TokenStream,
        composite: &Composite,
        prefix: &str,
    ) -> TokenStream {
        let fields = composite.fields.iter().map(|field| {
            let name = ident(&field.name);
            let local = slot_local(prefix, field.slot);
            let slot = &composite.slots[field.slot];
            match (&slot.list, slot.mult) {
                (Some(list), _) => {
                    let next = format_ident!("{}", list.function);
                    quote!(#name: #local.unwrap_or_else(|| List::empty(#next)))
                }
                (None, Mult::One) => quote!(#name: #local?),
                (None, Mult::Optional | Mult::Many) => quote!(#name: #local),
            }
        });
        quote!(#ty { #(#fields,)* __token: token })
    }

    /// Code for `node`: an expression of type `Option<usize>` (the position after the
    /// match), with `st` and `pos` in scope.
    fn node(&mut self, node: &Node, target: Target<'_>, path: Path) -> TokenStream {
        if path.quiet() {
            if let Some(set) = self.classes.exact(node) {
                let table = self.table(set);
                return quote!(st.byte_in(pos, &#table));
            }
        }
        match node {
            Node::Empty => quote!(Some(pos)),
            Node::Literal(text) if self.folding => quote!(st.literal_insensitive(pos, #text)),
            Node::Literal(text) if self.fold_case.literals.contains(text) => {
                quote!(st.literal_folding(pos, #text))
            }
            Node::Literal(text) => quote!(st.literal(pos, #text)),
            Node::Insensitive(text) => quote!(st.literal_insensitive(pos, #text)),
            Node::Range(lo, hi) => {
                let (lo, hi) = (Literal::character(*lo), Literal::character(*hi));
                quote!(st.range(pos, #lo, #hi))
            }
            Node::Builtin(Builtin::Any) => quote!(st.any(pos)),
            Node::Builtin(Builtin::Soi) => quote!((pos == 0).then_some(pos)),
            Node::Builtin(Builtin::Eoi) => match path {
                Path::Fast => quote!(st.end_of_input(pos)),
                Path::Recording { .. } => quote!({
                    let mark = st.mark(pos);
                    let end = st.end_of_input(pos);
                    match end {
                        None => st.fail(pos, "EOI", mark),
                        Some(_) => st.succeed(pos, "EOI", mark),
                    }
                    end
                }),
            },
            Node::Builtin(Builtin::Newline) => {
                quote!(st
                    .literal(pos, "\n")
                    .or_else(|| st.literal(pos, "\r\n"))
                    .or_else(|| st.literal(pos, "\r")))
            }
            Node::Call { rule, slot } => self.call(rule, *slot, target, path),
            Node::Token { slot, body } => {
                let inner = self.node(body, Target::Match, path);
                match target {
                    Target::Match => inner,
                    Target::Build { slots, prefix } => {
                        let store =
                            self.store(slots, prefix, *slot, quote!(Token::new(st, pos, end)));
                        quote!(match #inner { Some(end) => { #store; Some(end) } None => None })
                    }
                }
            }
            Node::Group { slot, body } => match target {
                Target::Match => self.node(body, Target::Match, path),
                Target::Build { slots, prefix } => self.group(*slot, body, slots, prefix, path),
            },
            Node::Ahead(body) => {
                let inner = self.node(body, Target::Match, path);
                let (hush, unhush) = self.hush(path, true);
                quote!({ #hush let ahead = #inner; #unhush ahead.map(|_| pos) })
            }
            Node::NotAhead(body) => {
                let inner = self.node(body, Target::Match, path);
                let (hush, unhush) = self.hush(path, false);
                quote!({ #hush let ahead = #inner; #unhush match ahead { Some(_) => None, None => Some(pos) } })
            }
            Node::Seq(parts) => {
                let label = self.fresh("seq");
                let mut steps: Vec<TokenStream> = Vec::new();
                let mut rest = &parts[..];
                while let Some(part) = rest.first() {
                    let step = match (path.quiet(), target) {
                        (true, Target::Match) => self.items_then_last(rest, path),
                        (true, Target::Build { slots, prefix }) => {
                            self.list_then_leaf(rest, slots, prefix, path)
                        }
                        _ => None,
                    };
                    if let Some((step, used)) = step {
                        steps.push(step);
                        rest = &rest[used..];
                        continue;
                    }
                    steps.push(self.node(part, target, path));
                    rest = &rest[1..];
                }
                let seq = quote!(#label: {
                    #(let pos = match #steps { Some(next) => next, None => break #label None };)*
                    Some(pos)
                });
                self.restoring_stack(seq)
            }
            Node::Choice(alternatives) => {
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
            Node::Opt(body) => {
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
            Node::Rep { body, min, max } => self.repeat(body, *min, *max, target, path),
            Node::Skip => match path {
                Path::Recording { quiet: false } => quote!(Some(implicit_skip_recording(st, pos))),
                _ => quote!(Some(implicit_skip(st, pos))),
            },
            Node::Spaced {
                body,
                min,
                max,
                unrolled,
            } => self.spaced(body, *min, *max, *unrolled, target, path),
            Node::Unicode { ranges, .. } => {
                let table = format_ident!("UNICODE_{}", intern(&mut self.unicode, ranges.clone()));
                quote!(st.char_in(pos, #table))
            }
            Node::Push(body) => {
                let inner = self.node(body, target, path);
                quote!({
                    let start = pos;
                    match #inner {
                        Some(end) => { st.push_span(start, end); Some(end) }
                        None => None,
                    }
                })
            }
            Node::PushLiteral(text) => quote!({ st.push_literal(#text); Some(pos) }),
            Node::Stack(op) => match op {
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
            Node::Restore(body) => {
                let inner = self.node(body, target, path);
                self.restoring_stack(inner)
            }
        }
    }

    /// `code` made to undo its stack changes when it fails (in a grammar that uses
    /// the stack).
    fn restoring_stack(&self, code: TokenStream) -> TokenStream {
        if !self.stack {
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

    /// A repetition with implicit whitespace between iterations (see
    /// [`Node::Spaced`]): iterations below `min` are required; a bounded one's
    /// later iterations are each optional with the whitespace before them kept
    /// (pest unrolls `e{,n}` into `e? ~ e? ...`); an unbounded one's end where an
    /// iteration fails, its whitespace given back, except the first optional one of
    /// `e{n,}`.
    fn spaced(
        &mut self,
        body: &Node,
        min: u32,
        max: Option<u32>,
        unrolled: bool,
        target: Target<'_>,
        path: Path,
    ) -> TokenStream {
        let attempt = self.node(body, target, path);
        let (save, restore) = self.backtrack(body, target);
        let skip = self.node(&Node::Skip, Target::Match, path);
        let (stack_save, stack_restore) = if self.stack {
            (
                quote!(let stack_mark = st.stack_mark();),
                quote!(st.stack_restore(stack_mark);),
            )
        } else {
            (quote!(), quote!())
        };
        let limit = max.map(|max| quote!(if count == #max { break true; }));
        let on_failure = match max {
            // `e?` of an unrolled bound: the whitespace before it stays.
            Some(_) => quote!({
                pos = at;
                count += 1;
                continue;
            }),
            None if unrolled => quote!({
                if count == #min {
                    pos = at;
                }
                break true;
            }),
            None => quote!(break true),
        };
        quote!({
            let mut pos = pos;
            let mut count: u32 = 0;
            let matched = loop {
                #limit
                #save
                #stack_save
                let at = if count > 0 {
                    let pos = pos;
                    match #skip { Some(next) => next, None => pos }
                } else {
                    pos
                };
                let attempt = {
                    let pos = at;
                    #attempt
                };
                match attempt {
                    Some(next) => {
                        count += 1;
                        let stuck = next == pos;
                        pos = next;
                        if stuck && count > #min {
                            break true;
                        }
                    }
                    None => {
                        #restore
                        #stack_restore
                        if count < #min {
                            break false;
                        }
                        #on_failure
                    }
                }
            };
            if matched { Some(pos) } else { None }
        })
    }

    /// The entry and exit of a lookahead: when recording, the state knows it is in
    /// one (pest records what fails in `&e` and what matches in `!e`); a lookahead
    /// also gives back every stack change of its body.
    fn hush(&self, path: Path, positive: bool) -> (TokenStream, TokenStream) {
        let (hush, unhush) = match path {
            Path::Fast => (quote!(), quote!()),
            Path::Recording { .. } => (
                quote!(let lookahead = st.lookahead(#positive);),
                quote!(st.end_lookahead(lookahead);),
            ),
        };
        if self.stack {
            (
                quote!(#hush let stack_mark = st.stack_mark();),
                quote!(st.stack_restore(stack_mark); #unhush),
            )
        } else {
            (hush, unhush)
        }
    }

    /// Builds the group struct of `slot` from `body` and stores it.
    fn group(
        &mut self,
        slot: usize,
        body: &Node,
        slots: &[Slot],
        prefix: &str,
        path: Path,
    ) -> TokenStream {
        let SlotType::Group(group) = &slots[slot].ty else {
            // The model puts group nodes on group slots only.
            return self.node(body, Target::Match, path);
        };
        let inner_prefix = if prefix == "f" {
            "g".to_owned()
        } else {
            format!("{prefix}g")
        };
        let inner_target = Target::Build {
            slots: &group.composite.slots,
            prefix: &inner_prefix,
        };
        let inner = self.node(body, inner_target, path);
        let locals = declare_slots(&group.composite.slots, &inner_prefix);
        let group_type = type_path(&group.type_name);
        let construct = match &group.variants {
            None => self.construct_struct(quote!(#group_type), &group.composite, &inner_prefix),
            Some(variants) => {
                let arms = variants.iter().map(|variant| {
                    let local = slot_local(&inner_prefix, variant.slot);
                    let name = ident(&variant.name);
                    quote!(if let Some(value) = #local { #group_type::#name(value) })
                });
                quote!(#(#arms else)* { return None })
            }
        };
        let value = quote!({
            let token = Token::new(st, pos, end);
            (|| Some(#construct))()
        });
        let store = self.store(slots, prefix, slot, quote!(value));
        quote!({
            #locals
            match #inner {
                Some(end) => match #value {
                    Some(value) => { #store; Some(end) }
                    None => None,
                },
                None => None,
            }
        })
    }

    fn repeat(
        &mut self,
        body: &Node,
        min: u32,
        max: Option<u32>,
        target: Target<'_>,
        path: Path,
    ) -> TokenStream {
        if let (true, None, Some(set)) = (path.quiet(), max, self.classes.exact(body)) {
            // A run of one character class: a scanning loop over a byte table.
            let table = self.table(set);
            return match min {
                0 => quote!(Some(st.scan(pos, &#table))),
                _ => {
                    let min = min as usize;
                    quote!({ let end = st.scan(pos, &#table); if end - pos >= #min { Some(end) } else { None } })
                }
            };
        }
        if let (true, 0, None, Target::Match) = (path.quiet(), min, max, target) {
            if let Some(code) = self.fast_loop(body, path) {
                return code;
            }
        }
        if let Target::Build { slots, prefix } = target {
            let mut assigned = BTreeSet::new();
            body.slots(&mut assigned);
            if let [slot] = assigned.into_iter().collect::<Vec<_>>()[..] {
                if let Some(list) = &slots[slot].list {
                    // Only where the repetition is: its items are read when iterated.
                    // Nothing is stored, so the extent gets the fast form (a path's
                    // `("/" ~ hsegment)*` is one scan).
                    let extent = self.optimizer.fast_extent(&Node::Rep {
                        body: Box::new(body.without_slots()),
                        min,
                        max,
                    });
                    let scan = self.node(&extent, Target::Match, path);
                    let local = slot_local(prefix, slot);
                    let next = format_ident!("{}", list.function);
                    return quote!({
                        let start = pos;
                        match #scan {
                            Some(end) => { #local = Some(List::new(st.input(), start, end, #next)); Some(end) }
                            None => None,
                        }
                    });
                }
            }
        }
        let attempt = self.node(body, target, path);
        let (save, restore) = self.backtrack(body, target);
        let (save, restore) = if self.stack {
            (
                quote!(#save let stack_mark = st.stack_mark();),
                quote!(#restore st.stack_restore(stack_mark);),
            )
        } else {
            (save, restore)
        };
        if min == 0 && max.is_none() {
            return quote!({
                let mut pos = pos;
                loop {
                    #save
                    match #attempt {
                        Some(next) if next != pos => pos = next,
                        Some(_) => break,
                        None => { #restore break }
                    }
                }
                Some(pos)
            });
        }
        let limit = max.map(|max| quote!(if count == #max { break; }));
        quote!({
            let mut pos = pos;
            let mut count: u32 = 0;
            loop {
                #limit
                #save
                match #attempt {
                    Some(next) => {
                        count += 1;
                        if next == pos { break; }
                        pos = next;
                    }
                    None => { #restore break }
                }
            }
            if count >= #min { Some(pos) } else { None }
        })
    }

    /// Tight loops for two shapes of `body*` on the quiet path, where nothing is
    /// stored:
    ///
    /// - `(C | rest)*` with `C` a character class: scan the run of `C`, then try
    ///   `rest` once; a byte after the run is not in `C`, so trying `C` first there
    ///   would fail anyway and PEG's ordered choice is kept;
    /// - `(A* ~ B)*` with `A`, `B` disjoint classes: every iteration ends on a `B`,
    ///   so the repetition ends after the last `B` of the run of `A | B`.
    fn fast_loop(&mut self, body: &Node, path: Path) -> Option<TokenStream> {
        match body {
            Node::Choice(alternatives) if alternatives.len() >= 2 => {
                let first = self.classes.exact(&alternatives[0])?;
                let table = self.table(first);
                let rest = Node::Choice(alternatives[1..].to_vec());
                let attempt = self.node(&rest, Target::Match, path);
                Some(quote!({
                    let mut pos = pos;
                    loop {
                        pos = st.scan(pos, &#table);
                        match #attempt {
                            Some(next) if next != pos => pos = next,
                            _ => break,
                        }
                    }
                    Some(pos)
                }))
            }
            Node::Seq(_) => {
                let (run, last) = self.run_to_last(body)?;
                let (run, last) = (self.table(run), self.table(last));
                Some(quote!(Some(st.scan_to_last(pos, &#run, &#last))))
            }
            _ => None,
        }
    }

    /// The classes of `A* ~ B` for disjoint classes `A` and `B`: `A | B`, the run
    /// an iteration of `(A* ~ B)*` reads, and `B`, the class it ends on.
    fn run_to_last(&self, body: &Node) -> Option<([bool; 128], [bool; 128])> {
        let Node::Seq(parts) = body else {
            return None;
        };
        let [Node::Rep {
            body: filler,
            min: 0,
            max: None,
        }, last] = &parts[..]
        else {
            return None;
        };
        let (filler, last) = (self.classes.exact(filler)?, self.classes.exact(last)?);
        if filler.iter().zip(&last).any(|(a, b)| *a && *b) {
            return None;
        }
        Some((std::array::from_fn(|b| filler[b] || last[b]), last))
    }

    /// One loop for `(a ~ m ~ s)* ~ b ~ m` at the start of `parts`, where `a` and
    /// `b` match one byte each and `b`'s bytes are some of `a`'s (a hostname:
    /// `(domainlabel ~ ".")* ~ toplabel`, the labels alike after their first byte).
    /// PEG ends the repetition at the start of the first item whose `s` is missing
    /// and then matches `b ~ m` there, which reads that item again; this loop keeps
    /// where the item began and ends at its `m` when its first byte is one of `b`'s.
    /// (Where `a` or `m` fails, `b ~ m` would fail too.) Returns the step and how
    /// many parts it covers.
    fn items_then_last(&mut self, parts: &[Node], path: Path) -> Option<(TokenStream, usize)> {
        let (items, used) = self.items_then_last_loop(parts, path)?;
        Some((quote!(#items.map(|(_, end)| end)), used))
    }

    /// The loop of [`Gen::items_then_last`], an expression of type
    /// `Option<(usize, usize)>`: where the last item (`b ~ m`) starts, and where it
    /// ends.
    fn items_then_last_loop(&mut self, parts: &[Node], path: Path) -> Option<(TokenStream, usize)> {
        let shape = self.items_then_last_shape(parts)?;
        if let Some(labels) = self.labels_static(&shape) {
            return Some((quote!(st.labels(pos, &#labels)), shape.used));
        }
        let ItemsThenLast {
            every,
            middle,
            separator,
            last,
            used,
        } = shape;
        let (every, last) = (self.table(every), self.table(last));
        let middle = self.node(&Node::Seq(middle.to_vec()), Target::Match, path);
        let separator = self.node(separator, Target::Match, path);
        let step = quote!({
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
        });
        Some((step, used))
    }

    /// The parts of `(a ~ m ~ s)* ~ b ~ m` at the start of `parts` (see
    /// [`Gen::items_then_last`]), when they have that shape.
    fn items_then_last_shape<'n>(&self, parts: &'n [Node]) -> Option<ItemsThenLast<'n>> {
        let Node::Rep {
            body,
            min: 0,
            max: None,
        } = parts.first()?
        else {
            return None;
        };
        let Node::Seq(item) = &**body else {
            return None;
        };
        let [first, middle @ .., separator] = &item[..] else {
            return None;
        };
        let used = 2 + middle.len();
        let [last_first, last_middle @ ..] = parts.get(1..used)? else {
            return None;
        };
        let (every, last) = (self.classes.exact(first)?, self.classes.exact(last_first)?);
        if last_middle != middle || last.iter().zip(&every).any(|(l, e)| *l && !*e) {
            return None;
        }
        Some(ItemsThenLast {
            every,
            middle,
            separator,
            last,
            used,
        })
    }

    /// The recording form of a rule `(a ~ s)* ~ b`, with `a` and `b` atomic rules
    /// and `s` a literal, whose fast form is one `Labels` step (a hostname): where
    /// that step matches, so do the calls of `a` at every label, `s` after all but
    /// the last and `b` on the last, and none of them records a failure; so the
    /// step stands for the recording body, which runs only where the step fails.
    fn recorded_labels(&mut self, rule: &RuleModel) -> Option<Ident> {
        let Node::Seq(parts) = &rule.matcher else {
            return None;
        };
        let [Node::Rep {
            body,
            min: 0,
            max: None,
        }, Node::Call { rule: last, .. }] = &parts[..]
        else {
            return None;
        };
        let Node::Seq(item) = &**body else {
            return None;
        };
        let [Node::Call { rule: label, .. }, Node::Literal(_)] = &item[..] else {
            return None;
        };
        if !self.atomic.contains(label) || !self.atomic.contains(last) {
            return None;
        }
        let Node::Seq(fast) = self.optimizer.fast(&rule.matcher) else {
            return None;
        };
        let shape = self.items_then_last_shape(&fast)?;
        if shape.used != fast.len() {
            return None;
        }
        self.labels_static(&shape)
    }

    /// The static of [`Gen::items_then_last`]'s loop as one `url_runtime::Labels`
    /// step, when its middle is `(A* ~ B)*` and its separator a character class
    /// with the classes in the shape `Labels::new` requires: the first bytes and `B`
    /// in the run `A | B`, the separator not. (A hostname: labels of letters,
    /// digits and inner hyphens, separated by dots.)
    fn labels_static(&mut self, shape: &ItemsThenLast<'_>) -> Option<Ident> {
        let (first, last_first) = (shape.every, shape.last);
        let [Node::Rep {
            body,
            min: 0,
            max: None,
        }] = shape.middle
        else {
            return None;
        };
        let (run, last) = self.run_to_last(body)?;
        let separator = self.classes.exact(shape.separator)?;
        let fits = (0..128).all(|b| (!first[b] || run[b]) && !(separator[b] && run[b]));
        if !fits {
            return None;
        }
        let classes = [first, run, last, separator, last_first].map(|set| self.table_index(set));
        Some(format_ident!(
            "LABELS_{}",
            intern(&mut self.labels, classes)
        ))
    }

    /// When building: a list field `(a ~ m ~ s)*` followed by a rule whose value is
    /// only its token and whose fast form is `b ~ m` (a hostname's labels, then its
    /// `toplabel`), read in one [`Gen::items_then_last_loop`]. The list is where the
    /// repetition is and the last item is the rule's token, as PEG would have built
    /// them, but the last label is read once instead of twice. Returns the step and
    /// how many parts it covers (two).
    fn list_then_leaf(
        &mut self,
        parts: &[Node],
        slots: &[Slot],
        prefix: &str,
        path: Path,
    ) -> Option<(TokenStream, usize)> {
        let [repetition @ Node::Rep { body, .. }, Node::Call {
            rule,
            slot: Some(leaf_slot),
        }, ..] = parts
        else {
            return None;
        };
        let mut assigned = BTreeSet::new();
        body.slots(&mut assigned);
        let [list_slot] = assigned.into_iter().collect::<Vec<_>>()[..] else {
            return None;
        };
        let list = slots[list_slot].list.as_ref()?;
        let leaf = type_path(self.leaves.get(rule)?);
        let leaf_slot = *leaf_slot;
        if slots[leaf_slot].mult == Mult::Many || slots[leaf_slot].boxed {
            return None;
        }
        let unstored = Node::Seq(vec![
            repetition.without_slots(),
            Node::Call {
                rule: rule.clone(),
                slot: None,
            },
        ]);
        let Node::Seq(fast) = self.optimizer.fast(&unstored) else {
            return None;
        };
        let (items, used) = self.items_then_last_loop(&fast, path)?;
        if used != fast.len() {
            return None;
        }
        let list_local = slot_local(prefix, list_slot);
        let next = format_ident!("{}", list.function);
        let store_leaf = self.store(
            slots,
            prefix,
            leaf_slot,
            quote!(#leaf { __token: Token::new(st, last, end) }),
        );
        let step = quote!({
            let start = pos;
            match #items {
                Some((last, end)) => {
                    #list_local = Some(List::new(st.input(), start, last, #next));
                    #store_leaf;
                    Some(end)
                }
                None => None,
            }
        });
        Some((step, 2))
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
            (Target::Build { slots, prefix }, Some(slot)) => {
                let builder = builder_name(rule);
                let value = if slots[slot].boxed {
                    quote!(Box::new(value))
                } else {
                    quote!(value)
                };
                let store = self.store(slots, prefix, slot, value);
                quote!(match #builder(st, pos) { Some((end, value)) => { #store; Some(end) } None => None })
            }
            _ => {
                // Where nothing is recorded (inside atomic rules and lookaheads) the
                // recording functions would only repeat the fast ones, slower.
                let function = match path {
                    Path::Fast | Path::Recording { quiet: true } => matcher_name(rule),
                    Path::Recording { quiet: false } => recorder_name(rule),
                };
                quote!(#function(st, pos))
            }
        }
    }

    /// Code to save the state of the slots `node` assigns, and to restore it when the
    /// node fails part-way (a `Vec` is truncated, an `Option` emptied).
    fn backtrack(&mut self, node: &Node, target: Target<'_>) -> (TokenStream, TokenStream) {
        let Target::Build { slots, prefix } = target else {
            return (quote!(), quote!());
        };
        let mut assigned = BTreeSet::new();
        node.slots(&mut assigned);
        let mut save = Vec::new();
        let mut restore = Vec::new();
        let mut cleared = BTreeSet::new();
        for slot in assigned {
            let local = self.local(prefix, slot);
            if slots[slot].mult == Mult::Many && slots[slot].list.is_none() {
                let saved = format_ident!("len_{}_{}", prefix, slot);
                save.push(quote!(let #saved = #local.len();));
                restore.push(quote!(#local.truncate(#saved);));
            } else if cleared.insert(local.to_string()) {
                restore.push(quote!(#local = None;));
            }
        }
        (quote!(#(#save)*), quote!(#(#restore)*))
    }

    /// The static holding byte table `set`, shared between equal sets.
    fn table(&mut self, set: [bool; 128]) -> Ident {
        format_ident!("CLASS_{}", self.table_index(set))
    }

    /// The index of byte table `set` in `tables`, added when new.
    fn table_index(&mut self, set: [bool; 128]) -> usize {
        let set = if self.folding { fold_table(set) } else { set };
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

/// The parts of [`Gen::items_then_last`]'s shape `(a ~ m ~ s)* ~ b ~ m`.
struct ItemsThenLast<'n> {
    /// The bytes `a` matches.
    every: [bool; 128],
    /// `m`.
    middle: &'n [Node],
    /// `s`.
    separator: &'n Node,
    /// The bytes `b` matches.
    last: [bool; 128],
    /// How many parts the shape covers.
    used: usize,
}

/// Every list slot of a rule's shape, its variant groups included.
fn list_slots(shape: &Shape) -> Vec<&Slot> {
    let slots: &[Slot] = match shape {
        Shape::Struct(composite) => &composite.slots,
        Shape::Enum(model) => &model.slots,
        Shape::Silent | Shape::Leaf => &[],
    };
    fn visit<'s>(slots: &'s [Slot], found: &mut Vec<&'s Slot>) {
        for slot in slots {
            if slot.list.is_some() {
                found.push(slot);
            }
            if let SlotType::Group(group) = &slot.ty {
                visit(&group.composite.slots, found);
            }
        }
    }
    let mut found = Vec::new();
    visit(slots, &mut found);
    found
}

/// The Rust type of one value of a slot type, with lifetime `'i`.
fn item_type(ty: &SlotType) -> TokenStream {
    match ty {
        SlotType::Rule(rule) => {
            let ty = type_path(&crate::naming::type_name(rule));
            quote!(#ty<'i>)
        }
        SlotType::Token => quote!(Token<'i>),
        SlotType::Group(group) => {
            let ty = type_path(&group.type_name);
            quote!(#ty<'i>)
        }
    }
}

/// True when building `slots` allocates: a repetition kept in a `Vec`, or a value
/// behind a `Box`.
fn allocates(slots: &[Slot]) -> bool {
    slots
        .iter()
        .any(|slot| slot.boxed || (slot.mult == Mult::Many && slot.list.is_none()))
}

/// The path of generated type `name` from the parser module: `super::Name`, so
/// that the parser names no type through a glob import a rule could shadow.
fn type_path(name: &str) -> TokenStream {
    let ty = ident(name);
    quote!(super::#ty)
}

/// The local variable behind slot `slot`.
fn slot_local(prefix: &str, slot: usize) -> Ident {
    format_ident!("{}{}", prefix, slot)
}

/// `let mut` declarations for the locals of `slots`.
fn declare_slots(slots: &[Slot], prefix: &str) -> TokenStream {
    let locals = slots.iter().enumerate().map(|(i, slot)| {
        let local = slot_local(prefix, i);
        match slot.mult {
            Mult::Many if slot.list.is_none() => quote!(let mut #local = Vec::new();),
            _ => quote!(let mut #local = None;),
        }
    });
    quote!(#(#locals)*)
}

/// Stores `value` into slot `slot`.
fn store(slots: &[Slot], prefix: &str, slot: usize, value: TokenStream) -> TokenStream {
    let local = slot_local(prefix, slot);
    match slots[slot].mult {
        Mult::Many => quote!(#local.push(#value)),
        Mult::One | Mult::Optional => quote!(#local = Some(#value)),
    }
}
