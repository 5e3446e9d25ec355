//! HTTP and FTP URLs from raw components, each encoded for its rule (section 2.2).
//!
//! A component's octets are written as they are when the grammar's rule for the
//! component accepts them unescaped — the generated `UNESCAPED` set of the rule —
//! and as `%XX` otherwise, minus the characters the scheme's section reserves
//! although the rule accepts them (section 3.3 reserves ";" in HTTP paths and
//! search parts). The host is checked against the `host` rule when it is given, so
//! a builder only ever writes a URL its parser accepts, and parsing it gives the
//! components back.

use url_runtime::ParseError;

use super::decode::{percent_encode, without};
use super::ftp::Typecode;
use crate::ast;

/// Builds an `httpurl` (section 3.3): `http://<host>:<port>/<path>?<searchpart>`.
///
/// ```
/// use url_grammar::semantics::HttpBuilder;
/// use url_grammar::Url;
///
/// let text = HttpBuilder::new("www.example.com")
///     .unwrap()
///     .port(8080)
///     .segment("a b")
///     .segment("c/d;e")
///     .search("q=1;2")
///     .build();
/// assert_eq!(text, "http://www.example.com:8080/a%20b/c%2Fd%3Be?q=1%3B2");
///
/// let url = Url::parse(&text).unwrap();
/// let http = url.http().unwrap();
/// let segments: Vec<_> = http.segments().iter().map(|s| s.decode_lossy()).collect();
/// assert_eq!(segments, ["a b", "c/d;e"]);
/// assert_eq!(http.search().unwrap().decode_lossy(), "q=1;2");
///
/// assert!(HttpBuilder::new("not a host").is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HttpBuilder {
    host: String,
    port: Option<u16>,
    segments: Vec<Vec<u8>>,
    search: Option<Vec<u8>>,
}

impl HttpBuilder {
    /// A builder for a URL of `host`, which must match the `host` rule (a
    /// hostname or a hostnumber).
    pub fn new(host: &str) -> Result<Self, ParseError> {
        ast::Host::validate(host)?;
        Ok(HttpBuilder {
            host: host.to_owned(),
            port: None,
            segments: Vec::new(),
            search: None,
        })
    }

    /// Sets the port.
    pub fn port(mut self, port: u16) -> Self {
        self.port = Some(port);
        self
    }

    /// Appends a path segment (raw octets; "/" in it is encoded). With no segment
    /// the URL has no path, unless it has a search part (the path is then empty).
    pub fn segment(mut self, segment: impl AsRef<[u8]>) -> Self {
        self.segments.push(segment.as_ref().to_vec());
        self
    }

    /// Sets the search part (raw octets).
    pub fn search(mut self, search: impl AsRef<[u8]>) -> Self {
        self.search = Some(search.as_ref().to_vec());
        self
    }

    /// The URL.
    pub fn build(&self) -> String {
        let mut url = format!("http://{}", self.host);
        if let Some(port) = self.port {
            url.push_str(&format!(":{port}"));
        }
        if !self.segments.is_empty() || self.search.is_some() {
            let segment_set = without(&ast::Hsegment::UNESCAPED, b";");
            let segments: Vec<_> = self
                .segments
                .iter()
                .map(|segment| percent_encode(segment, &segment_set))
                .collect();
            url.push('/');
            url.push_str(&segments.join("/"));
            if let Some(search) = &self.search {
                url.push('?');
                url.push_str(&percent_encode(
                    search,
                    &without(&ast::Search::UNESCAPED, b";"),
                ));
            }
        }
        debug_assert!(
            ast::Httpurl::is_valid(&url),
            "built an invalid httpurl: {url}"
        );
        url
    }
}

/// Builds an `ftpurl` (section 3.2):
/// `ftp://<user>:<password>@<host>:<port>/<cwd1>/.../<cwdN>/<name>;type=<typecode>`.
///
/// ```
/// use url_grammar::semantics::{FtpBuilder, Typecode};
/// use url_grammar::Url;
///
/// let text = FtpBuilder::new("host.dom")
///     .unwrap()
///     .user("myname")
///     .cwd("/etc")
///     .name("motd")
///     .typecode(Typecode::Ascii)
///     .build();
/// assert_eq!(text, "ftp://myname@host.dom/%2Fetc/motd;type=a");
///
/// let url = Url::parse(&text).unwrap();
/// let commands: Vec<String> = url.ftp().unwrap().commands().iter().map(|c| c.to_string()).collect();
/// assert_eq!(commands, ["USER myname", "PASS <ask the user>", "CWD /etc", "TYPE A", "RETR motd"]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FtpBuilder {
    host: String,
    port: Option<u16>,
    user: Option<Vec<u8>>,
    password: Option<Vec<u8>>,
    cwd: Vec<Vec<u8>>,
    name: Option<Vec<u8>>,
    typecode: Option<Typecode>,
}

impl FtpBuilder {
    /// A builder for a URL of `host`, which must match the `host` rule.
    pub fn new(host: &str) -> Result<Self, ParseError> {
        ast::Host::validate(host)?;
        Ok(FtpBuilder {
            host: host.to_owned(),
            port: None,
            user: None,
            password: None,
            cwd: Vec::new(),
            name: None,
            typecode: None,
        })
    }

    /// Sets the port.
    pub fn port(mut self, port: u16) -> Self {
        self.port = Some(port);
        self
    }

    /// Sets the user name, with no password.
    pub fn user(mut self, user: impl AsRef<[u8]>) -> Self {
        self.user = Some(user.as_ref().to_vec());
        self.password = None;
        self
    }

    /// Sets the user name and password ("there is no way to specify a password
    /// without specifying a user name", section 3.1).
    pub fn user_password(mut self, user: impl AsRef<[u8]>, password: impl AsRef<[u8]>) -> Self {
        self.user = Some(user.as_ref().to_vec());
        self.password = Some(password.as_ref().to_vec());
        self
    }

    /// Appends a directory to CWD into (raw octets; "/" in it is encoded, so
    /// `cwd("/etc")` is one `CWD /etc`).
    pub fn cwd(mut self, directory: impl AsRef<[u8]>) -> Self {
        self.cwd.push(directory.as_ref().to_vec());
        self
    }

    /// Sets the name of the file (raw octets).
    pub fn name(mut self, name: impl AsRef<[u8]>) -> Self {
        self.name = Some(name.as_ref().to_vec());
        self
    }

    /// Sets the typecode.
    pub fn typecode(mut self, typecode: Typecode) -> Self {
        self.typecode = Some(typecode);
        self
    }

    /// The URL. It has a url-path when a directory, a name or a typecode was set
    /// (the name is then empty unless set).
    pub fn build(&self) -> String {
        let mut url = String::from("ftp://");
        if let Some(user) = &self.user {
            url.push_str(&percent_encode(user, &ast::User::UNESCAPED));
            if let Some(password) = &self.password {
                url.push(':');
                url.push_str(&percent_encode(password, &ast::Password::UNESCAPED));
            }
            url.push('@');
        }
        url.push_str(&self.host);
        if let Some(port) = self.port {
            url.push_str(&format!(":{port}"));
        }
        if !self.cwd.is_empty() || self.name.is_some() || self.typecode.is_some() {
            let name = self.name.as_deref().unwrap_or_default();
            let segments: Vec<_> = self
                .cwd
                .iter()
                .map(Vec::as_slice)
                .chain([name])
                .map(|segment| percent_encode(segment, &ast::Fsegment::UNESCAPED))
                .collect();
            url.push('/');
            url.push_str(&segments.join("/"));
            if let Some(typecode) = self.typecode {
                url.push_str(";type=");
                url.push(typecode.letter());
            }
        }
        debug_assert!(
            ast::Ftpurl::is_valid(&url),
            "built an invalid ftpurl: {url}"
        );
        url
    }
}
