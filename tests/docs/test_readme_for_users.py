"""README.md as a new user reads it: how to install, what each extra gives, no dead links."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TEXT = (ROOT / "README.md").read_text(encoding="utf-8")


def test_it_says_how_to_install_and_what_each_extra_gives() -> None:
    assert "pip install 'sprig-ai[local]'" in TEXT
    for extra in ("cli", "local", "mcp", "redis", "server", "durable", "all"):
        assert f"`sprig-ai[{extra}]`" in TEXT


@pytest.mark.parametrize("target", re.findall(r"\]\(([^)#]+)\)", TEXT))
def test_every_relative_link_points_into_the_clone(target: str) -> None:
    if "://" in target:
        return
    assert (ROOT / target).resolve().is_relative_to(ROOT) and (ROOT / target).exists(), target


def test_no_path_outside_the_clone_is_named() -> None:
    assert "../shared" not in TEXT and "DESIGN.md" not in TEXT


def test_the_scripted_model_format_and_sprig_home_are_documented(tmp_path: Path) -> None:
    from sprig._cli.models import load_script

    assert "SPRIG_HOME" in TEXT and "scripted:FILE.json" in TEXT
    (example,) = re.findall(r"```json\n(.*?)```", TEXT, re.DOTALL)
    assert isinstance(json.loads(example)["replies"], list)  # the documented format is valid JSON
    script = tmp_path / "script.json"
    script.write_text(example, encoding="utf-8")
    load_script(str(script))  # and the CLI accepts it as written


def test_the_embedded_models_limits_are_said_plainly() -> None:
    assert "What the embedded model can and cannot do" in TEXT and "does not" in TEXT
    assert "--context" in TEXT and "SPRIG_LOCAL_CTX" in TEXT
