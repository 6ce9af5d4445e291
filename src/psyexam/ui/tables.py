"""Report tables and comparisons drawn on the terminal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console
from rich.table import Table as RichTable

from psyexam.report.tables import Table, fmt

if TYPE_CHECKING:
    from psyexam.report.compare import Comparison


def to_rich(t: Table) -> RichTable:
    """A rich Table for the terminal."""
    rt = RichTable(title=t.title, title_justify="left", show_lines=False)
    for i, h in enumerate(t.headers):
        rt.add_column(h, justify="left" if i == 0 else "right", overflow="fold")
    for row in t.rows:
        rt.add_row(*(fmt(c) for c in row))
    return rt


def print_tables(tables: list[tuple[str, Table]], console: Console | None = None) -> None:
    """Each table with its notes, a rule before each run's own tables."""
    console = console or Console()
    current = None
    for run_name, t in tables:
        if run_name != current and run_name:
            console.rule(run_name)
        current = run_name
        console.print(to_rich(t))
        _notes(console, t)


def print_comparison(comp: Comparison, table: Table, console: Console | None = None) -> None:
    """One pair as a readable block, several pairs as a table; then the notes."""
    console = console or Console()
    if len(comp.pairs) == 1:
        console.print(pair_text(comp.pairs[0]), markup=False, emoji=False)
    else:
        console.print(to_rich(table))
    _notes(console, table)


def _notes(console: Console, t: Table) -> None:
    for n in t.notes:
        console.print(f"  {n}", style="dim", markup=False)


def pair_text(p) -> str:
    """One comparison as a readable block: the 2x2 table, both accuracies, the difference, the test."""
    m = p.mcnemar

    def pct(iv) -> str:
        return f"{100 * iv.estimate:.1f}% [{100 * iv.low:.1f}, {100 * iv.high:.1f}]"

    d = p.difference
    lines = [
        f"A = {p.name_a}",
        f"B = {p.name_b}",
        f"{p.n_shared} items graded in both" + (f" ({p.n_a_only} only in A, {p.n_b_only} only in B)" if p.n_a_only or p.n_b_only else ""),
        "",
        f"{'':10}{'B right':>10}{'B wrong':>10}",
        f"{'A right':10}{m.a:>10}{m.b:>10}",
        f"{'A wrong':10}{m.c:>10}{m.d:>10}",
        "",
        f"accuracy A  {pct(p.accuracy_a)}",
        f"accuracy B  {pct(p.accuracy_b)}",
        f"B - A       {100 * d.estimate:+.1f} points [{100 * d.low:+.1f}, {100 * d.high:+.1f}] (paired bootstrap, {100 * d.level:.0f}%)",
        f"McNemar     chi2 = {m.statistic:.3f} (continuity-corrected), p = {m.pvalue_chi2:.4g}; exact binomial p = {m.pvalue_exact:.4g}",
        f"test used   {'exact binomial' if m.test == 'exact' else 'chi-square'}: p = {m.pvalue:.4g}",
    ]
    if m.note:
        lines.append(f"note        {m.note}")
    return "\n".join(lines)
