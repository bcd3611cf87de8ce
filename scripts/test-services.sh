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
    exit 0
fi

if ! command -v npm >/dev/null 2>&1; then
    echo "test-services: npm not found; the MCP tests that need Node servers will be skipped" >&2
    exit 0
fi

mkdir -p "$NPM_PREFIX"
npm install --prefix "$NPM_PREFIX" --no-save --no-audit --no-fund --loglevel=error "${NPM_PACKAGES[@]}"
echo "$WANTED" > "$MARKER"
