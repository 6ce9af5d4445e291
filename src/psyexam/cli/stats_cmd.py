"""``psyexam stats``: statistical tests on numbers the user gives directly."""

from __future__ import annotations

import json

import click

from psyexam.stats import McNemarResult, StatsError, mcnemar


@click.group()
def stats() -> None:
    """Statistical tests on tables you give."""


def _parse_counts(raw: tuple[str, str, str, str]) -> list[int]:
    counts = []
    for name, text in zip("ABCD", raw):
        try:
            value = int(text)
        except ValueError:
            raise StatsError(f"--table {name}: {text!r} is not a whole number") from None
        if value < 0:
            raise StatsError(f"--table {name}: counts must not be negative, got {value}")
        counts.append(value)
    return counts


def _fmt_p(p: float) -> str:
    return f"{p:.4g}"


def reading(result: McNemarResult, alpha: float = 0.05) -> str:
    """One plain-language sentence on what the test says."""
    if result.discordant == 0:
        return "no evidence of a difference: the two models never disagree"
    if result.pvalue >= alpha:
        return f"no evidence of a difference (p = {_fmt_p(result.pvalue)} >= {alpha:g})"
    better = "first" if result.b > result.c else "second"
    return (
        f"the two models differ (p < {alpha:g}): the {better} is right more often "
        "on the items where they disagree"
    )


def _text(result: McNemarResult, alpha: float) -> list[str]:
    r = result
    width = max(len(str(v)) for v in (r.a, r.b, r.c, r.d, "second wrong"))
    test = (
        "exact binomial (two-sided)" if r.test == "exact"
        else "chi-square with continuity correction"
    )
    stat = "undefined" if r.discordant == 0 else f"{r.statistic:.4g}"
    lines = [
        "McNemar test on a paired 2x2 table",
        f"{'':12}  {'second right':>{width}}  {'second wrong':>{width}}",
        f"{'first right':12}  {r.a:>{width}}  {r.b:>{width}}",
        f"{'first wrong':12}  {r.c:>{width}}  {r.d:>{width}}",
        f"discordant pairs: b + c = {r.discordant} (b = {r.b} only the first right, "
        f"c = {r.c} only the second right)",
        f"test used: {test}",
        f"chi-square (continuity-corrected): {stat}, p = {_fmt_p(r.pvalue_chi2)}",
        f"exact binomial p = {_fmt_p(r.pvalue_exact)}",
    ]
    if r.note:
        lines.append(f"note: {r.note}")
    lines.append(f"reading: {reading(r, alpha)}")
    return lines


@stats.command("mcnemar")
@click.option(
    "--table", "table", nargs=4, required=True, metavar="A B C D",
    help="Counts: A both right, B first right only, C second right only, D both wrong.",
)
@click.option(
    "--exact/--chi2", default=None,
    help="Force the exact binomial or the chi-square test (default: exact when B + C < 25).",
)
@click.option("--alpha", type=click.FloatRange(0, 1, min_open=True, max_open=True),
              default=0.05, show_default=True, help="Significance level for the reading.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def mcnemar_cmd(
    table: tuple[str, str, str, str], exact: bool | None, alpha: float, as_json: bool
) -> None:
    """McNemar's test on the paired table [[A, B], [C, D]]."""
    result = mcnemar(*_parse_counts(table), exact=exact)
    if as_json:
        out = result.to_dict()
        out["alpha"] = alpha
        out["reading"] = reading(result, alpha)
        click.echo(json.dumps(out, indent=2, ensure_ascii=False))
        return
    for line in _text(result, alpha):
        click.echo(line)
