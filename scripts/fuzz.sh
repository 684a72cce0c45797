#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (release, with AddressSanitizer) and
# runs each for the given number of seconds, seeded with the bundled samples
# and, when present, the recorded payloads in ../shared/fixtures.
#
#   scripts/fuzz.sh [seconds per target, default 60] [FuzzMLB FuzzYinzCam FuzzTVMaze FuzzText FuzzEvents]
#
# Crashes land in .build-fuzz/artifacts/<target>/; copy each one into
# Fuzz/Regressions/<target>/ once fixed so the test suite replays it.
set -euo pipefail

seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzMLB FuzzYinzCam FuzzTVMaze FuzzText FuzzEvents)

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-fuzz"
fixtures="$root/../shared/fixtures"

(cd "$root/Fuzz" && swift build -c release --sanitize=fuzzer --sanitize=address 2>&1 | grep -Ev '^\[[0-9]+/[0-9]+\]' || true)
bin="$root/Fuzz/.build/release"

seed() {   # target → seed folders
    local s="$work/seeds/$1"
    rm -rf "$s"; mkdir -p "$s"
    case "$1" in
        FuzzMLB) cp "$root"/Resources/samples/mlb/*.json "$s"/; [ -d "$fixtures/mlb" ] && cp "$fixtures"/mlb/*.json "$s"/ ;;
        FuzzYinzCam) cp "$root"/Resources/samples/yinzcam/*.json "$s"/; [ -d "$fixtures/yinzcam" ] && cp "$fixtures"/yinzcam/*.json "$s"/ ;;
        FuzzTVMaze) cp "$root"/Resources/samples/tvmaze/*.json "$s"/; [ -d "$fixtures/tvmaze" ] && cp "$fixtures"/tvmaze/*.json "$s"/ ;;
        FuzzText)   # each show's summary on its own: short inputs keep the search fast
            python3 - "$s" "$root"/Resources/samples/tvmaze/*.json <<'PY'
import json, sys, hashlib, pathlib
out = pathlib.Path(sys.argv[1])
for name in sys.argv[2:]:
    data = json.load(open(name))
    for show in data if isinstance(data, list) else [data]:
        for text in (show.get("summary") or "", show.get("name") or "", show.get("premiered") or ""):
            (out / hashlib.sha1(text.encode()).hexdigest()).write_text(text)
PY
            ;;
        FuzzEvents) printf '\x00\x01\x05\x50\x10\x07\x03\x08' > "$s/keys"; head -c 512 /dev/urandom > "$s/random" ;;
    esac
    true
}

printf '%-12s %8s %12s %10s %8s %8s  %s\n' target seconds execs exec/s cov corpus crashes
summary=()
for t in "${targets[@]}"; do
    seed "$t"
    corpus="$work/corpus/$t"; artifacts="$work/artifacts/$t"
    mkdir -p "$corpus" "$artifacts"
    log="$work/$t.log"
    dict=() maxlen=65536
    case "$t" in
        FuzzMLB|FuzzYinzCam|FuzzTVMaze) dict=(-dict="$root/Fuzz/json.dict") ;;
        FuzzText) maxlen=4096 ;;
        FuzzEvents) maxlen=512 ;;
    esac
    set +e
    "$bin/$t" "${dict[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len="$maxlen" \
        -print_final_stats=1 -artifact_prefix="$artifacts/" \
        "$corpus" "$work/seeds/$t" "$root/Fuzz/Regressions/$t" > "$log" 2>&1
    status=$?
    set -e
    execs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo 0)
    rate=$(grep -Eo 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo 0)
    cov=$(grep -Eo 'cov: [0-9]+' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
    files=$(ls "$corpus" | wc -l)
    crashes=$(ls "$artifacts" | wc -l)
    printf '%-12s %8s %12s %10s %8s %8s  %s\n' "$t" "$seconds" "$execs" "$rate" "$cov" "$files" "$crashes"
    [ "$status" -eq 0 ] || summary+=("$t exited $status; see $log")
done
for line in "${summary[@]}"; do echo "$line"; done
[ ${#summary[@]} -eq 0 ]
