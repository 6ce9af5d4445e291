"""The typed question record every loader produces and every later stage reads."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

LETTERS = "ABCDEFGH"


class QType(StrEnum):
    """Question type: single choice (MCQA), multiple response (MRQA) or open QA."""

    SINGLE = "single"
    MULTI = "multi"
    QA = "qa"

    @property
    def table_name(self) -> str:
        """The CPsyExam paper's name: MCQA, MRQA or QA."""
        return _TABLE_NAMES[self.value]

    @staticmethod
    def table_name_of(value: str) -> str:
        """The paper's name of a type given as its value (``"single"`` → ``"MCQA"``); unknown values as given."""
        return _TABLE_NAMES.get(value, value)


_TABLE_NAMES = {"single": "MCQA", "multi": "MRQA", "qa": "QA"}


class Part(StrEnum):
    """Knowledge (KG) or case analysis (CA)."""

    KG = "KG"
    CA = "CA"


class CACategory(StrEnum):
    """Case-analysis category, as in the CPsyExam paper."""

    METHOD = "method"
    DIAGNOSIS = "diagnosis"
    TREATMENT = "treatment"


EXAMS = ("GEE", "PCE", "TQE", "SSE")
"""Known exams; anything else is recorded as given (or None)."""


@dataclass(frozen=True, slots=True)
class Provenance:
    """Where a record came from: file (inside a zip: ``zip!member``) and 1-based record position."""

    file: str
    position: int
    line: int | None = None

    def __str__(self) -> str:
        where = f"line {self.line}" if self.line is not None else f"record {self.position}"
        return f"{self.file}, {where}"


@dataclass(slots=True)
class Question:
    """One exam question.

    ``options`` keeps every letter the source gave, empty texts included; only
    ``choices`` (the non-empty ones) are offered to a model. ``answer`` holds the
    correct letters of a choice question, ``reference`` the reference answer of an
    open question; both are None where the split hides answers. ``explanation`` is
    kept for export and review and never shown to a model under evaluation.
    ``source`` is where this record was read from; ``origin`` is where it first
    came from when it was read back from an export (the export's ``source``).
    """

    id: str
    text: str
    qtype: QType
    part: Part
    options: dict[str, str] = field(default_factory=dict)
    answer: frozenset[str] | None = None
    reference: str | None = None
    exam: str | None = None
    subject: str | None = None
    chapter: str | None = None
    concept: str | None = None
    ca_category: CACategory | None = None
    split: str | None = None
    explanation: str | None = None
    source: Provenance | None = None
    extra: dict[str, object] = field(default_factory=dict)
    origin: Provenance | None = None

    @property
    def choices(self) -> list[str]:
        """Letters of the non-empty options, in order."""
        return [k for k in sorted(self.options) if str(self.options[k]).strip()]

    @property
    def answer_text(self) -> str | None:
        """The answer as the export format writes it: sorted letters, or the reference."""
        if self.qtype is QType.QA:
            return self.reference
        return "".join(sorted(self.answer)) if self.answer is not None else None

    @property
    def has_answer(self) -> bool:
        """True when the record carries a gold answer to score against."""
        return (self.reference is not None) if self.qtype is QType.QA else (self.answer is not None)
