"""Rescoring saved responses: one JSONL line per reply, read strictly, scored with the extractor.

A line is ``{"id", "question_type", "options", "response", "answer"}``, with the stem as an optional
``question``; other fields are ignored. ``answer`` may be null where a split hides it: the line then gets a prediction
and no score.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from psyexam.bank.records import LETTERS, QType
from psyexam.score.extract import extract_choice
from psyexam.score.metrics import ItemScore, score_item
from psyexam.text import jsontext

REQUIRED = ("id", "question_type", "options", "response", "answer")


@dataclass(frozen=True, slots=True)
class ResponseLine:
    """One valid line of a responses file."""

    line: int
    id: str
    qtype: QType
    options: dict[str, str]
    response: str | None
    answer: frozenset[str] | None
    question: str | None = None
    """The stem, where the line gives one (``question``); it helps read a reply that restates it."""


@dataclass(frozen=True, slots=True)
class BadLine:
    """A line that could not be read; ``message`` names the line and the field."""

    line: int
    message: str


@dataclass(frozen=True, slots=True)
class Rescored:
    """A line's prediction (sorted letters or None), how it was read, and its score."""

    id: str
    qtype: QType
    prediction: str | None
    method: str
    score: ItemScore | None

    def to_dict(self) -> dict:
        """The output line: ``{id, prediction, correct, extraction}``."""
        correct = self.score.correct if self.score else None
        return {"id": self.id, "prediction": self.prediction, "correct": correct, "extraction": self.method}


class _Invalid(Exception):
    pass


def read_lines(path: Path) -> Iterator[ResponseLine | BadLine]:
    """Every non-blank line of ``path``, as a record or as the reason it is not one."""
    with path.open(encoding="utf-8", errors="strict") as f:
        for n, raw in enumerate(f, start=1):
            if not raw.strip():
                continue
            try:
                yield parse_line(raw, n)
            except _Invalid as e:
                yield BadLine(n, f"{path}, line {n}: {e}")


def parse_line(raw: str, n: int) -> ResponseLine:
    """Parse one line; raises ``_Invalid`` with a message naming the field."""
    try:
        obj = jsontext.loads(raw)
    except jsontext.JSONProblem as e:
        raise _Invalid(f"invalid JSON ({e.msg}, column {e.colno})") from None
    if not isinstance(obj, dict):
        raise _Invalid("expected a JSON object")
    for name in REQUIRED:
        if name not in obj:
            raise _Invalid(f"missing field '{name}'")
    rid = obj["id"]
    if not isinstance(rid, (str, int)) or isinstance(rid, bool):
        raise _Invalid("field 'id' must be a string")
    qtype = obj["question_type"]
    if qtype not in (QType.SINGLE.value, QType.MULTI.value):
        raise _Invalid(f"field 'question_type' must be 'single' or 'multi', got {qtype!r}")
    options = _options(obj["options"])
    response = obj["response"]
    if response is not None and not isinstance(response, str):
        raise _Invalid("field 'response' must be a string or null")
    answer = _answer(obj["answer"], options)
    question = obj.get("question")
    if question is not None and not isinstance(question, str):
        raise _Invalid("field 'question' must be a string or null")
    return ResponseLine(n, str(rid), QType(qtype), options, response, answer, question)


def _options(raw: object) -> dict[str, str]:
    if not isinstance(raw, dict) or not raw:
        raise _Invalid("field 'options' must be a non-empty object of letter -> text")
    out = {}
    for k, v in raw.items():
        if k not in LETTERS or len(k) != 1:
            raise _Invalid(f"field 'options' has key {k!r}; option letters are A-H")
        if v is not None and not isinstance(v, str):
            raise _Invalid(f"field 'options' has a non-text value for {k}")
        out[k] = v or ""
    return out


def _answer(raw: object, options: dict[str, str]) -> frozenset[str] | None:
    if raw is None:
        return None
    letters = list(raw) if isinstance(raw, str) else raw
    if not isinstance(letters, list) or not letters or not all(
        isinstance(x, str) and len(x) == 1 and x in LETTERS for x in letters
    ) or len(set(letters)) != len(letters):
        raise _Invalid(f"field 'answer' must be distinct letters such as \"AC\", got {raw!r}")
    bad = sorted(x for x in letters if not options.get(x, "").strip())
    if bad:
        raise _Invalid(f"field 'answer' names {''.join(bad)}, which is not a non-empty option")
    return frozenset(letters)


def rescore_line(rec: ResponseLine) -> Rescored:
    """Extract and score one record (no score when its answer is hidden)."""
    ex = extract_choice(rec.response, rec.options, rec.qtype, rec.question)
    prediction = "".join(sorted(ex.letters)) if ex.letters else None
    score = score_item(ex.letters, rec.answer, rec.qtype) if rec.answer is not None else None
    return Rescored(rec.id, rec.qtype, prediction, ex.method, score)
