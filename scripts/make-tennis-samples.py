#!/usr/bin/env python3
"""Writes the tennis part of the offline sample in ESPN's tennis scoreboard
schema (`/apis/site/v2/sports/tennis/{tour}/scoreboard`, following the
recordings in Tests/Fixtures/espn-sports): the tour finals as a
tournament's draws in `groupings`, each match's sets in `linescores`
(a tiebreak's points in `tiebreak`), seeds, the server of a match under
way in `situation.server`, a retirement and a walkover by their status.
The ATP's semifinal Saturday (2026-11-21: singles and doubles, one
semifinal over, one in its third set) and the WTA's final Saturday
(2026-11-07). The answer holds the whole tournament, as ESPN's does; the
board keeps the day asked for. Names are made up. Run from the repository
root, then scripts/make-sample-manifest.py."""
import json, os

OUT = os.path.join("Resources", "samples", "espn")


def player(pid, first, last, country, seed=None):
    return {"id": str(pid), "name": f"{first} {last}", "short": f"{first[0]}. {last}", "country": country, "seed": seed}


def side(p, order, sets, won=None, pair=None):
    c = {"id": p["id"] if not pair else f"{pair[0]['id']}-{pair[1]['id']}", "type": "team" if pair else "athlete", "order": order,
         "homeAway": "home" if order == 1 else "away",
         "linescores": [dict({"value": float(g)}, **({"tiebreak": tb} if tb is not None else {}), **({"winner": w} if w is not None else {}))
                        for g, tb, w in sets]}
    if won is not None:
        c["winner"] = won
    seed = (pair[0] if pair else p).get("seed")
    if seed:
        c["tournamentSeed"] = seed
    if pair:
        c["roster"] = {"displayName": f"{pair[0]['name']} / {pair[1]['name']}", "shortDisplayName": f"{pair[0]['short']} / {pair[1]['short']}",
                       "athletes": [{"displayName": x["name"], "shortName": x["short"], "flag": {"alt": x["country"]}} for x in pair]}
    else:
        c["athlete"] = {"displayName": p["name"], "fullName": p["name"], "shortName": p["short"], "flag": {"alt": p["country"]}}
    return c


def sets_of(score):
    """`7-6(4) 3-6 6-2` → each side's (games, tiebreak, won) per set."""
    a, b = [], []
    for s in score.split():
        games, _, tb = s.partition("(")
        x, y = (int(v) for v in games.split("-"))
        lost_tb = int(tb.rstrip(")")) if tb else None
        a_tb = b_tb = None
        if lost_tb is not None:
            a_tb, b_tb = (max(7, lost_tb + 2), lost_tb) if x > y else (lost_tb, max(7, lost_tb + 2))
        done = max(x, y) >= 6 and (abs(x - y) >= 2 or max(x, y) == 7)
        a.append((x, a_tb, (x > y) if done else None))
        b.append((y, b_tb, (y > x) if done else None))
    return a, b


def match(mid, start, court, round_name, draw, state, one, two, score, first_won=None, name=None, server=None, note=None, pairs=None):
    a, b = sets_of(score) if score else ([], [])
    status_names = {"pre": ("STATUS_SCHEDULED", "1"), "in": ("STATUS_IN_PROGRESS", "2"), "post": (name or "STATUS_FINAL", "3")}
    sname, sid = status_names[state]
    c = {"id": str(mid), "date": start, "startDate": start, "timeValid": True,
         "status": {"period": len(a), "type": {"id": sid, "name": sname, "state": state, "completed": state == "post",
                                                "description": sname.title(), "detail": "", "shortDetail": ""}},
         "venue": {"fullName": "Turin, Italy", "court": court}, "format": {"regulation": {"periods": 3}},
         "notes": [{"text": note, "type": "event"}] if note else [], "type": {"text": draw}, "round": {"displayName": round_name},
         "broadcasts": [{"market": "national", "names": ["Tennis Channel"]}],
         "competitors": [side(one, 1, a, None if first_won is None else first_won, pairs[0] if pairs else None),
                         side(two, 2, b, None if first_won is None else not first_won, pairs[1] if pairs else None)]}
    if server:
        c["situation"] = {"server": {"$ref": f"http://sports.core.api.espn.pvt/v2/sports/tennis/athletes/{server['id']}?lang=en"}}
    return c


def tournament(eid, name, groupings):
    return {"events": [{"id": eid, "name": name, "shortName": name, "major": False,
                        "groupings": [{"grouping": {"displayName": d}, "competitions": cs} for d, cs in groupings]}]}


def write(name, answer):
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(answer, f, indent=1, ensure_ascii=False)
        f.write("\n")


def main():
    m = [player(9001, "Mateo", "Arrieta", "Spain", 1), player(9002, "Lukas", "Brenner", "Germany", 2), player(9003, "Ivo", "Castell", "Italy", 3),
         player(9004, "Jonas", "Dahl", "Norway", 4), player(9005, "Ravi", "Ennis", "USA", 5), player(9006, "Tomas", "Fiala", "Czechia", 6)]
    d = [player(9101, "Hugo", "Garnier", "France", 1), player(9102, "Marcel", "Hurtado", "Spain", 1), player(9103, "Piet", "Imhof", "Netherlands", 2),
         player(9104, "Olli", "Jaakola", "Finland", 2)]
    singles = [
        match(174001, "2026-11-19T13:00Z", "Centre Court", "Round Robin", "Men's Singles", "post", m[0], m[5], "6-3 7-6(4)", True,
              note="Mateo Arrieta (ESP) bt Tomas Fiala (CZE) 6-3 7-6(4)"),
        match(174002, "2026-11-20T19:00Z", "Centre Court", "Round Robin", "Men's Singles", "post", m[4], m[1], "6-4 2-1", False, name="STATUS_RETIRED",
              note="Lukas Brenner (GER) bt Ravi Ennis (USA) 4-6 1-2 ret."),
        match(174011, "2026-11-21T13:00Z", "Centre Court", "Semifinal", "Men's Singles", "post", m[0], m[3], "7-6(5) 4-6 6-3", True,
              note="Mateo Arrieta (ESP) bt Jonas Dahl (NOR) 7-6(5) 4-6 6-3"),
        match(174012, "2026-11-21T19:00Z", "Centre Court", "Semifinal", "Men's Singles", "in", m[1], m[2], "6-7(3) 6-4 2-1", server=m[2]),
        match(174021, "2026-11-22T17:00Z", "Centre Court", "Final", "Men's Singles", "pre", m[0], m[1], ""),
    ]
    doubles = [
        match(174031, "2026-11-21T10:30Z", "Centre Court", "Semifinal", "Men's Doubles", "post", d[0], d[2], "6-4 6-4", True,
              pairs=[(d[0], d[1]), (d[2], d[3])], note="Garnier / Hurtado bt Imhof / Jaakola 6-4 6-4"),
        match(174032, "2026-11-21T16:30Z", "Centre Court", "Semifinal", "Men's Doubles", "post", d[2], d[0], "", True, name="STATUS_WALKOVER",
              pairs=[(d[2], d[3]), (d[0], d[1])], note="w/o"),
    ]
    write("atp-day-2026-11-21.json", tournament("605-2026", "ATP Finals", [("Men's Singles", singles), ("Men's Doubles", doubles)]))
    w = [player(9201, "Anouk", "Bakker", "Netherlands", 1), player(9202, "Sofia", "Castro", "Brazil", 3)]
    write("wta-day-2026-11-07.json", tournament("808-2026", "WTA Finals", [("Women's Singles", [
        match(175001, "2026-11-07T17:00Z", "Centre Court", "Final", "Women's Singles", "post", w[0], w[1], "4-6 6-3 7-6(8)", True,
              note="Anouk Bakker (NED) bt Sofia Castro (BRA) 4-6 6-3 7-6(8)")])]))


if __name__ == "__main__":
    main()
