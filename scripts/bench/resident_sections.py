#!/usr/bin/env python3
"""Which of a program's own pages are in memory after the peak-RSS walk, by
section: how docs/benchmarks.md tells the code a session ran from the code
the kernel mapped around it.

  resident_sections.py KEYS -- argv...   e.g.
  resident_sections.py $'\\r2\\r3\\rf4\\r5a\\r\\r6\\r1' -- jumbotron --offline --no-images --data-dir DIR

Presses KEYS as pty_app.py peak-rss does (`walked`), then reads /proc/PID/pagemap (the
"present" bit, which needs no privilege) for every mapping of the binary and
names each present page's section from `readelf -SW`. Prints VmHWM, then kB
resident and each section's size.
"""
import os, re, struct, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_app  # noqa: E402

keys = sys.argv[1]
argv = sys.argv[sys.argv.index("--") + 1:]
binary = os.path.realpath(argv[0])
pid, fd = pty_app.walked(b"Pittsburgh Pirates", keys, argv)
with open(f"/proc/{pid}/status") as f:
    hwm = next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))
present = []   # file offsets of the binary's pages in memory
with open(f"/proc/{pid}/maps") as maps, open(f"/proc/{pid}/pagemap", "rb") as pagemap:
    for line in maps:
        fields = line.split()
        if len(fields) < 6 or os.path.realpath(fields[5]) != binary:
            continue
        low, high = (int(x, 16) for x in fields[0].split("-"))
        pagemap.seek(low // 4096 * 8)
        entries = pagemap.read((high - low) // 4096 * 8)
        for i in range((high - low) // 4096):
            if struct.unpack_from("<Q", entries, i * 8)[0] >> 63:
                present.append(int(fields[2], 16) + i * 4096)
pty_app.finish(pid, fd)

sections = []
for line in subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True).stdout.splitlines():
    m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+[0-9a-f]+\s+([0-9a-f]+)\s+([0-9a-f]+)", line)
    if m and int(m.group(3), 16):
        sections.append((m.group(1), int(m.group(2), 16), int(m.group(3), 16)))
resident = {}
for offset in present:
    names = [n for n, start, size in sections if start < offset + 4096 and offset < start + size]
    name = names[0] if len(names) == 1 else "+".join(names[:3]) or "(headers)"
    resident[name] = resident.get(name, 0) + 4
sizes = {n: size // 1024 for n, _, size in sections}
print(f"VmHWM {hwm} kB; the binary's pages in memory {len(present) * 4} kB")
for name, kb in sorted(resident.items(), key=lambda kv: -kv[1]):
    print(f"{kb:8d} kB  {name}" + (f"  (of {sizes[name]} kB)" if name in sizes else ""))
