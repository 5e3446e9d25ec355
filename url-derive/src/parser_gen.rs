//! Stage 3a: the parser. Every rule becomes two functions over
//! `url_runtime::State`: `m_<rule>` recognises (no tree, no allocation) and
//! `b_<rule>` builds the rule's typed value in the same single pass. PEG semantics
//! are kept exactly: ordered choice commits to the first alternative that matches,
//! repetition is greedy, lookahead consumes nothing. Where nothing is reported
//! (inside atomic rules and lookaheads), character classes compile to 128-entry
//! byte tables.

use std::collections::BTreeSet;

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

use crate::charclass::Classes;
use crate::model::{Builtin, Composite, Model, Mult, Node, RuleModel, Shape, Slot, SlotType};
use crate::naming::ident;

/// Generates the parser functions of every rule, as items of the private parser
/// module (which `use`s the generated types from `super`).
pub fn parser_items(model: &Model) -> TokenStream {
    let mut gen = Gen {
        classes: Classes::new(&model.rules),
        label: 0,
        tables: Vec::new(),
    };
    let mut items = Vec::new();
    for rule in &model.rules {
        items.push(gen.matcher_fn(rule));
        if let Some(builder) = gen.builder_fn(rule) {
            items.push(builder);
        }
    }
    let tables = gen.tables.iter().enumerate().map(|(i, table)| {
        let name = format_ident!("CLASS_{}", i);
        let cells = table
            .iter()
            .map(|&b| if b { quote!(true) } else { quote!(false) });
        quote!(static #name: [bool; 128] = [#(#cells),*];)
    });
    quote! {
        #(#tables)*
        #(#items)*
    }
}

/// The name of a rule's recognising function.
pub fn matcher_name(rule: &str) -> Ident {
    format_ident!("m_{}", rule)
}

/// The name of a rule's building function.
pub fn builder_name(rule: &str) -> Ident {
    format_ident!("b_{}", rule)
}

/// Where the body being generated stores values.
#[derive(Clone, Copy)]
enum Target<'m> {
    /// Recognise only.
    Match,
    /// Store into the slots of `composite`, in locals named `{prefix}{slot}`.
    Build {
        slots: &'m [Slot],
        prefix: &'static str,
    },
}

/// Generation state: character classes, fresh label numbers, byte tables.
struct Gen<'m> {
    classes: Classes<'m>,
    label: usize,
    tables: Vec<[bool; 128]>,
}

impl<'m> Gen<'m> {
    fn fresh(&mut self, prefix: &str) -> TokenStream {
        self.label += 1;
        let lifetime = syn::Lifetime::new(&format!("'{prefix}{}", self.label), Span::call_site());
        quote!(#lifetime)
    }

    /// `m_<rule>`: recognises the rule at `pos`, reporting a failure by rule name.
    fn matcher_fn(&mut self, rule: &'m RuleModel) -> TokenStream {
        let name = matcher_name(&rule.name);
        let body = self.node(&rule.matcher, Target::Match, rule.atomic);
        let rule_name = &rule.name;
        let (hush, unhush) = if rule.atomic {
            (quote!(st.hush();), quote!(st.unhush();))
        } else {
            (quote!(), quote!())
        };
        let report = if matches!(rule.shape, Shape::Silent) {
            quote!()
        } else {
            quote!(if end.is_none() { st.fail(pos, #rule_name, mark); })
        };
        quote! {
            #[inline]
            pub(super) fn #name(st: &mut State<'_>, pos: usize) -> Option<usize> {
                if !st.enter() {
                    return None;
                }
                let mark = st.mark(pos);
                #hush
                let end = #body;
                #unhush
                st.leave();
                #report
                end
            }
        }
    }

    /// `b_<rule>`: builds the rule's value; `None` for silent rules.
    fn builder_fn(&mut self, rule: &'m RuleModel) -> Option<TokenStream> {
        let name = builder_name(&rule.name);
        let matcher = matcher_name(&rule.name);
        let ty = ident(&rule.type_name);
        let rule_name = &rule.name;
        let (slots, body, construct) = match &rule.shape {
            Shape::Silent => return None,
            Shape::Leaf => {
                return Some(quote! {
                    #[inline]
                    pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty<'i>)> {
                        let end = #matcher(st, pos)?;
                        Some((end, #ty { __span: Span::new(pos, end), __text: st.slice(pos, end) }))
                    }
                })
            }
            Shape::Struct(composite) => {
                let body = self.node(
                    &composite.body,
                    Target::Build {
                        slots: &composite.slots,
                        prefix: "f",
                    },
                    false,
                );
                (
                    &composite.slots,
                    body,
                    self.construct_struct(quote!(#ty), composite, "f"),
                )
            }
            Shape::Enum(model) => {
                let body = self.node(
                    &model.body,
                    Target::Build {
                        slots: &model.slots,
                        prefix: "f",
                    },
                    false,
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
        Some(quote! {
            pub(super) fn #name<'i>(st: &mut State<'i>, pos: usize) -> Option<(usize, #ty<'i>)> {
                if !st.enter() {
                    return None;
                }
                let mark = st.mark(pos);
                #locals
                let end = #body;
                st.leave();
                let Some(end) = end else {
                    st.fail(pos, #rule_name, mark);
                    return None;
                };
                let span = Span::new(pos, end);
                let text = st.slice(pos, end);
                Some((end, #construct))
            }
        })
    }

    /// The struct literal for a composite whose slots are in locals `{prefix}{i}`,
    /// with `span` and `text` in scope.
    fn construct_struct(
        &self,
        ty: TokenStream,
        composite: &Composite,
        prefix: &str,
    ) -> TokenStream {
        let fields = composite.fields.iter().map(|field| {
            let name = ident(&field.name);
            let local = slot_local(prefix, field.slot);
            match composite.slots[field.slot].mult {
                Mult::One => quote!(#name: #local?),
                Mult::Optional | Mult::Many => quote!(#name: #local),
            }
        });
        quote!(#ty { #(#fields,)* __span: span, __text: text })
    }

    /// Code for `node`: an expression of type `Option<usize>` (the position after the
    /// match), with `st` and `pos` in scope. `quiet` is true where failures are not
    /// reported (inside atomic rules and lookaheads).
    fn node(&mut self, node: &Node, target: Target<'m>, quiet: bool) -> TokenStream {
        if quiet {
            if let Some(set) = self.classes.exact(node) {
                let table = self.table(set);
                return quote!(st.byte_in(pos, &#table));
            }
        }
        match node {
            Node::Empty => quote!(Some(pos)),
            Node::Literal(text) => quote!(st.literal(pos, #text)),
            Node::Insensitive(text) => quote!(st.literal_insensitive(pos, #text)),
            Node::Range(lo, hi) => {
                let (lo, hi) = (Literal::character(*lo), Literal::character(*hi));
                quote!(st.range(pos, #lo, #hi))
            }
            Node::Builtin(Builtin::Any) => quote!(st.any(pos)),
            Node::Builtin(Builtin::Soi) => quote!((pos == 0).then_some(pos)),
            Node::Builtin(Builtin::Eoi) => quote!({
                let mark = st.mark(pos);
                let end = st.end_of_input(pos);
                if end.is_none() {
                    st.fail(pos, "EOI", mark);
                }
                end
            }),
            Node::Builtin(Builtin::Newline) => {
                quote!(st
                    .literal(pos, "\n")
                    .or_else(|| st.literal(pos, "\r\n"))
                    .or_else(|| st.literal(pos, "\r")))
            }
            Node::Call { rule, slot } => self.call(rule, *slot, target),
            Node::Token { slot, body } => {
                let inner = self.node(body, Target::Match, quiet);
                match target {
                    Target::Match => inner,
                    Target::Build { slots, prefix } => {
                        let store = store(slots, prefix, *slot, quote!(Token::new(st, pos, end)));
                        quote!(match #inner { Some(end) => { #store; Some(end) } None => None })
                    }
                }
            }
            Node::Group { slot, body } => match target {
                Target::Match => self.node(body, Target::Match, quiet),
                Target::Build { slots, prefix } => {
                    let SlotType::Group(group) = &slots[*slot].ty else {
                        unreachable!("a group node always stores into a group slot")
                    };
                    let inner_target = Target::Build {
                        slots: &group.composite.slots,
                        prefix: "g",
                    };
                    let inner = self.node(body, inner_target, quiet);
                    let locals = declare_slots(&group.composite.slots, "g");
                    let group_type = ident(&group.type_name);
                    let construct =
                        self.construct_struct(quote!(#group_type), &group.composite, "g");
                    let value = quote!({
                        let span = Span::new(pos, end);
                        let text = st.slice(pos, end);
                        (|| Some(#construct))()
                    });
                    let store = store(slots, prefix, *slot, quote!(value));
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
            },
            Node::Ahead(body) => {
                let inner = self.node(body, Target::Match, true);
                quote!({ st.hush(); let ahead = #inner; st.unhush(); ahead.map(|_| pos) })
            }
            Node::NotAhead(body) => {
                let inner = self.node(body, Target::Match, true);
                quote!({ st.hush(); let ahead = #inner; st.unhush(); match ahead { Some(_) => None, None => Some(pos) } })
            }
            Node::Seq(parts) => {
                let label = self.fresh("seq");
                let steps: Vec<TokenStream> = parts
                    .iter()
                    .map(|part| self.node(part, target, quiet))
                    .collect();
                quote!(#label: {
                    #(let pos = match #steps { Some(next) => next, None => break #label None };)*
                    Some(pos)
                })
            }
            Node::Choice(alternatives) => {
                let label = self.fresh("alt");
                let tries: Vec<TokenStream> = alternatives
                    .iter()
                    .map(|alt| {
                        let attempt = self.node(alt, target, quiet);
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
                let attempt = self.node(body, target, quiet);
                let (save, restore) = self.backtrack(body, target);
                quote!({
                    #save
                    match #attempt {
                        Some(end) => Some(end),
                        None => { #restore Some(pos) }
                    }
                })
            }
            Node::Rep { body, min, max } => self.repeat(body, *min, *max, target, quiet),
        }
    }

    fn repeat(
        &mut self,
        body: &Node,
        min: u32,
        max: Option<u32>,
        target: Target<'m>,
        quiet: bool,
    ) -> TokenStream {
        let attempt = self.node(body, target, quiet);
        let (save, restore) = self.backtrack(body, target);
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

    /// A call of `rule`, storing its value into `slot` when building.
    fn call(&mut self, rule: &str, slot: Option<usize>, target: Target<'m>) -> TokenStream {
        match (target, slot) {
            (Target::Build { slots, prefix }, Some(slot)) => {
                let builder = builder_name(rule);
                let value = if slots[slot].boxed {
                    quote!(Box::new(value))
                } else {
                    quote!(value)
                };
                let store = store(slots, prefix, slot, value);
                quote!(match #builder(st, pos) { Some((end, value)) => { #store; Some(end) } None => None })
            }
            _ => {
                let matcher = matcher_name(rule);
                quote!(#matcher(st, pos))
            }
        }
    }

    /// Code to save the state of the slots `node` assigns, and to restore it when the
    /// node fails part-way (a `Vec` is truncated, an `Option` emptied).
    fn backtrack(&mut self, node: &Node, target: Target<'m>) -> (TokenStream, TokenStream) {
        let Target::Build { slots, prefix } = target else {
            return (quote!(), quote!());
        };
        let mut assigned = BTreeSet::new();
        node.slots(&mut assigned);
        let mut save = Vec::new();
        let mut restore = Vec::new();
        for slot in assigned {
            let local = slot_local(prefix, slot);
            if slots[slot].mult == Mult::Many {
                let saved = format_ident!("len_{}_{}", prefix, slot);
                save.push(quote!(let #saved = #local.len();));
                restore.push(quote!(#local.truncate(#saved);));
            } else {
                restore.push(quote!(#local = None;));
            }
        }
        (quote!(#(#save)*), quote!(#(#restore)*))
    }

    /// The static holding byte table `set`, shared between equal sets.
    fn table(&mut self, set: [bool; 128]) -> Ident {
        let index = match self.tables.iter().position(|t| *t == set) {
            Some(index) => index,
            None => {
                self.tables.push(set);
                self.tables.len() - 1
            }
        };
        format_ident!("CLASS_{}", index)
    }
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
            Mult::Many => quote!(let mut #local = Vec::new();),
            Mult::One | Mult::Optional => quote!(let mut #local = None;),
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
