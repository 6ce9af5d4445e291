"""Terminal display of a contamination scan: a byte progress bar and the result's summary."""

from __future__ import annotations

import sys

from rich.console import Console
from rich.progress import (
    BarColumn,
    DownloadColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
    TransferSpeedColumn,
)
from rich.table import Table

from psyexam.contamination.result import ContaminationResult

ITEMS_SHOWN = 15


class ScanProgress:
    """Bytes of corpus read, speed and time left; drawn on a terminal only (or when told)."""

    def __init__(self, *, enabled: bool | None = None):
        self.live = sys.stderr.isatty() if enabled is None else enabled
        self._progress = Progress(
            TextColumn("[bold]scanning"), BarColumn(), DownloadColumn(), TransferSpeedColumn(),
            TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn(),
            console=Console(stderr=True), disable=not self.live,
        )
        self._task = self._progress.add_task("scan", total=None)

    def start(self, total: int) -> None:
        """Draw the bar for ``total`` corpus bytes."""
        self._progress.update(self._task, total=total)
        self._progress.start()

    def update(self, done: int) -> None:
        """The corpus bytes read so far."""
        if self.live:
            self._progress.update(self._task, completed=done)

    def stop(self) -> None:
        """Stop drawing."""
        self._progress.stop()


def print_result(result: ContaminationResult, console: Console | None = None) -> None:
    """The summary, the contaminated items (longest matches first) and the most frequent matching n-grams."""
    console = console or Console(soft_wrap=True, highlight=False)
    s, st = result.summary, result.settings
    if s.partial:
        console.print(f"[bold yellow]PARTIAL[/]: stopped after {s.bytes_scanned:,} of {s.bytes_total:,} bytes; "
                      "the counts cover only what was read")
    console.print(f"{s.contaminated} of {s.items} items contaminated ({s.share_contaminated:.1%}), "
                  f"{st.n}-grams of {st.fields}; {s.files} files, {s.documents:,} documents, "
                  f"{s.bytes_scanned / 1e6:,.1f} MB in {s.seconds:.1f} s "
                  f"({s.bytes_scanned / 1e6 / s.seconds if s.seconds else 0:,.1f} MB/s)")
    rule = [f"min overlap {st.min_overlap:g}" if st.min_overlap else "",
            f"n-grams in ≥{st.ignore_common} items ignored" if st.ignore_common else ""]
    if any(rule):
        console.print("rule: " + "; ".join(r for r in rule if r))
    if s.bad_lines:
        console.print(f"[red]{s.bad_lines} bad corpus lines[/] (not read; listed in --json/--out):")
        for b in result.bad_lines[:5]:
            console.print(f"  {b.file}:{b.line}: {b.reason}")
    hits = sorted((i for i in result.items if i.contaminated), key=lambda i: (-i.longest_span, -i.overlap))
    if hits:
        table = Table("id", "split", "overlap", "longest", "first match", title="contaminated items")
        for i in hits[:ITEMS_SHOWN]:
            m = i.first_match
            table.add_row(i.id, i.split or "", f"{i.matched_ngrams}/{i.ngrams}", str(i.longest_span),
                          f"{m.file}:{m.document}@{m.offset}" if m else "")
        console.print(table)
        if len(hits) > ITEMS_SHOWN:
            console.print(f"… and {len(hits) - ITEMS_SHOWN} more (--json or --out lists all)")
    if result.top_ngrams:
        table = Table("n-gram", "items", title="n-grams matched in most items")
        for t in result.top_ngrams[:10]:
            table.add_row(t.ngram, str(t.items))
        console.print(table)
