#!/usr/bin/env bash
# Soak test: the TUI for a while against a hostile loopback server (good
# payloads, 500s, hangs, truncated and endless bodies, garbage, in turn, for
# every source; an impostor answer for a game now and then; for pictures,
# inflate bombs, 20,000-scan JPEGs, one byte a second and a new 1.9 MB
# headshot at every turn) while keys, long bracketed pastes and terminal
# answers cut in two are sent, with pictures on (256 colours), then q. Two
# favourites saved before must still be there after. Reports peak RSS, the picture cache's
# size, the time q takes, and whether the terminal came back. Loopback only;
# bounded in time.
#
#   scripts/soak.sh [seconds, default 600] [binary, default .build/release/jumbotron]
#
# Needs python3 and tmux. Exit status 1 when a bar is missed: peak RSS under
# 64 MB, the picture cache within its 64 MB, exit status 0 within 0.5 s of q,
# terminal restored, favourites kept.
set -euo pipefail
seconds="${1:-600}"
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${2:-$root/.build/release/jumbotron}"
[ -x "$bin" ] || { echo "no binary at $bin (swift build -c release)" >&2; exit 2; }
work="$(mktemp -d /tmp/jumbotron-soak-XXXXXX)"
sock="$work/tmux.sock"
cleanup() { tmux -S "$sock" kill-server 2>/dev/null || true; kill "${server_pid:-0}" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

# Two favourites, saved offline before the soak: the pastes must not remove them.
tmux -S "$sock" new-session -d -x 120 -y 40 "env LANG=en_US.UTF-8 '$bin' --offline --no-images --data-dir '$work/data' --tab shows"
sleep 1.5
for k in f j f; do tmux -S "$sock" send-keys "$k"; sleep 0.3; done
tmux -S "$sock" send-keys q; sleep 0.5
tmux -S "$sock" kill-server 2>/dev/null || true
favorites_before=$("$bin" print favorites --data-dir "$work/data" --format tsv 2>&1 || true)
[ "$(printf '%s\n' "$favorites_before" | wc -l)" -ge 3 ] || { echo "could not save the two favourites: $favorites_before" >&2; exit 1; }

python3 "$root/scripts/soak/server.py" "$root/Resources/samples" "$work/port" "$seconds" 2> "$work/server.log" &
server_pid=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
base="http://127.0.0.1:$(cat "$work/port")"

tmux -S "$sock" new-session -d -x 120 -y 40 \
  "env LANG=en_US.UTF-8 TERM=tmux-256color BALLDONTLIE_API_KEY=soak JUMBOTRON_MLB_URL=$base JUMBOTRON_YINZCAM_URL=$base/yinzcam \
   JUMBOTRON_LOGOS_URL=$base JUMBOTRON_TVMAZE_URL=$base JUMBOTRON_NHL_URL=$base JUMBOTRON_NBA_URL=$base \
   JUMBOTRON_MLB_LOGOS_URL=$base/pics JUMBOTRON_NBA_LOGOS_URL=$base/pics \
   '$bin' --data-dir '$work/data' --timeout 3 --date 2018-09-19; echo \$? > '$work/status'; sleep 600"
sleep 1
pane=$(tmux -S "$sock" display-message -p '#{pane_pid}')
app=$(pgrep -P "$pane" | head -1)
[ -n "$app" ] || { echo "the app did not start" >&2; exit 1; }

# PASTE: a 40 KB bracketed paste of words with x, y and q in them, on
# Favorites; ANSWER: a terminal answer cut in two by a pause. Neither may act.
keys=(1 j j Enter Escape r 2 j j j Enter Escape 3 j j Enter Escape 4 PASTE j 5 a j Enter G Enter Escape Escape m Right Enter Escape F 6 j Enter j j Enter Escape Escape c / b Enter r 1 Left Right d Escape s Escape ANSWER)
paste="$work/paste.txt"
python3 -c "import sys; sys.stdout.write('lorem ipsum proxy settings yes quit ' * 1100)" > "$paste"
tmux -S "$sock" load-buffer -b soak "$paste"
answers=("1b 5b 36 3b|31 36 3b 39 74" "1b 5b|3f 36 32 3b 34 63" "1b 5d 31 31 3b|72 67 62 3a 30 2f 30 2f 30 07" "1b|5b 3f 36 32 63")
pastes=0; cut_answers=0
peak=0; end=$((SECONDS + seconds)); sent=0
while [ $SECONDS -lt $end ]; do
  for k in "${keys[@]}"; do
    case "$k" in
      PASTE) tmux -S "$sock" paste-buffer -p -b soak; pastes=$((pastes + 1)) ;;
      ANSWER)
        pair=${answers[$((cut_answers % ${#answers[@]}))]}
        # shellcheck disable=SC2086
        tmux -S "$sock" send-keys -H ${pair%%|*}; sleep 0.1
        # shellcheck disable=SC2086
        tmux -S "$sock" send-keys -H ${pair#*|}; cut_answers=$((cut_answers + 1)) ;;
      *) tmux -S "$sock" send-keys "$k" ;;
    esac
    sent=$((sent + 1))
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$app/status" 2>/dev/null || echo 0)
    [ "${rss:-0}" -gt "$peak" ] && peak=$rss
    [ -z "${SOAK_TRACE:-}" ] || echo "$SECONDS $rss $k" >> "$SOAK_TRACE"
    sleep 0.15
    [ $SECONDS -lt $end ] || break
  done
done
# Back to the top level (q closes what is open first), then quit and time it.
for _ in 1 2 3 4; do tmux -S "$sock" send-keys Escape; sleep 0.2; done
start=$(date +%s%N)
tmux -S "$sock" send-keys q
while kill -0 "$app" 2>/dev/null; do
  [ $(( ($(date +%s%N) - start) / 1000000 )) -lt 5000 ] || break
  sleep 0.01
  tmux -S "$sock" send-keys q 2>/dev/null || true   # a detail still open takes one q more
done
quit_ms=$(( ($(date +%s%N) - start) / 1000000 ))
alive=0; kill -0 "$app" 2>/dev/null && alive=1
alt=$(tmux -S "$sock" display-message -p '#{alternate_on}')
status=$(cat "$work/status" 2>/dev/null || echo "none")
kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null || true
peak_mb=$(( peak / 1024 ))
# With --data-dir the cache lives under it; a folder never made (no picture kept) is 0.
pictures=$( (du -sk "$work/data/cache/logos" 2>/dev/null || echo 0) | cut -f1); pictures_mb=$(( ${pictures:-0} / 1024 ))
picture_files=$( (ls "$work/data/cache/logos" 2>/dev/null || true) | wc -l)
favorites_after=$("$bin" print favorites --data-dir "$work/data" --format tsv 2>&1 || true)
echo "soak: ${seconds} s, ${sent} keys (${pastes} pastes of 40 KB, ${cut_answers} cut answers); server answers: $(tail -1 "$work/server.log")"
echo "peak RSS: ${peak_mb} MB (bar 64 MB); picture cache: ${pictures_mb} MB in ${picture_files} files (bound 64 MB); quit after q: ${quit_ms} ms (bar 500 ms); exit status ${status}; alternate screen left: $([ "$alt" = 0 ] && echo yes || echo no)"
fail=0
[ "$peak_mb" -lt 64 ] || { echo "FAIL: peak RSS ${peak_mb} MB" >&2; fail=1; }
[ "$pictures_mb" -le 64 ] || { echo "FAIL: the picture cache holds ${pictures_mb} MB" >&2; fail=1; }
[ "$alive" = 0 ] && [ "$quit_ms" -le 500 ] || { echo "FAIL: the app took ${quit_ms} ms to quit (still running: $alive)" >&2; fail=1; }
[ "$alt" = 0 ] || { echo "FAIL: the terminal was left on the alternate screen" >&2; fail=1; }
[ "$status" = 0 ] || { echo "FAIL: the app ended with status $status" >&2; fail=1; }
[ "$favorites_after" = "$favorites_before" ] || { echo "FAIL: favourites changed: before $favorites_before, after $favorites_after" >&2; fail=1; }
exit $fail
