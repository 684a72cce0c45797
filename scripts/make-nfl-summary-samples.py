#!/usr/bin/env python3
"""Writes Jumbotron's own offline NFL game centers in ESPN's summary schema
(/apis/site/v2/sports/football/nfl/summary?event=ID, following the recorded
answer in Tests/Fixtures/espn): one espn/nfl-summary-ID.json for every game
of the bundled week (scripts/make-nfl-game-samples.py writes the week; run
that first, from the repository root); with `--league college-football`,
the same for the college week (make-college-football-samples.py writes it).

A game played or under way is played out drive by drive by nfl_game_sim.py,
so each quarter's points are the week's, and a game under way stops where
the week says the ball is (the down, the distance, the spot, the clock,
the last play); the box score, team statistics, leaders and win probability
are what those plays make. A game not started has the teams' injuries and
season leaders. Every name is made up; the seed is fixed."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(__file__))
from nfl_game_sim import Game, Team, known_names, decompose  # noqa: E402
from nfl_drives import run_drive  # noqa: E402
import nfl_summary_parts as parts  # noqa: E402

OUT = os.path.join("Resources", "samples", "espn")
# The league's code and its bundled week: the NFL's unless `--league college-football`.
LEAGUE = sys.argv[sys.argv.index("--league") + 1] if "--league" in sys.argv else "nfl"
WEEK = {"nfl": "nfl-week-2026-2-11.json", "college-football": "college-football-week-2026-2-13.json"}[LEAGUE]


def situation_end(text):
    """`3rd & 4 at HOU 29` as (down, distance or None for goal, spot words)."""
    head, at = text.split(" at ")
    down, dist = head.split(" & ")
    return int(down[0]), None if dist == "Goal" else int(dist), at


def play_out(rng, event):
    comp = event["competitions"][0]
    teams = {c["homeAway"]: c for c in comp["competitors"]}
    sit = comp.get("situation") or {}
    last = sit.get("lastPlay", {}).get("text")
    def team(side):
        t = teams[side]["team"]
        ball = sit.get("possession") == t["id"]
        return Team(rng, int(t["id"]), t["abbreviation"], t["displayName"], known_names(last) if ball else [])
    away, home = team("away"), team("home")
    g = Game(rng, int(event["id"]), away, home)
    lines = {away.abbr: [l["value"] for l in teams["away"]["linescores"]], home.abbr: [l["value"] for l in teams["home"]["linescores"]]}
    status = comp["status"]
    live = status["type"]["state"] == "in"
    periods = max(len(lines[away.abbr]), len(lines[home.abbr]))
    ball = next((t for t in (away, home) if str(t.id) == sit.get("possession")), None) if sit.get("downDistanceText") else None
    current, start = None, 75
    first = away
    for period in range(1, periods + 1):
        length = 900 if period <= 4 else 600
        clock_end = 0
        if live and period == periods and status["type"]["name"] != "STATUS_HALFTIME":
            m, s = status["displayClock"].split(":")
            clock_end = int(m) * 60 + int(s)
        plan = {t.abbr: ["TD" if p == 7 else "FG" for p in decompose(lines[t.abbr][period - 1] if period <= len(lines[t.abbr]) else 0)]
                for t in (away, home)}
        is_live_period = live and period == periods
        if period in (1, 3):
            first = away if period == 1 else home
            start = 75
        order = sequence(rng, plan, first, g, ball if is_live_period else None, is_live_period, elapsed=length - clock_end)
        # A drive under way has only begun: the finished ones had most of the period.
        weights = [0.6 if result == "LIVE" else rng.uniform(0.7, 1.3) for _, result in order]
        span, t = length - clock_end, length
        for i, (off, result) in enumerate(order):
            t1 = clock_end if i == len(order) - 1 else max(clock_end, t - span * weights[i] / sum(weights))
            if result in ("PUNT",) and i == len(order) - 1 and period in (2, 4) and not is_live_period:
                result = "HALF" if period == 2 else "GAME"
            if result == "LIVE":
                d, dist, at = situation_end(sit["downDistanceText"])
                words = at.split(" ")
                ytg = 50 if len(words) == 1 else (100 - int(words[1]) if words[0] == off.abbr else int(words[1]))
                current, _ = run_drive(g, off, "LIVE", period, t, clock_end + 37, start, (d, dist, ytg), last)
                break
            drive, start = run_drive(g, off, result, period, t, t1, start)
            g.drives.append(drive)
            t = t1
        first = order[-1][0] if order else first
        first = g.other(first)
    return g, current


def sequence(rng, plan, first, g, ball, live, elapsed=900):
    """The period's drives, turn and turn about: each side's scores among its empty drives."""
    a, b = first, g.other(first)
    fill = ["PUNT", "PUNT", "PUNT", "INT", "DOWNS"]
    lists = {t.abbr: list(plan[t.abbr]) for t in (a, b)}
    if live and ball is not None:
        other = g.other(ball)
        # About one possession a side every six minutes of the period played so far.
        n_ball = max(len(lists[ball.abbr]) + 1, len(lists[other.abbr]), 1 + elapsed // 360)
        n_other = max(len(lists[other.abbr]), n_ball - 1)
        for t, n in ((ball, n_ball - 1), (other, n_other)):
            while len(lists[t.abbr]) < n: lists[t.abbr].append(rng.choice(fill))
            rng.shuffle(lists[t.abbr])
        lists[ball.abbr].append("LIVE")
        a, b = (ball, other) if n_other == n_ball - 1 else (other, ball)
    else:
        n = max(len(lists[a.abbr]), len(lists[b.abbr]), 2)
        for t in (a, b):
            while len(lists[t.abbr]) < n: lists[t.abbr].append(rng.choice(fill))
            rng.shuffle(lists[t.abbr])
            if live:  # a game between plays: its scores came last
                lists[t.abbr].sort(key=lambda r: r in ("TD", "FG"))
    out = []
    for i in range(max(len(lists[a.abbr]), len(lists[b.abbr]))):
        for t in (a, b):
            if i < len(lists[t.abbr]): out.append((t, lists[t.abbr][i]))
    return out


def main():
    with open(os.path.join(OUT, WEEK)) as f:
        week = json.load(f)
    for n, event in enumerate(week["events"]):
        rng = random.Random(2026_11_22 + n)
        comp = event["competitions"][0]
        started = comp["status"]["type"]["state"] != "pre"
        body = parts.frame(event)
        if started:
            g, current = play_out(rng, event)
            body.update(parts.played(g, current, event))
        else:
            body.update(parts.before(rng, event))
        with open(os.path.join(OUT, f"{LEAGUE}-summary-{event['id']}.json"), "w") as f:
            json.dump(body, f, separators=(",", ":"), ensure_ascii=False)
        print("wrote", event["id"], event["shortName"])


main()
