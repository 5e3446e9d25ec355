//! Repetitions in the typed tree are lazy `List`s: their items are read again when
//! iterated. These tests hold the lists to the input they came from.

use url_grammar::ast;

fn texts<'i, T: url_runtime::Node<'i>>(items: impl IntoIterator<Item = T>) -> Vec<&'i str> {
    items.into_iter().map(|item| item.as_str()).collect()
}

/// A list whose every iteration holds one item: a hostname's labels before the
/// top label.
#[test]
fn a_hostname_lists_its_labels_then_its_top_label() {
    let url = ast::Url::parse("http://www.example-1.co.uk/").unwrap();
    let ast::Url::Httpurl(http) = url else {
        panic!("not an httpurl: {url:?}");
    };
    let ast::Host::Hostname(hostname) = &http.hostport.host else {
        panic!("not a hostname");
    };
    assert_eq!(texts(&hostname.domainlabel), ["www", "example-1", "co"]);
    assert_eq!(hostname.domainlabel.as_str(), "www.example-1.co.");
    assert_eq!(hostname.toplabel.as_str(), "uk");
    assert_eq!(hostname.domainlabel.len(), 3);
}

/// The article of a `news:` URL.
fn article(text: &str) -> ast::Article<'_> {
    let url = ast::Url::parse(text).unwrap();
    let ast::Url::Newsurl(news) = url else {
        panic!("not a newsurl: {url:?}");
    };
    match news.grouppart {
        ast::Grouppart::Article(article) => article,
        other => panic!("not an article: {other:?}"),
    }
}

/// A repeated choice is one list of an enum, one item per character in input
/// order: an article's `uchar`s and the `;`, `/`, `?`, `:`, `&` and `=` between them.
#[test]
fn an_article_lists_every_character_in_order() {
    use ast::article::UcharOrSemicolonOrSlashEtc as Item;
    let kinds = |article: &ast::Article<'_>| -> Vec<String> {
        article
            .uchar_or_semicolon_or_slash_etc
            .iter()
            .map(|item| match item {
                Item::Uchar(uchar) => format!("uchar {uchar}"),
                other => other.as_str().to_owned(),
            })
            .collect()
    };
    let id = article("news:a;b%41/c@host.example");
    assert_eq!(
        kinds(&id),
        ["uchar a", ";", "uchar b", "uchar %41", "/", "uchar c"]
    );
    assert_eq!(id.uchar_or_semicolon_or_slash_etc.as_str(), "a;b%41/c");
    assert_eq!(id.uchar_or_semicolon_or_slash_etc.len(), 6);

    let only_separators = article("news:;/=@host.example");
    assert_eq!(kinds(&only_separators), [";", "/", "="]);
    assert!(matches!(
        only_separators.uchar_or_semicolon_or_slash_etc.first(),
        Some(Item::Semicolon(_))
    ));

    let trailing = article("news:x;;@host.example");
    assert_eq!(kinds(&trailing), ["uchar x", ";", ";"]);
}
