//! Gopher URLs (section 3.4): type, selector, search, and the Gopher+ string.

use super::decode::units;
use super::host::{Host, LoginParts, Port};
use super::text::Text;

view_type! {
    /// A `gopherurl` (section 3.4): `gopher://<host>:<port>/<gopher-path>`, the
    /// gopher-path being `<gophertype><selector>`, optionally followed by
    /// `%09<search>` and then `%09<gopher+ string>`. The grammar ends the selector
    /// at the "%09" that starts the search, as section 3.4 reads it.
    ///
    /// ```
    /// use url_grammar::semantics::GopherPlus;
    /// use url_grammar::Url;
    ///
    /// // "The entire <gopher-path> may also be empty, in which case the delimiting
    /// // "/" is also optional and the <gophertype> defaults to "1"."
    /// let url = Url::parse("gopher://gopher.example.com").unwrap();
    /// assert_eq!(url.gopher().unwrap().gopher_type(), '1');
    ///
    /// let url = Url::parse("gopher://host/7search%20engine%09gopher%20url%09+").unwrap();
    /// let gopher = url.gopher().unwrap();
    /// assert_eq!(gopher.gopher_type(), '7');
    /// assert_eq!(gopher.selector().unwrap().decode_lossy(), "search engine");
    /// assert_eq!(gopher.search().unwrap().decode_lossy(), "gopher url");
    /// assert_eq!(gopher.gopher_plus(), Some(GopherPlus::DefaultView));
    /// assert_eq!(gopher.request(), b"search engine\tgopher url\t+");
    /// ```
    Gopher over Gopherurl
}

impl<'a, 'i> Gopher<'a, 'i> {
    /// Host and port.
    pub(crate) fn login_parts(&self) -> LoginParts<'i> {
        LoginParts::of_hostport(&self.node.hostport, self.src)
    }

    /// The host.
    pub fn host(&self) -> Host<'i> {
        self.login_parts().host
    }

    /// The explicit port; "if `:<port>` is omitted, the port defaults to 70".
    pub fn port(&self) -> Option<Port<'i>> {
        self.login_parts().port
    }

    /// The `<gophertype>` as written (one character or one `%XX` escape), if the
    /// gopher-path is not empty.
    pub fn gopher_type_text(&self) -> Option<Text<'i>> {
        let gtype = self.node.gtype.as_ref()?;
        Some(self.src.text(gtype.span()))
    }

    /// The Gopher type of the resource: the `<gophertype>` octet (decoded, as a
    /// character U+0000..U+00FF), or `'1'` (a directory) when the gopher-path is
    /// empty.
    pub fn gopher_type(&self) -> char {
        self.gopher_type_text()
            .and_then(|text| text.decode().first().copied())
            .map_or('1', char::from)
    }

    /// True when the type is the default of an empty gopher-path.
    pub fn has_default_type(&self) -> bool {
        self.node.gtype.is_none()
    }

    /// The `<selector>` as written, if the gopher-path has a type. "The Gopher
    /// selector string may be an empty string; this is how Gopher clients refer to
    /// the top-level directory", which is also what an absent selector means.
    pub fn selector(&self) -> Option<Text<'i>> {
        let selector = self.node.selector.as_ref()?;
        Some(self.src.text(selector.span()))
    }

    /// The `<search>` string after the first "%09" (section 3.4.2), if present; it
    /// may be empty when a Gopher+ string follows (section 3.4.3).
    pub fn search(&self) -> Option<Text<'i>> {
        let search = self.node.search.as_ref()?;
        Some(self.src.text(search.span()))
    }

    /// The `<gopher+ string>` after the second "%09" (section 3.4.3), as written.
    pub fn gopher_plus_string(&self) -> Option<Text<'i>> {
        let plus = self.node.gopher_plus_string.as_ref()?;
        Some(self.src.text(plus.span()))
    }

    /// The Gopher+ string read as one of the forms of sections 3.4.4 to 3.4.9.
    pub fn gopher_plus(&self) -> Option<GopherPlus<'i>> {
        self.gopher_plus_string().map(GopherPlus::read)
    }

    /// What the client sends to the server, decoded (sections 3.4.1 to 3.4.3): the
    /// selector; then, when there is a search, a tab and the search; then, when
    /// there is a Gopher+ string, a tab and the Gopher+ string. The type is not
    /// sent, and neither is the CR LF that ends a Gopher request line (RFC 1436).
    ///
    /// Section 3.4.3 says the (possibly empty) search and its tab are sent before
    /// the Gopher+ commands; the example of section 3.4.9 shows no search field.
    /// This follows 3.4.3.
    pub fn request(&self) -> Vec<u8> {
        let mut request = self
            .selector()
            .map(|selector| selector.decode().into_owned())
            .unwrap_or_default();
        for field in [self.search(), self.gopher_plus_string()]
            .into_iter()
            .flatten()
        {
            request.push(b'\t');
            request.extend_from_slice(&field.decode());
        }
        request
    }
}

/// The forms of a Gopher+ string (sections 3.4.4 to 3.4.9). Parts are text of the
/// URL, escapes kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GopherPlus<'i> {
    /// `+` alone: "the default view (data representation) of the item" (3.4.4).
    DefaultView,
    /// `?` alone: an item with a Gopher+ electronic form (+ASK) associated with it
    /// (3.4.4, 3.4.5).
    AskItem,
    /// `!`: the item's attributes — all of them when the list is empty (3.4.6), or
    /// the named ones, `!+ABSTRACT%20+SMELL` naming `+ABSTRACT` and `+SMELL`
    /// (3.4.7: "separated by coded spaces").
    ItemAttributes(Vec<Text<'i>>),
    /// `$`: the attributes of all items in a Gopher directory — all of them when
    /// the list is empty (3.4.6), or the named ones (3.4.7).
    DirectoryAttributes(Vec<Text<'i>>),
    /// `+<view name>%20<language name>`: an alternate view (3.4.8), e.g. the view
    /// `application/postscript` in language `Es%20ES`.
    AlternateView {
        /// The view name (after the `+`).
        view: Text<'i>,
        /// The language name, when the string has a coded space.
        language: Option<Text<'i>>,
    },
    /// `+%091%0D%0A+-1%0D%0A<value>%0D%0A...%0D%0A.%0D%0A`: an item referenced by
    /// a Gopher+ electronic form filled out with these values (3.4.9).
    FilledForm(Vec<Text<'i>>),
    /// Any other Gopher+ string.
    Other(Text<'i>),
}

/// The decoded start of a filled-out form (section 3.4.9): `+<tab>1<cr><lf>+-1<cr><lf>`.
const FORM_HEAD: &[u8] = b"+\t1\r\n+-1\r\n";
/// The decoded end of a filled-out form: a line holding ".".
const FORM_TAIL: &[u8] = b".\r\n";

impl<'i> GopherPlus<'i> {
    /// The form of the Gopher+ string `text`.
    fn read(text: Text<'i>) -> GopherPlus<'i> {
        let decoded = text.decode();
        match &decoded[..] {
            b"+" => return GopherPlus::DefaultView,
            b"?" => return GopherPlus::AskItem,
            _ => {}
        }
        if let Some(values) = filled_form(text) {
            return GopherPlus::FilledForm(values);
        }
        let Some((first, range)) = units(text.raw()).next() else {
            return GopherPlus::Other(text);
        };
        let rest = text.slice(range.end..text.raw().len());
        let names = || match rest.is_empty() {
            true => Vec::new(),
            false => rest.split_decoded(b' '),
        };
        match first {
            b'!' => GopherPlus::ItemAttributes(names()),
            b'$' => GopherPlus::DirectoryAttributes(names()),
            b'+' if !decoded.iter().any(|b| matches!(b, b'\t' | b'\r' | b'\n')) => {
                let space = units(rest.raw()).find(|(octet, _)| *octet == b' ');
                let (view, language) = match space {
                    Some((_, at)) => (
                        rest.slice(0..at.start),
                        Some(rest.slice(at.end..rest.raw().len())),
                    ),
                    None => (rest, None),
                };
                GopherPlus::AlternateView { view, language }
            }
            _ => GopherPlus::Other(text),
        }
    }
}

/// The values of a filled-out form (section 3.4.9), if `text` is one: the lines
/// between the head `+<tab>1<cr><lf>+-1<cr><lf>` and the final `.<cr><lf>`.
fn filled_form(text: Text<'_>) -> Option<Vec<Text<'_>>> {
    let units: Vec<_> = units(text.raw()).collect();
    let octets: Vec<u8> = units.iter().map(|(octet, _)| *octet).collect();
    if octets.len() < FORM_HEAD.len() + FORM_TAIL.len()
        || !octets.starts_with(FORM_HEAD)
        || !octets.ends_with(FORM_TAIL)
    {
        return None;
    }
    let body = &units[FORM_HEAD.len()..units.len() - FORM_TAIL.len()];
    let mut values = Vec::new();
    let mut start = units[FORM_HEAD.len() - 1].1.end;
    let mut i = 0;
    while i < body.len() {
        if body[i].0 == b'\r' && body.get(i + 1).is_some_and(|(octet, _)| *octet == b'\n') {
            values.push(text.slice(start..body[i].1.start));
            start = body[i + 1].1.end;
            i += 2;
        } else if matches!(body[i].0, b'\r' | b'\n') {
            return None;
        } else {
            i += 1;
        }
    }
    let body_end = units[units.len() - FORM_TAIL.len()].1.start;
    (start == body_end).then_some(values)
}
