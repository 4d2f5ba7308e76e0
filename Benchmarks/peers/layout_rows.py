#!/usr/bin/env python3
"""Sets viewlab's layout figures beside the peers' measured in the same run: reads a log holding
viewlab-bench's `VIEWLAB<TAB>id<TAB>tree name<TAB>ns/node` lines (one a process) and
layout_peers.py's `PEER<TAB>id<TAB>peer<TAB>ns/node or unavailable or wrong` lines, and prints one
`ROW` line for Benchmarks/table.py per tree and peer: viewlab's median over its processes, the peer's
figure, and issue 26's target against Taffy (ratio <= 0.5); Yoga and Taffy's gap form are shown
beside it without a target. Usage: layout_rows.py LOG"""
import statistics
import sys

ours, names, peers = {}, {}, {}
with open(sys.argv[1]) as log:
    for line in log:
        fields = line.rstrip("\n").split("\t")
        if fields[0] == "VIEWLAB" and len(fields) == 4:
            ours.setdefault(fields[1], []).append(float(fields[3]))
            names[fields[1]] = fields[2]
        elif fields[0] == "PEER" and len(fields) >= 4:
            peers[(fields[1], fields[2])] = fields[3]

for tree, figures in ours.items():
    median = statistics.median(figures)
    name = names[tree]
    # Taffy's gap form lays out tree (a) too: the same viewlab figure beside it.
    comparisons = [("Taffy", tree, "ratio<=0.5"), ("Yoga", tree, "-")] + ([("Taffy gap", "a-gap", "-")] if tree == "a" else [])
    for peer, peer_tree, target in comparisons:
        figure = peers.get((peer_tree, peer.split()[0]))
        if figure is None:
            continue
        print(f"ROW\tlayout\t{name}\t{median:.1f}\tns/node\t{peer}\t{figure}\t{target}")
