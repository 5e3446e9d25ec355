//! The stages from a loaded grammar to the finished model, in order: lowering
//! ([`model::build`]), then the analyses that fill in what lowering leaves open:
//! which rules report inside atomic rules ([`atomicity`]), which slots are boxed
//! ([`boxing`]; the separated lists whose two types that makes unequal are made
//! one again or split, [`model::separated::split_unequal`]), every type's name ([`type_names::name_types`]), and which lists stay
//! lazy ([`model::lists::drop_unreadable`]). Each analysis depends on the model's
//! types, the model on none of them.

use crate::errors::Errors;
use crate::load::Grammar;
use crate::model::{self, Model};
use crate::{atomicity, boxing, type_names};

/// [`build`] for the stages' tests: the model, or every problem found.
#[cfg(test)]
pub fn model(grammar: &Grammar, file: &str) -> Result<Model, Vec<crate::errors::GrammarError>> {
    Errors::collect(|errors| build(grammar, file, errors))
}

/// The model of `grammar` (read from `file`, named in its problems), analysed and
/// named; every problem of every rule is reported into `errors` (`None` then).
pub fn build(grammar: &Grammar, file: &str, errors: &Errors) -> Option<Model> {
    let mut model = model::build(grammar, file, errors)?;
    // Before boxing: a lazy list holds nothing by value, a built one its first item.
    model::lists::drop_unreadable(&mut model);
    atomicity::mark_reports_when_atomic(&mut model);
    boxing::box_cycles(&mut model);
    boxing::box_large_list_items(&mut model);
    boxing::box_deep_nesting(&mut model);
    model::separated::split_unequal(&mut model);
    type_names::name_types(&mut model);
    Some(model)
}
