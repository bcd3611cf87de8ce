#!/usr/bin/env bash
# The main job: an agent plans, calls tools and answers, on the default model (SPRIG_MODEL, else the
# embedded local model, which needs no key and no server).
set -euo pipefail
cd "$(dirname "$0")/.."
workdir=$(mktemp -d)
exec .venv/bin/sprig run --workdir "$workdir" "${1:-Plan, then tell the current time in Tokyo and London}"
