#!/usr/bin/env python3
"""Writes Jumbotron's own offline TVMaze data in the API's /shows schema.

Invented shows (not TVMaze's records) covering what the Shows screens must
handle: with and without IMDb ids, with and without images, HTML summaries
with entities, web channels, null ratings, a CJK name and accented ones.
Page 0 only, plus /shows/{id} for each. Run from the repository root.
"""
import json, os

NAMES = [
    ("Harbor Lights", "Drama", "Network", "CBS", "US"), ("The Quiet Orchard", "Drama", "Network", "BBC One", "GB"),
    ("Montréal Nights", "Crime", "Network", "Radio-Canada", "CA"), ("進撃の巨人", "Anime", "Network", "NHK", "JP"),
    ("Café Society Live", "Talk Show", "Web", "Netflix", None), ("Deep Field", "Science-Fiction", "Network", "NBC", "US"),
    ("Kitchen Rivals", "Food", "Network", "Food Network", "US"), ("Brightwater", "Mystery", "Network", "ITV", "GB"),
    ("Zoë & the Machines", "Comedy", "Web", "Hulu", None), ("Northern Line", "Thriller", "Network", "Channel 4", "GB"),
    ("Paper Moons", "Romance", "Network", "ABC", "US"), ("Half Court", "Sports", "Network", "ESPN", "US"),
    ("Glass Houses", "Drama", "Network", "HBO", "US"), ("Small Hours", "Horror", "Web", "Shudder", None),
    ("Tidewater", "Western", "Network", "AMC", "US"), ("Ninth Inning", "Sports", "Network", "FOX", "US"),
    ("Signal & Noise", "Documentary", "Network", "PBS", "US"), ("The Long Table", "Family", "Network", "Disney Channel", "US"),
    ("Crème de la Crème", "Reality", "Network", "TF1", "FR"), ("Overpass", "Action", "Network", "FX", "US"),
    ("Lanterns", "Fantasy", "Web", "Prime Video", None), ("Summit", "Adventure", "Network", "National Geographic", "US"),
    ("Parallel Street", "Science-Fiction", "Network", "Syfy", "US"), ("Night Desk", "Comedy", "Network", "TBS", "US"),
    ("Ōkami Road", "Anime", "Network", "TV Tokyo", "JP"), ("Fieldnotes", "Nature", "Network", "BBC Two", "GB"),
    ("Blue Hour", "Drama", "Network", "Showtime", "US"), ("Switchback", "Thriller", "Web", "Apple TV+", None),
    ("Fair Weather", "Comedy", "Network", "CBC", "CA"), ("Backlot", "Drama", "Network", "Starz", "US"),
]
DAYS = [["Monday"], ["Tuesday"], ["Wednesday", "Thursday"], ["Sunday"], []]


def show(i, name, genre, kind, channel, country):
    sid = 1000 + i
    channel_obj = {"id": 500 + i, "name": channel,
                   "country": {"name": {"US": "United States", "GB": "United Kingdom", "CA": "Canada", "JP": "Japan", "FR": "France"}[country],
                               "code": country, "timezone": "America/New_York"} if country else None,
                   "officialSite": None}
    s = {
        "id": sid, "url": f"https://www.tvmaze.com/shows/{sid}/sample", "name": name, "type": "Scripted" if i % 4 else "Reality",
        "language": {"JP": "Japanese", "FR": "French"}.get(country, "English"), "genres": [genre] + (["Drama"] if i % 3 == 0 and genre != "Drama" else []),
        "status": "Ended" if i % 3 == 0 else "Running", "runtime": 30 if i % 2 else 60, "averageRuntime": 30 if i % 2 else 60,
        "premiered": f"{2005 + i % 18}-{1 + i % 12:02d}-{1 + i % 27:02d}", "ended": f"{2010 + i % 14}-05-20" if i % 3 == 0 else None,
        "officialSite": f"https://example.org/shows/{sid}" if i % 5 else None,
        "schedule": {"time": f"{18 + i % 5}:00" if DAYS[i % 5] else "", "days": DAYS[i % 5]},
        "rating": {"average": None if i % 7 == 0 else round(5.5 + (i * 37 % 40) / 10, 1)}, "weight": 50 + i,
        "network": channel_obj if kind == "Network" else None, "webChannel": channel_obj if kind == "Web" else None,
        "dvdCountry": None,
        "externals": {"tvrage": None, "thetvdb": 300000 + i, "imdb": None if i % 6 == 5 else f"tt{4000000 + i * 7919}"},
        # Every sample show has its poster (a show without one is the live
        # catalogue's case, covered by the tests' own payloads).
        "image": {"medium": f"https://static.example.org/medium/{sid}.jpg",
                  "original": f"https://static.example.org/original/{sid}.jpg"},
        # The blurb is the show's own text (British, as a catalogue's may be), not our wording.
        "summary": None if i == 11 else
            f"<p><b>{name}</b> follows a cast of characters &amp; their neighbours through {3 + i % 5} seasons.</p>"
            f"<p>Critics called it &quot;quietly brilliant&quot; &#8212; it&#39;s a favourite for{'&nbsp;'}late nights.<br>New episodes weekly.</p>",
        "updated": 1700000000 + i, "_links": {"self": {"href": f"https://api.tvmaze.com/shows/{sid}"}},
    }
    return s


shows = [show(i, *n) for i, n in enumerate(NAMES)]
out = os.path.join("Resources", "samples", "tvmaze")
os.makedirs(out, exist_ok=True)
with open(os.path.join(out, "shows-page-0.json"), "w") as f:
    json.dump(shows, f, indent=1, ensure_ascii=False); f.write("\n")
for s in shows:
    with open(os.path.join(out, f"show-{s['id']}.json"), "w") as f:
        json.dump(s, f, indent=1, ensure_ascii=False); f.write("\n")
print("wrote", len(shows), "shows")

# The manifest of what the sample promises follows whatever changed.
import runpy as _runpy, os as _os
_runpy.run_path(_os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "make-sample-manifest.py"), run_name="__main__")
