#!/usr/bin/env python3
"""Draws the offline sample's pictures (and the picture tests' logo): our own
art, made here from shapes, no photographs or trademarks. Pure Python (zlib
PNG writer, SVG as text), so it runs anywhere the repository does.

  scripts/make-sample-images.py

Everything goes to Resources/samples/images/, named as the image cache names
it, so the offline PictureStore finds it:
- posters of the sample shows and NHL headshots and logos, by the URL in the
  sample payloads: `img-` + FNV-1a 64 of the URL + `.img`;
- club emblems in the clubs' colours (read from our own Swift tables):
  NFL `nfl_<tri>_light.png` and NBA `nba_<abbr>.png` (PNG, as those sources
  serve), MLB `mlb_<id>.svg` and NHL logos (SVG, as those sources serve).
The test logos go to Tests/PicturesTests/Images/.
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


def poster(seed):
    """A poster of our own for any other sample show: a sky in two colours of
    the show's own, a sun or moon, a skyline, hills or waves below, and a
    title band, all chosen by the show's id."""
    import random
    r = random.Random(seed)
    palettes = [((20, 24, 60), (120, 60, 140)), ((250, 190, 120), (90, 150, 220)), ((10, 40, 40), (40, 140, 120)),
                ((60, 10, 20), (200, 80, 60)), ((230, 230, 240), (150, 170, 200)), ((30, 30, 30), (90, 90, 110))]
    top, bottom = palettes[seed % len(palettes)]
    disc = (r.randint(30, 170), r.randint(30, 110), r.randint(14, 30))
    ground = r.choice(["hills", "waves", "city"])
    band = (r.randint(120, 255), r.randint(60, 200), r.randint(40, 160))
    heights = [r.randint(120, 210) for _ in range(8)]
    def pixel(x, y):
        if 250 <= y <= 270:
            return (*band, 255)                          # the title band
        if (x - disc[0]) ** 2 + (y - disc[1]) ** 2 < disc[2] ** 2:
            return (250, 235, 190, 255)
        if ground == "city" and y >= heights[x * 8 // W]:
            lit = x % 9 in (3, 4) and y % 12 in (4, 5, 6) and (x * 5 + y) % 7
            return (250, 210, 110, 255) if lit else (20, 22, 34, 255)
        if ground == "hills" and y > 190 + 22 * math.sin(x / 25 + seed):
            return (*mix((70, 140, 60), (30, 80, 40), (y - 190) / 100), 255)
        if ground == "waves" and y > 200 + 4 * math.sin(x / 8 + seed):
            return (*mix((20, 60, 110), (10, 30, 60), (y - 200) / 96), 255)
        return (*mix(top, bottom, y / H), 255)
    return png(W, H, pixel)


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


def hex_rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def swift_table(path, pattern):
    """Club colours from our own Swift table: one source of truth."""
    import re
    with open(os.path.join(ROOT, path)) as f:
        return re.findall(pattern, f.read())


def nfl_emblem(primary, secondary):
    """A helmet-like oval in the club's colours with a centre stripe."""
    def pixel(x, y):
        dx, dy = (x - 80) / 70, (y - 84) / 58
        d = dx * dx + dy * dy
        if d > 1:
            return (0, 0, 0, 0)
        if d > 0.80:
            return (*secondary, 255)
        if abs(x - 80 + (y - 84) * 0.1) < 9:
            return (*secondary, 255)
        if 96 < x < 132 and 88 < y < 100:
            return (235, 235, 235, 255)                  # face mask bar
        return (*primary, 255)
    return png(160, 160, pixel)


def nba_emblem(primary, secondary):
    """A ball in the club's colours: a disc, a ring and the seams."""
    def pixel(x, y):
        d = math.hypot(x - 80, y - 80)
        if d > 76:
            return (0, 0, 0, 0)
        if d > 68:
            return (*secondary, 255)
        seam = min(abs(x - 80), abs(y - 80), abs(math.hypot(x - 10, y - 80) - 62), abs(math.hypot(x - 150, y - 80) - 62))
        if seam < 3.5:
            return (*secondary, 255)
        return (*primary, 255)
    return png(160, 160, pixel)


def mlb_emblem(primary, text):
    """A baseball in the club's colours, as SVG (the MLB serves SVG)."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- Jumbotron's own sample emblem, not a club's logo. -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <circle cx="50" cy="50" r="48" fill="{text}"/>
  <circle cx="50" cy="50" r="42" fill="{primary}"/>
  <path d="M22 18 Q40 50 22 82 M78 18 Q60 50 78 82" fill="none" stroke="{text}" stroke-width="5"/>
</svg>
"""


def nhl_emblem(primary, secondary):
    """A shield with a band, as SVG (the NHL serves SVG)."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- Jumbotron's own sample emblem, not a club's logo. -->
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
  <path d="M10 8 H90 V48 Q90 80 50 96 Q10 80 10 48 Z" fill="{secondary}"/>
  <path d="M17 15 H83 V48 Q83 74 50 88 Q17 74 17 48 Z" fill="{primary}"/>
  <rect x="17" y="38" width="66" height="14" fill="{secondary}"/>
</svg>
"""


def headshot(seed, jersey, trim):
    """A head-and-shoulders silhouette on a light backdrop, in the club's jersey."""
    skins = [(241, 194, 160), (224, 172, 130), (198, 134, 96), (141, 85, 54), (255, 219, 180)]
    hairs = [(40, 30, 20), (90, 60, 30), (200, 160, 90), (20, 20, 20), (120, 80, 50)]
    skin, hair = skins[seed % len(skins)], hairs[(seed // 5) % len(hairs)]
    def pixel(x, y):
        head = ((x - 48) / 17) ** 2 + ((y - 38) / 21) ** 2
        if head <= 1:
            return (*(hair if y < 26 + (x - 48) ** 2 / 60 else skin), 255)
        if 52 < y and 44 <= x <= 52 and y < 64:
            return (*skin, 255)                          # neck
        shoulders = ((x - 48) / 42) ** 2 + ((y - 100) / 36) ** 2
        if shoulders <= 1 and y >= 64:
            return (*(trim if y < 70 else jersey), 255)
        return (*mix((214, 220, 228), (180, 188, 200), y / 96), 255)
    return png(96, 96, pixel)


def sample_urls(folder, key):
    import glob
    import json
    found = set()
    def walk(value):
        if isinstance(value, dict):
            for k, v in value.items():
                if k == key and isinstance(v, str):
                    found.add(v)
                else:
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    for path in glob.glob(os.path.join(ROOT, "Resources", "samples", folder, "*.json")):
        with open(path) as f:
            walk(json.load(f))
    return sorted(found)


def write(folder, name, data):
    with open(os.path.join(folder, name), "wb" if isinstance(data, bytes) else "w") as f:
        f.write(data)


def clubs(images):
    nfl = swift_table("Sources/SportsCore/NFL/NFLClubs.swift",
                      r'triCode: "([A-Z]+)", name: "[^"]*", primaryHex: "(#[0-9A-F]+)", secondaryHex: "(#[0-9A-F]+)"')
    for tri, primary, secondary in nfl:
        write(images, f"nfl_{tri.lower()}_light.png", nfl_emblem(hex_rgb(primary), hex_rgb(secondary)))
    nba = swift_table("Sources/SportsCore/NBA/NBAClubs.swift", r'"([A-Z]{3})": \("(#[0-9A-F]+)", "(#[0-9A-F]+)"\)')
    for abbr, primary, secondary in nba:
        write(images, f"nba_{abbr.lower()}.png", nba_emblem(hex_rgb(primary), hex_rgb(secondary)))
    mlb = swift_table("Sources/SportsCore/MLB/MLBClubs.swift",
                      r'MLBClub\(id: (\d+), abbreviation: "[A-Z]+", name: "[^"]*", primaryHex: "(#[0-9A-F]+)", textHex: "(#[0-9A-F]+)"')
    for ident, primary, text in mlb:
        write(images, f"mlb_{ident}.svg", mlb_emblem(primary, text))
    nhl = {tri: (p, s) for tri, p, s in swift_table(
        "Sources/SportsCore/NHL/NHLClubs.swift",
        r'tricode: "([A-Z]+)".*?primaryHex: "(#[0-9A-F]+)", secondaryHex: "(#[0-9A-F]+)"')}
    for url in sample_urls("nhl", "teamLogo"):
        tri = url.rsplit("/", 1)[-1].split("_")[0]
        primary, secondary = nhl.get(tri, ("#303030", "#FFFFFF"))
        write(images, f"img-{fnv(url)}.img", nhl_emblem(primary, secondary))
    for url in sample_urls("nhl", "headshot"):
        parts = url.rstrip("/").split("/")
        if len(parts) < 2:   # an empty or bare headshot field: the app draws its frame
            continue
        tri, ident = parts[-2], int("".join(c for c in parts[-1] if c.isdigit()) or 0)
        primary, secondary = nhl.get(tri, ("#303030", "#FFFFFF"))
        write(images, f"img-{fnv(url)}.img", headshot(ident, hex_rgb(primary), hex_rgb(secondary)))
    return len(nfl), len(nba), len(mlb)


def main():
    images = os.path.join(ROOT, "Resources", "samples", "images")
    os.makedirs(images, exist_ok=True)
    # Each of the first three shows has its poster twice, as TVMaze serves
    # it: `original` for the detail and `medium` for the list's rows.
    for show, draw in [(1000, harbor), (1001, orchard), (1002, montreal)]:
        for size in ("original", "medium"):
            url = f"https://static.example.org/{size}/{show}.jpg"
            with open(os.path.join(images, f"img-{fnv(url)}.img"), "wb") as f:
                f.write(png(W, H, draw))
    # Every other show with an image URL in the sample gets a poster of its own.
    drawn = 0
    for url in sample_urls("tvmaze", "medium") + sample_urls("tvmaze", "original"):
        show = int(url.rsplit("/", 1)[-1].split(".")[0])
        if show in (1000, 1001, 1002):
            continue
        with open(os.path.join(images, f"img-{fnv(url)}.img"), "wb") as f:
            f.write(poster(show))
        drawn += 1
    print("other posters:", drawn)
    print("club emblems (NFL, NBA, MLB):", clubs(images))
    tests = os.path.join(ROOT, "Tests", "PicturesTests", "Images")
    os.makedirs(tests, exist_ok=True)
    with open(os.path.join(tests, "logo.png"), "wb") as f:
        f.write(png(160, 160, logo))
    with open(os.path.join(tests, "logo.svg"), "w") as f:
        f.write(LOGO_SVG)
    with open(os.path.join(tests, "poster.png"), "wb") as f:
        f.write(png(W, H, orchard))


main()

# The manifest of what the sample promises follows whatever changed.
import runpy as _runpy, os as _os
_runpy.run_path(_os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "make-sample-manifest.py"), run_name="__main__")
