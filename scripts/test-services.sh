#!/usr/bin/env bash
# Installs what the test suite talks to for real; idempotent, and quick when everything is there.
#
# - Debian packages (servers the tests start themselves): redis-server; chromium for the chat page
#   test (driven by Playwright for Python with executable_path: `playwright install` never runs).
# - Node packages (MCP servers, the AG-UI client of the server tests) go into the project-local, gitignored prefix .cache/npm; a marker
#   file records the versions installed, so a second run with nothing to do returns at once.
# Python test servers (mcp-server-time) come from the `dev` extra that scripts/install.sh installs.
set -euo pipefail
cd "$(dirname "$0")/.."

install_debian_packages() {
    local missing=()
    local package binary
    for pair in "$@"; do
        package=${pair%%=*} binary=${pair#*=}
        command -v "$binary" >/dev/null 2>&1 || [ -x "$binary" ] || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null 2>&1 || [ "$(id -u)" != 0 ]; then
        echo "test-services: cannot install ${missing[*]} (needs root and apt-get); their tests will be skipped" >&2
        return 0
    fi
    echo "test-services: installing ${missing[*]} from Debian's packages" >&2
    apt-get update -q >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
}

install_npm_packages() {
    local prefix=.cache/npm marker=.cache/npm/.installed wanted="$*"
    if [ -f "$marker" ] && [ "$(cat "$marker")" = "$wanted" ]; then
        return 0
    fi
    if ! command -v npm >/dev/null 2>&1; then
        echo "test-services: npm not found; the tests that need Node packages will be skipped" >&2
        return 0
    fi
    mkdir -p "$prefix"
    npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "$@"
    echo "$wanted" > "$marker"
}

# package=binary pairs
install_debian_packages "redis-server=/usr/bin/redis-server" "chromium=/usr/bin/chromium"
install_npm_packages "@modelcontextprotocol/server-everything@2026.8.31" "@ag-ui/client@1.0.0"
# PostgreSQL for the durable-run tests: tests/support/postgres.py starts a throwaway cluster of its
# own (initdb into a temporary directory, a free loopback port), so only the package is needed.
install_debian_packages "postgresql=pg_ctlcluster"
