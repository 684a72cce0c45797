#!/usr/bin/env python3
"""Follows the game day's ten teams and three players in a favourites database
the app has already made (`jumbotron print teams --data-dir DIR` makes it), for
scripts/bench/gameday.sh and scripts/link/order-hot-text.py.

    gameday_follows.py DIR/data/favorites.sqlite
"""
import json, sqlite3, sys

TEAMS = [("mlb", "mlb:112", "CHC", "Chicago Cubs"), ("mlb", "mlb:147", "NYY", "New York Yankees"),
         ("nhl", "nhl:TOR", "TOR", "Toronto Maple Leafs"), ("nhl", "nhl:BOS", "BOS", "Boston Bruins"),
         ("nba", "nba:BOS", "BOS", "Boston Celtics"), ("nba", "nba:DEN", "DEN", "Denver Nuggets"),
         ("nfl", "nfl:KC", "KC", "Kansas City Chiefs"), ("nfl", "nfl:CHI", "CHI", "Chicago Bears"),
         ("college-football", "college-football:MICH", "MICH", "Michigan Wolverines"), ("wnba", "wnba:LV", "LV", "Las Vegas Aces")]
PLAYERS = [("mlb", 33192, "Seiya Suzuki", "mlb:112", "CHC"), ("nhl", 4024123, "Auston Matthews", "nhl:TOR", "TOR"),
           ("nba", 3112335, "Nikola Jokic", "nba:DEN", "DEN")]

db = sqlite3.connect(sys.argv[1])
rows = [({"league": l, "id": k, "abbreviation": a, "name": n}) for l, k, a, n in TEAMS]
rows += [({"league": l, "id": f"{l}:player:{i}", "abbreviation": a, "name": n, "athlete": i, "playsFor": t}) for l, i, n, t, a in PLAYERS]
for i, record in enumerate(rows):
    db.execute("INSERT INTO team (key, name, savedAt, record) VALUES (?, ?, ?, ?)", (record["id"], record["name"], float(i), json.dumps(record).encode()))
db.commit()
