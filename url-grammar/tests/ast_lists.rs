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

/// A list where some iterations hold no item: an article's `uchar`s, between which
/// `;`, `/`, `?`, `:`, `&` and `=` are not items.
#[test]
fn an_article_lists_its_uchars_and_passes_over_the_other_characters() {
    let id = article("news:a;b%41/c@host.example");
    assert_eq!(texts(&id.uchar), ["a", "b", "%41", "c"]);
    assert_eq!(id.uchar.as_str(), "a;b%41/c");
    assert_eq!(id.uchar.len(), 4);
    assert!(!id.uchar.is_empty());

    let only_separators = article("news:;/=@host.example");
    assert_eq!(only_separators.uchar.as_str(), ";/=");
    assert!(only_separators.uchar.is_empty(), "no uchar among ;/=");
    assert_eq!(only_separators.uchar.len(), 0);

    let trailing = article("news:x;;@host.example");
    assert_eq!(texts(&trailing.uchar), ["x"]);
}
