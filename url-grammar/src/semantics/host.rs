//! Hosts and ports (section 3.1), and the default port of each scheme (section 3).

use std::fmt;
use std::net::Ipv4Addr;

use url_runtime::Span;

use super::text::{Source, Text};
use crate::ast;
use crate::production::Production;

/// A `host` (section 3.1): "the fully qualified domain name of a network host, or
/// its IP address as a set of four decimal digit groups separated by "."". A host
/// holds no escapes, so its text is its value.
///
/// ```
/// use url_grammar::Url;
///
/// let url = Url::parse("http://192.0.2.7:8080/").unwrap();
/// let host = url.host().unwrap();
/// assert!(host.is_hostnumber());
/// assert_eq!(host.ipv4(), Some(std::net::Ipv4Addr::new(192, 0, 2, 7)));
///
/// let url = Url::parse("http://www.example.com/").unwrap();
/// let labels: Vec<_> = url.host().unwrap().labels().collect();
/// assert_eq!(labels, ["www", "example", "com"]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Host<'i> {
    text: &'i str,
    span: Span,
    is_number: bool,
}

impl<'i> Host<'i> {
    /// The host of `node`, its text taken from `src`.
    pub(crate) fn of(node: &ast::Host<'_>, src: Source<'i>) -> Self {
        Host {
            text: src.str(node.span()),
            span: node.span(),
            is_number: matches!(node, ast::Host::Hostnumber(_)),
        }
    }

    /// The host as written.
    pub fn as_str(&self) -> &'i str {
        self.text
    }

    /// Where the host is in the input.
    pub fn span(&self) -> Span {
        self.span
    }

    /// True for a `hostnumber` (four digit groups), false for a `hostname`.
    pub fn is_hostnumber(&self) -> bool {
        self.is_number
    }

    /// The "."-separated labels of a hostname (the digit groups of a hostnumber).
    pub fn labels(&self) -> std::str::Split<'i, char> {
        self.text.split('.')
    }

    /// The four digit groups of a hostnumber as written; `None` for a hostname.
    pub fn number_parts(&self) -> Option<[&'i str; 4]> {
        if !self.is_number {
            return None;
        }
        let mut parts = self.text.split('.');
        Some([parts.next()?, parts.next()?, parts.next()?, parts.next()?])
    }

    /// The address of a hostnumber whose four groups are each at most 255; `None`
    /// for a hostname or a group out of range (see lint `RFC1738-L006`).
    pub fn ipv4(&self) -> Option<Ipv4Addr> {
        let [a, b, c, d] = self.number_parts()?;
        Some(Ipv4Addr::new(
            a.parse().ok()?,
            b.parse().ok()?,
            c.parse().ok()?,
            d.parse().ok()?,
        ))
    }

    /// True for the name `localhost` (compared ignoring ASCII case, as domain names
    /// are), which section 3.10 gives the meaning "the machine from which the URL
    /// is being interpreted" in file URLs.
    pub fn is_localhost(&self) -> bool {
        self.text.eq_ignore_ascii_case("localhost")
    }
}

impl fmt::Display for Host<'_> {
    /// Writes the host as written.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

/// An explicit `port` (section 3.1): decimal digits, any number of them as far as
/// the BNF goes.
///
/// ```
/// use url_grammar::Url;
///
/// let url = Url::parse("gopher://host:7070/").unwrap();
/// assert_eq!(url.port().unwrap().value(), Some(7070));
/// let url = Url::parse("gopher://host:99999/").unwrap();
/// assert_eq!(url.port().unwrap().value(), None); // above 65535
/// assert_eq!(url.port().unwrap().number(), Some(99999));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Port<'i> {
    text: &'i str,
    span: Span,
}

impl<'i> Port<'i> {
    /// The port of `node`, its text taken from `src`.
    pub(crate) fn of(node: &ast::Port<'_>, src: Source<'i>) -> Self {
        Port {
            text: src.str(node.span()),
            span: node.span(),
        }
    }

    /// The digits as written.
    pub fn as_str(&self) -> &'i str {
        self.text
    }

    /// Where the port is in the input.
    pub fn span(&self) -> Span {
        self.span
    }

    /// The port number when it is a TCP port (at most 65535).
    pub fn value(&self) -> Option<u16> {
        self.text.parse().ok()
    }

    /// The number the digits spell, when it fits 64 bits.
    pub fn number(&self) -> Option<u64> {
        self.text.parse().ok()
    }
}

impl fmt::Display for Port<'_> {
    /// Writes the digits as written.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

/// The port section 3 says a URL of `production` connects to when it names none:
/// ftp 21 (3.2), http 80 (3.3), gopher 70 (3.4), nntp 119 (3.7), telnet 23 (3.8),
/// wais 210 (3.9), prospero 1525 (3.11). `None` for schemes without a port (mailto,
/// news, file) and for `otherurl`, whose scheme this RFC does not define.
///
/// ```
/// use url_grammar::production::Production;
/// use url_grammar::semantics::default_port;
///
/// assert_eq!(default_port(Production::Prosperourl), Some(1525));
/// assert_eq!(default_port(Production::Waisindex), Some(210));
/// assert_eq!(default_port(Production::Mailtourl), None);
/// ```
pub fn default_port(production: Production) -> Option<u16> {
    match production {
        Production::Ftpurl => Some(21),
        Production::Httpurl => Some(80),
        Production::Gopherurl => Some(70),
        Production::Nntpurl => Some(119),
        Production::Telneturl => Some(23),
        Production::Waisdatabase | Production::Waisindex | Production::Waisdoc => Some(210),
        Production::Prosperourl => Some(1525),
        Production::Newsurl
        | Production::Mailtourl
        | Production::Fileurl
        | Production::Otherurl => None,
    }
}

/// The user, password, host and port of a `login` (section 3.1), as text of `src`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct LoginParts<'i> {
    pub(crate) user: Option<Text<'i>>,
    pub(crate) password: Option<Text<'i>>,
    pub(crate) host: Host<'i>,
    pub(crate) port: Option<Port<'i>>,
}

impl<'i> LoginParts<'i> {
    /// The parts of a `login`.
    pub(crate) fn of_login(login: &ast::Login<'_>, src: Source<'i>) -> Self {
        LoginParts {
            user: login.user.as_ref().map(|user| src.text(user.span())),
            password: login.password.as_ref().map(|pw| src.text(pw.span())),
            ..Self::of_hostport(&login.hostport, src)
        }
    }

    /// The parts of a `hostport` (no user or password).
    pub(crate) fn of_hostport(hostport: &ast::Hostport<'_>, src: Source<'i>) -> Self {
        LoginParts {
            user: None,
            password: None,
            host: Host::of(&hostport.host, src),
            port: hostport.port.as_ref().map(|port| Port::of(port, src)),
        }
    }
}
