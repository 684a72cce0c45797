#!/usr/bin/env bash
# Proves that the README's two commands are the whole set-up on a fresh
# machine: in a private mount namespace it hides every header and library a
# fresh machine of this kind lacks (libcurl, stb, chafa and, to show we need
# them only at run time, libpng's and libjpeg's headers), clones the
# repository fresh, runs `swift run jumbotron --offline` in tmux until the
# Scores tab paints, quits, then runs `swift test`.
#
#   scripts/fresh-machine.sh              a fresh clone of HEAD in a temporary folder
#   scripts/fresh-machine.sh --in-place   this checkout (CI, which is a fresh clone already)
#   scripts/fresh-machine.sh --no-test    stop after the offline paint
#
# Needs root (unshare -m) and tmux. Exit 0 only when both commands worked.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
in_place=0 run_tests=1
for arg in "$@"; do
  case "$arg" in
    --in-place) in_place=1 ;;
    --no-test) run_tests=0 ;;
    *) echo "usage: scripts/fresh-machine.sh [--in-place] [--no-test]" >&2; exit 64 ;;
  esac
done

if [ "${JT_FRESH_INSIDE:-}" != 1 ]; then
  if [ "$(id -u)" != 0 ]; then echo "fresh-machine: needs root for a private mount namespace (unshare -m)" >&2; exit 1; fi
  command -v tmux >/dev/null || { echo "fresh-machine: needs tmux" >&2; exit 1; }
  exec env JT_FRESH_INSIDE=1 unshare -m --propagation private "$0" "$@"
fi

# --- inside the namespace: nothing below is seen by the rest of the machine.
lib=/usr/lib/$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)
empty="$(mktemp -d /tmp/jt-fresh-empty.XXXXXX)"
hidden=()
hide() {
  for path in "$@"; do
    [ -e "$path" ] || continue
    if [ -d "$path" ]; then mount --bind "$empty" "$path"; else mount --bind /dev/null "$path"; fi
    hidden+=("$path")
  done
}
shopt -s nullglob
hide /usr/include/curl /usr/include/"${lib##*/}"/curl "$lib"/libcurl.so "$lib"/pkgconfig/libcurl.pc
hide /usr/include/stb
hide /usr/include/chafa "$lib"/chafa "$lib"/libchafa.so* "$lib"/pkgconfig/chafa.pc
hide /usr/include/png.h /usr/include/pngconf.h /usr/include/pnglibconf.h /usr/include/libpng /usr/include/libpng16
hide /usr/include/jpeglib.h /usr/include/jmorecfg.h /usr/include/jerror.h /usr/include/"${lib##*/}"/jconfig.h
shopt -u nullglob
echo "fresh-machine: hidden ${#hidden[@]} paths: ${hidden[*]}"

work="$(mktemp -d /tmp/jt-fresh.XXXXXX)"
# tmux's socket lives in the work folder: a server that ended on its own
# leaves its socket behind, and this folder goes with the run.
sock="$work/tmux.sock"
cleanup() {
  tmux -S "$sock" kill-server 2>/dev/null || true
  for path in "${hidden[@]}"; do umount "$path" 2>/dev/null || true; done
  rm -rf "$work"; rmdir "$empty" 2>/dev/null || true
}
trap cleanup EXIT
if [ "$in_place" = 1 ]; then
  repo="$root"
else
  git clone --quiet "$root" "$work/jumbotron"
  repo="$work/jumbotron"
fi
cd "$repo"
# The app's folders go to the temporary folder, not the runner's home.
export HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CACHE_HOME="$work/home/cache" \
       XDG_STATE_HOME="$work/home/state" XDG_CONFIG_HOME="$work/home/config"
mkdir -p "$HOME"

started=$(date +%s)
echo "fresh-machine: README command 1: swift run jumbotron --offline"
swift build --product jumbotron 2>&1 | tail -3
echo "fresh-machine: built in $(( $(date +%s) - started )) s"
tmux -S "$sock" new-session -d -x 120 -y 40 -s fresh \
  "env TERM=xterm-256color LANG=C.UTF-8 HOME='$HOME' swift run jumbotron --offline; echo \"exit \$?\" > '$work/exit'; sleep 30"
painted=0
for _ in $(seq 1 150); do
  if tmux -S "$sock" capture-pane -p -t fresh 2>/dev/null | grep -q "Pittsburgh Pirates"; then painted=1; break; fi
  sleep 0.2
done
tmux -S "$sock" capture-pane -p -t fresh | head -12
if [ "$painted" != 1 ]; then echo "fresh-machine: the Scores tab never painted" >&2; exit 1; fi
tmux -S "$sock" send-keys -t fresh q
for _ in $(seq 1 50); do [ -s "$work/exit" ] && break; sleep 0.1; done
if [ "$(cat "$work/exit" 2>/dev/null)" != "exit 0" ]; then echo "fresh-machine: the app did not quit cleanly: $(cat "$work/exit" 2>/dev/null)" >&2; exit 1; fi
echo "fresh-machine: the Scores tab painted offline and q quit with 0"

if [ "$run_tests" = 1 ]; then
  echo "fresh-machine: README command 2: swift test"
  set -o pipefail
  swift test 2>&1 | tee "$work/test.log"
  # Every test runs on a fresh machine: the only skips allowed are those for
  # libchafa, the optional library this namespace hides on purpose, and the
  # installed build's own checks, which CI runs next on the build it installs
  # (a fresh clone has installed nothing).
  others=$(grep -E '(Test|Suite) .* skipped' "$work/test.log" | grep -v 'libchafa' | grep -v 'JUMBOTRON_INSTALLED names no installed' || true)
  if [ -n "$others" ]; then
    echo "fresh-machine: tests skipped for a reason other than libchafa:" >&2
    echo "$others" >&2
    exit 1
  fi
  echo "fresh-machine: $(grep -cE '(Test|Suite) .* skipped' "$work/test.log") skips, each for libchafa or the installed build"
fi
echo "fresh-machine: ok ($(( $(date +%s) - started )) s)"
