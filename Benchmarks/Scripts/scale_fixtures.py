#!/usr/bin/env python3
"""Small fixtures by the thousand, for the `scale` section of `make bench` (`layoutshot check`
over 1,000 and 10,000 of them).

    python3 Benchmarks/Scripts/scale_fixtures.py OUTDIR COUNT

Writes OUTDIR/NNN/cell-NNNNN.yaml, 100 fixtures a folder: each a 320x64 pt list cell at @2x
(an avatar, a title and a subtitle in text, a badge), its colours, title and widths varied by
its number, so no two references are alike. The same COUNT gives the same files on every run;
files already there are left alone (their references too).
"""
import os
import sys

PALETTE = ["#E53935", "#8E24AA", "#3949AB", "#039BE5", "#00897B", "#7CB342", "#FDD835", "#FB8C00"]


def fixture(n):
    colour = PALETTE[n % len(PALETTE)]
    badge = PALETTE[(n // len(PALETTE)) % len(PALETTE)]
    width = 24 + n % 17
    return f"""sizeRange: [320, 64]
scale: 2
root:
  type: inset
  insets: 8
  child:
    type: stack
    direction: horizontal
    spacing: 8
    alignItems: center
    children:
      - {{type: box, id: avatar, color: "{colour}", cornerRadius: 24, preferredSize: [48, 48]}}
      - type: stack
        direction: vertical
        flexGrow: 1
        flexShrink: 1
        children:
          - {{type: text, id: title, text: "Cell {n}", font: DejaVu Sans Bold 15}}
          - {{type: text, id: subtitle, text: "Subtitle of cell {n % 97}", font: DejaVu Sans 13, color: "#757575"}}
      - {{type: box, id: badge, color: "{badge}", cornerRadius: 6, preferredSize: [{width}, 20]}}
"""


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: scale_fixtures.py OUTDIR COUNT")
    out, count = sys.argv[1], int(sys.argv[2])
    written = 0
    for n in range(count):
        folder = os.path.join(out, f"{n // 100:03d}")
        path = os.path.join(folder, f"cell-{n:05d}.yaml")
        if os.path.exists(path):
            continue
        os.makedirs(folder, exist_ok=True)
        with open(path, "w") as f:
            f.write(fixture(n))
        written += 1
    print(f"{out}: {count:,} fixtures ({written:,} written now)", file=sys.stderr)


if __name__ == "__main__":
    main()
