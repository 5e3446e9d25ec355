//! The check that decides whether a rewrite of one site is kept: a recognizer that reads
//! the grammar exactly (every string some derivation allows) everywhere except at the
//! rewritten site, where it decides as the PEG does.
//!
//! A string of the grammar's language that this reader rejects is lost by the site
//! alone, whatever the other sites do: the choice committed to an alternative whose
//! strings cannot go on to the end, the repetition went on (or, with a stop-before
//! lookahead, stopped) where no derivation does, or a lookahead the rewrite added
//! refused what had to pass. Comparing the whole PEG with the grammar cannot say that:
//! an input the rewritten PEG rejects may be lost somewhere else, and one lost here may
//! already have been lost before the rewrite.
//!
//! Away from the site, lookaheads are read as the empty string (the rewrites never
//! change a language, so this is the grammar as written). At the site the lookaheads
//! are read as the PEG reads them, rule calls included: they are what the rewrite
//! relies on.

use crate::ir::{Expr, Grammar};
use crate::peg::Peg;
use rustc_hash::{FxHashMap, FxHashSet};

/// The nodes a rewrite decides: subtrees of one rule, by path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// The rule holding the site.
    pub rule: usize,
    /// Paths of the rewritten nodes in the rule's expression.
    pub roots: Vec<Vec<usize>>,
    /// Every choice and repetition under the roots decides as the PEG (a rewrite that
    /// rebuilt the whole subtree); otherwise only the roots do.
    pub whole: bool,
}

/// The reader described in the module documentation.
pub struct SiteReader<'g> {
    g: &'g Grammar,
    /// Choices and repetitions read as the PEG reads them.
    decides: FxHashSet<*const Expr>,
    /// Nodes under the roots: lookaheads there are read as the PEG reads them.
    inside: FxHashSet<*const Expr>,
    peg: Peg<'g>,
    input: Vec<char>,
    memo: FxHashMap<(usize, usize), Vec<usize>>,
    busy: FxHashSet<(usize, usize)>,
}

fn walk<'a>(e: &'a Expr, out: &mut Vec<&'a Expr>) {
    out.push(e);
    e.children().into_iter().for_each(|c| walk(c, out));
}

fn is_decision(e: &Expr) -> bool {
    matches!(e, Expr::Alt(v) if v.len() > 1)
        || matches!(e, Expr::Rep { min, max, .. } if *max != Some(*min))
}

impl<'g> SiteReader<'g> {
    /// A reader of `g` that decides as the PEG at `region`.
    pub fn new(g: &'g Grammar, region: &Region) -> Self {
        let mut decides = FxHashSet::default();
        let mut inside = FxHashSet::default();
        let root = &g.rules[region.rule].expr;
        for p in &region.roots {
            let node = root.at(p);
            let mut all = Vec::new();
            walk(node, &mut all);
            for &n in &all {
                inside.insert(n as *const Expr);
                if is_decision(n) && (region.whole || std::ptr::eq(n, node)) {
                    decides.insert(n as *const Expr);
                }
            }
        }
        SiteReader {
            g,
            decides,
            inside,
            peg: Peg::new(g),
            input: Vec::new(),
            memo: FxHashMap::default(),
            busy: FxHashSet::default(),
        }
    }

    /// Whether rule `start` derives the whole input, read as described above.
    pub fn accepts(&mut self, start: usize, input: &[char]) -> bool {
        self.input = input.to_vec();
        self.memo.clear();
        self.busy.clear();
        self.peg.set_input(input);
        self.rule(start, 0).contains(&input.len())
    }

    fn rule(&mut self, r: usize, pos: usize) -> Vec<usize> {
        if let Some(m) = self.memo.get(&(r, pos)) {
            return m.clone();
        }
        // The readers reject left recursion; a call of a rule inside itself at the
        // same place derives nothing new.
        if !self.busy.insert((r, pos)) {
            return Vec::new();
        }
        let g = self.g;
        let out = self.ends(&g.rules[r].expr, pos);
        self.busy.remove(&(r, pos));
        self.memo.insert((r, pos), out.clone());
        out
    }

    /// Every position where `e` can stop when it starts at `pos`, sorted.
    fn ends(&mut self, e: &Expr, pos: usize) -> Vec<usize> {
        let key = e as *const Expr;
        match e {
            Expr::Empty => vec![pos],
            Expr::Eoi => {
                if pos == self.input.len() {
                    vec![pos]
                } else {
                    Vec::new()
                }
            }
            Expr::Chars(s) => match self.input.get(pos) {
                Some(&c) if s.contains(c as u32) => vec![pos + 1],
                _ => Vec::new(),
            },
            Expr::Lit { text, ci } => {
                let mut p = pos;
                for c in text.chars() {
                    match self.input.get(p) {
                        Some(d) if (*ci && d.eq_ignore_ascii_case(&c)) || *d == c => p += 1,
                        _ => return Vec::new(),
                    }
                }
                vec![p]
            }
            Expr::Ref(r) => self.rule(*r, pos),
            Expr::Seq(v) => {
                let mut cur = vec![pos];
                for x in v {
                    let mut next = Vec::new();
                    for p in cur {
                        next.extend(self.ends(x, p));
                    }
                    next.sort_unstable();
                    next.dedup();
                    if next.is_empty() {
                        return next;
                    }
                    cur = next;
                }
                cur
            }
            Expr::Alt(v) => {
                let commit = self.decides.contains(&key);
                let mut out = Vec::new();
                for x in v {
                    let e = self.ends(x, pos);
                    if commit && !e.is_empty() {
                        return e;
                    }
                    out.extend(e);
                }
                out.sort_unstable();
                out.dedup();
                out
            }
            Expr::Rep { min, max, body } => {
                self.repeat(*min, *max, body, pos, self.decides.contains(&key))
            }
            Expr::And(x) | Expr::Not(x) => {
                if !self.inside.contains(&key) {
                    return vec![pos];
                }
                let matched = self.peg.eval_at(x, pos).is_some();
                if matched == matches!(e, Expr::And(_)) {
                    vec![pos]
                } else {
                    Vec::new()
                }
            }
        }
    }

    /// The ends of `min*max body` from `pos`; `greedy` reads it as the PEG does (it
    /// stops only where the body cannot match a non-empty string).
    fn repeat(
        &mut self,
        min: u32,
        max: Option<u32>,
        body: &Expr,
        pos: usize,
        greedy: bool,
    ) -> Vec<usize> {
        // Counts past `min` are told apart only when `max` bounds them.
        let next = |n: u32| match max {
            None => (n + 1).min(min),
            Some(_) => n + 1,
        };
        let mut out = Vec::new();
        let mut seen: FxHashSet<(usize, u32)> = FxHashSet::default();
        let mut work = vec![(pos, 0u32)];
        seen.insert((pos, 0));
        while let Some((p, n)) = work.pop() {
            if max == Some(n) {
                out.push(p);
                continue;
            }
            let q = self.ends(body, p);
            let go: Vec<usize> = if n < min {
                q.clone()
            } else {
                q.iter().copied().filter(|&x| x > p).collect()
            };
            if n >= min && (!greedy || go.is_empty() || q.contains(&p)) {
                out.push(p);
            }
            for x in go {
                if seen.insert((x, next(n))) {
                    work.push((x, next(n)));
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// The first of `inputs` (start rule, string of the grammar's language) that `g` read
/// with `region` deciding as the PEG rejects.
pub fn first_lost<'a>(
    g: &Grammar,
    region: &Region,
    inputs: &'a [(usize, Vec<char>)],
) -> Option<&'a (usize, Vec<char>)> {
    let mut r = SiteReader::new(g, region);
    inputs.iter().find(|(s, w)| !r.accepts(*s, w))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::charset::CharSet;

    fn chars(s: &str) -> Vec<char> {
        s.chars().collect()
    }

    #[test]
    fn only_the_site_commits() {
        // s = ("a" / "a" "b") ("b" / "b" "c") "c": the first choice commits to "a";
        // the second, read exactly, still finds "b" "c" / "b" then "c".
        let a = Expr::literal("a");
        let b = Expr::literal("b");
        let c = Expr::literal("c");
        let g = Grammar::of([(
            "s",
            Expr::Seq(vec![
                Expr::Alt(vec![a.clone(), Expr::Seq(vec![a, b.clone()])]),
                Expr::Alt(vec![b.clone(), Expr::Seq(vec![b, c.clone()])]),
                c,
            ]),
        )]);
        let first = Region {
            rule: 0,
            roots: vec![vec![0]],
            whole: false,
        };
        let second = Region {
            rule: 0,
            roots: vec![vec![1]],
            whole: false,
        };
        // "abc": the first choice must take "a".
        assert!(SiteReader::new(&g, &first).accepts(0, &chars("abc")));
        // "abbc" needs "a" "b" first: lost by the first site only.
        assert!(!SiteReader::new(&g, &first).accepts(0, &chars("abbc")));
        assert!(SiteReader::new(&g, &second).accepts(0, &chars("abbc")));
        // "abcc" needs "b" "c" in the second choice, which commits to "b".
        assert!(!SiteReader::new(&g, &second).accepts(0, &chars("abcc")));
    }

    #[test]
    fn a_greedy_repetition_and_its_stop_lookahead() {
        // s = *("a") "a": greedy, it never leaves the last "a".
        let a = Expr::Chars(CharSet::single('a'));
        let rep = |body: Expr| Expr::Rep {
            min: 0,
            max: None,
            body: Box::new(body),
        };
        let g = Grammar::of([("s", Expr::Seq(vec![rep(a.clone()), a.clone()]))]);
        let site = Region {
            rule: 0,
            roots: vec![vec![0]],
            whole: false,
        };
        assert!(!SiteReader::new(&g, &site).accepts(0, &chars("aa")));
        // With `!("a" ~ EOI)` before the body it stops before the last "a".
        let guarded = Expr::Seq(vec![
            Expr::Not(Box::new(Expr::Seq(vec![a.clone(), Expr::Eoi]))),
            a.clone(),
        ]);
        let g = Grammar::of([("s", Expr::Seq(vec![rep(guarded), a]))]);
        let mut r = SiteReader::new(&g, &site);
        assert!(r.accepts(0, &chars("aaa")) && r.accepts(0, &chars("a")));
        assert!(!r.accepts(0, &chars("")));
    }
}
