"""The results of one `cargo bench` run, read from criterion's output directory."""

import json
import os


def results(root, since, name):
    """Yields (benchmark, data) for every benchmark under `root` whose file `name`
    (`estimates.json`, `sample.json`) in its `new` directory was written at or after
    `since` (a modification time): this run's, not an earlier run's. `benchmark` is
    criterion's `benchmark.json` (`group_id`, `function_id`, `throughput`), `data`
    the file `name`, both parsed."""
    for dirpath, _, files in os.walk(root):
        if os.path.basename(dirpath) != "new" or name not in files:
            continue
        path = os.path.join(dirpath, name)
        if os.path.getmtime(path) < since:
            continue
        with open(os.path.join(dirpath, "benchmark.json")) as f:
            benchmark = json.load(f)
        with open(path) as f:
            yield benchmark, json.load(f)
