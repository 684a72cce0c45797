"""A football game played out drive by drive, for Jumbotron's own offline
samples: given each team's points by quarter (and, for a game under way,
where the ball is now), it writes drives and plays whose downs, spots,
clocks and scores add up, and the box score, team statistics, leaders and
win probability those plays make. Every name is made up.

Used by make-nfl-summary-samples.py; not a model of real football."""
import math, re

FIRST = ["Caleb", "Darius", "Elijah", "Felix", "Grant", "Hassan", "Isaiah", "Jalen", "Kendrick", "Malik", "Omar",
         "Rashad", "Tyrese", "Victor", "Wendell", "Xavier", "Andre", "Bryce", "Cole", "Devin", "Emmett", "Gavin",
         "Harold", "Ivan", "Jonah", "Keenan", "Lamar", "Marcus", "Nolan", "Quentin", "Roman", "Silas", "Trent", "Zane"]
LAST = ["Abernathy", "Brooks", "Castellanos", "Dumont", "Fairbanks", "Goodwin", "Ibekwe", "Kowalczyk", "Lindqvist",
        "Mbeki", "Okafor", "Pruitt", "Quarles", "Umeh", "Vasquez", "Whitfield", "Adeyemi", "Bertrand", "Calloway",
        "Delacroix", "Esposito", "Falk", "Gutierrez", "Halvorsen", "Iwu", "Jablonski", "Kincaid", "Lundgren", "Moreau",
        "Nakamura", "Oyelaran", "Petrakis", "Renner", "Sandoval", "Thibodeaux", "Varga", "Wozniak", "Yilmaz"]
ROLES = ["QB", "RB", "RB", "WR", "WR", "WR", "TE", "K", "P", "LB", "LB", "CB", "CB", "S", "DE", "DT"]


def short(name):
    first, last = name.split(" ", 1)
    return f"{first[0]}.{last}"


class Team:
    def __init__(self, rng, tid, abbr, name, known=()):
        self.id, self.abbr, self.name = tid, abbr, name
        self.players, used = [], set()
        wanted = {role: names for role, names in known}
        for n, role in enumerate(ROLES):
            pick = None
            if wanted.get(role):
                initial, last = wanted[role].pop(0)
                pick = f"{next((f for f in FIRST if f[0] == initial), initial + 'ack')} {last}"
            while pick is None or pick in used:
                pick = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            used.add(pick)
            self.players.append({"id": str(4_100_000 + tid * 100 + n), "name": pick, "pos": role,
                                 "jersey": str({"QB": 9, "RB": 28, "WR": 11, "TE": 87, "K": 4, "P": 6}.get(role, 50) + n)})

    def by(self, role):
        return [p for p in self.players if p["pos"] == role]

    def defenders(self):
        return [p for p in self.players if p["pos"] in ("LB", "CB", "S", "DE", "DT")]


def known_names(text):
    """Players a recorded last play names, by role: the roster keeps them."""
    out = []
    for pattern, role in [(r"(\w)\.(\w+) pass", "QB"), (r"to (\w)\.(\w+) to", "WR"), (r"(\w)\.(\w+) (?:up the middle|left|right)", "RB"),
                          (r"(\w)\.(\w+) \d+ yard field goal", "K"), (r"(\w)\.(\w+) punts", "P")]:
        for m in re.finditer(pattern, text or ""):
            out.append((role, [(m.group(1), m.group(2))]))
    return out


def spot(ytg, off, de):
    if ytg == 50:
        return "50"
    return f"{off.abbr} {100 - ytg}" if ytg > 50 else f"{de.abbr} {ytg}"


def ordinal(n):
    return {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}[n]


def clock(s):
    s = max(0, int(round(s)))
    return f"{s // 60}:{s % 60:02d}"


def decompose(points):
    """A quarter's points as scores: touchdowns (with the kick) and field goals."""
    out = []
    while points >= 7 and points != 9 and points != 8 or points in (14, 21):
        out.append(7); points -= 7
    while points >= 3:
        out.append(3); points -= 3
    if points:
        out.append(points)  # a safety or a missed kick: rare in our samples, told as points
    return out


class Game:
    def __init__(self, rng, gid, away, home):
        self.rng, self.gid, self.away, self.home = rng, gid, away, home
        self.score = {away.abbr: 0, home.abbr: 0}
        self.drives, self.scoring, self.wp, self.n = [], [], [], 0
        self.stats = {}  # (team, player id, category) -> counters
        self.team_stats = {t.abbr: {"first": 0, "third": [0, 0], "fourth": [0, 0], "plays": 0, "yards": 0, "pass": 0, "rush": 0,
                                    "comp": 0, "att": 0, "int": 0, "sacks": [0, 0], "rz": [0, 0], "to": 0, "poss": 0, "drives": 0}
                           for t in (away, home)}

    def other(self, t):
        return self.home if t is self.away else self.away

    def add(self, team, player, category, **counts):
        key = (team.abbr, player["id"], category)
        entry = self.stats.setdefault(key, {"player": player, "team": team, "category": category})
        for k, v in counts.items():
            entry[k] = max(entry.get(k, 0), v) if k == "long" else entry.get(k, 0) + v

    def play_json(self, off, de, text, kind, period, remaining, start=None, yards=0, scoring=False):
        self.n += 1
        text = re.sub(r"for (-?1) yards", r"for \1 yard", text)
        told = re.match(r"\((\d+):(\d\d)\)", text)
        if told:  # a recorded play's own clock
            remaining = int(told.group(1)) * 60 + int(told.group(2))
        play = {"id": f"{self.gid}{self.n:04d}", "sequenceNumber": str(self.n * 100), "type": {"text": kind}, "text": text,
                "awayScore": self.score[self.away.abbr], "homeScore": self.score[self.home.abbr],
                "period": {"number": period}, "clock": {"displayValue": clock(remaining)}, "scoringPlay": scoring,
                "statYardage": yards, "team": {"id": str(off.id)}}
        if start:
            down, dist, ytg = start
            goal = dist >= ytg
            play["start"] = {"down": down, "distance": dist, "yardsToEndzone": ytg,
                             "downDistanceText": f"{ordinal(down)} & {'Goal' if goal else dist} at {spot(ytg, off, de)}",
                             "shortDownDistanceText": f"{ordinal(down)} & {'Goal' if goal else dist}",
                             "possessionText": spot(ytg, off, de), "team": {"id": str(off.id)}}
        ball = None if scoring or not start else (off, start[2] - yards)
        self.point(period, remaining, ball)
        return play

    def point(self, period, remaining, ball=None):
        """The home team's chance after a play, from the margin, the ball and the time left."""
        left = max(0.0, (4 - min(period, 4)) * 900 + remaining) / 3600
        margin = self.score[self.home.abbr] - self.score[self.away.abbr] + 1.5 * left
        if ball:  # the points a possession is worth from where the ball is
            worth = 6 * (1 - max(0, ball[1]) / 100) - 1.5
            margin += worth if ball[0] is self.home else -worth
        p = 1 / (1 + math.exp(-margin / (2.2 + 11 * math.sqrt(left))))
        self.wp.append({"playId": f"{self.gid}{self.n:04d}", "homeWinPercentage": round(min(0.995, max(0.005, p)), 4)})

    def snap(self, off, de, down, dist, ytg, when, period, forced=None, must_convert=False, floor=0):
        """One play from scrimmage: returns (play, gain, turnover)."""
        r, ts = self.rng, self.team_stats[off.abbr]
        qb, rb, catchers = off.by("QB")[0], r.choice(off.by("RB")), off.by("WR") + off.by("TE")
        tackler = r.choice(de.defenders())
        kind = r.random()
        need = min(dist, ytg)
        if forced is not None:
            gain = forced
        elif kind < 0.42:
            gain = r.choice([-2, 0, 1, 2, 3, 3, 4, 4, 5, 6, 7, 9, 12, 16])
        elif kind < 0.47:
            gain = -r.randint(5, 9)
        else:
            gain = r.choice([0, 0, 0, 5, 6, 8, 9, 11, 13, 15, 18, 24, 31])
        if must_convert and gain < need:
            gain = need + r.randint(0, 6)
        gain = min(gain, ytg, ytg - floor) if floor else min(gain, ytg)
        gain = max(gain, -(99 - ytg))
        after = ytg - gain
        t = clock(when)
        ts["plays"] += 1; ts["yards"] += gain
        td = after == 0
        is_run = forced is None and kind < 0.42 or forced is not None and r.random() < 0.45
        if gain < 0 and not is_run and (forced is None and kind < 0.47):
            text = f"({t}) (Shotgun) {short(qb['name'])} sacked at {spot(after, off, de)} for {gain} yards ({short(tackler['name'])})."
            self.add(off, qb, "passing", sacks=1, sack_yds=-gain); self.add(de, tackler, "defensive", tot=1, solo=1, sacks=1)
            ts["sacks"][0] += 1; ts["sacks"][1] -= gain; kind_text = "Sack"
        elif is_run:
            way = r.choice(["up the middle", "left guard", "right tackle", "left end", "right end"])
            end = ", TOUCHDOWN." if td else f" to {spot(after, off, de)} for {gain if gain else 'no gain'}{' yards' if gain else ''} ({short(tackler['name'])})."
            text = f"({t}) {short(rb['name'])} {way}{' for ' + str(gain) + ' yards' if td else ''}{end}"
            self.add(off, rb, "rushing", car=1, yds=gain, td=int(td), long=gain)
            if not td: self.add(de, tackler, "defensive", tot=1, solo=1, tfl=int(gain < 0))
            ts["rush"] += gain; kind_text = "Rushing Touchdown" if td else "Rush"
        elif gain == 0:
            catcher = r.choice(catchers)
            text = f"({t}) (Shotgun) {short(qb['name'])} pass incomplete {r.choice(['short', 'deep'])} {r.choice(['left', 'middle', 'right'])} to {short(catcher['name'])}."
            self.add(off, qb, "passing", att=1); self.add(off, catcher, "receiving", tgts=1)
            ts["att"] += 1; kind_text = "Pass Incompletion"
        else:
            catcher = r.choice(catchers)
            where = f"{r.choice(['short', 'deep'])} {r.choice(['left', 'middle', 'right'])}"
            end = f" for {gain} yards, TOUCHDOWN." if td else f" to {spot(after, off, de)} for {gain} yards ({short(tackler['name'])})."
            text = f"({t}) (Shotgun) {short(qb['name'])} pass {where} to {short(catcher['name'])}{end}"
            self.add(off, qb, "passing", comp=1, att=1, yds=gain, td=int(td))
            self.add(off, catcher, "receiving", rec=1, yds=gain, td=int(td), long=gain, tgts=1)
            if not td: self.add(de, tackler, "defensive", tot=1, solo=1)
            ts["comp"] += 1; ts["att"] += 1; ts["pass"] += gain; kind_text = "Passing Touchdown" if td else "Pass Reception"
        return text, kind_text, gain

