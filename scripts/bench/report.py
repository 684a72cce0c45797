#!/usr/bin/env python3
"""Assembles scripts/bench.sh's measurements into one Markdown table.

  report.py WORKDIR

WORKDIR holds: benchmarks.txt (package-benchmark's text output),
first-paint{,-live,-debug,-live-debug}.json, baseline.json, python-floor.json,
peer.json (optional), cursor-*.json, idle.json, rss.json, rss-no-images.json,
python-decode.json, fixtures.json (name -> path), network.txt, and
cg-{baseline,version,first-paint,first-paint-live,first-paint-debug}.json
(callgrind's instruction counts) when valgrind was there.
"""
import json
import os
import re
import sys

work = sys.argv[1]


def load(name, default=None):
    path = os.path.join(work, name)
    if not os.path.exists(path):
        return default
    with open(path) as f:
        return json.load(f)


UNITS = {"ns": 1e-3, "μs": 1.0, "us": 1.0, "ms": 1e3, "s": 1e6}


def parse_benchmarks(text):
    """name -> {"time_us": p50, "mallocs": p50}"""
    results, current = {}, None
    for line in text.splitlines():
        line = line.rstrip()
        if line and not line.startswith(("│", "╒", "╞", "├", "╘", "=", " ")) and "│" not in line:
            current = line.strip()
            continue
        if current is None or not line.startswith("│"):
            continue
        cells = [c.strip() for c in line.strip("│").split("│")]
        if len(cells) < 4:
            continue
        label, p50 = cells[0], cells[3]
        try:
            value = float(p50.replace(",", ""))
        except ValueError:
            continue
        scale = 1000.0 if "(K)" in label else (1e6 if "(M)" in label else 1.0)
        if label.startswith("Time (wall clock)"):
            unit = re.search(r"\((ns|μs|us|ms|s)\)", label)
            results.setdefault(current, {})["time_us"] = value * UNITS[unit.group(1) if unit else "μs"] * scale
        elif label.startswith("Malloc (total)"):
            results.setdefault(current, {})["mallocs"] = value * scale
    return results


bench = parse_benchmarks(open(os.path.join(work, "benchmarks.txt")).read()) if os.path.exists(os.path.join(work, "benchmarks.txt")) else {}
rows = []


def row(what, value, bar, ok):
    rows.append((what, value, bar, "met" if ok else ("**not met**" if ok is not None else "—")))


fp, base = load("first-paint.json"), load("baseline.json")
pyfloor, peer = load("python-floor.json"), load("peer.json")
starts = [("first-paint.json", "cold offline, installed build", 2.5), ("first-paint-live.json", "warm-cache live (loopback MLB API), installed build", 3),
          ("first-paint-debug.json", "cold offline, debug build", None), ("first-paint-live-debug.json", "warm-cache live, debug build", None)]
for name, label, _ in starts:
    p = load(name)
    if p:
        row(f"first paint, data on screen, 120×40: {label} (median / p90 of {p['runs']})",
            f"{p['median_ms']:.1f} / {p['p90_ms']:.1f} ms", "", None)
if base:
    row("first paint: the C floor, one ncurses screen (`scripts/bench/baseline.c`)",
        f"{base['median_ms']:.1f} / {base['p90_ms']:.1f} ms", "", None)
if pyfloor:
    row("first paint: the Python floor, the same screen through Python's curses (`scripts/bench/baseline.py`)",
        f"{pyfloor['median_ms']:.1f} / {pyfloor['p90_ms']:.1f} ms", "", None)
if peer:
    row("the Python peer (mlb-cli-py 0.1.0): interpreter start and its imports alone, before it fetches or paints",
        f"{peer['median_ms']:.1f} / {peer['p90_ms']:.1f} ms", "", None)
version = load("version.json")
if version:
    row(f"`jumbotron --version`, installed build (median / p90 of {version['runs']})",
        f"{version['median_ms']:.1f} / {version['p90_ms']:.1f} ms", "", None)
status = load("status.json")
if status:
    row(f"`jumbotron status` from its snapshot, installed build (median / p90 of {status['runs']})",
        f"{status['median_ms']:.1f} / {status['p90_ms']:.1f} ms", "", None)
starts.insert(0, ("status.json", "`status` from its snapshot, installed build", 2))
starts.insert(0, ("version.json", "`--version`, installed build", 2))
for name, label, bar in starts:
    p = load(name)
    if p and base:
        r = p["median_ms"] / base["median_ms"]
        row(f"{label} ÷ the C floor (medians, same run)", f"{r:.1f}×", f"≤ {bar}×" if bar else "", (r <= bar) if bar else None)
# Instructions (callgrind) from exec to the first paint, then `q` and exit:
# repeatable on a busy machine, unlike the times above.
def counted(c):
    """To the first paint when the dump was taken (else the whole run), and the whole run."""
    return c.get("to_first_paint") or c["instructions"], c["instructions"]


cg_base = load("cg-baseline.json")
if cg_base:
    floor, floor_whole = counted(cg_base)
    row("instructions: the C floor, to its first paint / whole run (callgrind)", f"{floor / 1e6:.2f} / {floor_whole / 1e6:.2f} M", "", None)
    for name, label, bar in [("cg-version.json", "`jumbotron --version`, installed build", None),
                             ("cg-first-paint.json", "cold offline first paint, installed build", 4),
                             ("cg-first-paint-live.json", "warm-cache live first paint, installed build", 5),
                             ("cg-first-paint-debug.json", "cold offline first paint, debug build", None)]:
        c = load(name)
        if c:
            paint, whole = counted(c)
            r = paint / floor
            row(f"instructions: {label}, to the paint / whole run", f"{paint / 1e6:.2f} / {whole / 1e6:.2f} M; {r:.1f}× / {whole / floor_whole:.1f}× the C floor",
                f"≤ {bar}× (to the paint)" if bar else "", (r <= bar) if bar else None)
binary = load("binary.json")
if binary:
    row("installed binary, stripped", f"{binary['bytes'] / 1e6:.1f} MB", "≤ 25 MB", binary["bytes"] <= 25e6)
    row("ICU's tables in the binary (`strings` finds `icudt`)", f"{binary['icu']} hits", "none", binary["icu"] == 0)
    if binary.get("conformances") is not None:
        row("protocol conformance records the runtime walks", f"{binary['conformances']:,}", "", None)
if fp and peer:
    row("the Python peer's imports ÷ Jumbotron's whole first paint", f"{peer['median_ms'] / fp['median_ms']:.1f}×", "", None)

# Every frame at 120×40 (screens, game-center sections, pictures on) has one
# bar: 100 µs less a 20 % margin for a busy machine.
FRAME_BAR = 80
for name in sorted(k for k in bench if k.startswith("frame ") and k.endswith(" 120x40")):
    b = bench[name]
    row(f"{name} (cursor step)", f"{b['time_us']:.0f} µs, {b.get('mallocs', 0):.0f} mallocs",
        f"≤ {FRAME_BAR} µs (100 less 20 %)", b["time_us"] <= FRAME_BAR)
for size in ["80x24", "250x80"]:
    for name in sorted(k for k in bench if k.startswith("frame ") and k.endswith(" " + size)):
        b = bench[name]
        row(f"{name} (cursor step)", f"{b['time_us']:.0f} µs, {b.get('mallocs', 0):.0f} mallocs", "", None)

small, large = bench.get("scroll shows 100"), bench.get("scroll shows 100000")
if small and large:
    r = large["time_us"] / small["time_us"]
    row("frame with 100,000 shows ÷ with 100", f"{large['time_us']:.0f} / {small['time_us']:.0f} µs = {r:.2f}", "≤ 1.2", r <= 1.2)
    row("allocations per frame while scrolling", f"{small.get('mallocs', 0):.0f} (100 shows), {large.get('mallocs', 0):.0f} (100,000)", "near 0", None)
flt = bench.get("filter keystroke 100000")
if flt:
    row("`/` filter keystroke over 100,000 names (frame included)", f"{flt['time_us'] / 1000:.2f} ms", "≤ 5 ms", flt["time_us"] <= 5000)

py, fixtures = load("python-decode.json", {}), load("fixtures.json", {})
game_centers = {"mlb game feed 777687", "nhl play-by-play 2024030121", "espn nfl summary 401547417", "espn nba summary 401772994"}
for name, path in fixtures.items():
    b = bench.get(f"decode {name}")
    p = py.get(path)
    if not b or not p:
        continue
    mbps = p["bytes"] / (b["time_us"] / 1e6) / 1e6
    js = p["bytes"] / p["json_loads_s"] / 1e6
    text = f"{b['time_us'] / 1000:.1f} ms, {mbps:.0f} MB/s typed; json.loads {js:.0f} MB/s ({mbps / js:.2f}×)"
    if "orjson_s" in p:
        oj = p["bytes"] / p["orjson_s"] / 1e6
        text += f"; orjson {oj:.0f} MB/s ({mbps / oj:.2f}×)"
    if name in game_centers:
        bar, ok = "≥ 1.0× json.loads", mbps >= js
        if name.startswith("mlb game feed"):
            bar, ok = bar + ", ≤ 10 ms", ok and b["time_us"] <= 10_000
        row(f"decode {name} ({p['bytes'] / 1000:.0f} kB), game center", text, bar, ok)
    else:
        row(f"decode {name} ({p['bytes'] / 1000:.0f} kB)", text, "", None)

idle = load("idle.json")
if idle:
    row(f"CPU used by an idle UI over {idle['seconds']:.0f} s", f"{idle['cpu_ms']:.0f} ms", "≤ 10 ms", idle["cpu_ms"] <= 10)
for name, label, bar in [("rss.json", "pictures on", 25), ("rss-no-images.json", "`--no-images`", 20)]:
    rss = load(name)
    if rss:
        private = f"; {rss['private_dirty_kb'] / 1024:.1f} MB of it written by the process (private dirty)" if "private_dirty_kb" in rss else ""
        row(f"peak RSS after every tab and a detail in each (offline), {label}", f"{rss['peak_rss_kb'] / 1024:.1f} MB{private}",
            f"≤ {bar} MB", rss["peak_rss_kb"] <= bar * 1024)
for name in sorted(f for f in os.listdir(work) if f.startswith("cursor-") and f.endswith(".json")):
    c = load(name)
    label = name[len("cursor-"):-len(".json")]
    row(f"bytes written for one ↓ ({label})", f"{c['median_bytes']:.0f} B", "≤ 200 B", c["median_bytes"] <= 200)
net = os.path.join(work, "network.txt")
if os.path.exists(net):
    text = open(net).read().strip()
    row("each logo/poster fetched at most once (scroll, restart)", text, "once", text.startswith("pass"))

print("| measure | result | bar | |")
print("| --- | --- | --- | --- |")
for what, value, bar, verdict in rows:
    print(f"| {what} | {value} | {bar} | {verdict} |")
