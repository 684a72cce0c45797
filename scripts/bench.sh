#!/usr/bin/env bash
# Builds release and measures everything docs/benchmarks.md reports, side by
# side in one run, then prints one Markdown table.
#
#   scripts/bench.sh            full run (about 6 minutes after the builds)
#   BENCH_QUICK=1 scripts/bench.sh   fewer runs and a 5 s idle window
#
# Needs: python3, cc and libncursesw (for the C baseline), valgrind (for the
# instruction counts; skipped without it), tmux-free: the
# terminal is a pseudo-terminal opened by scripts/bench/pty_app.py.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-bench"
fixtures="$root/Tests/Fixtures"
mkdir -p "$work"
rm -f "$work"/*.json "$work"/*.txt

quick="${BENCH_QUICK:-}"
runs=15; idle=30
if [ -n "$quick" ]; then runs=5; idle=5; fi
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"

echo "== building: the installed build (scripts/install.sh, as make install) and the debug build" >&2
rm -rf "$work/prefix"
(cd "$root" && scripts/install.sh --prefix "$work/prefix" 2>&1 | tail -1) >&2
(cd "$root" && swift build --product jumbotron 2>&1 | tail -1) >&2
bin="$work/prefix/bin/jumbotron"
debug="$root/.build/debug/jumbotron"
cc -O2 -o "$work/baseline" "$root/scripts/bench/baseline.c" -lncursesw

pty="python3 $root/scripts/bench/pty_app.py"
data="$(mktemp -d)"
live_data="$(mktemp -d)"
status_data="$(mktemp -d)"
server_pid=
trap 'rm -rf "$data" "$live_data" "$status_data"; [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null' EXIT
app=("$bin" --offline --data-dir "$data")

echo "== the Python peer (mlb-cli-py from PyPI, in a venv of its own; skipped when PyPI is out of reach)" >&2
peer="$work/peer"
if [ ! -x "$peer/bin/python" ]; then
    python3 -m venv "$peer" >&2 && "$peer/bin/pip" install -q "mlb-cli-py==0.1.0" >&2 || rm -rf "$peer"
fi

echo "== first paint (pty, 120x40): cold offline and warm-cache live, installed and debug builds; the C and Python floors" >&2
# Live: a loopback stand-in for the MLB API; one run first fills the cache, so
# every timed start has a last copy to paint while the network is asked.
exec 3< <(python3 "$root/scripts/bench/loopback.py" "$root/Resources/samples" 2018-09-20)
server_pid=$!
read -r port <&3
live_env=(env JUMBOTRON_MLB_URL="http://127.0.0.1:$port" JUMBOTRON_MLB_LOGOS_URL="http://127.0.0.1:$port/logos")
live=("${live_env[@]}" "$bin" --data-dir "$live_data" --date 2018-09-20)
$pty first-paint 1 "Pittsburgh Pirates" -- "${live[@]}" > /dev/null
# One start of each per round, round after round: the ratios compare starts
# made at the same moments of the machine.
version="$("$bin" --version)"
# `status` from the snapshot the app keeps: two followed teams, a snapshot written now.
python3 "$root/scripts/bench/status_data.py" "$bin" "$status_data"
python3 - "$work/paint-spec.json" "$root" "$bin" "$debug" "$data" "$live_data" "$port" "$work/baseline" "$version" "$status_data" <<'PY'
import json, sys
out, root, bin, debug, data, live, port, baseline, version, status = sys.argv[1:]
env = ["env", f"JUMBOTRON_MLB_URL=http://127.0.0.1:{port}", f"JUMBOTRON_MLB_LOGOS_URL=http://127.0.0.1:{port}/logos"]
marker = "Pittsburgh Pirates"
json.dump({
    "first-paint": [marker, [bin, "--offline", "--data-dir", data]],
    "first-paint-live": [marker, env + [bin, "--data-dir", live, "--date", "2018-09-20"]],
    "first-paint-debug": [marker, [debug, "--offline", "--data-dir", data]],
    "first-paint-live-debug": [marker, env + [debug, "--data-dir", live, "--date", "2018-09-20"]],
    "baseline": ["baseline ready", [baseline]],
    "version": [version, [bin, "--version"]],
    "status": ["PIT @ BAL", [bin, "status", "--data-dir", status]],
    "python-floor": ["baseline ready", ["python3", f"{root}/scripts/bench/baseline.py"]],
}, open(out, "w"))
PY
$pty first-paint-rounds "$runs" "$work/paint-spec.json" > "$work/paints.json"
for name in first-paint first-paint-live first-paint-debug first-paint-live-debug baseline python-floor version status; do
    python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))[sys.argv[2]]))' "$work/paints.json" "$name" > "$work/$name.json"
done
if [ -x "$peer/bin/python" ]; then
    $pty import-time "$runs" app.mlb_cli -- "$peer/bin/python" > "$work/peer.json"
fi

echo "== instructions to the first paint (valgrind's callgrind: the same count on every run, whatever the load)" >&2
# valgrind cannot read this toolchain's DWARF: the installed build is
# stripped already; the debug build is counted from a copy without its debug
# info, beside the original so that it finds the same resources.
if command -v valgrind >/dev/null; then
    objcopy --strip-debug "$debug" "$debug-cg"
    count() { $pty instructions "$1" -- "${@:2}"; }
    count "baseline ready" "$work/baseline" > "$work/cg-baseline.json"
    count "$version" "$bin" --version > "$work/cg-version.json"
    rm -rf "$data"/*
    count "Pittsburgh Pirates" "${app[@]}" > "$work/cg-first-paint.json"
    # valgrind counts the program it starts, not one `env` execs: the loopback URLs go in the environment.
    "${live_env[@]}" $pty instructions "Pittsburgh Pirates" -- "$bin" --data-dir "$live_data" --date 2018-09-20 > "$work/cg-first-paint-live.json"
    rm -rf "$data"/*
    count "Pittsburgh Pirates" "$debug-cg" --offline --data-dir "$data" > "$work/cg-first-paint-debug.json"
    rm -rf "$data"/* "$debug-cg"
else
    echo "valgrind is not installed: no instruction counts (apt-get install valgrind)" >&2
fi

echo "== the installed binary: size, ICU's tables, conformance records" >&2
# Each protocol conformance record is a 4-byte relative pointer in its
# section; the runtime walks them at start when it looks a conformance up.
python3 - "$bin" > "$work/binary.json" <<'PY'
import json, os, re, subprocess, sys
path = sys.argv[1]
sections = subprocess.run(["readelf", "-SW", path], capture_output=True, text=True).stdout
conf = re.search(r"swift5_protocol_conformances\s+\S+\s+\S+\s+\S+\s+([0-9a-f]+)", sections)
strings = subprocess.run(["strings", path], capture_output=True, text=True).stdout
print(json.dumps({"bytes": os.path.getsize(path), "icu": strings.count("icudt"),
                  "conformances": int(conf.group(1), 16) // 4 if conf else None}))
PY

echo "== bytes per cursor step" >&2
# name, tab, keys that first bring a list on screen (six favorites saved first)
for spec in "scores scores -" "schedule schedule -" "shows shows -" "favorites shows fjfjfjfjfjf4gg" \
            "basketball basketball -"; do
    set -- $spec
    prelude="${3#-}"
    rm -rf "$data"/*
    PTY_PRELUDE="$prelude" PTY_COLS=80 PTY_ROWS=24 $pty cursor-bytes "Favorites" j -- "${app[@]}" --tab "$2" > "$work/cursor-$1-80x24.json"
    rm -rf "$data"/*
    PTY_PRELUDE="$prelude" $pty cursor-bytes "Favorites" j -- "${app[@]}" --tab "$2" > "$work/cursor-$1-120x40.json"
done
rm -rf "$data"/*

echo "== idle CPU for ${idle}s, peak RSS" >&2
$pty idle-cpu "$idle" "Pittsburgh Pirates" -- "${app[@]}" > "$work/idle.json"
# Every tab and a detail in each: the game center, a game, a show (saved, so
# Favorites has one to open), a roster and a player, a team's players.
visit=$'\r2\r3\rf4\r5a\r\r6\r1'
rm -rf "$data"/*
$pty peak-rss "Pittsburgh Pirates" "$visit" -- "${app[@]}" > "$work/rss.json"
rm -rf "$data"/*
$pty peak-rss "Pittsburgh Pirates" "$visit" -- "${app[@]}" --no-images > "$work/rss-no-images.json"
rm -rf "$data"/*

echo "== in-process benchmarks (release, package-benchmark)" >&2
(cd "$root/Tests/Benchmarks" && swift package --disable-sandbox benchmark --no-progress 2>/dev/null) > "$work/benchmarks.txt"

echo "== the same payloads through Python's json.loads and orjson" >&2
python3 - "$fixtures" > "$work/fixtures.json" <<'PY'
import json, os, sys
root = sys.argv[1]
files = {
    "mlb schedule 2019-03-09": "mlb/schedule-2019-03-09-spring-team-linescore.json",
    "mlb schedule 2022-04-15": "mlb/schedule-2022-04-15-to-2022-04-22-no-hydrate.json",
    "mlb game feed 777687": "mlb/feed-live-777687-2025-06-01-final.json",
    "nhl play-by-play 2024030121": "nhl/play-by-play-2024030121-final.json",
    "mlb schedule 2026-04-20": "mlb/schedule-2026-04-20-decisions-probables.json",
    "yinzcam schedule": "yinzcam/schedule-gb-2020-kyeoreheo.json",
    "tvmaze shows page": "tvmaze/shows-page-1.json",
    "nhl standings": "nhl/standings-2024-12-05.json",
    "nhl roster": "nhl/roster-TOR-20242025.json",
    "nhl player landing": "nhl/player-landing-8478402-2024-04-17.json",
    "nba teams": "nba/teams-45.json",
    "nba players": "nba/players-NYK-25.json",
    "espn nfl summary 401547417": "espn/nfl-summary-401547417-gb-at-atl-2023-week2.json",
    "espn nba summary 401772994": "espn/nba-summary-401772994-2025-ecf-game6.json",
    "espn tennis roland garros": "espn-sports/tennis-atp-scoreboard-roland-garros-2025.json",
    "espn golf memorial final": "espn-sports/golf-pga-scoreboard-memorial-2025-final.json",
    "espn ufc card": "espn-sports/ufc-scoreboard-imavov-borralho-2025-scheduled.json",
}
print(json.dumps({k: os.path.join(root, v) for k, v in files.items() if os.path.exists(os.path.join(root, v))}))
PY
python3 "$root/scripts/bench/decode_python.py" $(python3 -c 'import json,sys; print(" ".join(json.load(open(sys.argv[1])).values()))' "$work/fixtures.json") > "$work/python-decode.json"

echo "== network: each image once (loopback end-to-end tests)" >&2
if (cd "$root" && swift test --filter "FetchesEachLogoOnceAcrossARestart|livePathAgainstALoopbackServerAndTheFilter|imagesFailToTheBadgeAndAreAskedForOnce" > "$work/network.log" 2>&1); then
    echo "pass: logos once across a restart, posters once per URL (see network.log)" > "$work/network.txt"
else
    echo "FAIL: see $work/network.log" > "$work/network.txt"
fi

echo >&2
echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(uname -sr); $(swift --version 2>/dev/null | head -1); $(date -u +%Y-%m-%d)"
echo "Load average (1, 5, 15 min): $load_before before the run, $(cut -d' ' -f1-3 /proc/loadavg) after"
echo
python3 "$root/scripts/bench/report.py" "$work"
