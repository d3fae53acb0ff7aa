#!/usr/bin/env bash
# Runs the fuzz targets (Tests/FuzzTests) for more inputs than `swift test` does:
#   Scripts/fuzz.sh [inputs per target, default 5000] [seed, default 17]
# Each target prints "fuzz <target>: N inputs …"; a crash or hang fails the run.
# Bounded: the whole run stops after 20 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
export THEMESHOT_FUZZ_INPUTS="${1:-5000}"
export THEMESHOT_FUZZ_SEED="${2:-17}"
timeout 1200 swift test --filter 'FuzzTests.FuzzTests' 2>&1 | grep -E '^fuzz |passed|failed|error'
