#!/usr/bin/env python3
"""Writes the bundled NHL playoff brackets (Resources/samples/nhl/playoff-bracket-YEAR.json)
in the NHL web API's schema (`/v1/playoff-bracket/{year}`): sixteen clubs in fifteen series
lettered A to O, as the league letters them (A-D the East's first round, E-H the West's, I-L the
second round, M and N the conference finals, O the final). Every series is invented by the
Jumbotron authors with a fixed seed: the clubs are seeded from the bundled standings (three per
division, two wild cards per conference), each series is played to four wins, and each later
series is between the winners of the two that feed it. Run from the repository root (run by
make-nhl-sample.py after it rewrites the folder)."""
import json, os, random

OUT = "Resources/samples/nhl"
ROUNDS = [("R1", "1st Round"), ("R2", "2nd Round"), ("CF", "Conference Finals"), ("SCF", "Stanley Cup Final")]

def clubs():
    table = json.load(open(os.path.join(OUT, "standings.json"), encoding="utf-8"))["standings"]
    ordered = sorted(table, key=lambda t: t["teamAbbrev"]["default"])
    ids = {t["teamAbbrev"]["default"]: i + 1 for i, t in enumerate(ordered)}
    return table, ids

def team(t, ids):
    tri = t["teamAbbrev"]["default"]
    return {"id": ids[tri], "abbrev": tri, "name": {"default": t["teamName"]["default"]},
            "commonName": {"default": t["teamCommonName"]["default"]},
            "placeNameWithPreposition": {"default": t["placeName"]["default"] if "placeName" in t else tri},
            "logo": f"https://assets.nhle.com/logos/nhl/svg/{tri}_light.svg",
            "darkLogo": f"https://assets.nhle.com/logos/nhl/svg/{tri}_dark.svg"}

def seeds(table, conference, rng):
    """(division leader, second, third) for each division, and the two wild cards, by points shuffled a little."""
    rows = [t for t in table if t["conferenceName"] == conference]
    score = {t["teamAbbrev"]["default"]: t["points"] + rng.random() for t in rows}
    divisions = sorted({t["divisionName"] for t in rows})
    tops, rest = [], []
    for d in divisions:
        ranked = sorted([t for t in rows if t["divisionName"] == d], key=lambda t: -score[t["teamAbbrev"]["default"]])
        tops.append(ranked[:3])
        rest += ranked[3:]
    wild = sorted(rest, key=lambda t: -score[t["teamAbbrev"]["default"]])[:2]
    # The better division winner meets the second wild card.
    if score[tops[0][0]["teamAbbrev"]["default"]] < score[tops[1][0]["teamAbbrev"]["default"]]:
        tops.reverse()
    return tops, wild

def play(rng):
    """A series to four: the wins of the top seed and of the bottom."""
    top_wins = rng.random() < 0.58
    loser = rng.choice([0, 1, 1, 2, 2, 3, 3])
    return (4, loser) if top_wins else (loser, 4)

def bracket(year, table, ids, rng):
    series = []
    def add(letter, rnd, top, bottom, top_rank, bottom_rank):
        tw, bw = play(rng)
        code, title = ROUNDS[rnd - 1]
        a, b = team(top, ids), team(bottom, ids)
        winner, loser = (a, b) if tw == 4 else (b, a)
        series.append({"seriesUrl": f"/schedule/playoff-series/{year}/series-{letter.lower()}/{b['commonName']['default'].lower().replace(' ', '')}-vs-{a['commonName']['default'].lower().replace(' ', '')}",
                       "seriesTitle": title, "seriesAbbrev": code, "seriesLetter": letter, "playoffRound": rnd,
                       "topSeedRank": int(top_rank[-1]), "topSeedRankAbbrev": top_rank, "topSeedWins": tw,
                       "bottomSeedRank": int(bottom_rank[-1]), "bottomSeedRankAbbrev": bottom_rank, "bottomSeedWins": bw,
                       "winningTeamId": winner["id"], "losingTeamId": loser["id"], "topSeedTeam": a, "bottomSeedTeam": b})
        return (top, top_rank) if tw == 4 else (bottom, bottom_rank)
    letters = iter("ABCDEFGHIJKLMNO")
    firsts = []
    for conference in ("Eastern", "Western"):
        tops, wild = seeds(table, conference, rng)
        for d, ranked in enumerate(tops):
            firsts.append(add(next(letters), 1, ranked[0], wild[1 - d], "D1", f"WC{2 - d}"))
            firsts.append(add(next(letters), 1, ranked[1], ranked[2], "D2", "D3"))
    level, rnd = firsts, 2
    while len(level) > 1:
        nxt = []
        for i in range(0, len(level), 2):
            (a, ra), (b, rb) = level[i], level[i + 1]
            if rnd < 4 and ra > rb or rnd == 4 and rng.random() < 0.5:
                (a, ra), (b, rb) = (b, rb), (a, ra)
            nxt.append(add(next(letters), rnd, a, b, ra, rb))
        level, rnd = nxt, rnd + 1
    return {"bracketLogo": "", "bracketTitle": {"default": ""}, "bracketSubTitle": {"default": ""},
            "series": sorted(series, key=lambda s: s["seriesLetter"])}

table, ids = clubs()
for year in (2025, 2026):
    with open(os.path.join(OUT, f"playoff-bracket-{year}.json"), "w", encoding="utf-8") as f:
        json.dump(bracket(year, table, ids, random.Random(year)), f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")
print("wrote the 2025 and 2026 brackets to", OUT)
