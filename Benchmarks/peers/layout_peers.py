#!/usr/bin/env python3
"""Taffy (PyPI `stretchable`) and Yoga (PyPI `poga`) on the benchmark trees of
shared/spec/bench-trees.md, measured in the same run as viewlab's own figures.

Run with the virtual environment that Benchmarks/peers/setup.sh makes:

    .build/bench-venv/bin/python Benchmarks/peers/layout_peers.py [TREE…]

TREE is any of a, a-gap, b10, b20, b30, c (default: all). For every tree and peer it builds the
tree as the spec describes, lays it out once and checks every node's frame against the spec's
formulas (a peer that lays a tree out wrongly is an error: exit status 1), then times only the
layout call, with every node's cached layout invalidated before each call, the way
Benchmarks/Timing.swift does (warm-up, loops 1, 2, 5, 10, … until one repeat holds ≥ 0.2 s,
best of 5 repeats of the mean per call). Standard output has one machine-readable line per figure:

    PEER<TAB>tree<TAB>peer<TAB>ns per node[<TAB>single-call]

where the figure is a number (one decimal), `unavailable` (the peer is not importable) or `wrong`
(its frames differ from the spec's). `single-call` marks a tree whose first call took over 2 s:
it is timed once rather than best of 5. Standard error has one readable line per figure.

No figure is written into any source file: every number printed here is measured by this run.
"""
import gc
import os
import sys
import time

# ---------------------------------------------------------------------------------------------
# The trees, described once, independently of either library. A node is a style dict and a list
# of children; keys: direction ("row"/"column"), align ("center"/"stretch"), shrink, grow,
# basis, min_width, width, height, margin_top, margin_left, gap.


class Spec:
    __slots__ = ("style", "children")

    def __init__(self, style, children=()):
        self.style = style
        self.children = list(children)


def flat_tree(gap):
    """(a) VStack(spacing: 8) of 10,000 HStack(spacing: 8) rows of three 20×20 leaves.
    "margin" form: margin-top 8 on every row but the first, margin-left 8 on every leaf but the
    first of its row. "gap" form (Taffy only): no margins, gap 8 on the root and every row."""
    rows = []
    for i in range(10_000):
        leaves = []
        for j in range(3):
            style = {"width": 20, "height": 20, "shrink": 0}
            if j > 0 and not gap:
                style["margin_left"] = 8
            leaves.append(Spec(style))
        style = {"direction": "row", "align": "center", "shrink": 0}
        if gap:
            style["gap"] = 8
        elif i > 0:
            style["margin_top"] = 8
        rows.append(Spec(style, leaves))
    style = {"direction": "column", "align": "center", "shrink": 0}
    if gap:
        style["gap"] = 8
    return Spec(style, rows)


def flat_frames():
    """Every frame of (a), pre-order, relative to the parent (the same in both forms)."""
    frames = [(0, 0, 76, 10_000 * 20 + 9_999 * 8)]
    for i in range(10_000):
        frames.append((0, 28 * i, 76, 20))
        frames.extend((28 * j, 0, 20, 20) for j in range(3))
    return frames


def nested_tree(depth):
    """(b) level k is a row (k odd, HStack) or column (k even, VStack) holding a 10×10 leaf and
    then level k+1; level D holds only its leaf. Spacing 0, align-items center."""
    node = None
    for k in range(depth, 0, -1):
        leaf = Spec({"width": 10, "height": 10, "shrink": 0})
        style = {"direction": "row" if k % 2 == 1 else "column", "align": "center", "shrink": 0}
        node = Spec(style, [leaf] if node is None else [leaf, node])
    return node


def nested_frames(depth):
    """Every frame of (b), pre-order, from the spec's rules: level D is 10×10; an HStack level
    adds 10 to the width of the level inside it, a VStack level adds 10 to its height; inside
    an HStack of W×H the leaf is at (0, (H−10)/2) and the next level (w×h) at (10, (H−h)/2);
    inside a VStack the leaf is at ((W−10)/2, 0) and the next level at ((W−w)/2, 10)."""
    sizes = {depth: (10, 10)}
    for k in range(depth - 1, 0, -1):
        w, h = sizes[k + 1]
        sizes[k] = (10 + w, max(10, h)) if k % 2 == 1 else (max(10, w), 10 + h)
    frames = [(0, 0) + sizes[1]]
    for k in range(1, depth + 1):
        W, H = sizes[k]
        if k % 2 == 1:
            frames.append((0, (H - 10) // 2, 10, 10))
        else:
            frames.append(((W - 10) // 2, 0, 10, 10))
        if k < depth:
            w, h = sizes[k + 1]
            frames.append((10, (H - h) // 2, w, h) if k % 2 == 1 else ((W - w) // 2, 10, w, h))
    return frames


def wide_tree():
    """(c) a 10,000×100 row (align-items stretch) of 1,000 children `flex: 1 1 0; min-width: 0`."""
    child = {"grow": 1, "shrink": 1, "basis": 0, "min_width": 0}
    root = {"direction": "row", "width": 10_000, "height": 100, "align": "stretch"}
    return Spec(root, [Spec(dict(child)) for _ in range(1_000)])


def wide_frames():
    return [(0, 0, 10_000, 100)] + [(10 * i, 0, 10, 100) for i in range(1_000)]


# id, readable name, flexbox node count (the ns/node denominator of the spec), builder, frames,
# peers that run it ("gap" is the Taffy-only extra row: Yoga 1.19 has no gap).
TREES = [
    ("a", "(a) flat 10,000 rows", 40_001, lambda: flat_tree(gap=False), flat_frames, ("Taffy", "Yoga")),
    ("a-gap", "(a) flat, gap form", 40_001, lambda: flat_tree(gap=True), flat_frames, ("Taffy",)),
    ("b10", "(b) nested D=10", 20, lambda: nested_tree(10), lambda: nested_frames(10), ("Taffy", "Yoga")),
    ("b20", "(b) nested D=20", 40, lambda: nested_tree(20), lambda: nested_frames(20), ("Taffy", "Yoga")),
    ("b30", "(b) nested D=30", 60, lambda: nested_tree(30), lambda: nested_frames(30), ("Taffy", "Yoga")),
    ("c", "(c) wide-flexible 1,000", 1_001, wide_tree, wide_frames, ("Taffy", "Yoga")),
]

# ---------------------------------------------------------------------------------------------
# The timing method of Benchmarks/Timing.swift (timeit.autorange, best of 5).

REPEAT_NS = 200_000_000  # one repeat holds at least 0.2 s of timed work
SINGLE_CALL_NS = 2_000_000_000  # a call slower than 2 s is timed once only (Yoga's deep trees)


def best_ns_per_call(prepare, call):
    """(best mean ns per call, whether it is a single call). `prepare` runs before every call,
    outside the timer; only `call` is timed, with perf_counter_ns right before and after."""
    clock = time.perf_counter_ns

    def timed_repeat(loops):
        total = 0
        for _ in range(loops):
            prepare()
            start = clock()
            call()
            total += clock() - start
        return total

    first = timed_repeat(1)  # the first of the three warm-up calls, timed for the cap
    if first > SINGLE_CALL_NS:
        return float(first), True
    timed_repeat(2)
    loops, scale = 1, 1
    steps = iter((1, 2, 5))
    next(steps)
    while timed_repeat(loops) < REPEAT_NS:
        step = next(steps, None)
        if step is None:
            scale *= 10
            steps = iter((1, 2, 5))
            step = next(steps)
        loops = step * scale
    return min(timed_repeat(loops) / loops for _ in range(5)), False


# ---------------------------------------------------------------------------------------------
# Taffy through stretchable's native module, taffylib. stretchable's Node.compute_layout() also
# reads every node's layout back into Python objects after the call, which the spec says not to
# time; so the tree is made and laid out with the taffylib calls that Node makes, and the timed
# call is node_compute_layout alone.


class Taffy:
    name = "Taffy"

    def __init__(self):
        import stretchable
        from stretchable import taffylib
        from stretchable.context import taffy
        from stretchable.style import AlignItems, FlexDirection, Style
        from stretchable.style.geometry.size import SizeAvailableSpace

        self.stretchable, self.lib, self.ptr = stretchable, taffylib, taffy._ptr
        self.Style, self.AlignItems, self.FlexDirection = Style, AlignItems, FlexDirection
        self.styles = {}
        self.space = SizeAvailableSpace.default().to_dict()  # max-content × max-content
        if self.space["width"]["dim"] != self.space["height"]["dim"]:
            raise RuntimeError("stretchable's default available space is not max-content × max-content")
        taffy.use_rounding = True  # pixel rounding on, at scale 1

    def style(self, s):
        """Taffy's style dict for a spec style, made once per distinct style: making a stretchable
        Style validates every field (about 1.5 ms each, 60 s for tree (a) if done per node)."""
        key = tuple(sorted(s.items()))
        if key not in self.styles:
            self.styles[key] = self.make_style(s).to_dict()
        return self.styles[key]

    def make_style(self, s):
        kwargs = {}
        if "direction" in s:
            kwargs["flex_direction"] = self.FlexDirection.ROW if s["direction"] == "row" else self.FlexDirection.COLUMN
        if "align" in s:
            kwargs["align_items"] = self.AlignItems.CENTER if s["align"] == "center" else self.AlignItems.STRETCH
        if "shrink" in s:
            kwargs["flex_shrink"] = s["shrink"]
        if "grow" in s:
            kwargs["flex_grow"] = s["grow"]
        if "basis" in s:
            kwargs["flex_basis"] = s["basis"]
        if "width" in s:
            kwargs["size"] = (s["width"], s["height"])
        if "min_width" in s:
            kwargs["min_size"] = (s["min_width"], self.stretchable.style.AUTO)
        if "margin_top" in s or "margin_left" in s:
            kwargs["margin"] = (s.get("margin_top", 0), 0, 0, s.get("margin_left", 0))  # top, right, bottom, left
        if "gap" in s:
            kwargs["gap"] = s["gap"]  # both axes
        return self.Style(**kwargs)

    def build(self, spec):
        """The root and every node id in pre-order. These are the two taffylib calls that
        stretchable's Node() makes (node_create with the style's dict, node_add_child), without
        the Python Node objects, which this benchmark does not need."""
        ids = []

        def make(node):
            made = self.lib.node_create(self.ptr, self.style(node.style))
            ids.append(made)
            for child in node.children:
                self.lib.node_add_child(self.ptr, made, make(child))
            return made

        return make(spec), ids

    def layout(self, root):
        if not self.lib.node_compute_layout(self.ptr, root, self.space):
            raise RuntimeError("Taffy's compute_layout failed")

    def invalidate(self, root, ids):
        """Taffy's mark_dirty clears one node's cache (and its ancestors'): call it on every node.
        Dirtying the root alone would leave the children's caches in place."""
        mark, ptr = self.lib.node_mark_dirty, self.ptr
        for node in ids:
            mark(ptr, node)

    def frames(self, ids):
        layout, get, ptr = self.lib.PyLayout(), self.lib.node_get_layout, self.ptr
        out = []
        for node in ids:
            get(ptr, node, layout)
            out.append((layout.x, layout.y, layout.width, layout.height))
        return out

    def is_dirty(self, node):
        return self.lib.node_dirty(self.ptr, node)

    def release(self, root, ids):
        self.lib.node_drop_all(self.ptr)  # the next tree starts from an empty node arena


# ---------------------------------------------------------------------------------------------
# Yoga through poga's C API binding.


class Yoga:
    name = "Yoga"

    def __init__(self):
        from poga import libpoga_capi as yg

        self.yg = yg
        self.config = yg.YGConfigNew()
        yg.YGConfigSetPointScaleFactor(self.config, 1.0)  # pixel rounding at scale 1

    def build(self, spec):
        yg, nodes = self.yg, []

        def make(node):
            made = yg.YGNodeNewWithConfig(self.config)
            nodes.append(made)
            s = node.style
            if "direction" in s:
                yg.YGNodeStyleSetFlexDirection(made, yg.YGFlexDirection.Row if s["direction"] == "row" else yg.YGFlexDirection.Column)
            if "align" in s:
                yg.YGNodeStyleSetAlignItems(made, yg.YGAlign.Center if s["align"] == "center" else yg.YGAlign.Stretch)
            if "shrink" in s:
                yg.YGNodeStyleSetFlexShrink(made, s["shrink"])
            if "grow" in s:
                yg.YGNodeStyleSetFlexGrow(made, s["grow"])
            if "basis" in s:
                yg.YGNodeStyleSetFlexBasis(made, s["basis"])
            if "width" in s:
                yg.YGNodeStyleSetWidth(made, s["width"])
                yg.YGNodeStyleSetHeight(made, s["height"])
            if "min_width" in s:
                yg.YGNodeStyleSetMinWidth(made, s["min_width"])
            if "margin_top" in s:
                yg.YGNodeStyleSetMargin(made, yg.YGEdge.Top, s["margin_top"])
            if "margin_left" in s:
                yg.YGNodeStyleSetMargin(made, yg.YGEdge.Left, s["margin_left"])
            if "gap" in s:
                raise RuntimeError("Yoga 1.19 has no gap")
            for index, child in enumerate(node.children):
                yg.YGNodeInsertChild(made, make(child), index)
            return made

        root = make(spec)
        return root, nodes

    def layout(self, root):
        yg = self.yg
        # Undefined × undefined: the unbounded root proposal.
        yg.YGNodeCalculateLayout(root, yg.YGUndefined, yg.YGUndefined, yg.YGDirection.LTR)

    def invalidate(self, root, nodes):
        """YGNodeMarkDirty is only for leaves with a measure function; this one dirties the whole tree."""
        self.yg.YGNodeMarkDirtyAndPropogateToDescendants(root)

    def frames(self, nodes):
        yg = self.yg
        return [(yg.YGNodeLayoutGetLeft(n), yg.YGNodeLayoutGetTop(n), yg.YGNodeLayoutGetWidth(n), yg.YGNodeLayoutGetHeight(n))
                for n in nodes]

    def is_dirty(self, node):
        return self.yg.YGNodeIsDirty(node)

    def release(self, root, nodes):
        pass  # poga's node handles are not owned by Python; the few trees of one run stay allocated


# ---------------------------------------------------------------------------------------------


def wrong_frames(peer, nodes, expected):
    """The pre-order indices whose frame differs from the spec's, with both frames (at most 3)."""
    got = peer.frames(nodes)
    if len(got) != len(expected):
        return [("count", len(got), len(expected))]
    return [(i, g, e) for i, (g, e) in enumerate(zip(got, expected)) if tuple(g) != e][:3]


def describe(wrong):
    def frame(f):
        return "(" + ", ".join(f"{v:g}" for v in f) + ")"
    return "; ".join(f"node {i} (pre-order) is {frame(g)}, expected {frame(e)}" if i != "count"
                     else f"{g} nodes, expected {e}" for i, g, e in wrong)


def main(argv):
    wanted = argv[1:] or [tree[0] for tree in TREES]
    unknown = set(wanted) - {tree[0] for tree in TREES}
    if unknown:
        sys.exit(f"unknown tree {', '.join(sorted(unknown))}; trees: {', '.join(t[0] for t in TREES)}")
    # The spec's step 5: one CPU (Benchmarks/run pins with taskset -c 1 the same way).
    if hasattr(os, "sched_setaffinity") and (os.cpu_count() or 1) > 1:
        os.sched_setaffinity(0, {1})
    peers = {}
    for cls in (Taffy, Yoga):
        try:
            peers[cls.name] = cls()
        except Exception as error:  # ImportError, or a binding that does not load
            peers[cls.name] = None
            print(f"{cls.name}: unavailable ({type(error).__name__}: {error}); run Benchmarks/peers/setup.sh", file=sys.stderr)
    failed = False
    for tree_id, title, count, build, frames, runs_on in TREES:
        if tree_id not in wanted:
            continue
        expected = frames()
        assert len(expected) == count, (tree_id, len(expected), count)
        for name in runs_on:
            peer = peers[name]
            if peer is None:
                print(f"PEER\t{tree_id}\t{name}\tunavailable", flush=True)
                continue
            root, nodes = peer.build(build())
            assert len(nodes) == count, (tree_id, name, len(nodes), count)
            peer.layout(root)
            wrong = wrong_frames(peer, nodes, expected)
            if not wrong:
                # The invalidation must reach every node, or the timed call reuses the children's caches.
                peer.invalidate(root, nodes)
                clean = [i for i in (0, 1, count // 2, count - 1) if not peer.is_dirty(nodes[i])]
                if clean:
                    raise RuntimeError(f"{name}: invalidating {tree_id} left nodes {clean} clean")
                gc.disable()  # as timeit does
                per_call, single = best_ns_per_call(lambda: peer.invalidate(root, nodes), lambda: peer.layout(root))
                gc.enable()
                # The timed calls must have laid the tree out the same way.
                wrong = wrong_frames(peer, nodes, expected)
            peer.release(root, nodes)
            if wrong:
                failed = True
                print(f"PEER\t{tree_id}\t{name}\twrong", flush=True)
                print(f"ERROR: {name} lays out {title} wrongly: {describe(wrong)}", file=sys.stderr, flush=True)
                continue
            per_node = per_call / count
            print(f"PEER\t{tree_id}\t{name}\t{per_node:.1f}" + ("\tsingle-call" if single else ""), flush=True)
            print(f"{name:<6}{title:<26}{count:>7,} nodes {per_call / 1e6:>10.3f} ms/call {per_node:>12,.1f} ns/node   frames ok"
                  + ("   (one call: over 2 s)" if single else ""), file=sys.stderr, flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
