#!/usr/bin/env python3
"""Peak memory while the new sports' large answers are read: `jumbotron print`
against a loopback server answering each recorded answer (Tests/Fixtures),
against the same command answered with an empty one, in fresh processes; the
difference of their peaks is what reading the answer cost, said as a
multiple of the answer's size (the bar: three times). Two peaks are taken: the
process's RSS, and its heap's high-water mark (heap_peak.c, preloaded; built
here with cc). RSS also counts the code a path pages in (about a megabyte for
a first decode and print), which is most of a small answer's difference; the
heap counts only what was allocated.

    decode_memory.py BINARY [RUNS, default 3]

Prints one JSON object: per answer, its bytes, the peaks (kB, the lowest of the
runs) and the ratios.
"""
import json, os, resource, subprocess, sys, tempfile, threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIX = os.path.join(ROOT, "Tests/Fixtures")
binary, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3
SHIM_DIR = tempfile.mkdtemp()
SHIM = os.path.join(SHIM_DIR, "heap_peak.so")
subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", SHIM, os.path.join(ROOT, "scripts/bench/heap_peak.c")], check=True)

def fixture(path):
    return open(os.path.join(FIX, path), "rb").read()

f1 = b'{"events": [' + fixture("espn-sports/f1-event-azerbaijan-2023.json") + b']}'
CASES_ALL = [
    ("tennis: a Grand Slam's day", ["print", "games", "--league", "atp", "--date", "2025-06-01"], "/tennis/atp/scoreboard",
     fixture("espn-sports/tennis-atp-scoreboard-roland-garros-2025.json"), b'{"events": []}'),
    ("golf: a field hole by hole", ["print", "games", "--league", "pga", "--date", "2025-06-01"], "/golf/pga/scoreboard",
     fixture("espn-sports/golf-pga-scoreboard-memorial-2025-final.json"), b'{"events": []}'),
    ("NFL leaders", ["print", "leaders", "--league", "nfl"], "/football/nfl/leaders",
     fixture("espn-people/nfl-leaders-2024-site-v3.json"), b'{}'),
    ("F1 weekend", ["print", "games", "--league", "f1", "--date", "2023-04-30"], "/racing/f1/scoreboard", f1, b'{"events": []}'),
]

# DECODE_ONLY=F1 measures the answers whose names hold that text.
CASES = [case for case in CASES_ALL if os.environ.get("DECODE_ONLY", "") in case[0]]

ANSWER = {"path": "", "body": b""}

class Handler(BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def do_GET(self):
        body = ANSWER["body"] if ANSWER["path"] in self.path else b'{}'
        status = 200 if ANSWER["path"] in self.path else 404
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{server.server_address[1]}"

def peak(argv):
    """The peak RSS (kB) of one run of `argv` in a process of its own (a child's child's maxrss is its own)."""
    with tempfile.TemporaryDirectory() as data:
        probe = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); "
                 "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
        env = dict(os.environ, JUMBOTRON_ESPN_URL=base, JUMBOTRON_JOLPICA_URL=base, LANG="C.UTF-8", TZ="UTC")
        out = subprocess.run([sys.executable, "-c", probe, binary] + argv + ["--data-dir", data], env=env, capture_output=True, text=True)
        return int(out.stdout.strip() or 0)

def heap_peak(argv):
    """The heap's high-water mark (kB) of one run of `argv`, counted by the preloaded shim."""
    with tempfile.TemporaryDirectory() as data:
        report = os.path.join(data, "heap-peak")
        env = dict(os.environ, JUMBOTRON_ESPN_URL=base, JUMBOTRON_JOLPICA_URL=base, LANG="C.UTF-8", TZ="UTC",
                   LD_PRELOAD=SHIM, HEAP_PEAK_FILE=report)
        subprocess.run([binary] + argv + ["--data-dir", data], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            return int(open(report).read().strip()) // 1024
        except (OSError, ValueError):
            return 0

results = {}
for name, argv, path, body, empty in CASES:
    ANSWER["path"] = path
    full, none, heap_full, heap_none = [], [], [], []
    for _ in range(runs):
        ANSWER["body"] = body
        full.append(peak(argv))
        heap_full.append(heap_peak(argv))
        ANSWER["body"] = empty
        none.append(peak(argv))
        heap_none.append(heap_peak(argv))
    extra, heap_extra = min(full) - min(none), min(heap_full) - min(heap_none)
    results[name] = {"bytes": len(body), "peak_kb": min(full), "empty_peak_kb": min(none), "extra_kb": extra,
                     "ratio": round(extra * 1024 / len(body), 2),
                     "heap_peak_kb": min(heap_full), "empty_heap_peak_kb": min(heap_none), "heap_extra_kb": heap_extra,
                     "heap_ratio": round(heap_extra * 1024 / len(body), 2)}
print(json.dumps(results, indent=1))
