//! Left factoring through the whole pipeline, on small RFC-style grammars written for
//! these tests: choices whose alternatives share a prefix and that neither reordering
//! nor a guard makes safe (the string that decides lies beyond the one character a
//! guard looks at), made safe by factoring the prefix out and making the option left
//! behind stop before the rest of the rule.

use url_bnf::peg::Peg;
use url_bnf::{translate, Dialect, Options, Outcome, Status};

fn run(text: &str) -> Outcome {
    let opts = Options {
        check_inputs: 3000,
        ..Options::default()
    };
    let o = translate(text, Dialect::Abnf, &opts).expect("translates");
    if let Err(e) = pest_meta::parse_and_optimize(&o.pest) {
        panic!("pest_meta rejects the output: {e:?}\n{}", o.pest);
    }
    o
}

fn accepts(o: &Outcome, start: &str, input: &str) -> bool {
    let i = o.grammar.index(start).expect("start");
    Peg::new(&o.grammar).accepts(i, &input.chars().collect::<Vec<_>>())
}

/// The pest text of a rule's expression in the rewritten grammar.
fn rule_text(o: &Outcome, rule: &str) -> String {
    let names = url_bnf::pest::names(&o.grammar).expect("names");
    url_bnf::pest::expr(
        &o.grammar.rules[o.grammar.index(rule).expect("rule")].expr,
        &names,
        0,
    )
}

/// The one hazard of `o`, made safe by a rewrite whose name is returned.
fn only_fix(o: &Outcome) -> String {
    assert_eq!(o.findings.len(), 1, "{:#?}", o.findings);
    match &o.findings[0].status {
        Status::Fixed { rewrite, .. } => rewrite.clone(),
        Status::Unresolved => panic!("not made safe: {:#?}", o.findings),
    }
}

/// Every witness is accepted after the rewrite, and the final check found nothing.
fn safe(o: &Outcome) {
    assert!(o.all_safe(), "{:#?}", o.agreement.disagreements);
    assert!(o.agreement.inputs >= 500, "{}", o.agreement.inputs);
    for f in &o.findings {
        assert!(accepts(o, &f.start, &f.witness), "{:?}", f.witness);
    }
}

#[test]
fn an_optional_part_written_as_two_alternatives() {
    // "2024-05-07" is a year, a month and a serial; "2024-05" a year and a serial.
    // Neither order of the alternatives takes both, and both continue with "-".
    let o = run("stamp  = (year / year \"-\" month) \"-\" serial\n\
                 year   = 4DIGIT\n\
                 month  = 2DIGIT\n\
                 serial = 2DIGIT\n");
    assert_eq!(only_fix(&o), "left-factor+stop-before");
    safe(&o);
    assert_eq!(
        rule_text(&o, "stamp"),
        "year ~ (!(\"-\" ~ serial ~ &EOI) ~ (\"-\" ~ month))? ~ \"-\" ~ serial"
    );
    for s in ["2024-05", "2024-05-07"] {
        assert!(accepts(&o, "stamp", s), "{s}");
    }
    for s in ["2024", "2024-05-07-01", "2024-5"] {
        assert!(!accepts(&o, "stamp", s), "{s}");
    }
    // The pest text carries the hazard, the witness and the rewrite above the rule.
    assert!(o.pest.contains("// Witness: \"0000-00-00\""), "{}", o.pest);
    assert!(
        o.pest.contains("// Rewrite (left-factor+stop-before): alternatives 1, 2 share the prefix `year`: factored to `year ~ (\"-\" ~ month)?`"),
        "{}",
        o.pest
    );
    // The option that stops before "-" serial has one reading per string: no
    // ambiguity is reported for it.
    assert!(o.ambiguities.is_empty(), "{:#?}", o.ambiguities);
    // The report names the rewrite.
    let json = url_bnf::report::json(&o);
    assert!(
        json.contains("\"rewrite\": \"left-factor+stop-before\""),
        "{json}"
    );
}

#[test]
fn counted_repetitions_share_their_common_count() {
    // Two- or four-digit years before a month and a day, all digits.
    let o = run("date  = (4DIGIT / 2DIGIT) month day\n\
                 month = 2DIGIT\n\
                 day   = 2DIGIT\n");
    assert_eq!(only_fix(&o), "left-factor+stop-before");
    safe(&o);
    assert_eq!(
        rule_text(&o, "date"),
        "DIGIT{2} ~ (!(month ~ day ~ &EOI) ~ DIGIT{2})? ~ month ~ day"
    );
    for s in ["240507", "20240507"] {
        assert!(accepts(&o, "date", s), "{s}");
    }
    for s in ["2405071", "0507"] {
        assert!(!accepts(&o, "date", s), "{s}");
    }
}

#[test]
fn the_prefix_is_found_across_rule_references() {
    let o = run("date       = (long-year / short-year) month day\n\
                 long-year  = 2DIGIT 2DIGIT\n\
                 short-year = 2DIGIT\n\
                 month      = 2DIGIT\n\
                 day        = 2DIGIT\n");
    assert_eq!(only_fix(&o), "left-factor+stop-before");
    safe(&o);
    let Status::Fixed { description, .. } = &o.findings[0].status else {
        unreachable!()
    };
    assert!(
        description.contains("(inlining `long-year`, `short-year`)"),
        "{description}"
    );
    assert!(accepts(&o, "date", "20240507") && accepts(&o, "date", "240507"));
}

#[test]
fn groups_sharing_longer_prefixes_are_factored_in_turn() {
    // A name, a name and a port, or a name, a port and a zone, then a tag: three
    // alternatives, the second a prefix of the third.
    let o = run(
        "target = (name / name \":\" port / name \":\" port \":\" zone) \":\" tag\n\
                 name   = 1*ALPHA\n\
                 port   = 1*DIGIT\n\
                 zone   = 1*DIGIT\n\
                 tag    = 1*DIGIT\n",
    );
    assert_eq!(only_fix(&o), "left-factor+stop-before+stop-before");
    safe(&o);
    assert!(rule_text(&o, "target").starts_with("name ~ ("));
    for s in ["a:1", "a:1:2", "a:1:2:3"] {
        assert!(accepts(&o, "target", s), "{s}");
    }
    assert!(!accepts(&o, "target", "a:1:2:3:4"));
}

#[test]
fn reordering_is_kept_where_it_suffices() {
    let o = run("version = (1*DIGIT / 1*DIGIT \".\" 1*DIGIT) \".\" label\n\
                 label   = 1*ALPHA\n");
    assert_eq!(only_fix(&o), "reorder");
    safe(&o);
}

#[test]
fn an_option_left_by_factoring_stops_before_the_whole_tail() {
    // The choice is a rule of its own: one character follows it, "-", which the month
    // begins with too. Factored, the option stops before what may follow it to the
    // end of input, `"-" serial EOI`.
    let o = run("stamp   = partial \"-\" serial\n\
                 partial = year / year \"-\" month\n\
                 year    = 4DIGIT\n\
                 month   = 2DIGIT\n\
                 serial  = 2DIGIT\n");
    assert_eq!(only_fix(&o), "left-factor+stop-before-tail");
    safe(&o);
    assert_eq!(
        rule_text(&o, "partial"),
        "year ~ (!(\"-\" ~ serial ~ EOI) ~ (\"-\" ~ month))?"
    );
}
