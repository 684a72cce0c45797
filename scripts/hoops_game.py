"""One basketball game as ESPN's feeds describe it, written by a small
simulation: each period's points by team, split into baskets by players,
and from them the box score (each line consistent: points = 2 x twos + 3 x
threes + free throws), the plays with the running score, and the leaders.
Deterministic: the same game gives the same files."""
import hashlib

FIRST = ["Aaliyah", "Brooke", "Cameron", "Dana", "Erin", "Faith", "Gia", "Hailey", "Imani", "Jada", "Kiara", "Layla", "Maya", "Nia",
         "Olivia", "Paige", "Quinn", "Riley", "Sasha", "Taylor", "Uma", "Vera", "Whitney", "Zoe"]
FIRST_M = ["Andre", "Brandon", "Caleb", "Darius", "Elijah", "Isaiah", "Jalen", "Jordan", "Kobe", "Malik", "Marcus", "Nate",
           "Omari", "Quentin", "Reggie", "Tyrese", "Xavier", "Zion", "Cooper", "Trey", "Miles", "Devin", "Jaylen", "Cam"]
LAST = ["Adams", "Brooks", "Carter", "Dixon", "Ellis", "Foster", "Grant", "Hayes", "Irving", "Jenkins", "King", "Lewis", "Mitchell",
        "Nash", "Owens", "Price", "Reed", "Simmons", "Turner", "Vaughn", "Wallace", "Young", "Baker", "Coleman", "Dawson", "Holt"]
POSITIONS = ["G", "G", "F", "F", "C", "G", "F", "G", "F", "C"]


def digest(*parts):
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def roster(team_id, men):
    names, out = set(), []
    for n in range(10):
        h = digest(team_id, n)
        first = (FIRST_M if men else FIRST)[h % 24]
        name = f"{first} {LAST[(h // 31) % len(LAST)]}"
        while name in names:
            h += 7
            name = f"{(FIRST_M if men else FIRST)[h % 24]} {LAST[(h // 31) % len(LAST)]}"
        names.add(name)
        out.append({"id": str(team_id * 100 + n), "name": name, "jersey": str(1 + (h % 34)), "position": POSITIONS[n], "starter": n < 5})
    return out


def split(total, parts, seed):
    """`total` in `parts` pieces that vary a little and add up."""
    if parts <= 0:
        return []
    base = [total // parts] * parts
    for i in range(total - sum(base)):
        base[i % parts] += 1
    for i in range(parts - 1):
        shift = (digest(seed, i) % 5) - 2
        if base[i] + shift >= 0 and base[i + 1] - shift >= 0:
            base[i] += shift
            base[i + 1] -= shift
    return base


class Game:
    def __init__(self, league, event_id, tip, away, home, state, score=(0, 0), period=0, clock="", regulation=4, men=False,
                 minutes=10, note=None):
        self.league, self.id, self.tip, self.away, self.home = league, event_id, tip, away, home
        self.state, self.score, self.period, self.clock, self.regulation, self.note = state, score, period, clock, regulation, note
        self.minutes = minutes  # of a period
        self.rosters = {"away": roster(away[0], men), "home": roster(home[0], men)}
        played = 0 if state == "scheduled" else period if state in ("live", "halftime") else max(period, regulation)
        self.periods = played
        self.lines = {side: split(score[i], played, (event_id, side)) for i, side in enumerate(("away", "home"))}
        if played > regulation:
            # Overtime comes only after a tie: regulation ends level, the overtimes decide it.
            level = min(score) - 6 * (played - regulation)
            for i, side in enumerate(("away", "home")):
                self.lines[side] = split(level, regulation, (event_id, side)) + split(score[i] - level, played - regulation, (event_id, side, "ot"))
        self.baskets = self.simulate()

    def simulate(self):
        """Each period's points as baskets by players, in time order, with the running score."""
        events = []
        for p in range(1, self.periods + 1):
            for side in ("away", "home"):
                pts = self.lines[side][p - 1]
                n = 0
                while pts > 0:
                    h = digest(self.id, side, p, n)
                    value = 3 if pts >= 3 and h % 4 == 0 else 2 if pts >= 2 and h % 5 else 1
                    shooter = self.rosters[side][[0, 1, 2, 3, 4, 0, 1, 2, 5, 6][h % 10]]
                    assist = self.rosters[side][[1, 0, 3, 2, 5][(h // 10) % 5]] if value > 1 and h % 3 else None
                    if assist is shooter:
                        assist = None
                    length = self.minutes * 60
                    # A live period's baskets come before its clock.
                    left = self.remaining_seconds() if (p == self.periods and self.state == "live") else 0
                    t = left + (h // 100) % max(1, length - left - 1) + 1
                    events.append({"period": p, "t": t, "side": side, "value": value, "shooter": shooter, "assist": assist})
                    pts -= value
                    n += 1
        events.sort(key=lambda e: (e["period"], -e["t"], e["side"]))
        away = home = 0
        for e in events:
            if e["side"] == "away":
                away += e["value"]
            else:
                home += e["value"]
            e["away"], e["home"] = away, home
        return events

    def remaining_seconds(self):
        if not self.clock or ":" not in self.clock:
            return 0
        m, s = self.clock.split(":")
        return int(m) * 60 + int(float(s))

    def player_lines(self, side):
        """Each player's line, consistent with the baskets."""
        out = []
        for n, p in enumerate(self.rosters[side]):
            made = [e for e in self.baskets if e["shooter"] is p]
            threes = sum(1 for e in made if e["value"] == 3)
            twos = sum(1 for e in made if e["value"] == 2)
            fts = sum(1 for e in made if e["value"] == 1)
            h = digest(self.id, p["id"])
            fga = twos + threes + (h % 6) + (2 if p["starter"] else 0)
            tpa = threes + (h // 7) % 4
            fta = fts + (h // 11) % 2
            reb_o, reb_d = (h // 13) % 3, (h // 17) % 6 + (2 if p["position"] == "C" else 0)
            ast = sum(1 for e in self.baskets if e["assist"] is p)
            played = self.periods and (p["starter"] or made or h % 4)
            minutes = (self.periods * self.minutes * (0.7 if p["starter"] else 0.3) + h % 5) if played else 0
            pts = 2 * twos + 3 * threes + fts
            out.append({"player": p, "played": bool(played), "stats": [
                str(int(minutes)), f"{twos + threes}-{max(fga, twos + max(tpa, threes))}", f"{threes}-{max(tpa, threes)}", f"{fts}-{max(fta, fts)}",
                str(reb_o), str(reb_d), str(reb_o + reb_d), str(ast), str((h // 19) % 3), str((h // 23) % 2), str((h // 29) % 4),
                str((h // 37) % 5), f"{((h // 41) % 21) - 10:+d}", str(pts)]})
        return out
