#!/usr/bin/env python3
"""Writes the fights part of the offline sample in ESPN's MMA scoreboard
schema (`/apis/site/v2/sports/mma/{promotion}/scoreboard`, following the
recordings in Tests/Fixtures/espn-sports): a UFC card on Saturday
2026-11-28 seen during its co-main event (the early prelims and prelims
over, three main-card bouts over, the co-main in round 2, the main event
to come), and a PFL card on 2026-11-21, all over. Decisions carry each
judge's card, a knockout and a submission their round and clock, as ESPN
writes them; a bout not fought carries no winner. Names are made up. Run
from the repository root, then scripts/make-sample-manifest.py."""
import json, os, random

OUT = os.path.join("Resources", "samples", "espn")
rng = random.Random(1128)
FIRST = ["Luca", "Mateus", "Dawid", "Kai", "Omar", "Rafa", "Ivan", "Jonah", "Tariq", "Bruno", "Elias", "Kenji", "Marek", "Dante", "Yaw",
         "Nico", "Sasha", "Amara", "Lena", "Maya", "Iris", "Zoe", "Noor", "Vera"]
LAST = ["Varga", "Okoye", "Brandao", "Sato", "Kowal", "Dumont", "Reyes", "Haddad", "Lindqvist", "Moreau", "Novak", "Petrov", "Quist",
        "Rahal", "Stone", "Tavares", "Ueda", "Volkov", "Whitlock", "Yilmaz", "Zorin", "Abbas", "Carvalho", "Engel", "Farias", "Grant"]
CLASSES = ["Flyweight", "Bantamweight", "Featherweight", "Lightweight", "Welterweight", "Middleweight", "Light Heavyweight", "Heavyweight"]
used = set()


def fighter():
    while True:
        name = (rng.choice(FIRST), rng.choice(LAST))
        if name not in used:
            used.add(name)
            return {"id": str(rng.randint(5_000_000, 5_999_999)), "name": f"{name[0]} {name[1]}", "short": f"{name[0][0]}. {name[1]}",
                    "record": f"{rng.randint(8, 28)}-{rng.randint(0, 8)}-{rng.choice([0, 0, 0, 1])}"}


def bout(bid, start, weight, state, how=None, rounds=3, round_=None, clock=None, red_wins=True):
    red, blue = fighter(), fighter()
    cards = None
    if how == "decision":
        # Three judges, each round 10-9 or 10-8 to someone: the winner takes two or three cards.
        split = rng.random() < 0.3
        cards = []
        for j in range(3):
            w = 10 * rounds
            l = w - rng.randint(1, 3)
            if split and j == 2:
                w, l = l, w
            cards.append((w, l) if red_wins else (l, w))
        round_, clock = rounds, "5:00"
    names = {"pre": ("STATUS_SCHEDULED", "Scheduled"), "in": ("STATUS_IN_PROGRESS", "In Progress"), "post": ("STATUS_FINAL", "Final")}
    name, description = names[state]
    details = []
    if state == "post":
        details = [{"id": "1", "type": {"id": "22", "text": {"ko": "Unofficial Winner Kotko", "sub": "Unofficial Winner Submission",
                                                               "decision": "Unofficial Winner Decision"}[how]}},
                   {"id": "2", "type": {"id": "23", "text": "Results"}}, {"id": "3", "type": {"id": "19", "text": "Fight Over"}}]
    def side(f, order, won, card):
        c = {"id": f["id"], "uid": f"s:3301~a:{f['id']}", "type": "athlete", "order": order, "winner": won,
             "athlete": {"fullName": f["name"], "displayName": f["name"], "shortName": f["short"]},
             "records": [{"name": "overall", "abbreviation": "TOT", "type": "total", "summary": f["record"]}]}
        if card:
            c["linescores"] = [{"value": float(sum(card)), "displayValue": f"{sum(card)}.0", "period": 0,
                                "linescores": [{"value": float(v), "displayValue": str(v), "period": 0} for v in card]}]
        return c
    over = state == "post"
    return {"id": str(bid), "date": start, "startDate": start, "type": {"id": "999", "abbreviation": weight},
            "status": {"clock": 0.0, "displayClock": clock or ("0:00" if state != "pre" else "-"), "period": round_ or 0,
                       "type": {"id": "3" if over else "2" if state == "in" else "1", "name": name, "state": state, "completed": over,
                                "description": description, "detail": description, "shortDetail": description}},
            "format": {"regulation": {"periods": rounds}}, "details": details,
            "broadcasts": [{"market": "national", "names": ["ESPN+"]}],
            "competitors": [side(red, 1, over and red_wins, [c[0] for c in cards] if cards else None),
                            side(blue, 2, over and not red_wins, [c[1] for c in cards] if cards else None)]}


def card(eid, name, venue, city, bouts):
    return {"events": [{"id": str(eid), "name": name, "shortName": name, "date": bouts[0]["date"],
                        "venues": [{"id": "1", "fullName": venue, "address": {"city": city}}], "competitions": bouts}]}


def write(name, answer):
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(answer, f, indent=1, ensure_ascii=False)
        f.write("\n")


def main():
    early, prelims, main_card = "2026-11-28T21:00Z", "2026-11-28T23:00Z", "2026-11-29T02:00Z"
    n = iter(range(401900001, 401900100))
    ufc = [bout(next(n), early, rng.choice(CLASSES), "post", "decision", red_wins=False),
           bout(next(n), early, "Women's Strawweight", "post", "sub", round_=2, clock="1:05"),
           bout(next(n), prelims, rng.choice(CLASSES), "post", "ko", round_=1, clock="3:29"),
           bout(next(n), prelims, rng.choice(CLASSES), "post", "decision"),
           bout(next(n), prelims, rng.choice(CLASSES), "post", "decision", red_wins=False),
           bout(next(n), prelims, rng.choice(CLASSES), "post", "ko", round_=3, clock="4:12", red_wins=False),
           bout(next(n), main_card, rng.choice(CLASSES), "post", "sub", round_=1, clock="2:48"),
           bout(next(n), main_card, rng.choice(CLASSES), "post", "decision"),
           bout(next(n), main_card, rng.choice(CLASSES), "post", "ko", round_=2, clock="0:47", red_wins=False),
           bout(next(n), main_card, "Welterweight", "in", round_=2, clock="2:41"),
           bout(next(n), main_card, "Lightweight", "pre", rounds=5)]
    write("ufc-day-2026-11-28.json", card(600090028, "UFC Fight Night: Varga vs. Okoye", "UFC APEX", "Las Vegas", ufc))
    pfl_start = "2026-11-21T18:00Z"
    pfl = [bout(next(n), pfl_start, c, "post", how, round_=r, clock=cl, red_wins=w) for c, how, r, cl, w in [
        ("Featherweight", "decision", None, None, True), ("Lightweight", "ko", 2, "3:10", False), ("Heavyweight", "ko", 1, "0:58", True),
        ("Welterweight", "sub", 3, "4:40", True), ("Bantamweight", "decision", None, None, False)]]
    write("pfl-day-2026-11-21.json", card(600090121, "PFL World Championship", "Kingdom Arena", "Riyadh", pfl))


if __name__ == "__main__":
    main()
