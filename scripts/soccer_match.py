"""One soccer match as ESPN's feeds describe it, written by a small simulation:
the line-ups (a formation, eleven starters at their places, a bench), the
goals, cards and changes up to the minute seen, and from them the
scoreboard's event, the summary's header, key events, commentary, rosters
and box score. Deterministic: the same match gives the same files."""
import hashlib

FIRST = ["Alex", "Ben", "Carlos", "Dani", "Emil", "Felix", "Gabriel", "Hugo", "Ivan", "Jonas", "Kai", "Luca", "Mateo", "Nico",
         "Oscar", "Pablo", "Rafael", "Sami", "Theo", "Victor", "Will", "Yusuf", "Zeki", "Adam", "Bruno", "Dario", "Enzo", "Joao"]
LAST = ["Almeida", "Berger", "Costa", "Duarte", "Eriksen", "Fischer", "Garcia", "Hansen", "Ibarra", "Jensen", "Koller", "Lindqvist",
        "Moreno", "Novak", "Okafor", "Pereira", "Quintero", "Rossi", "Silva", "Tanaka", "Urban", "Varga", "Weiss", "Young", "Zielinski",
        "Mensah", "Nakamura", "Olsen", "Petrov", "Ramos", "Schmidt", "Torres", "Vidal", "Walker", "Keane", "Lopez"]

FORMATIONS = {
    "4-3-3": [("G", 1), ("RB", 2), ("LB", 3), ("CD-R", 5), ("CD-L", 6), ("CM", 4), ("CM-R", 8), ("CM-L", 10), ("RW", 7), ("F", 9), ("LW", 11)],
    "4-2-3-1": [("G", 1), ("RB", 2), ("LB", 3), ("CD-R", 5), ("CD-L", 6), ("DM-R", 4), ("DM-L", 8), ("RM", 7), ("AM", 10), ("LM", 11), ("F", 9)],
    "4-4-2": [("G", 1), ("RB", 2), ("LB", 3), ("CD-R", 5), ("CD-L", 6), ("RM", 7), ("CM-R", 4), ("CM-L", 8), ("LM", 11), ("CF-R", 9), ("CF-L", 10)],
    "3-5-2": [("G", 1), ("CD-R", 6), ("CD", 5), ("CD-L", 4), ("RM", 2), ("CM-R", 7), ("CM", 8), ("CM-L", 11), ("LM", 3), ("CF-R", 9), ("CF-L", 10)],
}


def digest(*parts):
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def squad(club_id, formation):
    """Eleven starters at their places and seven substitutes, named and numbered."""
    players = []
    used = set()
    for n in range(18):
        h = digest(club_id, n)
        name = f"{FIRST[h % len(FIRST)]} {LAST[(h // 97) % len(LAST)]}"
        while name in used:
            h += 1
            name = f"{FIRST[h % len(FIRST)]} {LAST[(h // 97) % len(LAST)]}"
        used.add(name)
        position, place = FORMATIONS[formation][n] if n < 11 else ("SUB", 0)
        jersey = place if n < 11 else 12 + n
        players.append({"id": str(club_id * 100 + n), "name": name, "short": f"{name[0]}. {name.split()[1]}", "position": position,
                        "place": place, "jersey": str(jersey), "starter": n < 11})
    return players


def clock(minute):
    """`45'+2'` for stoppage time (`minute` 45.2), `67'` otherwise."""
    whole = int(minute)
    extra = round((minute - whole) * 10)
    return f"{whole}'+{extra}'" if extra else f"{whole}'"


class Match:
    def __init__(self, league, event_id, kickoff, home, away, state, score=(0, 0), minute=None, reds=(), pens=None,
                 note=None, formations=("4-3-3", "4-2-3-1"), forms=("WWDLW", "LDWWL")):
        self.league, self.id, self.kickoff, self.home, self.away = league, event_id, kickoff, home, away
        self.state, self.score, self.minute, self.pens, self.note = state, score, minute, pens, note
        self.formations, self.forms = formations, forms
        self.squads = {"home": squad(home[0], formations[0]), "away": squad(away[0], formations[1])}
        self.events = self.simulate(reds)

    def side_team(self, side):
        return self.home if side == "home" else self.away

    def now(self):
        """The last minute played: the one seen while live, the whole match once over."""
        if self.state == "live":
            return self.minute
        if self.state in ("final", "aet", "pens"):
            return 120 if self.state != "final" else 94
        return 0

    def simulate(self, reds):
        events = []
        now = self.now()
        for side, goals in (("home", self.score[0]), ("away", self.score[1])):
            squad_ = self.squads[side]
            for g in range(goals):
                h = digest(self.id, side, g)
                # Regular time's goals come inside the ninety; extra time's may come later.
                last = max(2, (int(now) if now > 100 else min(int(now), 90)) - 1)
                minute = 2 + (h % last) if g == 0 else min(last, 4 + (h % last))
                scorer = squad_[[9, 10, 8, 7, 6][h % 5]]
                assist = squad_[[7, 8, 10, 6, 3][(h // 7) % 5]] if h % 3 else None
                kind = "penalty" if h % 11 == 0 else "own goal" if h % 13 == 0 else "goal"
                if kind != "goal":
                    assist = None
                if kind == "own goal":
                    scorer = self.squads["away" if side == "home" else "home"][[2, 3, 4][h % 3]]
                events.append({"kind": kind, "minute": minute, "side": side, "player": scorer, "other": assist})
            for c in range(1 + digest(self.id, side, "cards") % 3):
                minute = 10 + digest(self.id, side, c, "c") % max(1, int(now) - 10) if now > 12 else None
                if minute:
                    events.append({"kind": "yellow", "minute": minute, "side": side, "player": squad_[[4, 6, 2, 8][c % 4]], "other": None})
        for side, minute in reds:
            events.append({"kind": "red", "minute": minute, "side": side, "player": self.squads[side][5], "other": None})
        # Changes last: the player taken off is one with nothing left to do in the match (no later goal, card or assist).
        for side in ("home", "away"):
            squad_ = self.squads[side]
            off_already = set()
            for s, on in enumerate([11, 12, 13]):
                minute = 58 + s * 9 + digest(self.id, side, s) % 6
                if minute >= now:
                    break
                later = {id(p) for e in events if e["minute"] >= minute for p in (e["player"], e["other"]) if p}
                sent_off = {id(e["player"]) for e in events if e["kind"] == "red"}
                for off in [9, 7, 6, 10, 8, 3, 2]:
                    if id(squad_[off]) not in later | off_already | sent_off:
                        events.append({"kind": "sub", "minute": minute, "side": side, "player": squad_[on], "other": squad_[off]})
                        off_already.add(id(squad_[off]))
                        break
        events.sort(key=lambda e: (e["minute"], e["side"]))
        # Goals scored by the same side at the same minute would read oddly: nudge them apart.
        seen = set()
        for e in events:
            while (e["minute"], e["kind"]) in seen:
                e["minute"] += 1
            seen.add((e["minute"], e["kind"]))
        events.sort(key=lambda e: e["minute"])
        return events

    def credited(self, e):
        """The side a goal counts for (an own goal counts for the other side, and ESPN files it under that side)."""
        return e["side"]
