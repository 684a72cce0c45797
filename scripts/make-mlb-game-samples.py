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
import json, math, os, random

OUT = os.path.join("Resources", "samples", "mlb")
FIRST = ["Aaron", "Bo", "Cal", "Dario", "Emil", "Felix", "Gabe", "Hector", "Ivan", "Jonah", "Kai", "Luis", "Marco",
         "Nate", "Omar", "Pablo", "Quinn", "Rafael", "Sam", "Theo", "Uriel", "Victor", "Wes", "Yusei", "Zack"]
LAST = ["Abreu", "Bellamy", "Castro", "Delgado", "Ellis", "Fontaine", "Garver", "Holloway", "Ishii", "Jansen", "Kowalski",
        "Lindor", "Mercer", "Nakamura", "Ortega", "Pruitt", "Quintero", "Rojas", "Sandoval", "Thorne", "Ueda", "Valdez",
        "Whitaker", "Yates", "Zamora", "Brennan", "Cordero", "Duffy", "Estrada", "Ferris"]
POSITIONS = ["CF", "SS", "1B", "RF", "3B", "LF", "DH", "C", "2B"]
PITCHES = [("FF", "Four-Seam Fastball", 93, 97), ("SL", "Slider", 83, 88), ("CH", "Changeup", 84, 88),
           ("CU", "Curveball", 76, 81), ("SI", "Sinker", 91, 95)]
CALLS = {"B": "Ball", "C": "Called Strike", "S": "Swinging Strike", "F": "Foul",
         "X": "In play, out(s)", "D": "In play, no out", "E": "In play, run(s)"}
OUTFIELD = ["left fielder", "center fielder", "right fielder"]
INFIELD = ["shortstop", "second baseman", "third baseman", "first baseman"]


def roster(tid):
    rng = random.Random(tid)
    names = set()
    people = []
    for n in range(15):
        while True:
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if name not in names:
                names.add(name)
                break
        pid = 600000 + tid * 100 + n
        pos = POSITIONS[n] if n < 9 else ("PH" if n == 14 else "P")
        people.append({"id": pid, "name": name, "pos": pos, "number": str(rng.randint(1, 99)),
                       "avg": f".{rng.randint(215, 312)}", "ops": f".{rng.randint(640, 930)}",
                       "w": rng.randint(3, 15), "l": rng.randint(3, 12), "era": f"{rng.uniform(2.3, 5.2):.2f}",
                       "zone": (round(rng.uniform(3.25, 3.55), 2), round(rng.uniform(1.5, 1.7), 2))})
    return {"batters": people[:9], "pitchers": people[9:14], "bench": people[14]}


def last(name):
    return name.split(" ")[-1]


def person(p):
    return {"id": p["id"], "fullName": p["name"], "link": f"/api/v1/people/{p['id']}"}


def ordinal(n):
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


class Game:
    def __init__(self, sched, seed):
        self.s = sched
        self.rng = random.Random(seed)
        self.tid = {"away": sched["teams"]["away"]["team"]["id"], "home": sched["teams"]["home"]["team"]["id"]}
        self.r = {side: roster(self.tid[side]) for side in ("away", "home")}
        self.slot = {"away": 0, "home": 0}
        self.score = {"away": 0, "home": 0}
        self.plays = []
        self.lines = {}            # player id -> batting line
        self.pitch_lines = {}      # player id -> pitching line
        self.order = {"away": [], "home": []}   # pitchers in order of appearance
        self.subbed = set()
        self.innings = []

    def pitcher_for(self, fielding, inning):
        staff = self.r[fielding]["pitchers"]
        p = staff[0] if inning <= 6 else staff[1] if inning <= 8 else staff[2]
        if p["id"] not in self.order[fielding]:
            self.order[fielding].append(p["id"])
        return p

    def batter_for(self, batting, inning):
        i = self.slot[batting] % 9
        self.slot[batting] += 1
        b = self.r[batting]["batters"][i]
        # The home team's seventh hitter gives way to a pinch hitter from the 8th on.
        if batting == "home" and i == 6 and inning >= 8:
            self.subbed.add(self.r[batting]["bench"]["id"])
            return self.r[batting]["bench"], i
        return b, i

    def event(self):
        x = self.rng.random()
        for name, p in (("strikeout", .22), ("groundout", .22), ("flyout", .2), ("lineout", .05), ("walk", .08),
                        ("single", .15), ("double", .05), ("triple", .005)):
            if x < p:
                return name
            x -= p
        return "home_run"

    def half(self, inning, top, runs, stop=None):
        """Plays a half-inning that scores exactly `runs`; `stop` ends it early in a given state."""
        batting, fielding = ("away", "home") if top else ("home", "away")
        for attempt in range(5000):
            saved = (dict(self.slot), self.rng.getstate())
            plays, outs, bases, scored, hits = [], 0, [None, None, None], 0, 0
            while outs < 3 and len(plays) < 14:
                if stop and (outs, [b is not None for b in bases], scored) == stop:
                    break
                batter, _ = self.batter_for(batting, inning)
                kind = self.event()
                runners_scored, new_bases = self.advance(kind, bases, batter)
                if kind in ("strikeout", "groundout", "flyout", "lineout"):
                    outs += 1
                if kind in ("single", "double", "triple", "home_run"):
                    hits += 1
                scored += len(runners_scored)
                plays.append((batter, kind, runners_scored, outs, list(bases), new_bases))
                bases = new_bases
            done = (stop is None and outs == 3) or (stop is not None and (outs, [b is not None for b in bases], scored) == stop)
            if done and scored == runs and len(plays) < 14:
                return batting, fielding, plays, hits, sum(1 for b in bases if b) if stop is None else 0
            self.slot, state = saved
            self.rng.setstate(state)
            self.rng.random()   # move on from the rejected try
        raise SystemExit(f"no half-inning found for {runs} runs")

    def advance(self, kind, bases, batter):
        b = list(bases)
        scored = []
        if kind in ("strikeout", "groundout", "flyout", "lineout"):
            return scored, b
        if kind == "walk":
            if b[0]:
                if b[1]:
                    if b[2]:
                        scored.append(b[2])
                    b[2] = b[1]
                b[1] = b[0]
            b[0] = batter
            return scored, b
        step = {"single": 1, "double": 2, "triple": 3, "home_run": 4}[kind]
        new = [None, None, None]
        for i in (2, 1, 0):
            if b[i]:
                if i + step >= 3:
                    scored.append(b[i])
                else:
                    new[i + step] = b[i]
        if step == 4:
            scored.append(batter)
        else:
            new[step - 1] = batter
        return scored, new

    def pitches(self, kind, batter, pitcher, final_count=None):
        """The pitch sequence of one plate appearance, ending in its result."""
        rng = self.rng
        top, bottom = batter["zone"]
        if final_count:                       # a live plate appearance still going
            balls, strikes = final_count
            seq = ["B"] * balls + [rng.choice("CSF") for _ in range(strikes)]
            rng.shuffle(seq)
        elif kind == "strikeout":
            b = rng.randint(0, 3)
            seq = ["B"] * b + [rng.choice("CSF") for _ in range(2)]
            rng.shuffle(seq)
            seq += [rng.choice("CS")]
        elif kind == "walk":
            s = rng.randint(0, 2)
            seq = ["B"] * 3 + [rng.choice("CSF") for _ in range(s)]
            rng.shuffle(seq)
            seq += ["B"]
        else:
            b, s = rng.randint(0, 3), rng.randint(0, 2)
            seq = ["B"] * b + [rng.choice("CSF") for _ in range(s)]
            rng.shuffle(seq)
            seq += ["X" if kind.endswith("out") else "D"]
        events, balls, strikes = [], 0, 0
        for n, code in enumerate(seq, 1):
            ptype = rng.choice(PITCHES[:3] if pitcher["pos"] == "P" and pitcher["id"] % 2 else PITCHES[1:])
            if code == "B":
                side = rng.random()
                if side < .4:
                    px, pz = rng.choice((-1, 1)) * rng.uniform(0.9, 1.6), rng.uniform(bottom - .2, top + .2)
                elif side < .75:
                    px, pz = rng.uniform(-1.2, 1.2), rng.uniform(0.3, bottom - 0.15)
                else:
                    px, pz = rng.uniform(-1.2, 1.2), rng.uniform(top + 0.15, top + 1.0)
                balls += 1
            elif code == "C":
                px, pz = rng.uniform(-0.68, 0.68), rng.uniform(bottom + .05, top - .05)
            else:
                px, pz = rng.uniform(-1.0, 1.0), rng.uniform(bottom - .4, top + .3)
            if code in "CSF" and strikes < 2 or code in "CS":
                strikes = min(3, strikes + 1)
            if code == "X" and kind != "strikeout":
                pass
            events.append({
                "details": {"call": {"code": code, "description": CALLS[code]}, "description": CALLS[code], "code": code,
                            "isInPlay": code in "XDE", "isStrike": code in "CSF", "isBall": code == "B",
                            "type": {"code": ptype[0], "description": ptype[1]}, "isOut": False, "hasReview": False},
                "count": {"balls": min(balls, 4 if kind == "walk" else 3), "strikes": strikes, "outs": 0},
                "pitchData": {"startSpeed": round(rng.uniform(ptype[2], ptype[3]), 1),
                              "strikeZoneTop": top, "strikeZoneBottom": bottom,
                              "coordinates": {"pX": round(px, 3), "pZ": round(pz, 3)}, "zone": 0},
                "index": n - 1, "pitchNumber": n, "isPitch": True, "type": "pitch"})
        return events

    def describe(self, kind, batter, runners_scored, fielder):
        name = batter["name"]
        text = {"strikeout": f"{name} strikes out swinging.", "groundout": f"{name} grounds out to {fielder}.",
                "flyout": f"{name} flies out to {fielder}.", "lineout": f"{name} lines out to {fielder}.",
                "walk": f"{name} walks.", "single": f"{name} singles on a line drive to {fielder}.",
                "double": f"{name} doubles on a fly ball to {fielder}.", "triple": f"{name} triples to {fielder}.",
                "home_run": f"{name} homers on a fly ball to {fielder}."}[kind]
        for runner in runners_scored:
            if runner is not batter:
                text += f" {runner['name']} scores."
        return text

    def play_json(self, inning, top, batting, fielding, batter, kind, scored, outs, after, live_count=None, before=()):
        pitcher = self.pitcher_for(fielding, inning)
        events = self.pitches(kind, batter, pitcher, live_count)
        for e in events:
            e["count"]["outs"] = outs if live_count else max(0, outs - (1 if kind.endswith("out") else 0))
        index = len(self.plays)
        complete = live_count is None
        play = {"result": {"type": "atBat"}, "about": {"atBatIndex": index, "halfInning": "top" if top else "bottom",
                "isTopInning": top, "inning": inning, "isComplete": complete, "isScoringPlay": bool(scored) and complete,
                "hasReview": False, "hasOut": kind.endswith("out") and complete},
                "count": dict(events[-1]["count"], outs=outs) if events else {"balls": 0, "strikes": 0, "outs": outs},
                "matchup": {"batter": person(batter), "batSide": {"code": "R" if batter["id"] % 3 else "L"},
                            "pitcher": person(pitcher), "pitchHand": {"code": "R" if pitcher["id"] % 4 else "L"}},
                "playEvents": events, "atBatIndex": index}
        for base, who in zip(("postOnFirst", "postOnSecond", "postOnThird"), after):
            if who and complete:
                play["matchup"][base] = person(who)
        if complete:
            self.score[batting] += len(scored)
            event = {"strikeout": "Strikeout", "groundout": "Groundout", "flyout": "Flyout", "lineout": "Lineout",
                     "walk": "Walk", "single": "Single", "double": "Double", "triple": "Triple", "home_run": "Home Run"}[kind]
            play["result"] = {"type": "atBat", "event": event, "eventType": kind,
                              "description": self.describe(kind, batter, scored, self.rng.choice(
                                  INFIELD if kind in ("groundout", "strikeout") else OUTFIELD)),
                              "rbi": len(scored), "awayScore": self.score["away"], "homeScore": self.score["home"],
                              "isOut": kind.endswith("out")}
            self.account(batter, pitcher, kind, scored, events, before)
        self.plays.append(play)
        return play

    def account(self, batter, pitcher, kind, scored, events, before=()):
        b = self.lines.setdefault(batter["id"], dict(atBats=0, runs=0, hits=0, rbi=0, baseOnBalls=0, strikeOuts=0,
                                                     leftOnBase=0, doubles=0, homeRuns=0))
        p = self.pitch_lines.setdefault(pitcher["id"], dict(outs=0, hits=0, runs=0, earnedRuns=0, baseOnBalls=0,
                                                            strikeOuts=0, homeRuns=0, numberOfPitches=0, strikes=0))
        b["atBats"] += kind != "walk"
        b["hits"] += kind in ("single", "double", "triple", "home_run")
        b["doubles"] += kind == "double"
        b["homeRuns"] += kind == "home_run"
        b["rbi"] += len(scored)
        b["baseOnBalls"] += kind == "walk"
        b["strikeOuts"] += kind == "strikeout"
        if kind.endswith("out"):
            b["leftOnBase"] += sum(1 for r in before if r)    # runners he left on when he made an out
        for runner in scored:
            self.lines.setdefault(runner["id"], dict(atBats=0, runs=0, hits=0, rbi=0, baseOnBalls=0, strikeOuts=0,
                                                     leftOnBase=0, doubles=0, homeRuns=0))["runs"] += 1
        p["outs"] += kind.endswith("out")
        p["hits"] += kind in ("single", "double", "triple", "home_run")
        p["runs"] += len(scored)
        p["earnedRuns"] += len(scored)
        p["baseOnBalls"] += kind == "walk"
        p["strikeOuts"] += kind == "strikeout"
        p["homeRuns"] += kind == "home_run"
        p["numberOfPitches"] += len(events)
        p["strikes"] += sum(1 for e in events if e["details"]["code"] != "B")

    def play_half(self, inning, top, runs, stop=None, live_count=None):
        batting, fielding, plays, hits, lob = self.half(inning, top, runs, stop)
        for batter, kind, scored, outs, before, after in plays:
            self.play_json(inning, top, batting, fielding, batter, kind, scored, outs, after, before=before)
        if stop is not None:
            batter, _ = self.batter_for(batting, inning)
            self.play_json(inning, top, batting, fielding, batter, "", [], stop[0], [], live_count=live_count)
        return {"runs": runs, "hits": hits, "errors": 0, "leftOnBase": lob}


def season_batting(p, line=None):
    out = {"avg": p["avg"], "ops": p["ops"]}
    return out


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
    g = Game(sched, sched["gamePk"])
    away = [i["away"]["runs"] for i in sched["linescore"]["innings"]]
    home = [i.get("home", {}).get("runs") for i in sched["linescore"]["innings"]]
    for n in range(1, len(away)):
        g.innings.append({"away": g.play_half(n, True, away[n - 1]), "home": g.play_half(n, False, home[n - 1])})
    top5 = g.play_half(len(away), True, away[-1], stop=(1, [True, False, True], 0), live_count=(3, 2))
    top5["leftOnBase"] = 0
    g.innings.append({"away": top5, "home": {"hits": 0, "errors": 0, "leftOnBase": 0}})
    last_done, current = g.plays[-2], g.plays[-1]
    offense = {"batter": current["matchup"]["batter"], "first": last_done["matchup"]["postOnFirst"],
               "third": last_done["matchup"]["postOnThird"]}
    ls = linescore_json(g, g.innings, current=(len(away), "Top"), count=(3, 2, 1), offense=offense,
                        defense={"pitcher": current["matchup"]["pitcher"]})
    ls["innings"][-1].pop("home")
    ls["innings"][-1]["home"] = {"hits": 0, "errors": 0, "leftOnBase": 0}
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

    g, f, ls, decisions = final_game(games[530001])
    write("game-530001.json", f)
    write("win-probability-530001.json", win_probability(g))
    games[530001]["linescore"] = ls
    games[530001]["decisions"] = decisions
    for pk in (530002, 530003, 530004, 530007):     # the other finals: decisions only
        s = games[pk]
        won = "away" if s["teams"]["away"].get("isWinner") else "home"
        lost = "home" if won == "away" else "away"
        w, l = roster(s["teams"][won]["team"]["id"])["pitchers"], roster(s["teams"][lost]["team"]["id"])["pitchers"]
        s["decisions"] = {"winner": hydrated_pitcher(w[0] if pk not in (530002, 530007) else w[3], f"(W, {w[0]['w']}-{w[0]['l']})"),
                          "loser": hydrated_pitcher(l[0] if pk not in (530002, 530007) else l[3], f"(L, {l[0]['w']}-{l[0]['l']})")}
        if pk in (530003, 530004):
            s["decisions"]["save"] = hydrated_pitcher(w[2], "(S, 21)")

    g, f, ls = live_game(games[530101])
    write("game-530101.json", f)
    write("win-probability-530101.json", win_probability(g))
    games[530101]["linescore"] = ls
    for side in ("away", "home"):
        games[530101]["teams"][side]["score"] = ls["teams"][side]["runs"]

    for pk in (530106, 530107):
        g, f = preview_game(games[pk])
        write(f"game-{pk}.json", f)
    for pk in (530106, 530107, 530108):
        for side in ("away", "home"):
            if pk == 530108 and side == "home":
                continue                 # as in real schedules, the key is simply missing
            games[pk]["teams"][side]["probablePitcher"] = hydrated_pitcher(roster(games[pk]["teams"][side]["team"]["id"])["pitchers"][0])
    g, f = preview_game(games[530005])
    write("game-530005.json", f)

    for date, s in schedules.items():
        with open(os.path.join(OUT, f"schedule-{date}.json"), "w") as out:
            json.dump(s, out, indent=2, ensure_ascii=False)
            out.write("\n")
    print("wrote game feeds to", OUT)


main()
