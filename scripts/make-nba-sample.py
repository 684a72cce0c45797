#!/usr/bin/env python3
"""Writes the bundled NBA sample (Resources/samples/nba/) in balldontlie's
current schema (/nba/v1/teams, /nba/v1/players with cursor paging): the 30
clubs plus a few defunct franchises (blank conference, as the API lists
them), and players for every one of them: four teams spread over more than
one page with `meta.next_cursor`, every other club one page of a current
roster, and each defunct franchise a few players of its day. Every player is
invented (fixed seeds).
Run from the repository root: python3 scripts/make-nba-sample.py"""
import json, os, random

OUT = "Resources/samples/nba"
rng = random.Random(2026)
TEAMS = [
    (1, "ATL", "Atlanta", "Hawks", "East", "Southeast"), (2, "BOS", "Boston", "Celtics", "East", "Atlantic"),
    (3, "BKN", "Brooklyn", "Nets", "East", "Atlantic"), (4, "CHA", "Charlotte", "Hornets", "East", "Southeast"),
    (5, "CHI", "Chicago", "Bulls", "East", "Central"), (6, "CLE", "Cleveland", "Cavaliers", "East", "Central"),
    (7, "DAL", "Dallas", "Mavericks", "West", "Southwest"), (8, "DEN", "Denver", "Nuggets", "West", "Northwest"),
    (9, "DET", "Detroit", "Pistons", "East", "Central"), (10, "GSW", "Golden State", "Warriors", "West", "Pacific"),
    (11, "HOU", "Houston", "Rockets", "West", "Southwest"), (12, "IND", "Indiana", "Pacers", "East", "Central"),
    (13, "LAC", "LA", "Clippers", "West", "Pacific"), (14, "LAL", "Los Angeles", "Lakers", "West", "Pacific"),
    (15, "MEM", "Memphis", "Grizzlies", "West", "Southwest"), (16, "MIA", "Miami", "Heat", "East", "Southeast"),
    (17, "MIL", "Milwaukee", "Bucks", "East", "Central"), (18, "MIN", "Minnesota", "Timberwolves", "West", "Northwest"),
    (19, "NOP", "New Orleans", "Pelicans", "West", "Southwest"), (20, "NYK", "New York", "Knicks", "East", "Atlantic"),
    (21, "OKC", "Oklahoma City", "Thunder", "West", "Northwest"), (22, "ORL", "Orlando", "Magic", "East", "Southeast"),
    (23, "PHI", "Philadelphia", "76ers", "East", "Atlantic"), (24, "PHX", "Phoenix", "Suns", "West", "Pacific"),
    (25, "POR", "Portland", "Trail Blazers", "West", "Northwest"), (26, "SAC", "Sacramento", "Kings", "West", "Pacific"),
    (27, "SAS", "San Antonio", "Spurs", "West", "Southwest"), (28, "TOR", "Toronto", "Raptors", "East", "Atlantic"),
    (29, "UTA", "Utah", "Jazz", "West", "Northwest"), (30, "WAS", "Washington", "Wizards", "East", "Southeast"),
]
DEFUNCT = [(37, "AND", "Anderson Packers"), (41, "BAL", "Baltimore Bullets"), (51, "SHE", "Sheboygan Redskins")]
PAGED = {20: 3, 14: 2, 2: 2, 28: 2}   # team id → pages
FIRST = ["Jalen", "Marcus", "Tyrese", "Devin", "Kobe", "Luka", "Nikola", "Andre", "Darius", "Malik", "Isaiah", "Cole",
         "Trey", "Jaylen", "Miles", "Evan", "Amir", "Zion", "Caleb", "Noel", "Rui", "Théo", "Goran", "Jonas"]
LAST = ["Whitaker", "Okoro", "Brennan", "Castillo", "Dunleavy", "Ferreira", "Gallagher", "Hendrix", "Ibanez", "Jovanović",
        "Kamara", "Lindgren", "Moreno", "Nwosu", "Okafor", "Pryor", "Quarles", "Rivers", "Santos", "Thibodeau",
        "Underwood", "Vasquez", "Wembley", "Yates", "Zeller", "Abernathy", "Bélanger", "Coffey", "Diallo", "Eze"]
COLLEGES = ["Duke", "Kentucky", "Gonzaga", "Villanova", "UCLA", "Kansas", "Michigan", "", "Arizona", "Baylor"]
COUNTRIES = ["USA"] * 6 + ["Canada", "France", "Serbia", "Nigeria", "Australia", "Spain"]

def team_json(t):
    tid, abbr, city, name, conf, div = t
    return {"id": tid, "conference": conf, "division": div, "city": city, "name": name,
            "full_name": f"{city} {name}", "abbreviation": abbr}

def write(name, payload):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(payload, f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")

os.makedirs(OUT, exist_ok=True)
for old in os.listdir(OUT):
    os.remove(os.path.join(OUT, old))
teams = [team_json(t) for t in TEAMS] + [
    {"id": i, "conference": "    ", "division": "", "city": "", "name": n, "full_name": n, "abbreviation": a} for i, a, n in DEFUNCT]
write("teams.json", {"data": teams})
used = set()
pid = 1000
for tid, pages in PAGED.items():
    team = team_json(next(t for t in TEAMS if t[0] == tid))
    numbers = rng.sample(range(0, 100), 100)
    cursor = None
    for page in range(pages):
        rows = []
        count = 100 if page < pages - 1 else rng.randint(6, 14)
        for _ in range(count):
            while True:
                n = (rng.choice(FIRST), rng.choice(LAST))
                if n not in used or len(used) > 600: break
            used.add(n)
            pid += 1
            drafted = rng.random() < 0.75
            year = rng.randint(1990, 2025)
            rows.append({"id": pid, "first_name": n[0], "last_name": n[1],
                         "position": rng.choice(["G", "F", "C", "G-F", "F-C", "" if rng.random() < 0.05 else "G"]),
                         "height": rng.choice(["6-0", "6-1", "6-2", "6-3", "6-4", "6-5", "6-6", "6-7", "6-8", "6-9", "6-10", "6-11", "7-0", "7-1"]), "weight": str(rng.randint(175, 280)),
                         "jersey_number": "" if rng.random() < 0.04 else str(numbers[len(rows) % 100]),
                         "college": rng.choice(COLLEGES), "country": rng.choice(COUNTRIES),
                         "draft_year": year if drafted else None, "draft_round": rng.randint(1, 2) if drafted else None,
                         "draft_number": rng.randint(1, 60) if drafted else None, "team": team})
        next_cursor = rows[-1]["id"] if page < pages - 1 else None
        meta = {"per_page": 100}
        if next_cursor is not None: meta["next_cursor"] = next_cursor
        write(f"players-{tid}-{cursor if cursor is not None else 'first'}.json", {"data": rows, "meta": meta})
        cursor = next_cursor
# Every other club: one page, a roster of 13 to 17 (each its own seed, so the
# four paged teams above stay as they were).
def one_page(tid, team, count, years):
    r = random.Random(tid)
    rows, names = [], set()
    numbers = r.sample(range(0, 100), count)
    for n in range(count):
        while True:
            name = (r.choice(FIRST), r.choice(LAST))
            if name not in names: break
        names.add(name)
        drafted = r.random() < 0.8
        rows.append({"id": 5000 + tid * 100 + n, "first_name": name[0], "last_name": name[1],
                     "position": r.choice(["G", "F", "C", "G-F", "F-C", "G"]),
                     "height": r.choice(["6-1", "6-3", "6-5", "6-6", "6-8", "6-9", "6-10", "7-0"]), "weight": str(r.randint(180, 275)),
                     "jersey_number": str(numbers[n]), "college": r.choice(COLLEGES), "country": r.choice(COUNTRIES),
                     "draft_year": r.randint(*years) if drafted else None, "draft_round": r.randint(1, 2) if drafted else None,
                     "draft_number": r.randint(1, 60) if drafted else None, "team": team})
    write(f"players-{tid}-first.json", {"data": rows, "meta": {"per_page": 100}})

for t in TEAMS:
    if t[0] not in PAGED:
        one_page(t[0], team_json(t), random.Random(t[0] * 7).randint(13, 17), (2008, 2025))
for i, a, n in DEFUNCT:
    one_page(i, next(x for x in teams if x["id"] == i), 6, (1946, 1950))
print("wrote", len(os.listdir(OUT)), "files to", OUT)

# The manifest of what the sample promises follows whatever changed.
import runpy as _runpy, os as _os
_runpy.run_path(_os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "make-sample-manifest.py"), run_name="__main__")
