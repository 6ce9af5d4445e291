"""Small question records for the prompt tests."""

from __future__ import annotations

import itertools

import pytest

from psyexam.bank.records import Part, QType, Question

_ids = itertools.count(1)


def build_q(
    text: str = "下列哪项属于记忆的基本过程？",
    qtype: QType = QType.SINGLE,
    *,
    options: dict[str, str] | None = None,
    answer: str | None = "A",
    reference: str | None = None,
    subject: str | None = "普通心理学",
    split: str | None = "train",
    explanation: str | None = None,
    id: str | None = None,
) -> Question:
    """A record with sensible defaults; every call gets a fresh id unless given."""
    if options is None and qtype is not QType.QA:
        options = {"A": "识记", "B": "思维", "C": "想象", "D": "注意", "E": ""}
    return Question(
        id=id or f"q{next(_ids)}",
        text=text,
        qtype=qtype,
        part=Part.KG,
        options=options or {},
        answer=frozenset(answer) if answer and qtype is not QType.QA else None,
        reference=reference,
        subject=subject,
        split=split,
        explanation=explanation,
    )


@pytest.fixture
def make_q():
    """The ``build_q`` factory."""
    return build_q
