//! A PEG interpreter over the grammar model, with pest's semantics: ordered choice
//! commits to the first alternative that matches, repetitions are greedy and never
//! give back, lookaheads consume nothing.

use crate::ir::{Expr, Grammar};
use rustc_hash::FxHashMap;

/// What a probed site did during one parse.
#[derive(Clone, Debug, Default)]
pub struct ProbeLog {
    /// For a choice: (start, index of the alternative taken, end) of every success.
    pub choices: Vec<(usize, usize, usize)>,
    /// For a repetition: positions between iterations where the repetition went on.
    pub continued_at: Vec<usize>,
}

/// Runs a grammar as a PEG.
pub struct Peg<'g> {
    g: &'g Grammar,
    memo: FxHashMap<(usize, usize), Option<usize>>,
    input: Vec<char>,
    probe: Option<*const Expr>,
    /// What the probed site did.
    pub log: ProbeLog,
    depth: u32,
}

impl<'g> Peg<'g> {
    /// An interpreter for `g`.
    pub fn new(g: &'g Grammar) -> Self {
        Peg {
            g,
            memo: FxHashMap::default(),
            input: Vec::new(),
            probe: None,
            log: ProbeLog::default(),
            depth: 0,
        }
    }

    /// Records what the node at `path` of rule `rule` does in the next parses.
    pub fn probe(&mut self, rule: usize, path: &[usize]) {
        self.probe = Some(self.g.rules[rule].expr.at(path) as *const Expr);
    }

    /// Whether rule `start` matches the whole input.
    pub fn accepts(&mut self, start: usize, input: &[char]) -> bool {
        self.matches(start, input) == Some(input.len())
    }

    /// Where rule `start` stops matching at the beginning of the input, if it matches.
    pub fn matches(&mut self, start: usize, input: &[char]) -> Option<usize> {
        self.set_input(input);
        self.rule(start, 0)
    }

    /// Sets the input for [`Peg::eval_at`] (and forgets what earlier inputs memoised).
    pub fn set_input(&mut self, input: &[char]) {
        self.memo.clear();
        self.log = ProbeLog::default();
        self.input = input.to_vec();
        self.depth = 0;
    }

    /// Where `e` (a node of this interpreter's grammar, or an expression over its
    /// rules) stops matching at `pos` of the input given to [`Peg::set_input`].
    pub fn eval_at(&mut self, e: &Expr, pos: usize) -> Option<usize> {
        self.eval(e, pos)
    }

    fn rule(&mut self, r: usize, pos: usize) -> Option<usize> {
        if let Some(m) = self.memo.get(&(r, pos)) {
            return *m;
        }
        self.depth += 1;
        let out = if self.depth > 2000 {
            None
        } else {
            let g = self.g;
            // Up to 2000 rules deep, a few frames each: on a new stack segment
            // where the thread's is short (a test thread has 2 MiB).
            stacker::maybe_grow(64 << 10, 1 << 20, || self.eval(&g.rules[r].expr, pos))
        };
        self.depth -= 1;
        self.memo.insert((r, pos), out);
        out
    }

    fn eval(&mut self, e: &Expr, pos: usize) -> Option<usize> {
        let probed = self.probe == Some(e as *const Expr);
        match e {
            Expr::Empty => Some(pos),
            Expr::Eoi => (pos == self.input.len()).then_some(pos),
            Expr::Chars(s) => {
                let c = *self.input.get(pos)?;
                s.contains(c as u32).then_some(pos + 1)
            }
            Expr::Lit { text, ci } => {
                let mut p = pos;
                for c in text.chars() {
                    let d = *self.input.get(p)?;
                    let ok = if *ci {
                        d.eq_ignore_ascii_case(&c)
                    } else {
                        d == c
                    };
                    if !ok {
                        return None;
                    }
                    p += 1;
                }
                Some(p)
            }
            Expr::Ref(r) => self.rule(*r, pos),
            Expr::Seq(v) => {
                let mut p = pos;
                for x in v {
                    p = self.eval(x, p)?;
                }
                Some(p)
            }
            Expr::Alt(v) => {
                for (i, x) in v.iter().enumerate() {
                    if let Some(end) = self.eval(x, pos) {
                        if probed {
                            self.log.choices.push((pos, i, end));
                        }
                        return Some(end);
                    }
                }
                None
            }
            Expr::Rep { min, max, body } => {
                let mut p = pos;
                let mut n = 0u32;
                while max.is_none_or(|m| n < m) {
                    match self.eval(body, p) {
                        Some(q) if q > p || n < *min => {
                            if probed && n >= *min {
                                self.log.continued_at.push(p);
                            }
                            let progressed = q > p;
                            p = q;
                            n += 1;
                            if !progressed && n >= *min {
                                break;
                            }
                        }
                        _ => break,
                    }
                }
                (n >= *min).then_some(p)
            }
            Expr::And(x) => self.eval(x, pos).map(|_| pos),
            Expr::Not(x) => match self.eval(x, pos) {
                Some(_) => None,
                None => Some(pos),
            },
        }
    }
}
