//! Random pest grammars, drawn from the whole language pest_derive accepts: every
//! operator and repetition bound, lookaheads, every literal form (strings with
//! escapes, `^"..."`, ranges, built-ins, Unicode properties), every rule modifier
//! (`_ @ $ !`) calling rules of every other, implicit `WHITESPACE` and `COMMENT` of
//! any modifier, the stack operations, node tags, and recursion.
//!
//! The generator knows nothing of pest's validity rules (left recursion, empty
//! repetitions): [`generate`] draws candidates until pest_meta accepts one, so
//! the grammars are exactly pest's language, not a safe subset of it. (A large
//! grammar also draws again each rule that pest_meta refuses on its own.)
//!
//! This file is also compiled into the package's build script (with `#[path]`),
//! so it uses nothing but `std`, `fastrand` and `pest_meta`.

use std::fmt::Write as _;

/// What a generated grammar may contain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Config {
    /// Rule names that differ only in case or underscores (`ab`, `Ab`, `a_b`),
    /// Rust's reserved words that pest accepts, and the names of built-in types.
    pub confusable_names: bool,
    /// Whether `@` rules call `$` and `!` rules more often than a uniform draw of
    /// names would make them.
    pub atomic_calls_own_atomicity: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            confusable_names: true,
            atomic_calls_own_atomicity: true,
        }
    }
}

/// The grammar of `seed`: the first candidate drawn from it that pest_meta
/// accepts, and the number of candidates it rejected before that one.
pub fn generate(seed: u64, config: Config) -> (String, usize) {
    for attempt in 0u64.. {
        let text = candidate(seed.wrapping_mul(0x9E37_79B9).wrapping_add(attempt), config);
        if accepted_by_pest(&text) {
            return (text, attempt as usize);
        }
    }
    unreachable!("the loop only ends by returning")
}

/// Whether pest_meta parses and validates `text` (pest_derive's front end), both
/// as written and with its node tags left out.
///
/// pest_meta with `grammar-extras` (which this package turns on, for tags) misses
/// a repetition that can never stop when a tag stands in front of it
/// (`#t = (e+)+` where `e` matches nothing); pest_meta without the feature reads a
/// tag as its expression and refuses such a grammar, and so does url-derive
/// (its checks run without the feature's reading). The generator keeps only
/// grammars that pest_derive takes with and without the feature.
pub fn accepted_by_pest(text: &str) -> bool {
    accepted_as_written(text) && without_tags(text).is_some_and(|bare| accepted_as_written(&bare))
}

fn accepted_as_written(text: &str) -> bool {
    match pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text) {
        Ok(pairs) => {
            pest_meta::validator::validate_pairs(pairs.clone()).is_ok()
                && pest_meta::parser::consume_rules(pairs).is_ok()
        }
        Err(_) => false,
    }
}

/// `text` with every `#tag =` blanked out, or `None` when pest_meta cannot read it.
fn without_tags(text: &str) -> Option<String> {
    use pest_meta::parser::Rule as Meta;
    let pairs = pest_meta::parser::parse(Meta::grammar_rules, text).ok()?;
    let mut bare = text.as_bytes().to_vec();
    for pair in pairs.flatten() {
        if pair.as_rule() == Meta::tag_id {
            let start = pair.as_span().start();
            let after = &text[pair.as_span().end()..];
            let operator = after.find('=')? + 1;
            bare[start..pair.as_span().end() + operator].fill(b' ');
        }
    }
    String::from_utf8(bare).ok()
}

/// Names drawn for rules: short words that the naming rules treat differently
/// (case, underscores, digits).
const WORDS: &[&str] = &[
    "a", "b", "c", "item", "list", "key", "value", "expr", "term", "seg", "node", "op", "x",
    "name", "tag", "body",
];

/// Names that differ only in case or underscores from a [`WORDS`] pair, Rust words
/// that pest does not reserve, and the names of types generated code uses.
const CONFUSABLE: &[&str] = &[
    "ab",
    "Ab",
    "AB",
    "a_b",
    "A_B",
    "a__b",
    "aB",
    "_a",
    "a_",
    "Option",
    "String",
    "Box",
    "Vec",
    "Token",
    "State",
    "List",
    "Span",
    "Node",
    "Parse",
    "Result",
    "union",
    "default",
    "r#",
    "COMMENT_",
    "WHITESPACE_",
    "Value",
    "VALUE",
    "value_2",
    "Item",
    "itemList",
];

/// The literals drawn from: few characters, so that alternatives overlap.
const LITERALS: &[&str] = &[
    "a", "b", "c", "ab", "ba", "abc", "(", ")", ",", ";", "{%", "%}", "\\n", "\\t", "\\\"", "\\\\",
    "\\u{e9}", "é", "", "aa", "#", ".",
];

/// Expressions that match exactly one ASCII byte: a run of them is a byte class.
/// The space and the tab are among them, as whitespace is in some grammars.
const BYTE_CLASSES: &[&str] = &[
    "\"a\"",
    "\"b\"",
    "\"(\"",
    "\",\"",
    "\" \"",
    "\"\\t\"",
    "^\"a\"",
    "'a'..'c'",
    "'0'..'9'",
    "ASCII_DIGIT",
    "ASCII_ALPHA_UPPER",
];

/// Built-in rules that match one character (or a line break).
const BUILTIN_CLASSES: &[&str] = &[
    "ANY",
    "ASCII_DIGIT",
    "ASCII_NONZERO_DIGIT",
    "ASCII_BIN_DIGIT",
    "ASCII_OCT_DIGIT",
    "ASCII_HEX_DIGIT",
    "ASCII_ALPHA_LOWER",
    "ASCII_ALPHA_UPPER",
    "ASCII_ALPHA",
    "ASCII_ALPHANUMERIC",
    "ASCII",
    "NEWLINE",
    "LETTER",
    "LOWERCASE_LETTER",
    "UPPERCASE_LETTER",
    "NUMBER",
    "DECIMAL_NUMBER",
    "WHITE_SPACE",
    "XID_START",
    "XID_CONTINUE",
    "PUNCTUATION",
    "ALPHABETIC",
];

/// Built-ins that match no character, or the stack.
const BUILTIN_ZERO_WIDTH: &[&str] = &["SOI", "EOI", "PEEK", "POP", "DROP", "PEEK_ALL", "POP_ALL"];

/// Rule modifiers, as written after `=`.
const MODIFIERS: &[&str] = &["", "_", "@", "$", "!"];

struct Drawer<'n> {
    rng: fastrand::Rng,
    names: &'n [String],
    /// Whether some rule pushes (so that the stack operations have something).
    stack: bool,
    /// The rule being drawn, by its position in `names`.
    current: usize,
    /// Whether calls mostly go to rules after the current one, as in a grammar
    /// written top-down: a large grammar drawn uniformly is nearly always left
    /// recursive somewhere, and pest refuses it.
    layered: bool,
}

fn candidate(seed: u64, config: Config) -> String {
    let mut rng = fastrand::Rng::with_seed(seed);
    // Now and then a grammar of more rules, whose rule graph is deep enough to
    // reach the generator's size limits (the inline and loop-breaker budgets).
    let count = if rng.u8(0..100) < 8 {
        rng.usize(7..=14)
    } else {
        rng.usize(1..=6)
    };
    let mut names: Vec<String> = Vec::new();
    while names.len() < count {
        let name = rule_name(&mut rng, config);
        if !names.contains(&name) {
            names.push(name);
        }
    }
    let stack = rng.u8(0..100) < 15;
    let whitespace = rng.u8(0..100) < 30;
    let comment = rng.u8(0..100) < 20;
    let mut drawer = Drawer {
        rng,
        names: &names,
        stack,
        current: 0,
        layered: count > 6,
    };
    let mut rules = Vec::new();
    for (current, name) in names.iter().enumerate() {
        drawer.current = current;
        let modifier = MODIFIERS[drawer.weighted(&[40, 20, 15, 12, 13])];
        let doc = drawer.rng.u8(0..100) < 10;
        let mut body = drawer.expr(3);
        // In a large grammar one rule pest refuses (a repetition of what cannot
        // fail, say) refuses the whole: such a rule is drawn again, checked with
        // every other rule standing for one literal.
        for _ in 0..20 {
            if !drawer.layered || accepted_alone(name, modifier, &body, &names, whitespace, comment)
            {
                break;
            }
            body = drawer.expr(3);
        }
        rules.push((name, modifier, doc, body));
    }
    if config.atomic_calls_own_atomicity {
        call_own_atomicity_from_atomic(&mut rules, seed);
    }
    let mut text = String::new();
    for (name, modifier, doc, body) in &rules {
        if *doc {
            let _ = writeln!(text, "/// The rule {name}.");
        }
        // Only a rule's whole body may open with `|` (in a group pest_meta's
        // parser takes it and its `consume_rules` panics).
        let bar = if drawer.rng.u8(0..100) < 5 { "| " } else { "" };
        let _ = writeln!(text, "{name} = {modifier}{{ {bar}{body} }}");
    }
    if whitespace {
        let modifier = MODIFIERS[drawer.weighted(&[15, 55, 15, 10, 5])];
        // The last: a rule of the grammar, which then runs inside every skip.
        let rule = &names[drawer.rng.usize(0..names.len())];
        let body = [
            "\" \"".to_owned(),
            "\" \" | \"\\t\"".to_owned(),
            "\" \"+".to_owned(),
            "WHITE_SPACE".to_owned(),
            "\" \" | NEWLINE".to_owned(),
            format!("\" \" | \"~\" ~ {rule}"),
        ][drawer.rng.usize(0..6)]
        .clone();
        let _ = writeln!(text, "WHITESPACE = {modifier}{{ {body} }}");
    }
    if comment {
        let modifier = MODIFIERS[drawer.weighted(&[30, 40, 20, 10, 0])];
        // The last two: comments nested in comments, and a rule of the grammar
        // inside a comment.
        let rule = &names[drawer.rng.usize(0..names.len())];
        let body = [
            "\"#\" ~ ASCII_ALPHA*".to_owned(),
            "\"//\" ~ (!NEWLINE ~ ANY)*".to_owned(),
            "\"/*\" ~ (!\"*/\" ~ ANY)* ~ \"*/\"".to_owned(),
            "\"#\" ~ item_c?".to_owned(),
            "\"/*\" ~ (COMMENT | !\"*/\" ~ ANY)* ~ \"*/\"".to_owned(),
            format!("\"<\" ~ {rule} ~ \">\""),
        ][drawer.rng.usize(0..6)]
        .clone();
        let _ = writeln!(text, "COMMENT = {modifier}{{ {body} }}");
        if body.contains("item_c") {
            let _ = writeln!(text, "item_c = {{ \"c\" }}");
        }
    }
    text
}

/// Whether pest accepts the rule `name = modifier{ body }` in a grammar whose
/// other rules (and `WHITESPACE` and `COMMENT`, where the grammar has them) each
/// match one literal.
fn accepted_alone(
    name: &str,
    modifier: &str,
    body: &str,
    names: &[String],
    whitespace: bool,
    comment: bool,
) -> bool {
    let mut text = format!("{name} = {modifier}{{ {body} }}\n");
    let others = names
        .iter()
        .map(String::as_str)
        .filter(|other| *other != name);
    let trivia = [(whitespace, "WHITESPACE"), (comment, "COMMENT")];
    let trivia = trivia.iter().filter(|(has, _)| *has).map(|(_, rule)| *rule);
    for other in others.chain(trivia) {
        let _ = writeln!(text, "{other} = {{ \"x\" }}");
    }
    accepted_by_pest(&text)
}

/// Makes some `@` rules call a `$` or `!` rule of the grammar (pest reports those
/// inside an atomic rule), which a uniform draw of names makes rare. A generator of
/// its own, so that the rest of the grammar is drawn as without it.
fn call_own_atomicity_from_atomic(rules: &mut [(&String, &str, bool, String)], seed: u64) {
    let mut rng = fastrand::Rng::with_seed(seed ^ 0x5EED_A70C);
    let callees: Vec<String> = rules
        .iter()
        .filter(|(_, modifier, _, _)| matches!(*modifier, "$" | "!"))
        .map(|(name, _, _, _)| (*name).clone())
        .collect();
    if callees.is_empty() {
        return;
    }
    for (_, modifier, _, body) in rules.iter_mut() {
        if *modifier == "@" && rng.u8(0..100) < 50 {
            let callee = &callees[rng.usize(0..callees.len())];
            *body = match rng.u8(0..3) {
                0 => format!("{callee} ~ ({body})"),
                1 => format!("({body}) ~ {callee}?"),
                _ => format!("({body}) | {callee}"),
            };
        }
    }
}

fn rule_name(rng: &mut fastrand::Rng, config: Config) -> String {
    if config.confusable_names && rng.u8(0..100) < 25 {
        let name = CONFUSABLE[rng.usize(0..CONFUSABLE.len())];
        // `r#` is no name: it stands for a name that pest reads as written and
        // Rust must write raw.
        return if name == "r#" {
            "dyn_".to_owned()
        } else {
            name.to_owned()
        };
    }
    let mut name = WORDS[rng.usize(0..WORDS.len())].to_owned();
    if rng.u8(0..100) < 30 {
        name.push('_');
        name.push_str(WORDS[rng.usize(0..WORDS.len())]);
    }
    if rng.u8(0..100) < 10 {
        name.push(char::from(b'0' + rng.u8(0..10)));
    }
    name
}

impl Drawer<'_> {
    /// An index drawn with the given weights.
    fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u32 = weights.iter().sum();
        let mut pick = self.rng.u32(0..total);
        for (index, weight) in weights.iter().enumerate() {
            if pick < *weight {
                return index;
            }
            pick -= weight;
        }
        weights.len() - 1
    }

    /// An expression at most `depth` operators deep, written as a rule's body.
    fn expr(&mut self, depth: usize) -> String {
        let drawn = self.drawn(depth);
        self.fit(drawn, Binding::Choice)
    }

    /// An expression at most `depth` operators deep, with how loosely it binds.
    fn drawn(&mut self, depth: usize) -> Drawn {
        if depth == 0 {
            return self.terminal();
        }
        match self.weighted(&[25, 22, 16, 10, 6, 5, 4, 4, 3, 3, 2, 4, 5, 8]) {
            0 => self.terminal(),
            1 => {
                let parts: Vec<String> = (0..self.rng.usize(2..=3))
                    .map(|_| {
                        let part = self.drawn(depth - 1);
                        self.fit(part, Binding::Sequence)
                    })
                    .collect();
                Drawn::new(parts.join(" ~ "), Binding::Sequence)
            }
            2 => {
                let parts: Vec<String> = (0..self.rng.usize(2..=3))
                    .map(|_| self.expr(depth - 1))
                    .collect();
                Drawn::new(parts.join(" | "), Binding::Choice)
            }
            3 => self.postfixed(depth, "?"),
            4 => self.postfixed(depth, "*"),
            5 => self.postfixed(depth, "+"),
            6 => {
                let (n, m) = (self.rng.u32(0..3), self.rng.u32(0..3));
                let bound = match self.rng.u8(0..4) {
                    0 => format!("{{{n}}}"),
                    1 => format!("{{{n},}}"),
                    2 => format!("{{,{}}}", m + 1),
                    // `{0, 0}`, which pest refuses, becomes a minimum above the
                    // maximum, which pest reads as the maximum.
                    _ if n + m == 0 => format!("{{{}, 1}}", self.rng.u32(2..4)),
                    _ => format!("{{{n}, {}}}", n + m),
                };
                self.postfixed(depth, &bound)
            }
            7 => self.prefixed(depth, "&"),
            8 => self.prefixed(depth, "!"),
            9 => {
                let tag = ["t", "first", "rest", "Tag", "value"][self.rng.usize(0..5)];
                let operand = self.operand(depth, Binding::Prefixed);
                Drawn::new(format!("#{tag} = {operand}"), Binding::Tagged)
            }
            10 => self.stack_op(depth),
            11 => {
                // Alternatives that start with the same operand, each perhaps
                // tagged, the last often the operand alone (`#more = a ~ op ~ a |
                // #one = a`): url-derive builds the operand once for all of them.
                let head = if self.rng.u8(0..100) < 60 {
                    self.rule_name()
                } else {
                    self.operand(depth, Binding::Prefixed)
                };
                let count = self.rng.usize(2..=3);
                let alternatives: Vec<String> = (0..count)
                    .map(|i| {
                        let alone = i + 1 == count && self.rng.u8(0..100) < 60;
                        let alternative = if alone {
                            head.clone()
                        } else {
                            let operand = self.operand(depth, Binding::Tagged);
                            format!("({head} ~ {operand})")
                        };
                        if self.rng.u8(0..100) < 50 {
                            let tag = ["t", "first", "rest", "Tag", "value"][self.rng.usize(0..5)];
                            format!("#{tag} = {alternative}")
                        } else {
                            alternative
                        }
                    })
                    .collect();
                Drawn::new(alternatives.join(" | "), Binding::Choice)
            }
            12 => {
                // A separated list, `x ~ (sep ~ x)*`: the same operand before and
                // after the separator (url-derive types it as one list).
                let item = if self.rng.u8(0..100) < 60 {
                    self.rule_name()
                } else {
                    self.operand(depth, Binding::Prefixed)
                };
                let sep = self.terminal().text;
                let rep = ["*", "+", "{1,}", "*"][self.rng.usize(0..4)];
                Drawn::new(format!("{item} ~ ({sep} ~ {item}){rep}"), Binding::Sequence)
            }
            _ => {
                // A run of one byte class, `(C)*` or `(C)+`: in a rule that is not
                // atomic pest skips whitespace between its bytes, which url-derive
                // reads as one run of the class and the whitespace.
                let class: Vec<&str> = (0..self.rng.usize(1..=3))
                    .map(|_| BYTE_CLASSES[self.rng.usize(0..BYTE_CLASSES.len())])
                    .collect();
                let rep = ["*", "+", "+", "{1,}"][self.rng.usize(0..4)];
                Drawn::new(format!("({}){rep}", class.join(" | ")), Binding::Postfixed)
            }
        }
    }

    /// An operand drawn below `depth` under a postfix operator.
    fn postfixed(&mut self, depth: usize, operator: &str) -> Drawn {
        let operand = self.operand(depth, Binding::Postfixed);
        Drawn::new(format!("{operand}{operator}"), Binding::Postfixed)
    }

    /// An operand drawn below `depth` under a prefix operator.
    fn prefixed(&mut self, depth: usize, operator: &str) -> Drawn {
        let operand = self.operand(depth, Binding::Prefixed);
        Drawn::new(format!("{operator}{operand}"), Binding::Prefixed)
    }

    /// An expression drawn below `depth`, written to stand where nothing looser
    /// than `loosest` may.
    fn operand(&mut self, depth: usize, loosest: Binding) -> String {
        let inner = self.drawn(depth - 1);
        self.fit(inner, loosest)
    }

    /// `drawn`'s text where nothing looser than `loosest` may stand: in parentheses
    /// when it binds looser, and sometimes when pest does not need them, as people
    /// write them.
    fn fit(&mut self, drawn: Drawn, loosest: Binding) -> String {
        let redundant = drawn.binding >= Binding::Sequence && self.rng.u8(0..100) < 40;
        if drawn.binding > loosest || redundant {
            format!("({})", drawn.text)
        } else {
            drawn.text
        }
    }

    fn stack_op(&mut self, depth: usize) -> Drawn {
        self.stack = true;
        match self.rng.u8(0..5) {
            0 | 1 => Drawn::atom(format!("PUSH({})", self.expr(depth - 1))),
            2 => Drawn::atom(format!(
                "PUSH_LITERAL(\"{}\")",
                ["a", "b", "ab"][self.rng.usize(0..3)]
            )),
            // A body up to the delimiter pushed before it (a raw string's).
            3 => Drawn::new(
                format!("(!PEEK ~ ANY){}", ["*", "+"][self.rng.usize(0..2)]),
                Binding::Postfixed,
            ),
            _ => {
                let ranges = ["[..]", "[0..]", "[..-1]", "[-1..]", "[0..1]", "[1..2]"];
                Drawn::atom(format!("PEEK{}", ranges[self.rng.usize(0..ranges.len())]))
            }
        }
    }

    /// The name of a rule to call.
    fn rule_name(&mut self) -> String {
        let below = self.current + 1..self.names.len();
        let range = if self.layered && !below.is_empty() && self.rng.u8(0..100) < 85 {
            below
        } else {
            0..self.names.len()
        };
        self.names[self.rng.usize(range)].clone()
    }

    fn terminal(&mut self) -> Drawn {
        let stack_weight = if self.stack { 6 } else { 1 };
        Drawn::atom(match self.weighted(&[30, 8, 8, 10, 30, stack_weight, 3]) {
            0 => format!("\"{}\"", LITERALS[self.rng.usize(0..LITERALS.len())]),
            1 => {
                let text = ["a", "ab", "Ab", "é", "ß", "i"][self.rng.usize(0..6)];
                format!("^\"{text}\"")
            }
            2 => {
                let (lo, hi) = [
                    ("a", "c"),
                    ("0", "9"),
                    ("b", "b"),
                    ("A", "z"),
                    ("\\u{e0}", "\\u{ff}"),
                ][self.rng.usize(0..5)];
                format!("'{lo}'..'{hi}'")
            }
            3 => BUILTIN_CLASSES[self.rng.usize(0..BUILTIN_CLASSES.len())].to_owned(),
            4 => self.rule_name(),
            5 => BUILTIN_ZERO_WIDTH[self.rng.usize(0..BUILTIN_ZERO_WIDTH.len())].to_owned(),
            _ => ["WHITESPACE", "COMMENT"][self.rng.usize(0..2)].to_owned(),
        })
    }
}

/// How loosely a drawn expression binds, tightest first: where it may stand
/// without parentheses. pest reads a term as a tag, prefixes, one atom and
/// postfixes, and binds `~` tighter than `|`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Binding {
    /// A name, a literal, a built-in, a group, `PUSH(..)`, `PEEK[..]`.
    Atom,
    /// An atom with postfix operators, `e?`.
    Postfixed,
    /// A term with prefix operators, `!e`.
    Prefixed,
    /// A tagged term, `#t = e`.
    Tagged,
    /// Terms joined by `~`.
    Sequence,
    /// Sequences joined by `|`.
    Choice,
}

/// A drawn expression's text, and how loosely it binds.
struct Drawn {
    text: String,
    binding: Binding,
}

impl Drawn {
    fn new(text: String, binding: Binding) -> Self {
        Drawn { text, binding }
    }

    fn atom(text: String) -> Self {
        Drawn::new(text, Binding::Atom)
    }
}

/// The rules of `text` that inputs are drawn for: all but `WHITESPACE` and
/// `COMMENT`, in file order. Empty when pest_meta cannot read `text`.
pub fn rule_names(text: &str) -> Vec<String> {
    let Ok(pairs) = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text) else {
        return Vec::new();
    };
    let Ok(rules) = pest_meta::parser::consume_rules(pairs) else {
        return Vec::new();
    };
    rules
        .into_iter()
        .map(|rule| rule.name)
        .filter(|name| name != "WHITESPACE" && name != "COMMENT")
        .collect()
}

/// Whether pest_vm is known to read `text` otherwise than pest_derive: it runs a
/// non-atomic (`!`) `WHITESPACE` or `COMMENT` rule as an atomic one (pest_vm
/// 2.9's `parse_rule`), where pest_derive's parser runs it non-atomic. A campaign
/// compiles pest_derive's parser for exactly these grammars and takes it as the
/// reference. False when pest_meta cannot read `text`.
pub fn pest_vm_differs(text: &str) -> bool {
    let Ok(pairs) = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text) else {
        return false;
    };
    let Ok(rules) = pest_meta::parser::consume_rules(pairs) else {
        return false;
    };
    rules.iter().any(|rule| {
        matches!(rule.name.as_str(), "WHITESPACE" | "COMMENT")
            && rule.ty == pest_meta::ast::RuleType::NonAtomic
    })
}

/// The rule that matches the whole input as `rule`, in both engines.
pub fn entry_point(rule: &str) -> String {
    format!("fz_whole_{rule}")
}

/// `text` with an entry-point rule per rule (`fz_whole_r = { SOI ~ r ~ EOI }`), so
/// that both engines must match the whole input and every rule can be one; and the
/// rules it was added for.
pub fn with_entry_points(text: &str) -> (String, Vec<String>) {
    let rules = rule_names(text);
    let mut wrapped = text.to_owned();
    if !wrapped.ends_with('\n') {
        wrapped.push('\n');
    }
    for rule in &rules {
        let _ = writeln!(wrapped, "{} = {{ SOI ~ {rule} ~ EOI }}", entry_point(rule));
    }
    (wrapped, rules)
}
