"""Fixtures of the durable-run tests."""

pytest_plugins = ["support.postgres"]
