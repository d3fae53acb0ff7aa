#!/usr/bin/env bash
# Every stage beside its peer, in one run, at two sizes each (so growth is measured):
#   theme resolve (CLI) vs Python's json.load of the same file; render of N widgets (CLI);
#   PNG encode vs libdeflate level 6 and libpng; PNG decode vs libpng; raster vs Blend2D;
#   CLI start; styling in process; the example app's render and 600 renders; a passing
#   check of one screen vs the peers' path (Scripts/measure-check.sh).
# Prints a Markdown table (the README's "Performance" section quotes one run of it).
#
# Usage: Scripts/bench.sh [RUNS]          RUNS per timing, default 7
#        PEERS=/path/to/shared/peers Scripts/bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PEERS="${PEERS:-../shared/peers}"
[ -d "$PEERS" ] || PEERS=/work/shared/peers
RUNS="${1:-7}"
OUT=.build/bench
mkdir -p "$OUT"
[ -f "$PEERS/scenes/cards.json" ] && [ -x "$HOME/.cache/peers/pngbench" ] || bash "$PEERS/setup.sh" >&2
swift build -c release --product themeshot >&2
swift build -c release --product themeshot-bench >&2
python3 - "$PEERS" "$RUNS" "$OUT" <<'PY'
import json, os, re, statistics, subprocess, sys, time
peers, runs, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
bin = os.path.abspath(".build/release/themeshot")
bench = os.path.abspath(".build/release/themeshot-bench")
rows = []  # (stage, size, themeshot, peer name, peer, ratio text)

def wall(cmd, cwd=None):
    """Median wall time in ms of a command, output discarded."""
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append((time.perf_counter() - t) * 1e3)
    return statistics.median(times)

def add(stage, size, ours, peer_name="—", peer=None, unit="ms"):
    ratio = f"{ours / peer:.2f}×" if peer else "—"
    p = f"{peer:.2f} {unit}" if peer else "—"
    rows.append((stage, size, f"{ours:.2f} {unit}", peer_name, p, ratio))

# CLI start: the smallest command.
start = wall([bin, "--version"])
add("CLI start (`themeshot --version`)", "—", start)

# Theme resolve: ThemesBenchmarks' synthetic Motif JSON (constants, styles with 3-deep
# inheritance), through the CLI (start and printing included) beside json.load of the file.
def theme(constants, styles):
    lines = []
    for i in range(constants):
        if i % 3 == 0: v = '"#%02x%02x%02x"' % ((i * 37) % 256, (i * 91) % 256, (i * 13) % 256)
        elif i % 3 == 1: v = str((i % 40) / 2)
        else: v = f'"$C{i - 2}"' if (i // 3) % 2 == 0 else f'"$C{i - 3}"'
        lines.append(f'  "$C{i}": {v}')
    span = constants // 3 * 3
    for s in range(styles):
        props = [] if s % 4 == 0 else [f'"_superclass": ".S{s - 1}"']
        props += [f'"backgroundColor": "$C{(s * 3) % span}"', f'"tintColor": "$C{((s + 1) * 3) % span + 2}"',
                  f'"layer.borderColor": "$C{((s + 2) * 3) % span}"', f'"layer.cornerRadius": "$C{(s * 3) % span + 1}"',
                  f'"layer.borderWidth": "$C{((s + 1) * 3) % span + 1}"', '"alpha": 0.5',
                  '"contentEdgeInsets": "{8, 16, 8, 16}"', '"textAlignment": "center"']
        lines.append(f'  ".S{s}": {{' + ", ".join(props) + "}")
    return "{\n" + ",\n".join(lines) + "\n}\n"

def json_load(path):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        with open(path) as f: json.load(f)
        times.append((time.perf_counter() - t) * 1e3)
    return statistics.median(times)

for k in (1, 2):
    path = f"{out}/theme-{k}.json"
    open(path, "w").write(theme(5000 * k, 2000 * k))
    kb = os.path.getsize(path) // 1024
    ours = wall([bin, "theme", "resolve", path])
    add("theme resolve, CLI incl. start", f"{5 * k}k constants + {2 * k}k styles ({kb} KB)", ours,
        "Python `json.load`", json_load(path))
    # The resolution alone, in process (read + resolve; no start, no printing).
    t = subprocess.run([bench, "resolve", path, str(runs)], capture_output=True, text=True, check=True).stdout
    add("theme resolve, in process", f"{5 * k}k constants + {2 * k}k styles ({kb} KB)",
        float(re.search(r"median ([0-9.]+) ms", t).group(1)), "Python `json.load`", json_load(path))

# Styling and layout of a generated tree against a generated 1,000-rule Pixelbits theme, in
# process (StageBench's `style`): CPU per widget at two sizes.
t = subprocess.run([bench, "style", str(runs)], capture_output=True, text=True, check=True).stdout
for m in re.finditer(r"style\+layout (\d+) widgets:.*?([0-9.]+) µs cpu per widget", t):
    add("style + lay out, in process (1,000 rules, per widget)", f"{int(m.group(1)):,} widgets",
        float(m.group(2)), unit="µs")

# Render N widgets on a 100×100 device against a Pixelbits theme of 1,000 rules.
def project(n):
    folder = f"{out}/render-{n}"
    os.makedirs(f"{folder}/screens", exist_ok=True)
    rules = ["UILabel:\n  text-color: \"#102030\"\n  font: \"Helvetica, 12\""]
    for i in range(999):
        rules.append(f"UILabel.t{i}:\n  text-color: \"#{(i * 37) % 256:02x}{(i * 91) % 256:02x}{(i * 13) % 256:02x}\"\n"
                     f"  background-color: \"#{(i * 7) % 256:02x}{(i * 3) % 256:02x}ff\"")
    open(f"{folder}/theme.yaml", "w").write("\n".join(rules) + "\n")
    children = "\n".join(f"        - {{type: UILabel, style: t{i % 999}, props: {{text: 'Row {i}'}}}}" for i in range(n))
    open(f"{folder}/screens/many.yml", "w").write(
        "root:\n  type: UIViewController\n  children:\n    - type: UIStackView\n"
        "      props: {axis: vertical}\n      children:\n" + children + "\n")
    open(f"{folder}/themeshot.yml", "w").write(
        "themes:\n  P: [theme.yaml]\nscreens: [screens]\ndevices: ['100x100@1']\noutput: out\n")
    return folder

renders = {}
for n in (2500, 5000, 10000):
    folder = project(n)
    renders[n] = wall([bin, "render", "--project", folder])
    add("render N labels, CLI (100×100 pt, 1,000 rules)", f"{n} widgets", renders[n])
add("render, cost of each further widget", "5,000 → 10,000", (renders[10000] - renders[5000]) * 1000 / 5000, unit="µs")

# Whole runs: the example app's renders, and issue 15's 600 renders (200 screens × 3 themes
# at 3×, one run: it takes tens of seconds).
example = wall([bin, "render"])
add("render the example app, CLI", "30 renders at 3×", example)
suite = subprocess.run(["bash", "Scripts/measure-suite.sh", "renders", "200"], capture_output=True,
                       text=True, check=True, env={**os.environ, "THEMESHOT_BIN": bin}).stdout
m = re.search(r"(\d+) PNGs, ([0-9.]+) s wall, ([0-9.]+) s user.*?(\d+) KB peak", suite)
if m:
    add(f"render 200 screens × 3 themes, CLI ({int(m.group(4)) // 1024} MB peak, {m.group(3)} s user)",
        f"{m.group(1)} renders at 3×", float(m.group(2)) * 1000)

# A passing check of one 3× screen beside the peers' path (Skia render + libpng decode +
# pixelmatch-fast), issue 12's figure: Scripts/measure-check.sh.
check = subprocess.run(["bash", "Scripts/measure-check.sh", str(runs)], capture_output=True, text=True,
                       check=True, env={**os.environ, "THEMESHOT_BIN": bin, "PEERS": peers}).stdout
ours = re.search(r"themeshot check .*?: ([0-9.]+) ms", check)
theirs = re.search(r"peers: .*= ([0-9.]+) ms", check)
if ours and theirs:
    add("passing check of one screen (render, hash, compare)", "1179×2556 (settings)", float(ours.group(1)),
        "Skia + libpng decode + pixelmatch-fast", float(theirs.group(1)))

# PNG: encode and decode of a 3× phone screen and of it stacked twice.
png = "Snapshots/Light/settings.png"
text = subprocess.run([bench, "png", png, str(runs)], capture_output=True, text=True, check=True).stdout
def grab(pattern):
    return float(re.search(pattern, text).group(1))
peer = subprocess.run([os.path.expanduser("~/.cache/peers/pngbench"), png], capture_output=True, text=True, check=True).stdout
libpng_decode = float(re.search(r"decode ([0-9.]+) ms", peer).group(1))
libpng_fast = re.search(r"encode\s+\S*FAST\S*\s+([0-9.]+) ms, (\d+) bytes", peer, re.I)
try:
    import deflate
    from PIL import Image
    im = Image.open(png).convert("RGBA")
    raw = b"".join(b"\0" + im.tobytes()[y * im.width * 4:(y + 1) * im.width * 4] for y in range(im.height))
    times = []
    for _ in range(runs):
        t = time.perf_counter(); z = deflate.zlib_compress(raw, 6); times.append((time.perf_counter() - t) * 1e3)
    libdeflate6 = (min(times), len(z))
    raw2 = raw + raw
    times = []
    for _ in range(runs):
        t = time.perf_counter(); z2 = deflate.zlib_compress(raw2, 6); times.append((time.perf_counter() - t) * 1e3)
    libdeflate6x2 = (min(times), len(z2))
except ImportError:
    libdeflate6 = libdeflate6x2 = None
for label, ld in (("1x", libdeflate6), ("2x", libdeflate6x2)):
    m = re.search(rf"encode {label} (\S+) threads 1: ([0-9.]+) ms (\d+) bytes", text)
    m2 = re.search(rf"encode {label} \S+ threads 2: ([0-9.]+) ms (\d+) bytes", text)
    size = f"{m.group(1)} ({'settings' if label == '1x' else 'settings stacked twice'})"
    kb = int(m.group(3)) / 1024
    peer_text = f"libdeflate 6, unfiltered RGBA, 1 thread ({ld[1] // 1024} KB)" if ld else "—"
    add(f"PNG encode, 1 thread ({kb:.0f} KB)", size, float(m.group(2)), peer_text, ld[0] if ld else None)
    add(f"PNG encode, 2 threads ({int(m2.group(2)) / 1024:.0f} KB)", size, float(m2.group(1)), peer_text, ld[0] if ld else None)
if libpng_fast:
    add("PNG encode, libpng FLAG_FAST (today's writer)", "settings", float(libpng_fast.group(1)),
        f"— ({int(libpng_fast.group(2)) // 1024} KB)")
add("PNG decode (today's reference file)", "settings", grab(r"decode input file \(\d+ bytes\): ([0-9.]+) ms"),
    "libpng (pngbench)", libpng_decode)
add("PNG decode (own file)", "settings", grab(r"decode 1x \S+ own file: ([0-9.]+) ms"), "libpng (pngbench)", libpng_decode)
add("PNG decode (own file)", "settings stacked twice", grab(r"decode 2x \S+ own file: ([0-9.]+) ms"))

# Raster: the peers' scenes, 1 and 2 threads, beside Blend2D's Python binding (1 thread).
def render_median(cmd):
    t = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    return float(re.search(r"render_ms median ([0-9.]+)", t).group(1))
for name in ("cards", "stress", "rects"):
    scene = f"{peers}/scenes/{name}.json"
    blend = render_median(["python3", f"{peers}/render_blend2d.py", scene, f"{out}/{name}-blend2d.png", "--runs", str(runs)])
    for threads in (1, 2):
        ours = render_median([bin, "raster", scene, "-o", f"{out}/{name}.png", "--threads", str(threads), "--runs", str(runs)])
        add(f"raster `{name}`, {threads} thread{'s' if threads > 1 else ''}", "1170×2532", ours, "Blend2D (Python, 1 thread)", blend)

print(f"\nOne run of `Scripts/bench.sh {runs}` ({time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
      f"{os.cpu_count()} cores). CLI and raster figures are medians, PNG figures the best of {runs}.\n")
print("| stage | size | themeshot | peer | peer's time | themeshot ÷ peer |")
print("|---|---|---|---|---|---|")
for r in rows:
    print("| " + " | ".join(r) + " |")
PY
