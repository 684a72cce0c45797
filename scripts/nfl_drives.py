"""One drive of a football game for the offline samples: its snaps from
where it starts to how it ends (a touchdown, a field goal, a punt, an
interception, downs, the end of a half, or, for a game under way, the down,
distance and spot the week says the ball is at now), each with the down and
distance before it, the clock and the score; and the drive's own record as
ESPN's summary writes it. Played by nfl_game_sim.Game."""
import re

from nfl_game_sim import clock, short, spot

RESULTS = {"TD": "Touchdown", "FG": "Field Goal", "PUNT": "Punt", "INT": "Interception", "DOWNS": "Downs",
           "HALF": "End of Half", "GAME": "End of Game", "LIVE": ""}


def run_drive(g, off, result, period, t0, t1, start, end=None, last_text=None):
    """Plays one drive twice: once to count its snaps, once to write them with clocks spread from t0 to t1."""
    import copy
    trial = copy.deepcopy(g)
    count = len(_drive(trial, trial.away if off is g.away else trial.home, result, period, t0, t1, start, None, end, last_text)[0]["plays"])
    drive, after = _drive(g, off, result, period, t0, t1, start, max(1, count), end, last_text)
    return drive, after


def _drive(g, off, result, period, t0, t1, start, count, end, last_text):
    r, de, ts = g.rng, g.other(off), g.team_stats[off.abbr]
    ts["drives"] += 1
    ytg, down, dist = start, 1, min(10, start)
    plays, reached_rz = [], False
    step = (t0 - t1) / (count or 1)
    def when():
        return t0 - step * len(plays)
    conversions = r.randint(0, 2)
    fg_target = r.randint(6, 24)
    s0 = gained = approach = None
    if result == "LIVE":
        e_down, e_dist, e_ytg = end
        gained = 0 if e_down == 1 else (10 - e_dist if e_dist is not None else min(3 * (e_down - 1), 9 - e_ytg))
        s0 = e_ytg + gained
        # A recorded last play that reached the series' spot says how far it went: the drive gets there first.
        told = re.search(r"for (\d+) yards?", last_text or "") if e_down == 1 else None
        approach = s0 + int(told.group(1)) if told else s0
        ytg = start = max(start, approach)
        dist = min(10, ytg)
    while True:
        if ytg <= 20: reached_rz = True
        before = (down, dist, ytg)
        if result == "LIVE" and ytg == s0 and down == 1 and dist == min(10, ytg) and (gained == 0 or len(plays) >= 0):
            # The series under way: its plays so far, the last one the recorded last play when there is one.
            parts = [gained // max(1, end[0] - 1)] * (end[0] - 1)
            if parts: parts[-1] += gained - sum(parts)
            for i, gain in enumerate(parts):
                before = (down, dist, ytg)
                text, kind, gain = g.snap(off, de, down, dist, ytg, when(), period, forced=gain)
                if i == len(parts) - 1 and last_text and last_text.startswith("("): text = last_text
                plays.append(g.play_json(off, de, text, kind, period, when(), before, gain))
                ytg -= gain; down += 1; dist -= gain
            break
        if result == "LIVE" and ytg != s0 and (ytg == approach or approach == s0 and ytg - s0 <= 17):
            forced = ytg - s0
            text, kind, gain = g.snap(off, de, down, dist, ytg, when(), period, forced=forced)
            if end[0] == 1 and last_text and last_text.startswith("("): text = last_text
            plays.append(g.play_json(off, de, text, kind, period, when(), before, gain))
            ytg = s0; down, dist = 1, min(10, ytg); ts["first"] += 1
            continue
        scoring = result in ("TD", "FG")
        must = scoring or (down == 3 and conversions > 0) or result == "LIVE"
        if result == "FG" and (down == 4 or ytg <= fg_target + 3 and down >= 3):
            k, p = off.by("K")[0], off.by("P")[0]
            yards = ytg + 17
            g.score[off.abbr] += 3
            text = f"({clock(when())}) {short(k['name'])} {yards} yard field goal is GOOD, Center-{short(off.by('TE')[0]['name'])}, Holder-{short(p['name'])}."
            g.add(off, k, "kicking", fgm=1, fga=1, long=yards, pts=3)
            play = g.play_json(off, de, text, "Field Goal Good", period, when(), before, 0, scoring=True)
            plays.append(play)
            g.scoring.append(dict(play, text=f"{k['name']} {yards} Yd Field Goal", type={"text": "Field Goal Good"}))
            break
        if result in ("HALF", "GAME") and (len(plays) >= 3 or down == 4):
            return finish(g, off, result, period, t0, t1, start, ytg, plays), 75
        if down == 4 and result in ("PUNT", "DOWNS", "INT"):
            if result == "DOWNS":
                text, kind, gain = g.snap(off, de, down, dist, ytg, when(), period, forced=r.randint(0, max(0, dist - 1)))
                plays.append(g.play_json(off, de, text, kind, period, when(), before, gain))
                ts["fourth"][1] += 1
                ytg -= gain
                return finish(g, off, result, period, t0, t1, start, ytg, plays), 100 - ytg
            pt = off.by("P")[0]
            net = min(ytg - 8, r.randint(36, 50))
            land = ytg - net
            text = f"({clock(when())}) {short(pt['name'])} punts {net} yards to {spot(land, off, de)}, fair catch by {short(r.choice(de.by('WR'))['name'])}."
            g.add(off, pt, "punting", no=1, yds=net, long=net, in20=int(land <= 20))
            plays.append(g.play_json(off, de, text, "Punt", period, when(), before, 0))
            return finish(g, off, "PUNT" if result != "HALF" and result != "GAME" else result, period, t0, t1, start, ytg, plays), 100 - land
        if result == "INT" and len(plays) >= 3:
            qb, db = off.by("QB")[0], r.choice(de.by("CB") + de.by("S"))
            at = max(5, ytg - 14)
            text = f"({clock(when())}) (Shotgun) {short(qb['name'])} pass deep {r.choice(['left', 'right'])} intended for {short(r.choice(off.by('WR'))['name'])} INTERCEPTED by {short(db['name'])} at {spot(at, off, de)}. {short(db['name'])} to {spot(at, off, de)} for no gain."
            g.add(off, qb, "passing", att=1, int=1); g.add(de, db, "interceptions", int=1, yds=0); g.add(de, db, "defensive", pd=1)
            ts["att"] += 1; ts["int"] += 1; ts["to"] += 1
            plays.append(g.play_json(off, de, text, "Pass Interception Return", period, when(), before, 0))
            return finish(g, off, result, period, t0, t1, start, ytg, plays), 100 - at
        floor = 0 if scoring else (fg_target if result == "FG" else (approach if result == "LIVE" else 45))
        if result == "FG": floor = fg_target
        forced = None
        if not must and not scoring and result != "LIVE" and down < 4 and (conversions <= 0 or ytg <= 48):
            forced = r.randint(0, max(0, dist - 1) // 2)
        text, kind, gain = g.snap(off, de, down, dist, ytg, when(), period, forced=forced, must_convert=must, floor=floor)
        if down == 3: ts["third"][1] += 1
        after = ytg - gain
        if after == 0:
            k = off.by("K")[0]
            g.score[off.abbr] += 7
            g.add(off, k, "kicking", xpm=1, xpa=1, pts=1)
            text = text + f" {short(k['name'])} extra point is GOOD."
            play = g.play_json(off, de, text, kind, period, when(), before, gain, scoring=True)
            plays.append(play)
            g.scoring.append(dict(play, text=scoring_text(off, text, gain), type={"text": kind}))
            ytg = 0
            break
        plays.append(g.play_json(off, de, text, kind, period, when(), before, gain))
        ytg = after
        if gain >= dist or result == "LIVE" and ytg == approach:
            if down == 3: ts["third"][0] += 1; conversions -= 1
            down, dist = 1, min(10, ytg); ts["first"] += 1
        else:
            down += 1; dist -= gain
    return finish(g, off, result, period, t0, t1, start, ytg, plays), 75


def scoring_text(off, text, gain):
    """`M.Brooks 12 Yd pass from C.Whitfield (K.Name Kick)`, as ESPN tells a touchdown."""
    full = {short(p["name"]): p["name"] for p in off.players}
    k = off.by("K")[0]["name"]
    m = re.search(r"(\w\.\w+) pass \w+ \w+ to (\w\.\w+)", text)
    if m:
        return f"{full.get(m.group(2), m.group(2))} {gain} Yd pass from {full.get(m.group(1), m.group(1))} ({k} Kick)"
    m = re.search(r"\) (\w\.\w+) ", text)
    return f"{full.get(m.group(1), off.abbr) if m else off.abbr} {gain} Yd Run ({k} Kick)"


def finish(g, off, result, period, t0, t1, start, ytg, plays):
    de = g.other(off)
    snaps = [p for p in plays if p["type"]["text"] not in ("Punt", "Field Goal Good")]
    yards = start - ytg
    # A drive under way has run to the clock now, 37 seconds after its last snap.
    elapsed = t0 - t1 + (37 if result == "LIVE" else 0)
    g.team_stats[off.abbr]["poss"] += elapsed
    if start - ytg >= 0 and ytg <= 20 and result != "LIVE":
        g.team_stats[off.abbr]["rz"][0] += 1
        g.team_stats[off.abbr]["rz"][1] += int(result == "TD")
    d = {"id": f"{g.gid}{len(g.drives) + 1}", "description": f"{len(snaps)} plays, {yards} yards, {clock(elapsed)}",
         "team": {"id": str(off.id), "abbreviation": off.abbr, "displayName": off.name, "shortDisplayName": off.name.split()[-1]},
         "start": {"period": {"type": "quarter", "number": period}, "clock": {"displayValue": clock(t0)}, "yardLine": start,
                   "text": spot(start, off, de)},
         "end": {"period": {"type": "quarter", "number": period}, "clock": {"displayValue": clock(t1)}, "yardLine": ytg,
                 "text": spot(max(ytg, 0), off, de) if ytg > 0 else f"{de.abbr} 0"},
         "timeElapsed": {"displayValue": clock(elapsed)}, "yards": yards, "isScore": result in ("TD", "FG"),
         "offensivePlays": len(snaps), "plays": plays}
    if result != "LIVE":
        d.update({"result": result if result not in ("HALF", "GAME") else ("END OF HALF" if result == "HALF" else "END OF GAME"),
                  "shortDisplayResult": RESULTS[result].upper(), "displayResult": RESULTS[result]})
    return d
