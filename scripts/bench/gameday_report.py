#!/usr/bin/env python3
"""The game day's figures from the loopback server's request log and the app's
RSS and CPU samples (scripts/bench/gameday.sh): requests, bytes on the wire and
bytes decoded per hour, by source and for the live MLB game; how soon any URL
was asked again; what was asked that no followed league needs; CPU seconds per
hour; RSS over the run. Prints Markdown; writes the figures as JSON.

    gameday_report.py REQUESTS.json SAMPLES.csv LABEL OUT.json
"""
import csv, json, sys
from collections import defaultdict

requests_file, samples_file, label, out_file = sys.argv[1:5]
log = json.load(open(requests_file))
samples = [(int(r["t"]), int(r["rss_kb"] or 0), float(r["cpu_s"] or 0)) for r in csv.DictReader(open(samples_file))]
duration = max(1, samples[-1][0] if samples else 1)
hour = 3600.0 / duration

def source(path):
    if path == "/api/v1/schedule": return "MLB day"
    if path.endswith("/feed/live"): return "MLB feed"
    if path.endswith("/linescore"): return "MLB linescore"
    if path.endswith("/winProbability"): return "MLB win probability"
    if path.startswith("/v1/"): return "NHL day"
    if "todaysScoreboard" in path or "scheduleLeagueV2" in path: return "NBA day"
    if path.endswith("/nfl/scoreboard"): return "NFL day"
    if path.endswith("/college-football/scoreboard"): return "college football day"
    if path.endswith("/wnba/scoreboard"): return "WNBA day"
    if path.endswith("/gamelog"): return "players' game logs"
    return "other: " + path

rows = defaultdict(lambda: {"requests": 0, "not_modified": 0, "wire": 0, "decoded": 0, "failed": 0})
for r in log["requests"]:
    row = rows[source(r["path"])]
    row["requests"] += 1
    row["not_modified"] += r["status"] == 304
    row["failed"] += r["status"] >= 400
    row["wire"] += r["wire"]
    row["decoded"] += r["raw"] if r["status"] == 200 else 0

# How soon a URL was asked again: anything sooner than the app's fastest pace (5 s) is a request too many.
by_url = defaultdict(list)
for r in log["requests"]:
    by_url[(r["path"], r["query"])].append(r["t"])
too_soon = []
for url, times in by_url.items():
    times.sort()
    gaps = [b - a for a, b in zip(times, times[1:])]
    early = [g for g in gaps if g < 4.5]
    if early:
        too_soon.append({"url": url[0] + ("?" + url[1] if url[1] else ""), "requests": len(times), "sooner_than_5s": len(early),
                         "shortest_gap": round(min(early), 2)})

# The MLB center's bytes while its game was live: the feed and its linescore.
live_from = log["mlb_live"]
center = [r for r in log["requests"] if source(r["path"]) in ("MLB feed", "MLB linescore") and r["t"] >= live_from]
live_seconds = max(1.0, duration - live_from)
mlb_game = {"requests_per_hour": round(len(center) * 3600 / live_seconds, 1),
            "wire_bytes_per_hour": round(sum(r["wire"] for r in center) * 3600 / live_seconds),
            "decoded_bytes_per_hour": round(sum(r["raw"] for r in center if r["status"] == 200) * 3600 / live_seconds)}

cpu = samples[-1][2] if samples else 0.0
first = next((s for s in samples if s[0] >= min(3600, duration / 6)), samples[0] if samples else (0, 0, 0))
rss = {"after_first_part_kb": first[1], "first_part_s": first[0], "end_kb": samples[-1][1] if samples else 0,
       "peak_kb": max((s[1] for s in samples), default=0),
       "over_time_kb": [s[1] for s in samples[:: max(1, len(samples) // 12)]]}
total = {k: sum(r[k] for r in rows.values()) for k in ("requests", "not_modified", "wire", "decoded", "failed")}
figures = {"label": label, "duration_s": duration, "sources": rows, "total": total, "per_hour": {k: round(v * hour) for k, v in total.items()},
           "mlb_live_game": mlb_game, "too_soon": too_soon, "cpu_s_per_hour": round(cpu * hour, 2), "rss": rss,
           "followed_games": len(log["games"]) + 1}
json.dump(figures, open(out_file, "w"), indent=1, default=dict)

print(f"### Game day ({label}): {duration / 60:.0f} minutes, {figures['followed_games']} followed games\n")
print("| source | requests | 304 | on the wire | decoded | per hour: requests, wire, decoded |")
print("| --- | --- | --- | --- | --- | --- |")
for name, r in sorted(rows.items(), key=lambda kv: -kv[1]["wire"]):
    print(f"| {name} | {r['requests']} | {r['not_modified']} | {r['wire'] / 1e3:.1f} kB | {r['decoded'] / 1e3:.1f} kB | "
          f"{r['requests'] * hour:.0f}, {r['wire'] * hour / 1e6:.2f} MB, {r['decoded'] * hour / 1e6:.2f} MB |")
print(f"| **all** | {total['requests']} | {total['not_modified']} | {total['wire'] / 1e6:.2f} MB | {total['decoded'] / 1e6:.2f} MB | "
      f"{total['requests'] * hour:.0f}, {total['wire'] * hour / 1e6:.2f} MB, {total['decoded'] * hour / 1e6:.2f} MB |")
print()
print(f"- the live MLB game's center: {mlb_game['requests_per_hour']} requests, {mlb_game['wire_bytes_per_hour'] / 1e6:.2f} MB on the wire and "
      f"{mlb_game['decoded_bytes_per_hour'] / 1e6:.2f} MB decoded per hour")
print(f"- per followed game and hour: {total['requests'] * hour / figures['followed_games']:.0f} requests, "
      f"{total['wire'] * hour / figures['followed_games'] / 1e6:.2f} MB on the wire")
print(f"- URLs asked again sooner than 5 s: {len(too_soon)}" + "".join(f"\n  - {t['url']}: {t['sooner_than_5s']} of {t['requests']}, the shortest {t['shortest_gap']} s" for t in too_soon[:8]))
others = [name for name in rows if name.startswith("other")]
print(f"- asked that no followed league needs: {', '.join(others) if others else 'nothing'}")
print(f"- CPU: {figures['cpu_s_per_hour']} s per hour")
print(f"- RSS: {rss['after_first_part_kb'] / 1024:.1f} MB after {rss['first_part_s'] // 60} min, {rss['end_kb'] / 1024:.1f} MB at the end, "
      f"peak {rss['peak_kb'] / 1024:.1f} MB; over the run (MB): {', '.join(f'{k / 1024:.1f}' for k in rss['over_time_kb'])}")
