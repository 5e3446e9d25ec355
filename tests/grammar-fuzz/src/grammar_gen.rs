//! Random pest grammars, drawn from the whole language pest_derive accepts: every
//! operator and repetition bound, lookaheads, every literal form (strings with
//! escapes, `^"..."`, ranges, built-ins, Unicode properties), every rule modifier
//! (`_ @ $ !`) calling rules of every other, implicit `WHITESPACE` and `COMMENT` of
//! any modifier, the stack operations, node tags, and recursion.
//!
//! The generator knows nothing of pest's validity rules (left recursion, empty
//! repetitions): [`generate`] draws candidates until pest_meta accepts one, so
//! the grammars are exactly pest's language, not a safe subset of it.
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
}

fn candidate(seed: u64, config: Config) -> String {
    let mut rng = fastrand::Rng::with_seed(seed);
    let count = rng.usize(1..=6);
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
    };
    let mut rules = Vec::new();
    for name in &names {
        let modifier = MODIFIERS[drawer.weighted(&[40, 20, 15, 12, 13])];
        let doc = drawer.rng.u8(0..100) < 10;
        let body = drawer.expr(3);
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
        let _ = writeln!(text, "{name} = {modifier}{{ {body} }}");
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

    /// An expression at most `depth` operators deep.
    fn expr(&mut self, depth: usize) -> String {
        if depth == 0 {
            return self.terminal();
        }
        match self.weighted(&[25, 22, 16, 10, 6, 5, 4, 4, 3, 3, 2, 4, 5, 8]) {
            0 => self.terminal(),
            1 => {
                let parts: Vec<String> = (0..self.rng.usize(2..=3))
                    .map(|_| self.expr(depth - 1))
                    .collect();
                format!("({})", parts.join(" ~ "))
            }
            2 => {
                let parts: Vec<String> = (0..self.rng.usize(2..=3))
                    .map(|_| self.expr(depth - 1))
                    .collect();
                format!("({})", parts.join(" | "))
            }
            3 => format!("{}?", self.operand(depth)),
            4 => format!("{}*", self.operand(depth)),
            5 => format!("{}+", self.operand(depth)),
            6 => {
                let operand = self.operand(depth);
                let (n, m) = (self.rng.u32(0..3), self.rng.u32(0..3));
                match self.rng.u8(0..4) {
                    0 => format!("{operand}{{{n}}}"),
                    1 => format!("{operand}{{{n},}}"),
                    2 => format!("{operand}{{,{}}}", m + 1),
                    // `{0, 0}`, which pest refuses, becomes a minimum above the
                    // maximum, which pest reads as the maximum.
                    _ if n + m == 0 => format!("{operand}{{{}, 1}}", self.rng.u32(2..4)),
                    _ => format!("{operand}{{{n}, {}}}", n + m),
                }
            }
            7 => format!("&{}", self.operand(depth)),
            8 => format!("!{}", self.operand(depth)),
            9 => {
                let tag = ["t", "first", "rest", "Tag", "value"][self.rng.usize(0..5)];
                format!("#{tag} = {}", self.operand(depth))
            }
            10 => self.stack_op(depth),
            11 => {
                // Alternatives that start with the same operand, each perhaps
                // tagged, the last often the operand alone (`#more = a ~ op ~ a |
                // #one = a`): url-derive builds the operand once for all of them.
                let head = if self.rng.u8(0..100) < 60 {
                    self.names[self.rng.usize(0..self.names.len())].clone()
                } else {
                    self.operand(depth)
                };
                let count = self.rng.usize(2..=3);
                let alternatives: Vec<String> = (0..count)
                    .map(|i| {
                        let alone = i + 1 == count && self.rng.u8(0..100) < 60;
                        let alternative = if alone {
                            head.clone()
                        } else {
                            format!("({head} ~ {})", self.operand(depth))
                        };
                        if self.rng.u8(0..100) < 50 {
                            let tag = ["t", "first", "rest", "Tag", "value"][self.rng.usize(0..5)];
                            format!("#{tag} = {alternative}")
                        } else {
                            alternative
                        }
                    })
                    .collect();
                format!("({})", alternatives.join(" | "))
            }
            12 => {
                // A separated list, `x ~ (sep ~ x)*`: the same operand before and
                // after the separator (url-derive types it as one list).
                let item = if self.rng.u8(0..100) < 60 {
                    self.names[self.rng.usize(0..self.names.len())].clone()
                } else {
                    self.operand(depth)
                };
                let sep = self.terminal();
                let rep = ["*", "+", "{1,}", "*"][self.rng.usize(0..4)];
                format!("({item} ~ ({sep} ~ {item}){rep})")
            }
            _ => {
                // A run of one byte class, `(C)*` or `(C)+`: in a rule that is not
                // atomic pest skips whitespace between its bytes, which url-derive
                // reads as one run of the class and the whitespace.
                let class: Vec<&str> = (0..self.rng.usize(1..=3))
                    .map(|_| BYTE_CLASSES[self.rng.usize(0..BYTE_CLASSES.len())])
                    .collect();
                let rep = ["*", "+", "+", "{1,}"][self.rng.usize(0..4)];
                format!("({}){rep}", class.join(" | "))
            }
        }
    }

    /// An expression that binds tighter than any prefix or postfix operator.
    fn operand(&mut self, depth: usize) -> String {
        let inner = self.expr(depth - 1);
        if inner.starts_with('(') && inner.ends_with(')') || is_atom(&inner) {
            inner
        } else {
            format!("({inner})")
        }
    }

    fn stack_op(&mut self, depth: usize) -> String {
        self.stack = true;
        match self.rng.u8(0..5) {
            0 | 1 => format!("PUSH({})", self.expr(depth - 1)),
            2 => format!(
                "PUSH_LITERAL(\"{}\")",
                ["a", "b", "ab"][self.rng.usize(0..3)]
            ),
            // A body up to the delimiter pushed before it (a raw string's).
            3 => format!("(!PEEK ~ ANY){}", ["*", "+"][self.rng.usize(0..2)]),
            _ => {
                let ranges = ["[..]", "[0..]", "[..-1]", "[-1..]", "[0..1]", "[1..2]"];
                format!("PEEK{}", ranges[self.rng.usize(0..ranges.len())])
            }
        }
    }

    fn terminal(&mut self) -> String {
        let stack_weight = if self.stack { 6 } else { 1 };
        match self.weighted(&[30, 8, 8, 10, 30, stack_weight, 3]) {
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
            4 => self.names[self.rng.usize(0..self.names.len())].clone(),
            5 => BUILTIN_ZERO_WIDTH[self.rng.usize(0..BUILTIN_ZERO_WIDTH.len())].to_owned(),
            _ => ["WHITESPACE", "COMMENT"][self.rng.usize(0..2)].to_owned(),
        }
    }
}

/// Whether `text` is one term with no operator that could bind looser than a
/// postfix one.
fn is_atom(text: &str) -> bool {
    text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        || (text.starts_with('"') && text.ends_with('"') && !text.contains(" ~ "))
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
