#!/usr/bin/env python3
"""Writes each bundled soccer league's recent results for the standings'
form column (ESPN's scoreboard schema over a span of days: `events[]` with
two competitors and a full-time status): four earlier rounds, each club
paired within its group by rotation, the side with more points a game
winning (a draw when they are close, so an unbeaten club never loses), then
the finals of the league's bundled day, so a club's form ends with the
result its match on the board shows. Run after make-soccer-samples.py, from
the repository root."""
import datetime, glob, json, os

OUT = os.path.join("Resources", "samples", "espn")
WINS = [(2, 0), (2, 1), (1, 0), (3, 1)]
DRAWS = [(1, 1), (0, 0), (2, 2)]
FINAL = {"STATUS_FULL_TIME", "STATUS_FINAL", "STATUS_FINAL_AET", "STATUS_FINAL_PEN"}


def clubs(group):
    out = []
    for e in group["standings"]["entries"]:
        stats = {x["name"]: x.get("value", 0) for x in e["stats"]}
        club = {k: e["team"][k] for k in ("id", "abbreviation", "displayName")}
        club["ppg"] = stats.get("points", 0) / max(1, stats.get("gamesPlayed", 1))
        out.append(club)
    return out


def result(home, away, n):
    """The better side by points a game wins; within a third of a point, a draw."""
    gap = home["ppg"] - away["ppg"]
    if abs(gap) < 0.34:
        return DRAWS[n % len(DRAWS)]
    w = WINS[n % len(WINS)]
    return w if gap > 0 else (w[1], w[0])


def groups(table):
    out = []
    for g in table.get("children", []):
        out += groups(g) if "children" in g else [clubs(g)]
    return out


def competitor(club, side, goals, won):
    team = {"id": club["id"], "abbreviation": club["abbreviation"], "displayName": club["displayName"],
            "shortDisplayName": club["displayName"], "name": club["displayName"]}
    return {"id": club["id"], "homeAway": side, "team": team, "score": str(goals), "winner": won}


def event(event_id, date, home, away, score):
    status = {"clock": 5400, "displayClock": "90'+3'", "period": 2,
              "type": {"id": "28", "name": "STATUS_FULL_TIME", "state": "post", "completed": True, "description": "FT",
                       "detail": "FT", "shortDetail": "FT"}}
    h, a = score
    return {"id": str(event_id), "date": date, "name": f"{away['displayName']} at {home['displayName']}",
            "shortName": f"{away['abbreviation']} @ {home['abbreviation']}",
            "competitions": [{"id": str(event_id), "date": date, "status": status,
                              "competitors": [competitor(home, "home", h, h > a), competitor(away, "away", a, a > h)]}],
            "status": status}


def rounds(group, count):
    """Round-robin pairings by the circle method: each club once a round (one sits out when the count is odd)."""
    teams = group + ([None] if len(group) % 2 else [])
    n = len(teams)
    for r in range(count):
        order = [teams[0]] + teams[1:][r % (n - 1):] + teams[1:][:r % (n - 1)]
        yield [(order[i], order[n - 1 - i]) for i in range(n // 2) if order[i] and order[n - 1 - i]]


def main():
    for code in ("eng.1", "uefa.champions", "usa.1"):
        table = json.load(open(os.path.join(OUT, f"{code}-standings.json")))
        day_file = json.load(open(sorted(glob.glob(os.path.join(OUT, f"{code}-day-*.json")))[-1]))
        base = datetime.date.fromisoformat(day_file["day"]["date"])
        events, next_id = [], 900000 + sum(map(ord, code)) * 100
        for r in range(4):
            date = (base - datetime.timedelta(days=7 * (4 - r))).isoformat() + "T15:00Z"
            for group in groups(table):
                for i, (home, away) in enumerate(list(rounds(group, r + 1))[r]):
                    events.append(event(next_id, date, home, away, result(home, away, r + i)))
                    next_id += 1
        # The bundled day's finals, as the board shows them.
        events += [e for e in day_file["events"] if e["status"]["type"]["name"] in FINAL]
        start = (base - datetime.timedelta(days=42)).isoformat()
        payload = {"leagues": day_file["leagues"], "season": day_file.get("season"), "day": {"date": start}, "events": events}
        with open(os.path.join(OUT, f"{code}-results.json"), "w") as f:
            json.dump(payload, f, indent=1, ensure_ascii=False)
            f.write("\n")
        print(f"{code}: {len(events)} results")


if __name__ == "__main__":
    main()
