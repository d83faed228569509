#!/usr/bin/env python3
"""Whole commands beside their in-process work, measured in the same rounds (`make bench`,
section `commands`).

    python3 Benchmarks/Scripts/whole_commands.py ROUNDS BENCH IMAGES FIXTURE LAYOUTSHOT FLOOR [STATIC_LAYOUTSHOT STATIC_FLOOR]

Each round runs `BENCH commands IMAGES FIXTURE` (layoutshot-bench: the in-process medians of
reading, decoding and comparing base.png with small.png, and of loading and laying out FIXTURE),
then each whole command RUNS_PER_ROUND times, as a user runs it:
    LAYOUTSHOT diff IMAGES/base.png IMAGES/small.png      (exits 1: they differ)
    LAYOUTSHOT layout FIXTURE                             (exits 0)
    LAYOUTSHOT layout ONE_TEXT                            (one text: the fonts' set-up; exits 0)
    LAYOUTSHOT --help                                     (our own start-up: exits 0)
    FLOOR                                                 (the platform's start-up: exits 0)
FLOOR is Benchmarks/Scripts/startup_floor.swift built against the shared libraries LAYOUTSHOT needs:
Foundation and the C libraries, none of our code. No process of LAYOUTSHOT can start and exit
faster, or map less; a target under it cannot be met by any change to our code.
STATIC_LAYOUTSHOT and STATIC_FLOOR, when given, are the same two built with the static Swift
runtime (`--static-swift-stdlib`): their rows are timed in the same rounds (the Swift runtime and
Foundation linked in rather than loaded: fewer libraries to map and relocate at start-up).
Each process is started through /usr/bin/time, which reports its peak resident set: started from
Python it would inherit Python's (about 14 MiB) as a floor. This VM's speed drifts by up to 2x
over minutes, so the ratio whole / in-process is taken round by round and the table quotes
the median of those ratios with their range.

ONE_TEXT is a fixture of one text this script writes. The warm-up run leaves fontconfig's scan
of the bundled fonts in the user's cache folder, as any earlier command would.
Prints Markdown. Targets: `diff` wall <= 1.3x its in-process work and peak <= 1.2x
the two decoded images; `layout` of a 1,001-node fixture without text <= 5 ms; `--help` and
`layout` of one text within 2 ms of the floor (issue 23).
"""
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

RUNS_PER_ROUND = 5
DIFF_WALL_TARGET = 1.3      # whole diff <= 1.3x decode both + compare in process
DIFF_PEAK_TARGET = 1.2      # peak <= 1.2x the two decoded images
LAYOUT_TARGET_MS = 5.0      # whole `layoutshot layout` of the 1,001-node fixture
STARTUP_TARGET_MS = 2.0     # `--help` and `layout` of one text, above the floor
ONE_TEXT = 'sizeRange: {min: [0, 0], max: [200, .inf]}\nroot: {type: text, id: hello, text: "Hello", font: "DejaVu Sans 13"}\n'


def timed(command, expect):
    """Wall seconds (monotonic, around the process), peak RSS in KiB and CPU seconds (user +
    system, from the kernel's accounting of finished children: /usr/bin/time prints it in 10 ms
    steps; this includes /usr/bin/time's own, well under 1 ms) of one run."""
    with tempfile.NamedTemporaryFile("r") as report:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(["/usr/bin/time", "-q", "-f", "%M", "-o", report.name] + command,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        wall = time.perf_counter() - start
        if done.returncode != expect:
            sys.stderr.write(done.stderr.decode(errors="replace"))
            sys.exit(f"whole_commands: `{' '.join(command)}` exited {done.returncode}, expected {expect}")
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
        return wall, int(report.read().split()[-1]), cpu


def in_process(bench, images, fixture):
    out = subprocess.run([bench, "commands", images, fixture], check=True, capture_output=True, text=True).stdout
    rows = {}
    for line in out.splitlines():
        f = line.split()
        if len(f) == 6 and not line.startswith("#"):
            rows[f[0]] = (int(f[1]) / 1e6, f[5])
    return rows


def spread(values, fmt):
    return f"{fmt(statistics.median(values))} ({fmt(min(values))}–{fmt(max(values))})"


def main():
    rounds, bench, images, fixture = int(sys.argv[1]), *sys.argv[2:5]
    builds = [("", sys.argv[5], sys.argv[6])]
    if len(sys.argv) > 8:
        builds.append((" (static stdlib)", sys.argv[7], sys.argv[8]))
    one_text = tempfile.NamedTemporaryFile("w", suffix=".yaml")
    one_text.write(ONE_TEXT)
    one_text.flush()
    commands = {}
    for label, binary, floor in builds:
        commands[label] = {
            "diff": ([binary, "diff", os.path.join(images, "base.png"), os.path.join(images, "small.png")], 1),
            "layout": ([binary, "layout", fixture], 0),
            "text": ([binary, "layout", one_text.name], 0),
            "help": ([binary, "--help"], 0),
            "floor": ([floor], 0),
        }
        for command, expect in commands[label].values():
            timed(command, expect)  # warm-up: page cache, first-run costs
    r = {label: {**{f"{name}_{figure}": [] for name in commands[label] for figure in ("wall", "peak", "cpu")},
                 "diff_ratio": [], "layout_ratio": [], "floor_ratio": []}
         for label, _, _ in builds}
    diff_in, layout_in = [], []
    decoded_kib = nodes = None
    for _ in range(rounds):
        rows = in_process(bench, images, fixture)
        diff_in.append(rows["diff_inprocess"][0])
        layout_in.append(rows["layout_inprocess"][0])
        decoded_kib = int(rows["diff_inprocess"][1]) / 1024
        nodes = int(rows["layout_inprocess"][1])
        for label, _, _ in builds:
            for name, (command, expect) in commands[label].items():
                samples = [timed(command, expect) for _ in range(RUNS_PER_ROUND)]
                r[label][f"{name}_wall"].append(statistics.median(s[0] for s in samples) * 1e3)
                r[label][f"{name}_peak"].append(max(s[1] for s in samples))
                r[label][f"{name}_cpu"].append(statistics.median(s[2] for s in samples) * 1e3)
            r[label]["diff_ratio"].append(r[label]["diff_wall"][-1] / diff_in[-1])
            r[label]["layout_ratio"].append(r[label]["layout_wall"][-1] / layout_in[-1])
            # The least `diff` could take: its work in process on top of the floor's start-up.
            r[label]["floor_ratio"].append((diff_in[-1] + r[label]["floor_wall"][-1]) / diff_in[-1])

    ms = lambda x: f"{x:.1f}"
    cpu = lambda x: f"{x:.1f}"
    ratio = lambda x: f"{x:.2f}×"
    mib = lambda kib: f"{kib / 1024:.1f}"
    met = lambda ok: "met" if ok else "**missed**"
    reachable = lambda ok: "reachable" if ok else "under the floor"
    print(f"{rounds} rounds; in each, the in-process medians (layoutshot-bench commands) and "
          f"{RUNS_PER_ROUND} runs of each whole command of each build. Figures: median over the rounds (min–max); "
          f"a process's wall time includes starting /usr/bin/time (about 1 ms). CPU (user + system, the "
          f"kernel's accounting) is steadier than wall time when other work shares the cores.")
    print()
    print("| command | whole process ms | its CPU ms | in process ms | ratio (round by round) | peak MiB | target |")
    print("|---|---:|---:|---:|---:|---:|---|")
    notes = []
    for label, _, _ in builds:
        x = r[label]
        diff_peak, help_peak, floor_peak = max(x["diff_peak"]), max(x["help_peak"]), max(x["floor_peak"])
        wall_ok = statistics.median(x["diff_ratio"]) <= DIFF_WALL_TARGET
        peak_ok = diff_peak <= DIFF_PEAK_TARGET * decoded_kib
        layout_ok = statistics.median(x["layout_wall"]) <= LAYOUT_TARGET_MS
        print(f"| `layoutshot diff base.png small.png` (1500x2668, exact){label} | {spread(x['diff_wall'], ms)} | "
              f"{spread(x['diff_cpu'], cpu)} | "
              f"{spread(diff_in, ms)} (read, decode both, compare) | {spread(x['diff_ratio'], ratio)} | "
              f"{mib(diff_peak)} | wall ≤ {DIFF_WALL_TARGET}×: {met(wall_ok)}; peak ≤ {DIFF_PEAK_TARGET}× "
              f"the images: {met(peak_ok)} |")
        print(f"| `layoutshot layout wide.yaml` ({nodes:,} nodes, no text){label} | {spread(x['layout_wall'], ms)} | "
              f"{spread(x['layout_cpu'], cpu)} | "
              f"{spread(layout_in, ms)} (load, layout, print) | {spread(x['layout_ratio'], ratio)} | "
              f"{mib(max(x['layout_peak']))} | ≤ {LAYOUT_TARGET_MS:g} ms: {met(layout_ok)} |")
        above = {name: statistics.median(w - f for w, f in zip(x[f"{name}_wall"], x["floor_wall"]))
                 for name in ("help", "text")}
        print(f"| `layoutshot layout` of one text: start-up and fonts{label} | {spread(x['text_wall'], ms)} | "
              f"{spread(x['text_cpu'], cpu)} | — | {ms(above['text'])} ms above the floor | "
              f"{mib(max(x['text_peak']))} | ≤ {STARTUP_TARGET_MS:g} ms above: {met(above['text'] <= STARTUP_TARGET_MS)} |")
        print(f"| `layoutshot --help`: start-up alone{label} | {spread(x['help_wall'], ms)} | "
              f"{spread(x['help_cpu'], cpu)} | — | {ms(above['help'])} ms above the floor | "
              f"{mib(help_peak)} | ≤ {STARTUP_TARGET_MS:g} ms above: {met(above['help'] <= STARTUP_TARGET_MS)} |")
        print(f"| start-up floor: Foundation and the same libraries, no code of ours{label} | "
              f"{spread(x['floor_wall'], ms)} | {spread(x['floor_cpu'], cpu)} | — | — | {mib(floor_peak)} | — |")
        notes.append(f"Peak of `diff`{label}: {mib(diff_peak)} MiB against {mib(decoded_kib)} MiB for the two "
                     f"decoded images ({diff_peak / decoded_kib:.2f}×). Of it, {mib(help_peak)} MiB is what `--help` "
                     f"alone maps (mostly shared library pages); above that, `diff` adds {mib(diff_peak - help_peak)} "
                     f"MiB ({(diff_peak - help_peak) / decoded_kib:.2f}× the images).")
        floor_ms, floor_ratio = statistics.median(x["floor_wall"]), statistics.median(x["floor_ratio"])
        least_peak = floor_peak + decoded_kib
        notes.append(f"Floor{label}: a process with these libraries and no code of ours takes {ms(floor_ms)} ms "
                     f"and maps {mib(floor_peak)} MiB. So `layout` cannot take under {ms(floor_ms)} ms (target "
                     f"{LAYOUT_TARGET_MS:g} ms: {reachable(floor_ms <= LAYOUT_TARGET_MS)}); "
                     f"`diff` cannot do better than {ratio(floor_ratio)} its in-process work "
                     f"(target {DIFF_WALL_TARGET}×: {reachable(floor_ratio <= DIFF_WALL_TARGET)}), "
                     f"nor peak under {mib(least_peak)} MiB while it holds both decoded images "
                     f"({least_peak / decoded_kib:.2f}×; target {DIFF_PEAK_TARGET}×: "
                     f"{reachable(least_peak <= DIFF_PEAK_TARGET * decoded_kib)}).")
    print()
    print("\n\n".join(notes))


if __name__ == "__main__":
    main()
