//! The questions lowering asks about an expression: does it hold data for a
//! field, does it skip, is a call of a rule inlined (and through which silent
//! rules), and which rules would inline themselves (so get a type of their own).

use std::collections::{BTreeMap, BTreeSet};

use pest_meta::ast::RuleType;

use super::{runs_atomic, sets_own_reporting, Lowerer};
use crate::expr::Expr;
use crate::load::GrammarRule;
use crate::model::is_trivia;

impl Lowerer<'_> {
    /// `expr`, or the body of the silent rule it names (and so on), as lowering
    /// inlines it: the expression a repetition really repeats.
    pub(super) fn through_silent<'e>(&'e self, expr: &'e Expr, inlining: &[String]) -> &'e Expr {
        self.silent_chain(expr, inlining).0
    }

    /// [`Lowerer::through_silent`], with the silent rules it went through.
    pub(super) fn silent_chain<'e>(
        &'e self,
        expr: &'e Expr,
        inlining: &[String],
    ) -> (&'e Expr, Vec<String>) {
        let mut expr = expr;
        let mut seen: Vec<String> = Vec::new();
        while let Expr::Ident(name) = expr {
            match self.rules.get(name) {
                Some(target)
                    if self.inlined(target) && !inlining.contains(name) && !seen.contains(name) =>
                {
                    seen.push(name.clone());
                    expr = &target.expr;
                }
                _ => break,
            }
        }
        (expr, seen)
    }

    /// True when a call of `target` in the rule being lowered is not a node of its
    /// own: a silent rule, or inside an atomic rule any rule but a `$` or `!` one.
    /// Such a rule's values (if any) are inlined into the caller's, but for those
    /// of the rules that have a type of their own inside atomic rules
    /// ([`Lowerer::in_atomic`]).
    pub(super) fn inlined(&self, target: &GrammarRule) -> bool {
        if self.atomic.get() {
            !sets_own_reporting(target.ty) && !self.in_atomic.contains_key(&target.name)
        } else {
            target.ty == RuleType::Silent
        }
    }

    /// True when a call of `target` in the rule being lowered stores a value of
    /// `target`'s type: a rule that is a node there ([`Lowerer::inlined`]), or a
    /// silent choice of rules outside atomic rules (a type of its own).
    pub(super) fn typed_call(&self, target: &GrammarRule) -> bool {
        !self.inlined(target)
            || (!self.atomic.get()
                && !is_trivia(&target.name)
                && (self.is_data_choice(&target.expr)
                    || self.recursive_silent.contains(&target.name)))
    }

    /// The rules that get a type of their own inside atomic rules
    /// ([`Lowerer::in_atomic`]), with its name: those holding values there (they
    /// reach `$` or `!` rules outside lookaheads) that call themselves through
    /// such rules, which lowering inlines there. The name is the rule's with
    /// `__atomic` after it (and `_` more until no rule has it).
    pub(super) fn find_recursive_in_atomic(&self) -> BTreeMap<String, String> {
        let was = self.atomic.replace(true);
        let inlined: BTreeSet<&str> = self
            .rules
            .list
            .iter()
            .filter(|rule| {
                !sets_own_reporting(rule.ty) && self.has_data(&rule.expr, &mut Vec::new())
            })
            .map(|rule| rule.name.as_str())
            .collect();
        self.atomic.set(was);
        let recursive = self.on_cycles(&inlined);
        let mut taken: BTreeSet<String> = self.rules.names().map(str::to_owned).collect();
        recursive
            .into_iter()
            .map(|rule| {
                let mut name = format!("{rule}__atomic");
                while taken.contains(&name) {
                    name.push('_');
                }
                taken.insert(name.clone());
                (rule, name)
            })
            .collect()
    }

    /// The silent rules that get a type of their own although their body is no
    /// choice of rules ([`Lowerer::recursive_silent`]): those holding values (outside
    /// atomic rules), or skipping where pest reports skipped nodes, that call
    /// themselves through such silent rules, which lowering inlines (a silent choice
    /// of rules has a type already and ends such a chain; calls inside lookaheads
    /// hold nothing).
    pub(super) fn find_recursive_silent(&self) -> BTreeSet<String> {
        let reports_skips = self.reported_trivia.contains(&true);
        let inlined: BTreeSet<&str> = self
            .rules
            .list
            .iter()
            .filter(|rule| {
                rule.ty == RuleType::Silent
                    && !is_trivia(&rule.name)
                    && !self.is_data_choice(&rule.expr)
                    && (self.has_data(&rule.expr, &mut Vec::new())
                        || (reports_skips
                            && self.spaced(rule)
                            && self.skips_inside(&rule.expr, &mut Vec::new())))
            })
            .map(|rule| rule.name.as_str())
            .collect();
        self.on_cycles(&inlined)
    }

    /// True when a skip lies in `expr` or the silent rules it calls (outside
    /// lookaheads): between the parts of a sequence or the iterations of a
    /// repetition.
    pub(super) fn skips_inside(&self, expr: &Expr, visiting: &mut Vec<String>) -> bool {
        match expr {
            Expr::Seq(..) | Expr::Rep(_) | Expr::RepOnce(_) | Expr::RepMin(..) => true,
            // A skip lies between two copies, or inside the one copy.
            Expr::RepExact(inner, n) | Expr::RepMax(inner, n) | Expr::RepMinMax(inner, _, n) => {
                *n > 1 || (*n == 1 && self.skips_inside(inner, visiting))
            }
            Expr::Choice(a, b) => self.skips_inside(a, visiting) || self.skips_inside(b, visiting),
            Expr::Opt(inner) | Expr::Push(inner) | Expr::NodeTag(inner, _) => {
                self.skips_inside(inner, visiting)
            }
            Expr::Ident(name) => match self.rules.get(name) {
                Some(rule) if self.inlined(rule) && !visiting.contains(name) => {
                    visiting.push(name.clone());
                    self.skips_inside(&rule.expr, visiting)
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// True when matching `expr` produces a value for some field.
    pub(super) fn has_data(&self, expr: &Expr, visiting: &mut Vec<String>) -> bool {
        match expr {
            // pest reports `EOI` like a rule (not inside an atomic rule).
            Expr::Ident(name) if name == "EOI" => !self.atomic.get(),
            Expr::Ident(name) => match self.rules.get(name) {
                None => false,
                Some(rule) if !self.inlined(rule) => true,
                Some(rule) => {
                    let atomic = self.atomic.get() || runs_atomic(rule);
                    let key = (name.clone(), atomic);
                    if let Some(&data) = self.data_of.borrow().get(&key) {
                        return data;
                    }
                    // A rule being entered adds nothing by being entered again.
                    if let Some(at) = visiting.iter().position(|v| v == name) {
                        self.lowest_cut.set(self.lowest_cut.get().min(at));
                        return false;
                    }
                    let depth = visiting.len();
                    visiting.push(name.clone());
                    let was = self.atomic.replace(atomic);
                    let outer_cut = self.lowest_cut.replace(usize::MAX);
                    let data = self.has_data(&rule.expr, visiting);
                    let cut = self.lowest_cut.get();
                    self.lowest_cut.set(outer_cut.min(cut));
                    self.atomic.set(was);
                    visiting.pop();
                    // Cut short only at itself or inside: every path from it was seen.
                    if data || cut >= depth {
                        self.data_of.borrow_mut().insert(key, data);
                    }
                    data
                }
            },
            Expr::NodeTag(inner, _) if self.atomic.get() => self.has_data(inner, visiting),
            Expr::NodeTag(..) => true,
            Expr::Seq(a, b) | Expr::Choice(a, b) => {
                self.has_data(a, visiting) || self.has_data(b, visiting)
            }
            Expr::Opt(inner)
            | Expr::Rep(inner)
            | Expr::RepOnce(inner)
            | Expr::RepExact(inner, _)
            | Expr::RepMin(inner, _)
            | Expr::RepMax(inner, _)
            | Expr::RepMinMax(inner, _, _)
            | Expr::Push(inner) => self.has_data(inner, visiting),
            _ => false,
        }
    }

    /// The rules among `inlined` that reach themselves through calls (outside
    /// lookaheads, where a call holds no value) of rules among `inlined`: the
    /// rules lowering would inline into themselves.
    pub(super) fn on_cycles(&self, inlined: &BTreeSet<&str>) -> BTreeSet<String> {
        let calls = |name: &str| {
            let mut out = BTreeSet::new();
            if let Some(rule) = self.rules.get(name) {
                calls_outside_lookaheads(&rule.expr, &mut out);
            }
            out.retain(|callee| inlined.contains(callee.as_str()));
            out
        };
        inlined
            .iter()
            .filter(|&&start| {
                let mut seen: BTreeSet<String> = BTreeSet::new();
                let mut todo: Vec<String> = calls(start).into_iter().collect();
                while let Some(name) = todo.pop() {
                    if name == start {
                        return true;
                    }
                    if seen.insert(name.clone()) {
                        todo.extend(calls(&name));
                    }
                }
                false
            })
            .map(|&name| name.to_owned())
            .collect()
    }
}

/// The rules `expr` calls outside lookaheads (where a call holds no value).
fn calls_outside_lookaheads(expr: &Expr, out: &mut BTreeSet<String>) {
    match expr {
        Expr::Ident(name) => {
            out.insert(name.clone());
        }
        Expr::PosPred(_) | Expr::NegPred(_) => {}
        _ => expr
            .children()
            .for_each(|child| calls_outside_lookaheads(child, out)),
    }
}
