#!/usr/bin/env python3
"""Writes the committed seed corpus under Fuzz/Corpus/ (run from the repository root).

Deterministic: the same files every run, so re-running it changes nothing unless the
fixtures in Snapshots/ changed. Python's standard library only (zlib for the PNGs).
"""
import glob
import json
import math
import os
import shutil
import struct
import zlib

import yaml  # python3-yaml; only to turn the YAML fixtures into JSON ones

CORPUS = "Fuzz/Corpus"


def reset(target):
    folder = os.path.join(CORPUS, target)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    return folder


def json_fixture(path):
    """The YAML fixture as strict JSON; infinity as the string "inf", as the fixture format article (FixtureFormat.md) allows."""
    def plain(value):
        if isinstance(value, float) and math.isinf(value):
            return "inf" if value > 0 else "-inf"
        if isinstance(value, dict):
            return {key: plain(item) for key, item in value.items()}
        if isinstance(value, list):
            return [plain(item) for item in value]
        return value
    with open(path) as file:
        return json.dumps(plain(yaml.safe_load(file)), indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, depth, colour, rows, interlace=0, extra=b""):
    """A PNG of `rows` (a function (x, y) -> bytes of one pixel); filter 0 on every row."""
    header = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace)
    bits = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour] * depth
    def scanlines(xs, ys):
        data = b""
        for y in ys:
            if depth >= 8:
                line = b"".join(rows(x, y) for x in xs)
            else:  # pack sub-byte samples, most significant first
                value, count, line = 0, 0, b""
                for x in xs:
                    value = value << bits | rows(x, y)[0]
                    count += bits
                    if count == 8:
                        line, value, count = line + bytes([value]), 0, 0
                if count:
                    line += bytes([value << (8 - count)])
            data += b"\x00" + line
        return data
    if interlace:
        passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        raw = b""
        for x0, y0, dx, dy in passes:
            xs, ys = range(x0, width, dx), range(y0, height, dy)
            if len(xs) and len(ys):
                raw += scanlines(xs, ys)
    else:
        raw = scanlines(range(width), range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def pngs(folder):
    def rgb(x, y): return bytes([x * 32 % 256, y * 32 % 256, 128])
    def rgba(x, y): return bytes([x * 32 % 256, y * 32 % 256, 128, (x + y) * 16 % 256])
    seeds = {
        # The fast path: 8-bit RGB/RGBA, not interlaced, as Layoutshot writes them.
        "rgb8.png": png(8, 8, 8, 2, rgb, extra=chunk(b"tEXt", b"layoutshot:renderer\x00fuzz seed")),
        "rgba8.png": png(8, 8, 8, 6, rgba),
        # libpng's path: everything else.
        "rgb8-interlaced.png": png(9, 7, 8, 2, rgb, interlace=1),
        "rgba16.png": png(4, 4, 16, 6, lambda x, y: rgba(x, y) * 2),
        "rgb16.png": png(4, 3, 16, 2, lambda x, y: rgb(x, y) * 2),
        "grey8.png": png(8, 4, 8, 0, lambda x, y: bytes([x * 32])),
        "grey1.png": png(10, 3, 1, 0, lambda x, y: bytes([(x + y) % 2])),
        "grey-alpha8.png": png(4, 4, 8, 4, lambda x, y: bytes([x * 64, y * 64])),
        "palette4.png": png(6, 5, 4, 3, lambda x, y: bytes([(x + y) % 3]),
                            extra=chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255])) + chunk(b"tRNS", bytes([255, 128]))),
        "rgb8-gamma.png": png(3, 3, 8, 2, rgb, extra=chunk(b"gAMA", struct.pack(">I", 45455))),
    }
    for name, data in seeds.items():
        with open(os.path.join(folder, name), "wb") as file:
            file.write(data)


def report_files(folder):
    def snapshot(name, status, **more):
        entry = {"name": name, "source": "Snapshots/" + name + ".yaml", "status": status, "summary": "",
                 "changes": [], "attribution": [], "images": {"crops": []}}
        entry.update(more)
        return entry
    report = {
        "counts": {"failed": 1, "new": 1, "passed": 1, "removed": 0},
        "snapshots": [
            snapshot("cards/card", "failed", kind="geometry", summary="Reference 320x480 but rendered 320x496",
                     changes=["`title` height 20 → 36"],
                     attribution=[{"node": "`title`", "type": "text", "percent": 80, "pixels": 412}],
                     images={"reference": "cards/card/reference.png", "actual": "cards/card/actual.png",
                             "diff": "cards/card/diff.png", "composite": "cards/card/composite.png",
                             "crops": ["cards/card/crop-1.png"]}),
            snapshot("feed <b>&amp;</b> `x`", "new", summary="no reference yet",
                     images={"actual": "feed/actual.png", "crops": []}),
            snapshot("list", "passed", summary="matches"),
        ],
    }
    shard = {"counts": {"failed": 0, "new": 0, "passed": 0, "removed": 1},
             "snapshots": [snapshot("gone", "removed", summary="the fixture is gone")]}
    references = {"cards/card": "Snapshots/cards/card", "list": "refs/list"}
    manifest = {"failures": [{"test": "CellTests/testCell()", "snapshot": "testCell.1",
                              "reference": "Tests/__Snapshots__/CellTests/testCell.1",
                              "kind": "paint", "summary": "12 pixels differ",
                              "files": ["CellTests/testCell.1/reference.png", "CellTests/testCell.1/actual.png"]}]}
    for name, value in [("report.json", report), ("shard-report.json", shard), ("references.json", references),
                        ("manifest.json", manifest)]:
        with open(os.path.join(folder, name), "w") as file:
            file.write(json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False) + "\n")


def main():
    fixtures = sorted(glob.glob("Snapshots/*.yaml"))
    yaml_folder, json_folder, layout_folder = reset("fixture-yaml"), reset("fixture-json"), reset("fixture-layout")
    for path in fixtures:
        name = os.path.splitext(os.path.basename(path))[0]
        shutil.copy(path, os.path.join(yaml_folder, name + ".yaml"))
        shutil.copy(path, os.path.join(layout_folder, name + ".yaml"))
        text = json_fixture(path)
        for folder in (json_folder, layout_folder):
            with open(os.path.join(folder, name + ".json"), "w") as file:
                file.write(text)
    pngs(reset("png-decode"))
    report_files(reset("report-json"))
    # The version-2 seed stays: the gallery's sidecars are version 3, and the reader reads both.
    sidecars = os.path.join(CORPUS, "sidecar")
    for path in glob.glob(os.path.join(sidecars, "*.layout.json")):
        if not path.endswith(".v2.layout.json"):
            os.remove(path)
    for path in sorted(glob.glob("Snapshots/*.layout.json"))[:8]:
        shutil.copy(path, sidecars)


if __name__ == "__main__":
    main()
