#!/usr/bin/env bash
# End-to-end tests: a production build (`npm run build`) served by dist/server.mjs,
# driven by Playwright in Debian's Chromium. Never downloads a browser.
#
#   bash scripts/e2e.sh                 build, then run every project
#   SKIP_BUILD=1 bash scripts/e2e.sh    reuse the existing .next/ and dist/
#   E2E_BASE_URL=http://127.0.0.1:3000 bash scripts/e2e.sh   test a running server (no build)
#   bash scripts/e2e.sh tests/e2e/search.spec.ts --project=desktop   arguments go to Playwright (paths first, or
#                                      --project=NAME: a bare --project takes every word after it as a project)
set -euo pipefail
cd "$(dirname "$0")/.."

DEFAULT_CHROMIUM=/usr/bin/chromium
CHROMIUM="${CHROMIUM_PATH:-$DEFAULT_CHROMIUM}"

if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "e2e: no Chromium at $CHROMIUM; installing Debian's chromium and fonts"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y chromium fonts-noto-cjk fonts-dejavu-core
    if [ ! -x "$CHROMIUM" ] && [ -x "$DEFAULT_CHROMIUM" ]; then
      echo "e2e: $CHROMIUM still missing; using $DEFAULT_CHROMIUM"
      CHROMIUM="$DEFAULT_CHROMIUM"
    fi
  else
    echo "e2e: no Chromium at $CHROMIUM and not running as root, so it cannot be installed here." >&2
    echo "e2e: install it with: sudo apt-get install -y chromium fonts-noto-cjk fonts-dejavu-core" >&2
    echo "e2e: or point CHROMIUM_PATH at an existing Chromium binary. (Playwright's browser downloads are not used.)" >&2
    exit 1
  fi
fi
if [ ! -x "$CHROMIUM" ]; then
  echo "e2e: Chromium is still missing at $CHROMIUM" >&2
  exit 1
fi
export CHROMIUM_PATH="$CHROMIUM"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export NEXT_TELEMETRY_DISABLED=1

if command -v fc-list >/dev/null 2>&1 && ! fc-list :lang=zh family 2>/dev/null | grep -q .; then
  echo "e2e: warning: no Chinese font installed (fonts-noto-cjk); Chinese text renders as boxes in failure screenshots"
fi

if [ -n "${E2E_BASE_URL:-}" ]; then
  echo "e2e: testing the running server at $E2E_BASE_URL (no build)"
elif [ "${SKIP_BUILD:-0}" = "1" ]; then
  echo "e2e: SKIP_BUILD=1, using the existing build"
  if [ ! -f dist/server.mjs ] || [ ! -d .next ]; then
    echo "e2e: no build found (dist/server.mjs, .next/); run npm run build first" >&2
    exit 1
  fi
else
  npm run build
fi

echo "e2e: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
exec npx playwright test "$@"
