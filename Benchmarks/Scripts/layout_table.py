#!/usr/bin/env python3
"""Puts our layout figures beside Taffy's, both measured in the same `make bench` run.

    python3 Benchmarks/Scripts/layout_table.py OURS TAFFY E2E [PEER_NOTE]

OURS and TAFFY hold the lines that layoutshot-bench and taffy_peer.py print
(`workload nodes median_ns ns_per_node min_ns max_ns runs root_width root_height`); TAFFY may be
missing or empty, and then PEER_NOTE says why. E2E holds time_command.py's line for the whole
`layoutshot layout --json big.yaml` run, or an error. Prints Markdown: the table, the check of the
root sizes and the end-to-end line. Targets: at most Taffy's ns/node, aiming for half; the whole
`layout --json` run of big.yaml under 1 s.
"""
import os
import sys

ORDER = ["wide", "feed", "deep", "big"]
E2E_TARGET_S = 1.0


def read_rows(path):
    rows = {}
    if path and os.path.exists(path):
        for line in open(path):
            fields = line.split()
            if len(fields) >= 9 and not line.startswith("#"):
                rows[fields[0]] = fields
    return rows


def ns(x):
    return f"{float(x):,.0f}" if float(x) >= 100 else f"{float(x):.1f}"


def size(row):
    return f"{float(row[7]):g}×{float(row[8]):g}"


def verdict(ratio):
    if ratio <= 0.5:
        return "met, and the aim"
    return "met" if ratio <= 1.0 else "**missed**"


def main():
    ours_path, taffy_path, e2e_path = sys.argv[1:4]
    note = sys.argv[4] if len(sys.argv) > 4 else ""
    ours, taffy = read_rows(ours_path), read_rows(taffy_path)
    out = ["| workload | nodes | Layoutshot ns/node | Taffy ns/node | ratio (ours/Taffy) | target |",
           "|---|---:|---:|---:|---:|---|"]
    checks = []
    for name in ORDER:
        if name not in ours:
            continue
        o, t = ours[name], taffy.get(name)
        mine = float(o[3])
        target = "≤ 1× Taffy, aim 0.5×"
        if t:
            ratio = mine / float(t[3])
            cells = [ns(t[3]), f"{ratio:.2f}×", f"{target}: {verdict(ratio)}"]
            same = (float(o[7]), float(o[8])) == (float(t[7]), float(t[8]))
            checks.append(f"{name} {size(o)} / {size(t)}" + ("" if same else " **DIFFERENT**"))
        else:
            cells = ["—", "—", target]
            checks.append(f"{name} {size(o)}")
        out.append(f"| {name} | {int(o[1]):,} | {ns(o[3])} | " + " | ".join(cells) + " |")
    out.append("")
    if note:
        out.append(f"Taffy column empty: {note}")
        out.append("")
    out.append("Medians after a warm-up (ours: ≥ 7 runs, the mean of the medians measured just before and just after "
               "the peer; Taffy: BENCH_RUNS, default 7); Taffy is "
               "stretchable 1.1.8's native compute call on a freshly built tree "
               "(Benchmarks/Scripts/taffy_peer.py), ours is `LayoutNode.layout(in:environment:)` "
               "on the decoded fixture, building the `Layout` result tree included.")
    out.append("")
    out.append("Root size check (ours / Taffy): " + "; ".join(checks) + ".")
    out.append("")
    e2e = open(e2e_path).read().split() if os.path.exists(e2e_path) else []
    if len(e2e) == 4 and all(f.isdigit() for f in e2e):
        median, low, high, runs = (int(f) for f in e2e)
        status = "met" if median / 1e9 < E2E_TARGET_S else "**missed**"
        nodes = f" ({int(ours['big'][1]):,} nodes)" if "big" in ours else ""
        out.append(f"End to end: `layoutshot layout --json big.yaml > /dev/null`{nodes}: "
                   f"median {median / 1e6:,.0f} ms of {runs} runs (min {low / 1e6:,.0f}, max {high / 1e6:,.0f}); "
                   f"target < {E2E_TARGET_S:g} s: {status}.")
    else:
        out.append("End to end: `layoutshot layout --json big.yaml` did not run: "
                   + (" ".join(e2e) or "no figure") + ".")
    print("\n".join(out))


if __name__ == "__main__":
    main()
