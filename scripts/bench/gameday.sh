#!/usr/bin/env bash
# A game day against loopback (scripts/bench/gameday_server.py): ten followed
# teams and three followed players in six leagues of four families (MLB, the
# NHL, the NBA and the WNBA, the NFL and college football), the MLB board open
# on the recorded game's center (replayed at its own pace), My Teams polling
# beside it on its own, alerts on. Every request, byte and second is counted;
# the app's RSS and CPU are sampled every five seconds. Prints a Markdown table
# and writes the figures as JSON.
#
#   scripts/bench/gameday.sh [minutes, default 30] [binary, default the installed build in .build-bench]
#   GAMEDAY_LABEL=before scripts/bench/gameday.sh 30 /path/to/older/jumbotron
#   GAMEDAY_MLB_AT=0 ...   the MLB game live from the start (seconds; default 90: listed, then live)
#
# Needs python3 and tmux.
set -euo pipefail
minutes="${1:-30}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${2:-$root/.build-bench/prefix/bin/jumbotron}"
label="${GAMEDAY_LABEL:-run}"
[ -x "$bin" ] || { echo "no binary at $bin (scripts/install.sh --prefix .build-bench/prefix)" >&2; exit 2; }
seconds=$((minutes * 60))
work="$(mktemp -d /tmp/jt-gameday.XXXXXX)"
sock="$work/tmux.sock"
out="$root/.build-bench"
mkdir -p "$out"
cleanup() { tmux -S "$sock" kill-server 2>/dev/null || true; kill "${server_pid:-0}" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
export TZ=America/New_York

python3 "$root/scripts/bench/gameday_server.py" "$work/port" "$work/requests.json" "$seconds" &
server_pid=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
base="http://127.0.0.1:$(cat "$work/port")"

# The database, then what is followed in it.
"$bin" print teams --data-dir "$work/data" > /dev/null
python3 "$root/scripts/bench/gameday_follows.py" "$work/data/data/favorites.sqlite"

urls="JUMBOTRON_MLB_URL=$base JUMBOTRON_NHL_URL=$base JUMBOTRON_NBA_CDN_URL=$base JUMBOTRON_ESPN_URL=$base"
tmux -S "$sock" new-session -d -x 120 -y 40 \
  "exec env LANG=en_US.UTF-8 TERM=tmux-256color $urls '$bin' --data-dir '$work/data' --open mlb/game/777687 --alerts banner --no-images"
sleep 1
pid="$(tmux -S "$sock" list-panes -F '#{pane_pid}' | head -1)"
ticks="$(getconf CLK_TCK)"
echo "t,rss_kb,cpu_s" > "$work/samples.csv"
start=$(date +%s)
while [ $(( $(date +%s) - start )) -lt "$seconds" ] && kill -0 "$pid" 2>/dev/null; do
  rss=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
  cpu=$(awk -v t="$ticks" '{print ($14 + $15) / t}' "/proc/$pid/stat" 2>/dev/null || echo 0)
  echo "$(( $(date +%s) - start )),$rss,$cpu" >> "$work/samples.csv"
  sleep 5
done
tmux -S "$sock" capture-pane -p > "$work/screen.txt" || true
tmux -S "$sock" send-keys q
sleep 2
kill -TERM "$server_pid" 2>/dev/null || true
wait "$server_pid" 2>/dev/null || true
cp "$work/requests.json" "$out/gameday-$label-requests.json"
python3 "$root/scripts/bench/gameday_report.py" "$work/requests.json" "$work/samples.csv" "$label" "$out/gameday-$label.json"
