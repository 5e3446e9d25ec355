//! telnet URLs (section 3.8).

use super::host::{Host, LoginParts, Port};
use super::text::Text;

view_type! {
    /// A `telneturl` (section 3.8): `telnet://<user>:<password>@<host>:<port>/`.
    /// It designates an interactive service; "the `<user>` and `<password>` supplied
    /// are advisory only: clients accessing a telnet URL merely advise the user of
    /// the suggested username and password".
    ///
    /// ```
    /// use url_grammar::Url;
    ///
    /// let url = Url::parse("telnet://guest:secret@bbs.example.com:2323").unwrap();
    /// let telnet = url.telnet().unwrap();
    /// assert_eq!(telnet.user().unwrap().raw(), "guest");
    /// assert_eq!(telnet.password().unwrap().raw(), "secret");
    /// assert_eq!(telnet.host().as_str(), "bbs.example.com");
    /// assert_eq!(telnet.port().unwrap().value(), Some(2323));
    /// ```
    Telnet over Telneturl
}

impl<'a, 'i> Telnet<'a, 'i> {
    /// User, password, host and port.
    pub(crate) fn login_parts(&self) -> LoginParts<'i> {
        LoginParts::of_login(&self.node.login, self.src)
    }

    /// The suggested user name, if any.
    pub fn user(&self) -> Option<Text<'i>> {
        self.login_parts().user
    }

    /// The suggested password, if any.
    pub fn password(&self) -> Option<Text<'i>> {
        self.login_parts().password
    }

    /// The host.
    pub fn host(&self) -> Host<'i> {
        self.login_parts().host
    }

    /// The explicit port; "if `:<port>` is omitted, the port defaults to 23".
    pub fn port(&self) -> Option<Port<'i>> {
        self.login_parts().port
    }
}
