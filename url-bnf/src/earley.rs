//! A context-free reading of the grammar: an Earley recognizer (the reference for
//! what the grammar means) and random derivations from it.

use crate::alphabet::Alphabet;
use crate::analysis::char_rules;
use crate::ir::{Expr, Grammar};
use rustc_hash::FxHashSet;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Sym {
    T(u128),
    N(u32),
}

/// The grammar as plain productions over character classes.
#[derive(Clone, Debug)]
pub struct Cfg {
    alphabet: Alphabet,
    prods: Vec<(u32, Vec<Sym>)>,
    by_lhs: Vec<Vec<u32>>,
    nullable: Vec<bool>,
    /// Shortest derivation length of each nonterminal (for bounded random derivation).
    min_len: Vec<u32>,
    n_rules: usize,
}

impl Cfg {
    /// Builds the productions of `g` (lookaheads, if any, are read as the empty string).
    pub fn new(g: &Grammar, alphabet: &Alphabet) -> Cfg {
        let chars = char_rules(g);
        let mut b = Builder {
            alphabet,
            prods: Vec::new(),
            n_nts: g.rules.len() as u32,
            chars: &chars,
        };
        for (i, r) in g.rules.iter().enumerate() {
            if let Some(s) = &chars[i] {
                let m = alphabet.mask(s);
                b.prods.push((i as u32, vec![Sym::T(m)]));
            } else {
                let rhs = b.syms(&r.expr);
                b.prods.push((i as u32, rhs));
            }
        }
        let n = b.n_nts as usize;
        let prods = b.prods;
        let mut by_lhs = vec![Vec::new(); n];
        for (k, (l, _)) in prods.iter().enumerate() {
            by_lhs[*l as usize].push(k as u32);
        }
        let mut nullable = vec![false; n];
        let mut min_len = vec![u32::MAX; n];
        loop {
            let mut changed = false;
            for (l, rhs) in &prods {
                let len = rhs.iter().try_fold(0u32, |acc, s| match s {
                    Sym::T(_) => Some(acc + 1),
                    Sym::N(x) => (min_len[*x as usize] != u32::MAX)
                        .then(|| acc.saturating_add(min_len[*x as usize])),
                });
                if let Some(len) = len {
                    if len < min_len[*l as usize] {
                        min_len[*l as usize] = len;
                        changed = true;
                    }
                }
                if !nullable[*l as usize]
                    && rhs
                        .iter()
                        .all(|s| matches!(s, Sym::N(x) if nullable[*x as usize]))
                {
                    nullable[*l as usize] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        Cfg {
            alphabet: alphabet.clone(),
            prods,
            by_lhs,
            nullable,
            min_len,
            n_rules: g.rules.len(),
        }
    }

    /// Whether `input` is in the language of rule `start`.
    pub fn accepts(&self, start: usize, input: &[char]) -> bool {
        let classes: Vec<u8> = input.iter().map(|c| self.alphabet.class(*c)).collect();
        let n = classes.len();
        // Item: (production, dot, origin); production u32::MAX is the start item.
        let mut sets: Vec<Vec<(u32, u16, u32)>> = vec![Vec::new(); n + 1];
        let mut seen: Vec<FxHashSet<(u32, u16, u32)>> = vec![FxHashSet::default(); n + 1];
        let start_prods = &self.by_lhs[start];
        for &p in start_prods {
            let it = (p, 0u16, 0u32);
            if seen[0].insert(it) {
                sets[0].push(it);
            }
        }
        for i in 0..=n {
            let mut k = 0;
            while k < sets[i].len() {
                let (p, dot, origin) = sets[i][k];
                k += 1;
                let rhs = &self.prods[p as usize].1;
                if (dot as usize) < rhs.len() {
                    match rhs[dot as usize] {
                        Sym::T(m) => {
                            if i < n && m & (1u128 << classes[i]) != 0 {
                                let it = (p, dot + 1, origin);
                                if seen[i + 1].insert(it) {
                                    sets[i + 1].push(it);
                                }
                            }
                        }
                        Sym::N(x) => {
                            for &q in &self.by_lhs[x as usize] {
                                let it = (q, 0, i as u32);
                                if seen[i].insert(it) {
                                    sets[i].push(it);
                                }
                            }
                            if self.nullable[x as usize] {
                                let it = (p, dot + 1, origin);
                                if seen[i].insert(it) {
                                    sets[i].push(it);
                                }
                            }
                        }
                    }
                } else {
                    let lhs = self.prods[p as usize].0;
                    let mut j = 0;
                    while j < sets[origin as usize].len() {
                        let (q, d, o) = sets[origin as usize][j];
                        j += 1;
                        let r = &self.prods[q as usize].1;
                        if (d as usize) < r.len() && r[d as usize] == Sym::N(lhs) {
                            let it = (q, d + 1, o);
                            if seen[i].insert(it) {
                                sets[i].push(it);
                            }
                        }
                    }
                }
            }
        }
        sets[n].iter().any(|&(p, d, o)| {
            o == 0
                && self.prods[p as usize].0 as usize == start
                && d as usize == self.prods[p as usize].1.len()
        })
    }

    /// A random string of rule `start`'s language (`budget` bounds its size).
    pub fn derive(&self, start: usize, rng: &mut Rng, budget: u32) -> Vec<char> {
        let mut out = Vec::new();
        let mut budget = budget as i64;
        self.expand(start as u32, rng, &mut budget, &mut out, 0);
        out
    }

    fn expand(&self, nt: u32, rng: &mut Rng, budget: &mut i64, out: &mut Vec<char>, depth: u32) {
        let prods = &self.by_lhs[nt as usize];
        let finite: Vec<u32> = prods
            .iter()
            .copied()
            .filter(|&p| self.prod_min(p) != u32::MAX)
            .collect();
        let choice = if *budget <= 0 || depth > 60 {
            *finite
                .iter()
                .min_by_key(|&&p| self.prod_min(p))
                .expect("productive rule")
        } else {
            finite[rng.below(finite.len())]
        };
        for s in self.prods[choice as usize].1.clone() {
            match s {
                Sym::T(m) => {
                    let classes: Vec<usize> = (0..self.alphabet.len())
                        .filter(|c| m & (1 << c) != 0)
                        .collect();
                    out.push(self.alphabet.reps[classes[rng.below(classes.len())]]);
                    *budget -= 1;
                }
                Sym::N(x) => self.expand(x, rng, budget, out, depth + 1),
            }
        }
    }

    fn prod_min(&self, p: u32) -> u32 {
        self.prods[p as usize]
            .1
            .iter()
            .fold(0u32, |acc, s| match s {
                Sym::T(_) => acc.saturating_add(1),
                Sym::N(x) => acc.saturating_add(self.min_len[*x as usize]),
            })
    }

    /// Number of rules of the source grammar (the first nonterminals).
    pub fn rules(&self) -> usize {
        self.n_rules
    }
}

struct Builder<'a> {
    alphabet: &'a Alphabet,
    prods: Vec<(u32, Vec<Sym>)>,
    n_nts: u32,
    chars: &'a [Option<crate::charset::CharSet>],
}

impl Builder<'_> {
    fn fresh(&mut self, alts: Vec<Vec<Sym>>) -> Sym {
        let nt = self.n_nts;
        self.n_nts += 1;
        for a in alts {
            self.prods.push((nt, a));
        }
        Sym::N(nt)
    }

    fn one(&mut self, e: &Expr) -> Sym {
        let s = self.syms(e);
        if s.len() == 1 {
            s[0]
        } else {
            self.fresh(vec![s])
        }
    }

    fn syms(&mut self, e: &Expr) -> Vec<Sym> {
        match e {
            Expr::Empty | Expr::And(_) | Expr::Not(_) | Expr::Eoi => Vec::new(),
            Expr::Chars(s) => vec![Sym::T(self.alphabet.mask(s))],
            Expr::Lit { text, ci } => text
                .chars()
                .map(|c| {
                    let s = if *ci {
                        crate::charset::CharSet::single_ci(c)
                    } else {
                        crate::charset::CharSet::single(c)
                    };
                    Sym::T(self.alphabet.mask(&s))
                })
                .collect(),
            Expr::Ref(r) => match &self.chars[*r] {
                Some(s) => vec![Sym::T(self.alphabet.mask(s))],
                None => vec![Sym::N(*r as u32)],
            },
            Expr::Seq(v) => v.iter().flat_map(|x| self.syms(x)).collect(),
            Expr::Alt(v) => {
                let alts: Vec<Vec<Sym>> = v.iter().map(|x| self.syms(x)).collect();
                vec![self.fresh(alts)]
            }
            Expr::Rep { min, max, body } => {
                let b = self.one(body);
                let mut out: Vec<Sym> = (0..*min).map(|_| b).collect();
                match max {
                    None => {
                        let nt = self.n_nts;
                        self.n_nts += 1;
                        self.prods.push((nt, Vec::new()));
                        self.prods.push((nt, vec![b, Sym::N(nt)]));
                        out.push(Sym::N(nt));
                    }
                    Some(m) => {
                        let mut tail: Option<Sym> = None;
                        for _ in *min..*m {
                            let alt = match tail {
                                None => vec![b],
                                Some(t) => vec![b, t],
                            };
                            tail = Some(self.fresh(vec![Vec::new(), alt]));
                        }
                        out.extend(tail);
                    }
                }
                out
            }
        }
    }
}

/// A small deterministic random number generator (xorshift64*).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}
