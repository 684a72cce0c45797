"""The plate-appearance simulation behind make-mlb-game-samples.py: invented
rosters for a club (fixed by its id), half-innings that score exactly the runs
a schedule's linescore asks for (rejection sampling with a seeded generator),
and the pitches of each plate appearance, placed where a ball, a called strike
or a ball put in play would plausibly cross the plate."""
import random

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
        if sched.get("gameNumber") == 2:        # a doubleheader's second game has other starters
            for side in self.r:
                staff = self.r[side]["pitchers"]
                staff[0], staff[3] = staff[3], staff[0]
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
            # A third strike taken reads "strikes out looking" (no draw of chance: every other play stays as it was).
            if kind == "strikeout" and events and events[-1]["details"]["code"] == "C":
                play["result"]["description"] = play["result"]["description"].replace("strikes out swinging", "strikes out looking")
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

