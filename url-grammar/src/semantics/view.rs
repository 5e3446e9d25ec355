//! The scheme view of a URL: one variant per alternative of the `url` rule, and the
//! parts every scheme with a host has (section 3.1).

use super::host::LoginParts;
use super::text::Source;
use super::{
    default_port, File, Ftp, Gopher, Host, Http, Mailto, News, Nntp, Other, Port, Prospero, Telnet,
    Text, Wais,
};
use crate::ast;
use crate::production::Production;

/// The meaning of a URL by its scheme (section 3): one view per alternative of the
/// `url` rule, `waisurl`'s three forms in one view. `'a` is the text the AST was
/// read from, `'i` the input the views' text comes from.
#[derive(Debug, Clone)]
pub enum View<'a, 'i> {
    /// `httpurl` (section 3.3).
    Http(Http<'a, 'i>),
    /// `ftpurl` (section 3.2).
    Ftp(Ftp<'a, 'i>),
    /// `newsurl` (section 3.6).
    News(News<'a, 'i>),
    /// `nntpurl` (section 3.7).
    Nntp(Nntp<'a, 'i>),
    /// `telneturl` (section 3.8).
    Telnet(Telnet<'a, 'i>),
    /// `gopherurl` (section 3.4).
    Gopher(Gopher<'a, 'i>),
    /// `waisurl` (section 3.9).
    Wais(Wais<'a, 'i>),
    /// `mailtourl` (section 3.5).
    Mailto(Mailto<'a, 'i>),
    /// `fileurl` (section 3.10).
    File(File<'a, 'i>),
    /// `prosperourl` (section 3.11).
    Prospero(Prospero<'a, 'i>),
    /// `otherurl`: a scheme this RFC does not define, or a defined scheme's name
    /// with a schemepart that does not follow its syntax.
    Other(Other<'a, 'i>),
}

impl<'a, 'i> View<'a, 'i> {
    /// The view of a `url` parsed on its own (its text is the whole input).
    pub fn new(tree: &'a ast::Url<'i>) -> Self {
        View::of(tree, Source::of_node(tree.as_str(), tree.span()))
    }

    /// The view of `tree`, its text sliced from `src`.
    pub(crate) fn of(tree: &'a ast::Url<'i>, src: Source<'i>) -> Self {
        match tree {
            ast::Url::Httpurl(node) => View::Http(Http::of(node, src)),
            ast::Url::Ftpurl(node) => View::Ftp(Ftp::of(node, src)),
            ast::Url::Newsurl(node) => View::News(News::of(node, src)),
            ast::Url::Nntpurl(node) => View::Nntp(Nntp::of(node, src)),
            ast::Url::Telneturl(node) => View::Telnet(Telnet::of(node, src)),
            ast::Url::Gopherurl(node) => View::Gopher(Gopher::of(node, src)),
            ast::Url::Waisurl(node) => View::Wais(Wais::of(node, src)),
            ast::Url::Mailtourl(node) => View::Mailto(Mailto::of(node, src)),
            ast::Url::Fileurl(node) => View::File(File::of(node, src)),
            ast::Url::Prosperourl(node) => View::Prospero(Prospero::of(node, src)),
            ast::Url::Otherurl(node) => View::Other(Other::of(node, src)),
        }
    }

    /// The alternative of `url` the view reads.
    pub fn production(&self) -> Production {
        match self {
            View::Http(_) => Production::Httpurl,
            View::Ftp(_) => Production::Ftpurl,
            View::News(_) => Production::Newsurl,
            View::Nntp(_) => Production::Nntpurl,
            View::Telnet(_) => Production::Telneturl,
            View::Gopher(_) => Production::Gopherurl,
            View::Wais(view) => view.production(),
            View::Mailto(_) => Production::Mailtourl,
            View::File(_) => Production::Fileurl,
            View::Prospero(_) => Production::Prosperourl,
            View::Other(_) => Production::Otherurl,
        }
    }

    /// User, password, host and port, for the views that have a host to connect to.
    fn login(&self) -> Option<LoginParts<'i>> {
        match self {
            View::Http(view) => Some(view.login_parts()),
            View::Ftp(view) => Some(view.login_parts()),
            View::Nntp(view) => Some(view.login_parts()),
            View::Telnet(view) => Some(view.login_parts()),
            View::Gopher(view) => Some(view.login_parts()),
            View::Wais(view) => Some(view.login_parts()),
            View::Prospero(view) => Some(view.login_parts()),
            View::Other(view) => view.login_parts(),
            View::News(_) | View::Mailto(_) | View::File(_) => None,
        }
    }

    /// The user name (section 3.1), for schemes with a `login` (ftp, telnet, and
    /// `otherurl` in the common Internet scheme syntax). Empty differs from absent:
    /// `ftp://@host.com/` has an empty user name, `ftp://host.com/` none.
    pub fn user(&self) -> Option<Text<'i>> {
        self.login().and_then(|login| login.user)
    }

    /// The password (section 3.1); never present without a user name.
    pub fn password(&self) -> Option<Text<'i>> {
        self.login().and_then(|login| login.password)
    }

    /// The host to connect to (section 3.1), or for a file URL the host the file is
    /// on when one is named. `None` for mailto and news, which name none (the
    /// domain of a news message-id is in [`MessageId::domain`](super::MessageId::domain)).
    pub fn host(&self) -> Option<Host<'i>> {
        match self {
            View::File(file) => file.host(),
            view => view.login().map(|login| login.host),
        }
    }

    /// The port written in the URL, if any (section 3.1).
    pub fn port(&self) -> Option<Port<'i>> {
        self.login().and_then(|login| login.port)
    }

    /// The port to connect to: the explicit one when it is a TCP port number (at
    /// most 65535; `None` when it is above), otherwise the scheme's default
    /// ([`default_port`]).
    pub fn effective_port(&self) -> Option<u16> {
        match self.port() {
            Some(port) => port.value(),
            None => default_port(self.production()),
        }
    }
}
