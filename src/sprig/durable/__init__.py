"""Durable runs: a ``ChatClient`` run as a DBOS workflow that survives crashes and restarts.

Needs the ``durable`` extra (``pip install 'sprig-ai[durable]'``)::

    from sprig.durable import DurableAgent

    agent = DurableAgent(client, name="planner", database_url="sqlite:///sprig-durable.sqlite")
    agent.launch()
    run = agent.start("Write the report", conversation_id="c1")
    print(run.result())
"""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING

from sprig._lazy import lazy_exports

if importlib.util.find_spec("dbos") is None:
    raise ImportError("sprig.durable runs on DBOS: pip install 'sprig-ai[durable]'")

if TYPE_CHECKING:
    from sprig.durable._steps import InterruptedToolError
    from sprig.durable.agent import DurableAgent
    from sprig.durable.errors import ConversationBusyError, DecisionTimeoutError, DurableError
    from sprig.durable.run import DurableRun

__all__ = [
    "ConversationBusyError",
    "DecisionTimeoutError",
    "DurableAgent",
    "DurableError",
    "DurableRun",
    "InterruptedToolError",
]

__getattr__ = lazy_exports(
    __name__,
    {
        "DurableAgent": "sprig.durable.agent",
        "DurableRun": "sprig.durable.run",
        "InterruptedToolError": "sprig.durable._steps",
        **dict.fromkeys(
            [
                "ConversationBusyError",
                "DecisionTimeoutError",
                "DurableError",
            ],
            "sprig.durable.errors",
        ),
    },
)
