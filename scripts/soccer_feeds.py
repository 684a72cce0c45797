"""A simulated match (soccer_match.Match) written in ESPN's schemas: the
scoreboard's event and the summary (header, key events, commentary,
rosters, box score, game info, the table)."""
from soccer_match import clock, digest

KINDS = {"goal": ("70", "Goal"), "penalty": ("98", "Penalty - Scored"), "own goal": ("97", "Own Goal"),
         "yellow": ("94", "Yellow Card"), "red": ("93", "Red Card"), "sub": ("76", "Substitution")}


def status(m):
    if m.state == "scheduled":
        return {"clock": 0, "displayClock": "0'", "period": 0,
                "type": {"id": "1", "name": "STATUS_SCHEDULED", "state": "pre", "completed": False, "description": "Scheduled",
                         "detail": m.kickoff_text, "shortDetail": m.kickoff_text}}
    if m.state == "postponed":
        return {"clock": 0, "displayClock": "0'", "period": 0,
                "type": {"id": "6", "name": "STATUS_POSTPONED", "state": "post", "completed": False, "description": "Postponed",
                         "detail": "Postponed", "shortDetail": "Postponed"}}
    if m.state == "live":
        half = 1 if m.minute <= 45.9 else 2
        name = "STATUS_FIRST_HALF" if half == 1 else "STATUS_SECOND_HALF"
        return {"clock": int(m.minute) * 60, "displayClock": clock(m.minute), "period": half,
                "type": {"id": "2", "name": name, "state": "in", "completed": False, "description": "First Half" if half == 1 else "Second Half",
                         "detail": clock(m.minute), "shortDetail": clock(m.minute)}}
    if m.state == "halftime":
        return {"clock": 2700, "displayClock": "45'+2'", "period": 1,
                "type": {"id": "23", "name": "STATUS_HALFTIME", "state": "in", "completed": False, "description": "Halftime",
                         "detail": "HT", "shortDetail": "HT"}}
    names = {"final": ("28", "STATUS_FULL_TIME", "FT", 2), "aet": ("45", "STATUS_FINAL_AET", "AET", 4),
             "pens": ("47", "STATUS_FINAL_PEN", "FT-Pens", 5)}
    sid, name, short, period = names[m.state]
    return {"clock": 5400, "displayClock": "90'+4'" if m.state == "final" else "120'", "period": period,
            "type": {"id": sid, "name": name, "state": "post", "completed": True, "description": short, "detail": short, "shortDetail": short}}


def athlete(p):
    return {"id": p["id"], "fullName": p["name"], "displayName": p["name"], "shortName": p["short"], "jersey": p["jersey"],
            "position": p["position"][0] if p["position"] != "SUB" else "M"}


def details(m):
    """The scoreboard's goals and cards."""
    out = []
    for e in m.events:
        if e["kind"] == "sub":
            continue
        team = m.side_team(e["side"])
        tid, text = KINDS[e["kind"]]
        out.append({"type": {"id": tid, "text": text}, "clock": {"value": int(e["minute"] * 60), "displayValue": clock(e["minute"])},
                    "team": {"id": str(team[0])}, "scoreValue": 1 if e["kind"] in ("goal", "penalty", "own goal") else 0,
                    "scoringPlay": e["kind"] in ("goal", "penalty", "own goal"), "redCard": e["kind"] == "red",
                    "yellowCard": e["kind"] == "yellow", "penaltyKick": e["kind"] == "penalty", "ownGoal": e["kind"] == "own goal",
                    "shootout": False, "athletesInvolved": [athlete(e["player"])]})
    return out


def competitor(m, side, order):
    team = m.side_team(side)
    started = m.state not in ("scheduled", "postponed")
    c = {"id": str(team[0]), "uid": f"s:600~t:{team[0]}", "type": "team", "order": order, "homeAway": side,
         "team": {"id": str(team[0]), "uid": f"s:600~t:{team[0]}", "abbreviation": team[1], "displayName": team[2],
                  "shortDisplayName": team[2], "name": team[2], "location": team[2], "isActive": True},
         "score": str(m.score[0 if side == "home" else 1]) if started else "0",
         "form": m.forms[0 if side == "home" else 1]}
    if m.state in ("final", "aet", "pens"):
        mine, theirs = m.score if side == "home" else m.score[::-1]
        if m.pens:
            mine_p, theirs_p = m.pens if side == "home" else m.pens[::-1]
            c["winner"] = mine_p > theirs_p
        else:
            c["winner"] = mine > theirs
    if m.pens:
        c["shootoutScore"] = m.pens[0 if side == "home" else 1]
    return c


def competition(m):
    comp = {"id": str(m.id), "date": m.kickoff, "attendance": m.attendance if m.state not in ("scheduled", "postponed") else 0,
            "venue": {"fullName": m.venue[0], "address": {"city": m.venue[1], "country": m.venue[2]}},
            "competitors": [competitor(m, "home", 0), competitor(m, "away", 1)], "status": status(m), "details": details(m),
            "broadcasts": [{"market": "national", "names": m.broadcasts}], "format": {"regulation": {"periods": 2}},
            "notes": [{"type": "event", "headline": m.note}] if m.note else []}
    return comp


def scoreboard_event(m):
    return {"id": str(m.id), "uid": f"s:600~l:{m.league}~e:{m.id}", "date": m.kickoff,
            "name": f"{m.away[2]} at {m.home[2]}", "shortName": f"{m.away[1]} @ {m.home[1]}",
            "competitions": [competition(m)], "status": status(m)}


def score_line(m, home, away):
    return f"{m.home[2]} {home}, {m.away[2]} {away}"


def key_events(m):
    """The timeline as the summary gives it, with the bookkeeping entries (kick-off, half-time)."""
    out, home, away, n = [], 0, 0, 0

    def add(kind_id, text_kind, minute, period, text=None, side=None, people=(), scoring=False):
        nonlocal n
        n += 1
        e = {"id": f"{m.id}{n:03d}", "type": {"id": kind_id, "text": text_kind, "type": text_kind.lower().replace(" ", "-")},
             "period": {"number": period}, "clock": {"value": float(int(minute * 60)), "displayValue": clock(minute) if minute else ""},
             "scoringPlay": scoring, "shootout": False}
        if text:
            e["text"] = text
            e["shortText"] = f"{people[0]['name']} {text_kind}" if people else text_kind
        if side:
            e["team"] = {"id": str(m.side_team(side)[0]), "displayName": m.side_team(side)[2]}
        if people:
            e["participants"] = [{"athlete": {"id": p["id"], "displayName": p["name"]}} for p in people]
        out.append(e)

    if m.state in ("scheduled", "postponed"):
        return out
    add("80", "Kickoff", 0, 1)
    halftime_added = False
    for e in m.events:
        period = 1 if e["minute"] <= 45.9 else 2 if e["minute"] <= 90.9 else 3 if e["minute"] <= 105.9 else 4
        if period >= 2 and not halftime_added:
            add("81", "Halftime", 45.2, 1)
            add("87", "Start 2nd Half", 46, 2)
            halftime_added = True
        team = m.side_team(e["side"])
        p, o = e["player"], e["other"]
        if e["kind"] in ("goal", "penalty", "own goal"):
            home, away = (home + 1, away) if e["side"] == "home" else (home, away + 1)
            lead = "Own Goal by " + p["name"] + "." if e["kind"] == "own goal" else "Goal!"
            how = ("converts the penalty with a right footed shot to the bottom left corner." if e["kind"] == "penalty"
                   else "right footed shot from the centre of the box to the bottom right corner.")
            text = f"{lead} {score_line(m, home, away)}." + ("" if e["kind"] == "own goal" else f" {p['name']} ({team[2]}) {how}")
            if o:
                text += f" Assisted by {o['name']}."
            add(KINDS[e["kind"]][0], KINDS[e["kind"]][1], e["minute"], period, text, e["side"], [p] + ([o] if o else []), True)
        elif e["kind"] == "sub":
            add("76", "Substitution", e["minute"], period, f"Substitution, {team[2]}. {p['name']} replaces {o['name']}.", e["side"], [p, o])
        else:
            word = "yellow" if e["kind"] == "yellow" else "red"
            add(KINDS[e["kind"]][0], KINDS[e["kind"]][1], e["minute"], period,
                f"{p['name']} ({team[2]}) is shown the {word} card for a bad foul.", e["side"], [p])
    if not halftime_added and m.now() > 46:
        add("81", "Halftime", 45.2, 1)
        add("87", "Start 2nd Half", 46, 2)
    if m.state in ("final", "aet", "pens"):
        add("82", "End Regular Time", 90.4, 2)
    if m.state == "pens" and m.pens:
        # The shootout kick by kick (`shootout: true`, period 5): home first, five each unless decided sooner.
        for side, scored, taker in shootout_kicks(m):
            team = m.side_team(side)
            text = (f"Penalty scored. {taker['name']} ({team[2]}) converts in the shootout." if scored
                    else f"Penalty saved. {taker['name']} ({team[2]}) has his shootout penalty saved.")
            add("98" if scored else "99", "Penalty - Scored" if scored else "Penalty - Saved", 0, 5, text, side, [taker])
            out[-1]["shootout"] = True
    return out


def shootout_kicks(m):
    """(side, scored, taker) for each kick: home first, five each, then sudden death, stopping as soon as
    one side cannot catch up; the first of the match's own draws of kicks that ends on its `pens`."""
    def on_pitch(side):
        off = {id(e["other"]) for e in m.events if e["kind"] == "sub" and e["side"] == side}
        off |= {id(e["player"]) for e in m.events if e["kind"] == "red" and e["side"] == side}
        came = [e["player"] for e in m.events if e["kind"] == "sub" and e["side"] == side]
        starters = [m.squads[side][i] for i in (9, 10, 7, 8, 6, 3, 2, 4, 5, 1, 0)]
        return [p for p in came + starters if id(p) not in off]
    takers = {side: on_pitch(side) for side in ("home", "away")}
    for seed in range(512):
        kicks, tally, taken = [], [0, 0], [0, 0]
        while not shootout_over(tally, taken) and taken[1] < 10:
            i = 0 if taken[0] == taken[1] else 1
            side = ("home", "away")[i]
            scored = digest(m.id, seed, taken[i], side) % 4 != 0
            tally[i] += scored
            kicks.append((side, scored, takers[side][taken[i] % len(takers[side])]))
            taken[i] += 1
        if tuple(tally) == tuple(m.pens):
            return kicks
    raise SystemExit(f"no shootout ends {m.pens} for {m.id}")


def shootout_over(tally, taken):
    if max(taken) <= 5:
        left = [5 - taken[0], 5 - taken[1]]
        return tally[0] + left[0] < tally[1] or tally[1] + left[1] < tally[0] or (taken == [5, 5] and tally[0] != tally[1])
    return taken[0] == taken[1] and tally[0] != tally[1]


def commentary(m, keyed):
    """Minute by minute: the key events in the feed's words, and the play between them."""
    lines = [{"sequence": 0, "time": {"value": 0.0, "displayValue": ""}, "text": "Lineups are announced and players are warming up."}]
    if m.state in ("scheduled", "postponed"):
        return lines
    lines.append({"sequence": 1, "time": {"value": 0.0, "displayValue": ""}, "text": "First Half begins."})
    by_minute = {}
    for e in keyed:
        if e.get("text") and not e.get("shootout") and e["type"]["text"] not in ("Kickoff", "Halftime", "Start 2nd Half"):
            by_minute.setdefault(e["clock"]["displayValue"], []).append(e)
    last = int(m.now())
    for minute in range(3, last + 1, 4):
        side = "home" if digest(m.id, minute) % 2 else "away"
        team, squad = m.side_team(side), m.squads[side]
        p = squad[[9, 10, 7, 8, 11][minute % 5]]
        kind = minute % 3
        text = (f"Attempt saved. {p['name']} ({team[2]}) right footed shot from outside the box is saved in the centre of the goal."
                if kind == 0 else f"Corner, {team[2]}. Conceded by {m.squads['away' if side == 'home' else 'home'][2]['name']}."
                if kind == 1 else f"Foul by {p['name']} ({team[2]}).")
        by_minute.setdefault(clock(minute), []).insert(0, {"text": text})
    order = sorted(by_minute, key=lambda c: (int(c.split("'")[0]), c))
    for c in order:
        for e in by_minute[c]:
            line = {"sequence": len(lines), "time": {"value": float(int(c.split("'")[0]) * 60), "displayValue": c}, "text": e["text"]}
            if "id" in e:
                line["play"] = {"id": e["id"], "type": e["type"], "text": e["text"], "clock": e["clock"], "period": e["period"],
                                "scoringPlay": e["scoringPlay"]}
            lines.append(line)
    for e in keyed:
        if e.get("shootout"):
            lines.append({"sequence": len(lines), "time": {"value": 7200.0, "displayValue": ""}, "text": e["text"]})
    if m.state in ("final", "aet", "pens"):
        lines.append({"sequence": len(lines), "time": {"value": 5400.0, "displayValue": "90'+4'"},
                      "text": f"Match ends, {score_line(m, *m.score)}."})
    return lines


def result_event(event_id, r):
    """A finished match of a season's results (soccer_season.result) as the scoreboard lists it."""
    status = {"clock": 5400, "displayClock": "90'+3'", "period": 2,
              "type": {"id": "28", "name": "STATUS_FULL_TIME", "state": "post", "completed": True, "description": "FT",
                       "detail": "FT", "shortDetail": "FT"}}
    (h, a), home, away = r["score"], r["home"], r["away"]

    def side(club, where, goals, won):
        team = {"id": str(club[0]), "abbreviation": club[1], "displayName": club[2], "shortDisplayName": club[2], "name": club[2]}
        return {"id": str(club[0]), "homeAway": where, "team": team, "score": str(goals), "winner": won}
    return {"id": str(event_id), "date": r["kickoff"], "name": f"{away[2]} at {home[2]}", "shortName": f"{away[1]} @ {home[1]}",
            "competitions": [{"id": str(event_id), "date": r["kickoff"], "status": status,
                              "competitors": [side(home, "home", h, h > a), side(away, "away", a, a > h)]}],
            "status": status}
