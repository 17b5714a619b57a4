#!/usr/bin/env bash
# Make sure the browsers of the test suite exist, all from Debian (no browser
# download works offline; puppeteer-core and selenium download nothing):
#   chromium           - the full page suite (Playwright); CHROMIUM_PATH overrides
#   firefox-esr        - the cross-engine suite (puppeteer-core, WebDriver BiDi); FIREFOX_PATH
#   webkit2gtk-driver  - WebKitWebDriver and WebKitGTK's MiniBrowser (selenium)
#   xvfb               - the X display WebKitGTK needs (tests/engines start their own)
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
if [[ ",${ENGINES:-firefox,webkit}," == *,webkit,* ]]; then  # ENGINES=firefox leaves WebKit out (tests/engines/conftest.py)
  command -v WebKitWebDriver >/dev/null && compgen -G "/usr/lib/*/webkit2gtk-4.*/MiniBrowser" >/dev/null \
    || missing+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null || missing+=(xvfb)
fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing browser packages: ${missing[*]} (sudo apt-get install ${missing[*]})" >&2
echo "or point CHROMIUM_PATH / FIREFOX_PATH at the binaries." >&2
exit 1
