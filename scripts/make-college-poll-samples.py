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
    """Each conference of the week's teams, by conference record then overall,
    with what ESPN's table carries for college: the conference record, points
    for and against, the streak, home and road. The weeks give each team's
    overall record; the rest is made from it, the same on every run."""
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
    stat = lambda n, v, d: {"name": n, "type": n.lower(), "value": float(v), "displayValue": d}
    record = lambda n, w, l: {"name": n, "type": n.lower(), "summary": f"{w}-{l}", "displayValue": f"{w}-{l}"}
    children = []
    for name, members in sorted(groups.items()):
        rows = []
        for t, records in members:
            w, l = (int(x) for x in records[0].split("-")[:2])
            seed = int(t["id"])
            games = w + l
            # Four games out of conference (an independent plays none in one); a loss there for every third team.
            outside = games if name == "FBS Independents" else min(4, games)
            lost_outside = min(l, 1 if seed % 3 == 0 else 0)
            conf_l = l - lost_outside
            conf_w = max(0, (games - outside) - conf_l)
            home_w = (w + 1) // 2 if seed % 2 else w // 2
            home_l = l // 2
            points_for = 27 * w + 17 * l + seed % 41
            points_against = 16 * w + 29 * l + seed % 23
            if l == 0:
                streak = f"W{w}"
            else:
                last = "W" if w and (seed + w) % 4 else "L"
                streak = f"{last}{1 + seed % min(3, w if last == 'W' else l)}"
            rows.append(((conf_w, conf_l), (w, l), t, [
                stat("wins", w, str(w)), stat("losses", l, str(l)),
                stat("winPercent", w / games, f"{w / games:.3f}".lstrip("0") if w < games else "1.000"),
                stat("pointsFor", points_for, str(points_for)), stat("pointsAgainst", points_against, str(points_against)),
                stat("differential", points_for - points_against, f"{points_for - points_against:+d}"),
                {"name": "streak", "type": "streak", "value": 0.0, "displayValue": streak},
                record("home", home_w, home_l), record("road", w - home_w, l - home_l)]
                + ([record("vsConf", conf_w, conf_l)] if name != "FBS Independents" else [])))
        def key(row):
            (cw, cl), (w, l), t, _ = row
            return (-(cw / (cw + cl)) if cw + cl else 0, cl, -w, t["displayName"])
        entries = [{"team": {"id": t["id"], "abbreviation": t["abbreviation"], "displayName": t["displayName"]}, "stats": stats}
                   for _, _, t, stats in sorted(rows, key=key)]
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
