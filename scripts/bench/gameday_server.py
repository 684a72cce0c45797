#!/usr/bin/env python3
"""A game day on loopback, for scripts/bench/gameday.sh: every source the app
reads for ten followed teams and three followed players in six leagues of four
families (MLB, the NHL, the NBA and the WNBA, the NFL and college football),
answering as the services do (gzip when asked, an ETag on every answer and 304
for a copy still good), and counting every request and every byte.

The MLB game is the recorded one (Tests/Fixtures/mlb, CIN @ CHC, 2025-06-01)
replayed at its own pace from its third inning: each answer is the feed as it
stood at that moment of the game (the plate appearances begun, the current one's
pitches so far), its linescore alone from the same moment; a pause in the game
longer than three minutes (a rain delay) is shortened to three. The other games
are ours, in each API's own schema (scripts/soak/myteams_feed.py's), listed
through the day and played out in a few minutes each.

    gameday_server.py PORT_FILE LOG_FILE SECONDS

LOG_FILE gets one JSON object when the day is over (or on SIGTERM): every
request with its time, path, query, status, bytes on the wire and bytes of the
answer itself.
"""
import bisect, gzip, hashlib, json, os, signal, sys, threading, time
from datetime import datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs
from zoneinfo import ZoneInfo

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EASTERN = ZoneInfo("America/New_York")
T0 = time.time()
TODAY = datetime.now(EASTERN).date()
DAY = float(sys.argv[3]) if len(sys.argv) > 3 else 1800.0

# ---- the recorded MLB game, replayed --------------------------------------------------------------------------
RECORDED = json.load(open(os.path.join(ROOT, "Tests/Fixtures/mlb/feed-live-777687-2025-06-01-final.json")))
PLAYS = RECORDED["liveData"]["plays"]["allPlays"]

def stamp(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()

# The game's clock: every event's start, pauses over three minutes shortened to three.
EVENTS = sorted({stamp(e["startTime"]) for p in PLAYS for e in p["playEvents"] if "startTime" in e} |
                {stamp(p["about"]["startTime"]) for p in PLAYS})
CLOCK, at = {}, 0.0
for a, b in zip([EVENTS[0]] + EVENTS, EVENTS):
    at += min(b - a, 180.0)
    CLOCK[b] = at
def game_time(real):
    """The replay's clock for a recorded instant."""
    if real in CLOCK:
        return CLOCK[real]
    i = bisect.bisect_right(EVENTS, real) - 1
    best = EVENTS[max(0, i)]
    return CLOCK[best] + max(0.0, min(real - best, 180.0))
THIRD = next(p for p in PLAYS if p["about"]["inning"] == 3)
START = game_time(stamp(THIRD["about"]["startTime"]))   # the replay begins with the 3rd inning
MLB_LIVE = T0 + float(os.environ.get("GAMEDAY_MLB_AT", "90"))   # when the replay's game goes live (listed a minute before)

def mlb_state(now):
    """('pre'|'live'|'final', replay clock) for the recorded game at `now`."""
    if now < MLB_LIVE:
        return "pre", 0.0
    clock = START + (now - MLB_LIVE)
    return ("final" if clock >= CLOCK[EVENTS[-1]] + 60 else "live"), clock

def mlb_cut(clock):
    """The feed as it stood at the replay clock: plays begun, the last one's pitches so far; and its linescore."""
    plays = []
    for p in PLAYS:
        if game_time(stamp(p["about"]["startTime"])) > clock:
            break
        play = dict(p)
        done = "endTime" in p["about"] and game_time(stamp(p["about"]["endTime"])) <= clock and p["about"].get("isComplete", True)
        if not done:
            play["playEvents"] = [e for e in p["playEvents"] if "startTime" not in e or game_time(stamp(e["startTime"])) <= clock]
            play["about"] = dict(p["about"], isComplete=False)
            play["result"] = {k: v for k, v in p["result"].items() if k not in ("event", "eventType", "description")}
        plays.append(play)
    last = plays[-1]
    complete = [p for p in plays if p["about"].get("isComplete", True) and p is not last] + ([last] if last["about"].get("isComplete") else [])
    away = complete[-1]["result"].get("awayScore", 0) if complete else 0
    home = complete[-1]["result"].get("homeScore", 0) if complete else 0
    innings, before = {}, (0, 0)
    for p in complete:
        a, h = p["result"].get("awayScore", 0), p["result"].get("homeScore", 0)
        i = innings.setdefault(p["about"]["inning"], {"num": p["about"]["inning"], "away": {"runs": 0}, "home": {"runs": 0}})
        i["away"]["runs"] += a - before[0]
        i["home"]["runs"] += h - before[1]
        before = (a, h)
    inning, top = last["about"]["inning"], last["about"]["isTopInning"]
    for n in range(1, inning + 1):
        innings.setdefault(n, {"num": n, "away": {"runs": 0}, "home": {"runs": 0}})
    pitches = [e for e in last["playEvents"] if e.get("isPitch")]
    # Before the first pitch: the outs the half-inning had, 0 at its start.
    prior = complete[-1] if complete and complete[-1] is not last else None
    outs = prior["count"]["outs"] if prior and prior["about"]["halfInning"] == last["about"]["halfInning"] and prior["about"]["inning"] == inning else 0
    count = pitches[-1]["count"] if pitches else {"balls": 0, "strikes": 0, "outs": outs}
    ordinal = {1: "1st", 2: "2nd", 3: "3rd"}.get(inning, f"{inning}th")
    line = {"currentInning": inning, "currentInningOrdinal": ordinal, "inningState": "Top" if top else "Bottom",
            "inningHalf": "Top" if top else "Bottom", "isTopInning": top, "scheduledInnings": 9,
            "innings": [innings[n] for n in sorted(innings)], "teams": {"away": {"runs": away}, "home": {"runs": home}},
            "balls": count.get("balls", 0), "strikes": count.get("strikes", 0), "outs": count.get("outs", 0),
            "offense": {"batter": last["matchup"]["batter"]}, "defense": {"pitcher": last["matchup"]["pitcher"]}}
    return plays, line, (away, home)

def mlb_feed(now):
    state, clock = mlb_state(now)
    root = dict(RECORDED)
    game, live = dict(RECORDED["gameData"]), dict(RECORDED["liveData"])
    root["metaData"] = dict(RECORDED["metaData"], wait=10)
    if state == "final":
        return root
    status = {"pre": ("Preview", "Pre-Game", "P"), "live": ("Live", "In Progress", "I")}[state]
    game["status"] = {"abstractGameState": status[0], "detailedState": status[1], "codedGameState": status[2], "statusCode": status[2]}
    game["datetime"] = dict(game["datetime"], dateTime=iso(MLB_LIVE), officialDate=TODAY.isoformat())
    live.pop("decisions", None)
    if state == "pre":
        live["plays"] = {"allPlays": [], "scoringPlays": []}
        live["linescore"] = {"currentInning": 0, "scheduledInnings": 9, "innings": [], "teams": {"away": {"runs": 0}, "home": {"runs": 0}}}
    else:
        plays, line, _ = mlb_cut(clock)
        live["plays"] = {"allPlays": plays, "currentPlay": plays[-1],
                         "scoringPlays": [i for i in RECORDED["liveData"]["plays"]["scoringPlays"] if i < len(plays) - 1]}
        live["linescore"] = line
    root["gameData"], root["liveData"] = game, live
    return root

def iso(t):
    return datetime.fromtimestamp(t, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")

# ---- our own games through the day ------------------------------------------------------------------------------
# (league, id, away (abbr, name, id), home); one listed every tenth of the day, live for a quarter of it.
GAMES = [
    ("mlb", 746001, ("NYY", "New York Yankees", 147), ("BOS", "Boston Red Sox", 111)),
    ("nhl", 2026020901, ("EDM", "Edmonton Oilers", 22), ("TOR", "Toronto Maple Leafs", 10)),
    ("nhl", 2026020902, ("BOS", "Boston Bruins", 6), ("MTL", "Montreal Canadiens", 8)),
    ("nba", 22600901, ("BOS", "Boston Celtics", 1610612738), ("NYK", "New York Knicks", 1610612752)),
    ("nba", 22600902, ("DEN", "Denver Nuggets", 1610612743), ("LAL", "Los Angeles Lakers", 1610612747)),
    ("nfl", 401900001, ("CHI", "Chicago Bears", 3), ("ATL", "Atlanta Falcons", 1)),
    ("nfl", 401900002, ("KC", "Kansas City Chiefs", 12), ("DEN", "Denver Broncos", 7)),
    ("college-football", 401900101, ("OSU", "Ohio State Buckeyes", 194), ("MICH", "Michigan Wolverines", 130)),
    ("wnba", 401900201, ("LV", "Las Vegas Aces", 17), ("NY", "New York Liberty", 9)),
]
POINTS = {"mlb": 1, "nhl": 1, "nba": 3, "wnba": 3, "nfl": 7, "college-football": 7}
STEPS = 5

def listed(i):
    return T0 + 60 + i * max(60.0, (DAY - 300) / len(GAMES))

def phase(i, now):
    """('pre'|'live'|'final', away, home, step) for our game i at `now`."""
    league = GAMES[i][0]
    live = max(120.0, DAY / 4)
    start = listed(i)
    if now < start:
        return "pre", 0, 0, 0
    step = min(STEPS, int((now - start) // (live / (STEPS + 1))))
    away = sum(POINTS[league] for k in range(1, step + 1) if k % 2)
    home = sum(POINTS[league] for k in range(1, step + 1) if not k % 2)
    return ("final" if now >= start + live else "live"), away, home, step

def mlb_schedule(day, now):
    games = []
    if day == TODAY.isoformat():
        state, clock = mlb_state(now)
        teams = RECORDED["gameData"]["teams"]
        side = lambda t: {"team": {"id": t["id"], "name": t["name"], "abbreviation": t["abbreviation"], "teamName": t["teamName"]}}
        g = {"gamePk": 777687, "gameDate": iso(MLB_LIVE), "officialDate": day, "gameNumber": 1, "scheduledInnings": 9,
             "status": {"pre": {"abstractGameState": "Preview", "detailedState": "Pre-Game", "codedGameState": "P", "statusCode": "P"},
                        "live": {"abstractGameState": "Live", "detailedState": "In Progress", "codedGameState": "I", "statusCode": "I"},
                        "final": {"abstractGameState": "Final", "detailedState": "Final", "codedGameState": "F", "statusCode": "F"}}[state],
             "teams": {"away": side(teams["away"]), "home": side(teams["home"])}}
        if state == "live":
            _, line, (a, h) = mlb_cut(clock)
            g["teams"]["away"]["score"], g["teams"]["home"]["score"] = a, h
            g["linescore"] = line
        elif state == "final":
            line = RECORDED["liveData"]["linescore"]
            g["teams"]["away"]["score"], g["teams"]["home"]["score"] = line["teams"]["away"]["runs"], line["teams"]["home"]["runs"]
            g["linescore"] = line
        games.append(g)
    for i, (league, gid, away, home) in enumerate(GAMES):
        if league != "mlb" or day != TODAY.isoformat():
            continue
        state, a, h, step = phase(i, now)
        status = {"pre": ("Preview", "Pre-Game", "P"), "live": ("Live", "In Progress", "I"), "final": ("Final", "Final", "F")}[state]
        g = {"gamePk": gid, "gameDate": iso(listed(i)), "officialDate": day, "gameNumber": 1, "scheduledInnings": 9,
             "status": {"abstractGameState": status[0], "detailedState": status[1], "codedGameState": status[2], "statusCode": status[2]},
             "teams": {"away": {"team": {"id": away[2], "name": away[1], "abbreviation": away[0]}},
                       "home": {"team": {"id": home[2], "name": home[1], "abbreviation": home[0]}}}}
        if state != "pre":
            g["teams"]["away"]["score"], g["teams"]["home"]["score"] = a, h
            g["linescore"] = {"currentInning": 9 if state == "final" else step + 1, "inningState": "Top", "isTopInning": True,
                              "scheduledInnings": 9, "outs": 1}
        games.append(g)
    return {"totalGames": len(games), "dates": [{"date": day, "games": games}] if games else []}

def nhl(now):
    games = []
    for i, (league, gid, away, home) in enumerate(GAMES):
        if league != "nhl":
            continue
        state, a, h, step = phase(i, now)
        team = lambda t: {"id": t[2], "abbrev": t[0], "placeName": {"default": t[1].rsplit(" ", 1)[0]}, "commonName": {"default": t[1].rsplit(" ", 1)[1]}}
        g = {"id": gid, "gameType": 2, "startTimeUTC": iso(listed(i)), "gameScheduleState": "OK",
             "gameState": {"pre": "PRE", "live": "LIVE", "final": "OFF"}[state], "awayTeam": team(away), "homeTeam": team(home)}
        if state != "pre":
            g["awayTeam"]["score"], g["homeTeam"]["score"] = a, h
            g["periodDescriptor"] = {"number": min(3, 1 + step // 2), "periodType": "REG"}
            g["clock"] = {"timeRemaining": "12:34", "inIntermission": False}
        if state == "final":
            g["gameOutcome"] = {"lastPeriodType": "REG"}
        games.append(g)
    return {"gameWeek": [{"date": TODAY.isoformat(), "games": games}]}

def nba(now):
    games = []
    for i, (league, gid, away, home) in enumerate(GAMES):
        if league != "nba":
            continue
        state, a, h, step = phase(i, now)
        team = lambda t, score: {"teamId": t[2], "teamTricode": t[0], "teamCity": t[1].rsplit(" ", 1)[0], "teamName": t[1].rsplit(" ", 1)[1], "score": score}
        games.append({"gameId": f"00{gid}", "gameTimeUTC": iso(listed(i)), "regulationPeriods": 4,
                      "gameStatus": {"pre": 1, "live": 2, "final": 3}[state], "gameStatusText": {"pre": "7:30 pm ET", "live": "Q2 5:00", "final": "Final"}[state],
                      "period": 0 if state == "pre" else (4 if state == "final" else 2), "gameClock": "PT05M00.00S" if state == "live" else "",
                      "awayTeam": team(away, a), "homeTeam": team(home, h)})
    return {"scoreboard": {"gameDate": TODAY.isoformat(), "games": games}}

def espn(league, day, now):
    events = []
    for i, (game_league, gid, away, home) in enumerate(GAMES):
        if game_league != league or day != TODAY.strftime("%Y%m%d"):
            continue
        state, a, h, step = phase(i, now)
        kind = {"pre": ("STATUS_SCHEDULED", "pre"), "live": ("STATUS_IN_PROGRESS", "in"), "final": ("STATUS_FINAL", "post")}[state]
        status = {"period": 0 if state == "pre" else min(4, 1 + step // 2), "displayClock": "8:00" if state == "live" else "0:00",
                  "type": {"name": kind[0], "state": kind[1]}}
        side = lambda t, score, ha: {"homeAway": ha, "score": str(score) if state != "pre" else "",
                                      "team": {"id": str(t[2]), "abbreviation": t[0], "displayName": t[1]}}
        events.append({"id": str(gid), "date": iso(listed(i)),
                       "competitions": [{"date": iso(listed(i)), "status": status, "competitors": [side(home, h, "home"), side(away, a, "away")]}]})
    return {"season": {"year": TODAY.year, "type": 2}, "events": events}

GAMELOG = open(os.path.join(ROOT, "Resources/samples/espn/nhl-athlete-8480800-gamelog.json"), "rb").read()

def answer(path, query, now):
    """The answer's body for a path, or None (404)."""
    day = query.get("date", query.get("dates", [""]))[0]
    if path == "/api/v1/schedule":
        return json.dumps(mlb_schedule(day, now)).encode()
    if path == "/api/v1.1/game/777687/feed/live":
        return json.dumps(mlb_feed(now), separators=(",", ":")).encode()
    if path == "/api/v1/game/777687/linescore":
        state, clock = mlb_state(now)
        return json.dumps(mlb_cut(clock)[1] if state == "live" else mlb_feed(now)["liveData"]["linescore"]).encode()
    if path.startswith("/v1/schedule/"):
        return json.dumps(nhl(now)).encode()
    if "todaysScoreboard" in path:
        return json.dumps(nba(now)).encode()
    if "scheduleLeagueV2" in path:
        return b'{"leagueSchedule": {"gameDates": []}}'
    for league in ("nfl", "college-football", "wnba"):
        if path.endswith(f"/{league}/scoreboard"):
            return json.dumps(espn(league, day, now)).encode()
    if path.endswith("/gamelog") and "/athletes/" in path:
        return GAMELOG
    return None

LOG, LOCK, GZIP = [], threading.Lock(), {}

class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        url = urlparse(self.path)
        now = time.time()
        body = answer(url.path, parse_qs(url.query), now)
        entry = {"t": round(now - T0, 3), "path": url.path, "query": url.query}
        if body is None:
            entry.update(status=404, wire=2, raw=2)
            return self.finish_reply(entry, 404, b"{}", {})
        etag = '"' + hashlib.sha1(body).hexdigest()[:20] + '"'
        if self.headers.get("If-None-Match") == etag:
            entry.update(status=304, wire=0, raw=0)
            return self.finish_reply(entry, 304, b"", {"ETag": etag})
        headers = {"ETag": etag, "Content-Type": "application/json"}
        wire = body
        if "gzip" in (self.headers.get("Accept-Encoding") or ""):
            key = hashlib.sha1(body).digest()
            with LOCK:
                wire = GZIP.get(key)
            if wire is None:
                wire = gzip.compress(body, 6)
                with LOCK:
                    if len(GZIP) > 64: GZIP.clear()
                    GZIP[key] = wire
            headers["Content-Encoding"] = "gzip"
        entry.update(status=200, wire=len(wire), raw=len(body))
        self.finish_reply(entry, 200, wire, headers)

    def finish_reply(self, entry, status, body, headers):
        with LOCK:
            LOG.append(entry)
        self.send_response(status)
        for k, v in headers.items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if body:
            self.wfile.write(body)

def write_log(path):
    with LOCK:
        json.dump({"t0": T0, "day": DAY, "mlb_live": MLB_LIVE - T0, "games": [{"league": g[0], "id": g[1], "listed": listed(i) - T0,
                                                                                  "live": max(120.0, DAY / 4)} for i, g in enumerate(GAMES)],
                   "requests": LOG}, open(path, "w"))

def main():
    port_file, log_file = sys.argv[1], sys.argv[2]
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    with open(port_file, "w") as f:
        f.write(str(server.server_address[1]))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    done = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: done.set())
    done.wait(DAY + 60)
    write_log(log_file)

if __name__ == "__main__":
    main()
