//! `Url::parse` / `Url::parse_lenient` and the generated `ast::Url` on arbitrary text.
//!
//! Checks, besides "no panic, no stack overflow, no unbounded memory":
//! - `ast::Url::parse`, `validate` and `is_valid` agree, and `parse` and `validate`
//!   give the same error;
//! - an accepted input is written back exactly (`Display`, `as_str`) and every node
//!   of the tree lies inside its parent, in input order;
//! - a rejected input's error lies within the input (on a character boundary) and
//!   names at least one expected rule;
//! - `Url` agrees with the tree and with `production::classify`; the views, lints and
//!   run, and every component's span slices to its text;
//! - the lenient reading accepts whatever the strict one does, and folds exactly
//!   when the scheme holds upper-case letters;
//! - HTTP and FTP URLs rebuilt from their decoded components with `HttpBuilder` /
//!   `FtpBuilder` parse back to the same components.
#![no_main]

use libfuzzer_sys::fuzz_target;
use url_grammar::ast;
use url_grammar::production::{classify, fold_scheme_case, Mode, Production};
use url_grammar::semantics::{FtpBuilder, FtpLogin, HttpBuilder, Port, Text, View};
use url_grammar::Url;
use url_runtime::{Node, ParseError};

fuzz_target!(init: rfc1738_fuzz::report_stack_overflow(), |data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let strict = generated_tree(input);
    let url = Url::parse(input);
    assert_eq!(
        url.is_ok(),
        strict,
        "Url::parse and ast::Url disagree on {input:?}"
    );
    let verdict = classify(input, Mode::Strict);
    match (&url, &verdict) {
        (Ok(url), Ok(verdict)) => {
            assert_eq!(url.production(), verdict.production, "{input:?}");
            assert!(!url.scheme_case_folded() && !verdict.scheme_case_folded);
            semantics(input, url);
            rebuild(url);
        }
        (Err(a), Err(b)) => {
            error_in_input(input, a);
            assert_eq!(a.offset(), b.offset(), "{input:?}");
            assert_eq!(a.expected(), b.expected(), "{input:?}");
        }
        _ => panic!("Url::parse {url:?} but classify {verdict:?} on {input:?}"),
    }

    let lenient = Url::parse_lenient(input);
    match &lenient {
        Ok(lenient) => {
            assert_eq!(lenient.as_str(), input);
            if let Ok(url) = &url {
                assert_eq!(lenient.production(), url.production(), "{input:?}");
                assert!(!lenient.scheme_case_folded(), "{input:?}");
            }
            // A scheme with an upper-case letter is never strict (scheme literals
            // and `scheme` are lower case), so lenient folds exactly then.
            let folded = fold_scheme_case(input);
            assert_eq!(lenient.scheme_case_folded(), folded.is_some(), "{input:?}");
            assert!(folded.is_none() || url.is_err(), "{input:?}");
            if let Some(folded) = folded {
                let again = Url::parse(&folded).expect("the folded text parses strictly");
                assert_eq!(again.production(), lenient.production(), "{input:?}");
            }
            assert!(!lenient
                .scheme_name()
                .bytes()
                .any(|b| b.is_ascii_uppercase()));
            semantics(input, lenient);
        }
        Err(error) => {
            assert!(
                url.is_err(),
                "strict accepts what lenient rejects: {input:?}"
            );
            error_in_input(input, error);
        }
    }
});

/// Parses `input` with the generated AST three ways; checks they agree and what the
/// tree or error says. True when `input` is a `url`.
fn generated_tree(input: &str) -> bool {
    let valid = ast::Url::is_valid(input);
    let validated = ast::Url::validate(input);
    let parsed = ast::Url::parse(input);
    assert_eq!(
        validated.is_ok(),
        valid,
        "validate vs is_valid on {input:?}"
    );
    assert_eq!(parsed.is_ok(), valid, "parse vs is_valid on {input:?}");
    match (parsed, validated) {
        (Ok(tree), Ok(())) => {
            assert_eq!(tree.to_string(), input, "Display round trip");
            assert_eq!(tree.as_str(), input, "as_str round trip");
            assert_eq!(tree.span().range(), 0..input.len());
            let _ = Production::of(&tree);
            nested(input, &tree, 0);
        }
        (Err(a), Err(b)) => {
            assert_eq!(a, b, "parse and validate errors differ on {input:?}");
            error_in_input(input, &a);
        }
        _ => unreachable!(),
    }
    valid
}

/// Every child of `node` lies inside it, after its previous sibling, and reads as
/// its span of the input.
fn nested<'i>(input: &'i str, node: &dyn Node<'i>, depth: usize) {
    assert!(depth < 10_000, "tree deeper than any input");
    let span = node.span();
    assert!(span.start <= span.end && span.end <= input.len());
    assert_eq!(
        span.slice(input),
        Some(node.as_str()),
        "span of {:?}",
        node.rule_name()
    );
    let mut at = span.start;
    for child in node.children() {
        let child_span = child.span();
        assert!(
            child_span.start >= at,
            "child before its sibling in {input:?}"
        );
        assert!(
            child_span.end <= span.end,
            "child outside its parent in {input:?}"
        );
        at = child_span.end;
        nested(input, &*child, depth + 1);
    }
}

/// A parse error of `input`: located within it, on a character boundary, with at
/// least one expected rule; it renders.
fn error_in_input(input: &str, error: &ParseError) {
    assert!(
        error.offset() <= input.len(),
        "offset past the end: {input:?}"
    );
    assert!(input.is_char_boundary(error.offset()));
    assert!(!error.expected().is_empty(), "nothing expected: {input:?}");
    assert!(error.expected().iter().all(|name| !name.is_empty()));
    assert!(error.line() >= 1 && error.column() >= 1);
    assert_eq!(error.found(), input[error.offset()..].chars().next());
    let _ = error.render();
    let _ = error.to_string();
}

/// The semantics of a parsed URL: accessors, views, lints.
fn semantics(input: &str, url: &Url<'_>) {
    assert_eq!(url.as_str(), input);
    assert!(input.starts_with(url.scheme()));
    assert_eq!(url.scheme_name(), url.scheme().to_ascii_lowercase());
    let view = url.view();
    let production = url.production();
    assert_eq!(view.production(), production, "{input:?}");
    let tree = url.ast();
    assert_eq!(Production::of(&tree), production);
    assert_eq!(View::new(&tree).production(), production);

    let user = url.user();
    let password = url.password();
    assert!(
        password.is_none() || user.is_some(),
        "password without user"
    );
    for text in [user, password].into_iter().flatten() {
        spanned(input, text);
    }
    if let Some(host) = url.host() {
        assert_eq!(host.span().slice(input), Some(host.as_str()));
        assert!(host.labels().count() >= 1);
        let _ = (host.ipv4(), host.is_localhost(), host.number_parts());
    }
    match url.port() {
        Some(port) => {
            assert_eq!(port.span().slice(input), Some(port.as_str()));
            assert_eq!(url.effective_port(), port.value());
            if let (Some(value), Some(number)) = (port.value(), port.number()) {
                assert_eq!(u64::from(value), number);
            }
        }
        None => assert_eq!(url.effective_port(), url.default_port()),
    }
    let lints = url.lints();
    for lint in &lints {
        assert!(lint.span.end <= input.len() && lint.span.start <= lint.span.end);
        let _ = (lint.code.code(), lint.code.section(), lint.to_string());
    }

    match view {
        View::Http(http) => {
            for text in http
                .segments()
                .into_iter()
                .chain(http.path())
                .chain(http.search())
            {
                spanned(input, text);
            }
        }
        View::Ftp(ftp) => {
            for text in ftp.segments().into_iter().chain(ftp.path()) {
                spanned(input, text);
            }
            assert_eq!(
                ftp.cwd().len() + usize::from(ftp.name().is_some()),
                ftp.segments().len()
            );
            for command in ftp.commands() {
                let _ = (command.to_string(), command.verb());
            }
        }
        View::Gopher(gopher) => {
            let texts = [
                gopher.gopher_type_text(),
                gopher.selector(),
                gopher.search(),
            ];
            for text in texts
                .into_iter()
                .flatten()
                .chain(gopher.gopher_plus_string())
            {
                spanned(input, text);
            }
            let _ = (gopher.gopher_type(), gopher.gopher_plus(), gopher.request());
        }
        other => {
            let _ = format!("{other:?}");
        }
    }
}

/// A component's span slices the input to its raw text, and it decodes.
fn spanned(input: &str, text: Text<'_>) {
    assert_eq!(
        text.span().slice(input),
        Some(text.raw()),
        "span of {text:?}"
    );
    let decoded = text.decode();
    assert!(decoded.len() <= text.raw().len());
    assert_eq!(text.has_escapes(), text.raw().contains('%'));
    let _ = (text.decode_utf8(), text.decode_lossy());
}

/// Decoded octets of each text.
fn octets<'a>(texts: impl IntoIterator<Item = Text<'a>>) -> Vec<Vec<u8>> {
    texts.into_iter().map(|t| t.decode().into_owned()).collect()
}

/// The port a builder is given for a parsed URL's explicit `port`: `Some(None)`
/// without one, `None` when it is not a TCP port (no builder input for it).
fn builder_port(port: Option<Port<'_>>) -> Option<Option<u16>> {
    match port {
        Some(port) => port.value().map(Some),
        None => Some(None),
    }
}

/// An HTTP or FTP URL rebuilt from its decoded components parses back to them
/// ("a builder only ever writes a URL its parser accepts, and parsing it gives the
/// components back").
fn rebuild(url: &Url<'_>) {
    if let Some(http) = url.http() {
        let Some(port) = builder_port(http.port()) else {
            return;
        };
        let mut builder = HttpBuilder::new(http.host().as_str()).expect("a parsed host");
        if let Some(port) = port {
            builder = builder.port(port);
        }
        for segment in http.segments() {
            builder = builder.segment(segment.decode());
        }
        if let Some(search) = http.search() {
            builder = builder.search(search.decode());
        }
        let text = builder.build();
        let again = Url::parse(&text).unwrap_or_else(|e| panic!("built {text:?}: {e}"));
        let http2 = again
            .http()
            .unwrap_or_else(|| panic!("built {text:?} is no httpurl"));
        assert_eq!(http2.host().as_str(), http.host().as_str(), "{text:?}");
        assert_eq!(http2.port().and_then(|p| p.value()), port, "{text:?}");
        assert_eq!(
            octets(http2.segments()),
            octets(http.segments()),
            "{text:?}"
        );
        assert_eq!(octets(http2.search()), octets(http.search()), "{text:?}");
    }
    if let Some(ftp) = url.ftp() {
        let Some(port) = builder_port(ftp.port()) else {
            return;
        };
        let mut builder = FtpBuilder::new(ftp.host().as_str()).expect("a parsed host");
        if let Some(port) = port {
            builder = builder.port(port);
        }
        match ftp.login() {
            FtpLogin::User {
                user,
                password: Some(password),
            } => {
                builder = builder.user_password(user.decode(), password.decode());
            }
            FtpLogin::User {
                user,
                password: None,
            } => builder = builder.user(user.decode()),
            FtpLogin::Anonymous => {}
        }
        for directory in ftp.cwd() {
            builder = builder.cwd(directory.decode());
        }
        if let Some(name) = ftp.name() {
            builder = builder.name(name.decode());
        }
        if let Some(typecode) = ftp.typecode() {
            builder = builder.typecode(typecode);
        }
        let text = builder.build();
        let again = Url::parse(&text).unwrap_or_else(|e| panic!("built {text:?}: {e}"));
        let ftp2 = again
            .ftp()
            .unwrap_or_else(|| panic!("built {text:?} is no ftpurl"));
        assert_eq!(ftp2.host().as_str(), ftp.host().as_str(), "{text:?}");
        assert_eq!(ftp2.port().and_then(|p| p.value()), port, "{text:?}");
        assert_eq!(octets(ftp2.user()), octets(ftp.user()), "{text:?}");
        assert_eq!(octets(ftp2.password()), octets(ftp.password()), "{text:?}");
        assert_eq!(octets(ftp2.cwd()), octets(ftp.cwd()), "{text:?}");
        assert_eq!(octets(ftp2.name()), octets(ftp.name()), "{text:?}");
        assert_eq!(ftp2.typecode(), ftp.typecode(), "{text:?}");
    }
}
