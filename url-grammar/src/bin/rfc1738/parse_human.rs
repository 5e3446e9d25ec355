//! The human-readable report of `rfc1738 parse`: a verdict line, the typed tree and
//! the URL's meaning (common parts, lints, the scheme view's key facts); or the
//! error with a caret under the input.

use std::io::{self, Write};

use url_grammar::semantics::{GopherPlus, NewsTarget, Text, Url, View, WaisTarget};
use url_runtime::ParseError;

use crate::lossless;
use crate::style::{self, paint};
use crate::tree;

/// Width of the label column of the semantics block.
const LABEL_WIDTH: usize = 16;

/// Writes the report of `input` (`bytes` as text) and its parse, after `FILE:LINE: `
/// when `at` names where it is from. Bytes that are not UTF-8 are shown as `\xHH`.
pub fn write(
    out: &mut impl Write,
    input: &str,
    bytes: &[u8],
    parsed: &Result<Url<'_>, ParseError>,
    color: bool,
    at: Option<(&str, u64)>,
) -> io::Result<()> {
    if let Some((file, line)) = at {
        write!(
            out,
            "{}",
            paint(color, style::DIM, format!("{file}:{line}: "))
        )?;
    }
    match parsed {
        Ok(url) => {
            writeln!(
                out,
                "{} {} {}",
                paint(color, style::VALID, "valid"),
                paint(color, style::RULE, url.production()),
                tree::quoted(input, color)
            )?;
            write!(out, "{}", tree::render_over(url.ast(), input, color))?;
            writeln!(out, "{}", paint(color, style::HEADING, "semantics"))?;
            for (label, values) in facts(url) {
                write_row(out, label, &values)?;
            }
            Ok(())
        }
        Err(error) => writeln!(
            out,
            "{} {}\n{}",
            paint(color, style::INVALID, "invalid"),
            if std::str::from_utf8(bytes).is_ok() {
                tree::quoted(input, color)
            } else {
                paint(color, style::TEXT, lossless::quoted(bytes))
            },
            error.render()
        ),
    }
}

/// One labelled row; a list shows one value a line, under each other, and a long
/// value shows its start and its length.
fn write_row(out: &mut impl Write, label: &str, values: &[String]) -> io::Result<()> {
    let shown = |value: &String| match tree::head(value) {
        Some(head) => format!("{head}… ({} bytes)", value.len()),
        None => value.clone(),
    };
    let mut values = values.iter().map(shown);
    let first = values.next().unwrap_or_else(|| "-".to_owned());
    writeln!(out, "  {label:<LABEL_WIDTH$}{first}")?;
    for value in values {
        writeln!(out, "  {:<LABEL_WIDTH$}{value}", "")?;
    }
    Ok(())
}

/// The rows of the semantics block: common parts (section 3.1), lints (sections
/// 2.2, 6), then the scheme view. An absent part is shown as `-`.
fn facts(url: &Url<'_>) -> Vec<(&'static str, Vec<String>)> {
    let view = url.view();
    let scheme = if url.scheme_case_folded() {
        format!(
            "{} (written {}; section 2.1)",
            url.scheme_name(),
            url.scheme()
        )
    } else {
        url.scheme().to_owned()
    };
    let mut rows = vec![
        ("scheme", vec![scheme]),
        ("user", view.user().map(text).into_iter().collect()),
        ("password", view.password().map(text).into_iter().collect()),
        (
            "host",
            view.host()
                .map(|host| host.as_str().to_owned())
                .into_iter()
                .collect(),
        ),
        (
            "port",
            view.port()
                .map(|port| port.as_str().to_owned())
                .into_iter()
                .collect(),
        ),
        (
            "effective port",
            view.effective_port()
                .map(|port| port.to_string())
                .into_iter()
                .collect(),
        ),
        (
            "lints",
            url.lints().iter().map(|lint| lint.to_string()).collect(),
        ),
    ];
    rows.extend(view_facts(&view));
    rows
}

/// The key facts of the scheme view (section 3.x), by scheme.
fn view_facts(view: &View<'_, '_>) -> Vec<(&'static str, Vec<String>)> {
    let one =
        |text: Option<Text<'_>>| -> Vec<String> { text.map(self::text).into_iter().collect() };
    match view {
        View::Http(http) => vec![
            // Whole paths as written: decoding would merge "%2F" into the "/"
            // between segments.
            (
                "path",
                http.path()
                    .map(|path| printable(path.raw()))
                    .into_iter()
                    .collect(),
            ),
            ("search", one(http.search())),
        ],
        View::Ftp(ftp) => vec![
            (
                "typecode",
                ftp.typecode()
                    .map(|code| code.letter().to_string())
                    .into_iter()
                    .collect(),
            ),
            (
                "ftp commands",
                ftp.commands()
                    .iter()
                    .map(|command| printable(&command.to_string()))
                    .collect(),
            ),
        ],
        View::Gopher(gopher) => {
            let default = if gopher.has_default_type() {
                " (default, section 3.4)"
            } else {
                ""
            };
            vec![
                (
                    "gopher type",
                    vec![format!(
                        "{}{default}",
                        printable(&gopher.gopher_type().to_string())
                    )],
                ),
                ("selector", one(gopher.selector())),
                ("search", one(gopher.search())),
                ("gopher+ string", one(gopher.gopher_plus_string())),
                (
                    "gopher+ form",
                    gopher
                        .gopher_plus()
                        .map(|form| gopher_plus_form(&form).to_owned())
                        .into_iter()
                        .collect(),
                ),
            ]
        }
        View::News(news) => vec![match news.target() {
            NewsTarget::AllGroups => ("news", vec!["all groups (*)".to_owned()]),
            NewsTarget::Group(group) => ("newsgroup", vec![text(group)]),
            NewsTarget::Article(id) => ("message-id", vec![text(id.text())]),
        }],
        View::Nntp(nntp) => vec![
            ("newsgroup", vec![text(nntp.group())]),
            ("article", one(nntp.article())),
        ],
        View::Telnet(_) => Vec::new(),
        View::Wais(wais) => {
            let mut rows = vec![("database", vec![text(wais.database())])];
            match wais.target() {
                WaisTarget::Database => {}
                WaisTarget::Search(search) => rows.push(("search", vec![text(search)])),
                WaisTarget::Document { wtype, wpath } => {
                    rows.push(("wtype", vec![text(wtype)]));
                    rows.push(("wpath", vec![text(wpath)]));
                }
            }
            rows
        }
        View::Mailto(mailto) => vec![("address", vec![text(mailto.address())])],
        View::File(file) => vec![
            ("local", vec![file.is_local().to_string()]),
            ("path", vec![printable(file.path().raw())]),
            ("name", vec![text(file.name())]),
        ],
        View::Prospero(prospero) => vec![
            ("hsoname", vec![text(prospero.hsoname())]),
            (
                "fields",
                prospero
                    .fields()
                    .into_iter()
                    .map(|field| format!("{}={}", text(field.name), text(field.value)))
                    .collect(),
            ),
        ],
        View::Other(other) => vec![
            ("schemepart", vec![printable(other.schemepart().raw())]),
            ("ip-based", vec![other.is_ip_based().to_string()]),
            ("url-path", one(other.urlpath())),
        ],
    }
}

/// The name of a Gopher+ form (sections 3.4.4 to 3.4.9).
fn gopher_plus_form(form: &GopherPlus<'_>) -> &'static str {
    match form {
        GopherPlus::DefaultView => "default view",
        GopherPlus::AskItem => "item with a +ASK form",
        GopherPlus::ItemAttributes(_) => "item attributes",
        GopherPlus::DirectoryAttributes(_) => "directory attributes",
        GopherPlus::AlternateView { .. } => "alternate view",
        GopherPlus::FilledForm(_) => "filled-out form",
        GopherPlus::Other(_) => "other",
    }
}

/// A component decoded (section 2.2), followed by how it is written when that
/// differs: `/etc (%2Fetc)`.
fn text(text: Text<'_>) -> String {
    let decoded = printable(&text.decode_lossy());
    if text.has_escapes() {
        format!("{decoded} ({})", text.raw())
    } else if decoded.is_empty() {
        "(empty)".to_owned()
    } else {
        decoded
    }
}

/// The text with control and bidirectional characters escaped
/// ([`url_runtime::printable`]), so that a decoded component cannot move the cursor,
/// send terminal commands or reorder what is shown.
fn printable(text: &str) -> String {
    url_runtime::printable(text).into_owned()
}
