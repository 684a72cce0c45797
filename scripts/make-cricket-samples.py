#!/usr/bin/env python3
"""Writes the cricket part of the offline sample in ESPN's cricket
scoreboard schema (`/apis/site/v2/sports/cricket/{league id}/scoreboard`,
following the recordings in Tests/Fixtures/espn-sports): each side's
`score` as text, its innings in `linescores` (runs, wickets, overs, whether
it batted, the innings under way), the state in words in `status.summary`.
International matches on 2026-11-28 (a Test on its third day, an ODI
over, a T20 to come), an IPL Sunday (2026-05-24: a match over, one in its
chase) and a Big Bash day (2026-01-10, over). Our own scores; the teams
are real. Run from the repository root, then scripts/make-sample-manifest.py."""
import json, os

OUT = os.path.join("Resources", "samples", "espn")


def overs(o):
    return float(o)


def side(team_id, abbr, name, home, innings, won=False, score_text=None):
    """`innings`: (number, runs, wickets, overs, batted, current, note)."""
    lines = [{"value": n, "runs": r, "wickets": w, "overs": overs(o), "isBatting": b, "isCurrent": 1 if c else 0, "description": note}
             for n, r, w, o, b, c, note in innings]
    batted = [i for i in innings if i[4]]
    text = score_text if score_text is not None else " & ".join(
        (f"{r}" if w == 10 else f"{r}/{w}{'d' if note == 'declared' else ''}") for _, r, w, _, _, _, note in batted)
    return {"id": str(team_id), "type": "team", "order": 1 if home else 2, "homeAway": "home" if home else "away",
            "winner": "true" if won else "false", "score": text,
            "team": {"id": str(team_id), "abbreviation": abbr, "name": name, "displayName": name, "shortDisplayName": abbr},
            "linescores": lines}


def match(mid, name, description, kind, venue, start, state, period, summary, home, away):
    status = {"clock": 0, "displayClock": "0'", "period": period, "summary": summary,
              "type": {"id": "0", "description": {"pre": "Scheduled", "in": "Live", "post": "Result"}[state],
                       "detail": "", "shortDetail": "", "state": state}}
    return {"id": str(mid), "date": start, "name": name, "shortName": name, "status": status,
            "competitions": [{"id": str(mid), "description": description, "date": start,
                              "class": {"eventType": kind, "generalClassCard": kind}, "venue": {"fullName": venue},
                              "status": status, "competitors": [home, away]}]}


def write(name, events):
    with open(os.path.join(OUT, name), "w") as f:
        json.dump({"events": events}, f, indent=1, ensure_ascii=False)
        f.write("\n")


def main():
    write("8-day-2026-11-28.json", [
        match(1500101, "India v South Africa", "2nd Test", "Test", "Eden Gardens, Kolkata", "2026-11-26T04:00Z", "in", 4,
              "Day 3 - South Africa need 229 runs",
              side(6, "IND", "India", True, [(1, 402, 10, 118.4, True, False, "complete"), (2, 0, 0, 0, False, False, ""),
                                              (3, 198, 6, 52, True, False, "declared"), (4, 0, 0, 0, False, False, "")]),
              side(3, "SA", "South Africa", False, [(1, 0, 0, 0, False, False, ""), (2, 227, 10, 71.2, True, False, "complete"),
                                                    (3, 0, 0, 0, False, False, ""), (4, 145, 4, 47, True, True, "")])),
        match(1500102, "Australia v England", "1st ODI", "ODI", "Adelaide Oval, Adelaide", "2026-11-28T03:30Z", "post", 2,
              "England won by 3 wickets (9 balls left)",
              side(2, "AUS", "Australia", True, [(1, 287, 8, 50, True, False, "complete"), (2, 0, 0, 0, False, False, "")]),
              side(1, "ENG", "England", False, [(1, 0, 0, 0, False, False, ""), (2, 291, 7, 48.3, True, False, "complete")], won=True)),
        match(1500103, "New Zealand v Pakistan", "3rd T20I", "T20", "Eden Park, Auckland", "2026-11-29T06:00Z", "pre", 0,
              "Starts at 19:00 local time", side(5, "NZ", "New Zealand", True, [], score_text=""),
              side(7, "PAK", "Pakistan", False, [], score_text="")),
    ])
    write("8048-day-2026-05-24.json", [
        match(1600201, "Mumbai Indians v Chennai Super Kings", "68th Match", "T20", "Wankhede Stadium, Mumbai", "2026-05-24T10:00Z", "post", 2,
              "Mumbai Indians won by 18 runs",
              side(335978, "MI", "Mumbai Indians", True, [(1, 196, 5, 20, True, False, "complete"), (2, 0, 0, 0, False, False, "")], won=True),
              side(335975, "CSK", "Chennai Super Kings", False, [(1, 0, 0, 0, False, False, ""), (2, 178, 9, 20, True, False, "complete")])),
        match(1600202, "Royal Challengers Bengaluru v Kolkata Knight Riders", "69th Match", "T20", "M.Chinnaswamy Stadium, Bengaluru",
              "2026-05-24T14:00Z", "in", 2, "Kolkata Knight Riders require 54 runs from 33 balls",
              side(335970, "RCB", "Royal Challengers Bengaluru", True, [(1, 201, 4, 20, True, False, "complete"), (2, 0, 0, 0, False, False, "")]),
              side(335971, "KKR", "Kolkata Knight Riders", False, [(1, 0, 0, 0, False, False, ""), (2, 148, 5, 14.3, True, True, "")],
                   score_text="148/5 (14.3/20 ov, target 202)")),
    ])
    write("8044-day-2026-01-10.json", [
        match(1700301, "Brisbane Heat v Sydney Sixers", "31st Match", "T20", "The Gabba, Brisbane", "2026-01-10T08:15Z", "post", 2,
              "Sydney Sixers won by 6 wickets (4 balls left)",
              side(509665, "BH", "Brisbane Heat", True, [(1, 171, 7, 20, True, False, "complete"), (2, 0, 0, 0, False, False, "")]),
              side(509668, "SS", "Sydney Sixers", False, [(1, 0, 0, 0, False, False, ""), (2, 172, 4, 19.2, True, False, "complete")], won=True)),
    ])


if __name__ == "__main__":
    main()
