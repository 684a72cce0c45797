#!/usr/bin/env python3
"""Writes the college polls of the offline sample (ESPN's `…/rankings`
schema: `rankings[]` with `ranks[]` of `current`, `previous`, `points`,
`firstPlaceVotes`, `team`, `recordSummary`) and college football's
conference standings (ESPN's `…/standings` schema), from the bundled
college days: each ranked team of a day sits at its poll rank, the other
places go to teams not playing that day. Run after the college football
and ESPN basketball scripts, from the repository root."""
import glob, json, os

OUT = os.path.join("Resources", "samples", "espn")
CONFERENCES = {"1": "ACC", "4": "Big 12", "5": "Big Ten", "8": "SEC", "9": "Pac-12", "12": "Conference USA", "15": "MAC",
               "17": "Mountain West", "18": "FBS Independents", "37": "Sun Belt", "151": "American"}
# Teams that fill the poll's other places: id, code, place, nickname.
FILLERS = [(251, "TEX", "Texas", "Longhorns"), (61, "UGA", "Georgia", "Bulldogs"), (2579, "SC", "South Carolina", "Gamecocks"),
           (228, "CLEM", "Clemson", "Tigers"), (2390, "MIA", "Miami", "Hurricanes"), (2116, "UCF", "UCF", "Knights"),
           (2628, "TCU", "TCU", "Horned Frogs"), (9, "ASU", "Arizona State", "Sun Devils"), (254, "UTAH", "Utah", "Utes"),
           (2483, "ORE", "Oregon", "Ducks"), (264, "WASH", "Washington", "Huskies"), (87, "ND", "Notre Dame", "Fighting Irish"),
           (239, "BAY", "Baylor", "Bears"), (201, "OU", "Oklahoma", "Sooners"), (2655, "TULN", "Tulane", "Green Wave"),
           (68, "BSU", "Boise State", "Broncos"), (2641, "TTU", "Texas Tech", "Red Raiders"), (2294, "IOWA", "Iowa", "Hawkeyes"),
           (142, "MIZ", "Missouri", "Tigers"), (245, "TA&M", "Texas A&M", "Aggies"), (333, "ALA", "Alabama", "Crimson Tide"),
           (8, "ARK", "Arkansas", "Razorbacks"), (97, "LOU", "Louisville", "Cardinals"), (2306, "KSU", "Kansas State", "Wildcats"),
           (2084, "BUFF", "Buffalo", "Bulls"), (57, "FLA", "Florida", "Gators")]


def ranked_teams(pattern):
    """(rank, id, code, location, name, record) of every ranked team the days name."""
    out = {}
    for path in sorted(glob.glob(os.path.join(OUT, pattern))):
        for e in json.load(open(path))["events"]:
            for c in e["competitions"][0]["competitors"]:
                rank = (c.get("curatedRank") or {}).get("current")
                if rank and 1 <= rank <= 25:
                    t = c["team"]
                    record = next((r["summary"] for r in c.get("records", []) if r.get("type", "total") == "total"), None)
                    # The day's own full name: its `location` is not always the school alone.
                    out[rank] = (int(t["id"]), t["abbreviation"], t["displayName"], t.get("name", ""), record)
    return out


def poll(title, headline, ranked, seed, games):
    used = {v[1] for v in ranked.values()}
    fillers = [f for f in FILLERS if f[1] not in used]
    ranks = []
    for place in range(1, 26):
        if place in ranked:
            tid, code, location, name, record = ranked[place]
        else:
            tid, code, location, name = fillers.pop(0)
            wins = max(games - 1 - place // 6, games // 2)
            record = f"{wins}-{games - wins}"
        previous = place + ((place * 7 + seed) % 5) - 2
        ranks.append({"current": place, "previous": previous if 1 <= previous <= 25 else 0, "points": float(1550 - 58 * (place - 1) - (seed * place) % 17),
                      "firstPlaceVotes": [48, 10, 4][place - 1] if place <= 3 else 0, "trend": "-",
                      "team": {"id": str(tid), "abbreviation": code, "location": location, "name": name, "nickname": location},
                      "recordSummary": record or f"{games - 1}-1"})
    return {"rankings": [{"id": "1", "name": "AP Top 25", "shortName": "AP Poll", "type": "ap", "headline": headline, "ranks": ranks}]}


def football_standings():
    """Each conference of the week's teams, by conference record then overall."""
    teams = {}
    for path in glob.glob(os.path.join(OUT, "college-football-week-*.json")):
        for e in json.load(open(path))["events"]:
            for c in e["competitions"][0]["competitors"]:
                t = c["team"]
                records = [r["summary"] for r in c.get("records", [])]
                teams[t["id"]] = (t, t.get("conferenceId"), records)
    groups = {}
    for t, conf, records in teams.values():
        if conf in CONFERENCES and records:
            groups.setdefault(CONFERENCES[conf], []).append((t, records))
    children = []
    for name, members in sorted(groups.items()):
        def key(m):
            w, l = (int(x) for x in m[1][0].split("-")[:2])
            return (-w, l, m[0]["displayName"])
        entries = []
        for t, records in sorted(members, key=key):
            w, l = (int(x) for x in records[0].split("-")[:2])
            stat = lambda n, v, d: {"name": n, "type": n.lower(), "value": float(v), "displayValue": d}
            entries.append({"team": {"id": t["id"], "abbreviation": t["abbreviation"], "displayName": t["displayName"]},
                            "stats": [stat("wins", w, str(w)), stat("losses", l, str(l)), stat("winPercent", w / (w + l), f"{w / (w + l):.3f}".lstrip("0")),
                                      stat("vsConf", 0, records[1] if len(records) > 1 else "-")]})
        children.append({"name": name, "abbreviation": name, "standings": {"season": 2026, "seasonType": 2, "entries": entries}})
    return {"name": "NCAA Football", "children": children}


def write(name, payload):
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(payload, f, indent=1, ensure_ascii=False)
        f.write("\n")


write("college-football-rankings.json", poll("AP Top 25", "2026 NCAA Football Rankings - AP Top 25 Week 13",
                                             ranked_teams("college-football-week-*.json"), 1, 10))
write("mens-college-basketball-rankings.json", poll("AP Top 25", "2026-27 NCAA Men's Basketball Rankings - AP Top 25 Week 3",
                                                    ranked_teams("mens-college-basketball-day-*.json"), 2, 5))
write("womens-college-basketball-rankings.json", poll("AP Top 25", "2026-27 NCAA Women's Basketball Rankings - AP Top 25 Week 3",
                                                      ranked_teams("womens-college-basketball-day-*.json"), 3, 5))
write("college-football-standings.json", football_standings())
