#!/usr/bin/env python3
"""Writes Resources/samples/manifest.json: what the offline sample promises.

Every list the sample bundles (a day's MLB and NHL games, the shows page, the
NBA teams, the NHL rosters) is read, and each thing it names is written with
the files that open it: a game's center, a show's detail and posters, a
team's pages of players, a player's landing. The sample scripts write the
payloads so that each of those files exists; SampleContractTests fails when
this manifest is out of date or names a file the sample cannot open.
Run from the repository root after any sample script."""
import glob, json, os

SAMPLES = os.path.join("Resources", "samples")


def load(*parts):
    with open(os.path.join(SAMPLES, *parts)) as f:
        return json.load(f)


def fnv(text):
    h = 0xcbf29ce484222325
    for b in text.encode():
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


def mlb():
    days = {}
    for path in sorted(glob.glob(os.path.join(SAMPLES, "mlb", "schedule-*.json"))):
        day = os.path.basename(path)[len("schedule-"):-len(".json")]
        games = [g for d in load("mlb", os.path.basename(path))["dates"] for g in d["games"]]
        days[day] = [{"game": g["gamePk"], "state": g["status"]["detailedState"],
                      "opens": [f"mlb/game-{g['gamePk']}.json"]
                      + ([f"mlb/win-probability-{g['gamePk']}.json"] if g["status"]["abstractGameState"] != "Preview"
                         and g.get("linescore", {}).get("innings") else [])} for g in games]
    return days


def nhl():
    days = {}
    for path in sorted(glob.glob(os.path.join(SAMPLES, "nhl", "schedule-*.json"))):
        day = os.path.basename(path)[len("schedule-"):-len(".json")]
        week = load("nhl", os.path.basename(path))["gameWeek"]
        games = [g for d in week if d["date"] == day for g in d["games"]]
        days[day] = [{"game": g["id"], "state": g["gameState"],
                      "opens": [f"nhl/{kind}-{g['id']}.json" for kind in ("landing", "boxscore", "play-by-play")]} for g in games]
    rosters = {}
    for path in sorted(glob.glob(os.path.join(SAMPLES, "nhl", "roster-*.json"))):
        tri = os.path.basename(path)[len("roster-"):-len(".json")]
        roster = load("nhl", os.path.basename(path))
        players = [p for group in ("forwards", "defensemen", "goalies") for p in roster.get(group, [])]
        rosters[tri] = [{"player": p["id"], "opens": [f"nhl/player-{p['id']}.json"]
                         + ([f"images/img-{fnv(p['headshot'])}.img"] if p.get("headshot") else [])} for p in players]
    return days, rosters


def nba_games():
    days = {}
    for path in sorted(glob.glob(os.path.join(SAMPLES, "nba", "schedule-*.json"))):
        day = os.path.basename(path)[len("schedule-"):-len(".json")]
        dates = load("nba", os.path.basename(path))["leagueSchedule"]["gameDates"]
        games = [g for d in dates for g in d["games"]]
        # A game not started (or postponed) opens on its row alone: the cdn has no box score for it.
        days[day] = [{"game": g["gameId"], "state": g["gameStatusText"],
                      "opens": [f"nba/{kind}-{g['gameId']}.json" for kind in ("boxscore", "playbyplay")] if g["gameStatus"] > 1 else []}
                     for g in games]
    return days


def nfl_weeks(code="nfl"):
    """Each bundled day names its week through the calendar; each game of the week opens its summary."""
    weeks = {}
    for path in sorted(glob.glob(os.path.join(SAMPLES, "espn", f"{code}-day-*.json"))):
        day = load("espn", os.path.basename(path))
        name = f"espn/{code}-week-{day['season']['year']}-{day['season']['type']}-{day['week']['number']}.json"
        if name in weeks or not os.path.exists(os.path.join(SAMPLES, name)):
            weeks.setdefault(name, [])
            continue
        # A game's center opens on its summary (the card above it is drawn from the week).
        weeks[name] = [{"game": int(e["id"]), "state": e["competitions"][0]["status"]["type"]["name"],
                        "opens": [name, f"espn/{code}-summary-{e['id']}.json"]} for e in load(name)["events"]]
    return weeks


def espn_days(codes):
    """Each bundled day of ESPN leagues played by the day (soccer, basketball): every game opens its
    summary (the center's every section) and the league's standings."""
    out = {}
    for path in sorted(glob.glob(os.path.join(SAMPLES, "espn", "*-day-*.json"))):
        name = os.path.basename(path)
        code = name.split("-day-")[0]
        if not codes(code):
            continue
        day = load("espn", name)
        out[name[:-len(".json")]] = [{"game": int(e["id"]), "state": e["competitions"][0]["status"]["type"]["name"],
                                       "opens": [f"espn/{code}-summary-{e['id']}.json", f"espn/{code}-standings.json"]
                                       + ([f"espn/{code}-results.json"] if os.path.exists(os.path.join(SAMPLES, "espn", f"{code}-results.json")) else [])}
                                      for e in day["events"]]
    return out


def shows():
    out = []
    for s in load("tvmaze", "shows-page-0.json"):
        opens = [f"tvmaze/show-{s['id']}.json"]
        for size in ("medium", "original"):
            url = (s.get("image") or {}).get(size)
            if url:
                opens.append(f"images/img-{fnv(url)}.img")
        out.append({"show": s["id"], "opens": opens})
    return out


def nba():
    out = []
    for t in load("nba", "teams.json")["data"]:
        pages, cursor = [], None
        while True:
            name = f"nba/players-{t['id']}-{cursor if cursor is not None else 'first'}.json"
            pages.append(name)
            path = os.path.join(SAMPLES, name)
            cursor = load(name).get("meta", {}).get("next_cursor") if os.path.exists(path) else None
            if cursor is None:
                break
        out.append({"team": t["id"], "opens": pages})
    return out


days, rosters = nhl()
manifest = {"about": "What the offline sample promises: each thing a bundled list names, with the files that open it. "
                     "Written by scripts/make-sample-manifest.py; checked by SampleContractTests.",
            "mlb": mlb(), "nhl": days, "nhlRosters": rosters, "shows": shows(), "nbaTeams": nba(),
            "nba": nba_games(), "nfl": nfl_weeks(), "collegeFootball": nfl_weeks("college-football"),
            "soccer": espn_days(lambda code: "." in code),
            "espnBasketball": espn_days(lambda code: code.endswith("basketball") or code == "wnba")}
with open(os.path.join(SAMPLES, "manifest.json"), "w") as f:
    json.dump(manifest, f, indent=1, ensure_ascii=False)
    f.write("\n")
missing = sorted({name for name in json.dumps(manifest).split('"') if name.endswith((".json", ".img"))
                  and "/" in name and not os.path.exists(os.path.join(SAMPLES, name))})
print("wrote", os.path.join(SAMPLES, "manifest.json"), "missing:", missing or "none")
