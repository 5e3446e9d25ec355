//! Left factoring: alternatives of a choice that begin with the same expression are
//! merged into one, `x y / x z` becoming `x (y / z)` (and `x / x y` becoming `x [y]`).
//!
//! Precondition: the alternatives of the group begin with one common prefix `P` once
//! each is unrolled, where unrolling only rewrites an expression into one with the
//! same language: a sequence is flattened, `n*m e` with `n >= 1` is read as
//! `e (n-1)*(m-1)e`, a literal as its first characters followed by the rest, and a
//! reference to a rule whose definition is not a choice as that definition (the rule's
//! node is then no longer produced on this path). As context-free languages
//! `P s1 | ... | P sn` and `P (s1 | ... | sn)` are equal, so the rewrite keeps the
//! grammar's language whatever the order of the alternatives.
//!
//! Read as a PEG, factoring an identical prefix changes nothing by itself (the prefix
//! matches the same way in every alternative). What it buys is a smaller decision: the
//! choice between the suffixes, or the option `[y]` when one suffix is empty, sits
//! right before the rest of the rule, where the other rewrites can make it safe when
//! they cannot make the original choice safe (a repetition that stops before what must
//! follow sees the whole rest of the rule, not one character of follow). So
//! [`candidates`] factors and then makes every decision inside the factored
//! expression safe with the other rewrites, and offers the result only when no hazard
//! is left inside it.

use crate::hazard::{Analyzer, Hazard};
use crate::ir::{Expr, Grammar};
use crate::peg::Peg;
use crate::rewrite::{self, Applied};
use crate::sitecheck::Region;

/// Most unrolling steps when comparing two alternatives (bounds reference inlining).
const MAX_UNROLL: usize = 32;
/// Most further decisions made safe inside one factored expression.
const MAX_INNER: usize = 4;
/// Most levels of factoring inside the suffixes of a factored group.
const MAX_DEPTH: usize = 4;

/// The choice at a site with one group of its alternatives factored.
#[derive(Clone, Debug, PartialEq)]
pub struct Factored {
    /// The new expression for the site.
    pub expr: Expr,
    /// Original indices of the factored alternatives, in order.
    pub group: Vec<usize>,
    /// Path, relative to the site, of the choice (or option) between the suffixes;
    /// `None` when every suffix was empty.
    pub inner: Option<Vec<usize>>,
    /// The common prefix.
    pub prefix: Vec<Expr>,
    /// Rules whose definitions were inlined to expose the prefix.
    pub inlined: Vec<usize>,
}

/// The items of a sequence, nested sequences flattened and empty strings dropped.
fn items(e: &Expr) -> Vec<Expr> {
    match e {
        Expr::Seq(v) => v.iter().flat_map(items).collect(),
        Expr::Empty => Vec::new(),
        other => vec![other.clone()],
    }
}

/// One item rewritten as a sequence with the same language, or `None` when the item
/// cannot be unrolled. `inlined` receives a rule whose definition replaced a reference.
fn unroll(e: &Expr, g: &Grammar, inlined: &mut Vec<usize>) -> Option<Vec<Expr>> {
    match e {
        Expr::Rep { min, max, body } if *min >= 1 => {
            let mut v = vec![(**body).clone()];
            let rest_max = max.map(|m| m - 1);
            if rest_max != Some(0) {
                v.push(Expr::Rep {
                    min: min - 1,
                    max: rest_max,
                    body: body.clone(),
                });
            }
            Some(v)
        }
        Expr::Lit { text, ci } if text.chars().count() > 1 => {
            let first: String = text.chars().take(1).collect();
            let rest: String = text.chars().skip(1).collect();
            Some(vec![
                Expr::Lit {
                    text: first,
                    ci: *ci,
                },
                Expr::Lit {
                    text: rest,
                    ci: *ci,
                },
            ])
        }
        Expr::Seq(_) => Some(items(e)),
        Expr::Ref(r) => {
            let body = &g.rules[*r].expr;
            // A choice inlined would have to be distributed over what follows; a rule
            // that is one character never shares a longer prefix than itself; a body
            // an earlier rewrite gave lookaheads no longer reads as a context-free
            // definition.
            if matches!(body, Expr::Alt(v) if v.len() > 1)
                || body.has_lookahead()
                || crate::analysis::char_set_of(body, &crate::analysis::char_rules(g)).is_some()
            {
                return None;
            }
            inlined.push(*r);
            Some(items(body))
        }
        _ => None,
    }
}

/// Whether the item can be unrolled by something other than inlining a rule.
fn unrolls_in_place(e: &Expr) -> bool {
    matches!(e, Expr::Rep { min, .. } if *min >= 1)
        || matches!(e, Expr::Lit { text, .. } if text.chars().count() > 1)
        || matches!(e, Expr::Seq(_))
}

/// Replaces item `k` of `v` by its unrolling; false when it has none.
fn unroll_at(v: &mut Vec<Expr>, k: usize, g: &Grammar, inlined: &mut Vec<usize>) -> bool {
    match unroll(&v[k], g, inlined) {
        Some(u) => {
            v.splice(k..=k, u);
            true
        }
        None => false,
    }
}

/// The longest common prefix of `a` and `b`, unrolling items of either as needed.
/// Returns the length of the prefix; `a` and `b` are left unrolled so that their first
/// that many items are equal.
fn common(a: &mut Vec<Expr>, b: &mut Vec<Expr>, g: &Grammar, inlined: &mut Vec<usize>) -> usize {
    let mut k = 0;
    let mut steps = 0;
    while k < a.len() && k < b.len() && steps < MAX_UNROLL {
        if a[k] == b[k] {
            k += 1;
            continue;
        }
        steps += 1;
        // Unroll in place before inlining a rule, and the side that can.
        let progressed = if unrolls_in_place(&a[k]) || unrolls_in_place(&b[k]) {
            let ua = unrolls_in_place(&a[k]) && unroll_at(a, k, g, inlined);
            let ub = unrolls_in_place(&b[k]) && unroll_at(b, k, g, inlined);
            ua || ub
        } else {
            let ua = unroll_at(a, k, g, inlined);
            ua || unroll_at(b, k, g, inlined)
        };
        if !progressed {
            break;
        }
    }
    k
}

/// `v` with its first `n` items matched against `prefix`, unrolling only `v`; the rest,
/// or `None` when `v` does not begin with `prefix`.
fn strip(prefix: &[Expr], v: &[Expr], g: &Grammar, inlined: &mut Vec<usize>) -> Option<Vec<Expr>> {
    let mut v = v.to_vec();
    let mut steps = 0;
    for (k, p) in prefix.iter().enumerate() {
        while v.get(k)? != p {
            steps += 1;
            if steps > MAX_UNROLL || !unroll_at(&mut v, k, g, inlined) {
                return None;
            }
        }
    }
    Some(v.split_off(prefix.len()))
}

/// A list of items written back compactly: adjacent literals of the same case rule
/// joined, runs of an equal item (counted repetitions `nX` included) written as one
/// counted repetition.
fn fold(v: Vec<Expr>) -> Vec<Expr> {
    let mut runs: Vec<(Expr, u32)> = Vec::new();
    for e in v {
        let (base, n) = match e {
            Expr::Rep {
                min,
                max: Some(max),
                body,
            } if min == max && !matches!(*body, Expr::Lit { .. }) => (*body, min),
            other => (other, 1),
        };
        match (runs.last_mut(), &base) {
            (Some((Expr::Lit { text, ci }, 1)), Expr::Lit { text: t2, ci: c2 })
                if ci == c2 && n == 1 =>
            {
                text.push_str(t2);
            }
            (Some((last, count)), _) if *last == base && !matches!(base, Expr::Lit { .. }) => {
                *count += n;
            }
            _ => runs.push((base, n)),
        }
    }
    runs.into_iter()
        .map(|(e, n)| match n {
            1 => e,
            _ => Expr::Rep {
                min: n,
                max: Some(n),
                body: Box::new(e),
            },
        })
        .collect()
}

fn seq(mut v: Vec<Expr>) -> Expr {
    match v.len() {
        0 => Expr::Empty,
        1 => v.pop().expect("one"),
        _ => Expr::Seq(v),
    }
}

/// Factors the alternatives `alts` of a choice around the common prefix of
/// alternatives `i` and `j`: every alternative that begins with that prefix joins the
/// group, which takes the place of its first member. `None` when `i` and `j` share no
/// prefix (the precondition in the module documentation).
pub fn factor(g: &Grammar, alts: &[Expr], i: usize, j: usize) -> Option<Factored> {
    factor_at(g, alts, i, j, 0)
}

/// The alternatives with every group sharing a prefix factored, the suffixes of each
/// group in turn (`x y / x y z / x w` becomes `x (y [z] / w)`), to `depth` levels.
fn factor_all(
    g: &Grammar,
    mut alts: Vec<Expr>,
    depth: usize,
    inlined: &mut Vec<usize>,
) -> Vec<Expr> {
    if depth >= MAX_DEPTH {
        return alts;
    }
    'again: loop {
        for j in 1..alts.len() {
            for i in 0..j {
                if let Some(f) = factor_at(g, &alts, i, j, depth) {
                    inlined.extend(f.inlined);
                    alts = match f.expr {
                        Expr::Alt(v) => v,
                        e => vec![e],
                    };
                    continue 'again;
                }
            }
        }
        return alts;
    }
}

fn factor_at(g: &Grammar, alts: &[Expr], i: usize, j: usize, depth: usize) -> Option<Factored> {
    let mut inlined = Vec::new();
    let mut a = items(&alts[i]);
    let mut b = items(&alts[j]);
    let n = common(&mut a, &mut b, g, &mut inlined);
    if n == 0 {
        return None;
    }
    let prefix: Vec<Expr> = a[..n].to_vec();
    let mut group = Vec::new();
    let mut suffixes = Vec::new();
    for (k, alt) in alts.iter().enumerate() {
        let rest = if k == i {
            Some(a[n..].to_vec())
        } else if k == j {
            Some(b[n..].to_vec())
        } else {
            let mut extra = Vec::new();
            let r = strip(&prefix, &items(alt), g, &mut extra);
            if r.is_some() {
                inlined.extend(extra);
            }
            r
        };
        if let Some(rest) = rest {
            group.push(k);
            suffixes.push(seq(fold(rest)));
        }
    }
    inlined.sort_unstable();
    inlined.dedup();
    // An empty suffix makes the choice between suffixes an option; among the others,
    // those that match the empty string go last (else those after them are unreachable).
    let has_empty = suffixes.contains(&Expr::Empty);
    let mut rest: Vec<Expr> = Vec::new();
    for s in suffixes {
        if s != Expr::Empty && !rest.contains(&s) {
            rest.push(s);
        }
    }
    let rest = factor_all(g, rest, depth + 1, &mut inlined);
    inlined.sort_unstable();
    inlined.dedup();
    let nullable = crate::analysis::nullable_rules(g);
    let (mut firm, soft): (Vec<Expr>, Vec<Expr>) = rest
        .into_iter()
        .partition(|s| !crate::analysis::nullable(s, &nullable));
    firm.extend(soft);
    let inner = match (firm.len(), has_empty) {
        (0, _) => None,
        (1, false) => firm.pop(),
        (_, false) => Some(Expr::Alt(firm)),
        (_, true) => Some(Expr::Rep {
            min: 0,
            max: Some(1),
            body: Box::new(if firm.len() == 1 {
                firm.pop().expect("one")
            } else {
                Expr::Alt(firm)
            }),
        }),
    };
    let head = fold(prefix.clone());
    let at = head.len();
    let mut merged = head;
    let has_inner = inner.is_some();
    merged.extend(inner);
    let merged = seq(merged);
    let (expr, inner_path) = if group.len() == alts.len() {
        (merged, vec![at])
    } else {
        let pos = group[0];
        let mut v: Vec<Expr> = Vec::new();
        for (k, alt) in alts.iter().enumerate() {
            if k == pos {
                v.push(merged.clone());
            } else if !group.contains(&k) {
                v.push(alt.clone());
            }
        }
        (Expr::Alt(v), vec![pos, at])
    };
    Some(Factored {
        expr,
        group,
        inner: has_inner.then_some(inner_path),
        prefix,
        inlined,
    })
}

/// Candidate rewrites of the choice hazard `h` by left factoring, each followed by the
/// other rewrites for the decisions inside the factored expression; only candidates
/// with no hazard left inside the rewritten site are returned.
pub fn candidates(g: &Grammar, an: &Analyzer, h: &Hazard) -> Vec<(Grammar, Applied)> {
    let Expr::Alt(alts) = g.rules[h.rule].expr.at(&h.path) else {
        return Vec::new();
    };
    let names = crate::pest::names(g).unwrap_or_else(|_| {
        g.rules
            .iter()
            .map(|r| crate::pest::pest_name(&r.name))
            .collect()
    });
    let mut pairs: Vec<(usize, usize)> = an
        .hazards_with(g, Some((h.rule, &h.path)), true, false)
        .iter()
        .filter_map(|x| x.pair)
        .collect();
    if let Some(p) = h.pair {
        pairs.insert(0, p);
    }
    let witness: Vec<char> = h.witness.chars().collect();
    let mut seen: Vec<Vec<usize>> = Vec::new();
    let mut out = Vec::new();
    for (i, j) in pairs {
        if i >= alts.len() || j >= alts.len() {
            continue;
        }
        let Some(f) = factor(g, alts, i, j) else {
            continue;
        };
        if seen.contains(&f.group) {
            continue;
        }
        seen.push(f.group.clone());
        let mut g1 = g.clone();
        *g1.rules[h.rule].expr.at_mut(&h.path) = f.expr.clone();
        let Some((mut g2, steps)) = settle(g1, an, h.rule, &h.path, (h.start, &witness)) else {
            continue;
        };
        let roots = splice_into_parent(&mut g2.rules[h.rule].expr, &h.path);
        let mut what = format!(
            "alternatives {} share the prefix `{}`",
            f.group
                .iter()
                .map(|k| (k + 1).to_string())
                .collect::<Vec<_>>()
                .join(", "),
            crate::pest::expr(&seq(fold(f.prefix.clone())), &names, 0)
        );
        if !f.inlined.is_empty() {
            what.push_str(&format!(
                " (inlining {})",
                f.inlined
                    .iter()
                    .map(|&r| format!("`{}`", g.rules[r].name))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        what.push_str(&format!(
            ": factored to `{}`",
            crate::pest::expr(&f.expr, &names, 0)
        ));
        let mut name = String::from("left-factor");
        for s in &steps {
            name.push('+');
            name.push_str(&s.name);
            what.push_str(&format!("; then {}", s.description));
        }
        out.push((
            g2,
            Applied {
                name,
                description: what,
                region: Region {
                    rule: h.rule,
                    roots,
                    whole: true,
                },
            },
        ));
    }
    out
}

/// Where the node at `path` is a sequence inside a sequence, its items take its place
/// (`a ~ (x ~ y?) ~ b` is written `a ~ x ~ y? ~ b`; the PEG reading is the same).
/// Returns the paths of what now stands for the node.
fn splice_into_parent(root: &mut Expr, path: &[usize]) -> Vec<Vec<usize>> {
    let Some((&last, up)) = path.split_last() else {
        return vec![path.to_vec()];
    };
    if let Expr::Seq(parent) = root.at_mut(up) {
        if let Expr::Seq(v) = &parent[last] {
            let v = v.clone();
            let n = v.len();
            parent.splice(last..=last, v);
            return (last..last + n)
                .map(|k| {
                    let mut p = up.to_vec();
                    p.push(k);
                    p
                })
                .collect();
        }
    }
    vec![path.to_vec()]
}

/// Makes every decision inside the node at `path` of rule `rule` safe with the other
/// rewrites, or `None`. For each decision the first candidate that leaves its own site
/// without a witness is taken, preferring one after which the PEG accepts `witness`
/// (a string of start rule `start` the original choice lost); at the end the PEG must
/// accept it.
fn settle(
    mut g: Grammar,
    an: &Analyzer,
    rule: usize,
    path: &[usize],
    (start, witness): (usize, &[char]),
) -> Option<(Grammar, Vec<Applied>)> {
    let mut steps = Vec::new();
    let accepted = |g: &Grammar| Peg::new(g).accepts(start, witness);
    for _ in 0..=MAX_INNER {
        let left = an.hazards_within(&g, rule, path);
        let Some(h) = left.first() else {
            return accepted(&g).then_some((g, steps));
        };
        let clean: Vec<(Grammar, Applied)> = rewrite::candidates(&g, an, h)
            .into_iter()
            .filter(|(g2, _)| an.hazards(g2, Some((h.rule, &h.path)), false).is_empty())
            .collect();
        let pick = clean
            .iter()
            .position(|(g2, _)| accepted(g2))
            .or((!clean.is_empty()).then_some(0))?;
        let (g2, applied) = clean.into_iter().nth(pick).expect("picked");
        g = g2;
        steps.push(applied);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::charset::CharSet;

    fn digit() -> Expr {
        Expr::Chars(CharSet::range('0' as u32, '9' as u32))
    }

    fn rep(min: u32, max: Option<u32>, e: Expr) -> Expr {
        Expr::Rep {
            min,
            max,
            body: Box::new(e),
        }
    }

    #[test]
    fn identical_prefix_is_factored_out() {
        let g = Grammar::of([("a", Expr::Empty)]);
        let alts = [
            Expr::Seq(vec![Expr::literal("x"), Expr::literal("y")]),
            Expr::Seq(vec![Expr::literal("x"), Expr::literal("z")]),
        ];
        let f = factor(&g, &alts, 0, 1).expect("factors");
        assert_eq!(
            f.expr,
            Expr::Seq(vec![
                Expr::literal("x"),
                Expr::Alt(vec![Expr::literal("y"), Expr::literal("z")])
            ])
        );
        assert_eq!(f.inner, Some(vec![1]));
        assert_eq!(f.group, vec![0, 1]);
    }

    #[test]
    fn an_alternative_that_is_the_prefix_leaves_an_option() {
        let g = Grammar::of([("a", Expr::Empty)]);
        let alts = [
            Expr::literal("x"),
            Expr::Seq(vec![
                Expr::literal("x"),
                Expr::literal("-"),
                Expr::literal("y"),
            ]),
        ];
        let f = factor(&g, &alts, 0, 1).expect("factors");
        assert_eq!(
            f.expr,
            Expr::Seq(vec![
                Expr::literal("x"),
                rep(0, Some(1), Expr::literal("-y"))
            ])
        );
    }

    #[test]
    fn counted_repetitions_are_unrolled_to_their_common_part() {
        // 4DIGIT / 2DIGIT  ->  2DIGIT [2DIGIT]
        let g = Grammar::of([("a", Expr::Empty)]);
        let alts = [rep(4, Some(4), digit()), rep(2, Some(2), digit())];
        let f = factor(&g, &alts, 0, 1).expect("factors");
        assert_eq!(
            f.expr,
            Expr::Seq(vec![
                rep(2, Some(2), digit()),
                rep(0, Some(1), rep(2, Some(2), digit()))
            ])
        );
        // 1*DIGIT / 1*DIGIT "." 1*DIGIT shares the whole `1*DIGIT`.
        let one_plus = rep(1, None, digit());
        let alts = [
            one_plus.clone(),
            Expr::Seq(vec![one_plus.clone(), Expr::literal("."), one_plus.clone()]),
        ];
        let f = factor(&g, &alts, 0, 1).expect("factors");
        assert_eq!(
            f.expr,
            Expr::Seq(vec![
                one_plus.clone(),
                rep(0, Some(1), Expr::Seq(vec![Expr::literal("."), one_plus]))
            ])
        );
    }

    #[test]
    fn literals_share_their_first_characters() {
        let g = Grammar::of([("a", Expr::Empty)]);
        let alts = [
            Expr::literal("abc"),
            Expr::literal("abd"),
            Expr::literal("x"),
        ];
        let f = factor(&g, &alts, 0, 1).expect("factors");
        assert_eq!(
            f.expr,
            Expr::Alt(vec![
                Expr::Seq(vec![
                    Expr::literal("ab"),
                    Expr::Alt(vec![Expr::literal("c"), Expr::literal("d")])
                ]),
                Expr::literal("x")
            ])
        );
        assert_eq!(f.inner, Some(vec![0, 1]));
    }

    #[test]
    fn references_are_inlined_unless_they_are_choices() {
        // long = 2DIGIT 2DIGIT, short = 2DIGIT, either = "a" / "b"
        let two = rep(2, Some(2), digit());
        let g = Grammar::of([
            ("long", Expr::Seq(vec![two.clone(), two.clone()])),
            ("short", two.clone()),
            (
                "either",
                Expr::Alt(vec![Expr::literal("a"), Expr::literal("b")]),
            ),
        ]);
        let f = factor(&g, &[Expr::Ref(0), Expr::Ref(1)], 0, 1).expect("factors");
        assert_eq!(f.inlined, vec![0, 1]);
        assert_eq!(
            f.expr,
            Expr::Seq(vec![two.clone(), rep(0, Some(1), two.clone())])
        );
        let alts = [
            Expr::Seq(vec![Expr::Ref(2), Expr::literal("x")]),
            Expr::Seq(vec![Expr::literal("a"), Expr::literal("y")]),
        ];
        assert_eq!(factor(&g, &alts, 0, 1), None);
    }

    #[test]
    fn a_third_alternative_with_the_prefix_joins_the_group() {
        let g = Grammar::of([("a", Expr::Empty)]);
        let alts = [
            Expr::Seq(vec![Expr::literal("x"), Expr::literal("1")]),
            Expr::literal("y"),
            Expr::Seq(vec![Expr::literal("x"), Expr::literal("2")]),
            Expr::Seq(vec![Expr::literal("x"), Expr::literal("3")]),
        ];
        let f = factor(&g, &alts, 0, 2).expect("factors");
        assert_eq!(f.group, vec![0, 2, 3]);
        assert_eq!(
            f.expr,
            Expr::Alt(vec![
                Expr::Seq(vec![
                    Expr::literal("x"),
                    Expr::Alt(vec![
                        Expr::literal("1"),
                        Expr::literal("2"),
                        Expr::literal("3")
                    ])
                ]),
                Expr::literal("y")
            ])
        );
    }

    #[test]
    fn suffixes_sharing_a_prefix_are_factored_in_turn() {
        // name / name ":" port / name ":" port ":" zone  ->  name [":" port [":" zone]]
        let g = Grammar::of([("a", Expr::Empty)]);
        let (name, port, zone) = (Expr::literal("n"), Expr::literal("p"), Expr::literal("z"));
        let alts = [
            name.clone(),
            Expr::Seq(vec![name.clone(), Expr::literal(":"), port.clone()]),
            Expr::Seq(vec![
                name.clone(),
                Expr::literal(":"),
                port.clone(),
                Expr::literal(":"),
                zone.clone(),
            ]),
        ];
        let f = factor(&g, &alts, 0, 1).expect("factors");
        assert_eq!(f.group, vec![0, 1, 2]);
        assert_eq!(
            f.expr,
            Expr::Seq(vec![
                name,
                rep(
                    0,
                    Some(1),
                    Expr::Seq(vec![
                        Expr::literal(":p"),
                        rep(0, Some(1), Expr::literal(":z"))
                    ])
                )
            ])
        );
    }

    #[test]
    fn no_common_prefix_no_factoring() {
        let g = Grammar::of([("a", Expr::Empty)]);
        let alts = [Expr::literal("x"), rep(0, None, Expr::literal("x"))];
        assert_eq!(factor(&g, &alts, 0, 1), None);
    }
}
