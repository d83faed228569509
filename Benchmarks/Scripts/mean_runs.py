#!/usr/bin/env python3
"""Averages two `layoutshot-bench layout` outputs line by line (same workloads, same order):
median_ns, ns_per_node, min and max become the means of the two runs; the rest is kept.

    mean_runs.py BEFORE AFTER > MERGED
"""
import sys


def rows(path):
    with open(path) as f:
        return [line.rstrip("\n") for line in f]


before, after = rows(sys.argv[1]), rows(sys.argv[2])
for a, b in zip(before, after):
    if a.startswith("#") or not a.strip():
        print(a)
        continue
    x, y = a.split(), b.split()
    if x[0] != y[0]:
        sys.exit(f"mean_runs.py: workloads differ: {x[0]} vs {y[0]}")
    merged = list(x)
    for column in (2, 3, 4, 5):
        merged[column] = f"{(float(x[column]) + float(y[column])) / 2:.1f}" if column == 3 else str(
            round((float(x[column]) + float(y[column])) / 2))
    print(" ".join(merged))
