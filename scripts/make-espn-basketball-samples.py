#!/usr/bin/env python3
"""Writes the ESPN basketball part of the offline sample, in ESPN's schemas:
a WNBA Saturday (2026-07-18 seen at 8:40 pm US Eastern), and the men's and
women's college basketball Tuesday of feast week (2026-11-24 seen at 9:15 pm
US Eastern), each with games over, under way and to come; every game's
summary; each league's standings. Run from the repository root, then
scripts/make-sample-manifest.py."""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from hoops_game import Game, digest

OUT = os.path.join("Resources", "samples", "espn")
LABELS = ["MIN", "FG", "3PT", "FT", "OREB", "DREB", "REB", "AST", "STL", "BLK", "TO", "PF", "+/-", "PTS"]

WNBA_EAST = [(20, "ATL", "Atlanta Dream"), (19, "CHI", "Chicago Sky"), (18, "CON", "Connecticut Sun"), (5, "IND", "Indiana Fever"),
             (9, "NY", "New York Liberty"), (16, "WSH", "Washington Mystics")]
WNBA_WEST = [(3, "DAL", "Dallas Wings"), (129689, "GS", "Golden State Valkyries"), (17, "LV", "Las Vegas Aces"), (6, "LA", "Los Angeles Sparks"),
             (8, "MIN", "Minnesota Lynx"), (11, "PHX", "Phoenix Mercury"), (14, "SEA", "Seattle Storm")]
MEN = {"ACC": [(150, "DUKE", "Duke Blue Devils", 3), (153, "UNC", "North Carolina Tar Heels", 11)],
       "Big 12": [(2305, "KU", "Kansas Jayhawks", 6), (248, "HOU", "Houston Cougars", 2), (12, "ARIZ", "Arizona Wildcats", 14)],
       "Big East": [(41, "CONN", "UConn Huskies", 4)],
       "SEC": [(96, "UK", "Kentucky Wildcats", 9), (2, "AUB", "Auburn Tigers", 1), (2633, "TENN", "Tennessee Volunteers", 7)],
       "Big Ten": [(2509, "PUR", "Purdue Boilermakers", 5), (127, "MSU", "Michigan State Spartans", 18)],
       "West Coast": [(2250, "GONZ", "Gonzaga Bulldogs", 8)]}
WOMEN = {"SEC": [(2579, "SC", "South Carolina Gamecocks", 1), (251, "TEX", "Texas Longhorns", 4), (99, "LSU", "LSU Tigers", 6)],
         "Big East": [(41, "CONN", "UConn Huskies", 2)], "Big Ten": [(26, "UCLA", "UCLA Bruins", 3), (30, "USC", "USC Trojans", 5)],
         "ACC": [(87, "ND", "Notre Dame Fighting Irish", 8), (24, "STAN", "Stanford Cardinal", None)]}


def team(t):
    return {"id": str(t[0]), "uid": f"s:40~t:{t[0]}", "abbreviation": t[1], "displayName": t[2], "shortDisplayName": t[2].split()[0],
            "name": t[2], "location": t[2], "isActive": True}


def status(g):
    label = lambda p: (["1st", "2nd"][p - 1] if p <= 2 else "OT") if g.regulation == 2 else (f"Q{p}" if p <= 4 else "OT")
    if g.state == "scheduled":
        return {"clock": 0.0, "displayClock": "0:00", "period": 0,
                "type": {"id": "1", "name": "STATUS_SCHEDULED", "state": "pre", "completed": False, "description": "Scheduled",
                         "detail": g.tip_text, "shortDetail": g.tip_text}}
    if g.state == "halftime":
        return {"clock": 0.0, "displayClock": "0:00", "period": g.period,
                "type": {"id": "23", "name": "STATUS_HALFTIME", "state": "in", "completed": False, "description": "Halftime",
                         "detail": "Halftime", "shortDetail": "Halftime"}}
    if g.state == "live":
        return {"clock": float(g.remaining_seconds()), "displayClock": g.clock, "period": g.period,
                "type": {"id": "2", "name": "STATUS_IN_PROGRESS", "state": "in", "completed": False, "description": "In Progress",
                         "detail": f"{g.clock} - {label(g.period)}", "shortDetail": f"{g.clock} - {label(g.period)}"}}
    ot = g.periods > g.regulation
    return {"clock": 0.0, "displayClock": "0:00", "period": g.periods,
            "type": {"id": "3", "name": "STATUS_FINAL", "state": "post", "completed": True, "description": "Final",
                     "detail": "Final/OT" if ot else "Final", "shortDetail": "Final/OT" if ot else "Final"}}


def competitor(g, side, order):
    t = g.away if side == "away" else g.home
    started = g.state != "scheduled"
    c = {"id": str(t[0]), "homeAway": side, "order": order, "team": team(t), "score": str(g.score[0 if side == "away" else 1]) if started else "0",
         "linescores": [{"value": float(v), "displayValue": str(v)} for v in g.lines[side]],
         "records": [{"type": "total", "summary": g.records[side]}]}
    if len(t) > 3:
        c["curatedRank"] = {"current": t[3] if t[3] else 99}
    if g.state == "final":
        c["winner"] = g.score[0 if side == "away" else 1] > g.score[1 if side == "away" else 0]
    return c


def competition(g):
    c = {"id": str(g.id), "date": g.tip, "attendance": g.attendance if g.state != "scheduled" else 0,
         "venue": {"fullName": g.venue[0], "address": {"city": g.venue[1], "state": g.venue[2]}},
         "format": {"regulation": {"periods": g.regulation}}, "status": status(g),
         "competitors": [competitor(g, "home", 0), competitor(g, "away", 1)],
         "broadcasts": [{"market": "national", "names": g.broadcasts}], "notes": [{"headline": g.note}] if g.note else []}
    if g.state == "live" and g.baskets:
        c["situation"] = {"lastPlay": {"text": play_text(g.baskets[-1])}}
    return c


def play_text(e):
    kind = {3: "makes three point jumper", 2: "makes two point shot", 1: "makes free throw"}[e["value"]]
    return f"{e['shooter']['name']} {kind}" + (f" ({e['assist']['name']} assists)" if e["assist"] else "")


def plays(g):
    out, n = [], 0
    for e in g.baskets:
        n += 1
        minutes, seconds = divmod(e["t"], 60)
        team_id = (g.away if e["side"] == "away" else g.home)[0]
        if e["value"] > 1 and digest(g.id, n, "miss") % 3 == 0:
            other = g.rosters["home" if e["side"] == "away" else "away"]
            out.append({"id": f"{g.id}{n:04d}0", "type": {"id": "155", "text": "Defensive Rebound"},
                        "text": f"{other[(n % 5)]['name']} defensive rebound", "awayScore": e["away"] - (e["value"] if e["side"] == "away" else 0),
                        "homeScore": e["home"] - (e["value"] if e["side"] == "home" else 0), "period": {"number": e["period"]},
                        "clock": {"displayValue": f"{minutes}:{seconds + 1 if seconds < 59 else 59:02d}"}, "scoringPlay": False,
                        "team": {"id": str((g.home if e["side"] == "away" else g.away)[0])}})
        out.append({"id": f"{g.id}{n:04d}1", "type": {"id": "92", "text": "Jump Shot" if e["value"] > 1 else "Free Throw - 1 of 1"},
                    "text": play_text(e), "awayScore": e["away"], "homeScore": e["home"], "period": {"number": e["period"]},
                    "clock": {"displayValue": f"{minutes}:{seconds:02d}"}, "scoringPlay": True, "scoreValue": e["value"],
                    "team": {"id": str(team_id)}})
    return out


def summary(g):
    comp = competition(g)
    started = g.state != "scheduled"
    box_teams, box_players, leaders = [], [], []
    for side in ("away", "home"):
        t = g.away if side == "away" else g.home
        lines = g.player_lines(side)
        played = [l for l in lines if l["played"]]
        col = lambda i: sum(int(l["stats"][i]) for l in played)
        pair = lambda i: [sum(int(l["stats"][i].split("-")[k]) for l in played) for k in (0, 1)]
        fg, tp, ft = pair(1), pair(2), pair(3)
        pct = lambda m, a: f"{100 * m / a:.1f}" if a else "0.0"
        stats = [("fieldGoalsMade-fieldGoalsAttempted", "FG", f"{fg[0]}-{fg[1]}"), ("fieldGoalPct", "Field Goal %", pct(*fg)),
                 ("threePointFieldGoalsMade-threePointFieldGoalsAttempted", "3PT", f"{tp[0]}-{tp[1]}"), ("threePointFieldGoalPct", "Three Point %", pct(*tp)),
                 ("freeThrowsMade-freeThrowsAttempted", "FT", f"{ft[0]}-{ft[1]}"), ("freeThrowPct", "Free Throw %", pct(*ft)),
                 ("totalRebounds", "Rebounds", str(col(6))), ("offensiveRebounds", "Offensive Rebounds", str(col(4))),
                 ("assists", "Assists", str(col(7))), ("steals", "Steals", str(col(8))), ("blocks", "Blocks", str(col(9))),
                 ("turnovers", "Turnovers", str(col(10))), ("fouls", "Fouls", str(col(11))),
                 ("pointsInPaint", "Points in Paint", str(2 * sum(1 for e in g.baskets if e["side"] == side and e["value"] == 2 and digest(g.id, e["t"]) % 2))),
                 ("fastBreakPoints", "Fast Break Points", str(2 * (digest(g.id, side, "fb") % 7)))]
        box_teams.append({"team": team(t), "statistics": [{"name": n, "label": l, "displayValue": v} for n, l, v in stats] if started else []})
        athletes = [{"athlete": {"id": l["player"]["id"], "displayName": l["player"]["name"], "jersey": l["player"]["jersey"],
                                 "position": {"abbreviation": l["player"]["position"]}},
                     "starter": l["player"]["starter"], "didNotPlay": not l["played"], **({} if l["played"] else {"reason": "COACH'S DECISION"}),
                     "stats": l["stats"] if l["played"] else []} for l in lines]
        totals = ["", f"{fg[0]}-{fg[1]}", f"{tp[0]}-{tp[1]}", f"{ft[0]}-{ft[1]}", str(col(4)), str(col(5)), str(col(6)), str(col(7)),
                  str(col(8)), str(col(9)), str(col(10)), str(col(11)), "", str(g.score[0 if side == "away" else 1])]
        box_players.append({"team": team(t), "statistics": [{"names": LABELS, "labels": LABELS, "athletes": athletes, "totals": totals}]})
        if started and played:
            best = lambda i: max(played, key=lambda l: (int(l["stats"][i]), l["player"]["name"]))
            leaders.append({"team": {"id": str(t[0])}, "leaders": [
                {"name": k, "displayName": n, "leaders": [{"displayValue": best(i)["stats"][i], "athlete": {"displayName": best(i)["player"]["name"]}}]}
                for k, n, i in (("points", "Points", 13), ("rebounds", "Rebounds", 6), ("assists", "Assists", 7))]})
    header = {"id": str(g.id), "competitions": [{k: comp[k] for k in ("id", "date", "competitors", "status", "format", "notes", "broadcasts")}]}
    return {"header": header, "boxscore": {"teams": box_teams, "players": box_players if started else []}, "plays": plays(g),
            "leaders": leaders, "gameInfo": {"venue": {"fullName": g.venue[0], "address": {"city": g.venue[1], "state": g.venue[2]}},
                                             "attendance": comp["attendance"]}}


def standings_group(name, teams, games, seed, known=None):
    """A group's table; a team whose record a bundled game states keeps that record."""
    entries = []
    for i, t in enumerate(teams):
        w = max(0, games - 2 - (i * 3 + seed) % (games - 1)) if games > 2 else 1
        l = games - w
        if known and t[1] in known:
            w, l = (int(x) for x in known[t[1]].split("-"))
        entries.append((t, w, l))
    entries.sort(key=lambda e: (-e[1], e[0][2]))
    lead = entries[0][1] - entries[0][2]
    out = []
    for rank, (t, w, l) in enumerate(entries, 1):
        gb = (lead - (w - l)) / 2
        stat = lambda n, k, v, d: {"name": n, "type": k, "abbreviation": n[:3].upper(), "value": float(v), "displayValue": d}
        out.append({"team": team(t), "stats": [stat("wins", "wins", w, str(w)), stat("losses", "losses", l, str(l)),
                                               stat("winPercent", "winpercent", w / max(1, w + l), f"{w / max(1, w + l):.3f}".lstrip("0")),
                                               stat("gamesBehind", "gamesbehind", gb, "-" if gb == 0 else f"{gb:g}"),
                                               stat("streak", "streak", 1, f"W{1 + rank % 3}" if rank % 2 else f"L{1 + rank % 2}"),
                                               stat("playoffSeed", "playoffseed", rank, str(rank))]})
    return {"name": name, "abbreviation": name, "standings": {"season": 2026, "seasonType": 2, "entries": out}}


def write(name, payload):
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(payload, f, indent=1, ensure_ascii=False)
        f.write("\n")


def day_file(games, date):
    return {"leagues": [{"season": {"year": 2026, "type": {"name": "Regular Season"}}, "calendarType": "day", "calendar": []}],
            "season": {"year": 2026, "type": 2}, "day": {"date": date}, "events": [
                {"id": str(g.id), "date": g.tip, "name": f"{g.away[2]} at {g.home[2]}", "shortName": f"{g.away[1]} @ {g.home[1]}",
                 "competitions": [competition(g)], "status": status(g)} for g in games]}


def prepare(g, venue, attendance, broadcasts, records, tip_text=""):
    g.venue, g.attendance, g.broadcasts, g.records, g.tip_text = venue, attendance, broadcasts, records, tip_text
    return g


def main():
    w = {t[1]: t for t in WNBA_EAST + WNBA_WEST}
    wnba = [
        prepare(Game("wnba", 401820101, "2026-07-18T17:00Z", w["IND"], w["NY"], "final", (84, 91), regulation=4),
                ("Barclays Center", "Brooklyn", "NY"), 17732, ["ABC"], {"away": "14-9", "home": "17-6"}),
        prepare(Game("wnba", 401820102, "2026-07-18T19:00Z", w["CHI"], w["ATL"], "final", (77, 80), regulation=4),
                ("Gateway Center Arena", "College Park", "GA"), 3500, ["ION"], {"away": "8-15", "home": "15-8"}),
        prepare(Game("wnba", 401820103, "2026-07-18T23:30Z", w["LV"], w["MIN"], "live", (61, 58), period=3, clock="2:14"),
                ("Target Center", "Minneapolis", "MN"), 11023, ["ESPN"], {"away": "13-10", "home": "19-4"}),
        prepare(Game("wnba", 401820104, "2026-07-19T00:00Z", w["DAL"], w["PHX"], "live", (40, 46), period=2, clock="0:48"),
                ("PHX Arena", "Phoenix", "AZ"), 14215, ["NBA TV"], {"away": "7-16", "home": "15-7"}),
        prepare(Game("wnba", 401820105, "2026-07-19T02:00Z", w["SEA"], w["GS"], "scheduled"),
                ("Chase Center", "San Francisco", "CA"), 0, ["ION"], {"away": "12-11", "home": "10-12"}, "7/18 - 10:00 PM EDT"),
    ]
    m = {t[1]: t for conf in MEN.values() for t in conf}
    men = [
        prepare(Game("mens-college-basketball", 401830201, "2026-11-24T19:00Z", m["UNC"], m["KU"], "final", (78, 84), regulation=2, men=True,
                     minutes=20, note="Maui Invitational - Quarterfinal"), ("Lahaina Civic Center", "Lahaina", "HI"), 2400, ["ESPN2"],
                {"away": "4-1", "home": "5-0"}),
        prepare(Game("mens-college-basketball", 401830202, "2026-11-24T21:30Z", m["AUB"], m["HOU"], "final", (71, 69), period=3, regulation=2,
                     men=True, minutes=20, note="Maui Invitational - Quarterfinal"), ("Lahaina Civic Center", "Lahaina", "HI"), 2400, ["ESPN"],
                {"away": "5-0", "home": "4-1"}),
        prepare(Game("mens-college-basketball", 401830203, "2026-11-25T00:00Z", m["PUR"], m["DUKE"], "live", (52, 55), period=2, clock="11:42",
                     regulation=2, men=True, minutes=20), ("Cameron Indoor Stadium", "Durham", "NC"), 9314, ["ESPN"],
                {"away": "5-0", "home": "4-0"}),
        prepare(Game("mens-college-basketball", 401830204, "2026-11-25T01:00Z", m["GONZ"], m["CONN"], "halftime", (33, 38), period=1,
                     regulation=2, men=True, minutes=20), ("Madison Square Garden", "New York", "NY"), 18112, ["FS1"],
                {"away": "4-1", "home": "5-0"}),
        prepare(Game("mens-college-basketball", 401830205, "2026-11-25T02:30Z", m["MSU"], m["ARIZ"], "scheduled", regulation=2, men=True,
                     minutes=20), ("McKale Center", "Tucson", "AZ"), 0, ["ESPN2"], {"away": "3-2", "home": "4-1"}, "11/24 - 9:30 PM EST"),
        prepare(Game("mens-college-basketball", 401830206, "2026-11-25T03:00Z", m["TENN"], m["UK"], "scheduled", regulation=2, men=True,
                     minutes=20), ("Rupp Arena", "Lexington", "KY"), 0, ["SEC Network"], {"away": "5-0", "home": "4-1"}, "11/24 - 10:00 PM EST"),
    ]
    f = {t[1]: t for conf in WOMEN.values() for t in conf}
    women = [
        prepare(Game("womens-college-basketball", 401840301, "2026-11-24T22:00Z", f["TEX"], f["CONN"], "final", (70, 76), regulation=4),
                ("Gampel Pavilion", "Storrs", "CT"), 10167, ["FS1"], {"away": "4-1", "home": "5-0"}),
        prepare(Game("womens-college-basketball", 401840302, "2026-11-25T00:00Z", f["UCLA"], f["SC"], "live", (48, 51), period=3, clock="4:31"),
                ("Colonial Life Arena", "Columbia", "SC"), 18000, ["ESPN"], {"away": "5-0", "home": "5-0"}),
        prepare(Game("womens-college-basketball", 401840303, "2026-11-25T01:00Z", f["ND"], f["LSU"], "live", (29, 25), period=2, clock="6:05"),
                ("Pete Maravich Assembly Center", "Baton Rouge", "LA"), 13420, ["SEC Network"], {"away": "4-1", "home": "5-0"}),
        prepare(Game("womens-college-basketball", 401840304, "2026-11-25T03:00Z", f["STAN"], f["USC"], "scheduled"),
                ("Galen Center", "Los Angeles", "CA"), 0, ["Big Ten Network"], {"away": "3-2", "home": "4-1"}, "11/24 - 10:00 PM EST"),
    ]
    write("wnba-day-2026-07-18.json", day_file(wnba, "2026-07-18"))
    write("mens-college-basketball-day-2026-11-24.json", day_file(men, "2026-11-24"))
    write("womens-college-basketball-day-2026-11-24.json", day_file(women, "2026-11-24"))
    for code, games in (("wnba", wnba), ("mens-college-basketball", men), ("womens-college-basketball", women)):
        for g in games:
            write(f"{code}-summary-{g.id}.json", summary(g))
    write("wnba-standings.json", {"name": "WNBA", "children": [standings_group("Eastern Conference", WNBA_EAST, 23, 1),
                                                                 standings_group("Western Conference", WNBA_WEST, 23, 2)]})
    for code, table, games, played in (("mens-college-basketball", MEN, 5, men), ("womens-college-basketball", WOMEN, 5, women)):
        known = {}
        for g in played:
            known[g.away[1]], known[g.home[1]] = g.records["away"], g.records["home"]
        write(f"{code}-standings.json", {"name": code, "children": [standings_group(name, teams, games, i, known)
                                                                    for i, (name, teams) in enumerate(table.items())]})


if __name__ == "__main__":
    main()
