#!/usr/bin/env python3
"""A hostile loopback server for scripts/soak.sh: every source's paths, and each
request gets, in turn, a good payload (our bundled sample), a fault (500, a
hang, a truncated body, garbage) or an endless chunked body. 127.0.0.1 only."""
import itertools, os, sys, threading, time
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
    return None


kinds = itertools.cycle(["good", "status", "good", "endless", "good", "hang", "truncated", "good", "garbage"])
lock = threading.Lock()
counts = {}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        with lock:
            kind = next(kinds)
            counts[kind] = counts.get(kind, 0) + 1
        name = sample(self.path)
        body = open(os.path.join(samples, name), "rb").read() if name else b""
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


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
with open(port_file, "w") as f:
    f.write(str(server.server_address[1]))
threading.Thread(target=server.serve_forever, daemon=True).start()
while time.time() < stop_at:
    time.sleep(1)
print(" ".join(f"{k}={v}" for k, v in sorted(counts.items())), file=sys.stderr)
