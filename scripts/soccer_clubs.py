"""The clubs of the soccer samples (ESPN's ids and codes) and their tables.

The tables are ours: each club's record counted from a run of results
(soccer_season.py), with ESPN's zone notes (colour and description) on the
places that carry one."""

EPL = [  # id, code, name
    (359, "ARS", "Arsenal"), (382, "MNC", "Manchester City"), (363, "CHE", "Chelsea"), (364, "LIV", "Liverpool"),
    (362, "AVL", "Aston Villa"), (367, "TOT", "Tottenham Hotspur"), (361, "NEW", "Newcastle United"),
    (331, "BHA", "Brighton & Hove Albion"), (393, "NFO", "Nottingham Forest"), (360, "MAN", "Manchester United"),
    (384, "CRY", "Crystal Palace"), (349, "BOU", "AFC Bournemouth"), (337, "BRE", "Brentford"), (370, "FUL", "Fulham"),
    (368, "EVE", "Everton"), (371, "WHU", "West Ham United"), (357, "LEE", "Leeds United"), (366, "SUN", "Sunderland"),
    (380, "WOL", "Wolverhampton Wanderers"), (379, "BUR", "Burnley"),
]
EPL_ZONES = {1: ("Champions League", "#81D6AC"), 2: ("Champions League", "#81D6AC"), 3: ("Champions League", "#81D6AC"),
             4: ("Champions League", "#81D6AC"), 5: ("Europa League", "#B2D7FF"), 6: ("Conference League Qualifiers", "#FFD28F"),
             18: ("Relegation", "#FF7F84"), 19: ("Relegation", "#FF7F84"), 20: ("Relegation", "#FF7F84")}

UCL = [
    (86, "RMA", "Real Madrid"), (83, "BAR", "Barcelona"), (132, "BAY", "Bayern Munich"), (160, "PSG", "Paris Saint-Germain"),
    (359, "ARS", "Arsenal"), (382, "MNC", "Manchester City"), (364, "LIV", "Liverpool"), (110, "INT", "Internazionale"),
    (124, "DOR", "Borussia Dortmund"), (1068, "ATM", "Atlético Madrid"), (363, "CHE", "Chelsea"), (111, "JUV", "Juventus"),
    (103, "MIL", "AC Milan"), (437, "POR", "FC Porto"), (1929, "BEN", "Benfica"), (139, "AJA", "Ajax"),
    (11420, "RBL", "RB Leipzig"), (131, "LEV", "Bayer Leverkusen"), (114, "NAP", "Napoli"), (2950, "ATA", "Atalanta"),
    (367, "TOT", "Tottenham Hotspur"), (2635, "SPO", "Sporting CP"), (435, "PSV", "PSV Eindhoven"), (176, "MON", "AS Monaco"),
    (3997, "CLB", "Club Brugge"), (2722, "CEL", "Celtic"), (493, "GAL", "Galatasaray"), (598, "SHA", "Shakhtar Donetsk"),
    (2998, "SLA", "Slavia Prague"), (2726, "FEY", "Feyenoord"), (21, "OLY", "Olympiacos"), (130, "BSL", "FC Copenhagen"),
    (597, "SAL", "Red Bull Salzburg"), (1011, "YB", "Young Boys"), (2619, "PAF", "Pafos"), (17101, "KAI", "Kairat Almaty"),
]
UCL_ZONES = {**{p: ("Round of 16", "#81D6AC") for p in range(1, 9)},
             **{p: ("Knockout Round Playoffs", "#B2D7FF") for p in range(9, 25)},
             **{p: ("Eliminated", "#FF7F84") for p in range(25, 37)}}

MLS_EAST = [  # strongest first: this season's conference semifinalists lead
    (10739, "PHI", "Philadelphia Union"), (20232, "MIA", "Inter Miami CF"), (183, "CLB", "Columbus Crew"), (17606, "NYC", "New York City FC"),
    (11504, "CIN", "FC Cincinnati"), (12011, "ORL", "Orlando City SC"), (18986, "CLT", "Charlotte FC"), (190, "NY", "Red Bull New York"),
    (18267, "NSH", "Nashville SC"), (182, "CHI", "Chicago Fire FC"), (9720, "MTL", "CF Montréal"), (189, "NE", "New England Revolution"),
    (18418, "ATL", "Atlanta United FC"), (193, "DC", "D.C. United"), (7318, "TOR", "Toronto FC"),
]
MLS_WEST = [
    (18966, "LAFC", "LAFC"), (9726, "SEA", "Seattle Sounders FC"), (21812, "SD", "San Diego FC"), (9727, "VAN", "Vancouver Whitecaps"),
    (17362, "MIN", "Minnesota United FC"), (20906, "ATX", "Austin FC"), (9723, "POR", "Portland Timbers"), (187, "LA", "LA Galaxy"),
    (4771, "RSL", "Real Salt Lake"), (184, "COL", "Colorado Rapids"), (185, "DAL", "FC Dallas"), (6077, "HOU", "Houston Dynamo FC"),
    (22529, "STL", "St. Louis CITY SC"), (191, "SJ", "San Jose Earthquakes"), (186, "SKC", "Sporting Kansas City"),
]
MLS_ZONES = {**{p: ("MLS Cup Playoffs", "#81D6AC") for p in range(1, 8)}, 8: ("Wild Card", "#B2D7FF"), 9: ("Wild Card", "#B2D7FF")}


def stat(name, abbreviation, kind, value, display=None):
    return {"name": name, "displayName": name, "shortDisplayName": abbreviation, "abbreviation": abbreviation, "type": kind,
            "value": float(value), "displayValue": display if display is not None else str(value)}


def entry(rec, rank, zones):
    clubs_id, code, name = rec["club"]
    gd = rec["gf"] - rec["ga"]
    e = {"team": {"id": str(clubs_id), "uid": f"s:600~t:{clubs_id}", "location": name, "name": name, "abbreviation": code,
                  "displayName": name, "shortDisplayName": name, "isActive": True},
         "stats": [stat("gamesPlayed", "GP", "gamesplayed", rec["p"]), stat("losses", "L", "losses", rec["l"]),
                   stat("pointDifferential", "GD", "pointdifferential", gd, f"+{gd}" if gd > 0 else str(gd)),
                   stat("points", "P", "points", 3 * rec["w"] + rec["d"]), stat("pointsAgainst", "A", "pointsagainst", rec["ga"]),
                   stat("pointsFor", "F", "pointsfor", rec["gf"]), stat("ties", "D", "ties", rec["d"]), stat("wins", "W", "wins", rec["w"]),
                   stat("rank", "R", "rank", rank)]}
    if rank in zones:
        e["note"] = {"color": zones[rank][1], "description": zones[rank][0], "rank": rank}
    return e


def group(name, abbreviation, recs, zones, season):
    return {"name": name, "abbreviation": abbreviation,
            "standings": {"name": name, "season": season, "seasonType": 1,
                          "entries": [entry(r, i + 1, zones) for i, r in enumerate(recs)]}}


def standings(name, groups):
    return {"name": name, "abbreviation": name, "children": groups}
