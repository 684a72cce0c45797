#!/usr/bin/env python3
"""Writes Jumbotron's own offline game-center samples in the Stats API's schema.

Run by make-mlb-samples.py after it writes the schedules (or on its own, from
the repository root). For four games of the bundled schedules it plays the game
out with a fixed seed, so every plate appearance, pitch, box-score line and
linescore inning agrees with the others and with the schedule:

- 530001 NYM @ PHI, Final: the schedule's runs per inning, every pitch.
- 530101 ATL @ WSH, Live: top of the 5th, one out, runners on first and third,
  a full count on the batter (the current play has no result yet).
- 530106 COL @ MIA, Pre-Game, and 530107 SF @ ARI, Scheduled: probable pitchers.
- 530005 CHC @ CWS, Postponed.

Also `win-probability-PK.json` for the two games that have plate appearances,
and it writes back into the schedules what the feeds decide: each final's
decisions, probable pitchers for the games not started, and the hits and men
left on base of the simulated innings. Names are invented; pitch locations are
plausible (balls outside the zone, called strikes inside it).
"""
import json, math, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlb_game_sim import Game, last, ordinal, person, roster  # noqa: E402

OUT = os.path.join("Resources", "samples", "mlb")


def season_batting(p):
    return {"avg": p["avg"], "ops": p["ops"]}


def box_team(g, side, final):
    r = g.r[side]
    tid = g.tid[side]
    team = g.s["teams"][side]["team"]
    players, batters = {}, []
    for i, b in enumerate(r["batters"]):
        batters.append(b["id"])
        if side == "home" and i == 6 and r["bench"]["id"] in g.subbed:
            batters.append(r["bench"]["id"])
    everyone = r["batters"] + r["pitchers"] + [r["bench"]]
    for p in everyone:
        entry = {"person": person(p), "jerseyNumber": p["number"], "position": {"abbreviation": p["pos"]},
                 "status": {"code": "A", "description": "Active"}, "parentTeamId": tid,
                 "stats": {"batting": {}, "pitching": {}, "fielding": {}},
                 "seasonStats": {"batting": season_batting(p),
                                 "pitching": {"wins": p["w"], "losses": p["l"], "era": p["era"]} if p["pos"] == "P" else {}},
                 "gameStatus": {"isCurrentBatter": False, "isCurrentPitcher": False, "isOnBench": False,
                                "isSubstitute": p is r["bench"]}}
        if p["id"] in batters:
            slot = r["batters"].index(p) if p in r["batters"] else 6
            entry["battingOrder"] = str((slot + 1) * 100 + (1 if p is r["bench"] else 0))
            line = g.lines.get(p["id"], dict(atBats=0, runs=0, hits=0, rbi=0, baseOnBalls=0, strikeOuts=0, leftOnBase=0,
                                             doubles=0, homeRuns=0))
            entry["stats"]["batting"] = dict(line, summary=f"{line['hits']}-{line['atBats']}")
        if p["id"] in g.order[side]:
            pl = dict(g.pitch_lines.get(p["id"], {}))
            outs = pl.pop("outs", 0)
            pl["inningsPitched"] = f"{outs // 3}.{outs % 3}"
            pl["era"] = p["era"]
            entry["stats"]["pitching"] = pl
        players[f"ID{p['id']}"] = entry
    lines = [g.lines.get(b, {}) for b in batters]
    totals = {k: sum(l.get(k, 0) for l in lines) for k in ("atBats", "runs", "hits", "rbi", "baseOnBalls", "strikeOuts", "leftOnBase")}
    notes = []
    def names(key):
        return "; ".join(f"{last(p['name'])}{' ' + str(g.lines[p['id']][key]) if g.lines[p['id']][key] > 1 else ''}"
                         for p in everyone if p["id"] in g.lines and g.lines[p["id"]][key] > 0)
    for label, key in (("2B", "doubles"), ("HR", "homeRuns"), ("RBI", "rbi")):
        if names(key):
            notes.append({"label": label, "value": names(key) + "."})
    notes.append({"label": "Team LOB", "value": f"{sum(i[side]['leftOnBase'] for i in g.innings if side in i)}."})
    return {"team": {"id": tid, "name": team["name"], "abbreviation": team["abbreviation"], "link": team["link"]},
            "teamStats": {"batting": totals}, "players": players, "batters": batters if g.plays else [],
            "pitchers": list(g.order[side]), "bench": [], "bullpen": [p["id"] for p in r["pitchers"] if p["id"] not in g.order[side]],
            "battingOrder": [b["id"] for b in r["batters"]], "info": [{"title": "BATTING", "fieldList": notes}] if g.plays else []}


def feed(g, status, final, linescore, decisions=None, wait=10):
    s = g.s
    teams = {}
    for side in ("away", "home"):
        t = dict(s["teams"][side]["team"])
        t["record"] = {"leagueRecord": s["teams"][side]["leagueRecord"]}
        teams[side] = t
    players = {}
    for side in ("away", "home"):
        r = g.r[side]
        for p in r["batters"] + r["pitchers"] + [r["bench"]]:
            first, lastname = p["name"].split(" ", 1)
            players[f"ID{p['id']}"] = {"id": p["id"], "fullName": p["name"], "firstName": first, "lastName": lastname,
                                       "useLastName": lastname, "boxscoreName": lastname, "primaryNumber": p["number"],
                                       "primaryPosition": {"abbreviation": p["pos"]},
                                       "batSide": {"code": "R" if p["id"] % 3 else "L"},
                                       "pitchHand": {"code": "R" if p["id"] % 4 else "L"}}
    live = {"plays": {"allPlays": g.plays, "currentPlay": g.plays[-1] if g.plays else {},
                      "scoringPlays": [i for i, p in enumerate(g.plays) if p["about"]["isScoringPlay"]],
                      "playsByInning": []},
            "linescore": linescore,
            "boxscore": {"teams": {"away": box_team(g, "away", final), "home": box_team(g, "home", final)},
                         "info": [{"label": "Pitches-strikes", "value": "; ".join(
                             f"{last(p['name'])} {g.pitch_lines[p['id']]['numberOfPitches']}-{g.pitch_lines[p['id']]['strikes']}"
                             for side in ("away", "home") for p in g.r[side]["pitchers"] if p["id"] in g.pitch_lines) + "."}]
                         if g.plays else []}}
    if decisions:
        live["decisions"] = decisions
    start = s["gameDate"]
    game = {"copyright": "Sample data written for Jumbotron in the MLB Stats API schema; not a recording.",
            "gamePk": s["gamePk"], "link": f"/api/v1.1/game/{s['gamePk']}/feed/live",
            "metaData": {"wait": wait, "timeStamp": "20180919_230000", "gameEvents": [], "logicalEvents": []},
            "gameData": {"game": {"pk": s["gamePk"], "type": s["gameType"], "doubleHeader": s["doubleHeader"],
                                  "gameNumber": s["gameNumber"], "season": "2018"},
                         "datetime": {"dateTime": start, "officialDate": s["officialDate"]},
                         "status": s["status"], "teams": teams, "players": players, "venue": s["venue"],
                         "probablePitchers": {side: person(g.r[side]["pitchers"][0]) for side in ("away", "home")}},
            "liveData": live}
    if final:
        game["gameData"]["weather"] = {"condition": "Partly Cloudy", "temp": "71", "wind": "8 mph, Out To CF"}
        game["gameData"]["gameInfo"] = {"attendance": 31842, "firstPitch": start.replace("Z", ".000Z"), "gameDurationMinutes": 174}
    elif g.plays:
        game["gameData"]["weather"] = {"condition": "Clear", "temp": "77", "wind": "5 mph, L To R"}
        game["gameData"]["gameInfo"] = {"firstPitch": start.replace("Z", ".000Z")}
    return game


def win_probability(g):
    out, prev = [], 50.0
    for p in g.plays:
        if not p["about"]["isComplete"]:
            break
        inning, top = p["about"]["inning"], p["about"]["isTopInning"]
        diff = p["result"]["homeScore"] - p["result"]["awayScore"]
        progress = min(1.0, (inning - (1 if top else .5)) / 9)
        x = diff * (0.45 + 1.6 * progress ** 2) + 0.08
        home = round(100 / (1 + math.exp(-x)), 1)
        entry = dict(p)
        entry.pop("playEvents")
        entry.update({"homeTeamWinProbability": home, "awayTeamWinProbability": round(100 - home, 1),
                      "homeTeamWinProbabilityAdded": round(home - prev, 1)})
        out.append(entry)
        prev = home
    if out and g.s["status"]["abstractGameState"] == "Final":
        last_entry = out[-1]
        won = g.score["home"] > g.score["away"]
        last_entry["homeTeamWinProbabilityAdded"] = round((100.0 if won else 0.0) - (prev - last_entry["homeTeamWinProbabilityAdded"]), 1)
        last_entry["homeTeamWinProbability"] = 100.0 if won else 0.0
        last_entry["awayTeamWinProbability"] = 100.0 - last_entry["homeTeamWinProbability"]
    return out


def hydrated_pitcher(p, note=None):
    """A pitcher as `hydrate=probablePitcher,decisions` (with stats) gives him."""
    stats = [{"type": {"displayName": "statsSingleSeason"}, "group": {"displayName": "pitching"},
              "stats": {"wins": p["w"], "losses": p["l"], "era": p["era"]}}]
    if note:
        stats.insert(0, {"type": {"displayName": "gameLog"}, "group": {"displayName": "pitching"}, "stats": {"note": note}})
    return dict(person(p), stats=stats)


def linescore_json(g, innings, current=None, count=None, offense=None, defense=None):
    ls = {"currentInning": current[0] if current else len(innings), "currentInningOrdinal": ordinal(current[0] if current else len(innings)),
          "inningState": current[1] if current else ("Bottom" if "runs" in innings[-1]["home"] else "Top"),
          "inningHalf": current[1] if current else "Bottom", "isTopInning": current[1] == "Top" if current else False,
          "scheduledInnings": 9,
          "innings": [dict(num=i + 1, ordinalNum=ordinal(i + 1), **inn) for i, inn in enumerate(innings)],
          "teams": {side: {k: sum(inn[side].get(k, 0) for inn in innings if side in inn) for k in ("runs", "hits", "errors", "leftOnBase")}
                    for side in ("away", "home")},
          "defense": defense or {}, "offense": offense or {}}
    if count:
        ls["balls"], ls["strikes"], ls["outs"] = count
    return ls


def final_game(sched):
    g = Game(sched, sched["gamePk"])
    away = [i["away"]["runs"] for i in sched["linescore"]["innings"]]
    home = [i.get("home", {}).get("runs") for i in sched["linescore"]["innings"]]
    for n, (a, h) in enumerate(zip(away, home), 1):
        inning = {"away": g.play_half(n, True, a), "home": {"hits": 0, "errors": 0, "leftOnBase": 0}}
        if h is None and n >= 9 and g.score["home"] <= g.score["away"]:
            h = 0                        # a home team behind always bats in the ninth
        if h is not None:
            inning["home"] = g.play_half(n, False, h)
        g.innings.append(inning)
    winner, loser = ("away", "home") if g.score["away"] > g.score["home"] else ("home", "away")
    w, l = g.r[winner]["pitchers"][0], g.r[loser]["pitchers"][0]
    decisions = {"winner": w, "loser": l}
    closer = g.r[winner]["pitchers"][2]
    if closer["id"] in g.order[winner] and abs(g.score["away"] - g.score["home"]) <= 3:
        decisions["save"] = closer
    notes = {"winner": f"(W, {w['w']}-{w['l']})", "loser": f"(L, {l['w']}-{l['l']})", "save": "(S, 14)"}
    for role, p in decisions.items():
        g.pitch_lines[p["id"]]["note"] = notes[role]
    setup = g.r[winner]["pitchers"][1]
    if setup["id"] in g.pitch_lines:
        g.pitch_lines[setup["id"]]["note"] = "(H, 9)"
    ls = linescore_json(g, g.innings)
    ls["defense"] = {"pitcher": person(g.r["home"]["pitchers"][0])}
    f = feed(g, sched["status"], True, ls, {role: person(p) for role, p in decisions.items()})
    return g, f, ls, {role: hydrated_pitcher(p, notes[role]) for role, p in decisions.items()}


def live_game(sched):
    """A game under way (or stopped: suspended), played up to the state its
    schedule's linescore names: the inning and half, outs, runners and count.
    Top/Bottom: that half stops with the batter at the plate; Middle/End (and
    a suspended game) stop between halves."""
    g = Game(sched, sched["gamePk"])
    old = sched["linescore"]
    away = [i["away"]["runs"] for i in old["innings"]]
    home = [i.get("home", {}).get("runs") for i in old["innings"]]
    n, state = old["currentInning"], old["inningState"]
    if sched["status"]["detailedState"].startswith("Suspended"):
        state = "Middle"                 # stopped after the top half; nobody at the plate
    for i in range(1, n):
        g.innings.append({"away": g.play_half(i, True, away[i - 1]), "home": g.play_half(i, False, home[i - 1])})
    runners = [old.get("offense", {}).get(b) is not None for b in ("first", "second", "third")]
    count = (old.get("balls", 0), old.get("strikes", 0))
    empty = {"hits": 0, "errors": 0, "leftOnBase": 0}
    if state == "Top":
        top = g.play_half(n, True, away[-1], stop=(old["outs"], runners, away[-1]), live_count=count)
        top["leftOnBase"] = 0
        g.innings.append({"away": top, "home": dict(empty)})
    elif state == "Bottom":
        top = g.play_half(n, True, away[-1])
        bottom = g.play_half(n, False, home[-1] or 0, stop=(old["outs"], runners, home[-1] or 0), live_count=count)
        bottom["leftOnBase"] = 0
        g.innings.append({"away": top, "home": bottom})
    elif state == "Middle":
        g.innings.append({"away": g.play_half(n, True, away[-1]), "home": dict(empty)})
    else:                                # End: both halves done
        g.innings.append({"away": g.play_half(n, True, away[-1]), "home": g.play_half(n, False, home[-1] or 0)})
    batting = "away" if state in ("Top", "End") else "home"
    fielding = "home" if batting == "away" else "away"
    if state in ("Top", "Bottom"):
        current = g.plays[-1]
        done = [p for p in g.plays[:-1] if p["about"]["inning"] == n and p["about"]["isTopInning"] == (state == "Top")]
        offense = {"batter": current["matchup"]["batter"]}
        if done:
            for base in ("first", "second", "third"):
                who = done[-1]["matchup"].get("postOn" + base.capitalize())
                if who:
                    offense[base] = who
        defense = {"pitcher": current["matchup"]["pitcher"]}
    else:
        due = g.r[batting]["batters"][g.slot[batting] % 9]
        offense = {"batter": person(due)}
        defense = {"pitcher": person(g.pitcher_for(fielding, n + (1 if state == "End" else 0)))}
    ls = linescore_json(g, g.innings, current=(n, "Top"), count=(count[0], count[1], old.get("outs", 0)),
                        offense=offense, defense=defense)
    for key in ("currentInning", "currentInningOrdinal", "inningState", "inningHalf", "isTopInning", "scheduledInnings"):
        if key in old:
            ls[key] = old[key]
    if state in ("Top", "Middle") or home[-1] is None:
        ls["innings"][-1]["home"] = dict(empty)
        ls["innings"][-1]["home"].pop("runs", None)
    return g, feed(g, sched["status"], False, ls), ls


def preview_game(sched):
    g = Game(sched, sched["gamePk"])
    return g, feed(g, sched["status"], False, {"scheduledInnings": 9, "innings": [], "teams": {"away": {}, "home": {}}})


def write(name, value):
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(value, f, indent=1, ensure_ascii=False)
        f.write("\n")


def main():
    schedules = {}
    for date in ("2018-09-19", "2018-09-20"):
        with open(os.path.join(OUT, f"schedule-{date}.json")) as f:
            schedules[date] = json.load(f)
    games = {g["gamePk"]: g for s in schedules.values() for d in s["dates"] for g in d["games"]}

    # Every game on a bundled day opens its center: finals played out with
    # their decisions, games under way (or suspended) up to their state,
    # games not started (or called off) with their probables.
    for pk, s in sorted(games.items()):
        state, detailed = s["status"]["abstractGameState"], s["status"]["detailedState"]
        if detailed == "Final":
            g, f, ls, decisions = final_game(s)
            s["linescore"], s["decisions"] = ls, decisions
        elif state == "Live" or detailed.startswith("Suspended"):
            g, f, ls = live_game(s)
            s["linescore"] = ls
            for side in ("away", "home"):
                s["teams"][side]["score"] = ls["teams"][side]["runs"]
        else:
            g, f = preview_game(s)
        write(f"game-{pk}.json", f)
        if g.plays:
            write(f"win-probability-{pk}.json", win_probability(g))
        if state == "Preview":
            for side in ("away", "home"):
                if pk == 530108 and side == "home":
                    continue                 # as in real schedules, the key is simply missing
                s["teams"][side]["probablePitcher"] = hydrated_pitcher(roster(s["teams"][side]["team"]["id"])["pitchers"][0])

    for date, s in schedules.items():
        with open(os.path.join(OUT, f"schedule-{date}.json"), "w") as out:
            json.dump(s, out, indent=2, ensure_ascii=False)
            out.write("\n")
    print("wrote game feeds to", OUT)


main()
