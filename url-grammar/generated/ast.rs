const _: &str = ::core::include_str!("../rfc1738.pest");
/// The names of every rule of the grammar, in grammar order.
pub const RULES: &[&str] = &[
    "genericurl",
    "url",
    "otherurl",
    "scheme",
    "schemepart",
    "ip_schemepart",
    "login",
    "hostport",
    "host",
    "hostname",
    "domainlabel",
    "toplabel",
    "alphadigit",
    "hostnumber",
    "port",
    "user",
    "password",
    "urlpath",
    "ftpurl",
    "fpath",
    "fsegment",
    "ftptype",
    "fileurl",
    "httpurl",
    "hpath",
    "hsegment",
    "search",
    "gopherurl",
    "gtype",
    "selector",
    "gopher_plus_string",
    "gopher_selector",
    "gopher_search",
    "gopher_search_tail",
    "mailtourl",
    "encoded822addr",
    "newsurl",
    "grouppart",
    "group",
    "article",
    "nntpurl",
    "telneturl",
    "waisurl",
    "waisdatabase",
    "waisindex",
    "waisdoc",
    "database",
    "wtype",
    "wpath",
    "prosperourl",
    "ppath",
    "psegment",
    "fieldspec",
    "fieldname",
    "fieldvalue",
    "lowalpha",
    "hialpha",
    "alpha",
    "digit",
    "safe",
    "extra",
    "national",
    "punctuation",
    "reserved",
    "hex",
    "escape",
    "unreserved",
    "uchar",
    "xchar",
    "digits",
];
/// The grammar file's rules as the generator read them: each one's docs, the
/// comments and section above it, its source, the rules it uses and that use
/// it, and the branches of its ordered choice.
pub static GRAMMAR: ::url_runtime::Grammar = ::url_runtime::Grammar {
    text: ::core::include_str!("../rfc1738.pest"),
    rules: &[
        ::url_runtime::RuleInfo {
            name: "genericurl",
            type_name: ::core::option::Option::Some("Genericurl"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["genericurl     = scheme \":\" schemepart"],
            comments: &[],
            section: ::core::option::Option::Some("The generic form of a URL"),
            source: "genericurl = { scheme ~ \":\" ~ schemepart }",
            uses: &["scheme", "schemepart"],
            used_by: &["otherurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "scheme ~ \":\" ~ schemepart",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "url",
            type_name: ::core::option::Option::Some("Url"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &[
                "url            = httpurl | ftpurl | newsurl |",
                "                 nntpurl | telneturl | gopherurl |",
                "                 waisurl | mailtourl | fileurl |",
                "                 prosperourl | otherurl",
            ],
            comments: &[
                "PEG hazard (ordered choice commits): every specific scheme's language is a subset of",
                "`otherurl`'s, and a specific scheme may match only a prefix of the input",
                "(`http://user@host.com/` matches `httpurl` up to `http://user`). A specific",
                "alternative is taken only when no URL character follows it (`!xchar`); otherwise",
                "the choice falls through to `otherurl`. The scheme literals are distinct, so at",
                "most one specific alternative can match a whole input.",
            ],
            section: ::core::option::Option::Some("The generic form of a URL"),
            source: "url = { (httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl) ~ !xchar\n    | otherurl }",
            uses: &[
                "httpurl",
                "ftpurl",
                "newsurl",
                "nntpurl",
                "telneturl",
                "gopherurl",
                "waisurl",
                "mailtourl",
                "fileurl",
                "prosperourl",
                "xchar",
                "otherurl",
            ],
            used_by: &[],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "httpurl",
                    rule: ::core::option::Option::Some("httpurl"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "ftpurl",
                    rule: ::core::option::Option::Some("ftpurl"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "newsurl",
                    rule: ::core::option::Option::Some("newsurl"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "nntpurl",
                    rule: ::core::option::Option::Some("nntpurl"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "telneturl",
                    rule: ::core::option::Option::Some("telneturl"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "gopherurl",
                    rule: ::core::option::Option::Some("gopherurl"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "waisurl",
                    rule: ::core::option::Option::Some("waisurl"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "mailtourl",
                    rule: ::core::option::Option::Some("mailtourl"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "fileurl",
                    rule: ::core::option::Option::Some("fileurl"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "prosperourl",
                    rule: ::core::option::Option::Some("prosperourl"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "otherurl",
                    rule: ::core::option::Option::Some("otherurl"),
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "otherurl",
            type_name: ::core::option::Option::Some("Otherurl"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["otherurl       = genericurl"],
            comments: &[],
            section: ::core::option::Option::Some("The generic form of a URL"),
            source: "otherurl = { genericurl }",
            uses: &["genericurl"],
            used_by: &["url"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "genericurl",
                    rule: ::core::option::Option::Some("genericurl"),
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "scheme",
            type_name: ::core::option::Option::Some("Scheme"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["scheme         = 1*[ lowalpha | digit | \"+\" | \"-\" | \".\" ]"],
            comments: &[],
            section: ::core::option::Option::Some("The generic form of a URL"),
            source: "scheme = @{ (lowalpha | digit | \"+\" | \"-\" | \".\")+ }",
            uses: &["lowalpha", "digit"],
            used_by: &["genericurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(lowalpha | digit | \"+\" | \"-\" | \".\")+",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "schemepart",
            type_name: ::core::option::Option::Some("Schemepart"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["schemepart     = *xchar | ip-schemepart"],
            comments: &[
                "PEG hazard (ordered choice commits): `*xchar` matches every schemepart, so the",
                "BNF order would never reach `ip-schemepart`. Every `ip-schemepart` is also an",
                "`*xchar`, so trying `ip-schemepart` first (when it spans the whole run of URL",
                "characters) keeps the language and yields the more informative tree.",
            ],
            section: ::core::option::Option::Some("The generic form of a URL"),
            source: "schemepart = { ip_schemepart ~ !xchar | xchar* }",
            uses: &["ip_schemepart", "xchar"],
            used_by: &["genericurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "ip_schemepart ~ !xchar",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "xchar*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "ip_schemepart",
            type_name: ::core::option::Option::Some("IpSchemepart"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["ip-schemepart  = \"//\" login [ \"/\" urlpath ]"],
            comments: &[],
            section: ::core::option::Option::Some(
                "URL schemeparts for ip based protocols",
            ),
            source: "ip_schemepart = { \"//\" ~ login ~ (\"/\" ~ urlpath)? }",
            uses: &["login", "urlpath"],
            used_by: &["schemepart"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"//\" ~ login ~ (\"/\" ~ urlpath)?",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("//"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "login",
            type_name: ::core::option::Option::Some("Login"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["login          = [ user [ \":\" password ] \"@\" ] hostport"],
            comments: &[],
            section: ::core::option::Option::Some(
                "URL schemeparts for ip based protocols",
            ),
            source: "login = { (user ~ (\":\" ~ password)? ~ \"@\")? ~ hostport }",
            uses: &["user", "password", "hostport"],
            used_by: &["ip_schemepart", "ftpurl", "telneturl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(user ~ (\":\" ~ password)? ~ \"@\")? ~ hostport",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "hostport",
            type_name: ::core::option::Option::Some("Hostport"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["hostport       = host [ \":\" port ]"],
            comments: &[],
            section: ::core::option::Option::Some(
                "URL schemeparts for ip based protocols",
            ),
            source: "hostport = { host ~ (\":\" ~ port)? }",
            uses: &["host", "port"],
            used_by: &[
                "login",
                "httpurl",
                "gopherurl",
                "nntpurl",
                "waisdatabase",
                "waisindex",
                "waisdoc",
                "prosperourl",
            ],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "host ~ (\":\" ~ port)?",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "host",
            type_name: ::core::option::Option::Some("Host"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["host           = hostname | hostnumber"],
            comments: &[
                "A hostname's last label starts with a letter and a hostnumber has none, so neither",
                "alternative can match a prefix of the other's match: the order is safe.",
            ],
            section: ::core::option::Option::Some(
                "URL schemeparts for ip based protocols",
            ),
            source: "host = { hostname | hostnumber }",
            uses: &["hostname", "hostnumber"],
            used_by: &["hostport", "fileurl", "article"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "hostname",
                    rule: ::core::option::Option::Some("hostname"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "hostnumber",
                    rule: ::core::option::Option::Some("hostnumber"),
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "hostname",
            type_name: ::core::option::Option::Some("Hostname"),
            kind: ::url_runtime::RuleKind::CompoundAtomic,
            docs: &["hostname       = *[ domainlabel \".\" ] toplabel"],
            comments: &[
                "PEG note (greedy repetition): `(domainlabel \".\")*` takes every \"label.\" pair; the",
                "final label, with no \".\" after it, is left for `toplabel`. No context after a",
                "host allows a \".\", so never giving a pair back loses no accepted string.",
            ],
            section: ::core::option::Option::Some(
                "URL schemeparts for ip based protocols",
            ),
            source: "hostname = ${ (domainlabel ~ \".\")* ~ toplabel }",
            uses: &["domainlabel", "toplabel"],
            used_by: &["host"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(domainlabel ~ \".\")* ~ toplabel",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "domainlabel",
            type_name: ::core::option::Option::Some("Domainlabel"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "domainlabel    = alphadigit | alphadigit *[ alphadigit | \"-\" ] alphadigit",
            ],
            comments: &[
                "PEG hazard (ordered choice, greedy repetition): as written, the first alternative",
                "`alphadigit` commits after one character (`www` never matches) and",
                "`*[ alphadigit | \"-\" ]` would swallow the final `alphadigit`. Same language,",
                "rewritten: a letter or digit, then runs of hyphens each followed by one.",
            ],
            section: ::core::option::Option::Some(
                "URL schemeparts for ip based protocols",
            ),
            source: "domainlabel = @{ alphadigit ~ (\"-\"* ~ alphadigit)* }",
            uses: &["alphadigit"],
            used_by: &["hostname"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "alphadigit ~ (\"-\"* ~ alphadigit)*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "toplabel",
            type_name: ::core::option::Option::Some("Toplabel"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["toplabel       = alpha | alpha *[ alphadigit | \"-\" ] alphadigit"],
            comments: &[
                "PEG hazard: as for `domainlabel` (first alternative commits, greedy repetition",
                "swallows the last character). Same language: a letter, then hyphen runs each",
                "followed by a letter or digit.",
            ],
            section: ::core::option::Option::Some(
                "URL schemeparts for ip based protocols",
            ),
            source: "toplabel = @{ alpha ~ (\"-\"* ~ alphadigit)* }",
            uses: &["alpha", "alphadigit"],
            used_by: &["hostname"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "alpha ~ (\"-\"* ~ alphadigit)*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "alphadigit",
            type_name: ::core::option::Option::Some("Alphadigit"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["alphadigit     = alpha | digit"],
            comments: &[],
            section: ::core::option::Option::Some(
                "URL schemeparts for ip based protocols",
            ),
            source: "alphadigit = @{ alpha | digit }",
            uses: &["alpha", "digit"],
            used_by: &["domainlabel", "toplabel"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "alpha",
                    rule: ::core::option::Option::Some("alpha"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "digit",
                    rule: ::core::option::Option::Some("digit"),
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "hostnumber",
            type_name: ::core::option::Option::Some("Hostnumber"),
            kind: ::url_runtime::RuleKind::CompoundAtomic,
            docs: &["hostnumber     = digits \".\" digits \".\" digits \".\" digits"],
            comments: &[],
            section: ::core::option::Option::Some(
                "URL schemeparts for ip based protocols",
            ),
            source: "hostnumber = ${ digits ~ \".\" ~ digits ~ \".\" ~ digits ~ \".\" ~ digits }",
            uses: &["digits"],
            used_by: &["host"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "digits ~ \".\" ~ digits ~ \".\" ~ digits ~ \".\" ~ digits",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "port",
            type_name: ::core::option::Option::Some("Port"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["port           = digits"],
            comments: &[],
            section: ::core::option::Option::Some(
                "URL schemeparts for ip based protocols",
            ),
            source: "port = @{ digits }",
            uses: &["digits"],
            used_by: &["hostport"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "digits",
                    rule: ::core::option::Option::Some("digits"),
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "user",
            type_name: ::core::option::Option::Some("User"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["user           = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" ]"],
            comments: &[],
            section: ::core::option::Option::Some(
                "URL schemeparts for ip based protocols",
            ),
            source: "user = @{ (uchar | \";\" | \"?\" | \"&\" | \"=\")* }",
            uses: &["uchar"],
            used_by: &["login"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(uchar | \";\" | \"?\" | \"&\" | \"=\")*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "password",
            type_name: ::core::option::Option::Some("Password"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["password       = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" ]"],
            comments: &[],
            section: ::core::option::Option::Some(
                "URL schemeparts for ip based protocols",
            ),
            source: "password = @{ (uchar | \";\" | \"?\" | \"&\" | \"=\")* }",
            uses: &["uchar"],
            used_by: &["login"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(uchar | \";\" | \"?\" | \"&\" | \"=\")*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "urlpath",
            type_name: ::core::option::Option::Some("Urlpath"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["urlpath        = *xchar    ; depends on protocol see section 3.1"],
            comments: &[],
            section: ::core::option::Option::Some(
                "URL schemeparts for ip based protocols",
            ),
            source: "urlpath = @{ xchar* }",
            uses: &["xchar"],
            used_by: &["ip_schemepart"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "xchar*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "ftpurl",
            type_name: ::core::option::Option::Some("Ftpurl"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &[
                "ftpurl         = \"ftp://\" login [ \"/\" fpath [ \";type=\" ftptype ]]",
            ],
            comments: &[],
            section: ::core::option::Option::Some("FTP (see also RFC959)"),
            source: "ftpurl = { \"ftp://\" ~ login ~ (\"/\" ~ fpath ~ (\";type=\" ~ ftptype)?)? }",
            uses: &["login", "fpath", "ftptype"],
            used_by: &["url"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"ftp://\" ~ login ~ (\"/\" ~ fpath ~ (\";type=\" ~ ftptype)?)?",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("ftp://"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "fpath",
            type_name: ::core::option::Option::Some("Fpath"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["fpath          = fsegment *[ \"/\" fsegment ]"],
            comments: &[],
            section: ::core::option::Option::Some("FTP (see also RFC959)"),
            source: "fpath = { fsegment ~ (\"/\" ~ fsegment)* }",
            uses: &["fsegment"],
            used_by: &["ftpurl", "fileurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "fsegment ~ (\"/\" ~ fsegment)*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "fsegment",
            type_name: ::core::option::Option::Some("Fsegment"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "fsegment       = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" ]",
            ],
            comments: &[],
            section: ::core::option::Option::Some("FTP (see also RFC959)"),
            source: "fsegment = @{ (uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\")* }",
            uses: &["uchar"],
            used_by: &["fpath"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\")*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "ftptype",
            type_name: ::core::option::Option::Some("Ftptype"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["ftptype        = \"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\""],
            comments: &[],
            section: ::core::option::Option::Some("FTP (see also RFC959)"),
            source: "ftptype = @{ \"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\" }",
            uses: &[],
            used_by: &["ftpurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"A\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("A"),
                },
                ::url_runtime::Alternative {
                    source: "\"I\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("I"),
                },
                ::url_runtime::Alternative {
                    source: "\"D\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("D"),
                },
                ::url_runtime::Alternative {
                    source: "\"a\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("a"),
                },
                ::url_runtime::Alternative {
                    source: "\"i\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("i"),
                },
                ::url_runtime::Alternative {
                    source: "\"d\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("d"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "fileurl",
            type_name: ::core::option::Option::Some("Fileurl"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["fileurl        = \"file://\" [ host | \"localhost\" ] \"/\" fpath"],
            comments: &[
                "`\"localhost\"` is itself a `hostname`, so `host` always takes it; the literal stays",
                "to keep the transcription rule for rule (section 3.10 gives it its meaning).",
            ],
            section: ::core::option::Option::Some("FILE"),
            source: "fileurl = { \"file://\" ~ (host | \"localhost\")? ~ \"/\" ~ fpath }",
            uses: &["host", "fpath"],
            used_by: &["url"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"file://\" ~ (host | \"localhost\")? ~ \"/\" ~ fpath",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("file://"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "httpurl",
            type_name: ::core::option::Option::Some("Httpurl"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &[
                "httpurl        = \"http://\" hostport [ \"/\" hpath [ \"?\" search ]]",
            ],
            comments: &[],
            section: ::core::option::Option::Some("HTTP"),
            source: "httpurl = { \"http://\" ~ hostport ~ (\"/\" ~ hpath ~ (\"?\" ~ search)?)? }",
            uses: &["hostport", "hpath", "search"],
            used_by: &["url"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"http://\" ~ hostport ~ (\"/\" ~ hpath ~ (\"?\" ~ search)?)?",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("http://"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "hpath",
            type_name: ::core::option::Option::Some("Hpath"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["hpath          = hsegment *[ \"/\" hsegment ]"],
            comments: &[],
            section: ::core::option::Option::Some("HTTP"),
            source: "hpath = { hsegment ~ (\"/\" ~ hsegment)* }",
            uses: &["hsegment"],
            used_by: &["httpurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "hsegment ~ (\"/\" ~ hsegment)*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "hsegment",
            type_name: ::core::option::Option::Some("Hsegment"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "hsegment       = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" ]",
            ],
            comments: &[],
            section: ::core::option::Option::Some("HTTP"),
            source: "hsegment = @{ (uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\")* }",
            uses: &["uchar"],
            used_by: &["hpath"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\")*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "search",
            type_name: ::core::option::Option::Some("Search"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "search         = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" ]",
            ],
            comments: &[],
            section: ::core::option::Option::Some("HTTP"),
            source: "search = @{ (uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\")* }",
            uses: &["uchar"],
            used_by: &["httpurl", "waisindex"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\")*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "gopherurl",
            type_name: ::core::option::Option::Some("Gopherurl"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &[
                "gopherurl      = \"gopher://\" hostport [ / [ gtype [ selector",
                "                 [ \"%09\" search [ \"%09\" gopher+_string ] ] ] ] ]",
            ],
            comments: &[
                "Erratum 5118: the unquoted `/` of the published BNF is the literal \"/\".",
                "Ambiguity and PEG hazard (greedy repetition): `selector = *xchar` also matches",
                "\"%09\", so the BNF allows a tab-separated search to be read as part of the",
                "selector, and a greedy `selector` would always swallow it. Section 3.4 says a",
                "selector never holds a tab and \"%09\" introduces the search (and a second \"%09\"",
                "the Gopher+ string), so the selector ends at the first \"%09\" whenever the rest",
                "reads as `search [ \"%09\" gopher+_string ]`, and the search ends at the next",
                "\"%09\". Otherwise (e.g. `1a%09b/c`: \"b/c\" is no search) the whole rest is the",
                "selector. `gopher_selector` and `gopher_search` implement that reading; the tags",
                "keep the RFC's names on the typed fields. The accepted language is unchanged.",
            ],
            section: ::core::option::Option::Some("GOPHER (see also RFC1436)"),
            source: "gopherurl = { \"gopher://\" ~ hostport ~ (\"/\" ~ (gtype ~ (#selector = gopher_selector ~ (\"%09\" ~ #search = gopher_search ~ (\"%09\" ~ gopher_plus_string)?)?)?)?)? }",
            uses: &[
                "hostport",
                "gtype",
                "gopher_selector",
                "gopher_search",
                "gopher_plus_string",
            ],
            used_by: &["url"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"gopher://\" ~ hostport ~ (\"/\" ~ (gtype ~ (#selector = gopher_selector ~ (\"%09\" ~ #search = gopher_search ~ (\"%09\" ~ gopher_plus_string)?)?)?)?)?",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("gopher://"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "gtype",
            type_name: ::core::option::Option::Some("Gtype"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["gtype          = xchar"],
            comments: &[],
            section: ::core::option::Option::Some("GOPHER (see also RFC1436)"),
            source: "gtype = @{ xchar }",
            uses: &["xchar"],
            used_by: &["gopherurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "xchar",
                    rule: ::core::option::Option::Some("xchar"),
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "selector",
            type_name: ::core::option::Option::Some("Selector"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["selector       = *xchar"],
            comments: &[
                "The BNF rule, exact on its own; `gopherurl` uses `gopher_selector`, which reads the",
                "same text the way section 3.4 does.",
            ],
            section: ::core::option::Option::Some("GOPHER (see also RFC1436)"),
            source: "selector = @{ xchar* }",
            uses: &["xchar"],
            used_by: &[],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "xchar*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "gopher_plus_string",
            type_name: ::core::option::Option::Some("GopherPlusString"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["gopher+_string = *xchar"],
            comments: &[],
            section: ::core::option::Option::Some("GOPHER (see also RFC1436)"),
            source: "gopher_plus_string = @{ xchar* }",
            uses: &["xchar"],
            used_by: &["gopherurl", "gopher_search_tail"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "xchar*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "gopher_selector",
            type_name: ::core::option::Option::Some("GopherSelector"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "The Gopher selector as section 3.4 reads it (up to the \"%09\" that starts the search).",
            ],
            comments: &[
                "Not a BNF rule (see `gopherurl`): the selector as section 3.4 reads it. It stops",
                "before the first \"%09\" that starts a well-formed `\"%09\" search [ \"%09\" gopher+_string ]`",
                "tail, and otherwise runs to the end of the URL characters like `selector`.",
            ],
            section: ::core::option::Option::Some("GOPHER (see also RFC1436)"),
            source: "gopher_selector = @{ (!\"%09\" ~ xchar)* ~ (&gopher_search_tail | xchar*) }",
            uses: &["xchar", "gopher_search_tail"],
            used_by: &["gopherurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(!\"%09\" ~ xchar)* ~ (&gopher_search_tail | xchar*)",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "gopher_search",
            type_name: ::core::option::Option::Some("GopherSearch"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "The Gopher search string (section 3.4): a `search` that stops at the next \"%09\".",
            ],
            comments: &[
                "Not a BNF rule (see `gopherurl`): `search` up to the next \"%09\", which starts the",
                "Gopher+ string.",
            ],
            section: ::core::option::Option::Some("GOPHER (see also RFC1436)"),
            source: "gopher_search = @{ (!\"%09\" ~ (uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\"))* }",
            uses: &["uchar"],
            used_by: &["gopherurl", "gopher_search_tail"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(!\"%09\" ~ (uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\"))*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "gopher_search_tail",
            type_name: ::core::option::Option::None,
            kind: ::url_runtime::RuleKind::Silent,
            docs: &[],
            comments: &[
                "Not a BNF rule: lookahead used by `gopher_selector`. It succeeds when the rest of the",
                "URL reads as `\"%09\" search [ \"%09\" gopher+_string ]`.",
            ],
            section: ::core::option::Option::Some("GOPHER (see also RFC1436)"),
            source: "gopher_search_tail = _{ \"%09\" ~ gopher_search ~ (\"%09\" ~ gopher_plus_string)? ~ !xchar }",
            uses: &["gopher_search", "gopher_plus_string", "xchar"],
            used_by: &["gopher_selector"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"%09\" ~ gopher_search ~ (\"%09\" ~ gopher_plus_string)? ~ !xchar",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("%09"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "mailtourl",
            type_name: ::core::option::Option::Some("Mailtourl"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["mailtourl      = \"mailto:\" encoded822addr"],
            comments: &[],
            section: ::core::option::Option::Some("MAILTO (see also RFC822)"),
            source: "mailtourl = { \"mailto:\" ~ encoded822addr }",
            uses: &["encoded822addr"],
            used_by: &["url"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"mailto:\" ~ encoded822addr",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("mailto:"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "encoded822addr",
            type_name: ::core::option::Option::Some("Encoded822addr"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "encoded822addr = 1*xchar               ; further defined in RFC822",
            ],
            comments: &[],
            section: ::core::option::Option::Some("MAILTO (see also RFC822)"),
            source: "encoded822addr = @{ xchar+ }",
            uses: &["xchar"],
            used_by: &["mailtourl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "xchar+",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "newsurl",
            type_name: ::core::option::Option::Some("Newsurl"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["newsurl        = \"news:\" grouppart"],
            comments: &[],
            section: ::core::option::Option::Some("NEWS (see also RFC1036)"),
            source: "newsurl = { \"news:\" ~ grouppart }",
            uses: &["grouppart"],
            used_by: &["url"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"news:\" ~ grouppart",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("news:"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "grouppart",
            type_name: ::core::option::Option::Some("Grouppart"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["grouppart      = \"*\" | group | article"],
            comments: &[
                "PEG hazard (ordered choice commits): `group` matches a prefix of an article",
                "(`foo` of `foo@bar.com`) and `\"*\"` one of `*@host`. Only `article` contains \"@\",",
                "so trying it first and then `\"*\"` and `group` keeps the language.",
            ],
            section: ::core::option::Option::Some("NEWS (see also RFC1036)"),
            source: "grouppart = { article | \"*\" | group }",
            uses: &["article", "group"],
            used_by: &["newsurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "article",
                    rule: ::core::option::Option::Some("article"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "\"*\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("*"),
                },
                ::url_runtime::Alternative {
                    source: "group",
                    rule: ::core::option::Option::Some("group"),
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "group",
            type_name: ::core::option::Option::Some("Group"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "group          = alpha *[ alpha | digit | \"-\" | \".\" | \"+\" | \"_\" ]",
            ],
            comments: &[],
            section: ::core::option::Option::Some("NEWS (see also RFC1036)"),
            source: "group = @{ alpha ~ (alpha | digit | \"-\" | \".\" | \"+\" | \"_\")* }",
            uses: &["alpha", "digit"],
            used_by: &["grouppart", "nntpurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "alpha ~ (alpha | digit | \"-\" | \".\" | \"+\" | \"_\")*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "article",
            type_name: ::core::option::Option::Some("Article"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &[
                "article        = 1*[ uchar | \";\" | \"/\" | \"?\" | \":\" | \"&\" | \"=\" ] \"@\" host",
            ],
            comments: &[
                "The local part holds no \"@\", so the repetition stops exactly at the separator.",
            ],
            section: ::core::option::Option::Some("NEWS (see also RFC1036)"),
            source: "article = { (uchar | \";\" | \"/\" | \"?\" | \":\" | \"&\" | \"=\")+ ~ \"@\" ~ host }",
            uses: &["uchar", "host"],
            used_by: &["grouppart"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(uchar | \";\" | \"/\" | \"?\" | \":\" | \"&\" | \"=\")+ ~ \"@\" ~ host",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "nntpurl",
            type_name: ::core::option::Option::Some("Nntpurl"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &[
                "nntpurl        = \"nntp://\" hostport \"/\" group [ \"/\" digits ]",
            ],
            comments: &[],
            section: ::core::option::Option::Some("NNTP (see also RFC977)"),
            source: "nntpurl = { \"nntp://\" ~ hostport ~ \"/\" ~ group ~ (\"/\" ~ digits)? }",
            uses: &["hostport", "group", "digits"],
            used_by: &["url"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"nntp://\" ~ hostport ~ \"/\" ~ group ~ (\"/\" ~ digits)?",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("nntp://"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "telneturl",
            type_name: ::core::option::Option::Some("Telneturl"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["telneturl      = \"telnet://\" login [ \"/\" ]"],
            comments: &[],
            section: ::core::option::Option::Some("TELNET"),
            source: "telneturl = { \"telnet://\" ~ login ~ \"/\"? }",
            uses: &["login"],
            used_by: &["url"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"telnet://\" ~ login ~ \"/\"?",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("telnet://"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "waisurl",
            type_name: ::core::option::Option::Some("Waisurl"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["waisurl        = waisdatabase | waisindex | waisdoc"],
            comments: &[
                "PEG hazard (shared prefix): the three forms share `\"wais://\" hostport \"/\" database`,",
                "so `waisdatabase` first would commit on a prefix of the other two. The character",
                "after `database` (\"/\", \"?\" or none) tells them apart, so the longer forms go",
                "first.",
            ],
            section: ::core::option::Option::Some("WAIS (see also RFC1625)"),
            source: "waisurl = { waisdoc | waisindex | waisdatabase }",
            uses: &["waisdoc", "waisindex", "waisdatabase"],
            used_by: &["url"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "waisdoc",
                    rule: ::core::option::Option::Some("waisdoc"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "waisindex",
                    rule: ::core::option::Option::Some("waisindex"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "waisdatabase",
                    rule: ::core::option::Option::Some("waisdatabase"),
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "waisdatabase",
            type_name: ::core::option::Option::Some("Waisdatabase"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["waisdatabase   = \"wais://\" hostport \"/\" database"],
            comments: &[],
            section: ::core::option::Option::Some("WAIS (see also RFC1625)"),
            source: "waisdatabase = { \"wais://\" ~ hostport ~ \"/\" ~ database }",
            uses: &["hostport", "database"],
            used_by: &["waisurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"wais://\" ~ hostport ~ \"/\" ~ database",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("wais://"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "waisindex",
            type_name: ::core::option::Option::Some("Waisindex"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["waisindex      = \"wais://\" hostport \"/\" database \"?\" search"],
            comments: &[],
            section: ::core::option::Option::Some("WAIS (see also RFC1625)"),
            source: "waisindex = { \"wais://\" ~ hostport ~ \"/\" ~ database ~ \"?\" ~ search }",
            uses: &["hostport", "database", "search"],
            used_by: &["waisurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"wais://\" ~ hostport ~ \"/\" ~ database ~ \"?\" ~ search",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("wais://"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "waisdoc",
            type_name: ::core::option::Option::Some("Waisdoc"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &[
                "waisdoc        = \"wais://\" hostport \"/\" database \"/\" wtype \"/\" wpath",
            ],
            comments: &[],
            section: ::core::option::Option::Some("WAIS (see also RFC1625)"),
            source: "waisdoc = { \"wais://\" ~ hostport ~ \"/\" ~ database ~ \"/\" ~ wtype ~ \"/\" ~ wpath }",
            uses: &["hostport", "database", "wtype", "wpath"],
            used_by: &["waisurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"wais://\" ~ hostport ~ \"/\" ~ database ~ \"/\" ~ wtype ~ \"/\" ~ wpath",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("wais://"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "database",
            type_name: ::core::option::Option::Some("Database"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["database       = *uchar"],
            comments: &[],
            section: ::core::option::Option::Some("WAIS (see also RFC1625)"),
            source: "database = @{ uchar* }",
            uses: &["uchar"],
            used_by: &["waisdatabase", "waisindex", "waisdoc"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "uchar*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "wtype",
            type_name: ::core::option::Option::Some("Wtype"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["wtype          = *uchar"],
            comments: &[],
            section: ::core::option::Option::Some("WAIS (see also RFC1625)"),
            source: "wtype = @{ uchar* }",
            uses: &["uchar"],
            used_by: &["waisdoc"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "uchar*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "wpath",
            type_name: ::core::option::Option::Some("Wpath"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["wpath          = *uchar"],
            comments: &[],
            section: ::core::option::Option::Some("WAIS (see also RFC1625)"),
            source: "wpath = @{ uchar* }",
            uses: &["uchar"],
            used_by: &["waisdoc"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "uchar*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "prosperourl",
            type_name: ::core::option::Option::Some("Prosperourl"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &[
                "prosperourl    = \"prospero://\" hostport \"/\" ppath *[ fieldspec ]",
            ],
            comments: &[],
            section: ::core::option::Option::Some("PROSPERO"),
            source: "prosperourl = { \"prospero://\" ~ hostport ~ \"/\" ~ ppath ~ fieldspec* }",
            uses: &["hostport", "ppath", "fieldspec"],
            used_by: &["url"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"prospero://\" ~ hostport ~ \"/\" ~ ppath ~ fieldspec*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("prospero://"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "ppath",
            type_name: ::core::option::Option::Some("Ppath"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["ppath          = psegment *[ \"/\" psegment ]"],
            comments: &[],
            section: ::core::option::Option::Some("PROSPERO"),
            source: "ppath = { psegment ~ (\"/\" ~ psegment)* }",
            uses: &["psegment"],
            used_by: &["prosperourl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "psegment ~ (\"/\" ~ psegment)*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "psegment",
            type_name: ::core::option::Option::Some("Psegment"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "psegment       = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" ]",
            ],
            comments: &[],
            section: ::core::option::Option::Some("PROSPERO"),
            source: "psegment = @{ (uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\")* }",
            uses: &["uchar"],
            used_by: &["ppath"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\")*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "fieldspec",
            type_name: ::core::option::Option::Some("Fieldspec"),
            kind: ::url_runtime::RuleKind::Normal,
            docs: &["fieldspec      = \";\" fieldname \"=\" fieldvalue"],
            comments: &[],
            section: ::core::option::Option::Some("PROSPERO"),
            source: "fieldspec = { \";\" ~ fieldname ~ \"=\" ~ fieldvalue }",
            uses: &["fieldname", "fieldvalue"],
            used_by: &["prosperourl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\";\" ~ fieldname ~ \"=\" ~ fieldvalue",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some(";"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "fieldname",
            type_name: ::core::option::Option::Some("Fieldname"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["fieldname      = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" ]"],
            comments: &[],
            section: ::core::option::Option::Some("PROSPERO"),
            source: "fieldname = @{ (uchar | \"?\" | \":\" | \"@\" | \"&\")* }",
            uses: &["uchar"],
            used_by: &["fieldspec"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(uchar | \"?\" | \":\" | \"@\" | \"&\")*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "fieldvalue",
            type_name: ::core::option::Option::Some("Fieldvalue"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["fieldvalue     = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" ]"],
            comments: &[],
            section: ::core::option::Option::Some("PROSPERO"),
            source: "fieldvalue = @{ (uchar | \"?\" | \":\" | \"@\" | \"&\")* }",
            uses: &["uchar"],
            used_by: &["fieldspec"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "(uchar | \"?\" | \":\" | \"@\" | \"&\")*",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "lowalpha",
            type_name: ::core::option::Option::Some("Lowalpha"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "lowalpha       = \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | \"g\" | \"h\" |",
                "                 \"i\" | \"j\" | \"k\" | \"l\" | \"m\" | \"n\" | \"o\" | \"p\" |",
                "                 \"q\" | \"r\" | \"s\" | \"t\" | \"u\" | \"v\" | \"w\" | \"x\" |",
                "                 \"y\" | \"z\"",
            ],
            comments: &["The 26 alternatives, as a character range."],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "lowalpha = @{ 'a'..'z' }",
            uses: &[],
            used_by: &["scheme", "alpha"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "'a'..'z'",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "hialpha",
            type_name: ::core::option::Option::Some("Hialpha"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "hialpha        = \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"G\" | \"H\" | \"I\" |",
                "                 \"J\" | \"K\" | \"L\" | \"M\" | \"N\" | \"O\" | \"P\" | \"Q\" | \"R\" |",
                "                 \"S\" | \"T\" | \"U\" | \"V\" | \"W\" | \"X\" | \"Y\" | \"Z\"",
            ],
            comments: &["The 26 alternatives, as a character range."],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "hialpha = @{ 'A'..'Z' }",
            uses: &[],
            used_by: &["alpha"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "'A'..'Z'",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "alpha",
            type_name: ::core::option::Option::Some("Alpha"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["alpha          = lowalpha | hialpha"],
            comments: &[],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "alpha = @{ lowalpha | hialpha }",
            uses: &["lowalpha", "hialpha"],
            used_by: &["toplabel", "alphadigit", "group", "unreserved"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "lowalpha",
                    rule: ::core::option::Option::Some("lowalpha"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "hialpha",
                    rule: ::core::option::Option::Some("hialpha"),
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "digit",
            type_name: ::core::option::Option::Some("Digit"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "digit          = \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" |",
                "                 \"8\" | \"9\"",
            ],
            comments: &["The ten alternatives, as a character range."],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "digit = @{ '0'..'9' }",
            uses: &[],
            used_by: &["scheme", "alphadigit", "group", "hex", "unreserved", "digits"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "'0'..'9'",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "safe",
            type_name: ::core::option::Option::Some("Safe"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["safe           = \"$\" | \"-\" | \"_\" | \".\" | \"+\""],
            comments: &[],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "safe = @{ \"$\" | \"-\" | \"_\" | \".\" | \"+\" }",
            uses: &[],
            used_by: &["unreserved"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"$\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("$"),
                },
                ::url_runtime::Alternative {
                    source: "\"-\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("-"),
                },
                ::url_runtime::Alternative {
                    source: "\"_\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("_"),
                },
                ::url_runtime::Alternative {
                    source: "\".\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("."),
                },
                ::url_runtime::Alternative {
                    source: "\"+\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("+"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "extra",
            type_name: ::core::option::Option::Some("Extra"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["extra          = \"!\" | \"*\" | \"'\" | \"(\" | \")\" | \",\""],
            comments: &[],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "extra = @{ \"!\" | \"*\" | \"'\" | \"(\" | \")\" | \",\" }",
            uses: &[],
            used_by: &["unreserved"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"!\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("!"),
                },
                ::url_runtime::Alternative {
                    source: "\"*\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("*"),
                },
                ::url_runtime::Alternative {
                    source: "\"'\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("'"),
                },
                ::url_runtime::Alternative {
                    source: "\"(\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("("),
                },
                ::url_runtime::Alternative {
                    source: "\")\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some(")"),
                },
                ::url_runtime::Alternative {
                    source: "\",\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some(","),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "national",
            type_name: ::core::option::Option::Some("National"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "national       = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"~\" | \"[\" | \"]\" | \"`\"",
            ],
            comments: &[
                "Not used by any URL rule; characters that must be encoded (section 2.2).",
            ],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "national = @{ \"{\" | \"}\" | \"|\" | \"\\\\\" | \"^\" | \"~\" | \"[\" | \"]\" | \"`\" }",
            uses: &[],
            used_by: &[],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"{\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("{"),
                },
                ::url_runtime::Alternative {
                    source: "\"}\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("}"),
                },
                ::url_runtime::Alternative {
                    source: "\"|\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("|"),
                },
                ::url_runtime::Alternative {
                    source: "\"\\\\\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("\\"),
                },
                ::url_runtime::Alternative {
                    source: "\"^\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("^"),
                },
                ::url_runtime::Alternative {
                    source: "\"~\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("~"),
                },
                ::url_runtime::Alternative {
                    source: "\"[\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("["),
                },
                ::url_runtime::Alternative {
                    source: "\"]\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("]"),
                },
                ::url_runtime::Alternative {
                    source: "\"`\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("`"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "punctuation",
            type_name: ::core::option::Option::Some("Punctuation"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["punctuation    = \"<\" | \">\" | \"#\" | \"%\" | <\">"],
            comments: &[
                "Not used by any URL rule; characters that must be encoded (section 2.2).",
            ],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "punctuation = @{ \"<\" | \">\" | \"#\" | \"%\" | \"\\\"\" }",
            uses: &[],
            used_by: &[],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"<\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("<"),
                },
                ::url_runtime::Alternative {
                    source: "\">\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some(">"),
                },
                ::url_runtime::Alternative {
                    source: "\"#\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("#"),
                },
                ::url_runtime::Alternative {
                    source: "\"%\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("%"),
                },
                ::url_runtime::Alternative {
                    source: "\"\\\"\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("\""),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "reserved",
            type_name: ::core::option::Option::Some("Reserved"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "reserved       = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\"",
            ],
            comments: &[],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "reserved = @{ \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" }",
            uses: &[],
            used_by: &["xchar"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\";\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some(";"),
                },
                ::url_runtime::Alternative {
                    source: "\"/\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("/"),
                },
                ::url_runtime::Alternative {
                    source: "\"?\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("?"),
                },
                ::url_runtime::Alternative {
                    source: "\":\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some(":"),
                },
                ::url_runtime::Alternative {
                    source: "\"@\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("@"),
                },
                ::url_runtime::Alternative {
                    source: "\"&\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("&"),
                },
                ::url_runtime::Alternative {
                    source: "\"=\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("="),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "hex",
            type_name: ::core::option::Option::Some("Hex"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &[
                "hex            = digit | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" |",
                "                 \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\"",
            ],
            comments: &[],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "hex = @{ digit | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" }",
            uses: &["digit"],
            used_by: &["escape"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "digit",
                    rule: ::core::option::Option::Some("digit"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "\"A\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("A"),
                },
                ::url_runtime::Alternative {
                    source: "\"B\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("B"),
                },
                ::url_runtime::Alternative {
                    source: "\"C\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("C"),
                },
                ::url_runtime::Alternative {
                    source: "\"D\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("D"),
                },
                ::url_runtime::Alternative {
                    source: "\"E\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("E"),
                },
                ::url_runtime::Alternative {
                    source: "\"F\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("F"),
                },
                ::url_runtime::Alternative {
                    source: "\"a\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("a"),
                },
                ::url_runtime::Alternative {
                    source: "\"b\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("b"),
                },
                ::url_runtime::Alternative {
                    source: "\"c\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("c"),
                },
                ::url_runtime::Alternative {
                    source: "\"d\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("d"),
                },
                ::url_runtime::Alternative {
                    source: "\"e\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("e"),
                },
                ::url_runtime::Alternative {
                    source: "\"f\"",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("f"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "escape",
            type_name: ::core::option::Option::Some("Escape"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["escape         = \"%\" hex hex"],
            comments: &[],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "escape = @{ \"%\" ~ hex ~ hex }",
            uses: &["hex"],
            used_by: &["uchar", "xchar"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "\"%\" ~ hex ~ hex",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::Some("%"),
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "unreserved",
            type_name: ::core::option::Option::Some("Unreserved"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["unreserved     = alpha | digit | safe | extra"],
            comments: &[],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "unreserved = @{ alpha | digit | safe | extra }",
            uses: &["alpha", "digit", "safe", "extra"],
            used_by: &["uchar", "xchar"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "alpha",
                    rule: ::core::option::Option::Some("alpha"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "digit",
                    rule: ::core::option::Option::Some("digit"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "safe",
                    rule: ::core::option::Option::Some("safe"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "extra",
                    rule: ::core::option::Option::Some("extra"),
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "uchar",
            type_name: ::core::option::Option::Some("Uchar"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["uchar          = unreserved | escape"],
            comments: &[],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "uchar = @{ unreserved | escape }",
            uses: &["unreserved", "escape"],
            used_by: &[
                "user",
                "password",
                "fsegment",
                "hsegment",
                "search",
                "gopher_search",
                "article",
                "database",
                "wtype",
                "wpath",
                "psegment",
                "fieldname",
                "fieldvalue",
            ],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "unreserved",
                    rule: ::core::option::Option::Some("unreserved"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "escape",
                    rule: ::core::option::Option::Some("escape"),
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "xchar",
            type_name: ::core::option::Option::Some("Xchar"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["xchar          = unreserved | reserved | escape"],
            comments: &[],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "xchar = @{ unreserved | reserved | escape }",
            uses: &["unreserved", "reserved", "escape"],
            used_by: &[
                "url",
                "schemepart",
                "urlpath",
                "gtype",
                "selector",
                "gopher_plus_string",
                "gopher_selector",
                "gopher_search_tail",
                "encoded822addr",
            ],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "unreserved",
                    rule: ::core::option::Option::Some("unreserved"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "reserved",
                    rule: ::core::option::Option::Some("reserved"),
                    literal: ::core::option::Option::None,
                },
                ::url_runtime::Alternative {
                    source: "escape",
                    rule: ::core::option::Option::Some("escape"),
                    literal: ::core::option::Option::None,
                },
            ],
        },
        ::url_runtime::RuleInfo {
            name: "digits",
            type_name: ::core::option::Option::Some("Digits"),
            kind: ::url_runtime::RuleKind::Atomic,
            docs: &["digits         = 1*digit"],
            comments: &[],
            section: ::core::option::Option::Some("Miscellaneous definitions"),
            source: "digits = @{ digit+ }",
            uses: &["digit"],
            used_by: &["hostnumber", "port", "nntpurl"],
            alternatives: &[
                ::url_runtime::Alternative {
                    source: "digit+",
                    rule: ::core::option::Option::None,
                    literal: ::core::option::Option::None,
                },
            ],
        },
    ],
};
/// Checks that the whole of `input` matches the grammar rule named `rule`
/// (silent rules included); `None` when there is no such rule.
pub fn validate_rule(
    rule: &str,
    input: &str,
) -> ::core::option::Option<::core::result::Result<(), ::url_runtime::ParseError>> {
    match rule {
        "genericurl" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_genericurl,
                    __parser::r_genericurl,
                    "genericurl",
                ),
            )
        }
        "url" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_url,
                    __parser::r_url,
                    "url",
                ),
            )
        }
        "otherurl" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_otherurl,
                    __parser::r_otherurl,
                    "otherurl",
                ),
            )
        }
        "scheme" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_scheme,
                    __parser::r_scheme,
                    "scheme",
                ),
            )
        }
        "schemepart" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_schemepart,
                    __parser::r_schemepart,
                    "schemepart",
                ),
            )
        }
        "ip_schemepart" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_ip_schemepart,
                    __parser::r_ip_schemepart,
                    "ip_schemepart",
                ),
            )
        }
        "login" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_login,
                    __parser::r_login,
                    "login",
                ),
            )
        }
        "hostport" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_hostport,
                    __parser::r_hostport,
                    "hostport",
                ),
            )
        }
        "host" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_host,
                    __parser::r_host,
                    "host",
                ),
            )
        }
        "hostname" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_hostname,
                    __parser::r_hostname,
                    "hostname",
                ),
            )
        }
        "domainlabel" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_domainlabel,
                    __parser::r_domainlabel,
                    "domainlabel",
                ),
            )
        }
        "toplabel" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_toplabel,
                    __parser::r_toplabel,
                    "toplabel",
                ),
            )
        }
        "alphadigit" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_alphadigit,
                    __parser::r_alphadigit,
                    "alphadigit",
                ),
            )
        }
        "hostnumber" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_hostnumber,
                    __parser::r_hostnumber,
                    "hostnumber",
                ),
            )
        }
        "port" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_port,
                    __parser::r_port,
                    "port",
                ),
            )
        }
        "user" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_user,
                    __parser::r_user,
                    "user",
                ),
            )
        }
        "password" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_password,
                    __parser::r_password,
                    "password",
                ),
            )
        }
        "urlpath" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_urlpath,
                    __parser::r_urlpath,
                    "urlpath",
                ),
            )
        }
        "ftpurl" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_ftpurl,
                    __parser::r_ftpurl,
                    "ftpurl",
                ),
            )
        }
        "fpath" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_fpath,
                    __parser::r_fpath,
                    "fpath",
                ),
            )
        }
        "fsegment" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_fsegment,
                    __parser::r_fsegment,
                    "fsegment",
                ),
            )
        }
        "ftptype" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_ftptype,
                    __parser::r_ftptype,
                    "ftptype",
                ),
            )
        }
        "fileurl" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_fileurl,
                    __parser::r_fileurl,
                    "fileurl",
                ),
            )
        }
        "httpurl" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_httpurl,
                    __parser::r_httpurl,
                    "httpurl",
                ),
            )
        }
        "hpath" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_hpath,
                    __parser::r_hpath,
                    "hpath",
                ),
            )
        }
        "hsegment" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_hsegment,
                    __parser::r_hsegment,
                    "hsegment",
                ),
            )
        }
        "search" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_search,
                    __parser::r_search,
                    "search",
                ),
            )
        }
        "gopherurl" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_gopherurl,
                    __parser::r_gopherurl,
                    "gopherurl",
                ),
            )
        }
        "gtype" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_gtype,
                    __parser::r_gtype,
                    "gtype",
                ),
            )
        }
        "selector" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_selector,
                    __parser::r_selector,
                    "selector",
                ),
            )
        }
        "gopher_plus_string" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_gopher_plus_string,
                    __parser::r_gopher_plus_string,
                    "gopher_plus_string",
                ),
            )
        }
        "gopher_selector" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_gopher_selector,
                    __parser::r_gopher_selector,
                    "gopher_selector",
                ),
            )
        }
        "gopher_search" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_gopher_search,
                    __parser::r_gopher_search,
                    "gopher_search",
                ),
            )
        }
        "gopher_search_tail" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_gopher_search_tail,
                    __parser::r_gopher_search_tail,
                    "gopher_search_tail",
                ),
            )
        }
        "mailtourl" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_mailtourl,
                    __parser::r_mailtourl,
                    "mailtourl",
                ),
            )
        }
        "encoded822addr" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_encoded822addr,
                    __parser::r_encoded822addr,
                    "encoded822addr",
                ),
            )
        }
        "newsurl" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_newsurl,
                    __parser::r_newsurl,
                    "newsurl",
                ),
            )
        }
        "grouppart" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_grouppart,
                    __parser::r_grouppart,
                    "grouppart",
                ),
            )
        }
        "group" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_group,
                    __parser::r_group,
                    "group",
                ),
            )
        }
        "article" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_article,
                    __parser::r_article,
                    "article",
                ),
            )
        }
        "nntpurl" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_nntpurl,
                    __parser::r_nntpurl,
                    "nntpurl",
                ),
            )
        }
        "telneturl" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_telneturl,
                    __parser::r_telneturl,
                    "telneturl",
                ),
            )
        }
        "waisurl" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_waisurl,
                    __parser::r_waisurl,
                    "waisurl",
                ),
            )
        }
        "waisdatabase" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_waisdatabase,
                    __parser::r_waisdatabase,
                    "waisdatabase",
                ),
            )
        }
        "waisindex" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_waisindex,
                    __parser::r_waisindex,
                    "waisindex",
                ),
            )
        }
        "waisdoc" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_waisdoc,
                    __parser::r_waisdoc,
                    "waisdoc",
                ),
            )
        }
        "database" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_database,
                    __parser::r_database,
                    "database",
                ),
            )
        }
        "wtype" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_wtype,
                    __parser::r_wtype,
                    "wtype",
                ),
            )
        }
        "wpath" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_wpath,
                    __parser::r_wpath,
                    "wpath",
                ),
            )
        }
        "prosperourl" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_prosperourl,
                    __parser::r_prosperourl,
                    "prosperourl",
                ),
            )
        }
        "ppath" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_ppath,
                    __parser::r_ppath,
                    "ppath",
                ),
            )
        }
        "psegment" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_psegment,
                    __parser::r_psegment,
                    "psegment",
                ),
            )
        }
        "fieldspec" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_fieldspec,
                    __parser::r_fieldspec,
                    "fieldspec",
                ),
            )
        }
        "fieldname" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_fieldname,
                    __parser::r_fieldname,
                    "fieldname",
                ),
            )
        }
        "fieldvalue" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_fieldvalue,
                    __parser::r_fieldvalue,
                    "fieldvalue",
                ),
            )
        }
        "lowalpha" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_lowalpha,
                    __parser::r_lowalpha,
                    "lowalpha",
                ),
            )
        }
        "hialpha" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_hialpha,
                    __parser::r_hialpha,
                    "hialpha",
                ),
            )
        }
        "alpha" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_alpha,
                    __parser::r_alpha,
                    "alpha",
                ),
            )
        }
        "digit" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_digit,
                    __parser::r_digit,
                    "digit",
                ),
            )
        }
        "safe" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_safe,
                    __parser::r_safe,
                    "safe",
                ),
            )
        }
        "extra" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_extra,
                    __parser::r_extra,
                    "extra",
                ),
            )
        }
        "national" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_national,
                    __parser::r_national,
                    "national",
                ),
            )
        }
        "punctuation" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_punctuation,
                    __parser::r_punctuation,
                    "punctuation",
                ),
            )
        }
        "reserved" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_reserved,
                    __parser::r_reserved,
                    "reserved",
                ),
            )
        }
        "hex" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_hex,
                    __parser::r_hex,
                    "hex",
                ),
            )
        }
        "escape" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_escape,
                    __parser::r_escape,
                    "escape",
                ),
            )
        }
        "unreserved" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_unreserved,
                    __parser::r_unreserved,
                    "unreserved",
                ),
            )
        }
        "uchar" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_uchar,
                    __parser::r_uchar,
                    "uchar",
                ),
            )
        }
        "xchar" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_xchar,
                    __parser::r_xchar,
                    "xchar",
                ),
            )
        }
        "digits" => {
            ::core::option::Option::Some(
                ::url_runtime::State::check(
                    input,
                    __parser::m_digits,
                    __parser::r_digits,
                    "digits",
                ),
            )
        }
        _ => ::core::option::Option::None,
    }
}
/// Parses the whole of `input` as the grammar rule named `rule`; `None` when
/// there is no such rule or it is silent (no node of its own, as in pest).
/// Compiled in the crate that calls it, like the `parse` of every rule
/// other rules call.
#[inline]
pub fn parse_rule<'i>(
    rule: &str,
    input: &'i str,
) -> ::core::option::Option<
    ::core::result::Result<
        ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i>,
        ::url_runtime::ParseError,
    >,
> {
    #[allow(dead_code)]
    fn boxed<'i, T: ::url_runtime::Node<'i> + 'i>(
        parsed: ::core::result::Result<T, ::url_runtime::ParseError>,
    ) -> ::core::result::Result<
        ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i>,
        ::url_runtime::ParseError,
    > {
        match parsed {
            ::core::result::Result::Ok(value) => {
                ::core::result::Result::Ok(::std::boxed::Box::new(value))
            }
            ::core::result::Result::Err(error) => ::core::result::Result::Err(error),
        }
    }
    match rule {
        "genericurl" => ::core::option::Option::Some(boxed(Genericurl::parse(input))),
        "url" => ::core::option::Option::Some(boxed(Url::parse(input))),
        "otherurl" => ::core::option::Option::Some(boxed(Otherurl::parse(input))),
        "scheme" => ::core::option::Option::Some(boxed(Scheme::parse(input))),
        "schemepart" => ::core::option::Option::Some(boxed(Schemepart::parse(input))),
        "ip_schemepart" => {
            ::core::option::Option::Some(boxed(IpSchemepart::parse(input)))
        }
        "login" => ::core::option::Option::Some(boxed(Login::parse(input))),
        "hostport" => ::core::option::Option::Some(boxed(Hostport::parse(input))),
        "host" => ::core::option::Option::Some(boxed(Host::parse(input))),
        "hostname" => ::core::option::Option::Some(boxed(Hostname::parse(input))),
        "domainlabel" => ::core::option::Option::Some(boxed(Domainlabel::parse(input))),
        "toplabel" => ::core::option::Option::Some(boxed(Toplabel::parse(input))),
        "alphadigit" => ::core::option::Option::Some(boxed(Alphadigit::parse(input))),
        "hostnumber" => ::core::option::Option::Some(boxed(Hostnumber::parse(input))),
        "port" => ::core::option::Option::Some(boxed(Port::parse(input))),
        "user" => ::core::option::Option::Some(boxed(User::parse(input))),
        "password" => ::core::option::Option::Some(boxed(Password::parse(input))),
        "urlpath" => ::core::option::Option::Some(boxed(Urlpath::parse(input))),
        "ftpurl" => ::core::option::Option::Some(boxed(Ftpurl::parse(input))),
        "fpath" => ::core::option::Option::Some(boxed(Fpath::parse(input))),
        "fsegment" => ::core::option::Option::Some(boxed(Fsegment::parse(input))),
        "ftptype" => ::core::option::Option::Some(boxed(Ftptype::parse(input))),
        "fileurl" => ::core::option::Option::Some(boxed(Fileurl::parse(input))),
        "httpurl" => ::core::option::Option::Some(boxed(Httpurl::parse(input))),
        "hpath" => ::core::option::Option::Some(boxed(Hpath::parse(input))),
        "hsegment" => ::core::option::Option::Some(boxed(Hsegment::parse(input))),
        "search" => ::core::option::Option::Some(boxed(Search::parse(input))),
        "gopherurl" => ::core::option::Option::Some(boxed(Gopherurl::parse(input))),
        "gtype" => ::core::option::Option::Some(boxed(Gtype::parse(input))),
        "selector" => ::core::option::Option::Some(boxed(Selector::parse(input))),
        "gopher_plus_string" => {
            ::core::option::Option::Some(boxed(GopherPlusString::parse(input)))
        }
        "gopher_selector" => {
            ::core::option::Option::Some(boxed(GopherSelector::parse(input)))
        }
        "gopher_search" => {
            ::core::option::Option::Some(boxed(GopherSearch::parse(input)))
        }
        "mailtourl" => ::core::option::Option::Some(boxed(Mailtourl::parse(input))),
        "encoded822addr" => {
            ::core::option::Option::Some(boxed(Encoded822addr::parse(input)))
        }
        "newsurl" => ::core::option::Option::Some(boxed(Newsurl::parse(input))),
        "grouppart" => ::core::option::Option::Some(boxed(Grouppart::parse(input))),
        "group" => ::core::option::Option::Some(boxed(Group::parse(input))),
        "article" => ::core::option::Option::Some(boxed(Article::parse(input))),
        "nntpurl" => ::core::option::Option::Some(boxed(Nntpurl::parse(input))),
        "telneturl" => ::core::option::Option::Some(boxed(Telneturl::parse(input))),
        "waisurl" => ::core::option::Option::Some(boxed(Waisurl::parse(input))),
        "waisdatabase" => ::core::option::Option::Some(boxed(Waisdatabase::parse(input))),
        "waisindex" => ::core::option::Option::Some(boxed(Waisindex::parse(input))),
        "waisdoc" => ::core::option::Option::Some(boxed(Waisdoc::parse(input))),
        "database" => ::core::option::Option::Some(boxed(Database::parse(input))),
        "wtype" => ::core::option::Option::Some(boxed(Wtype::parse(input))),
        "wpath" => ::core::option::Option::Some(boxed(Wpath::parse(input))),
        "prosperourl" => ::core::option::Option::Some(boxed(Prosperourl::parse(input))),
        "ppath" => ::core::option::Option::Some(boxed(Ppath::parse(input))),
        "psegment" => ::core::option::Option::Some(boxed(Psegment::parse(input))),
        "fieldspec" => ::core::option::Option::Some(boxed(Fieldspec::parse(input))),
        "fieldname" => ::core::option::Option::Some(boxed(Fieldname::parse(input))),
        "fieldvalue" => ::core::option::Option::Some(boxed(Fieldvalue::parse(input))),
        "lowalpha" => ::core::option::Option::Some(boxed(Lowalpha::parse(input))),
        "hialpha" => ::core::option::Option::Some(boxed(Hialpha::parse(input))),
        "alpha" => ::core::option::Option::Some(boxed(Alpha::parse(input))),
        "digit" => ::core::option::Option::Some(boxed(Digit::parse(input))),
        "safe" => ::core::option::Option::Some(boxed(Safe::parse(input))),
        "extra" => ::core::option::Option::Some(boxed(Extra::parse(input))),
        "national" => ::core::option::Option::Some(boxed(National::parse(input))),
        "punctuation" => ::core::option::Option::Some(boxed(Punctuation::parse(input))),
        "reserved" => ::core::option::Option::Some(boxed(Reserved::parse(input))),
        "hex" => ::core::option::Option::Some(boxed(Hex::parse(input))),
        "escape" => ::core::option::Option::Some(boxed(Escape::parse(input))),
        "unreserved" => ::core::option::Option::Some(boxed(Unreserved::parse(input))),
        "uchar" => ::core::option::Option::Some(boxed(Uchar::parse(input))),
        "xchar" => ::core::option::Option::Some(boxed(Xchar::parse(input))),
        "digits" => ::core::option::Option::Some(boxed(Digits::parse(input))),
        _ => ::core::option::Option::None,
    }
}
/**```text
genericurl     = scheme ":" schemepart
```

Generated from the grammar rule `genericurl`:

```text
genericurl = { scheme ~ ":" ~ schemepart }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Genericurl<'i> {
    /// [`Scheme`] (rule `scheme`)
    pub scheme: Scheme<'i>,
    /// [`Schemepart`] (rule `schemepart`)
    pub schemepart: Schemepart<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Genericurl<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Genericurl<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Genericurl(self)
    }
}
impl ::core::fmt::Debug for Genericurl<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Genericurl",
            &[
                ("scheme", &&self.scheme),
                ("schemepart", &&self.schemepart),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Genericurl<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Genericurl::span(self)
    }
    fn as_str(&self) -> &'i str {
        Genericurl::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("genericurl")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Genericurl(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("genericurl", Genericurl::span(self));
        __impls::walk_Genericurl(self, walker)
    }
}
impl ::core::fmt::Display for Genericurl<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Genericurl<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "genericurl";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_genericurl,
            __parser::r_genericurl,
            "genericurl",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_genericurl,
            __parser::r_genericurl,
            "genericurl",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_genericurl,
            __parser::r_genericurl,
            "genericurl",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_genericurl)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Genericurl<'i> {
    const RULE: &'static str = "genericurl";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Genericurl::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Genericurl::validate(input)
    }
}
/**```text
url            = httpurl | ftpurl | newsurl |
nntpurl | telneturl | gopherurl |
waisurl | mailtourl | fileurl |
prosperourl | otherurl
```

Generated from the grammar rule `url`:

```text
url = { (httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl) ~ !xchar
    | otherurl }
```*/
#[derive(PartialEq, Eq, Hash)]
pub enum Url<'i> {
    /// [`Httpurl`] (rule `httpurl`)
    Httpurl(Httpurl<'i>),
    /// [`Ftpurl`] (rule `ftpurl`)
    Ftpurl(Ftpurl<'i>),
    /// [`Newsurl`] (rule `newsurl`)
    Newsurl(Newsurl<'i>),
    /// [`Nntpurl`] (rule `nntpurl`)
    Nntpurl(Nntpurl<'i>),
    /// [`Telneturl`] (rule `telneturl`)
    Telneturl(Telneturl<'i>),
    /// [`Gopherurl`] (rule `gopherurl`)
    Gopherurl(Gopherurl<'i>),
    /// [`Waisurl`] (rule `waisurl`)
    Waisurl(Waisurl<'i>),
    /// [`Mailtourl`] (rule `mailtourl`)
    Mailtourl(Mailtourl<'i>),
    /// [`Fileurl`] (rule `fileurl`)
    Fileurl(Fileurl<'i>),
    /// [`Prosperourl`] (rule `prosperourl`)
    Prosperourl(Prosperourl<'i>),
    /// [`Otherurl`] (rule `otherurl`)
    Otherurl(Otherurl<'i>),
}
impl<'i> Url<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        match self {
            Url::Httpurl(value) => value.span(),
            Url::Ftpurl(value) => value.span(),
            Url::Newsurl(value) => value.span(),
            Url::Nntpurl(value) => value.span(),
            Url::Telneturl(value) => value.span(),
            Url::Gopherurl(value) => value.span(),
            Url::Waisurl(value) => value.span(),
            Url::Mailtourl(value) => value.span(),
            Url::Fileurl(value) => value.span(),
            Url::Prosperourl(value) => value.span(),
            Url::Otherurl(value) => value.span(),
        }
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        match self {
            Url::Httpurl(value) => value.as_str(),
            Url::Ftpurl(value) => value.as_str(),
            Url::Newsurl(value) => value.as_str(),
            Url::Nntpurl(value) => value.as_str(),
            Url::Telneturl(value) => value.as_str(),
            Url::Gopherurl(value) => value.as_str(),
            Url::Waisurl(value) => value.as_str(),
            Url::Mailtourl(value) => value.as_str(),
            Url::Fileurl(value) => value.as_str(),
            Url::Prosperourl(value) => value.as_str(),
            Url::Otherurl(value) => value.as_str(),
        }
    }
}
impl<'i> ::core::clone::Clone for Url<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Url(self)
    }
}
impl ::core::fmt::Debug for Url<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self {
            Url::Httpurl(value) => ::url_runtime::debug_variant(f, "Httpurl", &value),
            Url::Ftpurl(value) => ::url_runtime::debug_variant(f, "Ftpurl", &value),
            Url::Newsurl(value) => ::url_runtime::debug_variant(f, "Newsurl", &value),
            Url::Nntpurl(value) => ::url_runtime::debug_variant(f, "Nntpurl", &value),
            Url::Telneturl(value) => ::url_runtime::debug_variant(f, "Telneturl", &value),
            Url::Gopherurl(value) => ::url_runtime::debug_variant(f, "Gopherurl", &value),
            Url::Waisurl(value) => ::url_runtime::debug_variant(f, "Waisurl", &value),
            Url::Mailtourl(value) => ::url_runtime::debug_variant(f, "Mailtourl", &value),
            Url::Fileurl(value) => ::url_runtime::debug_variant(f, "Fileurl", &value),
            Url::Prosperourl(value) => {
                ::url_runtime::debug_variant(f, "Prosperourl", &value)
            }
            Url::Otherurl(value) => ::url_runtime::debug_variant(f, "Otherurl", &value),
        }
    }
}
impl<'i> ::url_runtime::Node<'i> for Url<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Url::span(self)
    }
    fn as_str(&self) -> &'i str {
        Url::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("url")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Url(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("url", Url::span(self));
        __impls::walk_Url(self, walker)
    }
}
impl ::core::fmt::Display for Url<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Url<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "url";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        if let ::core::option::Option::Some(error) = ::url_runtime::State::refuse_long(
            input,
            "url",
        ) {
            return ::core::result::Result::Err(error);
        }
        if let ::core::option::Option::Some(parsed) = ::url_runtime::on_grown_stack(
            (input, options),
            |(input, options)| Self::parse_with(input, options),
        ) {
            return parsed;
        }
        let mut state = ::url_runtime::State::new(input).with_options(options);
        match __parser::b_url(&mut state, 0) {
            ::core::option::Option::Some((end, value)) if state.is_whole(end) => {
                ::core::result::Result::Ok(value)
            }
            _ => {
                ::core::result::Result::Err(
                    ::url_runtime::State::diagnose_with(
                        input,
                        options,
                        __parser::r_url,
                        "url",
                    ),
                )
            }
        }
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        if let ::core::option::Option::Some(error) = ::url_runtime::State::refuse_long(
            input,
            "url",
        ) {
            return ::core::result::Result::Err(error);
        }
        if let ::core::option::Option::Some(parsed) = ::url_runtime::on_grown_stack(
            input,
            Self::parse,
        ) {
            return parsed;
        }
        let mut state = ::url_runtime::State::new(input)
            .with_options(::url_runtime::ParseOptions::STRICT);
        match __parser::b_url(&mut state, 0) {
            ::core::option::Option::Some((end, value)) if state.is_whole(end) => {
                ::core::result::Result::Ok(value)
            }
            _ => {
                ::core::result::Result::Err(
                    ::url_runtime::State::diagnose_with(
                        input,
                        ::url_runtime::ParseOptions::STRICT,
                        __parser::r_url,
                        "url",
                    ),
                )
            }
        }
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        if Self::is_valid(input) {
            ::core::result::Result::Ok(())
        } else {
            ::core::result::Result::Err(
                ::url_runtime::State::rejection(input, __parser::r_url, "url"),
            )
        }
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    pub fn is_valid(input: &str) -> bool {
        if input.len() > ::url_runtime::MAX_INPUT {
            return false;
        }
        if let ::core::option::Option::Some(valid) = ::url_runtime::on_grown_stack(
            input,
            Self::is_valid,
        ) {
            return valid;
        }
        let mut state = ::url_runtime::State::new(input);
        __parser::m_url(&mut state, 0).is_some_and(|end| state.is_whole(end))
    }
}
impl<'i> ::url_runtime::Parse<'i> for Url<'i> {
    const RULE: &'static str = "url";
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Url::parse(input)
    }
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Url::validate(input)
    }
}
/**```text
otherurl       = genericurl
```

Generated from the grammar rule `otherurl`:

```text
otherurl = { genericurl }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Otherurl<'i> {
    /// [`Genericurl`] (rule `genericurl`)
    pub genericurl: Genericurl<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Otherurl<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Otherurl<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Otherurl(self)
    }
}
impl ::core::fmt::Debug for Otherurl<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Otherurl",
            &[("genericurl", &&self.genericurl), ("__token", &self.__token)],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Otherurl<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Otherurl::span(self)
    }
    fn as_str(&self) -> &'i str {
        Otherurl::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("otherurl")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Otherurl(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("otherurl", Otherurl::span(self));
        __impls::walk_Otherurl(self, walker)
    }
}
impl ::core::fmt::Display for Otherurl<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Otherurl<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "otherurl";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_otherurl,
            __parser::r_otherurl,
            "otherurl",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_otherurl,
            __parser::r_otherurl,
            "otherurl",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_otherurl,
            __parser::r_otherurl,
            "otherurl",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_otherurl)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Otherurl<'i> {
    const RULE: &'static str = "otherurl";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Otherurl::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Otherurl::validate(input)
    }
}
/**```text
scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
```

Generated from the grammar rule `scheme`:

```text
scheme = @{ (lowalpha | digit | "+" | "-" | ".")+ }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Scheme<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Scheme<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Scheme", &[("__token", &self.__token)])
    }
}
impl<'i> Scheme<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Scheme<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Scheme::span(self)
    }
    fn as_str(&self) -> &'i str {
        Scheme::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("scheme")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("scheme", Scheme::span(self));
    }
}
impl ::core::fmt::Display for Scheme<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Scheme<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "scheme";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_scheme,
            __parser::r_scheme,
            "scheme",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_scheme,
            __parser::r_scheme,
            "scheme",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_scheme,
            __parser::r_scheme,
            "scheme",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_scheme)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Scheme<'i> {
    const RULE: &'static str = "scheme";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Scheme::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Scheme::validate(input)
    }
}
impl Scheme<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, true,
        false, true, true, false, true, true, true, true, true, true, true, true, true,
        true, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, false, false, false, false, false,
    ]);
}
/**```text
schemepart     = *xchar | ip-schemepart
```

Generated from the grammar rule `schemepart`:

```text
schemepart = { ip_schemepart ~ !xchar | xchar* }
```*/
#[derive(PartialEq, Eq, Hash)]
pub enum Schemepart<'i> {
    /// [`IpSchemepart`] (rule `ip_schemepart`)
    IpSchemepart(IpSchemepart<'i>),
    /// [`schemepart::Xchar`]
    Xchar(schemepart::Xchar<'i>),
}
impl<'i> Schemepart<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        match self {
            Schemepart::IpSchemepart(value) => value.span(),
            Schemepart::Xchar(value) => value.span(),
        }
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        match self {
            Schemepart::IpSchemepart(value) => value.as_str(),
            Schemepart::Xchar(value) => value.as_str(),
        }
    }
}
impl<'i> ::core::clone::Clone for Schemepart<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Schemepart(self)
    }
}
impl ::core::fmt::Debug for Schemepart<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self {
            Schemepart::IpSchemepart(value) => {
                ::url_runtime::debug_variant(f, "IpSchemepart", &value)
            }
            Schemepart::Xchar(value) => ::url_runtime::debug_variant(f, "Xchar", &value),
        }
    }
}
impl<'i> ::url_runtime::Node<'i> for Schemepart<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Schemepart::span(self)
    }
    fn as_str(&self) -> &'i str {
        Schemepart::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("schemepart")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Schemepart(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("schemepart", Schemepart::span(self));
        __impls::walk_Schemepart(self, walker)
    }
}
impl ::core::fmt::Display for Schemepart<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
/// The helper types of [`Schemepart`](super::Schemepart) (rule `schemepart`): the types of its parts that are no rule's own.
pub mod schemepart {
    /// One alternative of [`Schemepart`](super::Schemepart), with several parts.
    #[derive(PartialEq, Eq, Hash)]
    pub struct Xchar<'i> {
        /// [`Xchar`](super::Xchar) (rule `xchar`), each occurrence in order (read when iterated)
        pub xchar: ::url_runtime::List<'i, super::Xchar<'i>>,
        pub(super) __token: ::url_runtime::Token<'i>,
    }
    impl<'i> Xchar<'i> {
        /// The span of input this was parsed from.
        pub fn span(&self) -> ::url_runtime::Span {
            self.__token.span()
        }
        /// The text this was parsed from.
        pub fn as_str(&self) -> &'i str {
            self.__token.as_str()
        }
    }
    impl<'i> ::core::clone::Clone for Xchar<'i> {
        fn clone(&self) -> Self {
            super::__impls::clone_schemepart__Xchar(self)
        }
    }
    impl ::core::fmt::Debug for Xchar<'_> {
        #[inline(never)]
        fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
            ::url_runtime::debug_struct(
                f,
                "Xchar",
                &[("xchar", &&self.xchar), ("__token", &self.__token)],
            )
        }
    }
    impl<'i> ::url_runtime::Node<'i> for Xchar<'i> {
        fn span(&self) -> ::url_runtime::Span {
            Xchar::span(self)
        }
        fn as_str(&self) -> &'i str {
            Xchar::as_str(self)
        }
        fn rule_name(&self) -> ::core::option::Option<&'static str> {
            ::core::option::Option::None
        }
        fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
            super::__impls::boxed(self)
        }
        #[allow(unused_variables)]
        fn for_each_child(
            &self,
            visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
        ) {
            super::__impls::visit_schemepart__Xchar(self, visit)
        }
        fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
            super::__impls::walk_schemepart__Xchar(self, walker)
        }
    }
    impl ::core::fmt::Display for Xchar<'_> {
        fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
            f.write_str(self.as_str())
        }
    }
}
impl<'i> Schemepart<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "schemepart";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_schemepart,
            __parser::r_schemepart,
            "schemepart",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_schemepart,
            __parser::r_schemepart,
            "schemepart",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_schemepart,
            __parser::r_schemepart,
            "schemepart",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_schemepart)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Schemepart<'i> {
    const RULE: &'static str = "schemepart";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Schemepart::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Schemepart::validate(input)
    }
}
/**```text
ip-schemepart  = "//" login [ "/" urlpath ]
```

Generated from the grammar rule `ip_schemepart`:

```text
ip_schemepart = { "//" ~ login ~ ("/" ~ urlpath)? }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct IpSchemepart<'i> {
    /// [`Login`] (rule `login`)
    pub login: Login<'i>,
    /// [`Urlpath`] (rule `urlpath`), when present
    pub urlpath: ::core::option::Option<Urlpath<'i>>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> IpSchemepart<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for IpSchemepart<'i> {
    fn clone(&self) -> Self {
        __impls::clone_IpSchemepart(self)
    }
}
impl ::core::fmt::Debug for IpSchemepart<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "IpSchemepart",
            &[
                ("login", &&self.login),
                ("urlpath", &&self.urlpath),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for IpSchemepart<'i> {
    fn span(&self) -> ::url_runtime::Span {
        IpSchemepart::span(self)
    }
    fn as_str(&self) -> &'i str {
        IpSchemepart::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("ip_schemepart")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_IpSchemepart(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("ip_schemepart", IpSchemepart::span(self));
        __impls::walk_IpSchemepart(self, walker)
    }
}
impl ::core::fmt::Display for IpSchemepart<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> IpSchemepart<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "ip_schemepart";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_ip_schemepart,
            __parser::r_ip_schemepart,
            "ip_schemepart",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_ip_schemepart,
            __parser::r_ip_schemepart,
            "ip_schemepart",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_ip_schemepart,
            __parser::r_ip_schemepart,
            "ip_schemepart",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_ip_schemepart)
    }
}
impl<'i> ::url_runtime::Parse<'i> for IpSchemepart<'i> {
    const RULE: &'static str = "ip_schemepart";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        IpSchemepart::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        IpSchemepart::validate(input)
    }
}
/**```text
login          = [ user [ ":" password ] "@" ] hostport
```

Generated from the grammar rule `login`:

```text
login = { (user ~ (":" ~ password)? ~ "@")? ~ hostport }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Login<'i> {
    /// [`User`] (rule `user`), when present
    pub user: ::core::option::Option<User<'i>>,
    /// [`Password`] (rule `password`), when present
    pub password: ::core::option::Option<Password<'i>>,
    /// [`Hostport`] (rule `hostport`)
    pub hostport: Hostport<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Login<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Login<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Login(self)
    }
}
impl ::core::fmt::Debug for Login<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Login",
            &[
                ("user", &&self.user),
                ("password", &&self.password),
                ("hostport", &&self.hostport),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Login<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Login::span(self)
    }
    fn as_str(&self) -> &'i str {
        Login::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("login")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Login(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("login", Login::span(self));
        __impls::walk_Login(self, walker)
    }
}
impl ::core::fmt::Display for Login<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Login<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "login";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_login,
            __parser::r_login,
            "login",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_login,
            __parser::r_login,
            "login",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_login, __parser::r_login, "login")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_login)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Login<'i> {
    const RULE: &'static str = "login";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Login::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Login::validate(input)
    }
}
/**```text
hostport       = host [ ":" port ]
```

Generated from the grammar rule `hostport`:

```text
hostport = { host ~ (":" ~ port)? }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Hostport<'i> {
    /// [`Host`] (rule `host`)
    pub host: Host<'i>,
    /// [`Port`] (rule `port`), when present
    pub port: ::core::option::Option<Port<'i>>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Hostport<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Hostport<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Hostport(self)
    }
}
impl ::core::fmt::Debug for Hostport<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Hostport",
            &[("host", &&self.host), ("port", &&self.port), ("__token", &self.__token)],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Hostport<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Hostport::span(self)
    }
    fn as_str(&self) -> &'i str {
        Hostport::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("hostport")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Hostport(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("hostport", Hostport::span(self));
        __impls::walk_Hostport(self, walker)
    }
}
impl ::core::fmt::Display for Hostport<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Hostport<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "hostport";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_hostport,
            __parser::r_hostport,
            "hostport",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_hostport,
            __parser::r_hostport,
            "hostport",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_hostport,
            __parser::r_hostport,
            "hostport",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_hostport)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Hostport<'i> {
    const RULE: &'static str = "hostport";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Hostport::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Hostport::validate(input)
    }
}
/**```text
host           = hostname | hostnumber
```

Generated from the grammar rule `host`:

```text
host = { hostname | hostnumber }
```*/
#[derive(PartialEq, Eq, Hash)]
pub enum Host<'i> {
    /// [`Hostname`] (rule `hostname`)
    Hostname(Hostname<'i>),
    /// [`Hostnumber`] (rule `hostnumber`)
    Hostnumber(Hostnumber<'i>),
}
impl<'i> Host<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        match self {
            Host::Hostname(value) => value.span(),
            Host::Hostnumber(value) => value.span(),
        }
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        match self {
            Host::Hostname(value) => value.as_str(),
            Host::Hostnumber(value) => value.as_str(),
        }
    }
}
impl<'i> ::core::clone::Clone for Host<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Host(self)
    }
}
impl ::core::fmt::Debug for Host<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self {
            Host::Hostname(value) => ::url_runtime::debug_variant(f, "Hostname", &value),
            Host::Hostnumber(value) => {
                ::url_runtime::debug_variant(f, "Hostnumber", &value)
            }
        }
    }
}
impl<'i> ::url_runtime::Node<'i> for Host<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Host::span(self)
    }
    fn as_str(&self) -> &'i str {
        Host::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("host")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Host(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("host", Host::span(self));
        __impls::walk_Host(self, walker)
    }
}
impl ::core::fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Host<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "host";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_host,
            __parser::r_host,
            "host",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_host,
            __parser::r_host,
            "host",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_host, __parser::r_host, "host")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_host)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Host<'i> {
    const RULE: &'static str = "host";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Host::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Host::validate(input)
    }
}
/**```text
hostname       = *[ domainlabel "." ] toplabel
```

Generated from the grammar rule `hostname`:

```text
hostname = ${ (domainlabel ~ ".")* ~ toplabel }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Hostname<'i> {
    /// [`Domainlabel`] (rule `domainlabel`), each occurrence in order (read when iterated)
    pub domainlabel: ::url_runtime::List<'i, Domainlabel<'i>>,
    /// [`Toplabel`] (rule `toplabel`)
    pub toplabel: Toplabel<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Hostname<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Hostname<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Hostname(self)
    }
}
impl ::core::fmt::Debug for Hostname<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Hostname",
            &[
                ("domainlabel", &&self.domainlabel),
                ("toplabel", &&self.toplabel),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Hostname<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Hostname::span(self)
    }
    fn as_str(&self) -> &'i str {
        Hostname::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("hostname")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Hostname(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("hostname", Hostname::span(self));
        __impls::walk_Hostname(self, walker)
    }
}
impl ::core::fmt::Display for Hostname<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Hostname<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "hostname";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_hostname,
            __parser::r_hostname,
            "hostname",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_hostname,
            __parser::r_hostname,
            "hostname",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_hostname,
            __parser::r_hostname,
            "hostname",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_hostname)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Hostname<'i> {
    const RULE: &'static str = "hostname";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Hostname::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Hostname::validate(input)
    }
}
/**```text
domainlabel    = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
```

Generated from the grammar rule `domainlabel`:

```text
domainlabel = @{ alphadigit ~ ("-"* ~ alphadigit)* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Domainlabel<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Domainlabel<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Domainlabel", &[("__token", &self.__token)])
    }
}
impl<'i> Domainlabel<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Domainlabel<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Domainlabel::span(self)
    }
    fn as_str(&self) -> &'i str {
        Domainlabel::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("domainlabel")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("domainlabel", Domainlabel::span(self));
    }
}
impl ::core::fmt::Display for Domainlabel<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Domainlabel<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "domainlabel";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_domainlabel,
            __parser::r_domainlabel,
            "domainlabel",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_domainlabel,
            __parser::r_domainlabel,
            "domainlabel",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_domainlabel,
            __parser::r_domainlabel,
            "domainlabel",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_domainlabel)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Domainlabel<'i> {
    const RULE: &'static str = "domainlabel";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Domainlabel::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Domainlabel::validate(input)
    }
}
/**```text
toplabel       = alpha | alpha *[ alphadigit | "-" ] alphadigit
```

Generated from the grammar rule `toplabel`:

```text
toplabel = @{ alpha ~ ("-"* ~ alphadigit)* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Toplabel<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Toplabel<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Toplabel", &[("__token", &self.__token)])
    }
}
impl<'i> Toplabel<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Toplabel<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Toplabel::span(self)
    }
    fn as_str(&self) -> &'i str {
        Toplabel::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("toplabel")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("toplabel", Toplabel::span(self));
    }
}
impl ::core::fmt::Display for Toplabel<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Toplabel<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "toplabel";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_toplabel,
            __parser::r_toplabel,
            "toplabel",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_toplabel,
            __parser::r_toplabel,
            "toplabel",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_toplabel,
            __parser::r_toplabel,
            "toplabel",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_toplabel)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Toplabel<'i> {
    const RULE: &'static str = "toplabel";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Toplabel::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Toplabel::validate(input)
    }
}
/**```text
alphadigit     = alpha | digit
```

Generated from the grammar rule `alphadigit`:

```text
alphadigit = @{ alpha | digit }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Alphadigit<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Alphadigit<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Alphadigit", &[("__token", &self.__token)])
    }
}
impl<'i> Alphadigit<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Alphadigit<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Alphadigit::span(self)
    }
    fn as_str(&self) -> &'i str {
        Alphadigit::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("alphadigit")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("alphadigit", Alphadigit::span(self));
    }
}
impl ::core::fmt::Display for Alphadigit<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Alphadigit<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "alphadigit";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_alphadigit,
            __parser::r_alphadigit,
            "alphadigit",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_alphadigit,
            __parser::r_alphadigit,
            "alphadigit",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_alphadigit,
            __parser::r_alphadigit,
            "alphadigit",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_alphadigit)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Alphadigit<'i> {
    const RULE: &'static str = "alphadigit";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Alphadigit::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Alphadigit::validate(input)
    }
}
/**```text
hostnumber     = digits "." digits "." digits "." digits
```

Generated from the grammar rule `hostnumber`:

```text
hostnumber = ${ digits ~ "." ~ digits ~ "." ~ digits ~ "." ~ digits }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Hostnumber<'i> {
    /// [`Digits`] (rule `digits`)
    pub digits: Digits<'i>,
    /// [`Digits`] (rule `digits`)
    pub digits_2: Digits<'i>,
    /// [`Digits`] (rule `digits`)
    pub digits_3: Digits<'i>,
    /// [`Digits`] (rule `digits`)
    pub digits_4: Digits<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Hostnumber<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Hostnumber<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Hostnumber(self)
    }
}
impl ::core::fmt::Debug for Hostnumber<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Hostnumber",
            &[
                ("digits", &&self.digits),
                ("digits_2", &&self.digits_2),
                ("digits_3", &&self.digits_3),
                ("digits_4", &&self.digits_4),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Hostnumber<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Hostnumber::span(self)
    }
    fn as_str(&self) -> &'i str {
        Hostnumber::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("hostnumber")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Hostnumber(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("hostnumber", Hostnumber::span(self));
        __impls::walk_Hostnumber(self, walker)
    }
}
impl ::core::fmt::Display for Hostnumber<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Hostnumber<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "hostnumber";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_hostnumber,
            __parser::r_hostnumber,
            "hostnumber",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_hostnumber,
            __parser::r_hostnumber,
            "hostnumber",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_hostnumber,
            __parser::r_hostnumber,
            "hostnumber",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_hostnumber)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Hostnumber<'i> {
    const RULE: &'static str = "hostnumber";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Hostnumber::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Hostnumber::validate(input)
    }
}
/**```text
port           = digits
```

Generated from the grammar rule `port`:

```text
port = @{ digits }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Port<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Port<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Port", &[("__token", &self.__token)])
    }
}
impl<'i> Port<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Port<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Port::span(self)
    }
    fn as_str(&self) -> &'i str {
        Port::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("port")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("port", Port::span(self));
    }
}
impl ::core::fmt::Display for Port<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Port<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "port";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_port,
            __parser::r_port,
            "port",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_port,
            __parser::r_port,
            "port",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_port, __parser::r_port, "port")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_port)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Port<'i> {
    const RULE: &'static str = "port";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Port::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Port::validate(input)
    }
}
/**```text
user           = *[ uchar | ";" | "?" | "&" | "=" ]
```

Generated from the grammar rule `user`:

```text
user = @{ (uchar | ";" | "?" | "&" | "=")* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct User<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for User<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "User", &[("__token", &self.__token)])
    }
}
impl<'i> User<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for User<'i> {
    fn span(&self) -> ::url_runtime::Span {
        User::span(self)
    }
    fn as_str(&self) -> &'i str {
        User::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("user")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("user", User::span(self));
    }
}
impl ::core::fmt::Display for User<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> User<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "user";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_user,
            __parser::r_user,
            "user",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_user,
            __parser::r_user,
            "user",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_user, __parser::r_user, "user")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_user)
    }
}
impl<'i> ::url_runtime::Parse<'i> for User<'i> {
    const RULE: &'static str = "user";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        User::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        User::validate(input)
    }
}
impl User<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, true, true, true, true, true, true, true, true,
        true, false, true, true, true, true, true, true, true, true, true, true, false,
        true, false, true, false, true, false, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, false, false, false, false, true, false,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, false,
    ]);
}
/**```text
password       = *[ uchar | ";" | "?" | "&" | "=" ]
```

Generated from the grammar rule `password`:

```text
password = @{ (uchar | ";" | "?" | "&" | "=")* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Password<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Password<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Password", &[("__token", &self.__token)])
    }
}
impl<'i> Password<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Password<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Password::span(self)
    }
    fn as_str(&self) -> &'i str {
        Password::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("password")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("password", Password::span(self));
    }
}
impl ::core::fmt::Display for Password<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Password<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "password";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_password,
            __parser::r_password,
            "password",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_password,
            __parser::r_password,
            "password",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_password,
            __parser::r_password,
            "password",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_password)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Password<'i> {
    const RULE: &'static str = "password";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Password::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Password::validate(input)
    }
}
impl Password<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, true, true, true, true, true, true, true, true,
        true, false, true, true, true, true, true, true, true, true, true, true, false,
        true, false, true, false, true, false, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, false, false, false, false, true, false,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, false,
    ]);
}
/**```text
urlpath        = *xchar    ; depends on protocol see section 3.1
```

Generated from the grammar rule `urlpath`:

```text
urlpath = @{ xchar* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Urlpath<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Urlpath<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Urlpath", &[("__token", &self.__token)])
    }
}
impl<'i> Urlpath<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Urlpath<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Urlpath::span(self)
    }
    fn as_str(&self) -> &'i str {
        Urlpath::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("urlpath")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("urlpath", Urlpath::span(self));
    }
}
impl ::core::fmt::Display for Urlpath<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Urlpath<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "urlpath";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_urlpath,
            __parser::r_urlpath,
            "urlpath",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_urlpath,
            __parser::r_urlpath,
            "urlpath",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_urlpath,
            __parser::r_urlpath,
            "urlpath",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_urlpath)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Urlpath<'i> {
    const RULE: &'static str = "urlpath";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Urlpath::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Urlpath::validate(input)
    }
}
impl Urlpath<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, false, true, false, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, false, false, false, false, true, false,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, false,
    ]);
}
/**```text
ftpurl         = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
```

Generated from the grammar rule `ftpurl`:

```text
ftpurl = { "ftp://" ~ login ~ ("/" ~ fpath ~ (";type=" ~ ftptype)?)? }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Ftpurl<'i> {
    /// [`Login`] (rule `login`)
    pub login: Login<'i>,
    /// [`Fpath`] (rule `fpath`), when present
    pub fpath: ::core::option::Option<Fpath<'i>>,
    /// [`Ftptype`] (rule `ftptype`), when present
    pub ftptype: ::core::option::Option<Ftptype<'i>>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Ftpurl<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Ftpurl<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Ftpurl(self)
    }
}
impl ::core::fmt::Debug for Ftpurl<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Ftpurl",
            &[
                ("login", &&self.login),
                ("fpath", &&self.fpath),
                ("ftptype", &&self.ftptype),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Ftpurl<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Ftpurl::span(self)
    }
    fn as_str(&self) -> &'i str {
        Ftpurl::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("ftpurl")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Ftpurl(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("ftpurl", Ftpurl::span(self));
        __impls::walk_Ftpurl(self, walker)
    }
}
impl ::core::fmt::Display for Ftpurl<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Ftpurl<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "ftpurl";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_ftpurl,
            __parser::r_ftpurl,
            "ftpurl",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_ftpurl,
            __parser::r_ftpurl,
            "ftpurl",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_ftpurl,
            __parser::r_ftpurl,
            "ftpurl",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_ftpurl)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Ftpurl<'i> {
    const RULE: &'static str = "ftpurl";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Ftpurl::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Ftpurl::validate(input)
    }
}
/**```text
fpath          = fsegment *[ "/" fsegment ]
```

Generated from the grammar rule `fpath`:

```text
fpath = { fsegment ~ ("/" ~ fsegment)* }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Fpath<'i> {
    /// [`Fsegment`] (rule `fsegment`), each occurrence in order: the first, then one after each separator (those after the first read when iterated)
    pub fsegment: ::url_runtime::Separated<
        Fsegment<'i>,
        ::url_runtime::List<'i, Fsegment<'i>>,
    >,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Fpath<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Fpath<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Fpath(self)
    }
}
impl ::core::fmt::Debug for Fpath<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Fpath",
            &[("fsegment", &&self.fsegment), ("__token", &self.__token)],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Fpath<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Fpath::span(self)
    }
    fn as_str(&self) -> &'i str {
        Fpath::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("fpath")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Fpath(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("fpath", Fpath::span(self));
        __impls::walk_Fpath(self, walker)
    }
}
impl ::core::fmt::Display for Fpath<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Fpath<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "fpath";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_fpath,
            __parser::r_fpath,
            "fpath",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_fpath,
            __parser::r_fpath,
            "fpath",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_fpath, __parser::r_fpath, "fpath")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_fpath)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Fpath<'i> {
    const RULE: &'static str = "fpath";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Fpath::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Fpath::validate(input)
    }
}
/**```text
fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
```

Generated from the grammar rule `fsegment`:

```text
fsegment = @{ (uchar | "?" | ":" | "@" | "&" | "=")* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fsegment<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Fsegment<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Fsegment", &[("__token", &self.__token)])
    }
}
impl<'i> Fsegment<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Fsegment<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Fsegment::span(self)
    }
    fn as_str(&self) -> &'i str {
        Fsegment::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("fsegment")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("fsegment", Fsegment::span(self));
    }
}
impl ::core::fmt::Display for Fsegment<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Fsegment<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "fsegment";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_fsegment,
            __parser::r_fsegment,
            "fsegment",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_fsegment,
            __parser::r_fsegment,
            "fsegment",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_fsegment,
            __parser::r_fsegment,
            "fsegment",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_fsegment)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Fsegment<'i> {
    const RULE: &'static str = "fsegment";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Fsegment::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Fsegment::validate(input)
    }
}
impl Fsegment<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, true, true, true, true, true, true, true, true,
        true, false, true, true, true, true, true, true, true, true, true, true, true,
        false, false, true, false, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, false, false, false, false, true, false,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, false,
    ]);
}
/**```text
ftptype        = "A" | "I" | "D" | "a" | "i" | "d"
```

Generated from the grammar rule `ftptype`:

```text
ftptype = @{ "A" | "I" | "D" | "a" | "i" | "d" }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ftptype<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Ftptype<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Ftptype", &[("__token", &self.__token)])
    }
}
impl<'i> Ftptype<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Ftptype<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Ftptype::span(self)
    }
    fn as_str(&self) -> &'i str {
        Ftptype::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("ftptype")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("ftptype", Ftptype::span(self));
    }
}
impl ::core::fmt::Display for Ftptype<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Ftptype<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "ftptype";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_ftptype,
            __parser::r_ftptype,
            "ftptype",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_ftptype,
            __parser::r_ftptype,
            "ftptype",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_ftptype,
            __parser::r_ftptype,
            "ftptype",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_ftptype)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Ftptype<'i> {
    const RULE: &'static str = "ftptype";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Ftptype::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Ftptype::validate(input)
    }
}
/**```text
fileurl        = "file://" [ host | "localhost" ] "/" fpath
```

Generated from the grammar rule `fileurl`:

```text
fileurl = { "file://" ~ (host | "localhost")? ~ "/" ~ fpath }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Fileurl<'i> {
    /// [`Host`] (rule `host`), when present
    pub host: ::core::option::Option<Host<'i>>,
    /// [`Fpath`] (rule `fpath`)
    pub fpath: Fpath<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Fileurl<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Fileurl<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Fileurl(self)
    }
}
impl ::core::fmt::Debug for Fileurl<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Fileurl",
            &[("host", &&self.host), ("fpath", &&self.fpath), ("__token", &self.__token)],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Fileurl<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Fileurl::span(self)
    }
    fn as_str(&self) -> &'i str {
        Fileurl::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("fileurl")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Fileurl(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("fileurl", Fileurl::span(self));
        __impls::walk_Fileurl(self, walker)
    }
}
impl ::core::fmt::Display for Fileurl<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Fileurl<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "fileurl";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_fileurl,
            __parser::r_fileurl,
            "fileurl",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_fileurl,
            __parser::r_fileurl,
            "fileurl",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_fileurl,
            __parser::r_fileurl,
            "fileurl",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_fileurl)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Fileurl<'i> {
    const RULE: &'static str = "fileurl";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Fileurl::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Fileurl::validate(input)
    }
}
/**```text
httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]
```

Generated from the grammar rule `httpurl`:

```text
httpurl = { "http://" ~ hostport ~ ("/" ~ hpath ~ ("?" ~ search)?)? }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Httpurl<'i> {
    /// [`Hostport`] (rule `hostport`)
    pub hostport: Hostport<'i>,
    /// [`Hpath`] (rule `hpath`), when present
    pub hpath: ::core::option::Option<Hpath<'i>>,
    /// [`Search`] (rule `search`), when present
    pub search: ::core::option::Option<Search<'i>>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Httpurl<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Httpurl<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Httpurl(self)
    }
}
impl ::core::fmt::Debug for Httpurl<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Httpurl",
            &[
                ("hostport", &&self.hostport),
                ("hpath", &&self.hpath),
                ("search", &&self.search),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Httpurl<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Httpurl::span(self)
    }
    fn as_str(&self) -> &'i str {
        Httpurl::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("httpurl")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Httpurl(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("httpurl", Httpurl::span(self));
        __impls::walk_Httpurl(self, walker)
    }
}
impl ::core::fmt::Display for Httpurl<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Httpurl<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "httpurl";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_httpurl,
            __parser::r_httpurl,
            "httpurl",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_httpurl,
            __parser::r_httpurl,
            "httpurl",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_httpurl,
            __parser::r_httpurl,
            "httpurl",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_httpurl)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Httpurl<'i> {
    const RULE: &'static str = "httpurl";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Httpurl::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Httpurl::validate(input)
    }
}
/**```text
hpath          = hsegment *[ "/" hsegment ]
```

Generated from the grammar rule `hpath`:

```text
hpath = { hsegment ~ ("/" ~ hsegment)* }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Hpath<'i> {
    /// [`Hsegment`] (rule `hsegment`), each occurrence in order: the first, then one after each separator (those after the first read when iterated)
    pub hsegment: ::url_runtime::Separated<
        Hsegment<'i>,
        ::url_runtime::List<'i, Hsegment<'i>>,
    >,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Hpath<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Hpath<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Hpath(self)
    }
}
impl ::core::fmt::Debug for Hpath<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Hpath",
            &[("hsegment", &&self.hsegment), ("__token", &self.__token)],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Hpath<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Hpath::span(self)
    }
    fn as_str(&self) -> &'i str {
        Hpath::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("hpath")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Hpath(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("hpath", Hpath::span(self));
        __impls::walk_Hpath(self, walker)
    }
}
impl ::core::fmt::Display for Hpath<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Hpath<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "hpath";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_hpath,
            __parser::r_hpath,
            "hpath",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_hpath,
            __parser::r_hpath,
            "hpath",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_hpath, __parser::r_hpath, "hpath")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_hpath)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Hpath<'i> {
    const RULE: &'static str = "hpath";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Hpath::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Hpath::validate(input)
    }
}
/**```text
hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
```

Generated from the grammar rule `hsegment`:

```text
hsegment = @{ (uchar | ";" | ":" | "@" | "&" | "=")* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hsegment<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Hsegment<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Hsegment", &[("__token", &self.__token)])
    }
}
impl<'i> Hsegment<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Hsegment<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Hsegment::span(self)
    }
    fn as_str(&self) -> &'i str {
        Hsegment::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("hsegment")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("hsegment", Hsegment::span(self));
    }
}
impl ::core::fmt::Display for Hsegment<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Hsegment<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "hsegment";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_hsegment,
            __parser::r_hsegment,
            "hsegment",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_hsegment,
            __parser::r_hsegment,
            "hsegment",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_hsegment,
            __parser::r_hsegment,
            "hsegment",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_hsegment)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Hsegment<'i> {
    const RULE: &'static str = "hsegment";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Hsegment::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Hsegment::validate(input)
    }
}
impl Hsegment<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, true, true, true, true, true, true, true, true,
        true, false, true, true, true, true, true, true, true, true, true, true, true,
        true, false, true, false, false, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, false, false, false, false, true, false,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, false,
    ]);
}
/**```text
search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
```

Generated from the grammar rule `search`:

```text
search = @{ (uchar | ";" | ":" | "@" | "&" | "=")* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Search<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Search<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Search", &[("__token", &self.__token)])
    }
}
impl<'i> Search<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Search<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Search::span(self)
    }
    fn as_str(&self) -> &'i str {
        Search::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("search")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("search", Search::span(self));
    }
}
impl ::core::fmt::Display for Search<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Search<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "search";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_search,
            __parser::r_search,
            "search",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_search,
            __parser::r_search,
            "search",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_search,
            __parser::r_search,
            "search",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_search)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Search<'i> {
    const RULE: &'static str = "search";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Search::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Search::validate(input)
    }
}
impl Search<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, true, true, true, true, true, true, true, true,
        true, false, true, true, true, true, true, true, true, true, true, true, true,
        true, false, true, false, false, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, false, false, false, false, true, false,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, false,
    ]);
}
/**```text
gopherurl      = "gopher://" hostport [ / [ gtype [ selector
[ "%09" search [ "%09" gopher+_string ] ] ] ] ]
```

Generated from the grammar rule `gopherurl`:

```text
gopherurl = { "gopher://" ~ hostport ~ ("/" ~ (gtype ~ (#selector = gopher_selector ~ ("%09" ~ #search = gopher_search ~ ("%09" ~ gopher_plus_string)?)?)?)?)? }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Gopherurl<'i> {
    /// [`Hostport`] (rule `hostport`)
    pub hostport: Hostport<'i>,
    /// [`Gtype`] (rule `gtype`), when present
    pub gtype: ::core::option::Option<Gtype<'i>>,
    /// [`GopherSelector`] (rule `gopher_selector`), when present
    pub selector: ::core::option::Option<GopherSelector<'i>>,
    /// [`GopherSearch`] (rule `gopher_search`), when present
    pub search: ::core::option::Option<GopherSearch<'i>>,
    /// [`GopherPlusString`] (rule `gopher_plus_string`), when present
    pub gopher_plus_string: ::core::option::Option<GopherPlusString<'i>>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Gopherurl<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Gopherurl<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Gopherurl(self)
    }
}
impl ::core::fmt::Debug for Gopherurl<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Gopherurl",
            &[
                ("hostport", &&self.hostport),
                ("gtype", &&self.gtype),
                ("selector", &&self.selector),
                ("search", &&self.search),
                ("gopher_plus_string", &&self.gopher_plus_string),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Gopherurl<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Gopherurl::span(self)
    }
    fn as_str(&self) -> &'i str {
        Gopherurl::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("gopherurl")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Gopherurl(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("gopherurl", Gopherurl::span(self));
        __impls::walk_Gopherurl(self, walker)
    }
}
impl ::core::fmt::Display for Gopherurl<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Gopherurl<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "gopherurl";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_gopherurl,
            __parser::r_gopherurl,
            "gopherurl",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_gopherurl,
            __parser::r_gopherurl,
            "gopherurl",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_gopherurl,
            __parser::r_gopherurl,
            "gopherurl",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_gopherurl)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Gopherurl<'i> {
    const RULE: &'static str = "gopherurl";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Gopherurl::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Gopherurl::validate(input)
    }
}
/**```text
gtype          = xchar
```

Generated from the grammar rule `gtype`:

```text
gtype = @{ xchar }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Gtype<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Gtype<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Gtype", &[("__token", &self.__token)])
    }
}
impl<'i> Gtype<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Gtype<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Gtype::span(self)
    }
    fn as_str(&self) -> &'i str {
        Gtype::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("gtype")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("gtype", Gtype::span(self));
    }
}
impl ::core::fmt::Display for Gtype<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Gtype<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "gtype";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_gtype,
            __parser::r_gtype,
            "gtype",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_gtype,
            __parser::r_gtype,
            "gtype",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_gtype, __parser::r_gtype, "gtype")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_gtype)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Gtype<'i> {
    const RULE: &'static str = "gtype";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Gtype::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Gtype::validate(input)
    }
}
/**```text
selector       = *xchar
```

Generated from the grammar rule `selector`:

```text
selector = @{ xchar* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Selector<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Selector<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Selector", &[("__token", &self.__token)])
    }
}
impl<'i> Selector<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Selector<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Selector::span(self)
    }
    fn as_str(&self) -> &'i str {
        Selector::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("selector")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("selector", Selector::span(self));
    }
}
impl ::core::fmt::Display for Selector<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Selector<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "selector";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        if let ::core::option::Option::Some(error) = ::url_runtime::State::refuse_long(
            input,
            "selector",
        ) {
            return ::core::result::Result::Err(error);
        }
        if let ::core::option::Option::Some(parsed) = ::url_runtime::on_grown_stack(
            (input, options),
            |(input, options)| Self::parse_with(input, options),
        ) {
            return parsed;
        }
        let mut state = ::url_runtime::State::new(input).with_options(options);
        match __parser::b_selector(&mut state, 0) {
            ::core::option::Option::Some((end, value)) if state.is_whole(end) => {
                ::core::result::Result::Ok(value)
            }
            _ => {
                ::core::result::Result::Err(
                    ::url_runtime::State::diagnose_with(
                        input,
                        options,
                        __parser::r_selector,
                        "selector",
                    ),
                )
            }
        }
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        if let ::core::option::Option::Some(error) = ::url_runtime::State::refuse_long(
            input,
            "selector",
        ) {
            return ::core::result::Result::Err(error);
        }
        if let ::core::option::Option::Some(parsed) = ::url_runtime::on_grown_stack(
            input,
            Self::parse,
        ) {
            return parsed;
        }
        let mut state = ::url_runtime::State::new(input)
            .with_options(::url_runtime::ParseOptions::STRICT);
        match __parser::b_selector(&mut state, 0) {
            ::core::option::Option::Some((end, value)) if state.is_whole(end) => {
                ::core::result::Result::Ok(value)
            }
            _ => {
                ::core::result::Result::Err(
                    ::url_runtime::State::diagnose_with(
                        input,
                        ::url_runtime::ParseOptions::STRICT,
                        __parser::r_selector,
                        "selector",
                    ),
                )
            }
        }
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        if Self::is_valid(input) {
            ::core::result::Result::Ok(())
        } else {
            ::core::result::Result::Err(
                ::url_runtime::State::rejection(input, __parser::r_selector, "selector"),
            )
        }
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    pub fn is_valid(input: &str) -> bool {
        if input.len() > ::url_runtime::MAX_INPUT {
            return false;
        }
        if let ::core::option::Option::Some(valid) = ::url_runtime::on_grown_stack(
            input,
            Self::is_valid,
        ) {
            return valid;
        }
        let mut state = ::url_runtime::State::new(input);
        __parser::m_selector(&mut state, 0).is_some_and(|end| state.is_whole(end))
    }
}
impl<'i> ::url_runtime::Parse<'i> for Selector<'i> {
    const RULE: &'static str = "selector";
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Selector::parse(input)
    }
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Selector::validate(input)
    }
}
impl Selector<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, false, true, false, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, false, false, false, false, true, false,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, false,
    ]);
}
/**```text
gopher+_string = *xchar
```

Generated from the grammar rule `gopher_plus_string`:

```text
gopher_plus_string = @{ xchar* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct GopherPlusString<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for GopherPlusString<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "GopherPlusString", &[("__token", &self.__token)])
    }
}
impl<'i> GopherPlusString<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for GopherPlusString<'i> {
    fn span(&self) -> ::url_runtime::Span {
        GopherPlusString::span(self)
    }
    fn as_str(&self) -> &'i str {
        GopherPlusString::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("gopher_plus_string")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("gopher_plus_string", GopherPlusString::span(self));
    }
}
impl ::core::fmt::Display for GopherPlusString<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> GopherPlusString<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "gopher_plus_string";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_gopher_plus_string,
            __parser::r_gopher_plus_string,
            "gopher_plus_string",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_gopher_plus_string,
            __parser::r_gopher_plus_string,
            "gopher_plus_string",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_gopher_plus_string,
            __parser::r_gopher_plus_string,
            "gopher_plus_string",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_gopher_plus_string)
    }
}
impl<'i> ::url_runtime::Parse<'i> for GopherPlusString<'i> {
    const RULE: &'static str = "gopher_plus_string";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        GopherPlusString::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        GopherPlusString::validate(input)
    }
}
impl GopherPlusString<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, false, true, false, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, false, false, false, false, true, false,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, false,
    ]);
}
/**```text
The Gopher selector as section 3.4 reads it (up to the "%09" that starts the search).
```

Generated from the grammar rule `gopher_selector`:

```text
gopher_selector = @{ (!"%09" ~ xchar)* ~ (&gopher_search_tail | xchar*) }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct GopherSelector<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for GopherSelector<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "GopherSelector", &[("__token", &self.__token)])
    }
}
impl<'i> GopherSelector<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for GopherSelector<'i> {
    fn span(&self) -> ::url_runtime::Span {
        GopherSelector::span(self)
    }
    fn as_str(&self) -> &'i str {
        GopherSelector::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("gopher_selector")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("gopher_selector", GopherSelector::span(self));
    }
}
impl ::core::fmt::Display for GopherSelector<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> GopherSelector<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "gopher_selector";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_gopher_selector,
            __parser::r_gopher_selector,
            "gopher_selector",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_gopher_selector,
            __parser::r_gopher_selector,
            "gopher_selector",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_gopher_selector,
            __parser::r_gopher_selector,
            "gopher_selector",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_gopher_selector)
    }
}
impl<'i> ::url_runtime::Parse<'i> for GopherSelector<'i> {
    const RULE: &'static str = "gopher_selector";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        GopherSelector::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        GopherSelector::validate(input)
    }
}
/**```text
The Gopher search string (section 3.4): a `search` that stops at the next "%09".
```

Generated from the grammar rule `gopher_search`:

```text
gopher_search = @{ (!"%09" ~ (uchar | ";" | ":" | "@" | "&" | "="))* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct GopherSearch<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for GopherSearch<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "GopherSearch", &[("__token", &self.__token)])
    }
}
impl<'i> GopherSearch<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for GopherSearch<'i> {
    fn span(&self) -> ::url_runtime::Span {
        GopherSearch::span(self)
    }
    fn as_str(&self) -> &'i str {
        GopherSearch::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("gopher_search")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("gopher_search", GopherSearch::span(self));
    }
}
impl ::core::fmt::Display for GopherSearch<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> GopherSearch<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "gopher_search";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_gopher_search,
            __parser::r_gopher_search,
            "gopher_search",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_gopher_search,
            __parser::r_gopher_search,
            "gopher_search",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_gopher_search,
            __parser::r_gopher_search,
            "gopher_search",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_gopher_search)
    }
}
impl<'i> ::url_runtime::Parse<'i> for GopherSearch<'i> {
    const RULE: &'static str = "gopher_search";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        GopherSearch::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        GopherSearch::validate(input)
    }
}
/**```text
mailtourl      = "mailto:" encoded822addr
```

Generated from the grammar rule `mailtourl`:

```text
mailtourl = { "mailto:" ~ encoded822addr }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Mailtourl<'i> {
    /// [`Encoded822addr`] (rule `encoded822addr`)
    pub encoded822addr: Encoded822addr<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Mailtourl<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Mailtourl<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Mailtourl(self)
    }
}
impl ::core::fmt::Debug for Mailtourl<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Mailtourl",
            &[("encoded822addr", &&self.encoded822addr), ("__token", &self.__token)],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Mailtourl<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Mailtourl::span(self)
    }
    fn as_str(&self) -> &'i str {
        Mailtourl::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("mailtourl")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Mailtourl(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("mailtourl", Mailtourl::span(self));
        __impls::walk_Mailtourl(self, walker)
    }
}
impl ::core::fmt::Display for Mailtourl<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Mailtourl<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "mailtourl";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_mailtourl,
            __parser::r_mailtourl,
            "mailtourl",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_mailtourl,
            __parser::r_mailtourl,
            "mailtourl",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_mailtourl,
            __parser::r_mailtourl,
            "mailtourl",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_mailtourl)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Mailtourl<'i> {
    const RULE: &'static str = "mailtourl";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Mailtourl::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Mailtourl::validate(input)
    }
}
/**```text
encoded822addr = 1*xchar               ; further defined in RFC822
```

Generated from the grammar rule `encoded822addr`:

```text
encoded822addr = @{ xchar+ }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Encoded822addr<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Encoded822addr<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Encoded822addr", &[("__token", &self.__token)])
    }
}
impl<'i> Encoded822addr<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Encoded822addr<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Encoded822addr::span(self)
    }
    fn as_str(&self) -> &'i str {
        Encoded822addr::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("encoded822addr")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("encoded822addr", Encoded822addr::span(self));
    }
}
impl ::core::fmt::Display for Encoded822addr<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Encoded822addr<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "encoded822addr";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_encoded822addr,
            __parser::r_encoded822addr,
            "encoded822addr",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_encoded822addr,
            __parser::r_encoded822addr,
            "encoded822addr",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_encoded822addr,
            __parser::r_encoded822addr,
            "encoded822addr",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_encoded822addr)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Encoded822addr<'i> {
    const RULE: &'static str = "encoded822addr";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Encoded822addr::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Encoded822addr::validate(input)
    }
}
impl Encoded822addr<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, false, true, false, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, false, false, false, false, true, false,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, false,
    ]);
}
/**```text
newsurl        = "news:" grouppart
```

Generated from the grammar rule `newsurl`:

```text
newsurl = { "news:" ~ grouppart }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Newsurl<'i> {
    /// [`Grouppart`] (rule `grouppart`)
    pub grouppart: Grouppart<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Newsurl<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Newsurl<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Newsurl(self)
    }
}
impl ::core::fmt::Debug for Newsurl<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Newsurl",
            &[("grouppart", &&self.grouppart), ("__token", &self.__token)],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Newsurl<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Newsurl::span(self)
    }
    fn as_str(&self) -> &'i str {
        Newsurl::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("newsurl")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Newsurl(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("newsurl", Newsurl::span(self));
        __impls::walk_Newsurl(self, walker)
    }
}
impl ::core::fmt::Display for Newsurl<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Newsurl<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "newsurl";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_newsurl,
            __parser::r_newsurl,
            "newsurl",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_newsurl,
            __parser::r_newsurl,
            "newsurl",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_newsurl,
            __parser::r_newsurl,
            "newsurl",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_newsurl)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Newsurl<'i> {
    const RULE: &'static str = "newsurl";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Newsurl::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Newsurl::validate(input)
    }
}
/**```text
grouppart      = "*" | group | article
```

Generated from the grammar rule `grouppart`:

```text
grouppart = { article | "*" | group }
```*/
#[derive(PartialEq, Eq, Hash)]
pub enum Grouppart<'i> {
    /// [`Article`] (rule `article`)
    Article(Article<'i>),
    /// The matched text
    Star(::url_runtime::Token<'i>),
    /// [`Group`] (rule `group`)
    Group(Group<'i>),
}
impl<'i> Grouppart<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        match self {
            Grouppart::Article(value) => value.span(),
            Grouppart::Star(value) => value.span(),
            Grouppart::Group(value) => value.span(),
        }
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        match self {
            Grouppart::Article(value) => value.as_str(),
            Grouppart::Star(value) => value.as_str(),
            Grouppart::Group(value) => value.as_str(),
        }
    }
}
impl<'i> ::core::clone::Clone for Grouppart<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Grouppart(self)
    }
}
impl ::core::fmt::Debug for Grouppart<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self {
            Grouppart::Article(value) => {
                ::url_runtime::debug_variant(f, "Article", &value)
            }
            Grouppart::Star(value) => ::url_runtime::debug_variant(f, "Star", &value),
            Grouppart::Group(value) => ::url_runtime::debug_variant(f, "Group", &value),
        }
    }
}
impl<'i> ::url_runtime::Node<'i> for Grouppart<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Grouppart::span(self)
    }
    fn as_str(&self) -> &'i str {
        Grouppart::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("grouppart")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Grouppart(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("grouppart", Grouppart::span(self));
        __impls::walk_Grouppart(self, walker)
    }
}
impl ::core::fmt::Display for Grouppart<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Grouppart<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "grouppart";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_grouppart,
            __parser::r_grouppart,
            "grouppart",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_grouppart,
            __parser::r_grouppart,
            "grouppart",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_grouppart,
            __parser::r_grouppart,
            "grouppart",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_grouppart)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Grouppart<'i> {
    const RULE: &'static str = "grouppart";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Grouppart::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Grouppart::validate(input)
    }
}
/**```text
group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
```

Generated from the grammar rule `group`:

```text
group = @{ alpha ~ (alpha | digit | "-" | "." | "+" | "_")* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Group<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Group<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Group", &[("__token", &self.__token)])
    }
}
impl<'i> Group<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Group<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Group::span(self)
    }
    fn as_str(&self) -> &'i str {
        Group::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("group")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("group", Group::span(self));
    }
}
impl ::core::fmt::Display for Group<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Group<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "group";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_group,
            __parser::r_group,
            "group",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_group,
            __parser::r_group,
            "group",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_group, __parser::r_group, "group")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_group)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Group<'i> {
    const RULE: &'static str = "group";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Group::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Group::validate(input)
    }
}
/**```text
article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
```

Generated from the grammar rule `article`:

```text
article = { (uchar | ";" | "/" | "?" | ":" | "&" | "=")+ ~ "@" ~ host }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Article<'i> {
    /// [`article::UcharOrSemicolonOrSlashEtc`], each occurrence in order (read when iterated)
    pub uchar_or_semicolon_or_slash_etc: ::url_runtime::List<
        'i,
        article::UcharOrSemicolonOrSlashEtc<'i>,
    >,
    /// [`Host`] (rule `host`)
    pub host: Host<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Article<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Article<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Article(self)
    }
}
impl ::core::fmt::Debug for Article<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Article",
            &[
                (
                    "uchar_or_semicolon_or_slash_etc",
                    &&self.uchar_or_semicolon_or_slash_etc,
                ),
                ("host", &&self.host),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Article<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Article::span(self)
    }
    fn as_str(&self) -> &'i str {
        Article::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("article")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Article(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("article", Article::span(self));
        __impls::walk_Article(self, walker)
    }
}
impl ::core::fmt::Display for Article<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
/// The helper types of [`Article`](super::Article) (rule `article`): the types of its parts that are no rule's own.
pub mod article {
    /// One item of a list in [`Article`](super::Article): the alternative one repetition matched.
    #[derive(PartialEq, Eq, Hash)]
    pub enum UcharOrSemicolonOrSlashEtc<'i> {
        /// [`Uchar`](super::Uchar) (rule `uchar`)
        Uchar(super::Uchar<'i>),
        /// The matched text
        Semicolon(::url_runtime::Token<'i>),
        /// The matched text
        Slash(::url_runtime::Token<'i>),
        /// The matched text
        Question(::url_runtime::Token<'i>),
        /// The matched text
        Colon(::url_runtime::Token<'i>),
        /// The matched text
        Amp(::url_runtime::Token<'i>),
        /// The matched text
        Equals(::url_runtime::Token<'i>),
    }
    impl<'i> UcharOrSemicolonOrSlashEtc<'i> {
        /// The span of input this was parsed from.
        pub fn span(&self) -> ::url_runtime::Span {
            match self {
                UcharOrSemicolonOrSlashEtc::Uchar(value) => value.span(),
                UcharOrSemicolonOrSlashEtc::Semicolon(value) => value.span(),
                UcharOrSemicolonOrSlashEtc::Slash(value) => value.span(),
                UcharOrSemicolonOrSlashEtc::Question(value) => value.span(),
                UcharOrSemicolonOrSlashEtc::Colon(value) => value.span(),
                UcharOrSemicolonOrSlashEtc::Amp(value) => value.span(),
                UcharOrSemicolonOrSlashEtc::Equals(value) => value.span(),
            }
        }
        /// The text this was parsed from.
        pub fn as_str(&self) -> &'i str {
            match self {
                UcharOrSemicolonOrSlashEtc::Uchar(value) => value.as_str(),
                UcharOrSemicolonOrSlashEtc::Semicolon(value) => value.as_str(),
                UcharOrSemicolonOrSlashEtc::Slash(value) => value.as_str(),
                UcharOrSemicolonOrSlashEtc::Question(value) => value.as_str(),
                UcharOrSemicolonOrSlashEtc::Colon(value) => value.as_str(),
                UcharOrSemicolonOrSlashEtc::Amp(value) => value.as_str(),
                UcharOrSemicolonOrSlashEtc::Equals(value) => value.as_str(),
            }
        }
    }
    impl<'i> ::core::clone::Clone for UcharOrSemicolonOrSlashEtc<'i> {
        fn clone(&self) -> Self {
            super::__impls::clone_article__UcharOrSemicolonOrSlashEtc(self)
        }
    }
    impl ::core::fmt::Debug for UcharOrSemicolonOrSlashEtc<'_> {
        #[inline(never)]
        fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
            match self {
                UcharOrSemicolonOrSlashEtc::Uchar(value) => {
                    ::url_runtime::debug_variant(f, "Uchar", &value)
                }
                UcharOrSemicolonOrSlashEtc::Semicolon(value) => {
                    ::url_runtime::debug_variant(f, "Semicolon", &value)
                }
                UcharOrSemicolonOrSlashEtc::Slash(value) => {
                    ::url_runtime::debug_variant(f, "Slash", &value)
                }
                UcharOrSemicolonOrSlashEtc::Question(value) => {
                    ::url_runtime::debug_variant(f, "Question", &value)
                }
                UcharOrSemicolonOrSlashEtc::Colon(value) => {
                    ::url_runtime::debug_variant(f, "Colon", &value)
                }
                UcharOrSemicolonOrSlashEtc::Amp(value) => {
                    ::url_runtime::debug_variant(f, "Amp", &value)
                }
                UcharOrSemicolonOrSlashEtc::Equals(value) => {
                    ::url_runtime::debug_variant(f, "Equals", &value)
                }
            }
        }
    }
    impl<'i> ::url_runtime::Node<'i> for UcharOrSemicolonOrSlashEtc<'i> {
        fn span(&self) -> ::url_runtime::Span {
            UcharOrSemicolonOrSlashEtc::span(self)
        }
        fn as_str(&self) -> &'i str {
            UcharOrSemicolonOrSlashEtc::as_str(self)
        }
        fn rule_name(&self) -> ::core::option::Option<&'static str> {
            ::core::option::Option::None
        }
        fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
            super::__impls::boxed(self)
        }
        #[allow(unused_variables)]
        fn for_each_child(
            &self,
            visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
        ) {
            super::__impls::visit_article__UcharOrSemicolonOrSlashEtc(self, visit)
        }
        fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
            super::__impls::walk_article__UcharOrSemicolonOrSlashEtc(self, walker)
        }
    }
    impl ::core::fmt::Display for UcharOrSemicolonOrSlashEtc<'_> {
        fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
            f.write_str(self.as_str())
        }
    }
}
impl<'i> Article<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "article";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_article,
            __parser::r_article,
            "article",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_article,
            __parser::r_article,
            "article",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_article,
            __parser::r_article,
            "article",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_article)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Article<'i> {
    const RULE: &'static str = "article";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Article::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Article::validate(input)
    }
}
/**```text
nntpurl        = "nntp://" hostport "/" group [ "/" digits ]
```

Generated from the grammar rule `nntpurl`:

```text
nntpurl = { "nntp://" ~ hostport ~ "/" ~ group ~ ("/" ~ digits)? }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Nntpurl<'i> {
    /// [`Hostport`] (rule `hostport`)
    pub hostport: Hostport<'i>,
    /// [`Group`] (rule `group`)
    pub group: Group<'i>,
    /// [`Digits`] (rule `digits`), when present
    pub digits: ::core::option::Option<Digits<'i>>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Nntpurl<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Nntpurl<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Nntpurl(self)
    }
}
impl ::core::fmt::Debug for Nntpurl<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Nntpurl",
            &[
                ("hostport", &&self.hostport),
                ("group", &&self.group),
                ("digits", &&self.digits),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Nntpurl<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Nntpurl::span(self)
    }
    fn as_str(&self) -> &'i str {
        Nntpurl::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("nntpurl")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Nntpurl(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("nntpurl", Nntpurl::span(self));
        __impls::walk_Nntpurl(self, walker)
    }
}
impl ::core::fmt::Display for Nntpurl<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Nntpurl<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "nntpurl";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_nntpurl,
            __parser::r_nntpurl,
            "nntpurl",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_nntpurl,
            __parser::r_nntpurl,
            "nntpurl",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_nntpurl,
            __parser::r_nntpurl,
            "nntpurl",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_nntpurl)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Nntpurl<'i> {
    const RULE: &'static str = "nntpurl";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Nntpurl::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Nntpurl::validate(input)
    }
}
/**```text
telneturl      = "telnet://" login [ "/" ]
```

Generated from the grammar rule `telneturl`:

```text
telneturl = { "telnet://" ~ login ~ "/"? }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Telneturl<'i> {
    /// [`Login`] (rule `login`)
    pub login: Login<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Telneturl<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Telneturl<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Telneturl(self)
    }
}
impl ::core::fmt::Debug for Telneturl<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Telneturl",
            &[("login", &&self.login), ("__token", &self.__token)],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Telneturl<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Telneturl::span(self)
    }
    fn as_str(&self) -> &'i str {
        Telneturl::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("telneturl")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Telneturl(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("telneturl", Telneturl::span(self));
        __impls::walk_Telneturl(self, walker)
    }
}
impl ::core::fmt::Display for Telneturl<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Telneturl<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "telneturl";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_telneturl,
            __parser::r_telneturl,
            "telneturl",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_telneturl,
            __parser::r_telneturl,
            "telneturl",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_telneturl,
            __parser::r_telneturl,
            "telneturl",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_telneturl)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Telneturl<'i> {
    const RULE: &'static str = "telneturl";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Telneturl::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Telneturl::validate(input)
    }
}
/**```text
waisurl        = waisdatabase | waisindex | waisdoc
```

Generated from the grammar rule `waisurl`:

```text
waisurl = { waisdoc | waisindex | waisdatabase }
```*/
#[derive(PartialEq, Eq, Hash)]
pub enum Waisurl<'i> {
    /// [`Waisdoc`] (rule `waisdoc`)
    Waisdoc(Waisdoc<'i>),
    /// [`Waisindex`] (rule `waisindex`)
    Waisindex(Waisindex<'i>),
    /// [`Waisdatabase`] (rule `waisdatabase`)
    Waisdatabase(Waisdatabase<'i>),
}
impl<'i> Waisurl<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        match self {
            Waisurl::Waisdoc(value) => value.span(),
            Waisurl::Waisindex(value) => value.span(),
            Waisurl::Waisdatabase(value) => value.span(),
        }
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        match self {
            Waisurl::Waisdoc(value) => value.as_str(),
            Waisurl::Waisindex(value) => value.as_str(),
            Waisurl::Waisdatabase(value) => value.as_str(),
        }
    }
}
impl<'i> ::core::clone::Clone for Waisurl<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Waisurl(self)
    }
}
impl ::core::fmt::Debug for Waisurl<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self {
            Waisurl::Waisdoc(value) => ::url_runtime::debug_variant(f, "Waisdoc", &value),
            Waisurl::Waisindex(value) => {
                ::url_runtime::debug_variant(f, "Waisindex", &value)
            }
            Waisurl::Waisdatabase(value) => {
                ::url_runtime::debug_variant(f, "Waisdatabase", &value)
            }
        }
    }
}
impl<'i> ::url_runtime::Node<'i> for Waisurl<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Waisurl::span(self)
    }
    fn as_str(&self) -> &'i str {
        Waisurl::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("waisurl")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Waisurl(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("waisurl", Waisurl::span(self));
        __impls::walk_Waisurl(self, walker)
    }
}
impl ::core::fmt::Display for Waisurl<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Waisurl<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "waisurl";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_waisurl,
            __parser::r_waisurl,
            "waisurl",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_waisurl,
            __parser::r_waisurl,
            "waisurl",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_waisurl,
            __parser::r_waisurl,
            "waisurl",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_waisurl)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Waisurl<'i> {
    const RULE: &'static str = "waisurl";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Waisurl::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Waisurl::validate(input)
    }
}
/**```text
waisdatabase   = "wais://" hostport "/" database
```

Generated from the grammar rule `waisdatabase`:

```text
waisdatabase = { "wais://" ~ hostport ~ "/" ~ database }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Waisdatabase<'i> {
    /// [`Hostport`] (rule `hostport`)
    pub hostport: Hostport<'i>,
    /// [`Database`] (rule `database`)
    pub database: Database<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Waisdatabase<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Waisdatabase<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Waisdatabase(self)
    }
}
impl ::core::fmt::Debug for Waisdatabase<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Waisdatabase",
            &[
                ("hostport", &&self.hostport),
                ("database", &&self.database),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Waisdatabase<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Waisdatabase::span(self)
    }
    fn as_str(&self) -> &'i str {
        Waisdatabase::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("waisdatabase")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Waisdatabase(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("waisdatabase", Waisdatabase::span(self));
        __impls::walk_Waisdatabase(self, walker)
    }
}
impl ::core::fmt::Display for Waisdatabase<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Waisdatabase<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "waisdatabase";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_waisdatabase,
            __parser::r_waisdatabase,
            "waisdatabase",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_waisdatabase,
            __parser::r_waisdatabase,
            "waisdatabase",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_waisdatabase,
            __parser::r_waisdatabase,
            "waisdatabase",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_waisdatabase)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Waisdatabase<'i> {
    const RULE: &'static str = "waisdatabase";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Waisdatabase::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Waisdatabase::validate(input)
    }
}
/**```text
waisindex      = "wais://" hostport "/" database "?" search
```

Generated from the grammar rule `waisindex`:

```text
waisindex = { "wais://" ~ hostport ~ "/" ~ database ~ "?" ~ search }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Waisindex<'i> {
    /// [`Hostport`] (rule `hostport`)
    pub hostport: Hostport<'i>,
    /// [`Database`] (rule `database`)
    pub database: Database<'i>,
    /// [`Search`] (rule `search`)
    pub search: Search<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Waisindex<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Waisindex<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Waisindex(self)
    }
}
impl ::core::fmt::Debug for Waisindex<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Waisindex",
            &[
                ("hostport", &&self.hostport),
                ("database", &&self.database),
                ("search", &&self.search),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Waisindex<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Waisindex::span(self)
    }
    fn as_str(&self) -> &'i str {
        Waisindex::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("waisindex")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Waisindex(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("waisindex", Waisindex::span(self));
        __impls::walk_Waisindex(self, walker)
    }
}
impl ::core::fmt::Display for Waisindex<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Waisindex<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "waisindex";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_waisindex,
            __parser::r_waisindex,
            "waisindex",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_waisindex,
            __parser::r_waisindex,
            "waisindex",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_waisindex,
            __parser::r_waisindex,
            "waisindex",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_waisindex)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Waisindex<'i> {
    const RULE: &'static str = "waisindex";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Waisindex::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Waisindex::validate(input)
    }
}
/**```text
waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath
```

Generated from the grammar rule `waisdoc`:

```text
waisdoc = { "wais://" ~ hostport ~ "/" ~ database ~ "/" ~ wtype ~ "/" ~ wpath }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Waisdoc<'i> {
    /// [`Hostport`] (rule `hostport`)
    pub hostport: Hostport<'i>,
    /// [`Database`] (rule `database`)
    pub database: Database<'i>,
    /// [`Wtype`] (rule `wtype`)
    pub wtype: Wtype<'i>,
    /// [`Wpath`] (rule `wpath`)
    pub wpath: Wpath<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Waisdoc<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Waisdoc<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Waisdoc(self)
    }
}
impl ::core::fmt::Debug for Waisdoc<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Waisdoc",
            &[
                ("hostport", &&self.hostport),
                ("database", &&self.database),
                ("wtype", &&self.wtype),
                ("wpath", &&self.wpath),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Waisdoc<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Waisdoc::span(self)
    }
    fn as_str(&self) -> &'i str {
        Waisdoc::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("waisdoc")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Waisdoc(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("waisdoc", Waisdoc::span(self));
        __impls::walk_Waisdoc(self, walker)
    }
}
impl ::core::fmt::Display for Waisdoc<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Waisdoc<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "waisdoc";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_waisdoc,
            __parser::r_waisdoc,
            "waisdoc",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_waisdoc,
            __parser::r_waisdoc,
            "waisdoc",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_waisdoc,
            __parser::r_waisdoc,
            "waisdoc",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_waisdoc)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Waisdoc<'i> {
    const RULE: &'static str = "waisdoc";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Waisdoc::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Waisdoc::validate(input)
    }
}
/**```text
database       = *uchar
```

Generated from the grammar rule `database`:

```text
database = @{ uchar* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Database<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Database<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Database", &[("__token", &self.__token)])
    }
}
impl<'i> Database<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Database<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Database::span(self)
    }
    fn as_str(&self) -> &'i str {
        Database::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("database")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("database", Database::span(self));
    }
}
impl ::core::fmt::Display for Database<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Database<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "database";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_database,
            __parser::r_database,
            "database",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_database,
            __parser::r_database,
            "database",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_database,
            __parser::r_database,
            "database",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_database)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Database<'i> {
    const RULE: &'static str = "database";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Database::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Database::validate(input)
    }
}
impl Database<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, false, true, true, true, true, true, true, true,
        true, false, true, true, true, true, true, true, true, true, true, true, false,
        false, false, false, false, false, false, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, false, false, false, false, true,
        false, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, false, false, false, false, false,
    ]);
}
/**```text
wtype          = *uchar
```

Generated from the grammar rule `wtype`:

```text
wtype = @{ uchar* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wtype<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Wtype<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Wtype", &[("__token", &self.__token)])
    }
}
impl<'i> Wtype<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Wtype<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Wtype::span(self)
    }
    fn as_str(&self) -> &'i str {
        Wtype::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("wtype")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("wtype", Wtype::span(self));
    }
}
impl ::core::fmt::Display for Wtype<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Wtype<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "wtype";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_wtype,
            __parser::r_wtype,
            "wtype",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_wtype,
            __parser::r_wtype,
            "wtype",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_wtype, __parser::r_wtype, "wtype")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_wtype)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Wtype<'i> {
    const RULE: &'static str = "wtype";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Wtype::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Wtype::validate(input)
    }
}
impl Wtype<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, false, true, true, true, true, true, true, true,
        true, false, true, true, true, true, true, true, true, true, true, true, false,
        false, false, false, false, false, false, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, false, false, false, false, true,
        false, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, false, false, false, false, false,
    ]);
}
/**```text
wpath          = *uchar
```

Generated from the grammar rule `wpath`:

```text
wpath = @{ uchar* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wpath<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Wpath<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Wpath", &[("__token", &self.__token)])
    }
}
impl<'i> Wpath<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Wpath<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Wpath::span(self)
    }
    fn as_str(&self) -> &'i str {
        Wpath::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("wpath")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("wpath", Wpath::span(self));
    }
}
impl ::core::fmt::Display for Wpath<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Wpath<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "wpath";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_wpath,
            __parser::r_wpath,
            "wpath",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_wpath,
            __parser::r_wpath,
            "wpath",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_wpath, __parser::r_wpath, "wpath")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_wpath)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Wpath<'i> {
    const RULE: &'static str = "wpath";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Wpath::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Wpath::validate(input)
    }
}
impl Wpath<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, false, true, true, true, true, true, true, true,
        true, false, true, true, true, true, true, true, true, true, true, true, false,
        false, false, false, false, false, false, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, false, false, false, false, true,
        false, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, false, false, false, false, false,
    ]);
}
/**```text
prosperourl    = "prospero://" hostport "/" ppath *[ fieldspec ]
```

Generated from the grammar rule `prosperourl`:

```text
prosperourl = { "prospero://" ~ hostport ~ "/" ~ ppath ~ fieldspec* }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Prosperourl<'i> {
    /// [`Hostport`] (rule `hostport`)
    pub hostport: Hostport<'i>,
    /// [`Ppath`] (rule `ppath`)
    pub ppath: Ppath<'i>,
    /// [`Fieldspec`] (rule `fieldspec`), each occurrence in order (read when iterated)
    pub fieldspec: ::url_runtime::List<'i, Fieldspec<'i>>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Prosperourl<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Prosperourl<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Prosperourl(self)
    }
}
impl ::core::fmt::Debug for Prosperourl<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Prosperourl",
            &[
                ("hostport", &&self.hostport),
                ("ppath", &&self.ppath),
                ("fieldspec", &&self.fieldspec),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Prosperourl<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Prosperourl::span(self)
    }
    fn as_str(&self) -> &'i str {
        Prosperourl::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("prosperourl")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Prosperourl(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("prosperourl", Prosperourl::span(self));
        __impls::walk_Prosperourl(self, walker)
    }
}
impl ::core::fmt::Display for Prosperourl<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Prosperourl<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "prosperourl";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_prosperourl,
            __parser::r_prosperourl,
            "prosperourl",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_prosperourl,
            __parser::r_prosperourl,
            "prosperourl",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_prosperourl,
            __parser::r_prosperourl,
            "prosperourl",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_prosperourl)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Prosperourl<'i> {
    const RULE: &'static str = "prosperourl";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Prosperourl::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Prosperourl::validate(input)
    }
}
/**```text
ppath          = psegment *[ "/" psegment ]
```

Generated from the grammar rule `ppath`:

```text
ppath = { psegment ~ ("/" ~ psegment)* }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Ppath<'i> {
    /// [`Psegment`] (rule `psegment`), each occurrence in order: the first, then one after each separator (those after the first read when iterated)
    pub psegment: ::url_runtime::Separated<
        Psegment<'i>,
        ::url_runtime::List<'i, Psegment<'i>>,
    >,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Ppath<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Ppath<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Ppath(self)
    }
}
impl ::core::fmt::Debug for Ppath<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Ppath",
            &[("psegment", &&self.psegment), ("__token", &self.__token)],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Ppath<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Ppath::span(self)
    }
    fn as_str(&self) -> &'i str {
        Ppath::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("ppath")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Ppath(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("ppath", Ppath::span(self));
        __impls::walk_Ppath(self, walker)
    }
}
impl ::core::fmt::Display for Ppath<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Ppath<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "ppath";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_ppath,
            __parser::r_ppath,
            "ppath",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_ppath,
            __parser::r_ppath,
            "ppath",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_ppath, __parser::r_ppath, "ppath")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_ppath)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Ppath<'i> {
    const RULE: &'static str = "ppath";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Ppath::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Ppath::validate(input)
    }
}
/**```text
psegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
```

Generated from the grammar rule `psegment`:

```text
psegment = @{ (uchar | "?" | ":" | "@" | "&" | "=")* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Psegment<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Psegment<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Psegment", &[("__token", &self.__token)])
    }
}
impl<'i> Psegment<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Psegment<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Psegment::span(self)
    }
    fn as_str(&self) -> &'i str {
        Psegment::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("psegment")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("psegment", Psegment::span(self));
    }
}
impl ::core::fmt::Display for Psegment<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Psegment<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "psegment";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_psegment,
            __parser::r_psegment,
            "psegment",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_psegment,
            __parser::r_psegment,
            "psegment",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_psegment,
            __parser::r_psegment,
            "psegment",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_psegment)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Psegment<'i> {
    const RULE: &'static str = "psegment";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Psegment::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Psegment::validate(input)
    }
}
impl Psegment<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, true, true, true, true, true, true, true, true,
        true, false, true, true, true, true, true, true, true, true, true, true, true,
        false, false, true, false, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, false, false, false, false, true, false,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, false,
    ]);
}
/**```text
fieldspec      = ";" fieldname "=" fieldvalue
```

Generated from the grammar rule `fieldspec`:

```text
fieldspec = { ";" ~ fieldname ~ "=" ~ fieldvalue }
```*/
#[derive(PartialEq, Eq, Hash)]
pub struct Fieldspec<'i> {
    /// [`Fieldname`] (rule `fieldname`)
    pub fieldname: Fieldname<'i>,
    /// [`Fieldvalue`] (rule `fieldvalue`)
    pub fieldvalue: Fieldvalue<'i>,
    __token: ::url_runtime::Token<'i>,
}
impl<'i> Fieldspec<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::core::clone::Clone for Fieldspec<'i> {
    fn clone(&self) -> Self {
        __impls::clone_Fieldspec(self)
    }
}
impl ::core::fmt::Debug for Fieldspec<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(
            f,
            "Fieldspec",
            &[
                ("fieldname", &&self.fieldname),
                ("fieldvalue", &&self.fieldvalue),
                ("__token", &self.__token),
            ],
        )
    }
}
impl<'i> ::url_runtime::Node<'i> for Fieldspec<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Fieldspec::span(self)
    }
    fn as_str(&self) -> &'i str {
        Fieldspec::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("fieldspec")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        __impls::boxed(self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        __impls::visit_Fieldspec(self, visit)
    }
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("fieldspec", Fieldspec::span(self));
        __impls::walk_Fieldspec(self, walker)
    }
}
impl ::core::fmt::Display for Fieldspec<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Fieldspec<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "fieldspec";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_fieldspec,
            __parser::r_fieldspec,
            "fieldspec",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_fieldspec,
            __parser::r_fieldspec,
            "fieldspec",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_fieldspec,
            __parser::r_fieldspec,
            "fieldspec",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_fieldspec)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Fieldspec<'i> {
    const RULE: &'static str = "fieldspec";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Fieldspec::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Fieldspec::validate(input)
    }
}
/**```text
fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]
```

Generated from the grammar rule `fieldname`:

```text
fieldname = @{ (uchar | "?" | ":" | "@" | "&")* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fieldname<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Fieldname<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Fieldname", &[("__token", &self.__token)])
    }
}
impl<'i> Fieldname<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Fieldname<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Fieldname::span(self)
    }
    fn as_str(&self) -> &'i str {
        Fieldname::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("fieldname")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("fieldname", Fieldname::span(self));
    }
}
impl ::core::fmt::Display for Fieldname<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Fieldname<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "fieldname";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_fieldname,
            __parser::r_fieldname,
            "fieldname",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_fieldname,
            __parser::r_fieldname,
            "fieldname",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_fieldname,
            __parser::r_fieldname,
            "fieldname",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_fieldname)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Fieldname<'i> {
    const RULE: &'static str = "fieldname";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Fieldname::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Fieldname::validate(input)
    }
}
impl Fieldname<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, true, true, true, true, true, true, true, true,
        true, false, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, false, false, false, false, true, false,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, false,
    ]);
}
/**```text
fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]
```

Generated from the grammar rule `fieldvalue`:

```text
fieldvalue = @{ (uchar | "?" | ":" | "@" | "&")* }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fieldvalue<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Fieldvalue<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Fieldvalue", &[("__token", &self.__token)])
    }
}
impl<'i> Fieldvalue<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Fieldvalue<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Fieldvalue::span(self)
    }
    fn as_str(&self) -> &'i str {
        Fieldvalue::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("fieldvalue")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("fieldvalue", Fieldvalue::span(self));
    }
}
impl ::core::fmt::Display for Fieldvalue<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Fieldvalue<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "fieldvalue";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_fieldvalue,
            __parser::r_fieldvalue,
            "fieldvalue",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_fieldvalue,
            __parser::r_fieldvalue,
            "fieldvalue",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_fieldvalue,
            __parser::r_fieldvalue,
            "fieldvalue",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_fieldvalue)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Fieldvalue<'i> {
    const RULE: &'static str = "fieldvalue";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Fieldvalue::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Fieldvalue::validate(input)
    }
}
impl Fieldvalue<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        true, false, false, true, false, true, true, true, true, true, true, true, true,
        true, false, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, false, false, false, false, true, false,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        true, true, true, true, true, true, true, true, true, true, true, true, true,
        false, false, false, false, false,
    ]);
}
/**```text
lowalpha       = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" |
"i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" |
"q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" |
"y" | "z"
```

Generated from the grammar rule `lowalpha`:

```text
lowalpha = @{ 'a'..'z' }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lowalpha<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Lowalpha<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Lowalpha", &[("__token", &self.__token)])
    }
}
impl<'i> Lowalpha<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Lowalpha<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Lowalpha::span(self)
    }
    fn as_str(&self) -> &'i str {
        Lowalpha::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("lowalpha")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("lowalpha", Lowalpha::span(self));
    }
}
impl ::core::fmt::Display for Lowalpha<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Lowalpha<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "lowalpha";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_lowalpha,
            __parser::r_lowalpha,
            "lowalpha",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_lowalpha,
            __parser::r_lowalpha,
            "lowalpha",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_lowalpha,
            __parser::r_lowalpha,
            "lowalpha",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_lowalpha)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Lowalpha<'i> {
    const RULE: &'static str = "lowalpha";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Lowalpha::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Lowalpha::validate(input)
    }
}
/**```text
hialpha        = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
"J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
"S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"
```

Generated from the grammar rule `hialpha`:

```text
hialpha = @{ 'A'..'Z' }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hialpha<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Hialpha<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Hialpha", &[("__token", &self.__token)])
    }
}
impl<'i> Hialpha<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Hialpha<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Hialpha::span(self)
    }
    fn as_str(&self) -> &'i str {
        Hialpha::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("hialpha")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("hialpha", Hialpha::span(self));
    }
}
impl ::core::fmt::Display for Hialpha<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Hialpha<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "hialpha";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_hialpha,
            __parser::r_hialpha,
            "hialpha",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_hialpha,
            __parser::r_hialpha,
            "hialpha",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_hialpha,
            __parser::r_hialpha,
            "hialpha",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_hialpha)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Hialpha<'i> {
    const RULE: &'static str = "hialpha";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Hialpha::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Hialpha::validate(input)
    }
}
/**```text
alpha          = lowalpha | hialpha
```

Generated from the grammar rule `alpha`:

```text
alpha = @{ lowalpha | hialpha }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Alpha<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Alpha<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Alpha", &[("__token", &self.__token)])
    }
}
impl<'i> Alpha<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Alpha<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Alpha::span(self)
    }
    fn as_str(&self) -> &'i str {
        Alpha::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("alpha")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("alpha", Alpha::span(self));
    }
}
impl ::core::fmt::Display for Alpha<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Alpha<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "alpha";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_alpha,
            __parser::r_alpha,
            "alpha",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_alpha,
            __parser::r_alpha,
            "alpha",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_alpha, __parser::r_alpha, "alpha")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_alpha)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Alpha<'i> {
    const RULE: &'static str = "alpha";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Alpha::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Alpha::validate(input)
    }
}
/**```text
digit          = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
"8" | "9"
```

Generated from the grammar rule `digit`:

```text
digit = @{ '0'..'9' }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Digit<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Digit<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Digit", &[("__token", &self.__token)])
    }
}
impl<'i> Digit<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Digit<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Digit::span(self)
    }
    fn as_str(&self) -> &'i str {
        Digit::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("digit")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("digit", Digit::span(self));
    }
}
impl ::core::fmt::Display for Digit<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Digit<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "digit";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_digit,
            __parser::r_digit,
            "digit",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_digit,
            __parser::r_digit,
            "digit",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_digit, __parser::r_digit, "digit")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_digit)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Digit<'i> {
    const RULE: &'static str = "digit";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Digit::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Digit::validate(input)
    }
}
/**```text
safe           = "$" | "-" | "_" | "." | "+"
```

Generated from the grammar rule `safe`:

```text
safe = @{ "$" | "-" | "_" | "." | "+" }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Safe<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Safe<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Safe", &[("__token", &self.__token)])
    }
}
impl<'i> Safe<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Safe<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Safe::span(self)
    }
    fn as_str(&self) -> &'i str {
        Safe::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("safe")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("safe", Safe::span(self));
    }
}
impl ::core::fmt::Display for Safe<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Safe<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "safe";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_safe,
            __parser::r_safe,
            "safe",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_safe,
            __parser::r_safe,
            "safe",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_safe, __parser::r_safe, "safe")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_safe)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Safe<'i> {
    const RULE: &'static str = "safe";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Safe::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Safe::validate(input)
    }
}
/**```text
extra          = "!" | "*" | "'" | "(" | ")" | ","
```

Generated from the grammar rule `extra`:

```text
extra = @{ "!" | "*" | "'" | "(" | ")" | "," }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Extra<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Extra<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Extra", &[("__token", &self.__token)])
    }
}
impl<'i> Extra<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Extra<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Extra::span(self)
    }
    fn as_str(&self) -> &'i str {
        Extra::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("extra")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("extra", Extra::span(self));
    }
}
impl ::core::fmt::Display for Extra<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Extra<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "extra";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_extra,
            __parser::r_extra,
            "extra",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_extra,
            __parser::r_extra,
            "extra",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_extra, __parser::r_extra, "extra")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_extra)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Extra<'i> {
    const RULE: &'static str = "extra";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Extra::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Extra::validate(input)
    }
}
/**```text
national       = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
```

Generated from the grammar rule `national`:

```text
national = @{ "{" | "}" | "|" | "\\" | "^" | "~" | "[" | "]" | "`" }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct National<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for National<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "National", &[("__token", &self.__token)])
    }
}
impl<'i> National<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for National<'i> {
    fn span(&self) -> ::url_runtime::Span {
        National::span(self)
    }
    fn as_str(&self) -> &'i str {
        National::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("national")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("national", National::span(self));
    }
}
impl ::core::fmt::Display for National<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> National<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "national";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        if let ::core::option::Option::Some(error) = ::url_runtime::State::refuse_long(
            input,
            "national",
        ) {
            return ::core::result::Result::Err(error);
        }
        if let ::core::option::Option::Some(parsed) = ::url_runtime::on_grown_stack(
            (input, options),
            |(input, options)| Self::parse_with(input, options),
        ) {
            return parsed;
        }
        let mut state = ::url_runtime::State::new(input).with_options(options);
        match __parser::b_national(&mut state, 0) {
            ::core::option::Option::Some((end, value)) if state.is_whole(end) => {
                ::core::result::Result::Ok(value)
            }
            _ => {
                ::core::result::Result::Err(
                    ::url_runtime::State::diagnose_with(
                        input,
                        options,
                        __parser::r_national,
                        "national",
                    ),
                )
            }
        }
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        if let ::core::option::Option::Some(error) = ::url_runtime::State::refuse_long(
            input,
            "national",
        ) {
            return ::core::result::Result::Err(error);
        }
        if let ::core::option::Option::Some(parsed) = ::url_runtime::on_grown_stack(
            input,
            Self::parse,
        ) {
            return parsed;
        }
        let mut state = ::url_runtime::State::new(input)
            .with_options(::url_runtime::ParseOptions::STRICT);
        match __parser::b_national(&mut state, 0) {
            ::core::option::Option::Some((end, value)) if state.is_whole(end) => {
                ::core::result::Result::Ok(value)
            }
            _ => {
                ::core::result::Result::Err(
                    ::url_runtime::State::diagnose_with(
                        input,
                        ::url_runtime::ParseOptions::STRICT,
                        __parser::r_national,
                        "national",
                    ),
                )
            }
        }
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        if Self::is_valid(input) {
            ::core::result::Result::Ok(())
        } else {
            ::core::result::Result::Err(
                ::url_runtime::State::rejection(input, __parser::r_national, "national"),
            )
        }
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    pub fn is_valid(input: &str) -> bool {
        if input.len() > ::url_runtime::MAX_INPUT {
            return false;
        }
        if let ::core::option::Option::Some(valid) = ::url_runtime::on_grown_stack(
            input,
            Self::is_valid,
        ) {
            return valid;
        }
        let mut state = ::url_runtime::State::new(input);
        __parser::m_national(&mut state, 0).is_some_and(|end| state.is_whole(end))
    }
}
impl<'i> ::url_runtime::Parse<'i> for National<'i> {
    const RULE: &'static str = "national";
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        National::parse(input)
    }
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        National::validate(input)
    }
}
/**```text
punctuation    = "<" | ">" | "#" | "%" | <">
```

Generated from the grammar rule `punctuation`:

```text
punctuation = @{ "<" | ">" | "#" | "%" | "\"" }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Punctuation<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Punctuation<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Punctuation", &[("__token", &self.__token)])
    }
}
impl<'i> Punctuation<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Punctuation<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Punctuation::span(self)
    }
    fn as_str(&self) -> &'i str {
        Punctuation::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("punctuation")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("punctuation", Punctuation::span(self));
    }
}
impl ::core::fmt::Display for Punctuation<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Punctuation<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "punctuation";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        if let ::core::option::Option::Some(error) = ::url_runtime::State::refuse_long(
            input,
            "punctuation",
        ) {
            return ::core::result::Result::Err(error);
        }
        if let ::core::option::Option::Some(parsed) = ::url_runtime::on_grown_stack(
            (input, options),
            |(input, options)| Self::parse_with(input, options),
        ) {
            return parsed;
        }
        let mut state = ::url_runtime::State::new(input).with_options(options);
        match __parser::b_punctuation(&mut state, 0) {
            ::core::option::Option::Some((end, value)) if state.is_whole(end) => {
                ::core::result::Result::Ok(value)
            }
            _ => {
                ::core::result::Result::Err(
                    ::url_runtime::State::diagnose_with(
                        input,
                        options,
                        __parser::r_punctuation,
                        "punctuation",
                    ),
                )
            }
        }
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        if let ::core::option::Option::Some(error) = ::url_runtime::State::refuse_long(
            input,
            "punctuation",
        ) {
            return ::core::result::Result::Err(error);
        }
        if let ::core::option::Option::Some(parsed) = ::url_runtime::on_grown_stack(
            input,
            Self::parse,
        ) {
            return parsed;
        }
        let mut state = ::url_runtime::State::new(input)
            .with_options(::url_runtime::ParseOptions::STRICT);
        match __parser::b_punctuation(&mut state, 0) {
            ::core::option::Option::Some((end, value)) if state.is_whole(end) => {
                ::core::result::Result::Ok(value)
            }
            _ => {
                ::core::result::Result::Err(
                    ::url_runtime::State::diagnose_with(
                        input,
                        ::url_runtime::ParseOptions::STRICT,
                        __parser::r_punctuation,
                        "punctuation",
                    ),
                )
            }
        }
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        if Self::is_valid(input) {
            ::core::result::Result::Ok(())
        } else {
            ::core::result::Result::Err(
                ::url_runtime::State::rejection(
                    input,
                    __parser::r_punctuation,
                    "punctuation",
                ),
            )
        }
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    pub fn is_valid(input: &str) -> bool {
        if input.len() > ::url_runtime::MAX_INPUT {
            return false;
        }
        if let ::core::option::Option::Some(valid) = ::url_runtime::on_grown_stack(
            input,
            Self::is_valid,
        ) {
            return valid;
        }
        let mut state = ::url_runtime::State::new(input);
        __parser::m_punctuation(&mut state, 0).is_some_and(|end| state.is_whole(end))
    }
}
impl<'i> ::url_runtime::Parse<'i> for Punctuation<'i> {
    const RULE: &'static str = "punctuation";
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Punctuation::parse(input)
    }
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Punctuation::validate(input)
    }
}
/**```text
reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "="
```

Generated from the grammar rule `reserved`:

```text
reserved = @{ ";" | "/" | "?" | ":" | "@" | "&" | "=" }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Reserved<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Reserved<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Reserved", &[("__token", &self.__token)])
    }
}
impl<'i> Reserved<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Reserved<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Reserved::span(self)
    }
    fn as_str(&self) -> &'i str {
        Reserved::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("reserved")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("reserved", Reserved::span(self));
    }
}
impl ::core::fmt::Display for Reserved<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Reserved<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "reserved";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_reserved,
            __parser::r_reserved,
            "reserved",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_reserved,
            __parser::r_reserved,
            "reserved",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_reserved,
            __parser::r_reserved,
            "reserved",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_reserved)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Reserved<'i> {
    const RULE: &'static str = "reserved";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Reserved::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Reserved::validate(input)
    }
}
/**```text
hex            = digit | "A" | "B" | "C" | "D" | "E" | "F" |
"a" | "b" | "c" | "d" | "e" | "f"
```

Generated from the grammar rule `hex`:

```text
hex = @{ digit | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f" }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hex<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Hex<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Hex", &[("__token", &self.__token)])
    }
}
impl<'i> Hex<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Hex<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Hex::span(self)
    }
    fn as_str(&self) -> &'i str {
        Hex::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("hex")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("hex", Hex::span(self));
    }
}
impl ::core::fmt::Display for Hex<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Hex<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "hex";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_hex,
            __parser::r_hex,
            "hex",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_hex,
            __parser::r_hex,
            "hex",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_hex, __parser::r_hex, "hex")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_hex)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Hex<'i> {
    const RULE: &'static str = "hex";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Hex::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Hex::validate(input)
    }
}
/**```text
escape         = "%" hex hex
```

Generated from the grammar rule `escape`:

```text
escape = @{ "%" ~ hex ~ hex }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Escape<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Escape<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Escape", &[("__token", &self.__token)])
    }
}
impl<'i> Escape<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Escape<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Escape::span(self)
    }
    fn as_str(&self) -> &'i str {
        Escape::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("escape")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("escape", Escape::span(self));
    }
}
impl ::core::fmt::Display for Escape<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Escape<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "escape";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_escape,
            __parser::r_escape,
            "escape",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_escape,
            __parser::r_escape,
            "escape",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_escape,
            __parser::r_escape,
            "escape",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_escape)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Escape<'i> {
    const RULE: &'static str = "escape";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Escape::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Escape::validate(input)
    }
}
/**```text
unreserved     = alpha | digit | safe | extra
```

Generated from the grammar rule `unreserved`:

```text
unreserved = @{ alpha | digit | safe | extra }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Unreserved<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Unreserved<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Unreserved", &[("__token", &self.__token)])
    }
}
impl<'i> Unreserved<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Unreserved<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Unreserved::span(self)
    }
    fn as_str(&self) -> &'i str {
        Unreserved::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("unreserved")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("unreserved", Unreserved::span(self));
    }
}
impl ::core::fmt::Display for Unreserved<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Unreserved<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "unreserved";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_unreserved,
            __parser::r_unreserved,
            "unreserved",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_unreserved,
            __parser::r_unreserved,
            "unreserved",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_unreserved,
            __parser::r_unreserved,
            "unreserved",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_unreserved)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Unreserved<'i> {
    const RULE: &'static str = "unreserved";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Unreserved::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Unreserved::validate(input)
    }
}
/**```text
uchar          = unreserved | escape
```

Generated from the grammar rule `uchar`:

```text
uchar = @{ unreserved | escape }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Uchar<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Uchar<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Uchar", &[("__token", &self.__token)])
    }
}
impl<'i> Uchar<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Uchar<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Uchar::span(self)
    }
    fn as_str(&self) -> &'i str {
        Uchar::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("uchar")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("uchar", Uchar::span(self));
    }
}
impl ::core::fmt::Display for Uchar<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Uchar<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "uchar";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_uchar,
            __parser::r_uchar,
            "uchar",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_uchar,
            __parser::r_uchar,
            "uchar",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_uchar, __parser::r_uchar, "uchar")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_uchar)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Uchar<'i> {
    const RULE: &'static str = "uchar";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Uchar::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Uchar::validate(input)
    }
}
/**```text
xchar          = unreserved | reserved | escape
```

Generated from the grammar rule `xchar`:

```text
xchar = @{ unreserved | reserved | escape }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Xchar<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Xchar<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Xchar", &[("__token", &self.__token)])
    }
}
impl<'i> Xchar<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Xchar<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Xchar::span(self)
    }
    fn as_str(&self) -> &'i str {
        Xchar::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("xchar")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("xchar", Xchar::span(self));
    }
}
impl ::core::fmt::Display for Xchar<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Xchar<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "xchar";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_xchar,
            __parser::r_xchar,
            "xchar",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_xchar,
            __parser::r_xchar,
            "xchar",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(input, __parser::m_xchar, __parser::r_xchar, "xchar")
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_xchar)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Xchar<'i> {
    const RULE: &'static str = "xchar";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Xchar::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Xchar::validate(input)
    }
}
/**```text
digits         = 1*digit
```

Generated from the grammar rule `digits`:

```text
digits = @{ digit+ }
```*/
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Digits<'i> {
    __token: ::url_runtime::Token<'i>,
}
impl ::core::fmt::Debug for Digits<'_> {
    #[inline(never)]
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        ::url_runtime::debug_struct(f, "Digits", &[("__token", &self.__token)])
    }
}
impl<'i> Digits<'i> {
    /// The span of input this was parsed from.
    pub fn span(&self) -> ::url_runtime::Span {
        self.__token.span()
    }
    /// The text this was parsed from.
    pub fn as_str(&self) -> &'i str {
        self.__token.as_str()
    }
}
impl<'i> ::url_runtime::Node<'i> for Digits<'i> {
    fn span(&self) -> ::url_runtime::Span {
        Digits::span(self)
    }
    fn as_str(&self) -> &'i str {
        Digits::as_str(self)
    }
    fn rule_name(&self) -> ::core::option::Option<&'static str> {
        ::core::option::Option::Some("digits")
    }
    fn to_boxed(&self) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(*self)
    }
    #[allow(unused_variables)]
    fn for_each_child(
        &self,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {}
    fn walk_rules_with(&self, walker: &mut ::url_runtime::Walker<'_>) {
        walker.report("digits", Digits::span(self));
    }
}
impl ::core::fmt::Display for Digits<'_> {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl<'i> Digits<'i> {
    /// The grammar rule this type stands for.
    pub const RULE: &'static str = "digits";
    /// Parses the whole of `input` as this rule, read with `options` (see
    /// [`ParseOptions`](::url_runtime::ParseOptions)).
    #[inline]
    pub fn parse_with(
        input: &'i str,
        options: ::url_runtime::ParseOptions,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            options,
            __parser::b_digits,
            __parser::r_digits,
            "digits",
        )
    }
    /// Parses the whole of `input` as this rule (at most
    /// [`MAX_INPUT`](::url_runtime::MAX_INPUT) bytes).
    #[inline]
    pub fn parse(
        input: &'i str,
    ) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        ::url_runtime::State::parse_whole(
            input,
            ::url_runtime::ParseOptions::STRICT,
            __parser::b_digits,
            __parser::r_digits,
            "digits",
        )
    }
    /// Checks that the whole of `input` matches this rule, building no tree.
    #[inline]
    pub fn validate(
        input: &str,
    ) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        ::url_runtime::State::check(
            input,
            __parser::m_digits,
            __parser::r_digits,
            "digits",
        )
    }
    /// True when the whole of `input` matches this rule (the fastest check:
    /// no tree, no error report).
    #[inline]
    pub fn is_valid(input: &str) -> bool {
        ::url_runtime::State::matches_whole(input, __parser::m_digits)
    }
}
impl<'i> ::url_runtime::Parse<'i> for Digits<'i> {
    const RULE: &'static str = "digits";
    #[inline]
    fn parse(input: &'i str) -> ::core::result::Result<Self, ::url_runtime::ParseError> {
        Digits::parse(input)
    }
    #[inline]
    fn validate(input: &str) -> ::core::result::Result<(), ::url_runtime::ParseError> {
        Digits::validate(input)
    }
}
impl Digits<'_> {
    /// The characters this rule accepts as they are; any other character
    /// of a value must be percent-encoded to fit it.
    pub const UNESCAPED: ::url_runtime::CharSet = ::url_runtime::CharSet::new([
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, true, true, true, true, true, true, true, true, true,
        true, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false,
    ]);
}
#[allow(clippy::all, clippy::pedantic, non_snake_case, unused_variables, dead_code)]
mod __impls {
    /// `Node::to_boxed` of every struct and enum.
    #[inline(never)]
    pub(super) fn boxed<'i, T: ::core::clone::Clone + ::url_runtime::Node<'i> + 'i>(
        this: &T,
    ) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
        ::std::boxed::Box::new(::core::clone::Clone::clone(this))
    }
    #[inline(never)]
    pub(super) fn clone_Genericurl<'i>(
        this: &super::Genericurl<'i>,
    ) -> super::Genericurl<'i> {
        super::Genericurl {
            scheme: ::core::clone::Clone::clone(&this.scheme),
            schemepart: ::core::clone::Clone::clone(&this.schemepart),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Genericurl<'i>(
        this: &super::Genericurl<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.scheme);
        visit(&this.schemepart);
    }
    #[inline(never)]
    pub(super) fn walk_Genericurl<'i>(
        this: &super::Genericurl<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.scheme, walker);
        ::url_runtime::Node::walk_rules_with(&this.schemepart, walker);
    }
    #[inline(never)]
    pub(super) fn clone_Url<'i>(this: &super::Url<'i>) -> super::Url<'i> {
        match this {
            super::Url::Httpurl(value) => {
                super::Url::Httpurl(::core::clone::Clone::clone(value))
            }
            super::Url::Ftpurl(value) => {
                super::Url::Ftpurl(::core::clone::Clone::clone(value))
            }
            super::Url::Newsurl(value) => {
                super::Url::Newsurl(::core::clone::Clone::clone(value))
            }
            super::Url::Nntpurl(value) => {
                super::Url::Nntpurl(::core::clone::Clone::clone(value))
            }
            super::Url::Telneturl(value) => {
                super::Url::Telneturl(::core::clone::Clone::clone(value))
            }
            super::Url::Gopherurl(value) => {
                super::Url::Gopherurl(::core::clone::Clone::clone(value))
            }
            super::Url::Waisurl(value) => {
                super::Url::Waisurl(::core::clone::Clone::clone(value))
            }
            super::Url::Mailtourl(value) => {
                super::Url::Mailtourl(::core::clone::Clone::clone(value))
            }
            super::Url::Fileurl(value) => {
                super::Url::Fileurl(::core::clone::Clone::clone(value))
            }
            super::Url::Prosperourl(value) => {
                super::Url::Prosperourl(::core::clone::Clone::clone(value))
            }
            super::Url::Otherurl(value) => {
                super::Url::Otherurl(::core::clone::Clone::clone(value))
            }
        }
    }
    #[inline(never)]
    pub(super) fn visit_Url<'i>(
        this: &super::Url<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        match this {
            super::Url::Httpurl(value) => {
                visit(value);
            }
            super::Url::Ftpurl(value) => {
                visit(value);
            }
            super::Url::Newsurl(value) => {
                visit(value);
            }
            super::Url::Nntpurl(value) => {
                visit(value);
            }
            super::Url::Telneturl(value) => {
                visit(value);
            }
            super::Url::Gopherurl(value) => {
                visit(value);
            }
            super::Url::Waisurl(value) => {
                visit(value);
            }
            super::Url::Mailtourl(value) => {
                visit(value);
            }
            super::Url::Fileurl(value) => {
                visit(value);
            }
            super::Url::Prosperourl(value) => {
                visit(value);
            }
            super::Url::Otherurl(value) => {
                visit(value);
            }
        }
    }
    #[inline(never)]
    pub(super) fn walk_Url<'i>(
        this: &super::Url<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        match this {
            super::Url::Httpurl(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Url::Ftpurl(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Url::Newsurl(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Url::Nntpurl(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Url::Telneturl(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Url::Gopherurl(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Url::Waisurl(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Url::Mailtourl(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Url::Fileurl(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Url::Prosperourl(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Url::Otherurl(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
        }
    }
    #[inline(never)]
    pub(super) fn clone_Otherurl<'i>(this: &super::Otherurl<'i>) -> super::Otherurl<'i> {
        super::Otherurl {
            genericurl: ::core::clone::Clone::clone(&this.genericurl),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Otherurl<'i>(
        this: &super::Otherurl<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.genericurl);
    }
    #[inline(never)]
    pub(super) fn walk_Otherurl<'i>(
        this: &super::Otherurl<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.genericurl, walker);
    }
    #[inline(never)]
    pub(super) fn clone_schemepart__Xchar<'i>(
        this: &super::schemepart::Xchar<'i>,
    ) -> super::schemepart::Xchar<'i> {
        super::schemepart::Xchar {
            xchar: ::core::clone::Clone::clone(&this.xchar),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_schemepart__Xchar<'i>(
        this: &super::schemepart::Xchar<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        for value in this.xchar.iter() {
            visit(&value);
        }
    }
    #[inline(never)]
    pub(super) fn walk_schemepart__Xchar<'i>(
        this: &super::schemepart::Xchar<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        for value in this.xchar.iter() {
            {
                let part = &value;
                if walker.enter() {
                    ::url_runtime::Node::walk_rules_with(part, walker);
                    walker.leave();
                } else {
                    walker.checked(part);
                }
            }
        }
    }
    #[inline(never)]
    pub(super) fn clone_Schemepart<'i>(
        this: &super::Schemepart<'i>,
    ) -> super::Schemepart<'i> {
        match this {
            super::Schemepart::IpSchemepart(value) => {
                super::Schemepart::IpSchemepart(::core::clone::Clone::clone(value))
            }
            super::Schemepart::Xchar(value) => {
                super::Schemepart::Xchar(::core::clone::Clone::clone(value))
            }
        }
    }
    #[inline(never)]
    pub(super) fn visit_Schemepart<'i>(
        this: &super::Schemepart<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        match this {
            super::Schemepart::IpSchemepart(value) => {
                visit(value);
            }
            super::Schemepart::Xchar(value) => {
                visit(value);
            }
        }
    }
    #[inline(never)]
    pub(super) fn walk_Schemepart<'i>(
        this: &super::Schemepart<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        match this {
            super::Schemepart::IpSchemepart(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Schemepart::Xchar(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
        }
    }
    #[inline(never)]
    pub(super) fn clone_IpSchemepart<'i>(
        this: &super::IpSchemepart<'i>,
    ) -> super::IpSchemepart<'i> {
        super::IpSchemepart {
            login: ::core::clone::Clone::clone(&this.login),
            urlpath: ::core::clone::Clone::clone(&this.urlpath),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_IpSchemepart<'i>(
        this: &super::IpSchemepart<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.login);
        if let ::core::option::Option::Some(value) = &this.urlpath {
            visit(value);
        }
    }
    #[inline(never)]
    pub(super) fn walk_IpSchemepart<'i>(
        this: &super::IpSchemepart<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.login, walker);
        if let ::core::option::Option::Some(value) = &this.urlpath {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
    }
    #[inline(never)]
    pub(super) fn clone_Login<'i>(this: &super::Login<'i>) -> super::Login<'i> {
        super::Login {
            user: ::core::clone::Clone::clone(&this.user),
            password: ::core::clone::Clone::clone(&this.password),
            hostport: ::core::clone::Clone::clone(&this.hostport),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Login<'i>(
        this: &super::Login<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        if let ::core::option::Option::Some(value) = &this.user {
            visit(value);
        }
        if let ::core::option::Option::Some(value) = &this.password {
            visit(value);
        }
        visit(&this.hostport);
    }
    #[inline(never)]
    pub(super) fn walk_Login<'i>(
        this: &super::Login<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        if let ::core::option::Option::Some(value) = &this.user {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
        if let ::core::option::Option::Some(value) = &this.password {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
        ::url_runtime::Node::walk_rules_with(&this.hostport, walker);
    }
    #[inline(never)]
    pub(super) fn clone_Hostport<'i>(this: &super::Hostport<'i>) -> super::Hostport<'i> {
        super::Hostport {
            host: ::core::clone::Clone::clone(&this.host),
            port: ::core::clone::Clone::clone(&this.port),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Hostport<'i>(
        this: &super::Hostport<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.host);
        if let ::core::option::Option::Some(value) = &this.port {
            visit(value);
        }
    }
    #[inline(never)]
    pub(super) fn walk_Hostport<'i>(
        this: &super::Hostport<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.host, walker);
        if let ::core::option::Option::Some(value) = &this.port {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
    }
    #[inline(never)]
    pub(super) fn clone_Host<'i>(this: &super::Host<'i>) -> super::Host<'i> {
        match this {
            super::Host::Hostname(value) => {
                super::Host::Hostname(::core::clone::Clone::clone(value))
            }
            super::Host::Hostnumber(value) => {
                super::Host::Hostnumber(::core::clone::Clone::clone(value))
            }
        }
    }
    #[inline(never)]
    pub(super) fn visit_Host<'i>(
        this: &super::Host<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        match this {
            super::Host::Hostname(value) => {
                visit(value);
            }
            super::Host::Hostnumber(value) => {
                visit(value);
            }
        }
    }
    #[inline(never)]
    pub(super) fn walk_Host<'i>(
        this: &super::Host<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        match this {
            super::Host::Hostname(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Host::Hostnumber(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
        }
    }
    #[inline(never)]
    pub(super) fn clone_Hostname<'i>(this: &super::Hostname<'i>) -> super::Hostname<'i> {
        super::Hostname {
            domainlabel: ::core::clone::Clone::clone(&this.domainlabel),
            toplabel: ::core::clone::Clone::clone(&this.toplabel),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Hostname<'i>(
        this: &super::Hostname<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        for value in this.domainlabel.iter() {
            visit(&value);
        }
        visit(&this.toplabel);
    }
    #[inline(never)]
    pub(super) fn walk_Hostname<'i>(
        this: &super::Hostname<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        for value in this.domainlabel.iter() {
            {
                let part = &value;
                if walker.enter() {
                    ::url_runtime::Node::walk_rules_with(part, walker);
                    walker.leave();
                } else {
                    walker.checked(part);
                }
            }
        }
        ::url_runtime::Node::walk_rules_with(&this.toplabel, walker);
    }
    #[inline(never)]
    pub(super) fn clone_Hostnumber<'i>(
        this: &super::Hostnumber<'i>,
    ) -> super::Hostnumber<'i> {
        super::Hostnumber {
            digits: ::core::clone::Clone::clone(&this.digits),
            digits_2: ::core::clone::Clone::clone(&this.digits_2),
            digits_3: ::core::clone::Clone::clone(&this.digits_3),
            digits_4: ::core::clone::Clone::clone(&this.digits_4),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Hostnumber<'i>(
        this: &super::Hostnumber<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.digits);
        visit(&this.digits_2);
        visit(&this.digits_3);
        visit(&this.digits_4);
    }
    #[inline(never)]
    pub(super) fn walk_Hostnumber<'i>(
        this: &super::Hostnumber<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.digits, walker);
        ::url_runtime::Node::walk_rules_with(&this.digits_2, walker);
        ::url_runtime::Node::walk_rules_with(&this.digits_3, walker);
        ::url_runtime::Node::walk_rules_with(&this.digits_4, walker);
    }
    #[inline(never)]
    pub(super) fn clone_Ftpurl<'i>(this: &super::Ftpurl<'i>) -> super::Ftpurl<'i> {
        super::Ftpurl {
            login: ::core::clone::Clone::clone(&this.login),
            fpath: ::core::clone::Clone::clone(&this.fpath),
            ftptype: ::core::clone::Clone::clone(&this.ftptype),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Ftpurl<'i>(
        this: &super::Ftpurl<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.login);
        if let ::core::option::Option::Some(value) = &this.fpath {
            visit(value);
        }
        if let ::core::option::Option::Some(value) = &this.ftptype {
            visit(value);
        }
    }
    #[inline(never)]
    pub(super) fn walk_Ftpurl<'i>(
        this: &super::Ftpurl<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.login, walker);
        if let ::core::option::Option::Some(value) = &this.fpath {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
        if let ::core::option::Option::Some(value) = &this.ftptype {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
    }
    #[inline(never)]
    pub(super) fn clone_Fpath<'i>(this: &super::Fpath<'i>) -> super::Fpath<'i> {
        super::Fpath {
            fsegment: ::core::clone::Clone::clone(&this.fsegment),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Fpath<'i>(
        this: &super::Fpath<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(this.fsegment.first());
        for value in this.fsegment.rest().iter() {
            visit(&value);
        }
    }
    #[inline(never)]
    pub(super) fn walk_Fpath<'i>(
        this: &super::Fpath<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(this.fsegment.first(), walker);
        for value in this.fsegment.rest().iter() {
            {
                let part = &value;
                if walker.enter() {
                    ::url_runtime::Node::walk_rules_with(part, walker);
                    walker.leave();
                } else {
                    walker.checked(part);
                }
            }
        }
    }
    #[inline(never)]
    pub(super) fn clone_Fileurl<'i>(this: &super::Fileurl<'i>) -> super::Fileurl<'i> {
        super::Fileurl {
            host: ::core::clone::Clone::clone(&this.host),
            fpath: ::core::clone::Clone::clone(&this.fpath),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Fileurl<'i>(
        this: &super::Fileurl<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        if let ::core::option::Option::Some(value) = &this.host {
            visit(value);
        }
        visit(&this.fpath);
    }
    #[inline(never)]
    pub(super) fn walk_Fileurl<'i>(
        this: &super::Fileurl<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        if let ::core::option::Option::Some(value) = &this.host {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
        ::url_runtime::Node::walk_rules_with(&this.fpath, walker);
    }
    #[inline(never)]
    pub(super) fn clone_Httpurl<'i>(this: &super::Httpurl<'i>) -> super::Httpurl<'i> {
        super::Httpurl {
            hostport: ::core::clone::Clone::clone(&this.hostport),
            hpath: ::core::clone::Clone::clone(&this.hpath),
            search: ::core::clone::Clone::clone(&this.search),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Httpurl<'i>(
        this: &super::Httpurl<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.hostport);
        if let ::core::option::Option::Some(value) = &this.hpath {
            visit(value);
        }
        if let ::core::option::Option::Some(value) = &this.search {
            visit(value);
        }
    }
    #[inline(never)]
    pub(super) fn walk_Httpurl<'i>(
        this: &super::Httpurl<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.hostport, walker);
        if let ::core::option::Option::Some(value) = &this.hpath {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
        if let ::core::option::Option::Some(value) = &this.search {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
    }
    #[inline(never)]
    pub(super) fn clone_Hpath<'i>(this: &super::Hpath<'i>) -> super::Hpath<'i> {
        super::Hpath {
            hsegment: ::core::clone::Clone::clone(&this.hsegment),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Hpath<'i>(
        this: &super::Hpath<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(this.hsegment.first());
        for value in this.hsegment.rest().iter() {
            visit(&value);
        }
    }
    #[inline(never)]
    pub(super) fn walk_Hpath<'i>(
        this: &super::Hpath<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(this.hsegment.first(), walker);
        for value in this.hsegment.rest().iter() {
            {
                let part = &value;
                if walker.enter() {
                    ::url_runtime::Node::walk_rules_with(part, walker);
                    walker.leave();
                } else {
                    walker.checked(part);
                }
            }
        }
    }
    #[inline(never)]
    pub(super) fn clone_Gopherurl<'i>(
        this: &super::Gopherurl<'i>,
    ) -> super::Gopherurl<'i> {
        super::Gopherurl {
            hostport: ::core::clone::Clone::clone(&this.hostport),
            gtype: ::core::clone::Clone::clone(&this.gtype),
            selector: ::core::clone::Clone::clone(&this.selector),
            search: ::core::clone::Clone::clone(&this.search),
            gopher_plus_string: ::core::clone::Clone::clone(&this.gopher_plus_string),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Gopherurl<'i>(
        this: &super::Gopherurl<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.hostport);
        if let ::core::option::Option::Some(value) = &this.gtype {
            visit(value);
        }
        if let ::core::option::Option::Some(value) = &this.selector {
            visit(value);
        }
        if let ::core::option::Option::Some(value) = &this.search {
            visit(value);
        }
        if let ::core::option::Option::Some(value) = &this.gopher_plus_string {
            visit(value);
        }
    }
    #[inline(never)]
    pub(super) fn walk_Gopherurl<'i>(
        this: &super::Gopherurl<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.hostport, walker);
        if let ::core::option::Option::Some(value) = &this.gtype {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
        if let ::core::option::Option::Some(value) = &this.selector {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
        if let ::core::option::Option::Some(value) = &this.search {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
        if let ::core::option::Option::Some(value) = &this.gopher_plus_string {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
    }
    #[inline(never)]
    pub(super) fn clone_Mailtourl<'i>(
        this: &super::Mailtourl<'i>,
    ) -> super::Mailtourl<'i> {
        super::Mailtourl {
            encoded822addr: ::core::clone::Clone::clone(&this.encoded822addr),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Mailtourl<'i>(
        this: &super::Mailtourl<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.encoded822addr);
    }
    #[inline(never)]
    pub(super) fn walk_Mailtourl<'i>(
        this: &super::Mailtourl<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.encoded822addr, walker);
    }
    #[inline(never)]
    pub(super) fn clone_Newsurl<'i>(this: &super::Newsurl<'i>) -> super::Newsurl<'i> {
        super::Newsurl {
            grouppart: ::core::clone::Clone::clone(&this.grouppart),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Newsurl<'i>(
        this: &super::Newsurl<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.grouppart);
    }
    #[inline(never)]
    pub(super) fn walk_Newsurl<'i>(
        this: &super::Newsurl<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.grouppart, walker);
    }
    #[inline(never)]
    pub(super) fn clone_Grouppart<'i>(
        this: &super::Grouppart<'i>,
    ) -> super::Grouppart<'i> {
        match this {
            super::Grouppart::Article(value) => {
                super::Grouppart::Article(::core::clone::Clone::clone(value))
            }
            super::Grouppart::Star(value) => {
                super::Grouppart::Star(::core::clone::Clone::clone(value))
            }
            super::Grouppart::Group(value) => {
                super::Grouppart::Group(::core::clone::Clone::clone(value))
            }
        }
    }
    #[inline(never)]
    pub(super) fn visit_Grouppart<'i>(
        this: &super::Grouppart<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        match this {
            super::Grouppart::Article(value) => {
                visit(value);
            }
            super::Grouppart::Star(value) => {
                visit(value);
            }
            super::Grouppart::Group(value) => {
                visit(value);
            }
        }
    }
    #[inline(never)]
    pub(super) fn walk_Grouppart<'i>(
        this: &super::Grouppart<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        match this {
            super::Grouppart::Article(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Grouppart::Star(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Grouppart::Group(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
        }
    }
    #[inline(never)]
    pub(super) fn clone_article__UcharOrSemicolonOrSlashEtc<'i>(
        this: &super::article::UcharOrSemicolonOrSlashEtc<'i>,
    ) -> super::article::UcharOrSemicolonOrSlashEtc<'i> {
        match this {
            super::article::UcharOrSemicolonOrSlashEtc::Uchar(value) => {
                super::article::UcharOrSemicolonOrSlashEtc::Uchar(
                    ::core::clone::Clone::clone(value),
                )
            }
            super::article::UcharOrSemicolonOrSlashEtc::Semicolon(value) => {
                super::article::UcharOrSemicolonOrSlashEtc::Semicolon(
                    ::core::clone::Clone::clone(value),
                )
            }
            super::article::UcharOrSemicolonOrSlashEtc::Slash(value) => {
                super::article::UcharOrSemicolonOrSlashEtc::Slash(
                    ::core::clone::Clone::clone(value),
                )
            }
            super::article::UcharOrSemicolonOrSlashEtc::Question(value) => {
                super::article::UcharOrSemicolonOrSlashEtc::Question(
                    ::core::clone::Clone::clone(value),
                )
            }
            super::article::UcharOrSemicolonOrSlashEtc::Colon(value) => {
                super::article::UcharOrSemicolonOrSlashEtc::Colon(
                    ::core::clone::Clone::clone(value),
                )
            }
            super::article::UcharOrSemicolonOrSlashEtc::Amp(value) => {
                super::article::UcharOrSemicolonOrSlashEtc::Amp(
                    ::core::clone::Clone::clone(value),
                )
            }
            super::article::UcharOrSemicolonOrSlashEtc::Equals(value) => {
                super::article::UcharOrSemicolonOrSlashEtc::Equals(
                    ::core::clone::Clone::clone(value),
                )
            }
        }
    }
    #[inline(never)]
    pub(super) fn visit_article__UcharOrSemicolonOrSlashEtc<'i>(
        this: &super::article::UcharOrSemicolonOrSlashEtc<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        match this {
            super::article::UcharOrSemicolonOrSlashEtc::Uchar(value) => {
                visit(value);
            }
            super::article::UcharOrSemicolonOrSlashEtc::Semicolon(value) => {
                visit(value);
            }
            super::article::UcharOrSemicolonOrSlashEtc::Slash(value) => {
                visit(value);
            }
            super::article::UcharOrSemicolonOrSlashEtc::Question(value) => {
                visit(value);
            }
            super::article::UcharOrSemicolonOrSlashEtc::Colon(value) => {
                visit(value);
            }
            super::article::UcharOrSemicolonOrSlashEtc::Amp(value) => {
                visit(value);
            }
            super::article::UcharOrSemicolonOrSlashEtc::Equals(value) => {
                visit(value);
            }
        }
    }
    #[inline(never)]
    pub(super) fn walk_article__UcharOrSemicolonOrSlashEtc<'i>(
        this: &super::article::UcharOrSemicolonOrSlashEtc<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        match this {
            super::article::UcharOrSemicolonOrSlashEtc::Uchar(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::article::UcharOrSemicolonOrSlashEtc::Semicolon(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::article::UcharOrSemicolonOrSlashEtc::Slash(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::article::UcharOrSemicolonOrSlashEtc::Question(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::article::UcharOrSemicolonOrSlashEtc::Colon(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::article::UcharOrSemicolonOrSlashEtc::Amp(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::article::UcharOrSemicolonOrSlashEtc::Equals(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
        }
    }
    #[inline(never)]
    pub(super) fn clone_Article<'i>(this: &super::Article<'i>) -> super::Article<'i> {
        super::Article {
            uchar_or_semicolon_or_slash_etc: ::core::clone::Clone::clone(
                &this.uchar_or_semicolon_or_slash_etc,
            ),
            host: ::core::clone::Clone::clone(&this.host),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Article<'i>(
        this: &super::Article<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        for value in this.uchar_or_semicolon_or_slash_etc.iter() {
            visit(&value);
        }
        visit(&this.host);
    }
    #[inline(never)]
    pub(super) fn walk_Article<'i>(
        this: &super::Article<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        for value in this.uchar_or_semicolon_or_slash_etc.iter() {
            {
                let part = &value;
                if walker.enter() {
                    ::url_runtime::Node::walk_rules_with(part, walker);
                    walker.leave();
                } else {
                    walker.checked(part);
                }
            }
        }
        ::url_runtime::Node::walk_rules_with(&this.host, walker);
    }
    #[inline(never)]
    pub(super) fn clone_Nntpurl<'i>(this: &super::Nntpurl<'i>) -> super::Nntpurl<'i> {
        super::Nntpurl {
            hostport: ::core::clone::Clone::clone(&this.hostport),
            group: ::core::clone::Clone::clone(&this.group),
            digits: ::core::clone::Clone::clone(&this.digits),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Nntpurl<'i>(
        this: &super::Nntpurl<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.hostport);
        visit(&this.group);
        if let ::core::option::Option::Some(value) = &this.digits {
            visit(value);
        }
    }
    #[inline(never)]
    pub(super) fn walk_Nntpurl<'i>(
        this: &super::Nntpurl<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.hostport, walker);
        ::url_runtime::Node::walk_rules_with(&this.group, walker);
        if let ::core::option::Option::Some(value) = &this.digits {
            ::url_runtime::Node::walk_rules_with(value, walker);
        }
    }
    #[inline(never)]
    pub(super) fn clone_Telneturl<'i>(
        this: &super::Telneturl<'i>,
    ) -> super::Telneturl<'i> {
        super::Telneturl {
            login: ::core::clone::Clone::clone(&this.login),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Telneturl<'i>(
        this: &super::Telneturl<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.login);
    }
    #[inline(never)]
    pub(super) fn walk_Telneturl<'i>(
        this: &super::Telneturl<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.login, walker);
    }
    #[inline(never)]
    pub(super) fn clone_Waisurl<'i>(this: &super::Waisurl<'i>) -> super::Waisurl<'i> {
        match this {
            super::Waisurl::Waisdoc(value) => {
                super::Waisurl::Waisdoc(::core::clone::Clone::clone(value))
            }
            super::Waisurl::Waisindex(value) => {
                super::Waisurl::Waisindex(::core::clone::Clone::clone(value))
            }
            super::Waisurl::Waisdatabase(value) => {
                super::Waisurl::Waisdatabase(::core::clone::Clone::clone(value))
            }
        }
    }
    #[inline(never)]
    pub(super) fn visit_Waisurl<'i>(
        this: &super::Waisurl<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        match this {
            super::Waisurl::Waisdoc(value) => {
                visit(value);
            }
            super::Waisurl::Waisindex(value) => {
                visit(value);
            }
            super::Waisurl::Waisdatabase(value) => {
                visit(value);
            }
        }
    }
    #[inline(never)]
    pub(super) fn walk_Waisurl<'i>(
        this: &super::Waisurl<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        match this {
            super::Waisurl::Waisdoc(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Waisurl::Waisindex(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
            super::Waisurl::Waisdatabase(value) => {
                ::url_runtime::Node::walk_rules_with(value, walker);
            }
        }
    }
    #[inline(never)]
    pub(super) fn clone_Waisdatabase<'i>(
        this: &super::Waisdatabase<'i>,
    ) -> super::Waisdatabase<'i> {
        super::Waisdatabase {
            hostport: ::core::clone::Clone::clone(&this.hostport),
            database: ::core::clone::Clone::clone(&this.database),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Waisdatabase<'i>(
        this: &super::Waisdatabase<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.hostport);
        visit(&this.database);
    }
    #[inline(never)]
    pub(super) fn walk_Waisdatabase<'i>(
        this: &super::Waisdatabase<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.hostport, walker);
        ::url_runtime::Node::walk_rules_with(&this.database, walker);
    }
    #[inline(never)]
    pub(super) fn clone_Waisindex<'i>(
        this: &super::Waisindex<'i>,
    ) -> super::Waisindex<'i> {
        super::Waisindex {
            hostport: ::core::clone::Clone::clone(&this.hostport),
            database: ::core::clone::Clone::clone(&this.database),
            search: ::core::clone::Clone::clone(&this.search),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Waisindex<'i>(
        this: &super::Waisindex<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.hostport);
        visit(&this.database);
        visit(&this.search);
    }
    #[inline(never)]
    pub(super) fn walk_Waisindex<'i>(
        this: &super::Waisindex<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.hostport, walker);
        ::url_runtime::Node::walk_rules_with(&this.database, walker);
        ::url_runtime::Node::walk_rules_with(&this.search, walker);
    }
    #[inline(never)]
    pub(super) fn clone_Waisdoc<'i>(this: &super::Waisdoc<'i>) -> super::Waisdoc<'i> {
        super::Waisdoc {
            hostport: ::core::clone::Clone::clone(&this.hostport),
            database: ::core::clone::Clone::clone(&this.database),
            wtype: ::core::clone::Clone::clone(&this.wtype),
            wpath: ::core::clone::Clone::clone(&this.wpath),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Waisdoc<'i>(
        this: &super::Waisdoc<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.hostport);
        visit(&this.database);
        visit(&this.wtype);
        visit(&this.wpath);
    }
    #[inline(never)]
    pub(super) fn walk_Waisdoc<'i>(
        this: &super::Waisdoc<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.hostport, walker);
        ::url_runtime::Node::walk_rules_with(&this.database, walker);
        ::url_runtime::Node::walk_rules_with(&this.wtype, walker);
        ::url_runtime::Node::walk_rules_with(&this.wpath, walker);
    }
    #[inline(never)]
    pub(super) fn clone_Prosperourl<'i>(
        this: &super::Prosperourl<'i>,
    ) -> super::Prosperourl<'i> {
        super::Prosperourl {
            hostport: ::core::clone::Clone::clone(&this.hostport),
            ppath: ::core::clone::Clone::clone(&this.ppath),
            fieldspec: ::core::clone::Clone::clone(&this.fieldspec),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Prosperourl<'i>(
        this: &super::Prosperourl<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.hostport);
        visit(&this.ppath);
        for value in this.fieldspec.iter() {
            visit(&value);
        }
    }
    #[inline(never)]
    pub(super) fn walk_Prosperourl<'i>(
        this: &super::Prosperourl<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.hostport, walker);
        ::url_runtime::Node::walk_rules_with(&this.ppath, walker);
        for value in this.fieldspec.iter() {
            {
                let part = &value;
                if walker.enter() {
                    ::url_runtime::Node::walk_rules_with(part, walker);
                    walker.leave();
                } else {
                    walker.checked(part);
                }
            }
        }
    }
    #[inline(never)]
    pub(super) fn clone_Ppath<'i>(this: &super::Ppath<'i>) -> super::Ppath<'i> {
        super::Ppath {
            psegment: ::core::clone::Clone::clone(&this.psegment),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Ppath<'i>(
        this: &super::Ppath<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(this.psegment.first());
        for value in this.psegment.rest().iter() {
            visit(&value);
        }
    }
    #[inline(never)]
    pub(super) fn walk_Ppath<'i>(
        this: &super::Ppath<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(this.psegment.first(), walker);
        for value in this.psegment.rest().iter() {
            {
                let part = &value;
                if walker.enter() {
                    ::url_runtime::Node::walk_rules_with(part, walker);
                    walker.leave();
                } else {
                    walker.checked(part);
                }
            }
        }
    }
    #[inline(never)]
    pub(super) fn clone_Fieldspec<'i>(
        this: &super::Fieldspec<'i>,
    ) -> super::Fieldspec<'i> {
        super::Fieldspec {
            fieldname: ::core::clone::Clone::clone(&this.fieldname),
            fieldvalue: ::core::clone::Clone::clone(&this.fieldvalue),
            __token: this.__token,
        }
    }
    #[inline(never)]
    pub(super) fn visit_Fieldspec<'i>(
        this: &super::Fieldspec<'i>,
        visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>),
    ) {
        visit(&this.fieldname);
        visit(&this.fieldvalue);
    }
    #[inline(never)]
    pub(super) fn walk_Fieldspec<'i>(
        this: &super::Fieldspec<'i>,
        walker: &mut ::url_runtime::Walker<'_>,
    ) {
        ::url_runtime::Node::walk_rules_with(&this.fieldname, walker);
        ::url_runtime::Node::walk_rules_with(&this.fieldvalue, walker);
    }
}
#[allow(
    clippy::all,
    clippy::pedantic,
    unused_mut,
    unused_variables,
    unused_assignments,
    unused_labels,
    unused_imports,
    unreachable_code,
    non_snake_case,
    dead_code
)]
mod __parser {
    use ::url_runtime::{ByteTable, Escaped, Labels, List, RunPart, Runs, State, Token};
    static CLASS_0: ByteTable = ByteTable::of(b":");
    static CLASS_1: ByteTable = ByteTable::of(
        b"!$&'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_2: ByteTable = ByteTable::of(b"%");
    static CLASS_3: ByteTable = ByteTable::of(b"0123456789ABCDEFabcdef");
    static CLASS_4: ByteTable = ByteTable::of(
        b"+-.0123456789abcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_5: ByteTable = ByteTable::of(
        b"+-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_6: ByteTable = ByteTable::of(b"/");
    static CLASS_7: ByteTable = ByteTable::of(
        b"!$&'()*+,-.0123456789;=?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_8: ByteTable = ByteTable::of(b"@");
    static CLASS_9: ByteTable = ByteTable::of(b"0123456789");
    static CLASS_10: ByteTable = ByteTable::of(
        b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_11: ByteTable = ByteTable::of(
        b"-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_12: ByteTable = ByteTable::of(b".");
    static CLASS_13: ByteTable = ByteTable::of(
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_14: ByteTable = ByteTable::of(b"ADIadi");
    static CLASS_15: ByteTable = ByteTable::of(
        b"!$&'()*+,-./0123456789:=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_16: ByteTable = ByteTable::of(
        b"!$&'()*+,-.0123456789:=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_17: ByteTable = ByteTable::of(b"?");
    static CLASS_18: ByteTable = ByteTable::of(
        b"!$&'()*+,-.0123456789:;=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_19: ByteTable = ByteTable::of(
        b"!$&'()*+,-./0123456789:;=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_20: ByteTable = ByteTable::of(b"*");
    static CLASS_21: ByteTable = ByteTable::of(
        b"+-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_22: ByteTable = ByteTable::of(
        b"!$&'()*+,-./0123456789:;=?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_23: ByteTable = ByteTable::of(b";");
    static CLASS_24: ByteTable = ByteTable::of(b"&");
    static CLASS_25: ByteTable = ByteTable::of(b"=");
    static CLASS_26: ByteTable = ByteTable::of(
        b"!$'()*+,-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_27: ByteTable = ByteTable::of(
        b"!$&'()*+,-.0123456789:?@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz",
    );
    static CLASS_28: ByteTable = ByteTable::of(b"abcdefghijklmnopqrstuvwxyz");
    static CLASS_29: ByteTable = ByteTable::of(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    static CLASS_30: ByteTable = ByteTable::of(b"$+-._");
    static CLASS_31: ByteTable = ByteTable::of(b"!'()*,");
    static CLASS_32: ByteTable = ByteTable::of(b"[\\]^`{|}~");
    static CLASS_33: ByteTable = ByteTable::of(b"\"#%<>");
    static CLASS_34: ByteTable = ByteTable::of(b"&/:;=?@");
    static LABELS_0: Labels = Labels::new(
        &CLASS_10,
        &CLASS_11,
        &CLASS_10,
        &CLASS_12,
        &CLASS_13,
    );
    static RUNS_0: Runs<2usize, 7usize> = Runs::new(
        [&CLASS_9, &CLASS_12],
        [
            RunPart::run(0u8, 1u32),
            RunPart::one(1u8),
            RunPart::run(0u8, 1u32),
            RunPart::one(1u8),
            RunPart::run(0u8, 1u32),
            RunPart::one(1u8),
            RunPart::run(0u8, 1u32),
        ],
    );
    static ESCAPED_0: Escaped<3usize, 0usize> = Escaped::new(
        &CLASS_1,
        [&CLASS_2, &CLASS_3, &CLASS_3],
    );
    static ESCAPED_1: Escaped<3usize, 0usize> = Escaped::new(
        &CLASS_7,
        [&CLASS_2, &CLASS_3, &CLASS_3],
    );
    static ESCAPED_2: Escaped<3usize, 0usize> = Escaped::new(
        &CLASS_15,
        [&CLASS_2, &CLASS_3, &CLASS_3],
    );
    static ESCAPED_3: Escaped<3usize, 0usize> = Escaped::new(
        &CLASS_16,
        [&CLASS_2, &CLASS_3, &CLASS_3],
    );
    static ESCAPED_4: Escaped<3usize, 0usize> = Escaped::new(
        &CLASS_18,
        [&CLASS_2, &CLASS_3, &CLASS_3],
    );
    static ESCAPED_5: Escaped<3usize, 0usize> = Escaped::new(
        &CLASS_19,
        [&CLASS_2, &CLASS_3, &CLASS_3],
    );
    static ESCAPED_6: Escaped<3usize, 3usize> = Escaped::new(
            &CLASS_1,
            [&CLASS_2, &CLASS_3, &CLASS_3],
        )
        .except(b"%09");
    static ESCAPED_7: Escaped<3usize, 3usize> = Escaped::new(
            &CLASS_18,
            [&CLASS_2, &CLASS_3, &CLASS_3],
        )
        .except(b"%09");
    static ESCAPED_8: Escaped<3usize, 0usize> = Escaped::new(
        &CLASS_22,
        [&CLASS_2, &CLASS_3, &CLASS_3],
    );
    static ESCAPED_9: Escaped<3usize, 0usize> = Escaped::new(
        &CLASS_26,
        [&CLASS_2, &CLASS_3, &CLASS_3],
    );
    static ESCAPED_10: Escaped<3usize, 0usize> = Escaped::new(
        &CLASS_27,
        [&CLASS_2, &CLASS_3, &CLASS_3],
    );
    #[inline]
    pub(super) fn m_genericurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq1: {
            let pos = match m_scheme(st, pos) {
                Some(next) => next,
                None => break 'seq1 None,
            };
            let pos = match st.byte_in(pos, &CLASS_0) {
                Some(next) => next,
                None => break 'seq1 None,
            };
            let pos = match m_schemepart(st, pos) {
                Some(next) => next,
                None => break 'seq1 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_genericurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq2: {
            let pos = match r_scheme(st, pos) {
                Some(next) => next,
                None => break 'seq2 None,
            };
            let pos = match st.literal(pos, ":") {
                Some(next) => next,
                None => break 'seq2 None,
            };
            let pos = match r_schemepart(st, pos) {
                Some(next) => next,
                None => break 'seq2 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "genericurl", mark),
            Some(_) => st.succeed(pos, "genericurl", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_genericurl<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Genericurl<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let end = 'seq3: {
            let pos = match match b_scheme(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq3 None,
            };
            let pos = match st.byte_in(pos, &CLASS_0) {
                Some(next) => next,
                None => break 'seq3 None,
            };
            let pos = match match b_schemepart(st, pos) {
                Some((end, value)) => {
                    f1 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq3 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Genericurl {
                scheme: f0?,
                schemepart: f1?,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_url(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'alt4: {
            if let Some(end) = 'seq5: {
                let pos = match match st.byte_at(pos) {
                    Some(b'F' | b'f') => 'alt6: {
                        if let Some(end) = m_ftpurl(st, pos) {
                            break 'alt6 Some(end);
                        }
                        if let Some(end) = m_fileurl(st, pos) {
                            break 'alt6 Some(end);
                        }
                        None
                    }
                    Some(b'G' | b'g') => m_gopherurl(st, pos),
                    Some(b'H' | b'h') => m_httpurl(st, pos),
                    Some(b'M' | b'm') => m_mailtourl(st, pos),
                    Some(b'N' | b'n') => 'alt7: {
                        if let Some(end) = m_newsurl(st, pos) {
                            break 'alt7 Some(end);
                        }
                        if let Some(end) = m_nntpurl(st, pos) {
                            break 'alt7 Some(end);
                        }
                        None
                    }
                    Some(b'P' | b'p') => m_prosperourl(st, pos),
                    Some(b'T' | b't') => m_telneturl(st, pos),
                    Some(b'W' | b'w') => m_waisurl(st, pos),
                    _ => None,
                } {
                    Some(next) => next,
                    None => break 'seq5 None,
                };
                let pos = match {
                    let ahead = 'alt8: {
                        if let Some(end) = st.byte_in(pos, &CLASS_1) {
                            break 'alt8 Some(end);
                        }
                        if let Some(end) = 'seq9: {
                            let pos = match st.byte_in(pos, &CLASS_2) {
                                Some(next) => next,
                                None => break 'seq9 None,
                            };
                            let pos = match st.byte_in(pos, &CLASS_3) {
                                Some(next) => next,
                                None => break 'seq9 None,
                            };
                            let pos = match st.byte_in(pos, &CLASS_3) {
                                Some(next) => next,
                                None => break 'seq9 None,
                            };
                            Some(pos)
                        } {
                            break 'alt8 Some(end);
                        }
                        None
                    };
                    match ahead {
                        Some(_) => None,
                        None => Some(pos),
                    }
                } {
                    Some(next) => next,
                    None => break 'seq5 None,
                };
                Some(pos)
            } {
                break 'alt4 Some(end);
            }
            if let Some(end) = m_otherurl(st, pos) {
                break 'alt4 Some(end);
            }
            None
        };
        end
    }
    #[cold]
    pub(super) fn r_url(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'alt10: {
            if let Some(end) = 'seq11: {
                let pos = match 'alt12: {
                    if let Some(end) = r_httpurl(st, pos) {
                        break 'alt12 Some(end);
                    }
                    if let Some(end) = r_ftpurl(st, pos) {
                        break 'alt12 Some(end);
                    }
                    if let Some(end) = r_newsurl(st, pos) {
                        break 'alt12 Some(end);
                    }
                    if let Some(end) = r_nntpurl(st, pos) {
                        break 'alt12 Some(end);
                    }
                    if let Some(end) = r_telneturl(st, pos) {
                        break 'alt12 Some(end);
                    }
                    if let Some(end) = r_gopherurl(st, pos) {
                        break 'alt12 Some(end);
                    }
                    if let Some(end) = r_waisurl(st, pos) {
                        break 'alt12 Some(end);
                    }
                    if let Some(end) = r_mailtourl(st, pos) {
                        break 'alt12 Some(end);
                    }
                    if let Some(end) = r_fileurl(st, pos) {
                        break 'alt12 Some(end);
                    }
                    if let Some(end) = r_prosperourl(st, pos) {
                        break 'alt12 Some(end);
                    }
                    None
                } {
                    Some(next) => next,
                    None => break 'seq11 None,
                };
                let pos = match {
                    let lookahead = st.lookahead(false);
                    let ahead = r_xchar(st, pos);
                    st.end_lookahead(lookahead);
                    match ahead {
                        Some(_) => None,
                        None => Some(pos),
                    }
                } {
                    Some(next) => next,
                    None => break 'seq11 None,
                };
                Some(pos)
            } {
                break 'alt10 Some(end);
            }
            if let Some(end) = r_otherurl(st, pos) {
                break 'alt10 Some(end);
            }
            None
        };
        match end {
            None => st.fail(pos, "url", mark),
            Some(_) => st.succeed(pos, "url", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_url<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Url<'i>)> {
        {
            let tail = |st: &mut State<'i>, pos: usize| -> Option<usize> {
                'seq13: {
                    let pos = match {
                        let ahead = 'alt14: {
                            if let Some(end) = st.byte_in(pos, &CLASS_1) {
                                break 'alt14 Some(end);
                            }
                            if let Some(end) = 'seq15: {
                                let pos = match st.byte_in(pos, &CLASS_2) {
                                    Some(next) => next,
                                    None => break 'seq15 None,
                                };
                                let pos = match st.byte_in(pos, &CLASS_3) {
                                    Some(next) => next,
                                    None => break 'seq15 None,
                                };
                                let pos = match st.byte_in(pos, &CLASS_3) {
                                    Some(next) => next,
                                    None => break 'seq15 None,
                                };
                                Some(pos)
                            } {
                                break 'alt14 Some(end);
                            }
                            None
                        };
                        match ahead {
                            Some(_) => None,
                            None => Some(pos),
                        }
                    } {
                        Some(next) => next,
                        None => break 'seq13 None,
                    };
                    Some(pos)
                }
            };
            'alt16: {
                if let Some((end, value)) = b_httpurl(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Url::Httpurl(value))),
                        None => break 'alt16,
                    }
                }
                if let Some((end, value)) = b_ftpurl(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Url::Ftpurl(value))),
                        None => break 'alt16,
                    }
                }
                if let Some((end, value)) = b_newsurl(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Url::Newsurl(value))),
                        None => break 'alt16,
                    }
                }
                if let Some((end, value)) = b_nntpurl(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Url::Nntpurl(value))),
                        None => break 'alt16,
                    }
                }
                if let Some((end, value)) = b_telneturl(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Url::Telneturl(value))),
                        None => break 'alt16,
                    }
                }
                if let Some((end, value)) = b_gopherurl(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Url::Gopherurl(value))),
                        None => break 'alt16,
                    }
                }
                if let Some((end, value)) = b_waisurl(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Url::Waisurl(value))),
                        None => break 'alt16,
                    }
                }
                if let Some((end, value)) = b_mailtourl(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Url::Mailtourl(value))),
                        None => break 'alt16,
                    }
                }
                if let Some((end, value)) = b_fileurl(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Url::Fileurl(value))),
                        None => break 'alt16,
                    }
                }
                if let Some((end, value)) = b_prosperourl(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Url::Prosperourl(value))),
                        None => break 'alt16,
                    }
                }
            }
        }
        {
            let tail = |st: &mut State<'i>, pos: usize| -> Option<usize> {
                'seq17: { Some(pos) }
            };
            'alt18: {
                if let Some((end, value)) = b_otherurl(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Url::Otherurl(value))),
                        None => break 'alt18,
                    }
                }
            }
        }
        None
    }
    #[inline]
    pub(super) fn m_otherurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = m_genericurl(st, pos);
        end
    }
    #[cold]
    pub(super) fn r_otherurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = r_genericurl(st, pos);
        match end {
            None => st.fail(pos, "otherurl", mark),
            Some(_) => st.succeed(pos, "otherurl", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_otherurl<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Otherurl<'i>)> {
        let mut f0 = None;
        let end = match b_genericurl(st, pos) {
            Some((end, value)) => {
                f0 = Some(value);
                Some(end)
            }
            None => None,
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Otherurl {
                genericurl: f0?,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_scheme(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = if st.folds_case() {
            {
                let end = st.scan(pos, &CLASS_5);
                if end - pos >= 1usize { Some(end) } else { None }
            }
        } else {
            {
                let end = st.scan(pos, &CLASS_4);
                if end - pos >= 1usize { Some(end) } else { None }
            }
        };
        end
    }
    #[cold]
    pub(super) fn r_scheme(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_scheme(st, pos);
        match end {
            None => st.fail(pos, "scheme", mark),
            Some(_) => st.succeed(pos, "scheme", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_scheme<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Scheme<'i>)> {
        let end = m_scheme(st, pos)?;
        Some((
            end,
            super::Scheme {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_schemepart(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'alt19: {
            if let Some(end) = 'seq20: {
                let pos = match m_ip_schemepart(st, pos) {
                    Some(next) => next,
                    None => break 'seq20 None,
                };
                let pos = match {
                    let ahead = 'alt21: {
                        if let Some(end) = st.byte_in(pos, &CLASS_1) {
                            break 'alt21 Some(end);
                        }
                        if let Some(end) = 'seq22: {
                            let pos = match st.byte_in(pos, &CLASS_2) {
                                Some(next) => next,
                                None => break 'seq22 None,
                            };
                            let pos = match st.byte_in(pos, &CLASS_3) {
                                Some(next) => next,
                                None => break 'seq22 None,
                            };
                            let pos = match st.byte_in(pos, &CLASS_3) {
                                Some(next) => next,
                                None => break 'seq22 None,
                            };
                            Some(pos)
                        } {
                            break 'alt21 Some(end);
                        }
                        None
                    };
                    match ahead {
                        Some(_) => None,
                        None => Some(pos),
                    }
                } {
                    Some(next) => next,
                    None => break 'seq20 None,
                };
                Some(pos)
            } {
                break 'alt19 Some(end);
            }
            if let Some(end) = Some(st.escaped(pos, &ESCAPED_0)) {
                break 'alt19 Some(end);
            }
            None
        };
        end
    }
    #[cold]
    pub(super) fn r_schemepart(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'alt23: {
            if let Some(end) = 'seq24: {
                let pos = match r_ip_schemepart(st, pos) {
                    Some(next) => next,
                    None => break 'seq24 None,
                };
                let pos = match {
                    let lookahead = st.lookahead(false);
                    let ahead = r_xchar(st, pos);
                    st.end_lookahead(lookahead);
                    match ahead {
                        Some(_) => None,
                        None => Some(pos),
                    }
                } {
                    Some(next) => next,
                    None => break 'seq24 None,
                };
                Some(pos)
            } {
                break 'alt23 Some(end);
            }
            if let Some(end) = {
                let mut pos = pos;
                loop {
                    match r_xchar(st, pos) {
                        Some(next) if next != pos => pos = next,
                        Some(_) => break,
                        None => break,
                    }
                }
                Some(pos)
            } {
                break 'alt23 Some(end);
            }
            None
        };
        match end {
            None => st.fail(pos, "schemepart", mark),
            Some(_) => st.succeed(pos, "schemepart", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_schemepart<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Schemepart<'i>)> {
        let mut out = None;
        let end = 'alt25: {
            if let Some(end) = 'seq26: {
                let pos = match match b_ip_schemepart(st, pos) {
                    Some((end, value)) => {
                        out = Some(super::Schemepart::IpSchemepart(value));
                        Some(end)
                    }
                    None => None,
                } {
                    Some(next) => next,
                    None => break 'seq26 None,
                };
                let pos = match {
                    let ahead = 'alt27: {
                        if let Some(end) = st.byte_in(pos, &CLASS_1) {
                            break 'alt27 Some(end);
                        }
                        if let Some(end) = 'seq28: {
                            let pos = match st.byte_in(pos, &CLASS_2) {
                                Some(next) => next,
                                None => break 'seq28 None,
                            };
                            let pos = match st.byte_in(pos, &CLASS_3) {
                                Some(next) => next,
                                None => break 'seq28 None,
                            };
                            let pos = match st.byte_in(pos, &CLASS_3) {
                                Some(next) => next,
                                None => break 'seq28 None,
                            };
                            Some(pos)
                        } {
                            break 'alt27 Some(end);
                        }
                        None
                    };
                    match ahead {
                        Some(_) => None,
                        None => Some(pos),
                    }
                } {
                    Some(next) => next,
                    None => break 'seq26 None,
                };
                Some(pos)
            } {
                break 'alt25 Some(end);
            }
            out = None;
            if let Some(end) = {
                let mut g0 = None;
                match {
                    let start = pos;
                    match Some(st.escaped(pos, &ESCAPED_0)) {
                        Some(end) => {
                            g0 = Some(List::new(st.input(), start, end, g_schemepart_0));
                            Some(end)
                        }
                        None => None,
                    }
                } {
                    Some(end) => {
                        match {
                            let token = Token::new(st, pos, end);
                            (|| Some(super::schemepart::Xchar {
                                xchar: g0.unwrap_or_else(|| List::empty(g_schemepart_0)),
                                __token: token,
                            }))()
                        } {
                            Some(value) => {
                                out = Some(super::Schemepart::Xchar(value));
                                Some(end)
                            }
                            None => None,
                        }
                    }
                    None => None,
                }
            } {
                break 'alt25 Some(end);
            }
            out = None;
            None
        };
        Some((end?, out?))
    }
    pub(super) fn g_schemepart_0<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Xchar<'i>)> {
        let mut f0 = None;
        let end = match b_xchar(st, pos) {
            Some((end, value)) => {
                f0 = Some(value);
                Some(end)
            }
            None => None,
        };
        Some((end?, f0?))
    }
    #[inline]
    pub(super) fn m_ip_schemepart(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq29: {
            let pos = match st.literal(pos, "//") {
                Some(next) => next,
                None => break 'seq29 None,
            };
            let pos = match m_login(st, pos) {
                Some(next) => next,
                None => break 'seq29 None,
            };
            let pos = match {
                match 'seq30: {
                    let pos = match st.byte_in(pos, &CLASS_6) {
                        Some(next) => next,
                        None => break 'seq30 None,
                    };
                    let pos = match Some(st.escaped(pos, &ESCAPED_0)) {
                        Some(next) => next,
                        None => break 'seq30 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq29 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_ip_schemepart(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq31: {
            let pos = match st.literal(pos, "//") {
                Some(next) => next,
                None => break 'seq31 None,
            };
            let pos = match r_login(st, pos) {
                Some(next) => next,
                None => break 'seq31 None,
            };
            let pos = match {
                match 'seq32: {
                    let pos = match st.literal(pos, "/") {
                        Some(next) => next,
                        None => break 'seq32 None,
                    };
                    let pos = match r_urlpath(st, pos) {
                        Some(next) => next,
                        None => break 'seq32 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq31 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "ip_schemepart", mark),
            Some(_) => st.succeed(pos, "ip_schemepart", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_ip_schemepart<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::IpSchemepart<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let end = 'seq33: {
            let pos = match st.literal(pos, "//") {
                Some(next) => next,
                None => break 'seq33 None,
            };
            let pos = match match b_login(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq33 None,
            };
            let pos = match {
                match 'seq34: {
                    let pos = match st.byte_in(pos, &CLASS_6) {
                        Some(next) => next,
                        None => break 'seq34 None,
                    };
                    let pos = match match b_urlpath(st, pos) {
                        Some((end, value)) => {
                            f1 = Some(value);
                            Some(end)
                        }
                        None => None,
                    } {
                        Some(next) => next,
                        None => break 'seq34 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => {
                        f1 = None;
                        Some(pos)
                    }
                }
            } {
                Some(next) => next,
                None => break 'seq33 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::IpSchemepart {
                login: f0?,
                urlpath: f1,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_login(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq35: {
            let pos = match {
                match 'seq36: {
                    let pos = match Some(st.escaped(pos, &ESCAPED_1)) {
                        Some(next) => next,
                        None => break 'seq36 None,
                    };
                    let pos = match {
                        match 'seq37: {
                            let pos = match st.byte_in(pos, &CLASS_0) {
                                Some(next) => next,
                                None => break 'seq37 None,
                            };
                            let pos = match Some(st.escaped(pos, &ESCAPED_1)) {
                                Some(next) => next,
                                None => break 'seq37 None,
                            };
                            Some(pos)
                        } {
                            Some(end) => Some(end),
                            None => Some(pos),
                        }
                    } {
                        Some(next) => next,
                        None => break 'seq36 None,
                    };
                    let pos = match st.byte_in(pos, &CLASS_8) {
                        Some(next) => next,
                        None => break 'seq36 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq35 None,
            };
            let pos = match m_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq35 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_login(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq38: {
            let pos = match {
                match 'seq39: {
                    let pos = match r_user(st, pos) {
                        Some(next) => next,
                        None => break 'seq39 None,
                    };
                    let pos = match {
                        match 'seq40: {
                            let pos = match st.literal(pos, ":") {
                                Some(next) => next,
                                None => break 'seq40 None,
                            };
                            let pos = match r_password(st, pos) {
                                Some(next) => next,
                                None => break 'seq40 None,
                            };
                            Some(pos)
                        } {
                            Some(end) => Some(end),
                            None => Some(pos),
                        }
                    } {
                        Some(next) => next,
                        None => break 'seq39 None,
                    };
                    let pos = match st.literal(pos, "@") {
                        Some(next) => next,
                        None => break 'seq39 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq38 None,
            };
            let pos = match r_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq38 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "login", mark),
            Some(_) => st.succeed(pos, "login", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_login<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Login<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let mut f2 = None;
        let end = 'seq41: {
            let pos = match {
                match 'seq42: {
                    let pos = match match b_user(st, pos) {
                        Some((end, value)) => {
                            f0 = Some(value);
                            Some(end)
                        }
                        None => None,
                    } {
                        Some(next) => next,
                        None => break 'seq42 None,
                    };
                    let pos = match {
                        match 'seq43: {
                            let pos = match st.byte_in(pos, &CLASS_0) {
                                Some(next) => next,
                                None => break 'seq43 None,
                            };
                            let pos = match match b_password(st, pos) {
                                Some((end, value)) => {
                                    f1 = Some(value);
                                    Some(end)
                                }
                                None => None,
                            } {
                                Some(next) => next,
                                None => break 'seq43 None,
                            };
                            Some(pos)
                        } {
                            Some(end) => Some(end),
                            None => {
                                f1 = None;
                                Some(pos)
                            }
                        }
                    } {
                        Some(next) => next,
                        None => break 'seq42 None,
                    };
                    let pos = match st.byte_in(pos, &CLASS_8) {
                        Some(next) => next,
                        None => break 'seq42 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => {
                        f0 = None;
                        f1 = None;
                        Some(pos)
                    }
                }
            } {
                Some(next) => next,
                None => break 'seq41 None,
            };
            let pos = match match b_hostport(st, pos) {
                Some((end, value)) => {
                    f2 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq41 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Login {
                user: f0,
                password: f1,
                hostport: f2?,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_hostport(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq44: {
            let pos = match m_host(st, pos) {
                Some(next) => next,
                None => break 'seq44 None,
            };
            let pos = match {
                match 'seq45: {
                    let pos = match st.byte_in(pos, &CLASS_0) {
                        Some(next) => next,
                        None => break 'seq45 None,
                    };
                    let pos = match {
                        let end = st.scan(pos, &CLASS_9);
                        if end - pos >= 1usize { Some(end) } else { None }
                    } {
                        Some(next) => next,
                        None => break 'seq45 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq44 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_hostport(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq46: {
            let pos = match r_host(st, pos) {
                Some(next) => next,
                None => break 'seq46 None,
            };
            let pos = match {
                match 'seq47: {
                    let pos = match st.literal(pos, ":") {
                        Some(next) => next,
                        None => break 'seq47 None,
                    };
                    let pos = match r_port(st, pos) {
                        Some(next) => next,
                        None => break 'seq47 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq46 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "hostport", mark),
            Some(_) => st.succeed(pos, "hostport", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_hostport<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Hostport<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let end = 'seq48: {
            let pos = match match b_host(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq48 None,
            };
            let pos = match {
                match 'seq49: {
                    let pos = match st.byte_in(pos, &CLASS_0) {
                        Some(next) => next,
                        None => break 'seq49 None,
                    };
                    let pos = match match b_port(st, pos) {
                        Some((end, value)) => {
                            f1 = Some(value);
                            Some(end)
                        }
                        None => None,
                    } {
                        Some(next) => next,
                        None => break 'seq49 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => {
                        f1 = None;
                        Some(pos)
                    }
                }
            } {
                Some(next) => next,
                None => break 'seq48 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Hostport {
                host: f0?,
                port: f1,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_host(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'alt50: {
            if let Some(end) = m_hostname(st, pos) {
                break 'alt50 Some(end);
            }
            if let Some(end) = m_hostnumber(st, pos) {
                break 'alt50 Some(end);
            }
            None
        };
        end
    }
    #[cold]
    pub(super) fn r_host(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'alt51: {
            if let Some(end) = r_hostname(st, pos) {
                break 'alt51 Some(end);
            }
            if let Some(end) = r_hostnumber(st, pos) {
                break 'alt51 Some(end);
            }
            None
        };
        match end {
            None => st.fail(pos, "host", mark),
            Some(_) => st.succeed(pos, "host", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_host<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Host<'i>)> {
        {
            let tail = |st: &mut State<'i>, pos: usize| -> Option<usize> {
                'seq52: { Some(pos) }
            };
            'alt53: {
                if let Some((end, value)) = b_hostname(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Host::Hostname(value))),
                        None => break 'alt53,
                    }
                }
            }
        }
        {
            let tail = |st: &mut State<'i>, pos: usize| -> Option<usize> {
                'seq54: { Some(pos) }
            };
            'alt55: {
                if let Some((end, value)) = b_hostnumber(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Host::Hostnumber(value))),
                        None => break 'alt55,
                    }
                }
            }
        }
        None
    }
    #[inline]
    pub(super) fn m_hostname(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq56: {
            let pos = match st.labels(pos, &LABELS_0).map(|(_, end)| end) {
                Some(next) => next,
                None => break 'seq56 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_hostname(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = match st.labels(pos, &LABELS_0) {
            Some((_, end)) => Some(end),
            None => 'seq57: {
                let pos = match {
                    let mut pos = pos;
                    loop {
                        match 'seq58: {
                            let pos = match r_domainlabel(st, pos) {
                                Some(next) => next,
                                None => break 'seq58 None,
                            };
                            let pos = match st.literal(pos, ".") {
                                Some(next) => next,
                                None => break 'seq58 None,
                            };
                            Some(pos)
                        } {
                            Some(next) if next != pos => pos = next,
                            Some(_) => break,
                            None => break,
                        }
                    }
                    Some(pos)
                } {
                    Some(next) => next,
                    None => break 'seq57 None,
                };
                let pos = match r_toplabel(st, pos) {
                    Some(next) => next,
                    None => break 'seq57 None,
                };
                Some(pos)
            }
        };
        match end {
            None => st.fail(pos, "hostname", mark),
            Some(_) => st.succeed(pos, "hostname", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_hostname<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Hostname<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let end = 'seq59: {
            let pos = match {
                let start = pos;
                match st.labels(pos, &LABELS_0) {
                    Some((last, end)) => {
                        f0 = Some(List::new(st.input(), start, last, n_hostname_0));
                        f1 = Some(super::Toplabel {
                            __token: Token::new(st, last, end),
                        });
                        Some(end)
                    }
                    None => None,
                }
            } {
                Some(next) => next,
                None => break 'seq59 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Hostname {
                domainlabel: f0.unwrap_or_else(|| List::empty(n_hostname_0)),
                toplabel: f1?,
                __token: token,
            },
        ))
    }
    pub(super) fn n_hostname_0<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Domainlabel<'i>)> {
        let mut f0 = None;
        let end = 'seq60: {
            let pos = match match b_domainlabel(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq60 None,
            };
            let pos = match st.byte_in(pos, &CLASS_12) {
                Some(next) => next,
                None => break 'seq60 None,
            };
            Some(pos)
        };
        Some((end?, f0?))
    }
    #[inline]
    pub(super) fn m_domainlabel(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq61: {
            let pos = match st.byte_in(pos, &CLASS_10) {
                Some(next) => next,
                None => break 'seq61 None,
            };
            let pos = match Some(st.scan_to_last(pos, &CLASS_11, &CLASS_10)) {
                Some(next) => next,
                None => break 'seq61 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_domainlabel(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_domainlabel(st, pos);
        match end {
            None => st.fail(pos, "domainlabel", mark),
            Some(_) => st.succeed(pos, "domainlabel", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_domainlabel<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Domainlabel<'i>)> {
        let end = m_domainlabel(st, pos)?;
        Some((
            end,
            super::Domainlabel {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_toplabel(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq62: {
            let pos = match st.byte_in(pos, &CLASS_13) {
                Some(next) => next,
                None => break 'seq62 None,
            };
            let pos = match Some(st.scan_to_last(pos, &CLASS_11, &CLASS_10)) {
                Some(next) => next,
                None => break 'seq62 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_toplabel(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_toplabel(st, pos);
        match end {
            None => st.fail(pos, "toplabel", mark),
            Some(_) => st.succeed(pos, "toplabel", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_toplabel<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Toplabel<'i>)> {
        let end = m_toplabel(st, pos)?;
        Some((
            end,
            super::Toplabel {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_alphadigit(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.byte_in(pos, &CLASS_10);
        end
    }
    #[cold]
    pub(super) fn r_alphadigit(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_alphadigit(st, pos);
        match end {
            None => st.fail(pos, "alphadigit", mark),
            Some(_) => st.succeed(pos, "alphadigit", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_alphadigit<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Alphadigit<'i>)> {
        let end = m_alphadigit(st, pos)?;
        Some((
            end,
            super::Alphadigit {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_hostnumber(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.runs(pos, &RUNS_0);
        end
    }
    #[cold]
    pub(super) fn r_hostnumber(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq63: {
            let pos = match r_digits(st, pos) {
                Some(next) => next,
                None => break 'seq63 None,
            };
            let pos = match st.literal(pos, ".") {
                Some(next) => next,
                None => break 'seq63 None,
            };
            let pos = match r_digits(st, pos) {
                Some(next) => next,
                None => break 'seq63 None,
            };
            let pos = match st.literal(pos, ".") {
                Some(next) => next,
                None => break 'seq63 None,
            };
            let pos = match r_digits(st, pos) {
                Some(next) => next,
                None => break 'seq63 None,
            };
            let pos = match st.literal(pos, ".") {
                Some(next) => next,
                None => break 'seq63 None,
            };
            let pos = match r_digits(st, pos) {
                Some(next) => next,
                None => break 'seq63 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "hostnumber", mark),
            Some(_) => st.succeed(pos, "hostnumber", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_hostnumber<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Hostnumber<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let mut f2 = None;
        let mut f3 = None;
        let end = 'seq64: {
            let pos = match match b_digits(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq64 None,
            };
            let pos = match st.byte_in(pos, &CLASS_12) {
                Some(next) => next,
                None => break 'seq64 None,
            };
            let pos = match match b_digits(st, pos) {
                Some((end, value)) => {
                    f1 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq64 None,
            };
            let pos = match st.byte_in(pos, &CLASS_12) {
                Some(next) => next,
                None => break 'seq64 None,
            };
            let pos = match match b_digits(st, pos) {
                Some((end, value)) => {
                    f2 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq64 None,
            };
            let pos = match st.byte_in(pos, &CLASS_12) {
                Some(next) => next,
                None => break 'seq64 None,
            };
            let pos = match match b_digits(st, pos) {
                Some((end, value)) => {
                    f3 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq64 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Hostnumber {
                digits: f0?,
                digits_2: f1?,
                digits_3: f2?,
                digits_4: f3?,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_port(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = {
            let end = st.scan(pos, &CLASS_9);
            if end - pos >= 1usize { Some(end) } else { None }
        };
        end
    }
    #[cold]
    pub(super) fn r_port(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_port(st, pos);
        match end {
            None => st.fail(pos, "port", mark),
            Some(_) => st.succeed(pos, "port", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_port<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Port<'i>)> {
        let end = m_port(st, pos)?;
        Some((
            end,
            super::Port {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_user(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_1));
        end
    }
    #[cold]
    pub(super) fn r_user(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_user(st, pos);
        match end {
            None => st.fail(pos, "user", mark),
            Some(_) => st.succeed(pos, "user", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_user<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::User<'i>)> {
        let end = m_user(st, pos)?;
        Some((
            end,
            super::User {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_password(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_1));
        end
    }
    #[cold]
    pub(super) fn r_password(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_password(st, pos);
        match end {
            None => st.fail(pos, "password", mark),
            Some(_) => st.succeed(pos, "password", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_password<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Password<'i>)> {
        let end = m_password(st, pos)?;
        Some((
            end,
            super::Password {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_urlpath(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_0));
        end
    }
    #[cold]
    pub(super) fn r_urlpath(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_urlpath(st, pos);
        match end {
            None => st.fail(pos, "urlpath", mark),
            Some(_) => st.succeed(pos, "urlpath", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_urlpath<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Urlpath<'i>)> {
        let end = m_urlpath(st, pos)?;
        Some((
            end,
            super::Urlpath {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_ftpurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq65: {
            let pos = match st.literal_folding(pos, "ftp://") {
                Some(next) => next,
                None => break 'seq65 None,
            };
            let pos = match m_login(st, pos) {
                Some(next) => next,
                None => break 'seq65 None,
            };
            let pos = match {
                match 'seq66: {
                    let pos = match st.byte_in(pos, &CLASS_6) {
                        Some(next) => next,
                        None => break 'seq66 None,
                    };
                    let pos = match m_fpath(st, pos) {
                        Some(next) => next,
                        None => break 'seq66 None,
                    };
                    let pos = match {
                        match 'seq67: {
                            let pos = match st.literal(pos, ";type=") {
                                Some(next) => next,
                                None => break 'seq67 None,
                            };
                            let pos = match st.byte_in(pos, &CLASS_14) {
                                Some(next) => next,
                                None => break 'seq67 None,
                            };
                            Some(pos)
                        } {
                            Some(end) => Some(end),
                            None => Some(pos),
                        }
                    } {
                        Some(next) => next,
                        None => break 'seq66 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq65 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_ftpurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq68: {
            let pos = match st.literal_folding(pos, "ftp://") {
                Some(next) => next,
                None => break 'seq68 None,
            };
            let pos = match r_login(st, pos) {
                Some(next) => next,
                None => break 'seq68 None,
            };
            let pos = match {
                match 'seq69: {
                    let pos = match st.literal(pos, "/") {
                        Some(next) => next,
                        None => break 'seq69 None,
                    };
                    let pos = match r_fpath(st, pos) {
                        Some(next) => next,
                        None => break 'seq69 None,
                    };
                    let pos = match {
                        match 'seq70: {
                            let pos = match st.literal(pos, ";type=") {
                                Some(next) => next,
                                None => break 'seq70 None,
                            };
                            let pos = match r_ftptype(st, pos) {
                                Some(next) => next,
                                None => break 'seq70 None,
                            };
                            Some(pos)
                        } {
                            Some(end) => Some(end),
                            None => Some(pos),
                        }
                    } {
                        Some(next) => next,
                        None => break 'seq69 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq68 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "ftpurl", mark),
            Some(_) => st.succeed(pos, "ftpurl", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_ftpurl<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Ftpurl<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let mut f2 = None;
        let end = 'seq71: {
            let pos = match st.literal_folding(pos, "ftp://") {
                Some(next) => next,
                None => break 'seq71 None,
            };
            let pos = match match b_login(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq71 None,
            };
            let pos = match {
                match 'seq72: {
                    let pos = match st.byte_in(pos, &CLASS_6) {
                        Some(next) => next,
                        None => break 'seq72 None,
                    };
                    let pos = match match b_fpath(st, pos) {
                        Some((end, value)) => {
                            f1 = Some(value);
                            Some(end)
                        }
                        None => None,
                    } {
                        Some(next) => next,
                        None => break 'seq72 None,
                    };
                    let pos = match {
                        match 'seq73: {
                            let pos = match st.literal(pos, ";type=") {
                                Some(next) => next,
                                None => break 'seq73 None,
                            };
                            let pos = match match b_ftptype(st, pos) {
                                Some((end, value)) => {
                                    f2 = Some(value);
                                    Some(end)
                                }
                                None => None,
                            } {
                                Some(next) => next,
                                None => break 'seq73 None,
                            };
                            Some(pos)
                        } {
                            Some(end) => Some(end),
                            None => {
                                f2 = None;
                                Some(pos)
                            }
                        }
                    } {
                        Some(next) => next,
                        None => break 'seq72 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => {
                        f1 = None;
                        f2 = None;
                        Some(pos)
                    }
                }
            } {
                Some(next) => next,
                None => break 'seq71 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Ftpurl {
                login: f0?,
                fpath: f1,
                ftptype: f2,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_fpath(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_2));
        end
    }
    #[cold]
    pub(super) fn r_fpath(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq74: {
            let pos = match r_fsegment(st, pos) {
                Some(next) => next,
                None => break 'seq74 None,
            };
            let pos = match {
                let mut pos = pos;
                loop {
                    match 'seq75: {
                        let pos = match st.literal(pos, "/") {
                            Some(next) => next,
                            None => break 'seq75 None,
                        };
                        let pos = match r_fsegment(st, pos) {
                            Some(next) => next,
                            None => break 'seq75 None,
                        };
                        Some(pos)
                    } {
                        Some(next) if next != pos => pos = next,
                        Some(_) => break,
                        None => break,
                    }
                }
                Some(pos)
            } {
                Some(next) => next,
                None => break 'seq74 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "fpath", mark),
            Some(_) => st.succeed(pos, "fpath", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_fpath<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Fpath<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let end = 'seq76: {
            let pos = match match b_fsegment(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq76 None,
            };
            let pos = match {
                let start = pos;
                match {
                    match 'seq77: {
                        let pos = match st.byte_in(pos, &CLASS_6) {
                            Some(next) => next,
                            None => break 'seq77 None,
                        };
                        let pos = match Some(st.escaped(pos, &ESCAPED_2)) {
                            Some(next) => next,
                            None => break 'seq77 None,
                        };
                        Some(pos)
                    } {
                        Some(end) => Some(end),
                        None => Some(pos),
                    }
                } {
                    Some(end) => {
                        f1 = Some(List::new(st.input(), start, end, n_fpath_1));
                        Some(end)
                    }
                    None => None,
                }
            } {
                Some(next) => next,
                None => break 'seq76 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Fpath {
                fsegment: ::url_runtime::Separated::new(
                    f0?,
                    f1.unwrap_or_else(|| List::empty(n_fpath_1)),
                ),
                __token: token,
            },
        ))
    }
    pub(super) fn n_fpath_1<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Fsegment<'i>)> {
        let mut f0 = None;
        let end = 'seq78: {
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq78 None,
            };
            let pos = match match b_fsegment(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq78 None,
            };
            Some(pos)
        };
        Some((end?, f0?))
    }
    #[inline]
    pub(super) fn m_fsegment(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_3));
        end
    }
    #[cold]
    pub(super) fn r_fsegment(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_fsegment(st, pos);
        match end {
            None => st.fail(pos, "fsegment", mark),
            Some(_) => st.succeed(pos, "fsegment", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_fsegment<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Fsegment<'i>)> {
        let end = m_fsegment(st, pos)?;
        Some((
            end,
            super::Fsegment {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_ftptype(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.byte_in(pos, &CLASS_14);
        end
    }
    #[cold]
    pub(super) fn r_ftptype(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_ftptype(st, pos);
        match end {
            None => st.fail(pos, "ftptype", mark),
            Some(_) => st.succeed(pos, "ftptype", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_ftptype<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Ftptype<'i>)> {
        let end = m_ftptype(st, pos)?;
        Some((
            end,
            super::Ftptype {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_fileurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq79: {
            let pos = match st.literal_folding(pos, "file://") {
                Some(next) => next,
                None => break 'seq79 None,
            };
            let pos = match {
                match 'alt80: {
                    if let Some(end) = m_host(st, pos) {
                        break 'alt80 Some(end);
                    }
                    if let Some(end) = st.literal(pos, "localhost") {
                        break 'alt80 Some(end);
                    }
                    None
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq79 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq79 None,
            };
            let pos = match m_fpath(st, pos) {
                Some(next) => next,
                None => break 'seq79 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_fileurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq81: {
            let pos = match st.literal_folding(pos, "file://") {
                Some(next) => next,
                None => break 'seq81 None,
            };
            let pos = match {
                match 'alt82: {
                    if let Some(end) = r_host(st, pos) {
                        break 'alt82 Some(end);
                    }
                    if let Some(end) = st.literal(pos, "localhost") {
                        break 'alt82 Some(end);
                    }
                    None
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq81 None,
            };
            let pos = match st.literal(pos, "/") {
                Some(next) => next,
                None => break 'seq81 None,
            };
            let pos = match r_fpath(st, pos) {
                Some(next) => next,
                None => break 'seq81 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "fileurl", mark),
            Some(_) => st.succeed(pos, "fileurl", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_fileurl<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Fileurl<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let end = 'seq83: {
            let pos = match st.literal_folding(pos, "file://") {
                Some(next) => next,
                None => break 'seq83 None,
            };
            let pos = match {
                match 'alt84: {
                    if let Some(end) = match b_host(st, pos) {
                        Some((end, value)) => {
                            f0 = Some(value);
                            Some(end)
                        }
                        None => None,
                    } {
                        break 'alt84 Some(end);
                    }
                    f0 = None;
                    if let Some(end) = st.literal(pos, "localhost") {
                        break 'alt84 Some(end);
                    }
                    None
                } {
                    Some(end) => Some(end),
                    None => {
                        f0 = None;
                        Some(pos)
                    }
                }
            } {
                Some(next) => next,
                None => break 'seq83 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq83 None,
            };
            let pos = match match b_fpath(st, pos) {
                Some((end, value)) => {
                    f1 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq83 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Fileurl {
                host: f0,
                fpath: f1?,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_httpurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq85: {
            let pos = match st.literal_folding(pos, "http://") {
                Some(next) => next,
                None => break 'seq85 None,
            };
            let pos = match m_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq85 None,
            };
            let pos = match {
                match 'seq86: {
                    let pos = match st.byte_in(pos, &CLASS_6) {
                        Some(next) => next,
                        None => break 'seq86 None,
                    };
                    let pos = match m_hpath(st, pos) {
                        Some(next) => next,
                        None => break 'seq86 None,
                    };
                    let pos = match {
                        match 'seq87: {
                            let pos = match st.byte_in(pos, &CLASS_17) {
                                Some(next) => next,
                                None => break 'seq87 None,
                            };
                            let pos = match Some(st.escaped(pos, &ESCAPED_4)) {
                                Some(next) => next,
                                None => break 'seq87 None,
                            };
                            Some(pos)
                        } {
                            Some(end) => Some(end),
                            None => Some(pos),
                        }
                    } {
                        Some(next) => next,
                        None => break 'seq86 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq85 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_httpurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq88: {
            let pos = match st.literal_folding(pos, "http://") {
                Some(next) => next,
                None => break 'seq88 None,
            };
            let pos = match r_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq88 None,
            };
            let pos = match {
                match 'seq89: {
                    let pos = match st.literal(pos, "/") {
                        Some(next) => next,
                        None => break 'seq89 None,
                    };
                    let pos = match r_hpath(st, pos) {
                        Some(next) => next,
                        None => break 'seq89 None,
                    };
                    let pos = match {
                        match 'seq90: {
                            let pos = match st.literal(pos, "?") {
                                Some(next) => next,
                                None => break 'seq90 None,
                            };
                            let pos = match r_search(st, pos) {
                                Some(next) => next,
                                None => break 'seq90 None,
                            };
                            Some(pos)
                        } {
                            Some(end) => Some(end),
                            None => Some(pos),
                        }
                    } {
                        Some(next) => next,
                        None => break 'seq89 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq88 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "httpurl", mark),
            Some(_) => st.succeed(pos, "httpurl", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_httpurl<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Httpurl<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let mut f2 = None;
        let end = 'seq91: {
            let pos = match st.literal_folding(pos, "http://") {
                Some(next) => next,
                None => break 'seq91 None,
            };
            let pos = match match b_hostport(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq91 None,
            };
            let pos = match {
                match 'seq92: {
                    let pos = match st.byte_in(pos, &CLASS_6) {
                        Some(next) => next,
                        None => break 'seq92 None,
                    };
                    let pos = match match b_hpath(st, pos) {
                        Some((end, value)) => {
                            f1 = Some(value);
                            Some(end)
                        }
                        None => None,
                    } {
                        Some(next) => next,
                        None => break 'seq92 None,
                    };
                    let pos = match {
                        match 'seq93: {
                            let pos = match st.byte_in(pos, &CLASS_17) {
                                Some(next) => next,
                                None => break 'seq93 None,
                            };
                            let pos = match match b_search(st, pos) {
                                Some((end, value)) => {
                                    f2 = Some(value);
                                    Some(end)
                                }
                                None => None,
                            } {
                                Some(next) => next,
                                None => break 'seq93 None,
                            };
                            Some(pos)
                        } {
                            Some(end) => Some(end),
                            None => {
                                f2 = None;
                                Some(pos)
                            }
                        }
                    } {
                        Some(next) => next,
                        None => break 'seq92 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => {
                        f1 = None;
                        f2 = None;
                        Some(pos)
                    }
                }
            } {
                Some(next) => next,
                None => break 'seq91 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Httpurl {
                hostport: f0?,
                hpath: f1,
                search: f2,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_hpath(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_5));
        end
    }
    #[cold]
    pub(super) fn r_hpath(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq94: {
            let pos = match r_hsegment(st, pos) {
                Some(next) => next,
                None => break 'seq94 None,
            };
            let pos = match {
                let mut pos = pos;
                loop {
                    match 'seq95: {
                        let pos = match st.literal(pos, "/") {
                            Some(next) => next,
                            None => break 'seq95 None,
                        };
                        let pos = match r_hsegment(st, pos) {
                            Some(next) => next,
                            None => break 'seq95 None,
                        };
                        Some(pos)
                    } {
                        Some(next) if next != pos => pos = next,
                        Some(_) => break,
                        None => break,
                    }
                }
                Some(pos)
            } {
                Some(next) => next,
                None => break 'seq94 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "hpath", mark),
            Some(_) => st.succeed(pos, "hpath", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_hpath<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Hpath<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let end = 'seq96: {
            let pos = match match b_hsegment(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq96 None,
            };
            let pos = match {
                let start = pos;
                match {
                    match 'seq97: {
                        let pos = match st.byte_in(pos, &CLASS_6) {
                            Some(next) => next,
                            None => break 'seq97 None,
                        };
                        let pos = match Some(st.escaped(pos, &ESCAPED_5)) {
                            Some(next) => next,
                            None => break 'seq97 None,
                        };
                        Some(pos)
                    } {
                        Some(end) => Some(end),
                        None => Some(pos),
                    }
                } {
                    Some(end) => {
                        f1 = Some(List::new(st.input(), start, end, n_hpath_1));
                        Some(end)
                    }
                    None => None,
                }
            } {
                Some(next) => next,
                None => break 'seq96 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Hpath {
                hsegment: ::url_runtime::Separated::new(
                    f0?,
                    f1.unwrap_or_else(|| List::empty(n_hpath_1)),
                ),
                __token: token,
            },
        ))
    }
    pub(super) fn n_hpath_1<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Hsegment<'i>)> {
        let mut f0 = None;
        let end = 'seq98: {
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq98 None,
            };
            let pos = match match b_hsegment(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq98 None,
            };
            Some(pos)
        };
        Some((end?, f0?))
    }
    #[inline]
    pub(super) fn m_hsegment(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_4));
        end
    }
    #[cold]
    pub(super) fn r_hsegment(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_hsegment(st, pos);
        match end {
            None => st.fail(pos, "hsegment", mark),
            Some(_) => st.succeed(pos, "hsegment", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_hsegment<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Hsegment<'i>)> {
        let end = m_hsegment(st, pos)?;
        Some((
            end,
            super::Hsegment {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_search(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_4));
        end
    }
    #[cold]
    pub(super) fn r_search(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_search(st, pos);
        match end {
            None => st.fail(pos, "search", mark),
            Some(_) => st.succeed(pos, "search", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_search<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Search<'i>)> {
        let end = m_search(st, pos)?;
        Some((
            end,
            super::Search {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_gopherurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq99: {
            let pos = match st.literal_folding(pos, "gopher://") {
                Some(next) => next,
                None => break 'seq99 None,
            };
            let pos = match m_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq99 None,
            };
            let pos = match {
                match 'seq100: {
                    let pos = match st.byte_in(pos, &CLASS_6) {
                        Some(next) => next,
                        None => break 'seq100 None,
                    };
                    let pos = match {
                        match 'seq101: {
                            let pos = match 'alt102: {
                                if let Some(end) = st.byte_in(pos, &CLASS_1) {
                                    break 'alt102 Some(end);
                                }
                                if let Some(end) = 'seq103: {
                                    let pos = match st.byte_in(pos, &CLASS_2) {
                                        Some(next) => next,
                                        None => break 'seq103 None,
                                    };
                                    let pos = match st.byte_in(pos, &CLASS_3) {
                                        Some(next) => next,
                                        None => break 'seq103 None,
                                    };
                                    let pos = match st.byte_in(pos, &CLASS_3) {
                                        Some(next) => next,
                                        None => break 'seq103 None,
                                    };
                                    Some(pos)
                                } {
                                    break 'alt102 Some(end);
                                }
                                None
                            } {
                                Some(next) => next,
                                None => break 'seq101 None,
                            };
                            let pos = match {
                                match 'seq104: {
                                    let pos = match Some(st.escaped(pos, &ESCAPED_6)) {
                                        Some(next) => next,
                                        None => break 'seq104 None,
                                    };
                                    let pos = match 'alt105: {
                                        if let Some(end) = {
                                            let ahead = 'seq106: {
                                                let pos = match st.literal(pos, "%09") {
                                                    Some(next) => next,
                                                    None => break 'seq106 None,
                                                };
                                                let pos = match Some(st.escaped(pos, &ESCAPED_7)) {
                                                    Some(next) => next,
                                                    None => break 'seq106 None,
                                                };
                                                let pos = match {
                                                    match 'seq107: {
                                                        let pos = match st.literal(pos, "%09") {
                                                            Some(next) => next,
                                                            None => break 'seq107 None,
                                                        };
                                                        let pos = match Some(st.escaped(pos, &ESCAPED_0)) {
                                                            Some(next) => next,
                                                            None => break 'seq107 None,
                                                        };
                                                        Some(pos)
                                                    } {
                                                        Some(end) => Some(end),
                                                        None => Some(pos),
                                                    }
                                                } {
                                                    Some(next) => next,
                                                    None => break 'seq106 None,
                                                };
                                                let pos = match {
                                                    let ahead = 'alt108: {
                                                        if let Some(end) = st.byte_in(pos, &CLASS_1) {
                                                            break 'alt108 Some(end);
                                                        }
                                                        if let Some(end) = 'seq109: {
                                                            let pos = match st.byte_in(pos, &CLASS_2) {
                                                                Some(next) => next,
                                                                None => break 'seq109 None,
                                                            };
                                                            let pos = match st.byte_in(pos, &CLASS_3) {
                                                                Some(next) => next,
                                                                None => break 'seq109 None,
                                                            };
                                                            let pos = match st.byte_in(pos, &CLASS_3) {
                                                                Some(next) => next,
                                                                None => break 'seq109 None,
                                                            };
                                                            Some(pos)
                                                        } {
                                                            break 'alt108 Some(end);
                                                        }
                                                        None
                                                    };
                                                    match ahead {
                                                        Some(_) => None,
                                                        None => Some(pos),
                                                    }
                                                } {
                                                    Some(next) => next,
                                                    None => break 'seq106 None,
                                                };
                                                Some(pos)
                                            };
                                            ahead.map(|_| pos)
                                        } {
                                            break 'alt105 Some(end);
                                        }
                                        if let Some(end) = Some(st.escaped(pos, &ESCAPED_0)) {
                                            break 'alt105 Some(end);
                                        }
                                        None
                                    } {
                                        Some(next) => next,
                                        None => break 'seq104 None,
                                    };
                                    let pos = match {
                                        match 'seq110: {
                                            let pos = match st.literal(pos, "%09") {
                                                Some(next) => next,
                                                None => break 'seq110 None,
                                            };
                                            let pos = match Some(st.escaped(pos, &ESCAPED_7)) {
                                                Some(next) => next,
                                                None => break 'seq110 None,
                                            };
                                            let pos = match {
                                                match 'seq111: {
                                                    let pos = match st.literal(pos, "%09") {
                                                        Some(next) => next,
                                                        None => break 'seq111 None,
                                                    };
                                                    let pos = match Some(st.escaped(pos, &ESCAPED_0)) {
                                                        Some(next) => next,
                                                        None => break 'seq111 None,
                                                    };
                                                    Some(pos)
                                                } {
                                                    Some(end) => Some(end),
                                                    None => Some(pos),
                                                }
                                            } {
                                                Some(next) => next,
                                                None => break 'seq110 None,
                                            };
                                            Some(pos)
                                        } {
                                            Some(end) => Some(end),
                                            None => Some(pos),
                                        }
                                    } {
                                        Some(next) => next,
                                        None => break 'seq104 None,
                                    };
                                    Some(pos)
                                } {
                                    Some(end) => Some(end),
                                    None => Some(pos),
                                }
                            } {
                                Some(next) => next,
                                None => break 'seq101 None,
                            };
                            Some(pos)
                        } {
                            Some(end) => Some(end),
                            None => Some(pos),
                        }
                    } {
                        Some(next) => next,
                        None => break 'seq100 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq99 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_gopherurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq112: {
            let pos = match st.literal_folding(pos, "gopher://") {
                Some(next) => next,
                None => break 'seq112 None,
            };
            let pos = match r_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq112 None,
            };
            let pos = match {
                match 'seq113: {
                    let pos = match st.literal(pos, "/") {
                        Some(next) => next,
                        None => break 'seq113 None,
                    };
                    let pos = match {
                        match 'seq114: {
                            let pos = match r_gtype(st, pos) {
                                Some(next) => next,
                                None => break 'seq114 None,
                            };
                            let pos = match {
                                match 'seq115: {
                                    let pos = match r_gopher_selector(st, pos) {
                                        Some(next) => next,
                                        None => break 'seq115 None,
                                    };
                                    let pos = match {
                                        match 'seq116: {
                                            let pos = match st.literal(pos, "%09") {
                                                Some(next) => next,
                                                None => break 'seq116 None,
                                            };
                                            let pos = match r_gopher_search(st, pos) {
                                                Some(next) => next,
                                                None => break 'seq116 None,
                                            };
                                            let pos = match {
                                                match 'seq117: {
                                                    let pos = match st.literal(pos, "%09") {
                                                        Some(next) => next,
                                                        None => break 'seq117 None,
                                                    };
                                                    let pos = match r_gopher_plus_string(st, pos) {
                                                        Some(next) => next,
                                                        None => break 'seq117 None,
                                                    };
                                                    Some(pos)
                                                } {
                                                    Some(end) => Some(end),
                                                    None => Some(pos),
                                                }
                                            } {
                                                Some(next) => next,
                                                None => break 'seq116 None,
                                            };
                                            Some(pos)
                                        } {
                                            Some(end) => Some(end),
                                            None => Some(pos),
                                        }
                                    } {
                                        Some(next) => next,
                                        None => break 'seq115 None,
                                    };
                                    Some(pos)
                                } {
                                    Some(end) => Some(end),
                                    None => Some(pos),
                                }
                            } {
                                Some(next) => next,
                                None => break 'seq114 None,
                            };
                            Some(pos)
                        } {
                            Some(end) => Some(end),
                            None => Some(pos),
                        }
                    } {
                        Some(next) => next,
                        None => break 'seq113 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq112 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "gopherurl", mark),
            Some(_) => st.succeed(pos, "gopherurl", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_gopherurl<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Gopherurl<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let mut f2 = None;
        let mut f3 = None;
        let mut f4 = None;
        let end = 'seq118: {
            let pos = match st.literal_folding(pos, "gopher://") {
                Some(next) => next,
                None => break 'seq118 None,
            };
            let pos = match match b_hostport(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq118 None,
            };
            let pos = match {
                match 'seq119: {
                    let pos = match st.byte_in(pos, &CLASS_6) {
                        Some(next) => next,
                        None => break 'seq119 None,
                    };
                    let pos = match {
                        match 'seq120: {
                            let pos = match match b_gtype(st, pos) {
                                Some((end, value)) => {
                                    f1 = Some(value);
                                    Some(end)
                                }
                                None => None,
                            } {
                                Some(next) => next,
                                None => break 'seq120 None,
                            };
                            let pos = match {
                                match 'seq121: {
                                    let pos = match match b_gopher_selector(st, pos) {
                                        Some((end, value)) => {
                                            f2 = Some(value);
                                            Some(end)
                                        }
                                        None => None,
                                    } {
                                        Some(next) => next,
                                        None => break 'seq121 None,
                                    };
                                    let pos = match {
                                        match 'seq122: {
                                            let pos = match st.literal(pos, "%09") {
                                                Some(next) => next,
                                                None => break 'seq122 None,
                                            };
                                            let pos = match match b_gopher_search(st, pos) {
                                                Some((end, value)) => {
                                                    f3 = Some(value);
                                                    Some(end)
                                                }
                                                None => None,
                                            } {
                                                Some(next) => next,
                                                None => break 'seq122 None,
                                            };
                                            let pos = match {
                                                match 'seq123: {
                                                    let pos = match st.literal(pos, "%09") {
                                                        Some(next) => next,
                                                        None => break 'seq123 None,
                                                    };
                                                    let pos = match match b_gopher_plus_string(st, pos) {
                                                        Some((end, value)) => {
                                                            f4 = Some(value);
                                                            Some(end)
                                                        }
                                                        None => None,
                                                    } {
                                                        Some(next) => next,
                                                        None => break 'seq123 None,
                                                    };
                                                    Some(pos)
                                                } {
                                                    Some(end) => Some(end),
                                                    None => {
                                                        f4 = None;
                                                        Some(pos)
                                                    }
                                                }
                                            } {
                                                Some(next) => next,
                                                None => break 'seq122 None,
                                            };
                                            Some(pos)
                                        } {
                                            Some(end) => Some(end),
                                            None => {
                                                f3 = None;
                                                f4 = None;
                                                Some(pos)
                                            }
                                        }
                                    } {
                                        Some(next) => next,
                                        None => break 'seq121 None,
                                    };
                                    Some(pos)
                                } {
                                    Some(end) => Some(end),
                                    None => {
                                        f2 = None;
                                        f3 = None;
                                        f4 = None;
                                        Some(pos)
                                    }
                                }
                            } {
                                Some(next) => next,
                                None => break 'seq120 None,
                            };
                            Some(pos)
                        } {
                            Some(end) => Some(end),
                            None => {
                                f1 = None;
                                f2 = None;
                                f3 = None;
                                f4 = None;
                                Some(pos)
                            }
                        }
                    } {
                        Some(next) => next,
                        None => break 'seq119 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => {
                        f1 = None;
                        f2 = None;
                        f3 = None;
                        f4 = None;
                        Some(pos)
                    }
                }
            } {
                Some(next) => next,
                None => break 'seq118 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Gopherurl {
                hostport: f0?,
                gtype: f1,
                selector: f2,
                search: f3,
                gopher_plus_string: f4,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_gtype(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'alt124: {
            if let Some(end) = st.byte_in(pos, &CLASS_1) {
                break 'alt124 Some(end);
            }
            if let Some(end) = 'seq125: {
                let pos = match st.byte_in(pos, &CLASS_2) {
                    Some(next) => next,
                    None => break 'seq125 None,
                };
                let pos = match st.byte_in(pos, &CLASS_3) {
                    Some(next) => next,
                    None => break 'seq125 None,
                };
                let pos = match st.byte_in(pos, &CLASS_3) {
                    Some(next) => next,
                    None => break 'seq125 None,
                };
                Some(pos)
            } {
                break 'alt124 Some(end);
            }
            None
        };
        end
    }
    #[cold]
    pub(super) fn r_gtype(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_gtype(st, pos);
        match end {
            None => st.fail(pos, "gtype", mark),
            Some(_) => st.succeed(pos, "gtype", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_gtype<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Gtype<'i>)> {
        let end = m_gtype(st, pos)?;
        Some((
            end,
            super::Gtype {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_selector(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_0));
        end
    }
    #[cold]
    pub(super) fn r_selector(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_selector(st, pos);
        match end {
            None => st.fail(pos, "selector", mark),
            Some(_) => st.succeed(pos, "selector", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_selector<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Selector<'i>)> {
        let end = m_selector(st, pos)?;
        Some((
            end,
            super::Selector {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_gopher_plus_string(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_0));
        end
    }
    #[cold]
    pub(super) fn r_gopher_plus_string(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_gopher_plus_string(st, pos);
        match end {
            None => st.fail(pos, "gopher_plus_string", mark),
            Some(_) => st.succeed(pos, "gopher_plus_string", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_gopher_plus_string<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::GopherPlusString<'i>)> {
        let end = m_gopher_plus_string(st, pos)?;
        Some((
            end,
            super::GopherPlusString {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_gopher_selector(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq126: {
            let pos = match Some(st.escaped(pos, &ESCAPED_6)) {
                Some(next) => next,
                None => break 'seq126 None,
            };
            let pos = match 'alt127: {
                if let Some(end) = {
                    let ahead = 'seq128: {
                        let pos = match st.literal(pos, "%09") {
                            Some(next) => next,
                            None => break 'seq128 None,
                        };
                        let pos = match Some(st.escaped(pos, &ESCAPED_7)) {
                            Some(next) => next,
                            None => break 'seq128 None,
                        };
                        let pos = match {
                            match 'seq129: {
                                let pos = match st.literal(pos, "%09") {
                                    Some(next) => next,
                                    None => break 'seq129 None,
                                };
                                let pos = match Some(st.escaped(pos, &ESCAPED_0)) {
                                    Some(next) => next,
                                    None => break 'seq129 None,
                                };
                                Some(pos)
                            } {
                                Some(end) => Some(end),
                                None => Some(pos),
                            }
                        } {
                            Some(next) => next,
                            None => break 'seq128 None,
                        };
                        let pos = match {
                            let ahead = 'alt130: {
                                if let Some(end) = st.byte_in(pos, &CLASS_1) {
                                    break 'alt130 Some(end);
                                }
                                if let Some(end) = 'seq131: {
                                    let pos = match st.byte_in(pos, &CLASS_2) {
                                        Some(next) => next,
                                        None => break 'seq131 None,
                                    };
                                    let pos = match st.byte_in(pos, &CLASS_3) {
                                        Some(next) => next,
                                        None => break 'seq131 None,
                                    };
                                    let pos = match st.byte_in(pos, &CLASS_3) {
                                        Some(next) => next,
                                        None => break 'seq131 None,
                                    };
                                    Some(pos)
                                } {
                                    break 'alt130 Some(end);
                                }
                                None
                            };
                            match ahead {
                                Some(_) => None,
                                None => Some(pos),
                            }
                        } {
                            Some(next) => next,
                            None => break 'seq128 None,
                        };
                        Some(pos)
                    };
                    ahead.map(|_| pos)
                } {
                    break 'alt127 Some(end);
                }
                if let Some(end) = Some(st.escaped(pos, &ESCAPED_0)) {
                    break 'alt127 Some(end);
                }
                None
            } {
                Some(next) => next,
                None => break 'seq126 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_gopher_selector(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_gopher_selector(st, pos);
        match end {
            None => st.fail(pos, "gopher_selector", mark),
            Some(_) => st.succeed(pos, "gopher_selector", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_gopher_selector<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::GopherSelector<'i>)> {
        let end = m_gopher_selector(st, pos)?;
        Some((
            end,
            super::GopherSelector {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_gopher_search(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_7));
        end
    }
    #[cold]
    pub(super) fn r_gopher_search(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_gopher_search(st, pos);
        match end {
            None => st.fail(pos, "gopher_search", mark),
            Some(_) => st.succeed(pos, "gopher_search", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_gopher_search<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::GopherSearch<'i>)> {
        let end = m_gopher_search(st, pos)?;
        Some((
            end,
            super::GopherSearch {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_gopher_search_tail(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq132: {
            let pos = match st.literal(pos, "%09") {
                Some(next) => next,
                None => break 'seq132 None,
            };
            let pos = match Some(st.escaped(pos, &ESCAPED_7)) {
                Some(next) => next,
                None => break 'seq132 None,
            };
            let pos = match {
                match 'seq133: {
                    let pos = match st.literal(pos, "%09") {
                        Some(next) => next,
                        None => break 'seq133 None,
                    };
                    let pos = match Some(st.escaped(pos, &ESCAPED_0)) {
                        Some(next) => next,
                        None => break 'seq133 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq132 None,
            };
            let pos = match {
                let ahead = 'alt134: {
                    if let Some(end) = st.byte_in(pos, &CLASS_1) {
                        break 'alt134 Some(end);
                    }
                    if let Some(end) = 'seq135: {
                        let pos = match st.byte_in(pos, &CLASS_2) {
                            Some(next) => next,
                            None => break 'seq135 None,
                        };
                        let pos = match st.byte_in(pos, &CLASS_3) {
                            Some(next) => next,
                            None => break 'seq135 None,
                        };
                        let pos = match st.byte_in(pos, &CLASS_3) {
                            Some(next) => next,
                            None => break 'seq135 None,
                        };
                        Some(pos)
                    } {
                        break 'alt134 Some(end);
                    }
                    None
                };
                match ahead {
                    Some(_) => None,
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq132 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_gopher_search_tail(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq136: {
            let pos = match st.literal(pos, "%09") {
                Some(next) => next,
                None => break 'seq136 None,
            };
            let pos = match r_gopher_search(st, pos) {
                Some(next) => next,
                None => break 'seq136 None,
            };
            let pos = match {
                match 'seq137: {
                    let pos = match st.literal(pos, "%09") {
                        Some(next) => next,
                        None => break 'seq137 None,
                    };
                    let pos = match r_gopher_plus_string(st, pos) {
                        Some(next) => next,
                        None => break 'seq137 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq136 None,
            };
            let pos = match {
                let lookahead = st.lookahead(false);
                let ahead = r_xchar(st, pos);
                st.end_lookahead(lookahead);
                match ahead {
                    Some(_) => None,
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq136 None,
            };
            Some(pos)
        };
        end
    }
    #[inline]
    pub(super) fn m_mailtourl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq138: {
            let pos = match st.literal_folding(pos, "mailto:") {
                Some(next) => next,
                None => break 'seq138 None,
            };
            let pos = match {
                let end = st.escaped(pos, &ESCAPED_0);
                if end - pos >= 1usize { Some(end) } else { None }
            } {
                Some(next) => next,
                None => break 'seq138 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_mailtourl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq139: {
            let pos = match st.literal_folding(pos, "mailto:") {
                Some(next) => next,
                None => break 'seq139 None,
            };
            let pos = match r_encoded822addr(st, pos) {
                Some(next) => next,
                None => break 'seq139 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "mailtourl", mark),
            Some(_) => st.succeed(pos, "mailtourl", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_mailtourl<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Mailtourl<'i>)> {
        let mut f0 = None;
        let end = 'seq140: {
            let pos = match st.literal_folding(pos, "mailto:") {
                Some(next) => next,
                None => break 'seq140 None,
            };
            let pos = match match b_encoded822addr(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq140 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Mailtourl {
                encoded822addr: f0?,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_encoded822addr(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = {
            let end = st.escaped(pos, &ESCAPED_0);
            if end - pos >= 1usize { Some(end) } else { None }
        };
        end
    }
    #[cold]
    pub(super) fn r_encoded822addr(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_encoded822addr(st, pos);
        match end {
            None => st.fail(pos, "encoded822addr", mark),
            Some(_) => st.succeed(pos, "encoded822addr", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_encoded822addr<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Encoded822addr<'i>)> {
        let end = m_encoded822addr(st, pos)?;
        Some((
            end,
            super::Encoded822addr {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_newsurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq141: {
            let pos = match st.literal_folding(pos, "news:") {
                Some(next) => next,
                None => break 'seq141 None,
            };
            let pos = match m_grouppart(st, pos) {
                Some(next) => next,
                None => break 'seq141 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_newsurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq142: {
            let pos = match st.literal_folding(pos, "news:") {
                Some(next) => next,
                None => break 'seq142 None,
            };
            let pos = match r_grouppart(st, pos) {
                Some(next) => next,
                None => break 'seq142 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "newsurl", mark),
            Some(_) => st.succeed(pos, "newsurl", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_newsurl<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Newsurl<'i>)> {
        let mut f0 = None;
        let end = 'seq143: {
            let pos = match st.literal_folding(pos, "news:") {
                Some(next) => next,
                None => break 'seq143 None,
            };
            let pos = match match b_grouppart(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq143 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Newsurl {
                grouppart: f0?,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_grouppart(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = match st.byte_at(pos) {
            Some(b'!' | b'$'..=b')' | b'+'..=b';' | b'=' | b'?' | b'_') => {
                m_article(st, pos)
            }
            Some(b'*') => 'alt144: {
                if let Some(end) = m_article(st, pos) {
                    break 'alt144 Some(end);
                }
                if let Some(end) = st.byte_in(pos, &CLASS_20) {
                    break 'alt144 Some(end);
                }
                None
            }
            Some(b'A'..=b'Z' | b'a'..=b'z') => 'alt145: {
                if let Some(end) = m_article(st, pos) {
                    break 'alt145 Some(end);
                }
                if let Some(end) = 'seq146: {
                    let pos = match st.byte_in(pos, &CLASS_13) {
                        Some(next) => next,
                        None => break 'seq146 None,
                    };
                    let pos = match Some(st.scan(pos, &CLASS_21)) {
                        Some(next) => next,
                        None => break 'seq146 None,
                    };
                    Some(pos)
                } {
                    break 'alt145 Some(end);
                }
                None
            }
            _ => None,
        };
        end
    }
    #[cold]
    pub(super) fn r_grouppart(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'alt147: {
            if let Some(end) = r_article(st, pos) {
                break 'alt147 Some(end);
            }
            if let Some(end) = st.literal(pos, "*") {
                break 'alt147 Some(end);
            }
            if let Some(end) = r_group(st, pos) {
                break 'alt147 Some(end);
            }
            None
        };
        match end {
            None => st.fail(pos, "grouppart", mark),
            Some(_) => st.succeed(pos, "grouppart", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_grouppart<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Grouppart<'i>)> {
        {
            let tail = |st: &mut State<'i>, pos: usize| -> Option<usize> {
                'seq148: { Some(pos) }
            };
            'alt149: {
                if let Some((end, value)) = b_article(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Grouppart::Article(value))),
                        None => break 'alt149,
                    }
                }
            }
        }
        {
            let tail = |st: &mut State<'i>, pos: usize| -> Option<usize> {
                'seq150: { Some(pos) }
            };
            'alt151: {
                if let Some((end, value)) = st
                    .byte_in(pos, &CLASS_20)
                    .map(|end| (end, Token::new(st, pos, end)))
                {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Grouppart::Star(value))),
                        None => break 'alt151,
                    }
                }
            }
        }
        {
            let tail = |st: &mut State<'i>, pos: usize| -> Option<usize> {
                'seq152: { Some(pos) }
            };
            'alt153: {
                if let Some((end, value)) = b_group(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Grouppart::Group(value))),
                        None => break 'alt153,
                    }
                }
            }
        }
        None
    }
    #[inline]
    pub(super) fn m_group(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq154: {
            let pos = match st.byte_in(pos, &CLASS_13) {
                Some(next) => next,
                None => break 'seq154 None,
            };
            let pos = match Some(st.scan(pos, &CLASS_21)) {
                Some(next) => next,
                None => break 'seq154 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_group(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_group(st, pos);
        match end {
            None => st.fail(pos, "group", mark),
            Some(_) => st.succeed(pos, "group", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_group<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Group<'i>)> {
        let end = m_group(st, pos)?;
        Some((
            end,
            super::Group {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_article(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq155: {
            let pos = match {
                let end = st.escaped(pos, &ESCAPED_8);
                if end - pos >= 1usize { Some(end) } else { None }
            } {
                Some(next) => next,
                None => break 'seq155 None,
            };
            let pos = match st.byte_in(pos, &CLASS_8) {
                Some(next) => next,
                None => break 'seq155 None,
            };
            let pos = match m_host(st, pos) {
                Some(next) => next,
                None => break 'seq155 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_article(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq156: {
            let pos = match {
                let mut pos = pos;
                let mut count: u32 = 0;
                let matched = loop {
                    match 'alt157: {
                        if let Some(end) = r_uchar(st, pos) {
                            break 'alt157 Some(end);
                        }
                        if let Some(end) = st.literal(pos, ";") {
                            break 'alt157 Some(end);
                        }
                        if let Some(end) = st.literal(pos, "/") {
                            break 'alt157 Some(end);
                        }
                        if let Some(end) = st.literal(pos, "?") {
                            break 'alt157 Some(end);
                        }
                        if let Some(end) = st.literal(pos, ":") {
                            break 'alt157 Some(end);
                        }
                        if let Some(end) = st.literal(pos, "&") {
                            break 'alt157 Some(end);
                        }
                        if let Some(end) = st.literal(pos, "=") {
                            break 'alt157 Some(end);
                        }
                        None
                    } {
                        Some(next) => {
                            count += 1;
                            if next == pos && count > 1u32 {
                                break true;
                            }
                            pos = next;
                        }
                        None => {
                            if count < 1u32 {
                                break false;
                            }
                            break true;
                        }
                    }
                };
                if matched { Some(pos) } else { None }
            } {
                Some(next) => next,
                None => break 'seq156 None,
            };
            let pos = match st.literal(pos, "@") {
                Some(next) => next,
                None => break 'seq156 None,
            };
            let pos = match r_host(st, pos) {
                Some(next) => next,
                None => break 'seq156 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "article", mark),
            Some(_) => st.succeed(pos, "article", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_article<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Article<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let end = 'seq158: {
            let pos = match {
                let start = pos;
                match {
                    let end = st.escaped(pos, &ESCAPED_8);
                    if end - pos >= 1usize { Some(end) } else { None }
                } {
                    Some(end) => {
                        f0 = Some(List::new(st.input(), start, end, n_article_0));
                        Some(end)
                    }
                    None => None,
                }
            } {
                Some(next) => next,
                None => break 'seq158 None,
            };
            let pos = match st.byte_in(pos, &CLASS_8) {
                Some(next) => next,
                None => break 'seq158 None,
            };
            let pos = match match b_host(st, pos) {
                Some((end, value)) => {
                    f1 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq158 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Article {
                uchar_or_semicolon_or_slash_etc: f0
                    .unwrap_or_else(|| List::empty(n_article_0)),
                host: f1?,
                __token: token,
            },
        ))
    }
    pub(super) fn n_article_0<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::article::UcharOrSemicolonOrSlashEtc<'i>)> {
        let mut f0 = None;
        let end = {
            let built = {
                let mut out = None;
                match 'alt159: {
                    if let Some(end) = match b_uchar(st, pos) {
                        Some((end, value)) => {
                            out = Some(
                                super::article::UcharOrSemicolonOrSlashEtc::Uchar(value),
                            );
                            Some(end)
                        }
                        None => None,
                    } {
                        break 'alt159 Some(end);
                    }
                    out = None;
                    if let Some(end) = match st.byte_in(pos, &CLASS_23) {
                        Some(end) => {
                            out = Some(
                                super::article::UcharOrSemicolonOrSlashEtc::Semicolon(
                                    Token::new(st, pos, end),
                                ),
                            );
                            Some(end)
                        }
                        None => None,
                    } {
                        break 'alt159 Some(end);
                    }
                    out = None;
                    if let Some(end) = match st.byte_in(pos, &CLASS_6) {
                        Some(end) => {
                            out = Some(
                                super::article::UcharOrSemicolonOrSlashEtc::Slash(
                                    Token::new(st, pos, end),
                                ),
                            );
                            Some(end)
                        }
                        None => None,
                    } {
                        break 'alt159 Some(end);
                    }
                    out = None;
                    if let Some(end) = match st.byte_in(pos, &CLASS_17) {
                        Some(end) => {
                            out = Some(
                                super::article::UcharOrSemicolonOrSlashEtc::Question(
                                    Token::new(st, pos, end),
                                ),
                            );
                            Some(end)
                        }
                        None => None,
                    } {
                        break 'alt159 Some(end);
                    }
                    out = None;
                    if let Some(end) = match st.byte_in(pos, &CLASS_0) {
                        Some(end) => {
                            out = Some(
                                super::article::UcharOrSemicolonOrSlashEtc::Colon(
                                    Token::new(st, pos, end),
                                ),
                            );
                            Some(end)
                        }
                        None => None,
                    } {
                        break 'alt159 Some(end);
                    }
                    out = None;
                    if let Some(end) = match st.byte_in(pos, &CLASS_24) {
                        Some(end) => {
                            out = Some(
                                super::article::UcharOrSemicolonOrSlashEtc::Amp(
                                    Token::new(st, pos, end),
                                ),
                            );
                            Some(end)
                        }
                        None => None,
                    } {
                        break 'alt159 Some(end);
                    }
                    out = None;
                    if let Some(end) = match st.byte_in(pos, &CLASS_25) {
                        Some(end) => {
                            out = Some(
                                super::article::UcharOrSemicolonOrSlashEtc::Equals(
                                    Token::new(st, pos, end),
                                ),
                            );
                            Some(end)
                        }
                        None => None,
                    } {
                        break 'alt159 Some(end);
                    }
                    out = None;
                    None
                } {
                    Some(end) => out.map(|value| (end, value)),
                    None => None,
                }
            };
            match built {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            }
        };
        Some((end?, f0?))
    }
    #[inline]
    pub(super) fn m_nntpurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq160: {
            let pos = match st.literal_folding(pos, "nntp://") {
                Some(next) => next,
                None => break 'seq160 None,
            };
            let pos = match m_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq160 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq160 None,
            };
            let pos = match st.byte_in(pos, &CLASS_13) {
                Some(next) => next,
                None => break 'seq160 None,
            };
            let pos = match Some(st.scan(pos, &CLASS_21)) {
                Some(next) => next,
                None => break 'seq160 None,
            };
            let pos = match {
                match 'seq161: {
                    let pos = match st.byte_in(pos, &CLASS_6) {
                        Some(next) => next,
                        None => break 'seq161 None,
                    };
                    let pos = match {
                        let end = st.scan(pos, &CLASS_9);
                        if end - pos >= 1usize { Some(end) } else { None }
                    } {
                        Some(next) => next,
                        None => break 'seq161 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq160 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_nntpurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq162: {
            let pos = match st.literal_folding(pos, "nntp://") {
                Some(next) => next,
                None => break 'seq162 None,
            };
            let pos = match r_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq162 None,
            };
            let pos = match st.literal(pos, "/") {
                Some(next) => next,
                None => break 'seq162 None,
            };
            let pos = match r_group(st, pos) {
                Some(next) => next,
                None => break 'seq162 None,
            };
            let pos = match {
                match 'seq163: {
                    let pos = match st.literal(pos, "/") {
                        Some(next) => next,
                        None => break 'seq163 None,
                    };
                    let pos = match r_digits(st, pos) {
                        Some(next) => next,
                        None => break 'seq163 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq162 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "nntpurl", mark),
            Some(_) => st.succeed(pos, "nntpurl", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_nntpurl<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Nntpurl<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let mut f2 = None;
        let end = 'seq164: {
            let pos = match st.literal_folding(pos, "nntp://") {
                Some(next) => next,
                None => break 'seq164 None,
            };
            let pos = match match b_hostport(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq164 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq164 None,
            };
            let pos = match match b_group(st, pos) {
                Some((end, value)) => {
                    f1 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq164 None,
            };
            let pos = match {
                match 'seq165: {
                    let pos = match st.byte_in(pos, &CLASS_6) {
                        Some(next) => next,
                        None => break 'seq165 None,
                    };
                    let pos = match match b_digits(st, pos) {
                        Some((end, value)) => {
                            f2 = Some(value);
                            Some(end)
                        }
                        None => None,
                    } {
                        Some(next) => next,
                        None => break 'seq165 None,
                    };
                    Some(pos)
                } {
                    Some(end) => Some(end),
                    None => {
                        f2 = None;
                        Some(pos)
                    }
                }
            } {
                Some(next) => next,
                None => break 'seq164 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Nntpurl {
                hostport: f0?,
                group: f1?,
                digits: f2,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_telneturl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq166: {
            let pos = match st.literal_folding(pos, "telnet://") {
                Some(next) => next,
                None => break 'seq166 None,
            };
            let pos = match m_login(st, pos) {
                Some(next) => next,
                None => break 'seq166 None,
            };
            let pos = match {
                match st.byte_in(pos, &CLASS_6) {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq166 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_telneturl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq167: {
            let pos = match st.literal_folding(pos, "telnet://") {
                Some(next) => next,
                None => break 'seq167 None,
            };
            let pos = match r_login(st, pos) {
                Some(next) => next,
                None => break 'seq167 None,
            };
            let pos = match {
                match st.literal(pos, "/") {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq167 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "telneturl", mark),
            Some(_) => st.succeed(pos, "telneturl", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_telneturl<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Telneturl<'i>)> {
        let mut f0 = None;
        let end = 'seq168: {
            let pos = match st.literal_folding(pos, "telnet://") {
                Some(next) => next,
                None => break 'seq168 None,
            };
            let pos = match match b_login(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq168 None,
            };
            let pos = match {
                match st.byte_in(pos, &CLASS_6) {
                    Some(end) => Some(end),
                    None => Some(pos),
                }
            } {
                Some(next) => next,
                None => break 'seq168 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Telneturl {
                login: f0?,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_waisurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq169: {
            let pos = match st.literal_folding(pos, "wais://") {
                Some(next) => next,
                None => break 'seq169 None,
            };
            let pos = match m_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq169 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq169 None,
            };
            let pos = match Some(st.escaped(pos, &ESCAPED_9)) {
                Some(next) => next,
                None => break 'seq169 None,
            };
            let pos = match 'alt170: {
                if let Some(end) = 'seq171: {
                    let pos = match st.byte_in(pos, &CLASS_6) {
                        Some(next) => next,
                        None => break 'seq171 None,
                    };
                    let pos = match Some(st.escaped(pos, &ESCAPED_9)) {
                        Some(next) => next,
                        None => break 'seq171 None,
                    };
                    let pos = match st.byte_in(pos, &CLASS_6) {
                        Some(next) => next,
                        None => break 'seq171 None,
                    };
                    let pos = match Some(st.escaped(pos, &ESCAPED_9)) {
                        Some(next) => next,
                        None => break 'seq171 None,
                    };
                    Some(pos)
                } {
                    break 'alt170 Some(end);
                }
                if let Some(end) = 'seq172: {
                    let pos = match st.byte_in(pos, &CLASS_17) {
                        Some(next) => next,
                        None => break 'seq172 None,
                    };
                    let pos = match Some(st.escaped(pos, &ESCAPED_4)) {
                        Some(next) => next,
                        None => break 'seq172 None,
                    };
                    Some(pos)
                } {
                    break 'alt170 Some(end);
                }
                if let Some(end) = Some(pos) {
                    break 'alt170 Some(end);
                }
                None
            } {
                Some(next) => next,
                None => break 'seq169 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_waisurl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'alt173: {
            if let Some(end) = r_waisdoc(st, pos) {
                break 'alt173 Some(end);
            }
            if let Some(end) = r_waisindex(st, pos) {
                break 'alt173 Some(end);
            }
            if let Some(end) = r_waisdatabase(st, pos) {
                break 'alt173 Some(end);
            }
            None
        };
        match end {
            None => st.fail(pos, "waisurl", mark),
            Some(_) => st.succeed(pos, "waisurl", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_waisurl<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Waisurl<'i>)> {
        {
            let tail = |st: &mut State<'i>, pos: usize| -> Option<usize> {
                'seq174: { Some(pos) }
            };
            'alt175: {
                if let Some((end, value)) = b_waisdoc(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Waisurl::Waisdoc(value))),
                        None => break 'alt175,
                    }
                }
            }
        }
        {
            let tail = |st: &mut State<'i>, pos: usize| -> Option<usize> {
                'seq176: { Some(pos) }
            };
            'alt177: {
                if let Some((end, value)) = b_waisindex(st, pos) {
                    match tail(st, end) {
                        Some(end) => return Some((end, super::Waisurl::Waisindex(value))),
                        None => break 'alt177,
                    }
                }
            }
        }
        {
            let tail = |st: &mut State<'i>, pos: usize| -> Option<usize> {
                'seq178: { Some(pos) }
            };
            'alt179: {
                if let Some((end, value)) = b_waisdatabase(st, pos) {
                    match tail(st, end) {
                        Some(end) => {
                            return Some((end, super::Waisurl::Waisdatabase(value)));
                        }
                        None => break 'alt179,
                    }
                }
            }
        }
        None
    }
    #[inline]
    pub(super) fn m_waisdatabase(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq180: {
            let pos = match st.literal_folding(pos, "wais://") {
                Some(next) => next,
                None => break 'seq180 None,
            };
            let pos = match m_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq180 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq180 None,
            };
            let pos = match Some(st.escaped(pos, &ESCAPED_9)) {
                Some(next) => next,
                None => break 'seq180 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_waisdatabase(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq181: {
            let pos = match st.literal_folding(pos, "wais://") {
                Some(next) => next,
                None => break 'seq181 None,
            };
            let pos = match r_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq181 None,
            };
            let pos = match st.literal(pos, "/") {
                Some(next) => next,
                None => break 'seq181 None,
            };
            let pos = match r_database(st, pos) {
                Some(next) => next,
                None => break 'seq181 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "waisdatabase", mark),
            Some(_) => st.succeed(pos, "waisdatabase", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_waisdatabase<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Waisdatabase<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let end = 'seq182: {
            let pos = match st.literal_folding(pos, "wais://") {
                Some(next) => next,
                None => break 'seq182 None,
            };
            let pos = match match b_hostport(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq182 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq182 None,
            };
            let pos = match match b_database(st, pos) {
                Some((end, value)) => {
                    f1 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq182 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Waisdatabase {
                hostport: f0?,
                database: f1?,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_waisindex(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq183: {
            let pos = match st.literal_folding(pos, "wais://") {
                Some(next) => next,
                None => break 'seq183 None,
            };
            let pos = match m_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq183 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq183 None,
            };
            let pos = match Some(st.escaped(pos, &ESCAPED_9)) {
                Some(next) => next,
                None => break 'seq183 None,
            };
            let pos = match st.byte_in(pos, &CLASS_17) {
                Some(next) => next,
                None => break 'seq183 None,
            };
            let pos = match Some(st.escaped(pos, &ESCAPED_4)) {
                Some(next) => next,
                None => break 'seq183 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_waisindex(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq184: {
            let pos = match st.literal_folding(pos, "wais://") {
                Some(next) => next,
                None => break 'seq184 None,
            };
            let pos = match r_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq184 None,
            };
            let pos = match st.literal(pos, "/") {
                Some(next) => next,
                None => break 'seq184 None,
            };
            let pos = match r_database(st, pos) {
                Some(next) => next,
                None => break 'seq184 None,
            };
            let pos = match st.literal(pos, "?") {
                Some(next) => next,
                None => break 'seq184 None,
            };
            let pos = match r_search(st, pos) {
                Some(next) => next,
                None => break 'seq184 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "waisindex", mark),
            Some(_) => st.succeed(pos, "waisindex", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_waisindex<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Waisindex<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let mut f2 = None;
        let end = 'seq185: {
            let pos = match st.literal_folding(pos, "wais://") {
                Some(next) => next,
                None => break 'seq185 None,
            };
            let pos = match match b_hostport(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq185 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq185 None,
            };
            let pos = match match b_database(st, pos) {
                Some((end, value)) => {
                    f1 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq185 None,
            };
            let pos = match st.byte_in(pos, &CLASS_17) {
                Some(next) => next,
                None => break 'seq185 None,
            };
            let pos = match match b_search(st, pos) {
                Some((end, value)) => {
                    f2 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq185 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Waisindex {
                hostport: f0?,
                database: f1?,
                search: f2?,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_waisdoc(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq186: {
            let pos = match st.literal_folding(pos, "wais://") {
                Some(next) => next,
                None => break 'seq186 None,
            };
            let pos = match m_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq186 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq186 None,
            };
            let pos = match Some(st.escaped(pos, &ESCAPED_9)) {
                Some(next) => next,
                None => break 'seq186 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq186 None,
            };
            let pos = match Some(st.escaped(pos, &ESCAPED_9)) {
                Some(next) => next,
                None => break 'seq186 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq186 None,
            };
            let pos = match Some(st.escaped(pos, &ESCAPED_9)) {
                Some(next) => next,
                None => break 'seq186 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_waisdoc(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq187: {
            let pos = match st.literal_folding(pos, "wais://") {
                Some(next) => next,
                None => break 'seq187 None,
            };
            let pos = match r_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq187 None,
            };
            let pos = match st.literal(pos, "/") {
                Some(next) => next,
                None => break 'seq187 None,
            };
            let pos = match r_database(st, pos) {
                Some(next) => next,
                None => break 'seq187 None,
            };
            let pos = match st.literal(pos, "/") {
                Some(next) => next,
                None => break 'seq187 None,
            };
            let pos = match r_wtype(st, pos) {
                Some(next) => next,
                None => break 'seq187 None,
            };
            let pos = match st.literal(pos, "/") {
                Some(next) => next,
                None => break 'seq187 None,
            };
            let pos = match r_wpath(st, pos) {
                Some(next) => next,
                None => break 'seq187 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "waisdoc", mark),
            Some(_) => st.succeed(pos, "waisdoc", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_waisdoc<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Waisdoc<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let mut f2 = None;
        let mut f3 = None;
        let end = 'seq188: {
            let pos = match st.literal_folding(pos, "wais://") {
                Some(next) => next,
                None => break 'seq188 None,
            };
            let pos = match match b_hostport(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq188 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq188 None,
            };
            let pos = match match b_database(st, pos) {
                Some((end, value)) => {
                    f1 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq188 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq188 None,
            };
            let pos = match match b_wtype(st, pos) {
                Some((end, value)) => {
                    f2 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq188 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq188 None,
            };
            let pos = match match b_wpath(st, pos) {
                Some((end, value)) => {
                    f3 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq188 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Waisdoc {
                hostport: f0?,
                database: f1?,
                wtype: f2?,
                wpath: f3?,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_database(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_9));
        end
    }
    #[cold]
    pub(super) fn r_database(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_database(st, pos);
        match end {
            None => st.fail(pos, "database", mark),
            Some(_) => st.succeed(pos, "database", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_database<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Database<'i>)> {
        let end = m_database(st, pos)?;
        Some((
            end,
            super::Database {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_wtype(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_9));
        end
    }
    #[cold]
    pub(super) fn r_wtype(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_wtype(st, pos);
        match end {
            None => st.fail(pos, "wtype", mark),
            Some(_) => st.succeed(pos, "wtype", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_wtype<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Wtype<'i>)> {
        let end = m_wtype(st, pos)?;
        Some((
            end,
            super::Wtype {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_wpath(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_9));
        end
    }
    #[cold]
    pub(super) fn r_wpath(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_wpath(st, pos);
        match end {
            None => st.fail(pos, "wpath", mark),
            Some(_) => st.succeed(pos, "wpath", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_wpath<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Wpath<'i>)> {
        let end = m_wpath(st, pos)?;
        Some((
            end,
            super::Wpath {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_prosperourl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq189: {
            let pos = match st.literal_folding(pos, "prospero://") {
                Some(next) => next,
                None => break 'seq189 None,
            };
            let pos = match m_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq189 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq189 None,
            };
            let pos = match m_ppath(st, pos) {
                Some(next) => next,
                None => break 'seq189 None,
            };
            let pos = match {
                let mut pos = pos;
                loop {
                    match m_fieldspec(st, pos) {
                        Some(next) if next != pos => pos = next,
                        Some(_) => break,
                        None => break,
                    }
                }
                Some(pos)
            } {
                Some(next) => next,
                None => break 'seq189 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_prosperourl(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq190: {
            let pos = match st.literal_folding(pos, "prospero://") {
                Some(next) => next,
                None => break 'seq190 None,
            };
            let pos = match r_hostport(st, pos) {
                Some(next) => next,
                None => break 'seq190 None,
            };
            let pos = match st.literal(pos, "/") {
                Some(next) => next,
                None => break 'seq190 None,
            };
            let pos = match r_ppath(st, pos) {
                Some(next) => next,
                None => break 'seq190 None,
            };
            let pos = match {
                let mut pos = pos;
                loop {
                    match r_fieldspec(st, pos) {
                        Some(next) if next != pos => pos = next,
                        Some(_) => break,
                        None => break,
                    }
                }
                Some(pos)
            } {
                Some(next) => next,
                None => break 'seq190 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "prosperourl", mark),
            Some(_) => st.succeed(pos, "prosperourl", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_prosperourl<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Prosperourl<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let mut f2 = None;
        let end = 'seq191: {
            let pos = match st.literal_folding(pos, "prospero://") {
                Some(next) => next,
                None => break 'seq191 None,
            };
            let pos = match match b_hostport(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq191 None,
            };
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq191 None,
            };
            let pos = match match b_ppath(st, pos) {
                Some((end, value)) => {
                    f1 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq191 None,
            };
            let pos = match {
                let start = pos;
                match {
                    let mut pos = pos;
                    loop {
                        match m_fieldspec(st, pos) {
                            Some(next) if next != pos => pos = next,
                            Some(_) => break,
                            None => break,
                        }
                    }
                    Some(pos)
                } {
                    Some(end) => {
                        f2 = Some(List::new(st.input(), start, end, n_prosperourl_2));
                        Some(end)
                    }
                    None => None,
                }
            } {
                Some(next) => next,
                None => break 'seq191 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Prosperourl {
                hostport: f0?,
                ppath: f1?,
                fieldspec: f2.unwrap_or_else(|| List::empty(n_prosperourl_2)),
                __token: token,
            },
        ))
    }
    pub(super) fn n_prosperourl_2<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Fieldspec<'i>)> {
        let mut f0 = None;
        let end = match b_fieldspec(st, pos) {
            Some((end, value)) => {
                f0 = Some(value);
                Some(end)
            }
            None => None,
        };
        Some((end?, f0?))
    }
    #[inline]
    pub(super) fn m_ppath(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_2));
        end
    }
    #[cold]
    pub(super) fn r_ppath(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq192: {
            let pos = match r_psegment(st, pos) {
                Some(next) => next,
                None => break 'seq192 None,
            };
            let pos = match {
                let mut pos = pos;
                loop {
                    match 'seq193: {
                        let pos = match st.literal(pos, "/") {
                            Some(next) => next,
                            None => break 'seq193 None,
                        };
                        let pos = match r_psegment(st, pos) {
                            Some(next) => next,
                            None => break 'seq193 None,
                        };
                        Some(pos)
                    } {
                        Some(next) if next != pos => pos = next,
                        Some(_) => break,
                        None => break,
                    }
                }
                Some(pos)
            } {
                Some(next) => next,
                None => break 'seq192 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "ppath", mark),
            Some(_) => st.succeed(pos, "ppath", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_ppath<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Ppath<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let end = 'seq194: {
            let pos = match match b_psegment(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq194 None,
            };
            let pos = match {
                let start = pos;
                match {
                    match 'seq195: {
                        let pos = match st.byte_in(pos, &CLASS_6) {
                            Some(next) => next,
                            None => break 'seq195 None,
                        };
                        let pos = match Some(st.escaped(pos, &ESCAPED_2)) {
                            Some(next) => next,
                            None => break 'seq195 None,
                        };
                        Some(pos)
                    } {
                        Some(end) => Some(end),
                        None => Some(pos),
                    }
                } {
                    Some(end) => {
                        f1 = Some(List::new(st.input(), start, end, n_ppath_1));
                        Some(end)
                    }
                    None => None,
                }
            } {
                Some(next) => next,
                None => break 'seq194 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Ppath {
                psegment: ::url_runtime::Separated::new(
                    f0?,
                    f1.unwrap_or_else(|| List::empty(n_ppath_1)),
                ),
                __token: token,
            },
        ))
    }
    pub(super) fn n_ppath_1<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Psegment<'i>)> {
        let mut f0 = None;
        let end = 'seq196: {
            let pos = match st.byte_in(pos, &CLASS_6) {
                Some(next) => next,
                None => break 'seq196 None,
            };
            let pos = match match b_psegment(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq196 None,
            };
            Some(pos)
        };
        Some((end?, f0?))
    }
    #[inline]
    pub(super) fn m_psegment(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_3));
        end
    }
    #[cold]
    pub(super) fn r_psegment(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_psegment(st, pos);
        match end {
            None => st.fail(pos, "psegment", mark),
            Some(_) => st.succeed(pos, "psegment", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_psegment<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Psegment<'i>)> {
        let end = m_psegment(st, pos)?;
        Some((
            end,
            super::Psegment {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_fieldspec(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq197: {
            let pos = match st.byte_in(pos, &CLASS_23) {
                Some(next) => next,
                None => break 'seq197 None,
            };
            let pos = match Some(st.escaped(pos, &ESCAPED_10)) {
                Some(next) => next,
                None => break 'seq197 None,
            };
            let pos = match st.byte_in(pos, &CLASS_25) {
                Some(next) => next,
                None => break 'seq197 None,
            };
            let pos = match Some(st.escaped(pos, &ESCAPED_10)) {
                Some(next) => next,
                None => break 'seq197 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_fieldspec(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = 'seq198: {
            let pos = match st.literal(pos, ";") {
                Some(next) => next,
                None => break 'seq198 None,
            };
            let pos = match r_fieldname(st, pos) {
                Some(next) => next,
                None => break 'seq198 None,
            };
            let pos = match st.literal(pos, "=") {
                Some(next) => next,
                None => break 'seq198 None,
            };
            let pos = match r_fieldvalue(st, pos) {
                Some(next) => next,
                None => break 'seq198 None,
            };
            Some(pos)
        };
        match end {
            None => st.fail(pos, "fieldspec", mark),
            Some(_) => st.succeed(pos, "fieldspec", mark),
        }
        end
    }
    #[inline(always)]
    pub(super) fn b_fieldspec<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Fieldspec<'i>)> {
        let mut f0 = None;
        let mut f1 = None;
        let end = 'seq199: {
            let pos = match st.byte_in(pos, &CLASS_23) {
                Some(next) => next,
                None => break 'seq199 None,
            };
            let pos = match match b_fieldname(st, pos) {
                Some((end, value)) => {
                    f0 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq199 None,
            };
            let pos = match st.byte_in(pos, &CLASS_25) {
                Some(next) => next,
                None => break 'seq199 None,
            };
            let pos = match match b_fieldvalue(st, pos) {
                Some((end, value)) => {
                    f1 = Some(value);
                    Some(end)
                }
                None => None,
            } {
                Some(next) => next,
                None => break 'seq199 None,
            };
            Some(pos)
        };
        let end = end?;
        let token = Token::new(st, pos, end);
        Some((
            end,
            super::Fieldspec {
                fieldname: f0?,
                fieldvalue: f1?,
                __token: token,
            },
        ))
    }
    #[inline]
    pub(super) fn m_fieldname(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_10));
        end
    }
    #[cold]
    pub(super) fn r_fieldname(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_fieldname(st, pos);
        match end {
            None => st.fail(pos, "fieldname", mark),
            Some(_) => st.succeed(pos, "fieldname", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_fieldname<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Fieldname<'i>)> {
        let end = m_fieldname(st, pos)?;
        Some((
            end,
            super::Fieldname {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_fieldvalue(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = Some(st.escaped(pos, &ESCAPED_10));
        end
    }
    #[cold]
    pub(super) fn r_fieldvalue(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_fieldvalue(st, pos);
        match end {
            None => st.fail(pos, "fieldvalue", mark),
            Some(_) => st.succeed(pos, "fieldvalue", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_fieldvalue<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Fieldvalue<'i>)> {
        let end = m_fieldvalue(st, pos)?;
        Some((
            end,
            super::Fieldvalue {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_lowalpha(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.byte_in(pos, &CLASS_28);
        end
    }
    #[cold]
    pub(super) fn r_lowalpha(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_lowalpha(st, pos);
        match end {
            None => st.fail(pos, "lowalpha", mark),
            Some(_) => st.succeed(pos, "lowalpha", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_lowalpha<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Lowalpha<'i>)> {
        let end = m_lowalpha(st, pos)?;
        Some((
            end,
            super::Lowalpha {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_hialpha(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.byte_in(pos, &CLASS_29);
        end
    }
    #[cold]
    pub(super) fn r_hialpha(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_hialpha(st, pos);
        match end {
            None => st.fail(pos, "hialpha", mark),
            Some(_) => st.succeed(pos, "hialpha", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_hialpha<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Hialpha<'i>)> {
        let end = m_hialpha(st, pos)?;
        Some((
            end,
            super::Hialpha {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_alpha(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.byte_in(pos, &CLASS_13);
        end
    }
    #[cold]
    pub(super) fn r_alpha(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_alpha(st, pos);
        match end {
            None => st.fail(pos, "alpha", mark),
            Some(_) => st.succeed(pos, "alpha", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_alpha<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Alpha<'i>)> {
        let end = m_alpha(st, pos)?;
        Some((
            end,
            super::Alpha {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_digit(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.byte_in(pos, &CLASS_9);
        end
    }
    #[cold]
    pub(super) fn r_digit(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_digit(st, pos);
        match end {
            None => st.fail(pos, "digit", mark),
            Some(_) => st.succeed(pos, "digit", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_digit<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Digit<'i>)> {
        let end = m_digit(st, pos)?;
        Some((
            end,
            super::Digit {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_safe(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.byte_in(pos, &CLASS_30);
        end
    }
    #[cold]
    pub(super) fn r_safe(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_safe(st, pos);
        match end {
            None => st.fail(pos, "safe", mark),
            Some(_) => st.succeed(pos, "safe", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_safe<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Safe<'i>)> {
        let end = m_safe(st, pos)?;
        Some((
            end,
            super::Safe {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_extra(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.byte_in(pos, &CLASS_31);
        end
    }
    #[cold]
    pub(super) fn r_extra(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_extra(st, pos);
        match end {
            None => st.fail(pos, "extra", mark),
            Some(_) => st.succeed(pos, "extra", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_extra<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Extra<'i>)> {
        let end = m_extra(st, pos)?;
        Some((
            end,
            super::Extra {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_national(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.byte_in(pos, &CLASS_32);
        end
    }
    #[cold]
    pub(super) fn r_national(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_national(st, pos);
        match end {
            None => st.fail(pos, "national", mark),
            Some(_) => st.succeed(pos, "national", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_national<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::National<'i>)> {
        let end = m_national(st, pos)?;
        Some((
            end,
            super::National {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_punctuation(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.byte_in(pos, &CLASS_33);
        end
    }
    #[cold]
    pub(super) fn r_punctuation(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_punctuation(st, pos);
        match end {
            None => st.fail(pos, "punctuation", mark),
            Some(_) => st.succeed(pos, "punctuation", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_punctuation<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Punctuation<'i>)> {
        let end = m_punctuation(st, pos)?;
        Some((
            end,
            super::Punctuation {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_reserved(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.byte_in(pos, &CLASS_34);
        end
    }
    #[cold]
    pub(super) fn r_reserved(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_reserved(st, pos);
        match end {
            None => st.fail(pos, "reserved", mark),
            Some(_) => st.succeed(pos, "reserved", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_reserved<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Reserved<'i>)> {
        let end = m_reserved(st, pos)?;
        Some((
            end,
            super::Reserved {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_hex(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.byte_in(pos, &CLASS_3);
        end
    }
    #[cold]
    pub(super) fn r_hex(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_hex(st, pos);
        match end {
            None => st.fail(pos, "hex", mark),
            Some(_) => st.succeed(pos, "hex", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_hex<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Hex<'i>)> {
        let end = m_hex(st, pos)?;
        Some((
            end,
            super::Hex {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_escape(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'seq200: {
            let pos = match st.byte_in(pos, &CLASS_2) {
                Some(next) => next,
                None => break 'seq200 None,
            };
            let pos = match st.byte_in(pos, &CLASS_3) {
                Some(next) => next,
                None => break 'seq200 None,
            };
            let pos = match st.byte_in(pos, &CLASS_3) {
                Some(next) => next,
                None => break 'seq200 None,
            };
            Some(pos)
        };
        end
    }
    #[cold]
    pub(super) fn r_escape(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_escape(st, pos);
        match end {
            None => st.fail(pos, "escape", mark),
            Some(_) => st.succeed(pos, "escape", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_escape<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Escape<'i>)> {
        let end = m_escape(st, pos)?;
        Some((
            end,
            super::Escape {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_unreserved(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = st.byte_in(pos, &CLASS_26);
        end
    }
    #[cold]
    pub(super) fn r_unreserved(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_unreserved(st, pos);
        match end {
            None => st.fail(pos, "unreserved", mark),
            Some(_) => st.succeed(pos, "unreserved", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_unreserved<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Unreserved<'i>)> {
        let end = m_unreserved(st, pos)?;
        Some((
            end,
            super::Unreserved {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_uchar(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'alt201: {
            if let Some(end) = st.byte_in(pos, &CLASS_26) {
                break 'alt201 Some(end);
            }
            if let Some(end) = 'seq202: {
                let pos = match st.byte_in(pos, &CLASS_2) {
                    Some(next) => next,
                    None => break 'seq202 None,
                };
                let pos = match st.byte_in(pos, &CLASS_3) {
                    Some(next) => next,
                    None => break 'seq202 None,
                };
                let pos = match st.byte_in(pos, &CLASS_3) {
                    Some(next) => next,
                    None => break 'seq202 None,
                };
                Some(pos)
            } {
                break 'alt201 Some(end);
            }
            None
        };
        end
    }
    #[cold]
    pub(super) fn r_uchar(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_uchar(st, pos);
        match end {
            None => st.fail(pos, "uchar", mark),
            Some(_) => st.succeed(pos, "uchar", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_uchar<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Uchar<'i>)> {
        let end = m_uchar(st, pos)?;
        Some((
            end,
            super::Uchar {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_xchar(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = 'alt203: {
            if let Some(end) = st.byte_in(pos, &CLASS_1) {
                break 'alt203 Some(end);
            }
            if let Some(end) = 'seq204: {
                let pos = match st.byte_in(pos, &CLASS_2) {
                    Some(next) => next,
                    None => break 'seq204 None,
                };
                let pos = match st.byte_in(pos, &CLASS_3) {
                    Some(next) => next,
                    None => break 'seq204 None,
                };
                let pos = match st.byte_in(pos, &CLASS_3) {
                    Some(next) => next,
                    None => break 'seq204 None,
                };
                Some(pos)
            } {
                break 'alt203 Some(end);
            }
            None
        };
        end
    }
    #[cold]
    pub(super) fn r_xchar(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_xchar(st, pos);
        match end {
            None => st.fail(pos, "xchar", mark),
            Some(_) => st.succeed(pos, "xchar", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_xchar<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Xchar<'i>)> {
        let end = m_xchar(st, pos)?;
        Some((
            end,
            super::Xchar {
                __token: Token::new(st, pos, end),
            },
        ))
    }
    #[inline]
    pub(super) fn m_digits(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let end = {
            let end = st.scan(pos, &CLASS_9);
            if end - pos >= 1usize { Some(end) } else { None }
        };
        end
    }
    #[cold]
    pub(super) fn r_digits(st: &mut State<'_>, pos: usize) -> Option<usize> {
        let mark = st.mark(pos);
        let end = m_digits(st, pos);
        match end {
            None => st.fail(pos, "digits", mark),
            Some(_) => st.succeed(pos, "digits", mark),
        }
        end
    }
    #[inline]
    pub(super) fn b_digits<'i>(
        st: &mut State<'i>,
        pos: usize,
    ) -> Option<(usize, super::Digits<'i>)> {
        let end = m_digits(st, pos)?;
        Some((
            end,
            super::Digits {
                __token: Token::new(st, pos, end),
            },
        ))
    }
}
