"""Terminal tables for judgements, arenas and ratings reports."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from psyexam.runs.folder import JUDGEMENTS


def _f(x, digits: int = 1) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def _ci(d: dict | None, digits: int = 1) -> str:
    if not d or d.get("low") is None:
        return "-"
    return f"[{d['low']:.{digits}f}, {d['high']:.{digits}f}]"


def print_judgements(summary: dict, folder: str, console: Console | None = None, max_failures: int = 10) -> None:
    """Mean judge score with its interval, counts by status, and the first failures."""
    console = console or Console()
    t = Table(title=f"{summary['model']} judged by {summary['judge']} ({summary['rubric']}, "
                    f"scale {summary['scale'][0]:g}–{summary['scale'][1]:g})")
    for col in ("items", "scored", "mean", "95% CI", "judge failures", "no answer", "no reference"):
        t.add_column(col, justify="right")
    c = summary["counts"]
    t.add_row(str(summary["n_items"]), str(c["scored"]), _f(summary["mean"]["estimate"], 2), _ci(summary["mean"]),
              str(summary["judge_failures"]), str(c["no_answer"]), str(c["no_reference"]))
    console.print(t)
    if summary.get("dimensions"):
        d = Table(title="Dimensions")
        for col in ("dimension", "mean", "95% CI"):
            d.add_column(col)
        for k, v in summary["dimensions"].items():
            d.add_row(k, _f(v["estimate"], 2), _ci(v, 2))
        console.print(d)
    shown = summary["not_scored"][:max_failures]
    for row in shown:
        console.print(f"  not scored: {row['id']} ({row['status']}): {row['error']}", markup=False)
    if len(summary["not_scored"]) > len(shown):
        console.print(f"  … and {len(summary['not_scored']) - len(shown)} more (see {JUDGEMENTS})")
    console.print(f"Judge files in: {folder}")


def print_rankings(report: dict, console: Console | None = None, title: str = "Rankings") -> None:
    """One table: Elo (with interval), points (W/T/L) and Bradley–Terry (with interval) per model."""
    console = console or Console()
    if not report.get("elo"):
        console.print("No battles to rank.")
        return
    elo = {r["model"]: r for r in report["elo"]["ratings"]}
    bt = {r["model"]: r for r in report["bradley_terry"]["ratings"]}
    t = Table(title=title)
    for col in ("model", "Elo", "Elo 95% CI", "points", "W/T/L", "Bradley–Terry", "BT 95% CI", "battles"):
        t.add_column(col, justify="right" if col != "model" else "left")
    for p in report["points"]:
        m = p["model"]
        t.add_row(m, _f(elo[m]["rating"]), _ci(elo[m], 0), _f(p["points"]), f"{p['wins']}/{p['ties']}/{p['losses']}",
                  _f(bt[m]["rating"]), _ci(bt[m], 0), str(elo[m]["battles"]))
    console.print(t)
    for name in ("elo", "bradley_terry"):
        if report[name].get("note"):
            console.print(f"  {name}: {report[name]['note']}")
    if report.get("note"):
        console.print(f"  note: {report['note']}")


def print_arena(report: dict, folder: str, console: Console | None = None) -> None:
    """Outcome counts, inconsistencies, failures and the rankings of an arena."""
    console = console or Console()
    o = report["outcomes"]
    console.print(f"{report['comparisons']} comparisons (each asked in both orders): A {o['A']}, B {o['B']}, "
                  f"tie {o['tie']}, both bad {o['both_bad']}; {report['inconsistent']} inconsistent between the "
                  f"orders (counted as ties); {len(report['judge_failures'])} judge failures; "
                  f"{len(report.get('skipped', []))} skipped")
    print_rankings(report, console)
    for f in report["judge_failures"][:10]:
        console.print(f"  judge failure: {f['item']} ({f['model_a']} vs {f['model_b']}): {f['error']}", markup=False)
    console.print(f"Arena files in: {folder}")


def _agreement_row(t: Table, name: str, a: dict) -> None:
    if "error" in a:
        t.add_row(name, "-", "-", "-", "-", "-", "-", a["error"])
        return
    left_out = [f"{a['excluded_units']} units excluded from kappa"] if a["excluded_units"] else []
    if a.get("single_rated_units"):
        left_out.append(f"{a['single_rated_units']} rated once, not counted")
    t.add_row(name, a["method"], str(a["n_units"]), str(a["n_raters"]), _f(a["percent_agreement"], 3),
              _f(a["pairwise_agreement"], 3), _f(a["kappa"], 3),
              a["reading"] + (f" ({'; '.join(left_out)})" if left_out else ""))


def print_ratings(report: dict, console: Console | None = None) -> None:
    """Agreement per dimension, the raters who disagree most, and the judge against humans."""
    console = console or Console()
    console.print(f"{report['source']}: {report['items']} items, raters {', '.join(report['raters'])}")
    t = Table(title="Inter-rater agreement (kappa > 0.6 good, < 0.4 poor)")
    for col in ("dimension", "method", "units", "raters", "percent agreement", "pairwise", "kappa", "reading"):
        t.add_column(col)
    blocks = dict(report.get("agreement", {}))
    if "pairwise_agreement" in report:
        blocks["pairwise choice"] = report["pairwise_agreement"]
    for dim, block in blocks.items():
        _agreement_row(t, dim, block["overall"])
    console.print(t)
    console.print("  percent agreement: share of items on which all their raters agree; pairwise: share of "
                  "agreeing rater pairs; items rated by only one rater are not counted", soft_wrap=True)
    for dim, block in blocks.items():
        worst = block["raters_by_disagreement"][:3]
        text = ", ".join(f"{r['rater']} {r['disagreements']}/{r['units']}" for r in worst)
        console.print(f"  {dim}: most often against the others' majority: {text}")
    for dim, row in (report.get("judge_vs_humans") or {}).items():
        if not isinstance(row, dict):
            console.print(f"  judge vs humans: {row}")
            continue
        bits = [f"n={row['n_items']}", f"Spearman {_f(row.get('spearman'), 3)}", f"Pearson {_f(row.get('pearson'), 3)}"]
        if row.get("with_judge"):
            bits.append(f"kappa humans {_f((row.get('humans_only') or {}).get('kappa'), 3)} → with judge "
                        f"{_f(row['with_judge']['kappa'], 3)}")
        console.print(f"  judge vs humans on {dim}: " + ", ".join(bits))
    _print_calibration(report.get("judge_vs_humans") or {}, console)
    if report.get("judge_vs_humans_pairwise"):
        p = report["judge_vs_humans_pairwise"]
        console.print(f"  arena judge vs human majority: n={p['n_units']}, agree {_f(p.get('percent'), 3)}, "
                      f"kappa {_f(p.get('kappa'), 3)} ({p.get('reading', '-')})")
        for name, label in (("position_first", "verdict follows the first slot"), ("longer_wins", "longer answer wins")):
            b = (p.get("bias") or {}).get(name) or {}
            if b.get("n"):
                console.print(f"  arena bias, {label}: {b['hits']}/{b['n']} = {_f(b['share'], 3)} "
                              f"[{_f(b['low'], 3)}, {_f(b['high'], 3)}] (0.5 = no bias)")
    if report.get("pairwise_rankings"):
        print_rankings(report["pairwise_rankings"], console, "Rankings from human pairwise choices")


def _print_calibration(rows: dict, console: Console) -> None:
    """Judge calibration per dimension: rank correlations, kappa on the levels, mean offset."""
    calibrated = {d: r["calibration"] for d, r in rows.items() if isinstance(r, dict) and r.get("calibration")}
    if not calibrated:
        return
    t = Table(title="Judge calibration against the human aggregate")
    for col in ("dimension", "n", "Spearman", "Kendall", "kappa", "kappa (linear)", "offset [95% CI]", "most apart"):
        t.add_column(col)
    for dim, c in calibrated.items():
        off = c.get("offset") or {}
        worst = ", ".join(f"{d['item']} ({d['difference']:+.2g})" for d in c.get("disagreements", [])[:3])
        t.add_row(dim, str(c["n_items"]), _f(c.get("spearman"), 3), _f(c.get("kendall"), 3), _f(c.get("kappa"), 3),
                  _f(c.get("kappa_linear"), 3),
                  f"{_f(off.get('estimate'), 2)} [{_f(off.get('low'), 2)}, {_f(off.get('high'), 2)}]", worst or "-")
    console.print(t)
    console.print("  offset: judge minus humans; kappa on the scale levels (human aggregate at its nearest level)",
                  soft_wrap=True)
