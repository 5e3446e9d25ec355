//! HTTP URLs (section 3.3): host, port, path segments and search part.

use super::host::{Host, LoginParts, Port};
use super::text::Text;

view_type! {
    /// An `httpurl` (section 3.3): `http://<host>:<port>/<path>?<searchpart>`.
    /// "`<path>` is an HTTP selector, and `<searchpart>` is a query string"; within
    /// them "/", ";" and "?" are reserved, and "/" may designate a hierarchy.
    ///
    /// ```
    /// use url_grammar::Url;
    ///
    /// let url = Url::parse("http://www.example.com:8080/a/b%2Fc?x=y").unwrap();
    /// let http = url.http().unwrap();
    /// assert_eq!(http.host().as_str(), "www.example.com");
    /// assert_eq!(http.port().unwrap().value(), Some(8080));
    /// assert_eq!(http.path().unwrap().raw(), "a/b%2Fc");
    /// let segments: Vec<_> = http.segments().iter().map(|s| s.decode_lossy()).collect();
    /// assert_eq!(segments, ["a", "b/c"]);
    /// assert_eq!(http.search().unwrap().raw(), "x=y");
    ///
    /// // "If neither <path> nor <searchpart> is present, the "/" may also be omitted."
    /// let url = Url::parse("http://www.example.com").unwrap();
    /// assert_eq!(url.http().unwrap().path(), None);
    /// ```
    Http over Httpurl
}

impl<'a, 'i> Http<'a, 'i> {
    /// Host and port (an HTTP URL has no user name or password).
    pub(crate) fn login_parts(&self) -> LoginParts<'i> {
        LoginParts::of_hostport(&self.node.hostport, self.src)
    }

    /// The host.
    pub fn host(&self) -> Host<'i> {
        self.login_parts().host
    }

    /// The explicit port; "if `:<port>` is omitted, the port defaults to 80".
    pub fn port(&self) -> Option<Port<'i>> {
        self.login_parts().port
    }

    /// The `<path>` (`hpath`), if the URL has the "/" that starts it.
    pub fn path(&self) -> Option<Text<'i>> {
        let hpath = self.node.hpath.as_ref()?;
        Some(self.src.text(hpath.span()))
    }

    /// The "/"-separated segments of the path (one empty segment for a path that
    /// is just "/"); empty when there is no path.
    pub fn segments(&self) -> Vec<Text<'i>> {
        match &self.node.hpath {
            Some(hpath) => hpath
                .hsegment
                .iter()
                .map(|segment| self.src.text(segment.span()))
                .collect(),
            None => Vec::new(),
        }
    }

    /// The `<searchpart>` after "?", if present (it may be empty).
    pub fn search(&self) -> Option<Text<'i>> {
        let search = self.node.search.as_ref()?;
        Some(self.src.text(search.span()))
    }
}
