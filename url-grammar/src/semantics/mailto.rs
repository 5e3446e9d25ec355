//! mailto URLs (section 3.5).

use super::text::Text;

view_type! {
    /// A `mailtourl` (section 3.5): `mailto:<rfc822-addr-spec>`. "No additional
    /// information other than an Internet mailing address is present or implied",
    /// and "there are no reserved characters"; a "%" in the address is encoded.
    ///
    /// ```
    /// use url_grammar::Url;
    ///
    /// let url = Url::parse("mailto:user%25relay@host.example").unwrap();
    /// let address = url.mailto().unwrap().address();
    /// assert_eq!(address.raw(), "user%25relay@host.example");
    /// assert_eq!(address.decode_utf8().unwrap(), "user%relay@host.example");
    /// ```
    Mailto over Mailtourl
}

impl<'a, 'i> Mailto<'a, 'i> {
    /// The encoded RFC 822 addr-spec.
    pub fn address(&self) -> Text<'i> {
        self.src.text(self.node.encoded822addr.span())
    }
}
