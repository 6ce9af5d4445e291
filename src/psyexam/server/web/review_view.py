"""What the question-review pages show, read from the review database: queue rows, progress, votes, history.

Only reads: every change goes through :func:`psyexam.concepts.review.decide`.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from psyexam.concepts.candidates import Reason
from psyexam.concepts.review import CHECKLIST, current_votes
from psyexam.concepts.review_db import AuditEntry, CandidateRow, Decision, ReviewDB

STATUSES = ("todo", "pending", "adjudication", "accepted", "rejected", "all")
"""Queue filters: ``todo`` is what still waits for the signed-in reviewer."""
AUTO_STATUSES = ("any", "accepted", "flagged", "rejected")
FIELDS = ("question", "options", "answer", "explanation")

CHECK_LABELS = {
    "concept_sound": "概念表述正确 Concept is stated correctly",
    "question_sound": "题干清楚、无歧义、无偏见 Question is clear, unambiguous and unbiased",
    "matches_concept": "题目考查该概念 Question fits the concept",
    "options_match_concept": "选项与概念相符 Options fit the concept",
    "one_correct": "有且只有一个正确选项，答案键正确 Exactly one correct option, and it is the key",
}
assert set(CHECK_LABELS) == set(CHECKLIST)

REASON_LABELS = {
    Reason.CALL_FAILED: "生成调用失败 the generation call failed",
    Reason.UNPARSEABLE: "回复无法解析 no JSON item could be read",
    Reason.MISSING: "回复缺少此题 the reply had fewer items than asked",
    Reason.EMPTY_QUESTION: "题干为空 empty stem",
    Reason.OPTION_COUNT: "选项不是 A–D 四个 options are not exactly A–D",
    Reason.EMPTY_OPTION: "有空选项 an option is empty",
    Reason.REPEATED_OPTIONS: "选项重复 two options are the same",
    Reason.NO_ANSWER: "没有答案 no keyed answer",
    Reason.MULTIPLE_ANSWERS: "多个答案 more than one keyed answer",
    Reason.ANSWER_IN_STEM: "题干泄露答案 the stem gives the answer away",
    Reason.OFF_CONCEPT: "偏离概念 the question misses its concept",
    Reason.NEAR_DUPLICATE: "与其他候选题近似重复 nearly repeats another candidate",
    Reason.IN_BANK: "与题库已有题目重复 nearly repeats a bank question",
    Reason.CHECKER_DISAGREES: "检查模型的答案与答案键不同 the checker's answer is not the key",
    Reason.CHECKER_INCONSISTENT: "检查模型多次作答不一致 the checker's answers differ",
    Reason.CHECKER_UNPARSED: "检查模型的答案无法读取 the checker's answer could not be read",
}


@dataclass(frozen=True)
class Filters:
    """The queue's filters, carried from the queue to each candidate and back."""

    status: str = "todo"
    concept: str = ""
    auto: str = "any"
    page: int = 1

    @classmethod
    def read(cls, status: str | None, concept: str | None, auto: str | None, page: int | None = 1) -> Filters:
        """Filters from query or form values; unknown values fall back to the defaults."""
        return cls(status if status in STATUSES else "todo", (concept or "").strip(),
                   auto if auto in AUTO_STATUSES else "any", max(1, page or 1))

    def query(self, **change: Any) -> str:
        """The query string of these filters (without ``page`` unless changed)."""
        values = {"status": self.status, "concept": self.concept, "auto": self.auto, **change}
        return urlencode({k: v for k, v in values.items() if v not in ("", None)})


@dataclass(frozen=True)
class QueueRow:
    """One candidate as the queue lists it, seen by one reviewer."""

    id: str
    concept_id: str
    concept: str
    subject: str
    question: str
    auto_status: str
    status: str
    votes: int
    mine: str | None
    open: bool


def queue_rows(db: ReviewDB, me: str, admin: bool = False) -> list[QueueRow]:
    """Every candidate, with this reviewer's current verdict and whether it still waits for them.

    The adjudication queue waits for adjudicators, and for admins (who become adjudicators on their first decision).
    """
    reviewer = db.reviewer(me)
    adjudicator = admin or bool(reviewer and reviewer.adjudicator)
    out = []
    for row in db.candidates():
        votes = current_votes(row)
        mine = next((d.verdict for d in votes if d.reviewer == me), None)
        settled_by_me = any(d.adjudication and not d.superseded and d.reviewer == me for d in row.decisions)
        waiting = (row.status == "pending" and mine is None) or (
            row.status == "adjudication" and adjudicator and not settled_by_me)
        out.append(QueueRow(row.id, row.concept_id, row.concept, row.subject, str(row.payload.get("question", "")),
                            row.auto_status, row.status, len(votes), mine, waiting))
    return out


def matches(r: QueueRow, f: Filters) -> bool:
    """Whether the queue row passes the filters."""
    if f.status == "todo" and not r.open or f.status not in ("todo", "all") and r.status != f.status:
        return False
    if f.concept and f.concept not in (r.concept_id, r.concept):
        return False
    return f.auto == "any" or r.auto_status == f.auto


@dataclass(frozen=True)
class Progress:
    """How far the review is: overall by status, and for the signed-in reviewer."""

    total: int
    required: int
    by_status: dict[str, int]
    decided_by_me: int
    open_for_me: int
    concepts: list[tuple[str, str]] = field(default_factory=list)

    @property
    def settled(self) -> int:
        return self.by_status.get("accepted", 0) + self.by_status.get("rejected", 0)


def progress_of(rows: list[QueueRow], required: int) -> Progress:
    """Counts for the progress panel, and the concepts to filter by."""
    concepts = sorted({(r.concept_id, r.concept) for r in rows})
    return Progress(len(rows), required, dict(Counter(r.status for r in rows)), sum(r.mine is not None for r in rows),
                    sum(r.open for r in rows), concepts)


@dataclass(frozen=True)
class Proposal:
    """A proposed revision: an edit some reviewers voted for, with what it changes."""

    decision_id: int
    supporters: list[str]
    changes: list[Change]


@dataclass(frozen=True)
class Change:
    """One field an edit changes; ``segments`` mark what was kept, deleted and inserted, character by character."""

    field: str
    old: str
    new: str

    @property
    def segments(self) -> list[tuple[str, str]]:
        """(``same`` | ``del`` | ``ins``, text) pieces that together show the edit in place."""
        out = []
        for op, i1, i2, j1, j2 in SequenceMatcher(None, self.old, self.new, autojunk=False).get_opcodes():
            if op == "equal":
                out.append(("same", self.old[i1:i2]))
                continue
            if i2 > i1:
                out.append(("del", self.old[i1:i2]))
            if j2 > j1:
                out.append(("ins", self.new[j1:j2]))
        return out


def changes(current: dict[str, Any], edited: dict[str, Any]) -> list[Change]:
    """The fields an edit changes (options as ``options.A`` ...)."""
    out = []
    for name in FIELDS:
        if name == "options":
            old, new = current.get("options") or {}, edited.get("options") or {}
            out += [Change(f"options.{k}", old.get(k, ""), new.get(k, "")) for k in sorted(set(old) | set(new))
                    if old.get(k) != new.get(k)]
        elif current.get(name) != edited.get(name):
            out.append(Change(name, str(current.get(name, "")), str(edited.get(name, ""))))
    return out


def proposals(row: CandidateRow) -> list[Proposal]:
    """The distinct edits among the current votes, each with its supporters."""
    groups: dict[str, tuple[Decision, list[str]]] = {}
    for d in current_votes(row):
        if d.verdict == "edit" and d.edit is not None:
            key = repr(sorted(d.edit.items()))
            first, names = groups.setdefault(key, (d, []))
            names.append(d.reviewer)
    return [Proposal(d.id, names, changes(row.payload, d.edit or {})) for d, names in groups.values()]


@dataclass(frozen=True)
class Vote:
    """One decision as the page lists it, with the revision it proposed."""

    reviewer: str
    verdict: str
    version: int
    failed: list[str]
    comment: str
    at: str
    adjudication: bool
    superseded: bool
    changes: list[Change]
    source: str


def votes(row: CandidateRow) -> list[Vote]:
    """Every decision, oldest first; superseded ones are kept and marked (an edit's changes against the generated text)."""
    return [Vote(d.reviewer, d.verdict, d.version, [k for k, v in d.checklist.items() if v is False], d.comment or "",
                 when(d.created_at), d.adjudication, d.superseded,
                 changes(row.generated, d.edit) if d.edit is not None else [], d.source or "")
            for d in row.decisions]


@dataclass(frozen=True)
class HistoryLine:
    """One audit entry, summarised: who did what, and what it changed."""

    at: str
    actor: str
    action: str
    status: str
    version: str
    comment: str
    failed: list[str]
    changes: list[Change]


def history(entries: list[AuditEntry]) -> list[HistoryLine]:
    """The audit trail of one candidate, oldest first."""
    out = []
    for e in entries:
        before, after = e.before or {}, e.after or {}
        status = f"{before['status']} → {after.get('status')}" if before else str(after.get("status", ""))
        version = f"{before['version']} → {after.get('version')}" if before else str(after.get("version", ""))
        diff = changes(before.get("payload") or {}, after.get("payload") or {}) if before else []
        failed = [k for k, v in (after.get("checklist") or {}).items() if v is False]
        out.append(HistoryLine(when(e.at), e.actor, e.action, status, version, str(after.get("comment") or ""), failed,
                               diff))
    return out


def detail_items(details: dict[str, Any]) -> list[tuple[str, str]]:
    """A candidate's check details (concept score, checker answers, duplicate of ...) as printable pairs."""
    return [(k, (v or "—") if isinstance(v, str) else json.dumps(v, ensure_ascii=False)) for k, v in sorted(details.items())]


def when(at: datetime | None) -> str:
    """A timestamp as the pages print it (UTC; SQLite hands back naive datetimes)."""
    return at.strftime("%Y-%m-%d %H:%M:%S UTC") if at else ""


@dataclass(frozen=True)
class Generation:
    """What the generation folder beside the review database adds: each candidate's check details, concept texts."""

    details: dict[str, dict[str, Any]]
    descriptions: dict[str, str]
    raw: dict[str, str] = field(default_factory=dict)
    """The item as the model wrote it (JSON text), for judging a candidate the checks found malformed."""
    note: str = ""
    """Why some of it could not be read (empty when all was)."""


_generations: dict[tuple[str, float], Generation] = {}


def generation(folder: Path) -> Generation:
    """The check details and concept descriptions of the generation in ``folder`` (cached while unchanged)."""
    from psyexam.concepts.candidates import CANDIDATES

    path = folder / CANDIDATES
    if not path.is_file():
        return Generation({}, {}, note=f"no {CANDIDATES} beside the review database: check details are not shown")
    key = (str(path), path.stat().st_mtime)
    if key not in _generations:
        _generations.clear()  # one folder is served: keep only its latest reading
        _generations[key] = _read_generation(folder)
    return _generations[key]


def _read_generation(folder: Path) -> Generation:
    from psyexam.concepts.generate import load_generation
    from psyexam.concepts.inventory_io import load_inventory
    from psyexam.errors import PsyexamError

    try:
        manifest, found = load_generation(folder)
    except PsyexamError as e:
        return Generation({}, {}, note=str(e))
    details = {c.id: dict(c.details) for c in found}
    raw = {c.id: json.dumps(c.raw, ensure_ascii=False, indent=1) for c in found if c.raw is not None}
    try:
        inventory = load_inventory(str(manifest.get("inventory") or ""))
    except PsyexamError as e:
        return Generation(details, {}, raw, f"concept descriptions are not shown: {e}")
    return Generation(details, {c.id: c.description for c in inventory}, raw)
