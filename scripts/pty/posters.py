#!/usr/bin/python3
"""Plays a sixel terminal for the built binary and reports, after each key,
which images are still whole on its screen: the test of "images stay put".

  posters.py MARKER KEYS_JSON -- argv...

The terminal is 120x40 with cells of 10x20 pixels (in the kernel's window
size, and answered to CSI 16 t); it answers the device attributes with 4
(sixel). Everything the program writes goes through pyte, a VT100 model;
each sixel image is cut out of the stream and stamped into the cells it
covers as a private-use character of its own, the way a real terminal holds
its pixels: text written over a cell, an erase or a scroll takes them with
it, exactly as xterm does with the image. After MARKER is on screen and the
program is quiet, each key in KEYS_JSON (a list of strings) is sent in
turn; after each, once quiet, one step is reported:

  {"steps": [{"key": "...", "screen": [lines], "images":
     [{"x":, "y":, "w":, "h":, "cells": cells left in place,
       "elsewhere": cells a scroll carried away}]}], "found": bool}

Needs Debian's python3-pyte (run with /usr/bin/python3). Bounded in time.
"""
import json
import os
import re
import sys

import pyte

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench"))
os.environ.setdefault("PTY_COLS", "120")
os.environ.setdefault("PTY_ROWS", "40")
import pty_app  # noqa: E402  (spawn, drain, finish)

COLS, ROWS, CELL_W, CELL_H = 120, 40, 10, 20


class Screen(pyte.Screen):
    """pyte plus REP (CSI b), which ncurses uses for runs of one character."""
    last = " "

    def draw(self, data):
        if data:
            self.last = data[-1]
        super().draw(data)

    def repeat_last(self, count=1, *args, **kwargs):
        self.draw(self.last * max(1, count))


class Stream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, b="repeat_last")


class Terminal:
    def __init__(self):
        self.screen = Screen(COLS, ROWS)
        self.stream = Stream(self.screen)
        self.pending = b""
        self.images = []

    def feed(self, data):
        data = self.pending + data
        self.pending = b""
        while data:
            start = min([i for i in (data.find(b"\x1bP"), data.find(b"\x1b_")) if i >= 0], default=-1)
            if start < 0:
                # An ESC at the very end may begin an image: keep it for the next read.
                if data.endswith(b"\x1b"):
                    self.stream.feed(data[:-1])
                    self.pending = b"\x1b"
                else:
                    self.stream.feed(data)
                return
            self.stream.feed(data[:start])
            end = data.find(b"\x1b\\", start)
            if end < 0:
                self.pending = data[start:]
                return
            if data[start + 1:start + 2] == b"P":
                self.image(data[start:end + 2])
            data = data[end + 2:]

    def image(self, sixel):
        raster = re.search(rb'q"\d+;\d+;(\d+);(\d+)', sixel[:64])
        if not raster:
            return
        w = -(-int(raster.group(1)) // CELL_W)
        h = -(-int(raster.group(2)) // CELL_H)
        x, y = self.screen.cursor.x, self.screen.cursor.y
        mark = chr(0xE000 + len(self.images) % 0x1800)
        for row in range(y, min(ROWS, y + h)):
            line = self.screen.buffer[row]
            for col in range(x, min(COLS, x + w)):
                line[col] = line[col]._replace(data=mark)
        self.images.append({"x": x, "y": y, "w": w, "h": h, "mark": mark})

    def report(self):
        """Each image with any of its pixels left: how many of its cells are
        where it was drawn, and how many a scroll carried elsewhere."""
        where = {}
        for row in range(ROWS):
            for col, char in self.screen.buffer[row].items():
                if "\ue000" <= char.data <= "\uf7ff":
                    where.setdefault(char.data, []).append((col, row))
        out = []
        for image in self.images:
            cells = where.get(image["mark"], [])
            if not cells:
                continue
            inside = sum(1 for col, row in cells if image["x"] <= col < image["x"] + image["w"]
                         and image["y"] <= row < image["y"] + image["h"])
            out.append({k: image[k] for k in ("x", "y", "w", "h")} | {"cells": inside, "elsewhere": len(cells) - inside})
        lines = ["".join(" " if "\ue000" <= c <= "\uf7ff" else c for c in line) for line in self.screen.display]
        return {"screen": lines, "images": out}


def answer(fd, seen):
    """Answers the start-up questions as a sixel terminal does."""
    if b"\x1b[16t" in seen:
        os.write(fd, b"\x1b[6;%d;%dt" % (CELL_H, CELL_W))
    if b"\x1b[c" in seen:
        os.write(fd, b"\x1b[?62;4;22c")


def main():
    marker, keys = sys.argv[1].encode(), json.loads(sys.argv[2])
    argv = sys.argv[sys.argv.index("--") + 1:]
    pid, fd = pty_app.spawn(argv, dict(os.environ, TERM="xterm-256color"))
    import fcntl, struct, termios
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, COLS * CELL_W, ROWS * CELL_H))
    terminal = Terminal()
    out, found = pty_app.read_until(fd, b"\x1b[c", timeout=10)
    answer(fd, out)
    # A second round of questions (the kitty query) ends with the device attributes again: answered as well.
    more, found = pty_app.read_until(fd, marker, timeout=15, buf=out)
    if more.count(b"\x1b[c") > 1:
        os.write(fd, b"\x1b[?62;4;22c")
    else:
        more += pty_app.drain(fd, quiet=0.3)
        if more.count(b"\x1b[c") > 1:
            os.write(fd, b"\x1b[?62;4;22c")
    seen = more + pty_app.drain(fd, quiet=1.5)
    terminal.feed(seen)
    steps = [{"key": ""} | terminal.report()]
    for key in keys:
        os.write(fd, key.encode())
        terminal.feed(pty_app.drain(fd, quiet=0.6))
        steps.append({"key": key} | terminal.report())
    pty_app.finish(pid, fd)
    print(json.dumps({"steps": steps, "found": found}))


if __name__ == "__main__":
    main()
