#!/usr/bin/env python3
"""Writes the render peer's 100-cell feed as a Layoutshot fixture, so that `make bench` times
our renderer and raw Cairo (Benchmarks/Scripts/render_cairo.c, "pango text" variant) on the same work.

    python3 Benchmarks/Scripts/render_scene.py OUT.yaml

render_cairo.c draws at scale 1 on a 1500x2668 px surface (the pixels of a 750x1334 pt @2x screen):
4 x 25 cells of 375x60 px, each a white cell, a 44 px avatar circle, a 15 px title and a 12 px
subtitle (DejaVu Sans), a red 24x16 badge (radius 8) with a 10 px count, and a 1 px separator;
then a 98 px tab bar at the bottom. This fixture is that screen at scale 2: every length is
half the peer's pixel value in points (cells 187.5x30 pt, fonts 7.5/6/5 pt), so the raster,
the shapes, the texts and their pixel sizes are the peer's. Each cell is the `feed`
workload's row (inset 8, [avatar, column [title, subtitle], spacer, badge]), so layout and
Pango measuring do real work; the text heights are pinned to the peer's bar heights (18 and
14 px) so that every run starts where render_cairo.c starts it.
"""
import json
import sys

COLS, ROWS = 4, 25
CELL_W, CELL_H = 375, 60          # peer pixels; halved below into points at scale 2
WIDTH, HEIGHT, TAB_BAR = 1500, 2668, 98
AVATARS = ["#5C6BC0", "#26A69A", "#FFA726", "#AB47BC", "#42A5F5", "#EF5350"]


def pt(px):
    """Peer pixels to points at scale 2."""
    return px / 2


def text(string, px, color, height_px):
    return {"type": "text", "text": string, "font": f"DejaVu Sans {pt(px):g}", "color": color,
            "maximumNumberOfLines": 1, "height": pt(height_px)}


def cell(i):
    """One cell: render_cairo.c's draw_cell(), as the `feed` workload's layout specs."""
    badge = {"type": "overlay",
             "child": {"type": "box", "color": "#FF3B30", "cornerRadius": pt(8),
                       "preferredSize": [pt(24), pt(16)]},
             # the peer draws the count at (x0 + 349, y0 + 23): 6 px right of and 1 px below the badge's corner
             "overlay": {"type": "inset", "insets": {"top": pt(1), "left": pt(6), "bottom": 0, "right": 0},
                         "child": text(str(i * 3 % 20 + 1), 10, "#FFFFFF", 14)}}
    row = {"type": "inset", "insets": pt(8), "child": {
        "type": "stack", "direction": "horizontal", "spacing": pt(8), "alignItems": "center", "children": [
            {"type": "box", "color": AVATARS[i % len(AVATARS)], "cornerRadius": pt(22),
             "preferredSize": [pt(44), pt(44)]},
            {"type": "stack", "direction": "vertical", "spacing": pt(2), "flexShrink": 1, "children": [
                text(f"Conversation {i + 1}", 15, "#000000", 18),
                text(f"Last message {i * 7 % 100}", 12, "#6E6E73", 14)]},
            {"type": "spacer", "flexGrow": 1},
            badge]}}
    separator = {"type": "inset", "insets": {"top": pt(CELL_H - 1), "left": pt(60), "bottom": 0, "right": 0},
                 "child": {"type": "box", "color": "#C6C6C8"}}
    # the size sits on a wrapper: inset, overlay and background specs ignore their own style (Texture)
    return {"type": "wrapper", "width": pt(CELL_W), "height": pt(CELL_H), "child": {
        "type": "background", "background": {"type": "box", "color": "#FFFFFF"},
        "child": {"type": "overlay", "child": row, "overlay": separator}}}


def feed():
    rows = [{"type": "stack", "direction": "horizontal", "children": [cell(r * COLS + c) for c in range(COLS)]}
            for r in range(ROWS)]
    return {"sizeRange": [pt(WIDTH), pt(HEIGHT)], "scale": 2, "background": "#F2F2F7",
            "root": {"type": "stack", "direction": "vertical", "alignItems": "stretch", "children": [
                {"type": "stack", "direction": "vertical", "children": rows},
                {"type": "spacer", "flexGrow": 1},
                {"type": "box", "color": "#F9F9F9", "height": pt(TAB_BAR)}]}}


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: render_scene.py OUT.yaml")
    with open(sys.argv[1], "w") as f:
        f.write(json.dumps(feed(), indent=1) + "\n")  # JSON is YAML
