//! `rfc1738 completions` and `rfc1738 manpage`, and the `--json` flag every JSON Lines
//! command shares (with `--jsonl` as its alias).

mod common;

use common::{rfc1738, run};

/// Every command of the tool, as `rfc1738 --help` lists them.
const COMMANDS: [&str; 7] = [
    "check",
    "parse",
    "rule",
    "extract",
    "grammar",
    "completions",
    "manpage",
];

#[test]
fn help_lists_exactly_the_commands_the_tests_know() {
    let output = rfc1738()
        .arg("--help")
        .assert()
        .success()
        .get_output()
        .clone();
    let help = String::from_utf8(output.stdout).expect("UTF-8 help");
    let listed: Vec<&str> = help
        .split("Commands:\n")
        .nth(1)
        .expect("a list of commands")
        .lines()
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .collect();
    assert_eq!(listed, COMMANDS);
}

#[test]
fn completions_for_bash_zsh_and_fish_name_every_command() {
    // How each shell's script offers a command as the word after `rfc1738`.
    type Offer = fn(&str) -> String;
    let offers: [(&str, Offer); 3] = [
        ("bash", |command| format!("rfc1738,{command})")),
        ("zsh", |command| format!("'{command}:")),
        ("fish", |command| {
            format!("__fish_rfc1738_needs_command\" -f -a \"{command}\"")
        }),
    ];
    for (shell, offer) in offers {
        let (script, errors) = run("completions", &[shell], "", 0);
        assert!(errors.is_empty(), "{shell}: {errors}");
        for command in COMMANDS {
            assert!(
                script.contains(&offer(command)),
                "{shell} completions do not offer {command}"
            );
        }
        // Options of the commands are completed too.
        assert!(
            script.contains("lenient"),
            "{shell} completions lack --lenient"
        );
    }
}

#[test]
fn the_bash_script_is_valid_bash() {
    let (script, _) = run("completions", &["bash"], "", 0);
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("rfc1738.bash");
    std::fs::write(&path, script).expect("the script is written");
    let status = std::process::Command::new("bash")
        .arg("-n")
        .arg(&path)
        .status()
        .expect("bash runs");
    assert!(status.success(), "bash -n {}", path.display());
}

#[test]
fn an_unknown_shell_is_a_usage_error() {
    let (_, errors) = run("completions", &["tcsh"], "", 2);
    assert!(errors.contains("invalid value 'tcsh'"), "{errors}");
}

#[test]
fn the_man_page_names_every_command() {
    let (page, errors) = run("manpage", &[], "", 0);
    assert!(errors.is_empty(), "{errors}");
    assert!(
        page.starts_with(".ie"),
        "roff: {}",
        &page[..40.min(page.len())]
    );
    assert!(page.contains(".TH rfc1738 1"), "{page}");
    for command in COMMANDS {
        assert!(
            page.contains(&format!("rfc1738\\-{command}(1)")),
            "the man page lacks {command}"
        );
    }
}

#[test]
fn manpage_dir_writes_one_page_per_command() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("manpages");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    run(
        "manpage",
        &["--dir", dir.to_str().expect("UTF-8 path")],
        "",
        0,
    );
    let main = std::fs::read_to_string(dir.join("rfc1738.1")).expect("rfc1738.1 is written");
    assert!(main.contains(".TH rfc1738 1"));
    for command in COMMANDS {
        let page = std::fs::read_to_string(dir.join(format!("rfc1738-{command}.1")))
            .unwrap_or_else(|e| panic!("rfc1738-{command}.1: {e}"));
        assert!(page.contains(&format!(".TH rfc1738-{command} 1")), "{page}");
    }
}

#[test]
fn manpage_dir_that_does_not_exist_is_an_error() {
    let (_, errors) = run("manpage", &["--dir", "/nonexistent/man1"], "", 2);
    assert!(
        errors.contains("cannot write man pages to /nonexistent/man1"),
        "{errors}"
    );
}

#[test]
fn json_and_jsonl_are_the_same_flag_on_every_command() {
    let cases: [(&str, &[&str], &str); 4] = [
        ("check", &[], "http://x.com/\nHTTP://x.com/\n"),
        ("parse", &[], "gopher://host\n"),
        ("rule", &["hostname"], "www.example.com\nwww.exa_mple.com\n"),
        (
            "extract",
            &[],
            "see <URL:ftp://a.b/c> and http://x.com/~u\n",
        ),
    ];
    for (command, args, input) in cases {
        let with = |flag: &str| {
            let output = rfc1738()
                .arg(command)
                .arg(flag)
                .args(args)
                .write_stdin(input)
                .output()
                .expect("the tool runs");
            (
                output.status.code(),
                String::from_utf8(output.stdout).expect("UTF-8"),
            )
        };
        let (json, jsonl) = (with("--json"), with("--jsonl"));
        assert_eq!(json, jsonl, "{command}");
        let first = json.1.lines().next().unwrap_or_default();
        let value: serde_json::Value = serde_json::from_str(first)
            .unwrap_or_else(|e| panic!("{command} --json: {e}: {first}"));
        assert!(value.is_object(), "{command}: {first}");
    }
}
