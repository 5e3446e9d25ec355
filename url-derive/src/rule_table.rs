//! The rule table: the generated `GRAMMAR` static (`url_runtime::Grammar`), which
//! holds what the grammar file says about each rule — its docs, the comments and
//! section heading above it, its source, the rules it uses and that use it, and the
//! branches of its ordered choice — so that consumers read these facts instead of
//! retyping them or parsing the grammar again at run time.

use pest::iterators::Pair;
use pest_meta::ast::RuleType;
use pest_meta::parser::{self, Rule as MetaRule};
use proc_macro2::TokenStream;
use quote::quote;

use crate::load::Grammar;

/// What the table says about one rule (`url_runtime::RuleInfo` before it is code).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleFacts {
    /// The grammar name.
    pub name: String,
    /// The generated type's name; `None` for a silent rule.
    pub type_name: Option<String>,
    /// The modifier.
    pub kind: RuleType,
    /// The `///` lines, without `///` and one following space.
    pub docs: Vec<String>,
    /// The `//` comment block just above the rule and its docs.
    pub comments: Vec<String>,
    /// The title of the last section heading above the rule.
    pub section: Option<String>,
    /// The definition as written.
    pub source: String,
    /// The grammar rules the body refers to, in order of first use.
    pub uses: Vec<String>,
    /// The rules whose bodies refer to this one, in file order.
    pub used_by: Vec<String>,
    /// The branches of the body's ordered choice.
    pub alternatives: Vec<Branch>,
}

/// One branch of an ordered choice (`url_runtime::Alternative` before it is code).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Branch {
    /// Its text as written.
    pub source: String,
    /// The grammar rule it is, when it is one plain reference and nothing else.
    pub rule: Option<String>,
    /// The case-sensitive string it starts with, when its first part is a plain
    /// string literal.
    pub literal: Option<String>,
}

/// The `GRAMMAR` static for `grammar`; `type_name` gives each rule's generated type
/// (`None` for a rule without one).
pub fn emit(grammar: &Grammar, type_name: impl Fn(&str) -> Option<String>) -> TokenStream {
    // The text is the one file's, read again by rustc (so that an edit of it is
    // tracked); any other grammar (inline or translated text, several sources) is
    // written out.
    let text = if grammar.includes.len() == 1 && !grammar.written_out {
        let path = grammar.path.display().to_string();
        quote!(::core::include_str!(#path))
    } else {
        let text = &grammar.text;
        quote!(#text)
    };
    let rules = facts(grammar, type_name).into_iter().map(|rule| {
        let RuleFacts {
            name,
            type_name,
            kind,
            docs,
            comments,
            section,
            source,
            uses,
            used_by,
            alternatives,
        } = rule;
        let type_name = option(type_name.as_deref());
        let kind = match kind {
            RuleType::Normal => quote!(Normal),
            RuleType::Silent => quote!(Silent),
            RuleType::Atomic => quote!(Atomic),
            RuleType::CompoundAtomic => quote!(CompoundAtomic),
            RuleType::NonAtomic => quote!(NonAtomic),
        };
        let section = option(section.as_deref());
        let alternatives = alternatives.iter().map(|branch| {
            let source = &branch.source;
            let rule = option(branch.rule.as_deref());
            let literal = option(branch.literal.as_deref());
            quote!(::url_runtime::Alternative { source: #source, rule: #rule, literal: #literal })
        });
        quote! {
            ::url_runtime::RuleInfo {
                name: #name,
                type_name: #type_name,
                kind: ::url_runtime::RuleKind::#kind,
                docs: &[#(#docs),*],
                comments: &[#(#comments),*],
                section: #section,
                source: #source,
                uses: &[#(#uses),*],
                used_by: &[#(#used_by),*],
                alternatives: &[#(#alternatives),*],
            }
        }
    });
    quote! {
        /// The grammar file's rules as the generator read them: each one's docs, the
        /// comments and section above it, its source, the rules it uses and that use
        /// it, and the branches of its ordered choice.
        pub static GRAMMAR: ::url_runtime::Grammar = ::url_runtime::Grammar {
            text: #text,
            rules: &[#(#rules),*],
        };
    }
}

/// `Some("text")` or `None`, spelled in full.
fn option(value: Option<&str>) -> TokenStream {
    match value {
        Some(text) => quote!(::core::option::Option::Some(#text)),
        None => quote!(::core::option::Option::None),
    }
}

/// The facts of every rule of `grammar`, in file order, read from its text. (The
/// loader has already parsed that text, so it parses here too; were it not to, the
/// table would be empty.)
pub fn facts(grammar: &Grammar, type_name: impl Fn(&str) -> Option<String>) -> Vec<RuleFacts> {
    let text = grammar.text.as_str();
    let Ok(pairs) = parser::parse(MetaRule::grammar_rules, text) else {
        return Vec::new();
    };
    let rule_pairs: Vec<Pair<'_, MetaRule>> = pairs
        .filter(|pair| pair.as_rule() == MetaRule::grammar_rule)
        .collect();
    let names: Vec<&str> = rule_pairs
        .iter()
        .filter_map(|pair| pair.clone().into_inner().next())
        .filter(|inner| inner.as_rule() == MetaRule::identifier)
        .map(|inner| inner.as_str())
        .collect();
    let mut rules: Vec<RuleFacts> = Vec::new();
    let mut docs = Vec::new();
    let mut comments = Vec::new();
    let mut section: Option<String> = None;
    let mut last_end = 0;
    for pair in rule_pairs {
        let span = pair.as_span();
        if docs.is_empty() {
            let (heading, block) = gap_comments(&text[last_end..span.start()]);
            section = heading.or(section);
            comments = block;
        }
        last_end = span.end();
        let mut inner = pair.into_inner();
        let Some(first) = inner.next() else { continue };
        if first.as_rule() == MetaRule::line_doc {
            let doc = first.into_inner().next().map_or("", |d| d.as_str());
            docs.push(doc.to_owned());
            continue;
        }
        let name = first.as_str();
        let Some(expression) = inner.find(|p| p.as_rule() == MetaRule::expression) else {
            continue;
        };
        let loaded = grammar.rule(name);
        let context = Context {
            names: &names,
            literals: loaded.map_or_else(Vec::new, |rule| rule.expr.literals()),
            strings: expression
                .clone()
                .into_inner()
                .flatten()
                .filter(|p| p.as_rule() == MetaRule::string)
                .map(|p| p.as_span().start())
                .collect(),
        };
        rules.push(RuleFacts {
            name: name.to_owned(),
            type_name: type_name(name),
            kind: loaded.map_or(RuleType::Normal, |rule| rule.ty),
            docs: std::mem::take(&mut docs),
            comments: std::mem::take(&mut comments),
            section: section.clone(),
            source: span.as_str().trim().to_owned(),
            uses: uses(&expression, &names),
            used_by: Vec::new(),
            alternatives: alternatives(&expression, &context),
        });
    }
    let used_by: Vec<Vec<String>> = rules
        .iter()
        .map(|rule| {
            rules
                .iter()
                .filter(|user| user.uses.contains(&rule.name))
                .map(|user| user.name.clone())
                .collect()
        })
        .collect();
    for (rule, users) in rules.iter_mut().zip(used_by) {
        rule.used_by = users;
    }
    rules
}

/// The `//` comments of the stretch between two rules: the title of a section
/// heading in it (the line after a `// ---` line), and the comment block just above
/// the rule (cut by any other line, and by a heading). `//!` lines are skipped.
fn gap_comments(gap: &str) -> (Option<String>, Vec<String>) {
    let mut heading = None;
    let mut block: Vec<String> = Vec::new();
    let mut after_ruler = false;
    for line in gap.lines().map(str::trim) {
        let Some(comment) = line.strip_prefix("//") else {
            block.clear();
            continue;
        };
        if comment.starts_with('!') {
            continue;
        }
        let comment = comment.strip_prefix(' ').unwrap_or(comment);
        if comment.starts_with("---") && comment.trim_end().chars().all(|c| c == '-') {
            after_ruler = true;
            block.clear();
        } else if after_ruler {
            heading = Some(comment.to_owned());
            after_ruler = false;
        } else {
            block.push(comment.to_owned());
        }
    }
    (heading, block)
}

/// The grammar rules an expression refers to, in order of first use.
fn uses(expression: &Pair<'_, MetaRule>, names: &[&str]) -> Vec<String> {
    let mut used: Vec<String> = Vec::new();
    for pair in expression.clone().into_inner().flatten() {
        let name = pair.as_str();
        if pair.as_rule() == MetaRule::identifier
            && names.contains(&name)
            && !used.iter().any(|u| u == name)
        {
            used.push(name.to_owned());
        }
    }
    used
}

/// What reading one rule's branches needs.
struct Context<'a> {
    /// Every rule name of the grammar.
    names: &'a [&'a str],
    /// The rule's string literals' values, in source order.
    literals: Vec<String>,
    /// The start offsets of the rule's `string` pairs, in source order (the n-th
    /// has the n-th value of `literals`).
    strings: Vec<usize>,
}

impl Context<'_> {
    /// The value of the string literal `pair`.
    fn literal(&self, pair: &Pair<'_, MetaRule>) -> Option<String> {
        if self.strings.len() != self.literals.len() {
            return None;
        }
        let index = self
            .strings
            .iter()
            .position(|&s| s == pair.as_span().start())?;
        self.literals.get(index).cloned()
    }
}

/// The branches of an expression, with nested leading choices replaced by theirs.
fn alternatives(expression: &Pair<'_, MetaRule>, context: &Context<'_>) -> Vec<Branch> {
    let mut found = Vec::new();
    for terms in split_choice(expression) {
        if let Some(group) = terms.first().and_then(plain_group) {
            if split_choice(&group).len() > 1 {
                found.extend(alternatives(&group, context));
                continue;
            }
        }
        let (Some(first), Some(last)) = (terms.first(), terms.last()) else {
            continue;
        };
        let start = first.as_span().start();
        let end = last.as_span().end();
        let source = &first.get_input()[start..end];
        found.push(Branch {
            source: source.trim().to_owned(),
            rule: single_rule(&terms, context.names),
            literal: leading_literal(&terms, context),
        });
    }
    found
}

/// The terms of an expression, split at its top-level `|`s.
fn split_choice<'i>(expression: &Pair<'i, MetaRule>) -> Vec<Vec<Pair<'i, MetaRule>>> {
    let mut branches = vec![Vec::new()];
    for pair in expression.clone().into_inner() {
        match pair.as_rule() {
            MetaRule::choice_operator => branches.push(Vec::new()),
            MetaRule::term => branches.last_mut().map_or((), |b| b.push(pair)),
            _ => {}
        }
    }
    branches.retain(|branch| !branch.is_empty());
    branches
}

/// A term's node and operators, without its tag (`#tag =` does not change what it
/// matches).
fn term_core<'i>(term: &Pair<'i, MetaRule>) -> Vec<Pair<'i, MetaRule>> {
    term.clone()
        .into_inner()
        .filter(|p| {
            !matches!(
                p.as_rule(),
                MetaRule::tag_id | MetaRule::assignment_operator
            )
        })
        .collect()
}

/// The expression inside a term that is only a parenthesised expression.
fn plain_group<'i>(term: &Pair<'i, MetaRule>) -> Option<Pair<'i, MetaRule>> {
    match term_core(term).as_slice() {
        [open, expression, close]
            if open.as_rule() == MetaRule::opening_paren
                && close.as_rule() == MetaRule::closing_paren =>
        {
            Some(expression.clone())
        }
        _ => None,
    }
}

/// The grammar rule a branch is, when it is one plain reference to one.
fn single_rule(terms: &[Pair<'_, MetaRule>], names: &[&str]) -> Option<String> {
    let [term] = terms else { return None };
    match term_core(term).as_slice() {
        [identifier]
            if identifier.as_rule() == MetaRule::identifier
                && names.contains(&identifier.as_str()) =>
        {
            Some(identifier.as_str().to_owned())
        }
        _ => None,
    }
}

/// The string a branch starts with: its first term is a plain string literal, or a
/// plain group whose one branch starts with one.
fn leading_literal(terms: &[Pair<'_, MetaRule>], context: &Context<'_>) -> Option<String> {
    let first = terms.first()?;
    if let Some(group) = plain_group(first) {
        return match split_choice(&group).as_slice() {
            [only] => leading_literal(only, context),
            _ => None,
        };
    }
    match term_core(first).as_slice() {
        [string] if string.as_rule() == MetaRule::string => context.literal(string),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::load;

    fn facts_of(text: &str) -> Vec<RuleFacts> {
        let grammar = load::parse(text, "t.pest", PathBuf::from("t.pest")).expect("grammar parses");
        facts(&grammar, |name| Some(name.to_uppercase()))
    }

    fn rule<'a>(facts: &'a [RuleFacts], name: &str) -> &'a RuleFacts {
        facts
            .iter()
            .find(|r| r.name == name)
            .expect("rule is listed")
    }

    fn branch(source: &str, rule: Option<&str>, literal: Option<&str>) -> Branch {
        Branch {
            source: source.to_owned(),
            rule: rule.map(str::to_owned),
            literal: literal.map(str::to_owned),
        }
    }

    const GRAMMAR: &str = "//! The grammar.\n\n\
        // ----------\n\
        // First part\n\n\
        // About a.\n\
        // Twice.\n\
        /// a = b | c\n\
        ///     | \"x\"\n\
        a = { b | c ~ b | \"x\\ty\" ~ c | !\"z\" ~ b }\n\n\
        // A lone note.\n\n\
        /// b = \"b\"\n\
        b = @{ \"b\"+ }\n\n\
        // ----------\n\
        // Second part\n\
        c = _{ (b | (\"q\" ~ b)) ~ ASCII_DIGIT | #t = b | \"w\" ~ a }\n";

    #[test]
    fn docs_comments_and_sections_are_read() {
        let facts = facts_of(GRAMMAR);
        let names: Vec<&str> = facts.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "c"]);
        let a = rule(&facts, "a");
        assert_eq!(a.docs, ["a = b | c", "    | \"x\""]);
        assert_eq!(a.comments, ["About a.", "Twice."]);
        assert_eq!(a.section.as_deref(), Some("First part"));
        assert_eq!(a.source, "a = { b | c ~ b | \"x\\ty\" ~ c | !\"z\" ~ b }");
        assert_eq!(a.kind, RuleType::Normal);
        assert_eq!(a.type_name.as_deref(), Some("A"));
        let b = rule(&facts, "b");
        assert!(b.comments.is_empty(), "a blank line cuts the block");
        assert_eq!(b.section.as_deref(), Some("First part"));
        assert_eq!(b.kind, RuleType::Atomic);
        let c = rule(&facts, "c");
        assert_eq!(c.section.as_deref(), Some("Second part"));
        assert!(c.comments.is_empty(), "a heading is no comment");
        assert_eq!(c.kind, RuleType::Silent);
    }

    #[test]
    fn uses_and_users_are_in_order() {
        let facts = facts_of(GRAMMAR);
        assert_eq!(rule(&facts, "a").uses, ["b", "c"]);
        assert!(rule(&facts, "b").uses.is_empty());
        assert_eq!(
            rule(&facts, "c").uses,
            ["b", "a"],
            "ASCII_DIGIT is built in"
        );
        assert_eq!(rule(&facts, "a").used_by, ["c"]);
        assert_eq!(rule(&facts, "b").used_by, ["a", "c"]);
        assert_eq!(rule(&facts, "c").used_by, ["a"]);
    }

    #[test]
    fn branches_name_their_rule_or_leading_literal() {
        let facts = facts_of(GRAMMAR);
        assert_eq!(
            rule(&facts, "a").alternatives,
            [
                branch("b", Some("b"), None),
                branch("c ~ b", None, None),
                branch("\"x\\ty\" ~ c", None, Some("x\ty")),
                branch("!\"z\" ~ b", None, None),
            ]
        );
        assert_eq!(
            rule(&facts, "b").alternatives,
            [branch("\"b\"+", None, None)],
            "a body that is no choice is one branch; a repeated literal is no start"
        );
        assert_eq!(
            rule(&facts, "c").alternatives,
            [
                branch("b", Some("b"), None),
                branch("(\"q\" ~ b)", None, Some("q")),
                branch("#t = b", Some("b"), None),
                branch("\"w\" ~ a", None, Some("w")),
            ],
            "a leading group's branches replace it"
        );
    }

    #[test]
    fn emits_a_static_of_runtime_values() {
        let grammar =
            load::parse(GRAMMAR, "t.pest", PathBuf::from("/g/t.pest")).expect("grammar parses");
        let code = emit(&grammar, |_| None).to_string();
        for item in [
            "pub static GRAMMAR : :: url_runtime :: Grammar",
            ":: core :: include_str ! (\"/g/t.pest\")",
            "type_name : :: core :: option :: Option :: None",
            "literal : :: core :: option :: Option :: Some (\"q\")",
        ] {
            assert!(code.contains(item), "missing `{item}` in {code}");
        }
        assert!(code.contains("kind : :: url_runtime :: RuleKind :: Silent"));
    }

    #[test]
    fn inline_text_is_written_out() {
        let mut grammar =
            load::parse("a = { \"a\" }", "t.pest", PathBuf::from("/g")).expect("grammar parses");
        grammar.includes.clear();
        grammar.written_out = true;
        let code = emit(&grammar, |_| None).to_string();
        assert!(code.contains("text : \"a = { \\\"a\\\" }\""), "{code}");
        assert!(!code.contains("include_str"), "{code}");
    }
}
