#!/usr/bin/env python3
"""Plays a terminal for the built binary under a real pseudo-terminal, for the
end-to-end tests that need exact timing or what is left in the terminal
after the app ends.

  harness.py quit-race MARKER OFFSETS_MS -- argv...
      For each offset: start the app, wait until MARKER is on screen, wait
      the offset, press q, and record how the process ended. Prints
      {"runs": [{"offset": ms, "exit": code or null, "signal": n or null}]}.
  harness.py late-answers MARKER -- argv...
      Starts `sh -c 'argv; read what is left'`: once MARKER is on screen,
      presses q and then, 60 ms later, sends the answers a slow terminal
      gives to the start-up questions. Prints {"exit": code, "leftover":
      "..."}: what the shell could still read after the app ended.

  harness.py play TERMINAL STEPS -- argv...
      The same terminal, driven by STEPS, a JSON list of [marker, keys]:
      wait for each marker (in what was written since the last step), then
      type its keys. Prints {"exit": code, "bytes": base64 of everything written}.
  harness.py answer-as TERMINAL MARKER -- argv...
      Answers the start-up questions as TERMINAL does, each as it is asked
      (`tmux`: tmux 3.4 over ssh, no TMUX in the environment; `kitty`: a
      kitty that knows its graphics protocol); once MARKER is on screen,
      presses q. Prints {"exit": code, "apc": bool, "asked": [...]}: whether
      any APC string (`ESC _`, which tmux takes for a pane title) was written.

The terminal is 120x40 with TERM=xterm-256color. Bounded in time throughout.
"""
import json, os, select, signal, sys, time



sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench"))
from pty_app import read_until, spawn as spawn_in  # noqa: E402  (the benchmarks' pty, 120x40)


def spawn(argv):
    return spawn_in(argv, dict(os.environ, TERM="xterm-256color"))


def finish(pid, fd, timeout=10):
    """Reads until the child is gone; returns (output, exit code, signal)."""
    out, deadline = b"", time.monotonic() + timeout
    while time.monotonic() < deadline:
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                chunk = b""
            out += chunk
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            os.close(fd)
            return out, (os.WEXITSTATUS(status) if os.WIFEXITED(status) else None), \
                (os.WTERMSIG(status) if os.WIFSIGNALED(status) else None)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    return out, None, "hung"


def quit_race(marker, offsets, argv):
    runs = []
    for offset in offsets:
        pid, fd = spawn(argv)
        _, seen = read_until(fd, marker, 10, answer_attributes=True)
        if seen:
            time.sleep(offset / 1000)
        os.write(fd, b"q")
        _, code, sig = finish(pid, fd)
        runs.append({"offset": offset, "painted": seen, "exit": code, "signal": sig})
    print(json.dumps({"runs": runs}))


def late_answers(marker, argv):
    quoted = " ".join("'" + a.replace("'", "'\\''") + "'" for a in argv)
    # After the app: raw mode, then whatever input is still queued, as octal.
    script = quoted + "; code=$?; stty raw -echo min 0 time 5; left=$(dd bs=1 count=200 2>/dev/null | od -An -c | tr -s ' \\n' ' '); printf 'EXIT=%s LEFT=[%s]\\n' $code \"$left\""
    pid, fd = spawn(["sh", "-c", script])
    _, seen = read_until(fd, marker, 10)
    os.write(fd, b"q")
    time.sleep(0.06)
    os.write(fd, b"\x1b]11;rgb:0000/0000/0000\x07\x1b[?62;4c")
    out, code, sig = finish(pid, fd)
    text = out.decode("utf-8", "replace")
    tail = text[text.rfind("EXIT="):] if "EXIT=" in text else ""
    left = tail[tail.find("LEFT=[") + 6:tail.rfind("]")] if "LEFT=[" in tail else None
    app_exit = int(tail[5:tail.find(" ")]) if tail.startswith("EXIT=") else None
    print(json.dumps({"painted": seen, "exit": app_exit, "leftover": (left or "").strip(), "signal": sig}))


TERMINALS = {
    # tmux answers XTVERSION and the secondary attributes itself, and never the kitty query.
    "tmux": {b"\x1b[>0q": b"\x1bP>|tmux 3.4\x1b\\", b"\x1b[>c": b"\x1b[>84;0;0c", b"\x1b[c": b"\x1b[?1;2;4c",
             b"\x1b]11;?": b"\x1b]11;rgb:0000/0000/0000\x1b\\"},
    "kitty": {b"\x1b[>0q": b"\x1bP>|kitty(0.35.2)\x1b\\", b"\x1b[>c": b"\x1b[>1;4000;29c", b"\x1b[c": b"\x1b[?62;c",
              b"\x1b]11;?": b"\x1b]11;rgb:0000/0000/0000\x1b\\", b"\x1b[16t": b"\x1b[6;20;10t",
              b"\x1b_Gi=31": b"\x1b_Gi=31;OK\x1b\\"},
}


class Terminal:
    """A pty child whose start-up questions are answered as TERMINAL answers them, each when asked."""

    def __init__(self, terminal, argv):
        self.answers = TERMINALS[terminal]
        self.pid, self.fd = spawn(argv)
        self.out, self.pos = b"", 0

    def pump(self, timeout):
        r, _, _ = select.select([self.fd], [], [], timeout)
        if not r:
            return True
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:
            return False
        self.out += chunk
        # Each question answered once for each time it is asked, in the order asked.
        while True:
            hits = [(self.out.find(q, self.pos), q) for q in self.answers if self.out.find(q, self.pos) >= 0]
            if not hits:
                return bool(chunk)
            at, q = min(hits)
            os.write(self.fd, self.answers[q])
            self.pos = at + len(q)

    def wait(self, marker, timeout=10, since=0):
        deadline = time.monotonic() + timeout
        while marker not in self.out[since:] and time.monotonic() < deadline:
            if not self.pump(0.05):
                return False
        return marker in self.out[since:]

    def linger(self, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.pump(0.05)


def play(terminal, steps, argv):
    import base64
    t = Terminal(terminal, argv)
    seen = []
    for marker, keys in steps:
        since = len(t.out)
        seen.append(t.wait(marker.encode(), since=0 if not seen else since))
        t.linger(0.5)
        os.write(t.fd, keys.encode())
    rest, code, sig = finish(t.pid, t.fd)
    print(json.dumps({"seen": seen, "exit": code, "signal": sig, "bytes": base64.b64encode(t.out + rest).decode()}))


def answer_as(terminal, marker, argv):
    t = Terminal(terminal, argv)
    seen = t.wait(marker)
    t.linger(0.5)   # a second round of questions, if any
    os.write(t.fd, b"q")
    rest, code, sig = finish(t.pid, t.fd)
    whole = t.out + rest
    apc, first_round = whole.find(b"\x1b_"), whole.find(b"\x1b[c")
    print(json.dumps({"painted": seen, "exit": code, "signal": sig, "apc": apc >= 0, "apc_after_first_round": apc > first_round >= 0}))


def main():
    args = sys.argv[1:]
    split = args.index("--")
    head, argv = args[:split], args[split + 1:]
    if head[0] == "quit-race":
        quit_race(head[1].encode(), [int(x) for x in head[2].split(",")], argv)
    elif head[0] == "late-answers":
        late_answers(head[1].encode(), argv)
    elif head[0] == "answer-as":
        answer_as(head[1], head[2].encode(), argv)
    elif head[0] == "play":
        play(head[1], json.loads(head[2]), argv)
    else:
        sys.exit("usage: harness.py quit-race MARKER OFFSETS -- argv | late-answers MARKER -- argv")


main()
