//! FIRST_k of every rule: the strings of its language shorter than `k`, and the first
//! `k` characters of its other strings. The automaton of a start rule stands in for a
//! recursive call with these (each `k`-character prefix followed by anything), which
//! says more about what can follow the call than its first character alone.
//!
//! Strings are sequences of character-class masks: one word `[m1, m2]` stands for every
//! string whose first class is in `m1` and second in `m2`. Sets are kept small by
//! merging two words of one length that differ in one position (exact), and beyond a
//! size limit by replacing the words of each length with one word of the union of
//! their masks at each position (larger, still covering every string).

use crate::alphabet::Alphabet;
use crate::charset::CharSet;
use crate::ir::{Expr, Grammar};
use rustc_hash::FxHashMap;

/// How many characters of each string the sets keep.
pub const K: usize = 2;

/// Most words in one set before the per-position union replaces them.
const MAX_WORDS: usize = 64;

/// Most rounds of the fixpoint over the rules before giving up on `K` and keeping one
/// character: the sets grow in every round that changes them, over finitely many words;
/// the limit guards against merges that keep rewriting an equal set differently.
const MAX_ROUNDS: usize = 64;

/// A string as class masks, one per position.
pub type Word = Vec<u128>;

/// A set of words (see the module documentation), normalised.
pub type Words = Vec<Word>;

/// Merges words and sorts the set; see the module documentation.
fn normalize(mut v: Words) -> Words {
    v.retain(|w| w.iter().all(|&m| m != 0));
    v.sort_unstable();
    v.dedup();
    if v.len() > 4 * MAX_WORDS {
        v = collapse(v);
    }
    merge(&mut v);
    if v.len() > MAX_WORDS {
        v = collapse(v);
    }
    v.sort_unstable();
    v
}

/// Joins words of one length that differ in one position (the union is exact), until
/// no two do.
fn merge(v: &mut Words) {
    let longest = v.iter().map(Vec::len).max().unwrap_or(0);
    loop {
        let mut changed = false;
        for p in 0..longest {
            // Words equal outside position `p` share a key.
            let mut seen: FxHashMap<Word, usize> = FxHashMap::default();
            let mut out: Words = Vec::with_capacity(v.len());
            for w in v.drain(..) {
                if w.len() <= p {
                    out.push(w);
                    continue;
                }
                let mut key = w.clone();
                key[p] = 0;
                key.push(w.len() as u128);
                match seen.get(&key) {
                    Some(&i) => {
                        out[i][p] |= w[p];
                        changed = true;
                    }
                    None => {
                        seen.insert(key, out.len());
                        out.push(w);
                    }
                }
            }
            *v = out;
        }
        if !changed {
            return;
        }
    }
}

/// One word per length, the union of the words of that length at each position.
fn collapse(v: Words) -> Words {
    let longest = v.iter().map(Vec::len).max().unwrap_or(0);
    let mut by_len: Vec<Option<Word>> = vec![None; longest + 1];
    for w in v {
        let slot = by_len[w.len()].get_or_insert_with(|| vec![0; w.len()]);
        for (a, b) in slot.iter_mut().zip(w) {
            *a |= b;
        }
    }
    by_len.into_iter().flatten().collect()
}

/// The first `k` characters of the concatenations of a word of `a` with one of `b`.
fn concat(a: &Words, b: &Words, k: usize) -> Words {
    let mut out = Vec::new();
    for u in a {
        if u.len() >= k {
            out.push(u.clone());
            continue;
        }
        for v in b {
            let mut w = u.clone();
            w.extend(v.iter().take(k - u.len()));
            out.push(w);
        }
    }
    normalize(out)
}

fn union(a: &Words, b: &Words) -> Words {
    normalize(a.iter().chain(b).cloned().collect())
}

/// The set of one character set.
fn one(alphabet: &Alphabet, s: &CharSet) -> Words {
    vec![vec![alphabet.mask(s)]]
}

struct Ctx<'a> {
    alphabet: &'a Alphabet,
    chars: &'a [Option<CharSet>],
    k: usize,
}

impl Ctx<'_> {
    fn expr(&self, e: &Expr, rules: &[Words]) -> Words {
        match e {
            Expr::Empty | Expr::And(_) | Expr::Not(_) | Expr::Eoi => vec![Vec::new()],
            Expr::Chars(s) => one(self.alphabet, s),
            Expr::Lit { text, ci } => vec![text
                .chars()
                .take(self.k)
                .map(|c| {
                    self.alphabet.mask(&if *ci {
                        CharSet::single_ci(c)
                    } else {
                        CharSet::single(c)
                    })
                })
                .collect()],
            Expr::Ref(r) => match &self.chars[*r] {
                Some(s) => one(self.alphabet, s),
                None => rules[*r].clone(),
            },
            Expr::Seq(v) => v.iter().fold(vec![Vec::new()], |acc, x| {
                concat(&acc, &self.expr(x, rules), self.k)
            }),
            Expr::Alt(v) => v
                .iter()
                .fold(Vec::new(), |acc, x| union(&acc, &self.expr(x, rules))),
            Expr::Rep { min, max, body } => {
                let b = self.expr(body, rules);
                // Past k copies the first k characters no longer change.
                let mut s: Words = vec![Vec::new()];
                for _ in 0..(*min as usize).min(self.k) {
                    s = concat(&s, &b, self.k);
                }
                let more = max.map_or(usize::MAX, |m| (m - min) as usize);
                for _ in 0..more.min(self.k + 1) {
                    let next = union(&s, &concat(&s, &b, self.k));
                    if next == s {
                        break;
                    }
                    s = next;
                }
                s
            }
        }
    }
}

/// FIRST_k of every rule of `g`, or `None` when the fixpoint did not settle (the
/// caller then keeps one character).
pub fn first_k(
    g: &Grammar,
    alphabet: &Alphabet,
    chars: &[Option<CharSet>],
    k: usize,
) -> Option<Vec<Words>> {
    let cx = Ctx { alphabet, chars, k };
    let mut f: Vec<Words> = vec![Vec::new(); g.rules.len()];
    for _ in 0..MAX_ROUNDS {
        let mut changed = false;
        for i in 0..g.rules.len() {
            let new = union(&f[i], &cx.expr(&g.rules[i].expr, &f));
            if new != f[i] {
                f[i] = new;
                changed = true;
            }
        }
        if !changed {
            return Some(f);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words of rule 0 spelled with one character per class (the first of a
    /// mask's classes), for reading the tests.
    fn spelled(g: &Grammar, k: usize) -> Vec<String> {
        let alphabet = Alphabet::new(&crate::analysis::all_sets(g));
        let chars = crate::analysis::char_rules(g);
        let f = first_k(g, &alphabet, &chars, k).expect("settles");
        let mut out: Vec<String> = f[0]
            .iter()
            .map(|w| {
                w.iter()
                    .map(|m| {
                        let set = alphabet.set_of(*m);
                        set.ranges()
                            .iter()
                            .map(|&(lo, hi)| {
                                (lo..=hi).filter_map(char::from_u32).collect::<String>()
                            })
                            .collect::<String>()
                    })
                    .map(|s| if s.len() > 1 { format!("[{s}]") } else { s })
                    .collect()
            })
            .collect();
        out.sort();
        out
    }

    #[test]
    fn a_recursive_rule_keeps_its_first_two_characters() {
        // r0 = "(" r0 ")" / "x": strings x, (x), ((x)), ...
        let g = Grammar::of([(
            "r0",
            Expr::Alt(vec![
                Expr::Seq(vec![Expr::literal("("), Expr::Ref(0), Expr::literal(")")]),
                Expr::literal("x"),
            ]),
        )]);
        // "((" and "(x" are one word: "(" then "(" or "x".
        assert_eq!(spelled(&g, 2), vec!["([(x]", "x"]);
        assert_eq!(spelled(&g, 3), vec!["(([(x]", "(x)", "x"]);
    }

    #[test]
    fn repetitions_and_empty_strings() {
        // r0 = *"ab" "c": c, abc, ababc, ...
        let g = Grammar::of([(
            "r0",
            Expr::Seq(vec![
                Expr::Rep {
                    min: 0,
                    max: None,
                    body: Box::new(Expr::literal("ab")),
                },
                Expr::literal("c"),
            ]),
        )]);
        assert_eq!(spelled(&g, 2), vec!["ab", "c"]);
        assert_eq!(spelled(&g, 3), vec!["ab[ac]", "c"]);
    }

    #[test]
    fn two_characters_of_a_recursive_call_rule_out_a_false_candidate() {
        // In `*(block / ALPHA) "</"`, the nested `block` is approximated: by its first
        // character alone ("<" then anything) it could match the "</" that ends the
        // repetition; by its first two ("<" and a letter) it cannot.
        let text = "doc   = 1*(block / \"<\" \"!\" ALPHA \">\")\n\
                    block = \"<\" ALPHA \">\" *(block / ALPHA) \"</\" ALPHA \">\"\n";
        let (g, _) = crate::reader::read(text, crate::Dialect::Abnf).expect("reads");
        let alphabet = Alphabet::new(&crate::analysis::all_sets(&g));
        let cfg = crate::earley::Cfg::new(&g, &alphabet);
        let an = crate::hazard::Analyzer {
            cfg: &cfg,
            alphabet: &alphabet,
            starts: vec![g.index("doc").expect("doc")],
            max_len: 20,
            max_nodes: 8_000,
        };
        let nfa = crate::nfa::Nfa::build(&g, &alphabet, an.starts[0]);
        assert!(nfa.approx, "the nested block is approximated");
        let unconfirmed = an.hazards_with(&g, None, true, false);
        assert!(unconfirmed.is_empty(), "{unconfirmed:#?}");
    }

    #[test]
    fn words_differing_in_one_place_are_merged() {
        let g = Grammar::of([(
            "r0",
            Expr::Alt(vec![
                Expr::literal("ax"),
                Expr::literal("bx"),
                Expr::literal("ay"),
            ]),
        )]);
        // "ax" and "bx" merge to [ab]x; "ay" stays (merging it would add "by").
        let s = spelled(&g, 2);
        assert_eq!(s.len(), 2, "{s:?}");
        assert!(s.contains(&"ay".to_string()) || s.contains(&"a[xy]".to_string()));
    }
}
