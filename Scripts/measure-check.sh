#!/usr/bin/env bash
# Times a passing `themeshot check` of one 3× phone screen (settings, Light, iPhone 15,
# 1179×2556) against the peers' path on the same screen: Skia render of its display list
# + libpng decode of the reference + pixelmatch-fast of the identical pair.
#
# themeshot's figure is the per-image time `check` records in timings.json (load the
# screen, style, lay out, rasterize, hash, read and hash the reference PNG, compare with
# the sidecar), median of RUNS passing checks. The peers' figures are their own medians.
#
# Usage: Scripts/measure-check.sh [RUNS]      (default 9)
#        THEMESHOT_BIN=path/to/release/themeshot Scripts/measure-check.sh   (no build: time
#        a release binary built elsewhere, e.g. on a machine where builds are shared)
set -euo pipefail
cd "$(dirname "$0")/.."
PEERS="${PEERS:-../shared/peers}"
[ -d "$PEERS" ] || PEERS=/work/shared/peers
RUNS="${1:-9}"
OUT=.build/measure-check
# The exported scene (and the images it names) is kept: making it again is a debug build
# and a test run.
mkdir -p "$OUT" && find "$OUT" -mindepth 1 -maxdepth 1 ! -name settings.scene.json ! -name "inline-*.png" -exec rm -rf {} +
BIN="${THEMESHOT_BIN:-}"
if [ -z "$BIN" ]; then
  swift build -c release --product themeshot >&2
  BIN=.build/release/themeshot
fi
ARGS=(check --theme Light --screen settings --snapshots "$OUT/Snapshots" --out "$OUT/check"
  --report "$OUT/report")
"$BIN" "${ARGS[@]}" --record all >/dev/null || true
for _ in $(seq "$RUNS"); do
  "$BIN" "${ARGS[@]}" >/dev/null
  python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["Light/settings.png"] * 1000)' \
    "$OUT/report/timings.json"
done >"$OUT/themeshot.txt"
[ -f "$OUT/settings.scene.json" ] || THEMESHOT_EXPORT_SCENE="$PWD/$OUT/settings.scene.json" \
  swift test --filter MeasuredScreenExport >&2
# The peers' renderers read image paths relative to the scene file.
python3 - "$OUT/settings.scene.json" <<'PY'
import json, os, sys
path = sys.argv[1]
scene = json.load(open(path))
def fix(node):
    if isinstance(node, dict):
        f = node.get("file")
        if isinstance(f, str) and f.startswith("/"):
            node["file"] = os.path.relpath(f, os.path.dirname(os.path.abspath(path)))
        for v in node.values(): fix(v)
    elif isinstance(node, list):
        for v in node: fix(v)
fix(scene)
json.dump(scene, open(path, "w"))
PY
python3 "$PEERS/render_skia.py" "$OUT/settings.scene.json" "$OUT/skia.png" --runs "$RUNS" \
  >"$OUT/skia.txt"
~/.cache/peers/pngbench "$OUT/Snapshots/Light/settings.png" >"$OUT/png.txt"
python3 "$PEERS/diff_bench.py" "$OUT/skia.png" "$OUT/skia.png" --impl fast --runs "$RUNS" \
  >"$OUT/pixelmatch.txt"
python3 - "$OUT" <<'PY'
import re, statistics, sys
out = sys.argv[1]
ours = statistics.median(float(l) for l in open(f"{out}/themeshot.txt") if l.strip())
skia = float(re.search(r"median ([0-9.]+)", open(f"{out}/skia.txt").read()).group(1))
png = float(re.search(r"decode ([0-9.]+) ms", open(f"{out}/png.txt").read()).group(1))
pm = float(re.search(r"ms median ([0-9.]+)", open(f"{out}/pixelmatch.txt").read()).group(1))
peers = skia + png + pm
print(f"themeshot check (render + hash + compare): {ours:.1f} ms")
print(f"peers: Skia render {skia:.1f} ms + libpng decode {png:.1f} ms + pixelmatch-fast {pm:.1f} ms = {peers:.1f} ms")
print(f"ratio: {ours / peers:.2f}x the peers' path")
PY
