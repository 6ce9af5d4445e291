"""Review rules: the ConceptPsy checklist, deciding, consensus of N reviewers, the adjudication queue, progress.

A candidate's verdict (accept, reject, or an edit) takes effect only when the
latest decisions of at least N reviewers (default 3) all agree; an edit
agrees with another only when their edited contents are the same. Reviewers
who disagree send the candidate to the adjudication queue, which only an
adjudicator's decision settles.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from psyexam.concepts.candidates import Candidate, read_item
from psyexam.concepts.review_db import CandidateRow, Decision, ReviewDB
from psyexam.errors import PsyexamError
from psyexam.text import collapse_space

CHECKLIST = ("concept_sound", "question_sound", "matches_concept", "options_match_concept", "one_correct")
"""ConceptPsy's review checklist: concept sound, question sound, question matches concept, options match concept,
exactly one option correct."""

VERDICTS = ("accept", "edit", "reject")


class ReviewError(PsyexamError):
    """A review action that cannot be taken (unknown candidate or reviewer, bad edit, bad checklist)."""


def checklist_from(passed: list[str] | None, verdict: str) -> dict[str, bool]:
    """The checklist a decision records: the items named pass, the rest fail; accept/edit with none named pass all."""
    if passed is None:
        return {k: True for k in CHECKLIST} if verdict in ("accept", "edit") else {}
    unknown = [p for p in passed if p not in CHECKLIST]
    if unknown:
        raise ReviewError(f"unknown checklist item {', '.join(unknown)}; items: {', '.join(CHECKLIST)}")
    marks = {k: k in passed for k in CHECKLIST}
    if verdict in ("accept", "edit") and not all(marks.values()):
        failing = [k for k, v in marks.items() if not v]
        raise ReviewError(f"cannot {verdict} a question that fails checklist item {', '.join(failing)}; reject it instead")
    return marks


def validated_edit(current: dict[str, Any], edit: dict[str, Any], where: str) -> dict[str, Any]:
    """``edit`` laid over ``current``, checked to be a sound four-option single-choice question."""
    unknown = set(edit) - {"question", "options", "answer", "explanation"}
    if unknown:
        raise ReviewError(f"{where}: unknown field {', '.join(sorted(unknown))} in the edit")
    merged = {**current, **edit}
    probe = Candidate("edit", "", "", "", "", "")
    read_item(probe, merged)
    if probe.reasons:
        raise ReviewError(f"{where}: the edited question is not sound: {', '.join(probe.reasons)}")
    return probe.payload()


def _key(d: Decision) -> tuple:
    if d.verdict != "edit":
        return (d.verdict,)
    norm = {k: collapse_space(v) if isinstance(v, str) else {x: collapse_space(y) for x, y in v.items()}
            for k, v in (d.edit or {}).items()}
    return ("edit", tuple(sorted((k, str(v)) for k, v in norm.items())))


def current_votes(row: CandidateRow) -> list[Decision]:
    """Each reviewer's latest (not superseded) ordinary decision."""
    return [d for d in row.decisions if not d.superseded and not d.adjudication]


def settle(row: CandidateRow, required: int) -> tuple[str, dict | None]:
    """The status the decisions give, and the content an agreed edit sets (None: unchanged)."""
    final = [d for d in row.decisions if d.adjudication and not d.superseded]
    if final:
        d = final[-1]
        return ("rejected" if d.verdict == "reject" else "accepted"), (d.edit if d.verdict == "edit" else None)
    votes = current_votes(row)
    if not votes:
        return "pending", None
    if len({_key(d) for d in votes}) > 1:
        return "adjudication", None
    if len(votes) < required:
        return "pending", None
    d = votes[0]
    return ("rejected" if d.verdict == "reject" else "accepted"), (d.edit if d.verdict == "edit" else None)


@dataclass(frozen=True)
class DecisionInput:
    """One decision as given on the command line or read from a sheet row."""

    candidate_id: str
    reviewer: str
    verdict: str
    checklist: dict[str, bool]
    edit: dict[str, Any] | None = None
    comment: str | None = None
    adjudicate: bool = False
    source: str = "cli"


def decide(db: ReviewDB, d: DecisionInput) -> CandidateRow:
    """Record a decision and re-settle the candidate; everything is kept in the decisions and the audit trail."""
    row = db.candidate(d.candidate_id)
    if row is None:
        raise ReviewError(f"no candidate {d.candidate_id!r}")
    reviewer = db.reviewer(d.reviewer)
    if reviewer is None:
        raise ReviewError(f"unknown reviewer {d.reviewer!r}; add them with `psyexam review reviewers DIR --add {d.reviewer}`")
    if d.verdict not in VERDICTS:
        raise ReviewError(f"unknown verdict {d.verdict!r}; use accept, edit or reject")
    if d.adjudicate and not reviewer.adjudicator:
        raise ReviewError(f"{d.reviewer} is not an adjudicator (`psyexam review reviewers DIR --add {d.reviewer} --adjudicator`)")
    edit = validated_edit(row.payload, d.edit or {}, d.source) if d.verdict == "edit" else None
    before = row.snapshot()
    db.add_decision(row, Decision(candidate_id=row.id, reviewer=d.reviewer, verdict=d.verdict, checklist=d.checklist,
                                  edit=edit, comment=d.comment, version=row.version, adjudication=d.adjudicate,
                                  source=d.source))
    status, content = settle(row, db.required)
    row.status = status
    if content is not None and content != row.payload:
        row.payload = content
        row.version += 1
    action = ("adjudicate:" if d.adjudicate else "decide:") + d.verdict
    db.audit(row.id, d.reviewer, action, before, {**row.snapshot(), "checklist": d.checklist, "comment": d.comment,
                                                   "source": d.source})
    return row


def progress(db: ReviewDB) -> dict[str, Any]:
    """Counts by status, decisions per reviewer, the adjudication queue and agreement among reviewers."""
    rows = db.candidates()
    table: dict[str, dict[str, str]] = {}
    per_reviewer: Counter = Counter()
    for row in rows:
        votes = current_votes(row)
        for v in votes:
            per_reviewer[v.reviewer] += 1
        if votes:
            table[row.id] = {v.reviewer: v.verdict for v in votes}
    out: dict[str, Any] = {
        "candidates": len(rows),
        "required": db.required,
        "status": dict(Counter(r.status for r in rows)),
        "auto_status": dict(Counter(r.auto_status for r in rows)),
        "reviewers": {r.name: {"decisions": per_reviewer[r.name], "adjudicator": r.adjudicator} for r in db.reviewers()},
        "adjudication_queue": [r.id for r in rows if r.status == "adjudication"],
        "agreement": _agreement(table),
    }
    return out


def _agreement(table: dict[str, dict[str, str]]) -> dict[str, Any] | None:
    from psyexam.stats.agreement import agreement
    from psyexam.stats.intervals import StatsError

    try:
        return agreement(table).to_dict()
    except StatsError as e:
        return {"note": str(e)}
