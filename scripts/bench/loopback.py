#!/usr/bin/env python3
"""A loopback stand-in for the MLB Stats API, for timing a live start.

  loopback.py SAMPLES DAY     serves SAMPLES/mlb/schedule-DAY.json for every
                              /api/v1/schedule request, SAMPLES/mlb/game-PK.json
                              for a game's feed, 404 for the rest (logos too);
                              prints its port on the first line, then serves
                              until killed.

Every request is answered at once: what the measurement isolates is the app's
own path from exec to data on screen, with the network as fast as it can be.
"""
import http.server
import os
import re
import socketserver
import sys

samples, day = sys.argv[1], sys.argv[2]


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        path = self.path.split("?", 1)[0]
        body = None
        if path.endswith("/api/v1/schedule"):
            body = self.read(f"mlb/schedule-{day}.json")
        elif m := re.search(r"/game/(\d+)/feed/live$", path):
            body = self.read(f"mlb/game-{m.group(1)}.json")
        if body is None:
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def read(self, name):
        try:
            with open(os.path.join(samples, name), "rb") as f:
                return f.read()
        except OSError:
            return None

    def log_message(self, *args):
        pass


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
