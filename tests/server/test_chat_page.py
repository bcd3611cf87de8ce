"""The chat page in a real headless chromium (Debian's, through Playwright's ``executable_path``).

Sends messages, watches text stream in, a tool card, the todo panel, approves a call, stops a
run, and checks that model text cannot inject markup. A screenshot is saved under ``.artifacts/``.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from sprig import ToolCall
from support.sprig_server import DELETED, KEY, ServeFactory

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARTIFACTS = Path(os.environ.get("SPRIG_TEST_ARTIFACTS", Path(__file__).resolve().parents[2] / ".artifacts"))
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

playwright_sync = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(
    not Path(CHROMIUM).exists(), reason="needs Debian's chromium (scripts/test-services.sh)"
)

ANSWER = (
    "The sum is **42**.\n\n"
    "- first `point`\n- second\n\n"
    '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> [bad](javascript:alert(1))'
)


def todo(*statuses: str) -> ToolCall:
    items = [{"id": str(i), "text": f"Step {i}", "status": s} for i, s in enumerate(statuses, 1)]
    return ToolCall("", "todo_update", json.dumps({"items": items}))


def test_chat_page_streams_tools_todos_approval_and_stop(serve: ServeFactory) -> None:
    DELETED.clear()
    served = serve(
        [
            todo("in_progress", "pending"),
            ToolCall("a1", "add", '{"a": 40, "b": 2}'),
            todo("completed", "in_progress"),
            ANSWER,
            ToolCall("d1", "delete_file", '{"path": "draft.txt"}'),
            "Deleted draft.txt as approved.",
            ToolCall("g1", "wait_gate", "{}"),
        ],
        api_keys=[KEY],
        chunk_size=6,
        delay=0.02,
    )
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with playwright_sync.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            context = browser.new_context()
            outside: list[str] = []

            def only_this_server(route: Any) -> None:
                if route.request.url.startswith(served.url + "/"):
                    route.continue_()
                else:
                    outside.append(route.request.url)
                    route.abort()

            context.route("**/*", only_this_server)
            page = context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.on("console", lambda m: errors.append(m.text) if "Content Security Policy" in m.text else None)
            page.goto(served.url + "/")
            # the page asks for the key itself (no browser Basic prompt), keeps it and sends it as a bearer header
            page.wait_for_selector("#key-dialog", state="visible")
            page.fill("#key-input", KEY)
            page.click("#key-form button")
            page.wait_for_selector("#key-dialog", state="hidden")
            page.evaluate(
                """() => { window.__renders = new Set();
                new MutationObserver(() => document.querySelectorAll('.msg.assistant')
                    .forEach(m => window.__renders.add(m.textContent)))
                .observe(document.getElementById('messages'),
                         {subtree: true, childList: true, characterData: true}); }"""
            )

            # 1. a message: plan, a tool card, streamed Markdown text
            page.fill("#input", "Add 40 and 2 with a plan")
            page.click("#send")
            page.wait_for_selector(".msg.assistant strong")
            page.wait_for_function("() => !document.getElementById('send').disabled")
            assert page.inner_text(".msg.user") == "Add 40 and 2 with a plan"
            card = page.locator(".tool-card[data-tool-call-id='a1']")
            assert card.locator(".name").inner_text() == "add"
            assert json.loads(card.locator(".args").inner_text()) == {"a": 40, "b": 2}
            assert card.locator(".result").inner_text() == "42"
            assert card.locator(".status").inner_text().startswith("done")
            assert page.locator("#todos li").count() == 2
            assert page.locator("#todos li").nth(0).get_attribute("data-status") == "completed"
            assert page.locator("#todos li").nth(1).get_attribute("data-status") == "in_progress"
            answer = page.locator(".msg.assistant").last
            assert answer.locator("strong").inner_text() == "42"
            assert answer.locator("li").count() == 2
            assert "<script>" in answer.inner_text()  # shown as text
            assert page.evaluate("window.__pwned") is None
            assert answer.locator("script, img, a[href^='javascript']").count() == 0
            renders = page.evaluate("window.__renders.size")
            assert renders >= 5, "the answer should arrive in many pieces, not at once"
            assert page.locator("#conversations li").count() == 1

            # 2. approve a call
            page.fill("#input", "Delete draft.txt")
            page.click("#send")
            page.wait_for_selector(".tool-card[data-tool-call-id='d1'] button.approve")
            assert DELETED == []
            page.screenshot(path=str(ARTIFACTS / "chat-page-approval.png"), full_page=True)
            page.click(".tool-card[data-tool-call-id='d1'] button.approve")
            page.wait_for_function(
                "() => document.querySelector(\".tool-card[data-tool-call-id='d1'] .result\").textContent"
                " === 'deleted draft.txt'"
            )
            page.wait_for_selector("text=Deleted draft.txt as approved.")
            page.wait_for_function("() => !document.getElementById('send').disabled")
            assert DELETED == ["draft.txt"]

            # 3. stop a run
            page.fill("#input", "Wait for the gate")
            page.click("#send")
            assert served.gate.entered.wait(10)
            page.click("#stop")
            page.wait_for_selector(".msg.error >> text=Stopped.")
            assert served.gate.cancelled.wait(10)
            page.screenshot(path=str(ARTIFACTS / "chat-page.png"), full_page=True)

            # 4. the conversation list: start a new chat, then reopen this one from the server
            page.click("#new-chat")
            assert page.locator(".msg").count() == 0
            page.click("#conversations li")
            page.wait_for_selector(".msg.user >> text=Delete draft.txt")
            assert page.locator(".tool-card[data-tool-call-id='a1'] .result").inner_text() == "42"
            assert page.locator("#todos li").count() == 2
            assert errors == []
            assert outside == []  # no CDN, no font, nothing but this server
        finally:
            browser.close()
    assert (ARTIFACTS / "chat-page.png").stat().st_size > 0


LAYOUT = """() => {
  const card = document.querySelector(".tool-card .args");
  const plan = document.getElementById("todo-panel").getBoundingClientRect();
  return {
    page: document.documentElement.scrollWidth, window: window.innerWidth,
    planLeft: plan.left, planRight: plan.right, planWidth: plan.width, planHeight: plan.height,
    argsScroll: card.scrollWidth, argsClient: card.clientWidth,
  };
}"""


def test_chat_page_layout_at_1280_and_390_pixels(serve: ServeFactory) -> None:
    long_step = "Check every file under " + "/very/long/path" * 30  # one unbreakable run of text
    items = [
        {"id": "1", "text": long_step, "status": "in_progress"},
        {"id": "2", "text": "Answer", "status": "pending"},
    ]
    served = serve([ToolCall("t1", "todo_update", json.dumps({"items": items})), "Planned."], api_keys=[KEY])
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with playwright_sync.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
            page.goto(served.url + "/")
            page.wait_for_selector("#key-dialog", state="visible")
            page.fill("#key-input", KEY)
            page.click("#key-form button")
            page.fill("#input", "Plan it")
            page.click("#send")
            page.wait_for_selector("text=Planned.")
            page.wait_for_function("() => !document.getElementById('send').disabled")
            for width, height in ((1280, 800), (390, 844)):
                page.set_viewport_size({"width": width, "height": height})
                page.screenshot(path=str(ARTIFACTS / f"chat-page-{width}.png"), full_page=True)
                got = page.evaluate(LAYOUT)
                assert got["page"] <= got["window"], (width, got)  # no horizontal overflow after a tool card
                assert got["planWidth"] > 0 and got["planHeight"] > 0, (width, got)  # the plan is shown
                assert got["planLeft"] >= 0 and got["planRight"] <= width, (width, got)  # and not cut off
                assert got["argsScroll"] <= got["argsClient"], (width, got)  # tool JSON wraps, not clipped
                assert page.locator("#todos li").count() == 2
        finally:
            browser.close()
    assert (ARTIFACTS / "chat-page-390.png").stat().st_size > 0
