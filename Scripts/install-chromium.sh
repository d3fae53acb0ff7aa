#!/usr/bin/env bash
# Installs Debian's headless-capable Chromium for the Reports browser test
# (Tests/ReportsTests/BrowserScreenshotTests.swift), only when no Chromium is on PATH.
# Without it that test is skipped, not failed. Safe to run again.
set -euo pipefail
for exe in chromium chromium-browser; do
  if command -v "$exe" >/dev/null 2>&1; then
    echo "install-chromium: $(command -v "$exe") already installed"
    exit 0
  fi
done
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "install-chromium: installing Debian's chromium"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null
command -v chromium
