//! The grammar from one start rule as a finite automaton over character classes, with
//! every ordered choice and repetition decision marked. Exact where the rules reached
//! are not recursive; a recursive call is over-approximated by the rule's FIRST_k (its
//! strings shorter than k, and its k-character prefixes followed by anything), and the
//! automaton is then marked inexact, with the loop states that read "anything" listed
//! (runs that avoid them are exact).

use crate::alphabet::Alphabet;
use crate::analysis::{char_rules, nullable_rules};
use crate::charset::CharSet;
use crate::firstk::{first_k, Words, K};
use crate::ir::{Expr, Grammar};
use rustc_hash::FxHashMap;

/// An optional guard `&(chars | EOI)` at the end of a choice's alternative.
pub type Guard = Option<(u128, bool)>;

/// Where a decision of the PEG happens in the automaton.
#[derive(Clone, Debug)]
pub enum OccKind {
    /// A choice: alternative `i` runs from `entries[i]` to `exits[i]`, then `after`.
    Alt {
        /// Start state of each alternative.
        entries: Vec<u32>,
        /// End state of each alternative.
        exits: Vec<u32>,
        /// Guards at the ends of alternatives.
        guards: Vec<Guard>,
        /// State after the choice.
        after: u32,
    },
    /// A repetition deciding at `at` whether to run the body once more.
    Rep {
        /// Start of the body.
        body_entry: u32,
        /// End of the body (continues with the next decision or after the repetition).
        body_exit: u32,
        /// The branch that stops repeating.
        stop: u32,
    },
}

/// One place in the automaton where a site of the grammar decides.
#[derive(Clone, Debug)]
pub struct Occ {
    /// Rule of the site.
    pub rule: usize,
    /// Path of the site's node inside the rule's expression.
    pub path: Vec<usize>,
    /// State where the decision is taken.
    pub at: u32,
    /// The decision.
    pub kind: OccKind,
}

/// A nondeterministic automaton with ε-moves.
#[derive(Clone, Debug, Default)]
pub struct Nfa {
    /// ε-moves of each state.
    pub eps: Vec<Vec<u32>>,
    /// Character moves of each state: (class mask, target).
    pub edges: Vec<Vec<(u128, u32)>>,
    /// Start state.
    pub start: u32,
    /// The one accepting state (end of input after the start rule).
    pub accept: u32,
    /// Every decision of every site, per inlined copy.
    pub occ: Vec<Occ>,
    /// (rule, state after the rule) for every inlined call, the start rule included.
    pub rule_exits: Vec<(usize, u32)>,
    /// Whether a recursive call or the size limit forced an over-approximation.
    pub approx: bool,
    /// The "anything" loop state of each over-approximated call: the only states
    /// where the automaton reads more than the grammar derives. A run whose sets
    /// never hold one of them reads exactly what the grammar does.
    pub approx_loops: Vec<u32>,
    /// States that can reach the accepting state (empty: not computed).
    pub live: Vec<bool>,
}

const MAX_STATES: usize = 400_000;

struct Build<'a> {
    g: &'a Grammar,
    alphabet: &'a Alphabet,
    chars: Vec<Option<CharSet>>,
    nullable: Vec<bool>,
    /// FIRST_k of every rule and its `k`, computed at the first recursive call.
    first: Option<(Vec<Words>, usize)>,
    stack: Vec<usize>,
    nfa: Nfa,
    all: u128,
}

impl Nfa {
    /// The automaton of rule `start` followed by the end of input.
    pub fn build(g: &Grammar, alphabet: &Alphabet, start: usize) -> Nfa {
        let chars = char_rules(g);
        let nullable = nullable_rules(g);
        let all = if alphabet.len() >= 128 {
            u128::MAX
        } else {
            (1u128 << alphabet.len()) - 1
        };
        let mut b = Build {
            g,
            alphabet,
            chars,
            nullable,
            first: None,
            stack: vec![start],
            nfa: Nfa::default(),
            all,
        };
        let s = b.state();
        let end = b.expr(start, &g.rules[start].expr, &mut Vec::new(), s);
        b.nfa.rule_exits.push((start, end));
        b.nfa.start = s;
        b.nfa.accept = end;
        b.nfa.prune_dead();
        b.nfa
    }

    /// The ε-closure of `set`, not leaving `stop`.
    pub fn closure(&self, set: &[u32], stop: Option<u32>) -> Vec<u32> {
        let mut seen: Vec<u32> = set.to_vec();
        let mut mark: std::collections::HashSet<u32> = set.iter().copied().collect();
        let mut k = 0;
        while k < seen.len() {
            let s = seen[k];
            k += 1;
            if Some(s) == stop {
                continue;
            }
            for &t in &self.eps[s as usize] {
                if mark.insert(t) {
                    seen.push(t);
                }
            }
        }
        seen.retain(|s| self.live.is_empty() || self.live[*s as usize]);
        seen.sort_unstable();
        seen
    }

    /// Marks the states from which the accepting state can be reached; closures then
    /// drop the others.
    pub fn prune_dead(&mut self) {
        let n = self.eps.len();
        let mut rev: Vec<Vec<u32>> = vec![Vec::new(); n];
        for s in 0..n {
            for &t in &self.eps[s] {
                rev[t as usize].push(s as u32);
            }
            for &(_, t) in &self.edges[s] {
                rev[t as usize].push(s as u32);
            }
        }
        let mut live = vec![false; n];
        let mut stack = vec![self.accept];
        live[self.accept as usize] = true;
        while let Some(s) = stack.pop() {
            for &p in &rev[s as usize] {
                if !live[p as usize] {
                    live[p as usize] = true;
                    stack.push(p);
                }
            }
        }
        self.live = live;
    }

    /// The states reached from `set` on class `c`, closed, not leaving `stop`.
    pub fn step(&self, set: &[u32], c: u8, stop: Option<u32>) -> Vec<u32> {
        let mut next = Vec::new();
        for &s in set {
            if Some(s) == stop {
                continue;
            }
            for &(m, t) in &self.edges[s as usize] {
                if m & (1u128 << c) != 0 {
                    next.push(t);
                }
            }
        }
        next.sort_unstable();
        next.dedup();
        self.closure(&next, stop)
    }

    /// Classes that can come first from `set` (closed), and whether the input may end.
    pub fn follow(&self, set: &[u32]) -> (u128, bool) {
        let mut m = 0u128;
        for &s in set {
            for &(e, _) in &self.edges[s as usize] {
                m |= e;
            }
        }
        (m, set.contains(&self.accept))
    }
}

impl Build<'_> {
    fn state(&mut self) -> u32 {
        self.nfa.eps.push(Vec::new());
        self.nfa.edges.push(Vec::new());
        (self.nfa.eps.len() - 1) as u32
    }

    fn eps(&mut self, a: u32, b: u32) {
        self.nfa.eps[a as usize].push(b);
    }

    fn edge(&mut self, a: u32, m: u128, b: u32) {
        self.nfa.edges[a as usize].push((m, b));
    }

    /// FIRST_k of every rule (see [`crate::firstk`]) and its `k`; where that does not
    /// settle, the first characters of each rule (`k` = 1).
    fn first_k(&self) -> (Vec<Words>, usize) {
        if let Some(f) = first_k(self.g, self.alphabet, &self.chars, K) {
            return (f, K);
        }
        let masks = first_masks(self.g, self.alphabet, &self.chars, &self.nullable);
        let words = masks
            .iter()
            .zip(&self.nullable)
            .map(|(&m, &n)| {
                let mut w: Words = Vec::new();
                if m != 0 {
                    w.push(vec![m]);
                }
                if n {
                    w.push(Vec::new());
                }
                w
            })
            .collect();
        (words, 1)
    }

    /// Approximation of a rule that cannot be inlined: its strings shorter than `k`,
    /// and its `k`-character prefixes followed by anything.
    fn approximate(&mut self, r: usize, from: u32) -> u32 {
        self.nfa.approx = true;
        if self.first.is_none() {
            self.first = Some(self.first_k());
        }
        let (words, k) = {
            let (f, k) = self.first.as_ref().expect("computed");
            (f[r].clone(), *k)
        };
        let exit = self.state();
        let lp = self.state();
        self.nfa.approx_loops.push(lp);
        let all = self.all;
        self.edge(lp, all, lp);
        self.eps(lp, exit);
        for w in words {
            let mut cur = from;
            for m in &w {
                let t = self.state();
                self.edge(cur, *m, t);
                cur = t;
            }
            self.eps(cur, if w.len() < k { exit } else { lp });
        }
        exit
    }

    fn expr(&mut self, rule: usize, e: &Expr, path: &mut Vec<usize>, from: u32) -> u32 {
        match e {
            Expr::Empty | Expr::And(_) | Expr::Not(_) | Expr::Eoi => from,
            Expr::Chars(s) => {
                let t = self.state();
                let m = self.alphabet.mask(s);
                self.edge(from, m, t);
                t
            }
            Expr::Lit { text, ci } => {
                let mut cur = from;
                for c in text.chars() {
                    let t = self.state();
                    let s = if *ci {
                        CharSet::single_ci(c)
                    } else {
                        CharSet::single(c)
                    };
                    let m = self.alphabet.mask(&s);
                    self.edge(cur, m, t);
                    cur = t;
                }
                cur
            }
            Expr::Ref(r) => {
                if let Some(s) = self.chars[*r].clone() {
                    let t = self.state();
                    let m = self.alphabet.mask(&s);
                    self.edge(from, m, t);
                    return t;
                }
                if self.stack.contains(r) || self.nfa.eps.len() > MAX_STATES {
                    return self.approximate(*r, from);
                }
                self.stack.push(*r);
                let g = self.g;
                let exit = self.expr(*r, &g.rules[*r].expr, &mut Vec::new(), from);
                self.stack.pop();
                self.nfa.rule_exits.push((*r, exit));
                exit
            }
            Expr::Seq(v) => {
                let mut cur = from;
                for (i, x) in v.iter().enumerate() {
                    path.push(i);
                    cur = self.expr(rule, x, path, cur);
                    path.pop();
                }
                cur
            }
            Expr::Alt(v) => {
                let after = self.state();
                let mut entries = Vec::new();
                let mut exits = Vec::new();
                let mut guards = Vec::new();
                for (i, x) in v.iter().enumerate() {
                    let en = self.state();
                    self.eps(from, en);
                    path.push(i);
                    let ex = self.expr(rule, x, path, en);
                    path.pop();
                    let xe = self.state();
                    self.eps(ex, xe);
                    self.eps(xe, after);
                    entries.push(en);
                    exits.push(xe);
                    guards.push(guard_of(x, self.alphabet));
                }
                self.nfa.occ.push(Occ {
                    rule,
                    path: path.clone(),
                    at: from,
                    kind: OccKind::Alt {
                        entries,
                        exits,
                        guards,
                        after,
                    },
                });
                after
            }
            Expr::Rep { min, max, body } => {
                let mut cur = from;
                path.push(0);
                for _ in 0..*min {
                    cur = self.expr(rule, body, path, cur);
                }
                path.pop();
                let exit;
                match max {
                    None => {
                        let lp = self.state();
                        self.eps(cur, lp);
                        let be = self.state();
                        self.eps(lp, be);
                        path.push(0);
                        let bx = self.expr(rule, body, path, be);
                        path.pop();
                        let bxe = self.state();
                        self.eps(bx, bxe);
                        self.eps(bxe, lp);
                        exit = self.state();
                        self.eps(lp, exit);
                        self.nfa.occ.push(Occ {
                            rule,
                            path: path.clone(),
                            at: lp,
                            kind: OccKind::Rep {
                                body_entry: be,
                                body_exit: bxe,
                                stop: exit,
                            },
                        });
                    }
                    Some(m) => {
                        exit = self.state();
                        for _ in *min..*m {
                            let be = self.state();
                            self.eps(cur, be);
                            let stop = self.state();
                            self.eps(cur, stop);
                            self.eps(stop, exit);
                            path.push(0);
                            let bx = self.expr(rule, body, path, be);
                            path.pop();
                            let bxe = self.state();
                            self.eps(bx, bxe);
                            self.nfa.occ.push(Occ {
                                rule,
                                path: path.clone(),
                                at: cur,
                                kind: OccKind::Rep {
                                    body_entry: be,
                                    body_exit: bxe,
                                    stop,
                                },
                            });
                            cur = bxe;
                        }
                        self.eps(cur, exit);
                    }
                }
                exit
            }
        }
    }
}

/// The guard `&(chars | EOI)` ending an alternative, as (class mask, EOI allowed).
pub fn guard_of(e: &Expr, alphabet: &Alphabet) -> Guard {
    let Expr::Seq(v) = e else { return None };
    let Some(Expr::And(g)) = v.last() else {
        return None;
    };
    let parts: Vec<&Expr> = match &**g {
        Expr::Alt(a) => a.iter().collect(),
        other => vec![other],
    };
    let mut m = 0u128;
    let mut eoi = false;
    for p in parts {
        match p {
            Expr::Chars(s) => m |= alphabet.mask(s),
            Expr::Eoi => eoi = true,
            _ => return None,
        }
    }
    Some((m, eoi))
}

/// First characters of each rule, as class masks.
fn first_masks(
    g: &Grammar,
    alphabet: &Alphabet,
    chars: &[Option<CharSet>],
    nullable: &[bool],
) -> Vec<u128> {
    let mut f = vec![0u128; g.rules.len()];
    fn first(
        e: &Expr,
        f: &[u128],
        nullable: &[bool],
        chars: &[Option<CharSet>],
        a: &Alphabet,
    ) -> u128 {
        match e {
            Expr::Chars(s) => a.mask(s),
            Expr::Lit { text, ci } => text
                .chars()
                .next()
                .map(|c| {
                    a.mask(&if *ci {
                        CharSet::single_ci(c)
                    } else {
                        CharSet::single(c)
                    })
                })
                .unwrap_or(0),
            Expr::Ref(r) => match &chars[*r] {
                Some(s) => a.mask(s),
                None => f[*r],
            },
            Expr::Seq(v) => {
                let mut m = 0;
                for x in v {
                    m |= first(x, f, nullable, chars, a);
                    if !crate::analysis::nullable(x, nullable) {
                        break;
                    }
                }
                m
            }
            Expr::Alt(v) => v.iter().fold(0, |m, x| m | first(x, f, nullable, chars, a)),
            Expr::Rep { body, .. } => first(body, f, nullable, chars, a),
            _ => 0,
        }
    }
    loop {
        let mut changed = false;
        for i in 0..g.rules.len() {
            let m = first(&g.rules[i].expr, &f, nullable, chars, alphabet);
            if m | f[i] != f[i] {
                f[i] |= m;
                changed = true;
            }
        }
        if !changed {
            return f;
        }
    }
}

/// Interned state sets of a subset construction.
#[derive(Default)]
pub struct Sets {
    ids: FxHashMap<Vec<u32>, u32>,
    /// The sets, by id.
    pub sets: Vec<Vec<u32>>,
    steps: FxHashMap<(u32, u8, Option<u32>), u32>,
}

impl Sets {
    /// The id of the set reached from set `id` on class `c` (memoised).
    pub fn step(&mut self, nfa: &Nfa, id: u32, c: u8, stop: Option<u32>) -> u32 {
        if let Some(&t) = self.steps.get(&(id, c, stop)) {
            return t;
        }
        let next = nfa.step(&self.sets[id as usize], c, stop);
        let t = self.id(next);
        self.steps.insert((id, c, stop), t);
        t
    }

    /// The id of `s`.
    pub fn id(&mut self, s: Vec<u32>) -> u32 {
        if let Some(&i) = self.ids.get(&s) {
            return i;
        }
        let i = self.sets.len() as u32;
        self.sets.push(s.clone());
        self.ids.insert(s, i);
        i
    }
}
