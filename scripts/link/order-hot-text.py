#!/usr/bin/env python3
"""Writes scripts/link/hot-text.ld: the release link's list of the functions a
session runs, placed together at the front of the code.

  scripts/link/order-hot-text.py [--scratch-path DIR] [--rounds N]

Why: the kernel maps a program's code 64 kB at a time around each page it
first touches ("fault-around"). In link order, the 2 MB of functions a session
runs are spread over 19 MB of code, so nearly all of it became resident (peak
RSS 25 MB, 15 MB of it code). Side by side they fill a few MB.

How, on a release build made with scripts/release-flags.sh (DIR, default
.build, must hold it; only the link runs again, each time):
  1. linked in plain link order (valgrind takes a binary's code to be its
     `.text` alone), callgrind runs the sessions below and names every
     function that ran;
  2. then, round after round, the build is relinked with the list and the
     sessions run under `perf record -e page-faults`: a fault in code outside
     the list (a path valgrind's slower run did not take) joins it.
A function is named by its input section and its object, as the link map says:
`-function-sections` gives each its own. Sessions: the peak-RSS walk of every
tab (scripts/bench.sh), with and without pictures; the warm live start
against the loopback MLB API; a minute of scripts/bench/gameday.sh's day, its
MLB game live. Needs valgrind and perf. A stale list costs only locality: a
name that no longer exists matches nothing.
"""
import argparse, bisect, os, re, select, shutil, subprocess, sys, tempfile, time

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


class Session:
    """A run of the app: its arguments, what it is given, the keys pressed."""
    def __init__(self, argv, env=None, keys="", marker=MARKER, stay=1.5, game_day=False):
        self.argv, self.env, self.keys, self.marker = argv, env or {}, keys, marker
        self.stay, self.game_day = stay, game_day


def sessions(binary, loopback_port, work):
    data = lambda: tempfile.mkdtemp(dir=work)  # noqa: E731
    live_env = {"JUMBOTRON_MLB_URL": f"http://127.0.0.1:{loopback_port}",
                "JUMBOTRON_MLB_LOGOS_URL": f"http://127.0.0.1:{loopback_port}/logos"}
    live_dir, day_dir = data(), data()
    return [Session([binary, "--offline", "--data-dir", data()], keys=VISIT),
            Session([binary, "--offline", "--no-images", "--data-dir", data()], keys=VISIT),
            Session([binary, "--data-dir", live_dir, "--date", "2018-09-20"], live_env),   # fills the cache
            Session([binary, "--data-dir", live_dir, "--date", "2018-09-20"], live_env),   # the warm start
            # scripts/bench/gameday.sh's day, its MLB game live from the start, for a minute.
            Session([binary, "--data-dir", day_dir, "--open", "mlb/game/777687", "--alerts", "banner", "--no-images"],
                    marker=None, stay=60, game_day=True)]


def game_day(session, work):
    """Serves scripts/bench/gameday_server.py's day and follows its teams: (server, URLs)."""
    port_file = os.path.join(work, f"gameday.{time.monotonic_ns()}")
    server = subprocess.Popen([sys.executable, os.path.join(root, "scripts/bench/gameday_server.py"), port_file,
                               port_file + ".log", "600"], env={**os.environ, "GAMEDAY_MLB_AT": "0"})
    while not (os.path.exists(port_file) and open(port_file).read().strip()):
        time.sleep(0.1)
    base = f"http://127.0.0.1:{open(port_file).read().strip()}"
    data_dir = session.argv[session.argv.index("--data-dir") + 1]
    subprocess.run([session.argv[0], "print", "teams", "--data-dir", data_dir], stdout=subprocess.DEVNULL, check=True)
    subprocess.run([sys.executable, os.path.join(root, "scripts/bench/gameday_follows.py"),
                    os.path.join(data_dir, "data", "favorites.sqlite")], check=True)
    return server, {name: base for name in ["JUMBOTRON_MLB_URL", "JUMBOTRON_NHL_URL", "JUMBOTRON_NBA_CDN_URL", "JUMBOTRON_ESPN_URL"]}


def read_for(fd, seconds):
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        if select.select([fd], [], [], min(left, 0.5))[0]:
            try:
                os.read(fd, 65536)
            except OSError:
                return


def run_session(prefix, session, pace, work):
    env = pty_app.environment()
    env.update(session.env)
    server = None
    if session.game_day:
        server, urls = game_day(session, work)
        env.update(urls)
    try:
        pid, fd = pty_app.spawn(prefix + session.argv, env)
        if session.marker:
            pty_app.read_until(fd, session.marker, timeout=60 * pace)
        for key in session.keys:
            os.write(fd, key.encode())
            pty_app.drain(fd, 0.4 * pace)
        if session.marker:
            pty_app.drain(fd, session.stay * pace)
        else:
            # Timed by the clock (the day's game plays in real time, and its screen is never
            # quiet for long): longer under valgrind, not fifty times longer.
            read_for(fd, session.stay * min(pace, 3))
        pty_app.finish(pid, fd, grace=5 * pace)
    finally:
        if server:
            server.terminate()
            server.wait()


def functions_run(profile, binary):
    """Addresses of the functions of `binary` that ran, from a callgrind profile. Names and
    objects are given once, with a number that stands for them after."""
    objects, names, current, found = {}, {}, None, set()
    binary = os.path.realpath(binary)
    with open(profile) as f:
        for line in f:
            if m := re.match(r"(c?)(ob|fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n")):
                callee, kind, number, name = m.groups()
                table = objects if kind == "ob" else names
                if name is not None:
                    table[number] = name
                if kind == "ob" and not callee:
                    current = objects.get(number)
                elif kind == "fn" and not callee and current == binary:
                    if (name := names.get(number, "")).startswith("0x"):
                        found.add(int(name.split("'")[0], 16))
    return found


def executed_by_callgrind(binary, layout, port, work):
    """Input sections holding a function callgrind saw run, in any session. The build is
    in link order: valgrind takes a binary's code to be its `.text` section alone."""
    # Without symbols callgrind names each function by its address in the file.
    bare = os.path.join(os.path.dirname(binary), "jumbotron-hot-profile")
    subprocess.run(["objcopy", "--strip-all", binary, bare], check=True)
    found = set()
    try:
        for n, session in enumerate(sessions(bare, port, work)):
            out = os.path.join(work, f"callgrind.{n}")
            run_session(["valgrind", "--tool=callgrind", "--dump-line=no", f"--callgrind-out-file={out}"], session, 10, work)
            for address in functions_run(out, bare):
                if hit := layout.at(address):
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
    for n, session in enumerate(sessions(binary, port, work)):
        out = os.path.join(work, f"faults.{n}")
        run_session(["perf", "record", "-q", "-e", "page-faults", "-c", "1", "-d", "-o", out, "--"], session, 1, work)
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
        write_script(set())
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
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
