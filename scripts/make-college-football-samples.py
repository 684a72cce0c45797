#!/usr/bin/env python3
"""Writes Jumbotron's own offline college football week in ESPN's scoreboard
schema (/apis/site/v2/sports/football/college-football/scoreboard),
following the recorded 2022 answer in the shared fixtures: ranked teams
(`curatedRank.current`, 99 for unranked), conferences (`conferenceId`, and
`groups` on a conference game), the live `situation`.

Week 13 of 2026, seen on Saturday 2026-11-21 at 4:40 pm US Eastern: a
Friday night final, the noon games final, the afternoon games under way
(a red zone, a halftime, a first quarter), the evening games not started.
It writes the week (college-football-week-2026-2-13.json) and each game
day's answer (college-football-day-DATE.json, that day's games and the
season's calendar). Then run make-nfl-summary-samples.py --league
college-football for the game centers. The seed is fixed; the schools are
real, every player's name is made up."""
import datetime as dt, json, os, random

OUT = os.path.join("Resources", "samples", "espn")
SEASON, WEEK = 2026, 13
rng = random.Random(2113)

SCHOOLS = {  # abbreviation: (ESPN id, name, conference id, venue, city, state)
    "OSU": (194, "Ohio State Buckeyes", "5", "Ohio Stadium", "Columbus", "OH"),
    "MICH": (130, "Michigan Wolverines", "5", "Michigan Stadium", "Ann Arbor", "MI"),
    "PSU": (213, "Penn State Nittany Lions", "5", "Beaver Stadium", "University Park", "PA"),
    "WIS": (275, "Wisconsin Badgers", "5", "Camp Randall Stadium", "Madison", "WI"),
    "IOWA": (2294, "Iowa Hawkeyes", "5", "Kinnick Stadium", "Iowa City", "IA"),
    "NEB": (158, "Nebraska Cornhuskers", "5", "Memorial Stadium", "Lincoln", "NE"),
    "ORE": (2483, "Oregon Ducks", "5", "Autzen Stadium", "Eugene", "OR"),
    "WASH": (264, "Washington Huskies", "5", "Husky Stadium", "Seattle", "WA"),
    "USC": (30, "USC Trojans", "5", "Los Angeles Memorial Coliseum", "Los Angeles", "CA"),
    "UCLA": (26, "UCLA Bruins", "5", "Rose Bowl", "Pasadena", "CA"),
    "UGA": (61, "Georgia Bulldogs", "8", "Sanford Stadium", "Athens", "GA"),
    "TENN": (2633, "Tennessee Volunteers", "8", "Neyland Stadium", "Knoxville", "TN"),
    "TEX": (251, "Texas Longhorns", "8", "Darrell K Royal-Texas Memorial Stadium", "Austin", "TX"),
    "TA&M": (245, "Texas A&M Aggies", "8", "Kyle Field", "College Station", "TX"),
    "ALA": (333, "Alabama Crimson Tide", "8", "Bryant-Denny Stadium", "Tuscaloosa", "AL"),
    "LSU": (99, "LSU Tigers", "8", "Tiger Stadium", "Baton Rouge", "LA"),
    "ND": (87, "Notre Dame Fighting Irish", "18", "Notre Dame Stadium", "Notre Dame", "IN"),
    "MIA": (2390, "Miami Hurricanes", "1", "Hard Rock Stadium", "Miami Gardens", "FL"),
    "FSU": (52, "Florida State Seminoles", "1", "Doak Campbell Stadium", "Tallahassee", "FL"),
    "UTAH": (254, "Utah Utes", "4", "Rice-Eccles Stadium", "Salt Lake City", "UT"),
}
RANKS = {"OSU": 2, "MICH": 3, "ALA": 4, "ORE": 5, "TEX": 6, "MIA": 7, "ND": 8, "PSU": 9, "LSU": 11, "TENN": 12, "UGA": 1,
         "TA&M": 16, "FSU": 19, "NEB": 20, "USC": 14, "UTAH": 23}
CONFERENCES = {"1": "ACC", "4": "Big 12", "5": "Big Ten", "8": "SEC", "18": "FBS Independents"}

# id, away, home, kickoff (UTC), state, period, clock, situation (down text, ball, red zone) or None, last play, TV
GAMES = [
    (401790001, "UCLA", "USC", "2026-11-21T01:00Z", "final", 4, None, None, None, "FOX"),
    (401790002, "MICH", "OSU", "2026-11-21T17:00Z", "final", 4, None, None, None, "FOX"),
    (401790003, "PSU", "WIS", "2026-11-21T17:00Z", "final", 4, None, None, None, "BTN"),
    (401790004, "IOWA", "NEB", "2026-11-21T17:00Z", "final", 4, None, None, None, "NBC"),
    (401790005, "UGA", "TENN", "2026-11-21T20:30Z", "in", 2, "3:12", ("1st & Goal at TENN 6", "UGA", True),
     "(3:49) (Shotgun) C.Okafor pass short right to J.Brooks to TENN 6 for 12 yards (T.Kincaid).", "CBS"),
    (401790006, "TEX", "TA&M", "2026-11-21T20:30Z", "half", 2, "0:00", None, "End of 2nd Quarter", "ABC"),
    (401790007, "ORE", "WASH", "2026-11-21T21:00Z", "in", 1, "4:55", ("3rd & 6 at ORE 41", "ORE", False),
     "(5:31) D.Renner up the middle to ORE 41 for 3 yards (M.Falk).", "FOX"),
    (401790008, "ALA", "LSU", "2026-11-22T00:30Z", "pre", 0, None, None, None, "ABC"),
    (401790009, "ND", "UTAH", "2026-11-22T00:30Z", "pre", 0, None, None, None, "NBC"),
    (401790010, "MIA", "FSU", "2026-11-22T00:00Z", "pre", 0, None, None, None, "ESPN"),
]


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%MZ")


def calendar():
    """The season's weeks as ESPN lists them: Tuesday to Monday, from late August."""
    start, weeks = dt.datetime(2026, 8, 25, 7, tzinfo=dt.timezone.utc), []
    for n in range(1, 16):
        a = start + dt.timedelta(days=7 * (n - 1))
        if a >= dt.datetime(2026, 11, 1, 7, tzinfo=dt.timezone.utc):
            a += dt.timedelta(hours=1)
        b = a + dt.timedelta(days=7) - dt.timedelta(minutes=1)
        weeks.append({"label": f"Week {n}", "alternateLabel": f"Week {n}", "detail": "", "value": str(n),
                      "startDate": iso(a), "endDate": iso(b)})
    regular = {"label": "Regular Season", "value": "2", "startDate": weeks[0]["startDate"], "endDate": weeks[-1]["endDate"], "entries": weeks}
    post = {"label": "Postseason", "value": "3", "startDate": "2026-12-08T08:00Z", "endDate": "2027-01-20T07:59Z",
            "entries": [{"label": "Bowls", "alternateLabel": "Bowls", "detail": "", "value": "1", "startDate": "2026-12-08T08:00Z",
                         "endDate": "2027-01-20T07:59Z"}]}
    return [regular, post]


def team_json(abbr):
    tid, name, conf, *_ = SCHOOLS[abbr]
    location, short = name.rsplit(" ", 1)
    return {"id": str(tid), "uid": f"s:20~l:23~t:{tid}", "location": location, "name": short, "abbreviation": abbr,
            "displayName": name, "shortDisplayName": location, "isActive": True, "conferenceId": conf}


def event(g):
    gid, away, home, kickoff, state, period, clock, situation, last, tv = g
    started = state != "pre"
    played = 4 if state == "final" else period
    lines = {a: [rng.choice([0, 0, 3, 7, 7, 10, 14]) for _ in range(played)] if started else [] for a in (away, home)}
    if gid == 401790002:  # The Game, decided late
        lines[away], lines[home] = [7, 3, 7, 7], [3, 14, 0, 10]
    if gid == 401790003:  # no ties in college football: the draw would have gone to overtime
        lines[away], lines[home] = [7, 10, 0, 7], [3, 7, 7, 0]
    name = {"final": "STATUS_FINAL", "in": "STATUS_IN_PROGRESS", "half": "STATUS_HALFTIME", "pre": "STATUS_SCHEDULED"}[state]
    words = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
    detail = {"final": "Final", "half": "Halftime", "pre": "Sat, November 21st at 7:30 PM EST"}.get(state, f"{clock} - {words.get(period, '')}")
    status = {"clock": 0, "displayClock": clock or "0:00", "period": period,
              "type": {"id": {"pre": "1", "in": "2", "half": "23", "final": "3"}[state], "name": name,
                       "state": {"pre": "pre", "in": "in", "half": "in", "final": "post"}[state], "completed": state == "final",
                       "description": detail, "detail": detail, "shortDetail": detail}}
    competitors = []
    for order, (abbr, side) in enumerate([(home, "home"), (away, "away")]):
        w = rng.randint(7, 10)
        competitors.append({"id": str(SCHOOLS[abbr][0]), "type": "team", "order": order, "homeAway": side, "team": team_json(abbr),
                            "score": str(sum(lines[abbr])) if started else "0", "linescores": [{"value": v} for v in lines[abbr]],
                            "curatedRank": {"current": RANKS.get(abbr, 99)}, "statistics": [],
                            "records": [{"name": "overall", "type": "total", "summary": f"{w}-{10 - w}"},
                                        {"name": "Home" if side == "home" else "Road", "type": "home" if side == "home" else "road",
                                         "summary": f"{min(w, 5)}-{max(0, 5 - min(w, 5))}"}]})
    _, _, conf, venue, city, st = SCHOOLS[home]
    same = SCHOOLS[away][2] == conf and conf != "18"
    comp = {"id": str(gid), "date": kickoff, "attendance": rng.randint(60000, 106000) if started else 0, "neutralSite": False,
            "conferenceCompetition": same, "venue": {"id": str(7000 + SCHOOLS[home][0]), "fullName": venue,
                                                      "address": {"city": city, "state": st}, "indoor": False},
            "competitors": competitors, "notes": [], "status": status, "broadcasts": [{"market": "national", "names": [tv]}],
            "startDate": kickoff}
    if same:
        comp["groups"] = {"id": conf, "name": CONFERENCES[conf], "shortName": CONFERENCES[conf], "isConference": True}
    if state in ("in", "half") and last:
        sit = {"lastPlay": {"id": f"{gid}1", "text": last}}
        if situation:
            text, ball, red = situation
            sit.update({"down": int(text[0]), "downDistanceText": text, "shortDownDistanceText": text.split(" at ")[0],
                        "possessionText": text.split(" at ")[1], "isRedZone": red, "possession": str(SCHOOLS[ball][0]),
                        "homeTimeouts": 3, "awayTimeouts": 2})
        comp["situation"] = sit
    return {"id": str(gid), "date": kickoff, "name": f"{SCHOOLS[away][1]} at {SCHOOLS[home][1]}", "shortName": f"{away} @ {home}",
            "season": {"year": SEASON, "type": 2, "slug": "regular-season"}, "week": {"number": WEEK},
            "competitions": [comp], "status": status,
            "weather": {"displayValue": rng.choice(["Cloudy", "Sunny", "Light snow"]), "temperature": rng.randint(28, 61)}}


def answer(events):
    return {"leagues": [{"id": "23", "name": "NCAA - Football", "abbreviation": "NCAAF", "slug": "college-football",
                         "season": {"year": SEASON, "type": 2}, "calendarType": "list", "calendarIsWhitelist": True,
                         "calendar": calendar()}],
            "season": {"type": 2, "year": SEASON}, "week": {"number": WEEK}, "events": events}


def main():
    events = [event(g) for g in GAMES]
    with open(os.path.join(OUT, f"college-football-week-{SEASON}-2-{WEEK}.json"), "w") as f:
        json.dump(answer(events), f, indent=1, ensure_ascii=False)
    for day in (dt.date(2026, 11, 20), dt.date(2026, 11, 21)):
        todays = [e for e in events if (dt.datetime.strptime(e["date"], "%Y-%m-%dT%H:%MZ") - dt.timedelta(hours=5)).date() == day]
        with open(os.path.join(OUT, f"college-football-day-{day.isoformat()}.json"), "w") as f:
            json.dump(answer(todays), f, indent=1, ensure_ascii=False)


main()
