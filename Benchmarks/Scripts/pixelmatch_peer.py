#!/usr/bin/env python3
"""The pixel-diff peers of `make bench`: pixelmatch's C++ port (PyPI's pybind11-pixelmatch) and
numpy, on diff_images.py's pairs, both images decoded in memory beforehand, as ours are.

    $VENV/bin/python Benchmarks/Scripts/pixelmatch_peer.py DIR   # DIR holds diff_images.py's PNGs

Needs pybind11-pixelmatch==0.1.6, numpy and pillow. Prints two plain-text tables that
diff_table.py reads:

    decode one PNG                     Pillow's decode of base.png to RGBA
    compare two decoded images         per pair: pybind11-pixelmatch (C++) with threshold 0.1 and
                                       includeAA false (pixelmatch's defaults: anti-aliased pixels
                                       are detected and not counted), and numpy's exact count of
                                       the 32-bit pixels that differ

Each line: pair, tool, count, then `median (min-max)` in ms and MP/s. Every figure is the median
of BENCH_RUNS (default 7, at least 5) timed runs after one untimed warm-up.
"""
import os
import platform
import statistics
import sys
import time
from importlib.metadata import version
from pathlib import Path

import numpy as np
import pybind11_pixelmatch as pixelmatch
from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent))
from diff_images import HEIGHT, NAMES, PAIRS, WIDTH  # noqa: E402

RUNS = max(5, int(os.environ.get("BENCH_RUNS", "7")))
MEGAPIXELS = WIDTH * HEIGHT / 1e6


def timed(work):
    """(median, min, max) seconds of `work()` and its last result."""
    samples, result = [], None
    for run in range(RUNS + 1):
        start = time.perf_counter()
        result = work()
        if run > 0:
            samples.append(time.perf_counter() - start)
    return (statistics.median(samples), min(samples), max(samples)), result


def milliseconds(times):
    median, low, high = (value * 1e3 for value in times)
    return f"{median:.3f} ({low:.3f}-{high:.3f})"


def rate(times):
    return f"{MEGAPIXELS / times[0]:.1f}"


def decode(path):
    with Image.open(path) as image:
        return np.ascontiguousarray(np.asarray(image.convert("RGBA")))


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: pixelmatch_peer.py DIR")
    folder = Path(argv[1])
    paths = {name: folder / f"{name}.png" for name in NAMES}
    missing = [str(path) for path in paths.values() if not path.exists()]
    if missing:
        sys.exit(f"pixelmatch_peer.py: missing {', '.join(missing)}; run diff_images.py {folder} first")

    print("== pixel-diff peers, 1500x2668 RGBA pairs")
    print(f"   nproc={os.cpu_count()} python={platform.python_version()} median of {RUNS} runs after 1 warm-up")
    print(f"   numpy {version('numpy')}, Pillow {version('pillow')}, "
          f"pybind11-pixelmatch {version('pybind11-pixelmatch')}")
    print()

    print("decode one PNG")
    times, pixels = timed(lambda: decode(paths["base"]))
    if pixels.shape != (HEIGHT, WIDTH, 4):
        sys.exit(f"pixelmatch_peer.py: base.png is {pixels.shape[1]}x{pixels.shape[0]}, not {WIDTH}x{HEIGHT}")
    print(f"Pillow open+decode -> RGBA ndarray  {milliseconds(times)}  {rate(times)}")
    print()

    decoded = {name: decode(path) for name, path in paths.items()}
    options = pixelmatch.Options()
    options.threshold = 0.1
    options.includeAA = False

    def exact(first, second):
        return int(np.count_nonzero(first.view(np.uint32) != second.view(np.uint32)))

    tools = [("pybind11-pixelmatch (C++)", lambda a, b: pixelmatch.pixelmatch(a, b, options=options)),
             ("numpy exact (a32 != b32)", exact)]
    print("compare two decoded images (in memory)")
    for label, first, second in PAIRS:
        a, b = decoded[first], decoded[second]
        for tool, compare in tools:
            times, count = timed(lambda: compare(a, b))
            print(f"{label}  {tool}  {count}  {milliseconds(times)}  {rate(times)}", flush=True)
    print()


if __name__ == "__main__":
    main(sys.argv)
