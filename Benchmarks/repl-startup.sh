#!/usr/bin/env bash
# REPL start-up: from launch until the REPL has read its first line and left, measured by piping
# `:quit` (issue 4: under 100 ms in a release build). It includes creating the session (the
# prelude), not libedit's set-up, which only a terminal gets.
# Usage: Benchmarks/repl-startup.sh [BINARY] [RUNS]   (default: .build/release/viewlab, 20 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/release/viewlab}
runs=${2:-20}
if [ ! -x "$binary" ]; then
  echo "no $binary: build it first (make release)" >&2
  exit 1
fi
"$binary" <<< ':quit' > /dev/null   # warm the file cache, so the figure is the program's own
start=$(date +%s%N)
for _ in $(seq "$runs"); do "$binary" <<< ':quit' > /dev/null; done
end=$(date +%s%N)
ms=$(( (end - start) / runs / 1000000 ))
echo "REPL start-up, $binary, mean of $runs runs: $ms ms"
# A row of `make bench`'s table (Benchmarks/table.py), when Benchmarks/run asks for one.
if [ -n "${BENCH_RESULTS:-}" ]; then printf 'ROW\tviews\tREPL start-up\t%s\tms\t-\t-\t<=100\n' "$ms" >> "$BENCH_RESULTS"; fi
