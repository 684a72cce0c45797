#!/usr/bin/env bash
# Builds release and measures everything docs/benchmarks.md reports, side by
# side in one run, then prints one Markdown table.
#
#   scripts/bench.sh            full run (about 6 minutes after the builds)
#   BENCH_QUICK=1 scripts/bench.sh   fewer runs and a 5 s idle window
#
# Needs: python3, cc and libncursesw (for the C baseline), tmux-free: the
# terminal is a pseudo-terminal opened by scripts/bench/pty_app.py.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-bench"
fixtures="$root/../shared/fixtures"
mkdir -p "$work"
rm -f "$work"/*.json "$work"/*.txt

quick="${BENCH_QUICK:-}"
runs=20; idle=30
if [ -n "$quick" ]; then runs=5; idle=5; fi

echo "== building release" >&2
(cd "$root" && swift build -c release --product jumbotron --static-swift-stdlib 2>&1 | tail -1) >&2
bin="$root/.build/release/jumbotron"
cc -O2 -o "$work/baseline" "$root/scripts/bench/baseline.c" -lncursesw

pty="python3 $root/scripts/bench/pty_app.py"
data="$(mktemp -d)"
trap 'rm -rf "$data"' EXIT
app=("$bin" --offline --data-dir "$data")

echo "== the Python peer (mlb-cli-py from PyPI, in a venv of its own; skipped when PyPI is out of reach)" >&2
peer="$work/peer"
if [ ! -x "$peer/bin/python" ]; then
    python3 -m venv "$peer" >&2 && "$peer/bin/pip" install -q "mlb-cli-py==0.1.0" >&2 || rm -rf "$peer"
fi

echo "== first paint (pty, 120x40): the app, the C floor, the Python floor, the peer's imports" >&2
$pty first-paint "$runs" "Pittsburgh Pirates" -- "${app[@]}" > "$work/first-paint.json"
$pty first-paint "$runs" "baseline ready" -- "$work/baseline" > "$work/baseline.json"
$pty first-paint "$runs" "baseline ready" -- python3 "$root/scripts/bench/baseline.py" > "$work/python-floor.json"
if [ -x "$peer/bin/python" ]; then
    $pty import-time "$runs" app.mlb_cli -- "$peer/bin/python" > "$work/peer.json"
fi

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
$pty peak-rss "Pittsburgh Pirates" "2j3j4j5j6j1" -- "${app[@]}" > "$work/rss.json"

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
    "mlb schedule 2026-04-20": "mlb/schedule-2026-04-20-decisions-probables.json",
    "yinzcam schedule": "yinzcam/schedule-gb-2020-kyeoreheo.json",
    "tvmaze shows page": "tvmaze/shows-page-1.json",
    "nhl standings": "nhl/standings-2024-12-05.json",
    "nhl roster": "nhl/roster-TOR-20242025.json",
    "nhl player landing": "nhl/player-landing-8478402-2024-04-17.json",
    "nba teams": "nba/teams-45.json",
    "nba players": "nba/players-NYK-25.json",
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
echo
python3 "$root/scripts/bench/report.py" "$work"
