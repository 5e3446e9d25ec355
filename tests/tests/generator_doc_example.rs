//! docs/generator.md's "Walking the tree" example, built and run as a crate of its
//! own (url-derive and url-runtime by path, pest_grammars' `json.pest` where cargo
//! unpacked it), and its output checked against what the page says it prints.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The repository root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ lies in the repository")
        .to_path_buf()
}

/// The first fenced block with the info string `rust` in `markdown`.
fn first_rust_block(markdown: &str) -> Option<String> {
    let mut lines = markdown.lines();
    lines.find(|line| line.trim() == "```rust")?;
    let block: Vec<&str> = lines.take_while(|line| line.trim() != "```").collect();
    Some(block.join("\n") + "\n")
}

#[test]
fn the_json_walk_example_builds_and_prints_what_the_page_shows() {
    let page = fs::read_to_string(root().join("docs/generator.md")).expect("the page is readable");
    let section = &page[page
        .find("### Walking the tree")
        .expect("docs/generator.md has a \"Walking the tree\" section")..];
    let main = first_rust_block(section).expect("the section has a Rust example");
    assert!(
        main.contains("url_derive::grammar(\"src/json.pest\")"),
        "{main}"
    );

    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("generator_json_walk");
    if dir.exists() {
        fs::remove_dir_all(&dir).expect("the old example is removed");
    }
    fs::create_dir_all(dir.join("src")).expect("the example's directory is made");
    let workspace = root().display().to_string();
    let manifest = format!(
        "[package]\nname = \"json-walk\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
         [dependencies]\nurl-derive = {{ path = \"{workspace}/url-derive\" }}\n\
         url-runtime = {{ path = \"{workspace}/url-runtime\" }}\n\n[workspace]\n"
    );
    fs::write(dir.join("Cargo.toml"), manifest).expect("Cargo.toml is written");
    let grammar = Path::new(env!("PEST_GRAMMARS_DIR")).join("src/grammars/json.pest");
    fs::copy(&grammar, dir.join("src/json.pest")).expect("pest_grammars' json.pest is copied");
    fs::write(dir.join("src/main.rs"), &main).expect("main.rs is written");
    // The workspace's versions, so that the example builds offline.
    fs::copy(root().join("Cargo.lock"), dir.join("Cargo.lock")).expect("Cargo.lock is copied");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    // The target directory of url-grammar's README example (the same two
    // dependencies), so that they are built once for both.
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
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "docs/generator.md's JSON example in {} failed:\n{}",
        dir.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    // What the page says the program prints.
    for line in [
        "\"name\":",
        "  \"pest\"",
        "    json 0..61",
        "   value 0..61",
        "  object 0..61",
        "    pair 2..16",
        "unexpected '}' at line 1, column 8 (byte 7); expected value",
    ] {
        assert!(
            stdout.lines().any(|printed| printed == line),
            "the output lacks {line:?}:\n{stdout}"
        );
    }
}
