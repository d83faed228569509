#!/usr/bin/env python3
"""Times a whole command, as a user runs it: one untimed warm-up, then the median of RUNS runs.

    python3 Benchmarks/Scripts/time_command.py RUNS COMMAND [ARG...]

The command's standard output goes to /dev/null (so writing a terminal is not timed); it MUST
exit 0, else its standard error is shown and this exits 1. Prints one line:
    median_ns min_ns max_ns runs
"""
import statistics
import subprocess
import sys
import time


def main():
    runs, command = int(sys.argv[1]), sys.argv[2:]
    samples = []
    for i in range(runs + 1):
        t0 = time.perf_counter()
        done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - t0
        if done.returncode != 0:
            sys.stderr.write(done.stderr.decode(errors="replace"))
            sys.exit(f"time_command: `{' '.join(command)}` exited {done.returncode}")
        if i:  # the first run is the warm-up
            samples.append(elapsed)
    print(f"{statistics.median(samples) * 1e9:.0f} {min(samples) * 1e9:.0f} {max(samples) * 1e9:.0f} {runs}")


if __name__ == "__main__":
    main()
