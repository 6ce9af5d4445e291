"""The review database: candidates, reviewers, decisions and an audit trail (SQLAlchemy 2 ORM, one SQLite file).

Designed so a web app can sit on it later: the ORM models are plain tables
keyed by candidate id and reviewer name, and :class:`ReviewDB` is the whole
session API (open, sync candidates, add reviewers, decide, read). Every change
of a candidate's content or status writes an :class:`AuditEntry` (who, when,
before, after); decisions are never deleted, a newer one only supersedes a
reviewer's older one.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import JSON, Boolean, DateTime, ForeignKey, Integer, String, Text, create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, relationship, selectinload

from psyexam.concepts.candidates import Candidate

REVIEW_DB = "review.sqlite"
DEFAULT_REQUIRED = 3


def _now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """Declarative base of the review tables."""


class CandidateRow(Base):
    """A candidate under review: its generated content, current content and review status."""

    __tablename__ = "candidates"

    id: Mapped[str] = mapped_column(String, primary_key=True)
    concept_id: Mapped[str] = mapped_column(String, index=True)
    subject: Mapped[str] = mapped_column(String)
    chapter: Mapped[str] = mapped_column(String)
    concept: Mapped[str] = mapped_column(String)
    prompt_type: Mapped[str] = mapped_column(String)
    auto_status: Mapped[str] = mapped_column(String)
    auto_reasons: Mapped[list] = mapped_column(JSON, default=list)
    generated: Mapped[dict] = mapped_column(JSON)
    payload: Mapped[dict] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String, default="pending")
    """pending, accepted, rejected or adjudication."""
    version: Mapped[int] = mapped_column(Integer, default=1)
    """Raised whenever ``payload`` changes, so a sheet filled in on older content is noticed."""
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)

    decisions: Mapped[list[Decision]] = relationship(back_populates="candidate", order_by="Decision.id")

    def snapshot(self) -> dict[str, Any]:
        """What an audit entry records of the candidate."""
        return {"status": self.status, "version": self.version, "payload": self.payload}


class Reviewer(Base):
    """A named reviewer; ``adjudicator`` may settle the adjudication queue."""

    __tablename__ = "reviewers"

    name: Mapped[str] = mapped_column(String, primary_key=True)
    adjudicator: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class Decision(Base):
    """One reviewer's verdict on one candidate version, with the checklist and any edit."""

    __tablename__ = "decisions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    candidate_id: Mapped[str] = mapped_column(ForeignKey("candidates.id"), index=True)
    reviewer: Mapped[str] = mapped_column(ForeignKey("reviewers.name"), index=True)
    verdict: Mapped[str] = mapped_column(String)
    """accept, edit or reject."""
    checklist: Mapped[dict] = mapped_column(JSON, default=dict)
    edit: Mapped[dict | None] = mapped_column(JSON, nullable=True)
    comment: Mapped[str | None] = mapped_column(Text, nullable=True)
    version: Mapped[int] = mapped_column(Integer)
    adjudication: Mapped[bool] = mapped_column(Boolean, default=False)
    superseded: Mapped[bool] = mapped_column(Boolean, default=False)
    source: Mapped[str | None] = mapped_column(String, nullable=True)
    """Where it came from: ``cli``, or ``sheet FILE, line N``."""
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)

    candidate: Mapped[CandidateRow] = relationship(back_populates="decisions")


class AuditEntry(Base):
    """Who changed what, when: the candidate before and after."""

    __tablename__ = "audit"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    candidate_id: Mapped[str] = mapped_column(String, index=True)
    actor: Mapped[str] = mapped_column(String)
    action: Mapped[str] = mapped_column(String)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)
    before: Mapped[dict | None] = mapped_column(JSON, nullable=True)
    after: Mapped[dict | None] = mapped_column(JSON, nullable=True)


class Setting(Base):
    """Review settings, e.g. ``required``: reviewers who must agree before a verdict or edit takes effect."""

    __tablename__ = "settings"

    key: Mapped[str] = mapped_column(String, primary_key=True)
    value: Mapped[str] = mapped_column(String)


class ReviewDB:
    """A session on one generation folder's review database; use as a context manager (commits on success)."""

    def __init__(self, path: Path):
        self.path = path
        self.engine = create_engine(f"sqlite:///{path}")
        Base.metadata.create_all(self.engine)
        self.session = Session(self.engine, expire_on_commit=False)

    @classmethod
    def open(cls, folder: Path) -> ReviewDB:
        """The review database of a generation folder (created when missing)."""
        return cls(Path(folder) / REVIEW_DB)

    def __enter__(self) -> ReviewDB:
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        if exc_type is None:
            self.session.commit()
        else:
            self.session.rollback()
        self.session.close()
        self.engine.dispose()

    # candidates
    def sync_candidates(self, candidates: list[Candidate]) -> dict[str, int]:
        """Add new candidates; refresh one's content only while nobody has reviewed it. Returns counts."""
        counts = {"added": 0, "refreshed": 0, "kept": 0}
        for c in candidates:
            row = self.session.get(CandidateRow, c.id)
            if row is None:
                row = CandidateRow(id=c.id, concept_id=c.concept_id, subject=c.subject, chapter=c.chapter, concept=c.concept,
                                   prompt_type=c.prompt_type, auto_status=c.status, auto_reasons=list(c.reasons),
                                   generated=c.payload(), payload=c.payload(), status="pending", version=1)
                self.session.add(row)
                self.audit(row.id, "generate", "add", None, row.snapshot())
                counts["added"] += 1
            elif row.decisions:
                counts["kept"] += 1
            elif row.generated != c.payload() or row.auto_reasons != list(c.reasons):
                before = row.snapshot()
                row.generated, row.payload = c.payload(), c.payload()
                row.auto_status, row.auto_reasons = c.status, list(c.reasons)
                row.version += 1
                row.updated_at = _now()
                self.audit(row.id, "generate", "refresh", before, row.snapshot())
                counts["refreshed"] += 1
        self.session.flush()
        return counts

    def candidate(self, candidate_id: str) -> CandidateRow | None:
        return self.session.get(CandidateRow, candidate_id)

    def candidates(self) -> list[CandidateRow]:
        """Every candidate with its decisions (loaded in one more query, not one per candidate)."""
        q = select(CandidateRow).options(selectinload(CandidateRow.decisions)).order_by(CandidateRow.id)
        return list(self.session.scalars(q))

    # reviewers
    def add_reviewer(self, name: str, adjudicator: bool = False) -> Reviewer:
        """Register a reviewer (idempotent; ``adjudicator`` can only be granted, never silently revoked)."""
        r = self.session.get(Reviewer, name)
        if r is None:
            r = Reviewer(name=name, adjudicator=adjudicator)
            self.session.add(r)
        elif adjudicator:
            r.adjudicator = True
        self.session.flush()
        return r

    def reviewer(self, name: str) -> Reviewer | None:
        return self.session.get(Reviewer, name)

    def reviewers(self) -> list[Reviewer]:
        return list(self.session.scalars(select(Reviewer).order_by(Reviewer.name)))

    # settings
    @property
    def required(self) -> int:
        s = self.session.get(Setting, "required")
        return int(s.value) if s is not None else DEFAULT_REQUIRED

    def set_required(self, n: int) -> None:
        s = self.session.get(Setting, "required")
        if s is None:
            self.session.add(Setting(key="required", value=str(n)))
        else:
            s.value = str(n)
        self.session.flush()

    # decisions and audit
    def add_decision(self, row: CandidateRow, decision: Decision) -> None:
        """Store a decision, superseding the same reviewer's earlier one of the same kind."""
        for d in row.decisions:
            if d.reviewer == decision.reviewer and d.adjudication == decision.adjudication and not d.superseded:
                d.superseded = True
        self.session.add(decision)
        row.decisions.append(decision)
        self.session.flush()

    def audit(self, candidate_id: str, actor: str, action: str, before: dict | None, after: dict | None) -> None:
        self.session.add(AuditEntry(candidate_id=candidate_id, actor=actor, action=action, before=before, after=after))

    def audit_trail(self, candidate_id: str | None = None) -> list[AuditEntry]:
        q = select(AuditEntry).order_by(AuditEntry.id)
        if candidate_id is not None:
            q = q.where(AuditEntry.candidate_id == candidate_id)
        return list(self.session.scalars(q))
