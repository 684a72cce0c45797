#!/usr/bin/env python3
"""Writes Jumbotron's own offline MLB samples in the Stats API's schedule schema.

Invented games on real clubs, arranged to cover every case the Scores tab must
show: finals (F/7, F/10, F/13), every in-progress inning state, scheduled and
TBD starts, postponed/suspended/cancelled/delayed games, a doubleheader, and a
date with no games. Run from the repository root; output is deterministic.
"""
import json, os

CLUBS = {
    108: ("Los Angeles Angels", "LAA", "Angels", "Los Angeles", 103, "Angel Stadium", "Anaheim", "CA", "America/Los_Angeles", -7, "PDT"),
    109: ("Arizona Diamondbacks", "ARI", "D-backs", "Arizona", 104, "Chase Field", "Phoenix", "AZ", "America/Phoenix", -7, "MST"),
    111: ("Boston Red Sox", "BOS", "Red Sox", "Boston", 103, "Fenway Park", "Boston", "MA", "America/New_York", -4, "EDT"),
    112: ("Chicago Cubs", "CHC", "Cubs", "Chicago", 104, "Wrigley Field", "Chicago", "IL", "America/Chicago", -5, "CDT"),
    113: ("Cincinnati Reds", "CIN", "Reds", "Cincinnati", 104, "Great American Ball Park", "Cincinnati", "OH", "America/New_York", -4, "EDT"),
    114: ("Cleveland Indians", "CLE", "Indians", "Cleveland", 103, "Progressive Field", "Cleveland", "OH", "America/New_York", -4, "EDT"),
    115: ("Colorado Rockies", "COL", "Rockies", "Colorado", 104, "Coors Field", "Denver", "CO", "America/Denver", -6, "MDT"),
    116: ("Detroit Tigers", "DET", "Tigers", "Detroit", 103, "Comerica Park", "Detroit", "MI", "America/Detroit", -4, "EDT"),
    117: ("Houston Astros", "HOU", "Astros", "Houston", 103, "Minute Maid Park", "Houston", "TX", "America/Chicago", -5, "CDT"),
    118: ("Kansas City Royals", "KC", "Royals", "Kansas City", 103, "Kauffman Stadium", "Kansas City", "MO", "America/Chicago", -5, "CDT"),
    119: ("Los Angeles Dodgers", "LAD", "Dodgers", "Los Angeles", 104, "Dodger Stadium", "Los Angeles", "CA", "America/Los_Angeles", -7, "PDT"),
    120: ("Washington Nationals", "WSH", "Nationals", "Washington", 104, "Nationals Park", "Washington", "DC", "America/New_York", -4, "EDT"),
    121: ("New York Mets", "NYM", "Mets", "New York", 104, "Citi Field", "Flushing", "NY", "America/New_York", -4, "EDT"),
    133: ("Oakland Athletics", "OAK", "Athletics", "Oakland", 103, "Oakland Coliseum", "Oakland", "CA", "America/Los_Angeles", -7, "PDT"),
    134: ("Pittsburgh Pirates", "PIT", "Pirates", "Pittsburgh", 104, "PNC Park", "Pittsburgh", "PA", "America/New_York", -4, "EDT"),
    135: ("San Diego Padres", "SD", "Padres", "San Diego", 104, "Petco Park", "San Diego", "CA", "America/Los_Angeles", -7, "PDT"),
    136: ("Seattle Mariners", "SEA", "Mariners", "Seattle", 103, "Safeco Field", "Seattle", "WA", "America/Los_Angeles", -7, "PDT"),
    137: ("San Francisco Giants", "SF", "Giants", "San Francisco", 104, "AT&T Park", "San Francisco", "CA", "America/Los_Angeles", -7, "PDT"),
    138: ("St. Louis Cardinals", "STL", "Cardinals", "St. Louis", 104, "Busch Stadium", "St. Louis", "MO", "America/Chicago", -5, "CDT"),
    139: ("Tampa Bay Rays", "TB", "Rays", "Tampa Bay", 103, "Tropicana Field", "St. Petersburg", "FL", "America/New_York", -4, "EDT"),
    140: ("Texas Rangers", "TEX", "Rangers", "Texas", 103, "Globe Life Park in Arlington", "Arlington", "TX", "America/Chicago", -5, "CDT"),
    141: ("Toronto Blue Jays", "TOR", "Blue Jays", "Toronto", 103, "Rogers Centre", "Toronto", "ON", "America/Toronto", -4, "EDT"),
    142: ("Minnesota Twins", "MIN", "Twins", "Minnesota", 103, "Target Field", "Minneapolis", "MN", "America/Chicago", -5, "CDT"),
    143: ("Philadelphia Phillies", "PHI", "Phillies", "Philadelphia", 104, "Citizens Bank Park", "Philadelphia", "PA", "America/New_York", -4, "EDT"),
    144: ("Atlanta Braves", "ATL", "Braves", "Atlanta", 104, "SunTrust Park", "Atlanta", "GA", "America/New_York", -4, "EDT"),
    145: ("Chicago White Sox", "CWS", "White Sox", "Chicago", 103, "Guaranteed Rate Field", "Chicago", "IL", "America/Chicago", -5, "CDT"),
    146: ("Miami Marlins", "MIA", "Marlins", "Miami", 104, "Marlins Park", "Miami", "FL", "America/New_York", -4, "EDT"),
    147: ("New York Yankees", "NYY", "Yankees", "New York", 103, "Yankee Stadium", "Bronx", "NY", "America/New_York", -4, "EDT"),
    158: ("Milwaukee Brewers", "MIL", "Brewers", "Milwaukee", 104, "Miller Park", "Milwaukee", "WI", "America/Chicago", -5, "CDT"),
}
LEAGUES = {103: "American League", 104: "National League"}
# Each club's record as the bundled standings (the table after September 19) give it.
with open(os.path.join("Resources", "samples", "mlb", "standings-2018.json")) as f:
    RECORDS = {t["team"]["id"]: (t["wins"], t["losses"]) for r in json.load(f)["records"] for t in r["teamRecords"]}
PLAYERS = ["Alex Rivera", "Ben Okafor", "Chris Tanaka", "Diego Morales", "Eli Johansson", "Frank Dubois",
           "Gus Whitfield", "Hank Lindqvist", "Ian Castellanos", "Jon Novak"]


def team(tid):
    name, abbr, short, loc, league, *_ = CLUBS[tid]
    return {"id": tid, "name": name, "link": f"/api/v1/teams/{tid}", "abbreviation": abbr, "teamName": short,
            "locationName": loc, "shortName": loc if loc not in ("New York", "Chicago", "Los Angeles") else f"{loc[:2]} {short}",
            "league": {"id": league, "name": LEAGUES[league], "link": f"/api/v1/league/{league}"}}


def venue(tid):
    *_, vname, city, state, tzid, offset, tz = CLUBS[tid]
    return {"id": 3000 + tid, "name": vname, "link": f"/api/v1/venues/{3000 + tid}",
            "location": {"city": city, "state": state, "stateAbbrev": state, "country": "USA" if state != "ON" else "Canada"},
            "timeZone": {"id": tzid, "offset": offset, "tz": tz}}


def linescore(away_runs, home_runs, innings, state=None, current=None, count=None, runners=()):
    """Runs per inning as lists; state is (inningState, isTop) for live games."""
    inns = []
    for i in range(innings):
        entry = {"num": i + 1, "ordinalNum": ordinal(i + 1),
                 "home": {"runs": home_runs[i], "hits": (home_runs[i] or 0) + (i % 2), "errors": 0, "leftOnBase": i % 3},
                 "away": {"runs": away_runs[i], "hits": away_runs[i] + ((i + 1) % 2), "errors": 1 if i == 3 else 0, "leftOnBase": (i + 1) % 3}}
        if home_runs[i] is None:
            entry["home"] = {"hits": 0, "errors": 0, "leftOnBase": 0}
        inns.append(entry)
    cur = current or innings
    ls = {"currentInning": cur, "currentInningOrdinal": ordinal(cur),
          "inningState": state[0] if state else "Bottom", "inningHalf": state[0] if state else "Bottom",
          "isTopInning": state[1] if state else False, "scheduledInnings": 9, "innings": inns,
          "teams": {"home": tot(home_runs, inns, "home"), "away": tot(away_runs, inns, "away")},
          "defense": {"pitcher": {"id": 600001, "fullName": PLAYERS[0]}}, "offense": {}}
    if count:
        ls["balls"], ls["strikes"], ls["outs"] = count
        ls["offense"]["batter"] = {"id": 600002, "fullName": PLAYERS[1]}
        for base, who in zip(runners, PLAYERS[2:]):
            ls["offense"][base] = {"id": 600100 + len(who), "fullName": who}
    return ls


def tot(runs, inns, side):
    return {"runs": sum(r or 0 for r in runs), "hits": sum(i[side].get("hits", 0) for i in inns),
            "errors": sum(i[side].get("errors", 0) for i in inns), "leftOnBase": 5}


def ordinal(n):
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


STATUS = {
    "Final": ("Final", "F", "Final", "F"), "Scheduled": ("Preview", "S", "Scheduled", "S"),
    "Pre-Game": ("Preview", "P", "Pre-Game", "P"), "In Progress": ("Live", "I", "In Progress", "I"),
    "Postponed": ("Final", "D", "Postponed", "DR"), "Suspended: Rain": ("Final", "T", "Suspended: Rain", "TR"),
    "Cancelled": ("Final", "C", "Cancelled", "CR"), "Delayed: Rain": ("Live", "I", "Delayed: Rain", "IR"),
}


def game(pk, when, away, home, status, ls=None, number=1, dh="N", tbd=False, innings=9, gtype="R", series="Regular Season"):
    abstract, coded, detailed, code = STATUS[status]
    st = {"abstractGameState": abstract, "codedGameState": coded, "detailedState": detailed, "statusCode": code,
          "startTimeTBD": tbd, "abstractGameCode": abstract[0]}
    if status in ("Postponed", "Suspended: Rain", "Cancelled", "Delayed: Rain"):
        st["reason"] = "Rain"
    g = {"gamePk": pk, "link": f"/api/v1.1/game/{pk}/feed/live", "gameType": gtype, "season": "2018",
         "gameDate": when, "officialDate": OFFICIAL[pk // 100],
         "status": st, "teams": {}, "venue": venue(home), "gameNumber": number, "publicFacing": True,
         "doubleHeader": dh, "gamedayType": "P", "tiebreaker": "N", "dayNight": "night",
         "scheduledInnings": innings, "seriesDescription": series}
    for side, tid in (("away", away), ("home", home)):
        w, l = RECORDS[tid]
        entry = {"leagueRecord": {"wins": w, "losses": l, "pct": f"{w / (w + l):.3f}"[1:]}, "team": team(tid),
                 "splitSquad": False, "seriesNumber": 50}
        if ls is not None:
            entry["score"] = ls["teams"][side]["runs"]
        g["teams"][side] = entry
    if ls is not None:
        g["linescore"] = ls
        if abstract == "Final" and coded == "F":
            a, h = ls["teams"]["away"]["runs"], ls["teams"]["home"]["runs"]
            g["teams"]["away"]["isWinner"] = a > h
            g["teams"]["home"]["isWinner"] = h > a
    g = {k: v for k, v in g.items() if v is not None}
    return g


OFFICIAL = {5300: "2018-09-19", 5301: "2018-09-20"}


def schedule(date, games):
    live = sum(1 for g in games if g["status"]["abstractGameState"] == "Live")
    return {"copyright": "Sample data written for Jumbotron in the MLB Stats API schema; not a recording.",
            "totalItems": len(games), "totalEvents": 0, "totalGames": len(games), "totalGamesInProgress": live,
            "dates": [] if not games else [{"date": date, "totalItems": len(games), "totalEvents": 0,
                                             "totalGames": len(games), "totalGamesInProgress": live,
                                             "games": games, "events": []}]}


day1 = [
    game(530001, "2018-09-19T17:05:00Z", 121, 143, "Final",
         linescore([0, 1, 0, 0, 2, 0, 0, 1, 0], [0, 0, 0, 1, 0, 0, 1, 0, None], 9), number=1, dh="S"),
    game(530002, "2018-09-19T23:05:00Z", 121, 143, "Final",
         linescore([0, 0, 1, 0, 0, 0, 0], [1, 0, 0, 0, 2, 0, None], 7), number=2, dh="S", innings=7),
    game(530003, "2018-09-19T23:10:00Z", 147, 111, "Final",
         linescore([1, 0, 0, 2, 0, 0, 1, 1, 0, 1], [0, 2, 0, 0, 1, 0, 0, 2, 0, 0], 10)),
    game(530004, "2018-09-19T23:07:00Z", 139, 141, "Final",
         linescore([0, 0, 0, 1, 0, 0, 1, 0, 0], [2, 0, 3, 0, 0, 1, 2, 0, None], 9)),
    game(530005, "2018-09-20T00:10:00Z", 112, 145, "Postponed"),
    game(530006, "2018-09-20T00:10:00Z", 117, 118, "Suspended: Rain",
         linescore([0, 1, 0, 0, 0], [0, 0, 2, 0, None], 5)),
    game(530007, "2018-09-20T02:10:00Z", 119, 135, "Final",
         linescore([0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2], [0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], 13)),
    game(530008, "2018-09-20T02:05:00Z", 136, 133, "Cancelled"),
]

day2 = [
    game(530101, "2018-09-20T23:05:00Z", 144, 120, "In Progress",
         linescore([0, 2, 0, 1, 0], [1, 0, 0, 0, None], 5, state=("Top", True), count=(3, 2, 1), runners=("first", "third"))),
    game(530102, "2018-09-20T23:10:00Z", 158, 113, "In Progress",
         linescore([1, 0, 0], [0, 0, None], 3, state=("Middle", True), count=(0, 0, 3))),
    game(530103, "2018-09-20T23:05:00Z", 138, 134, "In Progress",
         linescore([0, 0, 1, 0, 0, 2, 0], [0, 1, 0, 0, 3, 0, 0], 7, state=("Bottom", False), count=(1, 2, 2), runners=("second",))),
    game(530104, "2018-09-20T23:10:00Z", 142, 116, "In Progress",
         linescore([0, 0, 0, 0, 1, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 1], 8, state=("End", False), count=(0, 0, 3))),
    game(530105, "2018-09-21T00:10:00Z", 114, 145, "Delayed: Rain",
         linescore([0, 0], [0, None], 2, state=("Bottom", False), count=(0, 0, 0))),
    game(530106, "2018-09-21T00:40:00Z", 115, 146, "Pre-Game"),
    game(530107, "2018-09-21T01:40:00Z", 137, 109, "Scheduled"),
    game(530108, "2018-09-20T07:33:00Z", 140, 108, "Scheduled", tbd=True),
]

out = os.path.join("Resources", "samples", "mlb")
os.makedirs(out, exist_ok=True)
for date, games in (("2018-09-19", day1), ("2018-09-20", day2), ("2018-09-21", [])):
    with open(os.path.join(out, f"schedule-{date}.json"), "w") as f:
        json.dump(schedule(date, games), f, indent=2, ensure_ascii=False)
        f.write("\n")
print("wrote", out)

# The game centers' feeds play these schedules out and write back what they decide.
import runpy
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-mlb-game-samples.py"), run_name="__main__")
# The clubs' pages, from the standings and the games just written (the NHL's four too).
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-espn-team-samples.py"), run_name="__main__")

# The manifest of what the sample promises follows whatever changed.
import runpy as _runpy, os as _os
_runpy.run_path(_os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "make-sample-manifest.py"), run_name="__main__")
