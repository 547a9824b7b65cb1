#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing (Playwright's own browser
# download is not used: it cannot be fetched on these machines).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM; installing Debian's chromium package..."
if [ "$(id -u)" = "0" ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  SUDO="sudo"
else
  echo "Cannot install Chromium: run 'apt-get install -y chromium' as root, or set CHROMIUM_PATH." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
