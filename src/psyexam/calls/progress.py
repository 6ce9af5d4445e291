"""What a stage tells whoever shows its progress; the terminal bar lives in ``psyexam.ui``."""

from __future__ import annotations

from typing import Protocol


class Progress(Protocol):
    """Receives a stage's progress: the total once it is known, then one ``advance`` per item."""

    def start(self, total: int) -> None:
        """The work is planned: ``total`` items."""

    def advance(self, ok: bool, unparsed: bool = False) -> None:
        """One more item finished (``ok``: answered; ``unparsed``: answered but no answer read)."""

    def stop(self) -> None:
        """The work is over (finished, failed or interrupted)."""


class NoProgress:
    """Shows nothing."""

    def start(self, total: int) -> None:
        """Nothing to show."""

    def advance(self, ok: bool, unparsed: bool = False) -> None:
        """Nothing to show."""

    def stop(self) -> None:
        """Nothing to show."""
