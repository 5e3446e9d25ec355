//! Lowering for building: the walk over a rule's expression that gives each
//! value a slot and a field (rule calls, `EOI`, tags), inlines the silent rules
//! it calls, and hands choices and repetitions to their own lowering.

use pest_meta::ast::RuleType;

use super::{flatten_choice, flatten_seq, runs_atomic, sets_own_reporting, Collect, Lowerer};
use crate::errors::GrammarError;
use crate::expr::Expr;
use crate::load::GrammarRule;
use crate::model::{Builtin, Mult, Node, RuleRef, SlotType};
use crate::naming::field_name;

impl Lowerer<'_> {
    /// Lowers `expr` collecting fields into `collect`; `mult` is how many times the
    /// surrounding context can match.
    pub(super) fn lower(
        &self,
        rule: &GrammarRule,
        expr: &Expr,
        mult: Mult,
        collect: &mut Collect,
    ) -> Result<Node, GrammarError> {
        Ok(match expr {
            Expr::Ident(name) if name == "EOI" && !self.atomic.get() => {
                let slot = collect.add("eoi", SlotType::Eoi, mult);
                Node::Token {
                    slot,
                    body: Box::new(Node::Builtin(Builtin::Eoi)),
                }
            }
            Expr::Ident(name) => {
                let Some(target) = self.rules.get(name) else {
                    return self.matcher(rule, expr);
                };
                if !self.typed_call(target) {
                    let data = self.has_data(expr, &mut Vec::new());
                    // A silent rule's skips report nodes of the rule it lies in: its
                    // body is inlined so that they are stored there (but for a call
                    // of itself, which holds no other data).
                    let skipped = self.stores_trivia.get()
                        && !collect.inlining.contains(name)
                        && self.skips_inside(&target.expr, &mut Vec::new());
                    if !data && !skipped {
                        return Ok(Node::Call {
                            rule: name.clone(),
                            slot: None,
                        });
                    }
                    if collect.inlining.contains(name) {
                        // `recursive_silent` and `in_atomic` give every rule that
                        // could get here a type of its own.
                        let message = format!("url-derive would inline rule `{name}` into itself; this is a bug of url-derive, please report it with the grammar");
                        return Err(self.error(rule, message));
                    }
                    collect.inlining.push(name.clone());
                    // A silent `WHITESPACE` or `COMMENT` called by name runs atomic.
                    let was = self
                        .atomic
                        .replace(self.atomic.get() || runs_atomic(target));
                    let node = self.lower(target, &target.expr, mult, collect);
                    self.atomic.set(was);
                    collect.inlining.pop();
                    return node;
                }
                // Inside an atomic rule, a recursive rule holding values is its type
                // there.
                let callee = match self.in_atomic.get(name) {
                    Some(twin) if self.atomic.get() => twin,
                    _ => name,
                };
                let slot = collect.add(
                    &field_name(name),
                    SlotType::Rule(RuleRef::new(callee)),
                    mult,
                );
                Node::Call {
                    rule: callee.clone(),
                    slot: Some(slot),
                }
            }
            Expr::NodeTag(inner, tag) => match &**inner {
                Expr::Ident(name)
                    if self.rules.get(name).is_some_and(|r| {
                        if self.atomic.get() {
                            sets_own_reporting(r.ty)
                        } else {
                            r.ty != RuleType::Silent
                        }
                    }) =>
                {
                    let slot =
                        collect.add(&field_name(tag), SlotType::Rule(RuleRef::new(name)), mult);
                    Node::Call {
                        rule: name.clone(),
                        slot: Some(slot),
                    }
                }
                // Rules inside keep their place in the tree (as pest's pairs do).
                other if self.is_data_choice(other) => {
                    self.choice_field(rule, other, Some(tag), mult, collect)?
                }
                other if self.has_data(other, &mut Vec::new()) => {
                    self.lower(rule, other, mult, collect)?
                }
                // Inside an atomic rule, pest makes no node a tag could name.
                other if self.atomic.get() => self.matcher(rule, other)?,
                other => {
                    // The skips inside silent rules it calls report nodes here: those
                    // rules are inlined, as where it stands untagged.
                    let body =
                        if self.stores_trivia.get() && self.skips_inside(other, &mut Vec::new()) {
                            self.lower(rule, other, mult, collect)?
                        } else {
                            self.matcher(rule, other)?
                        };
                    let slot = collect.add(&field_name(tag), SlotType::Token, mult);
                    Node::Token {
                        slot,
                        body: Box::new(body),
                    }
                }
            },
            Expr::Seq(..) => {
                let parts = flatten_seq(expr)
                    .into_iter()
                    .map(|part| self.lower(rule, part, mult, collect))
                    .collect::<Result<_, _>>()?;
                self.seq(rule, parts)
            }
            Expr::Choice(..) if self.is_data_choice(expr) => {
                self.choice_field(rule, expr, None, mult, collect)?
            }
            Expr::Choice(..) => Node::Choice(
                flatten_choice(expr)
                    .into_iter()
                    .map(|alt| {
                        let node = self.lower(rule, alt, mult.max(Mult::Optional), collect)?;
                        Ok(self.restoring(alt, node))
                    })
                    .collect::<Result<_, _>>()?,
            ),
            Expr::Opt(inner) => {
                let node = self.lower(rule, inner, mult.max(Mult::Optional), collect)?;
                Node::Opt(Box::new(self.restoring(inner, node)))
            }
            Expr::Push(inner) => Node::Push(Box::new(self.lower(rule, inner, mult, collect)?)),
            Expr::Rep(inner)
            | Expr::RepOnce(inner)
            | Expr::RepExact(inner, _)
            | Expr::RepMin(inner, _)
            | Expr::RepMax(inner, _)
            | Expr::RepMinMax(inner, _, _) => self.repeat(rule, expr, inner, collect)?,
            other => self.matcher(rule, other)?,
        })
    }
}
