#!/usr/bin/env bash
# Installs jumbotron: the binary, its bundled sample data, the man page and
# bash/zsh/fish completions. `--uninstall` removes exactly what the install
# recorded in its manifest, and nothing else.
#
#   scripts/install.sh [--prefix DIR] [--destdir DIR] [--bin-dir DIR] [--uninstall]
#
#   --prefix DIR   where to install (default /usr/local)
#   --destdir DIR  stage under DIR (for packagers); paths inside still use --prefix
#   --bin-dir DIR  install an already built jumbotron (and its resource bundle)
#                  from DIR instead of building a release
set -euo pipefail

prefix=/usr/local
destdir=
bindir=
uninstall=0
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --prefix=*) prefix="${1#*=}"; shift ;;
    --destdir) destdir="${2-}"; shift 2 ;;
    --destdir=*) destdir="${1#*=}"; shift ;;
    --bin-dir) bindir="${2:?--bin-dir needs a folder}"; shift 2 ;;
    --bin-dir=*) bindir="${1#*=}"; shift ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (try --help)" >&2; exit 64 ;;
  esac
done

root="$destdir$prefix"
share="$root/share/jumbotron"
manifest="$share/install-manifest"
bundle=jumbotron_OfflineData.resources

if [ "$uninstall" = 1 ]; then
  if [ ! -f "$manifest" ]; then
    echo "install.sh: nothing to uninstall: $manifest not found" >&2
    exit 1
  fi
  # Files first, then the folders the install created, deepest first, only if empty.
  while IFS= read -r path; do
    case "$path" in
      file\ *) rm -f -- "$destdir${path#file }" ;;
    esac
  done < "$manifest"
  dirs="$(sort -r "$manifest.dirs" 2>/dev/null || true)"
  rm -f -- "$manifest" "$manifest.dirs"
  while IFS= read -r dir; do
    [ -n "$dir" ] && rmdir -- "$destdir$dir" 2>/dev/null || true
  done <<< "$dirs"
  echo "uninstalled jumbotron from $root"
  exit 0
fi

cd "$(dirname "$0")/.."
if [ -z "$bindir" ]; then
  # The flags and why each: scripts/release-flags.sh.
  source scripts/release-flags.sh
  swift build "${release_flags[@]}" --product jumbotron
  bindir="$(swift build "${release_flags[@]}" --show-bin-path)"
fi
if [ ! -x "$bindir/jumbotron" ] || [ ! -d "$bindir/$bundle/samples" ]; then
  echo "install.sh: $bindir has no built jumbotron and $bundle" >&2
  exit 1
fi

installed=()
created=()
makedir() {
  # Records each folder this install creates, so uninstall can remove it again.
  local dir="$1" missing=() d
  d="$dir"
  while [ ! -d "$destdir$d" ] && [ "$d" != / ] && [ "$d" != . ]; do
    missing=("$d" "${missing[@]}")
    d="$(dirname "$d")"
  done
  mkdir -p "$destdir$dir"
  created+=("${missing[@]}")
}
put() {
  # put MODE SOURCE TARGET (TARGET without destdir)
  makedir "$(dirname "$3")"
  install -m "$1" "$2" "$destdir$3"
  installed+=("$3")
}

put 755 "$bindir/jumbotron" "$prefix/bin/jumbotron"
# Symbols are for debugging a build, not for running one (101 MB → 67 MB static).
command -v strip >/dev/null && strip "$destdir$prefix/bin/jumbotron"
while IFS= read -r -d '' file; do
  rel="${file#"$bindir/"}"
  put 644 "$file" "$prefix/share/jumbotron/$rel"
done < <(find "$bindir/$bundle" -type f -print0 | sort -z)
put 644 docs/jumbotron.1 "$prefix/share/man/man1/jumbotron.1"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$bindir/jumbotron" --generate-completion-script bash > "$tmp/jumbotron.bash"
"$bindir/jumbotron" --generate-completion-script zsh > "$tmp/_jumbotron"
"$bindir/jumbotron" --generate-completion-script fish > "$tmp/jumbotron.fish"
put 644 "$tmp/jumbotron.bash" "$prefix/share/bash-completion/completions/jumbotron"
put 644 "$tmp/_jumbotron" "$prefix/share/zsh/site-functions/_jumbotron"
put 644 "$tmp/jumbotron.fish" "$prefix/share/fish/vendor_completions.d/jumbotron.fish"

makedir "$prefix/share/jumbotron"
{ for f in "${installed[@]}"; do echo "file $f"; done; } > "$manifest"
# Append: a reinstall over an existing one keeps the folders the first install created.
{ for d in "${created[@]}"; do echo "$d"; done; } >> "$manifest.dirs"
sort -u -o "$manifest.dirs" "$manifest.dirs"
echo "installed jumbotron into $root:"
printf '  %s\n' "${installed[@]}"
