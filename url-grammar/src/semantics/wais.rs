//! WAIS URLs (section 3.9): a database, a search, or a document.

use super::host::{Host, LoginParts, Port};
use super::text::Text;
use crate::ast;
use crate::production::Production;

view_type! {
    /// A `waisurl` (section 3.9), in one of its three forms:
    /// `wais://<host>:<port>/<database>` (a database "available for searching"),
    /// `.../<database>?<search>` ("a particular search"), and
    /// `.../<database>/<wtype>/<wpath>` ("a particular document").
    ///
    /// ```
    /// use url_grammar::semantics::WaisTarget;
    /// use url_grammar::Url;
    ///
    /// let url = Url::parse("wais://wais.example.com:210/cia-factbook?iceland").unwrap();
    /// let wais = url.wais().unwrap();
    /// assert_eq!(wais.database().raw(), "cia-factbook");
    /// let WaisTarget::Search(search) = wais.target() else { panic!() };
    /// assert_eq!(search.raw(), "iceland");
    ///
    /// let url = Url::parse("wais://host/db/TEXT/0%2012-docid").unwrap();
    /// let WaisTarget::Document { wtype, wpath } = url.wais().unwrap().target() else { panic!() };
    /// assert_eq!(wtype.raw(), "TEXT");
    /// assert_eq!(&*wpath.decode(), b"0 12-docid");
    /// ```
    Wais over Waisurl
}

impl<'a, 'i> Wais<'a, 'i> {
    /// The `hostport` and `database` every form has.
    fn common(&self) -> (&ast::Hostport<'a>, &ast::Database<'a>) {
        match &self.node {
            ast::Waisurl::Waisdatabase(url) => (&url.hostport, &url.database),
            ast::Waisurl::Waisindex(url) => (&url.hostport, &url.database),
            ast::Waisurl::Waisdoc(url) => (&url.hostport, &url.database),
        }
    }

    /// The form: `waisdatabase`, `waisindex` or `waisdoc`.
    pub fn production(&self) -> Production {
        match &self.node {
            ast::Waisurl::Waisdatabase(_) => Production::Waisdatabase,
            ast::Waisurl::Waisindex(_) => Production::Waisindex,
            ast::Waisurl::Waisdoc(_) => Production::Waisdoc,
        }
    }

    /// Host and port.
    pub(crate) fn login_parts(&self) -> LoginParts<'i> {
        LoginParts::of_hostport(self.common().0, self.src)
    }

    /// The host.
    pub fn host(&self) -> Host<'i> {
        self.login_parts().host
    }

    /// The explicit port; "if `:<port>` is omitted, the port defaults to 210".
    pub fn port(&self) -> Option<Port<'i>> {
        self.login_parts().port
    }

    /// "The name of the WAIS database being queried".
    pub fn database(&self) -> Text<'i> {
        self.src.text(self.common().1.span())
    }

    /// Which of the three forms the URL is, with its parts.
    pub fn target(&self) -> WaisTarget<'i> {
        match &self.node {
            ast::Waisurl::Waisdatabase(_) => WaisTarget::Database,
            ast::Waisurl::Waisindex(url) => WaisTarget::Search(self.src.text(url.search.span())),
            ast::Waisurl::Waisdoc(url) => WaisTarget::Document {
                wtype: self.src.text(url.wtype.span()),
                wpath: self.src.text(url.wpath.span()),
            },
        }
    }
}

/// What a WAIS URL designates (section 3.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WaisTarget<'i> {
    /// `waisdatabase`: the database, available for searching.
    Database,
    /// `waisindex`: a particular search of the database.
    Search(Text<'i>),
    /// `waisdoc`: a particular document of the database.
    Document {
        /// "The WAIS designation of the type of the object".
        wtype: Text<'i>,
        /// The WAIS document-id, encoded; "it may only be decomposed by the server
        /// that issued it".
        wpath: Text<'i>,
    },
}
