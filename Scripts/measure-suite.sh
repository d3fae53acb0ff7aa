#!/usr/bin/env bash
# Peak memory and time of `themeshot check` over large generated suites: N copies of the
# example sign-in screen × the Motif Dark theme on a 1× iPhone-sized device. For each N:
# one recording run, then one passing run, each under /usr/bin/time (maximum RSS).
#
# Usage: Scripts/measure-suite.sh [N…]          (default: 100 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(100 10000)
swift build -c release --product themeshot >&2
BIN="$PWD/.build/release/themeshot"
for n in "${SIZES[@]}"; do
  dir=.build/measure-suite/$n
  rm -rf "$dir" && mkdir -p "$dir/screens" "$dir/themes"
  cp -r themes/motif "$dir/themes/motif"
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
