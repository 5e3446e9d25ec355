//! Every `$ ` console example of README.md and docs/cli.md, run and compared with the
//! output the page shows, so that the manual cannot drift from the tool.
//!
//! A console example is a fenced block whose info string is `console`. Each line that
//! starts with `$ ` is a command (a line ending in `\` continues on the next one); the
//! lines after it, up to the next command or the end of the block, are its expected
//! output, standard output and standard error together, as a terminal shows them.
//!
//! The commands of one page run in order through `sh`, in a scratch directory that holds
//! a copy of `docs/examples/`, with the built `rfc1738` first on `PATH`. `echo $?` shows
//! the exit status of the command before it. `cargo run -q -p url-grammar --bin rfc1738
//! --` (the README's way to run the tool on a fresh clone) runs the built binary.
//! Timing figures (`0.000 s, 13181 URLs/s`) are the only part of an output allowed to
//! differ.
//!
//! README.md's Rust examples are held true too: each is docs/library.md's example
//! (a doctest) or the "Use it on your grammar" example, which is built and run here
//! as a crate of its own from the README's `Cargo.toml` lines, grammar and `main`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use regex::Regex;

/// The pages whose examples are checked, relative to the repository root.
const PAGES: [&str; 2] = ["README.md", "docs/cli.md"];

/// How the README runs the tool without installing it; the test runs the built binary.
const CARGO_RUN: &str = "cargo run -q -p url-grammar --bin rfc1738 --";

/// One `$ ` command of a page and the output the page shows for it.
#[derive(Debug, Clone)]
struct Example {
    /// The page, relative to the repository root.
    page: &'static str,
    /// The 1-based line of the command in the page.
    line: usize,
    /// The command, as `sh` reads it.
    command: String,
    /// The output the page shows, each line ending in `\n`.
    expected: String,
}

/// The repository root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("url-grammar is inside the workspace")
        .to_path_buf()
}

/// The `$ ` examples of a page, in order.
fn examples(page: &'static str, markdown: &str) -> Vec<Example> {
    let mut found: Vec<Example> = Vec::new();
    let mut in_console = false;
    let mut in_other_block = false;
    let mut continued = false;
    for (index, line) in markdown.lines().enumerate() {
        let fence = line.trim_start().starts_with("```");
        if in_console {
            if fence {
                in_console = false;
            } else if continued {
                let command = &mut found.last_mut().expect("a command continues").command;
                command.push('\n');
                command.push_str(line);
                continued = line.ends_with('\\');
            } else if let Some(command) = line.strip_prefix("$ ") {
                found.push(Example {
                    page,
                    line: index + 1,
                    command: command.to_owned(),
                    expected: String::new(),
                });
                continued = command.ends_with('\\');
            } else {
                let example = found.last_mut().unwrap_or_else(|| {
                    panic!("{page}:{}: output before any `$ ` command", index + 1)
                });
                example.expected.push_str(line);
                example.expected.push('\n');
            }
        } else if in_other_block {
            in_other_block = !fence;
        } else if fence {
            in_console = line.trim_start().trim_start_matches('`') == "console";
            in_other_block = !in_console;
        }
    }
    found
}

/// The output with its timing figures replaced by a placeholder.
fn without_timings(output: &str) -> String {
    let timing = Regex::new(r"\d+\.\d+ s, (\d+|-) URLs/s").expect("a valid pattern");
    timing
        .replace_all(output, "<time> s, <speed> URLs/s")
        .into_owned()
}

/// What running an example gave.
#[derive(Debug, PartialEq, Eq)]
struct Outcome {
    /// The command's exit status, which the next command's `$?` shows.
    status: i32,
    /// What differs from the page, if anything.
    difference: Option<String>,
}

/// Runs `example` in `dir`, where the command before it exited with `last_status`.
fn run(example: &Example, dir: &Path, last_status: i32) -> Outcome {
    let binary = Path::new(env!("CARGO_BIN_EXE_rfc1738"));
    let bin_dir = binary.parent().expect("the binary is in a directory");
    let path = std::env::join_paths(std::iter::once(bin_dir.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .expect("PATH joins");
    let command = example.command.replace(CARGO_RUN, "rfc1738");
    let output = Command::new("sh")
        .arg("-c")
        .arg(format!("(exit {last_status}); {{ {command}\n}} 2>&1"))
        .current_dir(dir)
        .env("PATH", path)
        .env_remove("CLICOLOR_FORCE")
        .env_remove("NO_COLOR")
        .stdin(Stdio::null())
        .output()
        .expect("sh runs");
    let actual = String::from_utf8_lossy(&output.stdout);
    let difference = (without_timings(&actual) != without_timings(&example.expected)).then(|| {
        format!(
            "{}:{}: `$ {}` printed\n{actual}--- but the page shows\n{}---",
            example.page, example.line, example.command, example.expected
        )
    });
    Outcome {
        // A command killed by a signal shows as 128 + the signal, as in a shell.
        status: output.status.code().unwrap_or(128),
        difference,
    }
}

/// A fresh scratch directory for `page`, holding a copy of `docs/examples/`.
fn scratch(page: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("doc_examples")
        .join(page.replace('/', "_"));
    if dir.exists() {
        fs::remove_dir_all(&dir).expect("the old scratch directory is removed");
    }
    let examples = dir.join("docs/examples");
    fs::create_dir_all(&examples).expect("the scratch directory is created");
    let source = root().join("docs/examples");
    for entry in fs::read_dir(&source).expect("docs/examples is readable") {
        let entry = entry.expect("docs/examples is listed");
        fs::copy(entry.path(), examples.join(entry.file_name())).expect("an example is copied");
    }
    dir
}

/// Runs every example of `page` in order; returns how many ran.
fn check_page(page: &'static str) -> usize {
    let markdown = fs::read_to_string(root().join(page)).expect("the page is readable");
    let examples = examples(page, &markdown);
    let dir = scratch(page);
    let mut failures = Vec::new();
    let mut status = 0;
    for example in &examples {
        let outcome = run(example, &dir, status);
        status = outcome.status;
        failures.extend(outcome.difference);
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
    examples.len()
}

#[test]
fn readme_examples_print_what_the_readme_shows() {
    let ran = check_page(PAGES[0]);
    assert!(ran >= 2, "README.md has {ran} console examples");
}

#[test]
fn manual_examples_print_what_the_manual_shows() {
    let ran = check_page(PAGES[1]);
    assert!(ran >= 20, "docs/cli.md has {ran} console examples");
}

#[test]
fn one_changed_character_in_an_expected_output_fails() {
    let markdown = fs::read_to_string(root().join(PAGES[1])).expect("the manual is readable");
    let example = examples(PAGES[1], &markdown)
        .into_iter()
        .find(|e| {
            e.command
                .starts_with("rfc1738 rule hostname www.example.com")
        })
        .expect("the manual shows `rfc1738 rule hostname www.example.com`");
    let dir = scratch("one_changed_character");
    assert_eq!(
        run(&example, &dir, 0),
        Outcome {
            status: 0,
            difference: None
        }
    );
    // "valid hostname" becomes "valid hostnamf".
    let mut changed = example.clone();
    let at = changed
        .expected
        .find("hostname")
        .expect("the output names the rule")
        + 7;
    changed.expected.replace_range(at..at + 1, "f");
    let outcome = run(&changed, &dir, 0);
    let difference = outcome
        .difference
        .expect("one changed character is a difference");
    assert!(difference.contains("valid hostnamf"), "{difference}");
}

#[test]
fn examples_are_read_from_console_blocks_only() {
    let markdown = "```sh\n$ not run\n```\n\n```console\n$ echo a \\\n  b\na b\n$ true\n```\n";
    let found = examples("page.md", markdown);
    assert_eq!(found.len(), 2);
    assert_eq!(
        (
            found[0].line,
            found[0].command.as_str(),
            found[0].expected.as_str()
        ),
        (6, "echo a \\\n  b", "a b\n")
    );
    assert_eq!(
        (found[1].command.as_str(), found[1].expected.as_str()),
        ("true", "")
    );
}

#[test]
fn only_timing_figures_may_differ() {
    assert_eq!(
        without_timings("4 lines: 2 valid; 0.000 s, 13181 URLs/s\n"),
        without_timings("4 lines: 2 valid; 0.012 s, 9 URLs/s\n")
    );
    assert_ne!(
        without_timings("4 lines: 2 valid; 0.000 s, 13181 URLs/s\n"),
        without_timings("5 lines: 2 valid; 0.000 s, 13181 URLs/s\n")
    );
}

/// The fenced blocks of `markdown` whose info string is `info`, in order.
fn blocks(markdown: &str, info: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut current: Option<String> = None;
    for line in markdown.lines() {
        let fence = line.trim_start().starts_with("```");
        match &mut current {
            Some(block) if fence => {
                found.push(std::mem::take(block));
                current = None;
            }
            Some(block) => {
                block.push_str(line);
                block.push('\n');
            }
            None if fence && line.trim_start().trim_start_matches('`') == info => {
                current = Some(String::new());
            }
            None => {}
        }
    }
    found
}

/// The README's "Use it on your grammar" section.
fn generator_section(readme: &str) -> &str {
    let start = readme
        .find("### Use it on your grammar")
        .expect("README.md has a \"Use it on your grammar\" section");
    let rest = &readme[start..];
    let end = rest.find("\n## ").unwrap_or(rest.len());
    &rest[..end]
}

#[test]
fn readme_rust_examples_are_tested() {
    let read = |page: &str| fs::read_to_string(root().join(page)).expect("readable");
    let readme = read("README.md");
    let library = blocks(&read("docs/library.md"), "rust");
    let built = blocks(generator_section(&readme), "rust");
    let examples = blocks(&readme, "rust");
    assert!(
        examples.len() >= 2,
        "README.md has {} Rust examples",
        examples.len()
    );
    for example in &examples {
        assert!(
            library.contains(example) || built.contains(example),
            "README.md's Rust example is neither docs/library.md's (a doctest) nor the \
             generator example:\n{example}"
        );
    }
}

#[test]
fn readme_generator_example_builds_and_runs() {
    let readme = fs::read_to_string(root().join("README.md")).expect("README.md is readable");
    let section = generator_section(&readme);
    let one = |info: &str| {
        let found = blocks(section, info);
        assert_eq!(found.len(), 1, "one {info} block in the section");
        found.into_iter().next().expect("one block")
    };
    let (dependencies, grammar, main) = (one("toml"), one("pest"), one("rust"));
    assert!(
        main.contains("url_derive::grammar(\"pairs.pest\")"),
        "{main}"
    );
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("readme_generator");
    if dir.exists() {
        fs::remove_dir_all(&dir).expect("the old example is removed");
    }
    fs::create_dir_all(dir.join("src")).expect("the example's directory is made");
    // The README's paths assume a clone beside the user's crate; here it is the
    // workspace itself.
    let workspace = root().display().to_string();
    let dependencies = dependencies.replace("\"../rfc1738/", &format!("\"{workspace}/"));
    let manifest = format!(
        "[package]\nname = \"pairs\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
         {dependencies}\n[workspace]\n"
    );
    fs::write(dir.join("Cargo.toml"), manifest).expect("Cargo.toml is written");
    fs::write(dir.join("pairs.pest"), grammar).expect("pairs.pest is written");
    fs::write(dir.join("src/main.rs"), main).expect("main.rs is written");
    // The workspace's versions, so that the example builds offline from what cargo
    // already has.
    fs::copy(root().join("Cargo.lock"), dir.join("Cargo.lock")).expect("Cargo.lock is copied");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["run", "--quiet", "--offline"])
        .current_dir(&dir)
        .env(
            "CARGO_TARGET_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("readme_generator_target"),
        )
        .stdin(Stdio::null())
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "the README's generator example in {} failed:\n{}",
        dir.display(),
        String::from_utf8_lossy(&output.stderr)
    );
}
