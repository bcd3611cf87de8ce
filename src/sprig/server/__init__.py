"""``sprig.server``: a ``ChatClient`` behind HTTP (Starlette on uvicorn).

- :func:`create_app` builds the ASGI app: an OpenAI-compatible endpoint, the AG-UI protocol,
  a conversation API and a chat page.
- :func:`serve` runs it on uvicorn (what ``sprig serve`` does), refusing a public address
  without API keys.

Everything two instances must agree on lives in the store given to :func:`create_app`, under
these keys (so ``memory`` -> ``sqlite:`` -> ``redis://`` changes scale, not behaviour):

- ``sprig.conversation:<id>``: owner (a hash of the API key), title, times;
- ``sprig.owner:<owner>``: that owner's conversation ids;
- ``sprig.run:<id>``: the run lock, a lease renewed while the run works (``aupdate``), with a
  fencing token that the history's writes carry (a run that lost its lease saves nothing);
- ``sprig.memory:<id>``: the conversation's messages; ``todos:<id>``: its todo list; ``tool_search:<id>``: the
  tools it discovered (``ToolSearchAdvisor``);
- ``paused:<id>``: a paused round waiting for approvals or external results (the client's store).

Modules: ``app`` (routes, keys), ``openai_api`` / ``openai_wire`` (Chat Completions), ``agui`` /
``agui_events`` (AG-UI), ``conversations_api``, ``runs`` (one run: lock, memory, resume),
``lease`` (the run lock's lease, fencing token and checks),
``conversations`` (records and locks in the store), ``http`` (errors, bounded bodies, SSE),
``auth``, ``serve`` (uvicorn, bind rules, graceful shutdown), ``static/index.html`` (the page).

Needs the ``server`` extra: ``pip install 'sprig-ai[server]'``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sprig._lazy import lazy_exports

if TYPE_CHECKING:
    from sprig.server.app import create_app
    from sprig.server.serve import InsecureBindError, serve

__getattr__ = lazy_exports(
    __name__,
    {"create_app": "sprig.server.app", "serve": "sprig.server.serve", "InsecureBindError": "sprig.server.serve"},
)

__all__ = ["InsecureBindError", "create_app", "serve"]
