//! `rfc1738 check --jsonl` classifies every whole-URL case of the conformance data
//! (`tests/data/urls.jsonl`: the RFC's own examples, the hard cases, the PEG
//! hazards) as the data says, strictly and with `--lenient`.

use assert_cmd::Command;
use serde_json::Value;

fn cases() -> Vec<Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/urls.jsonl");
    std::fs::read_to_string(path)
        .expect("conformance data")
        .lines()
        .map(|line| serde_json::from_str(line).expect("JSON line"))
        .collect()
}

fn check(lenient: bool, stdin: String) -> Vec<Value> {
    let mut command = Command::cargo_bin("rfc1738").unwrap();
    command.args(["check", "--jsonl"]);
    if lenient {
        command.arg("--lenient");
    }
    let output = command.write_stdin(stdin).output().unwrap();
    assert_eq!(
        output.status.code(),
        Some(1),
        "some cases are invalid, so the exit status is 1"
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[test]
fn check_classifies_the_conformance_urls_as_the_suite_says() {
    let cases = cases();
    let stdin: String = cases
        .iter()
        .map(|c| format!("{}\n", c["input"].as_str().unwrap()))
        .collect();
    for (lenient, key) in [(false, "production"), (true, "lenient")] {
        let records = check(lenient, stdin.clone());
        assert_eq!(records.len(), cases.len());
        for (case, record) in cases.iter().zip(&records) {
            assert_eq!(record["input"], case["input"]);
            assert_eq!(record["production"], case[key], "{} ({key})", case["input"]);
            assert_eq!(record["valid"], !case[key].is_null());
        }
    }
}
