//! The passes over the parser IR ([`crate::ir`]): each optimisation is a rewrite
//! IR → IR in a file of its own, with the precondition under which it keeps PEG's
//! semantics (and, where it applies to the recorder, the recorded expectations)
//! stated on it, and unit tests on IR values. This module holds the analyses the
//! passes share ([`Passes::exact`], [`Passes::first`]) and the pipelines that run
//! them for each flavour of parser function:
//!
//! - [`Passes::recognise`] (`m_`): [`inline`] (in a rule that sets itself atomic,
//!   normal rules too, then [`atomic_skips`]), the simplifications ([`flatten`],
//!   [`separated_runs`], [`merge_classes`]), [`left_factor`], then the fast-path shapes
//!   ([`Passes::quick`]: [`scan_until`], [`classes`], [`literal_runs`],
//!   [`escaped_runs`], [`scan_choice`], [`run_to_last`], [`items_then_last`],
//!   [`labels`], [`class_runs`], after [`spaced_runs`]), then [`dispatch`];
//! - [`Passes::build`] (`b_`, list readers): the same inlining and simplification,
//!   the building passes ([`list_then_leaf`], [`list_extent`], [`shared_call`])
//!   where values are stored, [`classes`] there too, and [`Passes::quick`] in the
//!   parts that store nothing (tokens' and lookaheads' bodies); [`returning`] for
//!   enum builders;
//! - [`Passes::record`] (`r_`): the body as written, and [`recorded_labels`].

pub mod atomic_skips;
pub mod class_runs;
pub mod classes;
pub mod dispatch;
pub mod escaped_runs;
pub mod flatten;
pub mod inline;
pub mod items_then_last;
pub mod labels;
pub mod left_factor;
pub mod list_extent;
pub mod list_then_leaf;
pub mod literal_runs;
pub mod merge_classes;
pub mod recorded_labels;
pub mod returning;
pub mod run_to_last;
pub mod scan_choice;
pub mod scan_until;
pub mod separated_runs;
pub mod shared_call;
pub mod spaced_runs;

use std::collections::BTreeSet;

use crate::atomicity;
use crate::byteset::ByteSet;
use crate::charclass::Classes;
use crate::fold_case::FoldCase;
use crate::ir::Ir;
use crate::model::{is_trivia, EnumModel, Model, Node, RuleModel, Shape, Slot, SlotType};
use crate::recursion::Reach;

/// The passes and their analyses over the rules of one model.
pub struct Passes<'m> {
    model: &'m Model,
    classes: Classes<'m>,
    /// The literals and rules that fold case under the parse option.
    fold_case: &'m FoldCase,
    /// The rules that can call themselves.
    recursive: BTreeSet<String>,
    /// The rules a match of which can change pest's stack ([`stack_changing`]).
    changes_stack: BTreeSet<String>,
    /// `WHITESPACE` or `COMMENT` is one of them, so an implicit skip can too.
    skips_change_stack: bool,
    /// pest's implicit skip on the fast path ([`Passes::skip`]).
    skip: Ir,
}

impl<'m> Passes<'m> {
    /// The passes over `model`; `recursive` names the rules that can call
    /// themselves, `fold_case` what folds case under the parse option.
    pub fn new(model: &'m Model, recursive: BTreeSet<String>, fold_case: &'m FoldCase) -> Self {
        let changes_stack = stack_changing(model);
        let mut passes = Passes {
            model,
            classes: Classes::new(model, fold_case),
            fold_case,
            recursive,
            skips_change_stack: changes_stack.iter().any(|rule| is_trivia(rule)),
            changes_stack,
            // Recognising the skip reads no skip: `WHITESPACE` and `COMMENT` are
            // atomic, so their bodies have no spaced repetition.
            skip: Ir::Empty,
        };
        passes.skip = passes.recognise(&implicit_skip(model));
        passes
    }

    /// pest's implicit skip between the parts of non-atomic rules,
    /// [`implicit_skip`] recognised: the program of the fast `implicit_skip`.
    pub fn skip(&self) -> &Ir {
        &self.skip
    }

    /// The class `W` when pest's implicit skip is the run `W*` of one byte class
    /// (`WHITESPACE` one byte of a class, and no `COMMENT` or one that is a run of
    /// one byte: see [`separated_runs`]); `None` otherwise, and in a grammar that
    /// skips nothing.
    pub fn skip_run(&self) -> Option<ByteSet> {
        match self.skip {
            Ir::Scan { class, min: 0 } => Some(class),
            _ => None,
        }
    }

    /// True when a match of `ir` can change pest's stack: it pushes, pops or
    /// drops, or calls a rule that can (the implicit skips call `WHITESPACE` and
    /// `COMMENT`). Only then does a repetition, an alternative or a lookahead of
    /// it need to mark the stack and give changes back.
    pub fn changes_stack(&self, ir: &Ir) -> bool {
        if self.changes_stack.is_empty() {
            return false;
        }
        match ir {
            Ir::Push(_) | Ir::PushLiteral(_) => true,
            Ir::Stack(op) => op.changes_stack(),
            Ir::Call { rule, .. } => self.changes_stack.contains(rule),
            Ir::Skip(_) | Ir::Spaced { .. } if self.skips_change_stack => true,
            _ => ir
                .children()
                .into_iter()
                .any(|child| self.changes_stack(child)),
        }
    }

    /// The rule named `name`.
    fn rule(&self, name: &str) -> Option<&'m RuleModel> {
        self.model.rule(name)
    }

    /// True for an atomic rule the recorder reports as a whole (it reaches no `$`
    /// or `!` rule).
    fn is_atomic(&self, name: &str) -> bool {
        self.rule(name)
            .is_some_and(|rule| atomicity::is_atomic(rule) && atomicity::is_reported_whole(rule))
    }

    /// True when calls of rule `name` stay calls: it is recursive, or it folds
    /// case (its matcher makes that choice at run time).
    fn keeps_call(&self, name: &str) -> bool {
        self.recursive.contains(name) || self.fold_case.rules.contains(name)
    }

    /// True when the grammar uses pest's stack (`PUSH`, `POP`, ...): a match then
    /// depends on more than its position.
    pub fn uses_stack(&self) -> bool {
        self.model.stack
    }

    /// The rules that can call themselves (only these pay for the depth guard).
    pub fn recursive(&self) -> &BTreeSet<String> {
        &self.recursive
    }

    /// The type of rule `name` when its value is only its token (a leaf).
    pub fn leaf_type(&self, name: &str) -> Option<&'m str> {
        let rule = self.rule(name)?;
        matches!(rule.shape, Shape::Leaf).then_some(rule.type_name.as_str())
    }

    /// True for a rule that can call itself.
    pub fn is_recursive(&self, name: &str) -> bool {
        self.recursive.contains(name)
    }

    /// The set of bytes `ir` matches when it always matches exactly one ASCII
    /// byte ([`Classes::exact`]).
    pub fn exact(&self, ir: &Ir) -> Option<ByteSet> {
        self.classes.exact(ir)
    }

    /// The exact-class analysis the passes read.
    pub fn classes(&self) -> &Classes<'m> {
        &self.classes
    }

    /// The bytes `ir` can start with, when it never matches the empty string and
    /// its first byte is always ASCII; `None` when unknown. Literals and rules that
    /// fold case under the parse option start with either case.
    pub fn first(&self, ir: &Ir) -> Option<ByteSet> {
        self.first_visiting(ir, &mut Vec::new())
    }

    fn first_visiting(&self, ir: &Ir, visiting: &mut Vec<String>) -> Option<ByteSet> {
        if let Some(set) = self.exact(ir) {
            return Some(set);
        }
        match ir {
            Ir::Literal(text) | Ir::Insensitive(text) => {
                let b = *text.as_bytes().first()?;
                if !b.is_ascii() {
                    return None;
                }
                let set = ByteSet::of(&text[..1]);
                match matches!(ir, Ir::Insensitive(_)) || self.fold_case.literals.contains(text) {
                    true => Some(set.folded()),
                    false => Some(set),
                }
            }
            Ir::Seq(parts) => self.first_visiting(parts.first()?, visiting),
            Ir::Choice(alternatives) => alternatives.iter().try_fold(ByteSet::EMPTY, |set, alt| {
                Some(set.union(&self.first_visiting(alt, visiting)?))
            }),
            Ir::Rep { body, min, .. } if *min > 0 => self.first_visiting(body, visiting),
            Ir::Escaped {
                class,
                escape,
                min: 1..,
                ..
            } => Some(class.union(escape.first()?)),
            Ir::Runs(parts) => match parts.first()? {
                (set, None | Some(1..)) => Some(*set),
                _ => None,
            },
            Ir::Token { body, .. } | Ir::Group { body, .. } => self.first_visiting(body, visiting),
            Ir::Call { rule, .. } if !visiting.contains(rule) => {
                visiting.push(rule.clone());
                let first = self.first_visiting(&Ir::from(&self.rule(rule)?.matcher), visiting);
                visiting.pop();
                match self.fold_case.rules.contains(rule) {
                    true => first.map(|set| set.folded()),
                    false => first,
                }
            }
            _ => None,
        }
    }

    /// The inlined and simplified form of `node` (what every fast flavour starts
    /// from).
    pub fn fast(&self, node: &Node) -> Ir {
        self.fast_ir(Ir::from(node))
    }

    /// [`inline`] then [`Passes::simplify`].
    pub fn fast_ir(&self, ir: Ir) -> Ir {
        self.simplify(inline::apply(self, ir))
    }

    /// The simplifications, bottom-up: [`flatten`], then [`separated_runs`] in a
    /// sequence and [`merge_classes`] in a choice.
    pub fn simplify(&self, ir: Ir) -> Ir {
        ir.map_bottom_up(&mut |node| match node {
            Ir::Restore(body) => flatten::collapse_restore(*body),
            Ir::Seq(parts) => {
                flatten::collapse_seq(separated_runs::merge(self, flatten::flatten_seq(parts)))
            }
            Ir::Choice(alternatives) => flatten::collapse_choice(merge_classes::merge(
                self,
                flatten::flatten_choice(alternatives),
            )),
            other => other,
        })
    }

    /// The fast-path shapes, for a part that stores nothing: [`spaced_runs`],
    /// [`scan_until`], [`classes`], [`literal_runs`], [`escaped_runs`],
    /// [`scan_choice`], [`run_to_last`], [`items_then_last`], [`labels`],
    /// [`class_runs`].
    pub fn quick(&self, ir: Ir) -> Ir {
        self.quick_folding(ir, false)
    }

    /// [`Passes::quick`] in the program of a rule whose classes fold case
    /// (`folds`), which [`escaped_runs`] must know.
    fn quick_folding(&self, ir: Ir, folds: bool) -> Ir {
        let folding = escaped_runs::Folding {
            literals: &self.fold_case.literals,
            classes: folds,
        };
        let ir = match folds {
            // One program serves both forms of a rule that folds case: left as
            // written there, as `spaced_runs`' precondition says.
            false => spaced_runs::apply(self, ir),
            true => ir,
        };
        let ir = scan_until::apply(self, ir);
        let ir = classes::apply(self, ir);
        let ir = literal_runs::apply(self, ir);
        let ir = escaped_runs::apply(ir, folding);
        let ir = scan_choice::apply(ir);
        let ir = run_to_last::apply(ir);
        let ir = items_then_last::apply(self, ir);
        class_runs::apply(labels::apply(ir))
    }

    /// The program that recognises `node` on the fast path: its shared prefixes
    /// factored ([`left_factor`]), [`Passes::quick`], then its choices dispatched
    /// on their first byte ([`dispatch`]).
    pub fn recognise(&self, node: &Node) -> Ir {
        let factored = self.simplify(left_factor::apply(self, self.fast(node)));
        dispatch::apply(self, self.quick(factored))
    }

    /// The program of `m_<rule>`: [`Passes::recognise`] of its body; when the rule
    /// folds case, one program for both its forms: without [`dispatch`] (its byte
    /// sets would differ between them) and with escaped runs only where folding
    /// keeps them exact.
    pub fn recognise_rule(&self, rule: &RuleModel) -> Ir {
        let factored = self.simplify(left_factor::apply(self, self.fast_in(rule, &rule.matcher)));
        let folds = self.fold_case.rules.contains(&rule.name);
        let quick = self.quick_folding(factored, folds);
        if folds {
            return quick;
        }
        dispatch::apply(self, quick)
    }

    /// The fast form of `node`, a part of `rule`'s body: [`Passes::fast`], or, when
    /// the rule sets itself atomic, [`inline::apply_atomic`] and [`atomic_skips`]
    /// before the simplifications.
    pub fn fast_in(&self, rule: &RuleModel, node: &Node) -> Ir {
        if rule.sets_atomic == Some(true) {
            let inlined = inline::apply_atomic(self, Ir::from(node));
            self.simplify(atomic_skips::apply(inlined))
        } else {
            self.fast(node)
        }
    }

    /// The program of `r_<rule>`: the rule's body as written (the recorder calls
    /// the recorders of the rules it names, so nothing is inlined), and
    /// [`recorded_labels`].
    pub fn record(&self, rule: &RuleModel) -> Ir {
        let body = Ir::from(&rule.matcher);
        recorded_labels::apply(self, rule, body)
    }

    /// The program that builds the values of `slots` from `node` (a struct rule's
    /// body, a list item's).
    pub fn build(&self, node: &Node, slots: &[Slot]) -> Ir {
        self.building(self.fast(node), slots, false)
    }

    /// [`Passes::build`] for a part of `rule`'s body (see [`Passes::fast_in`]).
    pub fn build_in(&self, rule: &RuleModel, node: &Node, slots: &[Slot]) -> Ir {
        self.building(self.fast_in(rule, node), slots, false)
    }

    /// The program of an enum rule's builder: [`returning`] when its variants can
    /// be returned as they complete (none takes the span of the whole match, known
    /// only at the end), else as [`Passes::build`].
    pub fn build_enum(&self, rule: &RuleModel, model: &EnumModel) -> Ir {
        let fast = self.fast_in(rule, &model.body);
        let returns = !self.is_recursive(&rule.name)
            && rule.sets_atomic.is_none()
            && returning::fits_slots(&model.slots)
            && !model.variants.iter().any(|variant| variant.widened);
        if returns {
            if let Some(returning) = returning::rewrite(&fast) {
                return returning.map_children(|part| self.quick(part));
            }
        }
        self.building(fast, &model.slots, true)
    }

    /// The building passes over `ir`, whose stores go to `slots` (all into one
    /// local when `one_out`: the variants of an enum built as one value): where
    /// values are stored, [`classes`], [`list_then_leaf`] and [`list_extent`], and
    /// [`shared_call`] on choices; in the parts that store nothing (a token's body,
    /// a lookahead), [`Passes::quick`].
    fn building(&self, ir: Ir, slots: &[Slot], one_out: bool) -> Ir {
        let ir = classes::rewrite(self, ir);
        let ir = list_then_leaf::rewrite(self, ir, slots);
        let ir = list_extent::rewrite(self, ir, slots);
        match ir {
            Ir::Class(_) | Ir::Scan { .. } | Ir::ListExtent { .. } | Ir::ListThenLeaf { .. } => ir,
            Ir::Token { slot, body } => Ir::Token {
                slot,
                body: Box::new(self.quick(*body)),
            },
            Ir::Ahead(body) => Ir::Ahead(Box::new(self.quick(*body))),
            Ir::NotAhead(body) => Ir::NotAhead(Box::new(self.quick(*body))),
            Ir::Group { slot, body } => {
                let body = match &slots[slot].ty {
                    SlotType::Group(group) => {
                        self.building(*body, &group.composite.slots, returning::one_local(group))
                    }
                    // The model puts group nodes on group slots only.
                    _ => self.quick(*body),
                };
                Ir::Group {
                    slot,
                    body: Box::new(body),
                }
            }
            Ir::Choice(alternatives) => {
                let alternatives = alternatives
                    .into_iter()
                    .map(|alt| self.building(alt, slots, one_out))
                    .collect();
                shared_call::apply(self, alternatives, slots, one_out)
            }
            other => other.map_children(|child| self.building(child, slots, one_out)),
        }
    }

    /// The extent of a list: the repetition `repetition` storing nothing, in its
    /// fast form, with [`separated_runs::tail`] when it fits.
    fn extent(&self, repetition: Ir) -> Ir {
        let fast = self.fast_ir(repetition.without_slots());
        let fast = match fast {
            Ir::Rep {
                body,
                min: 0,
                max: None,
            } => match separated_runs::tail(self, &body) {
                Some(tail) => tail,
                None => Ir::Rep {
                    body,
                    min: 0,
                    max: None,
                },
            },
            other => other,
        };
        self.quick(fast)
    }
}

/// pest's implicit skip between the parts of non-atomic rules, as a node:
/// `WHITESPACE*` then `(COMMENT ~ WHITESPACE*)*`, of the two rules the grammar
/// has (an empty sequence when it has neither).
pub fn implicit_skip(model: &Model) -> Node {
    let has = |name: &str| {
        model
            .rules
            .iter()
            .any(|rule| rule.name == name && is_trivia(name))
    };
    let call = |name: &str| Node::Call {
        rule: name.to_owned(),
        slot: None,
    };
    let star = |body: Node| Node::Rep {
        body: Box::new(body),
        min: 0,
        max: None,
    };
    let mut parts = Vec::new();
    if has("WHITESPACE") {
        parts.push(star(call("WHITESPACE")));
    }
    if has("COMMENT") {
        let mut item = vec![call("COMMENT")];
        item.extend(has("WHITESPACE").then(|| star(call("WHITESPACE"))));
        parts.push(star(Node::Seq(item)));
    }
    Node::Seq(parts)
}

/// The rules of `model` a match of which can change pest's stack: those whose
/// matcher pushes, pops or drops, and those that call one of them (directly, or
/// through their implicit skips, which call `WHITESPACE` and `COMMENT`).
fn stack_changing(model: &Model) -> BTreeSet<String> {
    let changing = model
        .rules
        .iter()
        .filter(|rule| {
            rule.matcher.any(|node| match node {
                Node::Push(_) | Node::PushLiteral(_) => true,
                Node::Stack(op) => op.changes_stack(),
                _ => false,
            })
        })
        .map(|rule| rule.name.clone())
        .collect();
    let calls = Reach::new(model.rules.iter().map(|rule| {
        let mut calls = BTreeSet::new();
        rule.matcher.calls(&mut calls);
        if rule
            .matcher
            .any(|node| matches!(node, Node::Skip(_) | Node::Spaced { .. }))
        {
            calls.extend(["WHITESPACE", "COMMENT"].map(str::to_owned));
        }
        (rule.name.clone(), calls)
    }));
    calls.reaching(changing)
}

/// Nothing folds case (for the passes' tests).
#[cfg(test)]
pub static NO_FOLDING: FoldCase = FoldCase {
    literals: BTreeSet::new(),
    rules: BTreeSet::new(),
};

/// The model of grammar `text`, for the passes' tests.
#[cfg(test)]
pub fn test_model(text: &str) -> Model {
    let grammar = crate::load::parse(text, "test.pest", std::path::PathBuf::from("test.pest"))
        .expect("the test grammar parses");
    crate::stages::model(&grammar, "test.pest").expect("the test grammar models")
}

/// The body of rule `name` in `model`.
#[cfg(test)]
pub fn body_of<'m>(model: &'m Model, name: &str) -> &'m Node {
    &model.rule(name).expect("the rule exists").matcher
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rule that pushes, one that calls it, and one whose implicit skips call a
    /// `WHITESPACE` that pops can change the stack; reading it (`PEEK`) cannot.
    #[test]
    fn changing_the_stack_is_found_through_calls_and_skips() {
        let model = test_model(concat!(
            "raw = { PUSH(\"#\") ~ (!PEEK ~ ANY)* ~ POP }\n",
            "doc = { \"r\" ~ raw }\n",
            "peeks = { PEEK ~ \"x\" }\n",
            "plain = { \"a\" ~ \"b\" }\n",
        ));
        let changing = stack_changing(&model);
        assert_eq!(
            changing,
            BTreeSet::from(["raw".to_owned(), "doc".to_owned()])
        );
        let passes = Passes::new(&model, BTreeSet::new(), &NO_FOLDING);
        let call = |rule: &str| Ir::Call {
            rule: rule.to_owned(),
            slot: None,
        };
        assert!(passes.changes_stack(&Ir::Seq(vec![Ir::Literal("a".into()), call("doc")])));
        assert!(!passes.changes_stack(&Ir::Opt(Box::new(call("peeks")))));
        assert!(!passes.changes_stack(&Ir::Stack(crate::model::StackOp::PeekAll)));
        assert!(passes.changes_stack(&Ir::Stack(crate::model::StackOp::Drop)));
        assert!(!passes.changes_stack(&Ir::Skip(Default::default())));

        let skipping = test_model(concat!(
            "list = { \"a\" ~ \"b\" }\n",
            "WHITESPACE = _{ \" \" ~ DROP? }\n",
        ));
        assert!(stack_changing(&skipping).contains("list"));
        let passes = Passes::new(&skipping, BTreeSet::new(), &NO_FOLDING);
        assert!(passes.changes_stack(&Ir::Skip(Default::default())));

        // A grammar without the stack: nothing changes it.
        let none = test_model("plain = { \"a\" ~ \"b\"* }\n");
        assert!(stack_changing(&none).is_empty());
    }
}
