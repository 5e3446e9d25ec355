//! The `fold_case` option of the attribute: literals and rules that match ASCII
//! letters in either case when a parse asks for it (`parse_with` and
//! `url_runtime::ParseOptions::fold_case`), and exactly as written otherwise.
//!
//! ```text
//! #[url_derive::grammar("my.pest", fold_case(literals = ["http://"], rules = ["scheme"]))]
//! ```
//!
//! A listed literal is matched folding case wherever it occurs. A listed rule must be
//! atomic (`@{...}`) with no fields, so that its one matcher is all of it: under the
//! option, its literals and character classes take both cases of every letter.

use std::collections::BTreeSet;

use syn::parse::{Parse, ParseStream};
use syn::{bracketed, parenthesized, Ident, LitStr, Token};

use crate::errors::Errors;
use crate::load::Grammar;
use crate::model::{Model, Shape};

/// What the `fold_case` option names; empty when the attribute has none.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FoldCase {
    /// Literals matched folding case wherever they occur.
    pub literals: BTreeSet<String>,
    /// Atomic rules whose whole matcher folds case.
    pub rules: BTreeSet<String>,
}

impl FoldCase {
    /// True when the attribute named anything to fold (and so the generated types
    /// get `parse_with`).
    pub fn is_on(&self) -> bool {
        !self.literals.is_empty() || !self.rules.is_empty()
    }

    /// Reports every listed rule the grammar does not have (the grammar may have
    /// problems of its own: its rules' names are known).
    pub fn check_names(&self, grammar: &Grammar, errors: &Errors) {
        for name in &self.rules {
            if grammar.rule(name).is_none() {
                errors.attribute(format!("fold_case: no rule `{name}` in the grammar"));
            }
        }
    }

    /// Reports every listed rule of `model` that cannot fold case: one that is not
    /// atomic or has fields.
    pub fn check_shapes(&self, model: &Model, errors: &Errors) {
        for rule in &model.rules {
            let folds = rule.atomic && matches!(rule.shape, Shape::Leaf);
            if self.rules.contains(&rule.name) && !folds {
                errors.attribute(format!(
                    "fold_case: rule `{}` must be atomic (`@{{...}}`) and have no fields",
                    rule.name
                ));
            }
        }
    }
}

/// Reads the option's parenthesised list (`literals = [...], rules = [...]`) into
/// `fold_case`.
pub fn parse_lists(fold_case: &mut FoldCase, input: ParseStream<'_>) -> syn::Result<()> {
    let content;
    parenthesized!(content in input);
    while !content.is_empty() {
        let key: Ident = content.parse()?;
        content.parse::<Token![=]>()?;
        let list;
        bracketed!(list in content);
        let items = list.parse_terminated(<LitStr as Parse>::parse, Token![,])?;
        let target = match key.to_string().as_str() {
            "literals" => &mut fold_case.literals,
            "rules" => &mut fold_case.rules,
            _ => {
                return Err(syn::Error::new(
                    key.span(),
                    "fold_case takes `literals = [...]` and `rules = [...]`",
                ))
            }
        };
        target.extend(items.iter().map(LitStr::value));
        if !content.is_empty() {
            content.parse::<Token![,]>()?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::Args;
    use crate::{load, stages};

    fn grammar_of(text: &str) -> Grammar {
        load::parse(text, "t.pest", "t.pest".into()).expect("grammar parses")
    }

    /// The messages `fold_case` reports on `text`.
    fn problems(fold_case: &FoldCase, text: &str) -> Vec<String> {
        let grammar = grammar_of(text);
        let model = stages::model(&grammar, "t.pest").expect("grammar models");
        let errors = Errors::new(proc_macro2::Span::call_site());
        fold_case.check_names(&grammar, &errors);
        fold_case.check_shapes(&model, &errors);
        errors.check().map_or_else(
            |combined| combined.into_iter().map(|e| e.to_string()).collect(),
            |()| Vec::new(),
        )
    }

    #[test]
    fn the_option_is_read_and_checked() {
        let args: Args =
            syn::parse_str(r#""g.pest", fold_case(literals = ["ab:"], rules = ["name"])"#).unwrap();
        assert_eq!(args.path.value(), "g.pest");
        assert!(args.fold_case.literals.contains("ab:"));
        let fits = "name = @{ 'a'..'z'+ }\nrest = { name ~ \":\" ~ name }";
        assert!(problems(&args.fold_case, fits).is_empty());
        assert_eq!(
            problems(&args.fold_case, "name = { \"a\" }"),
            ["fold_case: rule `name` must be atomic (`@{...}`) and have no fields"]
        );
        assert!(syn::parse_str::<Args>(r#""g.pest", fold(rules = [])"#).is_err());
        let plain: Args = syn::parse_str(r#""g.pest""#).unwrap();
        assert!(!plain.fold_case.is_on());
    }

    #[test]
    fn every_problem_is_reported() {
        let args: Args =
            syn::parse_str(r#""g.pest", fold_case(rules = ["x", "name", "y", "rest"])"#).unwrap();
        let grammar = "name = @{ 'a'..'z'+ }\nrest = { name ~ \":\" ~ name }";
        assert_eq!(
            problems(&args.fold_case, grammar),
            [
                "fold_case: no rule `x` in the grammar",
                "fold_case: no rule `y` in the grammar",
                "fold_case: rule `rest` must be atomic (`@{...}`) and have no fields",
            ]
        );
    }
}
