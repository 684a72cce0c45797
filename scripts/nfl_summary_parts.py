"""The parts of an ESPN football summary that make-nfl-summary-samples.py
writes around the drives: the header (the week's own event), the game's
facts, each team's box and statistics, the leaders, and before kick-off the
injuries and the season series."""
import random

from nfl_game_sim import FIRST, LAST

LABELS = {
    "passing": ["C/ATT", "YDS", "AVG", "TD", "INT", "SACKS", "RTG"],
    "rushing": ["CAR", "YDS", "AVG", "TD", "LONG"],
    "receiving": ["REC", "YDS", "AVG", "TD", "LONG", "TGTS"],
    "defensive": ["TOT", "SOLO", "SACKS", "TFL", "PD", "QB HTS", "TD"],
    "interceptions": ["INT", "YDS", "TD"],
    "kicking": ["FG", "PCT", "LONG", "XP", "PTS"],
    "punting": ["NO", "YDS", "AVG", "TB", "In 20", "LONG"],
}
TITLES = {"passing": "Passing", "rushing": "Rushing", "receiving": "Receiving", "defensive": "Defense",
          "interceptions": "Interceptions", "kicking": "Kicking", "punting": "Punting"}
OFFICIALS = ["Brad Allen", "Land Clark", "Shawn Hochuli", "Alex Kemp", "Clete Blakeman", "Carl Cheffers"]
INJURIES = ["Knee", "Ankle", "Hamstring", "Shoulder", "Concussion", "Groin", "Calf", "Back"]


def frame(event):
    comp = event["competitions"][0]
    info = {"venue": {"fullName": comp["venue"]["fullName"], "address": comp["venue"]["address"]}}
    if comp.get("attendance"):
        info["attendance"] = comp["attendance"]
    if event.get("weather"):
        info["weather"] = event["weather"]
    return {"header": {k: v for k, v in event.items() if k != "weather"}, "gameInfo": info,
            "broadcasts": [{"media": {"shortName": n}} for b in comp.get("broadcasts", []) for n in b["names"]],
            "format": {"regulation": {"periods": 4}}, "meta": {"gp_topic": "our own sample"}}


def rating(s):
    att = s.get("att", 0)
    if not att:
        return 0.0
    comp, yds, td, ints = s.get("comp", 0), s.get("yds", 0), s.get("td", 0), s.get("int", 0)
    clamp = lambda v: max(0.0, min(2.375, v))
    a, b, c, d = clamp((comp / att - 0.3) * 5), clamp((yds / att - 3) * 0.25), clamp(td / att * 20), clamp(2.375 - ints / att * 25)
    return (a + b + c + d) / 6 * 100


def line(cat, s):
    avg = lambda n, d: f"{n / d:.1f}" if d else "0.0"
    if cat == "passing":
        return [f"{s.get('comp', 0)}/{s.get('att', 0)}", str(s.get("yds", 0)), avg(s.get("yds", 0), s.get("att", 0)), str(s.get("td", 0)),
                str(s.get("int", 0)), f"{s.get('sacks', 0)}-{s.get('sack_yds', 0)}", f"{rating(s):.1f}"]
    if cat == "rushing":
        return [str(s.get("car", 0)), str(s.get("yds", 0)), avg(s.get("yds", 0), s.get("car", 0)), str(s.get("td", 0)), str(s.get("long", 0))]
    if cat == "receiving":
        return [str(s.get("rec", 0)), str(s.get("yds", 0)), avg(s.get("yds", 0), s.get("rec", 0)), str(s.get("td", 0)),
                str(s.get("long", 0)), str(s.get("tgts", 0))]
    if cat == "defensive":
        return [str(s.get(k, 0)) for k in ("tot", "solo", "sacks", "tfl", "pd", "qbh", "td")]
    if cat == "interceptions":
        return [str(s.get("int", 0)), str(s.get("yds", 0)), "0"]
    if cat == "kicking":
        fga = s.get("fga", 0)
        return [f"{s.get('fgm', 0)}/{fga}", f"{100 * s.get('fgm', 0) / fga:.1f}" if fga else "0.0", str(s.get("long", 0)),
                f"{s.get('xpm', 0)}/{s.get('xpa', 0)}", str(s.get("pts", 0))]
    return [str(s.get("no", 0)), str(s.get("yds", 0)), avg(s.get("yds", 0), s.get("no", 0)), "0", str(s.get("in20", 0)), str(s.get("long", 0))]


def totals(cat, entries):
    merged = {}
    for e in entries:
        for k, v in e.items():
            if isinstance(v, int):
                merged[k] = max(merged.get(k, 0), v) if k == "long" else merged.get(k, 0) + v
    return line(cat, merged)


def athlete(p):
    return {"id": p["id"], "displayName": p["name"], "shortName": p["name"][0] + ". " + p["name"].split(" ", 1)[1],
            "jersey": p["jersey"], "position": {"abbreviation": p["pos"]}}


def team_json(t):
    return {"id": str(t.id), "abbreviation": t.abbr, "displayName": t.name, "shortDisplayName": t.name.split()[-1]}


def statistics(g, t):
    s = g.team_stats[t.abbr]
    poss = int(s["poss"])
    def stat(name, label, value):
        return {"name": name, "label": label, "displayValue": value}
    return [stat("firstDowns", "1st Downs", str(s["first"])),
            stat("thirdDownEff", "3rd down efficiency", f"{s['third'][0]}-{s['third'][1]}"),
            stat("fourthDownEff", "4th down efficiency", f"{s['fourth'][0]}-{s['fourth'][1]}"),
            stat("totalOffensivePlays", "Total Plays", str(s["plays"])),
            stat("totalYards", "Total Yards", str(s["yards"])),
            stat("yardsPerPlay", "Yards per Play", f"{s['yards'] / s['plays']:.1f}" if s["plays"] else "0.0"),
            stat("totalDrives", "Total Drives", str(s["drives"])),
            stat("netPassingYards", "Passing", str(s["pass"] - s["sacks"][1])),
            stat("completionAttempts", "Comp/Att", f"{s['comp']}/{s['att']}"),
            stat("sacksYardsLost", "Sacks-Yards Lost", f"{s['sacks'][0]}-{s['sacks'][1]}"),
            stat("rushingYards", "Rushing", str(s["rush"])),
            stat("redZoneAttempts", "Red Zone (Made-Att)", f"{s['rz'][1]}-{s['rz'][0]}"),
            stat("totalPenaltiesYards", "Penalties", "0-0"),
            stat("turnovers", "Turnovers", str(s["to"])),
            stat("interceptions", "Interceptions thrown", str(s["int"])),
            stat("possessionTime", "Possession", f"{poss // 60}:{poss % 60:02d}")]


def box(g):
    teams, players = [], []
    for t in (g.away, g.home):
        teams.append({"team": team_json(t), "statistics": statistics(g, t), "homeAway": "home" if t is g.home else "away"})
        cats = []
        for cat in LABELS:
            entries = [e for (abbr, _, c), e in g.stats.items() if abbr == t.abbr and c == cat]
            key = {"passing": "yds", "rushing": "yds", "receiving": "yds", "defensive": "tot", "kicking": "pts"}.get(cat, "yds")
            entries.sort(key=lambda e: -e.get(key, 0))
            if not entries:
                continue
            cats.append({"name": cat, "text": f"{t.name} {TITLES[cat]}", "labels": LABELS[cat],
                         "athletes": [{"athlete": athlete(e["player"]), "stats": line(cat, e)} for e in entries],
                         "totals": totals(cat, entries)})
        players.append({"team": team_json(t), "statistics": cats})
    return {"teams": teams, "players": players}


def leaders(g):
    out = []
    for t in (g.away, g.home):
        cats = []
        for cat, name, display in [("passing", "passingYards", "Passing Yards"), ("rushing", "rushingYards", "Rushing Yards"),
                                   ("receiving", "receivingYards", "Receiving Yards")]:
            entries = sorted([e for (abbr, _, c), e in g.stats.items() if abbr == t.abbr and c == cat], key=lambda e: -e.get("yds", 0))
            if not entries:
                continue
            e = entries[0]
            value = {"passing": f"{e.get('comp', 0)}/{e.get('att', 0)}, {e.get('yds', 0)} YDS, {e.get('td', 0)} TD, {e.get('int', 0)} INT",
                     "rushing": f"{e.get('car', 0)} CAR, {e.get('yds', 0)} YDS, {e.get('td', 0)} TD",
                     "receiving": f"{e.get('rec', 0)} REC, {e.get('yds', 0)} YDS, {e.get('td', 0)} TD"}[cat]
            cats.append({"name": name, "displayName": display, "leaders": [{"displayValue": value, "athlete": athlete(e["player"])}]})
        out.append({"team": team_json(t), "leaders": cats})
    return out


def played(g, current, event):
    body = {"boxscore": box(g), "drives": {"previous": g.drives}, "scoringPlays": g.scoring, "winprobability": g.wp,
            "leaders": leaders(g), "injuries": []}
    if current:
        body["drives"]["current"] = current
    if event["competitions"][0]["status"]["type"]["state"] == "post" and g.wp:
        home_won = g.score[g.home.abbr] > g.score[g.away.abbr]
        g.wp[-1]["homeWinPercentage"] = 1.0 if home_won else 0.0
    return body


def before(rng, event):
    comp = event["competitions"][0]
    out = {"boxscore": {"teams": [{"team": c["team"], "statistics": []} for c in comp["competitors"]]}, "injuries": [], "leaders": []}
    for c in comp["competitors"]:
        hurt = []
        for _ in range(rng.randint(2, 6)):
            who = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            while any(h["athlete"]["displayName"] == who for h in hurt):
                who = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            hurt.append({"status": rng.choice(["Out", "Questionable", "Questionable", "Doubtful", "Injured Reserve"]),
                         "athlete": {"displayName": who, "position": {"abbreviation": rng.choice(["WR", "CB", "LB", "G", "T", "RB"])}},
                         "details": {"type": rng.choice(INJURIES), "detail": rng.choice(["", "Left", "Right"])}})
        out["injuries"].append({"team": c["team"], "injuries": hurt})
        mine = [l for l in comp.get("leaders", []) if l["leaders"] and l["leaders"][0]["team"]["id"] == c["team"]["id"]]
        out["leaders"].append({"team": c["team"], "leaders": [{"name": l["name"], "displayName": l["displayName"].replace(" Leader", " Yards"),
                                                               "leaders": l["leaders"]} for l in mine]})
    away, home = (c["team"]["abbreviation"] for c in sorted(comp["competitors"], key=lambda c: c["homeAway"] != "away"))
    if rng.random() < 0.6:
        out["seasonseries"] = [{"type": "season", "title": "Regular Season Series", "summary": f"{rng.choice([away, home])} leads series 1-0"}]
    return out
