"""Supervised fine-tuning data from a bank's train split, in the prompts evaluation uses.

Rows are built with the evaluation templates (:func:`psyexam.prompt.build_prompt`, zero-shot,
chat form), so a model trained on them sees exactly what it will be asked. The answer is
the template's answer line (``答案：B``), after the explanation with ``with_explanation``.
A train record is left out when it has no answer, is quarantined, or shares a duplicate
cluster (or an id) with any record of an evaluation split; every exclusion is counted.
"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from psyexam.bank.records import Question
from psyexam.errors import PsyexamError

FORMATS = ("alpaca", "sharegpt", "openai-chat")
TRAIN = "train"


@dataclass
class SftSource:
    """Where SFT rows come from: usable train records, every other record, and duplicate clusters."""

    spec: str
    train: list[Question]
    others: list[Question]
    clusters: list[list[str]]
    quarantined: int = 0
    licence: str | None = None


@dataclass
class SftData:
    """The rows, the records they came from, and why the others were left out."""

    rows: list[dict] = field(default_factory=list)
    used: list[Question] = field(default_factory=list)
    excluded: Counter = field(default_factory=Counter)


def load_source(spec: str, split: str = TRAIN, force: bool = False) -> SftSource:
    """Load ``spec`` (a build folder or any bank spec); only ``train`` unless ``force``."""
    if split != TRAIN and not force:
        raise PsyexamError(f"refusing to make training data from the {split!r} split (an evaluation split); "
                           "pass --force if you really mean it")
    folder = Path(spec)
    if (folder / "bench").is_dir() and (folder / "03-dedup").is_dir():
        return _from_build(folder, split)
    from psyexam.bank.loaders import load_bank

    bank = load_bank(spec)
    usable = bank.usable()
    train = [q for q in usable if q.split == split]
    others = [q for q in bank.records if q.split != split]
    if not train:
        raise PsyexamError(f"{spec}: no usable records in split {split!r}")
    clusters = _compute_clusters(train + others) if others else []
    return SftSource(spec, train, others, clusters, quarantined=sum(q.split == split for q in bank.quarantined()))


def _from_build(folder: Path, split: str) -> SftSource:
    from psyexam.bank.loaders import load_bank

    bank = load_bank(str(folder / "bench"))
    reserved = folder / "reserved"
    records = bank.records + (load_bank(str(reserved)).records if any(reserved.glob("*.jsonl")) else [])
    data = json.loads((folder / "03-dedup" / "dedup.json").read_text(encoding="utf-8"))
    train = [q for q in bank.usable() if q.split == split]
    others = [q for q in records if q.split != split]
    return SftSource(str(folder), train, others, [c["ids"] for c in data["clusters"]],
                     quarantined=sum(q.split == split for q in bank.quarantined()))


def _compute_clusters(records: list[Question]) -> list[list[str]]:
    try:
        from psyexam.build.dedup import find_duplicates
    except ModuleNotFoundError:
        raise PsyexamError("the de-duplication stage (psyexam.build.dedup) is not installed; "
                           "export from a build folder instead") from None
    return [list(c.ids) for c in find_duplicates(records).clusters]


def leaking_ids(source: SftSource) -> set[str]:
    """Ids of train records that share a cluster, or their id, with a record of another split."""
    other_ids = {q.id for q in source.others}
    out = set(other_ids)
    for ids in source.clusters:
        if any(rid in other_ids for rid in ids):
            out.update(ids)
    return out


def build_rows(source: SftSource, fmt: str, prompt: str = "plain", with_explanation: bool = False) -> SftData:
    """Rows in ``fmt`` (alpaca, sharegpt or openai-chat) for every train record that may be used."""
    from psyexam.prompt import build_prompt, get_template, render_answer

    if fmt not in FORMATS:
        raise PsyexamError(f"unknown SFT format {fmt!r} (known: {', '.join(FORMATS)})")
    template = dataclasses.replace(get_template(prompt), shot_explanations=with_explanation)
    leaks = leaking_ids(source)
    data = SftData()
    data.excluded["quarantined"] = source.quarantined
    for q in source.train:
        if q.id in leaks:
            data.excluded["duplicate of an evaluation record"] += 1
        elif not q.has_answer or not (q.answer_text or "").strip():
            data.excluded["no answer"] += 1
        else:
            messages = build_prompt(q, template, chat=True).messages
            data.rows.append(_row(fmt, [(m.role, m.content) for m in messages], render_answer(q, template)))
            data.used.append(q)
    return data


def _row(fmt: str, turns: list[tuple[str, str]], answer: str) -> dict:
    system = "\n".join(c for r, c in turns if r == "system")
    user = "\n\n".join(c for r, c in turns if r == "user")
    if fmt == "alpaca":
        return {"instruction": user, "input": "", "output": answer, "system": system}
    if fmt == "sharegpt":
        return {"conversations": [{"from": "human", "value": user}, {"from": "gpt", "value": answer}],
                "system": system}
    messages = ([{"role": "system", "content": system}] if system else []) + [
        {"role": "user", "content": user}, {"role": "assistant", "content": answer}]
    return {"messages": messages}


def write_rows(data: SftData, out: Path) -> None:
    """Write the rows as JSON lines (parent folders created)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8", newline="\n") as f:
        for row in data.rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def card_path(out: Path) -> Path:
    """Where the dataset card of ``out`` goes: ``NAME.card.md`` beside it."""
    return out.with_name(out.stem + ".card.md")


def write_card(data: SftData, source: SftSource, out: Path, fmt: str, prompt: str, with_explanation: bool) -> Path:
    """A dataset card beside the data: counts, exclusions, format, prompt and the licence note."""
    by_type = Counter(f"{q.part.value} {q.qtype.table_name}" for q in data.used)
    by_subject = Counter(q.subject or "(none)" for q in data.used)
    lines = [f"# SFT data: {out.name}", "",
             f"- Source: `{source.spec}`, split `train` ({len(source.train)} usable records)",
             f"- Format: {fmt}; prompt template: {prompt}; explanations in answers: {'yes' if with_explanation else 'no'}",
             f"- Rows: {len(data.rows)}", "", "## Left out", ""]
    lines += [f"- {why}: {n}" for why, n in sorted(data.excluded.items())] or ["- nothing"]
    lines += ["", "## Rows by part and type", ""] + [f"- {k}: {n}" for k, n in sorted(by_type.items())]
    lines += ["", "## Rows by subject", ""] + [f"- {k}: {n}" for k, n in by_subject.most_common()]
    lines += ["", "## Licence", "",
              "These rows are derived from the source bank and carry its licence (the CPsyExam release is "
              "CC0 1.0; CMMLU is CC BY-NC 4.0). Check the source's terms before you redistribute or train "
              "a commercial model on them.", ""]
    path = card_path(out)
    path.write_text("\n".join(lines), encoding="utf-8")
    return path
