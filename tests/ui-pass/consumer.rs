//! A program outside the workspace that depends on url-grammar by path (trybuild
//! builds it as its own project) and uses the generated AST as the contract says.

use url_grammar::ast::{Host, Hostname, Hostport, Url};

fn main() -> Result<(), url_runtime::ParseError> {
    let hostport = Hostport::parse("a.example.com:80")?;
    assert!(matches!(hostport.host, Host::Hostname(_)));
    assert_eq!(hostport.host.as_str(), "a.example.com");
    assert_eq!(hostport.port.map(|port| port.as_str()), Some("80"));
    assert_eq!(hostport.to_string(), "a.example.com:80");

    match Url::parse("ftp://ftp.example.com/pub/file.txt;type=i")? {
        Url::Ftpurl(ftp) => {
            assert_eq!(ftp.login.hostport.host.as_str(), "ftp.example.com");
            assert_eq!(ftp.ftptype.map(|t| t.as_str()), Some("i"));
        }
        other => panic!("expected an ftpurl, got {other:?}"),
    }
    // `http` has no user: the whole input is only an `otherurl`.
    assert!(matches!(Url::parse("http://user@host.com/")?, Url::Otherurl(_)));

    assert!(Hostname::is_valid("www.example.com"));
    assert!(!Hostname::is_valid("www.example.com."));
    assert!(!Hostname::is_valid("1.2.3.4"));
    Ok(())
}
