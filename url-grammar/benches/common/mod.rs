//! The corpus the benchmarks read: every `*.txt` under `benches/data/` (vendored, see
//! `benches/data/README.md`), plus any files or folders named in the environment
//! variable `RFC1738_BENCH_CORPUS` (separated by `:`), for example the whole
//! `shared/corpus/` folder.

use std::path::{Path, PathBuf};

/// One corpus file: its lines (one candidate URL each, terminator removed).
pub struct Corpus {
    /// The file's stem, used as the benchmark group's name (`web-as-rfc1738`).
    pub name: String,
    /// The lines, without their `\n` or `\r\n`; blank lines are skipped.
    pub lines: Vec<String>,
}

impl Corpus {
    /// Reads `path`, one URL per line.
    pub fn read(path: &Path) -> Corpus {
        let text = std::fs::read_to_string(path)
            .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
        let lines = text
            .split('\n')
            .map(|line| line.strip_suffix('\r').unwrap_or(line))
            .filter(|line| !line.is_empty())
            .map(str::to_owned)
            .collect();
        let name = path
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_else(|| path.display().to_string());
        Corpus { name, lines }
    }
}

/// The corpus files, in a stable order: the vendored ones, then the extra ones.
pub fn corpus_files() -> Vec<PathBuf> {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/data");
    let mut files = txt_files(&data);
    if let Some(extra) = std::env::var_os("RFC1738_BENCH_CORPUS") {
        for entry in std::env::split_paths(&extra) {
            for file in txt_files(&entry) {
                let stem = file.file_stem().map(|s| s.to_owned());
                if !files
                    .iter()
                    .any(|known| known.file_stem() == stem.as_deref())
                {
                    files.push(file);
                }
            }
        }
    }
    files
}

/// `path` itself when it is a file, else the `*.txt` files in it, sorted.
fn txt_files(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_owned()];
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(path)
        .unwrap_or_else(|error| panic!("cannot list {}: {error}", path.display()))
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|file| file.extension().is_some_and(|ext| ext == "txt"))
        .collect();
    files.sort();
    files
}
