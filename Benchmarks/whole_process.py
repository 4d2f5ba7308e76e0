"""What the whole-process benchmarks (interpreter.py, views.py) share: a command's median wall time
over RUNS runs (default 5), and a `ROW` line for `make bench`'s table (Benchmarks/table.py) appended
to the file BENCH_RESULTS names, when it names one."""
import os
import statistics
import subprocess
import sys
import time

runs = int(os.environ.get("RUNS", "5"))


def timed(command):
    """Milliseconds and standard output of one run; a failing run stops the benchmark."""
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True)
    ms = (time.perf_counter() - start) * 1000
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed with exit code {result.returncode}:\n{result.stderr}")
    return ms, result.stdout


def median_run(command):
    """The median of `runs` runs' milliseconds, and the first run's standard output."""
    times, outputs = zip(*(timed(command) for _ in range(runs)))
    return statistics.median(times), outputs[0]


def median_pair(command, peer):
    """`median_run` of two commands whose times make a ratio, their runs taken in turn: a host whose
    speed drifts during the benchmark (a clock that steps down as it warms, a neighbour's load) then
    slows both alike, where all of one's runs and then all of the other's moved the ratio with it."""
    pairs = [(timed(command), timed(peer)) for _ in range(runs)]
    mine, theirs = zip(*pairs)
    return (statistics.median(t for t, _ in mine), mine[0][1]), (statistics.median(t for t, _ in theirs), theirs[0][1])


def add_row(section, work, figure, unit, peer="-", peer_figure="-", target="-"):
    results = os.environ.get("BENCH_RESULTS")
    if results:
        with open(results, "a") as f:
            f.write(f"ROW\t{section}\t{work}\t{figure:.1f}\t{unit}\t{peer}\t{peer_figure}\t{target}\n")
