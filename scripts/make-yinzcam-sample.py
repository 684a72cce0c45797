#!/usr/bin/env python3
"""Writes Jumbotron's own offline NFL schedule in the YinzCam exercise schema.

An invented Pittsburgh season: 16 finals and a bye in the regular season
(evening games that fall on the next UTC day included), and a postseason with
one final and one scheduled game. Booleans are mixed JSON/strings like the
real payload. Run from the repository root; output is deterministic.
"""
import json, os

ROOT = {"TriCode": "PIT", "FullName": "Pittsburgh Steelers", "Name": "STEELERS", "City": "Pittsburgh",
        "Record": "12-5", "Wins": "12", "Losses": "5", "WinPercentage": ".706"}
OPP = {
    "CLE": ("Cleveland Browns", "BROWNS", "Cleveland", "11-6", "Cleveland Browns Stadium"),
    "BAL": ("Baltimore Ravens", "RAVENS", "Baltimore", "13-4", "M&T Bank Stadium"),
    "CIN": ("Cincinnati Bengals", "BENGALS", "Cincinnati", "9-8", "Paycor Stadium"),
    "SF": ("San Francisco 49ers", "49ERS", "San Francisco", "12-5", "Levi's Stadium"),
    "LV": ("Las Vegas Raiders", "RAIDERS", "Las Vegas", "8-9", "Allegiant Stadium"),
    "HOU": ("Houston Texans", "TEXANS", "Houston", "10-7", "NRG Stadium"),
    "LAR": ("Los Angeles Rams", "RAMS", "Los Angeles", "10-7", "SoFi Stadium"),
    "JAX": ("Jacksonville Jaguars", "JAGUARS", "Jacksonville", "9-8", "EverBank Stadium"),
    "TEN": ("Tennessee Titans", "TITANS", "Tennessee", "6-11", "Nissan Stadium"),
    "GB": ("Green Bay Packers", "PACKERS", "Green Bay", "9-8", "Lambeau Field"),
    "ARI": ("Arizona Cardinals", "CARDINALS", "Arizona", "4-13", "State Farm Stadium"),
    "NE": ("New England Patriots", "PATRIOTS", "New England", "4-13", "Gillette Stadium"),
    "IND": ("Indianapolis Colts", "COLTS", "Indianapolis", "9-8", "Lucas Oil Stadium"),
    "SEA": ("Seattle Seahawks", "SEAHAWKS", "Seattle", "9-8", "Lumen Field"),
    "BUF": ("Buffalo Bills", "BILLS", "Buffalo", "11-6", "Highmark Stadium"),
    "KC": ("Kansas City Chiefs", "CHIEFS", "Kansas City", "11-6", "GEHA Field at Arrowhead Stadium"),
}
HOME_VENUE = "Acrisure Stadium"

# week, opponent, root is home, timestamp (UTC), away score, home score, TV
REGULAR = [
    (1, "SF", True, "2023-09-10T17:00:00Z", "30", "7", "CBS"),
    (2, "CLE", True, "2023-09-19T00:15:00Z", "22", "26", "ESPN"),
    (3, "LV", False, "2023-09-25T00:20:00Z", "23", "18", "NBC"),
    (4, "HOU", False, "2023-10-01T17:00:00Z", "6", "30", "CBS"),
    (5, "BAL", True, "2023-10-08T17:00:00Z", "10", "17", "CBS"),
    (7, "LAR", False, "2023-10-22T20:05:00Z", "24", "17", "FOX"),
    (8, "JAX", True, "2023-10-29T17:00:00Z", "20", "10", "CBS"),
    (9, "TEN", True, "2023-11-03T00:15:00Z", "16", "20", "Prime Video"),
    (10, "GB", True, "2023-11-12T18:00:00Z", "19", "23", "FOX"),
    (11, "CLE", False, "2023-11-19T18:00:00Z", "10", "13", "CBS"),
    (12, "CIN", False, "2023-11-26T18:00:00Z", "16", "10", "CBS"),
    (13, "ARI", True, "2023-12-03T18:00:00Z", "24", "10", "FOX"),
    (14, "NE", True, "2023-12-08T01:15:00Z", "21", "18", "Prime Video"),
    (15, "IND", False, "2023-12-16T21:30:00Z", "13", "30", "NBC"),
    (16, "CIN", True, "2023-12-23T21:30:00Z", "11", "34", "NBC"),
    (17, "SEA", False, "2023-12-31T21:05:00Z", "30", "23", "CBS"),
]


def opponent(tri):
    full, name, city, record, _ = OPP[tri]
    return {"TriCode": tri, "FullName": full, "Name": name, "City": city, "Record": record}


def game(week, label, tri, home, ts, away_score, home_score, tv, final=True, state="Final"):
    root_score, opp_score = (home_score, away_score) if home else (away_score, home_score)
    won = int(root_score or 0) > int(opp_score or 0)
    return {
        "Week": week, "Label": label, "TV": tv, "Radio": "WDVE 102.5", "Venue": HOME_VENUE if home else OPP[tri][4],
        "WLT": ("W" if won else "L") if final else "", "GameState": state, "Clock": ":00" if final else "-",
        "QuarterShorthand": "", "Quarter": "", "AwayScore": away_score, "HomeScore": home_score, "Down": "",
        "IsHome": home, "ScheduleHeader": f"{week} - {ts[5:10]}", "IsSuperStadium": False,
        "CardData": {"ClickthroughURL": "yc://action/NOOP", "IsDefault": "False"},
        "Id": int(ts[:10].replace("-", "") + "00"), "Type": "F" if final else "S",
        "Date": {"Numeric": ts[:10], "Text": ts[:10], "Time": "", "Timestamp": ts, "IsTBA": "false", "IsTba": "false"},
        "Opponent": opponent(tri), "Tickets": {"HasLink": False, "Label": "", "Link": ""},
        "Result": f"{root_score}-{opp_score} {'W' if won else 'L'}" if final else "",
        "Home": home, "Buttons": [], "SecondaryButtons": [],
    }


regular = [game(f"Week {w}", str(w), tri, home, ts, a, h, tv) for w, tri, home, ts, a, h, tv in REGULAR]
regular.insert(5, {"Week": "Week 6", "Label": "6", "TV": "", "Radio": "", "IsHome": "false",
                   "ScheduleHeader": "Week 6 - BYE", "IsSuperStadium": False,
                   "CardData": {"ClickthroughURL": "yc://action/NOOP"}, "Id": 0, "Type": "B", "Result": "", "Home": True})
post = [
    game("Wild Card", "WC", "BUF", False, "2024-01-15T21:30:00Z", "31", "17", "CBS"),
    game("Divisional Playoffs", "DIV", "KC", False, "2024-01-21T01:15:00Z", "", "", "NBC", final=False, state="Pregame"),
]
post[1]["Opponent"]["Record"] = "11-6"
post[1]["Date"]["IsTBA"] = "False"

doc = {"Team": ROOT, "DefaultGameId": "2024012100",
       "GameSection": [{"Heading": "REGULAR SEASON", "Game": regular}, {"Heading": "POSTSEASON", "Game": post}],
       "Filters": [], "YinzNode": {"Generated": "Sample data written for Jumbotron in the YinzCam schema; not a recording."}}

os.makedirs("Resources/samples/yinzcam", exist_ok=True)
with open("Resources/samples/yinzcam/schedule.json", "w") as f:
    json.dump(doc, f, indent=2, ensure_ascii=False)
    f.write("\n")
print("wrote Resources/samples/yinzcam/schedule.json")
