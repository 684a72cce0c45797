#!/usr/bin/env python3
"""Writes scripts/link/hot-text.ld: the release link's list of the functions a
session runs, placed together at the front of the code.

  scripts/link/order-hot-text.py [--scratch-path DIR] [--rounds N]

Why: the kernel maps a program's code 64 kB at a time around each page it
first touches ("fault-around"). In link order, the 2 MB of functions a session
runs are spread over 19 MB of code, so nearly all of it became resident (peak
RSS 25 MB, 15 MB of it code). Side by side they fill a few MB.

How, on a release build made with scripts/release-flags.sh (DIR, default
.build, must hold it; the list in place is used as it stands):
  1. callgrind runs the sessions below and names every function that ran;
  2. then, round after round, the build is relinked with the list and the
     sessions run under `perf record -e page-faults`: a fault in code outside
     the list (a path valgrind's slower run did not take) joins it.
A function is named by its input section and its object, as the link map says:
`-function-sections` gives each its own. Sessions: the peak-RSS walk of every
tab (scripts/bench.sh), with and without pictures, and the warm live start
against the loopback MLB API. Needs valgrind and perf. A stale list costs only
locality: a name that no longer exists matches nothing.
"""
import argparse, bisect, json, os, re, subprocess, sys, tempfile

root = os.path.realpath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(root, "scripts", "bench"))
import pty_app  # noqa: E402

OUT = os.path.join(root, "scripts", "link", "hot-text.ld")
MARKER = b"Pittsburgh Pirates"
VISIT = "\r2\r3\rf4\r5a\r\r6\r1"   # every tab, a detail on each: the peak-RSS walk


def release_build(scratch, map_path):
    """Relinks the release binary (only the link runs: the objects are built) with a map."""
    flags = subprocess.run(["bash", "-c", f"source '{root}/scripts/release-flags.sh'; printf '%s\\0' \"${{release_flags[@]}}\""],
                           capture_output=True, text=True, check=True).stdout.split("\0")[:-1]
    binary = os.path.join(scratch, "release", "jumbotron")
    if os.path.exists(binary):
        os.remove(binary)
    subprocess.run(["swift", "build", *flags, "-Xlinker", f"-Map={map_path}", "--product", "jumbotron",
                    "--scratch-path", scratch], cwd=root, check=True, stdout=subprocess.DEVNULL)
    return binary


def code_sections(map_path):
    """(address, size, section, object) of every code input section placed in the binary."""
    placed, pending = [], None
    with open(map_path, errors="replace") as f:
        for line in f:
            if m := re.match(r"^ (\.text\S*)\s*$", line):
                pending = m.group(1)
                continue
            m = re.match(r"^ (\.text\S*)?\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S+)", line)
            if m and (m.group(1) or pending) and int(m.group(2), 16):
                placed.append((int(m.group(2), 16), int(m.group(3), 16), m.group(1) or pending, m.group(4)))
            pending = None
    placed.sort()
    return placed


class Layout:
    def __init__(self, placed):
        self.placed, self.starts = placed, [p[0] for p in placed]

    def at(self, address):
        i = bisect.bisect_right(self.starts, address) - 1
        if i >= 0 and address < self.placed[i][0] + self.placed[i][1]:
            return self.placed[i][2], self.placed[i][3]
        return None


def sessions(binary, loopback_port, work):
    """argv, environment additions and keys of each session profiled."""
    data = lambda: tempfile.mkdtemp(dir=work)  # noqa: E731
    live_env = {"JUMBOTRON_MLB_URL": f"http://127.0.0.1:{loopback_port}",
                "JUMBOTRON_MLB_LOGOS_URL": f"http://127.0.0.1:{loopback_port}/logos"}
    live_dir = data()
    return [([binary, "--offline", "--data-dir", data()], {}, VISIT),
            ([binary, "--offline", "--no-images", "--data-dir", data()], {}, VISIT),
            ([binary, "--data-dir", live_dir, "--date", "2018-09-20"], live_env, ""),    # fills the cache
            ([binary, "--data-dir", live_dir, "--date", "2018-09-20"], live_env, "")]    # the warm start


def run_session(prefix, argv, extra_env, keys, pace):
    env = pty_app.environment()
    env.update(extra_env)
    pid, fd = pty_app.spawn(prefix + argv, env)
    pty_app.read_until(fd, MARKER, timeout=60 * pace)
    for key in keys:
        os.write(fd, key.encode())
        pty_app.drain(fd, 0.4 * pace)
    pty_app.drain(fd, 1.5 * pace)
    pty_app.finish(pid, fd, grace=5 * pace)


def executed_by_callgrind(binary, layout, port, work):
    """Input sections holding a function callgrind saw run, in any session."""
    # Without symbols callgrind names each function by its address in the file.
    bare = os.path.join(os.path.dirname(binary), "jumbotron-hot-profile")
    subprocess.run(["objcopy", "--strip-all", binary, bare], check=True)
    found = set()
    try:
        for n, (argv, env, keys) in enumerate(sessions(bare, port, work)):
            out = os.path.join(work, f"callgrind.{n}")
            run_session(["valgrind", "--tool=callgrind", "--dump-line=no", f"--callgrind-out-file={out}"], argv, env, keys, pace=10)
            with open(out) as f:
                for name in re.findall(r"^c?fn=\(\d+\) 0x([0-9a-f]+)", f.read(), re.M):
                    if hit := layout.at(int(name, 16)):
                        found.add(hit)
    finally:
        os.remove(bare)
    main_symbol = subprocess.run(["nm", binary], capture_output=True, text=True).stdout
    main_at = int(re.search(r"^([0-9a-f]+) T JumbotronCLI_main$", main_symbol, re.M).group(1), 16)
    if layout.at(main_at) not in found:
        sys.exit("callgrind's addresses are not the file's: it did not see main run")
    return found


def faulted_in_code(binary, layout, port, work):
    """Input sections where a page fault in the binary's code landed, in any session."""
    found = set()
    for n, (argv, env, keys) in enumerate(sessions(binary, port, work)):
        out = os.path.join(work, f"faults.{n}")
        run_session(["perf", "record", "-q", "-e", "page-faults", "-c", "1", "-d", "-o", out, "--"], argv, env, keys, pace=1)
        script = subprocess.run(["perf", "script", "-i", out, "--show-mmap-events", "-F", "addr"],
                                capture_output=True, text=True).stdout
        base = None
        for line in script.splitlines():
            if "PERF_RECORD_MMAP" in line:
                m = re.search(r"\[(0x[0-9a-f]+)\(0x[0-9a-f]+\) @ (0x[0-9a-f]+|0) .*\]: r-xp (\S+)$", line)
                if m and os.path.realpath(m.group(3)) == os.path.realpath(binary):
                    base = int(m.group(1), 16) - int(m.group(2), 16)
            elif base is not None and re.fullmatch(r"\s*[0-9a-f]+\s*", line):
                if hit := layout.at(int(line, 16) - base):
                    found.add(hit)
    return found


def pattern(obj):
    """The object as a link-script file pattern, free of the build's own paths."""
    if m := re.match(r"(.*)\((.*)\)$", obj):                       # an archive's member
        return f"*{os.path.basename(m.group(1))}:{m.group(2)}"
    return "*/" + "/".join(obj.split("/")[-2:])                    # Target.build/File.swift.o


def write_script(hot):
    lines = sorted(f"    {pattern(obj)}({section})" for section, obj in hot)
    with open(OUT, "w") as f:
        f.write("/* Written by scripts/link/order-hot-text.py, which says why and how: the\n"
                "   functions a session runs, placed before the rest of the code so that\n"
                "   the pages they share are few. Regenerate it when peak RSS grows. */\n"
                "SECTIONS\n{\n  .text.first : {\n")
        f.write("\n".join(lines) + "\n  }\n}\nINSERT BEFORE .text;\n")


def main():
    args = argparse.ArgumentParser()
    args.add_argument("--scratch-path", default=os.path.join(root, ".build"))
    args.add_argument("--rounds", type=int, default=6)
    opts = args.parse_args()
    server = subprocess.Popen([sys.executable, os.path.join(root, "scripts/bench/loopback.py"),
                               os.path.join(root, "Resources/samples"), "2018-09-20"], stdout=subprocess.PIPE, text=True)
    port = server.stdout.readline().strip()
    work = tempfile.mkdtemp(prefix="jumbotron-hot-")
    try:
        map_path = os.path.join(work, "link.map")
        binary = release_build(opts.scratch_path, map_path)
        layout = Layout(code_sections(map_path))
        hot = executed_by_callgrind(binary, layout, port, work)
        print(f"callgrind: {len(hot)} sections ran", file=sys.stderr)
        for n in range(opts.rounds):
            write_script(hot)
            binary = release_build(opts.scratch_path, map_path)
            layout = Layout(code_sections(map_path))
            new = faulted_in_code(binary, layout, port, work) - hot
            print(f"round {n + 1}: {len(new)} more sections faulted", file=sys.stderr)
            if not new:
                break
            hot |= new
        write_script(hot)
        release_build(opts.scratch_path, map_path)
        print(f"{OUT}: {len(hot)} sections", file=sys.stderr)
    finally:
        server.kill()
        subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    main()
