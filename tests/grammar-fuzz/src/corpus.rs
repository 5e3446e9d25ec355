//! The regression corpus: minimal grammars and inputs on which url-derive once
//! disagreed with pest, each a `.pest` file in `corpus/` that says where it comes
//! from and lists its inputs as comments:
//!
//! ```text
//! // Found by: <how: a campaign's command and seed, or an issue>
//! // input <rule> <the input as a JSON string>
//! seg = { "[" ~ n ~ "]" | "." ~ (w | n) }
//! ```
//!
//! The build script compiles every case into the batch; [`crate::run_grammar`]
//! replays its inputs before drawing new ones.

/// The `// input` lines of a corpus file: (rule, input), or why a line is wrong.
pub fn inputs(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut inputs = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let Some(rest) = line.trim_start().strip_prefix("// input ") else {
            continue;
        };
        let (rule, json) = rest
            .split_once(' ')
            .ok_or_else(|| format!("line {}: `// input <rule> <JSON string>`", index + 1))?;
        let input: String = serde_json::from_str(json)
            .map_err(|e| format!("line {}: the input is not a JSON string: {e}", index + 1))?;
        inputs.push((rule.to_owned(), input));
    }
    Ok(inputs)
}

/// A corpus file for `grammar`, found by `origin`, with `inputs` to replay.
pub fn case(origin: &str, grammar: &str, inputs: &[(String, String)]) -> String {
    let mut text = format!("// Found by: {origin}\n");
    for (rule, input) in inputs {
        let json = serde_json::to_string(input).expect("a string serialises");
        text.push_str(&format!("// input {rule} {json}\n"));
    }
    text.push_str(grammar.trim_end());
    text.push('\n');
    text
}
