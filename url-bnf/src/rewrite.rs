//! Rewrites that make a hazard safe, each one checked before it is kept: reorder the
//! alternatives of a choice, guard an alternative with what may follow it (`&(...)`,
//! which anchors it with `EOI` where nothing may), and make a repetition stop before
//! what must follow it (`!(rest ~ &follow) ~ body`); where one character of follow
//! cannot tell, the same two with the whole of what may follow to the end of input
//! ([`crate::tail`]). Left factoring, tried after these, is in [`crate::factor`].

use crate::alphabet::Alphabet;
use crate::hazard::{follow_of, Analyzer, Hazard, SiteKind};
use crate::ir::{Expr, Grammar};
use crate::nfa::{Nfa, OccKind};
use crate::sitecheck::Region;
use crate::tail;

/// One rewrite applied to a site.
#[derive(Clone, Debug)]
pub struct Applied {
    /// Short name of the rewrite.
    pub name: String,
    /// What it does, for the report and the pest comment.
    pub description: String,
    /// The nodes it decides (what [`crate::sitecheck`] reads as the PEG).
    pub region: Region,
}

/// The rest of the rule after the node at `path`: following siblings in every enclosing
/// sequence, innermost first. `None` when the node sits inside a loop or a lookahead.
pub fn rest_after(root: &Expr, path: &[usize]) -> Option<Vec<Expr>> {
    let mut rest = Vec::new();
    for k in (0..path.len()).rev() {
        let parent = root.at(&path[..k]);
        match parent {
            Expr::Seq(v) => rest.extend(v[path[k] + 1..].iter().cloned()),
            Expr::Rep { max: Some(1), .. } | Expr::Alt(_) => {}
            _ => return None,
        }
    }
    Some(rest)
}

fn lookahead(alphabet: &Alphabet, mask: u128, eoi: bool) -> Option<Expr> {
    let mut parts = Vec::new();
    if mask != 0 {
        parts.push(Expr::Chars(alphabet.set_of(mask)));
    }
    if eoi {
        parts.push(Expr::Eoi);
    }
    match parts.len() {
        0 => None,
        1 => parts.pop(),
        _ => Some(Expr::Alt(parts)),
    }
}

fn append(e: Expr, tail: Expr) -> Expr {
    match e {
        Expr::Seq(mut v) => {
            v.push(tail);
            Expr::Seq(v)
        }
        other => Expr::Seq(vec![other, tail]),
    }
}

/// Candidate rewrites for `h` on `g`, most conservative first.
pub fn candidates(g: &Grammar, an: &Analyzer, h: &Hazard) -> Vec<(Grammar, Applied)> {
    let alphabet = an.alphabet;
    // Follow sets over the start rules and the rule itself as a start (the contexts
    // the analysis checks).
    let mut ctx = an.starts.clone();
    if !ctx.contains(&h.rule) {
        ctx.push(h.rule);
    }
    let nfas: Vec<Nfa> = ctx.iter().map(|&s| Nfa::build(g, alphabet, s)).collect();
    let mut out = Vec::new();
    // The end of input may follow the start rules, and the rule of the hazard's
    // witness where that is the rule itself.
    let tail_starts = starts_with(&an.starts, h.start);
    let names = pest_names(g);
    let node = g.rules[h.rule].expr.at(&h.path).clone();
    let region = Region {
        rule: h.rule,
        roots: vec![h.path.clone()],
        whole: false,
    };
    match (h.kind, &node) {
        (SiteKind::Choice, Expr::Alt(alts)) => {
            let pairs: Vec<(usize, usize)> = an
                .hazards_with(g, Some((h.rule, &h.path)), true, false)
                .iter()
                .filter_map(|x| x.pair)
                .collect();
            let nullable = crate::analysis::nullable_rules(g);
            // A reorder that puts an alternative matching the empty string before
            // others would make them unreachable.
            let order = reorder(alts.len(), &pairs).filter(|o| {
                o[..o.len() - 1]
                    .iter()
                    .all(|&i| !crate::analysis::nullable(&alts[i], &nullable))
            });
            let (fm, feoi) = follow_of(&nfas, &|n: &Nfa| {
                n.occ
                    .iter()
                    .filter(|o| o.rule == h.rule && o.path == h.path)
                    .filter_map(|o| match o.kind {
                        OccKind::Alt { after, .. } => Some(after),
                        _ => None,
                    })
                    .collect()
            });
            let capturers: Vec<usize> = {
                let mut c: Vec<usize> = pairs.iter().map(|p| p.0).collect();
                c.sort_unstable();
                c.dedup();
                c
            };
            let guard = lookahead(alphabet, fm, feoi);
            let follow_text = describe_follow(alphabet, fm, feoi);
            if let Some(order) = &order {
                let mut g2 = g.clone();
                let new: Vec<Expr> = order.iter().map(|&i| alts[i].clone()).collect();
                *g2.rules[h.rule].expr.at_mut(&h.path) = Expr::Alt(new);
                out.push((
                    g2,
                    Applied {
                        name: "reorder".into(),
                        description: format!(
                            "alternatives reordered to {} (an alternative that matches a prefix of a later one's strings goes after it)",
                            order.iter().map(|i| (i + 1).to_string()).collect::<Vec<_>>().join(", ")
                        ),
                        region: region.clone(),
                    },
                ));
            }
            let anchor_first = fm == 0 && order.is_some();
            let reorder_at = if anchor_first { None } else { Some(out.len()) };
            if let Some(gd) = &guard {
                let name = if fm == 0 { "anchor" } else { "guard" };
                for with_order in [false, true] {
                    if with_order && order.is_none() {
                        continue;
                    }
                    let mut g2 = g.clone();
                    let mut new: Vec<Expr> = alts.clone();
                    for &i in &capturers {
                        new[i] = append(new[i].clone(), Expr::And(Box::new(gd.clone())));
                    }
                    let mut desc = format!(
                        "alternative(s) {} taken only when {} follows",
                        capturers
                            .iter()
                            .map(|i| (i + 1).to_string())
                            .collect::<Vec<_>>()
                            .join(", "),
                        follow_text
                    );
                    if with_order {
                        let ord = order.as_ref().expect("order");
                        new = ord.iter().map(|&i| new[i].clone()).collect();
                        desc = format!(
                            "alternatives reordered to {}, and {desc}",
                            ord.iter()
                                .map(|i| (i + 1).to_string())
                                .collect::<Vec<_>>()
                                .join(", ")
                        );
                    }
                    *g2.rules[h.rule].expr.at_mut(&h.path) = Expr::Alt(new);
                    out.push((
                        g2,
                        Applied {
                            name: if with_order {
                                format!("reorder+{name}")
                            } else {
                                name.into()
                            },
                            description: desc,
                            region: region.clone(),
                        },
                    ));
                }
            }
            // Where nothing may follow the choice, anchoring keeps every alternative
            // reachable; reordering alone would put a catch-all first.
            if reorder_at.is_none() && !out.is_empty() {
                let first = out.remove(0);
                out.push(first);
            }
        }
        (SiteKind::Repetition, Expr::Rep { min, max, body }) => {
            let stop_tail = |out: &mut Vec<(Grammar, Applied)>| {
                let Some(t) = tail::of_node(g, h.rule, &h.path, &tail_starts) else {
                    return;
                };
                let mut g2 = g.clone();
                let text = crate::pest::expr(&t, &names, 0);
                *g2.rules[h.rule].expr.at_mut(&h.path) = Expr::Rep {
                    min: *min,
                    max: *max,
                    body: Box::new(Expr::Seq(vec![Expr::Not(Box::new(t)), (**body).clone()])),
                };
                out.push((
                    g2,
                    Applied {
                        name: "stop-before-tail".into(),
                        description: format!(
                            "the repetition stops where what may follow it to the end of input (`{text}`) matches"
                        ),
                        region: region.clone(),
                    },
                ));
            };
            let Some(rest) = rest_after(&g.rules[h.rule].expr, &h.path) else {
                stop_tail(&mut out);
                return out;
            };
            let (fm, feoi) = follow_of(&nfas, &|n: &Nfa| {
                n.rule_exits
                    .iter()
                    .filter(|(r, _)| *r == h.rule)
                    .map(|(_, s)| *s)
                    .collect()
            });
            let mut stop = rest.clone();
            if let Some(la) = lookahead(alphabet, fm, feoi) {
                stop.push(Expr::And(Box::new(la)));
            }
            if stop.is_empty() {
                stop_tail(&mut out);
                return out;
            }
            let stop_expr = if stop.len() == 1 {
                stop.pop().expect("one")
            } else {
                Expr::Seq(stop)
            };
            let mut g2 = g.clone();
            *g2.rules[h.rule].expr.at_mut(&h.path) = Expr::Rep {
                min: *min,
                max: *max,
                body: Box::new(Expr::Seq(vec![
                    Expr::Not(Box::new(stop_expr)),
                    (**body).clone(),
                ])),
            };
            out.push((
                g2,
                Applied {
                    name: "stop-before".into(),
                    description: format!(
                        "the repetition stops where the rest of the rule can match and {} follows",
                        describe_follow(alphabet, fm, feoi)
                    ),
                    region: region.clone(),
                },
            ));
            stop_tail(&mut out);
        }
        _ => {}
    }
    out
}

/// The choice hazard `h` made safe by taking the capturing alternatives only when the
/// whole of what may follow the choice to the end of input follows them
/// ([`crate::tail`]); tried after left factoring, whose result reads more simply.
pub fn tail_guard(g: &Grammar, an: &Analyzer, h: &Hazard) -> Vec<(Grammar, Applied)> {
    let Expr::Alt(alts) = g.rules[h.rule].expr.at(&h.path) else {
        return Vec::new();
    };
    let mut capturers: Vec<usize> = an
        .hazards_with(g, Some((h.rule, &h.path)), true, false)
        .iter()
        .filter_map(|x| x.pair.map(|p| p.0))
        .collect();
    capturers.sort_unstable();
    capturers.dedup();
    let tail_starts = starts_with(&an.starts, h.start);
    let names = pest_names(g);
    let region = Region {
        rule: h.rule,
        roots: vec![h.path.clone()],
        whole: false,
    };
    let Some(t) = tail::of_node(g, h.rule, &h.path, &tail_starts) else {
        return Vec::new();
    };
    let mut g2 = g.clone();
    let mut new: Vec<Expr> = alts.clone();
    for &i in &capturers {
        new[i] = append(new[i].clone(), Expr::And(Box::new(t.clone())));
    }
    *g2.rules[h.rule].expr.at_mut(&h.path) = Expr::Alt(new);
    vec![(
        g2,
        Applied {
            name: "guard-tail".into(),
            description: format!(
                "alternative(s) {} taken only when what may follow the choice to the end of input (`{}`) follows",
                capturers
                    .iter()
                    .map(|i| (i + 1).to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
                crate::pest::expr(&t, &names, 0)
            ),
            region,
        },
    )]
}

/// A stable order where, for every `(i, j)` (i captures j's strings), `j` comes first.
fn reorder(n: usize, pairs: &[(usize, usize)]) -> Option<Vec<usize>> {
    let mut placed = vec![false; n];
    let mut order = Vec::new();
    while order.len() < n {
        let next =
            (0..n).find(|&i| !placed[i] && pairs.iter().all(|&(a, b)| a != i || placed[b]))?;
        placed[next] = true;
        order.push(next);
    }
    (order != (0..n).collect::<Vec<_>>()).then_some(order)
}

fn describe_follow(alphabet: &Alphabet, mask: u128, eoi: bool) -> String {
    let mut parts = Vec::new();
    if mask != 0 {
        let set = alphabet.set_of(mask);
        let chars: Vec<String> = set
            .ranges()
            .iter()
            .take(8)
            .map(|&(lo, hi)| {
                let c = |x: u32| {
                    char::from_u32(x)
                        .map(|c| format!("{c:?}"))
                        .unwrap_or_default()
                };
                if lo == hi {
                    c(lo)
                } else {
                    format!("{}..{}", c(lo), c(hi))
                }
            })
            .collect();
        parts.push(format!("one of {}", chars.join(" ")));
    }
    if eoi {
        parts.push("the end of input".into());
    }
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(" or ")
    }
}

/// `starts`, with `rule` added when it is not one of them.
fn starts_with(starts: &[usize], rule: usize) -> Vec<usize> {
    let mut all = starts.to_vec();
    if !all.contains(&rule) {
        all.push(rule);
    }
    all
}

/// The pest names of all rules; where two rules map to one name ([`crate::pest::names`]
/// reports that elsewhere), each rule's name as [`crate::pest::pest_name`] spells it.
fn pest_names(g: &Grammar) -> Vec<String> {
    crate::pest::names(g).unwrap_or_else(|_| {
        g.rules
            .iter()
            .map(|r| crate::pest::pest_name(&r.name))
            .collect()
    })
}
