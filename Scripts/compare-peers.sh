#!/usr/bin/env bash
# Draws the peers' standard scenes (cards, stress, rects) with themeshot (release build) and
# with Skia, cairo and Blend2D in one run; prints median render times, themeshot's ratio to
# the faster of Skia and cairo, and pixelmatch (threshold 0.1) differences from Skia, for the
# full scenes and for their shapes alone (text ops removed). Blend2D runs twice: through its
# Python binding (one thread) and, when Benchmarks/Blend2DNative/build.sh can build it,
# through its C++ API with one and two threads.
#
# Usage: Scripts/compare-peers.sh [RUNS]        RUNS per timing, default 9
#        PEERS=/path/to/shared/peers Scripts/compare-peers.sh
#        BLEND2D_SRC=/path/to/blend2d/src Scripts/compare-peers.sh   (headers; else fetched)
set -euo pipefail
cd "$(dirname "$0")/.."
PEERS="${PEERS:-../shared/peers}"
[ -d "$PEERS" ] || PEERS=/work/shared/peers
RUNS="${1:-9}"
OUT=.build/compare-peers
mkdir -p "$OUT"
[ -f "$PEERS/scenes/cards.json" ] || bash "$PEERS/setup.sh"
swift build -c release --product themeshot >&2
NATIVE="$(Benchmarks/Blend2DNative/build.sh || true)"
python3 - "$PEERS" "$RUNS" "$OUT" "$NATIVE" <<'PY'
import json, os, re, subprocess, sys
peers, runs, out, native = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
bin = ".build/release/themeshot"

def native_median(scene, threads):
    """Blend2D's C++ API on a flattened copy of the scene; None when it was not built."""
    if not native:
        return None
    ops = f"{out}/{os.path.basename(scene)}.ops"
    with open(ops, "w") as f:
        subprocess.run(["python3", "Benchmarks/Blend2DNative/flatten_scene.py", scene], stdout=f, check=True)
    return median([native, ops, "--threads", str(threads), "--runs", runs])

def cell(value):
    return "—" if value is None else f"{value:.2f}"

def median(cmd):
    text = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    return float(re.search(r"render_ms median ([0-9.]+)", text).group(1))

def mismatched(a, b):
    text = subprocess.run(["python3", f"{peers}/diff_bench.py", a, b, "--runs", "1"],
                          capture_output=True, text=True, check=True).stdout
    return int(re.search(r"mismatched (\d+)", text).group(1))

rows, fidelity = [], []
for name in ["cards", "stress", "rects"]:
    scene = f"{peers}/scenes/{name}.json"
    t1 = median([bin, "raster", scene, "-o", f"{out}/{name}.png", "--threads", "1", "--runs", runs])
    t2 = median([bin, "raster", scene, "-o", f"{out}/{name}.png", "--threads", "2", "--runs", runs])
    peer = {}
    for tool in ["skia", "cairo", "blend2d"]:
        peer[tool] = median(["python3", f"{peers}/render_{tool}.py", scene, f"{out}/{name}-{tool}.png", "--runs", runs])
    best = min(peer["skia"], peer["cairo"])
    n1, n2 = native_median(scene, 0), native_median(scene, 2)
    rows.append((name, t1, t2, peer["skia"], peer["cairo"], peer["blend2d"], best / t2, n1, n2))
    pixels = 1170 * 2532
    full = mismatched(f"{out}/{name}.png", f"{out}/{name}-skia.png")
    # Shapes alone: the same scene without its text ops.
    doc = json.load(open(scene))
    doc["ops"] = [op for op in doc["ops"] if op["op"] != "text"]
    shapes = f"{out}/{name}-shapes.json"
    json.dump(doc, open(shapes, "w"))
    subprocess.run([bin, "raster", shapes, "-o", f"{out}/{name}-shapes.png"], check=True)
    subprocess.run(["python3", f"{peers}/render_skia.py", shapes, f"{out}/{name}-shapes-skia.png", "--runs", "1"],
                   capture_output=True, check=True)
    only = mismatched(f"{out}/{name}-shapes.png", f"{out}/{name}-shapes-skia.png")
    fidelity.append((name, full, 100 * full / pixels, only, 100 * only / pixels))

print(f"\nrender medians in ms ({runs} runs each; peers time playback only, see peers/README.md)\n")
print("| scene | themeshot 1 thread | themeshot 2 threads | Skia | cairo | Blend2D (Python, 1 thread) | Blend2D C++ 1 thread | Blend2D C++ 2 threads | faster of Skia/cairo ÷ themeshot (2t) |")
print("|---|---|---|---|---|---|---|---|---|")
for r in rows:
    print(f"| `{r[0]}` | {r[1]:.2f} | {r[2]:.2f} | {r[3]:.2f} | {r[4]:.2f} | {r[5]:.2f} | {cell(r[7])} | {cell(r[8])} | {r[6]:.2f}× |")
print("\nthemeshot ÷ Blend2D (goal ≤ 1.0): 1 thread vs the Python binding; 2 threads vs C++ on 2 threads\n")
print("| scene | 1 thread ÷ Blend2D Python | 1 thread ÷ Blend2D C++ | 2 threads ÷ Blend2D C++ 2 threads |")
print("|---|---|---|---|")
for r in rows:
    c1 = "—" if r[7] is None else f"{r[1] / r[7]:.2f}×"
    c2 = "—" if r[8] is None else f"{r[2] / r[8]:.2f}×"
    print(f"| `{r[0]}` | {r[1] / r[5]:.2f}× | {c1} | {c2} |")
print("\npixelmatch (threshold 0.1) against Skia, 1170 × 2532 px\n")
print("| scene | whole scene | shapes alone (text removed) |")
print("|---|---|---|")
for f in fidelity:
    print(f"| `{f[0]}` | {f[1]} px ({f[2]:.3f} %) | {f[3]} px ({f[4]:.3f} %) |")
PY
