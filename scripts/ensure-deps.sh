#!/usr/bin/env bash
# Installs what a fresh clone lacks: npm dependencies (when node_modules is missing or older than
# the lockfile) and, unless --deps-only, a Chromium for Playwright and Lighthouse (with its headless
# shell for the browser tests).
#   bash scripts/ensure-deps.sh [--deps-only]
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's own Node (the `node` package) first, as npm does for its scripts, also when run directly.
export PATH="$PWD/node_modules/.bin:$PATH"

if [ ! -x node_modules/.bin/vitest ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  printf '\n==> %s\n' "installing dependencies"
  # Exactly the lockfile (scripts/lockfile.test.ts keeps it complete for every platform). The
  # toolchain needs Node 22.12+, and the lockfile brings it: the `node` package puts Node 24 in
  # node_modules/.bin, which npm puts first on PATH for every script, so `npm start`, `npm test` and
  # everything they run use it. A machine whose own Node is older (20) installs once with the engine
  # check off; nothing runs on that Node after the install.
  if node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 22 ? 0 : 1)'; then
    npm ci
  else
    echo "Node $(node --version) is older than the toolchain needs: installing the Node the project brings"
    npm ci --engine-strict=false
  fi
fi
if [ ! -x node_modules/.bin/node ]; then
  echo "node_modules/.bin/node is missing: run npm ci" >&2
  exit 1
fi

[ "${1:-}" = "--deps-only" ] && exit 0

# Debian's packages, when this is Debian and we are root: the package lists are read once.
can_apt=false
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then can_apt=true; fi
apt_updated=false
apt_install() { # [options] packages...
  if [ "$apt_updated" = false ]; then
    apt-get update -qq
    apt_updated=true
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
browser() { node --input-type=module -e "import('./scripts/browser.mjs').then(m => process.exit(($1) ? 0 : 1))"; }

if ! browser 'm.systemChromium()'; then
  if [ "$can_apt" = true ]; then
    printf '\n==> %s\n' "installing Debian's Chromium and its headless shell"
    apt_install chromium chromium-headless-shell
  else
    printf '\n==> %s\n' "installing Playwright's Chromium"
    npx playwright install chromium
  fi
fi
# The browser tests run in Chromium's headless shell where there is one (scripts/browser.mjs): on
# Debian it is a package of its own; Playwright's own download above brings it with Chromium.
if [ "$can_apt" = true ] && browser "m.systemChromium() === '/usr/bin/chromium' && !m.systemHeadlessShell()"; then
  printf '\n==> %s\n' "installing Debian's Chromium headless shell"
  apt_install chromium-headless-shell
fi

# The cross-engine smoke test (scripts/cross-engine.mjs): Debian's Firefox ESR, WebKitGTK's
# WebDriver and MiniBrowser, and a virtual display for it.
if ! command -v firefox-esr >/dev/null 2>&1 || ! command -v WebKitWebDriver >/dev/null 2>&1 || ! command -v xvfb-run >/dev/null 2>&1; then
  if [ "$can_apt" = true ]; then
    printf '\n==> %s\n' "installing Firefox ESR, WebKitGTK's WebDriver and Xvfb"
    apt_install --no-install-recommends firefox-esr webkit2gtk-driver xvfb xauth
  else
    printf '\n==> %s\n' "firefox-esr, webkit2gtk-driver or xvfb missing (not root): the cross-engine smoke test will say which engine it skips"
  fi
fi
