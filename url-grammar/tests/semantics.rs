//! The meaning of RFC 1738's examples (sections 2, 3.1-3.11 and 6) as the semantics
//! layer reads them. Each test names the section its examples come from and checks
//! what the URL means, not only that it parses.

use proptest::prelude::*;
use url_grammar::ast;
use url_grammar::production::Production;
use url_grammar::semantics::{
    percent_decode, percent_encode, FtpBuilder, FtpLogin, GopherPlus, HttpBuilder, LintCode,
    NewsTarget, Severity, Typecode, WaisTarget,
};
use url_grammar::{Text, Url, View};

/// Parses `input` strictly, failing the test with the rendered error otherwise.
fn url(input: &str) -> Url<'_> {
    Url::parse(input).unwrap_or_else(|e| panic!("{input:?} should parse:\n{}", e.render()))
}

/// The raw texts.
fn raw<'i>(texts: &[Text<'i>]) -> Vec<&'i str> {
    texts.iter().map(|t| t.raw()).collect()
}

/// The decoded texts, as UTF-8.
fn decoded(texts: &[Text<'_>]) -> Vec<String> {
    texts.iter().map(|t| t.decode_lossy()).collect()
}

/// The FTP command lines of an ftp URL.
fn ftp_commands(input: &str) -> Vec<String> {
    let url = url(input);
    let ftp = url.ftp().expect("an ftpurl");
    ftp.commands().iter().map(|c| c.to_string()).collect()
}

/// The lint codes of a URL.
fn lint_codes(input: &str) -> Vec<&'static str> {
    url(input).lints().iter().map(|l| l.code.code()).collect()
}

// ---------------------------------------------------------------------------------
// Section 2.1: scheme names

#[test]
fn s2_1_upper_case_scheme_is_lower_case_when_lenient() {
    assert!(Url::parse("HTTP://www.example.com/").is_err());
    let url = Url::parse_lenient("HTTP://www.example.com/a%20b").unwrap();
    assert!(url.scheme_case_folded());
    assert_eq!(url.production(), Production::Httpurl);
    // Text still comes from the original input.
    assert_eq!(url.scheme(), "HTTP");
    assert_eq!(url.scheme_name(), "http");
    assert_eq!(url.as_str(), "HTTP://www.example.com/a%20b");
    let http = url.http().unwrap();
    assert_eq!(http.host().as_str(), "www.example.com");
    assert_eq!(raw(&http.segments()), ["a%20b"]);
    // Only the scheme is folded: the rest keeps its case.
    let url = Url::parse_lenient("Ftp://Host.Example/PUB;type=I").unwrap();
    assert_eq!(url.host().unwrap().as_str(), "Host.Example");
    assert_eq!(url.ftp().unwrap().typecode(), Some(Typecode::Image));
    // Lower-case input needs no folding.
    assert!(!Url::parse_lenient("http://x.com/")
        .unwrap()
        .scheme_case_folded());
    // Other schemes fold too, and stay otherurl.
    let url = Url::parse_lenient("X-Foo:bar").unwrap();
    assert_eq!(url.production(), Production::Otherurl);
    assert_eq!(url.other().unwrap().scheme(), "X-Foo");
}

#[test]
fn s2_1_lenient_errors_point_into_the_original_input() {
    let error = Url::parse_lenient("HTTP://bad host/").unwrap_err();
    assert!(
        error.render().contains("HTTP://bad host/"),
        "{}",
        error.render()
    );
}

// ---------------------------------------------------------------------------------
// Section 2.2: encoding

#[test]
fn s2_2_escapes_decode_to_octets_in_either_case() {
    assert_eq!(&*percent_decode("%2f%2F%41"), b"//A");
    let url = url("http://host/%7Euser/a%20b");
    let segments = url.http().unwrap().segments();
    assert_eq!(raw(&segments), ["%7Euser", "a%20b"]);
    assert_eq!(decoded(&segments), ["~user", "a b"]);
    // Octets need not be UTF-8.
    let url = url_static("ftp://host/%FF");
    let name = url.ftp().unwrap().name().unwrap();
    assert_eq!(&*name.decode(), &[0xff]);
    assert!(name.decode_utf8().is_err());
}

/// Parses a `'static` input.
fn url_static(input: &'static str) -> Url<'static> {
    Url::parse(input).unwrap()
}

#[test]
fn s2_2_encoding_a_reserved_character_changes_the_meaning() {
    // "encoding a character reserved for a particular scheme may change the
    // semantics of a URL": %2F in an FTP path is part of a name, "/" separates.
    let encoded = url("ftp://host/a%2Fb");
    let plain = url("ftp://host/a/b");
    assert_eq!(decoded(&encoded.ftp().unwrap().segments()), ["a/b"]);
    assert_eq!(decoded(&plain.ftp().unwrap().segments()), ["a", "b"]);
}

// ---------------------------------------------------------------------------------
// Section 3.1: common Internet scheme syntax

#[test]
fn s3_1_empty_user_differs_from_no_user() {
    // <URL:ftp://@host.com/> has an empty user name and no password
    let url1 = url("ftp://@host.com/");
    assert_eq!(url1.user().map(|u| u.raw()), Some(""));
    assert_eq!(url1.password(), None);
    // <URL:ftp://host.com/> has no user name
    let url2 = url("ftp://host.com/");
    assert_eq!(url2.user(), None);
    assert_eq!(url2.ftp().unwrap().login(), FtpLogin::Anonymous);
    // <URL:ftp://foo:@host.com/> has a user name of "foo" and an empty password
    let url3 = url("ftp://foo:@host.com/");
    assert_eq!(url3.user().map(|u| u.raw()), Some("foo"));
    assert_eq!(url3.password().map(|p| p.raw()), Some(""));
}

#[test]
fn s3_1_all_parts_of_the_common_syntax() {
    // //<user>:<password>@<host>:<port>/<url-path>
    let url = url("x-proto://me:secret@host.example.com:4242/some/path");
    assert_eq!(url.production(), Production::Otherurl);
    assert_eq!(url.user().unwrap().raw(), "me");
    assert_eq!(url.password().unwrap().raw(), "secret");
    assert_eq!(url.host().unwrap().as_str(), "host.example.com");
    assert_eq!(url.port().unwrap().value(), Some(4242));
    assert_eq!(url.effective_port(), Some(4242));
    // "the "/" between the host (or port) and the url-path is NOT part of the
    // url-path"
    assert_eq!(url.other().unwrap().urlpath().unwrap().raw(), "some/path");
    // Within the user and password field, ":", "@" and "/" are encoded.
    let url = url_static("ftp://a%3Ab%40c:d%2Fe@host/");
    assert_eq!(url.user().unwrap().decode_lossy(), "a:b@c");
    assert_eq!(url.password().unwrap().decode_lossy(), "d/e");
}

#[test]
fn s3_1_hostname_or_hostnumber() {
    // "The rightmost domain label will never start with a digit, though, which
    // syntactically distinguishes all domain names from the IP addresses."
    let number = url("http://10.0.0.1/");
    let host = number.host().unwrap();
    assert!(host.is_hostnumber());
    assert_eq!(host.ipv4(), Some(std::net::Ipv4Addr::new(10, 0, 0, 1)));
    let name = url("http://10.0.0.x1/");
    let host = name.host().unwrap();
    assert!(!host.is_hostnumber());
    assert_eq!(host.labels().collect::<Vec<_>>(), ["10", "0", "0", "x1"]);
}

#[test]
fn s3_1_an_omitted_port_omits_its_colon() {
    // "If the port is omitted, the colon is as well": `host:` is no hostport, so the
    // URL is only an otherurl, with no port.
    let url = url("http://host.com:/");
    assert_eq!(url.production(), Production::Otherurl);
    assert_eq!(url.port(), None);
}

// ---------------------------------------------------------------------------------
// Section 3.2: FTP

#[test]
fn s3_2_ftp_port_defaults_to_21() {
    assert_eq!(url("ftp://host.dom/").effective_port(), Some(21));
    assert_eq!(url("ftp://host.dom:2121/").effective_port(), Some(2121));
}

#[test]
fn s3_2_1_anonymous_convention() {
    // No user name: "anonymous", and the end user's e-mail address as password.
    assert_eq!(
        ftp_commands("ftp://host.dom/file"),
        [
            "USER anonymous",
            "PASS <end user's e-mail address>",
            "RETR file"
        ]
    );
    // A user name but no password: ask the user if the server wants one.
    assert_eq!(
        ftp_commands("ftp://me@host.dom/file"),
        ["USER me", "PASS <ask the user>", "RETR file"]
    );
    // Both given.
    assert_eq!(
        ftp_commands("ftp://me:pw@host.dom/file"),
        ["USER me", "PASS pw", "RETR file"]
    );
}

#[test]
fn s3_2_2_cwd_of_an_encoded_slash() {
    // <URL:ftp://myname@host.dom/%2Fetc/motd>: log in as "myname" (prompting for a
    // password if it is asked for), then "CWD /etc" and then "RETR motd".
    assert_eq!(
        ftp_commands("ftp://myname@host.dom/%2Fetc/motd"),
        [
            "USER myname",
            "PASS <ask the user>",
            "CWD /etc",
            "RETR motd"
        ]
    );
}

#[test]
fn s3_2_2_cwd_relative_to_the_default_directory() {
    // <URL:ftp://myname@host.dom/etc/motd> would "CWD etc" and then "RETR motd".
    assert_eq!(
        ftp_commands("ftp://myname@host.dom/etc/motd"),
        ["USER myname", "PASS <ask the user>", "CWD etc", "RETR motd"]
    );
}

#[test]
fn s3_2_2_cwd_with_a_null_argument() {
    // <URL:ftp://myname@host.dom//etc/motd> would "CWD " with a null argument, then
    // "CWD etc", and then "RETR motd".
    assert_eq!(
        ftp_commands("ftp://myname@host.dom//etc/motd"),
        [
            "USER myname",
            "PASS <ask the user>",
            "CWD ",
            "CWD etc",
            "RETR motd"
        ]
    );
    let url = url("ftp://myname@host.dom//etc/motd");
    let ftp = url.ftp().unwrap();
    assert_eq!(raw(&ftp.cwd()), ["", "etc"]);
    assert_eq!(ftp.name().unwrap().raw(), "motd");
}

#[test]
fn s3_2_2_url_path_parts() {
    // <cwd1>/<cwd2>/.../<cwdN>/<name>;type=<typecode>
    let url = url("ftp://host/a/b%3Bc/d;type=d");
    let ftp = url.ftp().unwrap();
    assert_eq!(decoded(&ftp.cwd()), ["a", "b;c"]);
    assert_eq!(ftp.name().unwrap().raw(), "d");
    assert_eq!(ftp.typecode(), Some(Typecode::Directory));
    // Typecode "d": NLST with <name>, no TYPE, no RETR.
    assert_eq!(
        ftp_commands("ftp://host/a/b%3Bc/d;type=d")[2..],
        ["CWD a", "CWD b;c", "NLST d"]
    );
    // Otherwise TYPE with the typecode, then RETR; the BNF takes either case.
    assert_eq!(
        ftp_commands("ftp://host/f;type=A")[2..],
        ["TYPE A", "RETR f"]
    );
    assert_eq!(
        ftp_commands("ftp://host/f;type=i")[2..],
        ["TYPE I", "RETR f"]
    );
    // "The whole url-path may be omitted".
    let url = url_static("ftp://host");
    assert_eq!(url.ftp().unwrap().path(), None);
    assert_eq!(url.ftp().unwrap().name(), None);
    assert_eq!(ftp_commands("ftp://host").len(), 2);
    // "The <cwdx> and <name> parts may be empty": a directory listing of a
    // directory.
    assert_eq!(
        ftp_commands("ftp://host/pub/;type=d")[2..],
        ["CWD pub", "NLST"]
    );
}

#[test]
fn s3_2_3_without_typecode_no_type_command() {
    // "If it is omitted, the client program interpreting the URL must guess".
    let url = url("ftp://host/pub/file.txt");
    assert_eq!(url.ftp().unwrap().typecode(), None);
    assert_eq!(
        ftp_commands("ftp://host/pub/file.txt")[2..],
        ["CWD pub", "RETR file.txt"]
    );
}

// ---------------------------------------------------------------------------------
// Section 3.3: HTTP

#[test]
fn s3_3_http_parts() {
    // http://<host>:<port>/<path>?<searchpart>
    let url = url("http://www.example.com:8000/dir/page?q=a+b");
    assert_eq!(url.effective_port(), Some(8000));
    let http = url.http().unwrap();
    assert_eq!(http.path().unwrap().raw(), "dir/page");
    assert_eq!(raw(&http.segments()), ["dir", "page"]);
    assert_eq!(http.search().unwrap().raw(), "q=a+b");
    // "If :<port> is omitted, the port defaults to 80."
    assert_eq!(url_static("http://h.com/").effective_port(), Some(80));
    // "If neither <path> nor <searchpart> is present, the "/" may also be omitted."
    let bare = url_static("http://h.com");
    assert_eq!(bare.http().unwrap().path(), None);
    assert_eq!(bare.http().unwrap().search(), None);
    // An empty path.
    let slash = url_static("http://h.com/");
    assert_eq!(raw(&slash.http().unwrap().segments()), [""]);
}

#[test]
fn s3_3_no_user_name_or_password() {
    // "No user name or password is allowed": with one, the URL is no httpurl.
    let url = url("http://user@host.com/");
    assert_eq!(url.production(), Production::Otherurl);
    assert!(url.http().is_none());
    assert_eq!(url.user().unwrap().raw(), "user");
    // And section 3's default port is not given to a URL outside the scheme's syntax.
    assert_eq!(url.effective_port(), None);
}

// ---------------------------------------------------------------------------------
// Section 3.4: Gopher

#[test]
fn s3_4_1_empty_gopher_path_is_type_1() {
    // "The entire <gopher-path> may also be empty, in which case the delimiting "/"
    // is also optional and the <gophertype> defaults to "1"."
    for input in ["gopher://host", "gopher://host/"] {
        let url = url(input);
        let gopher = url.gopher().unwrap();
        assert_eq!(gopher.gopher_type(), '1', "{input}");
        assert!(gopher.has_default_type());
        assert_eq!(gopher.selector(), None);
        assert_eq!(gopher.request(), b"");
    }
    // "If :<port> is omitted, the port defaults to 70."
    assert_eq!(url("gopher://host").effective_port(), Some(70));
}

#[test]
fn s3_4_1_type_and_selector() {
    // <gophertype><selector>; the selector may begin with a copy of the type.
    let url = url("gopher://host/00/readme%20first");
    let gopher = url.gopher().unwrap();
    assert_eq!(gopher.gopher_type(), '0');
    assert!(!gopher.has_default_type());
    assert_eq!(gopher.selector().unwrap().raw(), "0/readme%20first");
    assert_eq!(gopher.request(), b"0/readme first");
    assert_eq!(gopher.search(), None);
    // An empty selector: the top-level directory.
    let top = url_static("gopher://host/1");
    assert_eq!(top.gopher().unwrap().selector().unwrap().raw(), "");
}

#[test]
fn s3_4_2_search() {
    // <gophertype><selector>%09<search>: the client sends selector, tab, search.
    let url = url("gopher://host/7/search%09rfc%201738");
    let gopher = url.gopher().unwrap();
    assert_eq!(gopher.gopher_type(), '7');
    assert_eq!(gopher.selector().unwrap().raw(), "/search");
    assert_eq!(gopher.search().unwrap().decode_lossy(), "rfc 1738");
    assert_eq!(gopher.gopher_plus_string(), None);
    assert_eq!(gopher.request(), b"/search\trfc 1738");
}

#[test]
fn s3_4_3_gopher_plus_after_an_empty_search() {
    // "the %09<search> string must be supplied, although the <search> element may
    // be the empty string"
    let url = url("gopher://host/1item%09%09+");
    let gopher = url.gopher().unwrap();
    assert_eq!(gopher.selector().unwrap().raw(), "item");
    assert_eq!(gopher.search().unwrap().raw(), "");
    assert_eq!(gopher.gopher_plus_string().unwrap().raw(), "+");
    // "send the Gopher selector, followed by a tab and the search string (which may
    // be empty), followed by a tab and the Gopher+ commands"
    assert_eq!(gopher.request(), b"item\t\t+");
}

#[test]
fn s3_4_4_default_view_and_ask_items() {
    // A Gopher+ string of only "+": the default view; only "?": an item with a
    // Gopher electronic form.
    let plus = url("gopher://host/1item%09%09+");
    assert_eq!(
        plus.gopher().unwrap().gopher_plus(),
        Some(GopherPlus::DefaultView)
    );
    let ask = url("gopher://host/1item%09%09?");
    assert_eq!(
        ask.gopher().unwrap().gopher_plus(),
        Some(GopherPlus::AskItem)
    );
}

#[test]
fn s3_4_6_attribute_collections() {
    // "!" refers to all of an item's attributes, "$" to all the item attributes of
    // all items in a directory.
    let bang = url("gopher://host/1item%09%09!");
    assert_eq!(
        bang.gopher().unwrap().gopher_plus(),
        Some(GopherPlus::ItemAttributes(vec![]))
    );
    let dollar = url("gopher://host/1dir%09%09$");
    assert_eq!(
        dollar.gopher().unwrap().gopher_plus(),
        Some(GopherPlus::DirectoryAttributes(vec![]))
    );
}

#[test]
fn s3_4_7_specific_attributes() {
    // "!+ABSTRACT" refers to the abstract; "!+ABSTRACT%20+SMELL" to +ABSTRACT and
    // +SMELL.
    let one = url("gopher://host/0item%09%09!+ABSTRACT");
    let Some(GopherPlus::ItemAttributes(names)) = one.gopher().unwrap().gopher_plus() else {
        panic!("item attributes")
    };
    assert_eq!(raw(&names), ["+ABSTRACT"]);
    let two = url("gopher://host/0item%09%09!+ABSTRACT%20+SMELL");
    let Some(GopherPlus::ItemAttributes(names)) = two.gopher().unwrap().gopher_plus() else {
        panic!("item attributes")
    };
    assert_eq!(raw(&names), ["+ABSTRACT", "+SMELL"]);
    let dir = url("gopher://host/1dir%09%09$+ABSTRACT");
    let Some(GopherPlus::DirectoryAttributes(names)) = dir.gopher().unwrap().gopher_plus() else {
        panic!("directory attributes")
    };
    assert_eq!(raw(&names), ["+ABSTRACT"]);
}

#[test]
fn s3_4_8_alternate_view() {
    // "+application/postscript%20Es%20ES": the Spanish postscript view.
    let url = url("gopher://host/0item%09%09+application/postscript%20Es%20ES");
    let Some(GopherPlus::AlternateView { view, language }) = url.gopher().unwrap().gopher_plus()
    else {
        panic!("an alternate view")
    };
    assert_eq!(view.raw(), "application/postscript");
    assert_eq!(language.unwrap().decode_lossy(), "Es ES");
}

#[test]
fn s3_4_9_filled_out_form() {
    // +%091%0D%0A+-1%0D%0A<ask item1 value>%0D%0A<ask item2 value>%0D%0A.%0D%0A
    let input = "gopher://host/1form%09%09+%091%0D%0A+-1%0D%0Ablue%0D%0Aforty%202%0D%0A.%0D%0A";
    let url = url(input);
    let gopher = url.gopher().unwrap();
    assert_eq!(gopher.selector().unwrap().raw(), "form");
    let Some(GopherPlus::FilledForm(values)) = gopher.gopher_plus() else {
        panic!("a filled-out form: {:?}", gopher.gopher_plus())
    };
    assert_eq!(decoded(&values), ["blue", "forty 2"]);
    assert_eq!(
        gopher.request(),
        b"form\t\t+\t1\r\n+-1\r\nblue\r\nforty 2\r\n.\r\n"
    );
    // The CR LF the RFC prescribes here is no section 6 caution.
    assert!(!lint_codes(input).contains(&"RFC1738-L004"));
}

// ---------------------------------------------------------------------------------
// Section 3.5: mailto

#[test]
fn s3_5_mailto_address() {
    let url = url("mailto:timbl@info.cern.ch");
    assert_eq!(url.production(), Production::Mailtourl);
    assert_eq!(url.mailto().unwrap().address().raw(), "timbl@info.cern.ch");
    assert_eq!(url.host(), None);
    assert_eq!(url.effective_port(), None);
    // "the percent sign ("%") ... must be encoded"
    let url = url_static("mailto:a%25b@c.example");
    assert_eq!(
        url.mailto().unwrap().address().decode_lossy(),
        "a%b@c.example"
    );
}

// ---------------------------------------------------------------------------------
// Section 3.6: news

#[test]
fn s3_6_newsgroup_article_or_all() {
    let group = url("news:comp.infosystems.www.misc");
    let NewsTarget::Group(name) = group.news().unwrap().target() else {
        panic!("a group")
    };
    assert_eq!(name.raw(), "comp.infosystems.www.misc");
    // "If <newsgroup-name> is "*" (as in <URL:news:*>), it is used to refer to "all
    // available news groups"."
    assert_eq!(
        url("news:*").news().unwrap().target(),
        NewsTarget::AllGroups
    );
    // <unique>@<full domain name>, told apart by the "@".
    let article = url("news:199412201234.AA01234@info.cern.ch");
    let NewsTarget::Article(id) = article.news().unwrap().target() else {
        panic!("an article")
    };
    assert_eq!(id.unique().raw(), "199412201234.AA01234");
    assert_eq!(id.domain().as_str(), "info.cern.ch");
    assert_eq!(id.bracketed(), b"<199412201234.AA01234@info.cern.ch>");
    // News URLs are location-independent: no host to connect to.
    assert_eq!(article.host(), None);
}

// ---------------------------------------------------------------------------------
// Section 3.7: nntp

#[test]
fn s3_7_group_and_article_number() {
    let url = url("nntp://news.cern.ch/comp.infosystems.www.misc/4567");
    let nntp = url.nntp().unwrap();
    assert_eq!(nntp.host().as_str(), "news.cern.ch");
    assert_eq!(nntp.group().raw(), "comp.infosystems.www.misc");
    assert_eq!(nntp.article_number(), Some(4567));
    assert_eq!(url.effective_port(), Some(119));
    let group_only = url_static("nntp://news.cern.ch:1119/alt.test");
    assert_eq!(group_only.nntp().unwrap().article(), None);
    assert_eq!(group_only.effective_port(), Some(1119));
}

// ---------------------------------------------------------------------------------
// Section 3.8: telnet

#[test]
fn s3_8_telnet_login_is_advisory() {
    // telnet://<user>:<password>@<host>:<port>/
    let url = url("telnet://guest:guest@bbs.example.com:2323/");
    let telnet = url.telnet().unwrap();
    assert_eq!(telnet.user().unwrap().raw(), "guest");
    assert_eq!(telnet.password().unwrap().raw(), "guest");
    assert_eq!(url.effective_port(), Some(2323));
    // "The final "/" character may be omitted. If :<port> is omitted, the port
    // defaults to 23. The :<password> can be omitted, as well as the whole
    // <user>:<password> part."
    let bare = url_static("telnet://bbs.example.com");
    assert_eq!(bare.production(), Production::Telneturl);
    assert_eq!(bare.user(), None);
    assert_eq!(bare.effective_port(), Some(23));
    let user_only = url_static("telnet://guest@bbs.example.com/");
    assert_eq!(user_only.user().unwrap().raw(), "guest");
    assert_eq!(user_only.password(), None);
}

// ---------------------------------------------------------------------------------
// Section 3.9: WAIS

#[test]
fn s3_9_three_wais_forms() {
    let database = url("wais://quake.think.com/directory-of-servers");
    assert_eq!(database.production(), Production::Waisdatabase);
    let wais = database.wais().unwrap();
    assert_eq!(wais.database().raw(), "directory-of-servers");
    assert_eq!(wais.target(), WaisTarget::Database);
    assert_eq!(database.effective_port(), Some(210));

    let search = url("wais://quake.think.com:2100/directory-of-servers?rfc");
    assert_eq!(search.production(), Production::Waisindex);
    let WaisTarget::Search(query) = search.wais().unwrap().target() else {
        panic!("a search")
    };
    assert_eq!(query.raw(), "rfc");
    assert_eq!(search.effective_port(), Some(2100));

    let doc = url("wais://quake.think.com/directory-of-servers/TEXT/0%2C12%20abc");
    assert_eq!(doc.production(), Production::Waisdoc);
    let WaisTarget::Document { wtype, wpath } = doc.wais().unwrap().target() else {
        panic!("a document")
    };
    assert_eq!(wtype.raw(), "TEXT");
    assert_eq!(wpath.decode_lossy(), "0,12 abc");
}

// ---------------------------------------------------------------------------------
// Section 3.10: file

#[test]
fn s3_10_file_on_a_named_host() {
    // <URL:file://vms.host.edu/disk$user/my/notes/note12345.txt>
    let url = url("file://vms.host.edu/disk$user/my/notes/note12345.txt");
    let file = url.file().unwrap();
    assert_eq!(file.host().unwrap().as_str(), "vms.host.edu");
    assert!(!file.is_local());
    assert_eq!(raw(&file.directories()), ["disk$user", "my", "notes"]);
    assert_eq!(file.name().raw(), "note12345.txt");
    assert_eq!(url.host().unwrap().as_str(), "vms.host.edu");
    assert_eq!(url.effective_port(), None);
}

#[test]
fn s3_10_localhost_and_empty_host_are_the_local_machine() {
    // "<host> can be the string "localhost" or the empty string; this is
    // interpreted as 'the machine from which the URL is being interpreted'."
    let localhost = url("file://localhost/etc/motd");
    assert!(localhost.file().unwrap().is_local());
    let empty = url("file:///etc/motd");
    assert!(empty.file().unwrap().is_local());
    assert_eq!(empty.file().unwrap().host(), None);
    assert_eq!(empty.file().unwrap().path().raw(), "etc/motd");
}

// ---------------------------------------------------------------------------------
// Section 3.11: prospero

#[test]
fn s3_11_hsoname_with_a_leading_slash() {
    // <URL:prospero://host.dom//pros/name> designates a <hsoname> of "/pros/name".
    let url = url("prospero://host.dom//pros/name");
    let prospero = url.prospero().unwrap();
    assert_eq!(prospero.hsoname().raw(), "/pros/name");
    assert!(prospero.fields().is_empty());
    assert_eq!(url.effective_port(), Some(1525));
}

#[test]
fn s3_11_fields() {
    // ";" separates field/value pairs; "=" a field from its value, e.g. the
    // OBJECT-VERSION field.
    let url = url("prospero://host.dom:1600/pros/name;OBJECT-VERSION=2;x%20y=z");
    let prospero = url.prospero().unwrap();
    let fields = prospero.fields();
    assert_eq!(fields.len(), 2);
    assert_eq!(fields[0].name.raw(), "OBJECT-VERSION");
    assert_eq!(fields[0].value.raw(), "2");
    assert_eq!(fields[1].name.decode_lossy(), "x y");
    assert_eq!(prospero.field(b"x y").unwrap().raw(), "z");
    assert_eq!(url.effective_port(), Some(1600));
    // "The semicolon ";" is reserved and may not appear without quoting in the
    // <hsoname>."
    let quoted = url_static("prospero://host.dom/a%3Bb");
    assert_eq!(quoted.prospero().unwrap().hsoname().decode_lossy(), "a;b");
    // "No username or password is allowed."
    assert_eq!(
        url_static("prospero://me@host.dom/x").production(),
        Production::Otherurl
    );
}

// ---------------------------------------------------------------------------------
// Section 6: security considerations (and 2.2), as lints

#[test]
fn s6_port_other_than_the_default() {
    // "Caution should be used when using any URL which specifies a port number
    // other than the default for the protocol, especially when it is a number
    // within the reserved space."
    assert_eq!(lint_codes("http://host:8080/"), ["RFC1738-L001"]);
    assert_eq!(lint_codes("gopher://host:25/"), ["RFC1738-L002"]);
    assert!(lint_codes("http://host:80/").is_empty());
    assert!(lint_codes("http://host/").is_empty());
    let lint = &url("gopher://host:25/").lints()[0];
    assert_eq!(lint.severity(), Severity::Warning);
    assert_eq!(lint.span.range(), 14..16);
    assert_eq!(LintCode::NonDefaultPort.severity(), Severity::Caution);
}

#[test]
fn s6_password_in_the_url() {
    // "The use of URLs containing passwords that should be secret is clearly
    // unwise."
    assert_eq!(lint_codes("ftp://me:secret@host/"), ["RFC1738-L003"]);
    assert_eq!(lint_codes("telnet://me:secret@host"), ["RFC1738-L003"]);
    assert!(lint_codes("ftp://me:@host/").is_empty());
}

#[test]
fn s6_encoded_delimiters_decoded_before_transmission() {
    // "Care should be taken when URLs contain embedded encoded delimiters for a
    // given protocol (for example, CR and LF characters for telnet protocols) that
    // these are not unencoded before transmission." The rude-SMTP gopher URL:
    let codes = lint_codes("gopher://host:25/0%0D%0AHELO%20x%0D%0A");
    assert_eq!(codes, ["RFC1738-L002", "RFC1738-L004"]);
    assert_eq!(lint_codes("ftp://host/a%0Db"), ["RFC1738-L004"]);
    assert_eq!(lint_codes("ftp://host/a%00b"), ["RFC1738-L004"]);
    assert_eq!(lint_codes("telnet://a%0Ab@host"), ["RFC1738-L004"]);
    // HTTP paths are sent encoded.
    assert!(lint_codes("http://host/a%0D%0Ab").is_empty());
    let lint = &url("ftp://host/a%0db").lints()[0];
    assert_eq!(lint.span.range(), 12..15);
}

#[test]
fn s6_numbers_out_of_range() {
    assert_eq!(lint_codes("http://host:65536/"), ["RFC1738-L005"]);
    assert_eq!(url("http://host:65536/").effective_port(), None);
    assert_eq!(lint_codes("http://256.1.1.1/"), ["RFC1738-L006"]);
    assert_eq!(lint_codes("news:abc@1.2.3.999"), ["RFC1738-L006"]);
    assert!(lint_codes("http://255.255.255.255/").is_empty());
}

#[test]
fn s3_4_1_tab_in_a_selector() {
    // A selector holding %09 that is no search (the rest is not a `search`).
    let url = url("gopher://host/1a%09b/c");
    assert_eq!(url.gopher().unwrap().selector().unwrap().raw(), "a%09b/c");
    assert_eq!(lint_codes("gopher://host/1a%09b/c"), ["RFC1738-L007"]);
}

#[test]
fn lint_codes_are_stable_and_distinct() {
    let codes: Vec<_> = LintCode::ALL.iter().map(|c| c.code()).collect();
    assert_eq!(
        codes,
        [
            "RFC1738-L001",
            "RFC1738-L002",
            "RFC1738-L003",
            "RFC1738-L004",
            "RFC1738-L005",
            "RFC1738-L006",
            "RFC1738-L007"
        ]
    );
}

// ---------------------------------------------------------------------------------
// Views built from AST nodes parsed on their own

#[test]
fn views_of_ast_nodes() {
    let node = ast::Ftpurl::parse("ftp://h.com/a/b").unwrap();
    let ftp = url_grammar::semantics::Ftp::new(&node);
    assert_eq!(raw(&ftp.cwd()), ["a"]);
    let tree = ast::Url::parse("news:*").unwrap();
    assert!(matches!(View::new(&tree), View::News(_)));
}

// ---------------------------------------------------------------------------------
// Builders: only URLs their own parser accepts, giving the components back

/// Hostnames and hostnumbers the `host` rule accepts.
fn host() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z0-9]([a-z0-9-]{0,4}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,4}[a-z0-9])?){0,2}\\.[a-zA-Z]([a-z0-9-]{0,4}[a-z0-9])?",
        (any::<u8>(), any::<u8>(), any::<u8>(), any::<u8>())
            .prop_map(|(a, b, c, d)| format!("{a}.{b}.{c}.{d}")),
    ]
}

/// Arbitrary octets, biased towards URL characters.
fn octets() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..8),
        "[a-z/;?:@&=%# ~+]{0,8}".prop_map(String::into_bytes),
    ]
}

/// A rule: its name, its generated UNESCAPED set and its validator.
type Rule = (&'static str, url_runtime::CharSet, fn(&str) -> bool);

/// Every UNESCAPED set of a rule whose values percent-encoding can fit, with the
/// rule's validator.
fn encodable_rules() -> Vec<Rule> {
    vec![
        ("user", ast::User::UNESCAPED, ast::User::is_valid),
        (
            "password",
            ast::Password::UNESCAPED,
            ast::Password::is_valid,
        ),
        ("urlpath", ast::Urlpath::UNESCAPED, ast::Urlpath::is_valid),
        (
            "fsegment",
            ast::Fsegment::UNESCAPED,
            ast::Fsegment::is_valid,
        ),
        (
            "hsegment",
            ast::Hsegment::UNESCAPED,
            ast::Hsegment::is_valid,
        ),
        ("search", ast::Search::UNESCAPED, ast::Search::is_valid),
        (
            "selector",
            ast::Selector::UNESCAPED,
            ast::Selector::is_valid,
        ),
        (
            "gopher+_string",
            ast::GopherPlusString::UNESCAPED,
            ast::GopherPlusString::is_valid,
        ),
        (
            "database",
            ast::Database::UNESCAPED,
            ast::Database::is_valid,
        ),
        ("wtype", ast::Wtype::UNESCAPED, ast::Wtype::is_valid),
        ("wpath", ast::Wpath::UNESCAPED, ast::Wpath::is_valid),
        (
            "psegment",
            ast::Psegment::UNESCAPED,
            ast::Psegment::is_valid,
        ),
        (
            "fieldname",
            ast::Fieldname::UNESCAPED,
            ast::Fieldname::is_valid,
        ),
        (
            "fieldvalue",
            ast::Fieldvalue::UNESCAPED,
            ast::Fieldvalue::is_valid,
        ),
    ]
}

proptest! {
    #[test]
    fn encoding_fits_each_rule_and_decodes_back(bytes in octets()) {
        for (rule, set, is_valid) in encodable_rules() {
            let encoded = percent_encode(&bytes, &set);
            prop_assert!(is_valid(&encoded), "{rule}: {encoded:?}");
            prop_assert_eq!(&*percent_decode(&encoded), &bytes[..], "{}", rule);
        }
    }

    #[test]
    fn http_builder_round_trips(
        host in host(),
        port in prop::option::of(any::<u16>()),
        segments in prop::collection::vec(octets(), 0..4),
        search in prop::option::of(octets()),
    ) {
        let mut builder = HttpBuilder::new(&host).unwrap();
        if let Some(port) = port {
            builder = builder.port(port);
        }
        for segment in &segments {
            builder = builder.segment(segment);
        }
        if let Some(search) = &search {
            builder = builder.search(search);
        }
        let text = builder.build();
        let url = Url::parse(&text).map_err(|e| TestCaseError::fail(e.render()))?;
        prop_assert_eq!(url.production(), Production::Httpurl, "{}", text);
        let http = url.http().unwrap();
        prop_assert_eq!(http.host().as_str(), host.as_str());
        prop_assert_eq!(http.port().and_then(|p| p.value()), port);
        let expected_segments = if segments.is_empty() && search.is_some() {
            vec![Vec::new()]
        } else {
            segments
        };
        let got: Vec<Vec<u8>> = http.segments().iter().map(|s| s.decode().into_owned()).collect();
        prop_assert_eq!(got, expected_segments);
        prop_assert_eq!(http.search().map(|s| s.decode().into_owned()), search);
    }

    #[test]
    fn ftp_builder_round_trips(
        host in host(),
        port in prop::option::of(any::<u16>()),
        login in prop::option::of((octets(), prop::option::of(octets()))),
        cwd in prop::collection::vec(octets(), 0..3),
        name in prop::option::of(octets()),
        typecode in prop::option::of(prop_oneof![
            Just(Typecode::Ascii), Just(Typecode::Image), Just(Typecode::Directory)
        ]),
    ) {
        let mut builder = FtpBuilder::new(&host).unwrap();
        if let Some(port) = port {
            builder = builder.port(port);
        }
        match &login {
            Some((user, Some(password))) => builder = builder.user_password(user, password),
            Some((user, None)) => builder = builder.user(user),
            None => {}
        }
        for dir in &cwd {
            builder = builder.cwd(dir);
        }
        if let Some(name) = &name {
            builder = builder.name(name);
        }
        if let Some(typecode) = typecode {
            builder = builder.typecode(typecode);
        }
        let text = builder.build();
        let url = Url::parse(&text).map_err(|e| TestCaseError::fail(e.render()))?;
        prop_assert_eq!(url.production(), Production::Ftpurl, "{}", text);
        let ftp = url.ftp().unwrap();
        prop_assert_eq!(ftp.host().as_str(), host.as_str());
        prop_assert_eq!(ftp.port().and_then(|p| p.value()), port);
        let user = ftp.user().map(|u| u.decode().into_owned());
        let password = ftp.password().map(|p| p.decode().into_owned());
        match login {
            Some((u, p)) => {
                prop_assert_eq!(user, Some(u));
                prop_assert_eq!(password, p);
            }
            None => {
                prop_assert_eq!(user, None);
                prop_assert_eq!(password, None);
            }
        }
        let has_path = !cwd.is_empty() || name.is_some() || typecode.is_some();
        let got_cwd: Vec<Vec<u8>> = ftp.cwd().iter().map(|s| s.decode().into_owned()).collect();
        prop_assert_eq!(got_cwd, cwd);
        let got_name = ftp.name().map(|n| n.decode().into_owned());
        let want_name = has_path.then(|| name.unwrap_or_default());
        prop_assert_eq!(got_name, want_name);
        prop_assert_eq!(ftp.typecode(), typecode);
    }

    #[test]
    fn lenient_text_is_the_original_input(
        scheme in "(HTTP|Http|FTP|Gopher|WAIS|X-Other)",
        host in host(),
    ) {
        let input = match scheme.to_ascii_lowercase().as_str() {
            "wais" => format!("{scheme}://{host}/db"),
            _ => format!("{scheme}://{host}/"),
        };
        let url = Url::parse_lenient(&input).map_err(|e| TestCaseError::fail(e.render()))?;
        prop_assert!(url.scheme_case_folded());
        prop_assert_eq!(url.scheme(), scheme.as_str());
        let got = url.host().unwrap();
        prop_assert_eq!(got.as_str(), host.as_str());
        prop_assert_eq!(&input[got.span().range()], host.as_str());
    }
}
