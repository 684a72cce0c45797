#!/usr/bin/env python3
"""Draws the offline sample's posters (and the picture tests' logo): our own
art, made here from shapes, no photographs or trademarks. Pure Python (zlib
PNG writer), so it runs anywhere the repository does.

  scripts/make-sample-images.py

Posters go to Resources/samples/images/, named as the image cache names a URL
(`img-` + FNV-1a 64 of the URL, `.img`), so the offline LogoStore finds them
for the sample shows' `image.original`; the logo goes to Tests/PicturesTests/Images/.
"""
import math
import os
import struct
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fnv(text):
    h = 0xcbf29ce484222325
    for b in text.encode():
        h ^= b
        h = (h * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


def png(width, height, pixel):
    """pixel(x, y) -> (r, g, b, a)."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for x in range(width):
            raw.extend(pixel(x, y))
    def chunk(kind, data):
        c = kind + data
        return struct.pack(">I", len(data)) + c + struct.pack(">I", zlib.crc32(c) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def mix(a, b, t):
    t = min(1.0, max(0.0, t))
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


W, H = 200, 296


def harbor(x, y):
    sky = mix((12, 20, 48), (40, 60, 110), y / H)
    if (x - 150) ** 2 + (y - 50) ** 2 < 18 ** 2:
        return (235, 230, 200, 255)                      # moon
    beam = abs((y - 118) - (x - 70) * -0.35) < 6 + (x - 70) * 0.08 and x > 70
    if 60 <= x <= 80 and 110 <= y <= 200:
        band = ((y - 110) // 15) % 2
        return (200, 40, 40, 255) if band else (240, 240, 235, 255)   # lighthouse
    if 55 <= x <= 85 and 104 <= y < 112:
        return (255, 220, 120, 255)                      # lamp
    if y > 200:
        wave = math.sin(x / 9 + y / 3) * 0.15 + 0.85
        return (*mix((10, 40, 80), (30, 80, 130), (y - 200) / 96 * wave), 255)
    if beam:
        return (*mix(sky, (255, 230, 150), 0.45), 255)
    return (*sky, 255)


def orchard(x, y):
    sky = mix((250, 200, 120), (120, 180, 230), 1 - y / 160)
    if (x - 140) ** 2 + (y - 60) ** 2 < 26 ** 2:
        return (255, 240, 170, 255)                      # sun
    hill = 170 + 18 * math.sin(x / 30)
    for cx, cy in [(40, 150), (95, 160), (160, 150)]:
        if (x - cx) ** 2 + (y - cy) ** 2 < 22 ** 2:
            return (40, 120, 50, 255) if (x + y) % 11 else (200, 40, 40, 255)   # tree with apples
        if cx - 3 <= x <= cx + 3 and cy + 15 <= y <= cy + 40:
            return (110, 70, 40, 255)                    # trunk
    if y > hill:
        return (*mix((90, 160, 60), (40, 100, 40), (y - hill) / 130), 255)
    return (*sky, 255)


def montreal(x, y):
    sky = mix((10, 10, 30), (70, 30, 90), y / H)
    buildings = [(0, 30, 170), (30, 62, 120), (62, 90, 190), (90, 130, 100), (130, 160, 150), (160, 200, 130)]
    for x0, x1, top in buildings:
        if x0 <= x < x1 and y >= top:
            lit = (x - x0) % 8 in (3, 4) and (y - top) % 10 in (3, 4, 5) and (x * 7 + y * 3) % 5 != 0
            return (250, 210, 110, 255) if lit else (25, 25, 40, 255)
    if (x * 13 + y * 7) % 97 == 0 and y < 90:
        return (240, 240, 255, 255)                      # stars
    return (*sky, 255)


def logo(x, y):
    """A round club-style badge with a transparent surround (tests only)."""
    cx = cy = 80
    d = math.hypot(x - cx, y - cy)
    if d > 76:
        return (0, 0, 0, 0)
    if d > 66:
        return (250, 180, 20, 255)                       # gold ring
    if abs((x - cx) - (y - cy) * 0.6) < 14:
        return (250, 250, 250, 255)                      # white stripe
    return (20, 70, 40, 255)                             # green field


# The same badge as SVG (tests only): the MLB and NHL serve SVG logos.
LOGO_SVG = """<?xml version="1.0" encoding="UTF-8"?>
<!-- A round club-style badge, ours: the SVG twin of logo.png. -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160">
  <defs><clipPath id="field"><circle cx="80" cy="80" r="66"/></clipPath></defs>
  <circle cx="80" cy="80" r="76" fill="#fab414"/>
  <circle cx="80" cy="80" r="66" fill="#144628"/>
  <polygon points="46,0 74,0 114,160 86,160" fill="#fafafa" clip-path="url(#field)"/>
</svg>
"""


def main():
    images = os.path.join(ROOT, "Resources", "samples", "images")
    os.makedirs(images, exist_ok=True)
    for show, draw in [(1000, harbor), (1001, orchard), (1002, montreal)]:
        url = f"https://static.example.org/original/{show}.jpg"
        with open(os.path.join(images, f"img-{fnv(url)}.img"), "wb") as f:
            f.write(png(W, H, draw))
    tests = os.path.join(ROOT, "Tests", "PicturesTests", "Images")
    os.makedirs(tests, exist_ok=True)
    with open(os.path.join(tests, "logo.png"), "wb") as f:
        f.write(png(160, 160, logo))
    with open(os.path.join(tests, "logo.svg"), "w") as f:
        f.write(LOGO_SVG)
    with open(os.path.join(tests, "poster.png"), "wb") as f:
        f.write(png(W, H, orchard))


main()
