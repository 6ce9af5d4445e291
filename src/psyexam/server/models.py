"""The service's tables: organisations, exams and their items, the exposure ledger, the audit log.

Nothing is ever deleted: every exam stays on record, answered or not. Times are
UNIX seconds (floats), the same in SQLite and PostgreSQL.
"""

from __future__ import annotations

from sqlalchemy import Boolean, Float, ForeignKey, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    """Declarative base of every table of the service and its web pages."""


class Meta(Base):
    """Service-wide values created once and shared by every worker (the token and id key)."""

    __tablename__ = "server_meta"
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(String(256))


class Org(Base):
    """An organisation; its token is kept only as a keyed hash, found by its public prefix."""

    __tablename__ = "orgs"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    token_prefix: Mapped[str] = mapped_column(String(32), unique=True)
    token_hash: Mapped[str] = mapped_column(String(64))
    created: Mapped[float] = mapped_column(Float)


class Exam(Base):
    """One exam: who takes it, for which model, how far it has got."""

    __tablename__ = "exams"
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    org_id: Mapped[int] = mapped_column(ForeignKey("orgs.id"), index=True)
    model: Mapped[str] = mapped_column(String(100))
    size: Mapped[int] = mapped_column(Integer)
    answered: Mapped[int] = mapped_column(Integer, default=0)
    status: Mapped[str] = mapped_column(String(8), default="open")
    expired: Mapped[bool] = mapped_column(Boolean, default=False)
    created: Mapped[float] = mapped_column(Float)
    deadline: Mapped[float | None] = mapped_column(Float, nullable=True)
    finished: Mapped[float | None] = mapped_column(Float, nullable=True)
    bank: Mapped[str] = mapped_column(String(64))
    """The bank's fingerprint when the exam was drawn."""


class ExamItem(Base):
    """One question of an exam, and once answered, what was answered and how it scored."""

    __tablename__ = "exam_items"
    exam_id: Mapped[str] = mapped_column(ForeignKey("exams.id"), primary_key=True)
    index: Mapped[int] = mapped_column(Integer, primary_key=True)
    qhash: Mapped[str] = mapped_column(String(64))
    qid: Mapped[str] = mapped_column(String(32))
    """Opaque id shown to the taker: a keyed hash of (exam, question), different in every exam."""
    bank_id: Mapped[str] = mapped_column(String(200))
    qtype: Mapped[str] = mapped_column(String(8))
    part: Mapped[str] = mapped_column(String(8))
    subject: Mapped[str] = mapped_column(String(200))
    answer_raw: Mapped[str | None] = mapped_column(Text, nullable=True)
    prediction: Mapped[str | None] = mapped_column(String(16), nullable=True)
    unparsed: Mapped[bool] = mapped_column(Boolean, default=False)
    correct: Mapped[bool | None] = mapped_column(Boolean, nullable=True)
    exam_credit: Mapped[float | None] = mapped_column(Float, nullable=True)
    f1: Mapped[float | None] = mapped_column(Float, nullable=True)
    answered_at: Mapped[float | None] = mapped_column(Float, nullable=True)


class Exposure(Base):
    """The ledger: every question hash an organisation was served, at most once (the constraint
    is what makes concurrent draws safe)."""

    __tablename__ = "exposure"
    __table_args__ = (UniqueConstraint("org_id", "qhash", name="uq_exposure_org_question"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    org_id: Mapped[int] = mapped_column(ForeignKey("orgs.id"))
    qhash: Mapped[str] = mapped_column(String(64))
    exam_id: Mapped[str] = mapped_column(ForeignKey("exams.id"))
    served: Mapped[float] = mapped_column(Float)


class Audit(Base):
    """One row per request: who (organisation, or none), when, what, and the status returned."""

    __tablename__ = "audit"
    __table_args__ = (Index("ix_audit_org_at", "org_id", "at"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    at: Mapped[float] = mapped_column(Float)
    org_id: Mapped[int | None] = mapped_column(Integer, nullable=True)
    method: Mapped[str] = mapped_column(String(16))
    path: Mapped[str] = mapped_column(String(500))
    status: Mapped[int] = mapped_column(Integer)
    client: Mapped[str | None] = mapped_column(String(100), nullable=True)
