#!/usr/bin/env python3
"""Writes Jumbotron's own offline NFL week in ESPN's scoreboard schema
(/apis/site/v2/sports/football/nfl/scoreboard), following the recorded
answer in Tests/Fixtures/espn. Run from the repository root.

Week 11 of the 2026 regular season, seen on Sunday 2026-11-22 at 2:40 pm
US Eastern, with a fixed seed so every quarter adds up to its score:

- Thursday: NYJ @ NE, final.
- Sunday morning in London: JAX @ CIN, in overtime (OT 6:12).
- Sunday 1:00 pm: CHI @ DET in the red zone, BUF @ MIA at halftime, and
  four more under way; ATL @ CAR just after a field goal, with no down yet.
- Sunday afternoon and night: three games at 4:05/4:25 pm and KC @ DEN
  at 8:20 pm, not started.
- Monday: LAC @ BAL, not started.
- Byes: DAL, WSH, IND, LV.

It writes the week (nfl-week-2026-2-11.json) and, for each day of the week
from Wednesday to Tuesday, that day's answer (nfl-day-DATE.json): the
day's games and the season's calendar, which is how the app finds the week
a date falls in. Every player's name is made up.
"""
import datetime as dt, json, os, random

OUT = os.path.join("Resources", "samples", "espn")
SEASON, WEEK = 2026, 11
rng = random.Random(1122)
Z = dt.timezone.utc

CLUBS = {  # abbreviation: (ESPN id, name, venue, city, state, indoor)
    "ARI": (22, "Arizona Cardinals", "State Farm Stadium", "Glendale", "AZ"),
    "ATL": (1, "Atlanta Falcons", "Mercedes-Benz Stadium", "Atlanta", "GA"),
    "BAL": (33, "Baltimore Ravens", "M&T Bank Stadium", "Baltimore", "MD"),
    "BUF": (2, "Buffalo Bills", "Highmark Stadium", "Orchard Park", "NY"),
    "CAR": (29, "Carolina Panthers", "Bank of America Stadium", "Charlotte", "NC"),
    "CHI": (3, "Chicago Bears", "Soldier Field", "Chicago", "IL"),
    "CIN": (4, "Cincinnati Bengals", "Paycor Stadium", "Cincinnati", "OH"),
    "CLE": (5, "Cleveland Browns", "Huntington Bank Field", "Cleveland", "OH"),
    "DAL": (6, "Dallas Cowboys", "AT&T Stadium", "Arlington", "TX"),
    "DEN": (7, "Denver Broncos", "Empower Field at Mile High", "Denver", "CO"),
    "DET": (8, "Detroit Lions", "Ford Field", "Detroit", "MI"),
    "GB": (9, "Green Bay Packers", "Lambeau Field", "Green Bay", "WI"),
    "HOU": (34, "Houston Texans", "NRG Stadium", "Houston", "TX"),
    "IND": (11, "Indianapolis Colts", "Lucas Oil Stadium", "Indianapolis", "IN"),
    "JAX": (30, "Jacksonville Jaguars", "EverBank Stadium", "Jacksonville", "FL"),
    "KC": (12, "Kansas City Chiefs", "GEHA Field at Arrowhead Stadium", "Kansas City", "MO"),
    "LV": (13, "Las Vegas Raiders", "Allegiant Stadium", "Las Vegas", "NV"),
    "LAC": (24, "Los Angeles Chargers", "SoFi Stadium", "Inglewood", "CA"),
    "LAR": (14, "Los Angeles Rams", "SoFi Stadium", "Inglewood", "CA"),
    "MIA": (15, "Miami Dolphins", "Hard Rock Stadium", "Miami Gardens", "FL"),
    "MIN": (16, "Minnesota Vikings", "U.S. Bank Stadium", "Minneapolis", "MN"),
    "NE": (17, "New England Patriots", "Gillette Stadium", "Foxborough", "MA"),
    "NO": (18, "New Orleans Saints", "Caesars Superdome", "New Orleans", "LA"),
    "NYG": (19, "New York Giants", "MetLife Stadium", "East Rutherford", "NJ"),
    "NYJ": (20, "New York Jets", "MetLife Stadium", "East Rutherford", "NJ"),
    "PHI": (21, "Philadelphia Eagles", "Lincoln Financial Field", "Philadelphia", "PA"),
    "PIT": (23, "Pittsburgh Steelers", "Acrisure Stadium", "Pittsburgh", "PA"),
    "SF": (25, "San Francisco 49ers", "Levi's Stadium", "Santa Clara", "CA"),
    "SEA": (26, "Seattle Seahawks", "Lumen Field", "Seattle", "WA"),
    "TB": (27, "Tampa Bay Buccaneers", "Raymond James Stadium", "Tampa", "FL"),
    "TEN": (10, "Tennessee Titans", "Nissan Stadium", "Nashville", "TN"),
    "WSH": (28, "Washington Commanders", "Northwest Stadium", "Landover", "MD"),
}
BYES = ["DAL", "WSH", "IND", "LV"]

# id, away, home, kickoff (UTC), state, period, clock, situation (down text, ball, red zone) or None, last play, TV
GAMES = [
    (401772001, "NYJ", "NE", "2026-11-20T01:15Z", "final", 4, None, None, None, "PRIME VIDEO"),
    (401772002, "JAX", "CIN", "2026-11-22T14:30Z", "in", 5, "6:12", ("2nd & 7 at CIN 38", "JAX", False),
     "(6:49) T.Okafor right end to CIN 38 for 4 yards (D.Fairbanks).", "NFL NETWORK"),
    (401772003, "CHI", "DET", "2026-11-22T18:00Z", "in", 3, "9:14", ("1st & Goal at DET 4", "CHI", True),
     "(9:51) (Shotgun) C.Whitfield pass short right to M.Brooks to DET 4 for 17 yards (K.Umeh).", "FOX"),
    (401772004, "BUF", "MIA", "2026-11-22T18:00Z", "half", 2, "0:00", None,
     "End of 2nd Quarter", "CBS"),
    (401772005, "HOU", "TEN", "2026-11-22T18:00Z", "in", 3, "11:02", ("3rd & 4 at HOU 29", "HOU", False),
     "(11:40) R.Castellanos up the middle to HOU 29 for 2 yards (J.Dumont).", "CBS"),
    (401772006, "NYG", "PHI", "2026-11-22T18:00Z", "in", 2, "0:48", ("3rd & 10 at NYG 45", "NYG", False),
     "(0:53) (Shotgun) E.Pruitt pass incomplete deep left to S.Lindqvist.", "FOX"),
    (401772007, "ATL", "CAR", "2026-11-22T18:00Z", "in", 3, "12:40", None,
     "Q.Vasquez 41 yard field goal is GOOD, Center-B.Quarles, Holder-F.Goodwin.", "FOX"),
    (401772008, "TB", "NO", "2026-11-22T18:00Z", "in", 2, "5:01", ("4th & 1 at NO 33", "TB", False),
     "(5:40) G.Ibekwe left guard to NO 33 for 3 yards (H.Mbeki).", "FOX"),
    (401772009, "PIT", "CLE", "2026-11-22T18:00Z", "in", 2, "2:00", ("2nd & 8 at PIT 40", "PIT", False),
     "Two-Minute Warning", "CBS"),
    (401772010, "LAR", "ARI", "2026-11-22T21:05Z", "pre", 0, None, None, None, "CBS"),
    (401772011, "SEA", "SF", "2026-11-22T21:25Z", "pre", 0, None, None, None, "FOX"),
    (401772012, "GB", "MIN", "2026-11-22T21:25Z", "pre", 0, None, None, None, "FOX"),
    (401772013, "KC", "DEN", "2026-11-23T01:20Z", "pre", 0, None, None, None, "NBC"),
    (401772014, "LAC", "BAL", "2026-11-24T01:20Z", "pre", 0, None, None, None, "ESPN"),
]
LONDON = {401772002: ("Tottenham Hotspur Stadium", "London", None, "NFL London Games")}
FIRST = ["Caleb", "Darius", "Elijah", "Felix", "Grant", "Hassan", "Isaiah", "Jalen", "Kendrick", "Malik", "Omar",
         "Rashad", "Tyrese", "Victor", "Wendell", "Xavier"]
LAST = ["Abernathy", "Brooks", "Castellanos", "Dumont", "Fairbanks", "Goodwin", "Ibekwe", "Kowalczyk", "Lindqvist",
        "Mbeki", "Okafor", "Pruitt", "Quarles", "Umeh", "Vasquez", "Whitfield"]


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%MZ")


def calendar():
    """The season's weeks, as ESPN lists them: each runs to the next one's
    start, turning over early on a Wednesday morning US Eastern."""
    def wed(d, hour):
        return dt.datetime(d.year, d.month, d.day, hour, tzinfo=Z)
    def hour(d):  # 07:00Z while the US is on summer time, 08:00Z after
        return 7 if dt.date(2026, 3, 8) <= d < dt.date(2026, 11, 1) or dt.date(2027, 3, 14) <= d else 8
    def entries(labels, start_day, lengths):
        out, d = [], start_day
        for i, (label, days) in enumerate(zip(labels, lengths)):
            end = d + dt.timedelta(days=days)
            out.append({"label": label, "alternateLabel": label, "detail": "", "value": str(i + 1),
                        "startDate": iso(wed(d, hour(d))), "endDate": iso(wed(end, hour(end)) - dt.timedelta(minutes=1))})
            d = end
        return out
    pre = entries(["Hall of Fame Weekend", "Preseason Week 1", "Preseason Week 2", "Preseason Week 3"],
                  dt.date(2026, 8, 1), [9, 7, 7, 15])
    regular = entries([f"Week {n}" for n in range(1, 19)], dt.date(2026, 9, 10), [6] + [7] * 16 + [8])
    post = entries(["Wild Card", "Divisional Round", "Conference Championship", "Pro Bowl", "Super Bowl"],
                   dt.date(2027, 1, 14), [6, 7, 7, 7, 7])
    off = entries(["Week 1"], dt.date(2027, 2, 17), [165])
    def kind(label, value, es):
        return {"label": label, "value": value, "startDate": es[0]["startDate"], "endDate": es[-1]["endDate"], "entries": es}
    return [kind("Preseason", "1", pre), kind("Regular Season", "2", regular), kind("Postseason", "3", post),
            kind("Off Season", "4", off)]


def quarters(state, period):
    """Points in each quarter played: what a football score is made of."""
    played = period if state != "final" else 4
    points = [rng.choice([0, 0, 3, 3, 7, 7, 10, 14]) for _ in range(played)]
    return points


def team_json(abbr):
    cid, name, venue, city, state = CLUBS[abbr]
    location, short = name.rsplit(" ", 1)
    return {"id": str(cid), "uid": f"s:20~l:28~t:{cid}", "location": location, "name": short, "abbreviation": abbr,
            "displayName": name, "shortDisplayName": short, "isActive": True, "venue": {"id": str(9000 + cid)}}


def record(rng_wins):
    w = rng_wins
    l = 10 - w
    return w, l


def person():
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def leaders(game_id, away, home, started):
    out = []
    for name, display, short, abbr, fmt in [
            ("passingYards", "Passing Leader", "PASS", "PYDS", lambda: f"{rng.randint(9, 24)}-{rng.randint(25, 36)}, {rng.randint(110, 310)} YDS, {rng.randint(0, 3)} TD"),
            ("rushingYards", "Rushing Leader", "RUSH", "RYDS", lambda: f"{rng.randint(6, 22)} CAR, {rng.randint(25, 120)} YDS"),
            ("receivingYards", "Receiving Leader", "REC", "RECYDS", lambda: f"{rng.randint(3, 9)} REC, {rng.randint(40, 140)} YDS")]:
        team = rng.choice([away, home])
        line = fmt() if started else {"PASS": "2,456 YDS, 17 TD, 6 INT", "RUSH": "689 YDS, 5 TD", "REC": "54 REC, 712 YDS, 4 TD"}[short]
        who = person()
        out.append({"name": name, "displayName": display, "shortDisplayName": short, "abbreviation": abbr,
                    "leaders": [{"displayValue": line, "value": 0,
                                 "athlete": {"id": str(rng.randint(4000000, 4999999)), "fullName": who, "displayName": who,
                                             "shortName": f"{who[0]}. {who.split()[1]}", "jersey": str(rng.randint(1, 89)),
                                             "position": {"abbreviation": {"PASS": "QB", "RUSH": "RB", "REC": "WR"}[short]},
                                             "team": {"id": str(CLUBS[team][0])}, "active": True},
                                 "team": {"id": str(CLUBS[team][0])}}]})
    return out


def event(g):
    gid, away, home, kickoff, state, period, clock, situation, last, tv = g
    started = state in ("in", "half", "final")
    lines = {}
    for abbr in (away, home):
        lines[abbr] = quarters(state, period) if started else []
    if gid == 401772002:  # tied after four, overtime under way
        lines[away], lines[home] = [3, 7, 0, 7, 0], [7, 0, 3, 7, 0]
    status_name = {"final": "STATUS_FINAL", "in": "STATUS_IN_PROGRESS", "half": "STATUS_HALFTIME", "pre": "STATUS_SCHEDULED"}[state]
    period_words = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 5: "OT"}
    detail = {"final": "Final", "half": "Halftime", "pre": "Sun, November 22nd at 1:00 PM EST"}.get(
        state, f"{clock} - {period_words.get(period, '')}")
    status = {"clock": 0, "displayClock": clock or "0:00", "period": period,
              "type": {"id": {"pre": "1", "in": "2", "half": "23", "final": "3"}[state], "name": status_name,
                       "state": {"pre": "pre", "in": "in", "half": "in", "final": "post"}[state],
                       "completed": state == "final", "description": detail, "detail": detail, "shortDetail": detail}}
    competitors = []
    for order, (abbr, side) in enumerate([(home, "home"), (away, "away")]):
        w = rng.randint(3, 8)
        competitors.append({
            "id": str(CLUBS[abbr][0]), "uid": f"s:20~l:28~t:{CLUBS[abbr][0]}", "type": "team", "order": order, "homeAway": side,
            "team": team_json(abbr), "score": str(sum(lines[abbr])) if started else "0",
            "linescores": [{"value": v} for v in lines[abbr]], "statistics": [],
            "records": [{"name": "All Splits", "abbreviation": "Any", "type": "total", "summary": f"{w}-{10 - w}"},
                        {"name": "Home" if side == "home" else "Road", "type": "home" if side == "home" else "road",
                         "summary": f"{min(w, 4)}-{max(0, 5 - min(w, 4))}"}]})
    venue = CLUBS[home]
    venue_name, venue_city, venue_state = venue[2], venue[3], venue[4]
    notes = []
    if gid in LONDON:
        venue_name, venue_city, venue_state, headline = LONDON[gid]
        notes = [{"type": "event", "headline": headline}]
    comp = {"id": str(gid), "uid": f"s:20~l:28~e:{gid}~c:{gid}", "date": kickoff, "attendance": 0 if not started else rng.randint(60000, 80000),
            "type": {"id": "1", "abbreviation": "STD"}, "timeValid": True, "neutralSite": gid in LONDON,
            "venue": {"id": str(9000 + CLUBS[home][0]), "fullName": venue_name,
                      "address": {"city": venue_city, **({"state": venue_state} if venue_state else {"country": "England"})},
                      "indoor": False},
            "competitors": competitors, "notes": notes, "status": status,
            "broadcasts": [{"market": "national", "names": [tv]}],
            "leaders": leaders(gid, away, home, started), "startDate": kickoff}
    if state in ("in", "half") and last:
        sit = {"lastPlay": {"id": f"{gid}1", "text": last}}
        if situation:
            text, ball, red = situation
            down = text.split(" ")[0]
            sit.update({"down": int(down[0]), "downDistanceText": text, "shortDownDistanceText": text.split(" at ")[0],
                        "possessionText": text.split(" at ")[1], "isRedZone": red, "possession": str(CLUBS[ball][0]),
                        "homeTimeouts": 3, "awayTimeouts": 2})
        comp["situation"] = sit
    return {"id": str(gid), "uid": f"s:20~l:28~e:{gid}", "date": kickoff,
            "name": f"{CLUBS[away][1]} at {CLUBS[home][1]}", "shortName": f"{away} @ {home}",
            "season": {"year": SEASON, "type": 2, "slug": "regular-season"}, "week": {"number": WEEK},
            "competitions": [comp], "status": status,
            **({"weather": {"displayValue": rng.choice(["Cloudy", "Sunny", "Light rain"]), "temperature": rng.randint(34, 58)}}
               if not gid in LONDON else {})}


def answer(events, week=True):
    body = {"leagues": [{"id": "28", "uid": "s:20~l:28", "name": "National Football League", "abbreviation": "NFL",
                         "slug": "nfl", "season": {"year": SEASON, "type": 2}, "calendarType": "list",
                         "calendarIsWhitelist": True, "calendar": calendar()}],
            "season": {"type": 2, "year": SEASON}, "week": {"number": WEEK}, "events": events}
    if week:
        body["week"]["teamsOnBye"] = [dict(team_json(b), logo=f"https://a.espncdn.com/i/teamlogos/nfl/500/scoreboard/{b.lower()}.png")
                                      for b in BYES]
    return body


def main():
    os.makedirs(OUT, exist_ok=True)
    events = [event(g) for g in GAMES]
    with open(os.path.join(OUT, f"nfl-week-{SEASON}-2-{WEEK}.json"), "w") as f:
        json.dump(answer(events), f, indent=1, ensure_ascii=False)
    start = dt.date(2026, 11, 18)  # the week's Wednesday
    for i in range(7):
        day = start + dt.timedelta(days=i)
        # A game belongs to the US Eastern day of its kickoff (5 hours behind UTC in November).
        todays = [e for e in events
                  if (dt.datetime.strptime(e["date"], "%Y-%m-%dT%H:%MZ") - dt.timedelta(hours=5)).date() == day]
        with open(os.path.join(OUT, f"nfl-day-{day.isoformat()}.json"), "w") as f:
            json.dump(answer(todays, week=False), f, indent=1, ensure_ascii=False)


main()
