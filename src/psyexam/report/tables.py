"""Report tables, built once and written as Markdown, CSV, HTML or a terminal table.

Cells are plain values, :class:`Interval` (a proportion, shown in percent as
``62.3 [58.1, 66.2]``) or :class:`Score` (a judge score, shown on its own scale);
CSV expands both into estimate/low/high columns.
"""

from __future__ import annotations

import csv
import html
import io
import math
from dataclasses import dataclass, field
from typing import Any

from psyexam.report.aggregate import GroupStat, RunReport
from psyexam.report.compare import Comparison, ComparisonBy
from psyexam.report.leaderboard import Board
from psyexam.report.qa import SCORED, QAJudgeReport
from psyexam.stats import Interval, PairedComparison, Spread


@dataclass(frozen=True)
class Score:
    """A mean judge score with its interval, shown on the score's scale (not in percent)."""

    interval: Interval
    digits: int = 1

    def text(self, x: float) -> str:
        """One bound or the estimate, rounded."""
        return f"{x:.{self.digits}f}"


Cell = str | int | float | Interval | Score | None

LEVEL_TITLES = {
    "part": "part (KG knowledge / CA case analysis)", "qtype": "question type",
    "part_qtype": "part x question type", "exam": "exam", "ca_category": "case-analysis category",
    "subject": "subject", "chapter": "chapter", "concept": "concept",
}
PLURALS = {"subject": "subjects", "exam": "exams", "ca_category": "case-analysis categories",
           "chapter": "chapters", "concept": "concepts"}


@dataclass
class Table:
    """A titled table of typed cells."""

    name: str
    title: str
    headers: list[str]
    rows: list[list[Cell]]
    notes: list[str] = field(default_factory=list)


def pct(x: float | None) -> str:
    """A proportion as a percentage with one decimal, or an en dash."""
    return "–" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{100 * x:.1f}"


def fmt(cell: Cell) -> str:
    """Text form of a cell."""
    if isinstance(cell, Score):
        iv = cell.interval
        if math.isnan(iv.estimate):
            return "–"
        if math.isnan(iv.low):
            return cell.text(iv.estimate)
        return f"{cell.text(iv.estimate)} [{cell.text(iv.low)}, {cell.text(iv.high)}]"
    if isinstance(cell, Interval):
        if math.isnan(cell.estimate):
            return "–"
        if math.isnan(cell.low):
            return pct(cell.estimate)
        return f"{pct(cell.estimate)} [{pct(cell.low)}, {pct(cell.high)}]"
    if cell is None:
        return "–"
    if isinstance(cell, float):
        return "–" if math.isnan(cell) else f"{cell:.4g}"
    return str(cell)


def _group_rows(groups: list[GroupStat]) -> list[list[Cell]]:
    return [[g.key, g.n, g.correct, g.accuracy, g.n_multi,
             g.exam_credit if g.n_multi else None, g.f1 if g.n_multi else None,
             g.unparsed, g.failed, g.ungraded] for g in groups]


GROUP_HEADERS = ["group", "n", "correct", "accuracy % [95% CI]", "MRQA n",
                 "MRQA credit %", "MRQA F1 %", "unparsed", "failed", "ungraded"]


def run_tables(rep: RunReport) -> list[Table]:
    """The tables of one run: summary, every grouping level, spreads."""
    o = rep.overall
    rows: list[list[Cell]] = [["micro (all graded items)", "–", o.n, o.accuracy]]
    rows += [[f"macro over {PLURALS.get(m.level, m.level)}", m.groups, m.accuracy.n, m.accuracy]
             for m in rep.macro.values()]
    summary = Table("summary", "Summary", ["average", "groups", "n", "accuracy % [95% CI]"], rows, notes=[
        f"graded items: {o.n}; correct: {o.correct}; unparsed: {o.unparsed}; failed: {o.failed}; "
        f"ungraded: {o.ungraded}. Unparsed and failed items count as wrong and stay in every denominator.",
        "Micro: one mean over all items. Macro: unweighted mean of the group accuracies "
        "(Wilson interval at the effective sample size of the groups).",
        "Intervals: Wilson for accuracies, bootstrap for MRQA exam credit and F1 means.",
    ])
    if o.n == 0:
        summary.rows = summary.rows[:1]
        summary.notes = [f"No graded items (all {o.ungraded} are open QA or have hidden answers): "
                         "accuracy tables omitted."
                         + (f" {o.failed} items have no answer (failed calls)." if o.failed else "")
                         + ("" if rep.qa_judge or not any(i.qtype == "qa" for i in rep.run.items)
                            else " Judge the open answers with `psyexam judge`.")]
    tables = [summary]
    if rep.qa_judge is not None:
        tables += qa_tables(rep.qa_judge)
    if o.n == 0:
        return tables
    for level, groups in rep.groups.items():
        tables.append(Table(level, f"By {LEVEL_TITLES.get(level, level)}", GROUP_HEADERS, _group_rows(groups)))
    if rep.spreads:
        tables.append(Table("spread", "Spread of group accuracies (ConceptPsy Table 3)",
                            ["level", "groups", "min %", "max %", "mean %", "std %"],
                            [[lvl, *_spread_cells(s)] for lvl, s in rep.spreads.items()]))
    if rep.chapter_spreads:
        tables.append(Table("chapter_spread", "Spread of concept accuracies within each chapter",
                            ["chapter", "concepts", "min %", "max %", "mean %", "std %"],
                            [[c, *_spread_cells(s)] for c, s in rep.chapter_spreads]))
    return tables


def score_cell(iv: Interval, scale: tuple[float, float]) -> Score:
    """A judge score cell: one decimal on a 0-100 scale, two on a small one (1-5)."""
    return Score(iv, 1 if scale[1] - scale[0] > 10 else 2)


def _ci_header(iv: Interval) -> str:
    return f"mean [{100 * iv.level:g}% CI]"


def _reason(text: str, limit: int = 200) -> str:
    """One line of at most ``limit`` characters."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def qa_tables(q: QAJudgeReport) -> list[Table]:
    """The "Open QA (LLM judge)" block: summary, by subject, by dimension, items not scored."""
    c = q.counts
    tables = [Table("qa_judge", "Open QA (LLM judge)", [
        "judge", "rubric", "scale", "QA items", "scored", _ci_header(q.mean), "judge failures", "no answer",
        "no reference"], [[q.judge, q.rubric, f"{q.scale[0]:g}-{q.scale[1]:g}", q.n_items, c[SCORED],
                           score_cell(q.mean, q.scale), q.judge_failures, c["no_answer"], c["no_reference"]]],
        notes=[q.statement() + ".",
               "Mean judge score with a bootstrap interval over the scored items (CPsyExam Table 3); "
               f"rubric {q.rubric_label}.",
               *q.notes])]
    if q.subjects:
        tables.append(Table("qa_judge_subject", "Open QA (LLM judge) by subject",
                            ["subject", "QA items", "scored", "judge failures", _ci_header(q.mean)],
                            [[g.key, g.items, g.scored, g.failures, score_cell(g.mean, q.scale)] for g in q.subjects]))
    if q.dimensions:
        tables.append(Table("qa_judge_dimensions", "Open QA (LLM judge) by dimension",
                            ["dimension", "scored", _ci_header(q.mean)],
                            [[k, v.n, Score(v, 2)] for k, v in q.dimensions.items()],
                            ["Each dimension is rated on the rubric's integer scale; an item's score is "
                             "the mean of its dimensions."]))
    missing = q.failures + q.not_judged
    if missing:
        tables.append(Table("qa_judge_not_scored", "Open QA (LLM judge): items not scored",
                            ["id", "subject", "status", "reason", "judge reply (start)"],
                            [[x.id, x.subject, x.status, _reason(x.reason), _reason(x.reply or "", 60) or None]
                             for x in missing],
                            ["judge_failed: the judge's reply held no readable score on the scale; "
                             "judge_error: the judge call failed. Neither is scored (not as 0)."]))
    return tables


def _spread_cells(s: Spread) -> list[Cell]:
    return [s.n, pct(s.min), pct(s.max), pct(s.mean), pct(s.std)]


def board_table(board: Board) -> Table:
    """The leaderboard / CPsyExam Table 2."""
    rows: list[list[Cell]] = []
    avg = [] if not board.columns else ["Avg"]
    for r in board.rows:
        name = r.model + (" *" if r.marks else "")
        best = [f"{pct(r.avg)} ({r.avg_setting})" if r.avg_setting else "–"] if avg else []
        qa = [score_cell(r.qa[c], r.qa_runs[c].judged.scale) if c in r.qa else None for c in board.qa_columns]
        rows.append([name, *[r.cells.get(c) for c in board.columns], *best, *qa,
                     *[r.tags.get(c) for c in board.tag_columns]])
    notes = ["Cells: accuracy % [95% Wilson CI]. Avg: mean of the KG/CA x MCQA/MRQA cells for each "
             "shot setting, the better setting reported (as CPsyExam does)."] if avg else []
    notes += board.notes
    notes += [f"* {r.model}: {m}" for r in board.rows for m in r.marks]
    return Table("leaderboard", "Leaderboard",
                 ["model", *board.columns, *avg, *board.qa_columns, *board.tag_columns], rows, notes)



def _pair_row(p: PairedComparison) -> list[Cell]:
    m = p.mcnemar
    return [p.name_a, p.name_b, p.n_shared, m.a, m.b, m.c, m.d, p.accuracy_a, p.accuracy_b, p.difference,
            m.test, f"{m.pvalue:.4g}", "–" if p.pvalue_adjusted is None else f"{p.pvalue_adjusted:.4g}"]


PAIR_HEADERS = ["run A", "run B", "shared", "a", "b", "c", "d", "acc A %", "acc B %",
                "difference % [95% CI]", "test", "p", "p (Holm)"]
PAIR_NOTE = ("a: both right, b: only A right, c: only B right, d: both wrong; difference = B - A "
             "(paired bootstrap 95% CI). McNemar: exact binomial when b + c < 25 or --exact, "
             "else chi-square with continuity correction.")


def compare_table(comp: Comparison) -> Table:
    """One row per pair of runs."""
    notes = [PAIR_NOTE]
    if len(comp.pairs) > 1:
        notes.append("p (Holm): adjusted for all pairs shown.")
    notes += comp.notes + [f"not compared: {f}" for f in comp.failed_pairs]
    return Table("compare", "Paired comparison", PAIR_HEADERS, [_pair_row(p) for p in comp.pairs], notes)


def compare_by_table(by: ComparisonBy) -> Table:
    """One row per value of the field and pair of runs (``compare --by``)."""
    rows: list[list[Cell]] = []
    notes = [PAIR_NOTE, f"p (Holm): adjusted over all pairs and all values of {by.field} shown."]
    for g in by.groups:
        if g.comparison is None:
            rows.append([g.key, *["–"] * len(PAIR_HEADERS)])
            notes.append(f"{by.field}={g.key}: not compared: {g.reason}")
            continue
        rows += [[g.key, *_pair_row(p)] for p in g.comparison.pairs]
        notes += [f"{by.field}={g.key}: not compared: {f}" for f in g.comparison.failed_pairs]
        notes += [f"{by.field}={g.key}: {n}" for n in g.comparison.notes if "not paired" in n]
    notes += [f"{name}: {n} items have no {by.field} and are in no row" for name, n in by.untagged.items() if n]
    return Table(f"compare_by_{by.field}", f"Paired comparison by {by.field}", [by.field, *PAIR_HEADERS],
                 rows, notes)


def to_markdown(t: Table) -> str:
    """A Markdown section: heading, pipe table, notes."""
    def esc(s: str) -> str:
        return s.replace("|", "\\|")

    lines = [f"### {t.title}", "", "| " + " | ".join(esc(h) for h in t.headers) + " |",
             "|" + "|".join("---" for _ in t.headers) + "|"]
    lines += ["| " + " | ".join(esc(fmt(c)) for c in row) + " |" for row in t.rows]
    if t.notes:
        lines += [""] + [f"- {n}" for n in t.notes]
    return "\n".join(lines) + "\n"


def to_csv(t: Table) -> str:
    """CSV with intervals expanded into estimate/low/high columns (proportions, not percent)."""
    cols = [any(isinstance(r[i], (Interval, Score)) for r in t.rows) for i in range(len(t.headers))]
    header: list[str] = []
    for h, is_iv in zip(t.headers, cols):
        base = h.split(" [")[0].replace(" %", "")
        header += [base, f"{base} low", f"{base} high"] if is_iv else [h]
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    for row in t.rows:
        out: list[Any] = []
        for c, is_iv in zip(row, cols):
            if is_iv:
                iv = c.interval if isinstance(c, Score) else c
                out += [_num(iv.estimate), _num(iv.low), _num(iv.high)] if isinstance(iv, Interval) else ["", "", ""]
            else:
                out.append("" if c is None else c)
        w.writerow(out)
    return buf.getvalue()


def _num(x: float) -> str:
    return "" if math.isnan(x) else f"{x:.6g}"


def _html_cell(c: Cell) -> str:
    if isinstance(c, Score) and not math.isnan(c.interval.estimate) and not math.isnan(c.interval.low):
        iv = c.interval
        return (f'<td class="num">{c.text(iv.estimate)}<br>'
                f'<span class="ci">[{c.text(iv.low)}, {c.text(iv.high)}]</span></td>')
    if isinstance(c, Interval) and not math.isnan(c.estimate) and not math.isnan(c.low):
        return (f'<td class="num">{pct(c.estimate)}<br>'
                f'<span class="ci">[{pct(c.low)}, {pct(c.high)}]</span></td>')
    return f"<td class=\"{'txt' if isinstance(c, str) else 'num'}\">{html.escape(fmt(c))}</td>"


def to_html(t: Table, heading: bool = True) -> str:
    """An HTML table with its title and notes (all text escaped); '/' in headers may wrap."""
    e = html.escape
    head = "".join(f"<th>{e(h).replace('/', '/<wbr>')}</th>" for h in t.headers)
    body = "".join("<tr>" + "".join(_html_cell(c) for c in row) + "</tr>" for row in t.rows)
    notes = "".join(f"<li>{e(n)}</li>" for n in t.notes)
    title = f"<h3>{e(t.title)}</h3>" if heading else ""
    return (f"{title}<div class=\"scroll\"><table><thead><tr>{head}</tr></thead>"
            f"<tbody>{body}</tbody></table></div>" + (f"<ul class=\"notes\">{notes}</ul>" if notes else ""))
