//! Parsing work grows linearly with the input, even on adversarial inputs.
//!
//! Work is counted, never timed. pest's call limit (`pest::set_call_limit`) counts
//! every rule, sequence, repetition, option and lookahead entered, never
//! refunding backtracked work, and fails the parse with "call limit reached" at
//! the first call past the limit. The smallest limit under which a parse is not
//! refused is therefore the exact number of counted calls it makes. Each
//! adversarial family is measured at two sizes, `n` and `4n`; a linear parser
//! does about four times the work at the larger size, a quadratic one sixteen.
//!
//! Primitive matches are not counted by pest, so a repetition of a bare literal
//! (the `"-"*` of a hyphen run in `domainlabel`/`toplabel`) costs one call however
//! long the run: its scan is a plain loop, entered once per counted repetition,
//! and every other repetition in the grammar repeats a rule, whose calls are
//! counted.
//!
//! The generated parser (`url_grammar::ast`) counts the input bytes it examines
//! (url-runtime's `count-work` feature, which this package turns on: every literal,
//! character, run and dotted name it reads, again each time it reads it again), and
//! each family is measured at the same two sizes.
//!
//! `extract` counts its own work (`Extractor::steps`: every byte its searches
//! examine, and every byte of each URL it builds and checks), and each text family
//! is measured at `n` and `16n`.
//!
//! The call limit is process-wide and read when a parse starts, so every
//! measurement holds [`CALL_LIMIT_LOCK`] and restores "no limit" afterwards;
//! this binary runs no other pest parses. The generated parser's count is per
//! thread.

use std::num::NonZeroUsize;
use std::sync::{Mutex, MutexGuard};

use pest::error::ErrorVariant;
use pest::Parser;
use url_grammar::ast;
use url_grammar::reference::{Rfc1738Parser, Rule};

/// The smaller size of each family (repetitions of its unit).
const SMALL: usize = 500;

/// How many times larger the larger size is.
const SCALE: usize = 4;

/// The most work the larger input may cost, as a multiple of the smaller's:
/// `SCALE` for linear growth, with room for lower-order terms.
const MAX_RATIO: f64 = 5.0;

/// Serialises the tests that set pest's process-wide call limit.
static CALL_LIMIT_LOCK: Mutex<()> = Mutex::new(());

/// A family of inputs: a prefix, a unit repeated `n` times, a suffix.
struct Family {
    name: &'static str,
    rule: Rule,
    prefix: &'static str,
    unit: &'static str,
    suffix: &'static str,
}

impl Family {
    fn input(&self, n: usize) -> String {
        format!("{}{}{}", self.prefix, self.unit.repeat(n), self.suffix)
    }
}

/// A family parsed as a whole `url` (`url_input`: `url`, then the end of input).
const fn url(
    name: &'static str,
    prefix: &'static str,
    unit: &'static str,
    suffix: &'static str,
) -> Family {
    Family {
        name,
        rule: Rule::url_input,
        prefix,
        unit,
        suffix,
    }
}

/// Long runs of delimiters, escapes, labels and the characters each scheme's
/// rules stop at, reached through every scheme; many are rejected only at their
/// last character, after a specific scheme and `otherurl` have both read the run.
fn url_families() -> Vec<Family> {
    vec![
        url("percent run", "http://h/", "%", ""),
        url("escapes, then a bad one", "http://h/", "%41", "%4"),
        url("dot run in host", "http://", ".", ""),
        url("dot run in schemepart", "a:", ".", ""),
        url("hyphen run in host", "http://a", "-", ""),
        url("hyphen run, then a label", "http://a", "-", "a/"),
        url("at run in news", "news:", "@", ""),
        url("at run in ftp login", "ftp://", "@", ""),
        url("colon run in telnet login", "telnet://", ":", ""),
        url("slash run in http path", "http://h", "/", ""),
        url("slash run, then a space", "http://h", "/", " "),
        url("slash run in file path", "file://", "/", ""),
        url("tab escapes in gopher", "gopher://h/1", "%09", ""),
        url("tab escapes after a search", "gopher://h/1s%09q", "%09", ""),
        url("tab escapes, then a slash", "gopher://h/1", "a%09", "/"),
        url("hyphenated label", "http://", "a-", "a"),
        url("many labels", "http://", "a.", "a"),
        url("many labels, digit last", "http://", "a.", "1/"),
        url("many numeric labels", "http://", "1.", "1"),
        url("news group", "news:", "a", ""),
        url("news group, then an at", "news:", "a", "@"),
        url("news article local part", "news:a", "%41", "@h"),
        url("ftp user without at", "ftp://u", ":p", ""),
        url("ftp user, at at the end", "ftp://u", ":p", "@h"),
        url("wais database", "wais://h/", "d", ""),
        url("wais database, bad end", "wais://h/", "d", "/t"),
        url("prospero fields", "prospero://h/p", ";f=v", ""),
        url("mailto address", "mailto:", "x", ""),
        url("scheme run", "", "a", ""),
        url("scheme run, no colon", "", "a", "/"),
    ]
}

/// The same pressure on single rules, where a hostname or path is the whole input.
fn rule_families() -> Vec<Family> {
    let rule = |name, rule, unit, suffix| Family {
        name,
        rule,
        prefix: "",
        unit,
        suffix,
    };
    vec![
        rule("hostname labels ending badly", Rule::hostname, "a.", "1"),
        rule("hostname labels", Rule::hostname, "a-a.", "a"),
        rule("host of digit labels", Rule::host, "1.", "1"),
        rule("domainlabel hyphens", Rule::domainlabel, "a--", "a"),
        rule("schemepart slashes", Rule::schemepart, "//", "h"),
        rule("article without host", Rule::article, "a", "@"),
        rule("fpath segments", Rule::fpath, "a/", ""),
    ]
}

/// Whether pest refused to finish parsing `input` as `rule` within `limit` calls.
fn refused(rule: Rule, input: &str, limit: usize) -> bool {
    pest::set_call_limit(NonZeroUsize::new(limit));
    match Rfc1738Parser::parse(rule, input) {
        Ok(_) => false,
        Err(error) => matches!(
            error.variant,
            ErrorVariant::CustomError { ref message } if message == "call limit reached"
        ),
    }
}

/// Resets the call limit when dropped, so a failed assertion leaves none behind.
struct Unlimited<'a> {
    _lock: MutexGuard<'a, ()>,
}

impl Unlimited<'_> {
    /// Takes the lock (even from a test that panicked while holding it).
    fn hold() -> Unlimited<'static> {
        let lock = CALL_LIMIT_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        Unlimited { _lock: lock }
    }
}

impl Drop for Unlimited<'_> {
    fn drop(&mut self) {
        pest::set_call_limit(None);
    }
}

/// The number of counted calls pest makes parsing `input` as `rule`: the
/// smallest call limit it is not refused under.
fn calls(rule: Rule, input: &str) -> usize {
    let _unlimited = Unlimited::hold();
    let mut allowed = 1;
    while refused(rule, input, allowed) {
        allowed *= 2;
    }
    // The answer is in (refused_below, allowed].
    let mut refused_below = allowed / 2;
    while allowed - refused_below > 1 {
        let mid = refused_below + (allowed - refused_below) / 2;
        if refused(rule, input, mid) {
            refused_below = mid;
        } else {
            allowed = mid;
        }
    }
    allowed
}

/// Measures every family at `SMALL` and `SCALE * SMALL`; prints the table and
/// fails with every family whose work grows faster than linearly.
fn assert_linear(title: &str, families: &[Family]) {
    let large_n = SCALE * SMALL;
    let mut table = format!("{title}: counted pest calls at n = {SMALL} and {large_n}\n");
    let mut superlinear = Vec::new();
    for family in families {
        let small = calls(family.rule, &family.input(SMALL));
        let large = calls(family.rule, &family.input(SCALE * SMALL));
        let ratio = large as f64 / small as f64;
        table += &format!("  {:<28} {small:>8} {large:>8}  x{ratio:.2}\n", family.name);
        if ratio > MAX_RATIO {
            superlinear.push(format!("{}: {small} -> {large} calls", family.name));
        }
    }
    eprint!("{table}");
    assert!(
        superlinear.is_empty(),
        "superlinear: {}",
        superlinear.join("; ")
    );
}

#[test]
fn call_counting_is_exact() {
    // `digits` on "123": the rule, its repetition and one `digit` rule per digit, plus
    // the failed fourth `digit`; a limit one lower refuses the parse.
    let count = calls(Rule::digits, "123");
    let _unlimited = Unlimited::hold();
    assert!(!refused(Rule::digits, "123", count));
    assert!(refused(Rule::digits, "123", count - 1));
    assert!(count >= 4, "digits on 123 made {count} calls");
}

#[test]
fn url_work_is_linear_in_the_input() {
    assert_linear("url", &url_families());
}

#[test]
fn rule_work_is_linear_in_the_input() {
    assert_linear("single rules", &rule_families());
}

/// The input bytes the generated parser examines checking `input` as `rule` the
/// three ways it can run: the fast check and, on a rejection, the validator that
/// records the expected rules (`validate_rule`), the tree builder (`parse_rule`),
/// and for `url` the check alone (`Url::is_valid`).
fn generated_work(rule: Rule, input: &str) -> u64 {
    let name = format!("{rule:?}");
    let name = if name == "url_input" {
        "url".to_owned()
    } else {
        name
    };
    url_runtime::work::reset();
    let valid = ast::validate_rule(&name, input).expect("a generated rule");
    let parsed = ast::parse_rule(&name, input).expect("a generated rule");
    assert_eq!(
        valid.is_ok(),
        parsed.is_ok(),
        "{name} on a {}-byte input",
        input.len()
    );
    if name == "url" {
        assert_eq!(ast::Url::is_valid(input), valid.is_ok());
    }
    url_runtime::work::examined()
}

#[test]
fn work_counting_counts_every_reading() {
    let input = "http://www.example.com/a/b?c";
    url_runtime::work::reset();
    assert!(ast::Url::is_valid(input));
    let once = url_runtime::work::examined();
    assert!(
        once >= input.len() as u64,
        "{once} bytes counted for a {}-byte URL",
        input.len()
    );
    url_runtime::work::reset();
    assert!(ast::Url::is_valid(input));
    assert!(ast::Url::is_valid(input));
    assert_eq!(url_runtime::work::examined(), 2 * once);
    // Reading more costs more.
    assert!(
        generated_work(Rule::url_input, &format!("{input}/d/e/f"))
            > generated_work(Rule::url_input, input)
    );
}

#[test]
fn generated_work_is_linear_in_the_input() {
    let large_n = SCALE * SMALL;
    let mut table =
        format!("generated parser: input bytes examined at n = {SMALL} and {large_n}\n");
    let mut superlinear = Vec::new();
    for family in url_families().iter().chain(&rule_families()) {
        let small = generated_work(family.rule, &family.input(SMALL));
        let large = generated_work(family.rule, &family.input(large_n));
        let ratio = large as f64 / small as f64;
        table += &format!("  {:<28} {small:>8} {large:>8}  x{ratio:.2}\n", family.name);
        if ratio > MAX_RATIO {
            superlinear.push(format!("{}: {small} -> {large} bytes", family.name));
        }
    }
    eprint!("{table}");
    assert!(
        superlinear.is_empty(),
        "superlinear: {}",
        superlinear.join("; ")
    );
}

/// Text for `extract`: a prefix, a unit repeated `n` times, a suffix.
struct TextFamily {
    name: &'static str,
    prefix: &'static str,
    unit: &'static str,
    suffix: &'static str,
}

/// Shapes of text that once cost `extract` more than linear work, or could: hyphen
/// breaks inside a wrapper (each used to shift the whole URL), wrappers that never
/// close, runs of brackets, colons and schemes, and many short URLs.
const TEXT_FAMILIES: &[TextFamily] = &[
    TextFamily {
        name: "hyphen breaks in a wrapper",
        prefix: "<URL:",
        unit: "a-\n",
        suffix: ">\n",
    },
    TextFamily {
        name: "hyphen breaks, fragment",
        prefix: "<URL:http://x/",
        unit: "a-\n",
        suffix: "#f>\n",
    },
    TextFamily {
        name: "unclosed wrapper",
        prefix: "<URL:",
        unit: "http://a/b\n",
        suffix: "",
    },
    TextFamily {
        name: "opening brackets",
        prefix: "",
        unit: "<",
        suffix: "http://a/\n",
    },
    TextFamily {
        name: "closing brackets",
        prefix: "",
        unit: "<a>",
        suffix: "\n",
    },
    TextFamily {
        name: "wrappers",
        prefix: "",
        unit: "<URL:http://a/b> ",
        suffix: "\n",
    },
    TextFamily {
        name: "colon run after a scheme",
        prefix: "http",
        unit: ":",
        suffix: "\n",
    },
    TextFamily {
        name: "scheme run",
        prefix: "",
        unit: "http:",
        suffix: "\n",
    },
    TextFamily {
        name: "bare URLs",
        prefix: "",
        unit: "see http://a/b, ",
        suffix: "\n",
    },
    TextFamily {
        name: "one long bare URL",
        prefix: "http://a/",
        unit: "b.",
        suffix: "\n",
    },
    TextFamily {
        name: "punctuation to trim",
        prefix: "http://a/b",
        unit: ").",
        suffix: "\n",
    },
];

/// The size of the smaller text of each family, and how many times larger the
/// larger one is.
const TEXT_SMALL: usize = 2_000;
const TEXT_SCALE: usize = 16;

/// The work `extract` does on `text` (`Extractor::steps`), fed line by line with a
/// limit as the tool does, and whole as `extract::extract` does; the two find the
/// same URLs.
fn extract_steps(text: &str) -> u64 {
    use url_grammar::extract::{extract, Extractor};
    use url_grammar::production::Mode;
    let mut streamed = Vec::new();
    let mut extractor = Extractor::new(Mode::Strict, 1 << 30);
    for line in text.as_bytes().split_inclusive(|&b| b == b'\n') {
        extractor.push(line, &mut |found| streamed.push(found));
    }
    let steps = extractor.steps();
    extractor.finish(&mut |found| streamed.push(found));
    assert_eq!(streamed, extract(text.as_bytes(), Mode::Strict));
    steps
}

#[test]
fn extract_work_is_linear_in_the_text() {
    let mut table = format!(
        "extract: steps at n = {TEXT_SMALL} and {}\n",
        TEXT_SMALL * TEXT_SCALE
    );
    let mut superlinear = Vec::new();
    for family in TEXT_FAMILIES {
        let text = |n: usize| {
            format!(
                "{}{}{}",
                family.prefix,
                family.unit.repeat(n),
                family.suffix
            )
        };
        let small = extract_steps(&text(TEXT_SMALL));
        let large = extract_steps(&text(TEXT_SMALL * TEXT_SCALE));
        let ratio = large as f64 / small as f64;
        table += &format!(
            "  {:<28} {small:>10} {large:>10}  x{ratio:.1}\n",
            family.name
        );
        if ratio > TEXT_SCALE as f64 * 1.25 {
            superlinear.push(format!("{}: {small} -> {large}", family.name));
        }
    }
    eprint!("{table}");
    assert!(
        superlinear.is_empty(),
        "superlinear: {}",
        superlinear.join("; ")
    );
}
