//! Tests of [`super`].

use super::*;

fn lit(text: &str) -> Ir {
    Ir::Literal(text.into())
}

#[test]
fn lowering_keeps_the_tree() {
    let node = Node::Seq(vec![
        Node::Literal("a".into()),
        Node::Rep {
            body: Box::new(Node::Call {
                rule: "b".into(),
                slot: Some(0),
            }),
            min: 1,
            max: None,
        },
    ]);
    let ir = Ir::from(&node);
    assert_eq!(
        ir,
        Ir::Seq(vec![
            lit("a"),
            Ir::Rep {
                body: Box::new(Ir::Call {
                    rule: "b".into(),
                    slot: Some(0)
                }),
                min: 1,
                max: None
            }
        ])
    );
}

#[test]
fn maps_visit_parents_before_or_after_children() {
    let tree = Ir::Opt(Box::new(Ir::Seq(vec![lit("a"), lit("b")])));
    let mut order = Vec::new();
    tree.clone().map_top_down(&mut |node| {
        order.push(format!("{node:?}").chars().take(3).collect::<String>());
        node
    });
    assert_eq!(order, ["Opt", "Seq", "Lit", "Lit"]);
    order.clear();
    tree.map_bottom_up(&mut |node| {
        order.push(format!("{node:?}").chars().take(3).collect::<String>());
        node
    });
    assert_eq!(order, ["Lit", "Lit", "Seq", "Opt"]);
}

#[test]
fn top_down_rewrites_what_the_parent_returned() {
    // The parent becomes a sequence; its new children are rewritten too.
    let tree = Ir::Opt(Box::new(lit("a")));
    let rewritten = tree.map_top_down(&mut |node| match node {
        Ir::Opt(body) => Ir::Seq(vec![*body, lit("a")]),
        Ir::Literal(_) => lit("x"),
        other => other,
    });
    assert_eq!(rewritten, Ir::Seq(vec![lit("x"), lit("x")]));
}

#[test]
fn slots_and_their_removal() {
    let tree = Ir::Seq(vec![
        Ir::Token {
            slot: 1,
            body: Box::new(lit("a")),
        },
        Ir::NotAhead(Box::new(lit("b"))),
        Ir::Call {
            rule: "c".into(),
            slot: Some(2),
        },
    ]);
    let mut slots = BTreeSet::new();
    tree.slots(&mut slots);
    assert_eq!(slots.into_iter().collect::<Vec<_>>(), [1, 2]);
    let bare = tree.without_slots();
    assert!(bare.stores_nothing());
    assert_eq!(
        bare,
        Ir::Seq(vec![
            lit("a"),
            Ir::NotAhead(Box::new(lit("b"))),
            Ir::Call {
                rule: "c".into(),
                slot: None
            }
        ])
    );
}
