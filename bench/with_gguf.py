"""Run one of the embedded model's benchmarks on another GGUF file, for a model comparison.

The benchmarks build ``LocalChatModel()``, which runs the default weights (SmolLM2-135M-Instruct).
This runner makes the default weights another GGUF file for one run, then runs the benchmark script
unchanged, so both models are measured by the same code on the same tasks:

    PYTHONPATH=src:bench .venv/bin/python bench/with_gguf.py /tmp/gemma-3-270m-q4_k_m.gguf \\
        bench/bfcl.py --split final --category live_simple --json /tmp/out.jsonl

``sprig run`` processes started by ``bench/local_agent.py`` are not covered (they are separate
processes); give them ``--model local:PATH`` instead.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path


def main() -> None:
    if len(sys.argv) < 3:
        raise SystemExit("usage: with_gguf.py MODEL.gguf BENCH_SCRIPT.py [ARGS...]")
    weights = Path(sys.argv[1]).expanduser().resolve()
    if not weights.is_file():
        raise SystemExit(f"no GGUF file at {weights}")
    from sprig.models import _weights, local

    # Both names: local.py imported the function itself, not the module attribute.
    local.ensure_default_weights = _weights.ensure_default_weights = lambda: weights
    local.DEFAULT_WEIGHTS_FILE = weights.name
    script = sys.argv[2]
    sys.argv = [script, *sys.argv[3:]]
    runpy.run_path(script, run_name="__main__")


if __name__ == "__main__":
    main()
