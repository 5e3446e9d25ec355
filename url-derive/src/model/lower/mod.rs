//! Lowering: each rule's expression to the shape of its type and its body to a
//! [`Node`] tree whose rule calls say which slot their value goes to, and to the
//! matcher's body (no slots). One file per kind of expression: `fields` (the
//! walk that collects a struct's fields), `choices` (enums and their variants),
//! `repetitions` (lists and their items), `trivia` (implicit whitespace and its
//! nodes), `matcher` (recognising only); `analysis` answers the questions they
//! ask about an expression (does it hold data, is a call inlined, which rules
//! recurse through what lowering inlines).

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use pest_meta::ast::RuleType;

use super::{
    is_trivia, lists::mark_lists, separated::join_separated, Builtin, Composite, Field, Mult, Node,
    RuleModel,
};
use super::{Shape, Slot, SlotType};
use crate::errors::Errors;
use crate::errors::GrammarError;
use crate::expr::Expr;
use crate::load::GrammarRule;
use crate::naming::{type_name, Dedup};
use crate::nullable::nullable_rules;
use crate::rule_index::{RuleIndex, Rules};

mod analysis;
mod choices;
mod fields;
mod matcher;
mod repetitions;
mod trivia;

/// Lowers every rule of `rewritten` (the grammar's rules after pest_meta's
/// optimizer), then the types the rules that recurse inside atomic rules have
/// there ([`RuleModel::in_atomic_of`]); `skips` says whether the grammar defines
/// `WHITESPACE` or `COMMENT`. Lowering goes on after a problem: every problem of
/// every rule is reported, each naming its rule's position in `file`; `None` when
/// there was one.
pub(super) fn rules(
    rewritten: &[GrammarRule],
    index: &RuleIndex,
    file: &str,
    skips: bool,
    errors: &Errors,
) -> Option<Vec<RuleModel>> {
    let before = errors.count();
    let rules = Rules::new(rewritten, index);
    let mut lowerer = Lowerer {
        nullable: nullable_rules(rules),
        rules,
        file,
        errors,
        lists: RefCell::new((String::new(), 0)),
        skips,
        atomic: Cell::new(false),
        // Set below, once the rules' types inside atomic rules are known.
        reported_trivia: [false; 2],
        stores_trivia: Cell::new(false),
        recursive_silent: BTreeSet::new(),
        in_atomic: BTreeMap::new(),
        data_of: RefCell::new(HashMap::new()),
        lowest_cut: Cell::new(usize::MAX),
        stack_modifying: matcher::stack_modifying(rewritten),
    };
    // The order: which rules have types inside atomic rules needs none of the
    // other answers; which skips report reads atomic bodies (a silent
    // `WHITESPACE` or `COMMENT` reports the `$` and `!` rules it reaches); which
    // silent rules recurse depends on whether skips report.
    lowerer.in_atomic = lowerer.find_recursive_in_atomic();
    // Which rules are inlined inside atomic rules has changed with `in_atomic`.
    lowerer.data_of.get_mut().clear();
    lowerer.reported_trivia = lowerer.reported_trivia_rules(rewritten);
    lowerer.recursive_silent = lowerer.find_recursive_silent();
    // The types the recursive rules have inside atomic rules: their bodies under
    // names of their own, lowered atomic after the grammar's rules.
    let in_atomic: Vec<(GrammarRule, &str)> = rewritten
        .iter()
        .filter_map(|rule| {
            let name = lowerer.in_atomic.get(&rule.name)?;
            let twin = GrammarRule {
                name: name.clone(),
                ..rule.clone()
            };
            Some((twin, rule.name.as_str()))
        })
        .collect();
    let mut models = Vec::new();
    let lowered = rewritten
        .iter()
        .map(|rule| (rule, None))
        .chain(in_atomic.iter().map(|(twin, of)| (twin, Some(*of))));
    for (rule, of) in lowered {
        match lowerer.rule(rule, of) {
            Ok(model) => models.push(model),
            Err(error) => errors.grammar(error),
        }
    }
    (errors.count() == before).then_some(models)
}

/// The state of lowering one grammar.
struct Lowerer<'g> {
    rules: Rules<'g, GrammarRule>,
    file: &'g str,
    /// Where problems are reported; lowering goes on after one, so that all are
    /// reported at once.
    errors: &'g Errors,
    /// The rule being lowered and how many list readers of helper types it has:
    /// they are named after it, whichever rules it inlines, so that names from
    /// different rules cannot meet ([`Lowerer::list_function`]).
    lists: RefCell<(String, usize)>,
    /// The grammar defines `WHITESPACE` or `COMMENT`.
    skips: bool,
    /// The rule being lowered runs atomic (`@`, or `WHITESPACE` and `COMMENT`):
    /// the rules it calls are not reported there, except those that set their own
    /// atomicity (`$`, `!`), so only these hold values; the others are inlined
    /// like silent rules.
    atomic: Cell<bool>,
    /// `WHITESPACE` and `COMMENT` are defined and not silent: pest reports the nodes
    /// an implicit skip matches of them.
    reported_trivia: [bool; 2],
    /// The rule being lowered skips implicitly where its body says (it is not
    /// atomic) and some skipped node is reported: the composites of its type get
    /// fields for them ([`Lowerer::store_trivia`]).
    stores_trivia: Cell<bool>,
    /// The rules that may match the empty input.
    nullable: HashSet<String>,
    /// The silent rules that hold values and reach themselves through the silent
    /// rules they inline: inlining them would not end, so they get a type of their
    /// own, held by the rules that use them (outside atomic rules), as a choice of
    /// rules does ([`Lowerer::find_recursive_silent`]).
    recursive_silent: BTreeSet<String>,
    /// The rules that hold values inside atomic rules (they reach `$` or `!`
    /// rules) and reach themselves there through the rules lowering inlines, each
    /// with the name of the type it has inside atomic rules: inlining them would
    /// not end, so there they are calls of a type of their own, without a node in
    /// the tree, as pest reports none ([`Lowerer::find_recursive_in_atomic`]).
    in_atomic: BTreeMap<String, String>,
    /// Whether a rule's body holds data ([`Lowerer::has_data`]), by the rule's name
    /// and whether it runs atomic there: found once per rule, not once per call.
    data_of: RefCell<HashMap<(String, bool), bool>>,
    /// The lowest position on [`Lowerer::has_data`]'s stack of rules being entered
    /// at which a call was cut short (a rule calling itself): a rule's answer
    /// found while a rule below it was cut short may miss the data reached through
    /// that one, so only a `true` is kept then.
    lowest_cut: Cell<usize>,
    /// The rules that change pest's stack, directly or through the rules they call
    /// ([`Lowerer::restoring`] reads it).
    stack_modifying: BTreeSet<String>,
}

/// True when pest runs `rule`'s body atomic, reporting no rule inside it but the
/// `$` and `!` rules it reaches: an `@` rule, and a `WHITESPACE` or `COMMENT` that
/// is not `$` (pest_generator wraps their bodies in `Atomicity::Atomic`, inside the
/// rule's own node for a `!` one; a `$` one runs compound-atomic like any `$` rule).
fn runs_atomic(rule: &GrammarRule) -> bool {
    rule.ty == RuleType::Atomic || (is_trivia(&rule.name) && rule.ty != RuleType::CompoundAtomic)
}

/// True for a rule type pest reports, with its parts, wherever it is called: `$`
/// and `!` rules set their own atomicity.
fn sets_own_reporting(ty: RuleType) -> bool {
    matches!(ty, RuleType::CompoundAtomic | RuleType::NonAtomic)
}

/// Slots and fields collected while lowering one composite.
struct Collect {
    composite: Composite,
    names: Dedup,
    inlining: Vec<String>,
}

impl Default for Collect {
    fn default() -> Self {
        Collect {
            composite: Composite::default(),
            // Every generated struct has the private field `__token`.
            names: Dedup::reserving(&["__token"]),
            inlining: Vec::new(),
        }
    }
}

impl Collect {
    fn add(&mut self, base: &str, ty: SlotType, mult: Mult) -> usize {
        let slot = self.composite.slots.len();
        self.composite.slots.push(Slot {
            ty,
            mult,
            boxed: false,
            list: None,
        });
        let name = self.names.unique(base, "_");
        self.composite.fields.push(Field {
            name,
            slot,
            rest: None,
        });
        slot
    }
}

impl Lowerer<'_> {
    /// The model of `rule`; with `in_atomic_of`, of the type the grammar rule of
    /// that name has inside atomic rules (`rule` is its body under the type's own
    /// name, [`Lowerer::in_atomic`]).
    fn rule(
        &self,
        rule: &GrammarRule,
        in_atomic_of: Option<&str>,
    ) -> Result<RuleModel, GrammarError> {
        *self.lists.borrow_mut() = (rule.name.clone(), 0);
        let matcher = self.matcher(rule, &rule.expr)?;
        // pest matches WHITESPACE and COMMENT atomically: a normal one is a leaf.
        let trivia = is_trivia(&rule.name);
        let reported_trivia = trivia && self.reported_trivia[usize::from(rule.name == "COMMENT")];
        let ty = match rule.ty {
            RuleType::Normal if trivia => RuleType::Atomic,
            ty => ty,
        };
        let sets_atomic = match ty {
            _ if !self.skips => None,
            _ if trivia => Some(true),
            RuleType::Atomic | RuleType::CompoundAtomic => Some(true),
            RuleType::NonAtomic => Some(false),
            RuleType::Normal | RuleType::Silent => None,
        };
        self.atomic.set(runs_atomic(rule) || in_atomic_of.is_some());
        self.stores_trivia
            .set(self.reported_trivia.contains(&true) && self.spaced(rule) && !self.atomic.get());
        let shape = match ty {
            // Inside atomic rules: a type holding the `$` and `!` rules it reaches.
            _ if in_atomic_of.is_some() => match &rule.expr {
                Expr::Choice(..) => Shape::Enum(self.enumeration(rule)?),
                expr => Shape::Struct(self.structure(rule, expr)?),
            },
            // A choice of rules keeps its alternatives apart as an enum of its own,
            // held by every rule that uses it (`value = _{ object | array | ... }`).
            RuleType::Silent if !trivia && self.is_data_choice(&rule.expr) => {
                Shape::Enum(self.enumeration(rule)?)
            }
            // A silent `WHITESPACE` or `COMMENT` whose nodes pest reports (the `$`
            // and `!` rules it reaches) has a type, without a node of its own.
            RuleType::Silent if !self.recursive_silent.contains(&rule.name) && !reported_trivia => {
                Shape::Silent
            }
            // An atomic rule (or a `WHITESPACE` or `COMMENT` whose body pest runs
            // atomic) is its text, unless pest reports rules inside it (`$` and `!`
            // rules it reaches): then it has them as fields, like a normal rule, the
            // rules between inlined.
            _ if self.atomic.get() && !self.has_data(&rule.expr, &mut Vec::new()) => Shape::Leaf,
            // A silent rule that recurses through what it would inline is lowered
            // like a normal rule: a type of its own, without a node in the tree.
            RuleType::Silent
            | RuleType::Normal
            | RuleType::Atomic
            | RuleType::CompoundAtomic
            | RuleType::NonAtomic => match &rule.expr {
                Expr::Choice(..) => Shape::Enum(self.enumeration(rule)?),
                expr => Shape::Struct(self.structure(rule, expr)?),
            },
        };
        Ok(RuleModel {
            name: rule.name.clone(),
            type_name: type_name(&rule.name),
            name_taken_by: None,
            module: String::new(),
            doc: rule.doc.clone(),
            source: rule.source.clone(),
            shape,
            matcher,
            atomic: runs_atomic(rule),
            silent: ty == RuleType::Silent || in_atomic_of.is_some(),
            sets_atomic,
            reported_inside_atomic: sets_own_reporting(ty),
            reports_when_atomic: false,
            in_atomic_of: in_atomic_of.map(str::to_owned),
        })
    }
    /// The struct of a rule whose body `expr` is no choice.
    fn structure(&self, rule: &GrammarRule, expr: &Expr) -> Result<Composite, GrammarError> {
        let mut collect = Collect::default();
        if self.atomic.get() {
            // Called inside itself, the rule is not reported: inlined.
            collect.inlining.push(rule.name.clone());
        }
        let body = self.lower(rule, expr, Mult::One, &mut collect)?;
        let body = self.store_trivia(&mut collect, body);
        join_separated(&mut collect.composite, &body);
        collect.composite.body = body;
        let mut composite = collect.composite;
        mark_lists(
            &mut composite.slots,
            &composite.body,
            &self.nullable,
            |slot| format!("n_{}_{slot}", rule.name),
        );
        Ok(composite)
    }
    /// Records a problem with `rule` (once: a rule using two stack operations gets
    /// one message); lowering goes on.
    fn report(&self, rule: &GrammarRule, message: String) {
        self.errors.grammar(self.error(rule, message));
    }
    /// The problem `message` of `rule`, at the rule's position.
    fn error(&self, rule: &GrammarRule, message: String) -> GrammarError {
        // A problem of a rule's type inside atomic rules is the rule's.
        let name = self
            .in_atomic
            .iter()
            .find(|(_, twin)| **twin == rule.name)
            .map_or(&rule.name, |(of, _)| of);
        GrammarError {
            file: self.file.to_owned(),
            line: rule.line,
            column: rule.column,
            message: format!("rule `{name}`: {message}"),
        }
    }
}

/// `a ~ (b ~ c)` and `(a ~ b) ~ c` as `[a, b, c]`.
fn flatten_seq(expr: &Expr) -> Vec<&Expr> {
    match expr {
        Expr::Seq(a, b) => {
            let mut parts = flatten_seq(a);
            parts.extend(flatten_seq(b));
            parts
        }
        other => vec![other],
    }
}

/// `a | (b | c)` and `(a | b) | c` as `[a, b, c]`.
fn flatten_choice(expr: &Expr) -> Vec<&Expr> {
    match expr {
        Expr::Choice(a, b) => {
            let mut alts = flatten_choice(a);
            alts.extend(flatten_choice(b));
            alts
        }
        other => vec![other],
    }
}

/// True when every part of `node` but its stored values matches no input
/// (lookaheads, `SOI`, `EOI`), so the node's span is that of its values.
fn zero_width_around(node: &Node) -> bool {
    match node {
        Node::Call { slot: Some(_), .. }
        | Node::Token { .. }
        | Node::Group { .. }
        | Node::Empty
        | Node::Ahead(_)
        | Node::NotAhead(_)
        | Node::Builtin(Builtin::Soi | Builtin::Eoi) => true,
        Node::Seq(parts) => parts.iter().all(zero_width_around),
        Node::Restore(body) => zero_width_around(body),
        _ => false,
    }
}
