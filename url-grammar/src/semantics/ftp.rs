//! FTP URLs (section 3.2): login, the url-path as CWD and RETR/NLST arguments, and
//! the typecode.

use std::borrow::Cow;
use std::fmt;

use super::host::{Host, LoginParts, Port};
use super::text::Text;

view_type! {
    /// An `ftpurl` read as section 3.2 reads it: "the url-path is interpreted as a
    /// series of FTP commands".
    ///
    /// ```
    /// use url_grammar::semantics::{FtpLogin, Typecode};
    /// use url_grammar::Url;
    ///
    /// let url = Url::parse("ftp://ftp.example.com/pub/a%20b/file.txt;type=i").unwrap();
    /// let ftp = url.ftp().unwrap();
    /// assert_eq!(ftp.login(), FtpLogin::Anonymous);
    /// let cwd: Vec<_> = ftp.cwd().iter().map(|s| s.decode_lossy()).collect();
    /// assert_eq!(cwd, ["pub", "a b"]);
    /// assert_eq!(ftp.name().unwrap().raw(), "file.txt");
    /// assert_eq!(ftp.typecode(), Some(Typecode::Image));
    /// let commands: Vec<String> = ftp.commands().iter().map(|c| c.to_string()).collect();
    /// assert_eq!(commands, [
    ///     "USER anonymous",
    ///     "PASS <end user's e-mail address>",
    ///     "CWD pub",
    ///     "CWD a b",
    ///     "TYPE I",
    ///     "RETR file.txt",
    /// ]);
    /// ```
    Ftp over Ftpurl
}

impl<'a, 'i> Ftp<'a, 'i> {
    /// User, password, host and port.
    pub(crate) fn login_parts(&self) -> LoginParts<'i> {
        LoginParts::of_login(&self.node.login, self.src)
    }

    /// The user name, if the URL supplies one (it may be empty, section 3.1).
    pub fn user(&self) -> Option<Text<'i>> {
        self.login_parts().user
    }

    /// The password, if the URL supplies one (it may be empty, section 3.1).
    pub fn password(&self) -> Option<Text<'i>> {
        self.login_parts().password
    }

    /// The host.
    pub fn host(&self) -> Host<'i> {
        self.login_parts().host
    }

    /// The explicit port; "if `:<port>` is omitted, the port defaults to 21".
    pub fn port(&self) -> Option<Port<'i>> {
        self.login_parts().port
    }

    /// Who to log in as (section 3.2.1): the URL's user and password, or the
    /// "anonymous" convention when the URL supplies no user name.
    pub fn login(&self) -> FtpLogin<'i> {
        let parts = self.login_parts();
        match parts.user {
            Some(user) => FtpLogin::User {
                user,
                password: parts.password,
            },
            None => FtpLogin::Anonymous,
        }
    }

    /// The url-path (`fpath`) without the `;type=` part; `None` when the URL has
    /// none (`ftp://host` — "the whole url-path may be omitted").
    pub fn path(&self) -> Option<Text<'i>> {
        let fpath = self.node.fpath.as_ref()?;
        Some(self.src.text(fpath.span()))
    }

    /// Every "/"-separated segment of the url-path: `<cwd1>` ... `<cwdN>` and
    /// `<name>`. Empty when there is no url-path.
    pub fn segments(&self) -> Vec<Text<'i>> {
        match &self.node.fpath {
            Some(fpath) => fpath
                .fsegment
                .iter()
                .map(|segment| self.src.text(segment.span()))
                .collect(),
            None => Vec::new(),
        }
    }

    /// The `<cwd>` elements: every segment but the last, each the argument of one
    /// CWD command. A segment may be empty (`ftp://host//etc/motd` starts with
    /// `CWD ` with a null argument).
    pub fn cwd(&self) -> Vec<Text<'i>> {
        let mut segments = self.segments();
        segments.pop();
        segments
    }

    /// The `<name>`: the last segment, possibly empty; `None` when there is no
    /// url-path.
    pub fn name(&self) -> Option<Text<'i>> {
        self.segments().pop()
    }

    /// The `;type=` typecode, if given (section 3.2.3: otherwise "the client
    /// program interpreting the URL must guess the appropriate mode").
    pub fn typecode(&self) -> Option<Typecode> {
        let code = self.node.ftptype.as_ref()?;
        code.as_str().chars().next().and_then(Typecode::from_char)
    }

    /// The FTP commands the URL stands for (sections 3.2.1 and 3.2.2), arguments
    /// decoded:
    ///
    /// 1. `USER` with the user name, and `PASS` when the server asks for a
    ///    password (the URL's, or one asked of the user when the URL has a user
    ///    name but no password); with no user name, the anonymous convention:
    ///    `USER anonymous`, `PASS` with the end user's e-mail address;
    /// 2. `CWD` with each `<cwd>` element, in order;
    /// 3. with typecode `d`, `NLST <name>`; otherwise `TYPE <typecode>` when one is
    ///    given, then `RETR <name>` when the name is not empty.
    ///
    /// The RFC prescribes nothing for an empty name without `;type=d` (a URL ending
    /// in "/"); no RETR is listed then. Without a url-path there is nothing after
    /// the login.
    pub fn commands(&self) -> Vec<FtpCommand<'i>> {
        let mut commands = Vec::new();
        match self.login() {
            FtpLogin::User { user, password } => {
                commands.push(FtpCommand::User(user.decode()));
                commands.push(FtpCommand::Pass(match password {
                    Some(password) => FtpPassword::Given(password.decode()),
                    None => FtpPassword::AskUser,
                }));
            }
            FtpLogin::Anonymous => {
                commands.push(FtpCommand::User(Cow::Borrowed(b"anonymous")));
                commands.push(FtpCommand::Pass(FtpPassword::EmailAddress));
            }
        }
        let Some(name) = self.name() else {
            return commands;
        };
        commands.extend(self.cwd().iter().map(|dir| FtpCommand::Cwd(dir.decode())));
        match self.typecode() {
            Some(Typecode::Directory) => commands.push(FtpCommand::Nlst(name.decode())),
            typecode => {
                commands.extend(typecode.map(FtpCommand::Type));
                if !name.is_empty() {
                    commands.push(FtpCommand::Retr(name.decode()));
                }
            }
        }
        commands
    }
}

/// Who an FTP URL logs in as (section 3.2.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FtpLogin<'i> {
    /// No user name in the URL: "the conventions for "anonymous" FTP are to be
    /// used": user name "anonymous", password "the Internet e-mail address of the
    /// end user accessing the resource".
    Anonymous,
    /// The URL's user name and, if it has one, password. "If the URL supplies a
    /// user name but no password, and the remote server requests a password, the
    /// program interpreting the FTP URL should request one from the user."
    User {
        /// The user name, as written.
        user: Text<'i>,
        /// The password, as written, if present.
        password: Option<Text<'i>>,
    },
}

/// The argument of an FTP `PASS` command (section 3.2.1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FtpPassword<'i> {
    /// The URL's password, decoded.
    Given(Cow<'i, [u8]>),
    /// The URL has a user name but no password: ask the user.
    AskUser,
    /// Anonymous FTP: the end user's Internet e-mail address.
    EmailAddress,
}

/// An FTP command an FTP URL stands for (RFC 959 verbs), its argument decoded.
/// `Display` writes the command line: `CWD /etc`, `RETR motd`, `TYPE I`, `NLST`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FtpCommand<'i> {
    /// `USER <name>`, sent after connecting.
    User(Cow<'i, [u8]>),
    /// `PASS <password>`, sent when the server asks for a password.
    Pass(FtpPassword<'i>),
    /// `CWD <directory>`; the directory may be empty (a null argument).
    Cwd(Cow<'i, [u8]>),
    /// `TYPE A` or `TYPE I`.
    Type(Typecode),
    /// `RETR <name>`: "access the file whose name is `<name>`".
    Retr(Cow<'i, [u8]>),
    /// `NLST <name>` for typecode `d`: "interpret the results as a file directory
    /// listing". The name may be empty.
    Nlst(Cow<'i, [u8]>),
}

impl FtpCommand<'_> {
    /// The command verb: `USER`, `PASS`, `CWD`, `TYPE`, `RETR` or `NLST`.
    pub fn verb(&self) -> &'static str {
        match self {
            FtpCommand::User(_) => "USER",
            FtpCommand::Pass(_) => "PASS",
            FtpCommand::Cwd(_) => "CWD",
            FtpCommand::Type(_) => "TYPE",
            FtpCommand::Retr(_) => "RETR",
            FtpCommand::Nlst(_) => "NLST",
        }
    }
}

impl fmt::Display for FtpCommand<'_> {
    /// The command line, arguments shown as text (U+FFFD where not UTF-8).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verb = self.verb();
        match self {
            FtpCommand::User(arg) | FtpCommand::Cwd(arg) | FtpCommand::Retr(arg) => {
                write!(f, "{verb} {}", String::from_utf8_lossy(arg))
            }
            FtpCommand::Nlst(arg) if arg.is_empty() => f.write_str(verb),
            FtpCommand::Nlst(arg) => write!(f, "{verb} {}", String::from_utf8_lossy(arg)),
            FtpCommand::Pass(FtpPassword::Given(arg)) => {
                write!(f, "{verb} {}", String::from_utf8_lossy(arg))
            }
            FtpCommand::Pass(FtpPassword::AskUser) => write!(f, "{verb} <ask the user>"),
            FtpCommand::Pass(FtpPassword::EmailAddress) => {
                write!(f, "{verb} <end user's e-mail address>")
            }
            FtpCommand::Type(code) => write!(f, "{verb} {}", code.type_argument()),
        }
    }
}

/// The FTP typecode of `;type=<typecode>` (sections 3.2.2, 3.2.3); the BNF takes
/// either case (`ftptype = "A" | "I" | "D" | "a" | "i" | "d"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Typecode {
    /// `a`: ASCII (`TYPE A`).
    Ascii,
    /// `i`: image, binary (`TYPE I`).
    Image,
    /// `d`: a directory listing (`NLST`).
    Directory,
}

impl Typecode {
    /// The typecode a character stands for, in either case.
    pub fn from_char(c: char) -> Option<Typecode> {
        match c.to_ascii_lowercase() {
            'a' => Some(Typecode::Ascii),
            'i' => Some(Typecode::Image),
            'd' => Some(Typecode::Directory),
            _ => None,
        }
    }

    /// The typecode as section 3.2.2 writes it: `a`, `i` or `d`.
    pub fn letter(self) -> char {
        match self {
            Typecode::Ascii => 'a',
            Typecode::Image => 'i',
            Typecode::Directory => 'd',
        }
    }

    /// The argument of the FTP `TYPE` command (RFC 959): `A`, `I`; `D` for
    /// `Directory`, which is listed with NLST rather than a TYPE command.
    pub fn type_argument(self) -> char {
        self.letter().to_ascii_uppercase()
    }
}
