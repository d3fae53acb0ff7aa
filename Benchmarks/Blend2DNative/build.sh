#!/usr/bin/env bash
# Builds scene_player against the Blend2D that blend2d-python ships (its wheel holds
# libblend2d.a, Blend2D 0.12.0), with that version's headers: BLEND2D_SRC names a checkout's
# src/ folder, else they are fetched once (commit c79b36d, the wheel's submodule) into
# .build/blend2d-src. Prints the binary's path.
#
# Usage: Benchmarks/Blend2DNative/build.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=.build/blend2d-native
mkdir -p "$OUT"
LIB="$(python3 -c 'import blend2d, os; print(os.path.dirname(blend2d.__file__))')/libblend2d.a"
[ -f "$LIB" ] || { echo "build.sh: no $LIB (blend2d-python 1.0.0 ships it)" >&2; exit 1; }
SRC="${BLEND2D_SRC:-.build/blend2d-src/src}"
if [ ! -f "$SRC/blend2d.h" ]; then
  rm -rf .build/blend2d-src && mkdir -p .build/blend2d-src
  git -C .build/blend2d-src init -q
  git -C .build/blend2d-src fetch -q --depth 1 https://github.com/blend2d/blend2d \
    c79b36dc06d969fc6157202c66caa1a1877403e9
  git -C .build/blend2d-src checkout -q FETCH_HEAD
fi
BIN="$OUT/scene_player"
if [ ! -x "$BIN" ] || [ Benchmarks/Blend2DNative/scene_player.cpp -nt "$BIN" ]; then
  g++ -O2 -std=c++17 -I"$SRC" Benchmarks/Blend2DNative/scene_player.cpp "$LIB" -lpthread -lrt \
    -o "$BIN"
fi
echo "$BIN"
