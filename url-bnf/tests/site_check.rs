//! A rewrite is kept only when its site alone loses no string of the language: on
//! small RFC-style grammars written for these tests, where a check of the site's own
//! automaton condition alone would keep a rewrite that loses strings.

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

/// Every finding said to be made safe is: the final check agrees.
fn fixed_means_safe(o: &Outcome) {
    if o.findings
        .iter()
        .all(|f| matches!(f.status, Status::Fixed { .. }))
    {
        assert!(
            o.agreement.disagreements.is_empty(),
            "every hazard reported safe, yet the PEG rejects {:?}\n{}",
            o.agreement
                .disagreements
                .iter()
                .take(5)
                .map(|d| &d.input)
                .collect::<Vec<_>>(),
            o.pest
        );
    }
}

#[test]
fn a_repetition_stopping_on_one_character_of_follow_is_not_kept() {
    // A host name of labels before "." and a suffix. The greedy repetition takes the
    // label the rest needs ("a.com"); stopping where a label and "." follow (one
    // character of what follows `host`) stops at the first label of "a.b.com".
    let o = run("fqdn   = host \".\" suffix\n\
                 host   = *(label \".\") label\n\
                 label  = 1*ALPHA\n\
                 suffix = \"com\" / \"org\"\n");
    fixed_means_safe(&o);
    assert_eq!(o.findings.len(), 1, "{:#?}", o.findings);
    let Status::Fixed {
        rewrite, checked, ..
    } = &o.findings[0].status
    else {
        panic!("{:#?}", o.findings)
    };
    assert_eq!(rewrite, "stop-before-tail");
    assert!(checked.contains("the site alone loses none"), "{checked}");
    for s in ["a.com", "a.b.com", "a.b.c.org", "com.com"] {
        assert!(accepts(&o, "fqdn", s), "{s}");
    }
    assert!(!accepts(&o, "fqdn", "a.b"));
    assert!(o.all_safe());
}

#[test]
fn a_choice_whose_follow_is_one_character_sees_the_whole_tail() {
    // `word` or `word "-" word`, then "-" and a word: neither order, nor a guard on
    // the one character after the choice ("-"), tells "a-b" from "a-b-c"; factored,
    // the option stops before what must follow it to the end of input.
    let o = run("entry = name \"-\" word\n\
                 name  = word / word \"-\" word\n\
                 word  = 1*ALPHA\n");
    fixed_means_safe(&o);
    assert!(o.all_safe(), "{:#?}", o.findings);
    for s in ["a-b", "a-b-c"] {
        assert!(accepts(&o, "entry", s), "{s}");
    }
    assert!(!accepts(&o, "entry", "a-b-c-d"));
}

#[test]
fn what_no_rewrite_makes_safe_is_reported() {
    // Items before "," "x" ")": a stop-before seeing one character of follow (",")
    // stops at the first item of "(a,b,x)"; the list is recursive, so nothing finite
    // follows the repetition to the end of input. The hazard stays reported with its
    // witness, and the rule as written.
    let o = run("list  = \"(\" items \",\" \"x\" \")\"\n\
                 items = *(item \",\") item\n\
                 item  = 1*ALPHA / list\n");
    fixed_means_safe(&o);
    let f: Vec<_> = o.findings.iter().filter(|f| f.rule == "items").collect();
    assert_eq!(f.len(), 1, "{:#?}", o.findings);
    assert_eq!(f[0].status, Status::Unresolved);
    assert!(!f[0].witness.is_empty());
    assert!(
        o.pest.contains("items = { (item ~ \",\")* ~ item }"),
        "{}",
        o.pest
    );
    assert!(!o.all_safe());
}
