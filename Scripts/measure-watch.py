#!/usr/bin/env python3
"""Times `themeshot watch` from a saved theme file to the new picture (issue 14's goal:
under 100 ms for one phone screen). Run from a project folder:

    python3 Scripts/measure-watch.py .build/release/themeshot [THEME] [SCREEN] [FILE] [RUNS]

It starts `watch` for one theme and one screen, saves FILE, one of the theme's files (the
save is what counts: watch re-renders on a changed modification time), and polls
/version until the new picture is served. Prints each time and the median.
"""
import statistics, subprocess, sys, time, urllib.request

binary = sys.argv[1]
theme = sys.argv[2] if len(sys.argv) > 2 else "Dark"
screen = sys.argv[3] if len(sys.argv) > 3 else "settings"
theme_file = sys.argv[4] if len(sys.argv) > 4 else "themes/motif/DarkMappings.yaml"
runs = int(sys.argv[5]) if len(sys.argv) > 5 else 9
port = 18734
watch = subprocess.Popen(
    [binary, "watch", "--theme", theme, "--screen", screen, "--port", str(port), "--interval", "20"],
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

def version():
    return int(urllib.request.urlopen(f"http://127.0.0.1:{port}/version", timeout=5).read())

try:
    for _ in range(600):
        try:
            version()
            break
        except OSError:
            time.sleep(0.1)
    text = open(theme_file).read()
    times = []
    for _ in range(runs):
        before = version()
        start = time.perf_counter()
        open(theme_file, "w").write(text)
        while version() == before:
            time.sleep(0.002)
        times.append((time.perf_counter() - start) * 1000)
        time.sleep(0.3)
    print("save → new picture (ms):", [round(t) for t in times], "median", round(statistics.median(times)))
finally:
    watch.terminate()
