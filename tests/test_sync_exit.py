"""The sync face at interpreter exit: what sprig's background loop owns is closed cleanly."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

TESTS = Path(__file__).parent

SCRIPT = textwrap.dedent(
    """
    import atexit

    def report():  # registered first, so it runs after sprig's own exit handler
        print("open sessions at exit:", model._pool.open_sessions, flush=True)
        print("background loop closed:", _sync._loop is None or _sync._loop.is_closed(), flush=True)

    atexit.register(report)

    from sprig import ChatClient, _sync
    from sprig.models import OpenAiChatModel
    from support.openai_server import OpenAiLoopbackServer, reply

    server = OpenAiLoopbackServer(always=reply("hello"))
    server.start_thread()
    model = OpenAiChatModel(model="m", base_url=server.url, api_key="k")
    client = ChatClient.builder(model).build()
    print(client.prompt().user("hi").call().content())
    print("".join(client.prompt().user("hi").stream().content()))
    for piece in client.prompt().user("hi").stream().content():
        break  # a stream left early
    """
)


def test_blocking_use_without_close_exits_cleanly_under_dev_mode() -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([os.environ.get("PYTHONPATH", ""), str(TESTS)])}
    done = subprocess.run(
        [sys.executable, "-X", "dev", "-W", "error::ResourceWarning", "-c", SCRIPT],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "hello",
        "hello",
        "open sessions at exit: 0",
        "background loop closed: True",
    ]
    assert "Unclosed" not in done.stderr
    assert "Error" not in done.stderr and "Traceback" not in done.stderr, done.stderr
