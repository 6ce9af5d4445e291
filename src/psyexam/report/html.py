"""One self-contained HTML report: inline CSS, plots as base64 PNG, no external requests."""

from __future__ import annotations

import base64
import html
import json
from datetime import UTC, datetime
from pathlib import Path

from psyexam import __version__
from psyexam.plotting.fonts import font_face_css
from psyexam.report.aggregate import RunReport
from psyexam.report.compare import Comparison
from psyexam.report.leaderboard import Board, effective_shots
from psyexam.report.load import Item
from psyexam.report.qa import QAJudgeReport
from psyexam.report.tables import Table, board_table, compare_table, fmt, pct, run_tables, score_cell, to_html

_CSS = """
body{font-family:"psyexam-cjk",system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans","Noto Sans CJK SC",
"PingFang SC","Microsoft YaHei",sans-serif;margin:0;color:#1f2328;background:#f6f8fa;line-height:1.45}
main{max-width:1180px;margin:0 auto;padding:24px 28px 60px;background:#fff;min-height:100vh}
h1{font-size:1.7em;margin:0 0 4px}h2{border-bottom:2px solid #d0d7de;padding-bottom:4px;margin-top:36px}
h3{margin:22px 0 6px;font-size:1.05em}.meta{color:#57606a;font-size:.9em}
table{border-collapse:collapse;font-size:.86em;margin:4px 0}
th,td{border:1px solid #d0d7de;padding:3px 8px;vertical-align:top}
th{background:#eef1f4;text-align:left;position:sticky;top:0}
td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tbody tr:nth-child(even){background:#f8fafc}.scroll{overflow-x:auto;max-height:560px;overflow-y:auto}
ul.notes{color:#57606a;font-size:.84em;margin:4px 0 10px;padding-left:20px}
.cards{display:flex;flex-wrap:wrap;gap:12px}.card{border:1px solid #d0d7de;border-radius:8px;padding:10px 14px;
min-width:220px;background:#fbfcfd}.card .big{font-size:1.6em;font-weight:600}
.warn{background:#fff8c5;border:1px solid #d4a72c;border-radius:6px;padding:6px 10px;margin:6px 0}
figure{margin:14px 0}figure img{max-width:100%;height:auto;border:1px solid #eaeef2}
figcaption{color:#57606a;font-size:.85em}details{margin:8px 0}summary{cursor:pointer;font-weight:600}
.ci{color:#6e7781;font-size:.85em}
pre{background:#f6f8fa;padding:8px;overflow-x:auto;font-size:.8em}
"""


def _e(text: object) -> str:
    return html.escape(str(text))


def _figure(path: Path, caption: str) -> str:
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return (f'<figure><img alt="{_e(caption)}" src="data:image/png;base64,{data}">'
            f"<figcaption>{_e(caption)}</figcaption></figure>")


def _cards(reports: list[RunReport]) -> str:
    out = []
    for rep in reports:
        o = rep.overall
        q = rep.qa_judge
        if o.n == 0 and q is not None:  # an open-QA run: its headline is the judge score
            lines = [f'<div class="big">{_e(_score_text(q).split(" [")[0])}</div>', _qa_card_line(q),
                     f"<div>no graded multiple-choice items · failed {o.failed}</div>"]
        else:
            lines = _accuracy_lines(rep) + ([_qa_card_line(q)] if q is not None else [])
        out.append(f'<div class="card"><div><b>{_e(rep.run.name)}</b></div>{"".join(lines)}</div>')
    return f'<div class="cards">{"".join(out)}</div>'


def _accuracy_lines(rep: RunReport) -> list[str]:
    o = rep.overall
    macro = rep.macro.get("subject")
    ci = "" if o.n == 0 else f" [{pct(o.accuracy.low)}, {pct(o.accuracy.high)}]"
    lines = [f'<div class="big">{pct(o.accuracy.estimate)}%</div>',
             f"<div>micro accuracy{_e(ci)}, n = {o.n}</div>"]
    if macro and macro.groups:
        lines.append(f"<div>macro over {macro.groups} subjects: {pct(macro.accuracy.estimate)}%</div>")
    lines.append(f"<div>unparsed {o.unparsed} · failed {o.failed} · ungraded {o.ungraded}</div>")
    return lines


def _score_text(q: QAJudgeReport) -> str:
    return fmt(score_cell(q.mean, q.scale))


def _qa_card_line(q: QAJudgeReport) -> str:
    lo, hi = q.scale
    return (f"<div>open QA judge score: <b>{_e(_score_text(q))}</b> ({lo:g}-{hi:g}; {_e(q.statement())}; "
            f"judge {_e(q.judge)})</div>")


def _manifest_table(reports: list[RunReport]) -> str:
    rows = []
    for rep in reports:
        i = rep.run.info
        rows.append([rep.run.name, i.model, i.status, i.bank_spec, i.fingerprint, ",".join(rep.run.splits),
                     i.prompt, effective_shots(rep.run), i.seed, i.scoring, i.version, i.started, i.finished,
                     str(rep.run.folder)])
    t = Table("manifests", "Run manifests", ["run", "model", "status", "bank", "fingerprint", "split",
              "prompt", "shots", "seed", "scoring", "psyexam", "started", "finished", "folder"],
              [[("–" if c is None else str(c)) for c in r] for r in rows])
    details = "".join(
        f"<details><summary>{_e(rep.run.name)}: full manifest facts</summary>"
        f"<pre>{_e(json.dumps(rep.run.info.to_dict(), ensure_ascii=False, indent=2))}</pre></details>"
        for rep in reports)
    return to_html(t) + details


def _item_list(title: str, items: list[Item]) -> str:
    if not items:
        return f"<p>{_e(title)}: none.</p>"
    rows = "".join(
        f"<tr><td>{_e(i.id)}</td><td>{_e(i.split or '–')}</td><td>{_e(i.qtype)}</td>"
        f"<td>{_e(i.subject or '–')}</td><td>{_e(i.gold or '–')}</td><td>{_e(i.prediction or '–')}</td>"
        f"<td>{_e(i.error or '')}</td></tr>" for i in items)
    return (f"<details><summary>{_e(title)}: {len(items)}</summary><div class=\"scroll\"><table><thead><tr>"
            "<th>id</th><th>split</th><th>type</th><th>subject</th><th>gold</th><th>prediction</th>"
            f"<th>error</th></tr></thead><tbody>{rows}</tbody></table></div></details>")


def render(reports: list[RunReport], *, board: Board | None = None, comparison: Comparison | None = None,
           figures: list[tuple[Path, str]] | None = None, tables: list[Table] | None = None) -> str:
    """The whole report as one HTML document; ``tables`` are shared ones shown after the comparison."""
    now = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    parts = [f"<h1>psyexam report</h1><div class=\"meta\">{len(reports)} run(s) · generated {now} "
             f"by psyexam {_e(__version__)}</div>"]
    warns = [f"{r.run.name}: {n}" for r in reports for n in r.run.notes]
    parts += [f'<div class="warn">{_e(w)}</div>' for w in warns]
    parts.append("<h2>Summary</h2>" + _cards(reports))
    if board is not None:
        parts.append("<h2>Leaderboard</h2>" + to_html(board_table(board), heading=False))
    if comparison is not None:
        parts.append("<h2>Paired comparison</h2>" + to_html(compare_table(comparison), heading=False))
    parts += [to_html(t) for t in tables or []]
    if figures:
        parts.append("<h2>Figures</h2>" + "".join(_figure(p, c) for p, c in figures))
    for rep in reports:
        body = "".join(to_html(t) for t in run_tables(rep))
        parts.append(f"<h2>Run: {_e(rep.run.name)}</h2>{body}"
                     + _item_list("Failed items (no answer; graded ones count as wrong)", rep.failed)
                     + _item_list("Unparsed answers (counted as wrong)", rep.unparsed))
    parts.append("<h2>Manifests</h2>" + _manifest_table(reports))
    body = "".join(parts)
    return ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>psyexam report</title><style>{font_face_css(body)}{_CSS}</style></head>"
            f"<body><main>{body}</main></body></html>\n")


def write_html(path: Path, html_text: str) -> Path:
    """Write the report, creating the parent folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(html_text, encoding="utf-8")
    return path
