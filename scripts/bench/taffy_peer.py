#!/usr/bin/env python3
"""The Taffy peer for `make bench`: Taffy's own compute time on the shared workloads.

    /tmp/benchvenv/bin/python scripts/bench/taffy_peer.py PEERS_DIR [WORKLOAD...]

PEERS_DIR is ../shared/bench/peers. This reuses layout_peers.py as it is (its fixture-to-flexbox
mapping, its cold fresh tree per run and its timing of the one native compute call), so the figures
are measured exactly as the ones in ../shared/bench/README.md; only the Yoga half is left out, to
keep the run short. layout_peers.py imports pyyoga at load time, so the venv needs it too.

Prints one line per workload, like layoutshot-bench:
    workload nodes median_ns ns_per_node min_ns max_ns runs root_width root_height
BENCH_RUNS (default 7, at least 5) sets the timed runs, as for the peers.
"""
import sys


def main():
    peers_dir, names = sys.argv[1], sys.argv[2:] or ["wide", "feed", "deep", "big"]
    sys.path.insert(0, peers_dir)
    sys.argv = sys.argv[:1]  # layout_peers reads flags from argv when imported
    import layout_peers as lp

    print("# workload nodes median_ns ns_per_node min_ns max_ns runs root_width root_height")
    for name in names:
        doc = lp.WORKLOADS[name]()
        nodes = lp.workloads.count(doc["root"])
        _, (median, low, high), _, root = lp.bench_taffy(doc, lp.RUNS)
        box = root.border_box
        print(f"{name} {nodes} {median * 1e9:.0f} {median / nodes * 1e9:.1f} {low * 1e9:.0f} "
              f"{high * 1e9:.0f} {lp.RUNS} {box.width:g} {box.height:g}", flush=True)


if __name__ == "__main__":
    main()
