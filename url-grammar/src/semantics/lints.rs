//! The cautions of sections 2.2 and 6 as lints, each with a stable code.
//!
//! | code | severity | what |
//! |---|---|---|
//! | `RFC1738-L001` | caution | a port other than the scheme's default (section 6) |
//! | `RFC1738-L002` | warning | such a port within the reserved range 0-1023 (section 6) |
//! | `RFC1738-L003` | warning | a password in the URL (section 6) |
//! | `RFC1738-L004` | warning | an encoded CR, LF or NUL in a component decoded before transmission: FTP, Gopher, telnet (sections 6, 2.2) |
//! | `RFC1738-L005` | error | a port above 65535 (section 3.1) |
//! | `RFC1738-L006` | error | a hostnumber part above 255 (section 3.1) |
//! | `RFC1738-L007` | warning | an encoded tab in a Gopher selector (section 3.4.1) |

use std::fmt;

use url_runtime::Span;

use super::decode::units;
use super::text::Text;
use super::{default_port, Gopher, GopherPlus, Host, NewsTarget, Url, View};

/// What a lint is about; its [`code`](LintCode::code) never changes meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LintCode {
    /// `RFC1738-L001`: "Caution should be used when using any URL which specifies
    /// a port number other than the default for the protocol" (section 6).
    NonDefaultPort,
    /// `RFC1738-L002`: a port other than the default "especially when it is a
    /// number within the reserved space" (section 6), i.e. below 1024.
    ReservedNonDefaultPort,
    /// `RFC1738-L003`: "The use of URLs containing passwords that should be secret
    /// is clearly unwise" (section 6).
    Password,
    /// `RFC1738-L004`: an encoded CR (`%0D`), LF (`%0A`) or NUL (`%00`) in a
    /// component that is decoded before transmission (FTP user, password, cwd and
    /// name; Gopher selector, search and Gopher+ string; telnet user and
    /// password). Section 6: care should be taken "that these are not unencoded
    /// before transmission", which "could be used to simulate an extra operation".
    /// The filled-out form of section 3.4.9, whose CR LF the RFC prescribes, is
    /// exempt.
    EncodedControl,
    /// `RFC1738-L005`: a port above 65535, which no TCP service has.
    PortOutOfRange,
    /// `RFC1738-L006`: a hostnumber with a decimal group above 255, which is no
    /// IP address (section 3.1).
    HostnumberOutOfRange,
    /// `RFC1738-L007`: a Gopher selector holding an encoded tab; "Gopher selector
    /// strings are a sequence of octets which may contain any octets except 09
    /// hexadecimal" (section 3.4.1).
    GopherSelectorTab,
}

impl LintCode {
    /// Every lint code, in code order.
    pub const ALL: [LintCode; 7] = [
        LintCode::NonDefaultPort,
        LintCode::ReservedNonDefaultPort,
        LintCode::Password,
        LintCode::EncodedControl,
        LintCode::PortOutOfRange,
        LintCode::HostnumberOutOfRange,
        LintCode::GopherSelectorTab,
    ];

    /// The stable code, `RFC1738-L001` to `RFC1738-L007`.
    pub fn code(self) -> &'static str {
        match self {
            LintCode::NonDefaultPort => "RFC1738-L001",
            LintCode::ReservedNonDefaultPort => "RFC1738-L002",
            LintCode::Password => "RFC1738-L003",
            LintCode::EncodedControl => "RFC1738-L004",
            LintCode::PortOutOfRange => "RFC1738-L005",
            LintCode::HostnumberOutOfRange => "RFC1738-L006",
            LintCode::GopherSelectorTab => "RFC1738-L007",
        }
    }

    /// The section of the RFC the lint rests on.
    pub fn section(self) -> &'static str {
        match self {
            LintCode::NonDefaultPort | LintCode::ReservedNonDefaultPort | LintCode::Password => "6",
            LintCode::EncodedControl => "6",
            LintCode::PortOutOfRange | LintCode::HostnumberOutOfRange => "3.1",
            LintCode::GopherSelectorTab => "3.4.1",
        }
    }

    /// How serious it is.
    pub fn severity(self) -> Severity {
        match self {
            LintCode::NonDefaultPort => Severity::Caution,
            LintCode::ReservedNonDefaultPort
            | LintCode::Password
            | LintCode::EncodedControl
            | LintCode::GopherSelectorTab => Severity::Warning,
            LintCode::PortOutOfRange | LintCode::HostnumberOutOfRange => Severity::Error,
        }
    }
}

impl fmt::Display for LintCode {
    /// Writes the stable code.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// How serious a lint is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// Worth a look; often intended.
    Caution,
    /// A known way for a URL to do harm, or to break its scheme's rules.
    Warning,
    /// The URL cannot work as written.
    Error,
}

impl fmt::Display for Severity {
    /// `caution`, `warning` or `error`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Caution => "caution",
            Severity::Warning => "warning",
            Severity::Error => "error",
        })
    }
}

/// One finding: its code, a sentence about this URL, and where in the input.
///
/// ```
/// use url_grammar::semantics::LintCode;
/// use url_grammar::Url;
///
/// let url = Url::parse("gopher://mail.example.com:25/0%0D%0AHELO%20x").unwrap();
/// let codes: Vec<_> = url.lints().iter().map(|lint| lint.code.code()).collect();
/// assert_eq!(codes, ["RFC1738-L002", "RFC1738-L004"]);
/// assert_eq!(url.lints()[0].to_string(),
///     "RFC1738-L002 warning: port 25 is not the default port of gopher (70) and is \
///      within the reserved range below 1024 (section 6)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lint {
    /// What it is about.
    pub code: LintCode,
    /// What was found, in words.
    pub message: String,
    /// Where in the input.
    pub span: Span,
}

impl Lint {
    /// How serious it is.
    pub fn severity(&self) -> Severity {
        self.code.severity()
    }
}

impl fmt::Display for Lint {
    /// `<code> <severity>: <message>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}: {}", self.code, self.severity(), self.message)
    }
}

/// The lints that apply to `url`, in the order of their codes, then of the input.
pub fn lints(url: &Url<'_>) -> Vec<Lint> {
    let view = url.view();
    let mut found = Vec::new();
    port_lints(&view, &url.scheme_name(), &mut found);
    if let Some(password) = view.password().filter(|password| !password.is_empty()) {
        found.push(Lint {
            code: LintCode::Password,
            message: "the URL holds a password; \"the use of URLs containing passwords \
                      that should be secret is clearly unwise\" (section 6)"
                .to_owned(),
            span: password.span(),
        });
    }
    for (component, text) in decoded_components(&view) {
        control_lints(component, text, &mut found);
    }
    let mut hosts: Vec<Host<'_>> = view.host().into_iter().collect();
    if let View::News(news) = &view {
        if let NewsTarget::Article(id) = news.target() {
            hosts.push(id.domain());
        }
    }
    for host in hosts {
        hostnumber_lints(host, &mut found);
    }
    if let View::Gopher(gopher) = &view {
        selector_lints(gopher, &mut found);
    }
    found.sort_by_key(|lint| (lint.code, lint.span.start));
    found
}

/// L001, L002 and L005: the explicit port against the scheme's default.
fn port_lints(view: &View<'_, '_>, scheme: &str, found: &mut Vec<Lint>) {
    let Some(port) = view.port() else { return };
    let Some(number) = port.value() else {
        found.push(Lint {
            code: LintCode::PortOutOfRange,
            message: format!(
                "port {} is above 65535, the largest TCP port",
                port.as_str()
            ),
            span: port.span(),
        });
        return;
    };
    let default = default_port(view.production());
    let Some(default) = default.filter(|default| *default != number) else {
        return;
    };
    let (code, reserved) = if number < 1024 {
        (
            LintCode::ReservedNonDefaultPort,
            " and is within the reserved range below 1024",
        )
    } else {
        (LintCode::NonDefaultPort, "")
    };
    found.push(Lint {
        code,
        message: format!(
            "port {number} is not the default port of {scheme} ({default}){reserved} (section 6)"
        ),
        span: port.span(),
    });
}

/// L007: an encoded tab in a Gopher selector.
fn selector_lints(gopher: &Gopher<'_, '_>, found: &mut Vec<Lint>) {
    let Some(selector) = gopher.selector() else {
        return;
    };
    if let Some((_, at)) = units(selector.raw()).find(|(octet, _)| *octet == b'\t') {
        found.push(Lint {
            code: LintCode::GopherSelectorTab,
            message: "the Gopher selector holds an encoded tab (%09), which Gopher \
                      selector strings may not contain (section 3.4.1)"
                .to_owned(),
            span: escape_span(selector, at),
        });
    }
}

/// The components of `view` that its protocol decodes before sending them, by name.
fn decoded_components<'i>(view: &View<'_, 'i>) -> Vec<(&'static str, Text<'i>)> {
    let mut components = Vec::new();
    match view {
        View::Ftp(ftp) => {
            components.extend(ftp.user().map(|text| ("FTP user name", text)));
            components.extend(ftp.password().map(|text| ("FTP password", text)));
            components.extend(
                ftp.segments()
                    .into_iter()
                    .map(|text| ("FTP path segment", text)),
            );
        }
        View::Telnet(telnet) => {
            components.extend(telnet.user().map(|text| ("telnet user name", text)));
            components.extend(telnet.password().map(|text| ("telnet password", text)));
        }
        View::Gopher(gopher) => {
            components.extend(gopher.selector().map(|text| ("Gopher selector", text)));
            components.extend(gopher.search().map(|text| ("Gopher search", text)));
            if !matches!(gopher.gopher_plus(), Some(GopherPlus::FilledForm(_))) {
                components.extend(
                    gopher
                        .gopher_plus_string()
                        .map(|text| ("Gopher+ string", text)),
                );
            }
        }
        _ => {}
    }
    components
}

/// L004 for one decoded component: its first encoded CR, LF or NUL.
fn control_lints(component: &str, text: Text<'_>, found: &mut Vec<Lint>) {
    let Some((octet, at)) = units(text.raw())
        .find(|(octet, range)| range.len() == 3 && matches!(octet, b'\r' | b'\n' | b'\0'))
    else {
        return;
    };
    let name = match octet {
        b'\r' => "CR",
        b'\n' => "LF",
        _ => "NUL",
    };
    found.push(Lint {
        code: LintCode::EncodedControl,
        message: format!(
            "the {component} holds an encoded {name} ({}), which is decoded before \
             transmission and could simulate an extra operation (section 6)",
            &text.raw()[at.clone()]
        ),
        span: escape_span(text, at),
    });
}

/// L006: the groups of a hostnumber above 255.
fn hostnumber_lints(host: Host<'_>, found: &mut Vec<Lint>) {
    let Some(parts) = host.number_parts() else {
        return;
    };
    let over: Vec<&str> = parts
        .into_iter()
        .filter(|part| part.parse::<u8>().is_err())
        .collect();
    if !over.is_empty() {
        found.push(Lint {
            code: LintCode::HostnumberOutOfRange,
            message: format!(
                "host {host} is no IP address: {} above 255",
                over.join(", ")
            ),
            span: host.span(),
        });
    }
}

/// The span of the input of the escape at `at` (bytes of `text`'s raw text).
fn escape_span(text: Text<'_>, at: std::ops::Range<usize>) -> Span {
    Span::new(text.span().start + at.start, text.span().start + at.end)
}
