"""A store that fails is an answer like any other: the keep-alive connection stays open."""

from __future__ import annotations

import json
from http.client import HTTPConnection
from pathlib import Path
from urllib.parse import urlsplit

from sprig.state import SqliteStore
from support.sprig_server import KEY, ServeFactory, bearer


def test_a_failing_store_answers_on_the_same_kept_alive_connection(serve: ServeFactory, tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "closing.db")
    served = serve(["unused"], api_keys=[KEY], store=store)
    store.close()  # every store call now fails with a StateError
    parts = urlsplit(served.url)
    connection = HTTPConnection(parts.hostname, parts.port, timeout=20)
    body = json.dumps({"model": "sprig", "messages": [{"role": "user", "content": "hi"}]})
    headers = {**bearer(KEY), "Content-Type": "application/json", "X-Conversation-Id": "c1"}
    try:
        for _ in range(3):  # one connection: a reset would fail the second request
            connection.request("POST", "/v1/chat/completions", body=body, headers=headers)
            response = connection.getresponse()
            error = json.loads(response.read())["error"]
            assert response.status == 500 and error["code"] == "internal_error"
            assert response.getheader("connection") != "close"
    finally:
        connection.close()
