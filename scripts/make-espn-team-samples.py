#!/usr/bin/env python3
"""Writes the bundled team pages in ESPN's site v2 schemas (`/apis/site/v2/sports/{sport}/{league}/teams/{team}/schedule`
and `/roster`; the shapes follow public recordings of those answers: a `team` head with `recordSummary` and
`standingSummary`, `events` whose competitions hold two competitors with `score` objects, a roster's `athletes` grouped by
position with a `coach`):

- the NHL's TOR, PIT, COL and EDM: a whole 2026-27 regular season each, its games before 2026-11-21 played out to the
  bundled standings' wins, losses, overtime losses, streak and goals, the 2026-11-21 game as the bundled day has it, and
  the rest to come; each roster from the bundled roster (NHL ids, which the bundled player pages answer to);
- MLB's NYY and BOS: the 2018 season to the bundled standings' records and streaks, the 2018-09-19 game as the bundled day
  has it, the last eleven to come; each roster from the players of the bundled game between them;
- every club's postseason of the bundled NHL brackets (2025, 2026), its series' games as the brackets' wins have them.

Deterministic (fixed seeds). Run from the repository root (run by make-nhl-sample.py and make-mlb-samples.py)."""
import datetime as dt
import json
import os
import random

SAMPLES = "Resources/samples"
ESPN = os.path.join(SAMPLES, "espn")

def load(*parts):
    with open(os.path.join(SAMPLES, *parts), encoding="utf-8") as f:
        return json.load(f)

def write(name, payload):
    with open(os.path.join(ESPN, name), "w", encoding="utf-8") as f:
        json.dump(payload, f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")

def ordinal(n):
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"

def competitor(code, name, home, score, winner):
    c = {"id": code, "type": "team", "homeAway": "home" if home else "away",
         "team": {"id": code, "abbreviation": code, "displayName": name, "shortDisplayName": name.split()[-1]}}
    if score is not None:
        c["score"] = {"value": float(score), "displayValue": str(score)}
        c["winner"] = winner
    return c

def event(eid, when, us, them, home, ours, theirs, state, detail, season_type=2, week=None):
    """One game of a schedule: `state` pre, in or post; `detail` the status's own words."""
    names = {"pre": "STATUS_SCHEDULED", "in": "STATUS_IN_PROGRESS", "post": "STATUS_FINAL"}
    won = None if ours is None or theirs is None or state != "post" else ours > theirs
    sides = [competitor(us[0], us[1], home, ours, won), competitor(them[0], them[1], not home, theirs, None if won is None else not won)]
    if not home: sides.reverse()
    e = {"id": str(eid), "date": when.strftime("%Y-%m-%dT%H:%MZ"), "name": f"{sides[0]['team']['displayName']} at {sides[1]['team']['displayName']}",
         "seasonType": {"id": str(season_type), "type": season_type, "name": "Regular Season", "abbreviation": "reg"}, "timeValid": True,
         "competitions": [{"id": str(eid), "date": when.strftime("%Y-%m-%dT%H:%MZ"), "neutralSite": False, "competitors": sides, "notes": [],
                           "status": {"type": {"name": names[state], "state": state, "completed": state == "post",
                                               "description": detail, "detail": detail, "shortDetail": detail}},
                           "broadcasts": [] if state == "post" else [{"media": {"shortName": "ESPN+"}}]}]}
    if week: e["week"] = {"number": week, "text": f"Week {week}"}
    return e

def outcomes(rng, wins, losses, ot, streak_code, streak_count):
    """The games' results in order, ending in the streak the standings give."""
    tail_kind = {"W": "W", "L": "L", "OT": "O"}.get(streak_code, "W")
    pool = ["W"] * wins + ["L"] * losses + ["O"] * ot
    for _ in range(min(streak_count, pool.count(tail_kind))): pool.remove(tail_kind)
    rng.shuffle(pool)
    # The game before the streak is not of its kind (else the streak would be longer).
    if pool and pool[-1] == tail_kind:
        other = next((i for i in range(len(pool) - 1, -1, -1) if pool[i] != tail_kind), None)
        if other is not None: pool[-1], pool[other] = pool[other], pool[-1]
    return pool + [tail_kind] * streak_count

def nhl():
    standings = {t["teamAbbrev"]["default"]: t for t in load("nhl", "standings.json")["standings"]}
    names = {code: f"{t['placeName']['default']} {t['teamCommonName']['default']}" for code, t in standings.items()}
    day = load("nhl", "schedule-2026-11-21.json")["gameWeek"][0]["games"]
    for n, code in enumerate(["TOR", "PIT", "COL", "EDM"]):
        t = standings[code]
        rng = random.Random(2027 + n)
        results = outcomes(rng, t["wins"], t["losses"], t["otLosses"], t["streakCode"], t["streakCount"])
        others = [c for c in sorted(standings) if c != code]
        gf, ga = t["goalFor"], t["goalAgainst"]
        scores = [(2, 1) if r == "W" else (1, 2) if r == "L" else (2, 3) for r in results]
        extra_for, extra_against = gf - sum(s[0] for s in scores), ga - sum(s[1] for s in scores)
        # The goals left over: a goal to each side of the quietest games first (every result stays), then a
        # winner's goals to wins and the rest against to losses, the quietest first.
        def quietest(eligible):
            games = [i for i in range(len(scores)) if eligible(i)]
            return min(games, key=lambda i: (sum(scores[i]), rng.random())) if games else None
        while extra_for > 0 and extra_against > 0:
            i = quietest(lambda i: True)
            scores[i] = (scores[i][0] + 1, scores[i][1] + 1); extra_for -= 1; extra_against -= 1
        while extra_for > 0 and (i := quietest(lambda i: results[i] == "W")) is not None:
            scores[i] = (scores[i][0] + 1, scores[i][1]); extra_for -= 1
        while extra_against > 0 and (i := quietest(lambda i: results[i] == "L")) is not None:
            scores[i] = (scores[i][0], scores[i][1] + 1); extra_against -= 1
        events = []
        start = dt.datetime(2026, 10, 8, 23, 0)
        played = len(results)
        for i, (r, (us, them)) in enumerate(zip(results, scores)):
            when = start + dt.timedelta(days=round(i * 43 / played))
            opp = others[rng.randrange(len(others))]
            detail = "Final" if r != "O" else rng.choice(["Final/OT", "Final/OT", "Final/SO"])
            events.append(event(401850000 + n * 100 + i, when, (code, names[code]), (opp, names[opp]), i % 2 == 0, us, them, "post", detail))
        g = next(g for g in day if code in (g["awayTeam"]["abbrev"], g["homeTeam"]["abbrev"]))
        home = g["homeTeam"]["abbrev"] == code
        ours, theirs = (g["homeTeam"], g["awayTeam"]) if home else (g["awayTeam"], g["homeTeam"])
        last = g.get("gameOutcome", {}).get("lastPeriodType", "REG")
        detail = {"OT": "Final/OT", "SO": "Final/SO"}.get(last, "Final")
        when = dt.datetime.strptime(g["startTimeUTC"], "%Y-%m-%dT%H:%M:%SZ")
        events.append(event(401850000 + n * 100 + played, when, (code, names[code]), (theirs["abbrev"], names[theirs["abbrev"]]), home,
                            ours["score"], theirs["score"], "post", detail))
        mark = "W" if ours["score"] > theirs["score"] else "O" if detail != "Final" else "L"
        record = [t["wins"] + (mark == "W"), t["losses"] + (mark == "L"), t["otLosses"] + (mark == "O")]
        for i in range(played + 1, 82):
            when = dt.datetime(2026, 11, 23, 0, 0) + dt.timedelta(days=round((i - played - 1) * 143 / (81 - played)))
            opp = others[rng.randrange(len(others))]
            events.append(event(401850000 + n * 100 + i, when, (code, names[code]), (opp, names[opp]), i % 2 == 0, None, None, "pre",
                                when.strftime("%-m/%-d - %-I:%M %p EST")))
        team = {"id": code, "abbreviation": code, "displayName": names[code], "location": t["placeName"]["default"],
                "name": t["teamCommonName"]["default"], "recordSummary": "-".join(map(str, record)), "seasonSummary": "2026-27",
                "standingSummary": f"{ordinal(t['divisionSequence'])} in {t['divisionName']} Division"}
        season = {"year": 2027, "type": 2, "name": "Regular Season", "displayName": "2026-27"}
        write(f"nhl-team-{code}-schedule.json", {"timestamp": "2026-11-22T05:00:00Z", "status": "success", "season": season, "team": team,
                                                 "events": events, "requestedSeason": season})
        write(f"nhl-team-{code}-roster.json", {"timestamp": "2026-11-22T05:00:00Z", "status": "success", "season": season,
                                               "athletes": nhl_groups(load("nhl", f"roster-{code}.json")),
                                               "coach": [{"id": "9" + str(n), "firstName": ["Mara", "Josef", "Dale", "Ilkka"][n],
                                                          "lastName": ["Lindqvist", "Barrow", "Okafor", "Räsänen"][n], "experience": 3 + n}],
                                               "team": team})

def nhl_groups(roster):
    groups = [("Centers", "C", "Center"), ("Left Wings", "L", "Left Wing"), ("Right Wings", "R", "Right Wing"),
              ("Defense", "D", "Defense"), ("Goalies", "G", "Goalie")]
    players = roster["forwards"] + roster["defensemen"] + roster["goalies"]
    out = []
    for title, pos, name in groups:
        items = []
        for p in players:
            if p["positionCode"] != pos: continue
            y, m, d = (int(x) for x in p["birthDate"].split("-"))
            place = [p["birthCity"]["default"], (p.get("birthStateProvince") or {}).get("default") or p["birthCountry"]]
            a = {"id": str(p["id"]), "firstName": p["firstName"]["default"], "lastName": p["lastName"]["default"],
                 "fullName": f"{p['firstName']['default']} {p['lastName']['default']}",
                 "displayName": f"{p['firstName']['default']} {p['lastName']['default']}",
                 "weight": float(p["weightInPounds"]), "displayWeight": f"{p['weightInPounds']} lbs", "height": float(p["heightInInches"]),
                 "displayHeight": f"{p['heightInInches'] // 12}' {p['heightInInches'] % 12}\"", "age": 2026 - y - ((11, 21) < (m, d)),
                 "dateOfBirth": f"{p['birthDate']}T07:00Z", "birthPlace": {"city": place[0], "displayText": ", ".join(place)},
                 "position": {"abbreviation": pos, "displayName": name, "name": name}, "experience": {"years": max(0, 2026 - y - 20)},
                 "status": {"id": "1", "name": "Active", "type": "active"}, "injuries": []}
            if p.get("sweaterNumber") is not None: a["jersey"] = str(p["sweaterNumber"])
            items.append(a)
        out.append({"position": title, "items": items})
    return out

def mlb():
    standings = {t["team"]["id"]: t for r in load("mlb", "standings-2018.json")["records"] for t in r["teamRecords"]}
    clubs = {t["team"]["id"]: t["team"] for t in standings.values()}
    espn = {"CWS": "CHW"}
    def code(team): return espn.get(team["abbreviation"], team["abbreviation"])
    feed = load("mlb", "game-530003.json")
    for n, club in enumerate([147, 111]):
        t = standings[club]
        rng = random.Random(2018 + n)
        streak = t["streak"]
        results = outcomes(rng, t["wins"], t["losses"], 0, {"wins": "W", "losses": "L"}[streak["streakType"]], streak["streakNumber"])
        others = [c for c in sorted(clubs) if c != club]
        us = (code(clubs[club]), clubs[club]["name"])
        events, day = [], dt.date(2018, 3, 29)
        for i, r in enumerate(results):
            opp = clubs[others[rng.randrange(len(others))]]
            win, lose = rng.randint(3, 9), None
            lose = rng.randint(0, win - 1)
            ours, theirs = (win, lose) if r == "W" else (lose, win)
            detail = "Final" if rng.random() > 0.08 else f"Final/{rng.choice([10, 10, 11, 12])}"
            when = dt.datetime.combine(day, dt.time(23, 5))
            events.append(event(401000000 + n * 1000 + i, when, us, (code(opp), opp["name"]), i % 6 < 3, ours, theirs, "post", detail))
            day += dt.timedelta(days=1 if (i + 1) % 7 else 2)
            day = min(day, dt.date(2018, 9, 18))
        g = feed["gameData"]
        home = g["teams"]["home"]["id"] == club
        line = feed["liveData"]["linescore"]["teams"]
        ours, theirs = (line["home"]["runs"], line["away"]["runs"]) if home else (line["away"]["runs"], line["home"]["runs"])
        opp = clubs[g["teams"]["away" if home else "home"]["id"]]
        innings = len(feed["liveData"]["linescore"]["innings"])
        events.append(event(401000000 + n * 1000 + len(results), dt.datetime(2018, 9, 19, 23, 10), us, (code(opp), opp["name"]), home,
                            ours, theirs, "post", "Final" if innings == 9 else f"Final/{innings}"))
        won = ours > theirs
        for i in range(len(results) + 1, 162):
            opp = clubs[others[rng.randrange(len(others))]]
            when = dt.datetime(2018, 9, 20, 23, 5) + dt.timedelta(days=i - len(results) - 1)
            events.append(event(401000000 + n * 1000 + i, when, us, (code(opp), opp["name"]), i % 6 < 3, None, None, "pre",
                                when.strftime("%-m/%-d - %-I:%M %p EDT")))
        record = f"{t['wins'] + won}-{t['losses'] + (not won)}"
        division = next(r for r in load("mlb", "standings-2018.json")["records"] if any(x["team"]["id"] == club for x in r["teamRecords"]))
        # The Stats API's division ids.
        short = {200: "AL West", 201: "AL East", 202: "AL Central", 203: "NL West", 204: "NL East", 205: "NL Central"}[division["division"]["id"]]
        team = {"id": us[0], "abbreviation": us[0], "displayName": us[1], "recordSummary": record, "seasonSummary": "2018",
                "standingSummary": f"{ordinal(int(t.get('divisionRank', 1)))} in {short}"}
        season = {"year": 2018, "type": 2, "name": "Regular Season", "displayName": "2018"}
        write(f"mlb-team-{us[0]}-schedule.json", {"timestamp": "2018-09-20T04:00:00Z", "status": "success", "season": season, "team": team,
                                                 "events": events, "requestedSeason": season})
        side = "home" if home else "away"
        box = feed["liveData"]["boxscore"]["teams"][side]["players"]
        groups = {"Pitchers": [], "Catchers": [], "Infielders": [], "Outfielders": [], "Designated Hitter": []}
        where = {"P": "Pitchers", "C": "Catchers", "1B": "Infielders", "2B": "Infielders", "3B": "Infielders", "SS": "Infielders",
                 "LF": "Outfielders", "CF": "Outfielders", "RF": "Outfielders", "DH": "Designated Hitter"}
        for p in box.values():
            person = g["players"].get(f"ID{p['person']['id']}", {})
            pos = p["position"]["abbreviation"]
            groups[where.get(pos, "Infielders")].append({
                "id": str(p["person"]["id"]), "fullName": p["person"]["fullName"], "displayName": p["person"]["fullName"],
                "jersey": p.get("jerseyNumber", ""), "position": {"abbreviation": pos},
                "status": {"id": "1", "name": "Active", "type": "active"}, "injuries": []})
        write(f"mlb-team-{us[0]}-roster.json", {"timestamp": "2018-09-20T04:00:00Z", "status": "success", "season": season,
                                              "athletes": [{"position": k, "items": v} for k, v in groups.items()],
                                              "coach": [{"id": "7" + str(n), "firstName": ["Colm", "Reggie"][n], "lastName": ["Whitaker", "Abara"][n]}],
                                              "team": team})

# ESPN's abbreviations where they differ from the NHL's tricodes.
ESPN_NHL = {"NJD": "NJ", "SJS": "SJ", "TBL": "TB", "LAK": "LA", "UTA": "UTAH"}

def nhl_postseasons():
    """Each club's postseason of the bundled brackets (2025, 2026): its series' games against each opponent, the wins as
    the bracket has them, the better seed at home in games 1, 2, 5 and 7; no regular season (a series asks the postseason alone)."""
    rounds = {1: "1st Round", 2: "2nd Round", 3: "Conference Final", 4: "Stanley Cup Final"}
    for year in (2025, 2026):
        bracket = load("nhl", f"playoff-bracket-{year}.json")
        rng = random.Random(year)
        games = {}
        for series in bracket["series"]:
            top, bottom = series.get("topSeedTeam"), series.get("bottomSeedTeam")
            if not top or not bottom: continue
            wins = {top["abbrev"]: series["topSeedWins"], bottom["abbrev"]: series["bottomSeedWins"]}
            winner = top["abbrev"] if series.get("winningTeamId") == top["id"] else bottom["abbrev"] if series.get("winningTeamId") == bottom["id"] else None
            loser = bottom["abbrev"] if winner == top["abbrev"] else top["abbrev"]
            n = sum(wins.values())
            order = [loser] * wins[loser] + [winner or top["abbrev"]] * (wins[winner or top["abbrev"]] - (1 if winner else 0))
            rng.shuffle(order)
            if winner: order.append(winner)
            letter = ord(series["seriesLetter"]) - ord("A")
            side = "" if series["playoffRound"] == 4 else ("East " if letter in (0, 1, 2, 3, 8, 9, 12) else "West ")
            start = dt.datetime(year, 4, 18, 23, 0) + dt.timedelta(days=16 * (series["playoffRound"] - 1))
            for k, won in enumerate(order[:n]):
                home = top if k in (0, 1, 4, 6) else bottom
                w, l = rng.randint(3, 5), None
                l = rng.randint(1, w - 1)
                detail = "Final" if rng.random() > 0.2 else "Final/OT"
                if detail == "Final/OT": w, l = l + 1, l
                score = {won: w, (bottom["abbrev"] if won == top["abbrev"] else top["abbrev"]): l}
                eid = 401890000 + (year % 100) * 1000 + letter * 10 + k
                when = start + dt.timedelta(days=2 * k)
                for us, them in ((top, bottom), (bottom, top)):
                    e = event(eid, when, (ESPN_NHL.get(us["abbrev"], us["abbrev"]), us["name"]["default"]),
                              (ESPN_NHL.get(them["abbrev"], them["abbrev"]), them["name"]["default"]), us == home,
                              score[us["abbrev"]], score[them["abbrev"]], "post", detail, season_type=3)
                    e["seasonType"] = {"id": "3", "type": 3, "name": "Postseason", "abbreviation": "post"}
                    e["competitions"][0]["notes"] = [{"type": "event", "headline": f"{side}{rounds[series['playoffRound']]} - Game {k + 1}"}]
                    games.setdefault(us["abbrev"], (us, []))[1].append(e)
        for code, (club, events) in sorted(games.items()):
            espn = ESPN_NHL.get(code, code)
            team = {"id": espn, "abbreviation": espn, "displayName": club["name"]["default"], "seasonSummary": f"{year - 1}-{str(year)[2:]}"}
            season = {"year": year, "type": 3, "name": "Postseason", "displayName": team["seasonSummary"]}
            write(f"nhl-team-{espn}-schedule-{year}-postseason.json", {"timestamp": f"{year}-06-30T05:00:00Z", "status": "success",
                                                                      "season": season, "team": team, "events": events, "requestedSeason": season})

nhl()
mlb()
nhl_postseasons()
print("wrote the team pages of TOR, PIT, COL, EDM (NHL) and NYY, BOS (MLB), and the NHL's bundled postseasons club by club")
