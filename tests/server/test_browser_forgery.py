"""Cross-site request forgery and DNS rebinding, in a real headless Chromium (Debian's, through Playwright).

A page of another site makes the user's browser send runs to a sprig server on their machine: an
auto-submitted ``text/plain`` form (its body crafted to be valid JSON) and ``fetch(mode: "no-cors")``.
Neither may start a run, on a keyed server (where the user once gave the browser the key) and on the
default keyless one. A page whose DNS name is rebound to ``127.0.0.1`` may read nothing.
"""

from __future__ import annotations

import json
import shutil
import threading
from pathlib import Path
from typing import Any

import pytest

from sprig import ToolCall
from support.sprig_server import KEY, ServeFactory, bearer, http

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
# the forged requests must reach the server: older Chromium, Firefox and Safari do not block a public page's
# requests to loopback, so this Chromium's "local network access" checks are turned off
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights",
]
FOREIGN = "http://attacker.test/"

playwright_sync = pytest.importorskip("playwright.sync_api")
pytestmark = [
    pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Debian's chromium (scripts/test-services.sh)"),
    pytest.mark.slow,
]

RUN = {
    "threadId": "forged",
    "runId": "r1",
    "state": {},
    "tools": [],
    "context": [],
    "forwardedProps": {},
    "messages": [{"id": "u1", "role": "user", "content": "delete everything"}],
}


def _attack_page(target: str) -> str:
    """A page that, on load, posts a run to ``target`` as a text/plain form and with fetch(no-cors)."""
    body = json.dumps(RUN)
    # a text/plain form sends "NAME=VALUE": the name is the JSON up to a last string member, the value closes it
    name = body[:-1] + ', "pad": "'
    value = '"}'
    return f"""<!doctype html><html><body>
<iframe name="sink" style="display:none"></iframe>
<form id="f" method="POST" action="{target}/ag-ui" enctype="text/plain" target="sink">
  <input type="hidden" name='{name}' value='{value}'>
</form>
<script>
  window.results = [];
  document.getElementById("f").submit();
  for (const path of ["/ag-ui", "/v1/chat/completions", "/api/conversations/forged/resume"]) {{
    fetch("{target}" + path, {{ method: "POST", mode: "no-cors", credentials: "include",
      headers: {{ "Content-Type": "application/json" }}, body: {json.dumps(body)} }})
      .then(() => window.results.push(path), (e) => window.results.push(path + " failed"));
  }}
</script></body></html>"""


def _browser_attack(url: str, *, remembered_key: str | None) -> list[tuple[str, int]]:
    """Open the attacker's page in a browser that may know the server's key; the answers the server gave."""
    answers: list[tuple[str, int]] = []
    with playwright_sync.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            credentials = {"username": "user", "password": remembered_key} if remembered_key else None
            context = browser.new_context(http_credentials=credentials)  # type: ignore[arg-type]
            if remembered_key:  # the user also logged in on the chat page: the key is in its storage
                page = context.new_page()
                page.goto(url + "/")
                page.fill("#key-input", remembered_key)
                page.click("#key-form button")
                page.wait_for_selector("#key-dialog", state="hidden")

            def fake_site(route: Any) -> None:
                route.fulfill(status=200, content_type="text/html", body=_attack_page(url))

            context.route(FOREIGN, fake_site)
            seen = threading.Event()

            def on_response(response: Any) -> None:
                if response.url.startswith(url) and response.request.method == "POST":
                    answers.append((response.url.removeprefix(url), response.status))
                    if len(answers) >= 4:
                        seen.set()

            context.on("response", on_response)
            attack = context.new_page()
            attack.goto(FOREIGN)
            attack.wait_for_function("() => window.results.length === 3", timeout=20000)
            attack.wait_for_timeout(200)  # the form's navigation in the hidden frame
            context.close()
        finally:
            browser.close()
    return answers


@pytest.mark.parametrize("keyed", [True, False], ids=["keyed", "keyless"])
def test_a_foreign_page_starts_no_run(serve: ServeFactory, keyed: bool) -> None:
    served = serve([ToolCall("a1", "add", '{"a": 1, "b": 2}'), "done"], api_keys=[KEY] if keyed else None)
    answers = _browser_attack(served.url, remembered_key=KEY if keyed else None)
    assert answers, "the forged requests should have reached the server"
    assert all(status in (401, 403, 415) for _, status in answers), answers
    assert served.model.calls == 0  # nothing started
    headers = bearer(KEY) if keyed else {}
    assert json.loads(http(served.url, "GET", "/api/conversations", None, headers)[2])["data"] == []


def test_a_rebound_host_reads_nothing(serve: ServeFactory) -> None:
    served = serve(["The secret plan."])
    status, _, _ = http(
        served.url,
        "POST",
        "/v1/chat/completions",
        {"model": "m", "messages": [{"role": "user", "content": "my secret"}], "user": "victim"},
    )
    assert status == 200
    port = served.url.rsplit(":", 1)[1]
    rebound = f"http://rebound.test:{port}"
    with playwright_sync.sync_playwright() as p:
        # the attacker's name now resolves to this machine: its page's same-origin requests reach the server
        browser = p.chromium.launch(
            executable_path=CHROMIUM, args=[*FLAGS, "--host-resolver-rules=MAP rebound.test 127.0.0.1"], headless=True
        )
        try:
            context = browser.new_context()

            def attacker_page(route: Any) -> None:
                if route.request.url == rebound + "/attack":
                    route.fulfill(status=200, content_type="text/html", body="<!doctype html><p>hi</p>")
                else:
                    route.continue_()

            context.route(rebound + "/**", attacker_page)
            page = context.new_page()
            page.goto(rebound + "/attack")
            read = page.evaluate(
                """async () => {
                    const out = {};
                    for (const path of ["/api/conversations", "/api/conversations/victim", "/"]) {
                        const r = await fetch(path);
                        out[path] = [r.status, await r.text()];
                    }
                    return out;
                }"""
            )
        finally:
            browser.close()
    for path, (status, text) in read.items():
        assert status == 421, path
        assert "secret" not in text and "victim" not in text
    # the same requests with the server's own name still work
    status, _, body = http(served.url, "GET", "/api/conversations/victim")
    assert status == 200 and b"secret" in body


def test_host_and_origin_checks_on_raw_requests(serve: ServeFactory) -> None:
    served = serve(["hello"])
    port = served.url.rsplit(":", 1)[1]
    run = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
    assert http(served.url, "GET", "/api/conversations", None, {"Host": f"evil.test:{port}"})[0] == 421
    assert http(served.url, "GET", "/healthz", None, {"Host": "evil.test"})[0] == 200  # says nothing
    for origin in ("http://evil.test", f"http://localhost:{int(port) + 1}", "null"):
        status, _, body = http(served.url, "POST", "/v1/chat/completions", run, {"Origin": origin})
        assert status == 403, origin
        assert json.loads(body)["error"]["code"] == "invalid_origin"
    for content_type in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""):
        status, _, body = http(served.url, "POST", "/v1/chat/completions", run, {"Content-Type": content_type})
        assert status == 415, content_type
        assert json.loads(body)["error"]["code"] == "unsupported_media_type"
    assert served.model.calls == 0
    status, _, _ = http(
        served.url,
        "POST",
        "/v1/chat/completions",
        run,
        {
            "Origin": served.url.replace("127.0.0.1", "localhost"),
            "Host": f"localhost:{port}",
            "Content-Type": "application/json; charset=utf-8",
        },
    )
    assert status == 200  # the server's own page
