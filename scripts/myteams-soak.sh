#!/usr/bin/env bash
# My Teams left running for a live day: ten followed teams across the four
# leagues (scripts/soak/myteams_feed.py serves MLB, the NHL, cdn.nba.com and
# ESPN on loopback), with late starts, failed answers, 429s with Retry-After
# and malformed games in the stream. At the end, every alert the feed's
# games called for must be in the log exactly once: none lost, none repeated.
#
#   scripts/myteams-soak.sh [seconds, default 600] [binary, default .build/release/jumbotron]
set -euo pipefail
seconds="${1:-600}"
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${2:-$root/.build/release/jumbotron}"
[ -x "$bin" ] || { echo "no binary at $bin (swift build -c release)" >&2; exit 2; }
work="$(mktemp -d /tmp/jumbotron-myteams-soak-XXXXXX)"
sock="$work/tmux.sock"
cleanup() { tmux -S "$sock" kill-server 2>/dev/null || true; kill "${server_pid:-0}" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
export TZ=America/New_York
python3 "$root/scripts/soak/myteams_feed.py" "$work/port" "$work/expected" "$((seconds + 30))" 2> "$work/counts" &
server_pid=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
base="http://127.0.0.1:$(cat "$work/port")"
# The database, then the ten teams followed in it.
"$bin" print teams --data-dir "$work/data" > /dev/null
python3 - "$work/data/data/favorites.sqlite" <<'PY'
import json, sqlite3, sys
teams = [("mlb", "mlb:147", "NYY", "New York Yankees"), ("mlb", "mlb:111", "BOS", "Boston Red Sox"),
         ("mlb", "mlb:141", "TOR", "Toronto Blue Jays"), ("nhl", "nhl:TOR", "TOR", "Toronto Maple Leafs"),
         ("nhl", "nhl:BOS", "BOS", "Boston Bruins"), ("nba", "nba:BOS", "BOS", "Boston Celtics"),
         ("nba", "nba:DEN", "DEN", "Denver Nuggets"), ("nfl", "nfl:ATL", "ATL", "Atlanta Falcons"),
         ("nfl", "nfl:KC", "KC", "Kansas City Chiefs"), ("nfl", "nfl:CHI", "CHI", "Chicago Bears")]
db = sqlite3.connect(sys.argv[1])
for i, (league, key, abbr, name) in enumerate(teams):
    record = json.dumps({"league": league, "id": key, "abbreviation": abbr, "name": name}).encode()
    db.execute("INSERT INTO team (key, name, savedAt, record) VALUES (?, ?, ?, ?)", (key, name, float(i), record))
db.commit()
PY
urls="JUMBOTRON_MLB_URL=$base JUMBOTRON_NHL_URL=$base JUMBOTRON_NBA_CDN_URL=$base JUMBOTRON_ESPN_URL=$base"
tmux -S "$sock" new-session -d -x 120 -y 40 \
  "env LANG=en_US.UTF-8 TERM=tmux-256color KITTY_WINDOW_ID=1 $urls '$bin' --data-dir '$work/data' --tab myteams --refresh-seconds 10 --alerts desktop --no-images"
sleep "$seconds"
screen=$(tmux -S "$sock" capture-pane -p)
tmux -S "$sock" send-keys q
sleep 2
wait "$server_pid" 2>/dev/null || true
echo "requests by source: $(cat "$work/counts")"
status=0
python3 - "$work/expected" "$work/data/state/jumbotron.log" <<'PY' || status=1
import sys
expected = [l for l in open(sys.argv[1]).read().splitlines() if l]
told = [l.split(" alert: ", 1)[1] for l in open(sys.argv[2]).read().splitlines() if " alert: " in l]
lost = [e for e in expected if not any(t == e or t.startswith(e + " ") for t in told)]
repeated = [e for e in expected if sum(t == e or t.startswith(e + " ") for t in told) > 1]
extra = [t for t in told if not any(t == e or t.startswith(e + " ") for e in expected)]
print(f"{len(expected)} alerts called for, {len(told)} told: {len(lost)} lost, {len(repeated)} repeated, {len(extra)} not called for")
for name, items in (("lost", lost), ("repeated", repeated), ("not called for", extra)):
    for item in items:
        print(f"  {name}: {item}")
sys.exit(1 if lost or repeated or extra else 0)
PY
echo "$screen" | head -12
exit $status
