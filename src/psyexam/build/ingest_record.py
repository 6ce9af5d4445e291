"""One crawled row to one ``Question``: fields found by name, options and answers read from free text."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from psyexam.bank.findings import Finding, Severity
from psyexam.bank.records import LETTERS, Part, Provenance, QType, Question
from psyexam.build.ingest_fields import FieldMap
from psyexam.build.ingest_parse import options_from_value, parse_answer, parse_type, split_options
from psyexam.build.ingest_tables import RawRow

# "…（答案：B）" or "… 答案：BD" at the end of a stem written with its answer
_INLINE_ANSWER = re.compile(r"[（(【\[]?\s*(?:正确|参考)?答案\s*[:：]\s*(?P<a>[A-Ha-h、,，\s]+?)\s*[）)】\]]?\s*$")
_TYPE_TAG = re.compile(r"[【\[（(]\s*(?P<t>[^【】\[\]（）()]{1,8}题)\s*[】\]）)]")


@dataclass
class IdBook:
    """Makes ids unique across an ingest: later copies of a given id get ``~2``, ``~3``…"""

    seen: dict[str, int] = field(default_factory=dict)

    def claim(self, wanted: str) -> str:
        """``wanted`` if unused so far, else the next free ``wanted~N``."""
        n = self.seen.get(wanted, 0) + 1
        self.seen[wanted] = n
        return wanted if n == 1 else f"{wanted}~{n}"


def stable_id(file: str, position: int) -> str:
    """An id for a record that has none: a hash of its file name and position (same input, same id)."""
    name = file.replace("\\", "/").rsplit("/", 1)[-1]
    return hashlib.sha1(f"{name}\x1f{position}".encode()).hexdigest()[:16]


class _Row:
    """Reading state for one row: its findings and its provenance."""

    def __init__(self, raw: RawRow):
        self.raw = raw
        self.findings: list[Finding] = []

    def find(self, code: str, message: str, severity: Severity = Severity.ERROR, rid: str | None = None) -> None:
        self.findings.append(Finding(code, severity, self.raw.file, message, position=self.raw.position,
                                     id=rid, line=self.raw.line))


def record_from_row(raw: RawRow, fmap: FieldMap, ids: IdBook) -> tuple[Question, list[Finding]]:
    """The row as a ``Question`` (part KG until classified) and every problem found reading it.

    A row whose question cannot be read is still returned, with an error finding, so it
    is counted and listed instead of lost.
    """
    r = _Row(raw)
    text = _text(fmap.get(raw.row, "question"))
    options = _options(r, raw, fmap)
    if not options and text:
        text, options = split_options(text)
    answer_raw = fmap.get(raw.row, "answer")
    if answer_raw is None and text and (m := _INLINE_ANSWER.search(text)):
        answer_raw, text = m["a"], text[: m.start()].rstrip()
    qid = _id(raw, fmap, ids, r)
    q = Question(id=qid, text=text or "", qtype=QType.SINGLE, part=Part.KG, options=options,
                 source=Provenance(raw.file, raw.position, raw.line))
    q.extra = {k: v for k, v in raw.row.items() if k not in fmap.used and v not in (None, "")}
    q.qtype = _qtype(fmap.get(raw.row, "type"), text or "", options, answer_raw)
    _answer(r, q, answer_raw)
    for name in ("explanation", "subject", "exam", "chapter"):
        setattr(q, name, _text(fmap.get(raw.row, name)))
    if (src := fmap.get(raw.row, "source")) is not None:
        q.extra["crawl_source"] = src
    if not q.text.strip():
        r.find("unparsed_record", "no question text found (columns: "
               f"{', '.join(map(str, raw.row)) or 'none'}); use --map question=NAME", rid=qid)
    return q, r.findings


def _text(value: object) -> str | None:
    if value is None:
        return None
    return str(value).strip() or None


def _options(r: _Row, raw: RawRow, fmap: FieldMap) -> dict[str, str]:
    value = fmap.get(raw.row, "options")
    if value is not None:
        options = options_from_value(value)
        if options is None:
            r.find("malformed_options", f"options {str(value)[:40]!r} are not a list, a letter map or lettered text")
            return {}
        return options
    cells = {k: _text(raw.row.get(c)) or "" for k, c in sorted(fmap.option_columns.items())}
    filled = [k for k in LETTERS if cells.get(k)]
    return {k: cells.get(k, "") for k in LETTERS if filled and k <= filled[-1]}


def _id(raw: RawRow, fmap: FieldMap, ids: IdBook, r: _Row) -> str:
    given = _text(fmap.get(raw.row, "id"))
    qid = ids.claim(given or stable_id(raw.file, raw.position))
    if given and qid != given:
        r.find("renamed_id", f"id {given!r} already used in this ingest; this copy is {qid!r}", Severity.INFO, qid)
    return qid


def _qtype(label: object, text: str, options: dict[str, str], answer_raw: object) -> QType:
    if (qtype := parse_type(label)) is not None:
        return qtype
    if (m := _TYPE_TAG.search(text)) and (qtype := parse_type(m["t"])) is not None:
        return qtype
    if not options:
        return QType.QA
    parsed = parse_answer(_answer_str(answer_raw), options)
    return QType.MULTI if parsed and len(parsed.letters) > 1 else QType.SINGLE


def _answer_str(value: object) -> str | None:
    if isinstance(value, list):
        return "".join(str(v) for v in value)
    return None if value is None else str(value)


def _answer(r: _Row, q: Question, answer_raw: object) -> None:
    raw = _answer_str(answer_raw)
    if raw is None:
        return
    if q.qtype is QType.QA:
        q.reference = raw.strip()
        return
    parsed = parse_answer(raw, q.options)
    if parsed is None:
        r.find("malformed_answer", f"answer {raw[:40]!r} is not option letters", rid=q.id)
        q.extra["raw_answer"] = raw
        return
    q.answer = parsed.letters
    if parsed.note:
        r.find("answer_with_text", parsed.note, Severity.WARNING, q.id)
