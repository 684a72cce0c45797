#!/usr/bin/env python3
"""Median seconds per json.loads (and orjson.loads, when installed) of each file."""
import json
import statistics
import sys
import time

try:
    import orjson
except ImportError:
    orjson = None


def median_seconds(fn, data, runs=30):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn(data)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


out = {}
for path in sys.argv[1:]:
    data = open(path, "rb").read()
    entry = {"bytes": len(data), "json_loads_s": median_seconds(json.loads, data)}
    if orjson:
        entry["orjson_s"] = median_seconds(orjson.loads, data)
    out[path] = entry
print(json.dumps(out))
