"""A progress bar with rate, ETA and counts of answered, unparsed and failed items."""

from __future__ import annotations

import sys

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn


class RunProgress:
    """Counts items as their calls finish; draws a live bar on a terminal, stays quiet otherwise."""

    def __init__(self, *, enabled: bool | None = None):
        self.answered = self.failed = self.unparsed = 0
        live = sys.stderr.isatty() if enabled is None else enabled
        self.live = live
        self._progress = Progress(
            TextColumn("[bold]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[rate]}"),
            TimeElapsedColumn(),
            TextColumn("ETA"),
            TimeRemainingColumn(),
            TextColumn("{task.fields[counts]}"),
            console=Console(stderr=True),
            disable=not live,
        )
        self._task = self._progress.add_task("asking", total=None, rate="", counts="")

    def start(self, total: int) -> None:
        """Draw the bar for ``total`` items."""
        self._progress.update(self._task, total=total)
        self._progress.start()

    def stop(self) -> None:
        """Stop drawing."""
        self._progress.stop()

    def advance(self, ok: bool, unparsed: bool = False) -> None:
        """One more item finished."""
        self.answered += ok
        self.failed += not ok
        self.unparsed += unparsed
        if not self.live:
            return  # nothing is drawn: skip rich's per-update bookkeeping
        task = self._progress.tasks[0]
        speed = task.speed or 0.0
        self._progress.update(
            self._task,
            advance=1,
            rate=f"{speed:.1f}/s" if speed else "",
            counts=f"answered {self.answered} · unparsed {self.unparsed} · failed {self.failed}",
        )
