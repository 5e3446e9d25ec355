//! file URLs (section 3.10).

use super::host::Host;
use super::text::Text;

view_type! {
    /// A `fileurl` (section 3.10): `file://<host>/<path>`, the path "a hierarchical
    /// directory path of the form `<directory>/<directory>/.../<name>`". "As a special
    /// case, `<host>` can be the string "localhost" or the empty string; this is
    /// interpreted as 'the machine from which the URL is being interpreted'."
    ///
    /// ```
    /// use url_grammar::Url;
    ///
    /// let url = Url::parse("file://vms.host.edu/disk$user/my/notes/note12345.txt").unwrap();
    /// let file = url.file().unwrap();
    /// assert_eq!(file.host().unwrap().as_str(), "vms.host.edu");
    /// assert!(!file.is_local());
    /// let dirs: Vec<_> = file.directories().iter().map(|d| d.raw()).collect();
    /// assert_eq!(dirs, ["disk$user", "my", "notes"]);
    /// assert_eq!(file.name().raw(), "note12345.txt");
    ///
    /// assert!(Url::parse("file:///etc/motd").unwrap().file().unwrap().is_local());
    /// assert!(Url::parse("file://localhost/etc/motd").unwrap().file().unwrap().is_local());
    /// ```
    File over Fileurl
}

impl<'a, 'i> File<'a, 'i> {
    /// The host, when the URL names one (`localhost` included); `None` for the
    /// empty host.
    pub fn host(&self) -> Option<Host<'i>> {
        let host = self.node.host.as_ref()?;
        Some(Host::of(host, self.src))
    }

    /// True when the file is on "the machine from which the URL is being
    /// interpreted": the host is empty or `localhost`.
    pub fn is_local(&self) -> bool {
        match self.host() {
            None => true,
            Some(host) => host.is_localhost(),
        }
    }

    /// The path after the "/" that follows the host.
    pub fn path(&self) -> Text<'i> {
        self.src.text(self.node.fpath.span())
    }

    /// The "/"-separated segments of the path.
    pub fn segments(&self) -> Vec<Text<'i>> {
        self.node
            .fpath
            .fsegment
            .iter()
            .map(|segment| self.src.text(segment.span()))
            .collect()
    }

    /// The `<directory>` segments: every segment but the last.
    pub fn directories(&self) -> Vec<Text<'i>> {
        let mut segments = self.segments();
        segments.pop();
        segments
    }

    /// The `<name>`: the last segment (possibly empty).
    pub fn name(&self) -> Text<'i> {
        let mut segments = self.segments();
        segments.pop().expect("an fpath has at least one fsegment")
    }
}
