"""Test helpers that ship with the package: a fault-injecting OpenAI-compatible server."""
