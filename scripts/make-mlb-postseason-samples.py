#!/usr/bin/env python3
"""Writes MLB postseasons in the Stats API's schema for `schedule/postseason/series?season=Y&sportId=1
&hydrate=team(league),linescore`: one entry per series (`series.id` such as `F_1`, `series.gameType`
F, D, L or W) with its games as the schedule lists them (teams hydrated with their league, a linescore,
the series' game number and length). No recording of this answer is among the fixtures, so the shape
follows MLB's documented schedule game and the public clients that read this endpoint.

Twelve clubs, as since 2022: in each league seeds 3 v 6 and 4 v 5 in best-of-three wild card series
(every game at the better seed), the winners to seeds 2 and 1 in best-of-five division series (2-2-1),
then best-of-seven championship series and World Series (2-3-2). Every result is invented with a
fixed seed. None is bundled for offline use: the bundled MLB days are in 2018, before the
postseason of twelve clubs this tree draws.

- Tests/Fixtures/mlb-postseason/postseason-series-2025.json: a whole postseason, finished.
- Tests/Fixtures/mlb-postseason/postseason-series-2026-division-series.json: the division series
  under way: the wild card series over, ALDS 1 tied 1-1 with game 3 in the top of the 7th, the others
  part played, no championship series listed yet.

Run from the repository root."""
import datetime, json, os, random

CLUBS = {  # id: (abbreviation, name, teamName, locationName, league)
    147: ("NYY", "New York Yankees", "Yankees", "Bronx", 103), 117: ("HOU", "Houston Astros", "Astros", "Houston", 103),
    114: ("CLE", "Cleveland Guardians", "Guardians", "Cleveland", 103), 110: ("BAL", "Baltimore Orioles", "Orioles", "Baltimore", 103),
    139: ("TB", "Tampa Bay Rays", "Rays", "St. Petersburg", 103), 136: ("SEA", "Seattle Mariners", "Mariners", "Seattle", 103),
    119: ("LAD", "Los Angeles Dodgers", "Dodgers", "Los Angeles", 104), 144: ("ATL", "Atlanta Braves", "Braves", "Atlanta", 104),
    158: ("MIL", "Milwaukee Brewers", "Brewers", "Milwaukee", 104), 143: ("PHI", "Philadelphia Phillies", "Phillies", "Philadelphia", 104),
    135: ("SD", "San Diego Padres", "Padres", "San Diego", 104), 121: ("NYM", "New York Mets", "Mets", "Queens", 104),
}
LEAGUES = {103: "American League", 104: "National League"}
SEEDS = {103: [147, 117, 114, 110, 139, 136], 104: [119, 144, 158, 143, 135, 121]}
KINDS = {"F": ("Wild Card", "Wild Card Game", 3), "D": ("Division Series", "Division Series Game", 5),
         "L": ("League Championship Series", "Championship Series Game", 7), "W": ("World Series", "World Series Game", 7)}
HOME_OF = {3: [0, 0, 0], 5: [0, 0, 1, 1, 0], 7: [0, 0, 1, 1, 1, 0, 0]}   # 0: the better seed at home


def team(cid):
    abbr, name, team_name, place, league = CLUBS[cid]
    return {"id": cid, "name": name, "link": f"/api/v1/teams/{cid}", "abbreviation": abbr, "teamName": team_name,
            "locationName": place, "league": {"id": league, "name": LEAGUES[league], "link": f"/api/v1/league/{league}"}}


def linescore(rng, runs, innings, live_half=None):
    """Runs spread over innings; a game under way stops in `live_half` of its last inning."""
    per = [[0] * innings, [0] * innings]
    for side in (0, 1):
        for _ in range(runs[side]):
            per[side][rng.randrange(innings)] += 1
    line = {"currentInning": innings, "currentInningOrdinal": ordinal(innings), "inningState": live_half or "Bottom",
            "inningHalf": live_half or "Bottom", "isTopInning": live_half == "Top", "scheduledInnings": 9,
            "innings": [{"num": i + 1, "ordinalNum": ordinal(i + 1), "away": {"runs": per[0][i]}, "home": {"runs": per[1][i]}}
                        for i in range(innings)],
            "teams": {"away": {"runs": runs[0], "hits": runs[0] + rng.randrange(3, 8), "errors": rng.randrange(2)},
                      "home": {"runs": runs[1], "hits": runs[1] + rng.randrange(3, 8), "errors": rng.randrange(2)}}}
    return line


def ordinal(n):
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def game(pk, kind, season, day, number, better, worse, record, result, rng, live=None):
    """result: (better's runs, worse's runs) of a final; live: (runs, runs, half, inning) of one under way; neither: to come."""
    length = KINDS[kind][2]
    home_is_better = HOME_OF[length][number - 1] == 0
    home, away = (better, worse) if home_is_better else (worse, better)
    status = {"abstractGameState": "Preview", "codedGameState": "S", "detailedState": "Scheduled", "statusCode": "S",
              "startTimeTBD": False, "abstractGameCode": "P"}
    g = {"gamePk": pk, "link": f"/api/v1.1/game/{pk}/feed/live", "gameType": kind, "season": str(season),
         "gameDate": f"{day}T{rng.choice(['17:08', '20:38', '23:08', '00:08'])}:00Z", "officialDate": day, "status": status,
         "teams": {}, "venue": {"id": 3300 + home, "name": f"{CLUBS[home][3]} Park", "link": f"/api/v1/venues/{3300 + home}"},
         "content": {"link": f"/api/v1/game/{pk}/content"}, "isTie": False, "gameNumber": 1, "publicFacing": True,
         "doubleHeader": "N", "gamedayType": "P", "tiebreaker": "N", "calendarEventID": f"14-{pk}-{day}",
         "seasonDisplay": str(season), "dayNight": "night", "description": f"{'' if kind == 'W' else ('AL ' if CLUBS[better][4] == 103 else 'NL ')}{KINDS[kind][1]} {number}",
         "scheduledInnings": 9, "reverseHomeAwayStatus": False, "inningBreakLength": 120, "gamesInSeries": length,
         "seriesGameNumber": number, "seriesDescription": KINDS[kind][0], "recordSource": "S",
         "ifNecessary": "Y" if number > length // 2 + 1 else "N",
         "ifNecessaryDescription": "If Necessary Game" if number > length // 2 + 1 else "Normal Game"}
    runs = {better: 0, worse: 0}
    if result:
        runs = {better: result[0], worse: result[1]}
        innings = 9 if rng.random() < 0.85 else rng.choice([10, 11])
        g["status"] = {"abstractGameState": "Final", "codedGameState": "F", "detailedState": "Final", "statusCode": "F",
                       "startTimeTBD": False, "abstractGameCode": "F"}
        g["linescore"] = linescore(rng, (runs[away], runs[home]), innings)
    elif live:
        runs = {better: live[0], worse: live[1]}
        g["status"] = {"abstractGameState": "Live", "codedGameState": "I", "detailedState": "In Progress", "statusCode": "I",
                       "startTimeTBD": False, "abstractGameCode": "L"}
        g["linescore"] = linescore(rng, (runs[away], runs[home]), live[3], live_half=live[2])
    for side, cid in (("home", home), ("away", away)):
        wins, losses = record[cid]
        entry = {"leagueRecord": {"wins": wins, "losses": losses, "pct": f"{wins / max(1, wins + losses):.3f}".lstrip("0")},
                 "team": team(cid), "splitSquad": False, "seriesNumber": 1}
        if result or live:
            entry["score"] = runs[cid]
        if result:
            entry["isWinner"] = runs[cid] > runs[home if cid == away else away]
        g["teams"][side] = entry
    return g


def final_score(rng, better_wins):
    w, l = rng.randrange(2, 9), 0
    l = rng.randrange(0, w)
    return (w, l) if better_wins else (l, w)


def series(sid, kind, season, start, better, worse, rng, pk, stop_after=None, live=None, outcomes=()):
    """Played to a winner, or to `stop_after` games (then `live` is the next, under way); `outcomes`
    fixes the first games' winners (True: the better seed)."""
    length = KINDS[kind][2]
    need = length // 2 + 1
    wins = {better: 0, worse: 0}
    games = []
    first = datetime.date.fromisoformat(start)
    for n in range(1, length + 1):
        day = (first + datetime.timedelta(days=n - 1)).isoformat()
        if max(wins.values()) == need:
            break
        record = {better: (wins[better], wins[worse]), worse: (wins[worse], wins[better])}
        if stop_after is not None and n > stop_after:
            games.append(game(pk + n, kind, season, day, n, better, worse, record, None, rng, live=live if n == stop_after + 1 else None))
            continue
        better_wins = outcomes[n - 1] if n <= len(outcomes) else rng.random() < 0.55
        games.append(game(pk + n, kind, season, day, n, better, worse, record, final_score(rng, better_wins), rng))
        wins[better if better_wins else worse] += 1
    winner = better if wins[better] == need else worse if wins[worse] == need else None
    entry = {"series": {"id": sid, "isDefault": False, "gameType": kind, "sortNumber": int(sid.split("_")[1])},
             "totalItems": len(games), "totalGames": len(games), "totalGamesInProgress": sum(g["status"]["abstractGameState"] == "Live" for g in games),
             "games": games}
    return entry, winner


def answer(entries):
    return {"copyright": "Copyright 2026 MLB Advanced Media, L.P.  Use of any content on this page acknowledges agreement to the terms posted here http://gdx.mlb.com/components/copyright.txt",
            "totalItems": len(entries), "series": entries}


def whole(season, rng):
    entries, pk, lcs = [], season * 1000, {}
    for n, league in enumerate((103, 104)):
        s = SEEDS[league]
        wc1, w36 = series(f"F_{2 * n + 1}", "F", season, f"{season}-09-30", s[2], s[5], rng, pk + 100 * n)
        wc2, w45 = series(f"F_{2 * n + 2}", "F", season, f"{season}-09-30", s[3], s[4], rng, pk + 100 * n + 10)
        ds1, d1 = series(f"D_{2 * n + 1}", "D", season, f"{season}-10-04", s[0], w45, rng, pk + 100 * n + 20)
        ds2, d2 = series(f"D_{2 * n + 2}", "D", season, f"{season}-10-04", s[1], w36, rng, pk + 100 * n + 30)
        better, worse = (d1, d2) if s.index(d1) < s.index(d2) else (d2, d1)
        cs, lcs[league] = series(f"L_{n + 1}", "L", season, f"{season}-10-12", better, worse, rng, pk + 100 * n + 40)
        entries += [wc1, wc2, ds1, ds2, cs]
    ws, _ = series("W_1", "W", season, f"{season}-10-24", lcs[104], lcs[103], rng, pk + 300)
    # The API lists the rounds in order, the leagues' series side by side.
    return answer(sorted(entries, key=lambda e: ("FDLW".index(e["series"]["gameType"]), e["series"]["id"])) + [ws])


def division_series_under_way(season, rng):
    entries, pk = [], season * 1000
    for n, league in enumerate((103, 104)):
        s = SEEDS[league]
        wc1, w36 = series(f"F_{2 * n + 1}", "F", season, f"{season}-09-30", s[2], s[5], rng, pk + 100 * n)
        wc2, w45 = series(f"F_{2 * n + 2}", "F", season, f"{season}-09-30", s[3], s[4], rng, pk + 100 * n + 10)
        live = (3, 2, "Top", 7) if n == 0 else None
        ds1, _ = series(f"D_{2 * n + 1}", "D", season, f"{season}-10-04", s[0], w45, rng, pk + 100 * n + 20, stop_after=2, live=live,
                         outcomes=(True, False) if n == 0 else ())
        ds2, _ = series(f"D_{2 * n + 2}", "D", season, f"{season}-10-04", s[1], w36, rng, pk + 100 * n + 30, stop_after=1 + n)
        entries += [wc1, wc2, ds1, ds2]
    return answer(sorted(entries, key=lambda e: ("FDLW".index(e["series"]["gameType"]), e["series"]["id"])))


def write(path, doc):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


write("Tests/Fixtures/mlb-postseason/postseason-series-2025.json", whole(2025, random.Random(2025)))
write("Tests/Fixtures/mlb-postseason/postseason-series-2026-division-series.json", division_series_under_way(2026, random.Random(2026)))
