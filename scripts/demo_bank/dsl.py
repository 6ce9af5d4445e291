"""Typed building blocks for the demo bank's question sources (one module per subject)."""

from __future__ import annotations

from dataclasses import dataclass

LETTERS = "ABCD"


@dataclass(frozen=True)
class Subject:
    """A subject: the short code used in ids, its Chinese name and its default exam label."""

    code: str
    name: str
    exam: str


@dataclass(frozen=True)
class Item:
    """One question as written; ``ca`` set means a case-analysis (CA) item."""

    num: int
    qtype: str
    chapter: str
    concept: str
    question: str
    options: tuple[str, ...]
    answer: str
    explanation: str
    ca: str | None = None
    exam: str | None = None
    split: str = "test"

    def record(self, subject: Subject) -> dict[str, object]:
        """The item as a bank-format JSON object, fields in the documented order."""
        rec: dict[str, object] = {
            "id": f"demo-{subject.code}-{self.num:03d}",
            "question": self.question,
            "type": self.qtype,
            "part": "CA" if self.ca else "KG",
        }
        if self.options:
            rec["options"] = dict(zip(LETTERS, self.options, strict=True))
        rec["answer"] = self.answer
        rec["exam"] = self.exam or subject.exam
        rec["subject"] = subject.name
        rec["chapter"] = self.chapter
        rec["concept"] = self.concept
        if self.ca:
            rec["ca_category"] = self.ca
        rec["split"] = self.split
        rec["explanation"] = self.explanation
        return rec


def single(num: int, chapter: str, concept: str, question: str, options: list[str],
           answer: str, explanation: str, **kw: str) -> Item:
    """A single-choice item (four options, one correct letter)."""
    return Item(num, "single", chapter, concept, question, tuple(options), answer, explanation, **kw)


def multi(num: int, chapter: str, concept: str, question: str, options: list[str],
          answer: str, explanation: str, **kw: str) -> Item:
    """A multiple-response item (four options, two to four correct letters, sorted)."""
    return Item(num, "multi", chapter, concept, question, tuple(options), answer, explanation, **kw)


def qa(num: int, chapter: str, concept: str, question: str, reference: str,
       explanation: str, **kw: str) -> Item:
    """An open question with a concise reference answer."""
    return Item(num, "qa", chapter, concept, question, (), reference, explanation, **kw)
