//! From an RFC's grammar text to a pest grammar that means the same.
//!
//! [`translate`] reads ABNF (RFC 5234, RFC 7405) or the BNF of RFC 1738/1808/2396 as
//! printed, reports every error at once, finds each place where reading the grammar as
//! a PEG changes its language (with a witness the Earley recognizer accepts and the PEG
//! rejects), rewrites those places (each rewrite checked), checks the result against
//! the Earley recognizer, and writes pest text whose rules quote their definitions.

pub mod alphabet;
pub mod analysis;
pub mod charset;
pub mod check;
pub mod diag;
pub mod earley;
pub mod factor;
pub mod firstk;
pub mod hazard;
pub mod ir;
pub mod layout;
pub mod nfa;
pub mod nonempty;
pub mod peg;
pub mod pest;
pub mod reader;
pub mod report;
pub mod rewrite;
pub mod sitecheck;
pub mod tail;

use crate::alphabet::Alphabet;
use crate::check::{agree, Agreement};
use crate::diag::Diagnostic;
use crate::earley::Cfg;
use crate::hazard::{Analyzer, SiteKind};
use crate::ir::Grammar;

/// The grammar notation of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// RFC 5234 ABNF with RFC 7405 `%s`/`%i`.
    Abnf,
    /// The pre-ABNF BNF of RFC 1738, 1808 and 2396 (`|`, `*`, `[ ]`, `<...>`).
    RfcBnf,
}

/// Settings of [`translate`].
#[derive(Clone, Debug)]
pub struct Options {
    /// Start rules by name; empty means every rule no other rule uses.
    pub starts: Vec<String>,
    /// Distinct inputs per start rule for the final agreement check.
    pub check_inputs: usize,
    /// Seed of the random derivations and mutants.
    pub seed: u64,
    /// A name for the input in the output's header.
    pub source_name: String,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            starts: Vec::new(),
            check_inputs: 4000,
            seed: 1738,
            source_name: "grammar".into(),
        }
    }
}

/// What happened to one hazard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// A rewrite made it safe.
    Fixed {
        /// Short name of the rewrite (`reorder`, `guard`, `anchor`, `stop-before`,
        /// `left-factor+stop-before`, ...).
        rewrite: String,
        /// What the rewrite does.
        description: String,
        /// How the rewrite was checked.
        checked: String,
    },
    /// No rewrite was found; the PEG still differs from the grammar.
    Unresolved,
}

/// One hazard found in the grammar as read.
#[derive(Clone, Debug)]
pub struct Finding {
    /// The rule holding the site.
    pub rule: String,
    /// Ordered choice or repetition.
    pub kind: SiteKind,
    /// The site as pest text (as it was when found).
    pub site: String,
    /// What goes wrong.
    pub problem: String,
    /// A string of the start rule's language that the PEG (before the rewrite) rejects.
    pub witness: String,
    /// The start rule of the witness.
    pub start: String,
    /// Whether the exact (automaton) analysis found it, or the conservative one.
    pub exact: bool,
    /// Fixed or not.
    pub status: Status,
}

/// An ambiguity the PEG resolves one way (its language is unchanged).
#[derive(Clone, Debug)]
pub struct AmbiguityNote {
    /// The rule holding the repetition.
    pub rule: String,
    /// The repetition as pest text.
    pub site: String,
    /// A string with two readings.
    pub witness: String,
}

/// The result of [`translate`].
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The grammar with the rewrites applied.
    pub grammar: Grammar,
    /// Its pest text.
    pub pest: String,
    /// Start rules used.
    pub starts: Vec<String>,
    /// Every hazard found, with its fate.
    pub findings: Vec<Finding>,
    /// Repetitions whose greedy reading is one of several.
    pub ambiguities: Vec<AmbiguityNote>,
    /// The final check of the PEG against the Earley recognizer.
    pub agreement: Agreement,
    /// Warnings from the reader.
    pub warnings: Vec<Diagnostic>,
}

impl Outcome {
    /// Whether every hazard was made safe and the final check found no disagreement.
    pub fn all_safe(&self) -> bool {
        self.findings.iter().all(|f| f.status != Status::Unresolved)
            && self.agreement.disagreements.is_empty()
    }
}

/// For each rule, the length of the longest chain of calls below it (recursion cut).
fn rule_heights(g: &Grammar) -> Vec<usize> {
    fn refs(e: &ir::Expr, out: &mut Vec<usize>) {
        if let ir::Expr::Ref(r) = e {
            out.push(*r);
        }
        e.children().into_iter().for_each(|c| refs(c, out));
    }
    let calls: Vec<Vec<usize>> = g
        .rules
        .iter()
        .map(|r| {
            let mut v = Vec::new();
            refs(&r.expr, &mut v);
            v
        })
        .collect();
    let mut h = vec![0usize; g.rules.len()];
    for _ in 0..g.rules.len().min(64) {
        let mut changed = false;
        for r in 0..g.rules.len() {
            let m = calls[r]
                .iter()
                .map(|&c| h[c] + 1)
                .max()
                .unwrap_or(0)
                .min(64);
            if m > h[r] {
                h[r] = m;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    h
}

fn move_infallible_last(
    e: &mut ir::Expr,
    nullable: &[bool],
    names: &[String],
    moved: &mut Vec<(String, usize)>,
) {
    if let ir::Expr::Alt(v) = e {
        let last = v.len().saturating_sub(1);
        if let Some(k) = v[..last]
            .iter()
            .position(|x| analysis::nullable(x, nullable))
        {
            moved.push((pest::expr(e, names, 0), k + 1));
            if let ir::Expr::Alt(v) = e {
                let x = v.remove(k);
                v.push(x);
            }
        }
    }
    match e {
        ir::Expr::Seq(v) | ir::Expr::Alt(v) => v
            .iter_mut()
            .for_each(|x| move_infallible_last(x, nullable, names, moved)),
        ir::Expr::Rep { body, .. } => move_infallible_last(body, nullable, names, moved),
        _ => {}
    }
}

/// The alternatives of the choice at `path` of rule `rule` in `g` that the PEG takes
/// on `inputs`, each named by its index in `orig` (the same choice before a rewrite
/// that reordered its alternatives or appended a lookahead to them); `None` where the
/// node is no longer such a choice.
fn alternatives_used(
    g: &Grammar,
    rule: usize,
    path: &[usize],
    orig: &[ir::Expr],
    inputs: &[(usize, Vec<char>)],
) -> Option<std::collections::BTreeSet<usize>> {
    let ir::Expr::Alt(alts) = g.rules[rule].expr.at(path) else {
        return None;
    };
    let strip = |e: &ir::Expr| match e {
        ir::Expr::Seq(v) if matches!(v.last(), Some(ir::Expr::And(_))) => {
            let v = &v[..v.len() - 1];
            if v.len() == 1 {
                v[0].clone()
            } else {
                ir::Expr::Seq(v.to_vec())
            }
        }
        other => other.clone(),
    };
    let names: Vec<Option<usize>> = alts
        .iter()
        .map(|a| {
            let a = strip(a);
            orig.iter().position(|o| *o == a || strip(o) == a)
        })
        .collect();
    if names.iter().any(|n| n.is_none()) {
        return None;
    }
    let mut peg = peg::Peg::new(g);
    peg.probe(rule, path);
    let mut used = std::collections::BTreeSet::new();
    for (s, w) in inputs {
        peg.accepts(*s, w);
        used.extend(peg.log.choices.iter().filter_map(|c| names[c.1]));
    }
    Some(used)
}

/// An error for each rule that derives no string (each of its alternatives needs
/// the rule again): its language is empty, which no grammar means to say, and no
/// input can be drawn from it.
fn unproductive_rules(g: &Grammar) -> Vec<Diagnostic> {
    let productive = analysis::productive_rules(g);
    g.rules
        .iter()
        .zip(productive)
        .filter(|(_, productive)| !productive)
        .map(|(rule, _)| {
            Diagnostic::error(
                rule.line,
                1,
                format!(
                    "rule `{}` derives no string: each of its alternatives uses `{}` again, or a rule that does",
                    rule.name, rule.name
                ),
            )
        })
        .collect()
}

/// Reads the grammar text and translates it (see the crate documentation).
pub fn translate(text: &str, dialect: Dialect, opts: &Options) -> Result<Outcome, Vec<Diagnostic>> {
    let (mut g0, warnings) = reader::read(text, dialect)?;
    let unproductive = unproductive_rules(&g0);
    if !unproductive.is_empty() {
        return Err(unproductive);
    }
    let nonempty = nonempty::rewrite(&mut g0);
    let names = pest::names(&g0)?;
    for rewritten in &nonempty {
        let note = format!(
            "PEG hazard (repetition): the body of `{}` can match the empty string, which a PEG would repeat for ever.\nRewrite (nonempty): `{}`, the repetition of its non-empty strings: the same language.",
            pest::expr(&rewritten.before, &names, 0),
            pest::expr(&rewritten.after, &names, 0)
        );
        g0.rules[rewritten.rule].notes.push(note);
    }
    let mut starts = Vec::new();
    let mut errs = Vec::new();
    for s in &opts.starts {
        match g0.index(s) {
            Some(i) => starts.push(i),
            None => errs.push(Diagnostic::error(
                0,
                0,
                format!("start rule `{s}` is not defined"),
            )),
        }
    }
    if !errs.is_empty() {
        return Err(errs);
    }
    if starts.is_empty() {
        starts = g0.roots();
    }
    let alphabet = Alphabet::new(&analysis::all_sets(&g0));
    let cfg = Cfg::new(&g0, &alphabet);
    let an = Analyzer {
        cfg: &cfg,
        alphabet: &alphabet,
        starts: starts.clone(),
        max_len: 20,
        max_nodes: 8_000,
    };
    let mut g = g0.clone();
    let mut findings: Vec<Finding> = nonempty
        .iter()
        .map(|rewritten| {
            let rule = g0.rules[rewritten.rule].name.clone();
            Finding {
                rule: rule.clone(),
                kind: SiteKind::Repetition,
                site: pest::expr(&rewritten.before, &names, 0),
                problem: "the repeated expression can match the empty string: a PEG repeats it for ever (pest refuses it)".into(),
                witness: String::new(),
                start: rule,
                exact: true,
                status: Status::Fixed {
                    rewrite: "nonempty".into(),
                    description: format!(
                        "repeats the body's non-empty strings: {}",
                        pest::expr(&rewritten.after, &names, 0)
                    ),
                    checked: "the language of the repetition is unchanged; the final agreement check covers the rest".into(),
                },
            }
        })
        .collect();
    let mut given_up: Vec<(usize, Vec<usize>)> = Vec::new();
    // Sites whose rewrites all lost strings at the site: a lookahead may rely on a rule
    // not yet made safe, so they are tried again once the other hazards are done.
    let mut deferred: Vec<(usize, Vec<usize>)> = Vec::new();
    let mut second_try: Vec<(usize, Vec<usize>)> = Vec::new();
    let mut witnesses: Vec<String> = Vec::new();
    let timing = std::env::var_os("BNF2PEST_TIMING").is_some();
    let t0 = std::time::Instant::now();
    // An alternative that matches the empty string never fails: in a PEG every later
    // alternative is unreachable (pest rejects such a choice). It goes last; the
    // analysis below then finds and fixes what the alternatives before it capture.
    let nullable = analysis::nullable_rules(&g);
    for r in 0..g.rules.len() {
        let mut moved = Vec::new();
        move_infallible_last(&mut g.rules[r].expr, &nullable, &names, &mut moved);
        for (site, k) in moved {
            g.rules[r].notes.push(format!(
                "PEG hazard (ordered choice): alternative {k} matches the empty string, so the alternatives after it could never be tried.\nRewrite (reorder): it goes last."
            ));
            findings.push(Finding {
                rule: g0.rules[r].name.clone(),
                kind: SiteKind::Choice,
                site,
                problem: format!("alternative {k} never fails (it matches the empty string): later alternatives are unreachable"),
                witness: String::new(),
                start: g0.rules[r].name.clone(),
                exact: true,
                status: Status::Fixed {
                    rewrite: "reorder".into(),
                    description: format!("alternative {k} moved last"),
                    checked: "the language of the choice is unchanged; the final agreement check covers the rest".into(),
                },
            });
        }
    }
    let mut queue: Vec<hazard::Hazard> = Vec::new();
    for _round in 0..256 {
        if queue.is_empty() {
            let fresh = an.hazards(&g, None, false);
            let open = |h: &hazard::Hazard, deferred: &[(usize, Vec<usize>)]| {
                let key = (h.rule, h.path.clone());
                !given_up.contains(&key) && !deferred.contains(&key)
            };
            queue = fresh
                .iter()
                .filter(|h| open(h, &deferred))
                .cloned()
                .collect();
            if queue.is_empty() && !deferred.is_empty() {
                second_try.append(&mut deferred);
                queue = fresh.into_iter().filter(|h| open(h, &[])).collect();
            }
            // Callers (rules nearer the start) first: their rewrites decide which
            // strings reach the rules they call.
            let height = rule_heights(&g);
            queue.sort_by_key(|h| std::cmp::Reverse(height[h.rule]));
            queue.reverse();
            if timing {
                eprintln!("[{:?}] analysis: {} hazards", t0.elapsed(), queue.len());
            }
        }
        let Some(first) = queue.pop() else { break };
        // Earlier rewrites may have changed this site: analyse it again.
        let Some(h) = an
            .hazards(&g, Some((first.rule, &first.path)), false)
            .into_iter()
            .next()
        else {
            continue;
        };
        witnesses.push(h.witness.clone());
        let node = g.rules[h.rule].expr.at(&h.path);
        let site = pest::expr(node, &names, 0);
        let problem = match (h.kind, h.pair) {
            (SiteKind::Choice, Some((i, j))) => format!(
                "ordered choice commits: alternative {} matches a prefix of a string that alternative {} (with what follows) needs",
                i + 1,
                j + 1
            ),
            _ => "greedy repetition takes an iteration that what follows needed".to_string(),
        };
        // Strings of the language a rewrite of this site must keep: the witnesses, the
        // strings through the site's decision, a sample of the whole language.
        let site_inputs: Vec<(usize, Vec<char>)> = {
            let mut v: Vec<(usize, Vec<char>)> = starts
                .iter()
                .flat_map(|&s| witnesses.iter().map(move |w| (s, w.chars().collect())))
                .collect();
            v.extend(an.site_inputs(&g, h.rule, &h.path, h.start, 400));
            v.extend(check::sample(&cfg, &alphabet, &starts, &[], 300, opts.seed).0);
            let mut seen = std::collections::HashSet::new();
            v.retain(|x| seen.insert(x.clone()) && cfg.accepts(x.0, &x.1));
            v
        };
        let base = agree(&g, &cfg, &alphabet, &starts, &witnesses, 300, opts.seed);
        let base_bad: std::collections::HashSet<(usize, String)> = base
            .disagreements
            .iter()
            .map(|d| (d.start, d.input.clone()))
            .collect();
        let mut status = Status::Unresolved;
        let mut chosen: Option<(Grammar, rewrite::Applied, String)> = None;
        let mut fallback: Option<(Grammar, rewrite::Applied, String)> = None;
        let mut lost_at_site = false;
        let mut unused_alt: Option<(Grammar, rewrite::Applied, String)> = None;
        let mut fallback_drops_alt = false;
        // Left factoring comes after the other rewrites, built only when none of them
        // passes both checks: it changes the shape of the rule (and, inlining, the
        // nodes), so it is kept for the hazards the others cannot make safe.
        let factored = std::iter::once(()).flat_map(|()| match h.kind {
            SiteKind::Choice => factor::candidates(&g, &an, &h),
            SiteKind::Repetition => Vec::new(),
        });
        let tail_guarded = std::iter::once(()).flat_map(|()| match h.kind {
            SiteKind::Choice => rewrite::tail_guard(&g, &an, &h),
            SiteKind::Repetition => Vec::new(),
        });
        for (g2, applied) in rewrite::candidates(&g, &an, &h)
            .into_iter()
            .chain(factored)
            .chain(tail_guarded)
        {
            let left = an.hazards(&g2, Some((h.rule, &h.path)), false);
            if !left.is_empty() {
                if timing {
                    eprintln!(
                        "  {} rejected: witness {:?} remains",
                        applied.name, left[0].witness
                    );
                }
                continue;
            }
            // The site alone must lose nothing: the grammar read exactly except at the
            // rewritten nodes accepts every string of the language tried.
            if let Some((_, w)) = sitecheck::first_lost(&g2, &applied.region, &site_inputs) {
                lost_at_site = true;
                if timing {
                    eprintln!(
                        "  {} rejected: the site loses {:?}",
                        applied.name,
                        w.iter().collect::<String>()
                    );
                }
                continue;
            }
            // A rewrite that leaves an alternative the grammar as read uses never
            // taken (a reorder putting a superset first) keeps the language but
            // loses that alternative's node: another candidate is preferred.
            let orig = match g.rules[h.rule].expr.at(&h.path) {
                ir::Expr::Alt(v) if h.kind == SiteKind::Choice => v.clone(),
                _ => Vec::new(),
            };
            let used_before = alternatives_used(&g, h.rule, &h.path, &orig, &site_inputs);
            let used_after = alternatives_used(&g2, h.rule, &h.path, &orig, &site_inputs);
            let drops_alt = matches!(
                (&used_before, &used_after),
                (Some(b), Some(a)) if !a.is_superset(b)
            );
            let after = agree(&g2, &cfg, &alphabet, &starts, &witnesses, 300, opts.seed);
            let new_bad = after
                .disagreements
                .iter()
                .any(|d| !base_bad.contains(&(d.start, d.input.clone())) || d.input == h.witness);
            if new_bad {
                if timing {
                    let d: Vec<&str> = after
                        .disagreements
                        .iter()
                        .filter(|d| {
                            !base_bad.contains(&(d.start, d.input.clone())) || d.input == h.witness
                        })
                        .map(|d| d.input.as_str())
                        .take(3)
                        .collect();
                    eprintln!("  {} held back: new disagreements {d:?}", applied.name);
                }
                // A fix here can expose a hazard elsewhere that this site's bug hid;
                // kept as a fallback when no candidate passes both checks.
                // One that keeps every alternative in use is preferred.
                if fallback.is_none() || (fallback_drops_alt && !drops_alt) {
                    fallback_drops_alt = drops_alt;
                    let n = after.disagreements.len();
                    fallback = Some((
                        g2,
                        applied,
                        format!("no witness left at the site (automaton search, PEG and Earley); the site alone loses none of {} strings of the language (grammar read exactly except at the site); on {} inputs it exposes disagreements elsewhere ({n} in all), left to the other rewrites and the final check", site_inputs.len(), after.inputs),
                    ));
                }
                continue;
            }
            let checked = format!(
                "no witness left at the site (automaton search, PEG and Earley); the site alone loses none of {} strings of the language (grammar read exactly except at the site); witness now accepted; no new disagreement on {} inputs",
                site_inputs.len(),
                after.inputs
            );
            if drops_alt {
                if timing {
                    eprintln!(
                        "  {} held back: an alternative is never taken",
                        applied.name
                    );
                }
                if unused_alt.is_none() {
                    unused_alt = Some((g2, applied, checked));
                }
                continue;
            }
            chosen = Some((g2, applied, checked));
            break;
        }
        if chosen.is_none() {
            chosen = unused_alt.or(fallback);
        }
        if let Some((g2, applied, checked)) = chosen {
            g = g2;
            g.rules[h.rule].notes.push(format!(
                "PEG hazard ({}): {}.\nWitness: {:?} (in `{}`; the rule-for-rule PEG rejects it).\nRewrite ({}): {}.",
                if h.kind == SiteKind::Choice { "ordered choice" } else { "greedy repetition" },
                problem,
                h.witness,
                g0.rules[h.start].name,
                applied.name,
                applied.description
            ));
            status = Status::Fixed {
                rewrite: applied.name,
                description: applied.description,
                checked,
            };
        }
        if status == Status::Unresolved {
            let key = (h.rule, h.path.clone());
            if lost_at_site && !second_try.contains(&key) {
                if timing {
                    eprintln!("  deferred until the other hazards are done");
                }
                witnesses.pop();
                deferred.push(key);
                continue;
            }
            given_up.push(key);
            g.rules[h.rule].notes.push(format!(
                "PEG hazard NOT made safe ({problem}).\nWitness: {:?} (in `{}`; this PEG rejects it). Decide by hand.",
                h.witness, g0.rules[h.start].name
            ));
        }
        findings.push(Finding {
            rule: g0.rules[h.rule].name.clone(),
            kind: h.kind,
            site,
            problem,
            witness: h.witness.clone(),
            start: g0.rules[h.start].name.clone(),
            exact: h.exact,
            status,
        });
    }
    if timing {
        eprintln!("[{:?}] rewrites done", t0.elapsed());
    }
    let mut ambiguities = Vec::new();
    for a in an.ambiguities(&g) {
        let site = pest::expr(g.rules[a.rule].expr.at(&a.path), &names, 0);
        g.rules[a.rule].notes.push(format!(
            "Ambiguity (language unchanged): the grammar also reads {:?} with `{}` stopping earlier; the PEG always takes the longest run.",
            a.witness, site
        ));
        witnesses.push(a.witness.clone());
        ambiguities.push(AmbiguityNote {
            rule: g0.rules[a.rule].name.clone(),
            site,
            witness: a.witness,
        });
    }
    if timing {
        eprintln!("[{:?}] ambiguities done", t0.elapsed());
    }
    let agreement = agree(
        &g,
        &cfg,
        &alphabet,
        &starts,
        &witnesses,
        opts.check_inputs,
        opts.seed,
    );
    if timing {
        eprintln!("[{:?}] agreement done", t0.elapsed());
    }
    let start_names: Vec<String> = starts.iter().map(|&s| g0.rules[s].name.clone()).collect();
    let header = vec![
        format!(
            "Generated by bnf2pest from {} ({}). Start rules: {}.",
            opts.source_name,
            match dialect {
                Dialect::Abnf => "ABNF",
                Dialect::RfcBnf => "RFC BNF",
            },
            start_names.join(", ")
        ),
        format!(
            "Hazards found: {}, made safe: {}. Checked against the Earley recognizer on {} inputs: {} disagreements.",
            findings.len(),
            findings.iter().filter(|f| f.status != Status::Unresolved).count(),
            agreement.inputs,
            agreement.disagreements.len()
        ),
    ];
    let pest = pest::write(&g, &names, &header);
    Ok(Outcome {
        grammar: g,
        pest,
        starts: start_names,
        findings,
        ambiguities,
        agreement,
        warnings,
    })
}
