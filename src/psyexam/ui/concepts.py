"""Concept coverage, generation and review summaries drawn on the terminal."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.1f}%"


def print_coverage(report: dict, console: Console | None = None) -> None:
    """Coverage per subject and chapter, the uncovered concepts, and accuracy spreads when runs were given."""
    console = console or Console()
    cov = report["coverage"]
    t = Table(title=f"Concept coverage: {cov['covered']}/{cov['required']} = {_pct(cov['rate'])}", title_justify="left")
    for h in ("subject / chapter", "covered", "required", "rate"):
        t.add_column(h, justify="left" if h.startswith("subject") else "right")
    for subject, row in cov["by_subject"].items():
        t.add_row(f"[bold]{subject}[/bold]", str(row["covered"]), str(row["required"]), _pct(row["rate"]))
        for chapter, c in row["by_chapter"].items():
            t.add_row(f"  {chapter}", str(c["covered"]), str(c["required"]), _pct(c["rate"]))
    console.print(t)
    console.print(f"questions: {report['questions']}, unassigned: {report['unassigned']}, "
                  f"methods: {report['methods']}, classifier failures: {report['classifier_failures']}")
    if report["unresolved_labels"]:
        console.print(f"bank labels not in the inventory: {report['unresolved_labels']}")
    if report["uncovered"]:
        names = "、".join(f"{u['name']}（{u['id']}）" for u in report["uncovered"])
        console.print(f"uncovered concepts ({len(report['uncovered'])}): {names}")
    for name, run in report.get("runs", {}).items():
        _print_spread(name, run, console)


def _print_spread(name: str, run: dict, console: Console) -> None:
    t = Table(title=f"Accuracy spread, {name}", title_justify="left")
    for h in ("subject", "chapters", "min", "max", "mean", "std", "concepts", "min", "max", "mean", "std"):
        t.add_column(h, justify="left" if h == "subject" else "right")
    for subject, s in run["by_subject"].items():
        ch, co = s["chapter_spread"], s["concept_spread"]
        t.add_row(subject, str(ch["n"]), *(_pct(ch[k]) for k in ("min", "max", "mean")), _pct(ch["std"]),
                  str(co["n"]), *(_pct(co[k]) for k in ("min", "max", "mean")), _pct(co["std"]))
    console.print(t)
    if run.get("ungraded") or run.get("not_in_run"):
        console.print(f"ungraded: {run['ungraded']}, assigned questions not in the run: {run['not_in_run']}")


def print_generation(manifest: dict, folder: str, candidates: list[dict] | None = None,
                     console: Console | None = None) -> None:
    """Candidates by status, reasons, the answer-letter balance, and where each unreadable reply is recorded."""
    console = console or Console()
    for line, c in enumerate(candidates or [], 1):
        if "unparseable" in c["reasons"] or "call_failed" in c["reasons"]:
            why = c["details"].get("parse_error") or c["details"].get("error") or ""
            console.print(f"{folder}/candidates.jsonl, line {line}: {c['id']}: {', '.join(c['reasons'])}: {why}",
                          markup=False, highlight=False, soft_wrap=True)
    counts = manifest.get("counts", {})
    console.print(f"[bold]{folder}[/bold]: {sum(counts.values())} candidates: "
                  + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    t = Table(title="Reasons (a candidate may have several)", title_justify="left")
    t.add_column("reason")
    t.add_column("candidates", justify="right")
    for reason, n in manifest.get("reasons", {}).items():
        t.add_row(reason, str(n))
    console.print(t)
    letters = manifest.get("answer_letters", {})
    for stage in ("generated", "balanced"):
        lt = letters.get(stage) or {}
        if lt:
            p = "—" if lt.get("p") is None else f"{lt['p']:.3g}"
            console.print(f"answer letters {stage}: {lt['counts']} (chi-square p = {p})")
    calls = manifest.get("calls", {})
    console.print(f"calls: {calls}; review database: {manifest.get('review_sync')}")
