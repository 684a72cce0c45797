#!/usr/bin/env python3
"""Writes Jumbotron's own offline NHL scoreboard and game-center samples in the
NHL web API's schema (/v1/schedule/{date}, /v1/gamecenter/{id}/landing,
/boxscore, /play-by-play). Run by make-nhl-sample.py after it writes the
rosters (it reads them), or on its own from the repository root.

One day, 2026-11-21, with four games played out event by event with a fixed
seed, so every goal, shot, penalty, box-score line and score agrees:

- 2026020301 EDM @ TOR, Final 4-2: a power-play goal, an unassisted goal, an
  empty-net goal while TOR's goalie is pulled, a bench minor with no player.
- 2026020302 COL @ PIT, Final/SO: 2-2 after overtime, PIT wins the shootout.
- 2026020303 BOS @ MTL, Live: 2nd period, 12:34 left, 1-1, clock running.
- 2026020304 VAN @ SEA, not started (FUT): empty summary, no box, no plays;
  the landing's pre-game `matchup` (records, both goalies' season lines,
  leading skaters over the last five games), drawn from its own seed so the
  other games stay as they were.

Rink coordinates are feet from centre ice (x -100..100, y -42.5..42.5); each
team attacks the end opposite the one it defends, which changes every period
(`homeTeamDefendingSide`). Players of TOR, PIT, COL and EDM come from the
bundled rosters; the other clubs' names are invented here.
"""
import json, os, random

OUT = os.path.join("Resources", "samples", "nhl")
DAY = "2026-11-21"
SEASON = 20262027
rng = random.Random(2111)

CLUBS = {  # tricode: (id, place, common name, venue)
    "TOR": (8, "Toronto", "Maple Leafs", "Scotiabank Arena"),
    "EDM": (27, "Edmonton", "Oilers", "Rogers Place"),
    "PIT": (15, "Pittsburgh", "Penguins", "PPG Paints Arena"),
    "COL": (18, "Colorado", "Avalanche", "Ball Arena"),
    "MTL": (5, "Montréal", "Canadiens", "Centre Bell"),
    "BOS": (1, "Boston", "Bruins", "TD Garden"),
    "SEA": (30, "Seattle", "Kraken", "Climate Pledge Arena"),
    "VAN": (31, "Vancouver", "Canucks", "Rogers Arena"),
}
FIRST = ["Aaron", "Beau", "Casey", "Dmitri", "Erik", "Finn", "Gavin", "Hugo", "Ivan", "Joel", "Kai", "Leo", "Milo",
         "Nico", "Oliver", "Petr", "Rasmus", "Simon", "Theo", "Viktor", "Will", "Yannick"]
LAST = ["Abbott", "Barkov-Lind", "Chadwick", "Dorsey", "Eklund", "Fontaine", "Garrity", "Holm", "Ingram-West", "Jansson",
        "Kallio", "Lemaire", "Marchetti", "Nygaard", "Olander", "Pryce", "Roux", "Sheppard", "Tolvanen", "Underhill",
        "Varga", "Wennberg", "Ylönen", "Zorić"]
GAMES = [  # id, away, home, start UTC, kind
    (2026020301, "EDM", "TOR", "2026-11-22T00:00:00Z", "final"),
    (2026020302, "COL", "PIT", "2026-11-22T00:00:00Z", "shootout"),
    (2026020303, "BOS", "MTL", "2026-11-22T00:00:00Z", "live"),
    (2026020304, "VAN", "SEA", "2026-11-22T03:00:00Z", "future"),
]


def loc(text):
    return {"default": text}


def dressed(tri, next_id):
    """Twelve forwards, six defencemen and two goalies: the bundled roster's, or invented."""
    path = os.path.join(OUT, f"roster-{tri}.json")
    if os.path.exists(path):
        r = json.load(open(path, encoding="utf-8"))
        def pick(group, n):
            return [{"id": p["id"], "first": p["firstName"]["default"], "last": p["lastName"]["default"],
                     "number": p.get("sweaterNumber"), "pos": p["positionCode"]} for p in r[group] if p.get("sweaterNumber")][:n]
        return pick("forwards", 12) + pick("defensemen", 6) + pick("goalies", 2), next_id
    players, numbers = [], rng.sample(range(2, 99), 20)
    for i in range(20):
        pos = (["C", "L", "R"][i % 3]) if i < 12 else ("D" if i < 18 else "G")
        players.append({"id": next_id, "first": rng.choice(FIRST), "last": rng.choice(LAST), "number": numbers[i], "pos": pos})
        next_id += 1
    return players, next_id


def short(p):
    return f"{p['first'][0]}. {p['last']}"


def clock(seconds):
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


class Sim:
    def __init__(self, gid, away, home, kind, next_id):
        self.gid, self.away, self.home, self.kind = gid, away, home, kind
        self.players = {}
        self.players["away"], next_id = dressed(away, next_id)
        self.players["home"], next_id = dressed(home, next_id)
        self.next_id = next_id
        self.events, self.score, self.sog = [], {"away": 0, "home": 0}, {"away": 0, "home": 0}
        self.stats = {p["id"]: {"g": 0, "a": 0, "pm": 0, "pim": 0, "sog": 0, "hits": 0, "blk": 0, "ppg": 0, "fw": 0, "fl": 0}
                      for side in ("away", "home") for p in self.players[side]}
        self.goals, self.penalties, self.shootout = [], [], []
        self.totals = {}
        self.event_id = 50

    def skaters(self, side, pos=None):
        return [p for p in self.players[side] if p["pos"] != "G" and (pos is None or p["pos"] in pos)]

    def goalie(self, side):
        return [p for p in self.players[side] if p["pos"] == "G"][0]

    def team_id(self, side):
        return CLUBS[self.away if side == "away" else self.home][0]

    def other(self, side):
        return "home" if side == "away" else "away"

    def home_defends(self, period):
        return "left" if period % 2 == 1 else "right"

    def attack_x(self, side, period):
        """+1 when the side shoots at the right-hand net this period."""
        home_attacks_right = self.home_defends(period) == "left"
        return 1 if (side == "home") == home_attacks_right else -1

    def add(self, period, t, kind, side, details, situation="1551"):
        self.event_id += rng.randint(1, 9)
        ptype = "REG" if period <= 3 else ("SO" if period == 5 and self.kind == "shootout" else "OT")
        length = 1200 if period <= 3 else 300
        e = {"eventId": self.event_id, "periodDescriptor": {"number": period, "periodType": ptype, "maxRegulationPeriods": 3},
             "timeInPeriod": clock(t), "timeRemaining": clock(max(0, length - t)), "situationCode": situation,
             "homeTeamDefendingSide": self.home_defends(period), "typeDescKey": kind, "sortOrder": 0}
        if side is not None:
            details = dict(details, eventOwnerTeamId=self.team_id(side))
        if details:
            e["details"] = details
        self.events.append((period, t, len(self.events), e))
        return e

    def spot(self, side, period, close):
        depth = abs(rng.gauss(8 if close else 22, 6 if close else 12))
        x = max(30, min(88, 89 - depth)) * self.attack_x(side, period)
        y = max(-40, min(40, rng.gauss(0, 8 if close else 16)))
        return round(x), round(y)

    def shot(self, period, t, side, kind="shot-on-goal"):
        shooter = rng.choice(self.skaters(side))
        x, y = self.spot(side, period, False)
        d = {"xCoord": x, "yCoord": y, "zoneCode": "O", "shotType": rng.choice(["wrist", "snap", "slap", "backhand", "tip-in"]),
             "shootingPlayerId": shooter["id"], "goalieInNetId": self.goalie(self.other(side))["id"]}
        if kind == "shot-on-goal":
            self.sog[side] += 1
            self.stats[shooter["id"]]["sog"] += 1
            d["awaySOG"], d["homeSOG"] = self.sog["away"], self.sog["home"]
        elif kind == "missed-shot":
            d["reason"] = rng.choice(["wide-left", "wide-right", "high-and-wide", "hit-crossbar"])
        else:  # blocked: the blocking team owns it, where it was blocked
            blocker = rng.choice(self.skaters(self.other(side), "D"))
            self.stats[blocker["id"]]["blk"] += 1
            d.update(zoneCode="D", blockingPlayerId=blocker["id"], reason="blocked")
            del d["goalieInNetId"], d["shotType"]
            self.add(period, t, kind, self.other(side), d)
            return
        self.add(period, t, kind, side, d)

    def goal(self, period, t, side, strength="ev", empty_net=False, assisted=True):
        pool = self.skaters(side)
        scorer = rng.choice(pool)
        helpers = [] if not assisted else rng.sample([p for p in pool if p is not scorer], rng.choice([1, 2, 2]))
        self.score[side] += 1
        self.sog[side] += 1
        st = self.stats
        st[scorer["id"]]["g"] += 1; st[scorer["id"]]["sog"] += 1
        if strength == "pp": st[scorer["id"]]["ppg"] += 1
        for h in helpers: st[h["id"]]["a"] += 1
        self.totals[scorer["id"]] = self.totals.get(scorer["id"], rng.randint(2, 9)) + 1
        for h in helpers: self.totals[("a", h["id"])] = self.totals.get(("a", h["id"]), rng.randint(3, 14)) + 1
        if strength != "pp":
            on_ice = [scorer] + helpers + rng.sample([p for p in pool if p is not scorer and p not in helpers], 5 - 1 - len(helpers))
            for p in on_ice: st[p["id"]]["pm"] += 1
            for p in rng.sample(self.skaters(self.other(side)), 5 if strength == "ev" else 4): st[p["id"]]["pm"] -= 1
        if empty_net:  # the other side's goalie is out for an extra skater
            situation = "1560" if side == "away" else "0651"
        elif strength == "pp":
            situation = "1541" if side == "away" else "1451"
        elif strength == "sh":
            situation = "1451" if side == "away" else "1541"
        else:
            situation = "1551"
        x, y = self.spot(side, period, True)
        if empty_net:
            x = round(rng.uniform(-20, 40)) * self.attack_x(side, period)
        d = {"xCoord": x, "yCoord": y, "zoneCode": "O" if abs(x) > 25 else "N", "shotType": rng.choice(["wrist", "snap", "tip-in", "backhand"]),
             "scoringPlayerId": scorer["id"], "scoringPlayerTotal": self.totals[scorer["id"]],
             "awayScore": self.score["away"], "homeScore": self.score["home"]}
        if not empty_net:
            d["goalieInNetId"] = self.goalie(self.other(side))["id"]
        for i, h in enumerate(helpers):
            d[f"assist{i + 1}PlayerId"] = h["id"]; d[f"assist{i + 1}PlayerTotal"] = self.totals[("a", h["id"])]
        e = self.add(period, t, "goal", side, d, situation)
        # Season totals as they stood after this goal, not at the end of the game.
        helpers = [dict(h, total=self.totals[("a", h["id"])]) for h in helpers]
        self.goals.append((period, t, side, dict(scorer, total=self.totals[scorer["id"]]), helpers, strength, situation,
                           empty_net, e["eventId"], dict(self.score), d["shotType"]))

    def penalty(self, period, t, side, desc, bench=False):
        d = {"xCoord": rng.randint(-90, 90), "yCoord": rng.randint(-38, 38), "zoneCode": "N", "typeCode": "BEN" if bench else "MIN",
             "descKey": desc, "duration": 2}
        drawn = rng.choice(self.skaters(self.other(side)))
        if bench:
            served = rng.choice(self.skaters(side, "LR"))
            d["servedByPlayerId"] = served["id"]
            who = {"servedBy": loc(short(served))}
        else:
            player = rng.choice(self.skaters(side))
            self.stats[player["id"]]["pim"] += 2
            d["committedByPlayerId"] = player["id"]; d["drawnByPlayerId"] = drawn["id"]
            who = {"committedByPlayer": loc(short(player)), "drawnBy": loc(short(drawn))}
        self.add(period, t, "penalty", side, d)
        self.penalties.append((period, t, side, "BEN" if bench else "MIN", desc, who))

    def filler(self, period, length, plan_times, until=None):
        until = until or length
        share = until / length
        def n(lo, hi):
            return round(rng.randint(lo, hi) * share)
        self.add(period, 0, "period-start", None, {})
        centers = {s: self.skaters(s, "C") for s in ("away", "home")}
        def faceoff(t):
            win = rng.choice(["away", "home"])
            w, l = rng.choice(centers[win]), rng.choice(centers[self.other(win)])
            self.stats[w["id"]]["fw"] += 1; self.stats[l["id"]]["fl"] += 1
            self.add(period, t, "faceoff", win, {"winningPlayerId": w["id"], "losingPlayerId": l["id"], "xCoord": 0, "yCoord": 0, "zoneCode": "N"})
        faceoff(0)
        taken = set(plan_times)
        def free():
            while True:
                t = rng.randint(5, until - 5)
                if t not in taken:
                    taken.add(t)
                    return t
        for side in ("away", "home"):
            for _ in range(n(7, 11) if length == 1200 else rng.randint(1, 3)):
                self.shot(period, free(), side)
            for _ in range(n(3, 5) if length == 1200 else 1):
                self.shot(period, free(), side, "missed-shot")
            for _ in range(n(2, 4) if length == 1200 else 0):
                self.shot(period, free(), side, "blocked-shot")
            for _ in range(n(4, 8) if length == 1200 else 1):
                hitter, hittee = rng.choice(self.skaters(side)), rng.choice(self.skaters(self.other(side)))
                self.stats[hitter["id"]]["hits"] += 1
                self.add(period, free(), "hit", side, {"xCoord": rng.randint(-99, 99), "yCoord": rng.randint(-40, 40), "zoneCode": "N",
                                                       "hittingPlayerId": hitter["id"], "hitteePlayerId": hittee["id"]})
            for kind in ("giveaway", "takeaway"):
                for _ in range(n(1, 3) if length == 1200 else 0):
                    self.add(period, free(), kind, side, {"xCoord": rng.randint(-99, 99), "yCoord": rng.randint(-40, 40), "zoneCode": "N",
                                                          "playerId": rng.choice(self.skaters(side))["id"]})
        for _ in range(n(4, 7) if length == 1200 else 1):
            t = free()
            self.add(period, t, "stoppage", None, {"reason": rng.choice(["icing", "offside", "puck-in-netting", "goalie-stopped-after-sog"])})
            faceoff(t)


PLANS = {
    "final": {1: [(252, "away", "goal", "ev"), (580, "home", "penalty", "hooking"), (631, "away", "goal", "pp"), (902, "home", "goal", "ev")],
              2: [(380, "away", "bench", "too-many-men-on-the-ice"), (705, "home", "goal", "ev"), (965, "away", "goal", "unassisted")],
              3: [(494, "away", "penalty", "tripping"), (1131, "away", "goal", "en")]},
    "shootout": {1: [(453, "home", "goal", "ev")],
                 2: [(130, "away", "goal", "ev"), (780, "home", "penalty", "slashing"), (830, "away", "goal", "pp")],
                 3: [(1032, "home", "goal", "ev"), (1100, "away", "penalty", "interference")], 4: []},
    "live": {1: [(662, "away", "goal", "ev")], 2: [(195, "home", "goal", "ev"), (340, "away", "penalty", "roughing")]},
}
LIVE_UNTIL = (2, 446)   # 7:26 played in the 2nd: 12:34 left


def play(sim):
    plan = PLANS[sim.kind]
    for period in sorted(plan):
        length = 1200 if period <= 3 else 300
        until = LIVE_UNTIL[1] if sim.kind == "live" and period == LIVE_UNTIL[0] else None
        actions = plan[period]
        sim.filler(period, length, [a[0] for a in actions], until)
        for t, side, what, how in actions:
            if what == "goal":
                sim.goal(period, t, side, strength="ev" if how in ("unassisted", "en") else how,
                         empty_net=how == "en", assisted=how != "unassisted")
            elif what == "penalty":
                sim.penalty(period, t, side, how)
            else:
                sim.penalty(period, t, side, how, bench=True)
        if until is None:
            sim.add(period, length, "period-end", None, {})
    if sim.kind == "shootout":
        order = [("away", "save"), ("home", "goal"), ("away", "goal"), ("home", "save"), ("away", "miss"), ("home", "goal")]
        shooters = {s: rng.sample(sim.skaters(s, "CLR"), 3) for s in ("away", "home")}
        for i, (side, result) in enumerate(order):
            p = shooters[side][i // 2]
            kind = {"goal": "goal", "save": "shot-on-goal", "miss": "missed-shot"}[result]
            sim.add(5, 0, kind, side, {"shootingPlayerId" if kind != "goal" else "scoringPlayerId": p["id"],
                                       "xCoord": 70 * sim.attack_x(side, 5), "yCoord": rng.randint(-10, 10), "zoneCode": "O",
                                       "shotType": rng.choice(["wrist", "backhand", "snap"])}, "0101")
            sim.shootout.append({"sequence": i + 1, "playerId": p["id"], "teamAbbrev": loc(sim.away if side == "away" else sim.home),
                                 "firstName": loc(p["first"]), "lastName": loc(p["last"]), "name": loc(short(p)),
                                 "shotType": rng.choice(["wrist", "backhand", "snap"]), "result": result,
                                 "gameWinner": i == len(order) - 1})
        sim.score["home"] += 1   # the shootout's winner gets the deciding goal
    if sim.kind != "live":
        sim.add(max(plan) + (1 if sim.kind == "shootout" else 0), 0 if sim.kind == "shootout" else 1200, "game-end", None, {})


def team_header(sim, side, started):
    tri = sim.away if side == "away" else sim.home
    tid, place, common, _ = CLUBS[tri]
    t = {"id": tid, "commonName": loc(common), "abbrev": tri, "placeName": loc(place),
         "logo": f"https://assets.nhle.com/logos/nhl/svg/{tri}_light.svg"}
    if started:
        t["score"] = sim.score[side]; t["sog"] = sim.sog[side]
    return t


def header(sim, start):
    kind = sim.kind
    state = {"final": "OFF", "shootout": "OFF", "live": "LIVE", "future": "FUT"}[kind]
    started = kind != "future"
    h = {"id": sim.gid, "season": SEASON, "gameType": 2, "limitedScoring": False, "gameDate": DAY,
         "venue": loc(CLUBS[sim.home][3]), "venueLocation": loc(CLUBS[sim.home][1]), "startTimeUTC": start,
         "easternUTCOffset": "-05:00", "venueUTCOffset": "-05:00" if sim.home != "SEA" else "-08:00",
         "gameState": state, "gameScheduleState": "OK",
         "awayTeam": team_header(sim, "away", started), "homeTeam": team_header(sim, "home", started),
         "shootoutInUse": True, "maxPeriods": 5, "regPeriods": 3, "otInUse": True, "tiesInUse": False}
    if kind == "final":
        h["periodDescriptor"] = {"number": 3, "periodType": "REG", "maxRegulationPeriods": 3}
        h["clock"] = {"timeRemaining": "00:00", "secondsRemaining": 0, "running": False, "inIntermission": False}
        h["gameOutcome"] = {"lastPeriodType": "REG"}
    elif kind == "shootout":
        h["periodDescriptor"] = {"number": 5, "periodType": "SO", "maxRegulationPeriods": 3}
        h["clock"] = {"timeRemaining": "00:00", "secondsRemaining": 0, "running": False, "inIntermission": False}
        h["gameOutcome"] = {"lastPeriodType": "SO"}
    elif kind == "live":
        h["periodDescriptor"] = {"number": 2, "periodType": "REG", "maxRegulationPeriods": 3}
        h["clock"] = {"timeRemaining": "12:34", "secondsRemaining": 754, "running": True, "inIntermission": False}
    return h


def matchup(sim):
    """What a landing carries before puck drop, in the API's shape."""
    r = random.Random(sim.gid)
    out = {"season": SEASON, "gameType": 2, "goalieComparison": {}, "skaterComparison": {"contextLabel": "last5Games",
                                                                                         "contextSeason": SEASON, "leaders": []}}
    for side in ("away", "home"):
        # The team's record is its goalies' decisions added up, so the two agree.
        w = l = ot = 0
        goalies = []
        for i, g in enumerate([p for p in sim.players[side] if p["pos"] == "G"]):
            gp = r.randint(12, 17) if i == 0 else r.randint(3, 7)
            gw = r.randint(gp // 3, gp // 2 + 1); go = r.randint(0, min(2, gp - gw - 1)); gl = gp - gw - go
            w, l, ot = w + gw, l + gl, ot + go
            goalies.append({"playerId": g["id"], "name": loc(short(g)), "firstName": loc(g["first"]), "lastName": loc(g["last"]),
                            "sweaterNumber": g["number"], "headshot": "", "positionCode": "G", "gamesPlayed": gp,
                            "seasonPoints": 0, "record": f"{gw}-{gl}-{go}", "gaa": round(r.uniform(2.1, 3.2), 2),
                            "savePctg": round(r.uniform(0.895, 0.925), 3), "shutouts": r.randint(0, 2)})
        out["goalieComparison"][side + "Team"] = {"teamTotals": {"record": f"{w}-{l}-{ot}", "gaa": round(r.uniform(2.4, 3.1), 2),
                                                                 "savePctg": round(r.uniform(0.9, 0.915), 3), "shutouts": r.randint(0, 3),
                                                                 "gamesPlayed": w + l + ot},
                                                  "leaders": goalies}
    for category in ("goals", "assists", "points"):
        row = {"category": category}
        for side in ("away", "home"):
            p = r.choice(sim.skaters(side, "CLR"))
            row[side + "Leader"] = {"playerId": p["id"], "name": loc(short(p)), "firstName": loc(p["first"]),
                                    "lastName": loc(p["last"]), "sweaterNumber": p["number"], "positionCode": p["pos"],
                                    "headshot": "", "value": r.randint(2, 4) if category != "points" else r.randint(5, 8)}
        out["skaterComparison"]["leaders"].append(row)
    return out


def landing(sim, start):
    h = header(sim, start)
    if sim.kind == "future":
        h["summary"] = {}
        h["matchup"] = matchup(sim)
        return h
    periods = sorted({e[0] for e in sim.events if e[0] <= 4})
    def pd(n):
        return {"number": n, "periodType": "REG" if n <= 3 else "OT", "maxRegulationPeriods": 3}
    scoring = []
    for n in periods:
        goals = []
        for (period, t, side, scorer, helpers, strength, situation, en, eid, score, shot) in sim.goals:
            if period != n:
                continue
            tri = sim.away if side == "away" else sim.home
            goals.append({"situationCode": situation, "eventId": eid, "strength": strength, "playerId": scorer["id"],
                          "firstName": loc(scorer["first"]), "lastName": loc(scorer["last"]), "name": loc(short(scorer)),
                          "teamAbbrev": loc(tri), "goalsToDate": scorer["total"],
                          "awayScore": score["away"], "homeScore": score["home"], "timeInPeriod": clock(t),
                          "shotType": shot, "goalModifier": "empty-net" if en else "none",
                          "assists": [{"playerId": a["id"], "firstName": loc(a["first"]), "lastName": loc(a["last"]),
                                       "name": loc(short(a)), "assistsToDate": a["total"], "sweaterNumber": a["number"]}
                                      for a in helpers],
                          "isHome": side == "home"})
        scoring.append({"periodDescriptor": pd(n), "goals": goals})
    penalties = []
    for n in periods:
        rows = []
        for (period, t, side, ptype, desc, who) in sim.penalties:
            if period == n:
                rows.append(dict({"timeInPeriod": clock(t), "type": ptype, "duration": 2,
                                  "teamAbbrev": loc(sim.away if side == "away" else sim.home), "descKey": desc}, **who))
        penalties.append({"periodDescriptor": pd(n), "penalties": rows})
    stars = []
    if sim.kind != "live":
        everyone = [(side, p) for side in ("away", "home") for p in sim.skaters(side)]
        ranked = sorted(everyone, key=lambda sp: (-(sim.stats[sp[1]["id"]]["g"] * 2 + sim.stats[sp[1]["id"]]["a"]), sp[1]["id"]))[:3]
        for i, (side, p) in enumerate(ranked):
            st = sim.stats[p["id"]]
            stars.append({"star": i + 1, "playerId": p["id"], "teamAbbrev": sim.away if side == "away" else sim.home,
                          "name": loc(short(p)), "sweaterNo": p["number"], "position": p["pos"],
                          "goals": st["g"], "assists": st["a"], "points": st["g"] + st["a"]})
    h["summary"] = {"scoring": scoring, "shootout": sim.shootout, "threeStars": stars, "penalties": penalties}
    return h


def boxscore(sim, start):
    h = header(sim, start)
    if sim.kind == "future":
        return h
    played = {"final": 3600, "shootout": 3900, "live": 1646}[sim.kind]
    def skater(p, share):
        st = sim.stats[p["id"]]
        toi = int(played * share * rng.uniform(0.8, 1.2))
        fo = st["fw"] + st["fl"]
        return {"playerId": p["id"], "sweaterNumber": p["number"], "name": loc(short(p)), "position": p["pos"],
                "goals": st["g"], "assists": st["a"], "points": st["g"] + st["a"], "plusMinus": st["pm"], "pim": st["pim"],
                "hits": st["hits"], "powerPlayGoals": st["ppg"], "sog": st["sog"],
                "faceoffWinningPctg": round(st["fw"] / fo, 6) if fo else 0.0, "toi": clock(toi), "blockedShots": st["blk"],
                "shifts": max(1, toi // 45), "giveaways": 0, "takeaways": 0}
    out = {}
    for side in ("away", "home"):
        g = sim.goalie(side)
        backup = [p for p in sim.players[side] if p["pos"] == "G"][1]
        against = sim.sog[sim.other(side)]
        ga = sim.score[sim.other(side)] - (1 if sim.kind == "shootout" and side == "away" else 0)
        ga -= sum(1 for goal in sim.goals if goal[2] != side and goal[7])   # empty-net goals are not on the goalie
        against -= sum(1 for goal in sim.goals if goal[2] != side and goal[7])
        starter = {"playerId": g["id"], "sweaterNumber": g["number"], "name": loc(short(g)), "position": "G",
                   "saveShotsAgainst": f"{against - ga}/{against}", "goalsAgainst": ga, "pim": 0,
                   "toi": clock(played - (61 if side == "home" and sim.kind == "final" else 0)),
                   "starter": True, "shotsAgainst": against, "saves": against - ga}
        if against:
            starter["savePctg"] = round((against - ga) / against, 6)
        if sim.kind != "live":
            won = sim.score[side] > sim.score[sim.other(side)]
            starter["decision"] = "W" if won else ("O" if sim.kind == "shootout" else "L")
        out[side + "Team"] = {
            "forwards": [skater(p, 0.28) for p in sim.skaters(side, "CLR")],
            "defense": [skater(p, 0.36) for p in sim.skaters(side, "D")],
            "goalies": [starter, {"playerId": backup["id"], "sweaterNumber": backup["number"], "name": loc(short(backup)),
                                  "position": "G", "saveShotsAgainst": "0/0", "goalsAgainst": 0, "pim": 0, "toi": "00:00",
                                  "starter": False, "shotsAgainst": 0, "saves": 0}]}
    h["playerByGameStats"] = out
    return h


def play_by_play(sim, start):
    h = header(sim, start)
    events = [e for (_, _, _, e) in sorted(sim.events, key=lambda x: (x[0], x[1], x[2]))]
    for i, e in enumerate(events):
        e["sortOrder"] = 10 + i * 3
    h["plays"] = events
    h["rosterSpots"] = [{"teamId": sim.team_id(side), "playerId": p["id"], "firstName": loc(p["first"]), "lastName": loc(p["last"]),
                         "sweaterNumber": p["number"], "positionCode": p["pos"]}
                        for side in ("away", "home") for p in sim.players[side]]
    h["summary"] = {}
    return h


def schedule_entry(sim, start):
    h = header(sim, start)
    keep = ["id", "season", "gameType", "venue", "startTimeUTC", "easternUTCOffset", "venueUTCOffset", "gameState",
            "gameScheduleState", "awayTeam", "homeTeam", "periodDescriptor", "gameOutcome", "clock"]
    return {k: h[k] for k in keep if k in h}


def write(name, payload):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(payload, f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")


def main():
    next_id = 8483000
    entries = []
    for gid, away, home, start, kind in GAMES:
        sim = Sim(gid, away, home, kind, next_id)
        next_id = sim.next_id
        if kind != "future":
            play(sim)
        write(f"landing-{gid}.json", landing(sim, start))
        write(f"boxscore-{gid}.json", boxscore(sim, start))
        write(f"play-by-play-{gid}.json", play_by_play(sim, start))
        entries.append(schedule_entry(sim, start))
    days = ["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"]
    week = [{"date": d, "dayAbbrev": ["SAT", "SUN", "MON", "TUE", "WED", "THU", "FRI"][i],
             "numberOfGames": len(entries) if i == 0 else 0, "games": entries if i == 0 else []} for i, d in enumerate(days)]
    write(f"schedule-{DAY}.json", {"nextStartDate": "2026-11-28", "previousStartDate": "2026-11-14", "gameWeek": week})
    print("wrote the NHL games of", DAY, "to", OUT)


if __name__ == "__main__":
    main()
