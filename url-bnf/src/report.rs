//! The machine-readable hazard report (JSON).

use crate::{Outcome, Status};

fn s(x: &str) -> String {
    let mut o = String::from("\"");
    for c in x.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            c if (c as u32) < 0x20 => o.push_str(&format!("\\u{:04x}", c as u32)),
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

/// The report of an outcome as JSON text.
pub fn json(o: &Outcome) -> String {
    let mut out = String::from("{\n");
    out.push_str(&format!(
        "  \"starts\": [{}],\n",
        o.starts.iter().map(|x| s(x)).collect::<Vec<_>>().join(", ")
    ));
    out.push_str("  \"hazards\": [");
    for (k, f) in o.findings.iter().enumerate() {
        let (status, rewrite, description, checked) = match &f.status {
            Status::Fixed {
                rewrite,
                description,
                checked,
            } => ("fixed", s(rewrite), s(description), s(checked)),
            Status::Unresolved => ("unresolved", "null".into(), "null".into(), "null".into()),
        };
        out.push_str(if k == 0 { "\n" } else { ",\n" });
        out.push_str(&format!(
            "    {{\"rule\": {}, \"kind\": {}, \"site\": {}, \"problem\": {}, \"witness\": {}, \"start\": {}, \"analysis\": {}, \"status\": {}, \"rewrite\": {}, \"description\": {}, \"checked\": {}}}",
            s(&f.rule),
            s(match f.kind {
                crate::hazard::SiteKind::Choice => "choice",
                crate::hazard::SiteKind::Repetition => "repetition",
            }),
            s(&f.site),
            s(&f.problem),
            s(&f.witness),
            s(&f.start),
            s(if f.exact { "exact" } else { "conservative" }),
            s(status),
            rewrite,
            description,
            checked
        ));
    }
    out.push_str("\n  ],\n  \"ambiguities\": [");
    for (k, a) in o.ambiguities.iter().enumerate() {
        out.push_str(if k == 0 { "\n" } else { ",\n" });
        out.push_str(&format!(
            "    {{\"rule\": {}, \"site\": {}, \"witness\": {}}}",
            s(&a.rule),
            s(&a.site),
            s(&a.witness)
        ));
    }
    out.push_str(&format!(
        "\n  ],\n  \"agreement\": {{\"inputs\": {}, \"in_language\": {}, \"exhaustive_length\": {}, \"disagreements\": [{}]}}\n}}\n",
        o.agreement.inputs,
        o.agreement.accepted,
        o.agreement.exhaustive_len,
        o.agreement
            .disagreements
            .iter()
            .take(50)
            .map(|d| format!("{{\"input\": {}, \"grammar_accepts\": {}}}", s(&d.input), d.grammar_accepts))
            .collect::<Vec<_>>()
            .join(", ")
    ));
    out
}
