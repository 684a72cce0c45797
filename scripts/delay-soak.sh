#!/usr/bin/env bash
# The delay that matches a stream, left running for ten minutes: `--delay 45`,
# five followed teams in four leagues (scripts/soak/myteams_feed.py serves MLB,
# the NHL, cdn.nba.com and ESPN on loopback, every answer moving the games on),
# and the NHL's server failing for two minutes in the middle. At the end, from
# the app's log and what the server says it served when:
#   - every alert called for was raised, once, 45 s (± one poll) after the
#     server first answered with its change, and none before;
#   - after the outage, the NHL was asked again within one live pace (and its
#     spread of a quarter): a live game's failures never wait longer.
#
#   scripts/delay-soak.sh [seconds, default 600] [binary, default .build/release/jumbotron]
set -euo pipefail
seconds="${1:-600}"
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${2:-$root/.build/release/jumbotron}"
[ -x "$bin" ] || { echo "no binary at $bin (swift build -c release)" >&2; exit 2; }
work="$(mktemp -d /tmp/jumbotron-delay-soak-XXXXXX)"
sock="$work/tmux.sock"
cleanup() { tmux -S "$sock" kill-server 2>/dev/null || true; kill "${server_pid:-0}" 2>/dev/null || true; [ -n "${KEEP:-}" ] && echo "kept $work" || rm -rf "$work"; }
trap cleanup EXIT
export TZ=America/New_York
delay=45 pace=10
CHAOS=0 OUTAGE="nhl:150:120" SERVED="$work/served" FOLLOW="mlb:NYY,nhl:TOR,nhl:BOS,nba:DEN,nfl:KC" \
  python3 "$root/scripts/soak/myteams_feed.py" "$work/port" "$work/expected" "$((seconds + 5))" 2> "$work/counts" &
server_pid=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
base="http://127.0.0.1:$(cat "$work/port")"
"$bin" print teams --data-dir "$work/data" > /dev/null
python3 - "$work/data/data/favorites.sqlite" <<'PY'
import json, sqlite3, sys
teams = [("mlb", "mlb:147", "NYY", "New York Yankees"), ("nhl", "nhl:TOR", "TOR", "Toronto Maple Leafs"),
         ("nhl", "nhl:BOS", "BOS", "Boston Bruins"), ("nba", "nba:DEN", "DEN", "Denver Nuggets"), ("nfl", "nfl:KC", "KC", "Kansas City Chiefs")]
db = sqlite3.connect(sys.argv[1])
for i, (league, key, abbr, name) in enumerate(teams):
    record = json.dumps({"league": league, "id": key, "abbreviation": abbr, "name": name}).encode()
    db.execute("INSERT INTO team (key, name, savedAt, record) VALUES (?, ?, ?, ?)", (key, name, float(i), record))
db.commit()
PY
urls="JUMBOTRON_MLB_URL=$base JUMBOTRON_NHL_URL=$base JUMBOTRON_NBA_CDN_URL=$base JUMBOTRON_ESPN_URL=$base"
tmux -S "$sock" new-session -d -x 120 -y 40 \
  "env LANG=en_US.UTF-8 TERM=tmux-256color $urls '$bin' --data-dir '$work/data' --tab myteams --refresh-seconds $pace --delay $delay --alerts banner --no-images; echo \$? > '$work/exit-status'"
# The app must last the whole run: if it left early, say so with the end of its log.
for _ in $(seq "$seconds"); do
  sleep 1
  tmux -S "$sock" has-session 2>/dev/null || break
done
if ! tmux -S "$sock" has-session 2>/dev/null; then
  echo "the app exited before the end of the run (status $(cat "$work/exit-status" 2>/dev/null || echo unknown)); the end of its log:"
  tail -n 30 "$work/data/state/jumbotron.log" 2>/dev/null || true
  exit 1
fi
tmux -S "$sock" send-keys q
wait "$server_pid" 2>/dev/null || true
echo "requests by source: $(cat "$work/counts")"
python3 "$root/scripts/soak/delay_check.py" "$work/served" "$work/data/state/jumbotron.log" "$delay" "$pace"
