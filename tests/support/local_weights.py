"""Whether the embedded model can run here (``xllamacpp`` and the default weights installed)."""

from __future__ import annotations

import importlib.util


def local_model_missing() -> str | None:
    """Why the embedded model cannot run here, or ``None`` when it can."""
    if importlib.util.find_spec("xllamacpp") is None:
        return "xllamacpp is not installed (pip install 'sprig-ai[local]')"
    from sprig.models.local import default_model_path

    try:
        default_model_path()
    except FileNotFoundError as exc:
        return str(exc)
    return None
