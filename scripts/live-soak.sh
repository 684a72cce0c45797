#!/usr/bin/env bash
# A live game center left on screen: the release binary in tmux (120x40)
# against scripts/soak/live_feed.py, whose feed changes at every 5 s poll.
# After a 30 s settle, reports RSS at the start and the end of the window,
# the average CPU over it, and how many polls the server answered.
#
#   scripts/live-soak.sh [seconds, default 600] [binary, default .build/release/jumbotron]
#
# Exit status 1 when a bar is missed: RSS within 2 MB of the start, CPU under 1 %.
set -euo pipefail
seconds="${1:-600}"
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${2:-$root/.build/release/jumbotron}"
[ -x "$bin" ] || { echo "no binary at $bin (swift build -c release)" >&2; exit 2; }
work="$(mktemp -d /tmp/jumbotron-live-soak-XXXXXX)"
sock="$work/tmux.sock"
cleanup() { tmux -S "$sock" kill-server 2>/dev/null || true; kill "${server_pid:-0}" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
python3 "$root/scripts/soak/live_feed.py" "$root/Resources/samples" "$work/port" "$((seconds + 40))" 2> "$work/polls" &
server_pid=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
base="http://127.0.0.1:$(cat "$work/port")"
tmux -S "$sock" new-session -d -x 120 -y 40 \
  "env LANG=en_US.UTF-8 TERM=tmux-256color JUMBOTRON_MLB_URL=$base '$bin' --data-dir '$work/data' --no-images --date 2018-09-20"
sleep 2
pane=$(tmux -S "$sock" display-message -p '#{pane_pid}')
app=$(pgrep -P "$pane" | head -1 || true)
[ -n "$app" ] || app=$pane
tmux -S "$sock" send-keys j; sleep 1; tmux -S "$sock" send-keys a
sleep 30
ticks() { awk '{print $14 + $15}' "/proc/$app/stat"; }
rss() { awk '/VmRSS/ {print $2}' "/proc/$app/status"; }
hz=$(getconf CLK_TCK)
rss0=$(rss); t0=$(ticks); s0=$(date +%s.%N)
peak=$rss0
end=$((SECONDS + seconds))
while [ $SECONDS -lt $end ]; do sleep 5; r=$(rss); [ "$r" -gt "$peak" ] && peak=$r; done
rss1=$(rss); t1=$(ticks); s1=$(date +%s.%N)
screen=$(tmux -S "$sock" capture-pane -p)
tmux -S "$sock" send-keys q q
cpu=$(python3 -c "print(round(100 * ($t1 - $t0) / $hz / ($s1 - $s0), 3))")
echo "window ${seconds}s: RSS start ${rss0} kB, end ${rss1} kB, peak ${peak} kB, growth $((rss1 - rss0)) kB; CPU ${cpu} %"
echo "$screen" | grep -q "Count" && echo "the at-bat was on screen at the end" || echo "WARNING: the at-bat was not on screen"
ok=1
[ $((rss1 - rss0)) -le 2048 ] || { echo "RSS grew more than 2 MB"; ok=0; }
python3 -c "import sys; sys.exit(0 if $cpu < 1 else 1)" || { echo "CPU over 1 %"; ok=0; }
[ $ok = 1 ]
