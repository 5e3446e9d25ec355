//! Prospero URLs (section 3.11).

use super::host::{Host, LoginParts, Port};
use super::text::Text;

view_type! {
    /// A `prosperourl` (section 3.11): `prospero://<host>:<port>/<hsoname>;<field>=<value>`.
    /// The hsoname "is opaque and interpreted by the Prospero server"; a "/" in it
    /// has no significance the client may assume. The `;field=value` pairs "serve
    /// to identify the target of the URL".
    ///
    /// ```
    /// use url_grammar::Url;
    ///
    /// let url = Url::parse("prospero://host.dom//pros/name;OBJECT-VERSION=3").unwrap();
    /// let prospero = url.prospero().unwrap();
    /// assert_eq!(prospero.hsoname().raw(), "/pros/name");
    /// assert_eq!(prospero.field(b"OBJECT-VERSION").unwrap().raw(), "3");
    /// assert_eq!(url.effective_port(), Some(1525));
    /// ```
    Prospero over Prosperourl
}

impl<'a, 'i> Prospero<'a, 'i> {
    /// Host and port (a Prospero URL has no user name or password).
    pub(crate) fn login_parts(&self) -> LoginParts<'i> {
        LoginParts::of_hostport(&self.node.hostport, self.src)
    }

    /// The host of the Prospero directory server.
    pub fn host(&self) -> Host<'i> {
        self.login_parts().host
    }

    /// The explicit port; "if `:<port>` is omitted, the port defaults to 1525".
    pub fn port(&self) -> Option<Port<'i>> {
        self.login_parts().port
    }

    /// The host-specific object name (`ppath`), "suitably encoded".
    pub fn hsoname(&self) -> Text<'i> {
        self.src.text(self.node.ppath.span())
    }

    /// The `;<field>=<value>` pairs, in order.
    pub fn fields(&self) -> Vec<ProsperoField<'i>> {
        self.node
            .fieldspec
            .iter()
            .map(|spec| ProsperoField {
                name: self.src.text(spec.fieldname.span()),
                value: self.src.text(spec.fieldvalue.span()),
            })
            .collect()
    }

    /// The value of the first field whose decoded name is `name`.
    pub fn field(&self, name: &[u8]) -> Option<Text<'i>> {
        self.fields()
            .into_iter()
            .find(|field| *field.name.decode() == *name)
            .map(|field| field.value)
    }
}

/// One `;<field>=<value>` pair of a Prospero URL (section 3.11).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProsperoField<'i> {
    /// The field name, as written.
    pub name: Text<'i>,
    /// The value, as written.
    pub value: Text<'i>,
}
