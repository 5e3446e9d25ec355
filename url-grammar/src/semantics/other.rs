//! URLs of other schemes (`otherurl`): the generic syntax of sections 2.1 and 3.1.

use super::host::{Host, LoginParts, Port};
use super::text::Text;
use crate::ast;

view_type! {
    /// An `otherurl`: `<scheme>:<scheme-specific-part>` (section 2.1), for a scheme
    /// this RFC does not define — or a defined scheme's name whose schemepart does
    /// not follow that scheme's syntax (`http://user@host.com/`: HTTP URLs have no
    /// user name). When the schemepart follows the common Internet scheme syntax of
    /// section 3.1, its login and url-path are read too.
    ///
    /// ```
    /// use url_grammar::Url;
    ///
    /// let url = Url::parse("x-files://mulder:trustno1@fbi.example.gov:8080/cases/x").unwrap();
    /// let other = url.other().unwrap();
    /// assert_eq!(other.scheme(), "x-files");
    /// assert!(other.is_ip_based());
    /// assert_eq!(other.user().unwrap().raw(), "mulder");
    /// assert_eq!(other.host().unwrap().as_str(), "fbi.example.gov");
    /// assert_eq!(other.urlpath().unwrap().raw(), "cases/x");
    /// assert_eq!(url.effective_port(), Some(8080));
    ///
    /// let url = Url::parse("mid:960830.1639@XIson.com").unwrap();
    /// assert!(!url.other().unwrap().is_ip_based());
    /// assert_eq!(url.other().unwrap().schemepart().raw(), "960830.1639@XIson.com");
    /// ```
    Other over Otherurl
}

impl<'a, 'i> Other<'a, 'i> {
    /// The `ip-schemepart`, if the schemepart follows section 3.1.
    fn ip(&self) -> Option<&ast::IpSchemepart<'a>> {
        match &self.node.genericurl.schemepart {
            ast::Schemepart::IpSchemepart(ip) => Some(ip),
            _ => None,
        }
    }

    /// User, password, host and port, for an `ip-schemepart`.
    pub(crate) fn login_parts(&self) -> Option<LoginParts<'i>> {
        Some(LoginParts::of_login(&self.ip()?.login, self.src))
    }

    /// The scheme name as written.
    pub fn scheme(&self) -> &'i str {
        self.src.str(self.node.genericurl.scheme.span())
    }

    /// Everything after the scheme's ":".
    pub fn schemepart(&self) -> Text<'i> {
        self.src.text(self.node.genericurl.schemepart.span())
    }

    /// True when the schemepart follows the common Internet scheme syntax
    /// `//<user>:<password>@<host>:<port>/<url-path>` (section 3.1).
    pub fn is_ip_based(&self) -> bool {
        self.ip().is_some()
    }

    /// The user name of an `ip-schemepart`, if any.
    pub fn user(&self) -> Option<Text<'i>> {
        self.login_parts()?.user
    }

    /// The password of an `ip-schemepart`, if any.
    pub fn password(&self) -> Option<Text<'i>> {
        self.login_parts()?.password
    }

    /// The host of an `ip-schemepart`.
    pub fn host(&self) -> Option<Host<'i>> {
        Some(self.login_parts()?.host)
    }

    /// The explicit port of an `ip-schemepart` (this RFC knows no default for the
    /// scheme).
    pub fn port(&self) -> Option<Port<'i>> {
        self.login_parts()?.port
    }

    /// The url-path of an `ip-schemepart`: what follows the "/" after the host or
    /// port ("the "/" between the host (or port) and the url-path is NOT part of
    /// the url-path").
    pub fn urlpath(&self) -> Option<Text<'i>> {
        let urlpath = self.ip()?.urlpath.as_ref()?;
        Some(self.src.text(urlpath.span()))
    }
}
