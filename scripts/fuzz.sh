#!/usr/bin/env bash
# Builds the libFuzzer targets in Tests/Fuzz/ (release, with AddressSanitizer) and
# runs each for the given number of seconds, seeded with the bundled samples
# and the recorded payloads in Tests/Fixtures.
#
#   scripts/fuzz.sh [seconds per target, default 60] [FuzzMLB FuzzYinzCam FuzzTVMaze FuzzNHL FuzzNBA FuzzText FuzzEvents FuzzPictures FuzzNBACursor FuzzKeyStream]
#
# Crashes land in .build-fuzz/artifacts/<target>/; copy each one into
# Tests/Fuzz/Regressions/<target>/ once fixed so the test suite replays it.
set -euo pipefail

seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzMLB FuzzYinzCam FuzzTVMaze FuzzNHL FuzzNBA FuzzText FuzzEvents FuzzPictures FuzzNBACursor FuzzKeyStream)

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-fuzz"
fixtures="$root/Tests/Fixtures"

# Swift 6.3 drops coverage instrumentation when -sanitize=fuzzer is combined
# with -sanitize=address, so the coverage kinds are asked for explicitly.
(cd "$root/Tests/Fuzz" && swift build -c release --sanitize=fuzzer --sanitize=address \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp 2>&1 \
    | grep -Ev '^\[[0-9]+/[0-9]+\]|__asan_extra_spill_area' || true)
bin="$root/Tests/Fuzz/.build/release"

# Seeds: the bundled samples and the recorded fixtures, cut down to a few
# records each (small inputs mutate and run fast), plus each show's summary
# on its own for the text target.
seed() {   # target → seed folder
    local s="$work/seeds/$1"
    rm -rf "$s"; mkdir -p "$s"
    case "$1" in
        FuzzEvents) printf '\x00\x01\x05\x50\x10\x07\x03\x08' > "$s/keys"; head -c 512 /dev/urandom > "$s/random"; return ;;
        FuzzKeyStream)   # 0xF0 cuts a read (next byte: the pause), 0xF1 ESC, 0xF2/0xF3 paste start/end, 0xF6 5,000 q
            printf '\x00\xf2hell\xf0\x05o world q\xf3' > "$s/paste"
            printf '\x01\xf1[6;\xf0\x0a16;9t\xf1[?62;4c' > "$s/answers"
            printf '\x01\xf1]11;\xf6\x07\xf1P>|XTerm(379)\xf1\\\xf1\xf0\x20_Gi=31;OK\xf1\\q' > "$s/strings"
            head -c 256 /dev/urandom > "$s/random"; return ;;
        FuzzNBACursor) printf '\x01\x19\x02\x19\x01\x19' > "$s/loop"; printf '\x05\x40\x00\x10' > "$s/end"; head -c 256 /dev/urandom > "$s/random"; return ;;
        FuzzPictures)
            # The first byte picks the prefix the harness adds (2: none), then a real picture.
            for f in "$root"/Tests/PicturesTests/Images/*.{png,jpg} "$root"/Resources/samples/images/nfl_pit_light.png; do
                { printf '\x02'; cat "$f"; } > "$s/$(basename "$f")"
            done
            return ;;
    esac
    local kind
    case "$1" in FuzzMLB) kind=mlb ;; FuzzYinzCam) kind=yinzcam ;; FuzzNHL) kind=nhl ;; FuzzNBA) kind=nba ;; *) kind=tvmaze ;; esac
    python3 - "$1" "$s" "$root/Resources/samples/$kind" "$fixtures/$kind" <<'PY'
import hashlib, json, pathlib, sys
target, out, folders = sys.argv[1], pathlib.Path(sys.argv[2]), sys.argv[3:]
def shrink(v, depth=0):
    if isinstance(v, list):
        return [shrink(x, depth + 1) for x in v[:3]]
    if isinstance(v, dict):
        return {k: shrink(x, depth + 1) for k, x in v.items()}
    return v
def write(text):
    (out / hashlib.sha1(text.encode()).hexdigest()).write_text(text)
for folder in folders:
    for name in sorted(pathlib.Path(folder).glob("*.json")) if pathlib.Path(folder).is_dir() else []:
        try:
            data = json.loads(name.read_text())
        except Exception:
            continue
        if target == "FuzzText":
            for show in data if isinstance(data, list) else [data]:
                if isinstance(show, dict):
                    for key in ("summary", "name", "premiered"):
                        if isinstance(show.get(key), str):
                            write(show[key])
        else:
            write(json.dumps(shrink(data), ensure_ascii=False))
PY
}

# glib's own allocations (libchafa's thread pool) are not ours to free.
export LSAN_OPTIONS="suppressions=$root/Tests/Fuzz/lsan.supp:print_suppressions=0"

printf '%-12s %8s %12s %10s %8s %8s  %s\n' target seconds execs exec/s cov corpus crashes
summary=()
for t in "${targets[@]}"; do
    seed "$t"
    corpus="$work/corpus/$t"; artifacts="$work/artifacts/$t"
    mkdir -p "$root/Tests/Fuzz/Regressions/$t"
    mkdir -p "$corpus" "$artifacts"
    stamp="$work/$t.started"; touch "$stamp"   # the crashes column counts this run's findings only
    log="$work/$t.log"
    dict=() maxlen=65536 timeout=60 rss=4096
    case "$t" in
        FuzzMLB|FuzzYinzCam|FuzzTVMaze|FuzzNHL|FuzzNBA) dict=(-dict="$root/Tests/Fuzz/json.dict") ;;
        FuzzText) maxlen=4096 ;;
        FuzzEvents) maxlen=512 ;;
        FuzzNBACursor) maxlen=512 ;;
        FuzzKeyStream) maxlen=4096 ;;
        FuzzPictures) maxlen=131072 timeout=10 rss=512 ;;   # a picture has a 1 s budget and bounded memory
    esac
    set +e
    "$bin/$t" "${dict[@]}" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb="$rss" -max_len="$maxlen" \
        -print_final_stats=1 -artifact_prefix="$artifacts/" \
        "$corpus" "$work/seeds/$t" "$root/Tests/Fuzz/Regressions/$t" > "$log" 2>&1
    status=$?
    set -e
    execs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo 0)
    rate=$(grep -Eo 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo 0)
    cov=$(grep -Eo 'cov: [0-9]+' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
    files=$(ls "$corpus" | wc -l)
    # A slow unit (over libFuzzer's 10 s report threshold, as a loaded machine
    # makes a big input) is kept as a regression but is not a crash.
    crashes=$(find "$artifacts" -type f -newer "$stamp" ! -name 'slow-unit-*' | wc -l)
    printf '%-12s %8s %12s %10s %8s %8s  %s\n' "$t" "$seconds" "$execs" "$rate" "$cov" "$files" "$crashes"
    [ "$status" -eq 0 ] || summary+=("$t exited $status; see $log")
done
for line in "${summary[@]}"; do echo "$line"; done
[ ${#summary[@]} -eq 0 ]
