"""One run of results for each bundled soccer competition. Every table, every
club's form (in the standings' column and in a match's summary) and the
results sample are read off it, so that they agree: a club's record counts
exactly its results, its form is its latest results, oldest first, and a
match seen live is later than every match its clubs have finished.

Deterministic: a result follows from the clubs' strengths (their order in
soccer_clubs, strongest first), home advantage and a hash of the fixture."""
import datetime
from soccer_match import digest

WINS = [(2, 0), (2, 1), (1, 0), (3, 1), (3, 0)]
DRAWS = [(1, 1), (0, 0), (2, 2)]


def strengths(*lists):
    """Each club's strength in 0..1 from its place in its list (the first the strongest)."""
    out = {}
    for clubs in lists:
        n = len(clubs)
        for rank, club in enumerate(clubs):
            out.setdefault(club[0], (n - rank) / n)
    return out


def score(home, away, power, salt):
    """Home wins, away wins or a draw by strength, home advantage and the fixture's own luck."""
    h = digest(salt, home[0], away[0])
    edge = 0.5 * (power[home[0]] - power[away[0]]) + 0.05 + ((h % 1000) / 1000 - 0.5)
    if abs(edge) < 0.13:
        return DRAWS[h % len(DRAWS)]
    win = WINS[(h // 1000) % len(WINS)]
    return win if edge > 0 else (win[1], win[0])


def circle(clubs, r):
    """Round `r` of a round robin by the circle method (one club sits out when the count is odd)."""
    teams = list(clubs) + ([None] if len(clubs) % 2 else [])
    n = len(teams)
    k = r % (n - 1)
    order = [teams[0]] + teams[1:][k:] + teams[1:][:k]
    pairs = [(order[i], order[n - 1 - i]) for i in range(n // 2)]
    # Home and away alternate round by round.
    return [(a, b) if (r + i) % 2 == 0 else (b, a) for i, (a, b) in enumerate(pairs) if a and b]


def rounds(clubs, count, last, every, power, salt):
    """`count` rounds of `clubs`, the last on `last` (a date), `every` days apart, at 15:00 UTC."""
    out = []
    for r in range(count):
        day = last - datetime.timedelta(days=every * (count - 1 - r))
        for home, away in circle(clubs, r):
            out.append(result(f"{day.isoformat()}T15:00Z", home, away, score(home, away, power, (salt, r))))
    return out


def result(kickoff, home, away, goals, pens=None):
    return {"kickoff": kickoff, "home": home, "away": away, "score": goals, "pens": pens}


def outcome(r, club_id):
    """`W`, `D` or `L` from the club's side (a shootout's winner drew the match)."""
    mine, theirs = r["score"] if r["home"][0] == club_id else r["score"][::-1]
    return "W" if mine > theirs else "L" if mine < theirs else "D"


def form(results, club_id, before, last=5):
    """The club's latest results before `before` (an ISO time), oldest first."""
    mine = sorted((r for r in results if club_id in (r["home"][0], r["away"][0]) and r["kickoff"] < before), key=lambda r: r["kickoff"])
    return "".join(outcome(r, club_id) for r in mine[-last:])


def table(results, clubs):
    """Each club's record from the results, in table order (points, goal difference, goals, name)."""
    recs = {c[0]: {"club": c, "p": 0, "w": 0, "d": 0, "l": 0, "gf": 0, "ga": 0} for c in clubs}
    for r in results:
        for side, club in (("home", r["home"]), ("away", r["away"])):
            if club[0] not in recs:
                continue
            rec = recs[club[0]]
            mine, theirs = r["score"] if side == "home" else r["score"][::-1]
            rec["p"] += 1
            rec["gf"] += mine
            rec["ga"] += theirs
            rec["w" if mine > theirs else "l" if mine < theirs else "d"] += 1
    return sorted(recs.values(), key=lambda r: (-(3 * r["w"] + r["d"]), -(r["gf"] - r["ga"]), -r["gf"], r["club"][2]))
