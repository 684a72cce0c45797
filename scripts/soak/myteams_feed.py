#!/usr/bin/env python3
"""A day of live games in all four leagues for the My Teams soak, in each
API's own schema: MLB statsapi, the NHL's web API, cdn.nba.com and ESPN.

Eight games today (US Eastern), two a league, listed a minute after the
start and 25 s apart (so the app has loaded every league before any starts); some
start late (they sit before their start for up to 90 s past it), then one
side scores every STEP seconds for five steps, then the game is final.
One answer in ten fails (500), one in ten asks to slow down (429,
Retry-After: 20), one in seven carries a malformed game. What every followed team's game does is
written to EVENTS as the alerts the app should raise, each exactly once.

    myteams_feed.py PORT_FILE EVENTS_FILE SECONDS

For the delay soak (scripts/delay-soak.sh), in the environment: CHAOS=0 leaves
out the failures, 429s and malformed games; OUTAGE=LEAGUE:START:SECONDS
answers 500 for that league from START seconds on, for SECONDS; SERVED=FILE
writes, for every alert called for, when the server first answered with the
change behind it (epoch seconds), and when the outage ended and the first
answer after it went out.
"""
import json, os, sys, threading, time
from datetime import datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs
from zoneinfo import ZoneInfo

STEP = 45
STEPS = 5
EASTERN = ZoneInfo("America/New_York")
T0 = time.time()
TODAY = datetime.now(EASTERN).date()

# (league, id, away (abbr, name, mlb id), home, lateness in s); the followed sides are listed in FOLLOWED.
GAMES = [
    ("mlb", 746001, ("NYY", "New York Yankees", 147), ("BOS", "Boston Red Sox", 111), 0),
    ("mlb", 746002, ("TB", "Tampa Bay Rays", 139), ("TOR", "Toronto Blue Jays", 141), 90),
    ("nhl", 2026020901, ("EDM", "Edmonton Oilers", 22), ("TOR", "Toronto Maple Leafs", 10), 45),
    ("nhl", 2026020902, ("BOS", "Boston Bruins", 6), ("MTL", "Montreal Canadiens", 8), 0),
    ("nba", 22600901, ("BOS", "Boston Celtics", 1610612738), ("NYK", "New York Knicks", 1610612752), 0),
    ("nba", 22600902, ("DEN", "Denver Nuggets", 1610612743), ("LAL", "Los Angeles Lakers", 1610612747), 90),
    ("nfl", 401900001, ("CHI", "Chicago Bears", 3), ("ATL", "Atlanta Falcons", 1), 45),
    ("nfl", 401900002, ("KC", "Kansas City Chiefs", 12), ("DEN", "Denver Broncos", 7), 0),
]
FOLLOWED = {("mlb", "NYY"), ("mlb", "BOS"), ("mlb", "TOR"), ("nhl", "TOR"), ("nhl", "BOS"),
            ("nba", "BOS"), ("nba", "DEN"), ("nfl", "ATL"), ("nfl", "KC"), ("nfl", "CHI")}
if os.environ.get("FOLLOW"):   # league:ABBR,… instead (the delay soak follows five)
    FOLLOWED = {tuple(x.split(":")) for x in os.environ["FOLLOW"].split(",")}
POINTS = {"mlb": 1, "nhl": 1, "nba": 3, "nfl": 7}


def listed(i):
    return T0 + 60 + 25 * i


def phase(i, now):
    """('pre'|'live'|'final', away, home, step) for game i at `now`."""
    league, _, _, _, late = GAMES[i]
    start = listed(i) + late
    if now < start:
        return "pre", 0, 0, 0
    step = min(STEPS, int((now - start) // STEP))
    away = home = 0
    for k in range(1, step + 1):
        # Basketball alternates the lead at every step; the others alternate who scores.
        if league == "nba":
            if k % 2:
                away = home + 2
            else:
                home = away + 1
        elif k % 2:
            away += POINTS[league]
        else:
            home += POINTS[league]
    if now >= start + STEP * (STEPS + 1):
        return "final", away, home, step
    return "live", away, home, step


def iso(t):
    return datetime.fromtimestamp(t, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def expected_events(keys=False):
    """The alerts a fan following FOLLOWED gets, each once; with `keys`, each with the
    (game, state, step) whose first answer carries it."""
    events = []
    for i, (league, _, away, home, _) in enumerate(GAMES):
        sides = {"away": away[0], "home": home[0]}
        if not any((league, s) in FOLLOWED for s in sides.values()):
            continue
        events.append((f"{away[0]} @ {home[0]} has started", (i, "live", 0)))
        a = h = 0
        for k in range(1, STEPS + 1):
            if league == "nba":
                if k % 2:
                    a = h + 2
                    events.append((f"{away[0]} takes the lead: {away[0]} {a}-{h} {home[0]}", (i, "live", k)))
                else:
                    h = a + 1
                    events.append((f"{home[0]} takes the lead: {home[0]} {h}-{a} {away[0]}", (i, "live", k)))
            elif k % 2:
                a += POINTS[league]
                if (league, away[0]) in FOLLOWED:
                    events.append((f"{away[0]} {a}-{h} {home[0]}", (i, "live", k)))
            else:
                h += POINTS[league]
                if (league, home[0]) in FOLLOWED:
                    events.append((f"{home[0]} {h}-{a} {away[0]}", (i, "live", k)))
        winner, loser = ((away[0], a), (home[0], h)) if a > h else ((home[0], h), (away[0], a))
        events.append((f"Final: {winner[0]} {winner[1]}-{loser[1]} {loser[0]}", (i, "final", STEPS)))
    return events if keys else [e for e, _ in events]


def mlb(day, now, broken):
    games = []
    for i, (league, gid, away, home, _) in enumerate(GAMES):
        if league != "mlb" or day != TODAY.isoformat():
            continue
        state, a, h, step = phase(i, now)
        status = {"pre": ("Preview", "Pre-Game", "P"), "live": ("Live", "In Progress", "I"), "final": ("Final", "Final", "F")}[state]
        game = {"gamePk": gid, "gameDate": iso(listed(i)), "officialDate": day, "gameNumber": 1, "scheduledInnings": 9,
                "status": {"abstractGameState": status[0], "detailedState": status[1], "codedGameState": status[2],
                           "statusCode": status[2], "startTimeTBD": False},
                "teams": {"away": {"team": {"id": away[2], "name": away[1], "abbreviation": away[0]}},
                          "home": {"team": {"id": home[2], "name": home[1], "abbreviation": home[0]}}}}
        if state != "pre":
            game["teams"]["away"]["score"] = a
            game["teams"]["home"]["score"] = h
            if state == "final":
                game["teams"]["away"]["isWinner"] = a > h
                game["teams"]["home"]["isWinner"] = h > a
            inning = 9 if state == "final" else step + 1
            game["linescore"] = {"currentInning": inning, "currentInningOrdinal": f"{inning}th" if inning > 3 else ["", "1st", "2nd", "3rd"][inning],
                                 "inningState": "Top" if state == "live" else "Bottom", "isTopInning": state == "live",
                                 "scheduledInnings": 9, "outs": 1}
        games.append(game)
    if broken and games:
        games.append({"gamePk": "not a number", "teams": 7})
    return {"totalGames": len(games), "dates": [{"date": day, "games": games}] if games else []}


def nhl(now, broken):
    games = []
    for i, (league, gid, away, home, _) in enumerate(GAMES):
        if league != "nhl":
            continue
        state, a, h, step = phase(i, now)
        game = {"id": gid, "gameType": 2, "startTimeUTC": iso(listed(i)), "gameScheduleState": "OK",
                "gameState": {"pre": "PRE", "live": "LIVE", "final": "OFF"}[state],
                "awayTeam": {"id": away[2], "abbrev": away[0], "placeName": {"default": away[1].rsplit(" ", 1)[0]},
                             "commonName": {"default": away[1].rsplit(" ", 1)[1]}},
                "homeTeam": {"id": home[2], "abbrev": home[0], "placeName": {"default": home[1].rsplit(" ", 1)[0]},
                             "commonName": {"default": home[1].rsplit(" ", 1)[1]}}}
        if state != "pre":
            game["awayTeam"]["score"] = a
            game["homeTeam"]["score"] = h
            game["periodDescriptor"] = {"number": min(3, 1 + step // 2), "periodType": "REG"}
            game["clock"] = {"timeRemaining": "12:34", "inIntermission": False}
        if state == "final":
            game["gameOutcome"] = {"lastPeriodType": "REG"}
        games.append(game)
    if broken:
        games.append({"id": "x", "awayTeam": "nobody"})
    return {"gameWeek": [{"date": TODAY.isoformat(), "games": games}]}


def nba(now, broken):
    games = []
    for i, (league, gid, away, home, _) in enumerate(GAMES):
        if league != "nba":
            continue
        state, a, h, step = phase(i, now)
        game = {"gameId": f"00{gid}", "gameTimeUTC": iso(listed(i)), "regulationPeriods": 4,
                "gameStatus": {"pre": 1, "live": 2, "final": 3}[state],
                "gameStatusText": {"pre": "7:30 pm ET", "live": "Q2 5:00", "final": "Final"}[state],
                "period": 0 if state == "pre" else (4 if state == "final" else 2),
                "gameClock": "PT05M00.00S" if state == "live" else "",
                "awayTeam": {"teamId": away[2], "teamTricode": away[0], "teamCity": away[1].rsplit(" ", 1)[0],
                             "teamName": away[1].rsplit(" ", 1)[1], "score": a},
                "homeTeam": {"teamId": home[2], "teamTricode": home[0], "teamCity": home[1].rsplit(" ", 1)[0],
                             "teamName": home[1].rsplit(" ", 1)[1], "score": h}}
        games.append(game)
    if broken:
        games.append({"gameId": None, "homeTeam": []})
    return {"scoreboard": {"gameDate": TODAY.isoformat(), "games": games}}


def espn(day, now, broken):
    events = []
    for i, (league, gid, away, home, _) in enumerate(GAMES):
        if league != "nfl" or day != TODAY.strftime("%Y%m%d"):
            continue
        state, a, h, step = phase(i, now)
        kind = {"pre": ("STATUS_SCHEDULED", "pre"), "live": ("STATUS_IN_PROGRESS", "in"), "final": ("STATUS_FINAL", "post")}[state]
        status = {"period": 0 if state == "pre" else min(4, 1 + step // 2), "displayClock": "8:00" if state == "live" else "0:00",
                  "type": {"name": kind[0], "state": kind[1]}}
        side = lambda t, score, ha: {"homeAway": ha, "score": str(score) if state != "pre" else "",
                                      "team": {"id": str(t[2]), "abbreviation": t[0], "displayName": t[1]}}
        events.append({"id": str(gid), "date": iso(listed(i)),
                       "competitions": [{"date": iso(listed(i)), "status": status,
                                         "competitors": [side(home, h, "home"), side(away, a, "away")]}]})
    if broken and events:
        events.append({"id": "401900099", "competitions": [{"competitors": "not a list"}]})
        events[0]["competitions"][0]["attendance"] = "68,500"   # a mistyped minor field: the game stays
    return {"season": {"year": TODAY.year, "type": 2}, "events": events}


COUNTS = {}
LOCK = threading.Lock()
CHAOS = os.environ.get("CHAOS", "1") != "0"
OUTAGE = os.environ.get("OUTAGE", "")
SERVED = {}          # (game, state, step) -> first answer carrying it, epoch seconds
RECOVERED = {}       # the first answer after the outage, epoch seconds


def outage(league, now):
    if not OUTAGE:
        return False
    name, start, length = OUTAGE.split(":")
    return league == name and T0 + float(start) <= now < T0 + float(start) + float(length)


def note_served(league, now):
    """Each game of the league as this answer has it, first time only."""
    for i, game in enumerate(GAMES):
        if game[0] == league:
            state, _, _, step = phase(i, now)
            SERVED.setdefault((i, state, step), now)


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        url = urlparse(self.path)
        league = ("mlb" if url.path.startswith("/api/v1/schedule") else "nhl" if url.path.startswith("/v1/schedule")
                  else "nba" if "scoreboard/todaysScoreboard" in url.path else "nba-season" if "scheduleLeagueV2" in url.path
                  else "nfl" if "/football/nfl/scoreboard" in url.path else None)
        if league is None:
            return self.reply(404, b"{}")
        with LOCK:
            n = COUNTS[league] = COUNTS.get(league, 0) + 1
        now = time.time()
        if outage(league, now):
            return self.reply(500, b"{\"error\": \"outage\"}")
        # Of every ten answers one fails and one asks to slow down (never two in a
        # row, so no step of a game is missed), and one in seven has a malformed game.
        if CHAOS and league != "nba-season" and n % 10 == 4:
            return self.reply(500, b"{\"error\": \"upstream\"}")
        if CHAOS and league != "nba-season" and n % 10 == 8:
            return self.reply(429, b"{}", {"Retry-After": "20"})
        broken = CHAOS and n % 7 == 3
        with LOCK:
            if OUTAGE and league == OUTAGE.split(":")[0] and now >= T0 + sum(map(float, OUTAGE.split(":")[1:])):
                RECOVERED.setdefault(league, now)
            if league in ("mlb", "nhl", "nba", "nfl"):
                note_served(league, now)
        query = parse_qs(url.query)
        if league == "mlb":
            body = mlb(query.get("date", [""])[0], now, broken)
        elif league == "nhl":
            body = nhl(now, broken)
        elif league == "nba":
            body = nba(now, broken)
        elif league == "nba-season":
            body = {"leagueSchedule": {"gameDates": []}}
        else:
            body = espn(query.get("dates", [""])[0], now, broken)
        self.reply(200, json.dumps(body).encode())

    def reply(self, status, body, headers=None):
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)


def main():
    port_file, events_file, seconds = sys.argv[1], sys.argv[2], int(sys.argv[3])
    with open(events_file, "w") as f:
        f.write("\n".join(expected_events()) + "\n")
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    with open(port_file, "w") as f:
        f.write(str(server.server_address[1]))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    time.sleep(seconds)
    print(json.dumps(COUNTS), file=sys.stderr)
    if os.environ.get("SERVED"):
        with open(os.environ["SERVED"], "w") as f:
            served = [{"event": e, "served": SERVED.get(key)} for e, key in expected_events(keys=True)]
            ends = {name: T0 + float(start) + float(length) for name, start, length in [OUTAGE.split(":")]} if OUTAGE else {}
            json.dump({"events": served, "outage_end": ends, "recovered": RECOVERED}, f)


if __name__ == "__main__":
    main()
