"""The end-of-run summary, printed as tables."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table

from psyexam.runs.folder import SUMMARY


def _pct(cell: dict) -> str:
    if not cell or not cell.get("n"):
        return "-"
    lo, hi = cell["ci95"]
    return f"{100 * cell['accuracy']:.1f} [{100 * lo:.1f}, {100 * hi:.1f}]"


def _cell_row(name: str, cell: dict) -> list[str]:
    credit = cell.get("exam_credit")
    return [
        name, str(cell.get("n", 0)), _pct(cell),
        f"{100 * credit:.1f}" if credit is not None else "-",
        str(cell.get("unparsed", 0)), str(cell.get("errors", 0)),
    ]


def _table(title: str, cells: dict[str, dict]) -> Table:
    t = Table(title=title, title_justify="left")
    for col in ("group", "n", "accuracy % [95% CI]", "exam credit %", "unparsed", "errors"):
        t.add_column(col, justify="left" if col == "group" else "right")
    for name, cell in cells.items():
        t.add_row(*_cell_row(name, cell))
    return t


def print_summary(summary: dict, *, console: Console | None = None, folder: str | None = None,
                  warnings: Sequence[str] = ()) -> None:
    """Overall accuracy, then KG/CA × type, exams and CA categories, then errors."""
    console = console or Console()
    o = summary["overall"]
    console.print(_table("Overall", {"all items": o}))
    console.print(_table("By part and type (KG/CA × MCQA/MRQA/QA)", summary.get("part_type", {})))
    for key, title in (("exam", "By exam"), ("ca_category", "By CA category")):
        if summary.get(key):
            console.print(_table(title, summary[key]))
    if o.get("ungraded"):
        console.print(f"{o['ungraded']} items have no gold answer here (open QA needs `psyexam judge`; hidden-answer splits cannot be scored).")
    errs = summary.get("errors_list", [])
    if errs:
        console.print(f"[red]{len(errs)} items failed[/red] (counted as wrong; run the same command again to retry only these):")
        for e in errs[:10]:
            console.print(f"  {e['id']}: {e['error']}", markup=False, emoji=False)
        if len(errs) > 10:
            console.print(f"  … and {len(errs) - 10} more (see {SUMMARY})")
    for w in warnings:
        console.print("warning: " + w, style="yellow", markup=False, emoji=False)
    if folder:
        console.print(f"Run folder: {folder}", markup=False, emoji=False)
