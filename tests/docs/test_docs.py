"""The documentation site: it builds with ``mkdocs build --strict``, its reference covers every public
name, and every Python example in it runs.

Examples run as scripts in a fresh folder, like a reader would run them. Those that talk to a
hosted model read ``OPENAI_BASE_URL``, pointed here at a loopback server speaking the OpenAI wire
format; those that use Redis read ``SPRIG_REDIS_URL``, pointed at the tests' real redis-server.
"""

from __future__ import annotations

import importlib
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from support.openai_server import OpenAiLoopbackServer, reply
from support.responses_server import ResponsesLoopbackServer, ResponsesReply

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PUBLIC_MODULES = [
    "sprig", "sprig.models", "sprig.advisors", "sprig.toolkits", "sprig.mcp", "sprig.state", "sprig.tools",
    "sprig.chat", "sprig.server", "sprig.durable",
]


def _examples() -> list[tuple[str, str]]:
    found = []
    for page in sorted(DOCS.rglob("*.md")):
        blocks = re.findall(r"^```python\n(.*?)^```", page.read_text(encoding="utf-8"), re.DOTALL | re.MULTILINE)
        found += [(f"{page.relative_to(DOCS)}#{i}", block) for i, block in enumerate(blocks)]
    return found


EXAMPLES = _examples()


@pytest.fixture(scope="module")
def hosted_model() -> Iterator[OpenAiLoopbackServer]:
    with OpenAiLoopbackServer(always=reply("It is sunny in Paris.")) as server:
        yield server


@pytest.fixture(scope="module")
def responses_model() -> Iterator[ResponsesLoopbackServer]:
    with ResponsesLoopbackServer(always=ResponsesReply("It is sunny in Paris.", reasoning=["Look it up."])) as server:
        yield server


def test_the_guide_has_examples() -> None:
    assert len(EXAMPLES) >= 20


@pytest.mark.parametrize(("where", "code"), EXAMPLES, ids=[where for where, _ in EXAMPLES])
def test_docs_example_runs(
    where: str, code: str, tmp_path: Path, request: pytest.FixtureRequest, hosted_model: OpenAiLoopbackServer
) -> None:
    env = {k: v for k, v in os.environ.items() if k != "SPRIG_MODEL"}
    env.update({"OPENAI_BASE_URL": hosted_model.url, "OPENAI_API_KEY": "sk-test", "SPRIG_HOME": str(tmp_path)})
    if "OpenAiResponsesChatModel" in code or "openai-responses:" in code:
        env["OPENAI_BASE_URL"] = request.getfixturevalue("responses_model").url
    if "SPRIG_REDIS_URL" in code:
        env["SPRIG_REDIS_URL"] = request.getfixturevalue("redis_url")
    script = tmp_path / "example.py"
    script.write_text(code, encoding="utf-8")
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True, timeout=90,
                          env=env)
    assert done.returncode == 0, f"{where} failed:\n{done.stderr}"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-f", str(ROOT / "mkdocs.yml"),
         "-d", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return out


def test_the_site_builds_strict_with_every_page_in_the_nav(site: Path) -> None:
    built = {p.parent.relative_to(site).as_posix() for p in site.rglob("index.html")}
    for page in DOCS.rglob("*.md"):
        name = page.relative_to(DOCS).with_suffix("").as_posix()
        name = "." if name == "index" else name
        assert name in built, f"{page} was not built"
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for page in DOCS.rglob("*.md"):
        assert page.relative_to(DOCS).as_posix() in nav, f"{page} is not in the nav"


def test_the_reference_covers_every_public_name(site: Path) -> None:
    html = "".join(p.read_text(encoding="utf-8") for p in (site / "reference").rglob("*.html"))
    missing = [
        f"{module}.{name}"
        for module in PUBLIC_MODULES
        for name in importlib.import_module(module).__all__
        # a function that shares its name with its submodule (sprig.server.serve) is documented there
        if f'id="{module}.{name}"' not in html and f'id="{module}.{name}.{name}"' not in html
    ]
    assert not missing, f"not in the API reference: {missing}"


def test_the_request_flow_is_a_mermaid_diagram(site: Path) -> None:
    assert '<pre class="mermaid">' in (site / "guide" / "chat-client" / "index.html").read_text(encoding="utf-8")
