#!/usr/bin/env python3
"""Writes PNGs that use each row filter (none, sub, up, average, paeth, and a mix), in RGB and
RGBA, for the decoder's tests: Tests/LayoutshotRenderTests/Fixtures/filters/.
The pixels follow the formula in PNGFilterTests.swift. Standard library only.

    python3 scripts/png/make-filter-fixtures.py
"""
import os, struct, zlib

W, H = 13, 7


def pixel(x, y, alpha):
    return [(x * 37 + y * 11) % 256, (x * 5 + y * 91) % 256, (x * y * 3 + 7) % 256] + ([(x * 19 + y * 23) % 256] if alpha else [])


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filtered(rows, bpp, kind):
    out, prev = b"", bytes(len(rows[0]))
    for y, row in enumerate(rows):
        f = kind if kind < 5 else y % 5
        line = bytearray()
        for i, v in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][f]
            line.append((v - predictor) % 256)
        out += bytes([f]) + bytes(line)
        prev = row
    return out


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "LayoutshotRenderTests", "Fixtures", "filters")
os.makedirs(folder, exist_ok=True)
for alpha in (False, True):
    bpp = 4 if alpha else 3
    rows = [bytes(sum((pixel(x, y, alpha) for x in range(W)), [])) for y in range(H)]
    for kind, name in enumerate(["none", "sub", "up", "average", "paeth", "mixed"]):
        data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 6 if alpha else 2, 0, 0, 0))
        data += chunk(b"tEXt", b"layoutshot:test\x00" + name.encode())
        data += chunk(b"IDAT", zlib.compress(filtered(rows, bpp, kind), 9)) + chunk(b"IEND", b"")
        with open(os.path.join(folder, f"{'rgba' if alpha else 'rgb'}-{name}.png"), "wb") as f:
            f.write(data)
print("wrote", os.path.normpath(folder))
