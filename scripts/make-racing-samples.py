#!/usr/bin/env python3
"""Writes the racing part of the offline sample: race weekends in ESPN's
racing scoreboard schema (`/apis/site/v2/sports/racing/{series}/scoreboard`,
following the recording in Tests/Fixtures/espn-sports) and F1's calendar,
results and championships in Jolpica's (Ergast's) schema
(`/ergast/f1/{season}.json`, `/{season}/{round}/results.json`,
`/driverStandings.json`, `/constructorStandings.json`, following the
recordings in Tests/Fixtures/jolpica).

F1 2026 as our own season: 24 rounds, the Las Vegas race (round 22, Saturday
2026-11-21) over, and the Qatar weekend (round 23) seen on Sunday 2026-11-29
with the race under way on lap 34 of 57. Every race's result comes from one
seeded run, so the championships are the sum of the results and the results
file of Las Vegas is the race ESPN's board shows over. IndyCar's finale and
NASCAR's championship race are single finals. Run from the repository root,
then scripts/make-sample-manifest.py."""
import json, os, random

ESPN = os.path.join("Resources", "samples", "espn")
JOLPICA = os.path.join("Resources", "samples", "jolpica")
rng = random.Random(2026)

TEAMS = ["McLaren", "Ferrari", "Red Bull", "Mercedes", "Aston Martin", "Alpine", "Williams", "Racing Bulls", "Haas F1 Team", "Audi", "Cadillac"]
# Our own grid: two drivers a team, names made up, each with a pace that decides the season.
DRIVERS = [("ARDEN", "Leo", "Arden"), ("BRANT", "Mika", "Brant"), ("CASSO", "Rafael", "Casso"), ("DUVAL", "Henri", "Duval"),
           ("EKLUND", "Nils", "Eklund"), ("FAIRE", "Owen", "Faire"), ("GALLO", "Tomas", "Gallo"), ("HAYES", "Jack", "Hayes"),
           ("IMURA", "Kenta", "Imura"), ("JANSEN", "Pieter", "Jansen"), ("KOVAC", "Luka", "Kovac"), ("LAMBERT", "Theo", "Lambert"),
           ("MORENO", "Diego", "Moreno"), ("NYGARD", "Elias", "Nygard"), ("OKAFOR", "Sam", "Okafor"), ("PRIETO", "Iker", "Prieto"),
           ("QUINN", "Finn", "Quinn"), ("ROSSI", "Marco", "Rossi"), ("SILVA", "Bruno", "Silva"), ("TANAKA", "Yuto", "Tanaka"),
           ("ULLRICH", "Jonas", "Ullrich"), ("VEGA", "Andres", "Vega")]
GRID = [{"id": 5000 + i, "code": d[0][:3], "driverId": d[0].lower(), "given": d[1], "family": d[2], "team": TEAMS[i // 2],
         "pace": 1.0 - i * 0.012 + rng.uniform(-0.02, 0.02)} for i, d in enumerate(DRIVERS)]
ROUNDS = [("Australian Grand Prix", "Albert Park Circuit", "2026-03-08"), ("Chinese Grand Prix", "Shanghai International Circuit", "2026-03-15"),
          ("Japanese Grand Prix", "Suzuka Circuit", "2026-03-29"), ("Bahrain Grand Prix", "Bahrain International Circuit", "2026-04-12"),
          ("Saudi Arabian Grand Prix", "Jeddah Corniche Circuit", "2026-04-19"), ("Miami Grand Prix", "Miami International Autodrome", "2026-05-03"),
          ("Canadian Grand Prix", "Circuit Gilles Villeneuve", "2026-05-24"), ("Monaco Grand Prix", "Circuit de Monaco", "2026-06-07"),
          ("Barcelona Grand Prix", "Circuit de Barcelona-Catalunya", "2026-06-14"), ("Austrian Grand Prix", "Red Bull Ring", "2026-06-28"),
          ("British Grand Prix", "Silverstone Circuit", "2026-07-05"), ("Belgian Grand Prix", "Circuit de Spa-Francorchamps", "2026-07-19"),
          ("Hungarian Grand Prix", "Hungaroring", "2026-07-26"), ("Dutch Grand Prix", "Circuit Park Zandvoort", "2026-08-23"),
          ("Italian Grand Prix", "Autodromo Nazionale di Monza", "2026-09-06"), ("Spanish Grand Prix", "Madring", "2026-09-13"),
          ("Azerbaijan Grand Prix", "Baku City Circuit", "2026-09-26"), ("Singapore Grand Prix", "Marina Bay Street Circuit", "2026-10-11"),
          ("United States Grand Prix", "Circuit of the Americas", "2026-10-25"), ("Mexico City Grand Prix", "Autódromo Hermanos Rodríguez", "2026-11-01"),
          ("São Paulo Grand Prix", "Autódromo José Carlos Pace", "2026-11-08"), ("Las Vegas Grand Prix", "Las Vegas Strip Circuit", "2026-11-21"),
          ("Qatar Grand Prix", "Lusail International Circuit", "2026-11-29"), ("Abu Dhabi Grand Prix", "Yas Marina Circuit", "2026-12-06")]
POINTS = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1]
LAPS = 50


def race(round_no):
    """One race: an order by pace and luck, gaps, a lapped car or two and a retirement."""
    order = sorted(GRID, key=lambda d: -(d["pace"] + rng.uniform(-0.08, 0.08)))
    out = []
    gap = 0.0
    winner_ms = 5_400_000 + rng.randint(0, 400_000)
    for i, d in enumerate(order):
        entry = {"driver": d, "position": i + 1, "grid": rng.randint(1, 22), "laps": LAPS, "status": "Finished"}
        if i == len(order) - 1:
            entry.update(laps=rng.randint(8, 40), status=rng.choice(["Retired", "Engine", "Collision"]), positionText="R")
        elif i >= 17:
            entry.update(laps=LAPS - 1, status="+1 Lap")
        else:
            gap += rng.uniform(0.4, 6.0) if i else 0
            entry["time"] = ms_text(winner_ms) if i == 0 else f"+{gap:.3f}"
            entry["millis"] = winner_ms + int(gap * 1000)
        entry["points"] = POINTS[i] if i < 10 and entry["status"] == "Finished" else 0
        out.append(entry)
    return out


def ms_text(ms):
    h, rest = divmod(ms, 3_600_000)
    m, rest = divmod(rest, 60_000)
    return f"{h}:{m:02d}:{rest / 1000:06.3f}"


def driver_json(d):
    return {"driverId": d["driverId"], "permanentNumber": str(d["id"] - 4990), "code": d["code"], "givenName": d["given"],
            "familyName": d["family"], "nationality": "—"}


def results_json(round_no, results):
    name, circuit, date = ROUNDS[round_no - 1]
    return {"MRData": {"series": "f1", "limit": "30", "offset": "0", "total": str(len(results)), "RaceTable": {
        "season": "2026", "round": str(round_no), "Races": [{
            "season": "2026", "round": str(round_no), "raceName": name, "date": date, "time": "20:00:00Z",
            "Circuit": {"circuitId": circuit.lower().replace(" ", "_"), "circuitName": circuit},
            "Results": [dict({"number": str(r["driver"]["id"] - 4990), "position": str(r["position"]),
                              "positionText": r.get("positionText", str(r["position"])), "points": str(r["points"]),
                              "Driver": driver_json(r["driver"]), "Constructor": {"constructorId": r["driver"]["team"].lower().replace(" ", "_"),
                                                                                   "name": r["driver"]["team"]},
                              "grid": str(r["grid"]), "laps": str(r["laps"]), "status": r["status"]},
                             **({"Time": {"millis": str(r["millis"]), "time": r["time"]}} if "time" in r else {})) for r in results]}]}}}


def espn_session(sid, abbr, type_id, date, state, order, lap=None):
    names = {"pre": ("STATUS_SCHEDULED", "Scheduled"), "in": ("STATUS_IN_PROGRESS", "In Progress"), "post": ("STATUS_FINAL", "Final")}
    name, description = names[state]
    competitors = []
    for i, d in enumerate(order):
        c = {"id": str(d["id"]), "uid": f"s:2000~a:{d['id']}", "type": "athlete", "winner": state == "post" and i == 0,
             "athlete": {"fullName": f"{d['given']} {d['family']}", "displayName": f"{d['given']} {d['family']}",
                         "shortName": f"{d['given'][0]}. {d['family']}"}, "vehicle": {"manufacturer": d["team"]}}
        if state != "pre":
            c["order"] = i + 1
        competitors.append(c)
    kind = {"id": type_id}
    if abbr:
        kind["abbreviation"] = abbr
    return {"id": str(sid), "date": date, "type": kind, "timeValid": True,
            "status": {"clock": 0, "displayClock": "0:00", "period": lap or 0,
                       "type": {"id": "2" if state == "in" else "3" if state == "post" else "1", "name": name, "state": state,
                                "completed": state == "post", "description": description, "detail": description, "shortDetail": description}},
            "broadcasts": [{"market": "national", "names": ["ESPN"]}], "competitors": competitors}


def espn_event(eid, name, circuit, city, sessions):
    return {"events": [{"id": str(eid), "name": name, "shortName": name.replace("Grand Prix", "GP"), "date": sessions[0]["date"],
                        "circuit": {"fullName": circuit, "address": {"city": city}}, "competitions": sessions}]}


def shuffled(order, spread):
    keyed = [(i + rng.uniform(-spread, spread), d) for i, d in enumerate(order)]
    return [d for _, d in sorted(keyed, key=lambda k: k[0])]


def write(folder, name, answer):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "w") as f:
        json.dump(answer, f, indent=1, ensure_ascii=False)
        f.write("\n")


def main():
    totals = {d["code"]: {"driver": d, "points": 0, "wins": 0} for d in GRID}
    teams = {t: {"points": 0, "wins": 0} for t in TEAMS}
    results = {}
    for n in range(1, 23):
        results[n] = race(n)
        for r in results[n]:
            totals[r["driver"]["code"]]["points"] += r["points"]
            teams[r["driver"]["team"]]["points"] += r["points"]
            if r["position"] == 1:
                totals[r["driver"]["code"]]["wins"] += 1
                teams[r["driver"]["team"]]["wins"] += 1
    write(JOLPICA, "f1-2026.json", {"MRData": {"series": "f1", "RaceTable": {"season": "2026", "Races": [
        {"season": "2026", "round": str(i + 1), "raceName": r[0], "date": r[2], "Circuit": {"circuitName": r[1]}} for i, r in enumerate(ROUNDS)]}}})
    write(JOLPICA, "f1-2026-22-results.json", results_json(22, results[22]))
    drivers = sorted(totals.values(), key=lambda t: (-t["points"], -t["wins"], t["driver"]["code"]))
    write(JOLPICA, "f1-2026-driver-standings.json", {"MRData": {"series": "f1", "StandingsTable": {"season": "2026", "round": "22", "StandingsLists": [{
        "season": "2026", "round": "22", "DriverStandings": [
            {"position": str(i + 1), "positionText": str(i + 1), "points": str(t["points"]), "wins": str(t["wins"]),
             "Driver": driver_json(t["driver"]), "Constructors": [{"name": t["driver"]["team"]}]} for i, t in enumerate(drivers)]}]}}})
    constructors = sorted(teams.items(), key=lambda kv: (-kv[1]["points"], -kv[1]["wins"], kv[0]))
    write(JOLPICA, "f1-2026-constructor-standings.json", {"MRData": {"series": "f1", "StandingsTable": {"season": "2026", "round": "22", "StandingsLists": [{
        "season": "2026", "round": "22", "ConstructorStandings": [
            {"position": str(i + 1), "positionText": str(i + 1), "points": str(v["points"]), "wins": str(v["wins"]),
             "Constructor": {"constructorId": k.lower().replace(" ", "_"), "name": k}} for i, (k, v) in enumerate(constructors)]}]}}})

    # Las Vegas: a Thursday-to-Saturday weekend, all over; the race's order is Jolpica's result.
    vegas = [r["driver"] for r in results[22]]
    lv = espn_event(600060022, "Las Vegas Grand Prix", "Las Vegas Strip Circuit", "Las Vegas", [
        espn_session(401600221, "FP1", "1", "2026-11-20T00:30Z", "post", shuffled(vegas, 6)),
        espn_session(401600222, "Qual", "2", "2026-11-21T04:00Z", "post", shuffled(vegas, 4)),
        espn_session(401600223, "Race", "3", "2026-11-22T04:00Z", "post", vegas)])
    write(ESPN, "f1-day-2026-11-21.json", lv)
    # Qatar: a sprint weekend seen on Sunday during the race.
    qatar_pace = sorted(GRID, key=lambda d: -(d["pace"] + rng.uniform(-0.05, 0.05)))
    qa = espn_event(600060023, "Qatar Grand Prix", "Lusail International Circuit", "Lusail", [
        espn_session(401600231, "FP1", "1", "2026-11-27T13:30Z", "post", shuffled(qatar_pace, 5)),
        espn_session(401600232, None, "5", "2026-11-27T17:30Z", "post", shuffled(qatar_pace, 3)),
        espn_session(401600233, "SQ", "4", "2026-11-28T14:00Z", "post", shuffled(qatar_pace, 3)),
        espn_session(401600234, "Qual", "2", "2026-11-28T18:00Z", "post", shuffled(qatar_pace, 2)),
        espn_session(401600235, "Race", "3", "2026-11-29T16:00Z", "in", shuffled(qatar_pace, 2), lap=34)])
    write(ESPN, "f1-day-2026-11-29.json", qa)

    # IndyCar's finale and NASCAR's championship race: one session each, over.
    indy = [{"id": 7000 + i, "given": g, "family": f, "team": t} for i, (g, f, t) in enumerate([
        ("Alex", "Palmer", "Honda"), ("Scott", "Dorsey", "Honda"), ("Pato", "Reyes", "Chevrolet"), ("Will", "Brandt", "Chevrolet"),
        ("Colton", "Hart", "Honda"), ("Kyle", "Marsh", "Chevrolet"), ("Felix", "Rowe", "Honda"), ("Josef", "Novak", "Chevrolet")])]
    write(ESPN, "irl-day-2026-08-30.json", espn_event(600070017, "Grand Prix of Monterey", "WeatherTech Raceway Laguna Seca", "Monterey", [
        espn_session(401600301, "Race", "3", "2026-08-30T19:00Z", "post", indy)]))
    cup = [{"id": 8000 + i, "given": g, "family": f, "team": t} for i, (g, f, t) in enumerate([
        ("Kyle", "Lawson", "Chevrolet"), ("Denny", "Harlan", "Toyota"), ("Ryan", "Blake", "Ford"), ("Chase", "Ellery", "Chevrolet"),
        ("William", "Bryce", "Chevrolet"), ("Christopher", "Bellamy", "Toyota"), ("Joey", "Logan", "Ford"), ("Tyler", "Reddick", "Toyota")])]
    write(ESPN, "nascar-premier-day-2026-11-08.json", espn_event(600080036, "NASCAR Cup Series Championship", "Phoenix Raceway", "Avondale", [
        espn_session(401600401, "Race", "3", "2026-11-08T20:00Z", "post", cup)]))


if __name__ == "__main__":
    main()
