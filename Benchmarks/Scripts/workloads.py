#!/usr/bin/env python3
"""The layout workloads of `make bench`, written as fixtures (the fixture format article,
Sources/LayoutshotTesting/LayoutshotTesting.docc/FixtureFormat.md), so that layoutshot-bench,
`layoutshot layout` and the Taffy peer (taffy_peer.py) lay out the same trees.

    python3 Benchmarks/Scripts/workloads.py OUTDIR [NAME...]   # OUTDIR/wide.yaml feed.yaml deep.yaml big.yaml

| name | nodes   | tree                                                                        |
|------|---------|-----------------------------------------------------------------------------|
| wide | 1,001   | a horizontal stack of 1,000 boxes, flexGrow 1-3, every third flexShrink 1   |
| feed | 801     | a vertical list of 100 cells: inset > row [avatar, column [title, subtitle], |
|      |         | spacer, badge]                                                              |
| deep | 9,841   | stacks nested 8 levels deep, 3 children each, alternating direction,        |
|      |         | every node flexGrow 1                                                       |
| big  | 100,001 | 1,000 rows of 99 fixed 10x10 boxes: the "huge file" case                    |

The files are JSON (which is YAML), one line each: a generated fixture is read by the fast JSON
path, as a user's generated fixture would be. An unbounded maximum is written "inf".
"""
import json
import os
import sys

INDIGO = "#5C6BC0"


def leaf(width, height, **style):
    """A coloured box with a preferred size and any extra style keys."""
    node = {"type": "box", "color": INDIGO, "preferredSize": [width, height]}
    node.update(style)
    return node


def stack(direction, children, **options):
    node = {"type": "stack", "direction": direction}
    node.update(options)
    node["children"] = children
    return node


def wide_workload(count=1000):
    """Flexible lengths on one long line: grow factors 1, 2, 3, and every third box may shrink."""
    boxes = []
    for index in range(count):
        boxes.append(leaf(8, 20, flexGrow=index % 3 + 1, flexShrink=1 if index % 3 == 0 else 0))
    return {"sizeRange": [12000, 100],
            "root": stack("horizontal", boxes, spacing=2, alignItems="stretch")}


def feed_cell(index):
    """One list cell (8 nodes): the row of a typical feed, text replaced by fixed-size boxes."""
    column = stack("vertical", [leaf(120 + index % 40, 18), leaf(80 + index % 30, 14)],
                   spacing=2, flexShrink=1)
    row = stack("horizontal", [leaf(44, 44), column, {"type": "spacer", "flexGrow": 1}, leaf(24, 16)],
                spacing=8, alignItems="center")
    return {"type": "inset", "insets": 8, "child": row}


def feed_workload(cells=100):
    return {"sizeRange": {"min": [375, 0], "max": [375, "inf"]},
            "root": stack("vertical", [feed_cell(index) for index in range(cells)], alignItems="stretch")}


def deep_workload(levels=8, fanout=3):
    """A full tree: 1 + 3 + ... + 3^8 = 9,841 nodes, every one of them flexible."""
    def subtree(level):
        if level == levels:
            return leaf(10, 10, flexGrow=1)
        direction = "horizontal" if level % 2 == 0 else "vertical"
        return stack(direction, [subtree(level + 1) for _ in range(fanout)],
                     spacing=1, alignItems="stretch", flexGrow=1)
    return {"sizeRange": [4000, 4000], "root": subtree(0)}


def big_workload(rows=1000, columns=99):
    """Many nodes, little flexibility: what a very large generated fixture costs end to end."""
    lines = [stack("horizontal", [leaf(10, 10) for _ in range(columns)]) for _ in range(rows)]
    return {"sizeRange": {"min": [0, 0], "max": [1000, "inf"]},
            "root": stack("vertical", lines, alignItems="start")}


WORKLOADS = {"wide": wide_workload, "feed": feed_workload, "deep": deep_workload, "big": big_workload}
EXPECTED_NODES = {"wide": 1001, "feed": 801, "deep": 9841, "big": 100001}


def node_count(node):
    """Layout nodes in a fixture tree, the root included."""
    total = 1
    for key in ("child", "overlay", "background", "corner"):
        if key in node:
            total += node_count(node[key])
    for child in node.get("children", []):
        total += node_count(child)
    return total


def main(argv):
    if len(argv) < 2:
        sys.exit("usage: workloads.py OUTDIR [wide|feed|deep|big ...]")
    out, names = argv[1], argv[2:] or list(WORKLOADS)
    os.makedirs(out, exist_ok=True)
    for name in names:
        if name not in WORKLOADS:
            sys.exit(f"workloads.py: unknown workload '{name}'; expected one of {', '.join(WORKLOADS)}")
        fixture = WORKLOADS[name]()
        nodes = node_count(fixture["root"])
        if nodes != EXPECTED_NODES[name]:
            sys.exit(f"workloads.py: {name} has {nodes} nodes, expected {EXPECTED_NODES[name]}")
        with open(os.path.join(out, f"{name}.yaml"), "w") as file:
            file.write(json.dumps(fixture, separators=(",", ":")) + "\n")
        print(f"{name}.yaml: {nodes:,} nodes")


if __name__ == "__main__":
    main(sys.argv)
