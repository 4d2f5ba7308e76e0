#!/usr/bin/env python3
"""Issue 26's waits a learner sees, whole process, median of RUNS (default 5): the 10,000-row list
built and laid out (`viewlab layout`, target < 300 ms), and `render --at 10` of the corpus's particle,
snow and metaball programs (Pro SwiftUI ch. 5's Canvas and TimelineView listings in our own code;
target < 500 ms each). With BENCH_RESULTS=FILE, appends one `ROW` line a figure for Benchmarks/table.py.
Usage: Benchmarks/views.py; VIEWLAB=path/to/viewlab (default .build/release/viewlab)."""
import os
import sys
import tempfile

# No __pycache__ beside the sources, where SwiftPM would find files it does not know.
sys.dont_write_bytecode = True
from whole_process import add_row, median_run, runs

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
viewlab = os.environ.get("VIEWLAB", ".build/release/viewlab")


if not os.access(viewlab, os.X_OK):
    sys.exit(f"no {viewlab}: build it first (make release), or set VIEWLAB")
with tempfile.TemporaryDirectory() as scratch:
    picture = os.path.join(scratch, "frame.svg")
    work = [
        ("10,000-row list, layout", [viewlab, "layout", os.path.join(root, "Benchmarks/Views/rows.swift")], 300),
    ] + [
        (f"render --at 10: {name}", [viewlab, "render", os.path.join(root, "Tests/Corpus", file), "--at", "10", "--format", "svg", "-o", picture], 500)
        for name, file in [("particles", "pro-05-02-glowing-particles.swift"), ("snow", "pro-05-03-falling-snow.swift"),
                           ("metaballs", "pro-05-04-metaballs.swift")]
    ]
    print(f"# {viewlab}, whole process, median of {runs}")
    for name, command, target in work:
        ms = median_run(command)[0]
        print(f"{name:<32}{ms:>9.1f} ms   target < {target} ms   {'met' if ms < target else 'NOT met'}")
        add_row("views", name, ms, "ms", target=f"<={target}")
