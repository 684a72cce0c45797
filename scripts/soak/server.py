#!/usr/bin/env python3
"""A hostile loopback server for scripts/soak.sh: every source's paths, and each
request gets, in turn, a good payload (our bundled sample), a fault (500, a
hang, a truncated body, garbage), an endless chunked body, or, for a game,
an impostor: another game's feed or landing, its id and all. Pictures (logos,
posters, headshots) have faults of their own: an inflate bomb, a JPEG of
20,000 scans, one byte a second, 1.9 MB headshots each different (the good
payloads point every picture here, under a name new to each answer, so the
picture cache keeps meeting new ones). 127.0.0.1 only."""
import itertools, os, signal, struct, sys, threading, time, zlib
from http.server import ThreadingHTTPServer, BaseHTTPRequestHandler

samples = sys.argv[1]
port_file = sys.argv[2]
stop_at = time.time() + float(sys.argv[3]) + 60


def sample(path):
    p = path.split("?")[0]
    if p.startswith("/api/v1/schedule"): return "mlb/schedule-2018-09-19.json"
    if p.startswith("/api/v1/standings"): return "mlb/standings-2018.json"
    if p.startswith("/yinzcam"): return "yinzcam/schedule.json"
    if p.startswith("/shows"): return "tvmaze/shows-page-0.json"
    if p.startswith("/v1/standings"): return "nhl/standings.json"
    if p.startswith("/v1/roster"): return "nhl/roster-TOR.json"
    if p.startswith("/v1/player"): return "nhl/player-8480800.json"
    if p.startswith("/nba/v1/teams"): return "nba/teams.json"
    if p.startswith("/nba/v1/players"): return "nba/players-20-first.json"
    if p.startswith("/api/v1.1/game/"): return game_sample("mlb", "game", p.split("/")[4])
    if p.startswith("/api/v1/game/"): return game_sample("mlb", "win-probability", p.split("/")[4])
    if p.startswith("/v1/schedule"): return "nhl/schedule-2026-11-21.json"
    if p.startswith("/v1/gamecenter/"):
        return game_sample("nhl", p.rstrip("/").split("/")[-1], p.split("/")[3])
    return None


def game_sample(league, kind, ident):
    name = f"{league}/{kind}-{ident}.json"
    return name if os.path.exists(os.path.join(samples, name)) else None


def impostor(name):
    """Another bundled game's answer for the same request (a wrong route, a confused cache)."""
    folder, base = os.path.split(name)
    kind, ident = base[:-5].rsplit("-", 1)
    others = sorted(f for f in os.listdir(os.path.join(samples, folder))
                    if f.startswith(kind + "-") and f[len(kind) + 1:-5].isdigit() and f != base)
    return os.path.join(folder, others[int(ident) % len(others)]) if others else name


kinds = itertools.cycle(["good", "status", "good", "endless", "good", "hang", "truncated", "good", "garbage", "impostor", "good"])
picture_kinds = itertools.cycle(["good", "bomb", "big", "scans", "good", "drip", "big", "garbage", "big"])
served = itertools.count()


def png(width, height, raw):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


def bomb():
    """A PNG of about 300 KB whose 100 x 100 header hides 300 MB of zeros."""
    c = zlib.compressobj(9)
    zeros = b"\0" * (1 << 20)
    return png(100, 100, b"".join(c.compress(zeros) for _ in range(300)) + c.flush())


BOMB = bomb()
# 20,000 scans of an 8 x 8 progressive JPEG.
SCANS = (bytes([0xFF, 0xD8, 0xFF, 0xDB, 0x00, 0x43, 0x00]) + bytes([1]) * 64
         + bytes([0xFF, 0xC2, 0x00, 0x0B, 0x08, 0x00, 0x08, 0x00, 0x08, 0x01, 0x01, 0x11, 0x00])
         + bytes([0xFF, 0xC4, 0x00, 0x14, 0x00, 1]) + bytes(15) + bytes([0])
         + bytes([0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x7F]) * 20000 + bytes([0xFF, 0xD9]))


def big_headshot(n):
    """About 1.9 MB, different for every n: 700 x 700 RGBA rows of noise-like bytes, stored."""
    seed = n.to_bytes(4, "big")
    rows = b"".join(b"\0" + (seed * 700) for _ in range(700))
    return png(700, 700, zlib.compress(rows, 0))


def picture_path(path):
    return path.split("?")[0].rsplit(".", 1)[-1].lower() in ("png", "jpg", "jpeg", "svg", "img") or path.startswith("/pics/")


def pointed_here(body, base):
    """Every picture URL in a good payload, pointed at this server under a new name."""
    n = next(served)
    for host in (b"https://assets.nhle.com/", b"https://static.example.org/"):
        body = body.replace(host, b"%s/pics/%d/" % (base.encode(), n))
    return body
lock = threading.Lock()
counts = {}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def picture(self):
        with lock:
            kind = next(picture_kinds)
            counts["picture-" + kind] = counts.get("picture-" + kind, 0) + 1
            n = next(served)
        good = os.path.join(samples, "images", "nfl_pit_light.png")
        bodies = {"good": lambda: open(good, "rb").read(), "bomb": lambda: BOMB, "scans": lambda: SCANS,
                  "big": lambda: big_headshot(n), "garbage": lambda: b"<html>not a picture</html>"}
        try:
            if kind == "drip":
                self.send_response(200)
                self.send_header("Content-Length", "100000")
                self.end_headers()
                self.wfile.write(b"\x89")
                while time.time() < stop_at:
                    self.wfile.write(b"\0")
                    self.wfile.flush()
                    time.sleep(1)
                return
            body = bodies[kind]()
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

    def do_GET(self):
        if picture_path(self.path):
            return self.picture()
        with lock:
            kind = next(kinds)
            counts[kind] = counts.get(kind, 0) + 1
        name = sample(self.path)
        if kind == "impostor" and name and ("game" in name or "landing" in name or "boxscore" in name or "play-by-play" in name):
            name = impostor(name)
        if kind == "impostor":
            kind = "good"            # other paths: the right answer
        body = open(os.path.join(samples, name), "rb").read() if name else b""
        body = pointed_here(body, "http://127.0.0.1:%d" % self.server.server_address[1])
        try:
            if kind == "good" and name:
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            elif kind == "endless":
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                chunk = b" " * 65536
                frame = b"%x\r\n" % len(chunk) + chunk + b"\r\n"
                while time.time() < stop_at:
                    self.wfile.write(frame)
            elif kind == "hang":
                time.sleep(30)
            elif kind == "truncated":
                self.send_response(200)
                self.send_header("Content-Length", str(len(body) + 1000))
                self.end_headers()
                self.wfile.write(body[: len(body) // 2])
            elif kind == "garbage":
                self.wfile.write(b"NOT HTTP AT ALL\r\n\r\n")
            else:
                self.send_response(500 if kind == "status" else 404)
                self.send_header("Content-Length", "0")
                self.end_headers()
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True


def report(*_):
    print(" ".join(f"{k}={v}" for k, v in sorted(counts.items())), file=sys.stderr, flush=True)
    os._exit(0)


signal.signal(signal.SIGTERM, report)   # the soak stops the server when it is done
server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
with open(port_file, "w") as f:
    f.write(str(server.server_address[1]))
threading.Thread(target=server.serve_forever, daemon=True).start()
while time.time() < stop_at:
    time.sleep(1)
report()
