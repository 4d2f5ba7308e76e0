#!/usr/bin/env python3
"""`make bench`'s one table: every figure of a run next to its peer and its target.

Usage: Benchmarks/table.py RESULTS.tsv    (or - for standard input)
       Benchmarks/table.py --self-test

RESULTS.tsv holds, among other lines (only lines starting with ROW are read), one line per figure:

    ROW<TAB>section<TAB>work<TAB>viewlab figure<TAB>unit<TAB>peer name or -<TAB>peer figure<TAB>target

- the peer figure is a number in the same unit, `-` (no peer), `unavailable` (the peer is not
  installed: Benchmarks/peers/setup.sh could not install it; viewlab's figure is shown alone) or another word such as `wrong`
  (the peer laid the tree out wrongly), shown as it is;
- the target is `ratio<=X` (met when viewlab / peer <= X), `<=X` (met when the viewlab figure
  <= X, in its unit) or `-` (none).

The table is grouped by section, in the order the sections first appear; rows keep their order.
"met" is yes, no, or - when it cannot be judged (a ratio target without a peer figure), and the
last line counts the targets met among those judged. Exit status 1 if a ROW line is malformed.
"""
import sys

HEADER = ("work", "viewlab", "peer", "peer figure", "ratio", "target", "met")
RIGHT = {1, 3, 4}  # right-aligned columns: the figures and the ratio


def number(text):
    """The float in `text` ("1,234.5" allowed), or None."""
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return None


def parse(lines):
    """(rows, problems): rows are dicts of the ROW lines; problems describe malformed ones."""
    rows, problems = [], []
    for number_, line in enumerate(lines, 1):
        line = line.rstrip("\n")
        if not line.startswith("ROW\t"):
            continue
        fields = line.split("\t")
        if len(fields) != 8:
            problems.append(f"line {number_}: {len(fields)} fields, expected 8: {line!r}")
            continue
        _, section, work, figure, unit, peer, peer_figure, target = (f.strip() for f in fields)
        if not (target == "-" or target.startswith("ratio<=") or target.startswith("<=")) \
                or (target != "-" and number(target.split("<=", 1)[1]) is None):
            problems.append(f"line {number_}: target {target!r} is not ratio<=X, <=X or -")
            continue
        rows.append(dict(section=section, work=work, figure=figure, unit=unit, peer=peer,
                         peer_figure=peer_figure, target=target))
    return rows, problems


def judge(row):
    """The table cells of one row, and whether its target is met (True, False or None: not judged)."""
    figure, peer_figure = number(row["figure"]), number(row["peer_figure"])
    unit = row["unit"]
    shown = f"{row['figure']} {unit}" if figure is not None else row["figure"]
    if row["peer"] == "-":
        peer, peer_shown = "-", "-"
    elif row["peer_figure"] == "unavailable":
        peer, peer_shown = f"{row['peer']} (peer not installed)", "-"
    else:
        peer = row["peer"]
        peer_shown = f"{row['peer_figure']} {unit}" if peer_figure is not None else row["peer_figure"]
    ratio = figure / peer_figure if figure is not None and peer_figure else None
    target, met = row["target"], None
    if target.startswith("ratio<="):
        bound = number(target[len("ratio<="):])
        target_shown = f"ratio <= {target[len('ratio<='):]}"
        if ratio is not None:
            met = ratio <= bound
    elif target.startswith("<="):
        bound = number(target[2:])
        target_shown = f"<= {target[2:]} {unit}"
        met = figure is not None and figure <= bound  # a missing viewlab figure does not meet its bound
    else:
        target_shown = "-"
    cells = (row["work"], shown, peer, peer_shown, f"{ratio:.2f}" if ratio is not None else "-", target_shown,
             {True: "yes", False: "no", None: "-"}[met])
    return cells, (met if target != "-" else "none")


def format_table(rows):
    """The table as one string: a header, then each section's name and its rows, then the count."""
    judged = [(row, *judge(row)) for row in rows]
    cells = [HEADER] + [c for _, c, _ in judged]
    widths = [max(len(line[i]) for line in cells) for i in range(len(HEADER))]
    widths[0] += 2  # rows are indented under their section

    def line(values, indent=""):
        parts = []
        for i, value in enumerate(values):
            value = (indent + value) if i == 0 else value
            parts.append(value.rjust(widths[i]) if i in RIGHT else value.ljust(widths[i]))
        return "  ".join(parts).rstrip()

    out = [line(HEADER), "-" * len(line(HEADER).ljust(sum(widths) + 2 * (len(widths) - 1)))]
    sections = []
    for row, _, _ in judged:
        if row["section"] not in sections:
            sections.append(row["section"])
    for section in sections:
        out.append(section)
        out.extend(line(c, "  ") for row, c, _ in judged if row["section"] == section)
    outcomes = [met for _, _, met in judged if met != "none"]
    met = sum(1 for m in outcomes if m is True)
    decided = sum(1 for m in outcomes if m is not None)
    unjudged = len(outcomes) - decided
    out.append(f"{met} of {decided} targets met"
               + (f" ({unjudged} not judged: no peer figure)" if unjudged else ""))
    return "\n".join(out) + "\n"


SAMPLE = """\
# process 1: anything that is not a ROW line is ignored
PEER\tb10\tTaffy\t1881.9
ROW\tlayout (ns per node)\t(a) flat 10,000 rows\t612.5\tns/node\tTaffy\t834.0\tratio<=1
ROW\tlayout (ns per node)\t(a) flat 10,000 rows\t612.5\tns/node\tYoga\tunavailable\tratio<=1
ROW\tlayout (ns per node)\t(b) nested D=30\t2500\tns/node\tTaffy\t2000\tratio<=1
ROW\tlanguage\tparse and evaluate a 30-line view\t2.0\tms\t-\t-\t<=5
ROW\tlanguage\t10,000 rows built and laid out\t320\tms\t-\t-\t<=300
ROW\tinterpreter (whole process)\tloop\t45.1\tms\tCPython\t49.6\tratio<=1.0
ROW\tlayout (ns per node)\t(c) wide-flexible 1,000\t276\tns/node\tYoga\twrong\tratio<=1
ROW\tlayout (ns per node)\tfloor: one leaf\t180\tns/node\t-\t-\t-
"""


def self_test():
    rows, problems = parse(SAMPLE.splitlines())
    assert not problems, problems
    assert len(rows) == 8, len(rows)  # the comment and the PEER line are ignored
    table = format_table(rows)
    lines = table.splitlines()
    # One group per section, in order of first appearance; later rows of a section join its group.
    assert [l for l in lines if l and not l.startswith(" ") and not l.startswith("-")][1:-1] == \
        ["layout (ns per node)", "language", "interpreter (whole process)"], table
    flat = [l for l in lines if "(a) flat" in l]
    assert "0.73" in flat[0] and flat[0].endswith("yes"), flat[0]  # 612.5 / 834 = 0.734
    assert "peer not installed" in flat[1] and flat[1].endswith("-"), flat[1]
    assert [l for l in lines if "D=30" in l][0].endswith("no")  # ratio 1.25
    assert [l for l in lines if "30-line" in l][0].endswith("yes")  # 2.0 ms <= 5 ms
    assert [l for l in lines if "10,000 rows built" in l][0].endswith("no")  # 320 ms > 300 ms
    assert "wrong" in [l for l in lines if "(c) wide" in l][0]
    # Columns line up: every cell of the ratio column ends at the same place.
    header = lines[0]
    ratio_end = header.index("ratio") + len("ratio")
    for l in lines[2:-1]:
        if l.startswith("  "):
            assert l[ratio_end - 1] != " " and l[ratio_end] == " ", (l, ratio_end)
    # yes: (a) Taffy, 30-line view, loop; no: D=30, 10,000 rows; not judged: Yoga unavailable and wrong.
    assert lines[-1] == "3 of 5 targets met (2 not judged: no peer figure)", lines[-1]
    assert format_table(rows) == table  # stable
    assert parse(["ROW\ttoo\tfew"])[1] and parse(["ROW\ts\tw\t1\tms\t-\t-\tabout 5"])[1]
    print(table, end="")
    print("table.py self-test: ok")


def main(argv):
    if argv[1:] == ["--self-test"]:
        self_test()
        return 0
    if len(argv) != 2:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    with (sys.stdin if argv[1] == "-" else open(argv[1], encoding="utf-8")) as f:
        rows, problems = parse(f)
    for problem in problems:
        print(f"table.py: {argv[1]}: {problem}", file=sys.stderr)
    print(format_table(rows), end="")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
