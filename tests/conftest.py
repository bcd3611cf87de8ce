"""Shared pytest setup: the fixtures of ``tests/support`` modules are registered here."""

pytest_plugins = [
    "support.openai_server",
    "support.responses_server",
    "support.llamacpp_server",
    "support.redis_server",
    "support.postgres",
]
