#!/usr/bin/env bash
# Installs what the test suite talks to for real (MCP servers from npm); idempotent.
#
# Node packages go into the project-local, gitignored prefix .cache/npm; a marker file records the
# package versions installed, so a second run with nothing to do returns at once. Python test servers
# (mcp-server-time) come from the `dev` extra that scripts/install.sh installs.
set -euo pipefail
cd "$(dirname "$0")/.."

# PostgreSQL binaries for the durable-run tests: tests/support/postgres.py starts a throwaway
# cluster of its own (initdb into a temporary directory, a free loopback port), so only the
# package is needed here. Quick when it is installed already.
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null 2>&1; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo -n"
    if command -v apt-get >/dev/null 2>&1 \
        && $SUDO apt-get update -qq \
        && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null; then
        echo "test-services: installed postgresql" >&2
    else
        echo "test-services: could not install postgresql; the PostgreSQL tests will be skipped" >&2
    fi
fi

NPM_PREFIX=.cache/npm
NPM_PACKAGES=("@modelcontextprotocol/server-everything@2026.8.31")
MARKER="$NPM_PREFIX/.installed"
WANTED="${NPM_PACKAGES[*]}"

if [ -f "$MARKER" ] && [ "$(cat "$MARKER")" = "$WANTED" ] \
    && [ -f "$NPM_PREFIX/node_modules/@modelcontextprotocol/server-everything/package.json" ]; then
    :
elif ! command -v npm >/dev/null 2>&1; then
    echo "test-services: npm not found; the tests that need Node packages will be skipped" >&2
else
    mkdir -p "$NPM_PREFIX"
    npm install --prefix "$NPM_PREFIX" --no-save --no-audit --no-fund --loglevel=error "${NPM_PACKAGES[@]}"
    echo "$WANTED" > "$MARKER"
fi

# The server tests (tests/server): the AG-UI client from npm, in its own prefix so the two lists
# never prune each other, and Debian's chromium for the chat page (driven by Playwright for Python
# with executable_path, so `playwright install` never downloads a browser).
SERVER_NPM_PREFIX=.cache/npm-server
SERVER_NPM_PACKAGES=("@ag-ui/client@1.0.0")
SERVER_MARKER="$SERVER_NPM_PREFIX/.installed"
if command -v npm >/dev/null 2>&1 && ! { [ -f "$SERVER_MARKER" ] && [ "$(cat "$SERVER_MARKER")" = "${SERVER_NPM_PACKAGES[*]}" ] \
    && [ -f "$SERVER_NPM_PREFIX/node_modules/@ag-ui/client/package.json" ]; }; then
    mkdir -p "$SERVER_NPM_PREFIX"
    npm install --prefix "$SERVER_NPM_PREFIX" --no-save --no-audit --no-fund --loglevel=error "${SERVER_NPM_PACKAGES[@]}"
    echo "${SERVER_NPM_PACKAGES[*]}" > "$SERVER_MARKER"
fi
if ! command -v chromium >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null \
        || echo "test-services: could not install chromium; the chat page test will be skipped" >&2
fi
