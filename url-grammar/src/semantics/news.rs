//! USENET news URLs: news (section 3.6) and nntp (section 3.7).

use url_runtime::Span;

use super::host::{Host, LoginParts, Port};
use super::text::Text;
use crate::ast;

view_type! {
    /// A `newsurl` (section 3.6): `news:<newsgroup-name>` or `news:<message-id>`,
    /// or `news:*` for "all available news groups". News URLs name no host: they
    /// are location-independent.
    ///
    /// ```
    /// use url_grammar::semantics::NewsTarget;
    /// use url_grammar::Url;
    ///
    /// let url = Url::parse("news:comp.infosystems.www.misc").unwrap();
    /// let NewsTarget::Group(group) = url.news().unwrap().target() else { panic!() };
    /// assert_eq!(group.raw(), "comp.infosystems.www.misc");
    ///
    /// let url = Url::parse("news:*").unwrap();
    /// assert_eq!(url.news().unwrap().target(), NewsTarget::AllGroups);
    ///
    /// let url = Url::parse("news:12345@news.example.com").unwrap();
    /// let NewsTarget::Article(id) = url.news().unwrap().target() else { panic!() };
    /// assert_eq!(id.unique().raw(), "12345");
    /// assert_eq!(id.domain().as_str(), "news.example.com");
    /// assert_eq!(id.bracketed(), b"<12345@news.example.com>");
    /// ```
    News over Newsurl
}

impl<'a, 'i> News<'a, 'i> {
    /// What the URL refers to: all groups, one group, or one article.
    pub fn target(&self) -> NewsTarget<'i> {
        match &self.node.grouppart {
            ast::Grouppart::Star(_) => NewsTarget::AllGroups,
            ast::Grouppart::Group(group) => NewsTarget::Group(self.src.text(group.span())),
            ast::Grouppart::Article(article) => {
                // "it takes the form <unique>@<full domain name>"; the local part
                // holds no "@", so the one before the host separates them.
                let unique = Span::new(article.span().start, article.host.span().start - 1);
                NewsTarget::Article(MessageId {
                    text: self.src.text(article.span()),
                    unique: self.src.text(unique),
                    domain: Host::of(&article.host, self.src),
                })
            }
        }
    }
}

/// What a news URL refers to (section 3.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewsTarget<'i> {
    /// `news:*`: "all available news groups".
    AllGroups,
    /// A newsgroup name, "a period-delimited hierarchical name".
    Group(Text<'i>),
    /// An article, by its message identifier ("distinguished from a news group
    /// name by the presence of the commercial at "@" character").
    Article(MessageId<'i>),
}

/// A message identifier (section 3.6): the Message-ID of RFC 1036 "without the
/// enclosing "<" and ">"", `<unique>@<full domain name>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MessageId<'i> {
    text: Text<'i>,
    unique: Text<'i>,
    domain: Host<'i>,
}

impl<'i> MessageId<'i> {
    /// The whole identifier as written.
    pub fn text(&self) -> Text<'i> {
        self.text
    }

    /// The part before the "@".
    pub fn unique(&self) -> Text<'i> {
        self.unique
    }

    /// The full domain name after the "@".
    pub fn domain(&self) -> Host<'i> {
        self.domain
    }

    /// The RFC 1036 Message-ID: the decoded identifier between "<" and ">".
    pub fn bracketed(&self) -> Vec<u8> {
        let mut id = vec![b'<'];
        id.extend_from_slice(&self.text.decode());
        id.push(b'>');
        id
    }
}

view_type! {
    /// An `nntpurl` (section 3.7): `nntp://<host>:<port>/<newsgroup-name>/<article-number>`,
    /// "the numeric id of the article within that newsgroup".
    ///
    /// ```
    /// use url_grammar::Url;
    ///
    /// let url = Url::parse("nntp://news.example.com/comp.lang.rust/1234").unwrap();
    /// let nntp = url.nntp().unwrap();
    /// assert_eq!(nntp.host().as_str(), "news.example.com");
    /// assert_eq!(nntp.group().raw(), "comp.lang.rust");
    /// assert_eq!(nntp.article_number(), Some(1234));
    /// assert_eq!(url.effective_port(), Some(119));
    /// ```
    Nntp over Nntpurl
}

impl<'a, 'i> Nntp<'a, 'i> {
    /// Host and port.
    pub(crate) fn login_parts(&self) -> LoginParts<'i> {
        LoginParts::of_hostport(&self.node.hostport, self.src)
    }

    /// The host of the NNTP server.
    pub fn host(&self) -> Host<'i> {
        self.login_parts().host
    }

    /// The explicit port; "if `:<port>` is omitted, the port defaults to 119".
    pub fn port(&self) -> Option<Port<'i>> {
        self.login_parts().port
    }

    /// The newsgroup name.
    pub fn group(&self) -> Text<'i> {
        self.src.text(self.node.group.span())
    }

    /// The article number as written, if present.
    pub fn article(&self) -> Option<Text<'i>> {
        let digits = self.node.digits.as_ref()?;
        Some(self.src.text(digits.span()))
    }

    /// The article number, if present and it fits 64 bits.
    pub fn article_number(&self) -> Option<u64> {
        self.article()?.raw().parse().ok()
    }
}
