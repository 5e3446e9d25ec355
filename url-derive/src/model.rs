//! Stage 2: lower every grammar rule to the shape of its generated type, and its
//! body to a [`Node`] tree that says, at each rule reference, which field the
//! matched value goes to.
//!
//! - an atomic (`@`) rule is a leaf: its span and text; unless it reaches `$` or
//!   `!` rules, which pest reports wherever they are called: then it is a struct or
//!   enum as below, where only those rules are fields and every other rule it calls
//!   is inlined like a silent rule (pest reports none of them inside it), but for
//!   one that holds such rules and calls itself: inlining it would not end, so
//!   inside atomic rules it is a type of its own (`RInAtomic`, no node in the
//!   tree), lowered atomic from its body ([`RuleModel::in_atomic_of`]);
//! - a silent (`_`) rule whose body is a choice of rules is an enum, as below, that
//!   the rules using it hold as a field (it stays out of the tree), and so is one
//!   that carries data (or skips, where pest reports skipped nodes) and calls
//!   itself through the silent rules it would inline (a struct or enum as below);
//!   any other silent rule has no type, and where it
//!   carries data it is inlined into the rule that uses it;
//! - a rule whose body is a choice is an enum with a variant per alternative (an
//!   alternative that is only a choice in a sequence of data-free parts is spliced
//!   into the parent, so `(a | b) ~ !c | d` gives variants `A`, `B`, `D`); a
//!   variant is a rule's value only where nothing else in its alternative (spliced
//!   context included) matches text, so that the enum spans its whole match; else
//!   a helper struct or a token, widened to that match where it was spliced;
//! - any other rule is a struct with a field per rule reference: `?` makes an
//!   `Option`, a reference that can reach back to its own rule is boxed; a choice
//!   inside the body of which two or more alternatives hold rules is one field of a
//!   helper enum (which alternative matched, nothing else possible), a choice with
//!   one such alternative an `Option` of it;
//! - a repetition that stores values is one list field with one item per iteration,
//!   in input order: the value itself when every iteration stores exactly one,
//!   else a helper enum (a repeated choice) or a helper struct (anything else),
//!   whose own optionals and repetitions compose the same way;
//! - `EOI` (outside a lookahead) is a value like a rule's, as pest reports it.
//!
//! Field names are the referenced rules' names in snake_case; a rule referenced
//! again in the same struct gets `_2`, `_3`, ...; a pest tag (`#name = ...`)
//! overrides the name (and, on anything but a single rule reference, captures the
//! tagged text as a `Token`).

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use pest_meta::ast::RuleType;

use crate::atomicity;
use crate::boxing;
use crate::expr::Expr;
use crate::load::{Grammar, GrammarError, GrammarRule};
use crate::naming::{
    field_name, literal_variant_name, module_name, rule_type_names, type_name, Dedup,
};
use crate::nullable::nullable_rules;
use crate::pest_rewrites;

/// The typed model of a whole grammar.
#[derive(Debug, Clone)]
pub struct Model {
    /// One entry per grammar rule, in grammar order.
    pub rules: Vec<RuleModel>,
    /// The grammar defines `WHITESPACE` or `COMMENT`: non-atomic rules skip them
    /// implicitly.
    pub skips: bool,
    /// The grammar uses pest's stack (`PUSH`, `POP`, ...).
    pub stack: bool,
}

/// The typed model of one rule.
#[derive(Debug, Clone)]
pub struct RuleModel {
    /// The rule's grammar name.
    pub name: String,
    /// The generated type's name (set by [`name_types`]: numbered where another
    /// rule's type has the name first).
    pub type_name: String,
    /// When [`RuleModel::type_name`] is numbered: the rule whose type has the
    /// unnumbered name.
    pub name_taken_by: Option<String>,
    /// The module of the rule's helper types (set by [`name_types`]).
    pub module: String,
    /// The rule's `///` doc.
    pub doc: String,
    /// The rule's source text.
    pub source: String,
    /// What the generated type looks like.
    pub shape: Shape,
    /// The body for recognising without building (no fields).
    pub matcher: Node,
    /// True for atomic rules: failures inside are not reported, only the rule.
    pub atomic: bool,
    /// True for silent (`_`) rules: matched without a node of their own in the tree
    /// and never reported. Such a rule has a type only when its body is a choice of
    /// which several alternatives hold rules ([`Shape::Enum`]), or when it holds
    /// values and calls itself through the silent rules it would inline (a struct
    /// or enum as for a normal rule), else none ([`Shape::Silent`]).
    pub silent: bool,
    /// In a grammar with implicit whitespace: the atomicity the rule sets for its
    /// body and the rules it calls (`Some(true)` for `@`, `$`, `WHITESPACE` and
    /// `COMMENT`, `Some(false)` for `!`); `None` where it inherits its caller's.
    pub sets_atomic: Option<bool>,
    /// A `$` or `!` rule: it sets its own atomicity wherever it is called, so pest
    /// reports it, and what it reports inside, even inside an atomic rule.
    pub reported_inside_atomic: bool,
    /// Run inside an atomic rule, the rule still reports something: it is
    /// [`RuleModel::reported_inside_atomic`] or calls such a rule, directly or
    /// through the rules it calls, lookaheads included (set by
    /// [`crate::atomicity::mark_reports_when_atomic`]).
    pub reports_when_atomic: bool,
    /// For the type a rule has inside atomic rules (see [`Lowerer::in_atomic`]):
    /// the grammar rule it is the type of. Such a model is no rule of the grammar
    /// (not in `RULES`, not validated by name); it is `silent`, and its functions
    /// match the rule's body.
    pub in_atomic_of: Option<String>,
}

/// The shape of a rule's type.
#[derive(Debug, Clone)]
pub enum Shape {
    /// A silent rule that is not a choice of rules: no type of its own.
    Silent,
    /// An atomic rule: span and text.
    Leaf,
    /// A sequence: named fields.
    Struct(Composite),
    /// A choice: one variant per alternative.
    Enum(EnumModel),
}

impl Shape {
    /// The body its builder runs: a struct's or an enum's; `None` for shapes whose
    /// value is only a span (or none).
    pub fn body(&self) -> Option<&Node> {
        match self {
            Shape::Struct(composite) => Some(&composite.body),
            Shape::Enum(choice) => Some(&choice.body),
            Shape::Leaf | Shape::Silent => None,
        }
    }
}

/// Fields, the storage slots behind them, and the body that fills them.
#[derive(Debug, Clone, Default)]
pub struct Composite {
    /// The public fields, in order; each names one slot.
    pub fields: Vec<Field>,
    /// The slots the body assigns.
    pub slots: Vec<Slot>,
    /// The body, with slot numbers at its rule references.
    pub body: Node,
    /// The slots of the fields that hold the non-silent `WHITESPACE` and `COMMENT`
    /// nodes of the implicit skips in the body (not in its groups, which hold
    /// their own): last of the fields, but visited among the others in input order.
    pub trivia: Trivia,
}

/// The variants of an enum rule, and the body that picks one.
#[derive(Debug, Clone)]
pub struct EnumModel {
    /// The variants, in order; each is filled by one slot.
    pub variants: Vec<Variant>,
    /// One slot per variant.
    pub slots: Vec<Slot>,
    /// The body; exactly one variant's slot is set when it matches.
    pub body: Node,
}

/// A public field of a struct.
#[derive(Debug, Clone)]
pub struct Field {
    /// The field's name.
    pub name: String,
    /// The slot that holds its value.
    pub slot: usize,
}

/// A variant of an enum.
#[derive(Debug, Clone)]
pub struct Variant {
    /// The variant's name.
    pub name: String,
    /// The slot that holds its payload.
    pub slot: usize,
    /// The variant's alternative is a choice spliced among parts that match text
    /// (`"." ~ (w | n)`): its payload (a token or a helper struct, never a rule's
    /// value) takes the span of the enum's whole match once that is known, so that
    /// it covers those parts too.
    pub widened: bool,
}

/// A place the body stores a matched value.
#[derive(Debug, Clone)]
pub struct Slot {
    /// What is stored.
    pub ty: SlotType,
    /// How many values: exactly one, maybe one, or any number.
    pub mult: Mult,
    /// Stored behind a `Box` (the type can contain its owner).
    pub boxed: bool,
    /// For a repetition that yields exactly this value once per iteration: how to
    /// read one item again, so the field can be a lazy `List` instead of a `Vec`.
    pub list: Option<Box<ListModel>>,
}

/// How a list field reads one item: a function running the repetition's body once,
/// or, when some iterations store nothing, until one does.
#[derive(Debug, Clone)]
pub struct ListModel {
    /// The generated function's name (`n_<owner>_<slot>`).
    pub function: String,
    /// The repetition's body, its one slot renumbered 0.
    pub body: Node,
    /// Some iterations store no value (`(uchar | ";")+`): the reader passes over
    /// them.
    pub skips: bool,
}

/// The type of a slot's value.
#[derive(Debug, Clone)]
pub enum SlotType {
    /// The type of a rule.
    Rule(RuleRef),
    /// A span of text (`url_runtime::Token`).
    Token,
    /// Where pest's `EOI` matched (`url_runtime::Eoi`): pest reports it like a
    /// rule, so it is a value of the tree like a rule's.
    Eoi,
    /// A generated struct for an enum variant with several fields.
    Group(Box<GroupModel>),
}

/// A rule whose value a slot holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleRef {
    /// The rule's grammar name.
    pub rule: String,
    /// Its type's name (set by [`name_types`]).
    pub type_name: String,
}

impl GroupModel {
    /// A helper type named `suffix` after its owner, not yet placed in its module.
    fn new(
        suffix: String,
        list_item: bool,
        composite: Composite,
        variants: Option<Vec<Variant>>,
    ) -> Self {
        GroupModel {
            type_name: String::new(),
            module: String::new(),
            owner: String::new(),
            owner_is_rule: false,
            suffix,
            list_item,
            composite,
            variants,
            shared: false,
        }
    }

    /// What makes two helper types of a module one type: their parts (fields,
    /// slots, variants and how they are built), before their nested helpers are
    /// named, whatever they are named or hold them (whether they are a list's
    /// item changes only their doc).
    fn parts_key(&self) -> String {
        format!("{:?}", (&self.composite, &self.variants))
    }
}

impl RuleRef {
    /// A reference to `rule`, its type not yet named.
    pub fn new(rule: &str) -> Self {
        RuleRef {
            rule: rule.to_owned(),
            type_name: String::new(),
        }
    }
}

/// A helper type: the struct of an alternative, the enum of a choice, the item of
/// a list. It lives in the module of the rule it belongs to
/// ([`RuleModel::module`]), so that its name only needs to differ from the other
/// helper types of that rule.
#[derive(Debug, Clone)]
pub struct GroupModel {
    /// The type's name in its module: the suffix of the helper types holding it,
    /// then its own [`GroupModel::suffix`], made unique in the module (set by
    /// [`name_types`]).
    pub type_name: String,
    /// The module it lives in: its rule's [`RuleModel::module`] (set by
    /// [`name_types`]).
    pub module: String,
    /// The name of the type holding this one (set by [`name_types`]): the rule's
    /// type, or another helper type of the module.
    pub owner: String,
    /// The type holding this one is the rule's own (outside the module).
    pub owner_is_rule: bool,
    /// What the name adds to its owner's: the variant's name for an alternative,
    /// the list field's name in UpperCamelCase for a list item.
    pub suffix: String,
    /// One item of a list (one iteration of a repetition), rather than an
    /// alternative of an enum.
    pub list_item: bool,
    /// Its fields and slots (its body is the [`Node::Group`] that builds it). For
    /// an enum the slots are the variants' and there are no fields.
    pub composite: Composite,
    /// For an enum (a repeated choice): its variants, each filled by one of the
    /// slots; `None` for a struct.
    pub variants: Option<Vec<Variant>>,
    /// Its type is that of an earlier helper type of the module with the same
    /// parts (the same choice written twice, `(a | b) ~ "=" ~ (a | b)`), which is
    /// emitted there (set by [`name_types`]).
    pub shared: bool,
}

/// How many values a slot holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mult {
    /// Exactly one.
    One,
    /// Zero or one.
    Optional,
    /// Zero or more.
    Many,
}

/// Where an implicit skip stores the nodes pest reports for it: the slot of each
/// non-silent `WHITESPACE` and `COMMENT` (`None`: not stored).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Trivia {
    /// The slot of `WHITESPACE`'s nodes.
    pub whitespace: Option<usize>,
    /// The slot of `COMMENT`'s nodes.
    pub comment: Option<usize>,
}

impl Trivia {
    /// The slots, `WHITESPACE`'s first.
    pub fn slots(self) -> impl Iterator<Item = usize> {
        self.whitespace.into_iter().chain(self.comment)
    }

    /// The same with every slot `s` replaced by `map(s)`.
    pub fn remap(self, map: &impl Fn(usize) -> usize) -> Trivia {
        Trivia {
            whitespace: self.whitespace.map(map),
            comment: self.comment.map(map),
        }
    }
}

/// A pest built-in rule the generated code implements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Builtin {
    /// `ANY`
    Any,
    /// `SOI`
    Soi,
    /// `EOI`
    Eoi,
    /// `NEWLINE`
    Newline,
}

/// A pest stack operation that matches (or drops) without pushing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StackOp {
    /// `PEEK`
    Peek,
    /// `PEEK_ALL`
    PeekAll,
    /// `POP`
    Pop,
    /// `POP_ALL`
    PopAll,
    /// `DROP`
    Drop,
    /// `PEEK[start..end]`
    PeekSlice(i32, Option<i32>),
}

/// A grammar expression, lowered.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Node {
    /// Matches nothing, always (an empty sequence).
    #[default]
    Empty,
    /// A literal, byte for byte.
    Literal(String),
    /// A literal, ignoring ASCII case.
    Insensitive(String),
    /// One character in an inclusive range.
    Range(char, char),
    /// A built-in rule.
    Builtin(Builtin),
    /// A rule; its value goes to `slot`, or nowhere.
    Call {
        /// The rule's name.
        rule: String,
        /// Where the value goes.
        slot: Option<usize>,
    },
    /// Matches `body` and stores its text as a token.
    Token {
        /// Where the token goes.
        slot: usize,
        /// What to match (no fields).
        body: Box<Node>,
    },
    /// Builds the group struct of `slot` from `body`, whose slots are the group's.
    Group {
        /// Where the group goes.
        slot: usize,
        /// The group's body.
        body: Box<Node>,
    },
    /// Positive lookahead (no fields inside).
    Ahead(Box<Node>),
    /// Negative lookahead (no fields inside).
    NotAhead(Box<Node>),
    /// A sequence.
    Seq(Vec<Node>),
    /// An ordered choice.
    Choice(Vec<Node>),
    /// An optional part.
    Opt(Box<Node>),
    /// A repetition, `min` to `max` times, as pest unrolls it: `min` required
    /// copies, then `max - min` optional copies each tried in turn (`e{1,3}` is
    /// `e ~ e? ~ e?`), or an open `e*` when unbounded (`e{2,}` is `e ~ e ~ e*`).
    Rep {
        /// What repeats.
        body: Box<Node>,
        /// Fewest repetitions.
        min: u32,
        /// Most repetitions, if bounded.
        max: Option<u32>,
    },
    /// Implicit whitespace and comments (pest's `skip`): `WHITESPACE*` and
    /// `(COMMENT ~ WHITESPACE*)*`, unless the rule runs atomic; the nodes of the
    /// non-silent ones go to the slots of [`Trivia`] (in a builder).
    Skip(Trivia),
    /// A repetition in a rule with implicit whitespace, with [`Node::Skip`] between
    /// iterations as pest lays it out: `e*` is `(e ~ (skip ~ e)*)?`, `e+` is
    /// `e ~ (skip ~ e)*`, and bounded forms are unrolled (`e{1,3}` is
    /// `e ~ skip ~ e? ~ skip ~ e?`, `e{2,}` is `e ~ skip ~ e ~ skip ~ e*`).
    Spaced {
        /// What repeats.
        body: Box<Node>,
        /// Fewest repetitions.
        min: u32,
        /// Most repetitions, if bounded.
        max: Option<u32>,
        /// `e{n,}` rather than `e+`/`e*`: the skip after the required
        /// iterations stays even when no further one follows.
        unrolled: bool,
        /// Where the skips between iterations store their nodes.
        trivia: Trivia,
    },
    /// One character with a Unicode property (pest's built-in `name`), as sorted
    /// disjoint inclusive ranges computed from pest's tables.
    Unicode {
        /// The built-in's name.
        name: String,
        /// The characters.
        ranges: Vec<(char, char)>,
    },
    /// `PUSH(body)`: matches `body` and pushes its text.
    Push(Box<Node>),
    /// `PUSH_LITERAL("text")`.
    PushLiteral(String),
    /// A stack operation.
    Stack(StackOp),
    /// Undoes the body's stack changes when it fails (pest's `restore_on_err`).
    Restore(Box<Node>),
}

impl Node {
    /// Every slot of the enclosing composite that this node assigns (not those of
    /// nested groups, which belong to the group).
    pub fn slots(&self, out: &mut BTreeSet<usize>) {
        match self {
            Node::Call {
                slot: Some(slot), ..
            }
            | Node::Group { slot, .. } => {
                out.insert(*slot);
            }
            // A token's body stores nothing but the nodes of its skips.
            Node::Token { slot, body } => {
                out.insert(*slot);
                body.slots(out);
            }
            Node::Skip(trivia) => out.extend(trivia.slots()),
            Node::Spaced { body, trivia, .. } => {
                out.extend(trivia.slots());
                body.slots(out);
            }
            Node::Seq(nodes) | Node::Choice(nodes) => nodes.iter().for_each(|n| n.slots(out)),
            Node::Opt(body) | Node::Rep { body, .. } | Node::Push(body) | Node::Restore(body) => {
                body.slots(out)
            }
            _ => {}
        }
    }

    /// The nodes directly inside this one, in order (none for a leaf or a call).
    pub fn parts(&self) -> &[Node] {
        match self {
            Node::Seq(nodes) | Node::Choice(nodes) => nodes,
            Node::Opt(body)
            | Node::Rep { body, .. }
            | Node::Spaced { body, .. }
            | Node::Push(body)
            | Node::Restore(body)
            | Node::Ahead(body)
            | Node::NotAhead(body)
            | Node::Token { body, .. }
            | Node::Group { body, .. } => std::slice::from_ref(&**body),
            _ => &[],
        }
    }

    /// The names of every rule this node calls, lookaheads included.
    pub fn calls(&self, out: &mut BTreeSet<String>) {
        if let Node::Call { rule, .. } = self {
            out.insert(rule.clone());
        }
        self.parts().iter().for_each(|part| part.calls(out));
    }

    /// The node with every slot number `s` replaced by `map(s)`.
    fn remap(self, map: &impl Fn(usize) -> usize) -> Node {
        match self {
            Node::Call { rule, slot } => Node::Call {
                rule,
                slot: slot.map(map),
            },
            Node::Token { slot, body } => Node::Token {
                slot: map(slot),
                body,
            },
            Node::Group { slot, body } => Node::Group {
                slot: map(slot),
                body,
            },
            Node::Seq(nodes) => Node::Seq(nodes.into_iter().map(|n| n.remap(map)).collect()),
            Node::Choice(nodes) => Node::Choice(nodes.into_iter().map(|n| n.remap(map)).collect()),
            Node::Opt(body) => Node::Opt(Box::new(body.remap(map))),
            Node::Rep { body, min, max } => Node::Rep {
                body: Box::new(body.remap(map)),
                min,
                max,
            },
            Node::Spaced {
                body,
                min,
                max,
                unrolled,
                trivia,
            } => Node::Spaced {
                body: Box::new(body.remap(map)),
                min,
                max,
                unrolled,
                trivia: trivia.remap(map),
            },
            Node::Skip(trivia) => Node::Skip(trivia.remap(map)),
            Node::Push(body) => Node::Push(Box::new(body.remap(map))),
            Node::Restore(body) => Node::Restore(Box::new(body.remap(map))),
            other => other,
        }
    }
}

/// Lowers every rule of `grammar`. Every problem of every rule is reported, each
/// naming its rule's position.
pub fn build(grammar: &Grammar, file: &str) -> Result<Model, Vec<GrammarError>> {
    // The rules as pest_derive runs them, after pest_meta's optimizer.
    let rewritten = pest_rewrites::apply(&grammar.rules);
    let rules: HashMap<&str, &GrammarRule> =
        rewritten.iter().map(|r| (r.name.as_str(), r)).collect();
    let mut lowerer = Lowerer {
        nullable: nullable_rules(&rules),
        rules,
        file,
        errors: RefCell::default(),
        lists: RefCell::new((String::new(), 0)),
        skips: grammar.rules.iter().any(|r| is_trivia(&r.name)),
        atomic: Cell::new(false),
        reported_trivia: ["WHITESPACE", "COMMENT"].map(|name| {
            grammar
                .rules
                .iter()
                .any(|r| r.name == name && r.ty != RuleType::Silent)
        }),
        stores_trivia: Cell::new(false),
        recursive_silent: BTreeSet::new(),
        in_atomic: BTreeMap::new(),
    };
    lowerer.recursive_silent = lowerer.find_recursive_silent();
    lowerer.in_atomic = lowerer.find_recursive_in_atomic();
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
    let mut rules = Vec::new();
    let lowered = rewritten
        .iter()
        .map(|rule| (rule, None))
        .chain(in_atomic.iter().map(|(twin, of)| (twin, Some(*of))));
    for (rule, of) in lowered {
        match lowerer.rule(rule, of) {
            Ok(model) => rules.push(model),
            Err(error) => lowerer.errors.borrow_mut().push(error),
        }
    }
    let errors = lowerer.errors.into_inner();
    if !errors.is_empty() {
        return Err(errors);
    }
    drop_unreached_in_atomic(&mut rules);
    let stack = rules.iter().any(|rule| uses_stack(&rule.matcher));
    let mut model = Model {
        rules,
        skips: lowerer.skips,
        stack,
    };
    atomicity::mark_reports_when_atomic(&mut model);
    boxing::box_cycles(&mut model);
    boxing::box_deep_nesting(&mut model);
    name_types(&mut model);
    if model.skips || model.stack {
        // A lazy list reads its items again later, without the whitespace skipped
        // between them or the stack as it was: such grammars keep `Vec`s.
        for rule in &mut model.rules {
            for slot in rule_slots_mut(&mut rule.shape) {
                drop_lists(slot);
            }
        }
    }
    Ok(model)
}

/// Drops the types recursive rules have inside atomic rules ([`RuleModel::in_atomic_of`])
/// that no builder calls: those of rules that no atomic rule reaches (the analysis
/// that makes them looks at each rule alone). They are no rule of the grammar, so
/// nothing else could use them.
fn drop_unreached_in_atomic(rules: &mut Vec<RuleModel>) {
    let by_name: HashMap<&str, &RuleModel> = rules
        .iter()
        .map(|rule| (rule.name.as_str(), rule))
        .collect();
    let mut reached: BTreeSet<String> = BTreeSet::new();
    let mut todo: Vec<&RuleModel> = rules
        .iter()
        .filter(|rule| rule.in_atomic_of.is_none())
        .collect();
    while let Some(rule) = todo.pop() {
        let mut called = BTreeSet::new();
        if let Some(body) = rule.shape.body() {
            body.calls(&mut called);
        }
        for name in called {
            match by_name.get(name.as_str()) {
                Some(twin) if twin.in_atomic_of.is_some() && reached.insert(name) => {
                    todo.push(twin)
                }
                _ => {}
            }
        }
    }
    rules.retain(|rule| rule.in_atomic_of.is_none() || reached.contains(&rule.name));
}

/// `WHITESPACE` and `COMMENT`, which pest skips implicitly.
pub fn is_trivia(rule: &str) -> bool {
    matches!(rule, "WHITESPACE" | "COMMENT")
}

fn drop_lists(slot: &mut Slot) {
    slot.list = None;
    if let SlotType::Group(group) = &mut slot.ty {
        group.composite.slots.iter_mut().for_each(drop_lists);
    }
}

/// True when `node` uses pest's stack.
fn uses_stack(node: &Node) -> bool {
    match node {
        Node::Push(_) | Node::PushLiteral(_) | Node::Stack(_) => true,
        Node::Seq(nodes) | Node::Choice(nodes) => nodes.iter().any(uses_stack),
        Node::Opt(body)
        | Node::Rep { body, .. }
        | Node::Spaced { body, .. }
        | Node::Restore(body)
        | Node::Ahead(body)
        | Node::NotAhead(body)
        | Node::Token { body, .. }
        | Node::Group { body, .. } => uses_stack(body),
        _ => false,
    }
}

/// The state of lowering one grammar.
struct Lowerer<'g> {
    rules: HashMap<&'g str, &'g GrammarRule>,
    file: &'g str,
    /// Problems found so far; lowering goes on after one, so that all are reported
    /// at once (serde_derive's `Ctxt`).
    errors: RefCell<Vec<GrammarError>>,
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
        self.composite.fields.push(Field { name, slot });
        slot
    }
}

impl<'g> Lowerer<'g> {
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
            RuleType::Silent if !self.recursive_silent.contains(&rule.name) => Shape::Silent,
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
        collect.composite.body = self.store_trivia(&mut collect, body);
        let mut composite = collect.composite;
        mark_lists(
            &mut composite.slots,
            &composite.body,
            &self.nullable,
            |slot| format!("n_{}_{slot}", rule.name),
        );
        Ok(composite)
    }

    /// The enum of a rule whose body is a choice.
    fn enumeration(&self, rule: &GrammarRule) -> Result<EnumModel, GrammarError> {
        // A silent rule's own alternatives must not splice the rule into itself, nor
        // an atomic rule's, where its calls of itself are not reported.
        let inlining = [rule.name.clone()];
        let inlining = if rule.ty == RuleType::Silent || self.atomic.get() {
            &inlining[..]
        } else {
            &[]
        };
        self.choice_enum(rule, &rule.expr, inlining)
    }

    /// The enum of the choice `expr` in `rule`: a variant per alternative, as
    /// [`Lowerer::alternative`] splits it; `inlining` as for
    /// [`Lowerer::through_silent`].
    fn choice_enum(
        &self,
        rule: &GrammarRule,
        expr: &Expr,
        inlining: &[String],
    ) -> Result<EnumModel, GrammarError> {
        let mut model = EnumModel {
            variants: Vec::new(),
            slots: Vec::new(),
            body: Node::Empty,
        };
        let mut names = Dedup::default();
        model.body = self.alternative(rule, expr, &mut model, &mut names, inlining, false)?;
        Ok(model)
    }

    /// Lowers one alternative of an enum rule: a nested choice is spliced, anything
    /// else becomes a variant. `wide` is true when the alternative was spliced from
    /// among parts that can match text (its variants then span those parts too).
    fn alternative(
        &self,
        rule: &GrammarRule,
        expr: &Expr,
        model: &mut EnumModel,
        names: &mut Dedup,
        inlining: &[String],
        wide: bool,
    ) -> Result<Node, GrammarError> {
        if let Expr::Choice(..) = expr {
            let alternatives = flatten_choice(expr);
            return Ok(Node::Choice(
                alternatives
                    .into_iter()
                    .map(|alt| {
                        let node = self.alternative(rule, alt, model, names, inlining, wide)?;
                        Ok(self.restoring(alt, node))
                    })
                    .collect::<Result<_, _>>()?,
            ));
        }
        let parts = flatten_seq(expr);
        let data: Vec<usize> = (0..parts.len())
            .filter(|&i| self.has_data(parts[i], &mut Vec::new()))
            .collect();
        if let [only] = data[..] {
            let (choice, through) = self.silent_chain(parts[only], inlining);
            // Skipped nodes between the parts need a struct to hold them.
            let between = parts.len() > 1 && self.trivia_between(rule);
            if let (Expr::Choice(..), false) = (choice, between) {
                // The silent rules spliced here are not spliced again inside.
                let inlining: Vec<String> = inlining.iter().cloned().chain(through).collect();
                let around = parts
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != only)
                    .map(|(_, part)| self.matcher(rule, part))
                    .collect::<Result<Vec<_>, _>>()?;
                // The parts around the choice (and the implicit whitespace between
                // them) may match text the choice's values do not cover.
                let wide = wide
                    || !around.iter().all(zero_width_around)
                    || (parts.len() > 1 && self.spaced(rule));
                let mut around = around.into_iter();
                let nodes = (0..parts.len())
                    .map(|i| {
                        if i == only {
                            self.alternative(rule, choice, model, names, &inlining, wide)
                        } else {
                            Ok(around.next().unwrap_or_default())
                        }
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                return Ok(self.seq(rule, nodes));
            }
        }
        self.variant(rule, expr, model, names, inlining, wide)
    }

    /// One variant of an enum rule, from an alternative that is not a choice;
    /// `wide` as for [`Lowerer::alternative`].
    fn variant(
        &self,
        rule: &GrammarRule,
        expr: &Expr,
        model: &mut EnumModel,
        names: &mut Dedup,
        inlining: &[String],
        wide: bool,
    ) -> Result<Node, GrammarError> {
        let mut collect = Collect {
            inlining: inlining.to_vec(),
            ..Collect::default()
        };
        let body = self.lower(rule, expr, Mult::One, &mut collect)?;
        let body = self.store_trivia(&mut collect, body);
        let index = model.slots.len();
        let composite = collect.composite;
        // A variant's name: its literal, built-in or rule when it has no other
        // fields, else the type names of its first three fields.
        let trivia: Vec<usize> = composite.trivia.slots().collect();
        let named: Vec<&Field> = composite
            .fields
            .iter()
            .filter(|field| !trivia.contains(&field.slot))
            .collect();
        let plain_name = || match expr {
            Expr::Str(text) | Expr::Insens(text) => literal_variant_name(text),
            // A built-in's variant reads as a word: `ASCII_ALPHA` -> `AsciiAlpha`.
            Expr::Ident(name) if builtin(name).is_some() => type_name(&name.to_ascii_lowercase()),
            Expr::Ident(name) => type_name(name),
            _ => format!("Alt{}", model.variants.len() + 1),
        };
        // A variant that is the referenced rule's value has that value's span, so the
        // parts around the rule, here and where the alternative was spliced from, must
        // match nothing (lookaheads); else it is a group.
        let single_rule = match (&composite.slots[..], &composite.fields[..]) {
            ([slot], [field]) if slot.mult == Mult::One && !wide && zero_width_around(&body) => {
                match &slot.ty {
                    SlotType::Rule(target) => {
                        Some((slot.ty.clone(), target.rule.clone(), field.name.clone()))
                    }
                    SlotType::Eoi => Some((SlotType::Eoi, "eoi".to_owned(), field.name.clone())),
                    _ => None,
                }
            }
            _ => None,
        };
        let (base, slot, node) = if let Some((ty, referenced, field)) = single_rule {
            // The alternative is one rule (with data-free parts around it): the variant
            // holds that rule's type and is named after it (or its tag).
            let base = if field == field_name(&referenced) {
                type_name(&referenced)
            } else {
                type_name(&field)
            };
            let slot = Slot {
                ty,
                mult: Mult::Optional,
                boxed: false,
                list: None,
            };
            (base, slot, body.remap(&|_| index))
        } else if composite.slots.is_empty() {
            let base = plain_name();
            let slot = Slot {
                ty: SlotType::Token,
                mult: Mult::Optional,
                boxed: false,
                list: None,
            };
            (
                base,
                slot,
                Node::Token {
                    slot: index,
                    body: Box::new(body),
                },
            )
        } else {
            let base: String = if named.is_empty() {
                plain_name()
            } else {
                named.iter().take(3).map(|f| type_name(&f.name)).collect()
            };
            let base = names.unique(&base, "");
            let mut composite = composite;
            mark_lists(&mut composite.slots, &body, &self.nullable, |_| {
                self.list_function()
            });
            let composite = Composite {
                body: Node::Empty,
                ..composite
            };
            let group = GroupModel::new(base.clone(), false, composite, None);
            let slot = Slot {
                ty: SlotType::Group(Box::new(group)),
                mult: Mult::Optional,
                boxed: false,
                list: None,
            };
            (
                base,
                slot,
                Node::Group {
                    slot: index,
                    body: Box::new(body),
                },
            )
        };
        let name = if matches!(slot.ty, SlotType::Group(_)) {
            base
        } else {
            names.unique(&base, "")
        };
        model.slots.push(slot);
        model.variants.push(Variant {
            name,
            slot: index,
            widened: wide,
        });
        Ok(node)
    }

    /// Lowers `expr` collecting fields into `collect`; `mult` is how many times the
    /// surrounding context can match.
    fn lower(
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
                let Some(&target) = self.rules.get(name.as_str()) else {
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
                    if self.rules.get(name.as_str()).is_some_and(|r| {
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
                    let body = self.matcher(rule, other)?;
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
            | Expr::RepMinMax(inner, _, _) => {
                if let Expr::RepMinMax(_, min, max) = expr {
                    self.check_bounds(rule, *min, *max);
                }
                self.repeat(rule, expr, inner, collect)?
            }
            other => self.matcher(rule, other)?,
        })
    }

    /// True when `expr` is a choice of which two or more alternatives store values:
    /// what [`Lowerer::choice_field`] makes one field of.
    fn is_data_choice(&self, expr: &Expr) -> bool {
        matches!(expr, Expr::Choice(..))
            && flatten_choice(expr)
                .into_iter()
                .filter(|alt| self.has_data(alt, &mut Vec::new()))
                .nth(1)
                .is_some()
    }

    /// A choice of which several alternatives store values, inside a struct: one
    /// field holding a helper enum, one variant per alternative (as an enum rule's),
    /// so that the value says which alternative matched. The field is named after
    /// `name` (the tag the choice comes from), else after its variants
    /// (`number_or_string`).
    fn choice_field(
        &self,
        rule: &GrammarRule,
        expr: &Expr,
        name: Option<&str>,
        mult: Mult,
        collect: &mut Collect,
    ) -> Result<Node, GrammarError> {
        let model = self.choice_enum(rule, expr, &collect.inlining)?;
        let base = match name {
            Some(name) => field_name(name),
            None => variants_joined(&model.variants),
        };
        let composite = Composite {
            fields: Vec::new(),
            slots: model.slots,
            body: Node::Empty,
            trivia: Trivia::default(),
        };
        let group = GroupModel::new(String::new(), false, composite, Some(model.variants));
        let slot = collect.add(&base, SlotType::Group(Box::new(group)), mult);
        // The field's name, made unique in its struct, also names the helper type.
        let composite = &mut collect.composite;
        let field = composite
            .fields
            .iter()
            .find(|field| field.slot == slot)
            .map_or_else(|| base.clone(), |field| field.name.clone());
        if let SlotType::Group(group) = &mut composite.slots[slot].ty {
            group.suffix = type_name(&field);
        }
        Ok(Node::Group {
            slot,
            body: Box::new(model.body),
        })
    }

    /// A repetition. One that stores values is one list field, one item per
    /// iteration, in input order: the value itself when every iteration stores
    /// exactly one (`("/" ~ segment)*`), else a helper type — an enum for a
    /// repeated choice (`(number | string)*`), a struct for anything else
    /// (`(op ~ term)*`).
    fn repeat(
        &self,
        rule: &GrammarRule,
        expr: &Expr,
        inner: &Expr,
        collect: &mut Collect,
    ) -> Result<Node, GrammarError> {
        let rep = |body: Node| self.repetition(rule, expr, inner, body);
        if !self.has_data(inner, &mut Vec::new()) {
            return Ok(rep(self.lower(rule, inner, Mult::Many, collect)?));
        }
        let mut item = Collect {
            inlining: collect.inlining.clone(),
            ..Collect::default()
        };
        let body = self.lower(rule, inner, Mult::One, &mut item)?;
        if let ([slot], [field]) = (&item.composite.slots[..], &item.composite.fields[..]) {
            // A helper enum (a choice's) is an item only where it is the whole
            // iteration; among parts that match text, the iteration is spliced
            // below, so that each item spans its iteration.
            let whole = !matches!(slot.ty, SlotType::Group(_)) || zero_width_around(&body);
            if slot.mult == Mult::One && stores_once(&body, 0) && whole {
                let index = collect.add(&field.name, slot.ty.clone(), Mult::Many);
                if let SlotType::Group(group) = &mut collect.composite.slots[index].ty {
                    // A choice's enum (`Lowerer::choice_field`), now one item per
                    // iteration: named after the list field.
                    let list = &collect.composite.fields.last().expect("just added").name;
                    group.suffix = type_name(list);
                    group.list_item = true;
                }
                return Ok(rep(body.remap(&|_| index)));
            }
        }
        let expr = self.through_silent(inner, &collect.inlining);
        let (field, group, body) = if self.is_choice(rule, expr, &collect.inlining) {
            let model = self.choice_enum(rule, expr, &collect.inlining)?;
            let field = variants_joined(&model.variants);
            let composite = Composite {
                fields: Vec::new(),
                slots: model.slots,
                body: Node::Empty,
                trivia: Trivia::default(),
            };
            (field, (composite, Some(model.variants)), model.body)
        } else {
            // The skips inside one iteration are the item's.
            let body = self.store_trivia(&mut item, body);
            let mut composite = item.composite;
            mark_lists(&mut composite.slots, &body, &self.nullable, |_| {
                self.list_function()
            });
            let trivia: Vec<usize> = composite.trivia.slots().collect();
            let named = composite
                .fields
                .iter()
                .filter(|field| !trivia.contains(&field.slot));
            let field = joined(named.map(|f| f.name.clone()), "_");
            (field, (composite, None), body)
        };
        let (composite, variants) = group;
        let group = GroupModel::new(String::new(), true, composite, variants);
        let slot = collect.add(&field, SlotType::Group(Box::new(group)), Mult::Many);
        // Named after the list field, as made unique in its struct.
        let list = &collect.composite.fields.last().expect("just added").name;
        if let SlotType::Group(group) = &mut collect.composite.slots[slot].ty {
            group.suffix = type_name(list);
        }
        Ok(rep(Node::Group {
            slot,
            body: Box::new(body),
        }))
    }

    /// True when `expr` is a choice, or a sequence whose only part with data is one
    /// (`"," ~ (a | b)`) and no skipped node of `rule` can lie between its parts:
    /// what the enum lowering ([`Lowerer::alternative`]) splices.
    fn is_choice(&self, rule: &GrammarRule, expr: &Expr, inlining: &[String]) -> bool {
        if let Expr::Choice(..) = expr {
            return true;
        }
        let parts = flatten_seq(expr);
        if parts.len() > 1 && self.trivia_between(rule) {
            return false;
        }
        let data: Vec<&Expr> = parts
            .into_iter()
            .filter(|part| self.has_data(part, &mut Vec::new()))
            .collect();
        matches!(data[..], [only] if matches!(self.through_silent(only, inlining), Expr::Choice(..)))
    }

    /// `expr`, or the body of the silent rule it names (and so on), as lowering
    /// inlines it: the expression a repetition really repeats.
    fn through_silent<'e>(&'e self, expr: &'e Expr, inlining: &[String]) -> &'e Expr {
        self.silent_chain(expr, inlining).0
    }

    /// [`Lowerer::through_silent`], with the silent rules it went through.
    fn silent_chain<'e>(&'e self, expr: &'e Expr, inlining: &[String]) -> (&'e Expr, Vec<String>) {
        let mut expr = expr;
        let mut seen: Vec<String> = Vec::new();
        while let Expr::Ident(name) = expr {
            match self.rules.get(name.as_str()) {
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

    /// A fresh name for the function reading one item of a list inside a helper
    /// type of the rule being lowered (`g_<rule>_<n>`; the rules' own are
    /// `n_<rule>_<slot>`). Rule names are unique and `n` has no `_`, so no two
    /// rules make the same name, even where both inline one silent rule.
    fn list_function(&self) -> String {
        let mut lists = self.lists.borrow_mut();
        let (owner, n) = &mut *lists;
        let name = format!("g_{owner}_{n}");
        *n += 1;
        name
    }

    /// The repetition `expr` of `inner`, lowered to `body`: a [`Node::Spaced`] in a
    /// rule with implicit whitespace, else a [`Node::Rep`].
    fn repetition(&self, rule: &GrammarRule, expr: &Expr, inner: &Expr, body: Node) -> Node {
        let (min, max, unrolled) = match expr {
            Expr::RepOnce(_) => (1, None, false),
            Expr::RepExact(_, n) => (*n, Some(*n), true),
            Expr::RepMin(_, n) => (*n, None, *n > 0),
            Expr::RepMax(_, n) => (0, Some(*n), true),
            Expr::RepMinMax(_, min, max) => (*min, Some(*max), true),
            _ => (0, None, false),
        };
        // pest restores the stack after a failed optional iteration only.
        let body = if max != Some(min) && !(min == 1 && max.is_none() && !unrolled) {
            self.restoring(inner, body)
        } else {
            body
        };
        let body = Box::new(body);
        if self.spaced(rule) {
            Node::Spaced {
                body,
                min,
                max,
                unrolled,
                trivia: Trivia::default(),
            }
        } else {
            Node::Rep { body, min, max }
        }
    }

    /// True when `rule`'s body skips implicit whitespace: the grammar has some and
    /// the rule is neither atomic nor whitespace itself.
    fn spaced(&self, rule: &GrammarRule) -> bool {
        self.skips
            && !is_trivia(&rule.name)
            && matches!(
                rule.ty,
                RuleType::Normal | RuleType::Silent | RuleType::NonAtomic
            )
    }

    /// The sequence of `parts`, with implicit whitespace between them where
    /// `rule` skips it.
    fn seq(&self, rule: &GrammarRule, parts: Vec<Node>) -> Node {
        if !self.spaced(rule) {
            return Node::Seq(parts);
        }
        let mut spaced = Vec::with_capacity(parts.len() * 2);
        for (i, part) in parts.into_iter().enumerate() {
            if i > 0 {
                spaced.push(Node::Skip(Trivia::default()));
            }
            spaced.push(part);
        }
        Node::Seq(spaced)
    }

    /// `node` (lowered from `expr`) made to undo its stack changes when it fails,
    /// where pest's optimizer does that: around a branch that pushes or pops.
    fn restoring(&self, expr: &Expr, node: Node) -> Node {
        if self.modifies_stack(expr, &mut Vec::new()) {
            Node::Restore(Box::new(node))
        } else {
            node
        }
    }

    /// pest's `child_modifies_state`: `expr` contains a `PUSH`, `POP` or `DROP`,
    /// directly or through the rules it calls.
    fn modifies_stack(&self, expr: &Expr, visiting: &mut Vec<String>) -> bool {
        match expr {
            Expr::Push(_) => true,
            Expr::Ident(name) if name == "POP" || name == "DROP" => true,
            Expr::Ident(name) => match self.rules.get(name.as_str()) {
                Some(_) if visiting.contains(name) => false,
                Some(rule) => {
                    visiting.push(name.clone());
                    self.modifies_stack(&rule.expr, visiting)
                }
                None => false,
            },
            Expr::Seq(a, b) | Expr::Choice(a, b) => {
                self.modifies_stack(a, visiting) || self.modifies_stack(b, visiting)
            }
            Expr::PosPred(inner)
            | Expr::NegPred(inner)
            | Expr::Opt(inner)
            | Expr::Rep(inner)
            | Expr::RepOnce(inner)
            | Expr::RepExact(inner, _)
            | Expr::RepMin(inner, _)
            | Expr::RepMax(inner, _)
            | Expr::RepMinMax(inner, _, _)
            | Expr::NodeTag(inner, _) => self.modifies_stack(inner, visiting),
            _ => false,
        }
    }

    /// Lowers `expr` for recognising only: no fields, tags ignored.
    fn matcher(&self, rule: &GrammarRule, expr: &Expr) -> Result<Node, GrammarError> {
        let sub = |e: &Expr| self.matcher(rule, e).map(Box::new);
        let repeat =
            |inner: &Expr| Ok(self.repetition(rule, expr, inner, self.matcher(rule, inner)?));
        Ok(match expr {
            Expr::Str(text) => Node::Literal(text.clone()),
            Expr::Insens(text) => Node::Insensitive(text.clone()),
            Expr::Range(lo, hi) => match (single_char(lo), single_char(hi)) {
                (Some(lo), Some(hi)) => Node::Range(lo, hi),
                _ => {
                    self.report(
                        rule,
                        format!("range '{lo}'..'{hi}' is not a range of single characters"),
                    );
                    Node::Empty
                }
            },
            Expr::Ident(name) if self.rules.contains_key(name.as_str()) => Node::Call {
                rule: name.clone(),
                slot: None,
            },
            Expr::Ident(name) => match builtin(name) {
                Some(node) => node,
                None => {
                    self.report(
                        rule,
                        format!("built-in rule `{name}` is not supported by url-derive"),
                    );
                    Node::Empty
                }
            },
            Expr::PosPred(inner) => Node::Ahead(sub(inner)?),
            Expr::NegPred(inner) => Node::NotAhead(sub(inner)?),
            Expr::Seq(..) => self.seq(
                rule,
                flatten_seq(expr)
                    .into_iter()
                    .map(|e| self.matcher(rule, e))
                    .collect::<Result<_, _>>()?,
            ),
            Expr::Choice(..) => Node::Choice(
                flatten_choice(expr)
                    .into_iter()
                    .map(|e| Ok(self.restoring(e, self.matcher(rule, e)?)))
                    .collect::<Result<_, _>>()?,
            ),
            Expr::Opt(inner) => {
                Node::Opt(Box::new(self.restoring(inner, self.matcher(rule, inner)?)))
            }
            Expr::Rep(inner)
            | Expr::RepOnce(inner)
            | Expr::RepExact(inner, _)
            | Expr::RepMin(inner, _)
            | Expr::RepMax(inner, _)
            | Expr::RepMinMax(inner, _, _) => {
                if let Expr::RepMinMax(_, min, max) = expr {
                    self.check_bounds(rule, *min, *max);
                }
                repeat(inner)?
            }
            Expr::NodeTag(inner, _) => self.matcher(rule, inner)?,
            Expr::PeekSlice(start, end) => Node::Stack(StackOp::PeekSlice(*start, *end)),
            Expr::Push(inner) => Node::Push(sub(inner)?),
            Expr::PushLiteral(text) => Node::PushLiteral(text.clone()),
        })
    }

    /// True when pest reports nodes of the implicit skips between the parts of
    /// `rule`'s sequences in the rule being lowered: a data-free part and a
    /// choice around such a skip are no variant of their own.
    fn trivia_between(&self, rule: &GrammarRule) -> bool {
        self.stores_trivia.get() && self.spaced(rule)
    }

    /// `body` (of the composite `collect` builds) with its implicit skips storing
    /// the nodes pest reports for them: where the rule being lowered skips and
    /// reports skipped nodes, and `body` skips at its own level (outside the
    /// groups it builds, which hold their own, and outside lookaheads, where pest
    /// makes no node), the composite gets a list field per non-silent `WHITESPACE`
    /// and `COMMENT`, after its other fields, named after the rule.
    fn store_trivia(&self, collect: &mut Collect, body: Node) -> Node {
        if !self.stores_trivia.get() || !skips_here(&body) {
            return body;
        }
        let [whitespace, comment] =
            [("WHITESPACE", "whitespace"), ("COMMENT", "comment")].map(|(rule, field)| {
                self.reported_trivia[usize::from(rule == "COMMENT")]
                    .then(|| collect.add(field, SlotType::Rule(RuleRef::new(rule)), Mult::Many))
            });
        let trivia = Trivia {
            whitespace,
            comment,
        };
        collect.composite.trivia = trivia;
        with_trivia(body, trivia)
    }

    /// True when a call of `target` in the rule being lowered is not a node of its
    /// own: a silent rule, or inside an atomic rule any rule but a `$` or `!` one.
    /// Such a rule's values (if any) are inlined into the caller's, but for those
    /// of the rules that have a type of their own inside atomic rules
    /// ([`Lowerer::in_atomic`]).
    fn inlined(&self, target: &GrammarRule) -> bool {
        if self.atomic.get() {
            !sets_own_reporting(target.ty) && !self.in_atomic.contains_key(&target.name)
        } else {
            target.ty == RuleType::Silent
        }
    }

    /// True when a call of `target` in the rule being lowered stores a value of
    /// `target`'s type: a rule that is a node there ([`Lowerer::inlined`]), or a
    /// silent choice of rules outside atomic rules (a type of its own).
    fn typed_call(&self, target: &GrammarRule) -> bool {
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
    fn find_recursive_in_atomic(&self) -> BTreeMap<String, String> {
        let was = self.atomic.replace(true);
        let inlined: BTreeSet<&str> = self
            .rules
            .values()
            .filter(|rule| {
                !sets_own_reporting(rule.ty) && self.has_data(&rule.expr, &mut Vec::new())
            })
            .map(|rule| rule.name.as_str())
            .collect();
        self.atomic.set(was);
        let recursive = self.on_cycles(&inlined);
        let mut taken: BTreeSet<String> = self.rules.keys().map(|&name| name.to_owned()).collect();
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
    fn find_recursive_silent(&self) -> BTreeSet<String> {
        let reports_skips = self.reported_trivia.contains(&true);
        let inlined: BTreeSet<&str> = self
            .rules
            .values()
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
    fn skips_inside(&self, expr: &Expr, visiting: &mut Vec<String>) -> bool {
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
            Expr::Ident(name) => match self.rules.get(name.as_str()) {
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
    fn has_data(&self, expr: &Expr, visiting: &mut Vec<String>) -> bool {
        match expr {
            // pest reports `EOI` like a rule (not inside an atomic rule).
            Expr::Ident(name) if name == "EOI" => !self.atomic.get(),
            Expr::Ident(name) => match self.rules.get(name.as_str()) {
                None => false,
                Some(rule) if !self.inlined(rule) => true,
                Some(_) if visiting.contains(name) => false,
                Some(rule) => {
                    visiting.push(name.clone());
                    let was = self.atomic.replace(self.atomic.get() || runs_atomic(rule));
                    let data = self.has_data(&rule.expr, visiting);
                    self.atomic.set(was);
                    visiting.pop();
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

    /// Records a problem with `rule` (once: a rule using two stack operations gets
    /// one message); lowering goes on.
    fn report(&self, rule: &GrammarRule, message: String) {
        let error = self.error(rule, message);
        let mut errors = self.errors.borrow_mut();
        if !errors.contains(&error) {
            errors.push(error);
        }
    }

    /// `e{min, max}` with `min > max` matches nothing, ever: a mistake.
    fn check_bounds(&self, rule: &GrammarRule, min: u32, max: u32) {
        if min > max {
            self.report(
                rule,
                format!("the repetition `{{{min}, {max}}}` asks for at least {min} and at most {max}, so it never matches"),
            );
        }
    }

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

    /// The rules among `inlined` that reach themselves through calls (outside
    /// lookaheads, where a call holds no value) of rules among `inlined`: the
    /// rules lowering would inline into themselves.
    fn on_cycles(&self, inlined: &BTreeSet<&str>) -> BTreeSet<String> {
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
        Expr::Seq(a, b) | Expr::Choice(a, b) => {
            calls_outside_lookaheads(a, out);
            calls_outside_lookaheads(b, out);
        }
        Expr::Opt(inner)
        | Expr::Rep(inner)
        | Expr::RepOnce(inner)
        | Expr::RepExact(inner, _)
        | Expr::RepMin(inner, _)
        | Expr::RepMax(inner, _)
        | Expr::RepMinMax(inner, _, _)
        | Expr::Push(inner)
        | Expr::NodeTag(inner, _) => calls_outside_lookaheads(inner, out),
        _ => {}
    }
}

/// The node for a pest built-in rule, if `name` is one url-derive implements.
fn builtin(name: &str) -> Option<Node> {
    Some(match name {
        "ANY" => Node::Builtin(Builtin::Any),
        "SOI" => Node::Builtin(Builtin::Soi),
        "EOI" => Node::Builtin(Builtin::Eoi),
        "NEWLINE" => Node::Builtin(Builtin::Newline),
        "ASCII_DIGIT" => Node::Range('0', '9'),
        "ASCII_NONZERO_DIGIT" => Node::Range('1', '9'),
        "ASCII_BIN_DIGIT" => Node::Range('0', '1'),
        "ASCII_OCT_DIGIT" => Node::Range('0', '7'),
        "ASCII_HEX_DIGIT" => Node::Choice(vec![
            Node::Range('0', '9'),
            Node::Range('a', 'f'),
            Node::Range('A', 'F'),
        ]),
        "ASCII_ALPHA_LOWER" => Node::Range('a', 'z'),
        "ASCII_ALPHA_UPPER" => Node::Range('A', 'Z'),
        "ASCII_ALPHA" => Node::Choice(vec![Node::Range('a', 'z'), Node::Range('A', 'Z')]),
        "ASCII_ALPHANUMERIC" => Node::Choice(vec![
            Node::Range('a', 'z'),
            Node::Range('A', 'Z'),
            Node::Range('0', '9'),
        ]),
        "ASCII" => Node::Range('\0', '\x7f'),
        "PEEK" => Node::Stack(StackOp::Peek),
        "PEEK_ALL" => Node::Stack(StackOp::PeekAll),
        "POP" => Node::Stack(StackOp::Pop),
        "POP_ALL" => Node::Stack(StackOp::PopAll),
        "DROP" => Node::Stack(StackOp::Drop),
        _ => return unicode(name),
    })
}

/// A Unicode property built-in (`LETTER`, `XID_START`, `HAN`, ...), its characters
/// read from pest's own tables.
fn unicode(name: &str) -> Option<Node> {
    let property = pest::unicode::by_name(name)?;
    let mut ranges: Vec<(char, char)> = Vec::new();
    for c in (0..=0x10FFFF)
        .filter_map(char::from_u32)
        .filter(|&c| property(c))
    {
        match ranges.last_mut() {
            Some((_, hi)) if char::from_u32(*hi as u32 + 1) == Some(c) => *hi = c,
            _ => ranges.push((c, c)),
        }
    }
    Some(Node::Unicode {
        name: name.to_owned(),
        ranges,
    })
}

fn single_char(text: &str) -> Option<char> {
    let mut chars = text.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
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

/// True when `node` skips implicitly at its own level: outside the groups it
/// builds and outside lookaheads.
fn skips_here(node: &Node) -> bool {
    match node {
        Node::Skip(_) | Node::Spaced { .. } => true,
        Node::Seq(nodes) | Node::Choice(nodes) => nodes.iter().any(skips_here),
        Node::Opt(body)
        | Node::Rep { body, .. }
        | Node::Push(body)
        | Node::Restore(body)
        | Node::Token { body, .. } => skips_here(body),
        _ => false,
    }
}

/// `node` with the skips at its own level ([`skips_here`]) storing into `trivia`.
fn with_trivia(node: Node, trivia: Trivia) -> Node {
    let inner = |body: Box<Node>| Box::new(with_trivia(*body, trivia));
    match node {
        Node::Skip(_) => Node::Skip(trivia),
        Node::Spaced {
            body,
            min,
            max,
            unrolled,
            ..
        } => Node::Spaced {
            body: inner(body),
            min,
            max,
            unrolled,
            trivia,
        },
        Node::Seq(nodes) => Node::Seq(nodes.into_iter().map(|n| with_trivia(n, trivia)).collect()),
        Node::Choice(nodes) => {
            Node::Choice(nodes.into_iter().map(|n| with_trivia(n, trivia)).collect())
        }
        Node::Opt(body) => Node::Opt(inner(body)),
        Node::Rep { body, min, max } => Node::Rep {
            body: inner(body),
            min,
            max,
        },
        Node::Push(body) => Node::Push(inner(body)),
        Node::Restore(body) => Node::Restore(inner(body)),
        Node::Token { slot, body } => Node::Token {
            slot,
            body: inner(body),
        },
        other => other,
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

/// The name of a field holding one of `variants`: their field names joined by
/// `_or_` (`number_or_string`).
fn variants_joined(variants: &[Variant]) -> String {
    joined(variants.iter().map(|v| field_name(&v.name)), "_or_")
}

/// Up to three names joined by `separator`, then `_etc` when there are more: the
/// name of a list of helper items (`op_term`, `number_or_string_or_boolean_etc`).
fn joined(names: impl Iterator<Item = String>, separator: &str) -> String {
    let names: Vec<String> = names.collect();
    let mut out = names
        .iter()
        .take(3)
        .cloned()
        .collect::<Vec<_>>()
        .join(separator);
    if names.len() > 3 {
        out.push_str("_etc");
    }
    if out.is_empty() {
        // Parts without names (none has data) never reach here; should one, the
        // list is still a valid field.
        out.push_str("item");
    }
    out
}

/// Gives every type its name: each rule with a type its [`type_name`], numbered
/// where an earlier rule has it ([`rule_type_names`]), and a module for its helper
/// types ([`module_name`]); each helper type its own suffix (`OpTerm`), not its
/// owners' too: the rule's module scopes it (`expr::OpTerm`), where it is made
/// unique, owners first (`OpTerm2`), and a helper type with the same parts as an
/// earlier one of the module is that type ([`GroupModel::shared`]); each rule
/// reference its rule's type name.
fn name_types(model: &mut Model) {
    let typed: Vec<usize> = (0..model.rules.len())
        .filter(|&i| !matches!(model.rules[i].shape, Shape::Silent))
        .collect();
    let natural: Vec<String> = typed
        .iter()
        .map(|&i| match &model.rules[i].in_atomic_of {
            Some(of) => format!("{}InAtomic", type_name(of)),
            None => type_name(&model.rules[i].name),
        })
        .collect();
    for (&index, (name, keeper)) in typed.iter().zip(rule_type_names(&natural)) {
        let keeper = keeper.map(|k| {
            let rule = &model.rules[typed[k]];
            rule.in_atomic_of
                .clone()
                .unwrap_or_else(|| rule.name.clone())
        });
        let rule = &mut model.rules[index];
        rule.module = module_name(&name);
        rule.type_name = name;
        rule.name_taken_by = keeper;
    }
    let types: HashMap<String, String> = model
        .rules
        .iter()
        .map(|rule| (rule.name.clone(), rule.type_name.clone()))
        .collect();
    struct Namer<'a> {
        types: &'a HashMap<String, String>,
        module: String,
        names: Dedup,
        /// The helper types named so far, by their parts ([`GroupModel::parts_key`]).
        named: HashMap<String, GroupModel>,
    }
    impl Namer<'_> {
        fn visit(&mut self, slots: &mut [Slot], owner: &str, owner_is_rule: bool) {
            for slot in slots {
                match &mut slot.ty {
                    SlotType::Rule(target) => {
                        target.type_name = self.types.get(&target.rule).cloned().unwrap_or_else(
                            // Trivia rules always have a type; should a name be
                            // missing, the natural one is the best guess.
                            || type_name(&target.rule),
                        );
                    }
                    SlotType::Group(group) => {
                        let key = group.parts_key();
                        if let Some(first) = self.named.get(&key) {
                            **group = GroupModel {
                                shared: true,
                                ..first.clone()
                            };
                            continue;
                        }
                        let name = self.names.unique(&group.suffix, "");
                        group.type_name = name.clone();
                        group.module = self.module.clone();
                        group.owner = owner.to_owned();
                        group.owner_is_rule = owner_is_rule;
                        self.visit(&mut group.composite.slots, &name, false);
                        self.named.insert(key, (**group).clone());
                    }
                    SlotType::Token | SlotType::Eoi => {}
                }
            }
        }
    }
    for rule in &mut model.rules {
        let mut namer = Namer {
            types: &types,
            module: rule.module.clone(),
            names: Dedup::default(),
            named: HashMap::new(),
        };
        let owner = rule.type_name.clone();
        namer.visit(rule_slots_mut(&mut rule.shape), &owner, true);
    }
}

/// The slots of a rule's type (none for a leaf or a silent rule).
pub(crate) fn rule_slots(shape: &Shape) -> &[Slot] {
    match shape {
        Shape::Struct(composite) => &composite.slots,
        Shape::Enum(model) => &model.slots,
        Shape::Silent | Shape::Leaf => &[],
    }
}

/// [`rule_slots`], to change.
pub(crate) fn rule_slots_mut(shape: &mut Shape) -> &mut [Slot] {
    match shape {
        Shape::Struct(composite) => &mut composite.slots,
        Shape::Enum(model) => &mut model.slots,
        Shape::Silent | Shape::Leaf => &mut [],
    }
}

/// Marks each `Vec` slot that can be a lazy list: filled by one repetition (not
/// inside another) whose body stores exactly that slot at most once per iteration,
/// and, when the repetition is bounded, cannot match the empty input (`nullable`
/// says which rules can): a bounded repetition's copies are all tried, so an item
/// could be empty, and a list reads its items again only up to its end.
/// `function` names the generated function that reads one item of slot `n`.
fn mark_lists(
    slots: &mut [Slot],
    body: &Node,
    nullable: &HashSet<String>,
    function: impl Fn(usize) -> String,
) {
    let mut reps = Vec::new();
    outer_repetitions(body, &mut reps);
    for (rep, bounded) in reps {
        let mut assigned = BTreeSet::new();
        rep.slots(&mut assigned);
        let [slot] = assigned.into_iter().collect::<Vec<_>>()[..] else {
            continue;
        };
        let skips = !stores_once(rep, slot);
        // A reader that passes over valueless iterations could read past a bounded
        // repetition's last iteration into what follows it.
        if slots[slot].mult != Mult::Many
            || !stores_at_most_once(rep, slot)
            || occurrences(body, slot) != 1
            || (skips && bounded)
            || (bounded && rep.may_be_empty(nullable))
        {
            continue;
        }
        slots[slot].list = Some(Box::new(ListModel {
            function: function(slot),
            body: rep.clone().remap(&|_| 0),
            skips,
        }));
    }
}

/// The bodies of the repetitions of `node` that are not inside another repetition,
/// each with whether it has a most number of iterations.
fn outer_repetitions<'n>(node: &'n Node, out: &mut Vec<(&'n Node, bool)>) {
    match node {
        Node::Rep { body, max, .. } => out.push((body, max.is_some())),
        Node::Seq(nodes) | Node::Choice(nodes) => {
            nodes.iter().for_each(|n| outer_repetitions(n, out))
        }
        Node::Opt(body) => outer_repetitions(body, out),
        _ => {}
    }
}

/// True when every match of `node` stores `slot` exactly once.
fn stores_once(node: &Node, slot: usize) -> bool {
    match node {
        Node::Call { slot: Some(s), .. }
        | Node::Token { slot: s, .. }
        | Node::Group { slot: s, .. } => *s == slot,
        Node::Seq(parts) => {
            let storing: Vec<&Node> = parts.iter().filter(|p| occurrences(p, slot) > 0).collect();
            matches!(storing[..], [only] if stores_once(only, slot))
        }
        _ => false,
    }
}

/// True when no match of `node` stores `slot` more than once.
fn stores_at_most_once(node: &Node, slot: usize) -> bool {
    match node {
        _ if occurrences(node, slot) == 0 => true,
        Node::Call { .. } | Node::Token { .. } | Node::Group { .. } => true,
        Node::Seq(parts) => {
            let storing: Vec<&Node> = parts.iter().filter(|p| occurrences(p, slot) > 0).collect();
            matches!(storing[..], [only] if stores_at_most_once(only, slot))
        }
        Node::Choice(alternatives) => alternatives
            .iter()
            .all(|alternative| stores_at_most_once(alternative, slot)),
        Node::Opt(body) => stores_at_most_once(body, slot),
        _ => false,
    }
}

/// How many places in `node` store `slot`.
fn occurrences(node: &Node, slot: usize) -> usize {
    match node {
        Node::Call { slot: Some(s), .. }
        | Node::Token { slot: s, .. }
        | Node::Group { slot: s, .. } => usize::from(*s == slot),
        Node::Seq(nodes) | Node::Choice(nodes) => nodes.iter().map(|n| occurrences(n, slot)).sum(),
        Node::Opt(body) | Node::Rep { body, .. } => occurrences(body, slot),
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::load;

    fn model(text: &str) -> Model {
        let grammar = load::parse(text, "t.pest", PathBuf::from("t.pest")).expect("parses");
        build(&grammar, "t.pest").expect("models")
    }

    /// Every problem of every rule is reported, not only the first, and once: `s`'s
    /// type inside the atomic rule `a` is lowered from `s`'s body again.
    #[test]
    fn every_problem_is_reported() {
        let grammar = load::parse(
            "a = @{ \"a\"{5, 2} ~ s }\ns = _{ (c ~ s)? ~ \"s\"{2, 1} }\nc = ${ \"c\" }\nb = { \"b\"{3, 1} }\n",
            "t.pest",
            PathBuf::from("t.pest"),
        )
        .expect("parses");
        let errors = build(&grammar, "t.pest").unwrap_err();
        let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert_eq!(messages.len(), 3, "{messages:#?}");
        assert!(messages[0].contains("rule `a`: the repetition `{5, 2}`"));
        assert!(
            messages[1].starts_with("t.pest:2:1: rule `s`: the repetition `{2, 1}`"),
            "{messages:#?}"
        );
        assert!(messages[2].starts_with("t.pest:4:1: rule `b`: the repetition `{3, 1}`"));
    }

    /// A silent rule holding values that calls itself, directly or through other
    /// such silent rules, has a type of its own (no node), which its callers hold.
    #[test]
    fn recursive_silent_rules_have_types() {
        let model = model(
            "a = { s }\ns = _{ \"(\" ~ (s | x)? ~ \")\" }\nx = { \"x\" }\nb = { t }\nt = _{ \"[\" ~ u ~ \"]\" }\nu = _{ \"<\" ~ t? ~ x ~ \">\" }\nw = _{ x ~ t }\n",
        );
        let rule = |name: &str| model.rules.iter().find(|r| r.name == name).unwrap();
        assert_eq!(fields(rule("a")), ["s: S One"]);
        assert_eq!(fields(rule("b")), ["t: T One"]);
        assert_eq!(fields(rule("t")), ["u: U One"]);
        assert_eq!(fields(rule("u")), ["t: T Optional", "x: X One"]);
        assert!(rule("s").silent && rule("t").silent);
        assert!(matches!(rule("s").shape, Shape::Struct(_)));
        // Not on a cycle: inlined where it is used, no type.
        assert!(matches!(rule("w").shape, Shape::Silent));
    }

    /// A rule holding `$` or `!` rules that calls itself, called inside an atomic
    /// rule, has a type of its own there (no node), which the atomic rule and the
    /// type itself hold; rules on no such cycle are still inlined there.
    #[test]
    fn recursive_rules_inside_atomic_rules_have_types() {
        let model = model(concat!(
            "a = @{ \"(\" ~ r ~ w ~ \")\" }\n",
            "r = { q ~ r? }\n",
            "q = ${ \"q\" }\n",
            "w = { q }\n",
            "r__atomic = { \"x\" }\n",
        ));
        let rule = |name: &str| model.rules.iter().find(|r| r.name == name).unwrap();
        assert_eq!(fields(rule("a")), ["r: RInAtomic One", "q: Q One"]);
        // Outside atomic rules `r` is itself.
        assert_eq!(fields(rule("r")), ["q: Q One", "r: R Optional"]);
        let twin = rule("r__atomic_");
        assert_eq!(twin.in_atomic_of.as_deref(), Some("r"));
        assert!(twin.silent);
        assert_eq!(fields(twin), ["q: Q One", "r: RInAtomic Optional"]);
        assert_eq!(
            model.rules.len(),
            6,
            "only `r` has a type inside atomic rules"
        );
    }

    /// The fields of `rule` (a struct) with their helper enums' variants, as
    /// `name: Type [Variant, ...] mult`.
    fn fields(rule: &RuleModel) -> Vec<String> {
        let Shape::Struct(composite) = &rule.shape else {
            panic!("{:?}", rule.shape);
        };
        composite
            .fields
            .iter()
            .map(|field| {
                let slot = &composite.slots[field.slot];
                let ty = match &slot.ty {
                    SlotType::Rule(target) => target.type_name.clone(),
                    SlotType::Token => "Token".to_owned(),
                    SlotType::Eoi => "Eoi".to_owned(),
                    SlotType::Group(group) => {
                        let variants: Vec<&str> = group
                            .variants
                            .iter()
                            .flatten()
                            .map(|v| v.name.as_str())
                            .collect();
                        format!("{}::{} {variants:?}", group.module, group.type_name)
                    }
                };
                format!("{}: {ty} {:?}", field.name, slot.mult)
            })
            .collect()
    }

    /// A silent rule whose body is a choice of rules is an enum of its own, held by
    /// the rules that use it; a choice written in a sequence with several
    /// rule-holding alternatives is one field of a helper enum; a choice with one
    /// rule-holding alternative stays an `Option`.
    #[test]
    fn a_choice_in_a_sequence_is_one_enum_field() {
        let model = model(concat!(
            "pair = { key ~ \"=\" ~ value ~ (\",\" ~ value)* }\n",
            "value = _{ text | number | \"{\" ~ key ~ number ~ \"}\" }\n",
            "op = { number ~ ((add | mul) ~ number)? ~ (key | \"-\") }\n",
            "key = @{ \"k\" }\ntext = @{ \"t\" }\nnumber = @{ \"1\" }\n",
            "add = { \"+\" }\nmul = { \"*\" }\n",
        ));
        assert_eq!(
            fields(&model.rules[0]),
            ["key: Key One", "value: Value One", "value_2: Value Many"]
        );
        let value = &model.rules[1];
        assert!(value.silent);
        let Shape::Enum(choice) = &value.shape else {
            panic!("{:?}", value.shape);
        };
        let variants: Vec<&str> = choice.variants.iter().map(|v| v.name.as_str()).collect();
        assert_eq!(variants, ["Text", "Number", "KeyNumber"]);
        assert_eq!(
            fields(&model.rules[2]),
            [
                "number: Number One",
                r#"add_or_mul: op::AddOrMul ["Add", "Mul"] Optional"#,
                "number_2: Number Optional",
                "key: Key Optional",
            ]
        );
    }

    /// A silent choice that reaches itself is modelled without looping: through
    /// itself (`"(" ~ value ~ ")"`) and through a rule whose alternative splices it.
    #[test]
    fn recursive_silent_choices_are_modelled() {
        let model = model(concat!(
            "value = _{ \"(\" ~ value ~ \")\" | number | word }\n",
            "x = { \"<\" ~ s ~ \">\" | number }\n",
            "s = _{ \"[\" ~ s ~ \"]\" | x | word }\n",
            "number = @{ ASCII_DIGIT+ }\nword = @{ ASCII_ALPHA+ }\n",
        ));
        let variants = |rule: &RuleModel| -> Vec<String> {
            let Shape::Enum(choice) = &rule.shape else {
                panic!("{:?}", rule.shape);
            };
            choice.variants.iter().map(|v| v.name.clone()).collect()
        };
        assert_eq!(variants(&model.rules[0]), ["Value", "Number", "Word"]);
        assert_eq!(variants(&model.rules[1]), ["S", "X", "Word", "Number"]);
        assert_eq!(variants(&model.rules[2]), ["S", "X", "Word"]);
    }

    /// An atomic rule that reaches `$` or `!` rules holds them, the rules between
    /// inlined (pest does not report those inside it); one that reaches none is a
    /// leaf.
    #[test]
    fn an_atomic_rule_holds_the_compound_and_non_atomic_rules_it_reaches() {
        let model = model(concat!(
            "content = @{ text | tag }\n",
            "text = ${ (!\"{%\" ~ ANY)+ }\n",
            "tag = !{ \"{%\" ~ word ~ \"%}\" }\n",
            "word = @{ ASCII_ALPHA+ }\n",
            "outer = @{ \"<\" ~ middle ~ (\",\" ~ middle)* ~ \">\" }\n",
            "middle = { inner | \"-\" }\n",
            "inner = ${ word ~ (\"+\" ~ word)* }\n",
            "plain = @{ word ~ middle? }\n",
            "looking = @{ !inner ~ word }\n",
        ));
        let Shape::Enum(content) = &model.rules[0].shape else {
            panic!("{:?}", model.rules[0].shape);
        };
        let variants: Vec<&str> = content.variants.iter().map(|v| v.name.as_str()).collect();
        assert_eq!(variants, ["Text", "Tag"]);
        assert_eq!(fields(&model.rules[2]), ["word: Word One"]);
        assert!(matches!(model.rules[3].shape, Shape::Leaf));
        assert_eq!(
            fields(&model.rules[4]),
            [
                "inner: Inner Optional",
                r#"inner_or_hyphen: outer::InnerOrHyphen ["Inner", "Hyphen"] Many"#
            ]
        );
        // `plain` reaches `inner` through `middle`; `looking` only in a lookahead.
        assert_eq!(fields(&model.rules[7]), ["inner: Inner Optional"]);
        assert!(matches!(model.rules[8].shape, Shape::Leaf));
        let reports: Vec<bool> = model.rules.iter().map(|r| r.reports_when_atomic).collect();
        assert_eq!(
            reports,
            [true, true, true, false, true, true, true, true, true]
        );
    }

    /// Where pest reports skipped nodes (`WHITESPACE` or `COMMENT` not silent),
    /// each composite whose own body skips holds them in one list per rule, after
    /// its other fields; an enum alternative with a skip between its parts is a
    /// struct of its own, so that they have a place.
    #[test]
    fn reported_skips_are_lists_of_the_composite_they_lie_in() {
        let model = model(concat!(
            "WHITESPACE = _{ \" \" }\nCOMMENT = { \"#\" }\n",
            "a = { b ~ (\",\" ~ b)* ~ (b ~ c)* }\n",
            "e = { \"-\" ~ (b | c) | \"x\" ~ \"y\" | b }\n",
            "b = { \"b\" }\nc = @{ \"c\" }\n",
        ));
        let a = &model.rules[2];
        assert_eq!(
            fields(a),
            [
                "b: B One",
                "b_2: B Many",
                "b_c: a::BC [] Many",
                "comment: Comment Many"
            ]
        );
        let Shape::Struct(composite) = &a.shape else {
            unreachable!()
        };
        assert_eq!(composite.trivia.slots().collect::<Vec<_>>(), [3]);
        let SlotType::Group(item) = &composite.slots[2].ty else {
            panic!("{:?}", composite.slots[2].ty);
        };
        assert_eq!(item.composite.trivia.comment, Some(2));
        let Shape::Enum(e) = &model.rules[3].shape else {
            panic!("{:?}", model.rules[3].shape);
        };
        let variants: Vec<&str> = e.variants.iter().map(|v| v.name.as_str()).collect();
        assert_eq!(variants, ["BOrC", "Alt2", "B"]);
        // Silent, they have no field.
        let model = super::tests::model("WHITESPACE = _{ \" \" }\na = { b ~ b }\nb = { \"b\" }\n");
        assert_eq!(fields(&model.rules[1]), ["b: B One", "b_2: B One"]);
    }
}
