#!/usr/bin/env python3
"""The image pairs of `make bench`'s diff section: screenshots of a list screen, 1500x2668 RGBA
(a 750x1334 pt screen at @2x), with real anti-aliased text, drawn with Pillow.

    $VENV/bin/python Benchmarks/Scripts/diff_images.py DIR     # needs pillow and numpy

Writes into DIR (again only when a file is missing):
    base.png       the screen: navigation bar, list cells (avatar, title, subtitle, badge,
                   separator), tab bar
    identical.png  the same pixels in a second file
    small.png      four small edits: one title's text, one badge's count, one avatar 1 px to the
                   right, one separator a shade lighter (a few hundredths of a percent of the pixels)
    large.png      a band of cells in a dark palette (about 30 % of the pixels)
and prints each pair's exactly-changed pixel count. The pairs, as layoutshot-bench and
pixelmatch_peer.py name them: identical (base, identical), small (base, small), 30% (base, large).
"""
import os
import sys
from pathlib import Path

WIDTH, HEIGHT, SCALE = 1500, 2668, 2
NAMES = ["base", "identical", "small", "large"]
PAIRS = [("identical", "base", "identical"), ("small", "base", "small"), ("30%", "base", "large")]
FONT_FILES = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
              str(Path(__file__).resolve().parents[2] / "Sources/LayoutshotText/Resources/Fonts/DejaVuSans.ttf")]

LIGHT = {"screen": (242, 242, 247), "cell": (255, 255, 255), "line": (198, 198, 200), "title": (0, 0, 0),
         "subtitle": (110, 110, 115), "badge": (255, 59, 48), "count": (255, 255, 255)}
DARK = {"screen": (0, 0, 0), "cell": (28, 28, 30), "line": (56, 56, 58), "title": (255, 255, 255),
        "subtitle": (152, 152, 157), "badge": (255, 69, 58), "count": (255, 255, 255)}
AVATARS = [(92, 107, 192), (38, 166, 154), (255, 167, 38), (171, 71, 188), (66, 165, 245), (239, 83, 80)]
NAV, ROW, TABS = 88 * SCALE, 60 * SCALE, 49 * SCALE


def points(value):
    return value * SCALE


def load_font(size_pt):
    from PIL import ImageFont
    for path in FONT_FILES:
        if os.path.exists(path):
            return ImageFont.truetype(path, points(size_pt))
    sys.exit("diff_images.py: DejaVuSans.ttf not found (apt-get install fonts-dejavu-core)")


class Screen:
    """Draws the list screen; `edits` maps a cell index to what differs in that cell."""

    def __init__(self, edits=None, dark_cells=range(0)):
        from PIL import Image, ImageDraw
        self.image = Image.new("RGBA", (WIDTH, HEIGHT), LIGHT["screen"] + (255,))
        self.draw = ImageDraw.Draw(self.image)
        self.fonts = {"title": load_font(17), "subtitle": load_font(14), "count": load_font(12)}
        self.edits = edits or {}
        self.dark_cells = dark_cells

    def rect(self, x, y, width, height, colour):
        self.draw.rectangle([x, y, x + width - 1, y + height - 1], fill=colour + (255,))

    def cell(self, index, top):
        palette = DARK if index in self.dark_cells else LIGHT
        edit = self.edits.get(index, {})
        self.rect(0, top, WIDTH, ROW, palette["cell"])
        left = points(8) + edit.get("avatar_shift", 0)
        self.draw.ellipse([left, top + points(8), left + points(44) - 1, top + points(52) - 1],
                          fill=AVATARS[index % len(AVATARS)] + (255,))
        text_left = points(60)
        title = edit.get("title", f"Conversation {index + 1} with a longer title")
        self.draw.text((text_left, top + points(10)), title, font=self.fonts["title"], fill=palette["title"])
        self.draw.text((text_left, top + points(32)), f"Last message preview number {index * 7 % 100}",
                       font=self.fonts["subtitle"], fill=palette["subtitle"])
        badge_left = WIDTH - points(40)
        self.draw.rounded_rectangle([badge_left, top + points(20), badge_left + points(32) - 1, top + points(40) - 1],
                                    radius=points(10), fill=palette["badge"] + (255,))
        count = edit.get("count", index * 3 % 20 + 1)
        self.draw.text((badge_left + points(16), top + points(30)), str(count), font=self.fonts["count"],
                       fill=palette["count"], anchor="mm")
        self.rect(text_left, top + ROW - 1, WIDTH - text_left, 1, edit.get("line", palette["line"]))

    def render(self):
        self.rect(0, 0, WIDTH, NAV, (249, 249, 249))
        self.draw.text((WIDTH // 2, NAV - points(22)), "Messages", font=self.fonts["title"], fill=(0, 0, 0),
                       anchor="mm")
        self.rect(0, NAV - 1, WIDTH, 1, LIGHT["line"])
        index = 0
        while NAV + index * ROW < HEIGHT - TABS:
            self.cell(index, NAV + index * ROW)
            index += 1
        self.rect(0, HEIGHT - TABS, WIDTH, TABS, (249, 249, 249))
        for tab in range(4):
            centre = WIDTH * (2 * tab + 1) // 8
            colour = (0, 122, 255) if tab == 1 else (153, 153, 153)
            self.draw.rounded_rectangle([centre - points(14), HEIGHT - TABS + points(6), centre + points(14),
                                         HEIGHT - TABS + points(30)], radius=points(6), fill=colour + (255,))
        return self.image


def screens():
    base = Screen().render()
    small = Screen(edits={3: {"title": "Conversation 4 with a longer titles"}, 9: {"count": 7},
                          12: {"avatar_shift": 1}, 15: {"line": (199, 199, 201)}}).render()
    large = Screen(dark_cells=range(4, 11)).render()
    return {"base": base, "identical": base.copy(), "small": small, "large": large}


def changed(first, second):
    import numpy as np
    a = np.asarray(first, dtype=np.uint8).view(np.uint32)
    b = np.asarray(second, dtype=np.uint8).view(np.uint32)
    return int(np.count_nonzero(a != b))


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: diff_images.py DIR")
    folder = Path(argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    paths = {name: folder / f"{name}.png" for name in NAMES}
    if not all(path.exists() for path in paths.values()):
        for name, image in screens().items():
            image.save(paths[name], format="PNG")
    from PIL import Image
    images = {name: Image.open(path).convert("RGBA") for name, path in paths.items()}
    for label, first, second in PAIRS:
        count = changed(images[first], images[second])
        print(f"{label}: {first}.png vs {second}.png, {count:,} pixels differ "
              f"({100 * count / (WIDTH * HEIGHT):.2f} %), {paths[second].stat().st_size / 1e3:.0f} kB")


if __name__ == "__main__":
    main(sys.argv)
