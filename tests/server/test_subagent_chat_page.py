"""The chat page folds a sub-agent's work under the parent's tool card, and approves a call the
sub-agent waits on (real headless chromium)."""

from __future__ import annotations

from typing import Any

import pytest

from sprig import ToolCall
from support.sprig_server import KEY
from support.subagent_server import DEPLOYED

from .test_chat_page import CHROMIUM, FLAGS, playwright_sync, pytestmark  # noqa: F401 (chromium is needed)


@pytest.mark.slow
def test_the_chat_page_folds_a_sub_agent_under_its_tool_card(served_with_child: Any) -> None:
    served = served_with_child(
        [
            ToolCall("k1", "lookup", '{"q": "lyon"}'),
            "Lyon has 522,000 people.",
            ToolCall("d1", "deploy", '{"target": "prod"}'),
            "prod is deployed",
        ],
        [
            ToolCall("call_p", "researcher", '{"task": "population of Lyon"}'),
            "About 522,000.",
            ToolCall("call_q", "researcher", '{"task": "deploy prod"}'),
            "Shipped.",
        ],
    )
    with playwright_sync.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            page = browser.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(served.url + "/")
            page.wait_for_selector("#key-dialog", state="visible")
            page.fill("#key-input", KEY)
            page.click("#key-form button")
            page.wait_for_selector("#key-dialog", state="hidden")

            page.fill("#input", "How many people live in Lyon?")
            page.click("#send")
            page.wait_for_selector("text=About 522,000.")
            page.wait_for_function("() => !document.getElementById('send').disabled")
            parent = page.locator(".tool-card[data-tool-call-id='call_p']")
            assert parent.locator(".name").first.inner_text() == "researcher"
            folded = parent.locator("details.subagent[data-subagent='call_p']")
            assert folded.count() == 1
            assert "sub-agent researcher" in folded.locator("summary").inner_text()
            assert folded.get_attribute("open") is None  # folded once the sub-agent finished
            child_card = folded.locator(".tool-card[data-tool-call-id='call_p/k1']")
            assert child_card.locator(".result").text_content() == "found lyon"
            assert "Lyon has 522,000 people." in (folded.locator(".msg.assistant").text_content() or "")
            # the child's work is inside the card, not among the conversation's messages
            top = page.locator("#messages > .msg.assistant")
            assert [t.strip() for t in top.all_inner_texts()] == ["About 522,000."]

            page.fill("#input", "Deploy prod")
            page.click("#send")
            button = ".tool-card[data-tool-call-id='call_q/d1'] button.approve"
            page.wait_for_selector(button)
            assert page.locator(f"details.subagent[data-subagent='call_q'] {button}").count() == 1
            assert DEPLOYED == []
            page.click(button)
            page.wait_for_selector("text=Shipped.")
            page.wait_for_function("() => !document.getElementById('send').disabled")
            assert DEPLOYED == ["prod"]
            assert errors == []
        finally:
            browser.close()
