#!/usr/bin/env python3
"""Writes a season-sized scheduleLeagueV2.json (the NBA cdn's whole-season
file) from the bundled day's games: DAYS dates of GAMES games each, every
game a copy of a bundled one with its own id, code and date, so a benchmark
can measure what My Teams and print pay for one day of it.
Usage: nba_season.py OUT.json [DAYS] [GAMES] [FIRST-DAY]"""
import copy, datetime, json, sys

out = sys.argv[1]
days = int(sys.argv[2]) if len(sys.argv) > 2 else 200
per_day = int(sys.argv[3]) if len(sys.argv) > 3 else 200
first = datetime.date.fromisoformat(sys.argv[4] if len(sys.argv) > 4 else "2026-10-20")
sample = json.load(open("Resources/samples/nba/schedule-2026-11-20.json"))
templates = sample["leagueSchedule"]["gameDates"][0]["games"]
dates, n = [], 0
for d in range(days):
    day = first + datetime.timedelta(days=d)
    games = []
    for g in range(per_day):
        game = copy.deepcopy(templates[g % len(templates)])
        n += 1
        game["gameId"] = f"00226{n:05d}"
        game["gameCode"] = f"{day:%Y%m%d}/{game['gameCode'].split('/')[-1]}"
        game["gameDateEst"] = f"{day}T00:00:00Z"
        game["gameDateTimeUTC"] = game["gameTimeUTC"] = f"{day + datetime.timedelta(days=1)}T00:30:00Z"
        games.append(game)
    dates.append({"gameDate": f"{day:%m/%d/%Y} 00:00:00", "games": games})
payload = {"meta": {"version": 1, "request": "ours: a season-sized scheduleLeagueV2"},
           "leagueSchedule": {"seasonYear": "2026-27", "leagueId": "00", "gameDates": dates}}
with open(out, "w") as f:
    json.dump(payload, f, separators=(",", ":"))
print(f"{out}: {days} dates, {n} games")
