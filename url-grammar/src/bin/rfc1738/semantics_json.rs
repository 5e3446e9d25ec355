//! The JSON "semantics" object of a URL, the `semantics` of `rfc1738 parse --json`.
//!
//! Components are written decoded (section 2.2) as strings, U+FFFD standing for
//! octets that are not UTF-8, except the whole paths (`path`, `schemepart`,
//! `urlpath`), written as they are because decoding would merge "%2F" into the "/"
//! that separates segments. The input itself is in `"url"`.

use serde::ser::{Serialize, Serializer};
use url_grammar::semantics::{FtpLogin, GopherPlus, NewsTarget, Text, View, WaisTarget};
use url_grammar::Url;

/// A URL serialised as its semantics object.
pub struct SemanticsJson<'a, 'i>(pub &'a Url<'i>);

/// The semantics object: common parts, lints and the scheme view.
#[derive(serde::Serialize)]
struct Semantics {
    url: String,
    scheme: String,
    scheme_case_folded: bool,
    production: &'static str,
    user: Option<String>,
    password: Option<String>,
    host: Option<String>,
    port: Option<PortJson>,
    effective_port: Option<u16>,
    lints: Vec<&'static str>,
    view: ViewJson,
}

/// An explicit port: its number, or its digits when they do not fit 64 bits.
#[derive(serde::Serialize)]
#[serde(untagged)]
enum PortJson {
    Number(u64),
    Digits(String),
}

/// The scheme view, tagged by `"kind"`.
#[derive(serde::Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum ViewJson {
    Http {
        path: Option<String>,
        segments: Vec<String>,
        search: Option<String>,
    },
    Ftp {
        anonymous: bool,
        cwd: Vec<String>,
        name: Option<String>,
        typecode: Option<String>,
        ftp_commands: Vec<String>,
    },
    News {
        target: &'static str,
        group: Option<String>,
        message_id: Option<String>,
    },
    Nntp {
        group: String,
        article_number: Option<String>,
    },
    Telnet {},
    Gopher {
        gopher_type: String,
        default_type: bool,
        selector: String,
        search: Option<String>,
        gopher_plus: Option<String>,
        gopher_plus_form: Option<&'static str>,
    },
    Wais {
        database: String,
        target: &'static str,
        search: Option<String>,
        wtype: Option<String>,
        wpath: Option<String>,
    },
    Mailto {
        address: String,
    },
    File {
        local: bool,
        path: String,
        directories: Vec<String>,
        name: String,
    },
    Prospero {
        hsoname: String,
        fields: Vec<FieldJson>,
    },
    Other {
        schemepart: String,
        ip_based: bool,
        urlpath: Option<String>,
    },
}

/// A Prospero field.
#[derive(serde::Serialize)]
struct FieldJson {
    name: String,
    value: String,
}

impl Serialize for SemanticsJson<'_, '_> {
    /// The semantics object: `url`, `scheme` (lower case), `scheme_case_folded`,
    /// `production`, `user`, `password`, `host`, `port` (explicit, or null),
    /// `effective_port`, `lints` (codes) and `view` (the scheme view, with
    /// `"kind"`).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let url = self.0;
        let view = url.view();
        Semantics {
            url: url.as_str().to_owned(),
            scheme: url.scheme_name().into_owned(),
            scheme_case_folded: url.scheme_case_folded(),
            production: url.production().name(),
            user: view.user().map(decoded),
            password: view.password().map(decoded),
            host: view.host().map(|host| host.as_str().to_owned()),
            port: view.port().map(|port| match port.number() {
                Some(number) => PortJson::Number(number),
                None => PortJson::Digits(port.as_str().to_owned()),
            }),
            effective_port: view.effective_port(),
            lints: url.lints().iter().map(|lint| lint.code.code()).collect(),
            view: view_json(&view),
        }
        .serialize(serializer)
    }
}

/// The decoded text, U+FFFD for what is not UTF-8.
fn decoded(text: Text<'_>) -> String {
    text.decode_lossy()
}

/// Every text decoded.
fn all_decoded(texts: Vec<Text<'_>>) -> Vec<String> {
    texts.into_iter().map(decoded).collect()
}

/// The JSON of a scheme view.
fn view_json(view: &View<'_, '_>) -> ViewJson {
    match view {
        View::Http(http) => ViewJson::Http {
            path: http.path().map(|path| path.raw().to_owned()),
            segments: all_decoded(http.segments()),
            search: http.search().map(decoded),
        },
        View::Ftp(ftp) => ViewJson::Ftp {
            anonymous: ftp.login() == FtpLogin::Anonymous,
            cwd: all_decoded(ftp.cwd()),
            name: ftp.name().map(decoded),
            typecode: ftp.typecode().map(|code| code.letter().to_string()),
            ftp_commands: ftp.commands().iter().map(|c| c.to_string()).collect(),
        },
        View::News(news) => match news.target() {
            NewsTarget::AllGroups => ViewJson::News {
                target: "all_groups",
                group: None,
                message_id: None,
            },
            NewsTarget::Group(group) => ViewJson::News {
                target: "group",
                group: Some(decoded(group)),
                message_id: None,
            },
            NewsTarget::Article(id) => ViewJson::News {
                target: "article",
                group: None,
                message_id: Some(decoded(id.text())),
            },
        },
        View::Nntp(nntp) => ViewJson::Nntp {
            group: decoded(nntp.group()),
            article_number: nntp.article().map(|digits| digits.raw().to_owned()),
        },
        View::Telnet(_) => ViewJson::Telnet {},
        View::Gopher(gopher) => ViewJson::Gopher {
            gopher_type: gopher.gopher_type().to_string(),
            default_type: gopher.has_default_type(),
            selector: gopher.selector().map(decoded).unwrap_or_default(),
            search: gopher.search().map(decoded),
            gopher_plus: gopher.gopher_plus_string().map(decoded),
            gopher_plus_form: gopher.gopher_plus().map(|form| match form {
                GopherPlus::DefaultView => "default_view",
                GopherPlus::AskItem => "ask_item",
                GopherPlus::ItemAttributes(_) => "item_attributes",
                GopherPlus::DirectoryAttributes(_) => "directory_attributes",
                GopherPlus::AlternateView { .. } => "alternate_view",
                GopherPlus::FilledForm(_) => "filled_form",
                GopherPlus::Other(_) => "other",
            }),
        },
        View::Wais(wais) => {
            let (target, search, wtype, wpath) = match wais.target() {
                WaisTarget::Database => ("database", None, None, None),
                WaisTarget::Search(search) => ("search", Some(decoded(search)), None, None),
                WaisTarget::Document { wtype, wpath } => {
                    ("document", None, Some(decoded(wtype)), Some(decoded(wpath)))
                }
            };
            ViewJson::Wais {
                database: decoded(wais.database()),
                target,
                search,
                wtype,
                wpath,
            }
        }
        View::Mailto(mailto) => ViewJson::Mailto {
            address: decoded(mailto.address()),
        },
        View::File(file) => ViewJson::File {
            local: file.is_local(),
            path: file.path().raw().to_owned(),
            directories: all_decoded(file.directories()),
            name: decoded(file.name()),
        },
        View::Prospero(prospero) => ViewJson::Prospero {
            hsoname: decoded(prospero.hsoname()),
            fields: prospero
                .fields()
                .into_iter()
                .map(|field| FieldJson {
                    name: decoded(field.name),
                    value: decoded(field.value),
                })
                .collect(),
        },
        View::Other(other) => ViewJson::Other {
            schemepart: other.schemepart().raw().to_owned(),
            ip_based: other.is_ip_based(),
            urlpath: other.urlpath().map(|path| path.raw().to_owned()),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn url(input: &str) -> Url<'_> {
        Url::parse(input).unwrap()
    }

    #[test]
    fn json_semantics_of_an_ftp_url() {
        let url = url("ftp://myname@host.dom/%2Fetc/motd;type=a");
        let json = serde_json::to_value(SemanticsJson(&url)).unwrap();
        assert_eq!(json["scheme"], "ftp");
        assert_eq!(json["production"], "ftpurl");
        assert_eq!(json["user"], "myname");
        assert_eq!(json["password"], serde_json::Value::Null);
        assert_eq!(json["host"], "host.dom");
        assert_eq!(json["port"], serde_json::Value::Null);
        assert_eq!(json["effective_port"], 21);
        assert_eq!(json["lints"], serde_json::json!([]));
        assert_eq!(json["view"]["kind"], "ftp");
        assert_eq!(json["view"]["cwd"], serde_json::json!(["/etc"]));
        assert_eq!(json["view"]["typecode"], "a");
        assert_eq!(
            json["view"]["ftp_commands"],
            serde_json::json!([
                "USER myname",
                "PASS <ask the user>",
                "CWD /etc",
                "TYPE A",
                "RETR motd"
            ])
        );
    }

    #[test]
    fn json_semantics_of_a_gopher_url() {
        let url = Url::parse_lenient("GOPHER://host:7070").unwrap();
        let json = serde_json::to_value(SemanticsJson(&url)).unwrap();
        assert_eq!(json["scheme"], "gopher");
        assert_eq!(json["scheme_case_folded"], true);
        assert_eq!(json["port"], 7070);
        assert_eq!(json["effective_port"], 7070);
        assert_eq!(json["lints"], serde_json::json!(["RFC1738-L001"]));
        assert_eq!(json["view"]["kind"], "gopher");
        assert_eq!(json["view"]["gopher_type"], "1");
        assert_eq!(json["view"]["selector"], "");
        assert_eq!(json["view"]["search"], serde_json::Value::Null);
    }

    #[test]
    fn json_semantics_of_every_scheme() {
        for (input, kind) in [
            ("http://h.com/a?b", "http"),
            ("news:*", "news"),
            ("nntp://h.com/g.x/1", "nntp"),
            ("telnet://h.com", "telnet"),
            ("wais://h.com/db/t/p", "wais"),
            ("mailto:a@b.com", "mailto"),
            ("file:///x", "file"),
            ("prospero://h.com/x;a=b", "prospero"),
            ("about:blank", "other"),
        ] {
            let json = serde_json::to_value(SemanticsJson(&url(input))).unwrap();
            assert_eq!(json["view"]["kind"], kind, "{input}");
            assert_eq!(json["url"], input);
        }
    }
}
