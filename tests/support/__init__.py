"""Shared helpers for sprig's tests: loopback servers and scripts."""
