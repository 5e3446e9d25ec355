//! Repetitions, as pest unrolls them: [`Ir::Rep`] and, with implicit whitespace
//! between iterations, [`Ir::Spaced`], in every flavour; where an unbounded
//! repetition ends on an iteration that matches nothing.

use proc_macro2::TokenStream;
use quote::quote;

use super::{Gen, Path, Target};
use crate::ir::Ir;
use crate::model::Trivia;

impl<'m> Gen<'m> {
    /// A repetition with implicit whitespace between iterations (see
    /// [`Ir::Spaced`]): iterations below `min` are required; a bounded one's
    /// later iterations are each optional with the whitespace before them kept
    /// (pest unrolls `e{,n}` into `e? ~ e? ...`), every one tried however little
    /// the one before matched; an unbounded one's end where an iteration fails,
    /// its whitespace given back, except the first optional one of `e{n,}`, or
    /// where an iteration after the required ones matches nothing.
    /// The nodes the skips report go to `trivia`'s slots; a skip given back
    /// (where an iteration fails) gives them back too.
    pub(super) fn spaced(
        &mut self,
        body: &Ir,
        (min, max, unrolled): (u32, Option<u32>, bool),
        trivia: Trivia,
        target: Target<'_>,
        path: Path,
    ) -> TokenStream {
        let attempt = self.node(body, target, path);
        let (save, restore) = self.backtrack(body, target);
        let skip = self.skip(trivia, target, path);
        let (skip_save, skip_restore) = self.skip_backtrack(trivia, target);
        // The skip between iterations counts: `WHITESPACE` may push.
        let stack = self.passes.changes_stack(body) || self.passes.changes_stack(&Ir::Skip(trivia));
        let (stack_save, stack_restore) = if stack {
            (
                quote!(let stack_mark = st.stack_mark();),
                quote!(st.stack_restore(stack_mark);),
            )
        } else {
            (quote!(), quote!())
        };
        let limit = max.map(|max| quote!(if count == #max { break true; }));
        // Only an unbounded repetition's open tail ends where an iteration matches
        // nothing; a bounded one's copies are all tried, as pest unrolls them.
        let on_stuck = match max {
            Some(_) => quote!(),
            None => self.on_stuck(min, stack),
        };
        let on_failure = match (max, path) {
            // `e?` of an unrolled bound: the whitespace before it stays; the
            // recorder tries the later copies too, so that their attempts count.
            (Some(_), Path::Recording) => quote!({
                pos = at;
                count += 1;
                continue;
            }),
            // The later copies fail as this one did, unless this is the first copy:
            // no skip came before it (the caller may be atomic), so pest's skip before
            // the second copy may move on, and the copies after it match from there.
            (Some(_), Path::Fast) => quote!({
                pos = at;
                if count == 0 {
                    count += 1;
                    continue;
                }
                break true;
            }),
            (None, _) if unrolled => quote!({
                if count == #min {
                    pos = at;
                } else {
                    #skip_restore
                }
                break true;
            }),
            (None, _) => quote!({
                #skip_restore
                break true;
            }),
        };
        let stuck = self.stuck_counter(max, stack);
        quote!({
            let mut pos = pos;
            let mut count: u32 = 0;
            #stuck
            let matched = loop {
                #limit
                #skip_save
                #stack_save
                let at = if count > 0 {
                    let pos = pos;
                    match #skip { Some(next) => next, None => pos }
                } else {
                    pos
                };
                #save
                let attempt = {
                    let pos = at;
                    #attempt
                };
                match attempt {
                    Some(next) => {
                        count += 1;
                        #on_stuck
                        pos = next;
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

    /// Where an unbounded repetition's iteration `count` matched nothing (`next ==
    /// pos`) after the `min` required ones: it ends, unless its iterations can
    /// change pest's stack (`stack`) and this one did (`url_runtime::Stuck`); after
    /// one that moved on, the count of empty ones starts again.
    fn on_stuck(&self, min: u32, stack: bool) -> TokenStream {
        if stack {
            quote! {
                if next == pos && count > #min && !stuck.again(st, stack_mark) {
                    break true;
                }
                if next != pos {
                    stuck.moved();
                }
            }
        } else {
            quote!(if next == pos && count > #min { break true; })
        }
    }

    /// The counter of [`Gen::on_stuck`], for an unbounded repetition whose
    /// iterations can change pest's stack (`stack`).
    fn stuck_counter(&self, max: Option<u32>, stack: bool) -> TokenStream {
        if stack && max.is_none() {
            quote!(let mut stuck = ::url_runtime::Stuck::default();)
        } else {
            quote!()
        }
    }

    /// A repetition, `min` to `max` times, iteration by iteration, as pest's
    /// unrolled copies match it (see [`Ir::Rep`]): the first `min` iterations are
    /// required copies and a bounded one's others optional copies, each tried
    /// however little the one before it matched; only an unbounded repetition's
    /// open tail (pest's `e*`) ends at an iteration that matches nothing. After an
    /// optional copy fails, the fast path stops (every later copy would fail the
    /// same way at the same position, with the same stack), the recorder tries them
    /// all, as pest does, so that their attempts count.
    pub(super) fn repeat(
        &mut self,
        body: &Ir,
        min: u32,
        max: Option<u32>,
        target: Target<'_>,
        path: Path,
    ) -> TokenStream {
        let attempt = self.node(body, target, path);
        let (save, restore) = self.backtrack(body, target);
        let stack = self.passes.changes_stack(body);
        let (save, restore) = if stack {
            (
                quote!(#save let stack_mark = st.stack_mark();),
                quote!(#restore st.stack_restore(stack_mark);),
            )
        } else {
            (save, restore)
        };
        if min == 0 && max.is_none() {
            let stuck = self.stuck_counter(max, stack);
            let moved = if stack {
                quote! {
                    Some(next) if next != pos => {
                        pos = next;
                        stuck.moved();
                    }
                    Some(_) if stuck.again(st, stack_mark) => {}
                }
            } else {
                quote!(Some(next) if next != pos => pos = next,)
            };
            return quote!({
                let mut pos = pos;
                #stuck
                loop {
                    #save
                    match #attempt {
                        #moved
                        Some(_) => break,
                        None => { #restore break }
                    }
                }
                Some(pos)
            });
        }
        let (limit, on_stuck) = match max {
            Some(max) => (quote!(if count == #max { break true; }), quote!()),
            None => (quote!(), self.on_stuck(min, stack)),
        };
        let stuck = self.stuck_counter(max, stack);
        let on_optional_failure = match (max, path) {
            (Some(_), Path::Recording) => quote!({
                count += 1;
                continue;
            }),
            _ => quote!(break true;),
        };
        quote!({
            let mut pos = pos;
            let mut count: u32 = 0;
            #stuck
            let matched = loop {
                #limit
                #save
                match #attempt {
                    Some(next) => {
                        count += 1;
                        #on_stuck
                        pos = next;
                    }
                    None => {
                        #restore
                        if count < #min {
                            break false;
                        }
                        #on_optional_failure
                    }
                }
            };
            if matched { Some(pos) } else { None }
        })
    }
}
