#!/usr/bin/env bash
# Installs what the test suite talks to for real (MCP servers from npm); idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
