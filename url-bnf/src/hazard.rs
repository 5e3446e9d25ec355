//! Hazard analysis: for every ordered choice and repetition, whether reading the
//! grammar as a PEG changes its language, with a witness string.
//!
//! A choice `e1 / e2` loses strings when `e1` matches a prefix `x` of a string `x y`
//! that `e2` followed by the rest of the grammar accepts, and the rest does not accept
//! `y`. A repetition loses strings when one more iteration `x` leaves a `y` the rest
//! rejects although stopping was right. Both are searched breadth first on the
//! automaton of the start rule (exact for non-recursive grammars; for recursive ones
//! the weaker condition "e1 matches a prefix of what e2 and the rest accept", on
//! over-approximated languages, is searched instead). Every candidate is confirmed: the
//! Earley recognizer accepts it, the PEG rejects it, and the PEG took the committing
//! decision at that site.

use crate::alphabet::Alphabet;
use crate::earley::Cfg;
use crate::ir::Grammar;
use crate::nfa::{Guard, Nfa, OccKind, Sets};
use crate::peg::Peg;
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::VecDeque;

/// What kind of decision a site is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SiteKind {
    /// An ordered choice.
    Choice,
    /// A repetition (or an option).
    Repetition,
}

/// A confirmed hazard.
#[derive(Clone, Debug)]
pub struct Hazard {
    /// Rule of the site.
    pub rule: usize,
    /// Path of the site in the rule.
    pub path: Vec<usize>,
    /// Choice or repetition.
    pub kind: SiteKind,
    /// For a choice: (alternative that captures, alternative that was needed).
    pub pair: Option<(usize, usize)>,
    /// A string of the start rule's language that the PEG rejects because of the site.
    pub witness: String,
    /// The start rule the witness belongs to.
    pub start: usize,
    /// Whether the automaton was exact (otherwise the conservative condition found it).
    pub exact: bool,
}

/// An ambiguity found at a repetition: the grammar has another reading the PEG never takes.
#[derive(Clone, Debug)]
pub struct Ambiguity {
    /// Rule of the site.
    pub rule: usize,
    /// Path of the site in the rule.
    pub path: Vec<usize>,
    /// A string with both readings.
    pub witness: String,
    /// The start rule.
    pub start: usize,
}

/// The automata and recognizers used for one grammar.
pub struct Analyzer<'a> {
    /// The grammar as read (reference semantics).
    pub cfg: &'a Cfg,
    /// Character classes.
    pub alphabet: &'a Alphabet,
    /// Start rules.
    pub starts: Vec<usize>,
    /// Search limits: longest candidate suffix, most search nodes per decision.
    pub max_len: usize,
    /// Most search nodes per pair.
    pub max_nodes: usize,
}

/// What a candidate of [`Analyzer::search`] asks of the rest of the grammar after the
/// committing decision.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rest {
    /// It rejects what is left (the PEG loses the string; exact automata).
    Rejects,
    /// It accepts what is left as well (the string has both readings: an ambiguity).
    Accepts,
}

impl Rest {
    /// Whether a string the e2 path accepts is a candidate, given the rest's verdict
    /// on what is left and whether the runs met an over-approximated call (`rest_approx`
    /// for the rest, `path_approx` for the e2 path): a verdict reached through one is
    /// not trusted.
    fn allows(self, rest_accepts: bool, rest_approx: bool, path_approx: bool) -> bool {
        match self {
            Rest::Rejects => !rest_accepts || rest_approx,
            Rest::Accepts => rest_accepts && !rest_approx && !path_approx,
        }
    }
}

/// Flags of a search node's phase byte: the rest's run, or the e2 path's, has met an
/// over-approximated call.
const REST_APPROX: u8 = 8;
const PATH_APPROX: u8 = 16;
/// Flag of a search node: `e1` could have read the first character after the commit,
/// so the PEG, whose `e1` matches as far as it can, likely did not stop there.
const E1_GOES_ON: u8 = 32;

/// A site and, for a choice, the pair of alternatives.
type SiteKey = (usize, Vec<usize>, Option<(usize, usize)>);
/// A search node: (e2-path set, phase, e1 or rest set) and its parent with the class read.
type SearchNode = ((u32, u8, u32), Option<(usize, u8)>);

struct Pair {
    e1: u32,
    x1: u32,
    c1: u32,
    e2: u32,
    guard: Guard,
}

impl Analyzer<'_> {
    /// Every confirmed hazard of `g` read as a PEG, at most one per site and pair; with
    /// `only`, just that site.
    pub fn hazards(
        &self,
        g: &Grammar,
        only: Option<(usize, &[usize])>,
        all_pairs: bool,
    ) -> Vec<Hazard> {
        self.hazards_with(g, only, all_pairs, true)
    }

    /// As [`Analyzer::hazards`]; without `confirm`, every candidate the grammar accepts
    /// counts (the automaton condition alone, for choosing rewrites conservatively).
    pub fn hazards_with(
        &self,
        g: &Grammar,
        only: Option<(usize, &[usize])>,
        all_pairs: bool,
        confirm: bool,
    ) -> Vec<Hazard> {
        self.scan(g, only, false, all_pairs, confirm)
    }

    /// Every confirmed hazard at the node at `path` of rule `rule` or at any site
    /// inside it (one per site).
    pub fn hazards_within(&self, g: &Grammar, rule: usize, path: &[usize]) -> Vec<Hazard> {
        self.scan(g, Some((rule, path)), true, false, true)
    }

    /// The search behind [`Analyzer::hazards_with`]; with `within`, `only` also
    /// selects the sites below its node.
    fn scan(
        &self,
        g: &Grammar,
        only: Option<(usize, &[usize])>,
        within: bool,
        all_pairs: bool,
        confirm: bool,
    ) -> Vec<Hazard> {
        let mut out: Vec<Hazard> = Vec::new();
        let mut done: FxHashSet<SiteKey> = FxHashSet::default();
        let mut plan: Vec<(usize, bool)> = self.starts.iter().map(|&s| (s, false)).collect();
        for (r, rule) in g.rules.iter().enumerate() {
            if !rule.core && has_site(&rule.expr) {
                plan.push((r, true));
            }
        }
        for (start, own_only) in plan {
            if let Some((r, _)) = only {
                if own_only && r != start {
                    continue;
                }
            }
            let nfa = Nfa::build(g, self.alphabet, start);
            let mut peg = Peg::new(g);
            let mut sets = Sets::default();
            let mut prefixes: FxHashMap<u32, Option<Vec<u8>>> = FxHashMap::default();
            // Copies of one site searched in this automaton (a rule inlined in many
            // places has one copy per place; the rule's own plan covers it alone).
            let mut copies: FxHashMap<SiteKey, usize> = FxHashMap::default();
            for occ in &nfa.occ {
                if let Some((r, p)) = only {
                    let selected = if within {
                        occ.path.starts_with(p)
                    } else {
                        occ.path == p
                    };
                    if occ.rule != r || !selected {
                        continue;
                    }
                }
                if own_only && occ.rule != start {
                    continue;
                }
                let pairs: Vec<(Option<(usize, usize)>, Pair)> = match &occ.kind {
                    OccKind::Alt {
                        entries,
                        exits,
                        guards,
                        after,
                    } => {
                        let mut v = Vec::new();
                        for j in 0..entries.len() {
                            for i in 0..j {
                                v.push((
                                    Some((i, j)),
                                    Pair {
                                        e1: entries[i],
                                        x1: exits[i],
                                        c1: *after,
                                        e2: entries[j],
                                        guard: guards[i],
                                    },
                                ));
                            }
                        }
                        v
                    }
                    OccKind::Rep {
                        body_entry,
                        body_exit,
                        stop,
                    } => vec![(
                        None,
                        Pair {
                            e1: *body_entry,
                            x1: *body_exit,
                            c1: *body_exit,
                            e2: *stop,
                            guard: None,
                        },
                    )],
                };
                for (pair_id, pair) in pairs {
                    let key_pair = if all_pairs { pair_id } else { None };
                    let key = (occ.rule, occ.path.clone(), key_pair);
                    if done.contains(&key) {
                        continue;
                    }
                    let copy = copies
                        .entry((occ.rule, occ.path.clone(), pair_id))
                        .or_insert(0);
                    *copy += 1;
                    if *copy > MAX_COPIES || disjoint(&nfa, &pair) {
                        continue;
                    }
                    let prefix = prefixes
                        .entry(occ.at)
                        .or_insert_with(|| self.prefix(&nfa, &mut sets, occ.at))
                        .clone();
                    let Some(prefix) = prefix else { continue };
                    let cands = self.search(&nfa, &mut sets, &pair, Rest::Rejects, 12);
                    for (s, candidate_exact) in cands {
                        let mut w: Vec<char> = prefix
                            .iter()
                            .map(|c| self.alphabet.reps[*c as usize])
                            .collect();
                        let at = w.len();
                        w.extend(s.iter().map(|c| self.alphabet.reps[*c as usize]));
                        if !self.cfg.accepts(start, &w) {
                            continue;
                        }
                        if confirm {
                            peg.probe(occ.rule, &occ.path);
                            if peg.accepts(start, &w) {
                                continue;
                            }
                            let committed = match pair_id {
                                Some((_, j)) => {
                                    peg.log.choices.iter().any(|&(p, k, _)| p == at && k < j)
                                }
                                None => peg.log.continued_at.contains(&at),
                            };
                            if !committed {
                                continue;
                            }
                        }
                        done.insert(key.clone());
                        out.push(Hazard {
                            rule: occ.rule,
                            path: occ.path.clone(),
                            kind: if pair_id.is_some() {
                                SiteKind::Choice
                            } else {
                                SiteKind::Repetition
                            },
                            pair: pair_id,
                            witness: w.iter().collect(),
                            start,
                            exact: candidate_exact,
                        });
                        break;
                    }
                }
            }
        }
        out
    }

    /// Repetitions whose greedy reading is one of several: a string the automaton
    /// accepts both when the repetition stops and when it takes one more iteration
    /// there (the PEG takes only one of the readings).
    pub fn ambiguities(&self, g: &Grammar) -> Vec<Ambiguity> {
        let mut out: Vec<Ambiguity> = Vec::new();
        for &start in &self.starts {
            let nfa = Nfa::build(g, self.alphabet, start);
            let mut sets = Sets::default();
            let mut peg = Peg::new(g);
            for occ in &nfa.occ {
                let OccKind::Rep {
                    body_entry,
                    body_exit,
                    stop,
                } = occ.kind
                else {
                    continue;
                };
                if out.iter().any(|a| a.rule == occ.rule && a.path == occ.path)
                    || g.rules[occ.rule].core
                {
                    continue;
                }
                let Some(prefix) = self.prefix(&nfa, &mut sets, occ.at) else {
                    continue;
                };
                let pair = Pair {
                    e1: body_entry,
                    x1: body_exit,
                    c1: body_exit,
                    e2: stop,
                    guard: None,
                };
                for (s, _) in self.search(&nfa, &mut sets, &pair, Rest::Accepts, 4) {
                    let mut w: Vec<char> = prefix
                        .iter()
                        .map(|c| self.alphabet.reps[*c as usize])
                        .collect();
                    w.extend(s.iter().map(|c| self.alphabet.reps[*c as usize]));
                    if self.cfg.accepts(start, &w) && peg.accepts(start, &w) {
                        out.push(Ambiguity {
                            rule: occ.rule,
                            path: occ.path.clone(),
                            witness: w.iter().collect(),
                            start,
                        });
                        break;
                    }
                }
            }
        }
        out
    }

    /// Strings of the language that pass through the decision of the site at `path` of
    /// rule `rule`, for checking a rewrite of it: from each start rule (and `start`, the
    /// start of the hazard's witness), for a few of the site's places in the automaton, the
    /// shortest way there, then every string the automaton can read from the decision
    /// (breadth first, about `budget` of them), each completed by the shortest way to
    /// the end. Strings of an over-approximated automaton may fall outside the
    /// language; the caller filters them with the Earley recognizer.
    pub fn site_inputs(
        &self,
        g: &Grammar,
        rule: usize,
        path: &[usize],
        start: usize,
        budget: usize,
    ) -> Vec<(usize, Vec<char>)> {
        let mut out = Vec::new();
        let mut plan = self.starts.clone();
        if !plan.contains(&start) {
            plan.push(start);
        }
        let per = budget / plan.len().max(1);
        for start in plan {
            let nfa = Nfa::build(g, self.alphabet, start);
            let mut sets = Sets::default();
            let occs: Vec<u32> = nfa
                .occ
                .iter()
                .filter(|o| o.rule == rule && o.path == path)
                .map(|o| o.at)
                .take(3)
                .collect();
            let per_occ = per / occs.len().max(1);
            let mut ends: FxHashMap<u32, Option<Vec<u8>>> = FxHashMap::default();
            for at in occs {
                let Some(prefix) = self.prefix(&nfa, &mut sets, at) else {
                    continue;
                };
                let s0 = sets.id(nfa.closure(&[at], None));
                let mut queue = VecDeque::from([(s0, Vec::<u8>::new())]);
                let mut taken = 0;
                while let Some((s, mid)) = queue.pop_front() {
                    if taken >= per_occ {
                        break;
                    }
                    let tail = ends
                        .entry(s)
                        .or_insert_with(|| self.to_accept(&nfa, &mut sets, s))
                        .clone();
                    if let Some(tail) = tail {
                        taken += 1;
                        let w: Vec<char> = prefix
                            .iter()
                            .chain(&mid)
                            .chain(&tail)
                            .map(|c| self.alphabet.reps[*c as usize])
                            .collect();
                        out.push((start, w));
                    }
                    if mid.len() >= self.max_len || queue.len() > per_occ {
                        continue;
                    }
                    for c in 0..self.alphabet.len() as u8 {
                        let t = sets.step(&nfa, s, c, None);
                        if !sets.sets[t as usize].is_empty() {
                            let mut m = mid.clone();
                            m.push(c);
                            queue.push_back((t, m));
                        }
                    }
                }
            }
        }
        out
    }

    /// The shortest string (as classes) from state set `from` to the accepting state.
    fn to_accept(&self, nfa: &Nfa, sets: &mut Sets, from: u32) -> Option<Vec<u8>> {
        self.shortest(nfa, sets, from, nfa.accept)
    }

    /// The shortest string (as classes) leading from the start to state `at`.
    fn prefix(&self, nfa: &Nfa, sets: &mut Sets, at: u32) -> Option<Vec<u8>> {
        let s0 = sets.id(nfa.closure(&[nfa.start], None));
        self.shortest(nfa, sets, s0, at)
    }

    /// The shortest string (as classes) from state set `from` to a set holding
    /// state `to`, breadth first; `None` past `max_nodes` sets.
    fn shortest(&self, nfa: &Nfa, sets: &mut Sets, from: u32, to: u32) -> Option<Vec<u8>> {
        let mut prev: FxHashMap<u32, (u32, u8)> = FxHashMap::default();
        let mut q = VecDeque::from([from]);
        let mut seen = FxHashSet::from_iter([from]);
        while let Some(s) = q.pop_front() {
            if sets.sets[s as usize].contains(&to) {
                let mut out = Vec::new();
                let mut cur = s;
                while let Some(&(p, c)) = prev.get(&cur) {
                    out.push(c);
                    cur = p;
                }
                out.reverse();
                return Some(out);
            }
            if seen.len() > self.max_nodes {
                return None;
            }
            for c in 0..self.alphabet.len() as u8 {
                let t = sets.step(nfa, s, c, None);
                if !sets.sets[t as usize].is_empty() && seen.insert(t) {
                    prev.insert(t, (s, c));
                    q.push_back(t);
                }
            }
        }
        None
    }

    /// Candidate suffixes `x y` for one decision (see the module doc), each with
    /// whether its verdict is exact (the rest's run met no over-approximated call).
    fn search(
        &self,
        nfa: &Nfa,
        sets: &mut Sets,
        p: &Pair,
        rest: Rest,
        want: usize,
    ) -> Vec<(Vec<u8>, bool)> {
        // Node: (set of the e2 path, phase, set of e1 / of the rest after the commit).
        // Phase 1: reading x with e1; 2: committed; 3: committed, guard not yet checked;
        // with the flags REST_APPROX and PATH_APPROX.
        let mut touched_memo: FxHashMap<u32, bool> = FxHashMap::default();
        let mut touched = |sets: &Sets, id: u32| -> u8 {
            let t = *touched_memo.entry(id).or_insert_with(|| {
                nfa.approx_loops
                    .iter()
                    .any(|l| sets.sets[id as usize].binary_search(l).is_ok())
            });
            t as u8
        };
        let q0 = sets.id(nfa.closure(&[p.e2], None));
        let d0 = sets.id(nfa.closure(&[p.e1], Some(p.x1)));
        let mut nodes: Vec<SearchNode> = Vec::new();
        let mut seen: FxHashSet<(u32, u8, u32)> = FxHashSet::default();
        let mut queue = VecDeque::new();
        let mut out = Vec::new();
        // Committed nodes, with the set of `e1` where it committed.
        let mut committed_here: FxHashMap<usize, u32> = FxHashMap::default();
        let mut seen_commit: FxHashSet<((u32, u8, u32), u32)> = FxHashSet::default();
        // Candidates where `e1` could have gone on come after the others (see
        // E1_GOES_ON); both lists are capped at `want`.
        let mut later = Vec::new();
        // Candidates ending in one search node (strings the automaton cannot tell
        // apart, e.g. one string with another letter at the end) are taken at most
        // twice: otherwise the variants of the first few nodes, which the PEG may well
        // accept, use up `want` before a longer witness is reached.
        let mut per_node: FxHashMap<(u32, u8, u32), u8> = FxHashMap::default();
        let mut fresh = |key: (u32, u8, u32)| {
            let n = per_node.entry(key).or_insert(0);
            *n = n.saturating_add(1);
            *n <= 2
        };
        let push = |key: (u32, u8, u32),
                    parent: Option<(usize, u8)>,
                    nodes: &mut Vec<SearchNode>,
                    seen: &mut FxHashSet<(u32, u8, u32)>,
                    queue: &mut VecDeque<usize>| {
            if seen.insert(key) {
                nodes.push((key, parent));
                queue.push_back(nodes.len() - 1);
            }
        };
        let spell = |nodes: &[SearchNode], mut cur: usize, last: Option<u8>| {
            let mut s: Vec<u8> = last.into_iter().collect();
            while let Some((pp, c)) = nodes[cur].1 {
                s.push(c);
                cur = pp;
            }
            s.reverse();
            s
        };
        let f0 = touched(sets, q0) * PATH_APPROX;
        push((q0, 1 | f0, d0), None, &mut nodes, &mut seen, &mut queue);
        while let Some(n) = queue.pop_front() {
            if nodes.len() > self.max_nodes || out.len() >= want {
                break;
            }
            let ((q, phase_flags, d), _) = nodes[n];
            let phase = phase_flags & 7;
            let flags = phase_flags & !7;
            let depth = {
                let mut k = 0;
                let mut cur = n;
                while let Some((p, _)) = nodes[cur].1 {
                    k += 1;
                    cur = p;
                    if k > self.max_len {
                        break;
                    }
                }
                k
            };
            // Commit (zero-width): e1 has matched x here.
            if phase == 1 && sets.sets[d as usize].contains(&p.x1) {
                let c = sets.id(nfa.closure(&[p.c1], None));
                let ph = if p.guard.is_some() { 3 } else { 2 };
                let key = (q, ph | flags | (touched(sets, c) * REST_APPROX), c);
                // Commits to one state are told apart by where `e1` stood (see
                // E1_GOES_ON): the first one reached may be one the PEG never makes.
                if seen_commit.insert((key, d)) {
                    seen.insert(key);
                    nodes.push((key, nodes[n].1));
                    committed_here.insert(nodes.len() - 1, d);
                    queue.push_front(nodes.len() - 1);
                }
            }
            // A commit right at the end of the string (y empty); longer ones are
            // taken when pushed.
            if committed_here.contains_key(&n) && sets.sets[q as usize].contains(&nfa.accept) {
                let rest_accepts = sets.sets[d as usize].contains(&nfa.accept);
                let guard_ok = phase == 2 || p.guard.is_some_and(|g| g.1);
                let (ra, pa) = (flags & REST_APPROX != 0, flags & PATH_APPROX != 0);
                if guard_ok && rest.allows(rest_accepts, ra, pa) && fresh((q, phase_flags, d)) {
                    out.push((spell(&nodes, n, None), !ra));
                    continue;
                }
            }
            if depth >= self.max_len {
                continue;
            }
            for c in 0..self.alphabet.len() as u8 {
                let qn = sets.step(nfa, q, c, None);
                if sets.sets[qn as usize].is_empty() {
                    continue;
                }
                let mut pf = touched(sets, qn) * PATH_APPROX;
                if let Some(&e1) = committed_here.get(&n) {
                    let on = sets.step(nfa, e1, c, Some(p.x1));
                    if !sets.sets[on as usize].is_empty() {
                        pf |= E1_GOES_ON;
                    }
                }
                let key = match phase {
                    1 => {
                        let dn = sets.step(nfa, d, c, Some(p.x1));
                        if sets.sets[dn as usize].is_empty() {
                            continue;
                        }
                        (qn, 1 | flags | pf, dn)
                    }
                    2 => {
                        let dn = sets.step(nfa, d, c, None);
                        (qn, 2 | flags | pf | (touched(sets, dn) * REST_APPROX), dn)
                    }
                    _ => {
                        if p.guard.is_some_and(|g| g.0 & (1u128 << c) == 0) {
                            continue;
                        }
                        let dn = sets.step(nfa, d, c, None);
                        (qn, 2 | flags | pf | (touched(sets, dn) * REST_APPROX), dn)
                    }
                };
                let (ra, pa) = (key.1 & REST_APPROX != 0, key.1 & PATH_APPROX != 0);
                // After the commit, a rest that can still do all the e2 path can do
                // never yields a witness (in an exact automaton).
                if rest == Rest::Rejects
                    && !nfa.approx
                    && key.1 & 7 == 2
                    && subset(&sets.sets[key.0 as usize], &sets.sets[key.2 as usize])
                {
                    continue;
                }
                // Candidates are taken when reached, not merged with the node they
                // reach: strings the automaton cannot tell apart may differ for the
                // PEG (up to two per node, above).
                if key.1 & 7 == 2
                    && sets.sets[key.0 as usize].contains(&nfa.accept)
                    && rest.allows(sets.sets[key.2 as usize].contains(&nfa.accept), ra, pa)
                    && fresh(key)
                {
                    let found = (spell(&nodes, n, Some(c)), !ra);
                    if key.1 & E1_GOES_ON == 0 {
                        out.push(found);
                        if out.len() >= want {
                            break;
                        }
                    } else if later.len() < want {
                        later.push(found);
                    }
                }
                push(key, Some((n, c)), &mut nodes, &mut seen, &mut queue);
            }
        }
        out.extend(later);
        out
    }
}

/// Most copies of one site (one per place its rule is inlined) searched per automaton.
const MAX_COPIES: usize = 4;

/// Whether no string lets `e1` match a non-empty prefix that the `e2` path also
/// begins: `e1` cannot match the empty string and no first character is shared, so
/// the search cannot find a candidate.
fn disjoint(nfa: &Nfa, p: &Pair) -> bool {
    let e1 = nfa.closure(&[p.e1], Some(p.x1));
    if e1.contains(&p.x1) {
        return false;
    }
    let (m1, _) = nfa.follow(&e1);
    let (m2, _) = nfa.follow(&nfa.closure(&[p.e2], None));
    m1 & m2 == 0
}

fn subset(a: &[u32], b: &[u32]) -> bool {
    let mut j = 0;
    for x in a {
        while j < b.len() && b[j] < *x {
            j += 1;
        }
        if j == b.len() || b[j] != *x {
            return false;
        }
    }
    true
}

/// Whether the expression holds a choice or a repetition of variable count.
fn has_site(e: &crate::ir::Expr) -> bool {
    use crate::ir::Expr;
    match e {
        Expr::Alt(v) if v.len() > 1 => true,
        Expr::Rep { min, max, .. } if *max != Some(*min) => true,
        _ => e.children().into_iter().any(has_site),
    }
}

/// The follow of a site or rule: classes that can come after `states`, and whether
/// the input may end there (union over all automata).
pub fn follow_of(nfas: &[Nfa], pick: &dyn Fn(&Nfa) -> Vec<u32>) -> (u128, bool) {
    let mut m = 0;
    let mut eoi = false;
    for nfa in nfas {
        for s in pick(nfa) {
            let c = nfa.closure(&[s], None);
            let (fm, fe) = nfa.follow(&c);
            m |= fm;
            eoi |= fe;
        }
    }
    (m, eoi)
}
