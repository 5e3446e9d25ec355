//! Tests of the model as the stages leave it (lowered, boxed, named).

use super::*;
use crate::passes::test_model as model;

/// A silent rule holding values that calls itself, directly or through other
/// such silent rules, has a type of its own (no node), which its callers hold.
#[test]
fn recursive_silent_rules_have_types() {
    let model = model(
        "a = { s }\ns = _{ \"(\" ~ (s | x)? ~ \")\" }\nx = { \"x\" }\nb = { t }\nt = _{ \"[\" ~ u ~ \"]\" }\nu = _{ \"<\" ~ t? ~ x ~ \">\" }\nw = _{ x ~ t }\n",
    );
    let rule = |name: &str| model.rule(name).unwrap();
    assert_eq!(fields(rule("a")), ["s: S One"]);
    assert_eq!(fields(rule("b")), ["t: T One"]);
    assert_eq!(fields(rule("t")), ["u: U One"]);
    assert_eq!(fields(rule("u")), ["t: T Optional", "x: X One"]);
    assert!(rule("s").silent && rule("t").silent);
    assert!(matches!(rule("s").shape, Shape::Struct(_)));
    // Not on a cycle: inlined where it is used, no type.
    assert!(matches!(rule("w").shape, Shape::Silent));
}

/// Whether a call holds data is found once per rule, and a rule's answer found
/// while a rule it calls was still being looked into is not kept when it is no:
/// `b`'s, found inside `a`'s (reached from `c`), where `b` holds `d` only
/// through `a`. `x` holds data through `b`, so it is a recursive silent rule with
/// a type of its own.
#[test]
fn data_reached_through_a_rule_being_entered_is_not_lost() {
    let model = model(concat!(
        "c = _{ \"c\" ~ a }\n",
        "a = _{ b ~ d }\n",
        "b = _{ \"(\" ~ a? ~ \")\" }\n",
        "d = { \"d\" }\n",
        "x = _{ \"[\" ~ b ~ x? ~ \"]\" }\n",
        "r = { x }\n",
    ));
    let rule = |name: &str| model.rule(name).unwrap();
    assert_eq!(fields(rule("r")), ["x: X One"]);
    assert!(matches!(rule("x").shape, Shape::Struct(_)));
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
    let rule = |name: &str| model.rule(name).unwrap();
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
            let rest = match field.rest {
                Some(rest) => format!(" + {:?}", composite.slots[rest].mult),
                None => String::new(),
            };
            format!("{}: {ty} {:?}{rest}", field.name, slot.mult)
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
        ["key: Key One", "value: Value One + Many"]
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
            "b: B One + Many",
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
    let model = self::model("WHITESPACE = _{ \" \" }\na = { b ~ b }\nb = { \"b\" }\n");
    assert_eq!(fields(&model.rules[1]), ["b: B One", "b_2: B One"]);
}

#[test]
fn nodes_answer_for_their_calls() {
    let nullable: std::collections::HashSet<String> = ["a".to_owned()].into();
    let call = |rule: &str| Node::Call {
        rule: rule.to_owned(),
        slot: Some(0),
    };
    assert!(call("a").may_be_empty(&nullable));
    assert!(!call("b").may_be_empty(&nullable));
    let copies = Node::Rep {
        body: Box::new(Node::Seq(vec![Node::Literal(String::new()), call("a")])),
        min: 2,
        max: Some(2),
    };
    assert!(copies.may_be_empty(&nullable));
    let required = Node::Rep {
        body: Box::new(call("b")),
        min: 1,
        max: Some(3),
    };
    assert!(!required.may_be_empty(&nullable));
}

/// A value followed by a repetition of a separator and another value of its type
/// is one field of every value (`Field::rest`): bare, after implicit whitespace,
/// of a choice written twice, and inside a list's item or an enum's variant.
#[test]
fn a_separated_list_is_one_field() {
    let grammar = model(concat!(
        "list = { x ~ (\",\" ~ x)* }\n",
        "plus = { x ~ (\";\" ~ \",\" ~ x)+ ~ y }\n",
        "either = { (x | y) ~ (\",\" ~ (x | y))* }\n",
        "optional = { \"[\" ~ ((x | y) ~ (\",\" ~ (x | y))*)? ~ \"]\" }\n",
        "rows = { (\"[\" ~ x ~ (\",\" ~ x)* ~ \"]\")* }\n",
        "alt = { \"(\" ~ x ~ (\",\" ~ x)* ~ \")\" | y }\n",
        "x = { \"x\" }\n",
        "y = { \"y\" }\n",
    ));
    let rule = |name: &str| grammar.rule(name).unwrap();
    assert_eq!(fields(rule("list")), ["x: X One + Many"]);
    assert_eq!(fields(rule("plus")), ["x: X One + Many", "y: Y One"]);
    assert_eq!(
        fields(rule("either")),
        ["x_or_y: either::XOrY [\"X\", \"Y\"] One + Many"]
    );
    assert_eq!(
        fields(rule("optional")),
        ["x_or_y: optional::XOrY [\"X\", \"Y\"] Optional + Many"]
    );
    let Shape::Struct(rows) = &rule("rows").shape else {
        panic!()
    };
    let SlotType::Group(row) = &rows.slots[0].ty else {
        panic!()
    };
    assert_eq!(row.composite.fields.len(), 1);
    assert!(row.composite.fields[0].rest.is_some());
    let Shape::Enum(alt) = &rule("alt").shape else {
        panic!()
    };
    let SlotType::Group(first) = &alt.slots[0].ty else {
        panic!()
    };
    assert_eq!(alt.variants[0].name, "X");
    assert!(first.composite.fields[0].rest.is_some());

    let spaced = model("WHITESPACE = _{ \" \" }\nlist = { x ~ (\",\" ~ x)* }\nx = { \"x\" }\n");
    assert_eq!(fields(spaced.rule("list").unwrap()), ["x: X One + Many"]);
}

/// What is no separated list keeps two fields: names the user gave, values of
/// different types, a value that is not last in its iteration, a separator that
/// holds a value, an optional first value.
#[test]
fn what_is_no_separated_list_keeps_two_fields() {
    let model = model(concat!(
        "tags = { #head = x ~ (\",\" ~ #tail = x)* }\n",
        "mixed = { x ~ (\",\" ~ y)* }\n",
        "after = { x ~ (\",\" ~ x ~ \";\")* }\n",
        "valued = { x ~ (y ~ x)* }\n",
        "maybe = { x? ~ (\",\" ~ x)* }\n",
        "x = { \"x\" }\n",
        "y = { \"y\" }\n",
    ));
    let rule = |name: &str| model.rule(name).unwrap();
    assert_eq!(fields(rule("tags")), ["head: X One", "tail: X Many"]);
    assert_eq!(fields(rule("mixed")), ["x: X One", "y: Y Many"]);
    assert_eq!(fields(rule("after")), ["x: X One", "x_2: X Many"]);
    assert_eq!(fields(rule("maybe")), ["x: X Optional", "x_2: X Many"]);
    assert_eq!(
        fields(rule("valued")).len(),
        2,
        "{:?}",
        fields(rule("valued"))
    );
}
/// A separated list whose first value `boxing` puts behind a `Box` (the by-value
/// cycle `x` -> `y` -> `x` is broken there) is two fields again, the second under
/// the name it had: `Box<Y>` and `Vec<Y>` are no one list.
#[test]
fn a_boxed_first_value_splits_the_separated_list() {
    let split = model("x = { y ~ (\",\" ~ y)* }\ny = { \"(\" ~ x ~ \")\" }\n");
    assert_eq!(
        fields(split.rule("x").unwrap()),
        ["y: Y One", "y_2: Y Many"]
    );
    let Shape::Struct(x) = &split.rule("x").unwrap().shape else {
        panic!()
    };
    assert!(x.slots[x.fields[0].slot].boxed);
    // Broken at `y` instead, the list stays one.
    let joined = model("y = { \"(\" ~ x ~ \")\" }\nx = { y ~ (\",\" ~ y)* }\n");
    assert_eq!(fields(joined.rule("x").unwrap()), ["y: Y One + Many"]);
}

/// A recursive choice before and inside the repetition: `boxing` boxes `d`'s
/// variant of the first value's enum (the one held by value) and not the items'
/// (a `Vec` holds them); both enums then box it, so that they are one type and
/// the list one field (grammar-fuzz seed 118710: `Separated<DOrB, Vec<DOrB2>>`
/// did not compile).
#[test]
fn a_choice_boxed_in_one_place_boxes_it_in_both_and_stays_joined() {
    let joined = model("d = { \"0\" ~ (d | b) ~ (\"a\" ~ (d | b))* }\nb = { \"x\" }\n");
    let fields = fields(joined.rule("d").unwrap());
    assert_eq!(fields.len(), 1, "{fields:?}");
    assert!(
        fields[0].starts_with("d_or_b: d::DOrB ") && fields[0].ends_with(" One + Many"),
        "{fields:?}"
    );
    let Shape::Struct(d) = &joined.rule("d").unwrap().shape else {
        panic!()
    };
    let field = &d.fields[0];
    for slot in [field.slot, field.rest.unwrap()] {
        let SlotType::Group(group) = &d.slots[slot].ty else {
            panic!("a helper enum")
        };
        let boxed: Vec<bool> = group.composite.slots.iter().map(|s| s.boxed).collect();
        assert_eq!(boxed, [true, false], "`d` boxed, `b` not");
    }
}

/// A list item is named after the rules of one iteration, not after its fields'
/// numbered names (`word_2`); a rule whose name only looks numbered keeps it.
#[test]
fn a_list_item_is_named_after_its_rules() {
    let model = model(concat!(
        "words = { (word ~ number ~ word)* ~ (word_2 ~ number)* }\n",
        "word = @{ ASCII_ALPHA+ }\n",
        "word_2 = @{ ASCII_ALPHA+ }\n",
        "number = @{ ASCII_DIGIT+ }\n",
    ));
    assert_eq!(
        fields(model.rule("words").unwrap()),
        [
            "word_number_word: words::WordNumberWord [] Many",
            "word_2_number: words::Word2Number [] Many",
        ]
    );
}
