#!/usr/bin/env bash
# Make sure a Chromium for the browser tests exists: Debian's `chromium` package
# (Playwright's own browser download does not work offline). CHROMIUM_PATH
# overrides where the tests look for it.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No Chromium at $path: install Debian's 'chromium' package (sudo apt-get install chromium)" >&2
echo "or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
