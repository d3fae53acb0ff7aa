#!/usr/bin/env bash
# Installs what a fresh machine lacks for building, testing and rendering with the
# bundled fonts: the C libraries' -dev packages (libyaml-dev for YAML events, beside Yams'
# own copy; libxxhash-dev for the sidecars' pixel hash) and the open fonts that stand in for
# iOS fonts. Installs only what is missing; safe to run again.
set -euo pipefail
need=()
jpeg=libjpeg62-turbo-dev
# Ubuntu names libjpeg-turbo's headers differently from Debian.
apt-cache show "$jpeg" >/dev/null 2>&1 || jpeg=libjpeg-turbo8-dev
for pkg in libpng-dev libdeflate-dev "$jpeg" libfreetype-dev libharfbuzz-dev libfontconfig-dev fontconfig libyaml-dev libxxhash-dev \
  fonts-dejavu-core fonts-liberation2 fonts-inter fonts-comic-neue fonts-dancingscript; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
# Pillow reads our PNGs in Tests/PNGTests/OtherReadersTests.swift (skipped without it).
if command -v python3 >/dev/null && ! python3 -c "import PIL" 2>/dev/null; then
  echo "setup: installing Pillow"
  python3 -m pip install -q pillow || echo "setup: Pillow not installed; its PNG test will skip"
fi
