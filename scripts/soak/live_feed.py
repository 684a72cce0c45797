#!/usr/bin/env python3
"""Loopback MLB server for scripts/live-soak.sh: the bundled 2018-09-20
schedule, and the bundled live game 530101 whose feed moves on at every poll
(the count cycles and a pitch is added), asking to be polled every 5 s.
127.0.0.1 only; stops on its own after the given seconds plus a minute."""
import copy, json, os, sys, threading, time
from http.server import ThreadingHTTPServer, BaseHTTPRequestHandler

samples, port_file, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
schedule = open(os.path.join(samples, "mlb/schedule-2018-09-20.json"), "rb").read()
base = json.load(open(os.path.join(samples, "mlb/game-530101.json")))
base["metaData"]["wait"] = 5
polls = 0


def feed(n):
    f = copy.deepcopy(base)
    ls = f["liveData"]["linescore"]
    ls["balls"], ls["strikes"] = n % 4, (n // 4) % 3
    current = f["liveData"]["plays"]["allPlays"][-1]
    pitch = copy.deepcopy(current["playEvents"][-1])
    for i in range(n % 7):
        p = copy.deepcopy(pitch)
        p["pitchNumber"] = len(current["playEvents"]) + 1
        current["playEvents"].append(p)
    return json.dumps(f).encode()


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args): pass

    def do_GET(self):
        global polls
        if self.path.startswith("/api/v1/schedule"):
            body = schedule
        elif self.path.startswith("/api/v1.1/game/530101/feed/live"):
            polls += 1
            body = feed(polls)
        else:
            self.send_response(404); self.send_header("Content-Length", "0"); self.end_headers(); return
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
open(port_file, "w").write(str(server.server_address[1]))
threading.Timer(seconds + 60, server.shutdown).start()
server.serve_forever()
print(polls, file=sys.stderr)
