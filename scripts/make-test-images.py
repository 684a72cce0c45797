#!/usr/bin/env python3
"""Writes the JPEG test pictures in Tests/PicturesTests/Images (our own scene:
a sky gradient, a sun and green hills, 240x320): baseline, progressive and
grayscale, with libjpeg-turbo's cjpeg (Debian: libjpeg-turbo-progs)."""
import math, os, subprocess, tempfile

W, H = 240, 320
out = os.path.join(os.path.dirname(__file__), "..", "Tests", "PicturesTests", "Images")
pixels = bytearray()
for y in range(H):
    for x in range(W):
        t = y / H
        r, g, b = int(100 + 150 * t), int(160 + 60 * t), int(230 - 90 * t)
        if (x - 170) ** 2 + (y - 60) ** 2 < 30 ** 2:
            r, g, b = 255, 235, 150
        if y > 200 + 25 * math.sin(x / 40):
            r, g, b = 40, int(120 + 40 * math.sin(x / 30)), 50
        pixels += bytes((r, g, b))
with tempfile.NamedTemporaryFile(suffix=".ppm") as ppm:
    ppm.write(b"P6\n%d %d\n255\n" % (W, H) + bytes(pixels))
    ppm.flush()
    for name, flags in [("scene.jpg", []), ("scene-progressive.jpg", ["-progressive"]), ("scene-gray.jpg", ["-grayscale"])]:
        subprocess.run(["cjpeg", "-quality", "85", *flags, "-outfile", os.path.join(out, name), ppm.name], check=True)
