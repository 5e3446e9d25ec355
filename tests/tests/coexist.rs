//! A crate that depends on plain `pest_derive` (so pest_meta without its
//! `grammar-extras` feature) beside url-derive builds, and the two agree on its
//! grammar: `tests/coexist/` is built and run as a project of its own, offline,
//! with its own `Cargo.lock` and its own target directory under this workspace's.

use std::path::Path;
use std::process::Command;

#[test]
fn a_crate_with_plain_pest_derive_and_url_derive_builds_and_runs() {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("coexist/Cargo.toml");
    let target = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the tmp directory is inside the target directory")
        .join("coexist");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let output = Command::new(cargo)
        .args(["run", "--offline", "--locked", "--manifest-path"])
        .arg(&fixture)
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .expect("cargo runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "tests/coexist does not build or run:\n{stderr}\n{stdout}"
    );
    assert!(
        stdout.contains("coexist: pest_derive and url-derive agree"),
        "{stdout}"
    );
}
