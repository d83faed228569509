#!/usr/bin/env python3
"""`layoutshot check` over 1,000 and 10,000 small fixtures (`make bench`, section `scale`).

    python3 Benchmarks/Scripts/check_scale.py RUNS LAYOUTSHOT DIR

DIR holds scale_fixtures.py's 10,000 fixtures in 100 folders with their references; the 1,000
are its first 10 folders. Each size is checked RUNS times, alternating, as a user runs it
(all cores); each process through /usr/bin/time, for its CPU time and peak resident set
(started from Python it would inherit Python's as a floor). Every run MUST pass every fixture.

Prints Markdown: fixtures per second, how busy the cores were ((user + sys) / wall / cores),
peak memory, and whether memory stays flat (the 10,000-fixture peak against the 1,000's).
Target: 10,000 fixtures in under 5 s with flat memory.
"""
import os
import statistics
import subprocess
import sys
import tempfile

TARGET_S = 5.0      # 10,000 fixtures
FLAT = 1.25         # peak(10,000) <= 1.25x peak(1,000) counts as flat


def run(layoutshot, paths, expected):
    with tempfile.NamedTemporaryFile("r") as report:
        done = subprocess.run(["/usr/bin/time", "-q", "-f", "%e %U %S %M", "-o", report.name,
                               layoutshot, "check", *paths], capture_output=True, text=True)
        last = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""
        if done.returncode != 0 or last != f"{expected} passed, 0 failed":
            sys.stderr.write(done.stdout[-2000:] + done.stderr[-2000:])
            sys.exit(f"check_scale: `layoutshot check` of {expected} fixtures exited {done.returncode}: {last!r}")
        wall, user, system, peak = report.read().split()[-4:]
        return float(wall), float(user) + float(system), int(peak)


def main():
    runs, layoutshot, root = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    folders = sorted(os.path.join(root, f) for f in os.listdir(root) if os.path.isdir(os.path.join(root, f)))
    sizes = {1000: folders[:10], 10000: folders}
    cores = os.cpu_count()
    results = {n: [] for n in sizes}
    run(layoutshot, sizes[1000], 1000)  # warm-up: page cache
    for _ in range(runs):
        for n, paths in sizes.items():
            results[n].append(run(layoutshot, paths, n))
    print(f"`layoutshot check` of scale_fixtures.py's cells (320x64 pt @2x, two texts, three boxes), "
          f"{runs} runs of each size, alternating; median (min–max).")
    print()
    print("| fixtures | wall s | fixtures/s | cores busy | CPU ms per fixture | peak MiB |")
    print("|---:|---:|---:|---:|---:|---:|")
    for n, samples in results.items():
        walls = [s[0] for s in samples]
        rate = [n / w for w in walls]
        busy = [s[1] / s[0] / cores for s in samples]
        peaks = [s[2] / 1024 for s in samples]
        per_fixture = [s[1] / n * 1e3 for s in samples]
        f = lambda xs, fmt: f"{fmt.format(statistics.median(xs))} ({fmt.format(min(xs))}–{fmt.format(max(xs))})"
        print(f"| {n:,} | {f(walls, '{:.2f}')} | {f(rate, '{:,.0f}')} | {f(busy, '{:.0%}')} of {cores} | "
              f"{f(per_fixture, '{:.2f}')} | "
              f"{f(peaks, '{:.1f}')} |")
    wall10k = statistics.median(s[0] for s in results[10000])
    peak1k = statistics.median(s[2] for s in results[1000])
    peak10k = statistics.median(s[2] for s in results[10000])
    flat = peak10k <= FLAT * peak1k
    cpu10k = statistics.median(s[1] for s in results[10000])
    print()
    print(f"10,000 fixtures in {wall10k:.2f} s (target < {TARGET_S:g} s: {'met' if wall10k < TARGET_S else '**missed**'}); "
          f"peak memory {peak10k / 1024:.1f} MiB at 10,000 vs {peak1k / 1024:.1f} MiB at 1,000 "
          f"({peak10k / peak1k:.2f}×; flat, ≤ {FLAT}×: {'met' if flat else '**missed**'}). "
          f"At the CPU time measured per fixture, {cores} free cores would check 10,000 in about "
          f"{cpu10k / cores:.1f} s (an estimate: the cores were shared when busy is well under 100%).")


if __name__ == "__main__":
    main()
