"""The build report: counts after each step, what was held back or removed and why, sample
duplicate clusters and conflicts, classification agreement and the final Table 1.

Written as ``report.md`` and ``report.html`` (the same content, rendered with markdown-it)
into the build folder. The report holds no clock time, so the same build gives the same file.
"""

from __future__ import annotations

import html
import json
from pathlib import Path

from psyexam.bank.stats import PARTS, TYPES
from psyexam.build.pipeline import STEPS, read_records, step_dir

SAMPLES = 5
_TEXT = 60
_CSS = """body{font-family:-apple-system,"Noto Sans CJK SC","Source Han Sans SC",sans-serif;max-width:1100px;
margin:2em auto;padding:0 1em;color:#222;line-height:1.45}table{border-collapse:collapse;margin:.6em 0}
th,td{border:1px solid #ccc;padding:.25em .6em;text-align:left;vertical-align:top}th{background:#f2f2f2}
td:not(:first-child){font-variant-numeric:tabular-nums}h1{border-bottom:2px solid #444}
h2{border-bottom:1px solid #ccc;margin-top:1.6em}code{background:#f6f6f6;padding:0 .2em}"""


def write_report(folder: Path, metas: dict[str, dict]) -> tuple[Path, Path]:
    """Write ``report.md`` and ``report.html`` for a finished build; returns their paths."""
    md = render_markdown(folder, metas)
    md_path, html_path = folder / "report.md", folder / "report.html"
    md_path.write_text(md, encoding="utf-8")
    html_path.write_text(render_html(md), encoding="utf-8")
    return md_path, html_path


def render_html(md: str) -> str:
    """A standalone HTML page of the Markdown report."""
    from markdown_it import MarkdownIt

    body = MarkdownIt("commonmark").enable("table").render(md)
    return (f'<!doctype html>\n<html lang="zh"><head><meta charset="utf-8"><title>Build report</title>'
            f"<style>{_CSS}</style></head><body>\n{body}</body></html>\n")


def _table(header: list[str], rows: list[list[object]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _cell(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.3f}"
    return html.escape(str(value if value is not None else "–"), quote=False).replace("|", "\\|").replace("\n", " ")


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _TEXT else text[:_TEXT] + "…"


def render_markdown(folder: Path, metas: dict[str, dict]) -> str:
    """The report as Markdown."""
    parts = ["# Build report\n", f"Build folder: `{folder.name}`. Benchmark: `bench/` "
             "(train, dev, test); held-out reserve: `reserved/` (evaluation refuses it unless "
             "`--allow-reserved`).\n"]
    parts.append(_steps_section(metas))
    parts.append(_held_section(folder, metas))
    parts.append(_dedup_section(folder, metas.get("dedup")))
    parts.append(_classify_section(metas.get("classify")))
    parts.append(_split_section(metas.get("split")))
    return "\n".join(p for p in parts if p)


def _steps_section(metas: dict[str, dict]) -> str:
    rows = []
    for name in STEPS:
        meta = metas.get(name)
        if meta is None:
            continue
        c = meta["counts"]
        rows.append([name, meta.get("in", "–"), c["out"], c["held"], c["removed"],
                     sum(c["findings_by_code"].values())])
    text = "## Counts after each step\n\n" + _table(["step", "in", "out", "held (quarantined)", "removed",
                                                     "findings"], rows)
    ingest = metas.get("ingest")
    if ingest and ingest.get("unreadable_files"):
        text += f"\n{ingest['unreadable_files']} input file(s) could not be read at all (see `findings.jsonl`).\n"
    clean = metas.get("clean")
    if clean and clean.get("changes"):
        text += "\nClean changed: " + ", ".join(f"{k} {v}" for k, v in clean["changes"].items()) + " records.\n"
    return text


def _held_section(folder: Path, metas: dict[str, dict]) -> str:
    rows = []
    for name in STEPS:
        meta = metas.get(name)
        if meta is None:
            continue
        for reason, n in meta["counts"]["held_by_reason"].items():
            rows.append([name, "held", reason, n])
        if meta["counts"]["removed"]:
            rows.append([name, "removed", "duplicate of a kept record", meta["counts"]["removed"]])
        for code, n in meta["counts"]["findings_by_code"].items():
            rows.append([name, "finding", code, n])
    if not rows:
        return "## Removed and quarantined\n\nNothing was held back or removed.\n"
    text = "## Removed and quarantined, and why\n\nEach step's `held.jsonl` lists held records (reason in " \
           "`extra.held`), `removed.jsonl` the removed ones, `findings.jsonl` every finding with file and " \
           "position.\n\n" + _table(["step", "what", "reason / code", "records"], rows)
    examples = _finding_examples(folder)
    if examples:
        text += "\nFirst findings of each kind:\n\n" + _table(["step", "code", "where", "message"], examples)
    return text


def _finding_examples(folder: Path) -> list[list[object]]:
    rows = []
    for name in STEPS:
        path = step_dir(folder, name) / "findings.jsonl"
        if not path.exists():
            continue
        seen: set[str] = set()
        for line in path.read_text(encoding="utf-8").splitlines():
            f = json.loads(line)
            if f["code"] in seen or f["severity"] == "info":
                continue
            seen.add(f["code"])
            where = f["file"] + (f", line {f['line']}" if f.get("line") else
                                 f", record {f['position']}" if f.get("position") else "")
            rows.append([name, f["code"], Path(where).name if "/" in where else where, _short(f["message"])])
    return rows


def _dedup_section(folder: Path, meta: dict | None) -> str:
    if meta is None:
        return ""
    path = step_dir(folder, "dedup") / "dedup.json"
    data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {"clusters": [], "conflicts": []}
    d = step_dir(folder, "dedup")
    texts = {q.id: q.text for name in ("records", "removed", "held") for q in read_records(d / f"{name}.jsonl")}
    kinds = ", ".join(f"{k} {v}" for k, v in meta.get("clusters_by_kind", {}).items()) or "none"
    text = (f"## Duplicates\n\n{meta['clusters']} clusters ({kinds}); {meta['conflicts']} conflicts "
            "(members disagree on the answer: all held back).\n")
    for title, clusters in (("Sample clusters", data["clusters"]), ("Sample conflicts", data["conflicts"])):
        if clusters:
            rows = [[i + 1, c["kind"], "canonical" if rid == c["canonical"] else "copy", rid,
                     _short(texts.get(rid, "?"))]
                    for i, c in enumerate(clusters[:SAMPLES]) for rid in c["ids"][:4]]
            text += f"\n{title}:\n\n" + _table(["#", "kind", "role", "id", "question"], rows)
    return text


def _classify_section(meta: dict | None) -> str:
    if meta is None:
        return ""
    text = ("## Classification\n\nBy part: " + ", ".join(f"{k} {v}" for k, v in meta["by_part"].items())
            + "; CA by category: " + (", ".join(f"{k} {v}" for k, v in meta["by_category"].items()) or "none")
            + f"; uncertain by the rules: {meta['uncertain']}.\n")
    if meta.get("model"):
        m = meta["model"]
        text += (f"\nModel for uncertain cases: asked {m['asked']}, changed {m['changed']}, "
                 f"unparsed {m['unparsed']}, failed {m['failed']}.\n")
    agreement = meta.get("agreement")
    if agreement:
        for what in ("part", "category"):
            rows = [[s["label"], s["support"], s["predicted"], s["correct"], s["precision"], s["recall"]]
                    for s in agreement[what]]
            text += (f"\nAgreement with the source's own {what} labels:\n\n"
                     + _table(["label", "source", "rules", "both", "precision", "recall"], rows))
    return text


def _split_section(meta: dict | None) -> str:
    if meta is None:
        return ""
    splits = ("train", "dev", "test", "reserved")
    rows = [[g, *(counts.get(s, 0) for s in splits)] for g, counts in meta["groups"].items()]
    text = "## Split\n\nPer exam group (case analysis is one group):\n\n" + _table(["group", *splits], rows)
    text += "\n## Table 1\n\n" + table1_markdown(meta["table1"])
    return text


def table1_markdown(stats: dict) -> str:
    """The CPsyExam paper's Table 1 (part × type × split) from ``BankStats.to_dict()``."""
    counts = stats["counts"]
    splits = list(counts)
    rows = []
    for part in PARTS:
        for qtype in TYPES:
            row = [counts[s][part][qtype] for s in splits]
            if any(row):
                rows.append([part, qtype, *row, sum(row)])
        total = [sum(counts[s][part].values()) for s in splits]
        rows.append([f"**{part}**", "all", *total, sum(total)])
    rows.append(["**all**", "", *(stats["totals"][s] for s in splits), stats["totals"]["all"]])
    return _table(["part", "type", *splits, "total"], rows)
