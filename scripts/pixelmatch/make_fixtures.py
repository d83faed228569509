#!/usr/bin/env python3
"""Writes the pixelmatch fixture pairs and pixelmatch 0.4.0's counts for them.

    bash scripts/pixelmatch/regenerate.sh          # creates /tmp/pmvenv, then runs this
    /tmp/pmvenv/bin/python scripts/pixelmatch/make_fixtures.py [OUTDIR]

OUTDIR defaults to Tests/LayoutshotDiffTests/Fixtures/pixelmatch. For every pair NAME it writes
NAME.a.png (expected) and NAME.b.png (actual), straight 8-bit RGBA, and one counts.json with, per
pair, the exact count (pixels whose RGBA bytes differ) and, per threshold (0, 0.05, 0.1, 0.3) and
includeAA (false, true), pixelmatch's return value and the pixels it drew in the AA colour.

Only the standard library and the PyPI package `pixelmatch` 0.4.0 (the pure Python port, whose
counts equal mapbox/pixelmatch's C++ and numba ports) are used. The images are drawn here with a
private PRNG and 4x4 supersampled coverage, so every run writes the same pixels; the PNG bytes
depend only on the pixels and zlib's level-9 output.
"""
import json
import math
import struct
import sys
import zlib
from importlib.metadata import version
from pathlib import Path

from pixelmatch import pixelmatch

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "Tests/LayoutshotDiffTests/Fixtures/pixelmatch"
THRESHOLDS = [0, 0.05, 0.1, 0.3]
AA_COLOR = (255, 255, 0)
DIFF_COLOR = (255, 0, 0)


# --- drawing -------------------------------------------------------------------------------

class Canvas:
    """A straight-RGBA raster with coverage-based (anti-aliased) shape filling."""

    def __init__(self, w, h, fill=(255, 255, 255, 255)):
        self.w, self.h = w, h
        self.px = bytearray(bytes(fill) * (w * h))

    def get(self, x, y):
        i = (y * self.w + x) * 4
        return tuple(self.px[i:i + 4])

    def set(self, x, y, c):
        i = (y * self.w + x) * 4
        self.px[i:i + 4] = bytes(c)

    def cover(self, inside, color, box=None):
        """Blends `color` over each pixel by the share of its 4x4 subsamples where inside(x, y)."""
        x0, y0, x1, y1 = box or (0, 0, self.w, self.h)
        for y in range(max(0, y0), min(self.h, y1)):
            for x in range(max(0, x0), min(self.w, x1)):
                n = sum(inside(x + (i + 0.5) / 4, y + (j + 0.5) / 4) for i in range(4) for j in range(4))
                if n:
                    self.blend(x, y, color, n / 16)

    def blend(self, x, y, color, t):
        base = self.get(x, y)
        self.set(x, y, tuple(int(round(b + (c - b) * t)) for b, c in zip(base, color)))

    def circle(self, cx, cy, r, color):
        self.cover(lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r, color,
                   (int(cx - r) - 1, int(cy - r) - 1, int(cx + r) + 2, int(cy + r) + 2))

    def rect(self, x0, y0, x1, y1, color):
        self.cover(lambda x, y: x0 <= x < x1 and y0 <= y < y1, color,
                   (int(x0) - 1, int(y0) - 1, int(x1) + 2, int(y1) + 2))

    def rounded_rect(self, x0, y0, x1, y1, r, color):
        def inside(x, y):
            cx = min(max(x, x0 + r), x1 - r)
            cy = min(max(y, y0 + r), y1 - r)
            return x0 <= x < x1 and y0 <= y < y1 and (x - cx) ** 2 + (y - cy) ** 2 <= r * r
        self.cover(inside, color, (int(x0) - 1, int(y0) - 1, int(x1) + 2, int(y1) + 2))

    def stroke(self, ax, ay, bx, by, width, color):
        """A capsule: every point within width/2 of the segment a-b."""
        dx, dy = bx - ax, by - ay
        ll = dx * dx + dy * dy or 1e-9
        h = width / 2

        def inside(x, y):
            t = min(1, max(0, ((x - ax) * dx + (y - ay) * dy) / ll))
            return (x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= h * h
        self.cover(inside, color, (int(min(ax, bx) - h) - 1, int(min(ay, by) - h) - 1,
                                   int(max(ax, bx) + h) + 2, int(max(ay, by) + h) + 2))

    def text(self, s, x, y, size, color, width=None):
        """Strokes `s` in a tiny stroke font: glyph cells are size*0.6 wide, `size` tall."""
        w = size * 0.6
        for ch in s:
            for (ax, ay, bx, by) in GLYPHS.get(ch, []):
                self.stroke(x + ax * w, y + ay * size, x + bx * w, y + by * size,
                            width or size * 0.12, color)
            x += w * 1.35


# Segments in a unit cell (x right 0..1, y down 0..1).
GLYPHS = {
    "A": [(0, 1, .5, 0), (.5, 0, 1, 1), (.22, .6, .78, .6)],
    "E": [(0, 0, 0, 1), (0, 0, 1, 0), (0, .5, .75, .5), (0, 1, 1, 1)],
    "H": [(0, 0, 0, 1), (1, 0, 1, 1), (0, .5, 1, .5)],
    "L": [(0, 0, 0, 1), (0, 1, 1, 1)],
    "O": [(0, 0, 1, 0), (1, 0, 1, 1), (1, 1, 0, 1), (0, 1, 0, 0)],
    "T": [(0, 0, 1, 0), (.5, 0, .5, 1)],
    "U": [(0, 0, 0, 1), (0, 1, 1, 1), (1, 1, 1, 0)],
    "V": [(0, 0, .5, 1), (.5, 1, 1, 0)],
    "Y": [(0, 0, .5, .5), (1, 0, .5, .5), (.5, .5, .5, 1)],
    "1": [(.3, .2, .6, 0), (.6, 0, .6, 1)],
    "2": [(0, .15, .5, 0), (.5, 0, 1, .25), (1, .25, 0, 1), (0, 1, 1, 1)],
    "7": [(0, 0, 1, 0), (1, 0, .35, 1)],
}


class Rng:
    """xorshift32: the same numbers on every Python version."""

    def __init__(self, seed):
        self.s = seed or 1

    def next(self):
        s = self.s
        s ^= (s << 13) & 0xFFFFFFFF
        s ^= s >> 17
        s ^= (s << 5) & 0xFFFFFFFF
        self.s = s
        return s

    def below(self, n):
        return self.next() % n


# --- the pairs -----------------------------------------------------------------------------

def pair_identical():
    rng = Rng(7)
    a = Canvas(48, 32)
    for y in range(a.h):
        for x in range(a.w):
            a.set(x, y, (rng.below(256), rng.below(256), rng.below(256), 255))
    b = Canvas(48, 32)
    b.px[:] = a.px
    return a, b


def pair_1x1(ca, cb):
    def make():
        a, b = Canvas(1, 1, ca), Canvas(1, 1, cb)
        return a, b
    return make


def pair_circle_subpixel():
    a, b = Canvas(96, 96), Canvas(96, 96)
    a.circle(48, 48, 30, (20, 90, 200, 255))
    b.circle(48.35, 48.2, 30, (20, 90, 200, 255))
    return a, b


def pair_text_changed():
    a, b = Canvas(180, 48), Canvas(180, 48)
    a.text("LAYOUT 12", 8, 12, 22, (0, 0, 0, 255))
    b.text("LAYOVT 17", 8, 12, 22, (0, 0, 0, 255))
    return a, b


def pair_text_subpixel():
    a, b = Canvas(160, 40, (242, 242, 247, 255)), Canvas(160, 40, (242, 242, 247, 255))
    a.text("HELLO TAYLOE", 6, 10, 18, (28, 28, 30, 255))
    b.text("HELLO TAYLOE", 6.4, 10, 18, (28, 28, 30, 255))
    return a, b


def pair_rect_shift():
    a, b = Canvas(80, 60), Canvas(80, 60)
    a.rect(10, 10, 50, 40, (255, 59, 48, 255))
    a.rect(56, 4, 76, 56, (0, 122, 255, 255))
    b.rect(11, 11, 51, 41, (255, 59, 48, 255))
    b.rect(56, 4, 76, 56, (0, 122, 255, 255))
    return a, b


def pair_colour_tweak():
    a, b = Canvas(64, 64), Canvas(64, 64)
    for y in range(64):
        for x in range(64):
            c = (x * 4, y * 4, 255 - x * 2, 255)
            a.set(x, y, c)
            # bands of growing change: +1, +3, +8, +20 on one channel or all three
            band = y // 16
            step = (1, 3, 8, 20)[band]
            if x < 32:
                d = (min(255, c[0] + step), c[1], c[2], 255)
            else:
                d = (min(255, c[0] + step), min(255, c[1] + step), max(0, c[2] - step), 255)
            b.set(x, y, d)
    return a, b


def pair_alpha():
    a, b = Canvas(64, 64, (0, 0, 0, 0)), Canvas(64, 64, (0, 0, 0, 0))
    for y in range(64):
        for x in range(64):
            if x < 16:       # transparent, different colour: pixelmatch blends both to white
                a.set(x, y, (255, 0, 0, 0))
                b.set(x, y, (0, 0, 255, 0))
            elif x < 32:     # same colour, alpha steps apart
                a.set(x, y, (40, 80, 160, y * 4))
                b.set(x, y, (40, 80, 160, min(255, y * 4 + 1 + (y % 5) * 6)))
            elif x < 48:     # semi-transparent vs opaque
                a.set(x, y, (200, 30, 30, 128 + (x - 32) * 8))
                b.set(x, y, (200, 30, 30, 255))
    a.circle(56, 40, 6, (0, 0, 0, 255))
    b.circle(56.5, 40, 6, (0, 0, 0, 200))
    return a, b


def pair_noise():
    rng = Rng(2024)
    a, b = Canvas(40, 40), Canvas(40, 40)
    for y in range(40):
        for x in range(40):
            v = rng.below(4) * 60
            c = (v, v, v, 255)
            a.set(x, y, c)
            if rng.below(4) == 0:
                w = rng.below(256)
                c = (w, (w * 3) % 256, v, 255)
            b.set(x, y, c)
    return a, b


def pair_lines_border():
    a, b = Canvas(50, 50), Canvas(50, 50)
    a.stroke(-5, 0, 55, 50, 1.0, (0, 0, 0, 255))
    a.stroke(0, 49.5, 50, 30, 1.5, (0, 120, 0, 255))
    a.rect(0, 0, 50, 1, (90, 90, 90, 255))
    b.stroke(-5, 0, 55, 50, 1.3, (0, 0, 0, 255))
    b.stroke(0, 49.5, 50, 30, 1.5, (0, 120, 0, 255))
    b.rect(0, 0, 50, 1, (90, 90, 90, 255))
    b.rect(45, 0, 50, 5, (0, 0, 0, 255))
    return a, b


def pair_column():
    a, b = Canvas(1, 40), Canvas(1, 40)
    for y in range(40):
        a.set(0, y, (y * 6, y * 6, y * 6, 255))
        b.set(0, y, (y * 6 + (9 if y % 7 == 3 else 0), y * 6, y * 6, 255))
    return a, b


def pair_row():
    a, b = Canvas(40, 1), Canvas(40, 1)
    for x in range(40):
        a.set(x, 0, (0, 0, 0, 255) if x < 20 else (255, 255, 255, 255))
        b.set(x, 0, (0, 0, 0, 255) if x < 21 else (255, 255, 255, 255))
    b.set(20, 0, (128, 128, 128, 255))
    return a, b


def pair_ui_cell():
    def cell(title, badge, avatar_dx, sep):
        c = Canvas(200, 120, (242, 242, 247, 255))
        c.rect(0, 10, 200, 110, (255, 255, 255, 255))
        c.circle(30 + avatar_dx, 60, 18, (92, 107, 192, 255))
        c.text(title, 58, 36, 14, (0, 0, 0, 255))
        c.text("TAYLOE 12", 58, 62, 10, (110, 110, 115, 255), width=1.1)
        c.rounded_rect(160, 48, 190, 70, 10, (255, 59, 48, 255))
        c.text(badge, 168, 53, 12, (255, 255, 255, 255), width=1.6)
        c.rect(58, 109, 200, 110, sep)
        return c
    a = cell("HELLO TAYLOE", "12", 0, (198, 198, 200, 255))
    b = cell("HELLO TAYLOE", "17", 1, (199, 199, 201, 255))
    return a, b


PAIRS = [
    ("identical", pair_identical),
    ("1x1-same", pair_1x1((10, 20, 30, 255), (10, 20, 30, 255))),
    ("1x1-different", pair_1x1((0, 0, 0, 255), (255, 255, 255, 255))),
    ("1x1-alpha", pair_1x1((255, 0, 0, 128), (255, 0, 0, 120))),
    ("circle-subpixel", pair_circle_subpixel),
    ("text-changed", pair_text_changed),
    ("text-subpixel", pair_text_subpixel),
    ("rect-shift", pair_rect_shift),
    ("colour-tweak", pair_colour_tweak),
    ("alpha", pair_alpha),
    ("noise", pair_noise),
    ("lines-border", pair_lines_border),
    ("column", pair_column),
    ("row", pair_row),
    ("ui-cell", pair_ui_cell),
]


# --- output --------------------------------------------------------------------------------

def png(canvas):
    """An 8-bit RGBA PNG, filter 0 on every row, zlib level 9, no ancillary chunks."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    stride = canvas.w * 4
    raw = b"".join(b"\x00" + bytes(canvas.px[y * stride:(y + 1) * stride]) for y in range(canvas.h))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", canvas.w, canvas.h, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def measure(a, b, threshold, include_aa):
    """pixelmatch's count, and the pixels it drew in the AA colour (its anti-aliased pixels)."""
    out = bytearray(len(a.px))
    count = pixelmatch(bytes(a.px), bytes(b.px), a.w, a.h, out, threshold=threshold, includeAA=include_aa,
                       aa_color=AA_COLOR, diff_color=DIFF_COLOR)
    drawn = {AA_COLOR: 0, DIFF_COLOR: 0}
    for i in range(0, len(out), 4):
        rgb = tuple(out[i:i + 3])
        if rgb in drawn and out[i + 3] == 255:
            drawn[rgb] += 1
    # the grey background is drawn with r == g == b, so it can be neither colour
    assert drawn[DIFF_COLOR] == count, (count, drawn)
    return count, drawn[AA_COLOR]


def exact_count(a, b):
    return sum(a.px[i:i + 4] != b.px[i:i + 4] for i in range(0, len(a.px), 4))


def main():
    assert version("pixelmatch") == "0.4.0", f"pixelmatch {version('pixelmatch')} installed, need 0.4.0"
    OUT.mkdir(parents=True, exist_ok=True)
    pairs = []
    for name, make in PAIRS:
        a, b = make()
        assert a.w * a.h <= 200 * 200
        (OUT / f"{name}.a.png").write_bytes(png(a))
        (OUT / f"{name}.b.png").write_bytes(png(b))
        settings = []
        for t in THRESHOLDS:
            for include_aa in (False, True):
                count, aa = measure(a, b, t, include_aa)
                settings.append({"threshold": t, "includeAA": include_aa, "different": count, "antialiased": aa})
        pairs.append({"name": name, "width": a.w, "height": a.h, "exact": exact_count(a, b), "settings": settings})
        summary = " ".join(f"{s['different']}/{s['antialiased']}" for s in settings)
        print(f"{name:16} {a.w}x{a.h} exact {pairs[-1]['exact']:5}  diff/aa {summary}")
    doc = {"generator": "scripts/pixelmatch/make_fixtures.py", "pixelmatch": "0.4.0",
           "settings": "different = pixelmatch(a, b, w, h, threshold=t, includeAA=aa); "
                       "antialiased = pixels it drew in aa_color; exact = pixels whose RGBA bytes differ",
           "pairs": pairs}
    (OUT / "counts.json").write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
    print(f"wrote {len(pairs)} pairs and counts.json into {OUT}")


if __name__ == "__main__":
    main()
