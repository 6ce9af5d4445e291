"""Rating tasks on the service's database: the items to rate, and who rates which.

A task is item-wise (one run: each answer scored on a rubric's dimensions) or pairwise
(two runs: blind choice between the answers to the same question). Every item goes to K
raters; each (rater, item) is one assignment with an opaque random id, which is all the
browser ever sees of it. A pairwise assignment also fixes, once, whether the first run's
answer shows on the right, so a reload shows the same sides.
"""

from __future__ import annotations

import json
import secrets
import time
from typing import Literal

from sqlalchemy import Boolean, Float, ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from psyexam.server.models import Base

Kind = Literal["item", "pairwise"]
CHOICES = ("A", "B", "tie", "both_bad")
"""Stored choices, always in the task's own order (A = first run), as ``psyexam.ratings`` reads them."""


class RatingTask(Base):
    """One rating task: what is rated, how, and by how many raters."""

    __tablename__ = "rating_tasks"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    kind: Mapped[str] = mapped_column(String(16))
    rubric: Mapped[str] = mapped_column(Text)
    """The rubric as JSON (its dimensions and levels), fixed when the task is made."""
    show_reference: Mapped[bool] = mapped_column(Boolean)
    raters_per_item: Mapped[int] = mapped_column(Integer)
    model_a: Mapped[str] = mapped_column(String(200))
    model_b: Mapped[str | None] = mapped_column(String(200), nullable=True)
    runs: Mapped[str] = mapped_column(Text)
    """JSON list of the run folders the answers came from (never shown on pages)."""
    created: Mapped[float] = mapped_column(Float)
    created_by: Mapped[str] = mapped_column(String(100))


class RatingItem(Base):
    """One question of a task with the answer(s) to rate."""

    __tablename__ = "rating_items"
    __table_args__ = (UniqueConstraint("task_id", "item", name="uq_rating_item"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    task_id: Mapped[int] = mapped_column(ForeignKey("rating_tasks.id"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    item: Mapped[str] = mapped_column(String(200))
    """The bank item id (what the ratings report calls an item)."""
    question: Mapped[str] = mapped_column(Text)
    options: Mapped[str] = mapped_column(Text)
    """JSON object letter -> option text (empty for open questions)."""
    reference: Mapped[str | None] = mapped_column(Text, nullable=True)
    answer_a: Mapped[str] = mapped_column(Text)
    answer_b: Mapped[str | None] = mapped_column(Text, nullable=True)


class RatingAssignment(Base):
    """One rater's job on one item, and once done, what they gave."""

    __tablename__ = "rating_assignments"
    __table_args__ = (UniqueConstraint("item_id", "user_id", name="uq_rating_assignment"),)
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    """Opaque and random: reveals neither the item, the rater nor the models."""
    task_id: Mapped[int] = mapped_column(ForeignKey("rating_tasks.id"), index=True)
    item_id: Mapped[int] = mapped_column(ForeignKey("rating_items.id"))
    user_id: Mapped[int] = mapped_column(ForeignKey("web_users.id"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    """Order of this assignment among the rater's own in the task (1-based)."""
    swapped: Mapped[bool] = mapped_column(Boolean, default=False)
    """Pairwise: the first run's answer shows on the right."""
    scores: Mapped[str | None] = mapped_column(Text, nullable=True)
    """Item-wise: JSON object dimension -> level."""
    choice: Mapped[str | None] = mapped_column(String(16), nullable=True)
    rated_at: Mapped[float | None] = mapped_column(Float, nullable=True)


def new_assignment_id() -> str:
    """A fresh opaque assignment id."""
    return secrets.token_urlsafe(12)


def dumps(value: object) -> str:
    """JSON for a text column (Chinese kept readable)."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def now() -> float:
    return time.time()
