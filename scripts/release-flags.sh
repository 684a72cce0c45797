# The release build's flags, sourced by scripts/install.sh and .ci/run so the
# build users install and the one CI checks are made the same way.
#
#   source scripts/release-flags.sh; swift build "${release_flags[@]}" ...
release_flags_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
release_flags=(
  -c release
  # The Swift runtime linked in: no libswiftCore, Foundation or ICU to load at
  # start (first paint 26 → 21 ms before the lazy libcurl, RSS −5 MB).
  --static-swift-stdlib
  # The static standard library's link line exports every symbol of our own
  # modules (`-export-dynamic`): 18,000 names no library we open looks up, 1.5 MB.
  -Xlinker --no-export-dynamic
  # Generic types' metadata made by calling their accessors, not by demangling
  # their names: each name demangled at run time looked up the conformances of
  # its arguments by scanning all 6,200 conformance records, about a quarter
  # of the start's instructions (offline 42.8 → 32.4 M). 0.3 MB more code.
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
  # GNU ld, for its packed relative relocations (glibc 2.36 reads them): the
  # 62,000 relocations of a position-independent binary in 13 kB, not 1.5 MB
  # read at every start. gold, the default, cannot pack them.
  -Xswiftc -use-ld=bfd
  -Xlinker -z -Xlinker pack-relative-relocs
  # Dead code removed at the link: Swift marks every public function "retain",
  # so `--gc-sections` kept all of our modules' and the packages' public API
  # whether anything calls it or not. An executable is its own only client:
  # public symbols made internal at link, each function in its own section,
  # and what nothing reaches goes (−1.3 MB of code, peak RSS −1.7 MiB).
  -Xswiftc -Xfrontend -Xswiftc -internalize-at-link
  -Xswiftc -Xfrontend -Xswiftc -function-sections
  # Swift objects' DWARF unwind tables dropped at the link (C and C++ keep
  # theirs; why it is safe is in the script): −3.9 MB, the start the same.
  -Xlinker -T -Xlinker "$release_flags_dir/link/drop-swift-unwind-tables.ld"
  # The functions a session runs placed side by side at the front of the code:
  # the kernel maps code 64 kB around each page first touched, and in link
  # order those functions spread over nearly all of it (the list, and how it
  # is made: scripts/link/order-hot-text.py). Peak RSS 25 → 17.5 MiB.
  -Xlinker -T -Xlinker "$release_flags_dir/link/hot-text.ld"
  # libstdc++ linked in from its archive (a linker script in this folder
  # stands in for the shared library): 2.3 M fewer instructions at start, 0.5 MB more.
  -Xswiftc "-L$release_flags_dir/link/static-libstdc++"
)
