//! The stages from a loaded grammar to the finished model, in order: lowering
//! ([`model::build`]), then the analyses that fill in what lowering leaves open:
//! which rules report inside atomic rules ([`atomicity`]), which slots are boxed
//! ([`boxing`]), every type's name ([`naming::name_types`]), and which lists stay
//! lazy ([`model::lists::drop_unreadable`]). Each analysis depends on the model's
//! types, the model on none of them.

use crate::load::{Grammar, GrammarError};
use crate::model::{self, Model};
use crate::{atomicity, boxing, naming};

/// The model of `grammar` (read from `file`, named in its problems), analysed and
/// named, or every problem of every rule.
pub fn model(grammar: &Grammar, file: &str) -> Result<Model, Vec<GrammarError>> {
    let mut model = model::build(grammar, file)?;
    atomicity::mark_reports_when_atomic(&mut model);
    boxing::box_cycles(&mut model);
    boxing::box_deep_nesting(&mut model);
    naming::name_types(&mut model);
    model::lists::drop_unreadable(&mut model);
    Ok(model)
}
