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
        let first = array.value.iter().cloned();
        first
            .chain(array.value_2.iter())
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
        // The first item is the silent rule once: an optional field of its enum.
        assert!(matches!(scalars.scalar, Some(Scalar::Number(n)) if n.as_str() == "1"));
        let rest: Vec<String> = scalars
            .scalar_2
            .iter()
            .map(|item| match item {
                Scalar::Number(n) => format!("number {n}"),
                Scalar::String(s) => format!("string {s}"),
                Scalar::Boolean(b) => format!("boolean {b}"),
            })
            .collect();
        assert_eq!(rest, ["string \"x\"", "number 2", "boolean true"]);
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
