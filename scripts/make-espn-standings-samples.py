#!/usr/bin/env python3
"""Writes Jumbotron's own offline standings for the NFL and the NBA in ESPN's
standings schema (/apis/v2/sports/{sport}/{league}/standings), following the
recorded answers in Tests/Fixtures/espn. Run from the repository root.

The NFL's stand as of the bundled week 11 of 2026: each club's record is the
one the bundled week gives it before its game (the four clubs on bye get one
made up), so the board and `s` agree. The NBA's stand on 2026-11-20: the clubs
playing that day have the bundled schedule's records, the others made up
with a fixed seed. Seeds follow the records (division winners first in the
NFL); no club has clinched anything in November. Points and streaks are made up.
"""
import json, os, random

OUT = os.path.join("Resources", "samples", "espn")
rng = random.Random(2026)

NFL_DIVISIONS = [
    ("AFC", "AFC East", ["BUF", "MIA", "NYJ", "NE"]), ("AFC", "AFC North", ["BAL", "PIT", "CIN", "CLE"]),
    ("AFC", "AFC South", ["HOU", "IND", "JAX", "TEN"]), ("AFC", "AFC West", ["KC", "LAC", "DEN", "LV"]),
    ("NFC", "NFC East", ["PHI", "WSH", "DAL", "NYG"]), ("NFC", "NFC North", ["DET", "MIN", "GB", "CHI"]),
    ("NFC", "NFC South", ["TB", "ATL", "CAR", "NO"]), ("NFC", "NFC West", ["LAR", "SEA", "ARI", "SF"]),
]
CONFERENCES = {"AFC": "American Football Conference", "NFC": "National Football Conference"}

NBA = {  # ESPN abbreviation: (id, display name, conference, cdn tricode)
    "ATL": (1, "Atlanta Hawks", "East", "ATL"), "BOS": (2, "Boston Celtics", "East", "BOS"),
    "BKN": (17, "Brooklyn Nets", "East", "BKN"), "CHA": (30, "Charlotte Hornets", "East", "CHA"),
    "CHI": (4, "Chicago Bulls", "East", "CHI"), "CLE": (5, "Cleveland Cavaliers", "East", "CLE"),
    "DET": (8, "Detroit Pistons", "East", "DET"), "IND": (11, "Indiana Pacers", "East", "IND"),
    "MIA": (14, "Miami Heat", "East", "MIA"), "MIL": (15, "Milwaukee Bucks", "East", "MIL"),
    "NY": (18, "New York Knicks", "East", "NYK"), "ORL": (19, "Orlando Magic", "East", "ORL"),
    "PHI": (20, "Philadelphia 76ers", "East", "PHI"), "TOR": (28, "Toronto Raptors", "East", "TOR"),
    "WSH": (27, "Washington Wizards", "East", "WAS"),
    "DAL": (6, "Dallas Mavericks", "West", "DAL"), "DEN": (7, "Denver Nuggets", "West", "DEN"),
    "GS": (9, "Golden State Warriors", "West", "GSW"), "HOU": (10, "Houston Rockets", "West", "HOU"),
    "LAC": (12, "LA Clippers", "West", "LAC"), "LAL": (13, "Los Angeles Lakers", "West", "LAL"),
    "MEM": (29, "Memphis Grizzlies", "West", "MEM"), "MIN": (16, "Minnesota Timberwolves", "West", "MIN"),
    "NO": (3, "New Orleans Pelicans", "West", "NOP"), "OKC": (25, "Oklahoma City Thunder", "West", "OKC"),
    "PHX": (21, "Phoenix Suns", "West", "PHX"), "POR": (22, "Portland Trail Blazers", "West", "POR"),
    "SAC": (23, "Sacramento Kings", "West", "SAC"), "SA": (24, "San Antonio Spurs", "West", "SAS"),
    "UTAH": (26, "Utah Jazz", "West", "UTA"),
}


def stat(name, abbreviation, kind, value, display):
    return {"name": name, "displayName": name, "shortDisplayName": abbreviation, "description": name,
            "abbreviation": abbreviation, "type": kind, "value": value, "displayValue": display}


def record(name, kind, w, l):
    return {"name": name, "displayName": name, "type": kind, "summary": f"{w}-{l}", "displayValue": f"{w}-{l}"}


def pct(w, l, t=0):
    games = w + l + t
    return (w + t / 2) / games if games else 0.0


def pct_text(p):
    return f"{p:.3f}".lstrip("0") if p < 1 else "1.000"


def split(w, l):
    """A record split in two (home and road), each side about half."""
    hw = min(w, (w + 1) // 2 if rng.random() < .5 else w // 2)
    hl = min(l, (l + 1) // 2 if rng.random() < .5 else l // 2)
    return (hw, hl), (w - hw, l - hl)


def team(tid, abbreviation, display):
    location, _, name = display.rpartition(" ")
    return {"id": str(tid), "uid": f"s:x~t:{tid}", "location": location, "name": name, "abbreviation": abbreviation,
            "displayName": display, "shortDisplayName": name, "isActive": True}


def nfl():
    week = json.load(open(os.path.join(OUT, "nfl-week-2026-2-11.json")))
    clubs = {}
    for event in week["events"]:
        for c in event["competitions"][0]["competitors"]:
            w, l = (int(x) for x in c["records"][0]["summary"].split("-"))
            clubs[c["team"]["abbreviation"]] = (c["team"]["id"], c["team"]["displayName"], w, l)
    for t in week["week"]["teamsOnBye"]:
        w = rng.randint(3, 7)
        clubs[t["abbreviation"]] = (t["id"], t["displayName"], w, 10 - w)
    rows = {}
    for conference, division, members in NFL_DIVISIONS:
        for abbreviation in members:
            tid, display, w, l = clubs[abbreviation]
            pf = 17 * (w + l) + rng.randint(-40, 60) + 6 * (w - l)
            pa = pf - (6 * (w - l) + rng.randint(-25, 25))
            dw = min(w, rng.randint(0, 3))
            dl = min(l, rng.randint(0, 3 - dw))
            cw, cl = min(w, dw + rng.randint(1, 4)), min(l, dl + rng.randint(1, 3))
            home, road = split(w, l)
            rows[abbreviation] = dict(conference=conference, division=division, tid=tid, display=display, w=w, l=l,
                                      pf=pf, pa=pa, div=(dw, dl), conf=(cw, cl), home=home, road=road,
                                      streak=("W" if rng.random() < .5 else "L") + str(rng.randint(1, 3)))
    children = []
    for conference in ("AFC", "NFC"):
        members = [a for a in rows if rows[a]["conference"] == conference]
        key = lambda a: (-pct(rows[a]["w"], rows[a]["l"]), -(rows[a]["pf"] - rows[a]["pa"]))
        winners = [sorted([a for a in members if rows[a]["division"] == d], key=key)[0] for c, d, _ in NFL_DIVISIONS if c == conference]
        seeds = sorted(winners, key=key) + sorted([a for a in members if a not in winners], key=key)
        leader = seeds[0]
        entries = []
        for seed, a in enumerate(seeds, 1):
            r = rows[a]
            p, diff = pct(r["w"], r["l"]), r["pf"] - r["pa"]
            gb = ((rows[leader]["w"] - r["w"]) + (r["l"] - rows[leader]["l"])) / 2
            entries.append({"team": team(r["tid"], a, r["display"]), "stats": [
                stat("differential", "DIFF", "differential", diff, f"{diff:+d}"),
                stat("gamesBehind", "GB", "gamesbehind", gb, "-" if gb == 0 else f"{gb:g}"),
                stat("losses", "L", "losses", r["l"], str(r["l"])),
                stat("playoffSeed", "SEED", "playoffseed", seed, str(seed)),
                stat("pointDifferential", "DIFF", "pointdifferential", diff, f"{diff:+d}"),
                stat("pointsAgainst", "PA", "pointsagainst", r["pa"], str(r["pa"])),
                stat("pointsFor", "PF", "pointsfor", r["pf"], str(r["pf"])),
                stat("streak", "STRK", "streak", int(r["streak"][1:]), r["streak"]),
                stat("ties", "T", "ties", 0, "0"),
                stat("winPercent", "PCT", "winpercent", round(p, 3), pct_text(p)),
                stat("wins", "W", "wins", r["w"], str(r["w"])),
                stat("divisionRecord", "DIV", "divisionrecord", 0, "%d-%d" % r["div"]),
                record("overall", "total", r["w"], r["l"]) | {"abbreviation": "Any", "value": 0},
                record("Home", "home", *r["home"]), record("Road", "road", *r["road"]),
                record("vs. Div.", "vsdiv", *r["div"]), record("vs. Conf.", "vsconf", *r["conf"]),
            ]})
        children.append({"uid": f"s:20~l:28~g:{8 if conference == 'AFC' else 7}", "id": "8" if conference == "AFC" else "7",
                         "name": CONFERENCES[conference], "abbreviation": conference, "isConference": True,
                         "standings": {"id": "0", "name": f"{CONFERENCES[conference]} Standings", "season": 2026, "seasonType": 2,
                                       "seasonDisplayName": "2026", "entries": entries}})
    return {"uid": "s:20~l:28~g:9", "id": "9", "name": "National Football League", "abbreviation": "NFL",
            "shortName": "NFL", "children": children}


def nba():
    schedule = json.load(open(os.path.join("Resources", "samples", "nba", "schedule-2026-11-20.json")))
    known = {}
    for day in schedule["leagueSchedule"]["gameDates"]:
        for game in day["games"]:
            for side in ("homeTeam", "awayTeam"):
                t = game[side]
                if t.get("wins") is not None and t.get("losses") is not None:
                    known[t["teamTricode"]] = (t["wins"], t["losses"])
    rows = {}
    for abbreviation, (tid, display, conference, tricode) in NBA.items():
        w, l = known.get(tricode) or (lambda w: (w, 15 - w))(rng.randint(3, 12))
        home, road = split(w, l)
        last = min(10, w + l)
        lw = min(w, max(0, round(last * w / max(1, w + l)) + rng.randint(-1, 1)))
        rows[abbreviation] = dict(tid=tid, display=display, conference=conference, w=w, l=l, home=home, road=road,
                                  l10=(lw, min(l, last - lw)), streak=("W" if rng.random() < .5 else "L") + str(rng.randint(1, 4)),
                                  pf=round(110 + rng.uniform(-6, 6), 1))
    children = []
    for conference, name in (("East", "Eastern Conference"), ("West", "Western Conference")):
        members = sorted([a for a in rows if rows[a]["conference"] == conference],
                         key=lambda a: (-pct(rows[a]["w"], rows[a]["l"]), -rows[a]["w"], a))
        leader = rows[members[0]]
        entries = []
        for seed, a in enumerate(members, 1):
            r = rows[a]
            p = pct(r["w"], r["l"])
            gb = ((leader["w"] - r["w"]) + (r["l"] - leader["l"])) / 2
            pa = round(r["pf"] - (p - .5) * 12 + rng.uniform(-1, 1), 1)
            entries.append({"team": team(r["tid"], a, r["display"]), "stats": [
                stat("avgPointsAgainst", "OPP PPG", "avgpointsagainst", pa, f"{pa:.1f}"),
                stat("avgPointsFor", "PPG", "avgpointsfor", r["pf"], f"{r['pf']:.1f}"),
                stat("gamesBehind", "GB", "gamesbehind", gb, "-" if gb == 0 else f"{gb:g}"),
                stat("losses", "L", "losses", r["l"], str(r["l"])),
                stat("playoffSeed", "SEED", "playoffseed", seed, str(seed)),
                stat("streak", "STRK", "streak", int(r["streak"][1:]), r["streak"]),
                stat("winPercent", "PCT", "winpercent", round(p, 3), pct_text(p)),
                stat("wins", "W", "wins", r["w"], str(r["w"])),
                record("overall", "total", r["w"], r["l"]), record("Home", "home", *r["home"]),
                record("Road", "road", *r["road"]), record("Last Ten Games", "lasttengames", *r["l10"]),
            ]})
        children.append({"uid": f"s:40~l:46~g:{5 if conference == 'East' else 6}", "id": "5" if conference == "East" else "6",
                         "name": name, "abbreviation": conference, "isConference": True,
                         "standings": {"id": "0", "name": f"{name} Standings", "season": 2027, "seasonType": 2,
                                       "seasonDisplayName": "2026-27", "entries": entries}})
    return {"uid": "s:40~l:46~g:7", "id": "7", "name": "National Basketball Association", "abbreviation": "NBA",
            "shortName": "NBA", "children": children}


for name, body in (("nfl-standings.json", nfl()), ("nba-standings.json", nba())):
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(body, f, indent=2)
        f.write("\n")
    print("wrote", os.path.join(OUT, name))
