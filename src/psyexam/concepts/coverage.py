"""Concept coverage of a bank: which inventory concepts its questions test (ConceptPsy Tables 1–2).

Each question is assigned zero or more concepts: its own concept label where
the bank has one that the inventory knows, otherwise a classifier's choice
(lexical by default). A concept is covered when at least one question is
assigned to it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from psyexam.bank.records import Question
from psyexam.concepts.inventory import Concept, Inventory
from psyexam.concepts.lexical import THRESHOLD, LexicalMatcher
from psyexam.concepts.resolve import LabelResolver

RELATIVE = 0.7
"""A lexical match must also reach this share of the question's best score, so one clear concept is not joined by weak ones."""

LIMIT = 3
"""Most concepts the lexical matcher gives one question."""


@dataclass(frozen=True)
class Classified:
    """What a classifier says about one question: concept ids, or a failure (counted, never dropped)."""

    concepts: tuple[str, ...] = ()
    failure: str | None = None


Classifier = Callable[[Sequence[Question]], list[Classified]]
"""Assigns concepts to questions the bank does not label; one result per question, in order."""


def question_text(q: Question) -> str:
    """Stem and option texts: what a question asks about (the explanation is left out, as in evaluation)."""
    return " ".join([q.text, *(str(q.options[k]) for k in q.choices)])


def lexical_classifier(inventory: Inventory, threshold: float = THRESHOLD, relative: float = RELATIVE,
                       limit: int = LIMIT) -> Classifier:
    """The lexical matcher as a classifier (see :mod:`psyexam.concepts.lexical` for the score)."""
    matcher = LexicalMatcher(inventory.concepts)

    def classify(questions: Sequence[Question]) -> list[Classified]:
        out = []
        for q in questions:
            top = matcher.top(question_text(q), limit)
            best = top[0].score if top else 0.0
            out.append(Classified(tuple(m.concept_id for m in top if m.score >= threshold and m.score >= relative * best)))
        return out

    return classify


@dataclass(frozen=True)
class Count:
    """Covered out of required concepts."""

    covered: int
    required: int

    @property
    def rate(self) -> float:
        return self.covered / self.required if self.required else 0.0

    def to_dict(self) -> dict:
        return {"rate": round(self.rate, 4), "covered": self.covered, "required": self.required}


@dataclass
class Coverage:
    """Coverage of one bank against one inventory, with every question's assignment and how it was made."""

    inventory: Inventory
    assignments: dict[str, list[str]]
    methods: Counter = field(default_factory=Counter)
    unresolved_labels: Counter = field(default_factory=Counter)
    failures: dict[str, str] = field(default_factory=dict)

    @property
    def questions_per_concept(self) -> Counter:
        return Counter(c for ids in self.assignments.values() for c in ids)

    def count(self, concepts: Sequence[Concept]) -> Count:
        per = self.questions_per_concept
        return Count(sum(1 for c in concepts if per[c.id]), len(concepts))

    @property
    def total(self) -> Count:
        return self.count(self.inventory.concepts)

    def by_subject(self) -> dict[str, tuple[Count, dict[str, Count]]]:
        """Per subject: its count and its chapters' counts, in inventory order."""
        out = {}
        for s in self.inventory.subjects:
            concepts = [c for c in self.inventory if c.subject == s]
            chapters = {ch: self.count([c for c in concepts if c.chapter == ch]) for ch in self.inventory.chapters(s)}
            out[s] = (self.count(concepts), chapters)
        return out

    @property
    def uncovered(self) -> list[Concept]:
        per = self.questions_per_concept
        return [c for c in self.inventory if not per[c.id]]

    def to_dict(self) -> dict:
        """The JSON shape ``psyexam coverage --json`` prints."""
        by_subject = {
            s: {**count.to_dict(), "by_chapter": {ch: n.to_dict() for ch, n in chapters.items()}}
            for s, (count, chapters) in self.by_subject().items()
        }
        per = self.questions_per_concept
        return {
            "coverage": {**self.total.to_dict(), "by_subject": by_subject},
            "uncovered": [{"id": c.id, "name": c.name, "subject": c.subject, "chapter": c.chapter} for c in self.uncovered],
            "questions": len(self.assignments),
            "unassigned": sum(1 for ids in self.assignments.values() if not ids),
            "methods": dict(self.methods),
            "unresolved_labels": dict(self.unresolved_labels),
            "classifier_failures": len(self.failures),
            "questions_per_concept": {c.id: per[c.id] for c in self.inventory},
            "assignments": self.assignments,
        }


def assign(questions: Sequence[Question], inventory: Inventory, classifier: Classifier,
           use_labels: bool = True) -> Coverage:
    """Assign concepts to every question: bank labels the inventory knows, else the classifier."""
    resolver = LabelResolver(inventory)
    cov = Coverage(inventory, {})
    pending: list[Question] = []
    for q in questions:
        concept = resolver.resolve(q.concept, q.subject, q.chapter) if (use_labels and q.concept) else None
        if concept is not None:
            cov.assignments[q.id] = [concept.id]
            cov.methods["label"] += 1
            continue
        if use_labels and q.concept:
            cov.unresolved_labels[q.concept] += 1
        pending.append(q)
    for q, result in zip(pending, classifier(pending)):
        cov.assignments[q.id] = list(result.concepts)
        if result.failure is not None:
            cov.failures[q.id] = result.failure
            cov.methods["failed"] += 1
        else:
            cov.methods["classifier" if result.concepts else "none"] += 1
    return cov
