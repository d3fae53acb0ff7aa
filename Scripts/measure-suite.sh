#!/usr/bin/env bash
# Peak memory and time of `themeshot check` over large generated suites: N copies of the
# example sign-in screen × the Motif Dark theme on a 1× iPhone-sized device. For each N:
# one recording run, then one passing run, each under /usr/bin/time (maximum RSS).
#
# Usage: Scripts/measure-suite.sh [N…]          (default: 100 10000)
#        Scripts/measure-suite.sh renders [N]  issue 15's "600 renders": N screens (default
#          200, the example's screens in turn) × 3 themes (Motif Light and Dark, Pixelbits)
#          on an iPhone 15 at 3×, one `themeshot render`: wall, user and system time, peak RSS.
#        THEMESHOT_BIN=path/to/release/themeshot Scripts/measure-suite.sh …   (no build)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = renders ]; then
  n="${2:-200}"
  BIN="${THEMESHOT_BIN:-}"
  if [ -z "$BIN" ]; then
    swift build -c release --product themeshot >&2
    BIN="$PWD/.build/release/themeshot"
  fi
  BIN="$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")"
  dir=.build/measure-suite/renders-$n
  rm -rf "$dir" && mkdir -p "$dir/screens"
  cp -r themes "$dir/themes"
  cp -r screens/images "$dir/screens/images"
  examples=(sign-in settings feed controls gallery)
  for i in $(seq 0 $((n - 1))); do
    cp "screens/${examples[$((i % 5))]}.yml" "$dir/screens/s$(printf %05d "$i").yml"
  done
  cat >"$dir/themeshot.yml" <<YML
themes:
  Light: [themes/motif/Colors.yaml, themes/motif/LightMappings.yaml, themes/motif/Components.yaml]
  Dark:
    files: [themes/motif/Colors.yaml, themes/motif/DarkMappings.yaml, themes/motif/Components.yaml]
    interfaceStyle: dark
  Teal: [themes/pixelbits/stylesheet.yaml]
screens: [screens]
devices: [iPhone 15]
output: out
YML
  /usr/bin/time -f "%e s wall, %U s user, %S s system, %M KB peak RSS" -o "$dir/render.time" \
    "$BIN" render --project "$dir" >/dev/null || true
  echo "$n screens × 3 themes at 3×: $(find "$dir/out" -name '*.png' | wc -l) PNGs, $(cat "$dir/render.time")"
  exit 0
fi
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(100 10000)
BIN="${THEMESHOT_BIN:-}"
if [ -z "$BIN" ]; then
  swift build -c release --product themeshot >&2
  BIN="$PWD/.build/release/themeshot"
fi
BIN="$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")"
for n in "${SIZES[@]}"; do
  dir=.build/measure-suite/$n
  rm -rf "$dir" && mkdir -p "$dir/screens" "$dir/themes"
  cp -r themes/motif "$dir/themes/motif"
  cp -r screens/images "$dir/screens/images"
  for i in $(seq -f "%05g" "$n"); do cp screens/sign-in.yml "$dir/screens/s$i.yml"; done
  cat >"$dir/themeshot.yml" <<YML
themes:
  Dark: [themes/motif/Colors.yaml, themes/motif/DarkMappings.yaml, themes/motif/Components.yaml]
screens: [screens]
devices: [393x852@1]
YML
  for run in record check; do
    extra=(); [ "$run" = record ] && extra=(--record all)
    /usr/bin/time -f "%e s %M KB" -o "$dir/$run.time" "$BIN" check --project "$dir" \
      "${extra[@]}" >/dev/null || true
    echo "$n screens, $run: $(cat "$dir/$run.time") (wall, peak RSS)"
  done
done
