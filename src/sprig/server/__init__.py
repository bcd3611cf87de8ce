"""``sprig.server``: a ``ChatClient`` behind HTTP (Starlette on uvicorn).

- :func:`create_app` builds the ASGI app: an OpenAI-compatible endpoint, the AG-UI protocol,
  a conversation API and a chat page.
- :func:`serve` runs it on uvicorn (what ``sprig serve`` does), refusing a public address
  without API keys.

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
