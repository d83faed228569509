#!/usr/bin/env python3
"""The Taffy peer of `make bench`: Taffy's own layout time on our workloads (workloads.py).

    $VENV/bin/python Benchmarks/Scripts/taffy_peer.py [WORKLOAD...]     # needs stretchable==1.1.8

Taffy (Rust, 0.7.x inside PyPI's `stretchable` 1.1.8) computes CSS flexbox, which is what
Texture's stack spec is close to. Each fixture node becomes a flexbox node:

    stack   a flex container: row or column, `gap` on the main axis = spacing, align-items,
            flex-grow/flex-shrink
    inset   a column container with padding = insets and align-items: stretch (Texture's inset
            gives its child the inset's width less the insets)
    box     a node with a fixed size (preferredSize), flex-grow/flex-shrink
    spacer  an empty node with flex-grow/flex-shrink
    root    sizeRange [w, h]: a fixed size; {min, max}: min-size and max-size, laid out in
            max-content space

flex-shrink is set on every node (Texture's default is 0, CSS's is 1). No pixel rounding.

Only Taffy's own compute is timed: the one call from Python into Rust that lays out the whole
tree. Building the tree through Python costs far more and is not the engine. Every timed run lays
out a tree built afresh, so Taffy's caches are cold, as ours are. Prints one line per workload,
in layoutshot-bench's shape:

    workload nodes median_ns ns_per_node min_ns max_ns runs root_width root_height

BENCH_RUNS (default 7, at least 5) sets the timed runs of a large workload; a small one (at most
SMALL_NODES nodes, which builds in a fraction of a second) gets SMALL_RUNS, because one compute of
it lasts well under a millisecond and single runs scatter widely. One untimed warm-up comes first.
"""
import gc
import os
import statistics
import sys
import time
from pathlib import Path

import stretchable.node as stretchable_node
from stretchable import Node, Style
from stretchable.style import AlignItems, FlexDirection
from stretchable.style.geometry.length import AUTO, MAX_CONTENT, PT
from stretchable.style.geometry.size import SizeAvailableSpace

sys.path.insert(0, str(Path(__file__).resolve().parent))
import workloads  # noqa: E402  (Benchmarks/Scripts/workloads.py)

RUNS = max(5, int(os.environ.get("BENCH_RUNS", "7")))
SMALL_NODES, SMALL_RUNS = 2_000, 31
ALIGN = {"start": AlignItems.FLEX_START, "end": AlignItems.FLEX_END, "center": AlignItems.CENTER,
         "stretch": AlignItems.STRETCH}


class ComputeTimer:
    """Wraps stretchable's native module and times its layout entry point, and nothing else."""

    ENTRY = "node_compute_layout_with_measure"

    def __init__(self, native):
        self.native = native
        self.seconds = None

    def __getattr__(self, name):
        attribute = getattr(self.native, name)
        if name != self.ENTRY:
            return attribute

        def timed(*args):
            start = time.perf_counter()
            result = attribute(*args)
            self.seconds = time.perf_counter() - start
            return result
        return timed


TIMER = ComputeTimer(stretchable_node.taffylib)
stretchable_node.taffylib = TIMER


class StyleCache:
    """One `Style` per distinct set of properties.

    stretchable validates each `Style` in Python (milliseconds apiece); nodes with equal
    properties share one object, which Taffy only reads, so building a tree takes seconds, not
    minutes. This changes nothing in what the native compute does.
    """

    def __init__(self):
        self.styles = {}

    def __call__(self, **properties):
        key = tuple(sorted(properties.items()))
        if key not in self.styles:
            arguments = {}
            for name, value in properties.items():
                if name in ("size", "min_size", "max_size", "gap"):
                    arguments[name] = tuple(AUTO if part is None else part * PT for part in value)
                elif name == "padding":
                    arguments[name] = value * PT
                else:
                    arguments[name] = value
            self.styles[key] = Style(**arguments)
        return self.styles[key]


STYLE = StyleCache()


def flexbox(node, root=None):
    """The stretchable node for one fixture node (and its subtree)."""
    common = dict(flex_grow=node.get("flexGrow", 0), flex_shrink=node.get("flexShrink", 0))
    common.update(root or {})
    kind = node["type"]
    if kind == "box":
        return Node(style=STYLE(size=tuple(node["preferredSize"]), **common))
    if kind == "spacer":
        return Node(style=STYLE(**common))
    if kind == "inset":
        return Node(flexbox(node["child"]),
                    style=STYLE(flex_direction=FlexDirection.COLUMN, align_items=AlignItems.STRETCH,
                                padding=node["insets"], **common))
    if kind == "stack":
        horizontal = node.get("direction", "horizontal") == "horizontal"
        spacing = node.get("spacing", 0)
        children = [flexbox(child) for child in node.get("children", [])]
        return Node(*children, style=STYLE(
            flex_direction=FlexDirection.ROW if horizontal else FlexDirection.COLUMN,
            gap=(spacing, 0) if horizontal else (0, spacing),
            align_items=ALIGN[node.get("alignItems", "stretch")], **common))
    raise SystemExit(f"taffy_peer.py: no flexbox mapping for a '{kind}' node")


def root_constraints(size_range):
    """Texture's root size range as the root node's CSS size limits."""
    if isinstance(size_range, list):
        return {"size": tuple(size_range)}
    def bound(value):
        return None if value in ("inf", float("inf")) else value
    return {"min_size": tuple(size_range["min"]),
            "max_size": tuple(bound(value) for value in size_range["max"])}


def measure(fixture, runs):
    """Median, min and max seconds of Taffy's compute, and the last root node."""
    samples, root = [], None
    available = SizeAvailableSpace(MAX_CONTENT, MAX_CONTENT)
    for run in range(runs + 1):
        root = None
        gc.collect()
        root = flexbox(fixture["root"], root_constraints(fixture["sizeRange"]))
        TIMER.seconds = None
        root.compute_layout(available)
        if TIMER.seconds is None:
            raise SystemExit("taffy_peer.py: stretchable no longer calls "
                             f"{ComputeTimer.ENTRY}; pin stretchable==1.1.8")
        if run > 0:
            samples.append(TIMER.seconds)
    return statistics.median(samples), min(samples), max(samples), root


def main(names):
    names = names or ["wide", "feed", "deep", "big"]
    print("# workload nodes median_ns ns_per_node min_ns max_ns runs root_width root_height")
    for name in names:
        if name not in workloads.WORKLOADS:
            raise SystemExit(f"taffy_peer.py: unknown workload '{name}'")
        fixture = workloads.WORKLOADS[name]()
        nodes = workloads.node_count(fixture["root"])
        runs = max(RUNS, SMALL_RUNS) if nodes <= SMALL_NODES else RUNS
        median, low, high, root = measure(fixture, runs)
        frame = root.border_box
        print(f"{name} {nodes} {median * 1e9:.0f} {median / nodes * 1e9:.1f} {low * 1e9:.0f} "
              f"{high * 1e9:.0f} {runs} {frame.width:g} {frame.height:g}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
