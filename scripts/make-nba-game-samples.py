#!/usr/bin/env python3
"""Writes Jumbotron's own offline NBA scoreboard and game-center samples in
cdn.nba.com's schemas: the season schedule
(staticData/scheduleLeagueV2.json, cut to one day), and for each game played
liveData/boxscore/boxscore_{id}.json and liveData/playbyplay/playbyplay_{id}.json.
The schedule's and play-by-play's shapes follow public clients' models of
those files; the box score's follows the recorded one in Tests/Fixtures.
Run from the repository root.

One day, 2026-11-20, played out action by action with a fixed seed, so every
shot, free throw, rebound, box-score line, period score and the score at every
action agree:

- 0022600201 BOS @ NYK, Final/OT: tied after four quarters.
- 0022600202 PHI @ BKN, Final in regulation (with a heave from the backcourt:
  coordinates off the half court).
- 0022600203 DEN @ LAL, live: 3rd quarter, 5:42 left.
- 0022600204 GSW @ SAC, not started (10:00 pm ET).
- 0022600205 MIA @ ATL, postponed: no scores.

Shots carry xLegacy/yLegacy (tenths of a foot from the rim) and x/y (percent
of the whole court, with the basket's side); free throws have none. Every
name is made up.
"""
import json, math, os, random, runpy

OUT = os.path.join("Resources", "samples", "nba")
DAY = "2026-11-20"
rng = random.Random(4620)

CLUBS = {  # tricode: (team id, city, name, arena, arena city, state)
    "BOS": (1610612738, "Boston", "Celtics", "TD Garden", "Boston", "MA"),
    "NYK": (1610612752, "New York", "Knicks", "Madison Square Garden", "New York", "NY"),
    "PHI": (1610612755, "Philadelphia", "76ers", "Wells Fargo Center", "Philadelphia", "PA"),
    "BKN": (1610612751, "Brooklyn", "Nets", "Barclays Center", "Brooklyn", "NY"),
    "DEN": (1610612743, "Denver", "Nuggets", "Ball Arena", "Denver", "CO"),
    "LAL": (1610612747, "Los Angeles", "Lakers", "Crypto.com Arena", "Los Angeles", "CA"),
    "GSW": (1610612744, "Golden State", "Warriors", "Chase Center", "San Francisco", "CA"),
    "SAC": (1610612758, "Sacramento", "Kings", "Golden 1 Center", "Sacramento", "CA"),
    "MIA": (1610612748, "Miami", "Heat", "Kaseya Center", "Miami", "FL"),
    "ATL": (1610612737, "Atlanta", "Hawks", "State Farm Arena", "Atlanta", "GA"),
}
RECORDS = {"BOS": (9, 5), "NYK": (8, 6), "PHI": (6, 8), "BKN": (5, 9), "DEN": (10, 4), "LAL": (9, 6),
           "GSW": (7, 7), "SAC": (6, 8), "MIA": (8, 5), "ATL": (7, 7)}
GAMES = [  # id, away, home, start UTC, kind, national TV
    ("0022600201", "BOS", "NYK", "2026-11-21T00:30:00Z", "overtime", "ESPN"),
    ("0022600202", "PHI", "BKN", "2026-11-21T00:30:00Z", "final", None),
    ("0022600203", "DEN", "LAL", "2026-11-21T03:30:00Z", "live", "ESPN"),
    ("0022600204", "GSW", "SAC", "2026-11-21T03:00:00Z", "future", None),
    ("0022600205", "MIA", "ATL", "2026-11-21T00:00:00Z", "postponed", None),
]
FIRST = ["Andre", "Bryce", "Caleb", "Darius", "Elijah", "Felix", "Grant", "Hassan", "Isaiah", "Jalen", "Kendrick",
         "Luka", "Malik", "Nikola", "Omar", "Pascal", "Quentin", "Rashad", "Stefan", "Tyrese", "Victor", "Wendell",
         "Xavier", "Zion"]
LAST = ["Abernathy", "Brooks", "Castellanos", "Dumont", "Eze", "Fairbanks", "Goodwin", "Haliburton-Reyes", "Ibekwe",
        "Jovanović", "Kowalczyk", "Lindqvist", "Mbeki", "Nwosu", "Okafor", "Pruitt", "Quarles", "Ramírez", "Sørensen",
        "Thibodeaux", "Umeh", "Vasquez", "Whitfield", "Yilmaz"]
POSITIONS = ["PG", "SG", "SF", "PF", "C"]

next_person = [1700100]


def roster(tri):
    """Thirteen players: five starters, seven who may come off the bench, one inactive."""
    players = []
    for i in range(13):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        next_person[0] += 1
        players.append({"id": next_person[0], "first": first, "last": last, "jersey": str(rng.randint(0, 55)),
                        "pos": POSITIONS[i] if i < 5 else "", "usage": [1.3, 1.1, 1.0, 0.9, 0.8][i] if i < 5 else rng.uniform(0.4, 0.8)})
    return players


def clock(seconds):
    whole = int(seconds)
    return f"PT{whole // 60:02d}M{whole % 60:02d}.{int(round((seconds - whole) * 100)):02d}S"


def spot_for(kind):
    """(across, along) in feet from the baseline, for a kind of shot."""
    if kind == "rim":
        return rng.uniform(-3.5, 3.5), 5.25 + rng.uniform(-1.5, 3.5)
    if kind == "paint":
        return rng.uniform(-7.5, 7.5), rng.uniform(6, 18)
    if kind == "mid":
        a = rng.uniform(math.radians(10), math.radians(170))
        r = rng.uniform(10, 21)
        return r * math.cos(a), 5.25 + r * math.sin(a)
    if kind == "corner":
        return rng.choice([-1, 1]) * rng.uniform(22.2, 24.5), rng.uniform(1, 12)
    a = rng.uniform(math.radians(22), math.radians(158))
    r = rng.uniform(24.1, 28)
    return r * math.cos(a), 5.25 + r * math.sin(a)


def is_three(across, along):
    dy = along - 5.25
    corner = math.sqrt(23.75 ** 2 - 22 ** 2)
    if abs(across) >= 22 and dy <= corner:
        return True
    return math.hypot(across, dy) > 23.75 and dy > corner


def coordinates(across, along, side):
    """xLegacy/yLegacy, and x/y in percent of the whole court for the basket on `side`."""
    out = {"xLegacy": int(round(across * 10)), "yLegacy": int(round((along - 5.25) * 10)), "side": side}
    if side == "left":
        out["x"], out["y"] = round(along / 94 * 100, 4), round((across + 25) / 50 * 100, 4)
    else:
        out["x"], out["y"] = round(100 - along / 94 * 100, 4), round((25 - across) / 50 * 100, 4)
    return out


class Game:
    def __init__(self, gid, away, home, stop=None, heave=False):
        self.gid, self.away, self.home, self.stop, self.heave = gid, away, home, stop, heave
        self.rosters = {away: roster(away), home: roster(home)}
        for tri in (away, home):
            self.rosters[tri][-1]["inactive"] = True
            self.rosters[tri][-2]["dnp"] = True
        self.actions, self.number = [], 1
        self.score = {away: 0, home: 0}
        self.periods = {away: [], home: []}
        self.stats = {p["id"]: {k: 0 for k in ("pts", "fgm", "fga", "tpm", "tpa", "ftm", "fta", "oreb", "dreb", "ast", "stl",
                                             "blk", "tov", "pf", "pm", "secs")} for t in self.rosters.values() for p in t}
        self.on = {tri: self.rosters[tri][:5] for tri in (away, home)}
        self.started = {p["id"] for t in self.on.values() for p in t}
        self.played = set(self.started)
        self.period, self.left = 1, 720.0
        self.until = None
        self.lead_changes, self.ties, self.leader, self.biggest = 0, 0, None, {away: 0, home: 0}

    def name_i(self, p):
        return f"{p['first'][0]}. {p['last']}"

    def add(self, tri, kind, sub="", **extra):
        a = {"actionNumber": self.number, "clock": clock(self.left), "period": self.period,
             "periodType": "REGULAR" if self.period <= 4 else "OVERTIME", "actionType": kind, "subType": sub,
             "qualifiers": [], "personId": 0, "possession": 0, "isFieldGoal": 0,
             "scoreHome": str(self.score[self.home]), "scoreAway": str(self.score[self.away])}
        if tri:
            a["teamId"], a["teamTricode"] = CLUBS[tri][0], tri
        a.update(extra)
        self.actions.append(a)
        self.number += rng.choice([1, 1, 2, 3])
        return a

    def player(self, tri, weight=True):
        on = self.on[tri]
        return rng.choices(on, weights=[p["usage"] for p in on] if weight else None)[0]

    def points(self, tri, n, p):
        self.score[tri] += n
        self.stats[p["id"]]["pts"] += n
        other = self.home if tri == self.away else self.away
        for q in self.on[tri]:
            self.stats[q["id"]]["pm"] += n
        for q in self.on[other]:
            self.stats[q["id"]]["pm"] -= n
        a, h = self.score[self.away], self.score[self.home]
        now = None if a == h else (self.away if a > h else self.home)
        if now is None:
            self.ties += 1
        elif self.leader is not None and now != self.leader:
            self.lead_changes += 1
        if now is not None:
            self.leader = now
            self.biggest[now] = max(self.biggest[now], abs(a - h))

    def tick(self, seconds):
        floor = self.until[1] if self.until and self.period == self.until[0] else 0
        seconds = max(0, min(seconds, self.left - floor))
        for t in self.on.values():
            for p in t:
                self.stats[p["id"]]["secs"] += seconds
        self.left -= seconds

    def rotate(self, tri):
        """Bench players in for some starters at mid-period, starters back at the next period."""
        bench = [p for p in self.rosters[tri][5:] if not p.get("inactive") and not p.get("dnp")]
        lineup = list(self.rosters[tri][:5])
        for i in rng.sample(range(5), 3):
            lineup[i] = bench[(self.period * 3 + i) % len(bench)]
        for p_out, p_in in zip(self.on[tri], lineup):
            if p_out is not p_in:
                self.add(tri, "substitution", "out", personId=p_out["id"], playerNameI=self.name_i(p_out),
                         description=f"SUB out: {self.name_i(p_out)}")
                self.add(tri, "substitution", "in", personId=p_in["id"], playerNameI=self.name_i(p_in),
                         description=f"SUB in: {self.name_i(p_in)}")
                self.played.add(p_in["id"])
        self.on[tri] = lineup

    def shot(self, tri, p, side, kind=None, forced_three=False):
        kind = kind or rng.choices(["rim", "paint", "mid", "corner", "above"], [26, 18, 16, 10, 30])[0]
        across, along = spot_for(kind)
        three = forced_three or is_three(across, along)
        pct = {"rim": 0.64, "paint": 0.45, "mid": 0.41, "corner": 0.39, "above": 0.35}[kind]
        made = rng.random() < pct
        dist = round(math.hypot(across, along - 5.25), 2)
        s = self.stats[p["id"]]
        s["fga"] += 1
        s["tpa"] += three
        sub = "Jump Shot" if kind in ("mid", "corner", "above") else rng.choice(["Layup", "Dunk", "Hook"])
        desc = f"{self.name_i(p)} {int(dist)}' {'3PT ' if three else ''}{sub}"
        extra = dict(personId=p["id"], playerNameI=self.name_i(p), isFieldGoal=1, shotResult="Made" if made else "Missed",
                     shotDistance=dist, descriptor=rng.choice(["", "pullup", "driving", "step back", "cutting"]),
                     **coordinates(across, along, side))
        if made:
            s["fgm"] += 1
            s["tpm"] += three
            self.points(tri, 3 if three else 2, p)
            assist = None
            if rng.random() < 0.6:
                assist = rng.choice([q for q in self.on[tri] if q is not p])
                self.stats[assist["id"]]["ast"] += 1
                extra["assistPlayerNameInitial"], extra["assistPersonId"] = self.name_i(assist), assist["id"]
            extra["description"] = desc + f" ({s['pts']} PTS)" + (f" ({self.name_i(assist)} 1 AST)" if assist else "")
            self.add(tri, "3pt" if three else "2pt", sub, **extra)
            return True
        extra["description"] = "MISS " + desc
        self.add(tri, "3pt" if three else "2pt", sub, **extra)
        return False

    def free_throws(self, tri, p, n):
        for i in range(n):
            made = rng.random() < 0.78
            s = self.stats[p["id"]]
            s["fta"] += 1
            if made:
                s["ftm"] += 1
                self.points(tri, 1, p)
            self.add(tri, "freethrow", f"{i + 1} of {n}", personId=p["id"], playerNameI=self.name_i(p),
                     shotResult="Made" if made else "Missed",
                     description=("" if made else "MISS ") + f"{self.name_i(p)} Free Throw {i + 1} of {n}" + (f" ({s['pts']} PTS)" if made else ""))
        return made

    def rebound(self, shooter_team):
        other = self.home if shooter_team == self.away else self.away
        team = shooter_team if rng.random() < 0.24 else other
        p = self.player(team, weight=False)
        key = "oreb" if team == shooter_team else "dreb"
        self.stats[p["id"]][key] += 1
        self.add(team, "rebound", "offensive" if key == "oreb" else "defensive", personId=p["id"], playerNameI=self.name_i(p),
                 description=f"{self.name_i(p)} REBOUND")
        return team

    def possession(self, tri):
        other = self.home if tri == self.away else self.away
        side = "left" if (tri == self.home) == (self.period <= 2) else "right"
        self.tick(rng.uniform(5, 20))
        r = rng.random()
        p = self.player(tri)
        if r < 0.13:
            self.stats[p["id"]]["tov"] += 1
            extra = {}
            if rng.random() < 0.5:
                thief = self.player(other, weight=False)
                self.stats[thief["id"]]["stl"] += 1
                extra = {"stealPlayerName": thief["last"], "stealPersonId": thief["id"]}
            self.add(tri, "turnover", rng.choice(["bad pass", "lost ball", "traveling"]), personId=p["id"],
                     playerNameI=self.name_i(p), description=f"{self.name_i(p)} turnover", **extra)
            return other
        if r < 0.24:
            fouler = self.player(other, weight=False)
            self.stats[fouler["id"]]["pf"] += 1
            self.add(other, "foul", "personal", descriptor="shooting", personId=fouler["id"], playerNameI=self.name_i(fouler),
                     description=f"{self.name_i(fouler)} S.FOUL")
            if self.free_throws(tri, p, 2):
                return other
            return other if self.rebound(tri) == other else tri
        if self.shot(tri, p, side):
            return other
        if rng.random() < 0.07:
            blocker = self.player(other, weight=False)
            self.stats[blocker["id"]]["blk"] += 1
            self.add(other, "block", "", personId=blocker["id"], playerNameI=self.name_i(blocker),
                     description=f"{self.name_i(blocker)} BLOCK")
        return other if self.rebound(tri) == other else tri

    def play(self, until=None):
        """Periods until the game is over, or until (period, seconds left)."""
        has_ball = self.away if rng.random() < 0.5 else self.home
        self.until = until
        while True:
            self.add(None, "period", "start", description=f"Period Start")
            length = self.left
            rotated = False
            start = {t: self.score[t] for t in (self.away, self.home)}
            while self.left > 0:
                if until and self.period == until[0] and self.left <= until[1]:
                    self.left = until[1]
                    self.close_period(start, partial=True)
                    return
                if not rotated and self.left < length / 2:
                    self.rotate(self.away); self.rotate(self.home); rotated = True
                has_ball = self.possession(has_ball)
            if self.heave and self.period == 2:
                self.left = 0.8
                p = self.player(has_ball)
                side = "left" if (has_ball == self.home) == (self.period <= 2) else "right"
                across, along = rng.uniform(-6, 6), rng.uniform(58, 66)
                dist = round(math.hypot(across, along - 5.25), 2)
                self.stats[p["id"]]["fga"] += 1; self.stats[p["id"]]["tpa"] += 1
                self.add(has_ball, "3pt", "Jump Shot", descriptor="heave", personId=p["id"], playerNameI=self.name_i(p),
                         isFieldGoal=1, shotResult="Missed", shotDistance=dist, description=f"MISS {self.name_i(p)} {int(dist)}' 3PT Jump Shot",
                         **coordinates(across, along, side))
                self.left = 0
            self.add(None, "period", "end", description=f"Period End")
            self.close_period(start)
            if self.period >= 4 and self.score[self.away] != self.score[self.home]:
                return
            self.period += 1
            self.left = 720.0 if self.period <= 4 else 300.0
            self.on = {t: self.rosters[t][:5] for t in (self.away, self.home)}

    def close_period(self, start, partial=False):
        for t in (self.away, self.home):
            self.periods[t].append(self.score[t] - start[t])


def box_team(g, tri, status):
    tid, city, name = CLUBS[tri][:3]
    players, totals = [], {k: 0 for k in g.stats[g.rosters[tri][0]["id"]]}
    for i, p in enumerate(g.rosters[tri]):
        s = g.stats[p["id"]]
        for k in totals:
            totals[k] += s[k]
        played = p["id"] in g.played
        entry = {"status": "INACTIVE" if p.get("inactive") else "ACTIVE", "order": i + 1, "personId": p["id"],
                 "jerseyNum": p["jersey"], "starter": "1" if i < 5 else "0", "oncourt": "1" if p in g.on[tri] and status == 2 else "0",
                 "played": "1" if played else "0", "name": f"{p['first']} {p['last']}", "nameI": g.name_i(p),
                 "firstName": p["first"], "familyName": p["last"], "statistics": stat_block(s)}
        if p["pos"]:
            entry["position"] = p["pos"]
        if p.get("inactive"):
            entry["notPlayingReason"], entry["notPlayingDescription"] = "INACTIVE_INJURY", "Left Ankle; Sprain"
        elif p.get("dnp"):
            entry["notPlayingReason"] = "DNP_COACH"
        players.append(entry)
    stats = stat_block(totals)
    stats.pop("plusMinusPoints")
    stats.update({"leadChanges": g.lead_changes, "timesTied": g.ties, "biggestLead": g.biggest[tri],
                  "reboundsPersonal": totals["oreb"] + totals["dreb"], "turnoversTotal": totals["tov"],
                  "minutes": clock(totals["secs"]).replace("PT", "PT", 1)})
    return {"teamId": tid, "teamName": name, "teamCity": city, "teamTricode": tri, "score": g.score[tri], "inBonus": "0",
            "timeoutsRemaining": 2, "periods": [{"period": i + 1, "periodType": "REGULAR" if i < 4 else "OVERTIME", "score": s}
                                                for i, s in enumerate(g.periods[tri])],
            "players": players, "statistics": stats}


def stat_block(s):
    def pct(m, a):
        return round(m / a, 3) if a else 0.0
    return {"assists": s["ast"], "blocks": s["blk"], "fieldGoalsAttempted": s["fga"], "fieldGoalsMade": s["fgm"],
            "fieldGoalsPercentage": pct(s["fgm"], s["fga"]), "foulsPersonal": s["pf"], "freeThrowsAttempted": s["fta"],
            "freeThrowsMade": s["ftm"], "freeThrowsPercentage": pct(s["ftm"], s["fta"]), "minutes": clock(s["secs"]),
            "plusMinusPoints": float(s["pm"]), "points": s["pts"], "reboundsDefensive": s["dreb"], "reboundsOffensive": s["oreb"],
            "reboundsTotal": s["oreb"] + s["dreb"], "steals": s["stl"], "threePointersAttempted": s["tpa"],
            "threePointersMade": s["tpm"], "threePointersPercentage": pct(s["tpm"], s["tpa"]), "turnovers": s["tov"]}


def schedule_team(tri, score):
    tid, city, name = CLUBS[tri][:3]
    w, l = RECORDS[tri]
    return {"teamId": tid, "teamName": name, "teamCity": city, "teamTricode": tri, "teamSlug": name.lower(),
            "wins": w, "losses": l, "score": score, "seed": 0}


def main():
    os.makedirs(OUT, exist_ok=True)
    games = []
    for gid, away, home, start, kind, tv in GAMES:
        arena = CLUBS[home]
        status, text, played = 1, "", None
        if kind in ("overtime", "final", "live"):
            for attempt in range(500):
                g = Game(gid, away, home, stop=None, heave=kind == "final")
                g.play(until=(3, 342.0) if kind == "live" else None)
                if kind != "overtime" or g.period == 5:
                    break
            played = g
            status = 2 if kind == "live" else 3
            text = {"live": "Q3 05:42", "final": "Final", "overtime": "Final/OT"}[kind]
        elif kind == "future":
            text = "10:00 pm ET"
        else:
            text = "PPD"
        if played:
            for t in (away, home):  # the records count a final
                w, l = RECORDS[t]
                if status == 3:
                    won = played.score[t] > played.score[home if t == away else away]
                    RECORDS[t] = (w + won, l + (not won))
        broadcasters = {"nationalTvBroadcasters": [{"broadcasterId": 1, "broadcasterDisplay": tv}] if tv else [],
                        "homeTvBroadcasters": [{"broadcasterId": 2, "broadcasterDisplay": f"{CLUBS[home][1]} Sports Net"}],
                        "awayTvBroadcasters": [{"broadcasterId": 3, "broadcasterDisplay": f"{CLUBS[away][1]} Sports Net"}],
                        "homeRadioBroadcasters": [{"broadcasterId": 4, "broadcasterDisplay": "WXYZ"}]}
        games.append({"gameId": gid, "gameCode": f"20261120/{away}{home}", "gameStatus": status, "gameStatusText": text,
                      "gameSequence": len(games) + 1, "gameDateEst": f"{DAY}T00:00:00Z",
                      "gameDateTimeUTC": start, "gameTimeUTC": start, "day": "Fri", "monthNum": 11, "weekNumber": 5,
                      "ifNecessary": False, "seriesGameNumber": "", "seriesText": "", "arenaName": arena[3],
                      "arenaState": arena[5], "arenaCity": arena[4], "postponedStatus": "Y" if kind == "postponed" else "N",
                      "gameSubtype": "", "broadcasters": broadcasters,
                      "awayTeam": schedule_team(away, played.score[away] if played else 0),
                      "homeTeam": schedule_team(home, played.score[home] if played else 0)})
        if played:
            g = played
            box = {"meta": {"version": 1, "code": 200}, "game": {
                "gameId": gid, "gameTimeUTC": start, "gameEt": start, "gameCode": f"20261120/{away}{home}",
                "gameStatusText": text, "gameStatus": status, "regulationPeriods": 4, "period": g.period,
                "gameClock": clock(g.left) if status == 2 else "PT00M00.00S", "attendance": 18_000 + rng.randint(0, 1800),
                "sellout": "0", "arena": {"arenaId": 1, "arenaName": arena[3], "arenaCity": arena[4], "arenaState": arena[5],
                                          "arenaCountry": "US", "arenaTimezone": "America/New_York"},
                "officials": [{"personId": 900 + i, "name": n, "nameI": n, "assignment": f"OFFICIAL{i + 1}"}
                              for i, n in enumerate(["Marta Lindholm", "Derek Osei", "Paul Varga"])],
                "awayTeam": box_team(g, away, status), "homeTeam": box_team(g, home, status)}}
            with open(os.path.join(OUT, f"boxscore-{gid}.json"), "w", encoding="utf-8") as f:
                json.dump(box, f, ensure_ascii=False, indent=1)
            with open(os.path.join(OUT, f"playbyplay-{gid}.json"), "w", encoding="utf-8") as f:
                json.dump({"meta": {"version": 1, "code": 200}, "game": {"gameId": gid, "actions": g.actions}}, f,
                          ensure_ascii=False, separators=(",", ":"))
    schedule = {"meta": {"version": 1, "request": "ours: one day of scheduleLeagueV2"},
                "leagueSchedule": {"seasonYear": "2026-27", "leagueId": "00",
                                   "gameDates": [{"gameDate": "11/20/2026 00:00:00", "games": games}]}}
    with open(os.path.join(OUT, f"schedule-{DAY}.json"), "w", encoding="utf-8") as f:
        json.dump(schedule, f, ensure_ascii=False, indent=1)


main()
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-sample-manifest.py"), run_name="__main__")
