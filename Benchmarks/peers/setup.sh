#!/usr/bin/env bash
# Makes the Python environment of the layout peers (shared/spec/bench-trees.md): a virtual
# environment at .build/bench-venv with Taffy (PyPI `stretchable`, a prebuilt wheel) and Yoga (PyPI
# `poga`, built from source: about 1.5 minutes of C++ on 2 cores, needs g++ and Python's headers).
# Idempotent: a package that already imports is not asked for again, so a second run takes a
# fraction of a second. Never fails the benchmarks: a peer that cannot be installed is reported in
# one line on stderr, exit status stays 0, and Benchmarks/peers/layout_peers.py prints
# `unavailable` for it (the table then shows viewlab's figure alone).
# On Debian's own python3 the venv module is the package `python3-venv`, and poga's build needs
# `python3-dev` and `g++`.
set -uo pipefail
cd "$(dirname "$0")/../.."
venv=.build/bench-venv
python="$venv/bin/python"

# A venv whose interpreter no longer runs, or that has no pip (`python3 -m venv` without ensurepip
# leaves such a half-made one on Debian), is made again.
if ! "$python" -m pip --version >/dev/null 2>&1; then
    rm -rf "$venv"
    if ! python3 -m venv "$venv" >/dev/null 2>&1 || ! "$python" -m pip --version >/dev/null 2>&1; then
        echo "peers: cannot make $venv with python3 -m venv (on Debian: apt-get install python3-venv); Taffy and Yoga unavailable" >&2
        exit 0
    fi
fi

# package on PyPI, module it installs, peer it provides
# Pinned, so that two runs of `make bench` time the same peers.
for entry in "stretchable==1.1.8 stretchable Taffy" "poga==0.1.19 poga Yoga"; do
    read -r package module peer <<<"$entry"
    "$python" -c "import $module" 2>/dev/null && continue
    log="$venv/pip-$package.log"
    if ! PIP_DISABLE_PIP_VERSION_CHECK=1 "$python" -m pip install --quiet "$package" >"$log" 2>&1 \
        || ! "$python" -c "import $module" 2>/dev/null; then
        echo "peers: could not install $package ($peer unavailable; see $log): $({ grep -m1 -iE 'error' "$log" || tail -n1 "$log"; } | cut -c1-160)" >&2
    fi
done
exit 0
