#!/usr/bin/env python3
"""Writes the gallery's stand-in photos (Snapshots/images/*.png) with the standard library only,
so the images are reproducible: `python3 scripts/make-gallery-images.py`."""
import math, os, struct, zlib

def png(path, width, height, pixel):
    rows = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(data)

def landscape(x, y, w=480, h=320):
    """Sky gradient, a sun, two hills."""
    sky = (int(90 + 100 * y / h), int(150 + 60 * y / h), 235)
    if (x - 360) ** 2 + (y - 80) ** 2 < 38 ** 2:
        return (255, 214, 90)
    if y > 200 + 40 * math.sin(x / 70.0):
        return (56, int(142 - 30 * (y - 200) / 120), 60)
    if y > 230 + 30 * math.cos(x / 50.0 + 1):
        return (88, 160, 80)
    return sky

def avatar(x, y, s=88):
    """A face-like avatar: warm background, head and shoulders."""
    cx, cy = s / 2, s / 2
    if (x - cx) ** 2 + (y - 36) ** 2 < 17 ** 2:
        return (255, 224, 189)
    if (x - cx) ** 2 / 34 ** 2 + (y - 96) ** 2 / 40 ** 2 < 1:
        return (63, 81, 181)
    return (int(240 - y), int(170 + x / 2), 120)

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Snapshots", "images")
os.makedirs(here, exist_ok=True)
png(os.path.join(here, "landscape.png"), 480, 320, landscape)
png(os.path.join(here, "avatar.png"), 88, 88, avatar)
print("wrote", here)
