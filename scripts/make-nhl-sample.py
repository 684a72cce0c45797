#!/usr/bin/env python3
"""Writes the bundled NHL sample (Resources/samples/nhl/) in the NHL web API's
schema: standings for all 32 clubs, four rosters, and a landing for every
player of those rosters. Everything is invented by the Jumbotron authors
(names, numbers, statistics), deterministic (fixed seed), and consistent:
records add up (GP = W+L+OTL, points = 2W+OTL), division ranks follow points,
no player has more games than his team, goals+assists = points, and every
total agrees with the rest (power-play, short-handed and winning goals within
the goals, goals within the shots, S% = G/S, shutouts within wins, the last five
games within the season). Tests check each of these on the bundled files.
Run from the repository root: python3 scripts/make-nhl-sample.py"""
import json, os, random

OUT = "Resources/samples/nhl"
SEASON = 20262027
DATE = "2026-11-20"
rng = random.Random(2026)

CLUBS = [  # tricode, name, common name, place, conference, division
    ("BOS", "Boston Bruins", "Bruins", "Boston", "Eastern", "Atlantic"),
    ("BUF", "Buffalo Sabres", "Sabres", "Buffalo", "Eastern", "Atlantic"),
    ("DET", "Detroit Red Wings", "Red Wings", "Detroit", "Eastern", "Atlantic"),
    ("FLA", "Florida Panthers", "Panthers", "Florida", "Eastern", "Atlantic"),
    ("MTL", "Montréal Canadiens", "Canadiens", "Montréal", "Eastern", "Atlantic"),
    ("OTT", "Ottawa Senators", "Senators", "Ottawa", "Eastern", "Atlantic"),
    ("TBL", "Tampa Bay Lightning", "Lightning", "Tampa Bay", "Eastern", "Atlantic"),
    ("TOR", "Toronto Maple Leafs", "Maple Leafs", "Toronto", "Eastern", "Atlantic"),
    ("CAR", "Carolina Hurricanes", "Hurricanes", "Carolina", "Eastern", "Metropolitan"),
    ("CBJ", "Columbus Blue Jackets", "Blue Jackets", "Columbus", "Eastern", "Metropolitan"),
    ("NJD", "New Jersey Devils", "Devils", "New Jersey", "Eastern", "Metropolitan"),
    ("NYI", "New York Islanders", "Islanders", "New York", "Eastern", "Metropolitan"),
    ("NYR", "New York Rangers", "Rangers", "New York", "Eastern", "Metropolitan"),
    ("PHI", "Philadelphia Flyers", "Flyers", "Philadelphia", "Eastern", "Metropolitan"),
    ("PIT", "Pittsburgh Penguins", "Penguins", "Pittsburgh", "Eastern", "Metropolitan"),
    ("WSH", "Washington Capitals", "Capitals", "Washington", "Eastern", "Metropolitan"),
    ("CHI", "Chicago Blackhawks", "Blackhawks", "Chicago", "Western", "Central"),
    ("COL", "Colorado Avalanche", "Avalanche", "Colorado", "Western", "Central"),
    ("DAL", "Dallas Stars", "Stars", "Dallas", "Western", "Central"),
    ("MIN", "Minnesota Wild", "Wild", "Minnesota", "Western", "Central"),
    ("NSH", "Nashville Predators", "Predators", "Nashville", "Western", "Central"),
    ("STL", "St. Louis Blues", "Blues", "St. Louis", "Western", "Central"),
    ("UTA", "Utah Mammoth", "Mammoth", "Utah", "Western", "Central"),
    ("WPG", "Winnipeg Jets", "Jets", "Winnipeg", "Western", "Central"),
    ("ANA", "Anaheim Ducks", "Ducks", "Anaheim", "Western", "Pacific"),
    ("CGY", "Calgary Flames", "Flames", "Calgary", "Western", "Pacific"),
    ("EDM", "Edmonton Oilers", "Oilers", "Edmonton", "Western", "Pacific"),
    ("LAK", "Los Angeles Kings", "Kings", "Los Angeles", "Western", "Pacific"),
    ("SJS", "San Jose Sharks", "Sharks", "San Jose", "Western", "Pacific"),
    ("SEA", "Seattle Kraken", "Kraken", "Seattle", "Western", "Pacific"),
    ("VAN", "Vancouver Canucks", "Canucks", "Vancouver", "Western", "Pacific"),
    ("VGK", "Vegas Golden Knights", "Golden Knights", "Vegas", "Western", "Pacific"),
]
ROSTERS = ["TOR", "PIT", "COL", "EDM"]
TEAM_IDS = {t[0]: i + 1 for i, t in enumerate(CLUBS)}

def standings():
    rows = []
    for tri, name, common, place, conf, div in CLUBS:
        gp = rng.randint(19, 22)
        w = rng.randint(6, 15)
        otl = rng.randint(0, min(4, gp - w))
        l = gp - w - otl
        gf = rng.randint(45, 80)
        ga = max(30, gf + rng.randint(-20, 20) - (w - l) * 2)
        rows.append(dict(tri=tri, name=name, common=common, place=place, conf=conf, div=div,
                         gp=gp, w=w, l=l, otl=otl, pts=2 * w + otl, gf=gf, ga=ga,
                         streak=rng.choice(["W", "L", "OT"]), streakCount=rng.randint(1, 4)))
    def key(r): return (-r["pts"], r["gp"], -r["w"], -(r["gf"] - r["ga"]), r["tri"])
    league = sorted(rows, key=key)
    for i, r in enumerate(league): r["league"] = i + 1
    for group in ("conf", "div"):
        for value in set(r[group] for r in rows):
            for i, r in enumerate(sorted([r for r in rows if r[group] == value], key=key)):
                r[group + "Seq"] = i + 1
    out = []
    for r in league:
        out.append({
            "conferenceAbbrev": r["conf"][0], "conferenceName": r["conf"], "conferenceSequence": r["confSeq"],
            "date": DATE, "divisionAbbrev": r["div"][0], "divisionName": r["div"], "divisionSequence": r["divSeq"],
            "gameTypeId": 2, "gamesPlayed": r["gp"], "goalAgainst": r["ga"], "goalDifferential": r["gf"] - r["ga"],
            "goalFor": r["gf"], "leagueSequence": r["league"], "losses": r["l"], "otLosses": r["otl"],
            "placeName": {"default": r["place"]}, "pointPctg": round(r["pts"] / (2 * r["gp"]), 6), "points": r["pts"],
            "seasonId": SEASON, "streakCode": r["streak"], "streakCount": r["streakCount"],
            "teamAbbrev": {"default": r["tri"]}, "teamCommonName": {"default": r["common"]},
            "teamLogo": f"https://assets.nhle.com/logos/nhl/svg/{r['tri']}_light.svg",
            "teamName": {"default": r["name"]}, "ties": 0, "wildcardSequence": 0,
            "winPctg": round(r["w"] / r["gp"], 6), "wins": r["w"],
        })
    return {"wildCardIndicator": True, "standings": out}, {r["tri"]: r for r in rows}

FIRST = ["Liam", "Noah", "Oskar", "Mikko", "Jake", "Ethan", "Lukas", "Mathieu", "Ryan", "Cole", "Nils", "Evan",
         "Owen", "Tristan", "Jonas", "Matvei", "Aleksi", "Brady", "Dylan", "Henrik", "Samuel", "Logan", "Emil", "Quinn",
         "Carter", "Felix", "Isak", "Jesper", "Marco", "Pavel", "Tyson", "Zach", "Kasper", "Anton", "Elias", "Wyatt"]
LAST = ["Ashford", "Bergqvist", "Caron", "Dahl", "Ekholt", "Fairbairn", "Gagnon", "Halloran", "Ivanov", "Järvinen",
        "Kowalczyk", "Lindqvist", "MacAulay", "Nordin", "Ouellette", "Pelletier", "Quist", "Rasmussen", "Sundqvist",
        "Tremblay", "Ulmark", "Vachon", "Whitfield", "Yakovlev", "Zetterlund", "Brennan", "Cormier", "Dufresne",
        "Ellison", "Forsberg", "Gustafsson", "Hartley", "Iverson", "Kerrigan", "Lachance", "Moreau", "Novak",
        "Okafor", "Paquette", "Rooney", "Strand", "Thibault", "Voss", "Waltari", "Boucher", "Calloway", "Desrosiers",
        "Engblom", "Fleury-Lamb", "Grenier", "Hjalmarsson", "Kuznetsov", "Laine-Ross", "Mäkelä", "Nyström",
        "O'Rourke", "Pruitt", "Reinholt", "Sorensen", "Trudeau", "Valtonen", "Ward", "Yelle", "Åström"]
PLACES = [("Toronto", "ON", "CAN"), ("Mississauga", "ON", "CAN"), ("Calgary", "AB", "CAN"), ("Saskatoon", "SK", "CAN"),
          ("Québec", "QC", "CAN"), ("Halifax", "NS", "CAN"), ("Winnipeg", "MB", "CAN"), ("Kelowna", "BC", "CAN"),
          ("Boston", "MA", "USA"), ("Minneapolis", "MN", "USA"), ("Detroit", "MI", "USA"), ("Buffalo", "NY", "USA"),
          ("Scottsdale", "AZ", "USA"), ("Eden Prairie", "MN", "USA"),
          ("Stockholm", None, "SWE"), ("Göteborg", None, "SWE"), ("Tampere", None, "FIN"), ("Helsinki", None, "FIN"),
          ("Praha", None, "CZE"), ("Yaroslavl", None, "RUS"), ("Zürich", None, "CHE"), ("Berlin", None, "DEU")]
OPPONENTS = [c[0] for c in CLUBS]

used_names = set()
def person():
    while True:
        n = (rng.choice(FIRST), rng.choice(LAST))
        if n not in used_names:
            used_names.add(n)
            return n

def skater_line(gp, pos):
    scoring = {"C": 0.45, "L": 0.4, "R": 0.4, "D": 0.2}[pos]
    goals = sum(rng.random() < scoring * 0.45 for _ in range(gp))
    assists = sum(rng.random() < scoring * 0.7 for _ in range(gp))
    shots = goals + rng.randint(gp, gp * 3 + 1)
    ppg = rng.randint(0, goals // 2) if goals else 0
    shg = 1 if goals > 4 and rng.random() < 0.2 else 0
    gwg = rng.randint(0, max(0, (goals - ppg) // 3)) if goals else 0
    return {"gamesPlayed": gp, "goals": goals, "assists": assists, "points": goals + assists,
            "plusMinus": rng.randint(-8, 10), "pim": rng.choice([0, 2, 4, 6, 8, 10, 12, 14, 20]),
            "gameWinningGoals": gwg, "otGoals": 0, "shots": shots,
            "shootingPctg": round(goals / shots, 6) if shots else 0.0,
            "powerPlayGoals": ppg, "powerPlayPoints": ppg + rng.randint(0, assists // 3 + 1) if assists else ppg,
            "shorthandedGoals": shg, "shorthandedPoints": shg}

def goalie_line(gp):
    w = rng.randint(0, gp); otl = rng.randint(0, gp - w); l = gp - w - otl
    shots = gp * rng.randint(25, 31)
    sv = rng.uniform(0.885, 0.93)
    ga = round(shots * (1 - sv))
    minutes = gp * 60 - rng.randint(0, 40)
    return {"gamesPlayed": gp, "gamesStarted": gp, "wins": w, "losses": l, "otLosses": otl,
            "shutouts": min(w, rng.randint(0, 2)) if gp > 4 else 0,
            "goalsAgainstAvg": round(ga * 60 / minutes, 6), "savePctg": round((shots - ga) / shots, 6),
            "goalsAgainst": ga, "shotsAgainst": shots}

def career(line, seasons, goalie):
    """Earlier seasons added to this one, every total consistent with the rest.
    The same random draws as ever (one per counted field but shutouts), so the
    rest of the sample stays as it was."""
    noise = {k: (rng.randint(0, 10) if k != "shutouts" else 0) for k, v in line.items() if isinstance(v, int)}
    def total(k): return line[k] * seasons + noise[k] * (seasons - 1)
    c = dict(line)
    c["gamesPlayed"] = total("gamesPlayed")
    if goalie:
        c["gamesStarted"] = c["gamesPlayed"]
        c["wins"] = min(total("wins"), c["gamesPlayed"])
        c["otLosses"] = min(total("otLosses"), c["gamesPlayed"] - c["wins"])
        c["losses"] = c["gamesPlayed"] - c["wins"] - c["otLosses"]
        c["shutouts"] = min(line["shutouts"] * seasons, c["wins"])
        c["shotsAgainst"] = total("shotsAgainst")
        c["goalsAgainst"] = min(total("goalsAgainst"), c["shotsAgainst"])
        minutes = c["gamesPlayed"] * 60 - 20 * seasons
        c["goalsAgainstAvg"] = round(c["goalsAgainst"] * 60 / minutes, 6)
        c["savePctg"] = round((c["shotsAgainst"] - c["goalsAgainst"]) / c["shotsAgainst"], 6)
        return c
    c["goals"], c["assists"] = total("goals"), total("assists")
    c["points"] = c["goals"] + c["assists"]
    c["shots"] = max(total("shots"), c["goals"])
    c["shootingPctg"] = round(c["goals"] / c["shots"], 6) if c["shots"] else 0.0
    c["powerPlayGoals"] = min(total("powerPlayGoals"), c["goals"])
    c["shorthandedGoals"] = min(total("shorthandedGoals"), c["goals"] - c["powerPlayGoals"])
    c["gameWinningGoals"] = min(total("gameWinningGoals"), c["goals"])
    c["otGoals"] = min(total("otGoals"), c["gameWinningGoals"])
    c["powerPlayPoints"] = min(max(total("powerPlayPoints"), c["powerPlayGoals"]), c["powerPlayGoals"] + c["assists"])
    c["shorthandedPoints"] = min(max(total("shorthandedPoints"), c["shorthandedGoals"]), c["shorthandedGoals"] + c["assists"])
    c["plusMinus"], c["pim"] = total("plusMinus"), total("pim")
    return c

def last5(tri, gp, goalie, line):
    games = []
    day = 19
    for i in range(min(5, gp)):
        opp = rng.choice([o for o in OPPONENTS if o != tri])
        g = {"gameDate": f"2026-11-{day:02d}", "gameId": 2026020300 - i * 7, "gameTypeId": 2,
             "homeRoadFlag": rng.choice("HR"), "opponentAbbrev": opp, "teamAbbrev": tri}
        day -= rng.randint(2, 3)
        if goalie:
            sa = rng.randint(22, 38); ga = rng.randint(0, 5)
            g.update({"decision": rng.choice("WLWO"), "gamesStarted": 1, "goalsAgainst": ga, "penaltyMins": 0,
                      "savePctg": round((sa - ga) / sa, 6), "shotsAgainst": sa, "toi": "60:00"})
        else:
            goals = 1 if rng.random() < 0.25 else 0; assists = 1 if rng.random() < 0.35 else 0
            # The last five are part of the season: never more than its totals.
            goals = min(goals, line["goals"] - sum(x.get("goals", 0) for x in games))
            assists = min(assists, line["assists"] - sum(x.get("assists", 0) for x in games))
            g.update({"goals": goals, "assists": assists, "points": goals + assists, "plusMinus": rng.randint(-2, 2),
                      "pim": rng.choice([0, 0, 2]), "powerPlayGoals": 0, "shifts": rng.randint(14, 26),
                      "shorthandedGoals": 0, "shots": goals + rng.randint(0, 4),
                      "toi": f"{rng.randint(9, 23)}:{rng.randint(0, 59):02d}"})
        games.append(g)
    return games

def roster_and_landings(tri, team):
    club = next(c for c in CLUBS if c[0] == tri)
    numbers = rng.sample(range(2, 99), 22)
    positions = ["C"] * 4 + ["L"] * 4 + ["R"] * 4 + ["D"] * 7 + ["G"] * 3
    roster = {"forwards": [], "defensemen": [], "goalies": []}
    landings = {}
    for i, pos in enumerate(positions):
        first, last = person()
        pid = 8480000 + TEAM_IDS[tri] * 100 + i
        city, prov, country = rng.choice(PLACES)
        year = rng.randint(1992, 2006)
        birth = f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        height = rng.randint(70, 78) if pos != "G" else rng.randint(73, 79)
        weight = rng.randint(175, 230)
        p = {"id": pid, "headshot": f"https://assets.nhle.com/mugs/nhl/{SEASON}/{tri}/{pid}.png",
             "firstName": {"default": first}, "lastName": {"default": last},
             "sweaterNumber": numbers[i], "positionCode": pos, "shootsCatches": rng.choice("LLR"),
             "heightInInches": height, "weightInPounds": weight,
             "heightInCentimeters": round(height * 2.54), "weightInKilograms": round(weight * 0.4536),
             "birthDate": birth, "birthCity": {"default": city}, "birthCountry": country}
        if prov: p["birthStateProvince"] = {"default": prov}
        # A call-up in his first week: no number yet, no games (the no-games and no-number cases).
        rookie = tri == "TOR" and i == 11
        third_goalie = pos == "G" and i == len(positions) - 1 and tri in ("PIT", "EDM")
        if rookie: del p["sweaterNumber"]
        group = "goalies" if pos == "G" else "defensemen" if pos == "D" else "forwards"
        roster[group].append(p)

        gp = 0 if (rookie or third_goalie) else (rng.randint(max(1, team["gp"] - 6), team["gp"]) if pos != "G" else
                                               rng.randint(4, max(5, team["gp"] * 2 // 3)))
        seasons = max(1, min(12, 2026 - year - 19))
        landing = {"playerId": pid, "isActive": True, "currentTeamId": TEAM_IDS[tri], "currentTeamAbbrev": tri,
                   "fullTeamName": {"default": club[1]}, "teamCommonName": {"default": club[2]},
                   "firstName": {"default": first}, "lastName": {"default": last},
                   "teamLogo": f"https://assets.nhle.com/logos/nhl/svg/{tri}_light.svg",
                   "position": pos, "headshot": p["headshot"],
                   "heightInInches": height, "heightInCentimeters": p["heightInCentimeters"],
                   "weightInPounds": weight, "weightInKilograms": p["weightInKilograms"],
                   "birthDate": birth, "birthCity": {"default": city}, "birthCountry": country,
                   "shootsCatches": p["shootsCatches"], "playerSlug": f"{first}-{last}-{pid}".lower()}
        if "sweaterNumber" in p: landing["sweaterNumber"] = p["sweaterNumber"]
        if prov: landing["birthStateProvince"] = {"default": prov}
        if rng.random() < 0.8:
            rnd = rng.randint(1, 7)
            landing["draftDetails"] = {"year": year + 18, "teamAbbrev": rng.choice(OPPONENTS), "round": rnd,
                                       "pickInRound": rng.randint(1, 32), "overallPick": (rnd - 1) * 32 + rng.randint(1, 32)}
        if gp > 0:
            line = goalie_line(gp) if pos == "G" else skater_line(gp, pos)
            car = career(line, seasons, pos == "G")
            landing["featuredStats"] = {"season": SEASON, "regularSeason": {"subSeason": line, "career": car}}
            landing["careerTotals"] = {"regularSeason": car}
            landing["last5Games"] = last5(tri, gp, pos == "G", line)
        landings[pid] = landing
    return roster, landings

def write(name, payload):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(payload, f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")

os.makedirs(OUT, exist_ok=True)
for old in os.listdir(OUT):
    os.remove(os.path.join(OUT, old))
table, teams = standings()
write("standings.json", table)
for tri in ROSTERS:
    roster, landings = roster_and_landings(tri, teams[tri])
    write(f"roster-{tri}.json", roster)
    for pid, landing in landings.items():
        write(f"player-{pid}.json", landing)
print("wrote", len(os.listdir(OUT)), "files to", OUT)
# The day of NHL games reads the rosters just written.
import subprocess, sys
subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-nhl-game-samples.py")], check=True)
# The playoff brackets seed their clubs from the standings just written.
subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-nhl-bracket-sample.py")], check=True)
# ESPN's leaders of the NHL, from the landings just written.
subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-espn-leaders-samples.py")], check=True)
# The clubs' pages, from the standings, day and rosters just written (MLB's two from its bundled season too).
subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-espn-team-samples.py")], check=True)

# The manifest of what the sample promises follows whatever changed.
import runpy as _runpy, os as _os
_runpy.run_path(_os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "make-sample-manifest.py"), run_name="__main__")
