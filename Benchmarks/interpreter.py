#!/usr/bin/env python3
"""Issue 26's interpreter figures next to CPython: runs each pair NAME.swift (`viewlab run`) and NAME.py
(`python3`) of Benchmarks/Interpreter/ in the same run, whole process with start-up, and prints the
median of RUNS (default 5) wall times (the two programs' runs taken in turn), the ratio and whether both printed the same thing (a mismatch
is an error: the pair would not be doing the same work). `layout.swift` is a learner's `Layout`: it runs
through `viewlab layout --format json`, whose subviews' frames are reduced to the line layout.py prints
(their count and the sum of their coordinates and sizes). Each program runs at least 0.3 s in CPython,
so start-up is under a tenth of it (views, the 1,000-row list, is the exception: it shows start-up).
The target is a ratio of at most 1.0. The loop is also compiled with `swiftc -O`: the physical limit.
With BENCH_RESULTS=FILE, appends one `ROW` line a figure for Benchmarks/table.py (whole_process.py).
Usage: Benchmarks/interpreter.py [NAME…]; VIEWLAB=path/to/viewlab (default .build/release/viewlab)."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

# No __pycache__ beside the sources, where SwiftPM would find files it does not know.
sys.dont_write_bytecode = True
from whole_process import add_row, median_pair, median_run, runs

folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Interpreter")
viewlab = os.environ.get("VIEWLAB", ".build/release/viewlab")
# The programs run longer than the learner's default budgets allow (1 s, 10 million steps).
budgets = ["--max-steps", "2000000000", "--timeout", "100", "--max-depth", "100000"]


def viewlab_command(name):
    """How viewlab runs a program: a learner's `Layout` is laid out, any other program run."""
    path = os.path.join(folder, name + ".swift")
    if name == "layout":
        return [viewlab, "layout", "--format", "json", *budgets, path]
    return [viewlab, "run", *budgets, path]


def comparable(name, output):
    """What the pair's outputs are compared by: for the layout, its leaves' frames as layout.py prints them."""
    if name != "layout":
        return output
    leaves = []

    def walk(node):
        if not node["children"]:
            leaves.append(node["frame"])
        for child in node["children"]:
            walk(child)

    walk(json.loads(output)["root"])
    total = sum(f["x"] + f["y"] + f["width"] + f["height"] for f in leaves)
    return f"{len(leaves)} {round(total, 1)}\n"


def compiled_loop():
    """The loop compiled with `swiftc -O`, whole process: what no interpreter can beat."""
    swiftc = shutil.which("swiftc")
    if not swiftc:
        return None
    with tempfile.TemporaryDirectory() as scratch:
        binary = os.path.join(scratch, "loop")
        built = subprocess.run([swiftc, "-O", os.path.join(folder, "loop.swift"), "-o", binary], capture_output=True)
        return median_run([binary])[0] if built.returncode == 0 else None


if not os.access(viewlab, os.X_OK):
    sys.exit(f"no {viewlab}: build it first (make release), or set VIEWLAB")
names = sys.argv[1:] or sorted(f[:-6] for f in os.listdir(folder) if f.endswith(".swift"))
print(f"# {viewlab} run NAME.swift vs python3 NAME.py, whole process, median of {runs}")
print(f"{'program':<14}{'viewlab ms':>12}{'python3 ms':>12}{'ratio':>8}  target  {'met':<5}output")
mismatches = 0
for name in names:
    (swift_ms, swift_out), (python_ms, python_out) = median_pair(viewlab_command(name),
                                                                 ["python3", os.path.join(folder, name + ".py")])
    swift_out = comparable(name, swift_out)
    ratio = swift_ms / python_ms
    same = swift_out == python_out
    mismatches += not same
    print(f"{name:<14}{swift_ms:>12.1f}{python_ms:>12.1f}{ratio:>8.2f}  ≤ 1.0   {'yes' if ratio <= 1 else 'no':<5}"
          + ("same" if same else f"MISMATCH: viewlab {swift_out!r}, python3 {python_out!r}"))
    add_row("interpreter", name, swift_ms, "ms", "CPython", f"{python_ms:.1f}", "ratio<=1.0")
    if name == "loop":
        native = compiled_loop()
        if native is None:
            print("loop, compiled: swiftc not found or failed")
        else:
            print(f"{'loop, swiftc -O':<14}{native:>12.1f}   (the physical limit: compiled Swift, start-up included)")
            add_row("interpreter", "loop (swiftc -O: the limit)", native, "ms")
sys.exit(1 if mismatches else 0)
