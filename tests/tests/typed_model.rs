//! The typed model keeps the input's order (issue #13): a repeated choice is a list
//! of an enum, a repeated sequence a list of a struct with one item per iteration,
//! and optionals and repetitions inside compose the same way. The grammars are
//! written for these tests (`tests/grammars/typed/`).

mod calculator {
    #[url_derive::grammar("grammars/typed/calculator.pest")]
    pub mod ast {}
}

mod json {
    #[url_derive::grammar("grammars/typed/json.pest")]
    pub mod ast {}
}

mod repetitions {
    #[url_derive::grammar("grammars/typed/repetitions.pest")]
    pub mod ast {}
}

mod separated {
    #[url_derive::grammar("grammars/typed/separated.pest")]
    pub mod ast {}
    #[url_derive::grammar("grammars/typed/separated_spaced.pest")]
    pub mod spaced {}
}

use url_runtime::{walk_rules, Node};

/// The rules below `node` with their text, in input order.
fn rules<'i>(node: &dyn Node<'i>) -> Vec<(&'static str, &'i str)> {
    let input = node.as_str();
    let start = node.span().start;
    let mut out = Vec::new();
    walk_rules(node, &mut |rule, span| {
        out.push((rule, &input[span.start - start..span.end - start]));
    });
    out
}

mod calculator_tests {
    use super::calculator::ast::{
        flat::AddOrMul as Operator, AddOp, Expr, Factor, Flat, MulOp, Term,
    };

    fn expr(e: &Expr<'_>) -> i64 {
        let mut value = term(&e.term);
        for item in e.add_op_term.iter() {
            match item.add_op {
                AddOp::Plus(_) => value += term(&item.term),
                AddOp::Hyphen(_) => value -= term(&item.term),
            }
        }
        value
    }

    fn term(t: &Term<'_>) -> i64 {
        let mut value = factor(&t.factor);
        for item in t.mul_op_factor.iter() {
            match item.mul_op {
                MulOp::Star(_) => value *= factor(&item.factor),
                MulOp::Slash(_) => value /= factor(&item.factor),
            }
        }
        value
    }

    fn factor(f: &Factor<'_>) -> i64 {
        match f {
            Factor::Number(n) => n.as_str().parse().expect("digits"),
            Factor::Expr(e) => expr(&e.expr),
        }
    }

    #[test]
    fn operators_and_operands_keep_their_order() {
        let (a, b) = (Expr::parse("1+2*3").unwrap(), Expr::parse("1*2+3").unwrap());
        assert_ne!(format!("{a:?}"), format!("{b:?}"));
        assert_eq!((expr(&a), expr(&b)), (7, 5));
        assert_eq!(expr(&Expr::parse("(1+2)*3-4/2").unwrap()), 7);
        assert_eq!(expr(&Expr::parse("10-2-3").unwrap()), 5);
        let terms: Vec<String> = a.add_op_term.iter().map(|i| i.term.to_string()).collect();
        assert_eq!(terms, ["2*3"]);
        assert_eq!(a.to_string(), "1+2*3");
    }

    /// The issue's example: `int ~ ((add | mul) ~ int)*` used to give one vector
    /// per type, equal for `1+2*3` and `1*2+3`.
    #[test]
    fn a_flat_sequence_of_operators_keeps_its_order() {
        let ops = |text: &str| -> Vec<(&'static str, String)> {
            let flat = Flat::parse(text).unwrap();
            flat.add_or_mul_number
                .iter()
                .map(|item| {
                    // The choice is one field of an enum: exactly one operator.
                    let op = match item.add_or_mul {
                        Operator::Add(_) => "+",
                        Operator::Mul(_) => "*",
                    };
                    (op, item.number.as_str().to_owned())
                })
                .collect()
        };
        assert_eq!(ops("1+2*3"), [("+", "2".to_owned()), ("*", "3".to_owned())]);
        assert_eq!(ops("1*2+3"), [("*", "2".to_owned()), ("+", "3".to_owned())]);
        assert_ne!(Flat::parse("1+2*3").unwrap().number.as_str(), "2");
        assert_eq!(
            super::rules(&Flat::parse("1*2+3").unwrap()),
            [
                ("flat", "1*2+3"),
                ("number", "1"),
                ("mul", "*"),
                ("number", "2"),
                ("add", "+"),
                ("number", "3")
            ]
        );
    }
}

mod json_tests {
    use super::json::ast::{Array, Group, Item, Scalar, Scalars, Value};

    /// The items of an array, in order, each with its type's name and text.
    fn items(array: &Array<'_>) -> Vec<(&'static str, String)> {
        // `(value ~ ("," ~ value)*)?`: one separated list, when there is a value.
        array
            .value
            .iter()
            .flatten()
            .map(|value| {
                let kind = match &value {
                    Value::Object(_) => "object",
                    Value::Array(_) => "array",
                    Value::String(_) => "string",
                    Value::Number(_) => "number",
                    Value::Boolean(_) => "boolean",
                    Value::Null(_) => "null",
                };
                (kind, value.to_string())
            })
            .collect()
    }

    #[test]
    fn array_items_come_back_in_order_with_their_types() {
        let Value::Array(array) = Value::parse(r#"[1,"x",2,true,null,[3],{"k":4}]"#).unwrap()
        else {
            panic!("an array");
        };
        assert_eq!(
            items(&array),
            [
                ("number", "1".to_owned()),
                ("string", "\"x\"".to_owned()),
                ("number", "2".to_owned()),
                ("boolean", "true".to_owned()),
                ("null", "null".to_owned()),
                ("array", "[3]".to_owned()),
                ("object", "{\"k\":4}".to_owned()),
            ]
        );
        assert!(items(&Array::parse("[]").unwrap()).is_empty());
    }

    /// Items of a silent choice (`scalar = _{ number | string | boolean }`) are one
    /// list of its enum, `Scalar`, in input order.
    #[test]
    fn a_repeated_choice_of_scalars_is_one_list_of_an_enum() {
        let scalars = Scalars::parse(r#"[1,"x",2,true]"#).unwrap();
        // `(scalar ~ ("," ~ scalar)*)?`: the first item and the rest are one
        // separated list of its enum, when there is an item.
        let list = scalars.scalar.as_ref().expect("items");
        assert!(matches!(list.first(), Scalar::Number(n) if n.as_str() == "1"));
        let separators: Vec<&str> = list
            .separators()
            .map(|s| &scalars.as_str()[s.range()])
            .collect();
        assert_eq!(separators, [",", ",", ","]);
        let items: Vec<String> = list
            .iter()
            .map(|item| match item {
                Scalar::Number(n) => format!("number {n}"),
                Scalar::String(s) => format!("string {s}"),
                Scalar::Boolean(b) => format!("boolean {b}"),
            })
            .collect();
        assert_eq!(
            items,
            ["number 1", "string \"x\"", "number 2", "boolean true"]
        );
        assert!(Scalars::parse("[]").unwrap().scalar.is_none());
        // The silent rule has a type but, as in pest, no node in the tree.
        assert_eq!(
            super::rules(&scalars),
            [
                ("scalars", r#"[1,"x",2,true]"#),
                ("number", "1"),
                ("string", "\"x\""),
                ("number", "2"),
                ("boolean", "true")
            ]
        );
        assert!(super::json::ast::parse_rule("scalar", "1").is_none());
        assert!(super::json::ast::validate_rule("scalar", "1").is_some_and(|r| r.is_ok()));
    }

    /// A silent choice that reaches itself through a rule is an enum like any
    /// other; the cycle is boxed at its variant.
    #[test]
    fn a_recursive_silent_choice_nests() {
        let mut depth = 0;
        let mut group = Group::parse("(((7)))").unwrap();
        let number = loop {
            depth += 1;
            match group.item {
                Item::Group(inner) => group = *inner,
                Item::Number(number) => break number,
            }
        };
        assert_eq!((depth, number.as_str()), (3, "7"));
        assert!(!Group::is_valid("((7)"));
    }

    /// `Debug` writes what `#[derive(Debug)]` would: each struct's fields by name,
    /// its private span last, a variant as a tuple, a box as its value.
    #[test]
    fn debug_is_what_derive_writes() {
        let group = Group::parse("((7))").unwrap();
        assert_eq!(
            format!("{group:?}"),
            "Group { item: Group(Group { item: Number(Number { __token: Token { text: \"7\", start: 2 } }), \
             __token: Token { text: \"(7)\", start: 1 } }), __token: Token { text: \"((7))\", start: 0 } }"
        );
        let Item::Number(number) = Group::parse("(7)").unwrap().item else {
            panic!("a number");
        };
        assert_eq!(
            format!("{number:#?}"),
            "Number {\n    __token: Token {\n        text: \"7\",\n        start: 1,\n    },\n}"
        );
    }
}

mod repetition_tests {
    use super::repetitions::ast::{
        rows::NumberOrWord2 as Cell, tokens::WordOrNumberOrComma as Item, Args, Assignments, Rows,
        Tokens,
    };

    #[test]
    fn a_choice_in_a_repetition_is_a_list_of_an_enum() {
        let tokens = Tokens::parse("ab,12,,c3").unwrap();
        let items: Vec<String> = tokens
            .word_or_number_or_comma
            .iter()
            .map(|item| match item {
                Item::Word(w) => format!("word {w}"),
                Item::Number(n) => format!("number {n}"),
                Item::Comma(_) => "comma".to_owned(),
            })
            .collect();
        assert_eq!(
            items,
            [
                "word ab",
                "comma",
                "number 12",
                "comma",
                "comma",
                "word c",
                "number 3"
            ]
        );
        assert!(Tokens::parse("")
            .unwrap()
            .word_or_number_or_comma
            .is_empty());
    }

    #[test]
    fn a_sequence_in_a_repetition_is_a_list_of_a_struct() {
        let assignments = Assignments::parse("a=1;bc=23;a=4;").unwrap();
        let pairs: Vec<(&str, &str)> = assignments
            .word_number
            .iter()
            .map(|item| (item.word.as_str(), item.number.as_str()))
            .collect();
        assert_eq!(pairs, [("a", "1"), ("bc", "23"), ("a", "4")]);
        let spans: Vec<String> = assignments
            .word_number
            .iter()
            .map(|i| i.to_string())
            .collect();
        assert_eq!(spans, ["a=1;", "bc=23;", "a=4;"]);
    }

    #[test]
    fn an_optional_inside_a_repetition_stays_with_its_iteration() {
        let args = Args::parse("a=1,b,c=3,").unwrap();
        let items: Vec<(&str, Option<&str>)> = args
            .word_number
            .iter()
            .map(|item| (item.word.as_str(), item.number.map(|n| n.as_str())))
            .collect();
        assert_eq!(items, [("a", Some("1")), ("b", None), ("c", Some("3"))]);
    }

    #[test]
    fn a_repetition_in_a_repetition_is_a_list_of_lists() {
        let rows = Rows::parse("[1a2][][b]").unwrap();
        let cells: Vec<Vec<String>> = rows
            .number_or_word
            .iter()
            .map(|row| {
                row.number_or_word
                    .iter()
                    .map(|cell| match cell {
                        Cell::Number(n) => format!("#{n}"),
                        Cell::Word(w) => w.to_string(),
                    })
                    .collect()
            })
            .collect();
        assert_eq!(cells, [vec!["#1", "a", "#2"], vec![], vec!["b"]]);
        assert_eq!(
            super::rules(&rows),
            [
                ("rows", "[1a2][][b]"),
                ("number", "1"),
                ("word", "a"),
                ("number", "2"),
                ("word", "b")
            ]
        );
    }
}

mod separated_tests {
    use super::separated::ast::{terms::WordOrNumber, Array, Path, Tagged, Terms};
    use super::separated::spaced::List;

    /// `segment ~ ("/" ~ segment)*` is one field of every segment, empty ones
    /// included, with the `/`s between them as its separators.
    #[test]
    fn a_separated_list_is_one_field_of_every_item() {
        let path = Path::parse("a//bc/d").unwrap();
        let segments: Vec<&str> = path.segment.iter().map(|s| s.as_str()).collect();
        assert_eq!(segments, ["a", "", "bc", "d"]);
        assert_eq!(path.segment.len(), 4);
        assert_eq!(path.segment.first().as_str(), "a");
        assert_eq!(path.segment.last().as_str(), "d");
        let separators: Vec<_> = path.segment.separators().map(|s| s.range()).collect();
        assert_eq!(separators, [1..2, 2..3, 5..6]);
        let one = Path::parse("a").unwrap();
        assert_eq!(
            (one.segment.len(), one.segment.separators().count()),
            (1, 0)
        );
        // The tree is pest's: the rule nodes, in order.
        assert_eq!(
            super::rules(&path),
            [
                ("path", "a//bc/d"),
                ("segment", "a"),
                ("segment", ""),
                ("segment", "bc"),
                ("segment", "d")
            ]
        );
        assert_eq!(path.to_string(), "a//bc/d");
    }

    /// The same choice before and inside the repetition is one enum, whose items
    /// each span their choice, not the separator.
    #[test]
    fn a_choice_repeated_after_a_separator_is_one_list_of_one_enum() {
        let terms = Terms::parse("ab,12,c").unwrap();
        let items: Vec<String> = terms
            .word_or_number
            .iter()
            .map(|item| match item {
                WordOrNumber::Word(w) => format!("word {w}"),
                WordOrNumber::Number(n) => format!("number {n}"),
            })
            .collect();
        assert_eq!(items, ["word ab", "number 12", "word c"]);
        let texts: Vec<String> = terms.word_or_number.iter().map(|i| i.to_string()).collect();
        assert_eq!(texts, ["ab", "12", "c"]);
    }

    /// `(x ~ ("," ~ x)*)?` is an `Option` of one list: absent on `[]`.
    #[test]
    fn an_optional_separated_list_is_an_option_of_one_list() {
        let array = Array::parse("[1,22,3]").unwrap();
        let numbers: Vec<&str> = array.number.iter().flatten().map(|n| n.as_str()).collect();
        assert_eq!(numbers, ["1", "22", "3"]);
        assert!(Array::parse("[]").unwrap().number.is_none());
        assert!(!Array::is_valid("[1,]"));
    }

    /// Fields the user named stay apart.
    #[test]
    fn tagged_values_stay_two_fields() {
        let tagged = Tagged::parse("a,b,c").unwrap();
        assert_eq!(tagged.head.as_str(), "a");
        let tail: Vec<&str> = tagged.tail.iter().map(|w| w.as_str()).collect();
        assert_eq!(tail, ["b", "c"]);
    }

    /// With implicit whitespace the items are built (`Items`), borrowed when
    /// iterated, and a separator spans the whitespace skipped around it.
    #[test]
    fn a_spaced_separated_list_holds_its_items_and_the_whitespace_in_its_separators() {
        let input = "(1 ; 22;3)";
        let list = List::parse(input).unwrap();
        let numbers: Vec<&str> = list.number.iter().map(|n| n.as_str()).collect();
        assert_eq!(numbers, ["1", "22", "3"]);
        let rest: &url_runtime::Items<_> = list.number.rest();
        assert_eq!(rest.len(), 2);
        let separators: Vec<&str> = list
            .number
            .separators()
            .map(|s| &input[s.range()])
            .collect();
        assert_eq!(separators, [" ; ", ";"]);
        assert_eq!(list.to_string(), input);
    }

    /// A built list of tokens is `Items` (one item held inline), a built list of
    /// a helper struct of three tokens a `Vec`; both read as slices.
    #[test]
    fn built_lists_of_small_items_are_items_and_of_larger_ones_vecs() {
        use super::separated::spaced::{words::WordNumberWord as Triple, Word, Words};
        let words = Words::parse("a 1 b cd 22 e f").unwrap();
        let triples: &Vec<Triple<'_>> = &words.word_number_word;
        let triples: Vec<(&str, &str, &str)> = triples
            .iter()
            .map(|item| {
                (
                    item.word.as_str(),
                    item.number.as_str(),
                    item.word_2.as_str(),
                )
            })
            .collect();
        assert_eq!(triples, [("a", "1", "b"), ("cd", "22", "e")]);
        let last: &url_runtime::Items<Word<'_>> = &words.word;
        assert_eq!(last.len(), 1);
        assert_eq!(last[0].as_str(), "f");
        let more = Words::parse("e f  g").unwrap();
        let texts: Vec<&str> = more.word.iter().map(|w| w.as_str()).collect();
        assert_eq!(texts, ["e", "f", "g"]);
        assert!(more.word_number_word.is_empty());
        assert_eq!(more.to_string(), "e f  g");
    }
}
