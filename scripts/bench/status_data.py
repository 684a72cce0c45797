#!/usr/bin/env python3
"""A data folder for timing `jumbotron status` from its snapshot: two
followed teams in the favorites database (made by the binary itself, so the
schema is its own) and a snapshot written now, fresh for ten minutes.

    status_data.py BINARY DIR
"""
import json, os, sqlite3, subprocess, sys, time

binary, root = sys.argv[1], sys.argv[2]
subprocess.run([binary, "print", "teams", "--offline", "--data-dir", root], check=True, capture_output=True)
teams = [("nfl", "nfl:PIT", "PIT", "Pittsburgh Steelers"), ("eng.1", "soccer:359", "ARS", "Arsenal")]
db = sqlite3.connect(os.path.join(root, "data", "favorites.sqlite"))
for i, (league, key, abbreviation, name) in enumerate(teams):
    record = json.dumps({"league": league, "id": key, "abbreviation": abbreviation, "name": name}).encode()
    db.execute("INSERT OR REPLACE INTO team (key, name, savedAt, record) VALUES (?, ?, ?, ?)", (key, name, float(i), record))
db.commit()
db.close()
now = time.time()
side = lambda key, abbreviation, score=None: {k: v for k, v in {"id": key, "abbreviation": abbreviation, "score": score}.items() if v is not None}
snapshot = {"written": now, "teams": [t[1] for t in teams], "games": [
    {"role": "next", "team": "nfl:PIT", "league": "nfl", "id": 401772099, "phase": "scheduled", "start": now + 7200,
     "timeTBD": False, "state": "", "away": side("nfl:PIT", "PIT"), "home": side("nfl:BAL", "BAL"), "homeFirst": False},
    {"role": "last", "team": "soccer:359", "league": "eng.1", "id": 740101, "phase": "final", "start": now - 86400,
     "timeTBD": False, "state": "FT", "away": side("soccer:363", "CHE", 1), "home": side("soccer:359", "ARS", 2), "homeFirst": True},
]}
os.makedirs(os.path.join(root, "cache"), exist_ok=True)
with open(os.path.join(root, "cache", "status.json"), "w") as f:
    json.dump(snapshot, f)
