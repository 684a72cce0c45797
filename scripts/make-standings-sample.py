#!/usr/bin/env python3
"""Writes Jumbotron's own offline MLB standings in the Stats API's /standings schema.

Invented mid-September 2018 records (not the real table) for the thirty clubs,
consistent with themselves: games back from wins and losses, ranks in order,
a streak that the last ten can contain. Divisions come in an unsorted order,
as the API sends them, and every team is hydrated (hydrate=team). Run from the
repository root; output is deterministic.
"""
import json

LEAGUES = {103: "American League", 104: "National League"}
# division id: (league, name, [(team id, abbreviation, name, team name, location, wins, losses, streak, last ten wins)])
DIVISIONS = {
    200: (103, "American League West", [
        (117, "HOU", "Houston Astros", "Astros", "Houston", 95, 55, "L4", 4),
        (133, "OAK", "Oakland Athletics", "Athletics", "Oakland", 92, 59, "L1", 5),
        (136, "SEA", "Seattle Mariners", "Mariners", "Seattle", 84, 67, "L4", 6),
        (108, "LAA", "Los Angeles Angels", "Angels", "Los Angeles", 76, 75, "W2", 6),
        (140, "TEX", "Texas Rangers", "Rangers", "Texas", 66, 85, "L3", 3)]),
    201: (103, "American League East", [
        (111, "BOS", "Boston Red Sox", "Red Sox", "Boston", 101, 49, "W3", 3),
        (147, "NYY", "New York Yankees", "Yankees", "New York", 93, 57, "L4", 6),
        (139, "TB", "Tampa Bay Rays", "Rays", "Tampa Bay", 81, 68, "L3", 3),
        (141, "TOR", "Toronto Blue Jays", "Blue Jays", "Toronto", 69, 81, "L4", 6),
        (110, "BAL", "Baltimore Orioles", "Orioles", "Baltimore", 44, 106, "W4", 7)]),
    202: (103, "American League Central", [
        (114, "CLE", "Cleveland Indians", "Indians", "Cleveland", 84, 66, "L4", 3),
        (142, "MIN", "Minnesota Twins", "Twins", "Minnesota", 71, 79, "L2", 6),
        (116, "DET", "Detroit Tigers", "Tigers", "Detroit", 62, 88, "L1", 2),
        (145, "CWS", "Chicago White Sox", "White Sox", "Chicago", 60, 90, "W1", 8),
        (118, "KC", "Kansas City Royals", "Royals", "Kansas City", 52, 98, "W3", 8)]),
    205: (104, "National League Central", [
        (112, "CHC", "Chicago Cubs", "Cubs", "Chicago", 89, 62, "L4", 6),
        (158, "MIL", "Milwaukee Brewers", "Brewers", "Milwaukee", 88, 65, "W2", 4),
        (138, "STL", "St. Louis Cardinals", "Cardinals", "St. Louis", 85, 67, "L4", 3),
        (134, "PIT", "Pittsburgh Pirates", "Pirates", "Pittsburgh", 76, 74, "W3", 6),
        (113, "CIN", "Cincinnati Reds", "Reds", "Cincinnati", 64, 88, "W3", 6)]),
    203: (104, "National League West", [
        (119, "LAD", "Los Angeles Dodgers", "Dodgers", "Los Angeles", 85, 67, "L3", 2),
        (115, "COL", "Colorado Rockies", "Rockies", "Colorado", 83, 68, "L5", 4),
        (109, "ARI", "Arizona Diamondbacks", "D-backs", "Arizona", 78, 74, "L4", 6),
        (137, "SF", "San Francisco Giants", "Giants", "San Francisco", 71, 81, "L1", 3),
        (135, "SD", "San Diego Padres", "Padres", "San Diego", 61, 92, "L2", 8)]),
    204: (104, "National League East", [
        (144, "ATL", "Atlanta Braves", "Braves", "Atlanta", 86, 65, "W1", 7),
        (143, "PHI", "Philadelphia Phillies", "Phillies", "Philadelphia", 78, 73, "W1", 7),
        (120, "WSH", "Washington Nationals", "Nationals", "Washington", 77, 74, "W2", 3),
        (121, "NYM", "New York Mets", "Mets", "New York", 70, 81, "L5", 5),
        (146, "MIA", "Miami Marlins", "Marlins", "Miami", 61, 89, "W3", 3)]),
}
UPDATED = "2018-09-21T08:02:11.000Z"


def pct(w, l):
    text = "%.3f" % (w / (w + l)) if w + l else ".000"
    return text[1:] if text.startswith("0") else text


def games_back(leader, w, l):
    gb = ((leader[0] - w) + (l - leader[1])) / 2
    return "-" if gb == 0 else "%.1f" % gb


def team_record(division, league, rank, leader, t):
    tid, abbr, name, team_name, location, w, l, streak, ten = t
    kind, count = ("wins" if streak[0] == "W" else "losses"), int(streak[1:])
    assert (ten if kind == "wins" else 10 - ten) >= count, name   # the streak fits in the last ten
    return {
        "team": {"id": tid, "name": name, "link": f"/api/v1/teams/{tid}", "season": 2018,
                 "abbreviation": abbr, "teamName": team_name, "locationName": location, "shortName": location,
                 "league": {"id": league, "name": LEAGUES[league], "link": f"/api/v1/league/{league}"},
                 "division": {"id": division[0], "name": division[1], "link": f"/api/v1/divisions/{division[0]}"},
                 "active": True},
        "season": "2018",
        "streak": {"streakType": kind, "streakNumber": count, "streakCode": streak},
        "divisionRank": str(rank),
        "gamesPlayed": w + l,
        "gamesBack": games_back(leader, w, l),
        "leagueRecord": {"wins": w, "losses": l, "pct": pct(w, l)},
        "lastUpdated": UPDATED,
        "records": {"splitRecords": [
            {"wins": (w + 1) // 2, "losses": l // 2, "type": "home", "pct": pct((w + 1) // 2, l // 2)},
            {"wins": ten, "losses": 10 - ten, "type": "lastTen", "pct": pct(ten, 10 - ten)},
        ]},
        "wins": w, "losses": l,
        "winningPercentage": pct(w, l),
        "divisionLeader": rank == 1,
    }


def main():
    records = []
    for did, (league, dname, teams) in DIVISIONS.items():
        leader = (teams[0][5], teams[0][6])
        records.append({
            "standingsType": "regularSeason",
            "league": {"id": league, "link": f"/api/v1/league/{league}"},
            "division": {"id": did, "link": f"/api/v1/divisions/{did}"},
            "sport": {"id": 1, "link": "/api/v1/sports/1"},
            "lastUpdated": UPDATED,
            "teamRecords": [team_record((did, dname), league, i + 1, leader, t) for i, t in enumerate(teams)],
        })
    doc = {"copyright": "Sample data written for Jumbotron in the MLB Stats API schema; invented records.",
           "records": records}
    with open("Resources/samples/mlb/standings-2018.json", "w") as f:
        json.dump(doc, f, indent=2)
        f.write("\n")


main()
