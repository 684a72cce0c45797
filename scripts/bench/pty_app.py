#!/usr/bin/env python3
"""Runs a full-screen program under a real pseudo-terminal and measures it
from the outside, the way a user meets it.

  pty_app.py first-paint  RUNS  MARKER  -- argv...   time from exec to MARKER on screen, then `q`
  pty_app.py first-paint-rounds RUNS SPEC.json      the same for several programs, one of each per round
  pty_app.py cursor-bytes MARKER KEY    -- argv...   bytes the program writes for one KEY press
  pty_app.py idle-cpu     SECONDS MARKER -- argv...  CPU seconds used while idle after MARKER
  pty_app.py peak-rss     MARKER KEYS   -- argv...   peak RSS (kB) after pressing KEYS one by one
  pty_app.py import-time  RUNS MODULE   -- python... time to start PYTHON and import MODULE (no terminal)
  pty_app.py instructions MARKER        -- argv...   instructions run (valgrind's callgrind) from exec to MARKER, then `q`

Prints one JSON object. The terminal is 120x40 (PTY_COLS, PTY_ROWS), TERM=xterm-256color.
"""
import fcntl
import json
import os
import pty
import select
import signal
import statistics
import struct
import sys
import termios
import time

COLS, ROWS = int(os.environ.get("PTY_COLS", 120)), int(os.environ.get("PTY_ROWS", 40))


def spawn(argv, env):
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        os.execvpe(argv[0], argv, env)
    return pid, fd


def read_until(fd, marker, timeout=10.0, buf=b"", answer_attributes=False):
    """Reads until `marker` (bytes) has appeared; returns (output, found).
    With `answer_attributes`, answers the device-attributes question the
    moment it is asked, as a real terminal does (the harness's quit race)."""
    deadline = time.monotonic() + timeout
    answered = not answer_attributes
    while marker not in buf or (not answered and b"\x1b[c" in buf):
        left = deadline - time.monotonic()
        if left <= 0:
            return buf, False
        r, _, _ = select.select([fd], [], [], left)
        if not r:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return buf, False
        if not chunk:
            return buf, False
        buf += chunk
        if not answered and b"\x1b[c" in buf:
            os.write(fd, b"\x1b[?62;22c")
            answered = True
    return buf, True


def drain(fd, quiet=0.3):
    """Reads until the program has been silent for `quiet` seconds."""
    out = b""
    while True:
        r, _, _ = select.select([fd], [], [], quiet)
        if not r:
            return out
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return out
        if not chunk:
            return out
        out += chunk


def finish(pid, fd, grace=5):
    try:
        os.write(fd, b"q")
    except OSError:
        pass
    deadline = time.monotonic() + grace
    interrupt = time.monotonic() + grace / 5   # `q` first closes a detail or overlay: then Ctrl-C
    while time.monotonic() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        if interrupt and time.monotonic() > interrupt:
            interrupt = None
            try:
                os.write(fd, b"\x03")
            except OSError:
                pass
        try:
            r, _, _ = select.select([fd], [], [], 0.05)
            if r:
                os.read(fd, 65536)
        except OSError:
            pass
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    os.close(fd)


def environment():
    env = dict(os.environ)
    env.setdefault("LANG", "en_US.UTF-8")
    env["TERM"] = "xterm-256color"
    env.setdefault("TZ", "America/New_York")
    return env


def first_paint(runs, marker, argv):
    times = []
    for _ in range(runs):
        start = time.monotonic()
        pid, fd = spawn(argv, environment())
        _, found = read_until(fd, marker)
        elapsed = time.monotonic() - start
        finish(pid, fd)
        if not found:
            raise SystemExit(f"marker {marker!r} never appeared")
        times.append(elapsed * 1000)
    ordered = sorted(times)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return {"runs": runs, "median_ms": statistics.median(times), "p90_ms": p90, "min_ms": min(times), "max_ms": max(times)}


def first_paint_rounds(runs, specs):
    """Each program once per round, round after round, so that all of them
    meet the same moments of a machine whose speed drifts (the C floor moved
    between 2.9 and 6.9 ms within one hour here). specs: name -> [marker, argv]."""
    times = {name: [] for name in specs}
    for _ in range(runs):
        for name, (marker, argv) in specs.items():
            start = time.monotonic()
            pid, fd = spawn(argv, environment())
            _, found = read_until(fd, marker.encode())
            elapsed = time.monotonic() - start
            finish(pid, fd)
            if not found:
                raise SystemExit(f"{name}: marker {marker!r} never appeared")
            times[name].append(elapsed * 1000)
    out = {}
    for name, values in times.items():
        ordered = sorted(values)
        out[name] = {"runs": runs, "median_ms": statistics.median(values),
                     "p90_ms": ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))],
                     "min_ms": ordered[0], "max_ms": ordered[-1]}
    return out


def import_time(runs, module, argv):
    """Time for an interpreter to start and import MODULE: a lower bound for a
    program that needs the network before it paints (the Python peer)."""
    times = []
    for _ in range(runs):
        start = time.monotonic()
        done = os.spawnvp(os.P_WAIT, argv[0], argv + ["-c", f"import {module}"])
        times.append((time.monotonic() - start) * 1000)
        if done != 0:
            raise SystemExit(f"importing {module} failed")
    ordered = sorted(times)
    return {"runs": runs, "median_ms": statistics.median(times),
            "p90_ms": ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]}


def cursor_bytes(marker, key, argv):
    pid, fd = spawn(argv, environment())
    read_until(fd, marker)
    drain(fd, 0.5)
    # Keys that bring the screen to a list first (PTY_PRELUDE), e.g. Hockey's Teams.
    for k in os.environ.get("PTY_PRELUDE", ""):
        os.write(fd, k.encode())
        drain(fd, 0.4)
    sizes = []
    for _ in range(5):
        os.write(fd, key)
        sizes.append(len(drain(fd, 0.3)))
    finish(pid, fd)
    return {"key": key.decode(), "bytes_per_step": sizes, "median_bytes": statistics.median(sizes)}


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks   # utime + stime


def idle_cpu(seconds, marker, argv):
    pid, fd = spawn(argv, environment())
    read_until(fd, marker)
    drain(fd, 1.0)
    before = cpu_seconds(pid)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        drain(fd, 0.5)
    used = cpu_seconds(pid) - before
    finish(pid, fd)
    return {"seconds": seconds, "cpu_ms": used * 1000}


def walked(marker, keys, argv):
    """Starts argv, waits for marker, presses keys one by one and lets the last
    settle: (pid, fd) of the program still running, for a look at it."""
    pid, fd = spawn(argv, environment())
    read_until(fd, marker)
    for key in keys:
        os.write(fd, key.encode())
        drain(fd, 0.4)
    drain(fd, 1.5)   # pictures still converting, requests still out
    return pid, fd


def peak_rss(marker, keys, argv):
    pid, fd = walked(marker, keys, argv)
    with open(f"/proc/{pid}/status") as f:
        hwm = next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))
    private = 0
    with open(f"/proc/{pid}/smaps_rollup") as f:
        for line in f:
            if line.startswith("Private_Dirty:"):
                private += int(line.split()[1])
    finish(pid, fd)
    return {"keys": keys, "peak_rss_kb": hwm, "private_dirty_kb": private}


def instructions(marker, argv):
    import subprocess
    """The same start under callgrind, which counts the same on every run
    whatever else the machine is doing. The count is the main process's
    whole run: start, first paint, `q` and exit."""
    import glob, re, tempfile
    out = tempfile.mkdtemp(prefix="jt-cg-")
    try:
        cg = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}/cg.%p"]
        pid, fd = spawn(cg + argv, environment())
        _, found = read_until(fd, marker, timeout=120, answer_attributes=True)
        # The count so far is written now: what the first paint took, apart
        # from quitting and from anything a timer started meanwhile (under
        # valgrind the program runs some fifty times slower, while its timers
        # keep the clock's time).
        if found:
            subprocess.run(["callgrind_control", "--dump=first-paint", str(pid)], capture_output=True, timeout=60)
        finish(pid, fd, grace=60)
        if not found:
            raise SystemExit(f"marker {marker!r} never appeared under callgrind")
        parts = {}
        for name in glob.glob(out + "/cg.*"):
            with open(name, "rb") as f:
                text = f.read()
            m = re.search(rb"^(?:summary|totals): (\d+)", text, re.M)
            if m:
                parts[name] = (int(m.group(1)), b"first-paint" in text)
        if not parts:
            raise SystemExit("callgrind wrote no count")
        # The main process's parts: up to the paint, then the rest.
        first = [n for n, paint in parts.values() if paint]
        return {"instructions": sum(n for n, _ in parts.values()) if len(first) <= 1 else None,
                "to_first_paint": first[0] if len(first) == 1 else None}
    finally:
        # PTY_CG_KEEP=DIR keeps the profiles for callgrind_annotate.
        keep = os.environ.get("PTY_CG_KEEP")
        for name in os.listdir(out):
            if keep:
                os.replace(os.path.join(out, name), os.path.join(keep, name))
            else:
                os.unlink(os.path.join(out, name))
        os.rmdir(out)


def main():
    args = sys.argv[1:]
    if args and args[0] == "first-paint-rounds":
        # first-paint-rounds RUNS SPEC.json  (one JSON object out: name -> figures)
        with open(args[2]) as f:
            print(json.dumps(first_paint_rounds(int(args[1]), json.load(f))))
        return
    split = args.index("--")
    head, argv = args[:split], args[split + 1:]
    mode = head[0]
    if mode == "first-paint":
        result = first_paint(int(head[1]), head[2].encode(), argv)
    elif mode == "import-time":
        result = import_time(int(head[1]), head[2], argv)
    elif mode == "cursor-bytes":
        result = cursor_bytes(head[1].encode(), head[2].encode(), argv)
    elif mode == "idle-cpu":
        result = idle_cpu(float(head[1]), head[2].encode(), argv)
    elif mode == "instructions":
        result = instructions(head[1].encode(), argv)
    elif mode == "peak-rss":
        result = peak_rss(head[1].encode(), head[2], argv)
    else:
        raise SystemExit(f"unknown mode {mode}")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
