//! `Debug` of the generated types: what `#[derive(Debug)]` writes, through two
//! functions that are not generic, so that each type's `fmt` is one call with its
//! fields as `&dyn Debug`.

use std::fmt;

/// Writes `name { field: value, .. }` (each field in order), as a derived `Debug`
/// of a struct does, `{:#?}` included.
#[inline(never)]
pub fn debug_struct(
    f: &mut fmt::Formatter<'_>,
    name: &str,
    fields: &[(&str, &dyn fmt::Debug)],
) -> fmt::Result {
    let mut out = f.debug_struct(name);
    for (field, value) in fields {
        out.field(field, value);
    }
    out.finish()
}

/// Writes `name(value)`, as a derived `Debug` of a variant with one value does.
#[inline(never)]
pub fn debug_variant(
    f: &mut fmt::Formatter<'_>,
    name: &str,
    value: &dyn fmt::Debug,
) -> fmt::Result {
    f.debug_tuple(name).field(value).finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug)]
    struct Derived<'a> {
        text: &'a str,
        items: Vec<u32>,
        r#type: Option<Variant>,
    }

    #[derive(Debug)]
    enum Variant {
        Number(u32),
    }

    struct Written<'a>(&'a Derived<'a>);

    impl fmt::Debug for Written<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let d = self.0;
            debug_struct(
                f,
                "Derived",
                &[
                    ("text", &d.text),
                    ("items", &d.items),
                    ("type", &d.r#type.as_ref().map(Written2)),
                ],
            )
        }
    }

    struct Written2<'a>(&'a Variant);

    impl fmt::Debug for Written2<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let Variant::Number(n) = self.0;
            debug_variant(f, "Number", n)
        }
    }

    #[test]
    fn writes_what_derive_writes() {
        for value in [
            Derived {
                text: "a\"b",
                items: vec![1, 2],
                r#type: Some(Variant::Number(7)),
            },
            Derived {
                text: "",
                items: vec![],
                r#type: None,
            },
        ] {
            assert_eq!(format!("{:?}", Written(&value)), format!("{value:?}"));
            assert_eq!(format!("{:#?}", Written(&value)), format!("{value:#?}"));
        }
    }
}
