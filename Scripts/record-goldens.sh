#!/usr/bin/env bash
# Re-records golden PNGs. Usage: Scripts/record-goldens.sh [missing|failed|all] [--filter X]
# Then review: git status Tests Snapshots, and open every changed PNG before committing.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-failed}"
shift || true
THEMESHOT_RECORD="$mode" swift test "$@" || true
echo
echo "Recorded goldens (mode $mode); changed files:"
git status --short -- Tests Snapshots | grep -i '\.png' || echo "  none"
echo "Run 'swift test' again: it must pass without THEMESHOT_RECORD."
