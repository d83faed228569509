#!/usr/bin/env python3
"""Puts our layout figures beside Taffy's, measured in alternating rounds of one `make bench` run.

    python3 Benchmarks/Scripts/layout_table.py E2E PEER_NOTE OURS_0 ... OURS_R -- TAFFY_1 ... TAFFY_R

The OURS and TAFFY files hold the lines that layoutshot-bench and taffy_peer.py print
(`workload nodes median_ns ns_per_node min_ns max_ns runs root_width root_height`). The bench ran
them in the order OURS_0, TAFFY_1, OURS_1, TAFFY_2, …, OURS_R, so round r's ratio is the mean of
OURS_(r-1) and OURS_r over TAFFY_r: our runs on both sides of the peer's, so that the VM's drift
between phases weighs on both alike. Files are ordered by the number at the end of their name.
With no TAFFY file, PEER_NOTE says why. E2E holds time_command.py's line for the whole
`layoutshot layout --json big.yaml` run, or an error.

Prints Markdown: per workload the medians over the rounds and the median of the rounds' ratios
with their range, the check of the root sizes and the end-to-end line. Targets: at most Taffy's
ns/node, aiming for half; the whole `layout --json` run of big.yaml under 1 s.
"""
import os
import re
import statistics
import sys

ORDER = ["wide", "feed", "deep", "big"]
E2E_TARGET_S = 1.0


def read_rows(path):
    rows = {}
    for line in open(path):
        fields = line.split()
        if len(fields) >= 9 and not line.startswith("#"):
            rows[fields[0]] = fields
    return rows


def by_round(paths):
    """The files' rows, in the order of the round number that ends each file's name."""
    def number(path):
        found = re.search(r"(\d+)\.txt$", path)
        return int(found.group(1)) if found else 0
    return [read_rows(path) for path in sorted(paths, key=number) if os.path.getsize(path) > 0]


def ns(x):
    return f"{x:,.0f}" if x >= 100 else f"{x:.1f}"


def size(row):
    return f"{float(row[7]):g}×{float(row[8]):g}"


def verdict(ratio):
    if ratio <= 0.5:
        return "met, and the aim"
    return "met" if ratio <= 1.0 else "**missed**"


def main():
    e2e_path, note = sys.argv[1:3]
    rest = sys.argv[3:]
    split = rest.index("--") if "--" in rest else len(rest)
    ours, taffy = by_round(rest[:split]), by_round(rest[split + 1:])
    if not ours:
        sys.exit("layout_table.py: no figures of ours")
    out = ["| workload | nodes | Layoutshot ns/node | Taffy ns/node | ratio (ours/Taffy), rounds' range | target |",
           "|---|---:|---:|---:|---:|---|"]
    checks = []
    for name in ORDER:
        if name not in ours[0]:
            continue
        first = ours[0][name]
        target = "≤ 1× Taffy, aim 0.5×"
        # Round r: ours on both sides of Taffy's run r (1-based), in ns per node.
        rounds = [((float(ours[r - 1][name][3]) + float(ours[r][name][3])) / 2, float(taffy[r - 1][name][3]))
                  for r in range(1, min(len(taffy), len(ours) - 1) + 1) if name in taffy[r - 1]]
        if rounds:
            ratios = [mine / theirs for mine, theirs in rounds]
            ratio = statistics.median(ratios)
            mine = statistics.median(mine for mine, _ in rounds)
            cells = [ns(statistics.median(theirs for _, theirs in rounds)),
                     f"{ratio:.2f}× ({min(ratios):.2f}–{max(ratios):.2f})", f"{target}: {verdict(ratio)}"]
            peer = taffy[0][name]
            same = (float(first[7]), float(first[8])) == (float(peer[7]), float(peer[8]))
            checks.append(f"{name} {size(first)} / {size(peer)}" + ("" if same else " **DIFFERENT**"))
        else:
            mine = statistics.median(float(rows[name][3]) for rows in ours if name in rows)
            cells = ["—", "—", target]
            checks.append(f"{name} {size(first)}")
        out.append(f"| {name} | {int(first[1]):,} | {ns(mine)} | " + " | ".join(cells) + " |")
    out.append("")
    if not taffy:
        out.append(f"Taffy column empty: {note or 'no figures'}")
        out.append("")
    runs = {name: rows[name][6] for rows in taffy[:1] for name in ORDER if name in rows}
    if taffy:
        out.append(f"{len(taffy)} rounds: ours, Taffy, ours, …, ours; a round's ratio is the mean of our medians "
                   "just before and just after Taffy's run over Taffy's median, and the figures are the medians "
                   "over the rounds. Medians after a warm-up (ours: ≥ 7 runs; Taffy: "
                   + ", ".join(f"{runs[name]} of {name}" for name in runs)
                   + "). Taffy is stretchable 1.1.8's native compute call on a freshly built tree "
                   "(Benchmarks/Scripts/taffy_peer.py), ours is `LayoutNode.layout(in:environment:)` "
                   "on the decoded fixture, building the `Layout` result tree included.")
    else:
        out.append("Ours: the median after a warm-up (≥ 7 runs) of `LayoutNode.layout(in:environment:)` on the "
                   "decoded fixture, building the `Layout` result tree included.")
    out.append("")
    out.append("Root size check (ours / Taffy): " + "; ".join(checks) + ".")
    out.append("")
    e2e = open(e2e_path).read().split() if os.path.exists(e2e_path) else []
    if len(e2e) == 4 and all(f.isdigit() for f in e2e):
        median, low, high, count = (int(f) for f in e2e)
        status = "met" if median / 1e9 < E2E_TARGET_S else "**missed**"
        nodes = f" ({int(ours[0]['big'][1]):,} nodes)" if "big" in ours[0] else ""
        out.append(f"End to end: `layoutshot layout --json big.yaml > /dev/null`{nodes}: "
                   f"median {median / 1e6:,.0f} ms of {count} runs (min {low / 1e6:,.0f}, max {high / 1e6:,.0f}); "
                   f"target < {E2E_TARGET_S:g} s: {status}.")
    else:
        out.append("End to end: `layoutshot layout --json big.yaml` did not run: "
                   + (" ".join(e2e) or "no figure") + ".")
    print("\n".join(out))


if __name__ == "__main__":
    main()
