#!/usr/bin/env python3
"""Writes the golf part of the offline sample in ESPN's golf scoreboard
schema (`/apis/site/v2/sports/golf/{tour}/scoreboard`, following the
recordings in Tests/Fixtures/espn-sports): a tournament of one
competition, each player's score to par, each round in `linescores` with
its strokes, its score to par and its holes (strokes and each hole's
score to par), and the round's tee time in its statistics, written as
ESPN writes it (`Sun Nov 22 09:40:00 EST 2026`). Like ESPN's scoreboard
it carries no places, no cut and no thru: the app works them out.

The PGA Tour's last event seen on its final Sunday (2026-11-22 at 2:30 pm
US Eastern: leaders on the back nine, the last groups on the front, some
finished, the cut after two rounds, one withdrawal), the LPGA's season
final over (2026-11-22) and the DP World Tour's season final over
(2026-11-15, no cut). Every hole of every round is played out from each
player's form with a fixed seed, so each round, each total and each
score to par agree. Names are made up. Run from the repository root, then
scripts/make-sample-manifest.py."""
import json, os, random
from datetime import datetime, timedelta, timezone

OUT = os.path.join("Resources", "samples", "espn")
FIRST = ["Adam", "Ben", "Cole", "Dean", "Eli", "Finn", "Gus", "Hal", "Ian", "Jack", "Kurt", "Lars", "Max", "Ned", "Otto", "Paul", "Quin",
         "Rory", "Seth", "Tom", "Udo", "Vic", "Wes", "Xan", "Yan", "Zak", "Ana", "Bea", "Cia", "Dee", "Eva", "Fay", "Gia", "Hana", "Ines"]
LAST = ["Abel", "Birk", "Cato", "Dorn", "Egan", "Falk", "Gore", "Holt", "Ives", "Jory", "Kemp", "Lund", "Moss", "Nagy", "Orr", "Pace",
        "Quay", "Rook", "Sand", "Toft", "Ulm", "Vane", "Wick", "Yates", "Zell", "Ahn", "Berg", "Cruz", "Diaz", "Ekdahl", "Frey", "Garza"]


def names(rng, n, women=False):
    firsts = FIRST[26:] if women else FIRST[:26]
    out, seen = [], set()
    while len(out) < n:
        name = (rng.choice(firsts), rng.choice(LAST))
        if name not in seen:
            seen.add(name)
            out.append(name)
    return out


def to_par_text(n):
    return "E" if n == 0 else (f"+{n}" if n > 0 else str(n))


def play_hole(rng, par, form):
    r = rng.random() + form * 0.4
    d = -2 if r < 0.006 else -1 if r < 0.19 else 0 if r < 0.80 else 1 if r < 0.96 else 2
    if par == 3 and d == -2:
        d = -1
    return par + d


def tee_text(when, zone_name, offset):
    local = when + timedelta(hours=offset)
    return local.strftime("%a %b %d %H:%M:%S ") + zone_name + local.strftime(" %Y")


def tournament(rng, eid, name, pars, start_day, zone, field, women=False, cut_after=2, cut_top=None, today_round=4, holes_now=None,
               withdraw=False, state="post"):
    """`holes_now`: for a round under way, how many holes each group has played (by tee order)."""
    zone_name, offset = zone
    players = []
    for i, (first, last) in enumerate(names(rng, field, women)):
        form = rng.uniform(-0.12, 0.12)
        players.append({"id": 3_000_000 + eid % 1000 * 1000 + i, "name": f"{first} {last}", "short": f"{first[0]}. {last}", "form": form,
                        "rounds": []})
    total_par = sum(pars)
    for rnd in range(1, today_round + 1):
        if rnd == cut_after + 1 and cut_top:
            ranked = sorted(players, key=lambda p: sum(r["strokes"] for r in p["rounds"]))
            line = sum(ranked[cut_top - 1]["rounds"][k]["strokes"] for k in range(cut_after))
            for p in players:
                p["cut"] = sum(r["strokes"] for r in p["rounds"]) > line
        active = [p for p in players if not p.get("cut") and not p.get("wd")]
        # Tee times: the leaders last, ten minutes apart in twos, from 8:30 local.
        order = sorted(active, key=lambda p: -sum(r["strokes"] for r in p["rounds"])) if rnd > 1 else active
        day = datetime(*start_day, tzinfo=timezone.utc) + timedelta(days=rnd - 1)
        for k, p in enumerate(order):
            tee = day + timedelta(hours=8.5 - offset, minutes=10 * (k // 2))
            holes = [play_hole(rng, par, p["form"]) for par in pars]
            played = 18
            if rnd == today_round and holes_now is not None:
                played = holes_now(k, len(order))
            p["rounds"].append({"n": rnd, "holes": holes[:played], "strokes": sum(holes[:played]), "tee": tee})
        if withdraw and rnd == cut_after + 1:
            quitter = active[-1]
            quitter["wd"] = True
            quitter["rounds"][-1] = {"n": rnd, "holes": [], "strokes": 0, "tee": quitter["rounds"][-1]["tee"]}
    competitors = []
    for order_no, p in enumerate(sorted(players, key=lambda p: sum(r["strokes"] - sum(pars[:len(r["holes"])]) for r in p["rounds"])), 1):
        lines = []
        for r in p["rounds"]:
            par_played = sum(pars[:len(r["holes"])])
            lines.append({"value": float(r["strokes"]), "displayValue": to_par_text(r["strokes"] - par_played) if r["holes"] else "-",
                          "period": r["n"], "linescores": [{"value": float(s), "displayValue": str(s), "period": h + 1,
                                                            "scoreType": {"displayValue": to_par_text(s - pars[h])}} for h, s in enumerate(r["holes"])],
                          "statistics": {"categories": [{"stats": [{"displayValue": tee_text(r["tee"], zone_name, offset)}]}]}})
        score = sum(r["strokes"] - sum(pars[:len(r["holes"])]) for r in p["rounds"])
        competitors.append({"id": str(p["id"]), "type": "athlete", "order": order_no, "score": to_par_text(score),
                            "athlete": {"fullName": p["name"], "displayName": p["name"], "shortName": p["short"], "flag": {"alt": "United States"}},
                            "linescores": lines, "statistics": []})
    detail = "Final" if state == "post" else f"Round {today_round} - In Progress"
    status = {"period": today_round, "type": {"id": "3" if state == "post" else "2", "name": "STATUS_FINAL" if state == "post" else "STATUS_IN_PROGRESS",
                                              "state": state, "completed": state == "post", "description": detail, "detail": detail, "shortDetail": detail}}
    start = datetime(*start_day, tzinfo=timezone.utc).strftime("%Y-%m-%dT05:00Z")
    return {"events": [{"id": str(eid), "name": name, "shortName": name, "date": start, "status": status,
                        "competitions": [{"id": str(eid), "date": start, "status": status, "competitors": competitors,
                                          "broadcasts": [{"market": "national", "names": ["Golf Channel"]}]}]}]}


def write(name, answer):
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(answer, f, separators=(",", ":"), ensure_ascii=False)
        f.write("\n")


def main():
    seaside = [4, 4, 3, 4, 4, 4, 3, 4, 4, 4, 4, 4, 3, 4, 4, 5, 3, 4]   # a par 70
    tiburon = [4, 5, 4, 3, 4, 4, 5, 3, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5]   # a par 72
    earth = [4, 5, 3, 4, 4, 3, 5, 4, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5]     # a par 72
    # The groups out last (the leaders) are on the front nine; those out early are in.
    live = lambda k, n: 18 if k < n // 2 else max(0, 18 - 2 * (k - n // 2) - 1)
    write("pga-day-2026-11-22.json", tournament(random.Random(70), 401900522, "The RSM Classic", seaside, (2026, 11, 19), ("EST", -5), 36,
                                                cut_top=24, holes_now=live, withdraw=True, state="in"))
    write("lpga-day-2026-11-22.json", tournament(random.Random(72), 401900622, "CME Group Tour Championship", tiburon, (2026, 11, 19),
                                                 ("EST", -5), 24, women=True, cut_top=None))
    write("eur-day-2026-11-15.json", tournament(random.Random(74), 401900715, "DP World Tour Championship", earth, (2026, 11, 12),
                                                ("GST", 4), 24, cut_top=None))


if __name__ == "__main__":
    main()
