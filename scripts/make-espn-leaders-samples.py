#!/usr/bin/env python3
"""Writes the bundled NHL leaders (Resources/samples/espn/nhl-leaders.json) in ESPN's site v3
`leaders` schema (`/apis/site/v3/sports/hockey/nhl/leaders`, following the recording in
Tests/Fixtures/espn-people): each category's top ten among the players of the bundled NHL
rosters, with the season totals their own landings carry, so the leaders and a player's page
agree. Goalies need five games to rank on a rate. Then every rostered player's pages in ESPN's common v3
athlete schemas (`athletes/{id}`, `/gamelog`, `/overview`, `/bio`, following the recordings in
Tests/Fixtures/espn-people): the profile and this season's line, the last five games, the season
and the career, the current club. Deterministic (no randomness: ties keep the landings' order by
id). Run from the repository root (run by make-nhl-sample.py)."""
import glob, json, os

NHL = "Resources/samples/nhl"
OUT = "Resources/samples/espn/nhl-leaders.json"
SKATERS = [("points", "Points", "PTS", "points"), ("goals", "Goals", "G", "goals"), ("assists", "Assists", "A", "assists"),
           ("plusMinus", "Plus/Minus", "+/-", "plusMinus"), ("powerPlayGoals", "Power Play Goals", "PPG", "powerPlayGoals"),
           ("penaltyMinutes", "Penalty Minutes", "PIM", "pim")]
GOALIES = [("wins", "Wins", "W", "wins", False), ("savePct", "Save Percentage", "SV%", "savePctg", False),
           ("goalsAgainstAverage", "Goals Against Average", "GAA", "goalsAgainstAvg", True), ("shutouts", "Shutouts", "SO", "shutouts", False)]

def landings():
    players = []
    for path in sorted(glob.glob(os.path.join(NHL, "player-*.json"))):
        d = json.load(open(path, encoding="utf-8"))
        line = d.get("featuredStats", {}).get("regularSeason", {}).get("subSeason")
        if line and line.get("gamesPlayed", 0) > 0:
            players.append((d, line))
    return players

def athlete(d):
    name = f"{d['firstName']['default']} {d['lastName']['default']}"
    return {"id": str(d["playerId"]), "displayName": name, "fullName": name,
            "shortName": f"{d['firstName']['default'][0]}. {d['lastName']['default']}",
            "jersey": str(d.get("sweaterNumber", "")), "position": {"abbreviation": d["position"]}}

def team(d):
    return {"id": str(d["currentTeamId"]), "abbreviation": d["currentTeamAbbrev"], "displayName": d["fullTeamName"]["default"],
            "shortDisplayName": d["teamCommonName"]["default"]}

def shown(key, value):
    if key == "savePctg": return f"{value:.3f}".lstrip("0")
    if key == "goalsAgainstAvg": return f"{value:.2f}"
    if key == "plusMinus": return f"{value:+d}" if value else "0"
    return str(value)

def category(name, title, abbreviation, rows):
    return {"name": name, "displayName": title, "shortDisplayName": abbreviation, "abbreviation": abbreviation,
            "leaders": [{"displayValue": shown(k, v), "value": v, "rel": ["athlete"], "athlete": athlete(d), "team": team(d)}
                        for d, k, v in rows[:10]]}

players = landings()
categories = []
for name, title, abbreviation, key in SKATERS:
    rows = sorted(((d, key, line.get(key, 0)) for d, line in players if d["position"] != "G"), key=lambda r: -r[2])
    categories.append(category(name, title, abbreviation, rows))
for name, title, abbreviation, key, ascending in GOALIES:
    eligible = [(d, key, line.get(key, 0)) for d, line in players if d["position"] == "G" and (key in ("wins", "shutouts") or line["gamesPlayed"] >= 5)]
    categories.append(category(name, title, abbreviation, sorted(eligible, key=lambda r: r[2] if ascending else -r[2])))
season = {"year": 2027, "displayName": "2026-27", "type": {"id": "2", "type": 2, "name": "Regular Season"}}
answer = {"currentSeason": season, "requestedSeason": season,
          "leaders": {"id": "0", "name": "NHL Leaders", "abbreviation": "NHL", "categories": categories},
          "league": {"id": "90", "name": "National Hockey League", "abbreviation": "NHL", "slug": "nhl"}}
def write(path, payload):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(payload, f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")

write(OUT, answer)
print("wrote", OUT, "with", len(categories), "categories from", len(players), "players")

# Each leader's pages, from their landing.
AS_OF = (2026, 11, 21)
SKATER = [("GP", "gamesPlayed"), ("G", "goals"), ("A", "assists"), ("PTS", "points"), ("+/-", "plusMinus"), ("PIM", "pim"), ("SOG", "shots")]
GOALIE = [("GP", "gamesPlayed"), ("W", "wins"), ("L", "losses"), ("OTL", "otLosses"), ("GAA", "goalsAgainstAvg"), ("SV%", "savePctg"), ("SO", "shutouts")]

def figure(key, value):
    if value is None: return "-"
    if key == "savePctg": return f"{value:.3f}".lstrip("0")
    if key == "goalsAgainstAvg": return f"{value:.2f}"
    if key == "plusMinus": return f"{value:+d}" if value else "0"
    return str(value)

def profile(d, line):
    y, m, dd = (int(x) for x in d["birthDate"].split("-"))
    age = AS_OF[0] - y - ((AS_OF[1], AS_OF[2]) < (m, dd))
    place = ", ".join(x for x in [d["birthCity"]["default"], (d.get("birthStateProvince") or {}).get("default") or d["birthCountry"]] if x)
    draft = d.get("draftDetails")
    columns = GOALIE if d["position"] == "G" else SKATER
    a = athlete(d)
    a.update({"team": team(d), "age": age, "displayHeight": f"{d['heightInInches'] // 12}' {d['heightInInches'] % 12}\"",
              "displayWeight": f"{d['weightInPounds']} lbs", "displayDOB": f"{m}/{dd}/{y}", "displayBirthPlace": place,
              "position": {"abbreviation": d["position"], "displayName": {"C": "Center", "L": "Left Wing", "R": "Right Wing", "D": "Defense", "G": "Goalie"}[d["position"]]},
              "displayDraft": f"{draft['year']}: Rd {draft['round']}, Pk {draft['overallPick']} ({draft['teamAbbrev']})" if draft else None,
              "status": {"id": "1", "name": "Active", "type": "active"},
              # The landing's own URL: the bundled picture store has a silhouette under it.
              "headshot": {"href": d["headshot"], "alt": f"{d['firstName']['default']} {d['lastName']['default']}"} if d.get("headshot") else None,
              "statsSummary": {"displayName": "2026-27 season stats",
                               "statistics": [{"name": k, "abbreviation": label, "displayName": label, "displayValue": figure(k, line.get(k))}
                                              for label, k in columns]}})
    return {"athlete": {k: v for k, v in a.items() if v is not None}}

# The bundled day's finals, each player's line in them: the newest game of their log (ESPN writes the winner's score first).
DAY_FINALS = {}
for path in sorted(glob.glob(os.path.join(NHL, "boxscore-*.json"))):
    box = json.load(open(path, encoding="utf-8"))
    if box.get("gameState") not in ("OFF", "FINAL"): continue
    away, home = box["awayTeam"], box["homeTeam"]
    ot = box.get("gameOutcome", {}).get("lastPeriodType", "REG") != "REG"
    for side, us, them in (("awayTeam", away, home), ("homeTeam", home, away)):
        for group in ("forwards", "defense", "goalies"):
            for p in box["playerByGameStats"][side][group]:
                won = us["score"] > them["score"]
                DAY_FINALS[p["playerId"]] = (box, us, them, won, ot, p)

def day_final(d, goalie, columns):
    """The bundled day's game of a player who played in it, as a game log event and its row."""
    found = DAY_FINALS.get(d["playerId"])
    if not found: return None
    box, us, them, won, ot, p = found
    gid = str(box["id"])
    result = "W" if won else ("OTL" if ot and goalie else "L")
    high, low = max(us["score"], them["score"]), min(us["score"], them["score"])
    event = {"id": gid, "atVs": "vs" if us is box["homeTeam"] else "@", "gameDate": box["startTimeUTC"].replace("Z", ".000+00:00"),
             "score": f"{high}-{low}" + (" OT" if ot else ""), "gameResult": result, "opponent": {"abbreviation": them["abbrev"]},
             "team": {"abbreviation": us["abbrev"]}}
    line = {"goals": p.get("goals"), "assists": p.get("assists"), "points": p.get("points"), "plusMinus": p.get("plusMinus"),
            "pim": p.get("pim"), "shots": p.get("sog"), "toi": p.get("toi", "-"), "goalsAgainst": p.get("goalsAgainst"),
            "shotsAgainst": p.get("shotsAgainst"), "savePctg": p.get("savePctg")}
    return gid, event, {"eventId": gid, "stats": [figure(k, line.get(k)) if k != "toi" else line.get("toi", "-") for _, k in columns]}

def gamelog(d):
    goalie = d["position"] == "G"
    columns = [("GA", "goalsAgainst"), ("SA", "shotsAgainst"), ("SV%", "savePctg"), ("TOI", "toi")] if goalie else \
              [("G", "goals"), ("A", "assists"), ("PTS", "points"), ("+/-", "plusMinus"), ("PIM", "pim"), ("SOG", "shots"), ("TOI", "toi")]
    events, rows = {}, []
    newest = day_final(d, goalie, columns)
    if newest:
        events[newest[0]] = newest[1]
        rows.append(newest[2])
    for g in d.get("last5Games", []):
        gid = str(g["gameId"])
        result = {"W": "W", "L": "L", "O": "OTL"}.get(g.get("decision", ""), "")
        events[gid] = {"id": gid, "atVs": "@" if g["homeRoadFlag"] == "R" else "vs", "gameDate": g["gameDate"] + "T23:00:00.000+00:00",
                       "score": "", "gameResult": result, "opponent": {"abbreviation": g["opponentAbbrev"]}, "team": {"abbreviation": g["teamAbbrev"]}}
        rows.append({"eventId": gid, "stats": [figure(k, g.get(k)) if k != "toi" else g.get("toi", "-") for _, k in columns]})
    return {"labels": [c[0] for c in columns], "names": [c[1] for c in columns], "events": events,
            "seasonTypes": [{"displayName": "2026-27 Regular Season", "categories": [{"displayName": "Regular Season", "events": rows}]}]}

def overview(d, line):
    goalie = d["position"] == "G"
    columns = GOALIE if goalie else SKATER
    career = d.get("careerTotals", {}).get("regularSeason", {})
    return {"statistics": {"displayName": "Regular season", "labels": [c[0] for c in columns], "names": [c[1] for c in columns],
                           "splits": [{"displayName": "2026-27", "stats": [figure(k, line.get(k)) for _, k in columns]},
                                      {"displayName": "Career", "stats": [figure(k, career.get(k)) for _, k in columns]}]}}

def bio(d):
    return {"teamHistory": [{"id": str(d["currentTeamId"]), "displayName": d["fullTeamName"]["default"], "seasons": "2026-CURRENT"}], "awards": []}

ESPN = os.path.dirname(OUT)
for old in glob.glob(os.path.join(ESPN, "nhl-athlete-*.json")):
    os.remove(old)
# Every player of the bundled rosters has a page (the teams' pages list them all); one with no games yet has an empty line.
everyone = []
for path in sorted(glob.glob(os.path.join(NHL, "player-*.json"))):
    d = json.load(open(path, encoding="utf-8"))
    everyone.append((d, d.get("featuredStats", {}).get("regularSeason", {}).get("subSeason") or {}))
shown = {str(d["playerId"]) for d, _ in everyone}
for d, line in everyone:
    pid = str(d["playerId"])
    write(os.path.join(ESPN, f"nhl-athlete-{pid}.json"), profile(d, line))
    write(os.path.join(ESPN, f"nhl-athlete-{pid}-gamelog.json"), gamelog(d))
    write(os.path.join(ESPN, f"nhl-athlete-{pid}-overview.json"), overview(d, line))
    write(os.path.join(ESPN, f"nhl-athlete-{pid}-bio.json"), bio(d))
print("wrote the pages of", len(shown), "players")
