"""``psyexam review``: expert review of generated candidates, and publishing the accepted ones."""

from __future__ import annotations

import click


@click.group()
def review() -> None:
    """Review generated questions (export/import sheets, decide, status) and publish the accepted ones."""
