//! The code generated for `rfc1738.pest`, checked in at
//! `url-grammar/generated/ast.rs`: it is url-grammar's `ast` module when its
//! `derive` feature is off (so the library and its users can build without the
//! generator and pest), it must equal what the macro generates there with the
//! feature on, and every grammar or
//! generator change shows its effect on the generated API in review. The test here
//! keeps it fresh; `UPDATE_SNAPSHOTS=1 cargo test -p url-derive` rewrites it.

use std::path::{Path, PathBuf};

use crate::args::Args;
use crate::fold_case::FoldCase;
use crate::{expand, load, stages};

/// The crate's directory.
fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The options of url-grammar's `#[url_derive::grammar(...)]` on its `mod ast`,
/// read from its `src/lib.rs`, so that the snapshot is generated exactly as the
/// macro is applied there (`fold_case` names the scheme literals of section 3's
/// schemes and `genericurl`'s `scheme` rule, which `ParseOptions::fold_case` reads
/// in either case, section 2.1).
fn library_options() -> FoldCase {
    let path = crate_dir().join("../url-grammar/src/lib.rs");
    let text = std::fs::read_to_string(&path).unwrap();
    let file = syn::parse_file(&text).expect("url-grammar's lib.rs parses");
    let attribute = file
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Mod(module) if module.ident == "ast" => Some(&module.attrs),
            _ => None,
        })
        .flatten()
        .find(|attr| {
            attr.path()
                .segments
                .last()
                .is_some_and(|s| s.ident == "grammar")
        })
        .expect("url-grammar's lib.rs applies url_derive::grammar to `mod ast`");
    let args: Args = attribute.parse_args().expect("the arguments parse");
    args.fold_case
}

/// The workspace's grammar file (url-grammar's `rfc1738.pest` links to it).
fn rfc1738_grammar() -> PathBuf {
    crate_dir().join("../rfc1738.pest")
}

/// The generated code for the grammar at `path`, pretty-printed.
pub fn pretty(path: &Path, display: &str) -> String {
    let grammar = load::load(Path::new("/"), &path.display().to_string()).expect("grammar loads");
    let model = stages::model(&grammar, display).expect("grammar models");
    let fold_case = library_options();
    let errors = crate::errors::Errors::new(proc_macro2::Span::call_site());
    fold_case.check_names(&grammar, &errors);
    fold_case.check_shapes(&model, &errors);
    errors.check().expect("the options fit the grammar");
    let mut tokens = expand::generate_with(&grammar, &model, &fold_case).to_string();
    // The include_str! path is absolute and machine-specific; show it relative.
    tokens = tokens.replace(&path.display().to_string(), display);
    let file = syn::parse_file(&tokens)
        .unwrap_or_else(|e| panic!("generated code does not parse: {e}\n{tokens}"));
    prettyplease::unparse(&file)
}

#[test]
fn rfc1738_snapshot_is_fresh() {
    let grammar = rfc1738_grammar().canonicalize().unwrap();
    // The path of `include_str!`, relative to the generated file.
    let actual = pretty(&grammar, "../rfc1738.pest");
    let snapshot = crate_dir().join("../url-grammar/generated/ast.rs");
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::create_dir_all(snapshot.parent().unwrap()).unwrap();
        std::fs::write(&snapshot, &actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&snapshot).unwrap_or_default();
    if expected != actual {
        let first = expected
            .lines()
            .zip(actual.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        panic!(
            "the snapshot {} is stale (first difference at line {}); review the change and run `UPDATE_SNAPSHOTS=1 cargo test -p url-derive`",
            snapshot.display(),
            first + 1
        );
    }
}

/// Appending a rule to the grammar is all it takes to get its type and functions.
#[test]
fn an_appended_rule_gets_its_type() {
    let path = rfc1738_grammar();
    let mut text = std::fs::read_to_string(&path).unwrap();
    text.push_str("\n/// An x and digits.\nx_rule = @{ \"x\" ~ digits }\n");
    let grammar = load::parse(&text, "rfc1738.pest", path).expect("grammar parses");
    let model = stages::model(&grammar, "rfc1738.pest").expect("grammar models");
    let code = expand::generate(&grammar, &model).to_string();
    for item in [
        "pub struct XRule < 'i >",
        "impl < 'i > XRule < 'i >",
        "pub fn parse (input : & 'i str) -> :: core :: result :: Result < Self",
        "fn m_x_rule",
        "fn b_x_rule",
        "fn r_x_rule",
        "\"x_rule\" => :: core :: option :: Option :: Some (:: url_runtime :: State :: check (input , __parser :: m_x_rule , __parser :: r_x_rule , \"x_rule\"))",
    ] {
        assert!(
            code.contains(item),
            "missing `{item}` in the generated code"
        );
    }
}

/// The code generated from grammar `text`, as one line of tokens.
fn generated(text: &str) -> String {
    let grammar = load::parse(text, "t.pest", crate_dir().join("t.pest")).expect("grammar parses");
    let model = stages::model(&grammar, "t.pest").expect("grammar models");
    expand::generate(&grammar, &model).to_string()
}

/// `code` from the first `marker` on; panics when there is none.
fn from<'c>(code: &'c str, marker: &str) -> &'c str {
    let start = code
        .find(marker)
        .unwrap_or_else(|| panic!("no `{marker}` in the generated code"));
    &code[start..]
}

/// An entry point builds inline, once: on a short stack its `parse` calls itself
/// again on a new one. The `parse`, `validate` and `is_valid` of a rule other
/// rules call, and `parse_rule`, which calls every rule's `parse`, are `#[inline]`:
/// compiled only in a crate that calls them.
#[test]
fn entry_points_are_compiled_once_and_only_where_used() {
    let text =
        "top = { pair ~ (\",\" ~ pair)* }\npair = { item ~ \"=\" ~ item }\nitem = @{ \"a\"+ }\n";
    let code = generated(text);
    let entry = |ty: &str, function: &str| {
        let start = from(&code, &format!("impl < 'i > {ty} < 'i > {{"));
        let body = from(start, &format!("fn {function} ("));
        let attributes = start[..start.len() - body.len()]
            .rsplit("pub const RULE")
            .next()
            .unwrap()
            .rsplit(';')
            .next()
            .unwrap()
            .to_string();
        let body = body.split("pub fn").next().unwrap().to_string();
        (attributes.contains("# [inline]"), body)
    };
    let (inline, body) = entry("Top", "parse");
    assert!(!inline, "{body}");
    assert_eq!(body.matches("__parser :: b_top").count(), 1, "{body}");
    assert!(
        body.contains("on_grown_stack (input , Self :: parse)"),
        "{body}"
    );
    assert!(!body.contains("with_stack"), "{body}");
    for function in ["parse", "validate", "is_valid"] {
        let (inline, body) = entry("Pair", function);
        assert!(inline, "{function}: {body}");
    }
    let parse_rule = from(&code, "pub fn parse_rule");
    let before = &code[..code.len() - parse_rule.len()];
    assert!(before.trim_end().ends_with("# [inline]"), "{before}");
}

/// A struct's or enum's `Clone`, `to_boxed` and `for_each_child` call their
/// bodies in `__impls`, where each is compiled once, not inlined (`to_boxed` one
/// generic function for all); `Debug` is in place, its fields passed as `&&T`; a
/// leaf stays `Copy`, with its impls in place. (What they do, `children()` copying the nodes
/// `for_each_child()` visits, is tested in tests/tests/spans.rs; that `Debug`
/// writes what a derived one would, in tests/tests/typed_model.rs.)
#[test]
fn type_impls_are_compiled_once() {
    let text = "pair = { item ~ \"=\" ~ (item | pair) }\nitem = @{ \"a\"+ }\n";
    let code = generated(text);
    for (ty, prefix, function) in [
        ("Pair", "", "Pair"),
        ("ItemOrPair", "super :: ", "pair__ItemOrPair"),
    ] {
        let clone = from(
            &code,
            &format!("impl < 'i > :: core :: clone :: Clone for {ty} < 'i >"),
        );
        assert!(
            clone.contains(&format!(
                "fn clone (& self) -> Self {{ {prefix}__impls :: clone_{function} (self) }}"
            )),
            "{clone}"
        );
        let debug = from(
            &code,
            &format!("impl :: core :: fmt :: Debug for {ty} < '_ > {{ # [inline (never)] fn fmt"),
        );
        let debug = &debug[..debug.find("impl").expect("an impl after Debug")];
        assert!(!debug.contains("__impls"), "{debug}");
        let node = from(
            &code,
            &format!("impl < 'i > :: url_runtime :: Node < 'i > for {ty} < 'i >"),
        );
        assert!(
            node.contains(&format!("{{ {prefix}__impls :: boxed (self) }}")),
            "{node}"
        );
        assert!(
            node.contains(&format!(
                "{{ {prefix}__impls :: visit_{function} (self , visit) }}"
            )),
            "{node}"
        );
        assert!(
            node.contains(&format!(
                "{prefix}__impls :: walk_{function} (self , walker) }}"
            )),
            "{node}"
        );
        for kind in ["clone", "visit", "walk"] {
            let body = format!("# [inline (never)] pub (super) fn {kind}_{function} <");
            assert_eq!(code.matches(&body).count(), 1, "{kind}_{function}: {code}");
        }
    }
    // A struct's fields go to `Debug` as `&&T`, an enum's value as `&&T` too.
    assert!(code.contains("(\"item\" , && self . item)"), "{code}");
    assert!(
        code.contains("debug_variant (f , \"Pair\" , & value)"),
        "{code}"
    );
    assert!(!code.contains("# [inline] fn clone"), "{code}");
    assert!(!code.contains("derive (Debug"), "{code}");
    assert_eq!(code.matches("derive (Clone , Copy").count(), 1, "{code}");
    assert_eq!(code.matches("fn for_each_child").count(), 3, "{code}");
    let module = from(&code, "mod __impls");
    let module = &module[..module.find("mod __parser").expect("__parser after __impls")];
    assert_eq!(module.matches("pub (super) fn").count(), 7, "{module}");
    assert_eq!(
        module.matches("pub (super) fn boxed <").count(),
        1,
        "{module}"
    );
}

/// The recording flavour is `#[cold]`: it runs only after the fast matcher has
/// rejected an input, to explain why, so the compiler inlines little into it.
#[test]
fn recorders_are_cold() {
    let text = "pair = { item ~ \"=\" ~ item }\nitem = @{ \"a\"+ }\nWHITESPACE = _{ \" \" }\n";
    let code = generated(text);
    let recorders = code.matches("pub (super) fn r_").count()
        + code
            .matches("pub (super) fn implicit_skip_recording")
            .count();
    assert_eq!(recorders, 4, "{code}");
    let cold = code.matches("# [cold] pub (super) fn r_").count()
        + code
            .matches("# [cold] pub (super) fn implicit_skip_recording")
            .count();
    assert_eq!(cold, recorders, "{code}");
    assert!(
        !code.contains("# [cold] # [cold]"),
        "an attribute twice: {code}"
    );
}

/// No builder matches its rule before building it, not even one that allocates:
/// the second match cost more (a document's top rules matched the whole document
/// again) than the allocation it saved when the rule failed part-way.
#[test]
fn builders_build_in_one_pass() {
    let text = "nest = { \"(\" ~ nest? ~ \")\" }\nitem = @{ \"a\"+ }\n\
                pair = { item ~ \"=\" ~ item }\nlist = { item ~ (\",\" ~ item)* ~ \";\" }\n";
    let code = generated(text);
    // The body of `b_<rule>`, up to the next function.
    let builder = |rule: &str| {
        let body = from(&code, &format!("fn b_{rule} < 'i >"))
            .split_once('{')
            .unwrap()
            .1;
        body.split("pub (super) fn").next().unwrap().to_string()
    };
    // `nest` keeps its inner `nest` in a `Box`.
    assert!(code.contains("f0 = Some (Box :: new (value))"), "{code}");
    for rule in ["nest", "pair", "list"] {
        assert!(
            !builder(rule).contains(&format!("m_{rule} (st , pos)")),
            "{}",
            builder(rule)
        );
    }
}

/// A repeated choice is one lazy list of an enum, bounded or not: every iteration
/// is an item, so the reader never passes over valueless iterations.
#[test]
fn a_repeated_choice_is_one_list_of_an_enum() {
    let text = "open = { (item | \";\")* ~ \"!\" }\nbounded = { (item | \";\"){0, 3} ~ \"!\" }\nitem = @{ \"a\"+ }\n";
    let code = generated(text);
    let body = |item: &str| {
        let body = from(&code, &format!("pub {item} < 'i >"));
        body[..body.find('}').unwrap()].to_string()
    };
    for (ty, module) in [("Open", "open"), ("Bounded", "bounded")] {
        let fields = body(&format!("struct {ty}"));
        assert!(
            fields.contains(&format!(
                "pub item_or_semicolon : :: url_runtime :: List < 'i , {module} :: ItemOrSemicolon < 'i > >"
            )),
            "{fields}"
        );
        let helpers = from(&code, &format!("pub mod {module}"));
        let variants = from(helpers, "pub enum ItemOrSemicolon < 'i >");
        let variants = &variants[..variants.find('}').unwrap()];
        assert!(
            variants.contains("Item (super :: Item < 'i >)"),
            "{variants}"
        );
        assert!(
            variants.contains("Semicolon (:: url_runtime :: Token < 'i >)"),
            "{variants}"
        );
    }
}

/// The label rules of the dotted-name tests: a hostname's `domainlabel` and
/// `toplabel`.
const LABEL_RULES: &str = "label = @{ ASCII_ALPHANUMERIC ~ (\"-\"* ~ ASCII_ALPHANUMERIC)* }\nlast = @{ ASCII_ALPHA ~ (\"-\"* ~ ASCII_ALPHANUMERIC)* }\n";

/// A dotted name, `(label ~ ".")* ~ last`, is matched in one `Labels` step when its
/// separator cannot occur inside a label, and label by label when it can.
#[test]
fn dotted_names_are_one_step_when_the_separator_stays_outside_labels() {
    let dotted = generated(&format!(
        "name = ${{ (label ~ \".\")* ~ last }}\n{LABEL_RULES}"
    ));
    assert!(
        dotted.contains("st . labels (pos , & LABELS_0)"),
        "{dotted}"
    );
    assert!(dotted.contains("static LABELS_0 : Labels = Labels :: new"));
    let hyphenated = generated(&format!(
        "name = ${{ (label ~ \"-\")* ~ last }}\n{LABEL_RULES}"
    ));
    assert!(!hyphenated.contains("Labels :: new"), "{hyphenated}");
    assert!(hyphenated.contains("break st . byte_in (start"));
}

/// The recording form of a dotted name tries the `Labels` step first only when its
/// separator is a literal: a separator rule would record its own failure after the
/// last label, which the step does not.
#[test]
fn a_dotted_name_records_through_labels_only_with_a_literal_separator() {
    let recorder = |code: &str| {
        let body = from(code, "fn r_name");
        body[..body.find("fn b_name").expect("the builder")].to_string()
    };
    let literal = generated(&format!(
        "name = ${{ (label ~ \".\")* ~ last }}\n{LABEL_RULES}"
    ));
    assert!(
        recorder(&literal).contains("match st . labels (pos , & LABELS_0)"),
        "{}",
        recorder(&literal)
    );
    let rule = generated(&format!(
        "name = ${{ (label ~ dot)* ~ last }}\ndot = @{{ \".\" }}\n{LABEL_RULES}"
    ));
    assert!(
        rule.contains("st . labels (pos , & LABELS_0)"),
        "the fast form"
    );
    assert!(
        !recorder(&rule).contains("st . labels"),
        "{}",
        recorder(&rule)
    );
}

/// On a cycle of recursive rules, the loop breaker's matcher is an ordinary
/// function and the others' are always inlined in optimised builds; every one of
/// them still checks the stack on entry.
#[test]
fn recursive_matchers_are_inlined_into_the_loop_breaker() {
    let code = generated(
        "add = { mul ~ (\"+\" ~ mul)* }\nmul = { primary ~ (\"*\" ~ primary)* }\nprimary = { number | \"(\" ~ add ~ \")\" }\nnumber = @{ ASCII_DIGIT+ }\n",
    );
    let always = "# [cfg_attr (not (debug_assertions) , inline (always))]";
    let attributes = |name: &str| {
        let at = code.find(&format!("fn {name} (")).expect("the matcher");
        let start = code[..at].rfind("} ").map_or(0, |end| end + 2);
        code[start..at].to_string()
    };
    let body = |name: &str| {
        let rest = from(&code, &format!("fn {name} ("));
        rest[..rest[1..].find(" fn ").map_or(rest.len(), |end| end + 1)].to_string()
    };
    for inlined in ["m_mul", "m_primary"] {
        assert!(
            attributes(inlined).contains(always),
            "{}",
            attributes(inlined)
        );
        assert!(
            body(inlined).contains("if ! st . enter ()"),
            "{}",
            body(inlined)
        );
    }
    assert!(
        !attributes("m_add").contains(always),
        "{}",
        attributes("m_add")
    );
    assert!(attributes("m_add").contains("# [inline]"));
}
