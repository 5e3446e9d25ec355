//! The attribute's arguments: the grammar's sources, then options.
//!
//! ```text
//! #[url_derive::grammar("my.pest")]
//! #[url_derive::grammar("a.pest", "b.pest", inline = "extra = { a ~ b }")]
//! #[url_derive::grammar("my.pest", fold_case(literals = ["http://"], rules = ["scheme"]))]
//! #[url_derive::grammar(abnf = "rfc3986.abnf", start = "URI-reference")]
//! #[url_derive::grammar(bnf = "rfc1738.bnf", start = ["url"], allow_hazards)]
//! #[url_derive::grammar(abnf = ["rfc3986.abnf", "rfc7230.abnf"], start = "HTTP-message")]
//! ```

use syn::parse::{Parse, ParseStream};
use syn::{bracketed, Ident, LitStr, Token};
use url_bnf::Dialect;

use crate::fold_case::{self, FoldCase};
use crate::load::Source;
use crate::rfc_grammar::RfcGrammar;

/// The attribute's arguments: the grammar's sources (files, relative to the crate's
/// `Cargo.toml`, `inline = "..."` text, or an RFC's grammar with `abnf = "..."` or
/// `bnf = "..."`), then options.
pub struct Args {
    /// The first source's literal (where grammar errors are shown).
    pub path: LitStr,
    /// Every source, in order: several are read as one grammar, as pest_derive
    /// reads several `grammar`/`grammar_inline` attributes.
    pub sources: Vec<Source>,
    /// The `fold_case` option.
    pub fold_case: FoldCase,
}

/// The options of an RFC grammar source, read wherever they appear.
#[derive(Default)]
struct RfcOptions {
    /// `start = "rule"` or `start = ["a", "b"]`, every occurrence.
    starts: Vec<String>,
    /// `allow_hazards`.
    allow_hazards: bool,
    /// Where the first of them is (for the error when there is no RFC grammar).
    first: Option<proc_macro2::Span>,
}

const OPTIONS: &str = "unknown option: the options are fold_case(literals = [...], rules = [...]), and with abnf = \"...\" or bnf = \"...\": start = \"rule\" (or [\"a\", \"b\"]) and allow_hazards";

impl Parse for Args {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let usage = "expected the grammar file's path: #[grammar(\"../my.pest\")], several paths, inline = \"grammar text\", abnf = \"rfc.abnf\" or bnf = \"rfc.bnf\"";
        let (path, first) = source(input)?.ok_or_else(|| syn::Error::new(input.span(), usage))?;
        let mut sources = vec![first];
        let mut fold_case = FoldCase::default();
        let mut rfc = RfcOptions::default();
        while input.peek(Token![,]) {
            input.parse::<Token![,]>()?;
            if input.is_empty() {
                break;
            }
            if let Some((_, more)) = source(input)? {
                sources.push(more);
                continue;
            }
            let option: Ident = input.parse()?;
            match option.to_string().as_str() {
                "fold_case" => fold_case::parse_lists(&mut fold_case, input)?,
                "start" => {
                    input.parse::<Token![=]>()?;
                    if input.peek(LitStr) {
                        rfc.starts.push(input.parse::<LitStr>()?.value());
                    } else {
                        let list;
                        bracketed!(list in input);
                        let items = list.parse_terminated(<LitStr as Parse>::parse, Token![,])?;
                        rfc.starts.extend(items.iter().map(LitStr::value));
                    }
                    rfc.first.get_or_insert(option.span());
                }
                "allow_hazards" => {
                    rfc.allow_hazards = true;
                    rfc.first.get_or_insert(option.span());
                }
                _ => return Err(syn::Error::new(option.span(), OPTIONS)),
            }
        }
        let mut rfc_sources = sources.iter_mut().filter_map(|source| match source {
            Source::Rfc(grammar) => Some(grammar),
            _ => None,
        });
        match (rfc_sources.next(), rfc_sources.next()) {
            (_, Some(_)) => {
                return Err(syn::Error::new(
                    path.span(),
                    "one abnf/bnf grammar per attribute (its start rules and options are the attribute's)",
                ))
            }
            (Some(grammar), None) => {
                grammar.starts = rfc.starts;
                grammar.allow_hazards = rfc.allow_hazards;
            }
            (None, None) => {
                if let Some(span) = rfc.first {
                    return Err(syn::Error::new(
                        span,
                        "`start` and `allow_hazards` apply to an RFC grammar: abnf = \"...\" or bnf = \"...\"",
                    ));
                }
            }
        }
        Ok(Args {
            path,
            sources,
            fold_case,
        })
    }
}

/// A grammar source at the head of `input` (`"file.pest"`, `inline = "text"`,
/// `abnf = "file"` or `bnf = "file"`), with its literal; `None` (nothing read) when
/// something else comes.
fn source(input: ParseStream<'_>) -> syn::Result<Option<(LitStr, Source)>> {
    if input.peek(LitStr) {
        let file: LitStr = input.parse()?;
        let source = Source::File(file.value());
        return Ok(Some((file, source)));
    }
    if input.peek(Ident) && input.peek2(Token![=]) {
        let fork = input.fork();
        let key: Ident = fork.parse()?;
        let dialect = match key.to_string().as_str() {
            "inline" => None,
            "abnf" => Some(Dialect::Abnf),
            "bnf" => Some(Dialect::RfcBnf),
            _ => return Ok(None),
        };
        input.parse::<Ident>()?;
        input.parse::<Token![=]>()?;
        // `abnf = ["a.abnf", "b.abnf"]`: several files read as one grammar.
        if let (Some(dialect), true) = (dialect, input.peek(syn::token::Bracket)) {
            let list;
            bracketed!(list in input);
            let files = list.parse_terminated(<LitStr as Parse>::parse, Token![,])?;
            let Some(first) = files.first().cloned() else {
                return Err(syn::Error::new(
                    list.span(),
                    "expected at least one grammar file",
                ));
            };
            let names = files.iter().map(LitStr::value).collect();
            let source = Source::Rfc(RfcGrammar::new(names, dialect));
            return Ok(Some((first, source)));
        }
        let text: LitStr = input.parse()?;
        let source = match dialect {
            None => Source::Inline(text.value()),
            Some(dialect) => Source::Rfc(RfcGrammar::new(vec![text.value()], dialect)),
        };
        return Ok(Some((text, source)));
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rfc(args: &Args) -> &RfcGrammar {
        match &args.sources[0] {
            Source::Rfc(grammar) => grammar,
            other => panic!("not an RFC grammar: {other:?}"),
        }
    }

    #[test]
    fn sources_and_options_are_read() {
        let args: Args =
            syn::parse_str(r#""g.pest", inline = "x = { \"a\" }", fold_case(literals = ["ab:"])"#)
                .unwrap();
        assert_eq!(args.path.value(), "g.pest");
        assert_eq!(
            args.sources,
            [
                Source::File("g.pest".into()),
                Source::Inline("x = { \"a\" }".into())
            ]
        );
        assert!(args.fold_case.literals.contains("ab:"));
    }

    #[test]
    fn an_rfc_grammar_takes_start_rules_and_allow_hazards() {
        let args: Args = syn::parse_str(
            r#"abnf = "rfc3986.abnf", start = "URI", start = ["a", "b"], allow_hazards"#,
        )
        .unwrap();
        assert_eq!(args.path.value(), "rfc3986.abnf");
        let grammar = rfc(&args);
        assert_eq!(grammar.files, ["rfc3986.abnf"]);
        assert_eq!(grammar.dialect, Dialect::Abnf);
        assert_eq!(grammar.starts, ["URI", "a", "b"]);
        assert!(grammar.allow_hazards);
        let bnf: Args = syn::parse_str(r#"bnf = "rfc1738.bnf""#).unwrap();
        assert_eq!(rfc(&bnf).dialect, Dialect::RfcBnf);
        assert!(rfc(&bnf).starts.is_empty() && !rfc(&bnf).allow_hazards);
    }

    #[test]
    fn several_rfc_files_are_one_grammar() {
        let args: Args =
            syn::parse_str(r#"abnf = ["rfc3986.abnf", "rfc7230.abnf"], start = "HTTP-message""#)
                .unwrap();
        assert_eq!(args.path.value(), "rfc3986.abnf");
        let grammar = rfc(&args);
        assert_eq!(grammar.files, ["rfc3986.abnf", "rfc7230.abnf"]);
        assert_eq!(grammar.starts, ["HTTP-message"]);
        assert!(syn::parse_str::<Args>(r#"abnf = []"#).is_err());
        assert!(syn::parse_str::<Args>(r#"inline = ["x"]"#).is_err());
    }

    #[test]
    fn misplaced_options_are_errors() {
        for text in [
            r#""g.pest", start = "x""#,
            r#""g.pest", allow_hazards"#,
            r#"abnf = "a.abnf", bnf = "b.bnf""#,
            r#"abnf = "a.abnf", begin = "x""#,
            r#""g.pest", fold(rules = [])"#,
        ] {
            assert!(syn::parse_str::<Args>(text).is_err(), "{text}");
        }
    }
}
