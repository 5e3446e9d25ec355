//! The linear-cost suite: `tests/linear_cost.rs` shows that pest, the generated
//! parsers and `extract` do work linear in their input on adversarial inputs. The
//! library is empty; the package exists to build its tests with url-runtime's
//! `count-work` feature (see its `Cargo.toml`).
