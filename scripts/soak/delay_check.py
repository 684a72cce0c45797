#!/usr/bin/env python3
"""delay_check.py SERVED LOG DELAY PACE: the delay soak's verdict, from what the loopback
server says it served when and the app's log (scripts/delay-soak.sh runs it; run it again
on a kept run's folder: KEEP=1). Exits 1 on an alert told early, late, lost or twice,
or a failed server not asked again within one live pace of its return."""
import json, sys
from datetime import datetime
served, log, delay, pace = json.load(open(sys.argv[1])), open(sys.argv[2]).read().splitlines(), float(sys.argv[3]), float(sys.argv[4])
def stamp(line):
    return datetime.strptime(line[:23] + "+0000", "%Y-%m-%dT%H:%M:%S.%f%z").timestamp()
told = [(stamp(l), l.split(" alert: ", 1)[1]) for l in log if " alert: " in l]
import re
SCORE = re.compile(r"([A-Z]{2,4}) (\d+)-(\d+) ([A-Z]{2,4})")
def core(text):
    # A score is told in the sport's words: "Touchdown KC: KC 7-0 DEN · Q1 8:00",
    # "EDM scores against TOR: EDM 1-1 TOR · 2nd": the same score either way round.
    if text.startswith("Final") or " has started" in text or " starts in " in text:
        return text.split(" · ")[0]
    m = SCORE.search(text)
    return frozenset({(m[1], m[2]), (m[4], m[3])}) if m else text
def same(told_text, event):
    return told_text == event or told_text.startswith(event + " ") or core(told_text) == core(event)
end = stamp(log[-1]) if log else 0
bad, late, early, lost, repeated, lags = 0, 0, 0, 0, 0, []
for e in served["events"]:
    if e["served"] is None:
        continue   # the run ended before the server got there
    hits = [t for t, text in told if same(text, e["event"])]
    if not hits:
        if e["served"] + delay + pace + 5 < end:
            lost += 1; print("  lost:", e["event"])
        continue
    # Two goals during an outage reach one score in two alerts (BOS 2-1 MTL and MTL 1-2 BOS):
    # only the same words told twice are a repeat.
    texts = [text for t, text in told if same(text, e["event"])]
    if len(texts) != len(set(texts)):
        repeated += 1; print("  repeated:", e["event"])
    lag = hits[0] - e["served"]
    lags.append(lag)
    if lag < delay - 0.5:
        early += 1; print(f"  early: {e['event']} after {lag:.1f} s")
    elif lag > delay + pace + 2:
        late += 1; print(f"  late: {e['event']} after {lag:.1f} s")
print(f"{len(lags)} alerts told: {early} before the delay, {late} later than a poll past it, {lost} lost, {repeated} repeated")
if lags:
    print(f"lag behind the server: min {min(lags):.1f} s, max {max(lags):.1f} s (delay {delay:.0f} s, pace {pace:.0f} s)")
for league, end in served["outage_end"].items():
    back = served["recovered"].get(league)
    print(f"{league} outage ended; asked again {back - end:.1f} s later" if back else f"{league}: not asked again after the outage")
    if not back or back - end > pace * 1.25 + 1:
        bad += 1
sys.exit(1 if early or late or lost or repeated or bad else 0)
