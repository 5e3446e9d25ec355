//! The model's types: a grammar's rules as the shapes of their generated types
//! (struct, enum, leaf or none), their fields, variants and slots, and the helper
//! types inside them. They hold the results of the analyses that fill them in
//! (boxing, naming, lists) but depend on none of them.

use super::Node;
use crate::rule_index::RuleIndex;

/// The typed model of a whole grammar.
#[derive(Debug, Clone)]
pub struct Model {
    /// One entry per grammar rule, in grammar order, then the types of rules
    /// inside atomic rules. The stages after lowering change the rules but never
    /// which rules there are (the index relies on it).
    pub rules: Vec<RuleModel>,
    /// The grammar defines `WHITESPACE` or `COMMENT`: non-atomic rules skip them
    /// implicitly.
    pub skips: bool,
    /// The grammar uses pest's stack (`PUSH`, `POP`, ...).
    pub stack: bool,
    /// The rules' positions by name.
    index: RuleIndex,
}

impl Model {
    /// The model of `rules`.
    pub fn new(rules: Vec<RuleModel>, skips: bool, stack: bool) -> Self {
        let index = RuleIndex::new(rules.iter().map(|rule| rule.name.as_str()));
        Model {
            rules,
            skips,
            stack,
            index,
        }
    }

    /// The rule named `name`.
    pub fn rule(&self, name: &str) -> Option<&RuleModel> {
        self.rules.get(self.index.position(name)?)
    }

    /// The position of the rule named `name` in [`Model::rules`].
    pub fn position(&self, name: &str) -> Option<usize> {
        self.index.position(name)
    }

    /// The rules to change in place (none added or removed), with the index that
    /// finds them by name.
    pub fn rules_mut(&mut self) -> (&mut [RuleModel], &RuleIndex) {
        (&mut self.rules, &self.index)
    }
}

/// The earlier rule whose type has the name a rule's type would have had.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameTaken {
    /// That rule's grammar name.
    pub rule: String,
    /// Its type's name, the one both would have.
    pub type_name: String,
}

/// The typed model of one rule.
#[derive(Debug, Clone)]
pub struct RuleModel {
    /// The rule's grammar name.
    pub name: String,
    /// The generated type's name (set by [`crate::type_names::name_types`]: numbered
    /// where another rule's type has the name first).
    pub type_name: String,
    /// When [`RuleModel::type_name`] is numbered: the rule whose type has the
    /// unnumbered name.
    pub name_taken_by: Option<NameTaken>,
    /// The module of the rule's helper types (set by [`crate::type_names::name_types`]).
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
    /// For the type a rule has inside atomic rules (see `Lowerer::in_atomic` in
    /// [`super::lower`]): the grammar rule it is the type of. Such a model is no
    /// rule of the grammar (not in `RULES`, not validated by name); it is
    /// `silent`, and its functions match the rule's body.
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
    /// The slots of the fields that hold the reported `WHITESPACE` and `COMMENT`
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
    /// For a separated list (`x ~ ("," ~ x)*`): the slot of the repetition's
    /// values, the items after the first, which this field holds too (a
    /// `url_runtime::Separated`; [`super::separated`]).
    pub rest: Option<usize>,
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
    /// Stored behind a `Box` (the type can contain its owner). A list (`Mult::Many`)
    /// is then a `Vec`, whose buffer is the box; otherwise a `url_runtime::Items`,
    /// which holds its first item by value.
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
    /// Its type's name (set by [`crate::type_names::name_types`]).
    pub type_name: String,
}

impl GroupModel {
    /// A helper type named `suffix` after its owner, not yet placed in its module.
    pub(super) fn new(
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
    pub(crate) fn parts_key(&self) -> String {
        format!("{:?}", (&self.composite, &self.variants))
    }
}

impl Slot {
    /// True when each value is behind its own `Box`: a boxed slot that is not a
    /// list (a boxed list is a `Vec`, [`Slot::boxed`]).
    pub fn boxes_value(&self) -> bool {
        self.boxed && self.mult != Mult::Many
    }

    /// True when the slot is a list that holds its values by value, its first
    /// inside the owner (`url_runtime::Items`): a list neither boxed nor lazy.
    pub fn holds_inline_list(&self) -> bool {
        self.mult == Mult::Many && !self.boxed && self.list.is_none()
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
    /// [`crate::type_names::name_types`]).
    pub type_name: String,
    /// The module it lives in: its rule's [`RuleModel::module`] (set by
    /// [`crate::type_names::name_types`]).
    pub module: String,
    /// The name of the type holding this one (set by
    /// [`crate::type_names::name_types`]): the rule's type, or another helper type of
    /// the module.
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
    /// emitted there (set by [`crate::type_names::name_types`]).
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
/// reported `WHITESPACE` and `COMMENT` (`None`: not stored): one that is not
/// silent, or a silent one reaching `$` or `!` rules, whose value holds their
/// nodes.
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

/// The slots of a rule's type (none for a leaf or a silent rule).
pub fn rule_slots(shape: &Shape) -> &[Slot] {
    match shape {
        Shape::Struct(composite) => &composite.slots,
        Shape::Enum(model) => &model.slots,
        Shape::Silent | Shape::Leaf => &[],
    }
}

/// [`rule_slots`], to change.
pub fn rule_slots_mut(shape: &mut Shape) -> &mut [Slot] {
    match shape {
        Shape::Struct(composite) => &mut composite.slots,
        Shape::Enum(model) => &mut model.slots,
        Shape::Silent | Shape::Leaf => &mut [],
    }
}
