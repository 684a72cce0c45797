#!/usr/bin/env python3
"""Writes the soccer part of the offline sample, in ESPN's schemas: a day of
the Premier League (Saturday 2026-11-21 seen at 16:10 GMT: the early match
over, the three o'clock matches in their second half, one postponed, the
evening match to come), a Champions League league-phase night (Wednesday
2026-11-04, matchday 4, over), and an MLS Cup conference semifinal day
(Sunday 2026-11-22, one decided on penalties after extra time); every
match's summary; each competition's table and its last six weeks of
results. Tables, forms and results all come from one run of results per
competition (scripts/soccer_season.py), so they agree. Run from the
repository root, then scripts/make-sample-manifest.py."""
import datetime, json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from soccer_clubs import EPL, EPL_ZONES, UCL, UCL_ZONES, MLS_EAST, MLS_WEST, MLS_ZONES, group, standings
from soccer_match import Match, digest
from soccer_feeds import competition, scoreboard_event, key_events, commentary, details, status, result_event
from soccer_season import strengths, rounds, circle, result, score, form, table as season_table

FINISHED = ("final", "aet", "pens")

OUT = os.path.join("Resources", "samples", "espn")


def club(table, code):
    return next(c for c in table if c[1] == code)


def roster(m, side):
    squad = m.squads[side]
    out = []
    for p in squad:
        plays = []
        for e in m.events:
            if e["player"] is p or e["other"] is p:
                is_other = e["other"] is p
                plays.append({"clock": {"displayValue": clock_of(e)}, "scoringPlay": e["kind"] in ("goal", "penalty") ,
                              "didAssist": is_other and e["kind"] != "sub", "substitution": e["kind"] == "sub",
                              "redCard": e["kind"] == "red" and not is_other, "yellowCard": e["kind"] == "yellow" and not is_other,
                              "penaltyKick": e["kind"] == "penalty", "ownGoal": e["kind"] == "own goal" and not is_other})
        subbed_in = any(e["kind"] == "sub" and e["player"] is p for e in m.events)
        subbed_out = any(e["kind"] == "sub" and e["other"] is p for e in m.events)
        entry = {"active": True, "starter": p["starter"], "jersey": p["jersey"],
                 "athlete": {"id": p["id"], "fullName": p["name"], "displayName": p["name"], "shortName": p["short"]},
                 "position": {"name": p["position"], "displayName": p["position"], "abbreviation": p["position"]},
                 "subbedIn": subbed_in, "subbedOut": subbed_out, "formationPlace": str(p["place"]),
                 "stats": [{"abbreviation": "G", "displayValue": str(sum(1 for e in m.events if e["player"] is p and e["kind"] in ("goal", "penalty")))}]}
        if plays:
            entry["plays"] = plays
        out.append(entry)
    team = m.side_team(side)
    return {"homeAway": side, "team": {"id": str(team[0]), "abbreviation": team[1], "displayName": team[2]},
            "formation": m.formations[0 if side == "home" else 1], "roster": out}


def clock_of(e):
    from soccer_match import clock
    return clock(e["minute"])


def box(m):
    teams = []
    now = m.now()
    share = 45 + digest(m.id, "possession") % 20
    for side, poss in (("home", share), ("away", 100 - share)):
        team = m.side_team(side)
        goals = m.score[0 if side == "home" else 1]
        h = digest(m.id, side, "box")
        shots = goals + 3 + h % 9 if now else 0
        on = min(shots, goals + (h // 11) % 4) if now else 0
        passes = int(now * (2 + poss / 12)) if now else 0
        accurate = int(passes * (0.74 + (h % 15) / 100))
        cards = lambda k: sum(1 for e in m.events if e["side"] == side and e["kind"] == k)
        saves = max(0, (digest(m.id, "other", side) // 5) % 4) if now else 0
        stats = [("foulsCommitted", "Fouls", int(now / 90 * (8 + h % 7))), ("yellowCards", "Yellow Cards", cards("yellow")),
                 ("redCards", "Red Cards", cards("red")), ("offsides", "Offsides", int(now / 90 * (h % 4))),
                 ("wonCorners", "Corner Kicks", int(now / 90 * (2 + h % 7))), ("saves", "Saves", saves),
                 ("possessionPct", "Possession", poss if now else 0), ("totalShots", "SHOTS", shots), ("shotsOnTarget", "ON GOAL", on),
                 ("totalPasses", "Passes", passes), ("accuratePasses", "Accurate Passes", accurate)]
        rows = [{"name": n, "displayValue": str(v), "label": l} for n, l, v in stats]
        rows.append({"name": "passPct", "displayValue": f"{accurate / passes:.1f}" if passes else "0", "label": "Pass Completion %"})
        teams.append({"team": {"id": str(team[0]), "abbreviation": team[1], "displayName": team[2]}, "statistics": rows})
    return {"teams": teams, "form": []}


def summary(m, table):
    keyed = key_events(m)
    comp = competition(m)
    header = {"id": str(m.id), "uid": f"s:600~l:{m.league}~e:{m.id}", "season": {"year": 2026, "name": m.stage},
              "competitions": [{"id": comp["id"], "date": comp["date"], "competitors": comp["competitors"], "status": comp["status"],
                                "details": comp["details"], "notes": comp["notes"], "broadcasts": comp["broadcasts"]}],
              "league": {"name": m.league_name, "slug": m.league}}
    started = m.state not in ("scheduled", "postponed")
    out = {"header": header, "boxscore": box(m) if started else {"teams": []}, "keyEvents": keyed, "commentary": commentary(m, keyed),
           "rosters": [roster(m, "home"), roster(m, "away")] if m.lineups_out else [],
           "gameInfo": {"venue": {"fullName": m.venue[0], "address": {"city": m.venue[1], "country": m.venue[2]}},
                        "attendance": comp["attendance"], "officials": [{"fullName": m.referee, "displayName": m.referee,
                                                                         "position": {"name": "Referee", "displayName": "Referee"}}]},
           "standings": {"header": f"{m.league_name} Standings", "groups": [table_group(m, table)]}}
    return out


def table_group(m, table):
    """The summary's table: the group that holds the home club (every club of a league's one table)."""
    for g in table["children"]:
        ids = [e["team"]["id"] for e in g["standings"]["entries"]]
        if str(m.home[0]) in ids:
            return {"header": g["name"], "standings": {"entries": [
                {"team": e["team"]["displayName"], "id": e["team"]["id"], "stats": e["stats"], **({"note": e["note"]} if "note" in e else {})}
                for e in g["standings"]["entries"]]}}
    return {"header": "", "standings": {"entries": []}}


def write(name, payload):
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(payload, f, indent=1, ensure_ascii=False)
        f.write("\n")


def day_file(code, name, stage, date, matches, calendar):
    return {"leagues": [{"id": "0", "name": name, "slug": code, "season": {"year": 2026, "type": {"name": stage}},
                         "calendarType": "day", "calendar": calendar}],
            "season": {"type": 1, "year": 2026}, "day": {"date": date}, "events": [scoreboard_event(m) for m in matches]}


def prepare(m, league, league_name, stage, venue, referee, attendance, broadcasts, kickoff_text, lineups_out=True):
    m.league, m.league_name, m.stage, m.venue, m.referee, m.attendance, m.broadcasts = league, league_name, stage, venue, referee, attendance, broadcasts
    m.kickoff_text, m.lineups_out = kickoff_text, lineups_out
    return m


def played(matches):
    """The bundled day's finished matches as results."""
    return [result(m.kickoff, m.home, m.away, m.score, m.pens) for m in matches if m.state in FINISHED]


def results_file(day_file, season, matches, start, first_id):
    """The results sample: the season's results from `start` on, then the bundled day's finals as its board shows them."""
    events = [result_event(first_id + i, r) for i, r in enumerate(r for r in season if r["kickoff"] >= start)]
    events += [scoreboard_event(m) for m in matches if m.state in FINISHED]
    return {"leagues": day_file["leagues"], "season": day_file.get("season"), "day": {"date": start[:10]}, "events": events}


def main():
    os.makedirs(OUT, exist_ok=True)
    date = datetime.date.fromisoformat
    power = strengths(EPL, UCL, MLS_EAST, MLS_WEST)
    e = lambda code: club(EPL, code)
    epl = [
        prepare(Match("eng.1", 740101, "2026-11-21T12:30Z", e("CHE"), e("ARS"), "final", (1, 2), formations=("4-2-3-1", "4-3-3")),
                "eng.1", "English Premier League", "Regular Season", ("Stamford Bridge", "London", "England"), "Michael Oliver", 40112,
                ["USA Network"], ""),
        prepare(Match("eng.1", 740102, "2026-11-21T15:00Z", e("LIV"), e("AVL"), "live", (2, 1), minute=54, reds=[("away", 38)],
                      formations=("4-3-3", "4-4-2")),
                "eng.1", "English Premier League", "Regular Season", ("Anfield", "Liverpool", "England"), "Anthony Taylor", 60725,
                ["Peacock"], ""),
        prepare(Match("eng.1", 740103, "2026-11-21T15:00Z", e("MNC"), e("NEW"), "live", (1, 1), minute=53),
                "eng.1", "English Premier League", "Regular Season", ("Etihad Stadium", "Manchester", "England"), "Simon Hooper", 52944,
                ["Peacock"], ""),
        prepare(Match("eng.1", 740104, "2026-11-21T15:00Z", e("TOT"), e("BHA"), "live", (0, 0), minute=55, formations=("4-3-3", "3-5-2")),
                "eng.1", "English Premier League", "Regular Season", ("Tottenham Hotspur Stadium", "London", "England"), "Robert Jones",
                61559, ["Peacock"], ""),
        prepare(Match("eng.1", 740105, "2026-11-21T15:00Z", e("BOU"), e("MAN"), "live", (2, 2), minute=52.0, formations=("4-4-2", "3-5-2")),
                "eng.1", "English Premier League", "Regular Season", ("Vitality Stadium", "Bournemouth", "England"), "Chris Kavanagh",
                11307, ["Peacock"], ""),
        prepare(Match("eng.1", 740106, "2026-11-21T15:00Z", e("FUL"), e("EVE"), "live", (1, 0), minute=53),
                "eng.1", "English Premier League", "Regular Season", ("Craven Cottage", "London", "England"), "Jarred Gillett", 27134,
                ["Peacock"], ""),
        prepare(Match("eng.1", 740107, "2026-11-21T15:00Z", e("WHU"), e("LEE"), "postponed"),
                "eng.1", "English Premier League", "Regular Season", ("London Stadium", "London", "England"), "Sam Barrott", 0,
                ["Peacock"], "", lineups_out=False),
        prepare(Match("eng.1", 740108, "2026-11-21T17:30Z", e("NFO"), e("CRY"), "scheduled", formations=("4-2-3-1", "3-5-2")),
                "eng.1", "English Premier League", "Regular Season", ("The City Ground", "Nottingham", "England"), "Stuart Attwell", 0,
                ["NBC"], "11/21 - 12:30 PM EST", lineups_out=False),
    ]
    # Twelve Saturdays before the bundled one, then the bundled day's finished match.
    epl_season = rounds(EPL, 12, date("2026-11-14"), 7, power, "eng.1") + played(epl)
    u = lambda code: club(UCL, code)
    pairs = [("RMA", "LIV", (2, 1)), ("BAY", "PSG", (1, 1)), ("INT", "ARS", (0, 2)), ("BAR", "CHE", (3, 2)), ("DOR", "NAP", (2, 0)),
             ("ATM", "JUV", (1, 0)), ("MNC", "LEV", (4, 1)), ("MIL", "BEN", (2, 2)), ("POR", "CEL", (3, 0)), ("PSV", "AJA", (1, 3)),
             ("SPO", "MON", (2, 1))]
    ucl = []
    for i, (h, a, goals) in enumerate(pairs):
        kickoff = "2026-11-04T17:45Z" if i >= 9 else "2026-11-04T20:00Z"
        m = Match("uefa.champions", 750201 + i, kickoff, u(h), u(a), "final", goals, note="League Phase - Matchday 4",
                  formations=(["4-3-3", "4-2-3-1", "3-5-2"][i % 3], ["4-2-3-1", "4-4-2", "4-3-3"][i % 3]))
        ucl.append(prepare(m, "uefa.champions", "UEFA Champions League", "League Phase", (f"{u(h)[2]} Stadium", "", ""),
                           "Szymon Marciniak" if i % 2 else "Danny Makkelie", 40000 + 1117 * i, ["Paramount+"], ""))
    ucl.sort(key=lambda m: (m.kickoff, m.id))
    # Three matchdays a fortnight apart, the clubs not playing the bundled Wednesday on the Tuesday before, then the bundled night.
    wednesday = {c for h, a, _ in pairs for c in (h, a)}
    tuesday = [c for c in UCL if c[1] not in wednesday]
    ucl_season = (rounds(UCL, 3, date("2026-10-21"), 14, power, "uefa.champions")
                  + [result("2026-11-03T20:00Z", h, a, score(h, a, power, "md4")) for h, a in circle(tuesday, 0)] + played(ucl))
    east, west = (lambda code: club(MLS_EAST, code)), (lambda code: club(MLS_WEST, code))
    mls = [
        prepare(Match("usa.1", 760301, "2026-11-22T19:00Z", east("PHI"), east("NYC"), "pens", (1, 1), pens=(4, 3),
                      note="Eastern Conference Semifinal"),
                "usa.1", "Major League Soccer", "MLS Cup Playoffs", ("Subaru Park", "Chester, PA", "USA"), "Armando Villarreal", 18500,
                ["Apple TV"], ""),
        prepare(Match("usa.1", 760302, "2026-11-22T21:30Z", east("MIA"), east("CLB"), "final", (3, 1), note="Eastern Conference Semifinal",
                      formations=("4-4-2", "3-5-2")),
                "usa.1", "Major League Soccer", "MLS Cup Playoffs", ("Chase Stadium", "Fort Lauderdale, FL", "USA"), "Ismail Elfath",
                21550, ["Apple TV", "FOX"], ""),
        prepare(Match("usa.1", 760303, "2026-11-23T01:00Z", west("SEA"), west("LAFC"), "aet", (2, 1), note="Western Conference Semifinal"),
                "usa.1", "Major League Soccer", "MLS Cup Playoffs", ("Lumen Field", "Seattle, WA", "USA"), "Drew Fischer", 37722,
                ["Apple TV"], ""),
    ]
    # The regular season (34 weeks to decision day), whose table the playoffs leave as it stood.
    mls_regular = rounds(MLS_EAST + MLS_WEST, 34, date("2026-10-18"), 7, power, "usa.1")
    mls_season = mls_regular + played(mls)
    epl_table = standings("English Premier League", [group("English Premier League 2026-27", "2026-27", season_table(epl_season, EPL),
                                                           EPL_ZONES, 2026)])
    ucl_table = standings("UEFA Champions League", [group("League Phase", "LP", season_table(ucl_season, UCL), UCL_ZONES, 2026)])
    mls_table = standings("Major League Soccer", [group("Eastern Conference", "East", season_table(mls_regular, MLS_EAST), MLS_ZONES, 2026),
                                                  group("Western Conference", "West", season_table(mls_regular, MLS_WEST), MLS_ZONES, 2026)])
    cal = lambda days: [f"{d}T08:00Z" for d in days]
    days = {"eng.1": day_file("eng.1", "English Premier League", "Regular Season", "2026-11-21", epl,
                              cal(["2026-11-08", "2026-11-21", "2026-11-22", "2026-11-28"])),
            "uefa.champions": day_file("uefa.champions", "UEFA Champions League", "League Phase", "2026-11-04", ucl,
                                       cal(["2026-10-21", "2026-11-04", "2026-11-25"])),
            "usa.1": day_file("usa.1", "Major League Soccer", "MLS Cup Playoffs", "2026-11-22", mls, cal(["2026-11-08", "2026-11-22", "2026-11-29"]))}
    for code, matches, season, table in (("eng.1", epl, epl_season, epl_table), ("uefa.champions", ucl, ucl_season, ucl_table),
                                         ("usa.1", mls, mls_season, mls_table)):
        day = days[code]
        # The six weeks of results the standings' form is read from (what the app asks for), and each
        # match's form read from those same results: the table's column and the center's agree.
        start = (date(day["day"]["date"]) - datetime.timedelta(days=42)).isoformat()
        results = results_file(day, [r for r in season if r not in played(matches)], matches, start, 900000 + sum(map(ord, code)) * 100)
        window = [r for r in season if r["kickoff"] >= start]
        for m in matches:
            m.forms = (form(window, m.home[0], m.kickoff), form(window, m.away[0], m.kickoff))
        day["events"] = [scoreboard_event(m) for m in matches]
        write(f"{code}-day-{day['day']['date']}.json", day)
        write(f"{code}-results.json", results)
        for m in matches:
            write(f"{code}-summary-{m.id}.json", summary(m, table))
        write(f"{code}-standings.json", table)


if __name__ == "__main__":
    main()
